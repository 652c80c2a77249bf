import Foundation
import TypesetterDiagnostics

/// A set kept in a file named with the extension the Format Module recommends for token files, `.tokens.json`
/// (`primitives/color.tokens.json` for the set `primitives/color`), as projects whose `$themes.json` sits beside
/// DTCG files name them. Tokens Studio names a set's file `<set>.json`; when that file is not there and
/// `<set>.tokens.json` is, that file is the set (lenient mode, as every project; reported once per project).
extension TokensStudioProject {
    /// The file of the set `name` in `folder` (`""` or ending in `/`): `<name>.json`, or `<name>.tokens.json`
    /// when only that one exists; `nil` when neither does.
    static func setFile(_ name: String, in folder: String) -> String? {
        let path = folder + name + ".json"
        if FileManager.default.fileExists(atPath: path) { return path }
        let tokensPath = folder + name + ".tokens.json"
        return FileManager.default.fileExists(atPath: tokensPath) ? tokensPath : nil
    }

    /// The warning for sets read from `.tokens.json` files: the first set so read, and how many.
    static func tokensExtensionWarning(first name: String, count: Int, at location: SourceLocation?) -> Diagnostic {
        .warning(
            .lenientForm,
            "\(count == 1 ? "token set" : "\(count) token sets, such as") \"\(name)\", \(count == 1 ? "is" : "are") in \(count == 1 ? "a file" : "files") named \"\(name).tokens.json\" (the Format Module's extension for token files), not \"\(name).json\" as Tokens Studio names a set's file; read from \(count == 1 ? "it" : "them")",
            at: location)
    }
}
