import Foundation
import Testing

/// `typesetter diff` through the built binary, on two versions of a small design system
/// (`Tests/Fixtures/diff`): the body's line height lowered (1.4 → 1.1, so its lines now overlap), the accent
/// color darkened, the caption style removed; and a change to 3,000 styles and 3,000 colors written by the test.
@Suite struct DiffCommandTests {
    static let fixtures = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/diff")

    static let expectedText = """
        worse: typography.caption: removed; every size, 100% of users
        typography.body: line height 1.4 → 1.1 (23.8 pt → 18.7 pt at large; the runtime lays it out at the font's height, 20.29 pt); xSmall…accessibility5 (12 of 12 sizes), 100% of users
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
                typography.body: line height 1.1 → 1.4 (18.7 pt → 23.8 pt at large; the runtime laid it out at the font's height, 20.29 pt); xSmall…accessibility5 (12 of 12 sizes), 100% of users
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
                |  | `typography.body` | line height at large | 23.8 pt (1.4) | 18.7 pt (1.1); the runtime lays it out at the font's height, 20.29 pt | xSmall…accessibility5 (12 of 12 sizes) | 100% |
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
        #expect(changes[1]["after"] as? String == "18.7 pt")
        #expect(changes[1]["designBefore"] as? String == "1.4")
        #expect(changes[1]["designAfter"] as? String == "1.1")
        #expect(changes[1]["laidOutAfter"] as? String == "20.29 pt")
        #expect(changes[1]["laidOutBefore"] == nil)
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

    /// 3,000 styles and 3,000 colors (issue 45): 2,997 line heights +0.05, 3 lowered below the font's own height
    /// (so a check starts warning), every color inverted. Written by the test, not committed.
    static func writeLargeChange(to folder: URL) throws {
        func tokens(new: Bool) -> String {
            var styles: [String] = []
            var colors: [String] = []
            for index in 0..<3_000 {
                let hundredths = 125 + 5 * (index % 6)
                let lineHeight = new ? (index % 1_000 == 999 ? 90 : hundredths + 5) : hundredths
                styles.append(
                    #""s\#(index)": {"$value": {"fontFamily": "system-ui", "fontSize": {"value": \#(12 + index % 29), "unit": "px"}, "fontWeight": 400, "lineHeight": \#(String(format: "%.2f", Double(lineHeight) / 100)), "letterSpacing": {"value": 0, "unit": "px"}}}"#
                )
                let bytes = [index % 256, index / 256 % 256, 128].map { new ? 255 - $0 : $0 }
                let components = bytes.map { String(format: "%.6f", Double($0) / 255) }.joined(separator: ", ")
                let hex = bytes.map { String(format: "%02x", $0) }.joined()
                colors.append(
                    ##""c\##(index)": {"$value": {"colorSpace": "srgb", "components": [\##(components)], "hex": "#\##(hex)"}}"##
                )
            }
            return #"{"typography": {"$type": "typography", "#
                + styles.joined(separator: ",\n") + #"}, "color": {"$type": "color", "#
                + colors.joined(separator: ",\n") + "}}\n"
        }
        try Data(tokens(new: false).utf8).write(to: folder.appendingPathComponent("old.json"))
        try Data(tokens(new: true).utf8).write(to: folder.appendingPathComponent("new.json"))
    }

    /// The Markdown of 6,003 changes fits in a comment: the summary (worse first), each change once, as many
    /// rows as fit, and how many were left out; the text groups the same; JSON lists every row.
    @Test func aLargeChangeFitsInAComment() throws {
        let folder = try CatalogCommandTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeLargeChange(to: folder)

        let markdown = try CLI.run(["diff", "old.json", "new.json", "--format", "markdown"], in: folder)
        #expect(markdown.exitCode == 1, "\(markdown.stderr)")
        let out = markdown.stdout
        #expect(out.utf16.count <= 65_536)
        #expect(out.count <= 65_536)
        #expect(
            out.hasPrefix(
                """
                **Typesetter diff**: 6,003 changes to 6,000 tokens, 3 worse (coarse population).

