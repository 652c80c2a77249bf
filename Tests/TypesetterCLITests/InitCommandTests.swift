import Foundation
import Testing

/// `typesetter init` and `init --from` through the built binary: the starter builds and catalogs at once, and
/// the configuration written for an export (Tests/Fixtures/init-from) builds it.
@Suite struct InitCommandTests {
    /// An empty scratch folder.
    static func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A scratch folder holding `export/` (a copy of Tests/Fixtures/init-from) and an empty `app/`, the folder
    /// the commands run in.
    static func exportAndApp() throws -> (root: URL, app: URL) {
        let root = try emptyFolder()
        try FileManager.default.copyItem(
            at: CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/init-from"),
            to: root.appendingPathComponent("export"))
        let app = root.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        return (root, app)
    }

    static let starterSummary =
        "5 typography styles, 0 font families, 0 colors, 0 dimensions; 0 errors, 0 warnings; every style passes at every size"

    @Test func starterBuildsAndCatalogsWithNoErrorAndNoWarning() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let initialize = try CLI.run(["init"], in: folder)
        #expect(initialize.exitCode == 0)
        #expect(initialize.stderr == "")
        #expect(
            initialize.stdout == """
                wrote typesetter.yml and tokens/typography.json: five styles in the system font
                next:
                  typesetter build     writes Generated/DesignTokens.swift
                  typesetter catalog   writes Generated/Catalog/index.html: every style at every size
                  typesetter report    every style's checks at the twelve text sizes

                """)
        // No fonts folder until one is wanted.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Fonts").path))

        let build = try CLI.run(["build"], in: folder)
        #expect(build.exitCode == 0)
        #expect(build.stderr == "")
        #expect(build.stdout == Self.starterSummary + "; 5 files written, 0 unchanged\n")
        let swift = try String(
            contentsOf: folder.appendingPathComponent("Generated/DesignTokens.swift"), encoding: .utf8)
        #expect(swift.contains("public static let body = Typography("))

        let catalog = try CLI.run(["catalog"], in: folder)
        #expect(catalog.exitCode == 0)
        #expect(catalog.stderr == "")
        #expect(
            catalog.stdout
                == Self.starterSummary + "; 0 files written, 4 unchanged; catalog: Generated/Catalog/index.html\n")
    }

    @Test func initReplacesNothingWithoutForce() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: tokens.appendingPathComponent("typography.json"))
        let refused = try CLI.run(["init"], in: folder)
        #expect(refused.exitCode == 1)
        #expect(
            refused.stderr == "typesetter: error: tokens/typography.json already exists; use --force to replace it\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("typesetter.yml").path))
        let forced = try CLI.run(["init", "--force"], in: folder)
        #expect(forced.exitCode == 0)
    }

    @Test func starterInAnotherFolderNamesItsConfiguration() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let initialize = try CLI.run(["init", "-c", "design/typesetter.yml"], in: folder)
        #expect(initialize.exitCode == 0)
        #expect(
            initialize.stdout == """
                wrote design/typesetter.yml and design/tokens/typography.json: five styles in the system font
                next:
                  typesetter build -c design/typesetter.yml     writes design/Generated/DesignTokens.swift
                  typesetter catalog -c design/typesetter.yml   writes design/Generated/Catalog/index.html: every style at every size
                  typesetter report -c design/typesetter.yml    every style's checks at the twelve text sizes

                """)
        let build = try CLI.run(["build", "-c", "design/typesetter.yml"], in: folder)
        #expect(build.exitCode == 0)
        #expect(build.stderr == "")
    }

    @Test func fromTokensStudioProject() throws {
        let (root, app) = try Self.exportAndApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let initialize = try CLI.run(["init", "--from", "../export/tokens-studio"], in: app)
        #expect(initialize.exitCode == 0)
        #expect(initialize.stderr == "")
        #expect(
            initialize.stdout == """
                wrote typesetter.yml: found a Tokens Studio project ($themes.json, $metadata.json); appearances: any, dark from "Color scheme"; lenient: true (strict reading: 2 errors; lenient: 0 errors, 14 warnings); missingFontFamily: systemFont (not found: "Inter")
                next:
                  typesetter build
                  typesetter catalog
                  typesetter report

                """)
        let configuration = try String(contentsOf: app.appendingPathComponent("typesetter.yml"), encoding: .utf8)
        #expect(
            configuration == """
                # typesetter.yml, written by `typesetter init --from ../export/tokens-studio`: a Tokens Studio project ($themes.json, $metadata.json).
                # Every path is relative to this file; the comments say why each choice was made.

                # The project's folder: $metadata.json orders its sets, $themes.json combines them into themes.
                tokens:
                  - ../export/tokens-studio

                # The colors of each appearance, from the contexts named light, dark and high contrast in "Color scheme" (Light, Dark).
                # Other theme groups or modifiers keep their first (default) context.
                appearances:
                  any: { "Color scheme": Light }
                  dark: { "Color scheme": Dark }

                # The generated Swift, and the catalog site (`typesetter catalog`): every style at every size.
                output:
                  swift: Generated/DesignTokens.swift
                  catalog: Generated/Catalog

                options:
                  # Strict DTCG reading reports 2 errors (the first: "tokenSetOrder" must be a token or a group (an object), not an array).
                  # Lenient mode reads Tokens Studio's forms (themes, value/type, math) with 14 warnings, each naming the modern form.
                  lenient: true
                  # The tokens name "Inter", and the export has no font files: those styles are laid out in the system font,
                  # each family one warning, until `fonts:` lists a folder with the font files.
                  missingFontFamily: systemFont

                """)
        let build = try CLI.run(["build"], in: app)
        #expect(build.exitCode == 0)
        #expect(
            build.stdout.hasPrefix(
                "1 typography style, 0 font families, 1 color, 0 dimensions; 0 errors, 15 warnings; the style passes at every size"
            )
        )
        let swift = try String(
            contentsOf: app.appendingPathComponent("Generated/DesignTokens.swift"), encoding: .utf8)
        // The dark theme gives the color's dark appearance.
        #expect(swift.contains("dark:"))
    }

    /// Element's Compound shape: Tokens Studio themes without a group, one for shared tokens, one per platform
    /// (the same tokens in each), one per color scheme. The appearances' themes hold no typography, so each is
    /// combined over the shared theme and the platform named for iOS; a configuration that chooses the color
    /// themes alone builds no style and says where the typography is.
    @Test func fromTokensStudioThemesThatAreLayers() throws {
        let (root, app) = try Self.exportAndApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let initialize = try CLI.run(["init", "--from", "../export/tokens-studio-layers"], in: app)
        #expect(initialize.exitCode == 0)
        #expect(
            initialize.stdout.hasPrefix(
                #"wrote typesetter.yml: found a Tokens Studio project ($themes.json, $metadata.json); appearances: any, dark from "theme", each over Global + iOS; lenient: true"#
            ))
        let configuration = try String(contentsOf: app.appendingPathComponent("typesetter.yml"), encoding: .utf8)
        #expect(
            configuration.contains(
                """
                # The colors of each appearance, from the contexts named light, dark and high contrast in "theme" (Global, Android, iOS, Light, Dark).
                # Other theme groups or modifiers keep their first (default) context.
                # The themes have no groups, so Tokens Studio applies one at a time; the appearances' themes hold no typography,
                # so each appearance also applies Global and iOS (iOS rather than Android, which define the same tokens).
                appearances:
                  any: { theme: "Global + iOS + Light" }
                  dark: { theme: "Global + iOS + Dark" }

                """))
        let build = try CLI.run(["build"], in: app)
        #expect(build.exitCode == 0)
        #expect(
            build.stdout.hasPrefix(
                "1 typography style, 0 font families, 1 color, 1 dimension; 0 errors, 24 warnings; the style passes at every size"
            ))
        let swift = try String(contentsOf: app.appendingPathComponent("Generated/DesignTokens.swift"), encoding: .utf8)
        #expect(swift.contains("size: 17"), "the iOS theme's 17 pt body, not Android's 16")

        let colorsOnly = configuration.replacingOccurrences(of: "Global + iOS + ", with: "")
        try colorsOnly.write(to: app.appendingPathComponent("typesetter.yml"), atomically: true, encoding: .utf8)
        let unchosen = try CLI.run(["build", "--format", "xcode"], in: app)
        #expect(unchosen.exitCode == 0)
        #expect(unchosen.stdout.hasPrefix("0 typography styles"))
        let lines = unchosen.stderr.split(separator: "\n").filter {
            $0.contains("typography-not-chosen") || $0.contains("e.g.")
        }
        #expect(
            lines == [
                #"typesetter.yml:13:8: warning: the contexts `appearances:` chooses hold no typography, so the build has no styles; typography tokens are in contexts it does not read (theme=Android: 1; theme=iOS: 1) [build.typography-not-chosen]"#,
                #"typesetter: note: choose one with each appearance, e.g. `any: { theme: "iOS + Light" }` (themes without a group combine as "A + B")"#,
            ])
    }

    @Test func fromStyleDictionaryFiles() throws {
        let (root, app) = try Self.exportAndApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let initialize = try CLI.run(["init", "--from", "../export/style-dictionary"], in: app)
        #expect(initialize.exitCode == 0)
        #expect(
            initialize.stdout.hasPrefix(
                "wrote typesetter.yml: found Style Dictionary token files (value and type without $); lenient: true (strict reading: 5 errors; lenient: 0 errors, 4 warnings)\n"
            ))
        let configuration = try String(contentsOf: app.appendingPathComponent("typesetter.yml"), encoding: .utf8)
        #expect(
            configuration.hasSuffix(
                "\noptions:\n" + """
                      # Strict DTCG reading reports 5 errors (the first: "type" must be a token or a group (an object), not a string).
                      # Lenient mode reads Style Dictionary's forms (value and type without $) with 4 warnings, each naming the modern form.
                      lenient: true

                    """))
        let build = try CLI.run(["build"], in: app)
        #expect(build.exitCode == 0)
    }

    /// A Tokens Studio single-file export without `$themes` or `$metadata` (Chakra UI's Figma kit): its
    /// top-level groups are its sets, which references skip.
    @Test func fromTokensStudioFileWithoutThemesOrMetadata() throws {
        let (root, app) = try Self.exportAndApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let initialize = try CLI.run(["init", "--from", "../export/tokens-studio-sets/tokens.json"], in: app)
        let build = try CLI.run(["build"], in: app)
        #expect([initialize.exitCode, build.exitCode] == [0, 0])
        let found = initialize.stdout.split(separator: "\n").first
        #expect(
            found
                == "wrote typesetter.yml: found a Tokens Studio single-file export (its sets inside); lenient: true (strict reading: 28 errors; lenient: 0 errors, 38 warnings); missingFontFamily: systemFont (not found: \"Georgia\")"
        )
        #expect(
            build.stdout.hasPrefix(
                "2 typography styles, 0 font families, 2 colors, 0 dimensions; 0 errors, 39 warnings;"))
    }

    @Test func fromStrictFilesNeedsNoOption() throws {
        let (root, app) = try Self.exportAndApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let initialize = try CLI.run(["init", "--from", "../export/dtcg"], in: app)
        #expect(initialize.exitCode == 0)
        #expect(initialize.stdout.hasPrefix("wrote typesetter.yml: found DTCG token files\n"))
        let configuration = try String(contentsOf: app.appendingPathComponent("typesetter.yml"), encoding: .utf8)
        #expect(
            configuration == """
                # typesetter.yml, written by `typesetter init --from ../export/dtcg`: DTCG token files.
                # Every path is relative to this file; the comments say why each choice was made.

                # The token files, merged in order (a folder is every token file in it, sorted by path).
                tokens:
                  - ../export/dtcg

                # The generated Swift, and the catalog site (`typesetter catalog`): every style at every size.
                output:
                  swift: Generated/DesignTokens.swift
                  catalog: Generated/Catalog

                """)
        let build = try CLI.run(["build"], in: app)
        #expect(build.exitCode == 0)
        #expect(build.stderr == "")
    }

    /// Tokens kept at the root of a repository: the configuration `init --from .` writes reads `.`, which
    /// holds the configuration itself and, after a build, `Generated/`: neither is read as tokens, so every
    /// build, and `init --from . --force` again, reads the same DTCG files.
    @Test func fromTheFolderItIsWrittenIn() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/init-from/dtcg")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let initialize = try CLI.run(["init", "--from", "."], in: folder)
        #expect(initialize.stdout.hasPrefix("wrote typesetter.yml: found DTCG token files\n"))
        let first = try CLI.run(["build"], in: folder)
        #expect(first.exitCode == 0)
        #expect(first.stderr == "")
        let catalog = try CLI.run(["catalog"], in: folder)
        #expect(catalog.exitCode == 0)
        let second = try CLI.run(["build"], in: folder)
        #expect(second.stderr == "")
        #expect(second.stdout.hasSuffix("; 0 files written, \(Self.writtenCount(first.stdout)) unchanged\n"))
        let again = try CLI.run(["init", "--from", ".", "--force"], in: folder)
        #expect(again.exitCode == 0)
        #expect(again.stdout.hasPrefix("wrote typesetter.yml: found DTCG token files\n"))
    }

    /// The number in a build summary's "N files written".
    static func writtenCount(_ summary: String) -> Int {
        let words = summary.split(separator: " ")
        guard let index = words.firstIndex(of: "written,"), index >= 2 else { return -1 }
        return Int(words[index - 2]) ?? -1
    }

    /// The folder holding a resolver document, or the document itself, give the same configuration.
    @Test(arguments: ["../export/resolver", "../export/resolver/tokens.resolver.json"])
    func fromResolverDocument(_ path: String) throws {
        let (root, app) = try Self.exportAndApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let initialize = try CLI.run(["init", "--from", path], in: app)
        #expect(initialize.exitCode == 0)
        let configuration = try String(contentsOf: app.appendingPathComponent("typesetter.yml"), encoding: .utf8)
        #expect(
            configuration == """
                # typesetter.yml, written by `typesetter init --from ../export/resolver/tokens.resolver.json`: a DTCG resolver document.
                # Every path is relative to this file; the comments say why each choice was made.

                # A DTCG resolver document: it names its token files and the contexts they make.
                resolver: ../export/resolver/tokens.resolver.json

                # The colors of each appearance, from the contexts named light, dark and high contrast in "theme" (light, dark).
                # Other theme groups or modifiers keep their first (default) context.
                appearances:
                  any: { theme: light }
                  dark: { theme: dark }

                # The generated Swift, and the catalog site (`typesetter catalog`): every style at every size.
                output:
                  swift: Generated/DesignTokens.swift
                  catalog: Generated/Catalog

                """)
        let build = try CLI.run(["build"], in: app)
        #expect(build.exitCode == 0)
        #expect(build.stderr == "")
        #expect(
            build.stdout
                == "1 typography style, 0 font families, 1 color, 0 dimensions; 0 errors, 0 warnings; the style passes at every size; 5 files written, 0 unchanged\n"
        )
    }

    @Test func fromAPathThatDoesNotExist() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["init", "--from", "nowhere"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.stderr == "typesetter: error: nowhere does not exist\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("typesetter.yml").path))
    }
}
