/// A `typography` composite (https://www.designtokens.org/tr/2025.10/format/#typography).
///
/// `lineHeight` is a multiplier of `fontSize`. In strict mode all five members are present; lenient mode
/// (Tokens Studio, Figma plugin files) may leave some `nil`, each omission reported as a warning, and keeps
/// what those files say beyond the Format Module: a relative letter spacing, italic, and other members.
public struct TypographyValue: Sendable, Hashable {
    /// Family names, first choice first.
    public var fontFamily: [String]?
    /// Font size.
    public var fontSize: DimensionValue?
    /// Weight.
    public var fontWeight: FontWeightValue?
    /// Tracking. When the file gave it relative to the font size (``relativeLetterSpacing``), this is that
    /// value converted with ``fontSize`` (`nil` when there is no fontSize to convert with).
    public var letterSpacing: DimensionValue?
    /// Line height as a multiplier of fontSize.
    public var lineHeight: Double?
    /// Lenient mode: tracking as written relative to the font size, in em (`"-2%"` is -0.02). Prefer it to
    /// ``letterSpacing``: it stays right when the size scales.
    public var relativeLetterSpacing: Double?
    /// Lenient mode: italic, from a weight such as `"Bold Italic"` or a `fontStyle` member of `"italic"`.
    public var isItalic: Bool
    /// Lenient mode: members the Format Module does not define (`textCase`, `textDecoration`,
    /// `paragraphSpacing`, `paragraphIndent`, `fontStretch`, `fontStyle`), by name, as compact JSON.
    public var extras: [String: String]

    public init(
        fontFamily: [String]?, fontSize: DimensionValue?, fontWeight: FontWeightValue?,
        letterSpacing: DimensionValue?, lineHeight: Double?, relativeLetterSpacing: Double? = nil,
        isItalic: Bool = false, extras: [String: String] = [:]
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.relativeLetterSpacing = relativeLetterSpacing
        self.isItalic = isItalic
        self.extras = extras
    }
}

extension ValueReader {
    static let typographyMembers = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    /// Tokens Studio and Figma typography members with no Format Module equivalent: kept in
    /// ``TypographyValue/extras`` with one warning per member name (lenient).
    static let typographyExtras: Set<String> = [
        "textCase", "textDecoration", "paragraphSpacing", "paragraphIndent", "fontStyle", "fontStretch",
    ]

