/// Typography as Tokens Studio and the Figma plugins write it (lenient mode): members beyond the Format Module's
/// five, letter spacing relative to the font size, and line heights written as lengths, unitless pixels,
/// `AUTO` and `normal`. ``ValueReader/readTypography(_:)`` calls these only in lenient mode.
///
/// The line-height rule, beside the Format Module's (a unitless lineHeight is a multiple of fontSize):
/// - a length (`"24px"`, `{"value": 24, "unit": "px"}`, a reference to a `lineHeights` token so written) is
///   divided by the font size (px and rem meet at `options.remBase`);
/// - `"150%"` is 1.5; `"AUTO"` and `"normal"` are the font's own line height (the typography leaves it out);
/// - a unitless number in Tokens Studio's form (a `lineHeights` token, a string in a typography, a
///   typography written with `value` for `$value`) is pixels when above 3, as Tokens Studio applies it in
///   Figma, and a multiple up to 3, as sd-transforms passes it to CSS — no line height of 3 px and no multiple
///   above 3 is ever meant (``check.implausible-line-height``);
/// - in a Figma plugin text style (`custom-fontStyle`) every bare number is px.

extension ValueReader {
    /// Tokens Studio and Figma typography members with no Format Module equivalent: kept in
    /// ``TypographyValue/extras`` with one warning per member name (lenient).
    static let typographyExtras: Set<String> = [
        "textCase", "textDecoration", "paragraphSpacing", "paragraphIndent", "fontStyle", "fontStretch",
    ]

    /// A letterSpacing given relative to the font size (`"-2%"`, `"0.05em"`, or a reference to a Tokens Studio
    /// `letterSpacing` token so written), in em; `nil` for anything else.
    mutating func relativeLetterSpacingMember(_ member: JSONNode) -> Double? {
        if isReference(member) {
            guard let known = knownAlias(of: member),
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
        guard let known = knownAlias(of: member), case .value(let value) = valueOfToken(Int(known.target))
        else { return nil }
        return value
    }

    /// Math in a `lineHeights` token that gives a length (Infineon's `"{baseTypo}*1.625"` on a `baseTypo` of
    /// `1rem`): kept as a dimension, as a length written out is (`"24px"`, above), which a typography divides
    /// by its fontSize; math that gives a number is that number. `nil` when `node` is not an expression
    /// (`readNumber` reads it), `.some(nil)` when it does not evaluate (reported).
    mutating func lengthExpressionToken(_ node: JSONNode) -> TokenValue?? {
        guard case .string(let text) = node.value, Self.looksLikeExpression(text) else { return nil }
        if case .reference = ReferenceSyntax.parseAlias(text) { return nil }
        switch evaluateArithmetic(text, at: node, expecting: nil) {
        case nil: return nil
        case .value(.dimension(let length))?:
            diagnostics.append(
                .warning(
                    .lenientForm,
                    "lineHeight \"\(ReferenceSyntax.clip(text))\" gives a length, \(length.modernForm), not a multiplier of fontSize; kept as a dimension, which a typography that uses it divides by its fontSize (the Format Module writes a number such as 1.5)",
                    at: node.location))
            return .some(.dimension(length))
        case .value(let value)?: return .some(value)
        default: return .some(nil)
        }
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
            return origin.writtenType == .figmaTextStyle && number > 3 ? DimensionValue(value: number, unit: .px) : nil
        case .object(let object):
            guard object.members.count == 2, case .number(let value)? = object["value"]?.value,
                case .string(let unit)? = object["unit"]?.value, let parsed = DimensionValue.Unit(rawValue: unit)
            else { return nil }
            return DimensionValue(value: value, unit: parsed)
        default:
            return nil
        }
    }

    /// A typography's lineHeight that refers to a `number` token above 3, read as pixels: a Figma number
    /// variable bound to a text style's line height is pixels (Figma's variables export and Tokens Studio sets
    /// synced with variables write it as a `number` token, as GlobalMH's set does: `{lineHeights.base}` = 24 on
    /// a 16 px fontSize), and no multiple above 3 is ever meant (``check.implausible-line-height``). The factor
    /// (reported once per file), or `nil` when `member` is not such a reference or there is no fontSize.
    mutating func pixelNumberLineHeight(_ member: JSONNode, size: DimensionValue?) -> Double? {
        guard isReference(member), case .number(let number)? = knownAliasValue(member), number.isFinite,
            number > 3, let size, size.value != 0
        else { return nil }
        let factor = number / pixels(size)
        let example =
            "\(describe(member)) = \(formatted(number)) with a fontSize of \(formatted(size.value))\(size.unit.rawValue)"
        let written = formatted(factor)
        report.add(.lenientForm, "number-pixel-line-height:\(member.location.path)", at: member.location) { count in
            "\(LenientReport.count(count, "typography token")) with a lineHeight that refers to a number token above 3, such as \(example): a number bound to a line height is pixels in Figma and Tokens Studio, so read as \(written) × fontSize (the Format Module's unitless lineHeight is a multiple: write \(written))"
        }
        return factor
    }

