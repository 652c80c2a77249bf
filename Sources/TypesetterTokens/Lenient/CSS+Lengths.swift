/// Lengths written as CSS writes them (lenient mode): strings with a unit (`"16px"`, `"1.5rem"`), bare numbers
/// (in `options.unitlessDimension`), lengths relative to the font size (`em`, `%`), and viewport units, which
/// have no fixed length on iOS. ``ValueReader/readDimension(_:)`` calls these only in lenient mode.

extension ValueReader {
    /// The forms of real-world files (lenient mode): a string `"16px"`, a bare number, an object whose unit is
    /// empty, `em`, `pt` or `dp`. `nil` (nothing reported) for anything else, which the strict path then reads.
    mutating func readLenientDimension(_ node: JSONNode) -> DimensionValue? {
        switch node.value {
        case .string(let text):
            guard let length = WrittenLength(text), length.unit != "%" else { return nil }
            return lenientDimension(
                length, at: node, written: "dimension as a string \"\(ReferenceSyntax.clip(text))\"")
        case .number(let number):
            return lenientDimension(
                WrittenLength(value: number, unit: ""), at: node, written: "dimension as a bare number")
        case .object(let object):
            guard object.members.count == 2, case .number(let value)? = object["value"]?.value, value.isFinite,
                case .string(let unit)? = object["unit"]?.value, DimensionValue.Unit(rawValue: unit) == nil, unit != "%"
            else { return nil }
            return lenientDimension(
                WrittenLength(value: value, unit: unit.lowercased()), at: node, written: "dimension unit \"\(unit)\"")
        default:
            return nil
        }
    }

    /// A written length as a Format Module dimension, with a warning that names the unit assumed and the
    /// modern form; `nil` (nothing reported) for a unit with no such reading (`vw`, `%`).
    mutating func lenientDimension(_ length: WrittenLength, at node: JSONNode, written: String) -> DimensionValue? {
        let dimension: DimensionValue
        let assumption: String
        switch length.unit {
        case "px": (dimension, assumption) = (DimensionValue(value: length.value, unit: .px), "")
        case "rem": (dimension, assumption) = (DimensionValue(value: length.value, unit: .rem), "")
        case "" where origin.writtenType == .figmaTextStyle:
            dimension = DimensionValue(value: length.value, unit: .px)
            assumption = " (a Figma text style is in px)"
        case "":
            dimension = DimensionValue(value: length.value, unit: unitlessDimension)
            assumption = " (no unit: \(unitlessDimension.rawValue) assumed)"
        case "pt", "dp":
            dimension = DimensionValue(value: length.value, unit: .px)
            assumption = " (1\(length.unit) read as 1px, one point on iOS)"
        case "em":
            dimension = DimensionValue(value: length.value, unit: .rem)
            assumption = " (1em read as 1rem: the font size it is relative to is not known here)"
        default:
            return nil
        }
        warnLenient(node, written + assumption, modern: dimension.modernForm)
        return dimension
    }

    /// A Tokens Studio `letterSpacing` token: a percentage or an em length stays relative to the font size;
    /// anything else is a dimension.
    mutating func readLetterSpacingToken(_ node: JSONNode) -> TokenValue? {
        if let zero = normalLetterSpacing(node) { return .dimension(zero) }
        if case .value(.relativeDimension(let em))? = resolveIfReference(node, expecting: .dimension) {
            return .relativeDimension(em)
        }
        if let em = relativeLength(node) {
            return keptRelative(
                em, node, "letterSpacing", ", and a typography that uses it converts it with its fontSize")
        }
        return readDimension(node).map(TokenValue.dimension)
    }

    /// A length relative to the font size kept so (`what` is the token's type as the warning names it, `use`
    /// what becomes of it), with its warning.
    mutating func keptRelative(_ em: Double, _ node: JSONNode, _ what: String, _ use: String) -> TokenValue {
        diagnostics.append(
            .warning(
                .lenientForm,
                "\(what) \(describeWritten(node)) is relative to the font size (\(formatted(em))em), which a Format Module dimension cannot say; kept relative\(use)",
                at: node.location))
        return .relativeDimension(em)
    }

    /// The CSS viewport unit (`vw`, `vh`, `vmin`, `vmax`, and the small/large/dynamic forms) of a written
    /// length, or `nil`.
    func viewportUnit(_ node: JSONNode) -> String? {
        let unit: String
        switch node.value {
        case .string(let text):
            guard let length = WrittenLength(text) else { return nil }
            unit = length.unit
        case .object(let object):
            guard object.members.count == 2, case .number? = object["value"]?.value,
                let written = object["unit"]?.string
            else { return nil }
            unit = written.lowercased()
        default:
            return nil
        }
        let viewportUnits: Set<String> = [
            "vw", "vh", "vi", "vb", "vmin", "vmax", "svw", "svh", "lvw", "lvh", "dvw", "dvh",
        ]
        return viewportUnits.contains(unit) ? unit : nil
    }

