import Testing
import TypesetterBuild
import TypesetterCore

/// ``TokenDiff`` on models built in the test: each side is described with its own values.
@Suite struct TokenDiffTests {
    static func diff(old: DesignSystem, new: DesignSystem) -> TokenDiff {
        TokenDiff(old: .init(model: old, checks: nil), new: .init(model: new, checks: nil), population: .coarse)
    }

    static func style(_ font: Typography.Font) -> DesignSystem {
        DesignSystem(typography: [
            TypographyStyle(
                origin: TokenOrigin(path: "typography.body", swiftName: "body", location: "tokens.json:1:1"),
                typography: Typography(font: font, size: 17))
        ])
    }

    /// The system font's face is named from the old side's font: a style moved from the system font to a
    /// family without faces changes face (it was named with the new font on both sides, so no change showed).
    @Test func theOldFaceIsNamedWithTheOldFont() throws {
        let diff = Self.diff(
            old: Self.style(.system()), new: Self.style(.custom(FontFamily(name: "Brand", faces: []))))
        let face = try #require(diff.changes.first { $0.what.hasPrefix("face") })
        #expect(face.what == "face at large")
        #expect(face.before == "SF Pro Text")
        #expect(face.after == "system font (no face)")
    }

    /// Colors are compared in the appearances the component checks and the catalog name.
    @Test func colorAppearancesAreTheCheckersNames() throws {
        func model(highContrast: DesignColor.Components) -> DesignSystem {
            let black = DesignColor.Components(red: 0, green: 0, blue: 0, alpha: 1)
            return DesignSystem(colors: [
                ColorEntry(
                    origin: TokenOrigin(path: "color.text", swiftName: "text", location: "tokens.json:1:1"),
                    color: DesignColor(any: black, dark: black, highContrast: highContrast, darkHighContrast: black))
            ])
        }
        let diff = Self.diff(
            old: model(highContrast: .init(red: 0, green: 0, blue: 0, alpha: 1)),
            new: model(highContrast: .init(red: 1, green: 1, blue: 1, alpha: 1)))
        #expect(diff.changes.map(\.what) == ["light high contrast"])
        #expect(diff.changes.map(\.before) == ["#000000"])
        #expect(diff.changes.map(\.after) == ["#FFFFFF"])
    }

    static func title(
        _ lineHeight: Double, font: Typography.Font = .system(), path: String = "typography.title"
    )
        -> TypographyStyle
    {
        TypographyStyle(
            origin: TokenOrigin(path: path, location: "tokens.json:1:1"),
            typography: Typography(font: font, size: 28, lineHeight: .multiple(lineHeight)))
    }

