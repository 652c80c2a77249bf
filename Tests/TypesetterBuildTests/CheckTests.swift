import Foundation
import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterTokens

/// The Check stage's rules with worked numbers (iOS's Dynamic Type table, the coarse population: 70% at
/// Large, 25/3% at each of xSmall, Small and Medium, 5/8% at each of the eight larger sizes, Bold Text 10%).
@Suite struct CheckTests {
    static func style(_ path: String, _ typography: Typography, fit: FitBudget? = nil) -> TypographyStyle {
        TypographyStyle(
            origin: TokenOrigin(path: path, swiftName: path, location: "tokens.json:1:1"), typography: typography,
            fit: fit)
    }

    static func report(
        _ styles: [TypographyStyle], population: SizePopulation = .coarse,
        severities: [DiagnosticCode: CheckSeverity] = [:]
    ) -> CheckReport {
        Checker(resolution: .standard, population: population, severities: severities).report(
            DesignSystem(typography: styles)
        ) { _ in nil }
    }

    /// A family whose only face has a line gap: ascent + descent is 1 em, the natural line height 1.2 em.
    static let gapFamily = FontFamily(
        name: "Gap",
        faces: [
            .init(
                postScriptName: "Gap-Regular", weight: .regular,
                metrics: FontMetrics(
                    unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 200, capHeight: 700, xHeight: 500))
        ])

    // MARK: Population

