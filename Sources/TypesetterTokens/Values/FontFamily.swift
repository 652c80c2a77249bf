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
