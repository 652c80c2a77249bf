import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterTokens

/// `population:` and `options.checks` in `typesetter.yml`.
@Suite struct PopulationConfigTests {
    func parse(_ text: String) -> (BuildConfig?, [String]) {
        let file = SourceFile(path: "typesetter.yml", text: text)
        let (config, diagnostics) = ConfigReader.parse(file, baseDirectory: ".")
        return (config, DiagnosticRenderer.render(diagnostics, as: .xcode).split(separator: "\n").map(String.init))
    }

    @Test func aPopulationFromAnalytics() throws {
        let (config, errors) = parse(
            """
            tokens: [tokens.json]
            population:
              xSmall: 2
              small: 8
              medium: 15
              large: 62.5
              xLarge: 7.5
              xxLarge: 3
              xxxLarge: 1
              accessibility1: 0.5
              accessibility2: 0.25
              accessibility3: 0.125
              accessibility4: 0.0625
              accessibility5: 0.0625
              boldText: 12%
            """)
        #expect(errors.isEmpty)
        let population = try #require(config?.population)
        #expect(population.share(at: .large) == 0.625)
        #expect(population.share(at: .accessibility5) == 0.000625)
        #expect(population.boldText == 0.12)
        #expect(!population.isCoarse)
        #expect(abs(population.total - 1) < 1e-12)
    }

    @Test func sharesThatDoNotAddUpTo100AreAnErrorWithTheSum() {
        let (config, errors) = parse("tokens: [tokens.json]\npopulation:\n  large: 70\n  xSmall: 5\n  boldText: 10\n")
        #expect(config == nil)
        #expect(
            errors == [
                "typesetter.yml:3:3: error: population shares add up to 75%, not 100%; give every size's percentage of users (sizes left out count as 0) [config.invalid]"
            ])
    }

    @Test func populationKeysAndValuesAreChecked() {
        let (_, errors) = parse(
            "tokens: [tokens.json]\npopulation:\n  large: 100\n  xxxxLarge: 0\n  small: lots\n  boldText: 120\n")
        #expect(errors.count == 3)
        #expect(
            errors[0].hasPrefix(
                "typesetter.yml:4:3: error: unknown key \"xxxxLarge\" in population; expected one of: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5, boldText"
            ))
        #expect(
            errors[1]
                == "typesetter.yml:5:10: error: population.small must be a percentage from 0 to 100, not \"lots\" [config.invalid]"
        )
        #expect(
            errors[2]
                == "typesetter.yml:6:13: error: population.boldText must be a percentage from 0 to 100, not \"120\" [config.invalid]"
        )
    }

    @Test func checksSeveritiesAndUnknownCodes() throws {
        let (config, errors) = parse(
            "tokens: [tokens.json]\noptions:\n  checks:\n    check.fit-overflow: error\n    check.tracking-grows: off\n"
        )
        #expect(errors.isEmpty)
        #expect(config?.options.checks == [.fitOverflow: .error, .trackingGrows: .off])

        let (_, unknown) = parse(
            "tokens: [tokens.json]\noptions:\n  checks:\n    fit-overflow: error\n    check.tracking-grows: loud\n    loud-noise: off\n"
        )
        #expect(
            unknown == [
                "typesetter.yml:4:5: error: unknown code \"fit-overflow\" in options.checks; did you mean check.fit-overflow? [config.unknown-key]",
                "typesetter.yml:4:5: note: fix-it: rename it to check.fit-overflow: check.fit-overflow",
                "typesetter.yml:5:27: error: options.checks.check.tracking-grows must be one of error, warning, off, not \"loud\" [config.invalid]",
                "typesetter.yml:6:5: error: unknown code \"loud-noise\" in options.checks: set a code a diagnostic ends with in brackets (any but config.*), such as the checks: check.implausible-font-size, check.implausible-line-height, check.implausible-letter-spacing, check.implausible-font-weight, check.lines-overlap, check.line-height-tight, check.maximum-stops-growth, check.body-size-fixed, check.size-below-minimum, check.tracking-grows, check.bold-text-face, check.metrics-assumed, check.fit-overflow, check.fit-unmeasured, check.component-contrast, check.component-contrast-high, check.tap-target, check.label-fixed-size [config.unknown-key]",
            ])
    }

    /// Notes and warnings of any stage, not only the checks, take a severity from options.checks.
    @Test func everyCodeButTheConfigurationsIsSettable() throws {
        let (config, errors) = parse(
            "tokens: [tokens.json]\noptions:\n  checks:\n    build.dimensions-in-typography-groups: off\n    lenient.legacy-form: error\n"
        )
        #expect(errors.isEmpty)
        #expect(config?.options.checks == [.dimensionsInTypographyGroups: .off, .lenientForm: .error])
        // Every code Sources/ declares is settable, but the configuration's own (found before options are read).
        let declared = try DiagnosticCodeCoverageTests.declaredCodes()
        let settable = Set(DiagnosticSeverities.settableCodes.map(\.rawValue))
        #expect(settable.count == DiagnosticSeverities.settableCodes.count, "a code is listed twice")
        #expect(settable == declared.filter { !$0.hasPrefix("config.") })
    }
}
