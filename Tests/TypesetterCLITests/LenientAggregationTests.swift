import Foundation
import Testing

/// Lenient warnings through the built binary: one line per form and file with the count and the first place,
/// every one with `--verbose`, and the counts always of every occurrence.
@Suite("typesetter lenient warnings")
struct LenientAggregationTests {
    /// A Style Dictionary export of `count` colors (`value`/`type` without `$`, hex strings).
    static func export(_ prefix: String, _ count: Int) -> String {
        "{ "
            + (0..<count).map { ##""\##(prefix)\##($0)": { "value": "#0044cc", "type": "color" }"## }
            .joined(separator: ",\n") + " }"
    }

    @Test func oneLinePerFormAndFile() throws {
        let folder = try TokensCommandTests.folder(["a.json": Self.export("a", 2_000), "b.json": Self.export("b", 3)])
        let result = try CLI.run(["check", "--lenient", "--format", "xcode", "a.json", "b.json"], in: folder)
        #expect(result.exitCode == 0)
        #expect(
            result.stderr == """
                a.json:1:11: warning: "value" without '$' is a legacy form; the Format Module writes "$value" (2,000 times in a.json, the first here; --verbose lists each) [lenient.legacy-form]
                a.json:1:11: note: fix-it: add the '$': "$value"
                a.json:1:31: warning: "type" without '$' is a legacy form; the Format Module writes "$type" (2,000 times in a.json, the first here; --verbose lists each) [lenient.legacy-form]
                a.json:1:31: note: fix-it: add the '$': "$type"
                b.json:1:11: warning: "value" without '$' is a legacy form; the Format Module writes "$value" (3 times in b.json, the first here; --verbose lists each) [lenient.legacy-form]
                b.json:1:11: note: fix-it: add the '$': "$value"
                b.json:1:31: warning: "type" without '$' is a legacy form; the Format Module writes "$type" (3 times in b.json, the first here; --verbose lists each) [lenient.legacy-form]
                b.json:1:31: note: fix-it: add the '$': "$type"
                a.json:1:20: warning: color as a hex string "#0044cc" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [0, 0.267, 0.8], "hex": "#0044cc"} (2,000 times in a.json, the first here; --verbose lists each) [lenient.legacy-form]
                a.json:1:20: note: fix-it: use the Format Module form: {"colorSpace": "srgb", "components": [0, 0.267, 0.8], "hex": "#0044cc"}
                b.json:1:20: warning: color as a hex string "#0044cc" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [0, 0.267, 0.8], "hex": "#0044cc"} (3 times in b.json, the first here; --verbose lists each) [lenient.legacy-form]
                b.json:1:20: note: fix-it: use the Format Module form: {"colorSpace": "srgb", "components": [0, 0.267, 0.8], "hex": "#0044cc"}

                """)
        // The counts are of every occurrence.
        #expect(result.stdout == "2003 tokens, 0 errors, 6009 warnings\nwarnings by code: lenient.legacy-form 6,009\n")
        let verbose = try CLI.run(
            ["check", "--lenient", "--verbose", "--format", "xcode", "a.json", "b.json"], in: folder)
        #expect(verbose.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.count == 6_009)
    }
}
