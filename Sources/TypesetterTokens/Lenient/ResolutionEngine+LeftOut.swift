/// Lenient mode's rule for a token whose value cannot be read: it is left out, with every token that uses it, and
/// the others are built; a token of a type the Format Module does not define is kept as data.
extension ResolutionEngine {
    /// Records a token that did not resolve: its own failure, or one it inherits from a token it uses.
    func noteLeftOut(_ token: Int, dependencies: ArraySlice<Int>, reportedFrom reported: Int) {
        if diagnostics.count > reported {
            firstDiagnostic[token] = reported
            return
        }
        guard let failed = dependencies.first(where: { !tree.entries[$0].isResolved }) else { return }
        let root = leftOutRoot[failed] ?? failed
        leftOutRoot[token] = root
        dependents[root, default: []].append(token)
    }

    /// Lenient mode: one token whose value cannot be read never blocks the others. Its errors become warnings,
    /// the token is left out, and so is every token that uses it, listed once on its first diagnostic.
    /// Strict mode keeps the errors: the specification has no way to leave a token out.
    func leaveOutFailedTokens() {
        guard lenient else { return }
        var notes: [Int: [Diagnostic.Note]] = [:]
        for (root, position) in firstDiagnostic {
            let users = dependents[root] ?? []
            var text = "lenient mode leaves \"\(tree.entries[root].key)\" out"
            if !users.isEmpty {
                let names = users.prefix(5).map { "\"\(tree.entries[$0].key)\"" }.joined(separator: ", ")
                let more = users.count > 5 ? " and \(users.count - 5) more" : ""
                text += ", with the \(LenientReport.count(users.count, "token")) that use it: \(names)\(more)"
            }
            notes[position] = [.init(text + "; strict mode stops here")]
        }
        for position in diagnostics.indices where diagnostics[position].severity == .error {
            diagnostics[position].severity = .warning
            if let extra = notes[position] { diagnostics[position].notes += extra }
        }
    }

    /// A token of a type the Format Module does not define (lenient): its value kept as written, counted for
    /// the one warning per type name.
    func keptAsData(_ index: Int, _ node: JSONNode, as form: String? = nil) -> TokenValue {
        let name = form ?? tree.entries[index].dataTypeName ?? "unknown"
        let note = TokenType.dataTypeNotes[name] ?? TokenType.formatModuleTypesNote
        tree.report.add(.lenientKeptAsData, name, at: tree.entries[index].location, note: note) { count in
            form != nil
                ? "\(LenientReport.count(count, "token")) written as a \(name) kept as data; Typesetter does not use them"
                : "\(LenientReport.count(count, "token")) of type \"\(ReferenceSyntax.clip(name))\" kept as data; Typesetter does not use them (write a Format Module type to use one)"
        }
        return .data(type: name, json: node.jsonText)
    }
}
