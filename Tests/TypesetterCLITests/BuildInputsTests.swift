import Foundation
import Testing

/// `tokens:` in the configuration as folders and globs, and `--max-warnings` on `build`.
@Suite struct BuildInputsTests {
    static func config(_ tokens: String) -> String {
        "tokens: \(tokens)\noutput:\n  swift: Sources/B43Tokens/DesignTokens.swift\noptions:\n  namespace: B43\n"
    }

    @Test func tokensAsAGlobOrAFolder() throws {
        for tokens in ["[\"tokens/*.json\"]", "[tokens]", "[\"**/*.json\"]"] {
            let folder = try BuildCommandTests.scratchCopyOfB43()
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(Self.config(tokens).utf8).write(to: folder.appendingPathComponent("typesetter.yml"))
            let result = try CLI.run(["build", "--dry-run"], in: folder)
            #expect(result.exitCode == 0, "\(tokens): \(result.stderr)")
            #expect(
                result.stdout.hasPrefix(
                    "9 typography styles, 0 font families, 0 colors, 5 dimensions; 0 errors, 2 warnings"), "\(tokens)")
        }
    }

    @Test func aGlobMatchingNothingIsNamed() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.config("[\"tokens/*.json5\"]").utf8).write(to: folder.appendingPathComponent("typesetter.yml"))
        let result = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr == "typesetter.yml:1:10: error: the glob tokens/*.json5 matches no file [file.no-match]\n")
        #expect(result.stdout == "build failed: 1 error, 0 warnings; nothing was written\n")
    }

    @Test func buildFailsOverMaxWarnings() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--dry-run", "--max-warnings", "1", "--format", "xcode"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.stderr.hasSuffix("error: 2 warnings exceed --max-warnings 1\n"))
    }
}
