import Foundation
import Testing

/// A newcomer's Figma plugin dump (Tests/Fixtures/figma-plugins) through the built binary: `typesetter init
/// --from` the dump alone, then `typesetter build` with the configuration it wrote, unedited, emits its text
/// styles; strict `check` names the dump and the option that reads it.
@Suite struct FigmaPluginCommandTests {
    /// A scratch folder holding the dump and an empty `app/`, the folder the commands run in.
    static func dumpAndApp(_ name: String) throws -> (root: URL, app: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-figma-\(UUID().uuidString)")
        let app = root.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/figma-plugins/\(name)"),
            to: root.appendingPathComponent(name))
        return (root, app)
    }

    /// `init --from` the dump, then `build` unedited: the first line `init` printed, what `build` printed, and
    /// the Swift it wrote.
    static func initAndBuild(_ name: String) throws -> (found: String, build: String, swift: String) {
        let (root, app) = try dumpAndApp(name)
        defer { try? FileManager.default.removeItem(at: root) }
        let initialize = try CLI.run(["init", "--from", "../\(name)"], in: app)
        let build = try CLI.run(["build"], in: app)
        #expect([initialize.exitCode, build.exitCode] == [0, 0])
        let swift = try String(contentsOf: app.appendingPathComponent("Generated/DesignTokens.swift"), encoding: .utf8)
        return (String(initialize.stdout.split(separator: "\n").first ?? ""), build.stdout, swift)
    }

    /// Each form: what `init` found and chose, what `build` printed, and styles in the Swift it wrote.
    @Test func initFromADumpThenBuildEmitsItsTextStyles() throws {
        let expected = [
            (
                "variables2json.json",
                "wrote typesetter.yml: found a Figma export (variables by collection and mode, or a plugin's dump of styles); appearances: any, dark from \"Theme\"; lenient: true (strict reading: 1 error; lenient: 0 errors, 9 warnings); missingFontFamily: systemFont (not found: \"Inter\")",
                "2 typography styles, 0 font families, 4 colors, 1 dimension; 0 errors, 10 warnings; every style passes at every size; 5 files written, 0 unchanged\n",
                ["headingLarge", "bodyRegular"]
            ),
            (
                "figma-styles.json",
                "wrote typesetter.yml: found a Figma export (variables by collection and mode, or a plugin's dump of styles); lenient: true (strict reading: 1 error; lenient: 0 errors, 11 warnings); missingFontFamily: systemFont (not found: \"Inter\")",
                "3 typography styles, 0 font families, 2 colors, 0 dimensions; 0 errors, 12 warnings; every style passes at every size; 5 files written, 0 unchanged\n",
                ["headingLarge", "bodyRegular", "caption"]
            ),
        ]
        for (name, found, build, styles) in expected {
            let run = try Self.initAndBuild(name)
            #expect(run.found == found)
            #expect(run.build == build)
            for style in styles { #expect(run.swift.contains("public static let \(style) = Typography("), "\(style)") }
        }
    }

    @Test func strictCheckNamesTheDump() throws {
        let (root, app) = try Self.dumpAndApp("figma-styles.json")
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try CLI.run(["check", "--format", "xcode", "../figma-styles.json"], in: app)
        #expect(check.exitCode == 1)
        #expect(check.stdout == "0 tokens, 1 error, 0 warnings\n")
        #expect(
            check.stderr
                == "../figma-styles.json:1:1: error: a dump of Figma styles (the Plugin API's text, paint and effect style objects), not a token file: strict mode reads the Format Module only; --lenient (or options.lenient: true in the configuration) reads it as Figma's variables and styles, with one warning [file.figma-plugin-dump]\n"
        )
    }
}
