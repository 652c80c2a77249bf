import Testing
import TypesetterCore
@testable import TypesetterTokens

/// Tokens Studio color modifiers in lenient mode, computed as sd-transforms computes them. The first cases
/// are from sd-transforms' own fixture (tokens-studio/sd-transforms, `test/integration/tokens/
/// color-modifier-references.tokens.json`, MIT), whose expected colors its tests state in hex.
@Suite("Tokens Studio color modifiers")
struct ColorModifierTests {
    static func resolve(_ text: String) throws -> (TokenSet, [Diagnostic]) {
        let folder = try TemporaryFolder(["tokens.json": text])
        let result = TokenPipeline.run(paths: [folder.path + "/tokens.json"], options: ResolveOptions(lenient: true))
        return (try #require(result.contexts.first?.tokens), result.diagnostics)
    }

    static func token(_ value: String, _ modify: String) -> String {
        ##"{"value": "\##(value)", "type": "color", "$extensions": {"studio.tokens": {"modify": \##(modify)}}}"##
    }

    /// The components, rounded to 4 decimals.
    static func rounded(_ value: TokenValue?) -> [Double] {
        guard case .color(let color)? = value else { return [] }
        return (color.components + [.value(color.alpha)]).map { component in
            if case .value(let number) = component { return (number * 10000).rounded() / 10000 }
            return .nan
        }
    }

    @Test func sdTransformsFixture() throws {
        let text = """
            {
              "alpha": {"value": 0.3, "type": "other"},
              "treshhold": {"value": 0.5, "type": "number"},
              "increment": {"value": 0.04, "type": "number"},
              "baseColor": {"value": "#202D3B", "type": "color"},
              "mixColor": {"value": "#4477DD", "type": "color"},
              "modifier": {"value": {"type": "alpha", "value": "{alpha}", "space": "srgb", "format": "hex"}},
              "color": \(Self.token("#FFFFFF", #"{"type": "alpha", "value": "{alpha}", "space": "srgb", "format": "hex"}"#)),
              "color2": \(Self.token("#000000", #""{modifier}""#)),
              "color5": \(Self.token("#FFFFFF", #"{"type": "mix", "value": "0.5 + 6 * 0.04", "space": "srgb", "color": "{mixColor}"}"#)),
              "color8": \(Self.token("{baseColor}", #"{"type": "alpha", "value": "({treshhold} + 6 * {increment})", "space": "srgb"}"#)),
              "color9": \(Self.token("{baseColor}", #"{"type": "lighten", "value": "({treshhold} + 6 * {increment})", "space": "srgb"}"#)),
              "color10": \(Self.token("#FFFFFF", #"{"type": "darken", "value": "({treshhold} + 6 * {increment})", "space": "srgb"}"#))
            }
            """
        let (tokens, diagnostics) = try Self.resolve(text)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        func hex(_ name: String) -> String? {
            guard case .color(let color)? = tokens[name]?.value else { return nil }
            let bytes = color.components.map { component -> Int in
                guard case .value(let value) = component else { return 0 }
                return Int((value * 255).rounded())
            }
            let alpha = color.alpha < 1 ? [Int((color.alpha * 255).rounded())] : []
            return "#" + (bytes + alpha).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        }
        #expect(hex("color") == "#ffffff4d")
        #expect(hex("color2") == "#0000004d")
        #expect(hex("color5") == "#759ae6")
        #expect(hex("color8") == "#202d3bbd")
        #expect(hex("color9") == "#c5c8cc")
        #expect(hex("color10") == "#424242")
        #expect(
            diagnostics.map(\.message).contains(
                "3 tokens with a Tokens Studio alpha color modifier, computed as sd-transforms does; the Format Module has no modifiers: write the resulting color"
            ))
    }

    @Test func otherSpaces() throws {
        let text = """
            {
              "hslLighter": \(Self.token("#ff0000", #"{"type": "lighten", "value": 0.5, "space": "hsl"}"#)),
              "hslMixWithWhite": \(Self.token("#ff0000", ##"{"type": "mix", "value": 0.5, "space": "hsl", "color": "#ffffff"}"##)),
              "hslShorterArc": \(Self.token("hsl(350, 100%, 50%)", #"{"type": "mix", "value": 0.5, "space": "hsl", "color": "hsl(20, 100%, 50%)"}"#)),
              "lchDarker": \(Self.token("#ff0000", #"{"type": "darken", "value": 0.5, "space": "lch"}"#)),
              "p3Lighter": \(Self.token("#ff0000", #"{"type": "lighten", "value": 0.5, "space": "p3"}"#))
            }
            """
        let (tokens, diagnostics) = try Self.resolve(text)
        #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
        #expect(Self.rounded(tokens["hslLighter"]?.value) == [0, 100, 75, 1])
        // White's hue is missing: the mix takes red's.
        #expect(Self.rounded(tokens["hslMixWithWhite"]?.value) == [0, 50, 75, 1])
        #expect(Self.rounded(tokens["hslShorterArc"]?.value) == [5, 100, 50, 1])
        // sRGB red is lch(54.29 106.84 40.85) (CSS Color 4); darken halves lightness and chroma.
        let lch = Self.rounded(tokens["lchDarker"]?.value)
        #expect(abs(lch[0] - 27.145) < 0.01 && abs(lch[1] - 53.42) < 0.01 && abs(lch[2] - 40.85) < 0.01, "\(lch)")
        if case .color(let color)? = tokens["lchDarker"]?.value { #expect(color.colorSpace == .lch) }
        // sRGB red is display-p3 0.9175 0.2003 0.1386; lighten moves each channel halfway to 1.
        let p3 = Self.rounded(tokens["p3Lighter"]?.value)
        #expect(abs(p3[0] - 0.9588) < 0.0002 && abs(p3[1] - 0.6001) < 0.0002 && abs(p3[2] - 0.5693) < 0.0002, "\(p3)")
    }

    @Test func aModifierThatCannotApplyIsAnError() throws {
        let text = """
            {
              "size": {"value": "4", "type": "number", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": 0.5, "space": "srgb"}}}},
              "bad": \(Self.token("#ff0000", #"{"type": "lighten", "value": 0.5, "space": "oklab"}"#)),
              "odd": \(Self.token("#ff0000", #"{"type": "saturate", "value": 0.5, "space": "srgb"}"#))
            }
            """
        let (tokens, diagnostics) = try Self.resolve(text)
        // Lenient mode leaves each token out with its error as a warning.
        #expect(diagnostics.allSatisfy { $0.severity != .error })
        #expect(tokens["size"] == nil && tokens["bad"] == nil && tokens["odd"] == nil)
        #expect(
            diagnostics.filter { $0.code == .invalidValue }.map(\.message) == [
                "a Tokens Studio color modifier is on a number token; it modifies colors only",
                "a color modifier's \"space\" must be srgb, hsl, lch or p3 (sd-transforms leaves the color unmodified otherwise)",
                "a color modifier's \"type\" must be one of lighten, darken, mix, alpha",
            ])
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
