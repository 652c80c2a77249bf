/// Style Dictionary's forms that lenient mode rewrites on the merged tree (``TokenTree/applyLenientRewrites()``).
extension TokenTree {
    /// Style Dictionary 3's references name the value member: `{color.base.red.value}`. In the Format Module
    /// the token itself is named, `{color.base.red}`. A reference is rewritten only when the path with
    /// `.value` names no token and the path without it does, wherever it is in the string (shorthands such as
    /// `"{space.sm.value} {space.lg.value}"`, `rgba({color.value}, 0.5)`). `nil` when nothing changed.
    mutating func rewriteStyleDictionaryValueReferences(_ text: String, at location: SourceLocation) -> String? {
        guard Self.mentionsValueMember(text) else { return nil }
        var result = ""
        var changed = false
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let inner = rest[rest.index(after: open)..<close]
            // `{x.value}` (Style Dictionary 3), `{x.$value}` (REI Cedar's DTCG files).
            let suffix = inner.hasSuffix(".$value") ? 7 : inner.hasSuffix(".value") ? 6 : 0
            if suffix > 0, !namesToken(inner), namesToken(inner.dropLast(suffix)) {
                result += "{\(inner.dropLast(suffix))}"
                changed = true
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        guard changed else { return nil }
        report.add(
            .lenientForm, "style-dictionary-value-reference:\(location.path)", at: location,
            fixIt: .init("use the Format Module reference", replacement: "\"\(result)\"")
        ) { count in
            "\(LenientReport.count(count, "value")) with references to a token's \".value\" or \".$value\" (Style Dictionary), such as \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\"; the Format Module names the token: \"\(result)\""
        }
        return result
    }

    /// Whether `text` holds `.value}` or `.$value}`, read as bytes: asked of every string value in lenient mode,
    /// where a string search (Foundation's `contains`) costs more than the rest of the rewrite. Any reference the
    /// rewrite above changes ends so.
    static func mentionsValueMember(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // `value}` (6 bytes) after a dot, or after a dot and a dollar sign.
            for end in bytes.indices.dropFirst(6) where bytes[end] == UInt8(ascii: "}") {
                guard bytes[(end - 5)..<end].elementsEqual("value".utf8) else { continue }
                let before = bytes[end - 6]
                if before == UInt8(ascii: ".") { return true }
                if before == UInt8(ascii: "$"), end >= 7, bytes[end - 7] == UInt8(ascii: ".") { return true }
            }
            return false
        }
    }
}

extension ResolutionEngine {
    /// Style Dictionary tokens carry no type (Kong's `{"$value": "0.2s"}`, Red Hat's and the legacy CTI trees):
    /// Style Dictionary decides by the value and the category/type/item path. Lenient mode does the same where
    /// the value says it without doubt — a hex or CSS color function, a length with px or rem (or em under a
    /// letter-spacing name), a duration with ms or s, a cubic Bézier — or where a bare number's path names what it is (`font-weight`,
    /// `opacity`, `line-height`, `radius`, `space`…). Each inference is reported once per type and file; a
    /// value that says nothing stays without a type (and is left out).
    func inferredType(_ index: Int, _ node: JSONNode) -> TokenType? {
        guard let type = inferableType(index, node) else { return nil }
        let entry = tree.entries[index]
        tree.report.add(.lenientForm, "inferred:\(type):\(entry.location.path)", at: entry.location) { count in
            "\(LenientReport.count(count, "token")) without a type, such as \"\(entry.key)\", read as \(type) from \(node.number == nil ? "the value" : "the name") as Style Dictionary does; the Format Module writes \"$type\": \"\(type)\" on the token or its group"
        }
        return type
    }

    /// Strict mode: the note a token without a type gets when lenient mode would type it (``inferredType``),
    /// so the error says the way out; none otherwise.
    func lenientTypeNote(_ index: Int, _ node: JSONNode) -> [Diagnostic.Note] {
        guard !lenient, let type = inferableType(index, node) else { return [] }
        return [
            .init(
                "lenient mode (--lenient, or options.lenient: true) reads it as \(type) from its \(node.number == nil ? "value" : "name"), as Style Dictionary does"
            )
        ]
    }

