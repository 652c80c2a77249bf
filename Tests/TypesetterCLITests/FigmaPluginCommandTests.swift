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

    @Test func initFromAVariables2JSONExportBuildsItsTextStyles() throws {
        let (root, app) = try Self.dumpAndApp("variables2json.json")
        defer { try? FileManager.default.removeItem(at: root) }
        let initialize = try CLI.run(["init", "--from", "../variables2json.json"], in: app)
        let build = try CLI.run(["build"], in: app)
        #expect([initialize.exitCode, build.exitCode] == [0, 0])
        #expect(
            initialize.stdout.split(separator: "\n").first
                == "wrote typesetter.yml: found a Figma variables export (collections and modes); appearances: any, dark from \"Theme\"; lenient: true (strict reading: 1 error; lenient: 0 errors, 9 warnings); missingFontFamily: systemFont (not found: \"Inter\")"
        )
        #expect(
            build.stdout
                == "2 typography styles, 0 font families, 4 colors, 0 dimensions; 0 errors, 10 warnings; every style passes for 100% of users (coarse population); 5 files written, 0 unchanged\n"
        )
        let swift = try String(
            contentsOf: app.appendingPathComponent("Generated/DesignTokens.swift"), encoding: .utf8)
        #expect(swift.contains("public static let headingLarge = Typography("))
        #expect(swift.contains("public static let bodyRegular = Typography("))
    }

    @Test func initFromADumpOfStylesBuildsItsTextStyles() throws {
        let (root, app) = try Self.dumpAndApp("figma-styles.json")
        defer { try? FileManager.default.removeItem(at: root) }
        let initialize = try CLI.run(["init", "--from", "../figma-styles.json"], in: app)
        let build = try CLI.run(["build"], in: app)
        #expect([initialize.exitCode, build.exitCode] == [0, 0])
        #expect(
            initialize.stdout.split(separator: "\n").first
                == "wrote typesetter.yml: found a Figma variables export (collections and modes); lenient: true (strict reading: 1 error; lenient: 0 errors, 11 warnings); missingFontFamily: systemFont (not found: \"Inter\")"
        )
        #expect(
            build.stdout
                == "3 typography styles, 0 font families, 2 colors, 0 dimensions; 0 errors, 12 warnings; every style passes for 100% of users (coarse population); 5 files written, 0 unchanged\n"
        )
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
