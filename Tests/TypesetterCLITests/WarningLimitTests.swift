import Foundation
import Testing

/// `--max-warnings` and the counts by code, through the built binary.
@Suite("typesetter --max-warnings")
struct WarningLimitTests {
    static let commented = "// c\n{ \"n\": { \"$type\": \"number\", \"$value\": 1 } }"

    @Test func exceedingTheLimitExitsOne() throws {
        let folder = try TokensCommandTests.folder(["t.json": Self.commented])
        let within = try CLI.run(["check", "--max-warnings", "1", "--format", "xcode", "t.json"], in: folder)
        #expect(within.exitCode == 0)
        let over = try CLI.run(["check", "--max-warnings", "0", "--format", "xcode", "t.json"], in: folder)
        #expect(over.exitCode == 1)
        #expect(
            over.stderr == """
                t.json:1:1: warning: comments are not JSON (JSONC); strict JSON readers reject them [json.comment]
                error: 1 warnings exceed --max-warnings 0

                """)
        #expect(over.stdout == "1 token, 0 errors, 1 warning\n")
        let tokens = try CLI.run(["tokens", "--max-warnings", "0", "t.json"], in: folder)
        #expect(tokens.exitCode == 1)
    }

    @Test func folderInputAndCountsByCode() throws {
        var files: [String: String] = [:]
        for index in 0..<20 {
            files["t\(index).json"] = "// c\n{ \"n\(index)\": { \"$type\": \"number\", \"$value\": 1 } }"
        }
        let folder = try TokensCommandTests.folder(files)
        let result = try CLI.run(["check", "."], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "20 tokens, 0 errors, 20 warnings\nwarnings by code: json.comment 20\n")
    }

    @Test func tokensKeepsStandardOutputJSON() throws {
        var files: [String: String] = [:]
        for index in 0..<20 {
            files["t\(index).json"] = "// c\n{ \"n\(index)\": { \"$type\": \"number\", \"$value\": 1 } }"
        }
        let folder = try TokensCommandTests.folder(files)
        let result = try CLI.run(["tokens", "."], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("{\n  \"tokens\": [\n"))
        #expect(result.stderr.hasSuffix("\nwarnings by code: json.comment 20\n"))
    }
}