    /// `"-2%"`, `"0.05em"` or `{"value": 0.05, "unit": "em"}` as em (lenient); `nil` for anything else.
    func relativeLength(_ node: JSONNode) -> Double? {
        switch node.value {
        case .string(let text):
            guard let length = WrittenLength(text) else { return nil }
            if length.unit == "%" { return length.value / 100 }
            return length.unit == "em" ? length.value : nil
        case .object(let object):
            guard object.members.count == 2, case .number(let value)? = object["value"]?.value, value.isFinite,
                case .string(let unit)? = object["unit"]?.value
            else { return nil }
            if unit == "%" { return value / 100 }
            return unit.lowercased() == "em" ? value : nil
        default:
            return nil
        }
    }

    /// `"16px"`, `"1.5rem"`, `"16"` (Style Dictionary / Tokens Studio forms); a bare number takes the
    /// unitless unit.
    func parseDimensionString(_ text: String) -> DimensionValue? {
        guard let length = WrittenLength(text) else { return nil }
        switch length.unit {
        case "px": return DimensionValue(value: length.value, unit: .px)
        case "rem": return DimensionValue(value: length.value, unit: .rem)
        case "": return DimensionValue(value: length.value, unit: unitlessDimension)
        default: return nil
        }
    }
}

extension ValueReader {
    /// CSS's `letter-spacing: normal` (no spacing beyond the font's own), as Blackbaud's SKY UX writes a
    /// letter spacing token: 0, with a warning naming the Format Module form; `nil` for anything else.
    mutating func normalLetterSpacing(_ node: JSONNode) -> DimensionValue? {
        guard lenient, let text = node.string, text.trimmingSpaces.lowercased() == "normal" else { return nil }
        let zero = DimensionValue(value: 0, unit: .px)
        warnLenient(node, "letterSpacing \"\(text)\" (CSS: no spacing beyond the font's own)", modern: zero.modernForm)
        return zero
    }
}

// MARK: The forms (in LenientForm.all)

extension LenientForm {
    /// `"16px"`, `"1.5rem"`, a bare number (in `options.unitlessDimension`), `{"value": 1, "unit": "em"}`,
    /// `pt` and `dp`: a dimension as CSS and the exporters write it.
    static let cssLength = LenientForm("css-length", at: .dimension) { reader, node, _ in
        reader.readLenientDimension(node).map { .value(.dimension($0)) }
    }

    /// A Tokens Studio `letterSpacing` token: a percentage or an em length stays relative to the font size,
    /// anything else is a dimension.
    static let letterSpacingToken = LenientForm("letter-spacing-token", at: .dimensionToken) { reader, node, _ in
        guard reader.origin.writtenType == .letterSpacing else { return nil }
        return reader.readLetterSpacingToken(node).map(Reading.value) ?? .failed
    }

    /// A dimension token in CSS viewport units (a share of the browser window), which have no fixed length on
    /// iOS: the meaning is clear but there is nothing to convert it to, so the token is kept as data, not guessed.
    static let viewportLength = LenientForm("viewport-length", at: .dimensionToken) { reader, node, _ in
        guard let unit = reader.viewportUnit(node) else { return nil }
        reader.diagnostics.append(
            .warning(
                .lenientKeptAsData,
                "dimension \(reader.describeWritten(node)) is in \(unit), a share of the browser's viewport, which has no fixed length on iOS; kept as data and not emitted",
                at: node.location))
        return .value(.data(type: "dimension", json: node.jsonText))
    }

    /// A dimension token in `em` (DTCG example sets write letter spacing so): kept relative to the font size; a
    /// typography's letterSpacing uses it as is, any other use reads it as rem.
    static let relativeLengthToken = LenientForm("relative-length-token", at: .dimensionToken) { reader, node, _ in
        guard !reader.isReference(node), let em = reader.relativeLength(node), !(node.string?.hasSuffix("%") ?? false),
            !(node.object?["unit"]?.string == "%")
        else { return nil }
        return .value(
            reader.keptRelative(
                em, node, "dimension",
                ": a typography's letterSpacing uses it as is, any other use reads it as \(formatted(em))rem"))
    }

    /// An em token (a length relative to the font size) referred to where a dimension is expected: read as rem,
    /// the same assumption as an `em` unit.
    static let relativeLengthAsDimension = LenientForm("relative-length-as-dimension", at: .dimensionReference) {
        reader, node, context in
        guard case .value(.relativeDimension(let em))? = context.referenced else { return nil }
        reader.diagnostics.append(
            .warning(
                .lenientForm,
                "\(formatted(em))em (a length relative to the font size) used where a dimension is expected is read as \(formatted(em))rem; the Format Module writes {\"value\": \(formatted(em)), \"unit\": \"rem\"}",
                at: node.location))
        return .value(.dimension(DimensionValue(value: em, unit: .rem)))
    }

    /// A typography's lineHeight in `em` (`"1.5em"`, as CSS writes `line-height: 1.5em`): relative to the font
    /// size, so that multiple of it, which the Format Module writes as a unitless lineHeight.
    static let emLineHeight = LenientForm("em-line-height", at: .typographyLineHeight) { reader, member, _ in
        guard case .string(let text) = member.value, let length = WrittenLength(text), length.unit == "em" else {
            return nil
        }
        reader.warnLenient(
            member, "lineHeight in em \"\(text)\" (relative to the font size)", modern: formatted(length.value))
        return .value(.number(length.value))
    }
}
