import TypesetterCore

/// A `typography` composite (https://www.designtokens.org/tr/2025.10/format/#typography).
///
/// `lineHeight` is a multiplier of `fontSize`. In strict mode all five members are present; the forms of
/// Lenient/ (Tokens Studio, Figma plugin files) may leave some `nil`, each omission reported as a warning, and keeps
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
        let readsExtras = lenientReading(.typography, node)
        if case .typographyExtras(let kept, let isItalic)? = readsExtras {
            extras = kept
            italic = isItalic
        }
        // Every member is read even after one fails, so that one pass reports all of a token's problems.
        let leftOutStart = membersLeftOut.count
        defer { membersLeftOut.removeSubrange(leftOutStart...) }
        var ok = checkMembers(
            object, at: node, required: Self.typographyMembers, optional: [], what: "typography",
            ignoring: readsExtras != nil ? Self.typographyExtras : [])
        var family: [String]?
        if let member = object["fontFamily"],
            lenientReading(.typographyMember, member, .init(what: "fontFamily")) == nil
        {
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
        if let member = object["fontWeight"],
            lenientReading(.typographyMember, member, .init(what: "fontWeight")) == nil
        {
            let mark = diagnostics.count
            weight = readFontWeight(member)
            ok = ok && keepsStyle(without: "fontWeight", read: weight != nil, since: mark, at: member)
            italic = italic || weight?.isItalic == true
        }
        var letterSpacing: DimensionValue?
        var relativeLetterSpacing: Double?
        if let member = object["letterSpacing"],
            lenientReading(.typographyMember, member, .init(what: "letterSpacing")) == nil
        {
            if case .relativeDimension(let em)? = lenientReading(
                .typographyLetterSpacing, member, .init(fontSize: size))?
                .value
            {
                relativeLetterSpacing = em
                letterSpacing = size.map { DimensionValue(value: $0.value * em, unit: $0.unit) }
            } else {
                let mark = diagnostics.count
                letterSpacing = readDimension(member)
                ok = ok && keepsStyle(without: "letterSpacing", read: letterSpacing != nil, since: mark, at: member)
            }
        }
        var lineHeight: Double?
        if let member = object["lineHeight"],
            lenientReading(.typographyMember, member, .init(what: "lineHeight")) == nil
        {
            if let reading = lenientReading(.typographyLineHeight, member, .init(fontSize: size)) {
                if case .number(let factor)? = reading.value { lineHeight = factor }
            } else {
                let mark = diagnostics.count
                lineHeight = readNumber(member, what: "lineHeight (a multiplier of fontSize)")
                ok = ok && keepsStyle(without: "lineHeight", read: lineHeight != nil, since: mark, at: member)
                if let number = lineHeight,
                    case .number(let factor)? = lenientReading(
                        .typographyLineHeightNumber, member, .init(fontSize: size, number: number))?.value
                {
                    lineHeight = factor
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

    /// The members a typography has (one left out by a form of Lenient/ names nothing).
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