    mutating func readTypography(_ node: JSONNode) -> TypographyValue? {
        if let reference = resolveIfReference(node, expecting: .typography) {
            if case .value(.typography(let typography)) = reference { return typography }
            return mismatch(node, reference, expected: .typography)
        }
        guard
            let object = expectObject(
                node,
                "a typography object {\"fontFamily\", \"fontSize\", \"fontWeight\", \"letterSpacing\", \"lineHeight\"}")
        else {
            return nil
        }
        var extras: [String: String] = [:]
        var italic = false
        if lenient {
            for member in object.members where Self.typographyExtras.contains(member.key) {
                extras[member.key] = member.value.jsonText
                if member.key == "fontStyle", let style = member.value.string?.lowercased(),
                    style == "italic" || style == "oblique"
                {
                    italic = true
                }
                reportTypographyExtra(member)
            }
        }
        // Every member is read even after one fails, so that one pass reports all of a token's problems.
        var ok = checkMembers(
            object, at: node, required: Self.typographyMembers, optional: [], what: "typography",
            ignoring: lenient ? Self.typographyExtras : [])
        var family: [String]?
        if let member = object["fontFamily"] {
            family = readFontFamily(member)
            ok = ok && family != nil
        }
        var size: DimensionValue?
        if let member = object["fontSize"] {
            size = readDimension(member)
            ok = ok && size != nil
        }
        var weight: FontWeightValue?
        if let member = object["fontWeight"] {
            weight = readFontWeight(member)
            ok = ok && weight != nil
            italic = italic || weight?.isItalic == true
        }
        var letterSpacing: DimensionValue?
        var relativeLetterSpacing: Double?
        if let member = object["letterSpacing"] {
            if lenient, let em = relativeLetterSpacingMember(member) {
                relativeLetterSpacing = em
                if let size {
                    letterSpacing = DimensionValue(value: size.value * em, unit: size.unit)
                }
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "letterSpacing \(describeWritten(member)) is relative to the font size (\(formatted(em))em); kept relative"
                            + (letterSpacing.map { "; the Format Module writes \($0.modernForm) for this fontSize" }
                                ?? ", and no fontSize here converts it"),
                        at: member.location,
                        fixIt: letterSpacing.map {
                            Diagnostic.FixIt("use the Format Module form", replacement: $0.modernForm)
                        }))
            } else {
                letterSpacing = readDimension(member)
                ok = ok && letterSpacing != nil
            }
        }
        var lineHeight: Double?
        if let member = object["lineHeight"] {
            if lenient, case .string(let text) = member.value, ["auto", "normal"].contains(text.lowercased()) {
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "lineHeight \"\(text)\" means the font's own line height; the Format Module has no such value: omit lineHeight (the font's default is used)",
                        at: member.location))
            } else if lenient, case .data(let type, _)? = knownAliasValue(member), type == "lineHeights" {
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "lineHeight \(describe(member)) is the font's own line height; the Format Module has no such value: omit lineHeight (the font's default is used)",
                        at: member.location))
            } else if lenient, let length = lineHeightReference(member), let size, size.value != 0 {
                let factor = pixels(length) / pixels(size)
                lineHeight = factor
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "lineHeight \(describe(member)) is a length (\(formatted(length.value))\(length.unit.rawValue)); the Format Module writes a multiplier of fontSize: \(formatted(factor))",
                        at: member.location, fixIt: .init("use the Format Module form", replacement: formatted(factor)))
                )
            } else if lenient, !isReference(member), let length = lineHeightLength(member),
                let size, size.value != 0
            {
                let factor = pixels(length) / pixels(size)
                lineHeight = factor
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "lineHeight as a length \(describe(member))\(member.number != nil ? " (px in a Figma text style)" : "") is a legacy form; the Format Module writes a multiplier of fontSize: \(formatted(factor))",
                        at: member.location, fixIt: .init("use the Format Module form", replacement: formatted(factor)))
                )
            } else {
                lineHeight = readNumber(member, what: "lineHeight (a multiplier of fontSize)")
                ok = ok && lineHeight != nil
                if lenient, legacyForm, let number = lineHeight, number > 3, let size, size.value != 0 {
                    // Written as Tokens Studio writes (`value` without `$`): its unitless line heights are pixels.
                    let factor = number / pixels(size)
                    lineHeight = factor
                    report.add(.lenientForm, "legacy-pixel-line-height:\(member.location.path)", at: member.location) {
                        count in
                        "\(LenientReport.count(count, "typography token")) in Tokens Studio form (value without '$') with a unitless lineHeight above 3, such as \(formatted(number)) on \(size.modernForm): Tokens Studio's unitless line heights are pixels, so read as \(formatted(factor)) × fontSize (the Format Module's unitless lineHeight is a multiple)"
                    }
                }
            }
        }
        guard ok else { return nil }
        return TypographyValue(
            fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: letterSpacing,
            lineHeight: lineHeight,
            relativeLetterSpacing: relativeLetterSpacing, isItalic: italic, extras: extras)
    }

    /// A letterSpacing given relative to the font size (`"-2%"`, `"0.05em"`, or a reference to a Tokens Studio
    /// `letterSpacing` token so written), in em; `nil` for anything else.
    mutating func relativeLetterSpacingMember(_ member: JSONNode) -> Double? {
        if isReference(member) {
            guard let known = knownAliases.first(where: { $0.location == member.location && $0.text == member.string }),
                case .value(.relativeDimension(let em)) = valueOfToken(Int(known.target))
            else { return nil }
            return em
        }
        return relativeLength(member)
    }

    /// A reference to a Tokens Studio `lineHeights` token written as a length (`"24px"`); `nil` for anything
    /// else, which `readNumber` then reads (and reports).
    func lineHeightReference(_ member: JSONNode) -> DimensionValue? {
        guard case .dimension(let length)? = knownAliasValue(member) else { return nil }
        return length
    }

    /// The value of the token a composite member refers to, when the resolver already found it.
    func knownAliasValue(_ member: JSONNode) -> TokenValue? {
        guard case .string(let text) = member.value,
            let known = knownAliases.first(where: { $0.location == member.location && $0.text == text }),
            case .value(let value) = valueOfToken(Int(known.target))
        else { return nil }
        return value
    }

    /// A number token in lenient mode: a number or percentage as usual; a length (`"4px"`, which Tokens Studio
    /// allows in `number` and `lineHeights` tokens) is kept as a dimension (a typography divides a line height
    /// by its fontSize); a `lineHeights` token of `"AUTO"`/`"normal"` is kept as data.
    mutating func readLenientNumberToken(_ node: JSONNode) -> TokenValue? {
        if case .string(let text) = node.value, !isReference(node) {
            if lineHeightToken, ["auto", "normal"].contains(text.trimmingSpaces.lowercased()) {
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "lineHeight \"\(text)\" means the font's own line height; the Format Module has no such value: omit lineHeight where it is used (kept as data)",
                        at: node.location))
                return .data(type: "lineHeights", json: node.jsonText)
            }
            if let length = WrittenLength(text), length.unit == "px" || length.unit == "rem",
                let dimension = parseDimensionString(text)
            {
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        lineHeightToken
                            ? "lineHeight \"\(text)\" is a length, not a multiplier of fontSize; kept as a dimension, which a typography that uses it divides by its fontSize (the Format Module writes a number such as 1.5)"
                            : "number \"\(text)\" has a unit; kept as a dimension: the Format Module writes a dimension token, {\"$type\": \"dimension\", \"$value\": \(dimension.modernForm)}",
                        at: node.location))
                return .dimension(dimension)
            }
        }
        if lineHeightToken, let pixels = tokensStudioPixelLineHeight(node) {
            return pixelLineHeightToken(node, pixels)
        }
        return readNumber(node).map(TokenValue.number)
    }

    /// A length in pixels (rem at ``remBase``), to divide a line height by a font size in another unit.
    func pixels(_ length: DimensionValue) -> Double {
        length.unit == .rem ? length.value * remBase : length.value
    }

    /// A Tokens Studio `lineHeights` token of bare pixels, kept as a length (reported).
    mutating func pixelLineHeightToken(_ node: JSONNode, _ pixels: Double) -> TokenValue {
        diagnostics.append(
            .warning(
                .lenientForm,
                "lineHeight \(describe(node)) is a Tokens Studio line height without a unit, which Tokens Studio applies as pixels; kept as \(formatted(pixels))px, which a typography that uses it divides by its fontSize (the Format Module writes a multiple such as 1.5)",
                at: node.location))
        return .dimension(DimensionValue(value: pixels, unit: .px))
    }

    /// Tokens Studio's rule for a line height without a unit: pixels (its Figma plugin sets a bare `22` as
    /// 22 px; `150%` is a multiple and `AUTO` the font's own). sd-transforms passes the number on unchanged,
    /// so sets written for CSS use bare multiples (`1.5`). No line height of 3 px or less is meant and no
    /// multiple above 3 is (``PlausibilityCheck``), so a bare number above 3 is pixels and one up to 3 a
    /// multiple; the reading is reported either way. `nil` when `node` is not a bare number (or a string of
    /// one) above 3.
    func tokensStudioPixelLineHeight(_ node: JSONNode) -> Double? {
        let number: Double?
        switch node.value {
        case .number(let value): number = value
        case .string(let text): number = Double(text.trimmingSpaces)
        default: number = nil
        }
        guard let number, number.isFinite, number > 3 else { return nil }
        return number
    }

    /// A lineHeight written as a length: `"24px"`, `{"value": 24, "unit": "px"}`, or (in a Figma text style,
    /// where every size is in px) a bare number greater than 3, which no multiplier is.
    func lineHeightLength(_ member: JSONNode) -> DimensionValue? {
        switch member.value {
        case .string(let text):
            // A bare number in a string is Tokens Studio's form, whose unitless line heights are pixels.
            if let pixels = tokensStudioPixelLineHeight(member) { return DimensionValue(value: pixels, unit: .px) }
            guard let length = WrittenLength(text), length.unit == "px" || length.unit == "rem" else { return nil }
            return parseDimensionString(text)
        case .number(let number):
            return figmaTextStyle && number > 3 ? DimensionValue(value: number, unit: .px) : nil
        case .object(let object):
            guard object.members.count == 2, case .number(let value)? = object["value"]?.value,
                case .string(let unit)? = object["unit"]?.value, let parsed = DimensionValue.Unit(rawValue: unit)
            else { return nil }
            return DimensionValue(value: value, unit: parsed)
        default:
            return nil
        }
    }

    /// One warning per member name for the whole run (a Figma export has these on every text style).
    mutating func reportTypographyExtra(_ member: JSONMember) {
        let name = member.key
        if name == "fontStyle" {
            report.add(
                .lenientUnusedMember, name, at: member.keyLocation,
                note:
                    "for italic, the Format Module way Typesetter reads is \"$extensions\": {\"com.typesetter\": {\"italic\": true}}"
            ) { count in
                "typography member \"fontStyle\" (\(LenientReport.count(count, "token"))) is not part of the Format Module; \"italic\" is kept as the typography's italic"
            }
            return
        }
        if name == "fontStretch" {
            report.add(
                .lenientUnusedMember, name, at: member.keyLocation,
                note:
                    "the Format Module way Typesetter reads is \"$extensions\": {\"com.typesetter\": {\"width\": 75}} (a percentage or a CSS font-stretch keyword)"
            ) { count in
                "typography member \"fontStretch\" (\(LenientReport.count(count, "token"))) is not part of the Format Module; it is kept as the typography's width"
            }
            return
        }
        report.add(
            .lenientUnusedMember, name, at: member.keyLocation,
            note: "the Format Module's typography has fontFamily, fontSize, fontWeight, letterSpacing and lineHeight"
        ) { count in
            "typography member \"\(name)\" (\(LenientReport.count(count, "token"))) is not part of the Format Module; kept with the value but not used by Typesetter"
        }
    }
}