    /// One warning per member name for the whole run (a Figma export has these on every text style).
    mutating func reportTypographyExtra(_ member: JSONMember) {
        let name = member.key
        // The message closure holds only the name: one that held more was measurably more memory at the peak of
        // a 20 MB Figma export (Benchmarks/LenientScale), where every text style has these members.
        report.add(.lenientUnusedMember, name, at: member.keyLocation, note: Self.typographyExtra(name).note) {
            count in
            "typography member \"\(name)\" (\(LenientReport.count(count, "token"))) is not part of the Format Module; \(Self.typographyExtra(name).fate)"
        }
    }

    /// What the Format Module way to say a typography member beyond it is, and what becomes of the member.
    static func typographyExtra(_ name: String) -> (note: String, fate: String) {
        keptTypographyExtras[name] ?? unusedTypographyExtra
    }

    /// The typography members beyond the Format Module that a typography keeps: what the Format Module way to
    /// say it is, and what becomes of it.
    static let keptTypographyExtras: [String: (note: String, fate: String)] = [
        "fontStyle": (
            "for italic, the Format Module way Typesetter reads is \"$extensions\": {\"com.typesetter\": {\"italic\": true}}",
            "\"italic\" is kept as the typography's italic"
        ),
        "fontStretch": (
            "the Format Module way Typesetter reads is \"$extensions\": {\"com.typesetter\": {\"width\": 75}} (a percentage or a CSS font-stretch keyword)",
            "it is kept as the typography's width"
        ),
    ]

    /// Any other member beyond the Format Module: kept as written, not used.
    static let unusedTypographyExtra = (
        note: "the Format Module's typography has fontFamily, fontSize, fontWeight, letterSpacing and lineHeight",
        fate: "kept with the value but not used by Typesetter"
    )

    /// Lenient mode: a member other than fontSize that cannot be read is left out of the style, whose default
    /// applies (the font's own line height, no tracking, the family's regular weight, the system font), rather
    /// than the whole style (cosnova's `"2,5px"`, Koobiq's `"-0.011em"` in an untyped group). Whether the style
    /// can still be read; strict mode: whether the member was. What is left out is said by
    /// ``noteMembersLeftOut(since:)`` once the whole style is read and kept.
    mutating func keepsStyle(without member: String, read: Bool, since mark: Int, at node: JSONNode) -> Bool {
        guard !read else { return true }
        guard lenient else { return false }
        let error = diagnostics.indices[mark...].first { diagnostics[$0].severity == .error }
        membersLeftOut.append((member, node, error))
        return true
    }

    /// Says which members a kept style is read without, and what applies instead: a note on the member's error
    /// (a warning in lenient mode) where its value could not be read; else, where its reference gave no value
    /// (a token that was itself left out, or none of that name), a warning folded for every typography with that
    /// reference, so that no style loses a member unsaid. Members of a style that is left out are not said.
    mutating func noteMembersLeftOut(since start: Int) {
        for (member, node, error) in membersLeftOut[start...] {
            let fallback = "the \(Self.defaultOf[member] ?? "default") applies"
            if let error {
                diagnostics[error].notes.append(
                    .init("lenient mode keeps the style without its \(member): \(fallback)"))
                continue
            }
            let written = describe(node)
            let why =
                knownAlias(of: node) != nil ? "whose token was left out (its warning says why)" : "which names no token"
            report.add(.invalidValue, "left-out-member:\(member):\(written)", at: node.location) { count in
                "\(LenientReport.count(count, "typography token")) with \(member) \(written), \(why): kept without \(member), so \(fallback)"
            }
        }
    }

    /// What a style without the member gets.
    static let defaultOf = [
        "fontFamily": "system font", "fontWeight": "regular weight", "letterSpacing": "font's own tracking",
        "lineHeight": "font's own line height",
    ]
}

// MARK: The forms (in LenientForm.all)

extension LenientForm {
    /// A `lineHeights` token of `"AUTO"` or `"normal"`: the font's own line height, kept as data.
    static let autoLineHeightToken = LenientForm("auto-line-height-token", at: .numberToken) { reader, node, _ in
        guard reader.origin.writtenType == .lineHeight, case .string(let text) = node.value, !reader.isReference(node),
            ["auto", "normal"].contains(text.trimmingSpaces.lowercased())
        else { return nil }
        reader.diagnostics.append(
            .warning(
                .lenientForm,
                "lineHeight \"\(text)\" means the font's own line height; the Format Module has no such value: omit lineHeight where it is used (kept as data)",
                at: node.location))
        return .value(.data(type: "lineHeights", json: node.jsonText))
    }

