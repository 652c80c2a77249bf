import Foundation
import Testing

/// The first minutes of a new user (issue #25), through the built binary with the exact text: each problem
/// found by trying Typesetter as a newcomer has its case here.
@Suite struct FirstContactTests {
    /// A folder with the starter (`typesetter init`), its token file edited by `edit`.
    static func starter(editing edit: (String) -> String = { $0 }) throws -> URL {
        let folder = try InitCommandTests.emptyFolder()
        _ = try CLI.run(["init"], in: folder)
        let tokens = folder.appendingPathComponent("tokens/typography.json")
        try Data(edit(try String(contentsOf: tokens, encoding: .utf8)).utf8).write(to: tokens)
        return folder
    }

    /// The first occurrence of `old` replaced.
    static func replacingFirst(_ old: String, with new: String) -> (String) -> String {
        { text in
            guard let range = text.range(of: old) else { return text }
            return text.replacingCharacters(in: range, with: new)
        }
    }

    @Test func aReferenceWithATypoSuggestsTheToken() throws {
        let folder = try Self.starter(
            editing: Self.replacingFirst("{fontFamily.system}", with: "{fontFamily.sytem}"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build"], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr == """
                error: {fontFamily.sytem} does not resolve: no token "fontFamily.sytem"; did you mean "fontFamily.system"? [reference.unresolved]
                  --> tokens/typography.json:13:21
                   |
                13 |       "fontFamily": "{fontFamily.sytem}",
                   |                     ^
                fix-it: use fontFamily.system: "{fontFamily.system}"

                """)
    }

    @Test func aLineHeightIsReportedAtTheMember() throws {
        let folder = try Self.starter(editing: Self.replacingFirst(#""lineHeight": 1.2"#, with: #""lineHeight": 0.8"#))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(result.exitCode == 0)
        #expect(
            result.stderr == """
                tokens/typography.json:16:21: warning: largeTitle: line height 27.2 pt is below the font's ascent + descent of 40.57 pt at large, so lines laid out at the design's height overlap; the runtime lays them out at the font's 40.57 pt unless an app keeps the design's (at every size, 100% of users, coarse estimate) [check.lines-overlap]
                typesetter: note: raise lineHeight to at least 1.194 (the font's ascent + descent in em)
                tokens/typography.json:16:21: note: fix-it: set lineHeight to the font's ascent + descent: 1.194

                """)
    }

    /// The starter with three problems: a broken reference in `title`, a line height of 0.8 in `largeTitle`,
    /// and a font folder that does not exist.
    static func starterWithThreeProblems() throws -> URL {
        let folder = try starter { text in
            var text = replacingFirst(#""lineHeight": 1.2"#, with: #""lineHeight": 0.8"#)(text)
            if let title = text.range(of: #""title""#) {
                text =
                    text[..<title.lowerBound]
                    + replacingFirst("{fontFamily.system}", with: "{fontFamily.sytem}")(
                        String(text[title.lowerBound...]))
            }
            return text
        }
        try Data(
            "tokens:\n  - tokens/typography.json\nfonts:\n  - Fonts\noutput:\n  swift: Generated/DesignTokens.swift\n"
                .utf8
        )
        .write(to: folder.appendingPathComponent("typesetter.yml"))
        return folder
    }

    /// Token errors no longer hide the font and check findings of the styles they leave alone.
    @Test func onePassShowsEverything() throws {
        let folder = try Self.starterWithThreeProblems()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stdout
                == "build failed: 2 errors, 1 warning; 1 style could not be checked; of the other 4, 1 has findings that affect 100% of users (coarse population) and 3 pass at every size; nothing was written\n"
        )
        #expect(
            result.stderr == """
                tokens/typography.json:24:21: error: {fontFamily.sytem} does not resolve: no token "fontFamily.sytem"; did you mean "fontFamily.system"? [reference.unresolved]
                tokens/typography.json:24:21: note: fix-it: use fontFamily.system: "{fontFamily.system}"
                typesetter.yml:4:5: error: the font folder Fonts does not exist; fix `fonts:` in typesetter.yml [build.font-folder-missing]
                tokens/typography.json:16:21: warning: largeTitle: line height 27.2 pt is below the font's ascent + descent of 40.57 pt at large, so lines laid out at the design's height overlap; the runtime lays them out at the font's 40.57 pt unless an app keeps the design's (at every size, 100% of users, coarse estimate) [check.lines-overlap]
                typesetter: note: raise lineHeight to at least 1.194 (the font's ascent + descent in em)
                tokens/typography.json:16:21: note: fix-it: set lineHeight to the font's ascent + descent: 1.194

                """)
    }

    /// `report` lists every style, the one an error left out marked as not checked.
    @Test func reportListsEveryStyle() throws {
        let folder = try Self.starterWithThreeProblems()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["report"], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stdout == """
                style       xS  S   M   L   xL  xxL 3xL A1  A2  A3  A4  A5  users
                largeTitle  W   W   W   W   W   W   W   W   W   W   W   W   0%
                headline    ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   100%
                body        ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   100%
                caption     ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   100%
                title       -   -   -   -   -   -   -   -   -   -   -   -   -
                shares      8.3 8.3 8.3 70  .63 .63 .63 .63 .63 .63 .63 .63 Bold Text 10%
                · pass, W warning, F error, - not checked (an error above left the style out); users: the share for whom the style passes every check (Bold Text findings count for that share only)
                1 style could not be checked; of the other 4, 1 has findings that affect 100% of users (coarse population) and 3 pass at every size; population: coarse estimate, Typesetter's coarse default: 70% Large, 25% spread over xSmall–Medium, 5% over xLarge–AX5; Bold Text 10%

                """)
        let json = try #require(
            try CLI.json(try CLI.run(["report", "--format", "json"], in: folder)) as? [String: Any])
        let styles = try #require(json["styles"] as? [[String: Any]])
        let title = try #require(styles.first { $0["path"] as? String == "title" })
        #expect(title["checked"] as? Bool == false)
        #expect((title["error"] as? [String: Any])?["code"] as? String == "reference.unresolved")
    }

    /// A note read once can be silenced, and any code raised: `options.checks` takes every diagnostic code.
    @Test func anyCodeCanBeSetUnderChecks() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            tokens: [tokens/reference.json, tokens/typography.json]
            options:
              checks:
                build.dimensions-in-typography-groups: off
                check.lines-overlap: off
                build.no-outputs: off

            """.utf8
        ).write(to: folder.appendingPathComponent("quiet.yml"))
        let quiet = try CLI.run(["build", "-c", "quiet.yml", "--dry-run"], in: folder)
        #expect(quiet.exitCode == 0)
        #expect(quiet.stderr == "")
        #expect(
            quiet.stdout
                == "9 typography styles, 0 font families, 0 colors, 5 dimensions; 0 errors, 0 warnings; every style passes at every size; 0 files not written (dry run)\n"
        )
        try Data(
            "tokens: [tokens/reference.json, tokens/typography.json]\noutput: { swift: Out.swift }\noptions:\n  checks:\n    build.dimensions-in-typography-groups: error\n"
                .utf8
        ).write(to: folder.appendingPathComponent("strict.yml"))
        let strict = try CLI.run(["build", "-c", "strict.yml", "--format", "xcode"], in: folder)
        #expect(strict.exitCode == 1)
        #expect(
            strict.stderr.hasPrefix(
                "tokens/reference.json:8:5: error: 12 dimension tokens in typography groups (fontSize.xs, fontSize.sm, fontSize.md, …) feed typography only and are not emitted as dimensions [build.dimensions-in-typography-groups]\n"
            ))
        #expect(strict.stdout.hasPrefix("build failed: 1 error, 2 warnings;"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources").path))
    }

    /// `cd Examples/Showcase && typesetter build` points at the configuration in Sources/ShowcaseTokens.
    @Test func aConfigurationElsewhereIsNamed() throws {
        let showcase = CLI.repositoryRoot.appendingPathComponent("Examples/Showcase")
        let result = try CLI.run(["build"], in: showcase)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "error: no typesetter.yml in this folder, but there is Sources/ShowcaseTokens/typesetter.yml: pass `-c Sources/ShowcaseTokens/typesetter.yml` to use it [config.unreadable]\n"
        )
        #expect(result.stdout == "build failed: 1 error, 0 warnings; nothing was written\n")
        let empty = try InitCommandTests.emptyFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try CLI.run(["build"], in: empty)
        #expect(
            none.stderr
                == "error: no typesetter.yml in this folder, above it in the project or below it; create one with `typesetter init`, or `typesetter init --from PATH` for the tokens you have [config.unreadable]\n"
        )
    }

    /// A mistyped `-c` path says that the file does not exist and names the configuration beside it; a folder,
    /// a missing folder and a folder without a configuration say so.
    @Test func aMistypedConfigurationPathNamesTheOneBesideIt() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let cases: [(arguments: [String], stderr: String)] = [
            (
                ["build", "-c", "typsetter.yml"],
                "error: the configuration file typsetter.yml does not exist; beside it is typesetter.yml: pass `-c typesetter.yml` to use it [config.unreadable]\n"
            ),
            (
                ["check", "-c", "tokens/../typesetter.yaml"],
                "error: the configuration file tokens/../typesetter.yaml does not exist; beside it is typesetter.yml: pass `-c typesetter.yml` to use it [config.unreadable]\n"
            ),
            (
                ["build", "-c", "empty/typesetter.yml"],
                "error: the configuration file empty/typesetter.yml does not exist, and no configuration is beside it; create one with `typesetter init`, or `typesetter init --from PATH` for the tokens you have [config.unreadable]\n"
            ),
            (
                ["build", "-c", "nowhere/typesetter.yml"],
                "error: the configuration file nowhere/typesetter.yml does not exist: there is no folder nowhere; create one with `typesetter init`, or `typesetter init --from PATH` for the tokens you have [config.unreadable]\n"
            ),
            (
                ["build", "-c", "tokens"],
                "error: tokens is a folder, not a configuration file, and holds no typesetter.yml; create one with `typesetter init`, or `typesetter init --from PATH` for the tokens you have [config.unreadable]\n"
            ),
            (
                ["build", "-c", "."],
                "error: . is a folder, not a configuration file; pass `-c typesetter.yml` to use the typesetter.yml in it [config.unreadable]\n"
            ),
        ]
        for (arguments, stderr) in cases {
            let result = try CLI.run(arguments, in: folder)
            #expect(result.exitCode == 1, "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
        }
        // Two configurations beside the path: the closest name first; a YAML token file is not one.
        try Data("tokens: [tokens/typography.json]\n".utf8).write(to: folder.appendingPathComponent("other.yml"))
        try Data("body:\n  $type: dimension\n".utf8).write(to: folder.appendingPathComponent("tokens.yml"))
        let two = try CLI.run(["build", "-c", "typesetter.yaml"], in: folder)
        #expect(
            two.stderr
                == "error: the configuration file typesetter.yaml does not exist; beside it are typesetter.yml, other.yml: pass one with `-c PATH` [config.unreadable]\n"
        )
    }

    /// A configuration without `output:` builds, and says that nothing is configured to be written.
    @Test func aConfigurationWithoutOutputsSaysNothingIsWritten() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            tokens: [tokens/reference.json, tokens/typography.json]
            options:
              checks: { build.dimensions-in-typography-groups: off, check.lines-overlap: off }

            """.utf8
        ).write(to: folder.appendingPathComponent("checks.yml"))
        let result = try CLI.run(["build", "-c", "checks.yml"], in: folder)
        #expect(result.exitCode == 0)
        #expect(
            result.stderr == """
                warning: checks.yml names nothing to write (no `output:`, no `templates:`), so the build checks the tokens and writes no file; add `output:` with `swift: Generated/DesignTokens.swift` (and `assetCatalog`, `fontList`, `json`, `catalog` as needed), or run `typesetter check -c checks.yml` to check only [build.no-outputs]
                 --> checks.yml:1:1
                  |
                1 | tokens: [tokens/reference.json, tokens/typography.json]
                  | ^

                """)
        #expect(
            result.stdout
                == "9 typography styles, 0 font families, 0 colors, 5 dimensions; 0 errors, 1 warning; every style passes at every size; 0 files written, 0 unchanged\n"
        )
        // With an output, or for the commands that write nothing anyway, no such warning.
        let report = try CLI.run(["report", "-c", "checks.yml"], in: folder)
        #expect(!report.stderr.contains("build.no-outputs"))
        let withOutput = try CLI.run(["build", "--dry-run"], in: folder)
        #expect(!withOutput.stderr.contains("build.no-outputs"))
    }

    /// A build that exits 0 with warnings gives a JUnit report without failures: the warnings are output.
    @Test func junitFailsOnlyForErrors() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--dry-run", "--format", "junit"], in: folder)
        #expect(result.exitCode == 0)
        #expect(
            result.stdout.hasPrefix(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="typesetter" tests="127" failures="0" errors="0" time="0">

                """))
        #expect(
            result.stdout.contains(
                """
                    <testcase classname="display.medium" name="check.lines-overlap" time="0">
                      <system-out>tokens/typography.json:52:23: warning: display.medium: line height 37.4 pt
                """))
        // report takes the same formats, and gives the same report.
        let report = try CLI.run(["report", "--format", "junit"], in: folder)
        #expect(report.exitCode == 0)
        #expect(report.stdout == result.stdout)
    }

    @Test func aCommandTypoSuggestsTheCommand() throws {
        let typo = try CLI.run(["buidl"])
        #expect(typo.exitCode == 64)
        #expect(typo.stdout == "")
        #expect(
            typo.stderr
                == "typesetter: error: unknown command 'buidl'; did you mean 'build'?\nSee 'typesetter --help'.\n")
        let unknown = try CLI.run(["frobnicate"])
        #expect(
            unknown.stderr
                == "typesetter: error: unknown command 'frobnicate'; the commands are build, catalog, diff, report, check, init, tokens, fonts, dump-context, template, mcp, styles, scale, resolve, check-contrast\nSee 'typesetter --help'.\n"
        )
    }

    /// The commands by use: the project's first, build at their head.
    @Test func helpListsBuildFirst() throws {
        let help = try CLI.run(["--help"])
        #expect(help.exitCode == 0)
        let commands = help.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(
            commands == [
                "--version", "-h,", "build", "catalog", "diff", "report", "check", "init", "tokens", "fonts",
                "dump-context",
                "template", "mcp", "styles", "scale", "resolve", "check-contrast", "See",
            ])
        #expect(help.stdout.contains("\nINSPECTION SUBCOMMANDS:\n"))
        #expect(help.stdout.contains("\nDYNAMIC TYPE SUBCOMMANDS:\n"))
    }

    /// `check` reads a project the way `build` does: with -c, or by itself where typesetter.yml is.
    @Test func checkReadsTheConfiguration() throws {
        let folder = try Self.starter(
            editing: Self.replacingFirst("{fontFamily.system}", with: "{fontFamily.sytem}"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = """
            tokens/typography.json:13:21: error: {fontFamily.sytem} does not resolve: no token "fontFamily.sytem"; did you mean "fontFamily.system"? [reference.unresolved]
            tokens/typography.json:13:21: note: fix-it: use fontFamily.system: "{fontFamily.system}"

            """
        let short = try CLI.run(["check", "-c", "typesetter.yml", "--format", "xcode"], in: folder)
        #expect(short.exitCode == 1)
        #expect(short.stderr == expected)
        #expect(short.stdout == "5 tokens, 1 error, 0 warnings\n")
        let bare = try CLI.run(["check", "--format", "xcode"], in: folder)
        #expect(bare.stderr == expected)
        let both = try CLI.run(["check", "-c", "typesetter.yml", "tokens/typography.json"], in: folder)
        #expect(both.exitCode == 64)
        #expect(
            both.stderr
                == "typesetter: error: --config names the token files: give it alone, without files or --resolver.\n")
    }
}
