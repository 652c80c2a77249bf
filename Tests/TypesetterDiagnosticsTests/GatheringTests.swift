import Testing
import TypesetterDiagnostics

/// Warnings gathered per form, counts by code, and name suggestions.
@Suite struct GatheringTests {
    static let first = SourceFile(path: "tokens/a.json", text: "{\n\"a\": 1,\n\"b\": 2,\n\"c\": 3\n}\n")
    static let second = SourceFile(path: "tokens/b.json", text: "{\n\"d\": 4\n}\n")

    static func legacy(_ name: String, _ file: SourceFile, line: Int32) -> Diagnostic {
        Diagnostic(
            .warning, "lenient.legacy-form", "\"color.\(name)\" uses \"value\" without '$'",
            at: Location(file: file, line: line, column: 1))
    }

    /// A form repeated in one file is one warning naming the file; repeated across files (an export of forty
    /// files writes `value` without `$` in each), one warning that counts the files.
    @Test func repeatedFormsBecomeOneWarningWithACount() {
        let error = Diagnostic(
            .error, "value.invalid", "a bad value", at: Location(file: Self.first, line: 2, column: 1))
        let typeForm = Diagnostic(
            .warning, "lenient.legacy-form", "\"color.a\" uses \"type\" without '$'",
            at: Location(file: Self.first, line: 2, column: 9))
        let gathered = DiagnosticAggregation.aggregate([
            Self.legacy("a", Self.first, line: 2), typeForm, error, Self.legacy("b", Self.first, line: 3),
            typeForm, Self.legacy("c", Self.first, line: 4), Self.legacy("d", Self.second, line: 2),
        ])
        #expect(
            gathered.map(\.message) == [
                "\"color.a\" uses \"value\" without '$' (4 times in 2 files, the first here in a.json; --verbose lists each)",
                "\"color.a\" uses \"type\" without '$' (2 times in a.json, the first here; --verbose lists each)",
                "a bad value",
            ])
        #expect(gathered.first?.location?.line == 2)
        // A form once in a file and nowhere else stays as it is.
        #expect(
            DiagnosticAggregation.aggregate([Self.legacy("d", Self.second, line: 2)]).map(\.message) == [
                "\"color.d\" uses \"value\" without '$'"
            ])
    }

    /// A problem of one file's tokens (an unresolved reference, a merge conflict) is gathered per file, so that
    /// each file that has it is named; only lenient rewrites are gathered across files.
    @Test func problemsOfTokensStayPerFile() {
        func unresolved(_ file: SourceFile, line: Int32) -> Diagnostic {
            Diagnostic(
                .warning, "reference.unresolved", "{font.md} does not resolve",
                at: Location(file: file, line: line, column: 1))
        }
        let gathered = DiagnosticAggregation.aggregate([
            unresolved(Self.first, line: 2), unresolved(Self.first, line: 3), unresolved(Self.second, line: 2),
        ])
        #expect(
            gathered.map { "\($0.location?.path ?? ""): \($0.message)" } == [
                "tokens/a.json: {font.md} does not resolve (2 times in a.json, the first here; --verbose lists each)",
                "tokens/b.json: {font.md} does not resolve",
            ])
    }

    /// Errors, and warnings about one style (a check's), are never gathered.
    @Test func errorsAndCheckWarningsStayOnTheirOwn() {
        let place = Location(file: Self.first, line: 2, column: 1)
        let errors = (0..<3).map { _ in Diagnostic(.error, "lenient.legacy-form", "an error", at: place) }
        #expect(DiagnosticAggregation.aggregate(errors).count == 3)
        let checks = (0..<3).map { _ in Diagnostic(.warning, "check.lines-overlap", "overlap", at: place) }
        #expect(DiagnosticAggregation.aggregate(checks).count == 3)
    }

    @Test func countsReadInGroupsOfThree() {
        #expect(DiagnosticTally.grouped(7) == "7")
        #expect(DiagnosticTally.grouped(1203) == "1,203")
        #expect(DiagnosticTally.grouped(-1_234_567) == "-1,234,567")
    }

    @Test func longRunsGetLinesByCodeMostFrequentFirst() {
        let place = Location(file: Self.first, line: 2, column: 1)
        let run =
            (0..<12).map { _ in Diagnostic(.warning, "lenient.legacy-form", "w", at: place) }
            + (0..<7).map { _ in Diagnostic(.warning, "merge.conflict", "w", at: place) }
            + [Diagnostic(.error, "value.invalid", "e", at: place)]
        #expect(
            DiagnosticTally.lines(run) == [
                "errors by code: value.invalid 1", "warnings by code: lenient.legacy-form 12, merge.conflict 7",
            ])
        #expect(DiagnosticTally.lines(Array(run.prefix(19))).isEmpty)
        #expect(DiagnosticTally.maxWarningsExceeded(run, limit: 19) == nil)
        #expect(DiagnosticTally.maxWarningsExceeded(run, limit: 3) == "19 warnings exceed --max-warnings 3")
    }

    @Test func suggestionsAreCloseNamesOnly() {
        let names = ["title", "body", "bode", "caption", "build"]
        #expect(NameSuggestions.closest(to: "tittle", among: names) == ["title"])
        #expect(NameSuggestions.closest(to: "Body", among: names) == ["body"])
        #expect(NameSuggestions.closest(to: "buidl", among: names) == ["build"])
        #expect(NameSuggestions.closest(to: "headline", among: names).isEmpty)
    }
}
