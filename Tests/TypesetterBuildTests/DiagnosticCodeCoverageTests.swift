import Foundation
import Testing

/// Every diagnostic code declared in `Sources/` must be rendered, as exact text, by at least one test: a
/// test's expected text holds `[code]` (the text and xcode forms end each message with it) or `"code":"…"`
/// (the JSON form). This walks the declarations (`static let name: DiagnosticCode = "code"`) and the test
/// sources, so a new code without such a test fails here.
@Suite struct DiagnosticCodeCoverageTests {
    /// Codes not yet rendered by any test, each to be given a case; the list may only shrink (a code that
    /// gains a test must leave it, or this suite fails). Empty: every code has its case.
    static let notYetRendered: Set<String> = []

    static func swiftFiles(under folder: String) -> [String] {
        let root = repositoryRoot.appendingPathComponent(folder)
        var texts: [String] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let item = enumerator?.nextObject() as? URL {
            if item.pathExtension == "swift", let data = try? Data(contentsOf: item) {
                texts.append(String(decoding: data, as: UTF8.self))
            }
        }
        return texts
    }

    static func declaredCodes() throws -> Set<String> {
        let declaration = try Regex(#": DiagnosticCode = "([a-z0-9.\-]+)""#)
        var codes: Set<String> = []
        for text in swiftFiles(under: "Sources") {
            for match in text.matches(of: declaration) {
                if let code = match.output[1].substring { codes.insert(String(code)) }
            }
        }
        return codes
    }

    @Test func everyCodeIsRenderedByATest() throws {
        let declared = try Self.declaredCodes()
        #expect(declared.count > 60, "the declarations were not found: \(declared.count)")
        let tests = Self.swiftFiles(under: "Tests").joined(separator: "\n")
        let rendered = declared.filter { tests.contains("[\($0)]") || tests.contains(#""code":"\#($0)""#) }
        let missing = declared.subtracting(rendered).subtracting(Self.notYetRendered).sorted()
        #expect(missing.isEmpty, "codes no test renders as exact text: \(missing.joined(separator: ", "))")
        let nowRendered = Self.notYetRendered.intersection(rendered).sorted()
        #expect(
            nowRendered.isEmpty,
            "remove from notYetRendered, they have tests now: \(nowRendered.joined(separator: ", "))")
        let unknown = Self.notYetRendered.subtracting(declared).sorted()
        #expect(unknown.isEmpty, "notYetRendered lists codes that are not declared: \(unknown.joined(separator: ", "))")
    }
}
