import Foundation
import Testing

/// `appearances:` choosing among the contexts of token files (Figma modes, Tokens Studio themes), not only
/// a resolver's.
@Suite struct BuildAppearancesTests {
    /// A folder holding `files`, removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-appearances-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    static let figma = """
        {"meta": {
          "variableCollections": {"C:1": {"id": "C:1", "name": "Theme", "modes": [{"modeId": "1:0", "name": "Light"}, {"modeId": "1:1", "name": "Dark"}], "defaultModeId": "1:0"}},
          "variables": {"V:1": {"id": "V:1", "name": "text/ink", "variableCollectionId": "C:1", "resolvedType": "COLOR", "scopes": ["TEXT_FILL"],
                                "valuesByMode": {"1:0": {"r": 0, "g": 0, "b": 0, "a": 1}, "1:1": {"r": 1, "g": 1, "b": 1, "a": 1}}}}
        }}
        """

    static func config(_ appearances: String) -> String {
        "tokens: [variables.json]\n\(appearances)\noutput:\n  assetCatalog: Colors.xcassets\noptions:\n  lenient: true\n"
    }

    @Test func figmaModesGiveTheDarkAppearance() throws {
        let folder = try Self.folder([
            "variables.json": Self.figma, "typesetter.yml": Self.config("appearances: { dark: { Theme: Dark } }"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let contents = try String(
            contentsOf: folder.appendingPathComponent("Colors.xcassets/ink.colorset/Contents.json"), encoding: .utf8)
        // Light (the default mode) for any appearance, Dark for dark.
        #expect(contents.contains(#""red" : "0.0000""#))
        #expect(contents.contains(#""value" : "dark""#))
        #expect(contents.contains(#""red" : "1.0000""#))
    }

    @Test func tokensStudioThemesGiveTheDarkAppearance() throws {
        let folder = try Self.folder([
            "tokens/$themes.json": """
            [{"name": "light", "group": "mode", "selectedTokenSets": {"light": "enabled"}},
             {"name": "dark", "group": "mode", "selectedTokenSets": {"dark": "enabled"}}]
            """,
            "tokens/light.json": ##"{"ink": {"value": "#000000", "type": "color"}}"##,
            "tokens/dark.json": ##"{"ink": {"value": "#ffffff", "type": "color"}}"##,
            "typesetter.yml":
                "tokens: [tokens]\nappearances: { dark: { mode: dark } }\noutput:\n  assetCatalog: Colors.xcassets\noptions:\n  lenient: true\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let contents = try String(
            contentsOf: folder.appendingPathComponent("Colors.xcassets/ink.colorset/Contents.json"), encoding: .utf8)
        #expect(contents.contains(#""red" : "0.0000""#) && contents.contains(#""red" : "1.0000""#))
    }

    @Test func anAppearanceNamingWhatTheTokensLackIsAnError() throws {
        let cases = [
            (
                "appearances: { dark: { Mode: Dark } }",
                #"appearances name "Mode", which these tokens do not have; theme groups or collections: "Theme""#
            ),
            (
                "appearances: { dark: { Theme: Dim } }",
                #"appearances ask for "Dim" of "Theme", which does not exist; it has "Light", "Dark""#
            ),
        ]
        for (appearances, message) in cases {
            let folder = try Self.folder(["variables.json": Self.figma, "typesetter.yml": Self.config(appearances)])
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try CLI.run(["build", "--format", "xcode"], in: folder)
            #expect(result.exitCode == 1)
            #expect(
                result.stderr.contains("typesetter.yml:2:22: error: \(message) [config.invalid]\n"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Colors.xcassets").path))
        }
    }

    @Test func appearancesNeedContexts() throws {
        let folder = try Self.folder([
            "tokens.json": #"{"ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"#,
            "typesetter.yml":
                "tokens: [tokens.json]\nappearances: { dark: { theme: dark } }\noutput:\n  assetCatalog: Colors.xcassets\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "typesetter.yml:2:22: error: `appearances:` choose among contexts, and these tokens have one: give a resolver document, a Tokens Studio project with themes, or a Figma variables export with modes [config.invalid]\n"
        )
    }
}
