/// A `typography` composite (https://www.designtokens.org/tr/2025.10/format/#typography).
///
/// `lineHeight` is a multiplier of `fontSize`. In strict mode all five members are present; lenient mode
/// (Tokens Studio files) may leave some `nil`, each omission reported as a warning.
public struct TypographyValue: Sendable, Hashable {
    /// Family names, first choice first.
    public var fontFamily: [String]?
    /// Font size.
    public var fontSize: DimensionValue?
    /// Weight.
    public var fontWeight: FontWeightValue?
    /// Tracking.
    public var letterSpacing: DimensionValue?
    /// Line height as a multiplier of fontSize.
    public var lineHeight: Double?

    public init(
        fontFamily: [String]?, fontSize: DimensionValue?, fontWeight: FontWeightValue?,
        letterSpacing: DimensionValue?, lineHeight: Double?
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }
}

extension ValueReader {
    static let typographyMembers = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    /// Tokens Studio typography members with no Format Module equivalent: ignored with a warning (lenient).
    static let tokensStudioTypographyExtras: Set<String> = [
        "textCase", "textDecoration", "paragraphSpacing", "paragraphIndent", "fontStyle",
    ]

    mutating func readTypography(_ node: JSONNode) -> TypographyValue? {
        if let reference = resolveIfReference(node, expecting: .typography) {
            if case .value(.typography(let typography)) = reference { return typography }
            return mismatch(node, reference, expected: .typography)
        }
        guard let object = expectObject(node, "a typography object {\"fontFamily\", \"fontSize\", \"fontWeight\", \"letterSpacing\", \"lineHeight\"}") else {
            return nil
        }
        if lenient {
            for member in object.members where Self.tokensStudioTypographyExtras.contains(member.key) {
                diagnostics.append(
                    .warning(.lenientForm, "typography member \"\(member.key)\" is not part of the Format Module; ignored", at: member.keyLocation))
            }
        }
        guard checkMembers(object, at: node, required: Self.typographyMembers, optional: [], what: "typography", ignoring: lenient ? Self.tokensStudioTypographyExtras : []) else {
            return nil
        }
        var ok = true
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
        }
        var letterSpacing: DimensionValue?
        if let member = object["letterSpacing"] {
            if lenient, case .string(let text) = member.value, text.trimmingSpaces.hasSuffix("%"),
                let percent = Double(String(text.trimmingSpaces.dropLast()).trimmingSpaces), percent.isFinite
            {
                if let size {
                    letterSpacing = DimensionValue(value: size.value * percent / 100, unit: size.unit)
                    warnLenient(member, "letterSpacing as a percentage \"\(text)\"", modern: "{\"value\": \(formatted(size.value * percent / 100)), \"unit\": \"\(size.unit.rawValue)\"}")
                } else {
                    diagnostics.append(.error(.invalidValue, "a percentage letterSpacing needs a fontSize to convert from", at: member.location))
                    ok = false
                }
            } else {
                letterSpacing = readDimension(member)
                ok = ok && letterSpacing != nil
            }
        }
        var lineHeight: Double?
        if let member = object["lineHeight"] {
            if lenient, case .string(let text) = member.value, text.uppercased() == "AUTO" {
                warnLenient(member, "lineHeight \"AUTO\"", modern: "a number such as 1.2 (or omit it)")
            } else if lenient, case .string(let text) = member.value, !text.hasSuffix("%"),
                let dimension = parseDimensionString(text), let size, size.value != 0, size.unit == dimension.unit
            {
                lineHeight = dimension.value / size.value
                warnLenient(member, "lineHeight as a length \"\(text)\"", modern: "a multiplier of fontSize: \(formatted(dimension.value / size.value))")
            } else if lenient, case .object = member.value, !isReference(member), let dimension = readDimension(member), let size,
                size.value != 0, size.unit == dimension.unit
            {
                lineHeight = dimension.value / size.value
                warnLenient(member, "lineHeight as a dimension", modern: "a multiplier of fontSize: \(formatted(dimension.value / size.value))")
            } else {
                lineHeight = readNumber(member, what: "lineHeight (a multiplier of fontSize)")
                ok = ok && lineHeight != nil
            }
        }
        guard ok else { return nil }
        return TypographyValue(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: letterSpacing, lineHeight: lineHeight)
    }
}
