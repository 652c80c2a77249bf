import Testing
@testable import TypesetterTokens

/// CSS in token values (Lenient/CSS.swift): CSS Color 4 color strings read exactly into Format Module colors
/// in their own color space, and CSS math with viewport units evaluated for an iPhone 393 pt wide; one
/// warning per form and file in lenient mode, an error that shows the lenient reading in strict mode.
@Suite("Lenient CSS")
struct LenientCSSTests {
    func lines(_ resolution: TokenResolution) -> [String] {
        DiagnosticRenderer.render(resolution.diagnostics, as: .xcode).split(separator: "\n").map(String.init)
            .filter {
                $0.contains(": warning: ") || $0.contains(": error: ")
                    || ($0.contains(": note: ") && !$0.contains(": note: fix-it: ")
                        && !$0.contains(": note: lenient mode leaves "))
            }
    }

    func color(_ css: String, lenient: Bool = true) -> (ColorValue?, TokenResolution) {
        let resolution = resolve(#"{"c": {"$type": "color", "$value": "\#(css)"}}"#, lenient: lenient)
        guard case .color(let color)? = resolution.tokens["c"]?.value else { return (nil, resolution) }
        return (color, resolution)
    }

    // MARK: Colors, exactly

    /// Each CSS string with the components and alpha it means. The expected numbers are ColorAide's
    /// (python `coloraide` 8.13.1, `Color(css).coords(nans=True)` and `.alpha()`), which parses CSS Color 4
    /// on its own; `nil` is its NaN, CSS's `none`. Two differences are the Format Module's and noted: hsl and
    /// hwb percentages are numbers of percent there (ColorAide: 0–1), and a hue is taken modulo 360 into
    /// [0, 360) (ColorAide keeps -90 and 400 as written; CSS Color 4 §4.3 makes them the same hue).
    static let exact: [(css: String, space: ColorValue.ColorSpace, components: [Double?], alpha: Double)] = [
        ("oklch(0.7 0.1 200)", .oklch, [0.7, 0.1, 200], 1),
        // ColorAide: 0.7000000000000001 (70 × 0.01); 70 / 100 is the double nearest 0.7.
        ("oklch(70% 50% 0.5turn / 25%)", .oklch, [0.7, 0.2, 180], 0.25),
        ("OKLCH(none 0 0)", .oklch, [nil, 0, 0], 1),
        ("oklch(0.5 0.1 400)", .oklch, [0.5, 0.1, 40], 1),  // ColorAide: 400
        ("oklab(40% -100% 0.1)", .oklab, [0.4, -0.4, 0.1], 1),
        ("lab(50% 40% -20%)", .lab, [50, 50, -25], 1),
        ("lch(50 30 1rad)", .lch, [50, 30, 57.29577951308232], 1),
        ("lch(75% 100% -90deg / 0.3)", .lch, [75, 150, 270], 0.3),  // ColorAide: -90
        ("hsl(200grad 100% 50%)", .hsl, [180, 100, 50], 1),  // ColorAide: [180, 1, 0.5]
        ("hsla(120, 100%, 25%, 0.5)", .hsl, [120, 100, 25], 0.5),  // ColorAide: [120, 1, 0.25]
        ("hwb(120 20% 30% / .5)", .hwb, [120, 20, 30], 0.5),  // ColorAide: [120, 0.2, 0.3]
        ("color(display-p3 1 50% none)", .displayP3, [1, 0.5, nil], 1),
        ("color(xyz 0.2 0.3 0.4)", .xyzD65, [0.2, 0.3, 0.4], 1),
        ("color(srgb-linear 0.5 0.25 0 / 0.8)", .srgbLinear, [0.5, 0.25, 0], 0.8),
        ("color(rec2020 0.1 0.2 0.3)", .rec2020, [0.1, 0.2, 0.3], 1),
        ("color(a98-rgb 25% 0.5 1)", .a98RGB, [0.25, 0.5, 1], 1),
        ("color(prophoto-rgb 0.3 0.2 0.1)", .prophotoRGB, [0.3, 0.2, 0.1], 1),
        ("color(xyz-d50 0.1 0.2 0.3)", .xyzD50, [0.1, 0.2, 0.3], 1),
        ("rgb(0 128 255 / 50%)", .srgb, [0, 0.5019607843137255, 1], 0.5),
        // Equinor writes oklch() with commas, which CSS keeps for rgb() and hsl() only; the meaning is clear.
        ("oklch(0.5857, 0.135751, 240.6802)", .oklch, [0.5857, 0.135751, 240.6802], 1),
    ]

    @Test(arguments: exact.indices)
    func colorFunctionIsExact(_ index: Int) {
        let expected = Self.exact[index]
        let (read, resolution) = color(expected.css)
        guard let read else {
            Issue.record("\(expected.css) did not resolve: \(lines(resolution))")
            return
        }
        #expect(read.colorSpace == expected.space, "\(expected.css)")
        #expect(read.alpha == expected.alpha, "\(expected.css)")
        #expect(read.components.count == 3)
        for (component, number) in zip(read.components, expected.components) {
            switch (component, number) {
            case (.none, nil): break
            case (.value(let value), let number?):
                #expect(abs(value - number) <= 1e-12 * max(1, abs(number)), "\(expected.css): \(value) ≠ \(number)")
            default: Issue.record("\(expected.css): \(component) ≠ \(String(describing: number))")
            }
        }
        #expect(resolution.errors.isEmpty)
        // The fix-it is a color strict mode reads as the same color.
        guard let fixIt = resolution.diagnostics.first?.fixIt?.replacement else {
            Issue.record("\(expected.css): no fix-it")
            return
        }
        let strict = resolve(#"{"c": {"$type": "color", "$value": \#(fixIt)}}"#)
        #expect(strict.errors.isEmpty, "\(fixIt)")
        // (An rgb() channel k/255 is written as short as still gives k: the same hex, the same 8-bit color.)
        guard case .color(let strictColor)? = strict.tokens["c"]?.value else { return }
        #expect(read.hex == nil ? strictColor == read : strictColor.hex == read.hex, "\(fixIt)")
    }

    // MARK: One warning per form and file

    @Test func oneWarningPerFormAndFile() {
        let base = """
            {
              "c": {
                "$type": "color",
                "a": {"$value": "oklch(0.7 0.1 200)"},
                "b": {"$value": "oklch(0.5 0.2 20 / 50%)"},
                "c": {"$value": "lab(50 20 -30)"},
                "d": {"$value": "oklch(0.1 0 0)"}
              }
            }
            """
        let other = #"{"o": {"$type": "color", "$value": "oklch(1 0 0)"}}"#
        let resolution = TokenResolver.resolve(
            files: [SourceFile(path: "base.json", text: base), SourceFile(path: "other.json", text: other)],
            options: ResolveOptions(lenient: true))
        #expect(
            lines(resolution) == [
                ##"base.json:4:21: warning: 3 colors as CSS oklch() strings are a legacy form; the Format Module writes a color object: for the first, "oklch(0.7 0.1 200)", {"colorSpace": "oklch", "components": [0.7, 0.1, 200]} [lenient.legacy-form]"##,
                ##"base.json:6:21: warning: color as a CSS string "lab(50 20 -30)" is a legacy form; the Format Module writes {"colorSpace": "lab", "components": [50, 20, -30]} [lenient.legacy-form]"##,
                ##"other.json:1:36: warning: color as a CSS string "oklch(1 0 0)" is a legacy form; the Format Module writes {"colorSpace": "oklch", "components": [1, 0, 0]} [lenient.legacy-form]"##,
            ])
        #expect(resolution.tokens.count == 5)
    }

    // MARK: References inside color functions

    @Test func referencesInsideColorFunctions() {
        let resolution = resolve(
            """
            {
              "base": {
                "ink": {"$type": "color", "$value": "oklch(0 0 0 / 1)"},
                "red": {"$type": "color", "$value": "#ff0000"},
                "half": {"$type": "number", "$value": 0.5},
                "hue": {"$type": "number", "$value": 30}
              },
              "c": {
                "$type": "color",
                "scrim": {"$value": "oklch({base.ink} / {base.half})"},
                "veil": {"$value": "oklch({base.ink} / 20%)"},
                "tint": {"$value": "rgba({base.red}, {base.half})"},
                "faint": {"$value": "rgba({base.red}, 10%)"},
                "warm": {"$value": "oklch(0.6 0.1 {base.hue})"}
              }
            }
            """, lenient: true)
        #expect(
            resolution.tokens["c.scrim"]?.value
                == .color(ColorValue(colorSpace: .oklch, components: [.value(0), .value(0), .value(0)], alpha: 0.5)))
        #expect(
            resolution.tokens["c.tint"]?.value
                == .color(
                    ColorValue(
                        colorSpace: .srgb, components: [.value(1), .value(0), .value(0)], alpha: 0.5, hex: "#ff0000")))
        #expect(
            resolution.tokens["c.faint"]?.value
                == .color(
                    ColorValue(
                        colorSpace: .srgb, components: [.value(1), .value(0), .value(0)], alpha: 0.1, hex: "#ff0000")))
        #expect(
            resolution.tokens["c.warm"]?.value
                == .color(ColorValue(colorSpace: .oklch, components: [.value(0.6), .value(0.1), .value(30)])))
        #expect(
            lines(resolution) == [
                ##"tokens.json:4:41: warning: color as a hex string "#ff0000" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"} [lenient.legacy-form]"##,
                ##"tokens.json:3:41: warning: 2 colors as CSS oklch() strings are a legacy form; the Format Module writes a color object: for the first, "oklch(0 0 0 / 1)", {"colorSpace": "oklch", "components": [0, 0, 0]} [lenient.legacy-form]"##,
                ##"tokens.json:10:25: warning: 2 colors as CSS oklch(color / alpha) strings are a legacy form; the Format Module writes a color object: for the first, "oklch({base.ink} / {base.half})" (the color {base.ink} with alpha 0.5), {"colorSpace": "oklch", "components": [0, 0, 0], "alpha": 0.5} [lenient.legacy-form]"##,
                ##"tokens.json:12:24: warning: 2 colors as CSS rgba(color, alpha) strings are a legacy form; the Format Module writes a color object: for the first, "rgba({base.red}, {base.half})" (the color {base.red} with alpha 0.5), {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5, "hex": "#ff0000"} [lenient.legacy-form]"##,
            ])
    }

    @Test func badReferencesInsideColorFunctions() {
        let resolution = resolve(
            """
            {
              "n": {"$type": "number", "$value": 2},
              "d": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
              "c": {
                "$type": "color",
                "a": {"$value": "oklch({d} / 0.5)"},
                "b": {"$value": "oklch(0.5 0.1 200 / {d})"},
                "c": {"$value": "oklch(0.5 {d} 200)"},
                "d": {"$value": "rgba({missing}, 0.5)"},
                "e": {"$value": "oklch({n} / {n})"}
              }
            }
            """, lenient: true)
        #expect(
            lines(resolution) == [
                ##"tokens.json:6:21: warning: reference must point to a color value, but it points to a dimension value [reference.type-mismatch]"##,
                ##"tokens.json:7:21: warning: {d}, the alpha of "oklch(0.5 0.1 200 / {d})", must be a number token, but it points to a dimension value [reference.type-mismatch]"##,
                ##"tokens.json:8:21: warning: {d} in "oklch(0.5 {d} 200)" must be a number token, but it points to a dimension value [reference.type-mismatch]"##,
                ##"tokens.json:9:21: warning: {missing} does not resolve: no token "missing" [reference.unresolved]"##,
                ##"tokens.json:10:21: warning: color "oklch({n} / {n})": alpha "{n}" is not a number 0–1 or a percentage [value.invalid]"##,
            ])
    }

    // MARK: Bad CSS colors

    @Test func badColorFunctionsSayWhy() {
        let cases: [(String, String)] = [
            ("oklch(1.5 0 0)", #""1.5" is outside 0–1 (0%–100%)"#),
            ("oklch(0.5 -0.1 0)", #""-0.1" is below 0"#),
            ("lab(101 0 0)", #""101" is outside 0–100 (0%–100%)"#),
            ("hsl(10 120% 50%)", #""120%" is outside 0%–100%"#),
            ("color(display-p3 1.2 0 0)", #""1.2" is outside 0–1 (0%–100%)"#),
            (
                "color(cmyk 1 0 0)",
                #""cmyk" is not a color() space (a98-rgb, display-p3, prophoto-rgb, rec2020, srgb, srgb-linear, xyz, xyz-d50, xyz-d65)"#
            ),
            ("oklch(0.5 0.1)", "oklch() takes 3 values and an optional alpha, not 2"),
            ("oklch(0.5 0.1 20deg 1)", "oklch() takes 3 values and an optional alpha, not 4"),
            ("oklch(0.5 0.1 20% / 1)", #""20%" is not a hue (a number of degrees or an angle: deg, grad, rad, turn)"#),
            ("lab(50 1deg 0)", #""1deg" is not a number or a percentage"#),
            ("oklch(0.5 0.1 20 / 2)", #"alpha "2" is not a number 0–1 or a percentage"#),
            ("oklch(0.5 0.1 20 / 1 / 1)", "more than one value after '/'"),
            ("oklch(0.5 0.1 20 /)", "nothing after '/'"),
            ("oklch(0.5, 0.1 / 1)", "',' and '/' mixed"),
            ("oklch(0.5,, 0.1)", "an empty argument"),
            ("oklch(calc(0.5) 0.1 20)", "a function inside oklch() is not read; write its value"),
            // Red Hat's tokens (surface.yaml) derive a color from a CSS variable at run time.
            (
                "oklch(from(--rh-color-surface-dark) calc(l * 0.82) c h)",
                "CSS relative color syntax (oklch(from …)) is computed by the browser; write the color it gives"
            ),
            ("oklch(0x1 0.1 20)", #""0x1" is not a number or a percentage"#),
            ("oklch(inf 0.1 20)", #""inf" is not a number or a percentage"#),
            ("rgb(300, 0, 0)", #""300" is outside 0–255 (0%–100%)"#),
            ("rgba(#ff, 0.5)", ##""#ff" is not a hex color"##),
            (
                "rgba(red, 0.5)",
                #"rgba() with one value before the alpha takes a hex color or a reference such as {color.red}, not "red""#
            ),
            ("color()", "color() names no color space"),
        ]
        for (css, problem) in cases {
            let (read, resolution) = color(css)
            #expect(read == nil, "\(css)")
            #expect(
                resolution.problems.map(\.message) == [#"color "\#(css)": \#(problem)"#], "\(css)")
        }
    }

    // MARK: Strict mode: an error that shows the lenient reading

    @Test func strictErrorsShowTheLenientReading() {
        let resolution = resolve(
            """
            {
              "c": {
                "$type": "color",
                "a": {"$value": "oklch(70% 0.1 200 / 50%)"},
                "b": {"$value": "color(display-p3 1 0 0)"},
                "c": {"$value": "rebeccapurple"},
                "d": {"$value": "rgba({c.a}, 0.5)"},
                "e": {"$value": "oklch(2 0 0)"}
              }
            }
            """)
        #expect(
            lines(resolution) == [
                ##"tokens.json:4:21: error: color "oklch(70% 0.1 200 / 50%)" is a CSS oklch() string; the Format Module writes a color object, and with --lenient this reads as {"colorSpace": "oklch", "components": [0.7, 0.1, 200], "alpha": 0.5} [value.invalid]"##,
                ##"tokens.json:5:21: error: color "color(display-p3 1 0 0)" is a CSS color() string; the Format Module writes a color object, and with --lenient this reads as {"colorSpace": "display-p3", "components": [1, 0, 0]} [value.invalid]"##,
                ##"tokens.json:6:21: error: color "rebeccapurple" is a CSS named color string; the Format Module writes a color object, and with --lenient this reads as {"colorSpace": "srgb", "components": [0.4, 0.2, 0.6], "hex": "#663399"} [value.invalid]"##,
                ##"tokens.json:7:21: error: "rgba({c.a}, 0.5)" is not a reference: a reference is the whole value, written {group.token} [reference.malformed]"##,
                ##"tokens.json:7:21: note: with --lenient this reads as a CSS rgba() color, its references resolved, and shows the Format Module color object"##,
                ##"tokens.json:8:21: error: expected a color {"colorSpace", "components", "alpha"?, "hex"?}, not "oklch(2 0 0)" [value.invalid]"##,
            ])
        // The fix-it is the Format Module color.
        #expect(
            resolution.diagnostics.first?.fixIt
                == .init(
                    "use the Format Module form",
                    replacement: ##"{"colorSpace": "oklch", "components": [0.7, 0.1, 200], "alpha": 0.5}"##))
    }

    // MARK: CSS math with viewport units

    @Test func clampWithViewportUnitsIsEvaluatedForAnIPhone() {
        let resolution = resolve(
            """
            {
              "size": {
                "$type": "dimension",
                "step10": {"$value": "clamp(2.2695rem, 1.9448rem + 1.6238vw, 3.2438rem)"},
                "step1": {"$value": "clamp(0.6733rem, 0.7398rem + -0.0831vw, 0.7231rem)"},
                "capped": {"$value": "clamp(1rem, 1rem + 10vw, 3rem)"},
                "fluid": {"$value": "calc(1rem + 2vh)"},
                "small": {"$value": "min(4vw, {size.base})"},
                "base": {"$value": {"value": 12, "unit": "px"}}
              },
              "type": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "max(1rem, 5vw)", "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}
            }
            """, lenient: true)
        func points(_ path: String) -> Double? {
            guard case .dimension(let dimension)? = resolution.tokens[path]?.value, dimension.unit == .px else {
                return nil
            }
            return dimension.value
        }
        // By hand, 1vw = 393 / 100 = 3.93 pt, 1vh = 852 / 100 = 8.52 pt, 1rem = 16 pt:
        // 1.9448 × 16 + 1.6238 × 3.93 = 31.1168 + 6.381534 = 37.498334, between 36.312 and 51.9008.
        #expect(abs((points("size.step10") ?? 0) - 37.498334) < 1e-9)
        // 0.7398 × 16 − 0.0831 × 3.93 = 11.8368 − 0.326583 = 11.510217, between 10.7728 and 11.5696.
        #expect(abs((points("size.step1") ?? 0) - 11.510217) < 1e-9)
        // 16 + 39.3 = 55.3, above the maximum 48.
        #expect(points("size.capped") == 48)
        // 16 + 2 × 8.52 = 33.04.
        #expect(abs((points("size.fluid") ?? 0) - 33.04) < 1e-9)
        // min(15.72, 12).
        #expect(points("size.small") == 12)
        guard case .typography(let type)? = resolution.tokens["type"]?.value else {
            Issue.record("type did not resolve: \(lines(resolution))")
            return
        }
        // max(16, 19.65).
        #expect(abs((type.fontSize?.value ?? 0) - 19.65) < 1e-9 && type.fontSize?.unit == .px)
        #expect(
            lines(resolution) == [
                ##"tokens.json:11:81: warning: dimension as CSS max() "max(1rem, 5vw)" is evaluated for an iPhone 393 pt wide (1vw = 3.93 pt, 1vh = 8.52 pt) with 1rem = 16 pt: 19.65 pt; the Format Module writes {"value": 19.65, "unit": "px"} [lenient.legacy-form]"##,
                ##"tokens.json:4:26: warning: 3 dimensions as CSS clamp() are evaluated for an iPhone 393 pt wide (1vw = 3.93 pt, 1vh = 8.52 pt) with 1rem = 16 pt; the first, "clamp(2.2695rem, 1.9448rem + 1.6238vw, 3.2438rem)", is 37.5 pt; the Format Module writes {"value": 37.498334, "unit": "px"} [lenient.legacy-form]"##,
                ##"tokens.json:7:25: warning: dimension as CSS calc() "calc(1rem + 2vh)" is evaluated for an iPhone 393 pt wide (1vw = 3.93 pt, 1vh = 8.52 pt) with 1rem = 16 pt: 33.04 pt; the Format Module writes {"value": 33.04, "unit": "px"} [lenient.legacy-form]"##,
                ##"tokens.json:8:25: warning: dimension as CSS min() "min(4vw, {size.base})" is evaluated for an iPhone 393 pt wide (1vw = 3.93 pt, 1vh = 8.52 pt) with 1rem = 16 pt: 12 pt; the Format Module writes {"value": 12, "unit": "px"} [lenient.legacy-form]"##,
            ])
    }

    @Test func remBaseIsTheConfiguredOne() {
        var options = ResolveOptions(lenient: true)
        options.remBase = 10
        let resolution = TokenResolver.resolve(
            files: [SourceFile(path: "t.json", text: #"{"s": {"$type": "dimension", "$value": "calc(2rem + 1vw)"}}"#)],
            options: options)
        #expect(resolution.tokens["s"]?.value == .dimension(DimensionValue(value: 23.93, unit: .px)))
        #expect(resolution.diagnostics.first?.message.contains("with 1rem = 10 pt") == true)
    }

    @Test func cssMathThatDoesNotEvaluateSaysWhy() {
        let cases: [(String, String)] = [
            ("clamp(1rem, 2vw)", "clamp() takes a minimum, a value and a maximum, not 2 values"),
            ("clamp(1rem, 2em + 1vw, 3rem)", "em is relative to the element's font, which is not known here"),
            ("calc(50% + 1vw)", "a percentage is relative to an element's size, which is not known here"),
            ("calc(1vw + 2)", "an addition mixes a length and a number"),
            ("calc(1vw * 2vw)", "a length times a length is not a length; one factor must be a number"),
            ("calc(2 / 1vw)", "a number divided by a length"),
            ("clamp(1rem, 2vw, 3)", "clamp() mixes lengths and numbers"),
            ("calc(1vw + 1cm)", #"the unit "cm" is not read here (px, rem, or a viewport unit such as vw)"#),
            ("clamp(1rem, (2vw, 3rem)", "a '(' is not closed"),
            ("min(1vw, 2vw", "min( is not closed"),
            ("calc(1vw) 2", "unexpected text after the expression"),
            ("calc(1vw +)", "a value is expected where ')' is"),
            ("hypot(1vw, 2vw)", "hypot() is not a CSS math function here (calc, min, max, clamp)"),
            ("calc(1vw / 0)", ""),
            (
                String(repeating: "calc(", count: 40) + "1vw" + String(repeating: ")", count: 40),
                "it nests deeper than 32 levels"
            ),
        ]
        for (css, problem) in cases {
            let resolution = resolve(#"{"s": {"$type": "dimension", "$value": "\#(css)"}}"#, lenient: true)
            #expect(resolution.tokens["s"] == nil, "\(css)")
            let expected =
                problem.isEmpty
                ? #"CSS "\#(css)" does not give a finite number"#
                : #"cannot evaluate "\#(ReferenceSyntax.clip(css))": \#(problem)"#
            #expect(resolution.problems.map(\.message) == [expected], "\(css)")
        }
    }

    @Test func strictMathErrorsShowTheLenientReading() {
        let resolution = resolve(
            """
            {
              "s": {
                "$type": "dimension",
                "a": {"$value": "clamp(1rem, 1rem + 2vw, 2rem)"},
                "b": {"$value": "min(2vw, {s.c})"},
                "c": {"$value": {"value": 4, "unit": "px"}},
                "d": {"$value": "clamp(1em, 2vw, 3em)"}
              }
            }
            """)
        #expect(
            lines(resolution) == [
                ##"tokens.json:4:21: error: dimension "clamp(1rem, 1rem + 2vw, 2rem)" is CSS clamp(), which the Format Module does not read; with --lenient it is evaluated for an iPhone 393 pt wide as {"value": 23.86, "unit": "px"} [value.invalid]"##,
                ##"tokens.json:5:21: error: "min(2vw, {s.c})" is not a reference: a reference is the whole value, written {group.token} [reference.malformed]"##,
                ##"tokens.json:5:21: note: with --lenient this CSS min() is evaluated for an iPhone 393 pt wide and read as a px dimension"##,
                ##"tokens.json:7:21: error: expected a dimension {"value": number, "unit": "px" | "rem"}, not "clamp(1em, 2vw, 3em)" [value.invalid]"##,
            ])
    }

    // MARK: Font stacks

    /// A CSS font stack in one string with references among its names (Style Dictionary sources such as
    /// AXA's): lenient mode resolves each reference (a list splices in) and reads the Format Module's list;
    /// strict mode reports the malformed reference and says what lenient mode reads; a wrong type or a missing
    /// token is an error, and a string that is not a stack stays malformed.
    @Test func fontStackWithReferences() {
        let text = """
            {
              "f": {
                "$type": "fontFamily",
                "primary": {"$value": "Source Sans Pro"},
                "fallbacks": {"$value": ["Arial", "Helvetica"]},
                "stack": {"$value": "{f.primary}, {f.fallbacks}, 'Segoe UI', sans-serif"},
                "size": {"$type": "number", "$value": 2},
                "wrong": {"$value": "{f.primary}, {f.size}"},
                "missing": {"$value": "{f.none}, serif"},
                "nested": {"$value": "{f.{primary}}, serif"}
              },
              "t": {"$type": "typography", "$value": {"fontFamily": "{f.primary}, sans-serif", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}
            }
            """
        let lenient = resolve(text, lenient: true)
        #expect(
            lenient.tokens["f.stack"]?.value
                == .fontFamily(["Source Sans Pro", "Arial", "Helvetica", "'Segoe UI'", "sans-serif"]))
        if case .typography(let typography)? = lenient.tokens["t"]?.value {
            #expect(typography.fontFamily == ["Source Sans Pro", "sans-serif"])
        } else {
            Issue.record("t did not resolve: \(lines(lenient))")
        }
        #expect(
            lines(lenient) == [
                ##"tokens.json:8:25: warning: reference must point to a fontFamily value, but it points to a number value [reference.type-mismatch]"##,
                ##"tokens.json:9:27: warning: {f.none} does not resolve: no token "f.none" [reference.unresolved]"##,
                ##"tokens.json:10:26: warning: "{f.{primary}}, serif" is not a reference: a reference is the whole value, written {group.token} [reference.malformed]"##,
                ##"tokens.json:12:57: warning: 2 fontFamily values are CSS font stacks with references, a legacy form; the Format Module writes a list of names: for the first, "{f.primary}, sans-serif", ["Source Sans Pro", "sans-serif"] [lenient.legacy-form]"##,
            ])
        let strict = resolve(text)
        #expect(strict.tokens["f.stack"] == nil)
        let strictLines = lines(strict)
        for expected in [
            ##"tokens.json:6:25: error: "{f.primary}, {f.fallbacks}, 'Segoe UI', sans-serif" is not a reference: a reference is the whole value, written {group.token} [reference.malformed]"##,
            ##"tokens.json:6:25: note: with --lenient this reads as a CSS font stack, each reference resolved, and shows the Format Module's list of names"##,
            ##"tokens.json:12:57: error: "{f.primary}, sans-serif" is not a reference: a reference is the whole value, written {group.token} [reference.malformed]"##,
        ] {
            #expect(strictLines.contains(expected), "\(strictLines)")
        }
    }

    /// Blackbaud's SKY UX (Tokens Studio): a line height as `calc(16/11)` is the ratio; a letter spacing
    /// token `normal` is 0 (a typography's `normal` member is left out, as before); a font family naming an `other` token whose text is a stack with references reads each
    /// name, the data's own stack split into names.
    @Test func calcRatiosNormalLetterSpacingAndStacksKeptAsData() {
        let resolution = resolve(
            """
            {
              "lh": {"$type": "number", "$value": "calc(16/11)"},
              "ls": {"$type": "letterSpacing", "$value": "normal"},
              "name": {"$type": "other", "$value": "BLKB Sans"},
              "fallback": {"$type": "other", "$value": "Helvetica Neue, Arial, sans-serif"},
              "stack": {"$type": "other", "$value": "{name}, {fallback}"},
              "family": {"$type": "fontFamily", "$value": "{stack}"},
              "t": {"$type": "typography", "$value": {"fontFamily": "{family}", "fontSize": {"value": 11, "unit": "px"}, "fontWeight": 400, "letterSpacing": "normal", "lineHeight": "{lh}"}}
            }
            """, lenient: true)
        // Rounded to a billionth, as CSS math is (5 × 3.93 is 19.65).
        #expect(resolution.tokens["lh"]?.value == .number(1.454545455))
        #expect(resolution.tokens["ls"]?.value == .dimension(DimensionValue(value: 0, unit: .px)))
        #expect(
            resolution.tokens["family"]?.value == .fontFamily(["BLKB Sans", "Helvetica Neue", "Arial", "sans-serif"]))
        if case .typography(let typography)? = resolution.tokens["t"]?.value {
            #expect(typography.letterSpacing == nil)
            #expect(typography.lineHeight == 1.454545455)
        } else {
            Issue.record("t did not resolve: \(lines(resolution))")
        }
        #expect(
            lines(resolution).filter { $0.contains("calc") || $0.contains("normal") }.sorted() == [
                ##"tokens.json:2:39: warning: number as CSS calc() "calc(16/11)" is evaluated: 1.454545455; the Format Module writes the number [lenient.legacy-form]"##,
                ##"tokens.json:3:46: warning: letterSpacing "normal" (CSS: no spacing beyond the font's own) is a legacy form; the Format Module writes {"value": 0, "unit": "px"} [lenient.legacy-form]"##,
                ##"tokens.json:8:146: warning: 1 typography token with letterSpacing "normal", which says there is none; read without it (the Format Module leaves the member out or writes {"value": 0, "unit": "px"}) [lenient.legacy-form]"##,
            ])
    }

    // MARK: Bad input never crashes

    @Test func malformedCSSIsAnErrorNotACrash() {
        let values = [
            "oklch(", "oklch()", "oklch( )", "color(", "color(display-p3)", "oklch({)", "oklch({a} / )", "oklch(/)",
            "oklch(1e999 0 0)", "oklch(- 0 0)", "oklch(0.5 0.1 1e308deg)", "oklch(0.5 0.1 -1e-300)", "hsl(1turnx 0 0)",
            "hwb(none none none / none)", "rgba({}, 0.5)", "rgba({n}, {n}, {n}, {n})", "oklch(0.5e 0.1 1)",
            "lab(.% 0 0)", "color(xyz 1e308 -1e308 0)", "clamp(", "clamp()", "calc(1vw", "calc(1e400vw)", "min(,)",
            "1vw +", "1vw + ", "calc(-)", "max(1vw,)", "clamp(1vw, {n}, 2vw)", "calc({n} * 1vw / 0 * 0)", "calc(1vw)vw",
            "calc(1vw + {missing})", "min(1vw, {c})", "calc(1.2.3vw)", "calc(1vw ** 2)", "vw(1)", "calc(é1vw)",
            String(repeating: "(", count: 40) + "1vw", String(repeating: "-", count: 100) + "1vw",
        ]
        for type in ["color", "dimension"] {
            for value in values {
                let text =
                    #"{"n": {"$type": "number", "$value": 2}, "c": {"$type": "color", "$value": "red"}, "x": {"$type": "\#(type)", "$value": "\#(value)"}}"#
                for lenient in [true, false] {
                    let resolution = resolve(text, lenient: lenient)
                    #expect(resolution.tokens["x"] != nil || !resolution.problems.isEmpty, "\(type) \(value)")
                }
            }
        }
    }

    /// What Tokens Studio arithmetic reads (no viewport unit, no clamp or calc) is left to it.
    @Test func plainArithmeticIsNotCSS() {
        #expect(CSS.math("min({border-radius.base}*3,{border-radius.scale}*7)")?.form == nil)
        #expect(CSS.math("{size.base} * 1.5")?.form == nil)
        #expect(CSS.math("2vw")?.form == nil)
        #expect(CSS.math("-2vw")?.form == nil)
        #expect(CSS.math("1rem - 2vw")?.form == "viewport units")
        #expect(CSS.math("clamp(1rem, 2rem, 3rem)")?.form == "clamp()")
        #expect(CSS.math("min(2vw, 3px)")?.form == "min()")
        #expect(CSS.math("rgba(0, 0, 0, 0.5)")?.form == nil)
        let resolution = resolve(
            #"{"r": {"$type": "dimension", "base": {"$value": "8px"}, "scale": {"$value": "4px"}, "md": {"$value": "min({r.base}*3,{r.scale}*7)"}}}"#,
            lenient: true)
        #expect(resolution.tokens["r.md"]?.value == .dimension(DimensionValue(value: 24, unit: .px)))
    }
}
