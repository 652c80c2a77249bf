import Testing
@testable import TypesetterTokens

/// Lenient mode on the values of real-world files: Figma plugin exports, Tokens Studio, Style Dictionary,
/// CSS forms and the DTCG example sets. Every rewrite is a warning naming the Format Module form; the
/// diagnostics are asserted as the text an editor shows (`path:line:column: severity: message [code]`).
@Suite("Lenient values")
struct LenientValuesTests {
    /// The warnings and errors of a resolution as Xcode-style lines, notes and fix-its left out.
    func lines(_ resolution: TokenResolution) -> [String] {
        DiagnosticRenderer.render(resolution.diagnostics, as: .xcode).split(separator: "\n").map(String.init)
            .filter { $0.contains(": warning: ") || $0.contains(": error: ") }
    }

    // MARK: Figma

    /// Shaped like a lukasoppermann "Design Tokens" plugin export (text style "Large Title / Regular",
    /// an inner shadow effect, a layout grid).
    static let figma = """
        {
          "Large Title": {
            "Regular": {
              "type": "custom-fontStyle",
              "value": {"fontSize": 34, "textDecoration": "none", "fontFamily": "SF Pro", "fontWeight": 400, "fontStyle": "normal", "fontStretch": "normal", "letterSpacing": 0, "lineHeight": 41, "paragraphIndent": 0, "paragraphSpacing": 0, "textCase": "none"},
              "extensions": {"org.lukasoppermann.figmaDesignTokens": {"styleId": "S:3f2a", "exportKey": "font"}}
            }
          },
          "card": {
            "type": "custom-shadow",
            "value": {"shadowType": "innerShadow", "radius": 8, "color": "#0000001a", "offsetX": 0, "offsetY": 4, "spread": 0}
          },
          "grid": {"type": "custom-grid", "value": {"pattern": "columns", "gutterSize": 16, "count": 4}}
        }
        """

