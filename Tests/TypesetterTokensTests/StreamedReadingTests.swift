import Foundation
import Testing

@testable import TypesetterTokens

/// A file read member by member (``TokenTree/addStreaming(_:)``) gives exactly what reading it whole gives:
/// the same tokens in the same order, and the same diagnostics in the same order; and the files whose form
/// would change that order are read whole.
@Suite("Streamed reading")
struct StreamedReadingTests {
    /// Each document, whether it is read member by member, in strict and lenient mode.
    static let documents: [(text: String, streamed: Bool, lenient: Bool)] = [
        (#"{"a": {"$type": "number", "x": {"$value": 1}}, "b": {"y": {"$value": "{a.x}"}}}"#, true, false),
        (#"{"t": {"$value": 1, "$type": "number"}, "bad": 3, "g": {"u": {"$value": "{t}"}}}"#, true, false),
        (#"{"g": {"u": {"$value": "{t}"}}, "t": {"$value": 1, "$type": "number"}}"#, false, false),
        (#"{"g": {"u": {"$value": 1}}, "bad": 3}"#, false, false),
        (#"{"$type": "number", "g": {"u": {"$value": 1}}}"#, false, false),
        (#"{"$description": "set", "g": {"u": {"$value": 1, "$type": "number"}}}"#, true, false),
        (#"{"g": {"u": {"$value": 1, "$type": "number"}}, "$description": 5}"#, false, false),
        (#"{"g": {"u": {"$value": 1, "$type": "number"}}, "$schema": "x"}"#, true, false),
        (#"{"g": {"u": {"$value": 1}}, "g": {"v": {"$value": 2, "$type": "number"}}}"#, false, false),
        (#"{"g": {"u": {"$value": 1, "$type": "number"}}, "h": {"v": {"$value": 2"#, true, false),
        (#"{"g": {"u": {"$value": 1, "$type": "number"}}} x"#, true, false),
        (#"[1, 2]"#, true, false),
        (#"{}"#, true, false),
        (#"{"a.b": {"c": {"$value": 1}}, "": {}, "g": {"$type": "dimension", "u": {"$value": "4px"}}}"#, true, false),
        (#"{"g": {"u": {"value": 1, "type": "number"}}, "extensions": {"x": 1}}"#, false, true),
        (##"{"t": {"value": "#fff", "type": "color"}, "g": {"u": {"value": "{t}", "type": "color"}}}"##, false, true),
        (##"{"g": {"$type": "color", "u": {"$value": "#ffffff"}, "v": {"value": "red"}}}"##, true, true),
        (#"{"g": {"$type": "fontWeight", "u": {"$value": "bold"}}, "h": {"v": {"$value": "{g.u}"}}}"#, true, true),
        // `$extends` retypes what it copies (here a number as a dimension, an error): values read early would
        // miss it, so a file with one reads them later, also when the scan cannot see the key (escaped).
        (
            #"{"base": {"$type": "number", "x": {"$value": 1}}, "ext": {"$type": "dimension", "$extends": "{base}"}}"#,
            true, false
        ),
        (
            #"{"base": {"$type": "number", "x": {"$value": 1}}, "ext": {"$type": "dimension", "\u0024extends": "{base}"}}"#,
            true, false
        ),
        // A reference that is not followed (inside CSS math) sees a value read early no sooner than before.
        (
            #"{"s": {"$type": "dimension", "b": {"$value": "min(2vw, {s.c})"}, "c": {"$value": {"value": 4, "unit": "px"}}}}"#,
            true, false
        ),
    ]

    @Test(
        "the same tokens and diagnostics as a whole reading, parsed on the same thread or its own",
        arguments: documents.indices, [false, true])
    func sameAsWhole(_ index: Int, inParallel: Bool) throws {
        let (text, streamed, lenient) = Self.documents[index]
        let file = SourceFile(path: "tokens.json", text: text)
        var options = ResolveOptions(lenient: lenient)
        options.parsesInParallel = inParallel

        var tree = TokenTree(lenient: lenient)
        let handed = tree.addStreaming(file, inParallel: inParallel)
        #expect((handed != nil) == streamed)

        let whole = JSONParser.parse(file)
        var expected = TokenResolver.resolve(documents: whole.root.map { [$0] } ?? [], options: options)
        expected.diagnostics.insert(contentsOf: whole.diagnostics, at: 0)
        let actual = TokenResolver.resolve(files: [file], options: options)

        #expect(actual.diagnostics == expected.diagnostics)
        #expect(Self.describe(actual.tokens) == Self.describe(expected.tokens))
    }

    /// Every JSON file of the conformance corpus, the examples and the fuzzing seeds (362 files when written),
    /// strict and lenient: the same result either way, whichever way each file is read.
    @Test("the repository's token files read the same either way")
    func repositoryFilesSameAsWhole() throws {
        let root = conformanceFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var paths: [String] = []
        for folder in ["Tests/Fixtures/dtcg-conformance", "Examples", "Fuzz/TokensFuzz/Seeds"] {
            let base = root.appendingPathComponent(folder)
            let found = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            paths += found.filter { $0.hasSuffix(".json") || $0.hasSuffix(".json5") }
                .map { base.appendingPathComponent($0).path }
        }
        #expect(paths.count > 300)
        var streamed = 0
        for path in paths.sorted() {
            for lenient in [false, true] {
                let bytes = try #require(FileManager.default.contents(atPath: path))
                let file = SourceFile(path: path, bytes: [UInt8](bytes), syntax: lenient ? .lenient(path: path) : nil)
                var options = ResolveOptions(lenient: lenient)
                var tree = TokenTree(lenient: lenient)
                if tree.addStreaming(file) != nil { streamed += 1 }
                let whole = JSONParser.parse(file)
                var expected = TokenResolver.resolve(documents: whole.root.map { [$0] } ?? [], options: options)
                expected.diagnostics.insert(contentsOf: whole.diagnostics, at: 0)
                for inParallel in [false, true] {
                    options.parsesInParallel = inParallel
                    let actual = TokenResolver.resolve(files: [file], options: options)
                    let label = "\(path), lenient: \(lenient), parsed in parallel: \(inParallel)"
                    #expect(actual.diagnostics == expected.diagnostics, "\(label)")
                    #expect(Self.describe(actual.tokens) == Self.describe(expected.tokens), "\(label)")
                }
            }
        }
        // Most of them are read member by member, so the comparison is not of the whole reading with itself.
        #expect(streamed > paths.count)
    }

    /// An `$extends` the scan cannot see (an escaped key) sends a file with values read early back to be read
    /// whole; one it sees turns the early reading off.
    @Test func extendsTurnsEarlyValuesOff() {
        let escaped = #"{"a": {"$type": "number", "x": {"$value": 1}}, "b": {"\u0024extends": "{a}"}}"#
        var tree = TokenTree(lenient: false)
        #expect(tree.addStreaming(SourceFile(path: "tokens.json", text: escaped), readsLiterals: true) == nil)
        #expect(tree.entries.isEmpty)
        let plain = #"{"a": {"$type": "number", "x": {"$value": 1}}, "b": {"$extends": "{a}"}}"#
        tree = TokenTree(lenient: false)
        #expect(tree.addStreaming(SourceFile(path: "tokens.json", text: plain), readsLiterals: true) != nil)
        #expect(tree.entries.count == 1 && !tree.entries[0].isResolved)
        let none = #"{"a": {"$type": "number", "x": {"$value": 1}}}"#
        tree = TokenTree(lenient: false)
        #expect(tree.addStreaming(SourceFile(path: "tokens.json", text: none), readsLiterals: true) != nil)
        #expect(tree.entries.count == 1 && tree.entries[0].isResolved)
    }

    /// A member declined after the parsing thread has filled its queue and waits: the parse stops, the tree
    /// is as it was.
    @Test func declinedWhileTheParserWaits() {
        // The reader declines the second member, by which time the parser has queued all it may of the rest.
        let groups = (0..<300).map { #""g\#($0)": {"t": {"$value": \#($0), "$type": "number"}}"# }
        let file = SourceFile(
            path: "tokens.json",
            text: #"{"g": {"t": {"$value": 1, "$type": "number"}}, "bad": 3, "#
                + groups.joined(separator: ", ") + "}")
        var tree = TokenTree(lenient: false)
        #expect(tree.addStreaming(file, inParallel: true) == nil)
        #expect(tree.entries.isEmpty && tree.groups.isEmpty && tree.diagnostics.isEmpty)
    }

    @Test("a declined file leaves the tree as it was", arguments: [false, true])
    func declinedLeavesTreeEmpty(inParallel: Bool) {
        let file = SourceFile(path: "tokens.json", text: #"{"g": {"u": {"$value": 1}}, "bad": 3}"#)
        var tree = TokenTree(lenient: false)
        #expect(tree.addStreaming(file, inParallel: inParallel) == nil)
        #expect(tree.entries.isEmpty)
        #expect(tree.groups.isEmpty)
        #expect(tree.diagnostics.isEmpty)
    }

    /// More root members than the parsing thread reads ahead (it waits for room), with a duplicate key, a
    /// comment and a syntax error in turn near the end: what each is when read whole.
    @Test(
        "a parsing thread that runs ahead hands every member over in order",
        arguments: ["", #", "g3": {"u": {"$value": 1}}"#, "/* note */", #", "h": {"#])
    func parsingThreadRunsAhead(ending: String) {
        let groups = (0..<500).map { group in
            #""g\#(group)": {"$type": "number", "#
                + (0..<4).map { #""t\#($0)": {"$value": \#(group * 4 + $0)}"# }.joined(separator: ", ")
                + (group > 0 ? #", "a": {"$value": "{g\#(group - 1).t0}"}"# : "") + "}"
        }
        let file = SourceFile(path: "tokens.json", text: "{" + groups.joined(separator: ",\n") + ending + "}")
        let whole = JSONParser.parse(file)
        var expected = TokenResolver.resolve(documents: whole.root.map { [$0] } ?? [], options: ResolveOptions())
        expected.diagnostics.insert(contentsOf: whole.diagnostics, at: 0)
        var options = ResolveOptions()
        options.parsesInParallel = true
        let actual = TokenResolver.resolve(files: [file], options: options)
        #expect(actual.diagnostics == expected.diagnostics)
        #expect(Self.describe(actual.tokens) == Self.describe(expected.tokens))
        // 500 groups of four numbers and an alias each but the first; none when the file is unreadable.
        if let count = ["": 2_499, "/* note */": 2_499, #", "h": {"#: 0][ending] {
            #expect(actual.tokens.tokens.count == count)
        }
    }

    static func describe(_ set: TokenSet) -> [String] {
        set.tokens.map { "\($0.path) \($0.type) \($0.location) \($0.value) \($0.description ?? "-")" }
    }
}
