import Testing
@testable import TypesetterTokens

/// Lenient mode: legacy and Tokens Studio forms are accepted, each with a warning naming the modern form;
/// strict mode rejects the same input.
@Suite("Lenient inputs")
struct LenientTests {
    static let studio = """
        {
          "size": { "base": { "value": "16", "type": "fontSizes" }, "large": { "value": "{size.base} * 1.5", "type": "fontSizes" } },
          "space": { "s": { "$type": "dimension", "$value": "1.5rem" } },
          "motion": { "fast": { "$type": "duration", "$value": "200ms" } },
          "color": { "bg": { "$type": "color", "$value": "#ff000080" } },
          "font": { "body": { "type": "typography", "value": {
            "fontFamily": "Inter", "fontWeight": "Bold Italic", "fontSize": "{size.base}",
            "lineHeight": "150%", "letterSpacing": "-2.5%", "textCase": "none" } } }
        }
        """

    @Test func strictRejects() {
        let resolution = resolve(Self.studio)
        #expect(!resolution.errors.isEmpty)
    }

    @Test func lenientAcceptsWithWarnings() throws {
        let resolution = resolve(Self.studio, lenient: true)
        #expect(resolution.errors.isEmpty, "\(DiagnosticRenderer.render(resolution.errors, as: .xcode))")
        #expect(resolution.diagnostics.allSatisfy { $0.code == .lenientForm || $0.code == .lenientUnusedMember })
        let tokens = resolution.tokens
        #expect(tokens["size.base"]?.value == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(tokens["size.large"]?.value == .dimension(DimensionValue(value: 24, unit: .px)))
        #expect(tokens["space.s"]?.value == .dimension(DimensionValue(value: 1.5, unit: .rem)))
        #expect(tokens["motion.fast"]?.value == .duration(DurationValue(value: 200, unit: .ms)))
        let color = try #require(tokens["color.bg"]?.value)
        #expect(
            color
                == .color(
                    ColorValue(
                        colorSpace: .srgb, components: [.value(1), .value(0), .value(0)], alpha: 128.0 / 255,
                        hex: "#ff0000")))
        let typography = TypographyValue(
            fontFamily: ["Inter"], fontSize: DimensionValue(value: 16, unit: .px),
            fontWeight: FontWeightValue(value: 700, name: "bold", isItalic: true),
            letterSpacing: DimensionValue(value: -0.4, unit: .px), lineHeight: 1.5, relativeLetterSpacing: -0.025,
            isItalic: true, extras: ["textCase": "\"none\""])
        #expect(tokens["font.body"]?.value == .typography(typography))
        #expect(
            resolution.diagnostics.contains {
                $0.message
                    == "fontWeight \"Bold Italic\" is a legacy form; the Format Module writes \"bold\" and has no italic: the italic is kept on the typography (Typesetter reads \"$extensions\": {\"com.typesetter\": {\"italic\": true}})"
            })
        #expect(
            resolution.diagnostics.contains {
                $0.message
                    == "typography member \"textCase\" (1 token) is not part of the Format Module; kept with the value but not used by Typesetter"
            })
    }

    @Test func arithmeticErrors() {
        let resolution = resolve(
            #"{ "a": { "$type": "dimension", "$value": "{missing} * 2" }, "b": { "$type": "dimension", "$value": "16px * 2rem" } }"#,
            lenient: true)
        // Lenient mode leaves each token out, its error a warning: one bad token never blocks the others.
        #expect(resolution.errorCodes.isEmpty)
        #expect(resolution.tokens["a"] == nil && resolution.tokens["b"] == nil)
        #expect(
            resolution.diagnostics.filter { !$0.code.isLenientRewrite }.map(\.code.rawValue) == [
                "reference.unresolved", "value.invalid",
            ])
        let deep = String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
        let nested = resolve("{ \"n\": { \"$type\": \"number\", \"$value\": \"\(deep) + {n}\" } }", lenient: true)
        #expect(nested.tokens["n"] == nil && !nested.diagnostics.isEmpty)
    }
}
