import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterDiagnostics

/// The plausibility checks (`check.implausible-*`): a number no designer meant is an error naming the value
/// that was likely meant, and Tokens Studio's unitless pixel line heights are read as pixels, not multiples.
@Suite struct PlausibilityTests {
    /// One typography token in the system font, with `members` replacing the defaults.
    static func typography(_ members: String, lenient: Bool = false) -> String {
        BuildDiagnosticTextTests.render(
            tokens: #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", \#(members) } } }"#,
            config: """
                tokens: [tokens.json]
                options:
                  lenient: \(lenient)
                """
        )
        .split(separator: "\n").reduce(into: (kept: [Substring](), keeping: false)) { state, line in
            // Each implausible finding with its notes; the other checks' findings are left out.
            if !line.contains(": note: ") { state.keeping = line.contains("[check.implausible-") }
            if state.keeping { state.kept.append(line) }
        }.kept.joined(separator: "\n")
    }

    static let size17 =
        #""fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }"#

    @Test func aLineHeightOfPixelsWrittenAsAMultipleIsAnErrorNamingTheMultiple() {
        #expect(
            Self.typography(Self.size17 + #", "lineHeight": 22"#)
                == """
                tokens.json:1:198: error: body: a line height of 22 × its 17 pt size (374 pt) is above 3× the size, which no design means; 22 looks like pixels: 22 pt = 1.294 × 17 pt (at every size, 100% of users, coarse estimate) [check.implausible-line-height]
                typesetter: note: the Format Module's lineHeight is a multiple of fontSize, such as 1.5; a length needs its unit ("24px", read in lenient mode)
                tokens.json:1:198: note: fix-it: write the line height as a multiple: 1.294
                """)
    }

    @Test func aLineHeightBelowHalfTheSizeIsAnError() {
        #expect(
            Self.typography(Self.size17 + #", "lineHeight": 0.2"#)
                == """
                tokens.json:1:198: error: body: a line height of 0.2 × its 17 pt size (3.4 pt) is below 0.5× the size, which no design means (at every size, 100% of users, coarse estimate) [check.implausible-line-height]
                typesetter: note: the Format Module's lineHeight is a multiple of fontSize, such as 1.5; a length needs its unit ("24px", read in lenient mode)
                """)
    }

    @Test func aSizeInRemWrittenAsPixelsIsAnErrorNamingTheSize() {
        #expect(
            Self.typography(
                #""fontSize": { "value": 1.5, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4"#
            )
                == """
                tokens.json:1:87: error: body: a font size of 1.5 pt is below 4 pt, which no text style means; 1.5 looks like rem: 1.5 rem = 24 pt (at every size, 100% of users, coarse estimate) [check.implausible-font-size]
                typesetter: note: check the unit the file gives fontSize in (px, rem) and the number
                tokens.json:1:87: note: fix-it: write the size in px: 24px
                """)
    }

    @Test func aPercentageTrackingWrittenAsPointsIsAnError() {
        #expect(
            Self.typography(
                #""fontSize": { "value": 14, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 10, "unit": "px" }, "lineHeight": 1.4"#
            )
                == """
                tokens.json:1:154: error: body: letter spacing of 0.714 em (10 pt on 14 pt) is beyond ±0.5 em, which pulls words apart; 10 looks like a percentage: 10% = 0.1 em = 1.4 pt (at every size, 100% of users, coarse estimate) [check.implausible-letter-spacing]
                tokens.json:1:154: note: fix-it: write the letter spacing as a percentage: "10%"
                """)
    }

    @Test func aWeightOnAStepScaleIsAnError() {
        #expect(
            Self.typography(
                #""fontSize": { "value": 17, "unit": "px" }, "fontWeight": 5, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4"#
            )
                == """
                tokens.json:1:132: error: body: a font weight of 5 is below 100 (Thin), the lightest weight fonts name; 5 looks like a step of the 1–9 scale: 500 (at every size, 100% of users, coarse estimate) [check.implausible-font-weight]
                tokens.json:1:132: note: fix-it: write the CSS weight: 500
                """)
    }

    @Test func aPlausibleStyleHasNoFinding() {
        #expect(Self.typography(Self.size17 + #", "lineHeight": 1.294"#).isEmpty)
    }

    @Test func theSeverityIsTheConfigurations() {
        let text = BuildDiagnosticTextTests.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 22 } } }"#,
            config: """
                tokens: [tokens.json]
                options:
                  checks:
                    check.implausible-line-height: warning
                """)
        #expect(text.contains(": warning: body: a line height of 22 × its 17 pt size"))
        #expect(!text.contains(": error: "))
    }

    /// Tokens Studio writes `"lineHeights"` tokens without a unit meaning pixels (its Figma plugin applies a
    /// bare 22 as 22 px): read as 22 px, 1.294 × 17 px, with a warning, and no finding.
    @Test func tokensStudioUnitlessLineHeightsArePixels() throws {
        let folder = ScratchFolder()
        folder.write(
            "tokens.json",
            """
            {
              "lineHeights": { "4": { "value": "22", "type": "lineHeights" }, "tight": { "value": "1.25", "type": "lineHeights" } },
              "fontSize": { "body": { "value": "17", "type": "fontSizes" } },
              "body": { "value": { "fontFamily": "system-ui", "fontSize": "{fontSize.body}", "lineHeight": "{lineHeights.4}" }, "type": "typography" },
              "tight": { "value": { "fontFamily": "system-ui", "fontSize": "{fontSize.body}", "lineHeight": "{lineHeights.tight}" }, "type": "typography" },
              "inline": { "value": { "fontFamily": "system-ui", "fontSize": "17", "lineHeight": "24" }, "type": "typography" }
            }
            """)
        folder.write("typesetter.yml", "tokens: [tokens.json]\noptions:\n  lenient: true\n")
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
        #expect(!result.hasErrors)
        let heights = (result.model?.typography ?? []).map { ($0.origin.path, $0.typography.lineHeight) }
        #expect(heights.map(\.0) == ["body", "tight", "inline"])
        #expect(heights[0].1 == .multiple(22.0 / 17))
        #expect(heights[1].1 == .multiple(1.25))
        #expect(heights[2].1 == .multiple(24.0 / 17))
        let text = DiagnosticRenderer.render(result.diagnostics, as: .xcode)
        #expect(
            text.contains(
                #"warning: lineHeight "22" is a Tokens Studio line height without a unit, which Tokens Studio applies as pixels; kept as 22px, which a typography that uses it divides by its fontSize (the Format Module writes a multiple such as 1.5) [lenient.legacy-form]"#
            ))
        #expect(!text.contains("implausible"))
    }
}
