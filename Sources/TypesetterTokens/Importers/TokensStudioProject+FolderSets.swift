import Foundation

/// A Tokens Studio project folder whose `$themes.json` has no theme and that has no `$metadata.json` (a project
/// synced before Tokens Studio wrote `$metadata.json`, or whose themes were never made): nothing names its
/// sets, so every token file of the folder is one, read in path order, as the plugin lists the files it
/// finds (lenient mode; reported).
extension TokensStudioProject {
    /// Whether the folder's files stand for the sets: the project came in as its folder (or its `$themes.json`
    /// alone), whose `$themes.json` is a list of no theme, and the folder has no `$metadata.json`. Files named
    /// beside `$themes.json`, or matched by a glob, are the tokens as given, each read once; a `$metadata.json`
    /// that does not read is an error of its own, not a missing order.
    static func readsFolderAsSets(paths: [String], themes: [Theme]?, in folder: String) -> Bool {
        themes?.isEmpty == true && paths.allSatisfy { $0.hasSuffix("$themes.json") }
            && !FileManager.default.fileExists(atPath: folder + "$metadata.json")
    }

    /// The sets of the project in `folder` (`""` or ending in `/`): each `.json` file below it, named by its
    /// path without `.json`; `nil` when there is none. Left out: names starting with `$` (`$themes.json`,
    /// `$metadata.json`) or `.`, other tools' manifests (`package.json`…, as any folder of tokens leaves them
    /// out), and the folders of ``TokenInputs/isProductFolder(_:)``, which are not walked into.
    static func folderSetOrder(_ folder: String, diagnostics: inout [Diagnostic]) -> [String]? {
        let root = folder.isEmpty ? "." : String(folder.dropLast())
        let files = TokenInputs.tokenFiles(under: root, prefix: "")
        let names = files.compactMap { path -> String? in
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
