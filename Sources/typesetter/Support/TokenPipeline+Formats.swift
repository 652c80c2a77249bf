import TypesetterCore
import TypesetterTokens

/// What `typesetter tokens` and `typesetter check` print of a token run.
extension TokenPipeline {
    /// `{"tokens": […]}`, or with a resolver `{"contexts": [{"context": {"theme": "dark"}, "tokens": […]}]}`;
    /// pretty, one compact token per line.
    static func tokensJSON(_ result: Result) -> String {
        var json = JSONWriter(pretty: true, capacity: (result.contexts.map(\.tokens.count).max() ?? 0) * 160)
        json.object { json in
            if result.contexts.count == 1, let only = result.contexts.first, only.context == nil {
                json.key("tokens")
                only.tokens.write(to: &json)
                return
            }
            json.key("contexts")
            json.array { json in
                for entry in result.contexts {
                    json.object { json in
                        json.key("context")
                        json.object(compact: true) { json in
                            for selection in entry.context?.selections ?? [] {
                                json.key(selection.modifier)
                                json.string(selection.context)
                            }
                        }
                        json.key("tokens")
                        entry.tokens.write(to: &json)
                    }
                }
            }
        }
        return json.text + "\n"
    }

    /// One line for people: `12 tokens, 0 errors, 2 warnings` (per context count with a resolver).
    static func summary(_ result: Result) -> String {
        let tokens = result.contexts.map(\.tokens.count).max() ?? 0
        let contexts =
            result.contexts.count > 1 || result.contexts.first?.context != nil
            ? " in \(result.contexts.count) contexts" : ""
        return
            "\(plural(tokens, "token"))\(contexts), \(plural(result.errorCount, "error")), \(plural(result.warningCount, "warning"))"
    }
}
