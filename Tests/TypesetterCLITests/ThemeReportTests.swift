import Foundation
import Testing

/// `typesetter report --theme`: the grid of one theme of a build with `themes:`.
@Suite struct ThemeReportTests {
    /// A resolver document whose `brand` modifier has `a` and `b`; brand b's body line height (0.9) is tighter
    /// than the system font's lines, so only its grid warns.
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-theme-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = [
            "base.json":
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{lineHeight.body}" } } }"#,
            "a.json": #"{ "lineHeight": { "body": { "$type": "number", "$value": 1.4 } } }"#,
            "b.json": #"{ "lineHeight": { "body": { "$type": "number", "$value": 0.9 } } }"#,
            "tokens.resolver.json": """
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "brand": { "contexts": { "a": [{ "$ref": "a.json" }], "b": [{ "$ref": "b.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }] }
            """,
            "typesetter.yml": "resolver: tokens.resolver.json\nthemes: { by: brand }\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func theGridOfEachTheme() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = try CLI.run(["report", "--theme", "a"], in: folder)
        #expect(a.exitCode == 0)
        #expect(
            a.stdout == """
                style   xS  S   M   L   xL  xxL 3xL A1  A2  A3  A4  A5  users
                body    ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   100%
                shares  8.3 8.3 8.3 70  .63 .63 .63 .63 .63 .63 .63 .63 Bold Text 10%
                · pass, W warning, F error; users: the share for whom the style passes every check (Bold Text findings count for that share only)
                the style passes at every size; population: coarse estimate, Typesetter's coarse default: 70% Large, 25% spread over xSmall–Medium, 5% over xLarge–AX5; Bold Text 10%

                """)
        let b = try CLI.run(["report", "--theme", "b"], in: folder)
        #expect(b.exitCode == 0)
        #expect(
            b.stdout == """
                style   xS  S   M   L   xL  xxL 3xL A1  A2  A3  A4  A5  users
                body    W   W   W   W   W   W   W   W   W   W   W   W   0%
                shares  8.3 8.3 8.3 70  .63 .63 .63 .63 .63 .63 .63 .63 Bold Text 10%
                · pass, W warning, F error; users: the share for whom the style passes every check (Bold Text findings count for that share only)
                the style has findings that affect 100% of users (coarse population); population: coarse estimate, Typesetter's coarse default: 70% Large, 25% spread over xSmall–Medium, 5% over xLarge–AX5; Bold Text 10%

                """)
        // The warning names the theme it concerns.
        #expect(b.stderr.contains("note: in 1 of 2 themes: b\n"))
    }

    @Test func aThemeThatIsNotThere() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["report", "--theme", "c"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasSuffix("report failed: there is no theme c; the themes are a, b\n"))
    }

    @Test func aThemeWithoutThemes() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("resolver: tokens.resolver.json\n".utf8).write(to: folder.appendingPathComponent("typesetter.yml"))
        let result = try CLI.run(["report", "--theme", "a"], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr.hasSuffix("report failed: --theme a asks for a theme, and typesetter.yml has no `themes:`\n"))
    }
}
