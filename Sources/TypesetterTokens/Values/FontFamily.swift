import TypesetterCore

/// `fontFamily` values: a name or a non-empty list of fallbacks
/// (https://www.designtokens.org/tr/2025.10/format/#font-family).
extension ValueReader {
    mutating func readFontFamily(_ node: JSONNode) -> [String]? {
        if let reference = resolveIfReference(node, expecting: .fontFamily) {
            switch reference {
            case .value(.fontFamily(let names)): return names
            case .string(let name): return [name]
            default:
                if case .fontFamily(let names)? = crossTypeReference(reference, expected: .fontFamily, at: node) {
                    return names
                }
                return mismatch(node, reference, expected: .fontFamily)
            }
        }
        switch node.value {
        case .string(let name):
            return [name]
        case .array(let items):
            guard !items.isEmpty else { return invalid(node, "fontFamily list must not be empty") }
            // Lenient mode: references among the names (Lenient/CSS+FontStack.swift).
            if let read = readFamilyListWithReferences(items, at: node) {
                guard case .value(.fontFamily(let names)) = read else { return nil }
                return names
            }
            var names: [String] = []
            names.reserveCapacity(items.count)
            for item in items {
                guard case .string(let name) = item.value else {
                    return invalid(item, "fontFamily list entries must be strings, not \(describe(item))")
                }
                names.append(name)
            }
            return names
        default:
            return invalid(node, "fontFamily must be a string or an array of strings, not \(describe(node))")
        }
    }
}

/// The `fontFamily` type: one name or a list of them, most preferred first.
struct FontFamilyKind: TokenValueKind {
    var type: TokenType { .fontFamily }

    func write(_ names: [String], to json: inout JSONWriter) {
        if names.count == 1 {
            json.string(names[0])
        } else {
            json.array { json in for name in names { json.string(name) } }
        }
    }

    func member(_ segment: String, of names: [String]) -> ValuePart? {
        ValuePart.index(segment, count: names.count).map { .string(names[$0]) }
    }
}
