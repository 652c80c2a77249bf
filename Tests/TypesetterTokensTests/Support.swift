import Foundation
import Testing
@testable import TypesetterTokens

/// The DTCG conformance corpus kept in the repository (`Tests/Fixtures/dtcg-conformance`, see its SOURCE.md),
/// found from this file's path.
let conformanceFolder: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/dtcg-conformance")

func resolve(_ text: String, path: String = "tokens.json", lenient: Bool = false) -> TokenResolution {
    TokenResolver.resolve(files: [SourceFile(path: path, text: text)], options: ResolveOptions(lenient: lenient))
}

extension TokenResolution {
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// What went wrong: the errors, and in lenient mode the warnings of the tokens it left out (every warning
    /// whose code is not a rewrite of a legacy form).
    var problems: [Diagnostic] {
        diagnostics.filter { $0.severity == .error || !$0.code.isLenientRewrite }
    }
    var errorCodes: Set<String> { Set(errors.map(\.code.rawValue)) }
}
