import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// Text styles whose member names are split over two path levels (Lenient/Figma+SplitMembers.swift), shaped like
/// Vonage's Vivid (Style Dictionary): `typography.body-1.font.size`, `….line.height`, `….letter.spacing`, each
/// referring to a scale (`alias.font.size.2`) that is itself no style.
@Suite("Lenient member names split over two levels") struct LenientSplitMembersTests {
    static let tokens = """
        {
          "alias": {
            "font": {
              "family": { "0": { "value": "Spezia" } },
              "size": { "0": { "value": "12px" }, "2": { "value": "16px" } },
              "stretch": { "0": { "value": "50%" } },
              "weight": { "0": { "value": 600 }, "1": { "value": 400 } }
            },
            "line": { "height": { "1": { "value": "16px" }, "3": { "value": "24px" } } },
            "letter": { "spacing": { "0": { "value": "0px" } } }
          },
          "typography": {
            "body-1": {
              "font": {
                "family": { "value": "{alias.font.family.0.value}" },
                "size": { "value": "{alias.font.size.2.value}" },
                "stretch": { "value": "{alias.font.stretch.0.value}" }, "weight": { "value": "{alias.font.weight.1.value}" }
              },
              "line": { "height": { "value": "{alias.line.height.3.value}" } },
              "letter": { "spacing": { "value": "{alias.letter.spacing.0.value}" } }
            },
            "caption-bold": {
              "font": { "size": { "value": "{alias.font.size.0.value}" }, "weight": { "value": "{alias.font.weight.0.value}" } },
              "line": { "height": { "value": "{alias.line.height.1.value}" } }
            },
            "size-only": { "font": { "size": { "value": "{alias.font.size.0.value}" } } }
          }
        }
        """

    @Test func stylesOfSplitMemberNames() throws {
        let resolution = resolve(Self.tokens, lenient: true)
        #expect(resolution.errors.isEmpty)
        let body = try #require(resolution.tokens["typography.body-1"]?.value.typography)
        #expect(body.fontFamily == ["Spezia"])
        #expect(body.fontSize == DimensionValue(value: 16, unit: .px))
        #expect(body.fontWeight?.value == 400)
        #expect(body.lineHeight == 1.5)
        #expect(body.letterSpacing == DimensionValue(value: 0, unit: .px))
        let caption = try #require(resolution.tokens["typography.caption-bold"]?.value.typography)
        #expect(caption.fontSize == DimensionValue(value: 12, unit: .px))
        #expect(caption.fontWeight?.value == 600)
        #expect(caption.lineHeight == 16.0 / 12)
        // The member tokens stay as they are.
        #expect(
            resolution.tokens["typography.body-1.font.size"]?.value == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(
            resolution.diagnostics.filter { $0.message.contains("split over two levels") }.map(DiagnosticRenderer.xcode)
                == [
                    "tokens.json:13:5: warning: 2 groups of separate tokens whose member names are split over two levels (font.size, line.height, font.weight…), such as \"typography.body-1\", read as typography styles: Style Dictionary's category/type/item names; the Format Module writes one typography token [lenient.legacy-form]\n"
                ])
    }

    /// The scales the styles refer to are a member name followed by steps (`alias.font.size.0`): the joined name
    /// ends at a group, not a token, so no group there is a style; neither is a font size alone.
    @Test func scalesAndALoneSizeAreNoStyles() {
        let resolution = resolve(Self.tokens, lenient: true)
        for path in ["alias", "alias.font", "alias.font.size", "alias.line", "typography", "typography.size-only"] {
            #expect(resolution.tokens[path] == nil, "\(path)")
        }
        let styles = resolution.tokens.tokens.filter { $0.type == .typography }.map { "\($0.path)" }
        #expect(styles == ["typography.body-1", "typography.caption-bold"])
    }

    /// Fluent's `Body.Font.Size` beside `Body.Font.Line Height` is the style `Body.Font` (a whole member name
    /// makes it one); the split reading does not make a second style of `Body`.
    @Test func aStyleOfWholeNamesKeepsItsTokens() {
        let resolution = resolve(
            """
            {
              "Body": { "Font": {
                "Size": { "value": "15px" }, "Weight": { "value": 600 }, "Line Height": { "value": "20px" }
              } }
            }
            """, lenient: true)
        #expect(resolution.tokens["Body.Font"]?.value.typography?.fontWeight?.value == 600)
        #expect(resolution.tokens["Body"] == nil)
    }

    @Test func strictModeKeepsTheTokensAsWritten() {
        let text = """
            {
              "body": {
                "font": { "size": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
                "line": { "height": { "$type": "number", "$value": 1.5 } }
              }
            }
            """
        let resolution = resolve(text)
        #expect(resolution.errors.isEmpty)
        #expect(resolution.tokens["body"] == nil)
        #expect(resolution.tokens["body.font.size"]?.value == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(resolution.diagnostics.isEmpty)
        // The same file read leniently is one style.
        #expect(resolve(text, lenient: true).tokens["body"]?.value.typography?.lineHeight == 1.5)
    }

    /// Untyped values under a split name are typed by the name joined, as `line-height` types them: a bare
    /// `1.5` under `line.height` is a multiple (a number), not 1.5 px because `height` alone names a size, and
    /// `"100%"` is the multiple 1 (Vivid's `alias.line.height.0`), not an untyped token left out.
    @Test func untypedValuesUnderSplitNamesAreTypedByTheJoinedName() throws {
        let resolution = resolve(
            """
            {
              "alias": { "line": { "height": { "0": { "value": "100%" }, "2": { "value": 1.5 } } },
                         "font": { "size": { "0": { "value": "16px" } } } },
              "typography": { "button": {
                "font": { "size": { "value": "{alias.font.size.0.value}" } },
                "line": { "height": { "value": "{alias.line.height.0.value}" } }
              } }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(resolution.tokens["alias.line.height.0"]?.value == .number(1))
        #expect(resolution.tokens["alias.line.height.2"]?.value == .number(1.5))
        #expect(try #require(resolution.tokens["typography.button"]?.value.typography).lineHeight == 1)
        #expect(!resolution.diagnostics.contains { $0.code == .missingType })
    }
}
