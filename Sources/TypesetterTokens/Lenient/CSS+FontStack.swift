import TypesetterCore

/// A CSS `font-family` stack in one string with references among its entries
/// (`"{font.family.primary}, {font.family.fallback}, sans-serif"`), as Style Dictionary sources write one.
/// Lenient mode resolves each reference and reads the stack as the Format Module's list of names; strict mode
/// reports the malformed reference and says what lenient mode would read. A stack without references is a
/// plain name string, split by the build (`FontFamilyNames`).
extension ValueReader {
    /// The stack read from `text`, `.failed` when it is one but cannot be read (reported), `nil` when `text`
    /// is not a comma-separated list whose entries are each a whole reference or a name.
    mutating func readFontStack(_ text: String, at node: JSONNode, malformedReference: String) -> ReferencedValue? {
        let entries = CSS.splitOutsideBraces(text) { $0 == "," }.map { $0.text }
        guard entries.count > 1, !entries.contains(where: { $0.isEmpty }) else { return nil }
        var references: [(index: Int, reference: Reference)] = []
        for (index, entry) in entries.enumerated() {
            switch ReferenceSyntax.parseAlias(entry) {
            case .reference(let reference): references.append((index, reference))
            case .notAReference: continue
            case .malformed: return nil
            }
        }
        guard !references.isEmpty else { return nil }
        guard lenient else {
            reportMalformedReference(
                malformedReference, at: node,
                lenientReading:
                    "this reads as a CSS font stack, each reference resolved, and shows the Format Module's list of names"
            )
            return .failed
        }
        var names: [[String]] = entries.map { [$0] }
        for (index, reference) in references {
            guard let family = familyNames(reference, at: node) else { return .failed }
            names[index] = family
        }
        let family = Self.flattenedFamily(names)
        let modern = "[" + family.map { JSONWriter.quote($0) }.joined(separator: ", ") + "]"
        let clipped = ReferenceSyntax.clip(text)
        countCSSForm("font-stack", at: node, modern: modern) { count in
            count == 1
                ? "fontFamily as a CSS font stack with references \"\(clipped)\" is a legacy form; the Format Module writes a list of names: \(modern)"
                : "\(count) fontFamily values are CSS font stacks with references, a legacy form; the Format Module writes a list of names: for the first, \"\(clipped)\", \(modern)"
        }
        return .value(.fontFamily(family))
    }

    /// Penpot's list of names whose entries are references (`"fontFamilies": ["{font-family.default}"]`, as
    /// its typography writes them): each reference resolved, the names read as the Format Module's list (lenient
    /// mode; once per file in a warning). `nil` when no entry is a whole reference, or in strict mode, where an
    /// entry is a name as written (a family named so is reported as missing by the build).
    mutating func readFamilyListWithReferences(_ items: [JSONNode], at node: JSONNode) -> ReferencedValue? {
        guard lenient,
            items.contains(where: {
                guard let text = $0.string, case .reference = ReferenceSyntax.parseAlias(text) else { return false }
                return true
            })
        else { return nil }
        var names: [[String]] = []
        for item in items {
            guard case .string(let text) = item.value else { return nil }
            guard case .reference(let reference) = ReferenceSyntax.parseAlias(text) else {
                names.append([text])
                continue
            }
            guard let family = familyNames(reference, at: item) else { return .failed }
            names.append(family)
        }
        let family = Self.flattenedFamily(names)
        let modern = "[" + family.map { JSONWriter.quote($0) }.joined(separator: ", ") + "]"
        countCSSForm("font-list-references", at: node, modern: modern) { count in
            "\(count == 1 ? "a fontFamily list" : "\(count) fontFamily lists") with references among the names, such as \(ReferenceSyntax.clip(node.jsonText)); each reference resolved, read as the Format Module's list of names (a reference is a whole value): \(modern) for the first"
        }
        return .value(.fontFamily(family))
    }

    /// The names a reference among a list's entries stands for: a family, a name, or a name kept as data (Tokens
    /// Studio's `other`, read as a family as Tokens Studio substitutes it); `nil` when it fails (reported).
    private mutating func familyNames(_ reference: Reference, at node: JSONNode) -> [String]? {
        switch lookup(reference, node.location) {
        case .value(.fontFamily(let family)): return family
        case .string(let name): return [name]
        case .failed: return nil
        case let other:
            guard case .fontFamily(let family)? = crossTypeReference(other, expected: .fontFamily, at: node) else {
                let _: [String]? = mismatch(node, other, expected: .fontFamily)
                return nil
            }
            return family
        }
    }

    /// The names in order; a name read from a data token may itself be a stack ("Helvetica Neue, Arial").
    private static func flattenedFamily(_ names: [[String]]) -> [String] {
        names.flatMap { $0 }.flatMap { CSS.splitOutsideBraces($0) { $0 == "," }.map(\.text) }.filter { !$0.isEmpty }
    }
}
