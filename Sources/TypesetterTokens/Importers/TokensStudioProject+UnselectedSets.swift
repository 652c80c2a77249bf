/// An unresolved reference in a Tokens Studio project whose token is defined in a set that the context's themes
/// do not select (`"disabled"`, or not listed): the reference fails only because of the theme, so the warning
/// names the set and says how to select it, rather than leaving the reader to search every file.
extension TokensStudioProject {
    /// Adds a note to each unresolved-reference diagnostic of `diagnostics` whose token a set in `unselected`
    /// defines. `documents` gives a set's documents (read on first use, only when a reference failed).
    static func noteUnselectedSets(
        _ diagnostics: inout [Diagnostic], unselected: [String], documents: (String) -> [JSONNode]?
    ) {
        guard !unselected.isEmpty,
            diagnostics.contains(where: { $0.code == .referenceUnresolved && missingToken(in: $0) != nil })
        else { return }
        var setOfPath: [String: String] = [:]
        for name in unselected {
            var paths: Set<String> = []
            for document in documents(name) ?? [] { collectTokenPaths(document, into: &paths) }
            for path in paths where setOfPath[path] == nil { setOfPath[path] = name }
        }
        for index in diagnostics.indices where diagnostics[index].code == .referenceUnresolved {
            guard let key = missingToken(in: diagnostics[index]), let name = setOfPath[key] else { continue }
            diagnostics[index].notes.append(
                .init(
                    "\"\(key)\" is defined in set \"\(name)\", which no theme of this combination selects (it is \"disabled\" or not listed): select it as \"source\" in $themes.json to have it serve references"
                ))
        }
    }

    /// A set's documents read only to name it in a note: its file beside `$themes.json`, parsed without
    /// reporting (no theme reads it, so its problems are not the build's) and kept apart from the sets themes
    /// read, which report theirs; `nil` when there is no such file.
    static func unselectedSet(_ name: String, in folder: String?) -> [JSONNode]? {
        guard let folder, let path = setFile(name, in: folder),
            case .success(let file) = TokenDocumentLoader.load(path: path, lenient: true)
        else { return nil }
        return JSONParser.parse(file).root.map { [$0] }
    }

    /// The token an unresolved reference names (the subject of the resolver's `reference.unresolved` error);
    /// `nil` for other failures (a missing member, a Figma alias by id).
    static func missingToken(in diagnostic: Diagnostic) -> String? {
        guard diagnostic.code == .referenceUnresolved else { return nil }
        return diagnostic.subject?.tokenPath
    }
}
