import TypesetterCore

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

    mutating func readTypography(_ node: JSONNode) -> TypographyValue? {
        if let referenced = referencedValue(node, .typography, { $0.typography }) { return referenced }
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
        let leftOutStart = membersLeftOut.count
        defer { membersLeftOut.removeSubrange(leftOutStart...) }
        var ok = checkMembers(
            object, at: node, required: Self.typographyMembers, optional: [], what: "typography",
            ignoring: lenient ? Self.typographyExtras : [])
        var family: [String]?
        if let member = object["fontFamily"], !lenientlyAbsent("fontFamily", member) {
            let mark = diagnostics.count
            family = readFontFamily(member)
            ok = ok && keepsStyle(without: "fontFamily", read: family != nil, since: mark, at: member)
        }
        var size: DimensionValue?
        if let member = object["fontSize"] {
            size = readDimension(member)
            if let read = size, !(read.value > 0) {
                size = invalid(member, "fontSize must be greater than 0, not \(read.modernForm)", code: .outOfRange)
            }
            ok = ok && size != nil
        }
        var weight: FontWeightValue?
        if let member = object["fontWeight"], !lenientlyAbsent("fontWeight", member) {
            let mark = diagnostics.count
            weight = readFontWeight(member)
            ok = ok && keepsStyle(without: "fontWeight", read: weight != nil, since: mark, at: member)
            italic = italic || weight?.isItalic == true
        }
        var letterSpacing: DimensionValue?
        var relativeLetterSpacing: Double?
        if let member = object["letterSpacing"], !lenientlyAbsent("letterSpacing", member) {
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
                            Diagnostic.FixIt.formatModuleForm($0.modernForm)
                        }))
            } else {
                let mark = diagnostics.count
                letterSpacing = readDimension(member)
                ok = ok && keepsStyle(without: "letterSpacing", read: letterSpacing != nil, since: mark, at: member)
            }
        }
        var lineHeight: Double?
        if let member = object["lineHeight"], !lenientlyAbsent("lineHeight", member) {
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
                        at: member.location, fixIt: .formatModuleForm(formatted(factor)))
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
                        at: member.location, fixIt: .formatModuleForm(formatted(factor)))
                )
            } else if lenient, let factor = pixelNumberLineHeight(member, size: size) {
                lineHeight = factor
            } else {
                let mark = diagnostics.count
                lineHeight = readNumber(member, what: "lineHeight (a multiplier of fontSize)")
                ok = ok && keepsStyle(without: "lineHeight", read: lineHeight != nil, since: mark, at: member)
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
            if let factor = lineHeight, !(factor > 0) {
                let mark = diagnostics.count
                lineHeight = invalid(
                    member, "lineHeight must be a multiplier of fontSize greater than 0, not \(formatted(factor))",
                    code: .outOfRange)
                ok = ok && keepsStyle(without: "lineHeight", read: false, since: mark, at: member)
            }
        }
        guard ok else { return nil }
        noteMembersLeftOut(since: leftOutStart)
        return TypographyValue(
            fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: letterSpacing,
            lineHeight: lineHeight,
            relativeLetterSpacing: relativeLetterSpacing, isItalic: italic, extras: extras)
    }

}

extension TypographyValue {
    /// What lenient mode read, in the Format Module's form: the five members, a letter spacing left out written
    /// as the none it is read as (`0px`). `nil` when the Format Module cannot say it: a member left out
    /// without a value it stands for, italic, or members the Format Module does not define.
    var formatModuleForm: TypographyValue? {
        guard let fontFamily, let fontSize, let fontWeight, let lineHeight, !isItalic, extras.isEmpty,
            letterSpacing != nil || relativeLetterSpacing == nil
        else { return nil }
        return TypographyValue(
            fontFamily: fontFamily, fontSize: fontSize, fontWeight: fontWeight,
            letterSpacing: letterSpacing ?? DimensionValue(value: 0, unit: .px), lineHeight: lineHeight)
    }
}

extension TokenValue {
    /// The value in the Format Module's form (``TypographyValue/formatModuleForm`` for a typography; the
    /// value itself for the other types, whose lenient readings are already in it).
    var formatModuleForm: TokenValue? {
        guard case .typography(let typography) = self else { return self }
        return typography.formatModuleForm.map(TokenValue.typography)
    }
}

/// The `typography` type.
struct TypographyKind: TokenValueKind {
    var type: TokenType { .typography }

    /// The members a typography has (one left out in lenient mode names nothing).
    func member(_ segment: String, of typography: TypographyValue) -> ValuePart? {
        let parts: [String: TokenValue?] = [
            "fontFamily": typography.fontFamily.map(TokenValue.fontFamily),
            "fontSize": typography.fontSize.map(TokenValue.dimension),
            "fontWeight": typography.fontWeight.map(TokenValue.fontWeight),
            "letterSpacing": typography.letterSpacing.map(TokenValue.dimension),
            "lineHeight": typography.lineHeight.map(TokenValue.number),
        ]
        return parts[segment].flatMap { $0 }.map(ValuePart.value)
    }
}

extension TypographyValue: WritesItself {
    func write(to json: inout JSONWriter) {
        json.object { json in
            if let family = fontFamily { json.key("fontFamily"); FontFamilyKind().write(family, to: &json) }
            if let size = fontSize { json.key("fontSize"); size.write(to: &json) }
            if let weight = fontWeight { json.key("fontWeight"); FontWeightKind().write(weight, to: &json) }
            if let spacing = letterSpacing { json.key("letterSpacing"); spacing.write(to: &json) }
            if let lineHeight = lineHeight { json.key("lineHeight"); json.number(lineHeight) }
            if let em = relativeLetterSpacing {
                json.key("relativeLetterSpacing"); RelativeDimensionKind().write(em, to: &json)
            }
            if isItalic { json.key("fontStyle"); json.string("italic") }
            if !extras.isEmpty {
                json.key("extras")
                json.object { json in
                    for (key, text) in extras.sorted(by: { $0.key < $1.key }) {
                        json.key(key)
                        json.raw(text)
                    }
                }
            }
        }
    }
}
