import Foundation
import Testing

/// `typesetter mcp` driven by a real MCP client, the Python `mcp` package (PyPI, installed by
/// Scripts/install-test-deps), over stdio (`MCPClient/mcp_client.py`): on Examples/B43 and Examples/Themes it
/// initializes, lists the six tools, calls each, compares `get_style` with `typesetter dump-context` at all twelve
/// sizes, checks that the styles grow at accessibility sizes, that an unknown style is a tool error and that the
/// server answers after it; on a copy of B43, that an edited token file is seen by the next call.
///
/// On Linux (CI) it always runs; on macOS it is skipped, with the reason, when the package is not installed.
@Suite struct MCPClientTests {
    static let pythonMCPInstalled = (try? CLI.python(["-c", "import mcp"]).status) == 0
    #if os(Linux)
        static let runs = true
    #else
        static let runs = pythonMCPInstalled
    #endif

    @Test(
        .enabled(
            if: runs,
            "the Python mcp package is not installed: python3 -m pip install mcp (Scripts/test installs it)"))
    func aPythonClientDrivesTheServerOverStdio() throws {
        try #require(
            Self.pythonMCPInstalled,
            "the Python mcp package is not installed: run Scripts/install-test-deps (python3 -m pip install mcp)")
        let script = CLI.repositoryRoot.appendingPathComponent("Tests/TypesetterCLITests/MCPClient/mcp_client.py")
        let (status, text) = try CLI.python([script.path, CLI.binary.path, CLI.repositoryRoot.path])
        #expect(status == 0, "mcp_client.py failed:\n\(text)")
        let expected = [
            Self.transcript(
                "B43", styles: "9 styles, themes: none", sizes: 108, grown: "8 of 9",
                search: "body (typography): 3 tokens",
                check: "0 errors, 2 warnings", first: "bodySmall",
                nearest: "'bodySmall' or 'body.small'"),
            Self.transcript(
                "Themes",
                styles:
                    "3 styles, themes: brandARegular, brandACompact, brandBRegular, brandBCompact, brandCRegular, brandCCompact",
                sizes: 36, grown: "3 of 3", search: "typography (typography): 3 tokens", check: "0 errors, 0 warnings",
                first: "body", nearest: "'body'"),
            "B43 copy: get_style bodyLarge 17 pt, after editing its token 19 pt\n",
        ]
        #expect(text == expected.joined())
    }

    /// What mcp_client.py prints for one example: its checks, one line each, with the example's own figures.
    static func transcript(
        _ name: String, styles: String, sizes: Int, grown: String, search: String, check: String, first: String,
        nearest: String
    ) -> String {
        let count = styles.prefix { $0 != " " }
        return """
            \(name): server typesetter, 6 tools: list_styles, get_style, search_tokens, check, diff, usage
            \(name): list_styles: \(styles)
            \(name): get_style agrees with dump-context at \(sizes) style sizes
            \(name): get_style grows from large to accessibility3 for \(grown) styles
            \(name): search_tokens \(search)
            \(name): check: \(check)
            \(name): diff against itself: no changes
            \(name): usage \(first): Text("…").typography(.\(first))  // font, line height and tracking at the environment's Dynamic Type size and Bold Text
            \(name): unknown style: tool error: unknown style '\(first)x'; did you mean \(nearest)?
            \(name): after the error, list_styles answers: \(count) styles
            \(name): resources: typesetter://styles, typesetter://catalog

            """
    }
}
