import Foundation
import Testing
@testable import TypesetterTokens

/// Walks the DTCG conformance corpus (`Tests/Fixtures/dtcg-conformance`, see its SOURCE.md): every positive case
/// must be accepted without errors; every negative case rejected with an error whose code fits the purpose.
@Suite("DTCG conformance")
struct ConformanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var positive: Bool
        var input: String
        var folder: String
        var testDescription: String { id }
    }

    static func cases(_ manifest: String) -> [Case] {
        let url = conformanceFolder.appendingPathComponent("\(manifest)/manifest.json")
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = object["tests"] as? [[String: Any]]
        else { return [] }
        return tests.compactMap { test in
            guard let id = test["id"] as? String, let type = test["type"] as? String,
                let input = test["input"] as? String
            else { return nil }
            let parts = input.split(separator: "/")
            return Case(
                id: id, positive: type == "PositiveEvaluationTest", input: "\(manifest)/\(input)",
                folder: parts.count > 2 ? String(parts[1]) : "")
        }
    }

    /// The code families that fit each negative folder's purpose.
    static func acceptableCodes(_ folder: String) -> [String] {
        switch folder {
        case "references": ["reference.", "value.", "token.invalid-property"]
        case "group": ["token.", "group."]
        case "metadata": ["token."]
        case "token-name": ["token.invalid-name"]
        default: ["value.", "reference.type-mismatch"]
        }
    }

    @Test("manifest sizes") func manifestSizes() {
        #expect(Self.cases("format").count == 213)
        #expect(Self.cases("resolver").count == 30)
    }

    @Test("format", arguments: cases("format"))
    func format(_ testCase: Case) throws {
        let path = conformanceFolder.appendingPathComponent("\(testCase.input)").path
        let file = try #require(try? TokenDocumentLoader.load(path: path).get())
        let resolution = TokenResolver.resolve(files: [file])
        if testCase.positive {
            #expect(resolution.errors.isEmpty, "\(DiagnosticRenderer.render(resolution.errors, as: .xcode))")
        } else {
            let fitting = resolution.errors.filter { error in
                Self.acceptableCodes(testCase.folder).contains { error.code.rawValue.hasPrefix($0) }
            }
            #expect(
                !fitting.isEmpty, "expected an error fitting \(testCase.folder); got \(resolution.errorCodes.sorted())")
        }
    }

    @Test("resolver", arguments: cases("resolver"))
    func resolver(_ testCase: Case) throws {
        let path = conformanceFolder.appendingPathComponent("\(testCase.input)").path
        let file = try #require(try? TokenDocumentLoader.load(path: path).get())
        let resolution = TokenResolver.resolve(resolver: file)
        let errors = resolution.allDiagnostics.filter { $0.severity == .error }
        if testCase.positive {
            #expect(errors.isEmpty, "\(DiagnosticRenderer.render(errors, as: .xcode))")
            #expect(!resolution.contexts.isEmpty)
            #expect(resolution.contexts.allSatisfy { $0.resolution.tokens.count > 0 })
        } else {
            #expect(errors.contains { $0.code.rawValue.hasPrefix("resolver.") }, "got \(errors.map(\.code.rawValue))")
        }
    }
}
