import TypesetterCore
import TypesetterTokens

/// DTCG colors (any Color Module space) → the ``DesignColor`` an asset catalog and UIKit take.
enum ColorTokens {
    /// The color's appearances (`any` first; `nil` where an appearance does not differ), in one color space:
    /// sRGB when all fit in it, else Display P3 for all.
    static func designColor(_ appearances: [ColorValue?]) -> (color: DesignColor, wasGamutClipped: Bool)? {
        var converted: [ColorConversion.Result?] = []
        for value in appearances {
            guard let value else {
                converted.append(nil)
                continue
            }
            guard let result = convert(value, to: nil) else { return nil }
            converted.append(result)
        }
        if converted.contains(where: { $0?.colorSpace == .displayP3 }) {
            converted = []
            for value in appearances {
                guard let value else {
                    converted.append(nil)
                    continue
                }
                guard let result = convert(value, to: .displayP3) else { return nil }
                converted.append(result)
            }
        }
        guard let any = converted.first ?? nil else { return nil }
        let component = { (index: Int) in converted.indices.contains(index) ? converted[index]?.components : nil }
        let color = DesignColor(
            colorSpace: any.colorSpace, any: any.components, dark: component(1), highContrast: component(2),
            darkHighContrast: component(3))
        return (color, converted.contains { $0?.wasGamutClipped == true })
    }

    private static func convert(_ value: ColorValue, to target: DesignColor.ColorSpace?) -> ColorConversion.Result? {
        guard let space = ColorConversion.SourceSpace(rawValue: value.colorSpace.rawValue) else { return nil }
        let components: [Double?] = value.components.map {
            if case .value(let number) = $0 { number } else { nil }
        }
        return ColorConversion.convert(space, components, alpha: value.alpha, to: target)
    }
}

extension Interpreter {
    func color(_ token: ResolvedToken, inputs: Inputs, diagnostics: inout [Diagnostic]) -> ColorEntry? {
        guard
            let appearances = inputs.appearances(
                of: token,
                { value in
                    if case .color(let color) = value { color } else { nil }
                }),
            let converted = ColorTokens.designColor(of: token, appearances, diagnostics: &diagnostics)
        else { return nil }
        if converted.wasGamutClipped {
            diagnostics.append(
                .init(
                    .warning, .colorClipped,
                    "color \(token.path) lies outside Display P3; its components were clipped to the P3 gamut",
                    at: token.location))
        }
        return ColorEntry(origin: origin(token), color: converted.color, wasGamutClipped: converted.wasGamutClipped)
    }
}

extension Interpreter.Inputs {
    /// A color in every appearance: `color` of the token's value in each appearance's token set (any, dark,
    /// high contrast, dark high contrast; `nil` where it does not differ from any); `nil` when the token has none.
    func appearances(of token: ResolvedToken, _ color: (TokenValue) -> ColorValue?) -> [ColorValue?]? {
        guard let any = color(token.value) else { return nil }
        func variant(_ set: TokenSet?) -> ColorValue? {
            guard let set, let other = set[token.path], let value = color(other.value), value != any else { return nil }
            return value
        }
        return [any, variant(dark), variant(highContrast), variant(darkHighContrast)]
    }
}

extension ColorTokens {
    /// ``designColor(_:)`` of a token's appearances, or `nil` with `build.color-unconvertible`.
    static func designColor(
        of token: ResolvedToken, _ appearances: [ColorValue?], diagnostics: inout [Diagnostic]
    ) -> (color: DesignColor, wasGamutClipped: Bool)? {
        if let converted = designColor(appearances) { return converted }
        diagnostics.append(
            .error(
                .colorUnconvertible, "color \(token.path) cannot be converted to sRGB or Display P3", at: token.location
            ))
        return nil
    }
}
