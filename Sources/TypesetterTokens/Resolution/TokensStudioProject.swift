/// Tokens Studio project files (lenient mode): `$metadata.json` lists the token sets in order
/// (`tokenSetOrder`), and `$themes.json` lists themes, each enabling some sets. Both sit beside the set files
/// (`<set name>.json`). The Resolver Module's sets and modifiers are the modern form of the same idea.
enum TokensStudioProject {
    struct Theme {
        var name: String
        var group: String?
        var sets: [String]
    }

    struct Expansion {
        /// Token files to merge (explicit files, plus `$metadata.json`'s sets when there are no themes).
        var paths: [String]
        /// Themes, each a context with its own set files.
        var themes: [(context: ResolverContext, paths: [String])]
        var diagnostics: [Diagnostic]
    }

    static func isProjectFile(_ path: String) -> Bool {
        path.hasSuffix("$metadata.json") || path.hasSuffix("$themes.json")
    }

    static func expand(paths: [String]) -> Expansion {
        var explicit: [String] = []
        var order: [String]?
        var orderFolder = ""
        var themeFile: (SourceFile, String)?
        var diagnostics: [Diagnostic] = []
        for path in paths {
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            let prefix = folder.isEmpty ? "" : folder + "/"
            if path.hasSuffix("$metadata.json") {
                guard case .success(let file) = TokenDocumentLoader.load(path: path) else {
                    diagnostics.append(.error(.fileUnreadable, "cannot read \(path)", at: nil))
                    continue
                }
                let parsed = JSONParser.parse(file)
                diagnostics += parsed.diagnostics
                guard let names = parsed.root?.object?["tokenSetOrder"]?.array?.compactMap(\.string) else {
                    diagnostics.append(.error(.invalidValue, "$metadata.json needs \"tokenSetOrder\": an array of token set names", at: parsed.root?.location))
                    continue
                }
                diagnostics.append(.warning(.lenientForm, "Tokens Studio $metadata.json: \(names.count) token sets loaded in its order; the Resolver Module writes this as sets in a resolutionOrder", at: parsed.root?.location))
                order = names
                orderFolder = prefix
            } else if path.hasSuffix("$themes.json") {
                guard case .success(let file) = TokenDocumentLoader.load(path: path) else {
                    diagnostics.append(.error(.fileUnreadable, "cannot read \(path)", at: nil))
                    continue
                }
                themeFile = (file, prefix)
            } else {
                explicit.append(path)
            }
        }
        guard let (file, prefix) = themeFile else {
            return Expansion(paths: explicit + (order ?? []).map { orderFolder + $0 + ".json" }, themes: [], diagnostics: diagnostics)
        }
        let parsed = JSONParser.parse(file)
        diagnostics += parsed.diagnostics
        guard let items = parsed.root?.array else {
            diagnostics.append(.error(.invalidValue, "$themes.json must be an array of themes", at: parsed.root?.location))
            return Expansion(paths: explicit, themes: [], diagnostics: diagnostics)
        }
        var themes: [(ResolverContext, [String])] = []
        for item in items {
            guard let object = item.object, let name = object["name"]?.string, let selected = object["selectedTokenSets"]?.object else {
                diagnostics.append(.error(.invalidValue, "a theme needs \"name\" and \"selectedTokenSets\"", at: item.location))
                continue
            }
            let enabled = selected.members.filter { $0.value.string == "enabled" || $0.value.string == "source" }.map(\.key)
            let ordered = order.map { order in order.filter(enabled.contains) + enabled.filter { !order.contains($0) } } ?? enabled
            let context = ResolverContext(selections: [.init(modifier: object["group"]?.string ?? "theme", context: name)])
            themes.append((context, explicit + ordered.map { prefix + $0 + ".json" }))
        }
        diagnostics.append(.warning(.lenientForm, "Tokens Studio $themes.json: \(themes.count) themes resolved as contexts; the Resolver Module writes themes as modifiers", at: parsed.root?.location))
        return Expansion(paths: explicit, themes: themes, diagnostics: diagnostics)
    }
}
