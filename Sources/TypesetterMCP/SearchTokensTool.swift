import MCP
import TypesetterBuild
import TypesetterTokens

// `search_tokens`: the resolved tokens, found by name or value, with their value in every appearance and theme.

extension DesignSystemTool {
    /// At most this many tokens are listed; the answer says how many matched.
    static let searchLimit = 50

    static let searchTokens = DesignSystemTool(
        name: "search_tokens",
        description: """
            Design tokens whose path, description or resolved value contains the query (case ignored): each \
            token's path, type, resolved value in each appearance (any, dark, highContrast, darkHighContrast) and \
            theme, alias chain (the tokens its value came through) and description. Values are DTCG JSON \
            (colors with colorSpace, components and hex; dimensions with value and unit). At most \(searchLimit) \
            are listed.
            """,
        schema: inputSchema(
            [
                "query": [
                    "type": "string",
                    "description":
                        "Text to find in token paths, descriptions and values (\"brand\", \"#0A84FF\", \"16\")",
                ],
                "type": [
                    "type": "string",
                    "description":
                        "Only tokens of this type: \(TokenType.formatModuleTypes.map(\.rawValue).joined(separator: ", "))",
                ],
            ], required: ["query"]),
        arguments: ["query", "type"]
    ) { arguments, snapshot in
        let query = try arguments.requiredString("query").lowercased()
        let type = try arguments.string("type").map { (name) throws -> String in
            let names = TokenType.formatModuleTypes.map(\.rawValue)
            if let exact = names.first(where: { $0.lowercased() == name.lowercased() }) { return exact }
            // A type kept as data in lenient mode (`string`, `asset`) is searched by its written name.
            let written = Set(snapshot.result.tokenSets.first?.inputs.any.tokens.map(\.typeName) ?? [])
            guard written.contains(name) else { throw ToolError(unknown: "type", name, among: names) }
            return name
        }
        _ = try snapshot.model()
        guard let base = snapshot.result.tokenSets.first else { throw snapshot.unbuildable }
        var matched: [Value] = []
        var lines: [String] = []
        var total = 0
        for token in base.inputs.any.tokens {
            if let type, token.typeName != type { continue }
            let value = token.value.jsonText
            let found =
                token.path.dotted.lowercased().contains(query) || value.lowercased().contains(query)
                || (token.description?.lowercased().contains(query) ?? false)
            guard found else { continue }
            total += 1
            guard matched.count < searchLimit else { continue }
            matched.append(tokenValue(token, in: snapshot.result.tokenSets))
            let chain = base.inputs.any.aliasChain(of: token.path).map(\.dotted)
            lines.append(
                "\(token.path.dotted) (\(token.typeName)) = \(value)\(chain.isEmpty ? "" : " via \(chain.joined(separator: " → "))")"
            )
        }
        let structured: Value = [
            "query": .string(query),
            "count": .int(total),
            "listed": .int(matched.count),
            "tokens": .array(matched),
        ]
        let more = total > matched.count ? " (the first \(matched.count) listed: narrow the query or give a type)" : ""
        let header = "\(total) token\(total == 1 ? "" : "s") match '\(query)'\(more)"
        return ToolOutput(structured: structured, text: ([header] + lines).joined(separator: "\n"))
    }

    /// One token: its path, type, value in each appearance of each theme, alias chain, description, location.
    static func tokenValue(
        _ token: ResolvedToken, in sets: [(theme: String?, inputs: Interpreter.Inputs)]
    ) -> Value {
        let base = sets.first?.inputs.any
        var entry: [String: Value] = [
            "path": .string(token.path.dotted),
            "type": .string(token.typeName),
            "value": Value(json: token.value.jsonText),
            "aliasChain": .array((base?.aliasChain(of: token.path) ?? []).map { .string($0.dotted) }),
            "location": .string(token.location.description),
        ]
        if let description = token.description { entry["description"] = .string(description) }
        if let deprecated = token.deprecated { entry["deprecated"] = .string(deprecated.message ?? "deprecated") }
        // Per appearance and theme, only where the tokens have such a set and the token is in it.
        func appearances(_ inputs: Interpreter.Inputs) -> [String: Value] {
            let named: [(String, TokenSet?)] = [
                ("any", inputs.any), ("dark", inputs.dark), ("highContrast", inputs.highContrast),
                ("darkHighContrast", inputs.darkHighContrast),
            ]
            var values: [String: Value] = [:]
            for (name, set) in named {
                if let found = set?[token.path] { values[name] = Value(json: found.value.jsonText) }
            }
            return values
        }
        if let first = sets.first, first.inputs.dark != nil || first.inputs.highContrast != nil {
            entry["appearances"] = .object(appearances(first.inputs))
        }
        let themed = sets.compactMap { set in set.theme.map { ($0, set.inputs) } }
        if !themed.isEmpty {
            entry["themes"] = .object(
                Dictionary(themed.map { ($0.0, Value.object(appearances($0.1))) }) { first, _ in first })
        }
        return .object(entry)
    }
}