    /// The type ``inferredType(_:_:)`` reads, without reporting it.
    func inferableType(_ index: Int, _ node: JSONNode) -> TokenType? {
        let entry = tree.entries[index]
        let type: TokenType?
        switch node.value {
        case .string(let text): type = Self.typeOfText(text.trimmingSpaces, path: entry.path)
        case .number: type = Self.typeOfNumber(path: entry.path)
        case .array(let items):
            // A cubic Bézier's x1 and x2 are within 0…1; four other numbers are something else (Fluent's
            // padding shorthand [7, 15, 7, 15]).
            let numbers = items.compactMap(\.number)
            if numbers.count == 4, items.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) {
                type = .cubicBezier
            } else if !items.isEmpty, items.allSatisfy({ $0.string != nil }),
                Self.pathNames(entry.path, ["fontfamily", "family", "typeface"])
            {
                type = .fontFamily  // a list of fallbacks (Fluent's Global.Font.Family.Default)
            } else {
                type = nil
            }
        case .object(let object):
            if object.contains(key: "colorSpace") {
                type = .color
            } else if object.contains(key: "unit"), object.contains(key: "value") {
                type = .dimension
            } else if object.members.contains(where: { TokenTree.typographyMember(named: $0.key) == "fontSize" }) {
                type = .typography
            } else {
                type = nil
            }
        default: type = nil
        }
        return type
    }

    /// Lenient mode: an untyped token in a legacy form (`value` without `$`) whose path names a line height
    /// (Fluent's `Global.Font.Line Height.300: {"value": 16}`) is read as Tokens Studio and Style Dictionary
    /// line heights are: a bare number above 3 is pixels (TokensStudio+Typography.swift).
    func isUntypedLineHeight(_ index: Int) -> Bool {
        let entry = tree.entries[index]
        return entry.isLegacyForm && entry.explicitType == nil && entry.groupType == nil
            && Self.pathNames(entry.path, ["lineheight", "leading"])
    }

    /// Lenient mode: the type an untyped string states (``typeOfText(_:path:)``), without reporting it, for
    /// reading references inside it (a font stack `"{font.main}, {font.fallback}"` in a `family` group).
    func untypedReading(_ index: Int, _ node: JSONNode) -> TokenType? {
        // Only a string with references inside needs it (one without braces is no reference at all).
        guard lenient, let text = node.string, text.utf8.contains(UInt8(ascii: "{")) else { return nil }
        return Self.typeOfText(text.trimmingSpaces, path: tree.entries[index].path)
    }

    /// The type a string value states by its form alone.
    static func typeOfText(_ text: String, path: [String]) -> TokenType? {
        let lowered = text.lowercased()
        if lowered.hasPrefix("#"), [4, 5, 7, 9].contains(lowered.count),
            lowered.dropFirst().allSatisfy({ $0.isHexDigit })
        {
            return .color
        }
        for function in ["rgb(", "rgba(", "hsl(", "hsla(", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color("]
        where lowered.hasPrefix(function) {
            return .color
        }
        if lowered.hasPrefix("cubic-bezier(") { return .cubicBezier }
        if let length = WrittenLength(text) {
            switch length.unit {
            case "px", "rem": return .dimension
            case "ms", "s": return .duration
            // A letter spacing in em (Koobiq's `letter-spacing: -0.011em`): CSS's length relative to the font
            // size, which a dimension token keeps relative (CSS+Lengths.swift) and a typography converts.
            case "em" where pathNames(path, ["letterspacing", "tracking"]): return .dimension
            // A line height in percent (Vonage's `alias.line.height.0: "100%"`): the multiple a number token
            // reads it as (Values/Number.swift).
            case "%" where pathNames(path, ["lineheight", "leading"]): return .number
            case "": return typeOfNumber(path: path)
            default: return nil
            }
        }
        if pathNames(path, ["fontfamily", "family", "typeface"]) { return .fontFamily }
        if CSSNamedColors.table[lowered] != nil, pathNames(path, ["color", "colour"]) { return .color }
        return nil
    }

    /// The type a bare number has by its path's names.
    static func typeOfNumber(path: [String]) -> TokenType? {
        if pathNames(path, ["fontweight", "weight"]) { return .fontWeight }
        if pathNames(path, ["opacity", "lineheight", "leading", "scale", "ratio", "zindex", "elevation"]) {
            return .number
        }
        if pathNames(path, ["duration", "delay", "time"]) { return .duration }
        if pathNames(
            path,
            ["size", "fontsize", "space", "spacing", "gap", "radius", "width", "height", "border", "inset", "offset"])
        {
            return .dimension
        }
        return nil
    }

    /// Whether a path's names (kebab, snake or camel case, any case) include one of `names`, a name alone or
    /// two in a row joined: Style Dictionary's category/type/item trees split a property's name over two
    /// levels (Vonage's `alias.line.height.3`, `typography.body-1.font.size`), which name `lineheight` as
    /// `line-height` does.
    static func pathNames(_ path: [String], _ names: Set<String>) -> Bool {
        var previous: String?
        for component in path {
            let name = String(component.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
            if names.contains(name) || previous.map({ names.contains($0 + name) }) == true { return true }
            previous = name
        }
        return false
    }

    /// Strict mode: what lenient mode would read a value that strict mode rejects as, in the Format Module's
    /// form, so the error can show the way out. `nil` when lenient mode cannot read it either.
    func lenientReading(_ node: JSONNode, as type: TokenType) -> TokenValue? {
        guard !lenient else { return nil }
        var reader = self.reader
        reader.lenient = true
        reader.diagnostics.removeAll(keepingCapacity: true)
        reader.report = LenientReport()
        // Lookups report unresolved references to the engine: what a second reading reports is taken back.
        let mark = diagnostics.count
        defer { diagnostics.removeSubrange(mark...) }
        guard let value = reader.read(type, node), !reader.diagnostics.contains(where: { $0.severity == .error })
        else { return nil }
        if case .data = value { return nil }
        return value
    }
}
