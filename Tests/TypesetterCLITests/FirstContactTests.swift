import Foundation
import Testing

/// The first minutes of a new user (issue #25), through the built binary with the exact text: each problem
/// found by trying Typesetter as a newcomer has its case here.
@Suite struct FirstContactTests {
    /// A folder with the starter (`typesetter init`), its token file edited by `edit`.
    static func starter(editing edit: (String) -> String = { $0 }) throws -> URL {
        let folder = try InitCommandTests.emptyFolder()
        _ = try CLI.run(["init"], in: folder)
        let tokens = folder.appendingPathComponent("tokens/typography.json")
        try Data(edit(try String(contentsOf: tokens, encoding: .utf8)).utf8).write(to: tokens)
        return folder
    }

    /// The first occurrence of `old` replaced.
    static func replacingFirst(_ old: String, with new: String) -> (String) -> String {
        { text in
            guard let range = text.range(of: old) else { return text }
            return text.replacingCharacters(in: range, with: new)
        }
    }

    @Test func aReferenceWithATypoSuggestsTheToken() throws {
        let folder = try Self.starter(
            editing: Self.replacingFirst("{fontFamily.system}", with: "{fontFamily.sytem}"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build"], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr == """
                error: {fontFamily.sytem} does not resolve: no token "fontFamily.sytem"; did you mean "fontFamily.system"? [reference.unresolved]
                  --> tokens/typography.json:13:21
                   |
                13 |       "fontFamily": "{fontFamily.sytem}",
                   |                     ^
                fix-it: use fontFamily.system: "{fontFamily.system}"

                """)
    }

    @Test func aLineHeightIsReportedAtTheMember() throws {
        let folder = try Self.starter(editing: Self.replacingFirst(#""lineHeight": 1.2"#, with: #""lineHeight": 0.8"#))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(result.exitCode == 0)
        #expect(
            result.stderr == """
                tokens/typography.json:16:21: warning: largeTitle: line height 27.2 pt is below the font's ascent + descent of 40.57 pt at large, so lines laid out at the design's height overlap; the runtime lays them out at the font's 40.57 pt unless an app keeps the design's (at every size, 100% of users, coarse estimate) [check.lines-overlap]
                typesetter: note: raise lineHeight to at least 1.194 (the font's ascent + descent in em)
                tokens/typography.json:16:21: note: fix-it: set lineHeight to the font's ascent + descent: 1.194

                """)
    }
}
