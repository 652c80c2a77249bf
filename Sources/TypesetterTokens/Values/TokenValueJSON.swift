import TypesetterCore

/// JSON for resolved values, in the Format Module's own value shapes, so tools reading
/// `typesetter tokens --format json` see the same forms the spec defines.
extension TokenValue {
    /// The value as compact DTCG JSON (`{"value":16,"unit":"px"}`, `{"colorSpace":…}`, …).
    public var jsonText: String { JSONWriter.compact { write(to: &$0) } }
}

extension ResolvedToken {
    /// The type as written for a token kept as data (`string`), else the Format Module type.
    public var typeName: String {
        if case .data(let name, _) = value { return name }
        return type.rawValue
    }
}

extension JSONNode {
    /// The node as compact JSON text (for `$extensions`, kept as written). Depth is bounded by the parser.
    public var jsonText: String { JSONWriter.compact { write(to: &$0) } }

    /// Writes the node as JSON.
    package func write(to json: inout JSONWriter) {
        switch value {
        case .null: json.null()
        case .bool(let flag): json.bool(flag)
        case .number(let number): json.number(number)
        case .string(let text): json.string(text)
        case .array(let items): json.array { json in for item in items { item.write(to: &json) } }
        case .object(let object): object.write(to: &json)
        }
    }
}

extension JSONObject {
    /// The object as compact JSON text.
    public var jsonText: String { JSONWriter.compact { write(to: &$0) } }

    /// Writes the object as JSON, members in the file's order.
    package func write(to json: inout JSONWriter) {
        json.object { json in
            for member in members {
                json.key(member.key)
                member.value.write(to: &json)
            }
        }
    }
}

extension TokenSet {
    /// The resolved tokens as a JSON array, one compact object per token on its own line: name, path, type,
    /// value, aliasChain, description, deprecated, extensions, location.
    public var jsonText: String {
        var json = JSONWriter(pretty: true, capacity: tokens.count * 160)
        write(to: &json)
        return json.text
    }

    /// Writes the array of ``jsonText``.
    package func write(to json: inout JSONWriter) {
        json.array { json in
            for token in tokens {
                json.object(compact: true) { json in
                    json.key("name"); json.string(token.path.dotted)
                    json.key("path"); json.array { json in for name in token.path.names { json.string(name) } }
                    json.key("type"); json.string(token.typeName)
                    json.key("value"); token.value.write(to: &json)
                    json.key("aliasChain");
                    json.array { json in for path in aliasChain(of: token.path) { json.string(path.dotted) } }
                    if let description = token.description { json.key("description"); json.string(description) }
                    if let deprecated = token.deprecated {
                        json.key("deprecated")
                        if let message = deprecated.message { json.string(message) } else { json.bool(true) }
                    }
                    if let extensions = token.extensions { json.key("extensions"); extensions.write(to: &json) }
                    json.key("location"); json.string(token.location.description)
                }
            }
        }
    }
}
