import Foundation
import Testing

/// `typesetter diff` through the built binary, on two versions of a small design system
/// (`Tests/Fixtures/diff`): the body's line height lowered (1.4 → 1.1, so its lines now overlap), the accent
/// color darkened, the caption style removed.
@Suite struct DiffCommandTests {
    static let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/diff")

    static let expectedText = """
        worse: typography.caption: removed; every size, 100% of users
        typography.body: line height at large 23.8 pt → 20.29 pt; xSmall…accessibility5 (12 of 12 sizes), 100% of users
        worse: typography.body: check.lines-overlap starts warning; xSmall…accessibility5 (12 of 12 sizes), 100% of users
        color.accent: every appearance #0066CC → #004D99; every size, 100% of users
        4 changes to 3 tokens, 2 worse (coarse population)

        """

    @Test func tokenFilesPrintEveryChangeAndExit1WhenWorse() throws {
        let result = try CLI.run(["diff", "old.json", "new.json"], in: Self.fixtures)
        #expect(result.stdout == Self.expectedText)
        #expect(result.stderr == "")
        #expect(result.exitCode == 1)
    }

    @Test func nothingChangedExits0() throws {
        let result = try CLI.run(["diff", "old.json", "old.json"], in: Self.fixtures)
        #expect(result.stdout == "no changes\n")
        #expect(result.exitCode == 0)
        // Better is not worse: the reverse change exits 0.
        let reverse = try CLI.run(["diff", "new.json", "old.json"], in: Self.fixtures)
        #expect(reverse.exitCode == 0)
        #expect(
            reverse.stdout == """
                typography.caption: added; every size, 100% of users
                typography.body: line height at large 20.29 pt → 23.8 pt; xSmall…accessibility5 (12 of 12 sizes), 100% of users
                typography.body: check.lines-overlap stops; xSmall…accessibility5 (12 of 12 sizes), 100% of users
                color.accent: every appearance #004D99 → #0066CC; every size, 100% of users
                4 changes to 3 tokens, 0 worse (coarse population)

                """)
    }

    @Test func markdownIsATableForAPullRequest() throws {
        let result = try CLI.run(["diff", "old.json", "new.json", "--format", "markdown"], in: Self.fixtures)
        #expect(
            result.stdout == """
                **Typesetter diff**: 4 changes to 3 tokens, 2 worse (coarse population).

                | | Token | Change | Before | After | Sizes | Users |
                |---|---|---|---|---|---|---|
                | ⚠ | `typography.caption` | removed | — | — | every size | 100% |
                |  | `typography.body` | line height at large | 23.8 pt | 20.29 pt | xSmall…accessibility5 (12 of 12 sizes) | 100% |
                | ⚠ | `typography.body` | check.lines-overlap starts warning | — | — | xSmall…accessibility5 (12 of 12 sizes) | 100% |
                |  | `color.accent` | every appearance | #0066CC | #004D99 | every size | 100% |

                """)
        // A GitHub table: the header, the delimiter row, then rows with as many cells.
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("|") }
        let cells = rows.map { $0.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count }
        #expect(rows.count == 6)
        #expect(Set(cells) == [8])
    }

    @Test func jsonListsEachChange() throws {
        let result = try CLI.run(["diff", "old.json", "new.json", "--format", "json"], in: Self.fixtures)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["worse"] as? Bool == true)
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(
            changes.map { $0["change"] as? String } == [
                "removed", "line height at large", "check.lines-overlap starts warning", "every appearance",
            ])
        #expect(changes[1]["before"] as? String == "23.8 pt")
        #expect(changes[1]["users"] as? Double == 1)
    }

    /// `git:REV`: the same configuration at another revision, in a repository made for the test.
    @Test func aGitRevisionIsTheConfigurationAsItWas() throws {
        let folder = try CatalogCommandTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        let tokens = folder.appendingPathComponent("tokens.json")
        try Data("tokens: [tokens.json]\n".utf8).write(to: folder.appendingPathComponent("typesetter.yml"))
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("old.json"), to: tokens)
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "old")
        try FileManager.default.removeItem(at: tokens)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("new.json"), to: tokens)

        let result = try CLI.run(["diff", "git:HEAD", "typesetter.yml"], in: folder)
        #expect(result.stdout == Self.expectedText, "\(result.stderr)")
        #expect(result.exitCode == 1)

        let unknown = try CLI.run(["diff", "git:no-such-revision", "typesetter.yml"], in: folder)
        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr.hasPrefix("typesetter: error: git archive failed: fatal: not a valid object name"))
    }

    @Test func anInputThatCannotBeBuiltExits2AndSaysWhy() throws {
        let folder = try CatalogCommandTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{ \"a\": { \"$type\": \"color\", \"$value\": \"#12\" } }".utf8).write(
            to: folder.appendingPathComponent("broken.json"))
        let result = try CLI.run(
            ["diff", Self.fixtures.appendingPathComponent("old.json").path, "broken.json"], in: folder)
        #expect(result.exitCode == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("broken.json:1:"))
        #expect(
            result.stderr.hasSuffix(
                "typesetter: error: broken.json could not be built (the errors above); nothing was compared\n"))

        let missing = try CLI.run(["diff", "missing.json", "broken.json"], in: folder)
        #expect(missing.exitCode == 64)
        #expect(
            missing.stderr
                == "typesetter: error: missing.json does not exist: pass a configuration, a tokens file or folder, or git:REV\n"
        )
    }

    @Test func thePageShowsBeforeAndAfter() throws {
        let folder = try CatalogCommandTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("diff.html").path
        let result = try CLI.run(["diff", "old.json", "new.json", "--page", page], in: Self.fixtures)
        #expect(result.exitCode == 1)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(#"<tr class="worse" data-token="typography.caption">"#))
        // The engine's line heights, 1 pt = 1 px: 17 × 1.4 asked, then the font's own when 17 × 1.1 is tighter.
        #expect(html.contains("line-height: 23.799999999999997px"))
        #expect(html.contains("line-height: 20.287109375px"))
        #expect(html.contains("background: color(srgb 0 0.3 0.6 / 1)"))

        // `TYPESETTER_SCREENSHOTS=1`: the Diff article's screenshot, in Documentation/Images.
        guard ProcessInfo.processInfo.environment["TYPESETTER_SCREENSHOTS"] == "1",
            CatalogCommandTests.browserInstalled
        else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3",
            CLI.repositoryRoot.appendingPathComponent("Tests/TypesetterCLITests/Browser/check_catalog.py").path,
            "--screenshot-page", page,
            CLI.repositoryRoot.appendingPathComponent("Documentation/Images/diff-page.png").path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
