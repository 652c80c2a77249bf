import Foundation
import Testing
import TypesetterDiagnostics

/// Swift Testing declares a `SourceLocation` too.
typealias Location = TypesetterDiagnostics.SourceLocation

/// The diagnostics module on its own: diagnostics made by hand, rendered in every format, gathered and
/// counted. (Each stage's own codes are rendered from real input in that stage's tests.)
@Suite struct RenderingTests {
    static let file = SourceFile(path: "tokens.json", text: "{\n  \"size\": { \"$value\": \"12pt\" },\n\t\"é\": 1\n}\n")

    static func at(_ line: Int32, _ column: Int32) -> Location {
        Location(file: file, line: line, column: column)
    }

    static let error = Diagnostic(
        .error, "value.invalid", "\"12pt\" is not a dimension", at: at(2, 26),
        notes: [.init("the Format Module writes a dimension as an object"), .init("declared here", at: at(2, 3))],
        fixIt: .init("write it as an object", replacement: #"{"value": 12, "unit": "px"}"#))

    @Test func textQuotesTheLineWithACaretNotesAndFixIt() {
        #expect(
            DiagnosticRenderer.render([Self.error], as: .text) == #"""
                error: "12pt" is not a dimension [value.invalid]
                 --> tokens.json:2:26
                  |
                2 |   "size": { "$value": "12pt" },
                  |                          ^
                note: the Format Module writes a dimension as an object
                note: declared here
                 --> tokens.json:2:3
                  |
                2 |   "size": { "$value": "12pt" },
                  |   ^
                fix-it: write it as an object: {"value": 12, "unit": "px"}

                """#)
    }

    /// Columns count Unicode scalars, and a tab before the column stays a tab so the caret lines up.
    @Test func caretCountsScalarsAndKeepsTabs() {
        let warning = Diagnostic(.warning, "lenient.legacy-form", "a warning", at: Self.at(3, 5))
        #expect(
            DiagnosticRenderer.text(warning) == """
                warning: a warning [lenient.legacy-form]
                 --> tokens.json:3:5
                  |
                3 | \t"é": 1
                  | \t   ^

                """)
    }

    @Test func xcodeFormIsOneLinePerMessage() {
        #expect(
            DiagnosticRenderer.render([Self.error], as: .xcode) == #"""
                tokens.json:2:26: error: "12pt" is not a dimension [value.invalid]
                typesetter: note: the Format Module writes a dimension as an object
                tokens.json:2:3: note: declared here
                tokens.json:2:26: note: fix-it: write it as an object: {"value": 12, "unit": "px"}

                """#)
    }

    @Test func jsonFormParsesBackWithEveryField() throws {
        let text = DiagnosticRenderer.render([Self.error], as: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let object = try #require(array.first)
        #expect(object["severity"] as? String == "error")
        #expect(object["code"] as? String == "value.invalid")
        #expect(object["file"] as? String == "tokens.json")
        #expect(object["line"] as? Int == 2)
        #expect(object["column"] as? Int == 26)
        #expect((object["notes"] as? [Any])?.count == 2)
    }

    @Test func sarifNamesOneRulePerCodeAndEachResultsPlace() throws {
        let warning = Diagnostic(.warning, "lenient.legacy-form", "a warning", at: Self.at(3, 5))
        let text = DiagnosticRenderer.render([Self.error, warning, Self.error], as: .sarif)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["value.invalid", "lenient.legacy-form"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleIndex"] as? Int } == [0, 1, 0])
        #expect(results.compactMap { $0["level"] as? String } == ["error", "warning", "error"])
        let place = try #require(
            ((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]))
        #expect((place["artifactLocation"] as? [String: Any])?["uri"] as? String == "tokens.json")
        #expect((place["region"] as? [String: Any])?["startLine"] as? Int == 3)
        #expect((place["region"] as? [String: Any])?["startColumn"] as? Int == 5)
    }

    @Test func junitGroupsDiagnosticsByCodeAndPassesACleanRun() {
        let junit = DiagnosticRenderer.render([Self.error, Self.error], as: .junit)
        #expect(junit.contains(#"<testcase classname="typesetter" name="value.invalid" time="0">"#))
        #expect(junit.components(separatedBy: "<failure").count - 1 == 2)
        let clean = DiagnosticRenderer.render([], as: .junit)
        #expect(clean.contains(#"<testcase classname="typesetter" name="diagnostics""#))
        #expect(!clean.contains("<failure"))
    }

    /// Where each line starts, found by a byte search: every line break, one after another, at the end, none.
    @Test(arguments: [
        ("a\nbc\n\nd", [0, 2, 5, 6]), ("", [0]), ("\n", [0, 1]), ("one line", [0]), ("a\r\nb\n", [0, 3, 5]),
        ("é\nü", [0, 3]),
    ])
    func lineStarts(text: String, starts: [Int]) {
        let file = SourceFile(path: "lines.json", text: text)
        #expect(file.lineStarts() == starts)
        // Each line's text read through them is the text read by scanning.
        for line in 1...starts.count {
            #expect(file.text(ofLine: line, lineStarts: starts) == file.text(ofLine: line))
        }
    }
}