    /// A length (`"4px"`, which Tokens Studio allows in `number` and `lineHeights` tokens) in a number token:
    /// kept as a dimension (a typography divides a line height by its fontSize).
    static let lengthInNumberToken = LenientForm("length-in-number-token", at: .numberToken) { reader, node, _ in
        guard case .string(let text) = node.value, !reader.isReference(node), let length = WrittenLength(text),
            length.unit == "px" || length.unit == "rem", let dimension = reader.parseDimensionString(text)
        else { return nil }
        reader.diagnostics.append(
            .warning(
                .lenientForm,
                reader.origin.writtenType == .lineHeight
                    ? "lineHeight \"\(text)\" is a length, not a multiplier of fontSize; kept as a dimension, which a typography that uses it divides by its fontSize (the Format Module writes a number such as 1.5)"
                    : "number \"\(text)\" has a unit; kept as a dimension: the Format Module writes a dimension token, {\"$type\": \"dimension\", \"$value\": \(dimension.modernForm)}",
                at: node.location))
        return .value(.dimension(dimension))
    }

    /// A `lineHeights` token of bare pixels (a unitless number above 3), kept as a length.
    static let pixelLineHeightToken = LenientForm("pixel-line-height-token", at: .numberToken) { reader, node, _ in
        guard reader.origin.writtenType == .lineHeight, let pixels = reader.tokensStudioPixelLineHeight(node) else {
            return nil
        }
        return .value(reader.pixelLineHeightToken(node, pixels))
    }

    /// Math in a `lineHeights` token that gives a length, kept as a dimension (``ValueReader/lengthExpressionToken(_:)``).
    static let lineHeightExpressionToken = LenientForm("line-height-expression-token", at: .numberToken) {
        reader, node, _ in
        guard reader.origin.writtenType == .lineHeight, let computed = reader.lengthExpressionToken(node) else {
            return nil
        }
        return computed.map(Reading.value) ?? .failed
    }

    /// The members of a Tokens Studio or Figma typography beyond the Format Module's five, kept in
    /// ``TypographyValue/extras`` (`fontStyle: "italic"` as the style's italic), one warning per member name.
    static let typographyExtras = LenientForm("typography-extras", at: .typography) { reader, node, _ in
        guard case .object(let object) = node.value else { return nil }
        var extras: [String: String] = [:]
        var italic = false
        for member in object.members where ValueReader.typographyExtras.contains(member.key) {
            extras[member.key] = member.value.jsonText
            if member.key == "fontStyle", let style = member.value.string?.lowercased(),
                style == "italic" || style == "oblique"
            {
                italic = true
            }
            reader.reportTypographyExtra(member)
        }
        return .typographyExtras(extras, italic: italic)
    }

    /// A letterSpacing relative to the font size (`"-2%"`, `"0.05em"`, a reference to a Tokens Studio
    /// `letterSpacing` token so written): kept relative, and converted with the style's fontSize.
    static let relativeLetterSpacing = LenientForm("relative-letter-spacing", at: .typographyLetterSpacing) {
        reader, member, context in
        guard let em = reader.relativeLetterSpacingMember(member) else { return nil }
        let letterSpacing = context.fontSize.map { DimensionValue(value: $0.value * em, unit: $0.unit) }
        reader.diagnostics.append(
            .warning(
                .lenientForm,
                "letterSpacing \(reader.describeWritten(member)) is relative to the font size (\(formatted(em))em); kept relative"
                    + (letterSpacing.map { "; the Format Module writes \($0.modernForm) for this fontSize" }
                        ?? ", and no fontSize here converts it"),
                at: member.location,
                fixIt: letterSpacing.map { Diagnostic.FixIt.formatModuleForm($0.modernForm) }))
        return .value(.relativeDimension(em))
    }

    /// A lineHeight of `"AUTO"` or `"normal"`: the font's own line height, so the style has none.
    static let autoLineHeight = LenientForm("auto-line-height", at: .typographyLineHeight) { reader, member, _ in
        guard case .string(let text) = member.value, ["auto", "normal"].contains(text.lowercased()) else { return nil }
        return reader.fontsOwnLineHeight(member, "\"\(text)\" means")
    }

    /// A lineHeight that refers to a `lineHeights` token kept as data (``autoLineHeightToken``).
    static let autoLineHeightReference = LenientForm("auto-line-height-reference", at: .typographyLineHeight) {
        reader, member, _ in
        guard case .data(let type, _)? = reader.knownAliasValue(member), type == "lineHeights" else { return nil }
        return reader.fontsOwnLineHeight(member, "\(reader.describe(member)) is")
    }