    /// A line height lowered below the font's own: the design's values before → after, and what the runtime
    /// lays out (issue 41: it showed only the check starting).
    @Test func aClampedLineHeightShowsTheDesignAndWhatTheRuntimeLaysOut() throws {
        let diff = Self.diff(
            old: DesignSystem(typography: [Self.title(1.2)]), new: DesignSystem(typography: [Self.title(0.9)]))
        let change = try #require(diff.changes.first)
        #expect(diff.changes.count == 1)
        #expect(change.what == "line height at large")
        #expect((change.before, change.after) == ("33.6 pt", "25.2 pt"))
        #expect(change.designBefore?.text == "1.2")
        #expect(change.designAfter?.text == "0.9")
        // SF Pro Display's ascent + descent + gap, 2444/2048 em, at 28 pt.
        #expect(change.laidOutBefore == nil)
        #expect(change.laidOutAfter == "33.41 pt")
        #expect(
            diff.text == """
                typography.title: line height 1.2 → 0.9 (33.6 pt → 25.2 pt at large; the runtime lays it out at the font's height, 33.41 pt); xSmall…accessibility5 (12 of 12 sizes), 100% of users
                1 change to 1 token, 0 worse (coarse population)

                """)
        #expect(
            diff.markdown.contains(
                "| 33.6 pt (1.2) | 25.2 pt (0.9); the runtime lays it out at the font's height, 33.41 pt |"))
    }

    /// Both sides below a tall font's own height lay out the same: the design's change still shows.
    @Test func aLineHeightClampedOnBothSidesStillShows() throws {
        let tall = try #require(
            FontMetrics(unitsPerEm: 1000, ascender: 1000, descender: -300, lineGap: 0, capHeight: 700, xHeight: 500))
        let brand = Typography.Font.custom(
            FontFamily(
                name: "Tall", faces: [FontFamily.Face(postScriptName: "Tall-Regular", weight: .regular, metrics: tall)])
        )
        let diff = Self.diff(
            old: DesignSystem(typography: [Self.title(1.2, font: brand)]),
            new: DesignSystem(typography: [Self.title(0.9, font: brand)]))
        #expect(
            diff.text.hasPrefix(
                "typography.title: line height 1.2 → 0.9 (33.6 pt → 25.2 pt at large; the runtime lays both out at the font's height, 36.4 pt);"
            ))
    }

    /// A removed token and an added one with the same values: a hint that it may be a rename (issue 43).
    @Test func aRenameIsHinted() throws {
        let diff = Self.diff(
            old: DesignSystem(typography: [Self.title(1.2), Self.title(1.3, path: "typography.other")]),
            new: DesignSystem(typography: [
                Self.title(1.2, path: "typography.heading"), Self.title(1.4, path: "typography.new"),
            ]))
        #expect(
            diff.text == """
                worse: typography.title: removed (maybe renamed to typography.heading: it was added with the same values); every size, 100% of users
                worse: typography.other: removed; every size, 100% of users
                typography.heading: added (maybe renamed from typography.title: it was removed with the same values); every size, 100% of users
                typography.new: added; every size, 100% of users
                4 changes to 4 tokens, 2 worse (coarse population)

                """)
        #expect(diff.json.contains(#""note":"maybe renamed to typography.heading: it was added with the same values""#))
    }

    /// The same change on many tokens is one group; changes alone in their step are gathered by aspect.
    @Test func theSameChangeIsOneGroup() throws {
        let styles = (0..<12).map { Self.title(1.2 + Double($0) / 100, path: "typography.s\($0)") }
        var changed = styles
        for index in changed.indices {
            let factor = 1.2 + Double(index) / 100 + (index < 10 ? 0.05 : 0.1 * Double(index - 9))
            changed[index].typography.lineHeight = .multiple(factor)
        }
        let diff = Self.diff(old: DesignSystem(typography: styles), new: DesignSystem(typography: changed))
        #expect(diff.groups.map(\.title) == ["line height +0.05", "line height changed"])
        #expect(diff.groups.map(\.members.count) == [10, 2])
        #expect(
            diff.text == """
                12 changes to 12 tokens, 0 worse (coarse population):
                  styles: 12 changes to 12 styles, up to 100% of users

                line height +0.05 on 10 styles (typography.s0, typography.s1, typography.s2 and 7 more): 1.2–1.29 → 1.25–1.34; xSmall…accessibility5 (12 of 12 sizes), 100% of users
                line height changed on 2 styles (typography.s10, typography.s11): 1.3–1.31 → 1.4–1.51; xSmall…accessibility5 (12 of 12 sizes), 100% of users

                --verbose lists the 12 changes one a line.

                """)
        #expect(
            diff.text(verbose: true).hasSuffix(
                "Every change:\n"
                    + diff.changes.map {
                        "\($0.path): line height \($0.designBefore?.text ?? "") → \($0.designAfter?.text ?? "") (\($0.before) → \($0.after) at large); xSmall…accessibility5 (12 of 12 sizes), 100% of users\n"
                    }.joined()))
    }

    /// Markdown never outgrows `limit`: rows that do not fit are counted in the last line.
    @Test func markdownKeepsWithinItsLimit() throws {
        let styles = (0..<400).map { Self.title(1.2, path: "typography.style\($0)") }
        let changed = styles.map { style in
            var style = style
            style.typography.lineHeight = .multiple(1.25)
            return style
        }
        let diff = Self.diff(old: DesignSystem(typography: styles), new: DesignSystem(typography: changed))
        for (limit, limitText) in [(1_500, "1,500"), (4_000, "4,000"), (20_000, "20,000")] {
            let markdown = diff.markdown(limit: limit, command: "typesetter diff a.json b.json")
            #expect(markdown.utf16.count <= limit)
            let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("|  | `typography.") }.count
            #expect(rows > 0)
            #expect(
                markdown.hasSuffix(
                    "_\(400 - rows) of 400 rows are left out to fit in a comment (\(limitText) characters). The full report: `typesetter diff a.json b.json --format json` (every row), or `--page FILE` (a page with every row, before and after side by side)._\n"
                ))
        }
        // Too little room for the line of what changed: it is counted too.
        let tiny = diff.markdown(limit: 600, command: "typesetter diff a.json b.json")
        #expect(tiny.utf16.count <= 600)
        #expect(tiny.hasPrefix("**Typesetter diff**: 400 changes to 400 tokens, 0 worse (coarse population).\n"))
        #expect(
            tiny.contains(
                "\n_400 of 400 rows and 1 of the 1 changes are left out to fit in a comment (600 characters)."))
        let whole = diff.markdown(limit: 200_000, command: "typesetter diff a.json b.json")
        #expect(whole.split(separator: "\n").filter { $0.hasPrefix("|  | `typography.") }.count == 400)
        #expect(!whole.contains("left out"))
    }

    /// Dimensions changed by the same points are one group with their range; colors changed each their own way
    /// are one group of their aspect, with an example.
    @Test func dimensionsAndColorsGroup() throws {
        func model(offset: Double, colors: [(Double, Double, Double)]) -> DesignSystem {
            DesignSystem(
                colors: colors.enumerated().map { index, rgb in
                    ColorEntry(
                        origin: TokenOrigin(path: "color.c\(index)", location: "tokens.json:1:1"),
                        color: DesignColor(any: .init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: 1)))
                },
                dimensions: (0..<4).map {
                    DimensionEntry(
                        origin: TokenOrigin(path: "space.s\($0)", location: "tokens.json:1:1"),
                        points: Double(4 * ($0 + 1)) + offset, textStyle: nil)
                })
        }
        let diff = Self.diff(
            old: model(offset: 0, colors: [(0, 0, 0), (1, 1, 1), (0.2, 0.4, 0.6)]),
            new: model(offset: 2, colors: [(0.1, 0, 0), (0.9, 1, 1), (0.2, 0.4, 0.8)]))
        #expect(diff.groups.map(\.title) == ["value +2 pt", "every appearance changed"])
        #expect(diff.values(of: diff.groups[0]) == "4–16 pt → 6–18 pt")
        #expect(diff.values(of: diff.groups[1]) == "e.g. #000000 → #1A0000")
        #expect(diff.areaSummaries.map(\.area) == [.colors, .dimensions])
    }
}