                | | Area | Tokens | Changes | Worse | Users, up to |
                |---|---|---|---|---|---|
                | ⚠ | checks | 3 | 3 | 3 | 100% |
                |  | styles | 3,000 | 3,000 | 0 | 100% |
                |  | colors | 3,000 | 3,000 | 0 | 100% |

                **What changed** (the same change on several tokens is one line):

                - ⚠ check.lines-overlap starts warning on 3 styles (`typography.s999`, `typography.s1999`, `typography.s2999`); xSmall…accessibility5 (12 of 12 sizes), 100% of users
                - every appearance inverted on 3,000 colors (`color.c0`, `color.c1`, `color.c2` and 2,997 more): e.g. #000080 → #FFFF7F; every size, 100% of users
                - line height +0.05 on 2,997 styles (`typography.s0`, `typography.s1`, `typography.s2` and 2,994 more): 1.25–1.5 → 1.3–1.55; xSmall…accessibility5 (12 of 12 sizes), 100% of users
                - line height changed on 3 styles (`typography.s999`, `typography.s1999`, `typography.s2999`): 1.3–1.5 → 0.9; xSmall…accessibility5 (12 of 12 sizes), 100% of users

                <details open><summary>⚠ Worse: 3 rows</summary>

                | | Token | Change | Before | After | Sizes | Users |
                |---|---|---|---|---|---|---|
                | ⚠ | `typography.s999` | check.lines-overlap starts warning | — | — | xSmall…accessibility5 (12 of 12 sizes) | 100% |
                """), "\(out.prefix(3_000))")
        // Every row shown is counted; the rest are said to be left out, and where they are.
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.filter { $0.hasPrefix("| ⚠ | `") || $0.hasPrefix("|  | `") }.count
        #expect(shown > 300)
        let last = String(lines.suffix(2).first ?? "")
        let count = last.dropFirst().prefix { $0.isNumber || $0 == "," }
        #expect(Int(count.replacingOccurrences(of: ",", with: "")) == 6_003 - shown, "\(last)")
        #expect(
            last
                == "_\(count) of 6,003 rows are left out to fit in a comment (65,536 characters). The full report: `typesetter diff old.json new.json --format json` (every row), or `--page FILE` (a page with every row, before and after side by side)._"
        )
        #expect(lines.last == "")
        // The clamped line height reads as the design's change and what the runtime lays out.
        #expect(
            out.contains(
                "|  | `typography.s999` | line height at large | 35 pt (1.4) | 22.5 pt (0.9); the runtime lays it out at the font's height, 29.83 pt |"
            ))

        let text = try CLI.run(["diff", "old.json", "new.json"], in: folder)
        #expect(
            text.stdout == """
                6,003 changes to 6,000 tokens, 3 worse (coarse population):
                  worse: checks: 3 changes to 3 styles, 3 worse, up to 100% of users
                  styles: 3,000 changes to 3,000 styles, up to 100% of users
                  colors: 3,000 changes to 3,000 colors, up to 100% of users

                worse: check.lines-overlap starts warning on 3 styles (typography.s999, typography.s1999, typography.s2999); xSmall…accessibility5 (12 of 12 sizes), 100% of users
                every appearance inverted on 3,000 colors (color.c0, color.c1, color.c2 and 2,997 more): e.g. #000080 → #FFFF7F; every size, 100% of users
                line height +0.05 on 2,997 styles (typography.s0, typography.s1, typography.s2 and 2,994 more): 1.25–1.5 → 1.3–1.55; xSmall…accessibility5 (12 of 12 sizes), 100% of users
                line height changed on 3 styles (typography.s999, typography.s1999, typography.s2999): 1.3–1.5 → 0.9; xSmall…accessibility5 (12 of 12 sizes), 100% of users

                --verbose lists the 6,003 changes one a line.

                """)
        let verbose = try CLI.run(["diff", "old.json", "new.json", "--verbose"], in: folder)
        let rows = verbose.stdout.components(separatedBy: "\nEvery change:\n")
        #expect(rows.first == text.stdout.components(separatedBy: "\n--verbose").first)
        #expect(rows.last?.split(separator: "\n").count == 6_003)

        let json = try CLI.run(["diff", "old.json", "new.json", "--format", "json"], in: folder)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["changes"] as? [[String: Any]])?.count == 6_003)
    }
}
