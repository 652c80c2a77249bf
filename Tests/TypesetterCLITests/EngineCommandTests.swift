import Foundation
import Testing
import TypesetterCore

/// `styles`, `scale` and `resolve` through the built binary: standard output, standard error, exit codes.
@Suite struct EngineCommandTests {
    @Test func stylesJSONHasEveryCell() throws {
        let result = try CLI.run(["styles", "--format", "json"])
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        let rows = try #require(try CLI.json(result) as? [[String: Any]])
        #expect(rows.count == 132)
        let body = try #require(
            rows.first { $0["textStyle"] as? String == "body" && $0["category"] as? String == "accessibility3" })
        #expect(body["pointSize"] as? Double == 40)
        #expect(body["leading"] as? Double == 48)
        #expect(body["weight"] as? Double == 400)
        let headline = try #require(rows.first { $0["textStyle"] as? String == "headline" })
        #expect(headline["weight"] as? Double == 600)
        #expect(Set(rows.compactMap { $0["category"] as? String }).count == 12)
    }

    @Test func stylesTableAndOneCategory() throws {
        let table = try CLI.run(["styles"])
        #expect(table.exitCode == 0)
        let lines = table.stdout.split(separator: "\n")
        #expect(lines.count == 13)
        #expect(lines[0].hasPrefix("textStyle    weight  emphasized  xSmall"))
        #expect(lines[0].hasSuffix("AX5"))
        #expect(
            lines[7]
                == "body            400         600  14/19   15/20  16/21   17/22  19/24   21/26    23/29     28/34  33/40  40/48  47/56  53/62"
        )

        let ax3 = try CLI.run(["styles", "--category", "AX3", "--format", "csv"])
        #expect(ax3.exitCode == 0)
        let csv = ax3.stdout.split(separator: "\n")
        #expect(csv.count == 12)
        #expect(csv[0] == "textStyle,category,pointSize,leading,weight,emphasizedWeight")
        #expect(csv[1] == "largeTitle,accessibility3,52,61,400,700")
        #expect(csv[11] == "caption2,accessibility3,29,35,400,600")
    }

    @Test func stylesForWatchOSAsPublished() throws {
        let result = try CLI.run(["styles", "--platform", "watchOS"])
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 17)
        #expect(
            lines[0]
                == "style        textStyle   weight  emphasized  xSmall   Small    Large    xLarge   xxLarge  xxxLarge  AX1      AX2      AX3"
        )
        #expect(
            lines[4]
                == "Title 2      title2         400         600  24/26.5  26/28.5  28/30.5  30/32.5  31/33.5  32/34.5   34/41    35/37.5  36/38.5"
        )
        #expect(
            lines[11]
                == "Footnote 2   -              400         600  10/12.5  11/13.5  12/14.5  13/15.5  14/16.5  15/17.5   15/17.5  16/17.5  17/19.5"
        )
        #expect(lines[12] == "Default size: Small on 38mm; Large on 40mm, 41mm, 42mm; xLarge on 44mm, 45mm, 49mm.")
        #expect(lines[13] == "Not published: Medium, AX4, AX5; the engine reads the nearest published size below.")
        #expect(lines[14] == "No watchOS row for callout, subheadline, footnote: the engine keeps the iOS row.")
        #expect(
            lines[15]
                == "Source: Apple Human Interface Guidelines, Typography > Specifications, watchOS Dynamic Type sizes (2026-09)."
        )

        let ax3 = try CLI.run(["styles", "--platform", "watchos", "--category", "AX3", "--format", "csv"])
        #expect(ax3.exitCode == 0)
        let csv = ax3.stdout.split(separator: "\n")
        #expect(csv.count == 11)
        #expect(csv[0] == "style,textStyle,category,pointSize,leading,weight,emphasizedWeight")
        #expect(csv[1] == "Large Title,largeTitle,accessibility3,46,48.5,400,700")
        #expect(csv[10] == "Footnote 2,,accessibility3,17,19.5,400,600")
    }

    @Test func stylesForFixedTables() throws {
        let tv = try CLI.run(["styles", "--platform", "tvOS"])
        #expect(tv.exitCode == 0)
        #expect(
            tv.stdout == """
                style       textStyle  weight  emphasized  size/leading
                ----------  ---------  ------  ----------  ------------
                Title 1     title1        500         700  76/96
                Title 2     title2        500         700  57/66
                Title 3     title3        500         700  48/56
                Headline    headline      500         700  38/46
                Subtitle 1  -             400         500  38/46
                Callout     callout       500         700  31/38
                Body        body          500         700  29/36
                Caption 1   caption1      500         700  25/32
                Caption 2   caption2      500         700  23/30
                No tvOS row for largeTitle, subheadline, footnote: the engine keeps the iOS row.
                Source: Apple Human Interface Guidelines, Typography > Specifications, tvOS built-in text styles (2026-09).

                """)
        let mac = try CLI.run(["styles", "--platform", "macOS", "--format", "json"])
        #expect(mac.exitCode == 0)
        let rows = try #require(try CLI.json(mac) as? [[String: Any]])
        #expect(rows.count == 11)
        let headline = try #require(rows.first { $0["style"] as? String == "Headline" })
        #expect(headline["textStyle"] as? String == "headline")
        #expect(headline["pointSize"] as? Double == 13)
        #expect(headline["leading"] as? Double == 16)
        #expect(headline["weight"] as? Double == 700)
        #expect(headline["emphasizedWeight"] as? Double == 800)
        #expect(rows.allSatisfy { $0["category"] == nil })
    }

    @Test func stylesForIOSIsTheDefaultTable() throws {
        let named = try CLI.run(["styles", "--platform", "iOS"])
        let plain = try CLI.run(["styles"])
        #expect(named.exitCode == 0)
        #expect(named.stdout == plain.stdout)
        #expect(
            try CLI.run(["styles", "--platform", "iPadOS", "--format", "csv"]).stdout
                == CLI.run(["styles", "--format", "csv"]).stdout)
    }

    @Test func scale() throws {
        let result = try CLI.run(["scale", "17", "--format", "json"])
        #expect(result.exitCode == 0)
        let rows = try #require(try CLI.json(result) as? [[String: Any]])
        #expect(
            rows.map { $0["category"] as? String } == [
                "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
            ])
        #expect(rows.map { $0["value"] as? Double } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])

        let clamped = try CLI.run([
            "scale", "15", "--relative-to", "subheadline", "--max-size", "40", "--format", "csv",
        ])
        #expect(
            clamped.stdout.split(separator: "\n").suffix(3) == [
                "accessibility3,36", "accessibility4,40", "accessibility5,40",
            ])
    }

    @Test func resolveMatchesTheHandComputedLayout() throws {
        let result = try CLI.run([
            "resolve", "--size", "17", "--line-height", "22", "--letter-spacing", "-0.02em", "--format", "json",
        ])
        #expect(result.exitCode == 0)
        let rows = try #require(try CLI.json(result) as? [[String: Any]])
        #expect(rows.count == 12)
        let large = try #require(rows.first { $0["category"] as? String == "large" })
        #expect(large["pointSize"] as? Double == 17)
        #expect(large["lineHeight"] as? Double == 22)
        #expect(large["lineSpacing"] as? Double == 1.712890625)
        #expect(large["verticalPadding"] as? Double == 0.8564453125)
        #expect(large["tracking"] as? Double == -0.34)
        let ax3 = try #require(rows.first { $0["category"] as? String == "accessibility3" })
        #expect(ax3["pointSize"] as? Double == 40)
        #expect(ax3["tracking"] as? Double == -0.8)
    }

    @Test func resolveBoldTextAndTightLines() throws {
        let bold = try CLI.run(["resolve", "--size", "17", "--weight", "semi-bold", "--bold-text", "--format", "csv"])
        #expect(bold.exitCode == 0)
        #expect(bold.stdout.split(separator: "\n")[4].hasPrefix("large,body,17,700,"))

        let tight = try CLI.run(["resolve", "--size", "34", "--line-height", "1.0x", "--format", "csv"])
        let large = tight.stdout.split(separator: "\n")[4]
        #expect(large == "large,largeTitle,34,400,40.57421875,40.57421875,0,0,0,0,true")
        let kept = try CLI.run(["resolve", "--size", "34", "--line-height", "100%", "--keep-tight", "--format", "csv"])
        #expect(
            kept.stdout.split(separator: "\n")[4]
                == "large,largeTitle,34,400,34,40.57421875,0,-3.287109375,-1.6435546875,0,true")
    }

    @Test func resolveTableIsReadable() throws {
        let result = try CLI.run(["resolve", "--size", "17", "--line-height", "22"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 14)
        #expect(
            lines[5]
                == "large           body     17     400          22   20.287        1.713    0.856     0.428         0  no"
        )
    }

    @Test(arguments: [
        (
            ["styles", "--category", "huge"],
            "typesetter: error: unknown category 'huge' for --category; valid values: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5 (HIG and UIKit names work too)"
        ),
        (
            ["styles", "--platform", "android"],
            "typesetter: error: unknown platform 'android' for --platform; valid values: iOS, macOS, tvOS, visionOS, watchOS"
        ),
        (
            ["styles", "--platform", "visionOS"],
            "typesetter: error: Apple publishes no visionOS Dynamic Type table (its Typography page says only that visionOS uses bolder body and title styles); visionOS follows the iOS table: use --platform iOS"
        ),
        (
            ["styles", "--platform", "tvOS", "--category", "large"],
            "typesetter: error: tvOS publishes one size per text style, not one per category; leave out --category"
        ),
        (
            ["styles", "--platform", "watchOS", "--category", "medium"],
            "typesetter: error: watchOS publishes no medium sizes; its categories: xSmall, small, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3"
        ),
        (
            ["catalog", "--platform", "webOS"],
            "typesetter: error: unknown platform 'webOS' for --platform; valid values: iOS, macOS, tvOS, visionOS, watchOS"
        ),
        (
            ["scale", "17", "--relative-to", "display"],
            "typesetter: error: unknown text style 'display' for --relative-to; valid values: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2 (SwiftUI's title and caption work too)"
        ),
        (
            ["scale", "nan"],
            "typesetter: error: invalid value 'nan' for VALUE; expected a finite number of points, 0 or more"
        ),
        (
            ["scale", "--", "-3"],
            "typesetter: error: invalid value '-3' for VALUE; expected a finite number of points, 0 or more"
        ),
        (
            ["scale", "17", "--max-size", "inf"],
            "typesetter: error: invalid value 'inf' for --max-size; expected a finite number of points, 0 or more"
        ),
        (
            ["resolve", "--size", "-12"],
            "typesetter: error: invalid value '-12' for --size; expected a finite number of points, 0 or more"
        ),
        (
            ["resolve", "--size", "0"],
            "typesetter: error: invalid value '0' for --size; expected a finite number of points greater than 0"
        ),
        (
            ["resolve", "--size", "17", "--weight", "1200"],
            "typesetter: error: invalid weight '1200' for --weight; expected a number from 1 to 1000 or one of: thin, hairline, extra-light, ultra-light, light, normal, regular, book, medium, semi-bold, demi-bold, bold, extra-bold, ultra-bold, black, heavy, extra-black, ultra-black"
        ),
        (
            ["resolve", "--size", "17", "--line-height", "-4"],
            "typesetter: error: invalid line height '-4' for --line-height; expected points (22 or 22pt), a multiple of the size (1.3x or 130%), or normal"
        ),
        (
            ["resolve", "--size", "17", "--letter-spacing", "nanem"],
            "typesetter: error: invalid letter spacing 'nanem' for --letter-spacing; expected points (0.5 or 0.5pt), em (-0.02em) or percent of the size (-2%)"
        ),
        (
            ["resolve", "--size", "17", "--line-height-scaling", "curvy"],
            "typesetter: error: unknown line height scaling 'curvy' for --line-height-scaling; valid values: proportional, textStyleLeading"
        ),
        (
            ["styles", "--format", "xml"],
            "typesetter: error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'table', 'json' or 'csv'."
        ),
    ])
    func badInputIsOneLineAndAUsageError(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
    }

    @Test func helpAndVersion() throws {
        let help = try CLI.run(["--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.contains("SUBCOMMANDS:"))
        #expect(help.stdout.contains("styles"))
    }

    /// The help of `styles` names the iOS table's source as the table has it (written out in the command, so
    /// start-up does not build the table).
    @Test func stylesHelpNamesTheTablesSource() throws {
        let help = try CLI.run(["styles", "--help"])
        let source = "\(DynamicTypeTable.iOS.source) (\(DynamicTypeTable.iOS.snapshotDate))"
        #expect(
            help.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
                .contains(source))
    }

    /// `--version` of a development build: the number of Version.swift (the one place it is written) with
    /// `-dev` and the commit this checkout is at, which the VersionStamp plugin wrote at build time; and
    /// CHANGELOG.md's newest release section is of that number.
    @Test func versionOfADevelopmentBuildNamesItsCommit() throws {
        let root = CLI.repositoryRoot
        let source = try String(
            contentsOf: root.appendingPathComponent("Sources/typesetter/Support/Version.swift"), encoding: .utf8)
        let number = try #require(
            source.split(separator: "\n").first { $0.hasPrefix("    static let number = \"") }?
                .split(separator: "\"").dropFirst().first.map(String.init))
        let version = try CLI.run(["--version"])
        #expect(version.exitCode == 0)
        #expect(version.stderr.isEmpty)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "rev-parse", "--short=12", "HEAD"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        try git.run()
        git.waitUntilExit()
        let commit = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // The binary was built from this checkout: its commit, "-modified" when files differed from it then.
        #expect(
            version.stdout == "\(number)-dev+\(commit) (development build)\n"
                || version.stdout == "\(number)-dev+\(commit)-modified (development build)\n")
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(newest?.hasPrefix("## [\(number)]") == true)
    }
}