    /// A lineHeight that refers to a `lineHeights` token written as a length (`"24px"`): divided by the fontSize.
    static let lengthLineHeightReference = LenientForm("length-line-height-reference", at: .typographyLineHeight) {
        reader, member, context in
        guard let length = reader.lineHeightReference(member), let size = context.fontSize, size.value != 0 else {
            return nil
        }
        let factor = reader.pixels(length) / reader.pixels(size)
        reader.diagnostics.append(
            .warning(
                .lenientForm,
                "lineHeight \(reader.describe(member)) is a length (\(formatted(length.value))\(length.unit.rawValue)); the Format Module writes a multiplier of fontSize: \(formatted(factor))",
                at: member.location, fixIt: .formatModuleForm(formatted(factor))))
        return .value(.number(factor))
    }

    /// A lineHeight written as a length (`"24px"`, `{"value": 24, "unit": "px"}`, bare pixels in a Figma text
    /// style or a string above 3): divided by the fontSize.
    static let lengthLineHeight = LenientForm("length-line-height", at: .typographyLineHeight) {
        reader, member, context in
        guard !reader.isReference(member), let length = reader.lineHeightLength(member), let size = context.fontSize,
            size.value != 0
        else { return nil }
        let factor = reader.pixels(length) / reader.pixels(size)
        reader.diagnostics.append(
            .warning(
                .lenientForm,
                "lineHeight as a length \(reader.describe(member))\(member.number != nil ? " (px in a Figma text style)" : "") is a legacy form; the Format Module writes a multiplier of fontSize: \(formatted(factor))",
                at: member.location, fixIt: .formatModuleForm(formatted(factor))))
        return .value(.number(factor))
    }

    /// A lineHeight that refers to a number token above 3: pixels (``ValueReader/pixelNumberLineHeight(_:size:)``).
    static let pixelNumberLineHeight = LenientForm("number-pixel-line-height", at: .typographyLineHeight) {
        reader, member, context in
        reader.pixelNumberLineHeight(member, size: context.fontSize).map { .value(.number($0)) }
    }

    /// A unitless lineHeight above 3 in a typography written as Tokens Studio writes (`value` without `$`):
    /// Tokens Studio's unitless line heights are pixels, so divided by the fontSize.
    static let legacyPixelLineHeight = LenientForm("legacy-pixel-line-height", at: .typographyLineHeightNumber) {
        reader, member, context in
        guard reader.origin.legacyForm, let number = context.number, number > 3,
            let size = context.fontSize, size.value != 0
        else { return nil }
        let factor = number / reader.pixels(size)
        reader.report.add(.lenientForm, "legacy-pixel-line-height:\(member.location.path)", at: member.location) {
            count in
            "\(LenientReport.count(count, "typography token")) in Tokens Studio form (value without '$') with a unitless lineHeight above 3, such as \(formatted(number)) on \(size.modernForm): Tokens Studio's unitless line heights are pixels, so read as \(formatted(factor)) × fontSize (the Format Module's unitless lineHeight is a multiple)"
        }
        return .value(.number(factor))
    }
}

extension LenientForm {
    /// A typography member written as nothing (`""`) or, for letter spacing, as CSS's `normal` or `auto`: the
    /// style has no such member, once per member and file. Strict mode reads every member.
    static let absentTypographyMember = LenientForm("absent-typography-member", at: .typographyMember) {
        reader, member, context in
        guard let name = context.what, case .string(let text) = member.value else { return nil }
        // Most strings are a value or a reference: only a blank one (spaces and tabs, a byte each), or a
        // letterSpacing, can say there is none. Asked first, so that the others are not trimmed and lowercased.
        guard name == "letterSpacing" || text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        let trimmed = text.trimmingSpaces.lowercased()
        guard trimmed.isEmpty || (name == "letterSpacing" && (trimmed == "normal" || trimmed == "auto")) else {
            return nil
        }
        reader.report.add(.lenientForm, "absent-member:\(name):\(member.location.path)", at: member.location) {
            count in
            "\(LenientReport.count(count, "typography token")) with \(name) \"\(text)\", which says there is none; read without it (the Format Module leaves the member out or writes \(name == "letterSpacing" ? "{\"value\": 0, \"unit\": \"px\"}" : "a value"))"
        }
        return .absent
    }
}

extension ValueReader {
    /// A typography's lineHeight that means the font's own line height (`said`: what the warning says of it, up
    /// to "the font's own"): left out of the style, with its warning.
    mutating func fontsOwnLineHeight(_ member: JSONNode, _ said: String) -> LenientForm.Reading {
        diagnostics.append(
            .warning(
                .lenientForm,
                "lineHeight \(said) the font's own line height; the Format Module has no such value: omit lineHeight (the font's default is used)",
                at: member.location))
        return .absent
    }
}
