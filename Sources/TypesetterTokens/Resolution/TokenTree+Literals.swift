/// Values read while the tree is built.
///
/// A large file's tokens are mostly literal values (`{"value": 16, "unit": "px"}`, `"#0a84ff"`), whose JSON
/// trees would wait in the entries until resolution (176 bytes for a dimension object, more than the entry
/// itself) only to be read then exactly as they could be read now: a value that refers to no token reads the
/// same at any time. Read when the token is added, the tree is freed at once, and the reading happens on the
/// thread that flattens the tree while the parser reads ahead (``JSONParser/parsePipelined(_:rootMembers:)``)
/// rather than after it. Only when nothing can change the reading later: strict mode (lenient rewrites read
/// the written values), one file (a later one could redefine the token, compared by its written value), no
/// `$extends` (which changes types of tokens already read), a type known from the token or its group, and a
/// reading without any finding, so that every diagnostic is still made, in order, by the resolution.
extension TokenTree {
    /// `node` read as `type` when it refers to no token and reads without a finding; `nil` otherwise (the
    /// resolution then reads it, and reports what it finds).
    mutating func literalValue(_ node: JSONNode, as type: TokenType) -> TokenValue? {
        guard type != .data, !Self.mayRefer(node) else { return nil }
        if literalReader == nil {
            literalReader = ValueReader(lookup: { _, _ in .failed }, valueOfToken: { _ in .failed })
        }
        literalReader?.diagnostics.removeAll(keepingCapacity: true)
        guard let value = literalReader?.read(type, node), literalReader?.diagnostics.isEmpty == true else {
            return nil
        }
        return value
    }

    /// Whether `node` holds something that could be a reference: a string with a '{', or a `$ref` member.
    static func mayRefer(_ node: JSONNode) -> Bool {
        // Most values are a scalar or an object of scalars: told without a work list.
        switch node.value {
        case .string(let text): return text.utf8.contains(UInt8(ascii: "{"))
        case .null, .bool, .number: return false
        case .object(let object):
            var nested = false
            for member in object.members {
                switch member.value.value {
                case .string(let text): if text.utf8.contains(UInt8(ascii: "{")) { return true }
                case .array, .object: nested = true
                case .null, .bool, .number: break
                }
                if member.key == "$ref" { return true }
            }
            if !nested { return false }
        case .array: break
        }
        var pending = [node]
        while let next = pending.popLast() {
            switch next.value {
            case .string(let text): if text.utf8.contains(UInt8(ascii: "{")) { return true }
            case .array(let items): pending += items
            case .object(let object):
                for member in object.members {
                    if member.key == "$ref" { return true }
                    pending.append(member.value)
                }
            case .null, .bool, .number: break
            }
        }
        return false
    }
}
