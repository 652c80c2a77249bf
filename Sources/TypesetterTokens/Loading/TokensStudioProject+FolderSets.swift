/// A Tokens Studio project folder whose `$themes.json` has no theme and that has no `$metadata.json` (a project
/// synced before Tokens Studio wrote `$metadata.json`, or whose themes were never made): nothing names its
/// sets, so every token file of the folder is one, read in path order, as the plugin lists the files it
/// finds (lenient mode; reported).
extension TokensStudioProject {
    /// The sets of the project in `folder` (`""` or ending in `/`): each `.json` file below it but
    /// `$themes.json` and `$metadata.json`, named by its path without `.json`; `nil` when there is none.
    static func folderSetOrder(_ folder: String, diagnostics: inout [Diagnostic]) -> [String]? {
        let root = folder.isEmpty ? "." : String(folder.dropLast())
        let names = TokenInputs.tokenFiles(under: root, prefix: "").compactMap { path -> String? in
            guard path.hasSuffix(".json"), !(path.split(separator: "/").last?.hasPrefix("$") ?? true) else {
                return nil
            }
            return String(path.dropLast(".json".count))
        }
        guard !names.isEmpty else { return nil }
        let shown = names.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (names.count > 3 ? "…" : "")
        diagnostics.append(
            .warning(
                .lenientForm,
                "Tokens Studio project \(folder)$themes.json has no theme and there is no $metadata.json to order its sets: the folder's \(names.count) token files are its sets, read in path order (\(shown)); Tokens Studio writes the order as \"tokenSetOrder\" in $metadata.json",
                at: nil))
        return names
    }
}
