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
    var errorCodes: Set<String> { Set(errors.map(\.code.rawValue)) }
}
