import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// Members a Figma variables export keeps once above a style family's sizes (Lenient/Figma+SharedMembers.swift),
/// shaped like Alaska Airlines' Auro: `Display.Family` and `Display.Line Height` above `Display.Large.Size` and
/// `Display.Large.Weight`; `Body.Family` above sizes that have their own line height.
@Suite("Lenient members shared above a style's sizes") struct LenientSharedMembersTests {
    static let tokens = """
        {
          "Display": {
            "Family": { "$type": "string", "$value": "Georgia" },
            "Line Height": { "$type": "string", "$value": "130%" },
            "Large": {
              "Size": { "$type": "number", "$value": 40 },
              "Weight": { "$type": "string", "$value": "Light" }
            },
            "Small": {
              "Size": { "$type": "number", "$value": 30 },
              "Weight": { "$type": "string", "$value": "Bold" },
              "Family": { "$type": "string", "$value": "Verdana" }
            }
          },
          "Body": {
            "Family": { "$type": "string", "$value": "Georgia" },
            "Default": {
              "Size": { "$type": "number", "$value": 16 },
              "Line Height": { "$type": "number", "$value": 24 }
            }
          },
          "Scale": {
            "Line Height": { "$type": "number", "$value": 1.5 },
            "Step": { "Size": { "$type": "number", "$value": 12 } }
          }
        }
        """

    func typography(_ path: String, in resolution: TokenResolution) -> TypographyValue? {
        guard case .typography(let value)? = resolution.tokens[path]?.value else { return nil }
        return value
    }

    @Test func sizesTakeTheMembersOfTheGroupAbove() throws {
        let resolution = resolve(Self.tokens, lenient: true)
        #expect(resolution.errors.isEmpty)
        let large = try #require(typography("Display.Large", in: resolution))
        #expect(large.fontFamily == ["Georgia"])
        #expect(large.fontSize == DimensionValue(value: 40, unit: .px))
        #expect(large.fontWeight?.value == 300)
        #expect(large.lineHeight == 1.3)
        // A member of the size's own wins over the group's.
        let small = try #require(typography("Display.Small", in: resolution))
        #expect(small.fontFamily == ["Verdana"])
        #expect(small.lineHeight == 1.3)
        let body = try #require(typography("Body.Default", in: resolution))
        #expect(body.fontFamily == ["Georgia"])
        #expect(body.lineHeight == 1.5)
        #expect(
            resolution.diagnostics.filter { $0.message.contains("group above") }.map(DiagnosticRenderer.xcode) == [
                "tokens.json:16:5: warning: 3 styles of separate tokens, such as \"Body.Default\", take the members they lack from the group above them (\"Body.Family\"), where Figma variables keep what a style's sizes share; the Format Module writes each member in each typography token [lenient.legacy-form]\n"
            ])
    }

    /// A lone size under a group of line heights is no style: short names alone say nothing without a fully
    /// named member beside them or a group of them above, and a size alone is not a style's.
    @Test func aLoneSizeIsNoStyle() {
        let resolution = resolve(Self.tokens, lenient: true)
        #expect(resolution.tokens["Scale.Step"] == nil)
        #expect(resolution.tokens["Display"] == nil)
        #expect(resolution.tokens["Body"] == nil)
    }

    @Test func strictModeKeepsTheTokensAsWritten() {
        let resolution = resolve(Self.tokens)
        // Figma's `string` type is no Format Module type; nothing else is an error, and no style is composed.
        #expect(resolution.errorCodes == ["token.unknown-type"])
        #expect(resolution.tokens["Display.Large"] == nil)
        #expect(resolution.tokens["Display.Large.Size"] != nil)
    }

    /// Auro's Accent styles: `"Cond Medium"` is Good OT's condensed medium; the width abbreviation is set aside as
    /// `"Expanded Medium"`'s width is, and the weight read. `"Cond News"` names no weight and stays unknown.
    @Test func condensedWeightNames() {
        let weights =
            #"{"medium": {"type": "fontWeights", "value": "Cond Medium"}, "news": {"type": "fontWeights", "value": "Cond News"}}"#
        let resolution = resolve(weights, lenient: true)
        #expect(resolution.tokens["news"] == nil)
        guard case .fontWeight(let medium)? = resolution.tokens["medium"]?.value else {
            Issue.record("medium is not a fontWeight")
            return
        }
        #expect(medium.value == 500)
        #expect(
            resolution.diagnostics.map(\.message).contains(
                #"fontWeight "Cond Medium" is a legacy form; the Format Module writes "medium""#))
    }
}