    @Test func coarsePopulationSharesAddUpAndFormat() {
        let coarse = SizePopulation.coarse
        #expect(abs(coarse.total - 1) < 1e-12)
        // 3 × 5/8 % = 1.875 %.
        #expect(abs(coarse.share(of: [.accessibility3, .accessibility4, .accessibility5]) - 0.01875) < 1e-12)
        #expect(
            SizePopulation.percentText(coarse.share(of: [.accessibility3, .accessibility4, .accessibility5])) == "1.9%")
        #expect(SizePopulation.percentText(coarse.share(at: .xLarge)) == "0.63%")
        // Bold Text only: 10 % of the 70 % at Large.
        #expect(abs(coarse.share(of: [.large], boldTextOnly: true) - 0.07) < 1e-12)
        #expect(SizePopulation.percentText(0.00001) == "0.001%")
        #expect(SizePopulation.percentText(0.000001) == "<0.001%")
        #expect(SizePopulation.percentText(0) == "0%")
    }

    // MARK: Rules

    @Test func sizeBelowMinimumCountsEverySizeStillBelow11() throws {
        // 10 pt relative to Caption 2 (11 pt from xSmall to Large, 13 at xLarge): 10 pt up to Large, 11.8 at xLarge.
        let report = Self.report([Self.style("fine", Typography(size: 10, textStyle: .caption2))])
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.code == .sizeBelowMinimum)
        #expect(finding.categories == [.xSmall, .small, .medium, .large])
        #expect(abs(finding.share - 0.95) < 1e-12)
        #expect(
            finding.diagnostic.message
                == "fine: 10 pt at the default size is below the 11 pt minimum the HIG gives for legible text (at xSmall…large, 95% of users, coarse estimate)"
        )
        #expect(finding.diagnostic.fixIt?.replacement == "11px")
    }

    @Test func fixedBodySizedStyleAffectsEveryoneNotAtLarge() throws {
        let report = Self.report([
            Self.style("fixed", Typography(size: 17, textStyle: .body, scaling: .fixed)),
            Self.style(
                "ranged", Typography(size: 17, textStyle: .body, scaling: .dynamic(categories: .xSmall ... .xxxLarge))),
            // 14 pt is not body-sized: no finding.
            Self.style("small", Typography(size: 14, textStyle: .body, scaling: .fixed)),
        ])
        #expect(report.findings.map(\.stylePath) == ["fixed", "ranged"])
        let fixed = report.findings[0]
        #expect(fixed.code == .bodySizeFixed)
        #expect(fixed.categories.count == 11 && !fixed.categories.contains(.large))
        // 25 % below Large + 5 % above.
        #expect(abs(fixed.share - 0.30) < 1e-12)
        #expect(
            fixed.diagnostic.message
                == "fixed: a body-sized style (17 pt) is fixed and does not follow the text size people chose (at xSmall…medium, xLarge…accessibility5, 30% of users, coarse estimate)"
        )
        let ranged = report.findings[1]
        #expect(
            ranged.categories == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        // 5 × 5/8 % = 3.125 %.
        #expect(
            ranged.diagnostic.message.hasSuffix(
                "scales only within xSmall…xxxLarge, the configuration's options.categories, and does not follow the text size people chose (at accessibility1…accessibility5, 3.1% of users, coarse estimate)"
            ))
        // The advice names the cause of each: the token's scaling (whose value the fix-it replaces), or the
        // configuration's categories (no fix-it at the token: the edit is in the configuration).
        #expect(
            fixed.diagnostic.notes.map(\.message) == [
                #"let it scale: remove "scaling": "fixed" from $extensions.com.typesetter"#
            ])
        #expect(fixed.diagnostic.fixIt?.replacement == #""dynamic""#)
        #expect(
            ranged.diagnostic.notes.map(\.message) == [
                "let it scale: widen options.categories in the configuration (now xSmall…xxxLarge) to the sizes Body follows, xSmall...accessibility5"
            ])
        #expect(ranged.diagnostic.fixIt == nil)
    }

    @Test func maximumThatStopsGrowthWhereBodyStillGrows() throws {
        // Body 17 pt capped at 28: 28 at accessibility1 (not over), held at 28 from accessibility2 (Body 33…53).
        let capped = Self.style(
            "capped", Typography(size: 17, textStyle: .body, scaling: .dynamic(maximumPointSize: 28)))
        // A cap at or above Body's largest size (53) keeps the style at least as large as body text: no finding.
        let display = Self.style(
            "display", Typography(size: 34, textStyle: .largeTitle, scaling: .dynamic(maximumPointSize: 56)))
        let report = Self.report([capped, display])
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.code == .maximumStopsGrowth)
        #expect(finding.categories == [.accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(abs(finding.share - 0.025) < 1e-12)
        #expect(
            finding.diagnostic.message
                == "capped: maximumPointSize 28 pt stops the style growing from accessibility2, where Body still grows (to 53 pt at accessibility5) (at accessibility2…accessibility5, 2.5% of users, coarse estimate)"
        )
        #expect(finding.diagnostic.fixIt?.replacement == "53")
    }

    @Test func trackingThatGrowsIntoDisplaySizes() throws {
        // Title 2 at 22 pt with 0.06 em: 28 pt from xxxLarge; 56 pt at accessibility5 gives 0.06 × 56 = 3.36 pt.
        let report = Self.report([
            Self.style("label", Typography(size: 22, letterSpacing: .em(0.06), textStyle: .title2)),
            // 0.04 em is within the limit; a display style's own tracking is not judged.
            Self.style("subtle", Typography(size: 22, letterSpacing: .em(0.04), textStyle: .title2)),
            Self.style("hero", Typography(size: 34, letterSpacing: .em(-0.08), textStyle: .largeTitle)),
        ])
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.code == .trackingGrows)
        #expect(
            finding.categories == [
                .xxxLarge, .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
            ])
        #expect(abs(finding.share - 0.0375) < 1e-12)
        #expect(
            finding.diagnostic.message
                == "label: letter spacing of 0.06 em grows with the text to 3.36 pt at 56 pt (accessibility5) and pulls letters apart at display sizes (28 pt and up, from xxxLarge) (at xxxLarge…accessibility5, 3.8% of users, coarse estimate)"
        )
    }

    @Test func overlapAndTightAreToldApartByTheLineGap() throws {
        // 17 pt: ascent + descent 17 pt, natural line height 20.4 pt. 1.1 × 17 = 18.7 eats the gap only;
        // 0.9 × 17 = 15.3 overlaps.
        let report = Self.report([
            Self.style(
                "tight",
                Typography(
                    font: .custom(Self.gapFamily), size: 17, lineHeight: .multiple(1.1), textStyle: .body,
                    boldText: .unchanged)),
            Self.style(
                "overlap",
                Typography(
                    font: .custom(Self.gapFamily), size: 17, lineHeight: .multiple(0.9), textStyle: .body,
                    boldText: .unchanged)),
        ])
        #expect(report.findings.map(\.code) == [.lineHeightTight, .linesOverlap])
        #expect(
            report.findings[0].diagnostic.message
                == "tight: line height 18.7 pt is tighter than the font's 20.4 pt at large; laid out at the font's height instead (at every size, 100% of users, coarse estimate)"
        )
        #expect(
            report.findings[1].diagnostic.message
                == "overlap: line height 15.3 pt is below the font's ascent + descent of 17 pt at large, so lines laid out at the design's height overlap; the runtime lays them out at the font's 20.4 pt unless an app keeps the design's (at every size, 100% of users, coarse estimate)"
        )
        #expect(report.findings[1].diagnostic.fixIt?.replacement == "1")
        #expect(report.passingShare == 0)
    }

    @Test func boldTextFindingsCountOnlyTheBoldTextShare() throws {
        // One step heavier than 400 is 500, which the family lacks: under Bold Text the regular face is used, at every size.
        let report = Self.report([
            Self.style(
                "body",
                Typography(font: .custom(Self.gapFamily), size: 17, lineHeight: .multiple(1.3), textStyle: .body))
        ])
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.code == .boldTextFace)
        #expect(finding.boldTextOnly)
        #expect(abs(finding.share - 0.10) < 1e-12)
        #expect(finding.diagnostic.message.hasSuffix("(with Bold Text at every size, 10% of users, coarse estimate)"))
        // Everyone passes except the 10 % with Bold Text; every cell warns (some users at each size see it).
        #expect(abs(report.passingShare - 0.90) < 1e-12)
        #expect(report.cells(for: "body") == Array(repeating: .warn, count: 12))
    }

    @Test func metricsAssumedAffectsEveryone() throws {
        let family = FontFamily(name: "Blind", faces: [.init(postScriptName: "Blind-Regular", weight: .regular)])
        let report = Self.report([
            Self.style(
                "blind",
                Typography(
                    font: .custom(family), size: 17, lineHeight: .multiple(1.5), textStyle: .body, boldText: .unchanged)
            )
        ])
        #expect(report.findings.map(\.code) == [.metricsAssumed])
        #expect(report.findings.first.map { abs($0.share - 1) < 1e-12 } == true)
        #expect(
            report.findings.first?.diagnostic.message.hasSuffix("(at every size, 100% of users, coarse estimate)")
                == true)
    }

    // MARK: Population and severities

    @Test func aMeasuredPopulationChangesTheFigures() throws {
        // Half at Large, 20 % at xLarge, 30 % at accessibility1; Bold Text 20 %.
        var shares = Array(repeating: 0.0, count: 12)
        shares[ContentSizeCategory.large.rawValue] = 0.5
        shares[ContentSizeCategory.xLarge.rawValue] = 0.2
        shares[ContentSizeCategory.accessibility1.rawValue] = 0.3
        let measured = SizePopulation(shares: shares, boldText: 0.2, isCoarse: false, source: "test")
        let styles = [
            Self.style("fixed", Typography(size: 17, textStyle: .body, scaling: .fixed)),
            Self.style("capped", Typography(size: 17, textStyle: .body, scaling: .dynamic(maximumPointSize: 28))),
        ]
        let report = Self.report(styles, population: measured)
        // Fixed: everyone not at Large = 50 %. Capped: accessibility2…5, nobody in this population.
        #expect(report.findings.map(\.share) == [0.5, 0])
        #expect(
            report.findings[0].diagnostic.message.hasSuffix("(at xSmall…medium, xLarge…accessibility5, 50% of users)"))
        #expect(report.findings[1].diagnostic.message.hasSuffix("(at accessibility2…accessibility5, 0% of users)"))
        // Severity comes from the check, not the share: a finding for nobody is still a warning.
        #expect(report.findings[1].diagnostic.severity == .warning)
        #expect(report.passingShare == 0.5)
        #expect(report.summary == "both styles have findings that affect 50% of users")
        // The same styles under the coarse default: 30 % and 2.5 % affected; 70 % pass every style.
        let coarse = Self.report(styles)
        #expect(abs(coarse.passingShare - 0.70) < 1e-12)
        #expect(coarse.summary == "both styles have findings that affect 30% of users (coarse population)")
    }

    /// The summary says how many styles have findings and whom they affect, and that the others pass: never
    /// "every style passes for 0% of users" when one style fails everywhere.
    @Test func summarySaysWhichStylesHaveFindingsAndThatTheOthersPass() {
        let fine = Typography(size: 17, textStyle: .body)
        let fixed = Typography(size: 17, textStyle: .body, scaling: .fixed)
        let one = Self.report([Self.style("a", fixed), Self.style("b", fine), Self.style("c", fine)])
        #expect(
            one.summary
                == "1 style has findings that affect 30% of users (coarse population); the other 2 pass at every size")
        let two = Self.report([Self.style("a", fixed), Self.style("b", fine)])
        #expect(
            two.summary
                == "1 style has findings that affect 30% of users (coarse population); the other passes at every size")
        let all = Self.report([Self.style("a", fixed), Self.style("b", fixed), Self.style("c", fixed)])
        #expect(all.summary == "all 3 styles have findings that affect 30% of users (coarse population)")
        #expect(
            Self.report([Self.style("a", fixed)]).summary
                == "the style has findings that affect 30% of users (coarse population)")
        #expect(
            Self.report([Self.style("b", fine), Self.style("c", fine)]).summary == "every style passes at every size")
        #expect(Self.report([Self.style("b", fine)]).summary == "the style passes at every size")
    }

    @Test func optionsChecksSetTheSeverityOrTurnACheckOff() throws {
        let styles = [
            Self.style("fine", Typography(size: 10, textStyle: .caption2)),
            Self.style("fixed", Typography(size: 17, textStyle: .body, scaling: .fixed)),
        ]
        let report = Self.report(styles, severities: [.sizeBelowMinimum: .error, .bodySizeFixed: .off])
        #expect(report.findings.map(\.code) == [.sizeBelowMinimum])
        #expect(report.findings.first?.diagnostic.severity == .error)
        #expect(!report.codes.contains(.bodySizeFixed))
        #expect(
            report.cells(for: "fine") == [
                .fail, .fail, .fail, .fail, .pass, .pass, .pass, .pass, .pass, .pass, .pass, .pass,
            ])
        #expect(report.cells(for: "fixed") == Array(repeating: .pass, count: 12))
    }

    // MARK: Fit

    /// A build of one Inter style (Debian's fonts-inter) with `fit`, checked and not written.
    static func buildFit(_ fit: String, letterSpacing: Double = 0) -> BuildPipeline.Result {
        let folder = ScratchFolder()
        folder.write(
            "tokens.json",
            #"""
            { "body": { "$type": "typography",
                "$value": { "fontFamily": "Inter", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400,
                            "letterSpacing": { "value": \#(letterSpacing), "unit": "px" }, "lineHeight": 1.5 },
                "$extensions": { "com.typesetter": { "textStyle": "body", "boldText": "unchanged", "fit": \#(fit) } } } }
            """#)
        folder.write("typesetter.yml", "tokens: [tokens.json]\nfonts: [/usr/share/fonts/opentype/inter]\n")
        return BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
    }

    // Inter Regular (2816 units per em) advances: H 2084, e 1640, l 668, o 1680 (Hello 6740); W 2672, o 1680,
    // r 1048, l 668, d 1748 (World 7816); space 792. "Hello World" is 15348 units: 15348 / 2816 × 17 pt
    // = 92.65 pt at Large, 103.56 pt at xLarge (19 pt), 288.87 pt at accessibility5 (53 pt).

    @Test func fitOnOneLineTruncatesFromTheFirstSizeThatIsTooWide() throws {
        let result = Self.buildFit(#"{ "width": 100, "lines": 1, "sample": "Hello World" }"#)
        let finding = try #require(result.checks?.findings.first, "\(result.diagnostics)")
        #expect(result.checks?.findings.count == 1)
        #expect(finding.code == .fitOverflow)
        // 15348 × s / 2816 > 100 from s > 18.35: xLarge (19 pt) and up, 8 × 5/8 % = 5 %.
        #expect(finding.categories == Array(ContentSizeCategory.allCases.dropFirst(4)))
        #expect(abs(finding.share - 0.05) < 1e-12)
        // xLarge: 103.56 − 100 = 3.6 pt over, Hello/World on 2 lines. accessibility5: 288.87 − 100 = 188.9 pt;
        // Hello (126.85 pt) and World (147.10 pt) are each wider than the line: 100 + 26.85, 100 + 47.10, 4 lines.
        #expect(
            finding.diagnostic.message
                == "body: the fit sample overflows 1 line of 100 pt from xLarge: it is truncated (…); xLarge 19 pt: needs 2 lines, 3.6 pt over … accessibility5 53 pt: needs 4 lines, 188.9 pt over (an estimate from advance widths, without shaping) (at xLarge…accessibility5, 5% of users, coarse estimate)"
        )
        #expect(finding.diagnostic.notes.first?.message == "sample: \"Hello World\", 103.6 pt on one line at xLarge")
        // It points at the `fit` key.
        #expect(finding.diagnostic.location.map { "\($0.line):\($0.column)" } == "4:88")
    }

    @Test func letterSpacingIsAddedAfterEveryCharacter() throws {
        // 1 pt at Large (scaled with the size): 92.65 + 11 × 1 = 103.65 pt > 100 at Large; at Medium (16 pt)
        // 87.20 + 11 × 16/17 = 97.56 pt fits. Large and up: 70 % + 5 % = 75 %.
        let result = Self.buildFit(#"{ "width": 100, "sample": "Hello World" }"#, letterSpacing: 1)
        let finding = try #require(result.checks?.findings.first { $0.code == .fitOverflow })
        #expect(finding.categories.first == .large)
        #expect(abs(finding.share - 0.75) < 1e-12)
        #expect(finding.diagnostic.message.contains("large 17 pt: needs 2 lines, 3.7 pt over"))
    }

    @Test func fitOnTwoLinesWrapsThenTruncates() throws {
        // 60 pt, 2 lines: Hello and World each fit a line until World (7816 units) is wider than 60 pt, from
        // 21.6 pt: xxxLarge (23 pt), where World is 63.84 pt, broken inside: 3 lines, 3.8 pt over on line 2.
        let result = Self.buildFit(#"{ "width": 60, "lines": 2, "sample": "Hello World" }"#)
        let finding = try #require(result.checks?.findings.first { $0.code == .fitOverflow })
        #expect(finding.categories == Array(ContentSizeCategory.allCases.dropFirst(6)))
        #expect(abs(finding.share - 0.0375) < 1e-12)
        #expect(
            finding.diagnostic.message.hasPrefix(
                "body: the fit sample overflows 2 lines of 60 pt from xxxLarge: it wraps past 2 lines and the last is truncated (…); xxxLarge 23 pt: needs 3 lines, 3.8 pt over"
            ))
    }

    @Test func fitProblemsAreErrorsAtTheValueOrUnmeasured() throws {
        let bad = Self.buildFit(#"{ "width": -1, "lines": 1.5, "colour": 1 }"#)
        let messages = bad.diagnostics.filter { $0.code == .extensionInvalid }.map(\.message)
        #expect(
            messages == [
                "com.typesetter.fit.width must be a number of points greater than 0",
                "com.typesetter.fit.lines must be a whole number of lines (0 for no limit)",
                "unknown key \"colour\" in com.typesetter.fit; expected width, lines, sample",
            ])
        // The system font's advances are not on this machine: the fit is reported as not measured.
        let system = Typography(size: 17, textStyle: .body)
        let report = Self.report([Self.style("system", system, fit: FitBudget(width: 100))])
        #expect(report.findings.map(\.code) == [.fitUnmeasured])
    }

    // MARK: Exact text

    /// Every check code as the xcode form renders it (no location: the styles are built in code).
    @Test func everyCheckCodeRendersAsExactText() throws {
        let blind = FontFamily(name: "Blind", faces: [.init(postScriptName: "Blind-Regular", weight: .regular)])
        let report = Self.report([
            Self.style(
                "overlap",
                Typography(font: .custom(Self.gapFamily), size: 17, lineHeight: .multiple(0.9), textStyle: .body)),
            Self.style(
                "tight",
                Typography(
                    font: .custom(Self.gapFamily), size: 17, lineHeight: .multiple(1.1), textStyle: .body,
                    boldText: .unchanged)),
            Self.style("capped", Typography(size: 17, textStyle: .body, scaling: .dynamic(maximumPointSize: 28))),
            Self.style("fixed", Typography(size: 17, textStyle: .body, scaling: .fixed)),
            Self.style("fine", Typography(size: 10, textStyle: .caption2)),
            Self.style("label", Typography(size: 22, letterSpacing: .em(0.06), textStyle: .title2)),
            Self.style(
                "blind",
                Typography(
                    font: .custom(blind), size: 17, lineHeight: .multiple(1.5), textStyle: .body, boldText: .unchanged)),
            Self.style("system", Typography(size: 17, textStyle: .body), fit: FitBudget(width: 100)),
        ])
        let fit = try #require(Self.buildFit(#"{ "width": 100, "sample": "Hello World" }"#).checks?.findings.first)
        var unplaced = fit.diagnostic
        unplaced.location = nil
        let text = DiagnosticRenderer.render(report.diagnostics + [unplaced], as: .xcode)
        #expect(
            text == """
                typesetter: warning: overlap: line height 15.3 pt is below the font's ascent + descent of 17 pt at large, so lines laid out at the design's height overlap; the runtime lays them out at the font's 20.4 pt unless an app keeps the design's (at every size, 100% of users, coarse estimate) [check.lines-overlap]
                typesetter: note: raise lineHeight to at least 1 (the font's ascent + descent in em)
                typesetter: note: fix-it: set lineHeight to the font's ascent + descent: 1
                typesetter: warning: overlap: under Bold Text the family has no face heavier than 400; Gap-Regular is used, so Bold Text does not change the style (with Bold Text at every size, 10% of users, coarse estimate) [check.bold-text-face]
                typesetter: note: add a heavier face's font file to the font folders, or set $extensions.com.typesetter.boldText to "unchanged" to keep the style as it is
                typesetter: warning: tight: line height 18.7 pt is tighter than the font's 20.4 pt at large; laid out at the font's height instead (at every size, 100% of users, coarse estimate) [check.line-height-tight]
                typesetter: note: raise lineHeight to at least 1.2 (the font's own line height in em)
                typesetter: warning: capped: maximumPointSize 28 pt stops the style growing from accessibility2, where Body still grows (to 53 pt at accessibility5) (at accessibility2…accessibility5, 2.5% of users, coarse estimate) [check.maximum-stops-growth]
                typesetter: note: raise maximumPointSize to at least 53 pt (Body at accessibility5), or remove it
                typesetter: note: fix-it: set $extensions.com.typesetter.maximumPointSize to Body's largest size: 53
                typesetter: warning: fixed: a body-sized style (17 pt) is fixed and does not follow the text size people chose (at xSmall…medium, xLarge…accessibility5, 30% of users, coarse estimate) [check.body-size-fixed]
                typesetter: note: let it scale: remove "scaling": "fixed" from $extensions.com.typesetter
                typesetter: note: fix-it: set $extensions.com.typesetter.scaling to dynamic: "dynamic"
                typesetter: warning: fine: 10 pt at the default size is below the 11 pt minimum the HIG gives for legible text (at xSmall…large, 95% of users, coarse estimate) [check.size-below-minimum]
                typesetter: note: fix-it: set fontSize to the HIG's minimum: 11px
                typesetter: warning: label: letter spacing of 0.06 em grows with the text to 3.36 pt at 56 pt (accessibility5) and pulls letters apart at display sizes (28 pt and up, from xxxLarge) (at xxxLarge…accessibility5, 3.8% of users, coarse estimate) [check.tracking-grows]
                typesetter: note: keep letter spacing within ±5% for text that grows to display sizes, or cap the style with maximumPointSize below 28 pt
                typesetter: note: fix-it: set letterSpacing within the limit: 4%
                typesetter: warning: blind: the face's metrics could not be read; line heights assume the system font's (at every size, 100% of users, coarse estimate) [check.metrics-assumed]
                typesetter: warning: system: fit cannot be estimated: the system font's advance widths are not in the font folders (SF ships only with Apple's systems) (at every size, 100% of users, coarse estimate) [check.fit-unmeasured]
                typesetter: note: fit is estimated for custom faces whose font files are in `fonts:`
                typesetter: warning: body: the fit sample overflows 1 line of 100 pt from xLarge: it is truncated (…); xLarge 19 pt: needs 2 lines, 3.6 pt over … accessibility5 53 pt: needs 4 lines, 188.9 pt over (an estimate from advance widths, without shaping) (at xLarge…accessibility5, 5% of users, coarse estimate) [check.fit-overflow]
                typesetter: note: sample: "Hello World", 103.6 pt on one line at xLarge
                typesetter: note: allow more lines (fit.lines, lineLimit), shorten the text, or cap the style with maximumPointSize
                typesetter: note: fix-it: allow the lines the sample needs at accessibility5 (and the same lineLimit in the app): "lines": 4

                """)
    }
}
