import Foundation
import Testing

/// Lenient warnings through the built binary: one line per form with the count, the files and the first place,
/// every one with `--verbose`, and the counts always of every occurrence.
@Suite("typesetter lenient warnings")
struct LenientAggregationTests {
    /// A Style Dictionary export of `count` colors (`value`/`type` without `$`, hex strings).
    static func export(_ prefix: String, _ count: Int) -> String {
        "{ "
            + (0..<count).map { ##""\##(prefix)\##($0)": { "value": "#0044cc", "type": "color" }"## }
            .joined(separator: ",\n") + " }"
    }

    @Test func oneLinePerForm() throws {
        // b.json also writes a description without `$`, a form a.json does not have.
        let described = Self.export("b", 3).replacingOccurrences(
            of: #""type": "color""#, with: #""type": "color", "description": "d""#)
        let folder = try TokensCommandTests.folder(["a.json": Self.export("a", 2_000), "b.json": described])
        let result = try CLI.run(["check", "--lenient", "--format", "xcode", "a.json", "b.json"], in: folder)
        #expect(result.exitCode == 0)
        #expect(
            result.stderr == """
                a.json:1:11: warning: "value" without '$' is a legacy form; the Format Module writes "$value" (2,003 times in 2 files, the first here in a.json; --verbose lists each) [lenient.legacy-form]
                a.json:1:11: note: fix-it: add the '$': "$value"
                a.json:1:31: warning: "type" without '$' is a legacy form; the Format Module writes "$type" (2,003 times in 2 files, the first here in a.json; --verbose lists each) [lenient.legacy-form]
                a.json:1:31: note: fix-it: add the '$': "$type"
                b.json:1:48: warning: "description" without '$' is a legacy form; the Format Module writes "$description" (3 times in b.json, the first here; --verbose lists each) [lenient.legacy-form]
                b.json:1:48: note: fix-it: add the '$': "$description"
                a.json:1:20: warning: color as a hex string "#0044cc" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [0, 0.267, 0.8], "hex": "#0044cc"} (2,003 times in 2 files, the first here in a.json; --verbose lists each) [lenient.legacy-form]
                a.json:1:20: note: fix-it: use the Format Module form: {"colorSpace": "srgb", "components": [0, 0.267, 0.8], "hex": "#0044cc"}

                """)
        // The counts are of every occurrence.
        #expect(result.stdout == "2003 tokens, 0 errors, 6012 warnings\nwarnings by code: lenient.legacy-form 6,012\n")
        let verbose = try CLI.run(
            ["check", "--lenient", "--verbose", "--format", "xcode", "a.json", "b.json"], in: folder)
        #expect(verbose.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.count == 6_012)
    }
}