    /// Viewport units, as IBM Carbon's layout tokens (terrazzoapp/dtcg-examples, ibm-carbon/layout.tokens.json)
    /// write them: no fixed length on iOS, so kept as data with a warning; strict mode rejects them.
    @Test func viewportUnitsAreKeptAsData() throws {
        let text =
            #"{ "fluid": { "$type": "dimension", "02": { "$value": { "value": 2, "unit": "vw" } }, "tall": { "$value": "50dvh" } } }"#
        let resolution = resolve(text, lenient: true)
        #expect(
            lines(resolution) == [
                #"tokens.json:1:54: warning: dimension {"value":2,"unit":"vw"} is in vw, a share of the browser's viewport, which has no fixed length on iOS; kept as data and not emitted [lenient.kept-as-data]"#,
                #"tokens.json:1:106: warning: dimension "50dvh" is in dvh, a share of the browser's viewport, which has no fixed length on iOS; kept as data and not emitted [lenient.kept-as-data]"#,
            ])
        let token = try #require(resolution.tokens["fluid.02"])
        #expect(token.value == .data(type: "dimension", json: #"{"value":2,"unit":"vw"}"#))
        #expect(resolve(text).errorCodes == ["value.invalid"])
    }

    @Test func figmaTextStyleResolvesWithWarningsOnly() throws {
        let resolution = resolve(Self.figma, lenient: true)
        #expect(resolution.errors.isEmpty, "\(lines(resolution))")
        let style = try #require(resolution.tokens["Large Title.Regular"])
        guard case .typography(let typography) = style.value else {
            Issue.record("not a typography: \(style.value)")
            return
        }
        #expect(typography.fontSize == DimensionValue(value: 34, unit: .px))
        #expect(typography.lineHeight == 41.0 / 34.0)
        #expect(typography.fontFamily == ["SF Pro"])
        #expect(typography.fontWeight == FontWeightValue(value: 400))
        #expect(typography.letterSpacing == DimensionValue(value: 0, unit: .px))
        #expect(!typography.isItalic)
        #expect(typography.extras["textCase"] == "\"none\"")
        #expect(
            typography.extras.keys.sorted() == [
                "fontStretch", "fontStyle", "paragraphIndent", "paragraphSpacing", "textCase", "textDecoration",
            ])
        #expect(style.extensions?["org.lukasoppermann.figmaDesignTokens"] != nil)
        let shadow = try #require(resolution.tokens["card"])
        #expect(
            shadow.value
                == .shadow([
                    ShadowValue(
                        color: ColorValue(
                            colorSpace: .srgb, components: [.value(0), .value(0), .value(0)], alpha: 26.0 / 255,
                            hex: "#000000"),
                        offsetX: DimensionValue(value: 0, unit: .px), offsetY: DimensionValue(value: 4, unit: .px),
                        blur: DimensionValue(value: 8, unit: .px), spread: DimensionValue(value: 0, unit: .px),
                        inset: true)
                ]))
        #expect(
            resolution.tokens["grid"]?.value
                == .data(type: "custom-grid", json: ##"{"pattern":"columns","gutterSize":16,"count":4}"##))
        let text = lines(resolution)
        #expect(
            text.contains(
                ##"tokens.json:5:184: warning: lineHeight as a length 41 (px in a Figma text style) is a legacy form; the Format Module writes a multiplier of fontSize: 1.2058823529411764 [lenient.legacy-form]"##
            ))
        #expect(
            text.contains(
                ##"tokens.json:5:29: warning: dimension as a bare number (a Figma text style is in px) is a legacy form; the Format Module writes {"value": 34, "unit": "px"} [lenient.legacy-form]"##
            ))
        #expect(
            text.contains(
                ##"tokens.json:4:15: warning: type "custom-fontStyle" is a Tokens Studio, Style Dictionary or Figma name; the Format Module writes "typography" [lenient.legacy-form]"##
            ))
        #expect(
            text.contains(
                ##"tokens.json:6:7: warning: "extensions" without '$' is a legacy form; the Format Module writes "$extensions" [lenient.legacy-form]"##
            ))
        #expect(
            text.contains(
                ##"tokens.json:5:233: warning: typography member "textCase" (1 token) is not part of the Format Module; kept with the value but not used by Typesetter [lenient.unused-member]"##
            ))
        #expect(
            text.contains(
                ##"tokens.json:11:15: warning: shadow member "shadowType": "innerShadow" is a Tokens Studio or Figma form; the Format Module writes "inset": true [lenient.legacy-form]"##
            ))
        #expect(
            text.contains(
                ##"tokens.json:11:44: warning: shadow member "radius" is a Tokens Studio or Figma form; the Format Module writes "blur" [lenient.legacy-form]"##
            ))
        #expect(
            text.contains(
                ##"tokens.json:13:3: warning: 1 token of type "custom-grid" kept as data; Typesetter does not use them (write a Format Module type to use one) [lenient.kept-as-data]"##
            ))
        // The line-height fix-it is exactly the strict form: a bare multiplier.
        let lineHeight = try #require(resolution.diagnostics.first { $0.message.hasPrefix("lineHeight as a length") })
        #expect(lineHeight.fixIt?.replacement == "1.2058823529411764")
        // A legacy property is reported where each is (its fix-it is for that place): three tokens, three warnings.
        #expect(resolution.diagnostics.filter { $0.message.hasPrefix("\"value\" without '$'") }.count == 3)
    }

    @Test func figmaExtrasAreReportedOncePerName() {
        let two =
            ##"{"a": {"type": "custom-fontStyle", "value": {"fontSize": 12, "fontFamily": "SF Pro", "fontWeight": 700, "fontStyle": "italic", "textCase": "none", "lineHeight": "normal"}}, "b": {"type": "custom-fontStyle", "value": {"fontSize": 14, "fontFamily": "SF Pro", "fontWeight": 400, "textCase": "uppercase"}}}"##
        let resolution = resolve(two, lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(
            lines(resolution).filter { $0.contains("typography member") } == [
                ##"tokens.json:1:105: warning: typography member "fontStyle" (1 token) is not part of the Format Module; "italic" is kept as the typography's italic [lenient.unused-member]"##,
                ##"tokens.json:1:128: warning: typography member "textCase" (2 tokens) is not part of the Format Module; kept with the value but not used by Typesetter [lenient.unused-member]"##,
            ])
        #expect(
            lines(resolution).contains(
                ##"tokens.json:1:162: warning: lineHeight "normal" means the font's own line height; the Format Module has no such value: omit lineHeight (the font's default is used) [lenient.legacy-form]"##
            ))
        guard case .typography(let a)? = resolution.tokens["a"]?.value else {
            Issue.record("a is not a typography")
            return
        }
        #expect(a.isItalic)
        #expect(a.lineHeight == nil)
    }

    @Test func figmaVariableAliasIsAnErrorThatSaysWhy() {
        let resolution = resolve(
            ##"{"alias": {"type": "color", "value": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"}}}"##,
            lenient: true)
        #expect(
            lines(resolution).contains(
                ##"tokens.json:1:38: warning: a Figma variable alias names its target by id ("VariableID:1:2"), which does not say which token it is; export names, or write the reference as "{group.token}" [reference.unresolved]"##
            ))
    }

    // MARK: Tokens Studio

    static let studio = """
        {
          "radius": {
            "base": {"value": "8", "type": "borderRadius"},
            "scale": {"value": "6px", "type": "borderRadius"},
            "small": {"value": "min({radius.base} * 0.5, {radius.scale})", "type": "borderRadius"},
            "large": {"value": "roundTo({radius.scale} / 4, 1)", "type": "borderRadius"},
            "double": {"value": "2 * 8px", "type": "sizing"}
          },
          "tracking": {"tight": {"value": "-2%", "type": "letterSpacing"}},
          "weight": {"value": "SemiBold Italic", "type": "fontWeights"},
          "text": {"value": {"fontFamily": "Inter", "fontWeight": "{weight}", "fontSize": "16", "lineHeight": "150%", "letterSpacing": "{tracking.tight}"}, "type": "typography"},
          "shadow": {"value": {"x": "0", "y": "4", "blur": "10", "spread": "0", "color": "rgba(0,0,0,0.4)", "type": "innerShadow"}, "type": "boxShadow"},
          "heading": {"value": {"typography": "{text}", "fill": "#000"}, "type": "composition"},
          "upper": {"value": "uppercase", "type": "textCase"}
        }
        """

    @Test func tokensStudioValues() throws {
        let resolution = resolve(Self.studio, lenient: true)
        #expect(resolution.errors.isEmpty, "\(lines(resolution))")
        let tokens = resolution.tokens
        #expect(tokens["radius.small"]?.value == .dimension(DimensionValue(value: 4, unit: .px)))
        #expect(tokens["radius.large"]?.value == .dimension(DimensionValue(value: 1.5, unit: .px)))
        #expect(tokens["radius.double"]?.value == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(tokens["tracking.tight"]?.value == .relativeDimension(-0.02))
        #expect(tokens["weight"]?.value == .fontWeight(FontWeightValue(value: 600, name: "semi-bold", isItalic: true)))
        #expect(
            tokens["text"]?.value
                == .typography(
                    TypographyValue(
                        fontFamily: ["Inter"], fontSize: DimensionValue(value: 16, unit: .px),
                        fontWeight: FontWeightValue(value: 600, name: "semi-bold", isItalic: true),
                        letterSpacing: DimensionValue(value: -0.32, unit: .px), lineHeight: 1.5,
                        relativeLetterSpacing: -0.02, isItalic: true)))
        guard case .shadow(let layers)? = tokens["shadow"]?.value, let layer = layers.first else {
            Issue.record("shadow did not resolve")
            return
        }
        #expect(layer.inset)
        #expect(layer.offsetY == DimensionValue(value: 4, unit: .px))
        #expect(layer.color.alpha == 0.4)
        #expect(
            tokens["heading"]?.value == .data(type: "composition", json: ##"{"typography":"{text}","fill":"#000"}"##))
        #expect(tokens["upper"]?.value == .data(type: "textCase", json: ##""uppercase""##))
        let text = lines(resolution)
        for expected in [
            ##"tokens.json:5:24: warning: arithmetic "min({radius.base} * 0.5, {radius.scale})" is a legacy form; the Format Module writes {"value": 4, "unit": "px"} [lenient.legacy-form]"##,
            ##"tokens.json:7:25: warning: arithmetic "2 * 8px" is a legacy form; the Format Module writes {"value": 16, "unit": "px"} [lenient.legacy-form]"##,
            ##"tokens.json:3:23: warning: dimension as a string "8" (no unit: px assumed) is a legacy form; the Format Module writes {"value": 8, "unit": "px"} [lenient.legacy-form]"##,
            ##"tokens.json:9:35: warning: letterSpacing "-2%" is relative to the font size (-0.02em), which a Format Module dimension cannot say; kept relative, and a typography that uses it converts it with its fontSize [lenient.legacy-form]"##,
            ##"tokens.json:11:128: warning: letterSpacing "{tracking.tight}" is relative to the font size (-0.02em); kept relative; the Format Module writes {"value": -0.32, "unit": "px"} for this fontSize [lenient.legacy-form]"##,
            ##"tokens.json:10:23: warning: fontWeight "SemiBold Italic" is a legacy form; the Format Module writes "semi-bold" and has no italic: the italic is kept on the typography (Typesetter reads "$extensions": {"com.typesetter": {"italic": true}}) [lenient.legacy-form]"##,
            ##"tokens.json:12:24: warning: shadow member "x" is a Tokens Studio or Figma form; the Format Module writes "offsetX" [lenient.legacy-form]"##,
            ##"tokens.json:12:101: warning: shadow member "type": "innerShadow" is a Tokens Studio or Figma form; the Format Module writes "inset": true [lenient.legacy-form]"##,
            ##"tokens.json:3:36: warning: type "borderRadius" is a Tokens Studio, Style Dictionary or Figma name; the Format Module writes "dimension" [lenient.legacy-form]"##,
            ##"tokens.json:13:3: warning: 1 token of type "composition" kept as data; Typesetter does not use them (write a Format Module type to use one) [lenient.kept-as-data]"##,
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
        #expect(resolve(Self.studio).errors.count >= 10)
    }

    @Test func tokensStudioLineHeights() {
        let resolution = resolve(
            """
            {
              "lh": {
                "tight": {"value": "24px", "type": "lineHeights"},
                "auto": {"value": "AUTO", "type": "lineHeights"},
                "loose": {"value": "175%", "type": "lineHeights"}
              },
              "a": {"value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": "Regular", "lineHeight": "{lh.tight}", "letterSpacing": "0"}, "type": "typography"},
              "b": {"value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": "Regular", "lineHeight": "{lh.auto}", "letterSpacing": "0"}, "type": "typography"}
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty, "\(lines(resolution))")
        #expect(resolution.tokens["lh.tight"]?.value == .dimension(DimensionValue(value: 24, unit: .px)))
        #expect(resolution.tokens["lh.auto"]?.value == .data(type: "lineHeights", json: ##""AUTO""##))
        #expect(resolution.tokens["lh.loose"]?.value == .number(1.75))
        // Tokens Studio lets a number token have a unit (sd-transforms' cross-file-refs-1.tokens.json).
        let number = resolve(
            ##"{"xs": {"value": "4px", "type": "number"}, "sm": {"value": "{xs} * 2", "type": "dimension"}}"##,
            lenient: true)
        #expect(number.tokens["sm"]?.value == .dimension(DimensionValue(value: 8, unit: .px)))
        #expect(
            lines(number).contains(
                ##"tokens.json:1:18: warning: number "4px" has a unit; kept as a dimension: the Format Module writes a dimension token, {"$type": "dimension", "$value": {"value": 4, "unit": "px"}} [lenient.legacy-form]"##
            ))
        guard case .typography(let a)? = resolution.tokens["a"]?.value,
            case .typography(let b)? = resolution.tokens["b"]?.value
        else {
            Issue.record("a or b did not resolve")
            return
        }
        #expect(a.lineHeight == 1.5)
        #expect(b.lineHeight == nil)
        let text = lines(resolution)
        for expected in [
            ##"tokens.json:3:24: warning: lineHeight "24px" is a length, not a multiplier of fontSize; kept as a dimension, which a typography that uses it divides by its fontSize (the Format Module writes a number such as 1.5) [lenient.legacy-form]"##,
            ##"tokens.json:4:23: warning: lineHeight "AUTO" means the font's own line height; the Format Module has no such value: omit lineHeight where it is used (kept as data) [lenient.legacy-form]"##,
            ##"tokens.json:7:101: warning: lineHeight "{lh.tight}" is a length (24px); the Format Module writes a multiplier of fontSize: 1.5 [lenient.legacy-form]"##,
            ##"tokens.json:8:101: warning: lineHeight "{lh.auto}" is the font's own line height; the Format Module has no such value: omit lineHeight (the font's default is used) [lenient.legacy-form]"##,
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
    }

    @Test func arithmeticErrorsSayWhy() {
        let resolution = resolve(
            """
            {
              "n": {"$type": "number", "$value": 2},
              "mixed": {"$type": "dimension", "$value": "1rem + 4px"},
              "unknown": {"$type": "dimension", "$value": "hypot(1px, 2px)"},
              "floor": {"$type": "dimension", "$value": "floor(10px / 3)"},
              "open": {"$type": "number", "$value": "(1 + 2"},
              "area": {"$type": "dimension", "$value": "2px * 1rem"},
              "base": {"$type": "dimension", "$value": "16"},
              "scale": {"$type": "dimension", "$value": "1.2"},
              "md": {"$type": "dimension", "$value": "{base}*{scale}^2"},
              "xs": {"$type": "dimension", "$value": "roundTo({base} / {scale}^1.5 * 1px, 0)"},
              "sign": {"$type": "number", "$value": "-2^2"}
            }
            """, lenient: true)
        #expect(
            lines(resolution) == [
                ##"tokens.json:3:45: warning: cannot evaluate "1rem + 4px": an addition mixes rem and px; convert one first [value.invalid]"##,
                ##"tokens.json:4:47: warning: cannot evaluate "hypot(1px, 2px)": hypot is not a function here (min, max, floor, ceil, round, roundTo, abs, pow) [value.invalid]"##,
                ##"tokens.json:5:45: warning: arithmetic "floor(10px / 3)" is a legacy form; the Format Module writes {"value": 3, "unit": "px"} [lenient.legacy-form]"##,
                ##"tokens.json:6:41: warning: cannot evaluate "(1 + 2": a '(' is not closed [value.invalid]"##,
                ##"tokens.json:7:44: warning: cannot evaluate "2px * 1rem": a product mixes px and rem; convert one first [value.invalid]"##,
                ##"tokens.json:8:44: warning: dimension as a string "16" (no unit: px assumed) is a legacy form; the Format Module writes {"value": 16, "unit": "px"} [lenient.legacy-form]"##,
                ##"tokens.json:9:45: warning: dimension as a string "1.2" (no unit: px assumed) is a legacy form; the Format Module writes {"value": 1.2, "unit": "px"} [lenient.legacy-form]"##,
                ##"tokens.json:10:42: warning: arithmetic "{base}*{scale}^2" is a legacy form; the Format Module writes {"value": 23.04, "unit": "px"} [lenient.legacy-form]"##,
                ##"tokens.json:11:42: warning: arithmetic "roundTo({base} / {scale}^1.5 * 1px, 0)" is a legacy form; the Format Module writes {"value": 12, "unit": "px"} [lenient.legacy-form]"##,
                ##"tokens.json:12:41: warning: arithmetic "-2^2" is a legacy form; the Format Module writes -4 [lenient.legacy-form]"##,
            ])
        #expect(resolution.tokens["floor"]?.value == .dimension(DimensionValue(value: 3, unit: .px)))
        // WESCO's type scale: sizes written "16" and "1.2" multiply as Tokens Studio reads them (units are
        // labels in a product or a power; a quotient of lengths is a ratio); a sign binds looser than a power.
        #expect(resolution.tokens["md"]?.value == .dimension(DimensionValue(value: 16 * 1.2 * 1.2, unit: .px)))
        #expect(resolution.tokens["xs"]?.value == .dimension(DimensionValue(value: 12, unit: .px)))
        #expect(resolution.tokens["sign"]?.value == .number(-4))
    }

    // MARK: Style Dictionary

    static let styleDictionary = """
        {
          "size": {
            "font": {
              "small": {"value": "12px", "type": "fontSize", "comment": "the small size", "attributes": {"category": "size"}, "themeable": true},
              "base": {"value": 16, "type": "dimension", "attributes": {}}
            }
          },
          "content": {
            "hello": {"value": "Hello", "type": "string"},
            "bye": {"value": "Bye", "type": "string"},
            "logo": {"value": "assets/logo.svg", "type": "asset"}
          },
          "elevation": {"value": {"offsetX": "0px", "offsetY": "2px", "blur": "4px", "color": "#000000"}, "type": "shadow"}
        }
        """

    @Test func styleDictionaryMetadataAndCustomTypes() {
        let resolution = resolve(Self.styleDictionary, lenient: true)
        #expect(resolution.errors.isEmpty, "\(lines(resolution))")
        let tokens = resolution.tokens
        #expect(tokens["size.font.small"]?.value == .dimension(DimensionValue(value: 12, unit: .px)))
        #expect(tokens["size.font.small"]?.description == "the small size")
        #expect(tokens["content.hello"]?.value == .data(type: "string", json: ##""Hello""##))
        #expect(tokens["content.hello"]?.typeName == "string")
        #expect(tokens["content.logo"]?.type == .data)
        let text = lines(resolution)
        for expected in [
            ##"tokens.json:9:5: warning: 2 tokens of type "string" kept as data; Typesetter does not use them (write a Format Module type to use one) [lenient.kept-as-data]"##,
            ##"tokens.json:11:5: warning: 1 token of type "asset" kept as data; Typesetter does not use them (write a Format Module type to use one) [lenient.kept-as-data]"##,
            ##"tokens.json:4:54: warning: "comment" is Style Dictionary's description; the Format Module writes "$description" [lenient.legacy-form]"##,
            ##"tokens.json:4:83: warning: Style Dictionary metadata "attributes" (2 tokens) is not part of the Format Module; ignored (vendor data belongs in "$extensions") [lenient.legacy-form]"##,
            ##"tokens.json:13:26: warning: shadow has no "spread"; read as 0, and the Format Module writes "spread": {"value": 0, "unit": "px"} [lenient.legacy-form]"##,
            ##"tokens.json:5:25: warning: dimension as a bare number (no unit: px assumed) is a legacy form; the Format Module writes {"value": 16, "unit": "px"} [lenient.legacy-form]"##,
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
        #expect(text.filter { $0.contains("kept as data") }.count == 2)
        // JSON export keeps the data and its own type name.
        #expect(
            tokens.jsonText.contains(
                ##"{"name":"content.hello","path":["content","hello"],"type":"string","value":"Hello""##))
    }

    @Test func unitlessDimensionsTakeTheConfiguredUnit() {
        let files = [SourceFile(path: "tokens.json", text: ##"{"space": {"$type": "dimension", "$value": 1.5}}"##)]
        let resolution = TokenResolver.resolve(
            files: files, options: ResolveOptions(lenient: true, unitlessDimension: .rem))
        #expect(resolution.tokens["space"]?.value == .dimension(DimensionValue(value: 1.5, unit: .rem)))
        #expect(
            lines(resolution) == [
                ##"tokens.json:1:44: warning: dimension as a bare number (no unit: rem assumed) is a legacy form; the Format Module writes {"value": 1.5, "unit": "rem"} [lenient.legacy-form]"##
            ])
    }

    @Test func strictModeStillRejectsDataTypes() {
        let resolution = resolve(
            ##"{"a": {"$type": "string", "$value": "x"}, "b": {"$type": "(data)", "$value": "x"}}"##)
        #expect(resolution.errors.map(\.code) == [.unknownType, .unknownType])
        #expect(
            resolution.errors.first?.message
                == "unknown $type \"string\"; expected one of color, dimension, number, fontFamily, fontWeight, duration, cubicBezier, strokeStyle, border, transition, shadow, gradient, typography"
        )
    }

    // MARK: CSS colors

    static let css = """
        {
          "c": {
            "$type": "color",
            "short": { "$value": "#fff" },
            "alpha": { "$value": "#00000029" },
            "rgb": { "$value": "rgb(255, 0, 0)" },
            "rgba": { "$value": "rgba(0, 0, 0, 0.5)" },
            "modern": { "$value": "rgb(0 128 255 / 50%)" },
            "hsl": { "$value": "hsl(210deg 50% 40%)" },
            "named": { "$value": "RebeccaPurple" },
            "clear": { "$value": "transparent" },
            "hexMember": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "hex": "#0000001a" } },
            "bad": { "$value": "rgb(300, 0, 0)" }
          }
        }
        """

    @Test func cssColors() throws {
        let resolution = resolve(Self.css, lenient: true)
        let tokens = resolution.tokens
        #expect(
            tokens["c.short"]?.value
                == .color(ColorValue(colorSpace: .srgb, components: [.value(1), .value(1), .value(1)], hex: "#ffffff")))
        #expect(
            tokens["c.alpha"]?.value
                == .color(
                    ColorValue(
                        colorSpace: .srgb, components: [.value(0), .value(0), .value(0)], alpha: 41.0 / 255,
                        hex: "#000000")))
        #expect(
            tokens["c.rgb"]?.value
                == .color(ColorValue(colorSpace: .srgb, components: [.value(1), .value(0), .value(0)], hex: "#ff0000")))
        #expect(
            tokens["c.modern"]?.value
                == .color(
                    ColorValue(
                        colorSpace: .srgb, components: [.value(0), .value(128.0 / 255), .value(1)], alpha: 0.5,
                        hex: "#0080ff")))
        #expect(
            tokens["c.hsl"]?.value
                == .color(ColorValue(colorSpace: .hsl, components: [.value(210), .value(50), .value(40)])))
        #expect(
            tokens["c.named"]?.value
                == .color(
                    ColorValue(colorSpace: .srgb, components: [.value(0.4), .value(0.2), .value(0.6)], hex: "#663399")))
        #expect(
            tokens["c.clear"]?.value
                == .color(
                    ColorValue(
                        colorSpace: .srgb, components: [.value(0), .value(0), .value(0)], alpha: 0, hex: "#000000")))
        #expect(
            tokens["c.hexMember"]?.value
                == .color(
                    ColorValue(
                        colorSpace: .srgb, components: [.value(0), .value(0), .value(0)], alpha: 26.0 / 255,
                        hex: "#000000")))
        #expect(
            lines(resolution) == [
                ##"tokens.json:4:26: warning: color as a hex string "#fff" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"} [lenient.legacy-form]"##,
                ##"tokens.json:5:26: warning: color as a hex string "#00000029" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.16, "hex": "#000000"} [lenient.legacy-form]"##,
                ##"tokens.json:12:86: warning: hex "#0000001a" is a legacy form; the Format Module writes 6 digits "#000000" and "alpha": 0.1 [lenient.legacy-form]"##,
                ##"tokens.json:13:24: warning: color "rgb(300, 0, 0)": "300" is outside 0–255 (0%–100%) [value.invalid]"##,
                ##"tokens.json:6:24: warning: 2 colors as CSS rgb() strings are a legacy form; the Format Module writes a color object: for the first, "rgb(255, 0, 0)", {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"} [lenient.legacy-form]"##,
                ##"tokens.json:7:25: warning: color as a CSS string "rgba(0, 0, 0, 0.5)" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000"} [lenient.legacy-form]"##,
                ##"tokens.json:9:24: warning: color as a CSS string "hsl(210deg 50% 40%)" is a legacy form; the Format Module writes {"colorSpace": "hsl", "components": [210, 50, 40]} [lenient.legacy-form]"##,
                ##"tokens.json:10:26: warning: color as a CSS string "RebeccaPurple" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [0.4, 0.2, 0.6], "hex": "#663399"} [lenient.legacy-form]"##,
                ##"tokens.json:11:26: warning: color as a CSS string "transparent" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0, "hex": "#000000"} [lenient.legacy-form]"##,
            ])
        // Every fix-it is valid in strict mode.
        for diagnostic in resolution.diagnostics {
            guard let replacement = diagnostic.fixIt?.replacement, replacement.hasPrefix("{") else { continue }
            let strict = resolve(##"{"x": {"$type": "color", "$value": \##(replacement)}}"##)
            #expect(strict.errors.isEmpty, "fix-it \(replacement) is not strict")
        }
        #expect(CSSNamedColors.table.count == 148)
        // Strict mode: all ten are errors (the 8-digit hex member too).
        #expect(resolve(Self.css).errors.count == 10)
    }

    // MARK: DTCG example sets (Spectrum, Carbon, Fluent, Primer, Figma SDS)

    @Test func dtcgExampleForms() throws {
        // Forms from terrazzoapp/dtcg-examples: Fluent's 8-digit hex member, Figma SDS's em letterSpacing,
        // Carbon's empty unit, Spectrum's em and dp sizes.
        let resolution = resolve(
            """
            {
              "overlay": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#00000029"}},
              "gap": {"$type": "dimension", "$value": {"value": 0.5, "unit": "em"}},
              "hairline": {"$type": "dimension", "$value": {"value": 1, "unit": ""}},
              "touch": {"$type": "dimension", "$value": {"value": 44, "unit": "dp"}},
              "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0.05, "unit": "em"}, "lineHeight": 1.4}},
              "lifted": {"$type": "shadow", "$value": {"color": "{overlay}", "offsetX": "{gap}", "offsetY": "{hairline}", "blur": "{hairline}", "spread": "{hairline}"}},
              "caption": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 10, "unit": "px"}, "fontWeight": 400, "letterSpacing": "{gap}", "lineHeight": 1.4}}
            }
            """, lenient: true)
        #expect(
            lines(resolution) == [
                ##"tokens.json:2:98: warning: hex "#00000029" is a legacy form; the Format Module writes 6 digits "#000000" and "alpha": 0.16 [lenient.legacy-form]"##,
                ##"tokens.json:3:43: warning: dimension {"value":0.5,"unit":"em"} is relative to the font size (0.5em), which a Format Module dimension cannot say; kept relative: a typography's letterSpacing uses it as is, any other use reads it as 0.5rem [lenient.legacy-form]"##,
                ##"tokens.json:4:48: warning: dimension unit "" (no unit: px assumed) is a legacy form; the Format Module writes {"value": 1, "unit": "px"} [lenient.legacy-form]"##,
                ##"tokens.json:5:45: warning: dimension unit "dp" (1dp read as 1px, one point on iOS) is a legacy form; the Format Module writes {"value": 44, "unit": "px"} [lenient.legacy-form]"##,
                ##"tokens.json:6:146: warning: letterSpacing {"value":0.05,"unit":"em"} is relative to the font size (0.05em); kept relative; the Format Module writes {"value": 1, "unit": "px"} for this fontSize [lenient.legacy-form]"##,
                ##"tokens.json:7:77: warning: 0.5em (a length relative to the font size) used where a dimension is expected is read as 0.5rem; the Format Module writes {"value": 0.5, "unit": "rem"} [lenient.legacy-form]"##,
                ##"tokens.json:8:149: warning: letterSpacing "{gap}" is relative to the font size (0.5em); kept relative; the Format Module writes {"value": 5, "unit": "px"} for this fontSize [lenient.legacy-form]"##,
            ])
        #expect(resolution.tokens["gap"]?.value == .relativeDimension(0.5))
        guard case .shadow(let lifted)? = resolution.tokens["lifted"]?.value,
            case .typography(let caption)? = resolution.tokens["caption"]?.value
        else {
            Issue.record("lifted or caption did not resolve: \(lines(resolution))")
            return
        }
        #expect(lifted.first?.offsetX == DimensionValue(value: 0.5, unit: .rem))
        #expect(caption.relativeLetterSpacing == 0.5)
        #expect(caption.letterSpacing == DimensionValue(value: 5, unit: .px))
        guard case .typography(let body)? = resolution.tokens["body"]?.value else {
            Issue.record("body did not resolve")
            return
        }
        #expect(body.relativeLetterSpacing == 0.05)
        #expect(body.letterSpacing == DimensionValue(value: 1, unit: .px))
    }

    // MARK: Bad input never crashes

    @Test func malformedLenientValuesAreErrorsNotCrashes() {
        let values = [
            "rgb(", "rgb()", "rgb(,,)", "hsl(1,2)", "hsl(400 50% 50% / 2)", "rgba(#ff, 2)", "rgb(1 2 3 / / 4)",
            "İrgb(1,2,3)", "rgba({missing}, 50%)", "rgba({n}, 50%)", "min()", "roundTo(1, 99)", "roundTo(1px, 1px)",
            "((((", "))", "1e309px", "-", "%", "em", "#", "1px / 0", "floor(1, 2)", "max(1px, 2rem)", "{", "}{",
            "{n} *", "* 2", "2 ** 3", "16 * 1.5 px", "1.5em * 2", "\u{0}", String(repeating: "min(", count: 40) + "1",
        ]
        for type in ["color", "dimension", "number", "letterSpacing", "lineHeights", "fontWeights"] {
            for value in values {
                let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                    of: "\"", with: "\\\"")
                let text =
                    #"{"n": {"$type": "number", "$value": 2}, "x": {"type": "\#(type)", "value": "\#(escaped)"}}"#
                let resolution = resolve(text, lenient: true)
                // Either it resolved (some are valid, e.g. "max(1px, 2rem)" is not) or it says why (lenient
                // mode leaves it out with a warning).
                #expect(
                    resolution.tokens["x"] != nil
                        || resolution.diagnostics.contains { !$0.code.isLenientRewrite },
                    "\(type) \(value)")
            }
        }
        #expect(
            resolve(#"{"x": {"$type": "dimension", "$value": "max(1px, 2rem)"}}"#, lenient: true).diagnostics.map(
                \.message)
                == [
                    "cannot evaluate \"max(1px, 2rem)\": max mixes px and rem; convert one first"
                ])
    }

    // MARK: One pass reports every bad member

    @Test func compositeReportsEveryBadMember() {
        let resolution = resolve(
            ##"{"line": {"$type": "border", "$value": {"color": "#ff0000", "width": "2", "style": "wavy"}}, "drop": {"$type": "shadow", "$value": {"color": 1, "offsetX": "x", "blur": {"value": 1, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}"##
        )
        #expect(
            lines(resolution) == [
                ##"tokens.json:1:50: error: expected a color {"colorSpace", "components", "alpha"?, "hex"?}, not "#ff0000" [value.invalid]"##,
                ##"tokens.json:1:70: error: expected a dimension {"value": number, "unit": "px" | "rem"}, not "2" [value.invalid]"##,
                ##"tokens.json:1:84: error: unknown strokeStyle "wavy"; expected one of solid, dashed, dotted, double, groove, ridge, outset, inset [value.invalid]"##,
                ##"tokens.json:1:132: error: shadow is missing "offsetY" [value.missing-member]"##,
                ##"tokens.json:1:142: error: expected a color {"colorSpace", "components", "alpha"?, "hex"?}, not 1 [value.invalid]"##,
                ##"tokens.json:1:156: error: expected a dimension {"value": number, "unit": "px" | "rem"}, not "x" [value.invalid]"##,
            ])
    }
}

extension LenientValuesTests {
    /// A typography's lineHeight in em, as CSS writes `line-height: 1.5em` (LenientForm.emLineHeight): that
    /// multiple of the font size; strict mode rejects it.
    @Test func emLineHeightIsThatMultiple() throws {
        let text =
            #"{"h": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "1.5em"}}}"#
        let resolution = resolve(text, lenient: true)
        #expect(
            lines(resolution) == [
                #"tokens.json:1:184: warning: lineHeight in em "1.5em" (relative to the font size) is a legacy form; the Format Module writes 1.5 [lenient.legacy-form]"#
            ])
        #expect(try #require(resolution.tokens["h"]).value.typography?.lineHeight == 1.5)
        #expect(resolve(text).errorCodes == ["value.invalid"])
    }
}

extension LenientValuesTests {
    /// A color as hex digits without `#` (LenientForm.hexColorWithoutHash): the color they spell, the last two
    /// of eight the alpha; strict mode rejects it.
    @Test func hexColorWithoutHashIsTheColor() throws {
        let text =
            #"{"brand": {"$type": "color", "$value": "FF0000"}, "shade": {"$type": "color", "$value": "0000001A"}}"#
        let resolution = resolve(text, lenient: true)
        #expect(
            lines(resolution) == [
                ##"tokens.json:1:40: warning: color as hex digits without '#' "FF0000" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"} [lenient.legacy-form]"##,
                ##"tokens.json:1:89: warning: color as hex digits without '#' "0000001A" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1, "hex": "#000000"} [lenient.legacy-form]"##,
            ])
        #expect(try #require(resolution.tokens["brand"]).value.color?.hex == "#ff0000")
        #expect(try #require(resolution.tokens["shade"]).value.color?.alpha == 26.0 / 255)
        #expect(resolve(text).errorCodes == ["value.invalid"])
    }
}
