import Foundation
import Testing

/// Lenient mode's left-out-style rule through the built binary (Tests/Fixtures/left-out-styles): one
/// doubtful style never blocks the rest, `options.failOnLeftOutStyles` decides the exit status, strict mode
/// still stops; an export none of whose typographies has a size says so once; `check --rem-base`.
@Suite struct LeftOutStylesTests {
    /// A scratch copy of the fixture folder, the folder the commands run in.
    static func scratchCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-left-out-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/left-out-styles"), to: folder)
        return folder
    }

    static func write(_ text: String, to name: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// What the fixture's lenient build prints on standard error (xcode format), but for the last line's
    /// outcome, which depends on `options.failOnLeftOutStyles`.
    static func findings(outcome: String) -> String {
        """
        tokens.json:26:21: error: font.numeral: a font size of 256 pt is above 200 pt, which no text style means (at every size, 100% of users, coarse estimate) [check.implausible-font-size]
        typesetter: note: check the unit the file gives fontSize in (px, rem) and the number
        typesetter: note: lenient mode keeps `font.numeral`: a real design may mean a size above 200 pt (a display numeral), so the style is built and this error stays
        tokens.json:28:23: warning: font.numeral: line height 256 pt is below the font's ascent + descent of 305.5 pt at large, so lines laid out at the design's height overlap; the runtime lays them out at the font's 305.5 pt unless an app keeps the design's (at every size, 100% of users, coarse estimate) [check.lines-overlap]
        typesetter: note: raise lineHeight to at least 1.194 (the font's ascent + descent in em)
        tokens.json:28:23: note: fix-it: set lineHeight to the font's ascent + descent: 1.194
        tokens.json:37:23: error: font.loose: a line height of 22 × its 17 pt size (374 pt) is above 3× the size, which no design means; 22 looks like pixels: 22 pt = 1.294 × 17 pt (at every size, 100% of users, coarse estimate) [check.implausible-line-height]
        typesetter: note: the Format Module's lineHeight is a multiple of fontSize, such as 1.5; a length needs its unit ("24px", read in lenient mode)
        typesetter: note: lenient mode leaves `font.loose` out of the outputs and builds the other styles
        tokens.json:37:23: note: fix-it: write the line height as a multiple: 1.294
        tokens.json:45:21: error: font.root: a font size of 1.25 pt is below 4 pt, which no text style means; 1.25 looks like rem: 1.25 rem = 20 pt (at every size, 100% of users, coarse estimate) [check.implausible-font-size]
        typesetter: note: check the unit the file gives fontSize in (px, rem) and the number
        typesetter: note: lenient mode leaves `font.root` out of the outputs and builds the other styles
        tokens.json:45:21: note: fix-it: write the size in px: 20px
        tokens.json:45:21: warning: font.root: 1.25 pt at the default size is below the 11 pt minimum the HIG gives for legible text (at every size, 100% of users, coarse estimate) [check.size-below-minimum]
        tokens.json:45:21: note: fix-it: set fontSize to the HIG's minimum: 11px
        typesetter: warning: lenient mode left out 2 typography styles with errors of their own: `font.loose`, `font.root`; kept 1 whose only error a real design may mean: `font.numeral`; it built 3 typography styles, and \(outcome) [build.styles-left-out]
        typesetter: note: each style's error above says what its value likely means and how to write it

        """
    }

    /// The styles the generated Swift declares.
    static func styles(in folder: URL) throws -> [String] {
        let swift = try String(
            contentsOf: folder.appendingPathComponent("Generated/DesignTokens.swift"), encoding: .utf8)
        return swift.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.starts(with: ["public", "static", "let"]), words.count > 4, words[4] == "=",
                line.contains("Typography(")
            else { return nil }
            return String(words[3])
        }
    }

    /// A 22× line height and a 1.25 pt size are left out, a 256 pt numeral kept, the others built and written;
    /// the errors stay errors and the build fails on them by default.
    @Test func aDoubtfulStyleIsLeftOutAndTheOthersAreBuilt() throws {
        let folder = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(build.exitCode == 1)
        #expect(
            build.stdout
                == "3 typography styles, 0 font families, 0 colors, 0 dimensions; 3 errors, 3 warnings; 2 styles were left out for their errors; of the other 3, 1 has findings that affect 100% of users (coarse population) and 2 pass at every size; 1 file written, 0 unchanged\n"
        )
        #expect(
            build.stderr
                == Self.findings(
                    outcome:
                        "the build fails on their errors (exit status 1); `options.failOnLeftOutStyles: false` lets it pass with them reported"
                ))
        #expect(try Self.styles(in: folder) == ["body", "title", "numeral"])
    }

    /// `options.failOnLeftOutStyles: false`: the same outputs and errors, exit status 0; `report` lists the
    /// left-out styles without cells.
    @Test func failOnLeftOutStylesFalseLetsTheBuildPass() throws {
        let folder = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(
            "tokens: [tokens.json]\noutput:\n  swift: Generated/DesignTokens.swift\noptions:\n  lenient: true\n  failOnLeftOutStyles: false\n",
            to: "typesetter.yml", in: folder)
        let build = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(build.exitCode == 0)
        #expect(
            build.stderr
                == Self.findings(
                    outcome:
                        "the build passes with their errors reported (`options.failOnLeftOutStyles: false`)"))
        #expect(try Self.styles(in: folder) == ["body", "title", "numeral"])
        let report = try CLI.run(["report"], in: folder)
        #expect(report.exitCode == 0)
        #expect(
            report.stdout.split(separator: "\n").prefix(6).joined(separator: "\n") == """
                style         xS  S   M   L   xL  xxL 3xL A1  A2  A3  A4  A5  users
                font.body     ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   100%
                font.title    ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   100%
                font.numeral  F   F   F   F   F   F   F   F   F   F   F   F   0%
                font.loose    -   -   -   -   -   -   -   -   -   -   -   -   -
                font.root     -   -   -   -   -   -   -   -   -   -   -   -   -
                """)
    }

    /// `report --format json` marks the left-out styles, each with its error.
    @Test func theJSONReportMarksTheLeftOutStyles() throws {
        let folder = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try CLI.run(["report", "--format", "json"], in: folder)
        #expect(report.exitCode == 1)
        let json = try #require(CLI.json(report) as? [String: Any])
        let rows = try #require(json["styles"] as? [[String: Any]])
        let leftOut = rows.filter { $0["leftOut"] as? Bool == true }
        #expect(leftOut.compactMap { $0["path"] as? String } == ["font.loose", "font.root"])
        #expect(
            leftOut.compactMap { ($0["error"] as? [String: Any])?["code"] as? String } == [
                "check.implausible-line-height", "check.implausible-font-size",
            ])
    }

    /// Strict mode's behaviour stays: the first error stops the build and nothing is written.
    @Test func strictModeStillStopsTheBuild() throws {
        let folder = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(
            "tokens: [tokens.json]\noutput:\n  swift: Generated/DesignTokens.swift\n", to: "typesetter.yml", in: folder)
        let build = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(build.exitCode == 1)
        #expect(
            build.stdout
                == "build failed: 3 errors, 2 warnings; 3 styles have findings that affect 100% of users (coarse population); the other 2 pass at every size; nothing was written\n"
        )
        #expect(!build.stderr.contains("[build.styles-left-out]"))
        #expect(!build.stderr.contains("note: lenient mode leaves"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }

    /// An error that belongs to no style (a token file that is not JSON) still stops a lenient build.
    @Test func anErrorOfNoStyleStillStopsALenientBuild() throws {
        let folder = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("{ \"color\": ", to: "broken.json", in: folder)
        try Self.write(
            "tokens: [tokens.json, broken.json]\noutput:\n  swift: Generated/DesignTokens.swift\noptions:\n  lenient: true\n  failOnLeftOutStyles: false\n",
            to: "typesetter.yml", in: folder)
        let build = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(build.exitCode == 1)
        #expect(build.stdout.hasPrefix("build failed: "))
        #expect(build.stdout.hasSuffix("; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }

    /// No typography has a fontSize: one warning with how many and what they hold, not one per token.
    @Test func anExportWithNoSizesSaysSoOnce() throws {
        let folder = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = try CLI.run(["build", "-c", "sizeless.yml", "--format", "xcode"], in: folder)
        #expect(build.exitCode == 0)
        #expect(
            build.stdout
                == "0 typography styles, 0 font families, 0 colors, 0 dimensions; 0 errors, 15 warnings; 1 file written, 0 unchanged\n"
        )
        let lines = build.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.suffix(3).joined(separator: "\n") == """
                sizeless.tokens.json:3:5: warning: none of the 3 typography tokens has a fontSize, so none is a style and the build has no typography styles: they hold only `fontFamily`, `fontWeight` and `lineHeight` (2 of 3) [build.typography-incomplete]
                typesetter: note: a typography without a size is a set of overrides (Tokens Studio writes partial typographies so) and cannot be laid out; give each a fontSize (e.g. {"value": 16, "unit": "px"}), or, if the file gives their sizes another way, see the warnings above for what lenient mode did not read

                """)
        #expect(lines.count { $0.contains("[build.typography-incomplete]") } == 1)
    }

    /// `check --rem-base` reads rem as the configuration's `options.remBase` does; given with `--config`, it wins.
    @Test func checkTakesTheRemBase() throws {
        let folder = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let warning = { (rem: String, points: String) in
            """
            rem-math.tokens.json:4:27: warning: dimension as CSS calc() "calc(1rem + 4px)" is evaluated with 1rem = \(rem) pt: \(points) pt; the Format Module writes {"value": \(points), "unit": "px"} [lenient.legacy-form]
            rem-math.tokens.json:4:27: note: fix-it: use the Format Module form: {"value": \(points), "unit": "px"}

            """
        }
        let standard = try CLI.run(["check", "--lenient", "--format", "xcode", "rem-math.tokens.json"], in: folder)
        #expect(standard.exitCode == 0)
        #expect(standard.stderr == warning("16", "20"))
        let ten = try CLI.run(
            ["check", "--lenient", "--rem-base", "10", "--format", "xcode", "rem-math.tokens.json"], in: folder)
        #expect(ten.exitCode == 0)
        #expect(ten.stdout == "1 token, 0 errors, 1 warning\n")
        #expect(ten.stderr == warning("10", "14"))
        try Self.write(
            "tokens: [rem-math.tokens.json]\noutput:\n  swift: Generated/DesignTokens.swift\noptions:\n  lenient: true\n  remBase: 18\n",
            to: "rem.yml", in: folder)
        let configured = try CLI.run(["check", "-c", "rem.yml", "--format", "xcode"], in: folder)
        #expect(configured.stderr == warning("18", "22"))
        let overridden = try CLI.run(["check", "-c", "rem.yml", "--rem-base", "8", "--format", "xcode"], in: folder)
        #expect(overridden.stderr == warning("8", "12"))
        let zero = try CLI.run(["check", "--lenient", "--rem-base", "0", "rem-math.tokens.json"], in: folder)
        #expect(zero.exitCode == 64)
        #expect(
            zero.stderr.hasPrefix(
                "typesetter: error: The value '0' is invalid for '--rem-base <points>': invalid value '0' for --rem-base; expected a finite number of points greater than 0\n"
            ))
    }
}
