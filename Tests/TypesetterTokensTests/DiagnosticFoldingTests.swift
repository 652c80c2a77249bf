import Testing

@testable import TypesetterDiagnostics
@testable import TypesetterTokens

/// Repeats of a legacy form gathered as they are read (``ResolveOptions/gathersRepeatedForms``, the CLI without
/// `--verbose`) list exactly what the aggregation of every diagnostic lists, and count the same.
@Suite("Diagnostic folding") struct DiagnosticFoldingTests {
    func resolve(_ text: String, folding: Bool) -> TokenResolution {
        var options = ResolveOptions(lenient: true)
        options.gathersRepeatedForms = folding
        return TokenResolver.resolve(files: [SourceFile(path: "tokens.json", text: text)], options: options)
    }

    @Test func foldedListsWhatAggregationListsWithTheSameCounts() throws {
        let tokens = (0..<300).map { index in
            // Every tenth token also has a description written Style Dictionary's way.
            let comment = index % 10 == 0 ? #", "comment": "note \#(index)""# : ""
            return #""t\#(index)": { "value": "\#(index)px", "type": "dimension"\#(comment) }"#
        }
        let text = "{ \"size\": { \(tokens.joined(separator: ",\n")) } }"
        let every = resolve(text, folding: false)
        let folded = resolve(text, folding: true)
        // The tree's forms (`value`, `type`, `comment`) are gathered, and so are the value reader's (`"12px"`).
        #expect(folded.diagnostics.count == 4)
        #expect(folded.diagnostics.count(of: .warning) == every.diagnostics.count(of: .warning))
        #expect(folded.diagnostics.count(of: .warning) == every.diagnostics.count)
        let aggregated = DiagnosticAggregation.aggregate(every.diagnostics)
        let foldedThenAggregated = DiagnosticAggregation.aggregate(folded.diagnostics)
        #expect(foldedThenAggregated.map(\.message) == aggregated.map(\.message))
        // (Each run reads its own load of the file: the places are compared by line and column.)
        let places = { (list: [Diagnostic]) in list.map { $0.location.map { "\($0.line):\($0.column)" } } }
        #expect(places(foldedThenAggregated) == places(aggregated))
        #expect(foldedThenAggregated.map(\.fixIt) == aggregated.map(\.fixIt))
        #expect(DiagnosticTally.lines(folded.diagnostics) == DiagnosticTally.lines(every.diagnostics))
        let first = try #require(foldedThenAggregated.first)
        #expect(
            first.message
                == #""value" without '$' is a legacy form; the Format Module writes "$value" (300 times in tokens.json, the first here; --verbose lists each)"#
        )
    }

    @Test func aFoldedFormIsCountedOnItsFirstPlace() {
        var list: [Diagnostic] = []
        var folding = DiagnosticFolding()
        let file = SourceFile(path: "a.json", text: "{}\n{}\n")
        for line in Int32(1)...3 {
            folding.append(
                .warning(
                    .lenientForm, "\"value\" without '$' is a legacy form; token \"t\(line)\" at \(line)",
                    at: SourceLocation(file: file, line: line, column: 1)),
                to: &list)
        }
        // An error is never folded, nor a warning of another form.
        folding.append(.error(.invalidValue, "bad", at: SourceLocation(file: file, line: 2, column: 1)), to: &list)
        folding.append(
            .warning(.lenientForm, "another form", at: SourceLocation(file: file, line: 2, column: 1)), to: &list)
        #expect(list.map(\.occurrences) == [3, 1, 1])
        #expect(list.first?.location?.line == 1)
        #expect(list.count(of: .warning) == 4)
        #expect(DiagnosticTally.maxWarningsExceeded(list, limit: 3) == "4 warnings exceed --max-warnings 3")
    }

    /// More forms than the folding remembers messages of, each message repeated and each form under several
    /// messages: the same list, and the same counts, as aggregating every diagnostic.
    @Test func manyFormsFoldAsAggregationDoes() {
        let file = SourceFile(path: "a.json", text: String(repeating: "{}\n", count: 80))
        let names = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda"]
        var every: [Diagnostic] = []
        var list: [Diagnostic] = []
        var folding = DiagnosticFolding()
        var line: Int32 = 0
        for round in 0..<3 {
            for name in names {
                for _ in 0..<2 {
                    line += 1
                    let diagnostic = Diagnostic.warning(
                        .lenientForm, "\"\(name)\" is a legacy form in round \(round)",
                        at: SourceLocation(file: file, line: line, column: 1))
                    every.append(diagnostic)
                    folding.append(diagnostic, to: &list)
                }
            }
        }
        #expect(list.count == names.count)
        #expect(list.allSatisfy { $0.occurrences == 6 })
        let aggregated = DiagnosticAggregation.aggregate(every)
        #expect(DiagnosticAggregation.aggregate(list).map(\.message) == aggregated.map(\.message))
        #expect(DiagnosticAggregation.aggregate(list).map { $0.location?.line } == aggregated.map { $0.location?.line })
    }

    /// The byte reading of a message's form is the character reading's, for every ASCII message and every
    /// message whose other characters are punctuation, symbols or spaces.
    @Test(arguments: [
        #""value" without '$' is a legacy form; the Format Module writes "$value""#,
        #"dimension as a bare number (no unit: px assumed) is a legacy form; the Format Module writes {"value": -34.5, "unit": "px"}"#,
        #"lineHeight as a length 41 (px in a Figma text style), 1,204 in [0, 1] -2 "a-b" "x.y" "$type" """#,
        #"unclosed "quote and {brace [bracket"#,
        #"lineHeight "{r0.typography.large title.regular.lineH…" is a length (41px) → 1.2 × 2 — “quoted” 3…4 -…5"#,
        #"in braces {a → b…} and [“x”, 2] then "a…b" "—" 12€ 7 ≤ 8"#,
    ])
    func utf8FormIsTheCharacterForm(message: String) {
        var text = message
        let bytes = text.withUTF8 { DiagnosticAggregation.utf8Form(of: $0) }
        #expect(bytes != nil)
        #expect(bytes == DiagnosticAggregation.characterForm(of: message))
    }

    /// A message with a letter, a digit or a mark beyond ASCII, or a carriage return, is read by character.
    @Test(arguments: ["size \"héading\" 4", "size ٣ or ½", "a\u{301} 4", "line\r\nbreak -7", "flag 🇫🇷 1"])
    func otherMessagesAreReadByCharacter(message: String) {
        var text = message
        #expect(text.withUTF8 { DiagnosticAggregation.utf8Form(of: $0) } == nil)
        #expect(DiagnosticAggregation.form(of: message) == DiagnosticAggregation.characterForm(of: message))
    }

    /// Every punctuation, math or currency symbol and space scalar the byte reading keeps is a character by
    /// itself beside ASCII and beside its own kind (it neither extends the one before it nor joins the one
    /// after it), and no number nor letter: so each is one character of the character reading.
    @Test func separateCharactersAreCharactersByThemselves() {
        var checked = 0
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), DiagnosticAggregation.isSeparateCharacter(scalar) else {
                continue
            }
            checked += 1
            let character = Character(scalar)
            #expect(!character.isNumber && !character.isLetter, "\(value)")
            // Before and after ASCII (a mark or a prefix would join), and beside another of its kind or
            // itself (a regional indicator or a Hangul jamo would join).
            for neighbor in ["a", "1", "\"", " ", "-", "\u{2026}", String(character)] {
                #expect("\(neighbor)\(character)\(neighbor)".count == 3, "\(value) beside \(neighbor)")
            }
        }
        #expect(checked > 1_000)
    }
}
