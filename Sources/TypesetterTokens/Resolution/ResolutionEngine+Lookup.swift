import TypesetterDiagnostics

extension ResolutionEngine {
    /// The value a reference names, for the value reader: the target's resolved value, or a member of it for a
    /// JSON Pointer; `.failed` with the problem reported when there is none.
    func lookup(_ reference: Reference, at location: SourceLocation) -> ReferencedValue {
        let key = reference.tokenKey
        guard let target = tokenIndex(forKey: key, at: nil) else {
            if tree.groups[key] != nil {
                diagnostics.append(
                    .error(
                        .referenceToGroup, "\(reference.written) refers to a group; a reference must name a token",
                        at: location, notes: [.init("group defined here", at: tree.groups[key]?.location)]))
            } else {
                var fixIt: Diagnostic.FixIt?
                let trimmed = key.split(separator: ".", omittingEmptySubsequences: false).map {
                    String($0).trimmingSpaces
                }.joined(separator: ".")
                var suggestion = ""
                if trimmed != key, tree.entryIndex(forKey: trimmed) != nil {
                    fixIt = .init("remove the spaces", replacement: "\"{\(trimmed)}\"")
                } else if case .alias = reference {
                    // Did you mean: a sibling with a similar name (`fontSize.tittle` → `fontSize.title`), else a
                    // token of the same name in a group a few edits away (`fontSzie.title`); in file order, so
                    // ties are stable.
                    let parent = key.lastIndex(of: ".").map { String(key[...$0]) } ?? ""
                    let siblings = tree.entries.lazy.map(\.key).filter {
                        $0.hasPrefix(parent) && !$0.dropFirst(parent.count).contains(".")
                    }
                    let closest =
                        NameSuggestions.closest(
                            to: String(key.dropFirst(parent.count)),
                            among: siblings.map { String($0.dropFirst(parent.count)) }
                        ).first.map { parent + $0 }
                        ?? NameSuggestions.closest(
                            to: key,
                            among: tree.entries.lazy.map(\.key).filter {
                                $0.hasSuffix("." + key.dropFirst(parent.count))
                            }
                        ).first
                    if let closest {
                        suggestion = "; did you mean \"\(closest)\"?"
                        // A fix-it when the string is the reference alone (not inside lenient arithmetic).
                        let line = location.file.text(ofLine: Int(location.line))
                        if line.utf8.dropFirst(Int(location.column) - 1).starts(with: "\"\(reference.written)\"".utf8) {
                            fixIt = .init("use \(closest)", replacement: "\"{\(closest)}\"")
                        }
                    }
                }
                diagnostics.append(
                    Diagnostic.error(
                        .referenceUnresolved,
                        "\(reference.written) does not resolve: no token \"\(ReferenceSyntax.clip(key))\"\(suggestion)",
                        at: location, fixIt: fixIt
                    ).about(.init(tokenPath: key)))
            }
            return .failed
        }
        // (A target without a value had its own problem reported already.) A target not yet done has no value
        // for this reading, even when it was read as it was added (``TokenTree/literalValue(_:as:)``): a
        // reference that is not a dependency (one in a lenient reading's note) sees what it saw before that.
        guard state.isEmpty || state[target] == -1, let value = tree.entries[target].resolvedValue else {
            return .failed
        }
        guard case .pointer(_, let member) = reference, !member.isEmpty else { return .value(value) }
        switch ValueNavigation.navigate(value, member) {
        case .success(let found): return found
        case .failure(let problem):
            diagnostics.append(
                .error(
                    .referenceUnresolved,
                    "\(reference.written) does not resolve: the \(value.type) value of \"\(key)\" has no member \"\(ReferenceSyntax.clip(problem.segment))\"",
                    at: location, notes: [.init("token defined here", at: tree.entries[target].location)]))
            return .failed
        }
    }
}
