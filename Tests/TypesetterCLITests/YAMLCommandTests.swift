import Foundation
import Testing

/// `typesetter check` on a folder of YAML token files: read with `--lenient` (one warning per file, findings
/// at their YAML line and column), rejected without it.
@Suite("typesetter check: YAML")
struct YAMLCommandTests {
    static let files = [
        "color.yml": """
        color:
          $type: color
          brand:
            $value:
              colorSpace: srgb
              components: [0, 0.4, 0.8]
        """,
        "size.yaml": """
        size:
          $type: dimension
          body:
            $value: {value: 16, unit: px}
          gap:
            $value: '{size.missing}'
        """,
    ]

    @Test func lenientReadsAFolderOfYAMLFiles() throws {
        let folder = try TokensCommandTests.folder(Self.files)
        let result = try CLI.run(["check", "--lenient", "--format", "xcode", "."], in: folder)
        // The token lenient mode cannot read is left out, a warning at its YAML line and column.
        #expect(result.exitCode == 0)
        #expect(
            result.stderr == """
                color.yml:1:1: warning: a token file in YAML is a legacy form; the Format Module is JSON (a .tokens.json file). Read as YAML 1.2's core schema gives it: unquoted numbers, true, false and null as JSON's, everything else a string (2 times in 2 files, the first here in color.yml; --verbose lists each) [lenient.legacy-form]
                size.yaml:6:13: warning: {size.missing} does not resolve: no token "size.missing" [reference.unresolved]
                typesetter: note: lenient mode leaves "size.gap" out; strict mode stops here

                """)
        #expect(result.stdout == "2 tokens, 0 errors, 3 warnings\n")
    }

    @Test func strictRejectsThemPointingToLenient() throws {
        let folder = try TokensCommandTests.folder(Self.files)
        let result = try CLI.run(["check", "--format", "xcode", "."], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr == """
                color.yml:1:1: error: a YAML token file; the Format Module is JSON, so strict mode does not read it: --lenient (or options.lenient: true in the configuration) reads YAML token files with one warning each [file.yaml]
                size.yaml:1:1: error: a YAML token file; the Format Module is JSON, so strict mode does not read it: --lenient (or options.lenient: true in the configuration) reads YAML token files with one warning each [file.yaml]

                """)
    }
}
