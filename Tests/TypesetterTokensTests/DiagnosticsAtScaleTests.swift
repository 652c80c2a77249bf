import Testing
@testable import TypesetterTokens

/// Long diagnostic runs: rendered in one pass per file, counted by code, excerpts from every kind of file.
@Suite("Diagnostics at scale")
struct DiagnosticsAtScaleTests {
    /// 200,000 warnings, one per line of one file: correctness only (the time is measured by hand, see the
    /// README); quadratic rendering made this minutes long.
    @Test func twoHundredThousandWarningsRender() throws {
        let count = 200_000
        let file = SourceFile(path: "big.json", text: (1...count).map { "line \($0)" }.joined(separator: "\n"))
        let diagnostics = (1...count).map { line in
            Diagnostic(.warning, .lenientForm, "w\(line)", at: SourceLocation(file: file, line: Int32(line), column: 3))
        }
        let text = DiagnosticRenderer.render(diagnostics, as: .text)
        #expect(text.hasPrefix("warning: w1 [lenient.legacy-form]\n --> big.json:1:3\n  |\n1 | line 1\n  |   ^\n"))
        #expect(
            text.hasSuffix(
                "warning: w200000 [lenient.legacy-form]\n      --> big.json:200000:3\n       |\n200000 | line 200000\n       |   ^\n"
            ))
        #expect(
            DiagnosticTally.lines(diagnostics + [Diagnostic(.warning, .mergeConflict, "m", at: nil)]) == [
                "warnings by code: lenient.legacy-form 200,000, merge.conflict 1"
            ])
    }

    @Test func tallyOnlyForLongRuns() {
        let few = (0..<19).map { _ in Diagnostic(.error, .invalidValue, "e", at: nil) }
        #expect(DiagnosticTally.lines(few) == [])
        #expect(
            DiagnosticTally.lines(few + [Diagnostic(.warning, .jsonComment, "c", at: nil)]) == [
                "errors by code: value.invalid 19", "warnings by code: json.comment 1",
            ])
        #expect(DiagnosticTally.grouped(1_234_567) == "1,234,567")
        #expect(DiagnosticTally.maxWarningsExceeded(few, limit: 0) == nil)
        #expect(
            DiagnosticTally.maxWarningsExceeded([Diagnostic(.warning, .jsonComment, "c", at: nil)], limit: 0)
                == "1 warnings exceed --max-warnings 0")
    }

    /// A file read through a resolver document is quoted like any other (its excerpt line was blank: the file
    /// was freed before the diagnostic was rendered).
    @Test func resolverSourcesKeepTheirExcerpts() throws {
        let folder = try TemporaryFolder([
            "a.json": "{\n  \"x\": { \"$type\": \"number\", \"$value\": \"{missing}\" }\n}",
            "r.resolver.json": """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "a.json"}]}]}
            """,
        ])
        let result = TokenPipeline.run(paths: [], resolverPath: folder.path + "/r.resolver.json")
        let text = DiagnosticRenderer.render(result.diagnostics, as: .text)
        #expect(text.contains("2 |   \"x\": { \"$type\": \"number\", \"$value\": \"{missing}\" }\n"))
    }

    @Test func strictModeSuggestsLenientOnce() throws {
        let folder = try TemporaryFolder([
            "sd.json": ##"{"a": {"value": "#ffffff", "type": "color"}, "b": {"value": 1}}"##
        ])
        let result = TokenPipeline.run(paths: [folder.path + "/sd.json"])
        let notes = result.diagnostics.filter { $0.code == DiagnosticCode.lenientSuggested }
        #expect(
            notes.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/sd.json:1:17: note: these tokens look like Style Dictionary or Tokens Studio form (value/type without $); --lenient (or options.lenient: true in the configuration) reads them, each rewrite a warning [lenient.suggested]\n"
            ])
        #expect(
            TokenPipeline.run(paths: [folder.path + "/sd.json"], options: ResolveOptions(lenient: true)).diagnostics
                .contains { $0.code == DiagnosticCode.lenientSuggested } == false)
        // A DTCG file whose values are wrong is not in a legacy form, though the error quotes `{"value": …}`.
        let dtcg = try TemporaryFolder(["px.json": ##"{"a": {"$type": "dimension", "$value": "2px"}}"##])
        let strict = TokenPipeline.run(paths: [dtcg.path + "/px.json"])
        #expect(strict.hasErrors)
        #expect(!strict.diagnostics.contains { $0.code == DiagnosticCode.lenientSuggested })
    }
}
