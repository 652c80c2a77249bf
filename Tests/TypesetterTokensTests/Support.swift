import Foundation
import Testing
@testable import TypesetterTokens

/// The shared folder beside the worktree (`../shared`), found from this file's path.
let sharedFolder: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared").standardizedFileURL

func resolve(_ text: String, path: String = "tokens.json", lenient: Bool = false) -> TokenResolution {
    TokenResolver.resolve(files: [SourceFile(path: path, text: text)], options: ResolveOptions(lenient: lenient))
}

extension TokenResolution {
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var errorCodes: Set<String> { Set(errors.map(\.code.rawValue)) }
}
