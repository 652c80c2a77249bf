import Testing
@testable import TypesetterTokens

/// The forms real exports write that lenient mode rewrites to the Format Module's (Sources/TypesetterTokens/
/// Lenient/), each with a minimal fixture of our own shaped like the export it comes from, and what strict mode
/// and the aggregation of warnings make of them.
@Suite("Real export forms") struct RealExportFormsTests {
    func value(_ resolution: TokenResolution, _ path: String) -> TokenValue? { resolution.tokens[path]?.value }

    func messages(_ resolution: TokenResolution) -> [String] { resolution.diagnostics.map(\.message) }

    func typography(_ resolution: TokenResolution, _ path: String) -> TypographyValue? {
        guard case .typography(let typography)? = value(resolution, path) else { return nil }
        return typography
    }

    // MARK: References

    /// MetaMask's Tokens Studio export: `$group.token` aliases, whole and inside a value; `$` in plain text stays.
    @Test func tokensStudioDollarAliases() {
        let resolution = resolve(
            """
            {
              "fontSize": { "7": { "value": "32", "type": "fontSizes" } },
              "space": { "2": { "value": "8px", "type": "spacing" } },
              "double": { "value": "$space.2 * 2", "type": "spacing" },
              "body": { "value": { "fontFamily": "Inter", "fontSize": "$fontSize.7", "fontWeight": "400", "lineHeight": "1.5" }, "type": "typography" },
              "price": { "value": "$9.99 a month", "type": "text" }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(value(resolution, "double") == .dimension(DimensionValue(value: 16, unit: .px)))
        guard case .typography(let typography)? = value(resolution, "body") else {
            Issue.record("body is not a typography")
            return
        }
        #expect(typography.fontSize == DimensionValue(value: 32, unit: .px))
        #expect(value(resolution, "price") == .data(type: "text", json: #""$9.99 a month""#))
        #expect(
            messages(resolution).contains(
                #"2 values written with Tokens Studio's $-aliases, such as "$space.2 * 2"; the Format Module writes "{space.2} * 2""#
            ))
    }

    /// Style Dictionary 3 (Telekom): `{group.token.value}`, also inside a shorthand.
    @Test func styleDictionaryValueReferences() {
        let resolution = resolve(
            """
            {
              "size": { "s": { "value": "4px", "type": "dimension" }, "value": { "value": "9px", "type": "dimension" } },
              "gap": { "value": "{size.s.value}", "type": "dimension" },
              "kept": { "value": "{size.value}", "type": "dimension" }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(value(resolution, "gap") == .dimension(DimensionValue(value: 4, unit: .px)))
        // `size.value` is a token of its own: the reference names it, and is left as written.
        #expect(value(resolution, "kept") == .dimension(DimensionValue(value: 9, unit: .px)))
        #expect(
            messages(resolution).contains {
                $0.hasPrefix("1 value with references to a token's \".value\" or \".$value\" (Style Dictionary)")
            })
    }

    @Test func spacesAroundAWholeReference() {
        let resolution = resolve(
            #"{ "a": { "$type": "number", "$value": 2 }, "b": { "$type": "number", "$value": "{a} " } }"#, lenient: true
        )
        #expect(value(resolution, "b") == .number(2))
        #expect(
            messages(resolution).contains(
                #"1 reference with spaces around it, such as "{a} "; read without them (a reference is the whole value)"#
            ))
    }

    // MARK: Types Tokens Studio substitutes as text

    /// Designsystemet: a number naming a unitless dimension; Workday: `text` tokens naming a family and a weight,
    /// and `number` line heights naming pixel sizes.
    @Test func referencesBetweenTypesAsTokensStudioSubstitutesThem() {
        let resolution = resolve(
            """
            {
              "size": { "step": { "value": "4", "type": "dimension" } },
              "scale": { "value": "{size.step} * 2", "type": "number" },
              "steps": { "value": "{size.step}", "type": "number" },
              "family": { "base": { "value": "Roboto", "type": "text" }, "default": { "value": "{family.base}", "type": "text" } },
              "weight": { "value": "Bold", "type": "text" },
              "other": { "value": "0.15", "type": "other" },
              "faded": { "value": "{other} * 2", "type": "number" },
              "body": { "value": { "fontFamily": "{family.default}", "fontWeight": "{weight}", "fontSize": "16px", "lineHeight": "{steps}" }, "type": "typography" }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(value(resolution, "scale") == .number(8))
        #expect(value(resolution, "faded") == .number(0.3))
        // A number naming a length keeps the length, so a typography divides it by its font size.
        #expect(value(resolution, "steps") == .dimension(DimensionValue(value: 4, unit: .px)))
        guard case .typography(let typography)? = value(resolution, "body") else {
            Issue.record("body is not a typography")
            return
        }
        #expect(typography.fontFamily == ["Roboto"])
        #expect(typography.fontWeight?.value == 700)
        #expect(typography.lineHeight == 0.25)
    }

    // MARK: Metadata

    /// Brave's Figma plugin export, Workday's and Telekom's Style Dictionary files: metadata written without
    /// `$` beside tokens and in groups is set aside, once per form and file, never read as tokens.
    @Test func metadataBesideTokensAndInGroups() {
        let resolution = resolve(
            """
            {
              "_comment": "Workday's file comment",
              "effect": {
                "0": null,
                "description": null,
                "extensions": { "org.lukasoppermann.figmaDesignTokens": { "exportKey": "effect" } },
                "size": { "value": "8px", "type": "dimension", "deprecatedValues": { "v3": "size.small" }, "comment": "8px / 0.5rem" }
              },
              "labelled": { "$type": "number", "$value": 1, "$description": null }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(value(resolution, "effect.size") == .dimension(DimensionValue(value: 8, unit: .px)))
        #expect(resolution.tokens["effect.size"]?.description == "8px / 0.5rem")
        #expect(resolution.tokens.groups.contains { $0.path.dotted == "effect" })
        let text = messages(resolution)
        #expect(
            text.contains(
                #"1 group with "_comment" set to a string (metadata such as a comment); set aside: the Format Module writes metadata as "$description" or in "$extensions""#
            ))
        #expect(
            text.contains(
                #"2 members of groups are null, such as "0" (placeholders, or descriptions left empty); set aside: a token or group is an object"#
            ))
        #expect(text.contains { $0.hasPrefix(#"1 token with "deprecatedValues" beside the value"#) })
        #expect(text.contains(#"1 group with "extensions" without '$'; read as "$extensions" (vendor data)"#))
        #expect(text.contains { $0.hasPrefix("1 description written as null") })
    }

    /// Strict mode is the specification: the same metadata is an error.
    @Test func strictModeStillRejectsMetadataWithoutDollar() {
        let resolution = resolve(#"{ "group": { "_comment": "x", "a": { "$type": "number", "$value": 1 } } }"#)
        #expect(resolution.errorCodes == ["token.invalid-property"])
    }

    // MARK: Typography

    /// Telekom's `textStyle` type with kebab-case members and a `line-spacing` synonym.
    @Test func textStyleTypeAndKebabMembers() {
        let resolution = resolve(
            """
            {
              "style": {
                "value": { "font-family": "Tele Neo", "font-size": "16px", "font_weight": 700, "line-spacing": 1.25, "letter-spacing": "0px" },
                "type": "textStyle"
              },
              "asset": { "value": "Tele Neo", "type": "font" }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        guard case .typography(let typography)? = value(resolution, "style") else {
            Issue.record("style is not a typography")
            return
        }
        #expect(typography.fontFamily == ["Tele Neo"])
        #expect(typography.fontSize == DimensionValue(value: 16, unit: .px))
        #expect(typography.fontWeight?.value == 700)
        #expect(typography.lineHeight == 1.25)
        // A `font` holding a family name is not a text style.
        #expect(value(resolution, "asset") == .data(type: "font", json: #""Tele Neo""#))
    }

    /// Equinor's and the Figma plugin's text styles as groups of separate tokens.
    @Test func textStylesWrittenAsGroupsOfTokens() {
        let resolution = resolve(
            """
            {
              "heading": {
                "lg": {
                  "font-size": { "$type": "dimension", "$value": { "value": 24, "unit": "px" } },
                  "line-height": { "$type": "dimension", "$value": { "value": 32, "unit": "px" } },
                  "font-weight": { "$type": "fontWeight", "$value": 700 }
                },
                "sizes-only": { "font-size": { "$type": "dimension", "$value": { "value": 24, "unit": "px" } } }
              }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        guard case .typography(let typography)? = value(resolution, "heading.lg") else {
            Issue.record("heading.lg is not a typography")
            return
        }
        #expect(typography.fontSize == DimensionValue(value: 24, unit: .px))
        #expect(typography.lineHeight == 32.0 / 24)
        #expect(typography.fontWeight?.value == 700)
        // A font size alone is not a text style.
        #expect(resolution.tokens["heading.sizes-only"] == nil)
        // The member tokens stay as they are.
        #expect(value(resolution, "heading.lg.font-size") == .dimension(DimensionValue(value: 24, unit: .px)))
        #expect(
            messages(resolution).contains(
                #"1 group of separate tokens (fontSize, lineHeight, fontWeight…), such as "heading.lg", read as typography styles: Figma variables cannot hold a composite; the Format Module writes one typography token"#
            ))
    }

    /// REI Cedar's mobile text styles (`size` beside `line-spacing` and `font-family`) and Fluent's
    /// (`Font.Size` beside `Font.Line Height`): a short name is a member only beside a full one; an icon's
    /// `size` and `weight` alone are no text style.
    @Test func shortMemberNamesBesideFullOnes() {
        let resolution = resolve(
            """
            {
              "text": { "body1": {
                "size": { "$type": "fontSize", "$value": "17px" },
                "line-spacing": { "$type": "dimension", "$value": "22px" },
                "font-family": { "$value": "Stuart" }
              } },
              "Body": { "Font": {
                "Size": { "value": "15px" },
                "Weight": { "value": 600 },
                "Line Height": { "value": "20px" }
              } },
              "icon": { "size": { "$type": "dimension", "$value": "24px" }, "weight": { "$type": "fontWeight", "$value": 300 } }
            }
            """, lenient: true)
        guard case .typography(let body)? = value(resolution, "text.body1"),
            case .typography(let fluent)? = value(resolution, "Body.Font")
        else {
            Issue.record("the styles were not read: \(messages(resolution))")
            return
        }
        #expect(body.fontSize == DimensionValue(value: 17, unit: .px) && body.lineHeight == 22.0 / 17)
        #expect(body.fontFamily == ["Stuart"])
        #expect(fluent.fontSize == DimensionValue(value: 15, unit: .px) && fluent.fontWeight?.value == 600)
        #expect(fluent.lineHeight == 20.0 / 15)
        #expect(resolution.tokens["icon"] == nil)
    }

    /// REI Cedar keeps its primitives as plain members (`"options": {"space": {"one-x": "16px"}}`) that
    /// tokens refer to, as Style Dictionary resolves references to whatever the path holds; one of them is a
    /// font stack of others. A plain member no token names stays set aside; `{x.$value}` names `x`.
    @Test func plainValuesThatTokensReferTo() {
        let resolution = resolve(
            """
            {
              "options": {
                "space": { "one-x": "16px", "unused": "3px" },
                "font": { "family": { "main": "Stuart", "fallback": "Georgia, serif", "serif": "{options.font.family.main}, {options.font.family.fallback}" } }
              },
              "space": { "md": { "$type": "dimension", "$value": "{options.space.one-x}" } },
              "gap": { "$type": "dimension", "$value": "{space.md.$value}" },
              "family": { "$type": "fontFamily", "$value": "{options.font.family.serif}" }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(value(resolution, "space.md") == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(value(resolution, "gap") == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(value(resolution, "family") == .fontFamily(["Stuart", "Georgia", "serif"]))
        #expect(resolution.tokens["options.space.unused"] == nil)
        let texts = messages(resolution)
        #expect(
            texts.contains(
                #"4 values written without "value" that tokens refer to, such as "options.space.one-x", read as tokens as Style Dictionary resolves references; the Format Module writes a token {"$value": …}"#
            ), "\(texts)")
        #expect(texts.contains { $0.hasPrefix(#"1 group with "unused" set to a string"#) })
        #expect(!texts.contains { $0.contains(#""one-x" set to a string"#) || $0.contains(#""main" set to"#) })
    }

    /// Microsoft's Fluent UI token pipeline: `aliasOf` references, an iOS value under `platform`, untyped line
    /// heights in pixels, a text style as a `Font` group of `Family`, `Size`, `Weight` and `Line Height`, and
    /// a padding shorthand of four numbers that is no cubic Bézier.
    @Test func fluentTokenPipeline() {
        let resolution = resolve(
            """
            {
              "Global": {
                "Font": {
                  "Family": { "Default": { "value": ["Segoe UI", "sans-serif"] } },
                  "Size": { "300": { "value": 14, "platform": { "ios": { "value": 15 } } } },
                  "Weight": { "Regular": { "value": 400 } },
                  "Line Height": { "300": { "value": 20 } }
                },
                "Padding": { "400": { "value": [7, 15, 7, 15] } },
                "Curve": { "Easy": { "value": [0.33, 0, 0.67, 1] } }
              },
              "Body": {
                "Font": {
                  "Family": { "aliasOf": "Global.Font.Family.Default" },
                  "Size": { "aliasOf": "Global.Font.Size.300" },
                  "Weight": { "aliasOf": "Global.Font.Weight.Regular" },
                  "Line Height": { "aliasOf": "Global.Font.Line Height.300" }
                }
              }
            }
            """, lenient: true)
        guard case .typography(let body)? = value(resolution, "Body.Font") else {
            Issue.record("Body.Font is not a typography: \(messages(resolution))")
            return
        }
        #expect(body.fontSize == DimensionValue(value: 15, unit: .px))
        #expect(body.lineHeight == 20.0 / 15)
        #expect(body.fontFamily == ["Segoe UI", "sans-serif"])
        #expect(resolution.tokens["Global.Padding.400"]?.type != .cubicBezier)
        #expect(resolution.tokens["Global.Curve.Easy"]?.type == .cubicBezier)
        let texts = messages(resolution)
        for expected in [
            #"4 tokens written as {"aliasOf": "Global.Font.Family.Default"} (Fluent UI's token pipeline), read as the reference "{Global.Font.Family.Default}"; the Format Module writes "$value": "{Global.Font.Family.Default}""#,
            #"1 token with an iOS value under "platform" (Fluent UI's token pipeline); the iOS value is read (the Format Module writes one value per token: keep a set per platform)"#,
        ] {
            #expect(texts.contains(expected), "\(texts)")
        }
    }

    /// A build output of plain values (MX's Style Dictionary `json/nested` file): past three names in a file,
    /// the members set aside are one warning that lists the first, counted as the warnings it stands for.
    @Test func manyPlainValuesAreOneWarningPerFile() {
        let resolution = resolve(
            ##"{ "Color": { "Brand100": "#E7F0FE", "Brand200": "#69A1FA", "Gray": "#888888" }, "Space": { "Small": 4, "Large": 16 }, "Other": { "Brand100": "#000000" } }"##,
            lenient: true)
        let folded = resolution.diagnostics.filter { $0.message.contains("group member") }
        #expect(
            folded.map(\.message) == [
                #"6 group members set to a string or number, under 5 names ("Brand100", "Brand200", "Gray" and 2 more): metadata such as comments, or values without "value" (a build output such as Style Dictionary's json/nested?); set aside: a token is an object with "value", and the Format Module writes metadata as "$description" or in "$extensions""#
            ])
        #expect(folded.map(\.occurrences) == [5])
        #expect(resolution.tokens.tokens.isEmpty)
    }

    /// OpenTable's flat files: a text style's tokens are siblings named by a shared prefix.
    @Test func textStylesWrittenAsSiblingsWithAPrefix() {
        let resolution = resolve(
            """
            {
              "small-regular-font-size": { "type": "size", "value": "14px" },
              "small-regular-line-height": { "type": "size", "value": "20px" },
              "small-regular-font-weight": { "type": "fontWeight", "value": "normal" },
              "captionFontSize": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } },
              "captionLineHeight": { "$type": "number", "$value": 1.5 },
              "lonely-font-size": { "type": "size", "value": "9px" }
            }
            """, lenient: true)
        guard case .typography(let small)? = value(resolution, "small-regular"),
            case .typography(let caption)? = value(resolution, "caption")
        else {
            Issue.record("the styles were not read")
            return
        }
        #expect(small.fontSize == DimensionValue(value: 14, unit: .px) && small.lineHeight == 20.0 / 14)
        #expect(small.fontWeight?.value == 400)
        #expect(caption.lineHeight == 1.5)
        #expect(resolution.tokens["lonely"] == nil)
    }

    /// Workday's Tokens Studio form: a unitless line height of 16 on a rem size is 16 px.
    @Test func legacyFormUnitlessLineHeightsArePixels() {
        let resolution = resolve(
            """
            {
              "lh": { "value": 16, "type": "number" },
              "small": { "value": { "fontFamily": "Roboto", "fontSize": "0.625rem", "lineHeight": "{lh}" }, "type": "typography" },
              "modern": { "$value": { "fontFamily": "Roboto", "fontSize": { "value": 10, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 16 }, "$type": "typography" }
            }
            """, lenient: true)
        guard case .typography(let small)? = value(resolution, "small"),
            case .typography(let modern)? = value(resolution, "modern")
        else {
            Issue.record("not typographies")
            return
        }
        #expect(small.lineHeight == 1.6)
        // The Format Module form keeps the DTCG rule (a multiple); the Check stage reports 16 as implausible.
        #expect(modern.lineHeight == 16)
    }

    /// GlobalMH's Tokens Studio set (and Figma's variables export): the lineHeight refers to a `number` token of
    /// 24 on a 16 px fontSize, a Figma number variable in pixels. Lenient mode reads 24 px (1.5); strict mode
    /// keeps the Format Module's multiple, which the Check stage reports as implausible.
    @Test func lineHeightsReferringToNumberTokensAbove3ArePixels() {
        let tokens = """
            {
              "lineHeights": { "base": { "$type": "number", "$value": 24 }, "tight": { "$type": "number", "$value": 1.2 } },
              "fontSizes": { "base": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
              "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "{fontSizes.base}", "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{lineHeights.base}" } },
              "title": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "{fontSizes.base}", "fontWeight": 700, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{lineHeights.tight}" } }
            }
            """
        let lenient = resolve(tokens, lenient: true)
        #expect(typography(lenient, "body")?.lineHeight == 1.5)
        // A number up to 3 is a multiple, as the Format Module reads it.
        #expect(typography(lenient, "title")?.lineHeight == 1.2)
        #expect(
            lenient.diagnostics.map(DiagnosticRenderer.xcode) == [
                "tokens.json:4:183: warning: 1 typography token with a lineHeight that refers to a number token above 3, such as \"{lineHeights.base}\" = 24 with a fontSize of 16px: a number bound to a line height is pixels in Figma and Tokens Studio, so read as 1.5 × fontSize (the Format Module's unitless lineHeight is a multiple: write 1.5) [lenient.legacy-form]\n"
            ])
        #expect(typography(resolve(tokens), "body")?.lineHeight == 24)
    }

    // MARK: One bad token

    /// Equinor's `set_chroma(…)`: a value with no meaning we can read is left out, with what uses it, listed once.
    @Test func aTokenThatCannotBeReadIsLeftOutWithWhatUsesIt() {
        let resolution = resolve(
            """
            {
              "base": { "$type": "color", "$value": "set_chroma({x}, 0.1)" },
              "x": { "$type": "color", "$value": "#ff0000" },
              "uses": { "$type": "color", "$value": "{base}" },
              "usesUses": { "$type": "color", "$value": "{uses}" },
              "fine": { "$type": "color", "$value": "#00ff00" }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(resolution.tokens["base"] == nil && resolution.tokens["uses"] == nil)
        #expect(resolution.tokens["usesUses"] == nil)
        #expect(resolution.tokens["fine"] != nil)
        let leftOut = resolution.diagnostics.first { $0.code == .referenceMalformed }
        #expect(leftOut?.severity == .warning)
        // As the Real-world exports article shows it.
        #expect(
            leftOut?.message
                == #""set_chroma({x}, 0.1)" is not a reference: a reference is the whole value, written {group.token}"#)
        #expect(
            leftOut?.notes.map(\.message) == [
                #"lenient mode leaves "base" out, with the 2 tokens that use it: "uses", "usesUses"; strict mode stops here"#
            ])
        // Strict mode stops on the error.
        let strict = resolve(
            ##"{ "base": { "$type": "color", "$value": "set_chroma({x}, 0.1)" }, "x": { "$type": "color", "$value": "#ff0000" } }"##
        )
        // (`x` is named inside the string, so strict mode reports the form and the color value it cannot read.)
        #expect(strict.errorCodes == ["reference.malformed", "value.invalid"])
    }

    // MARK: Untyped tokens

    /// Kong's and Red Hat's Style Dictionary tokens without a type: read by the value, or a bare number by its
    /// path, once per type and file; a value that says nothing stays without a type.
    @Test func untypedTokensAreTypedByValueAndPath() {
        let resolution = resolve(
            """
            {
              "animation": { "fast": { "$value": "0.2s" } },
              "border": { "radius": { "sm": { "$value": "2px" } } },
              "color": { "brand": { "$value": "#0044cc" }, "named": { "$value": "rebeccapurple" } },
              "font": { "weight": { "bold": { "$value": 700 } } },
              "opacity": { "muted": { "$value": 0.6 } },
              "label": { "$value": "Kong" }
            }
            """, lenient: true)
        #expect(value(resolution, "animation.fast") == .duration(DurationValue(value: 0.2, unit: .s)))
        #expect(value(resolution, "border.radius.sm") == .dimension(DimensionValue(value: 2, unit: .px)))
        #expect(value(resolution, "color.brand")?.type == .color)
        #expect(value(resolution, "color.named")?.type == .color)
        #expect(value(resolution, "font.weight.bold") == .fontWeight(FontWeightValue(value: 700)))
        #expect(value(resolution, "opacity.muted") == .number(0.6))
        #expect(resolution.tokens["label"] == nil)
        #expect(resolution.diagnostics.contains { $0.code == .missingType && $0.message.contains("\"label\"") })
        #expect(
            messages(resolution).contains(
                #"1 token without a type, such as "border.radius.sm", read as dimension from the value as Style Dictionary does; the Format Module writes "$type": "dimension" on the token or its group"#
            ))
    }

    /// Koobiq's Style Dictionary text styles: an untyped `letter-spacing` in em is CSS's length relative to the
    /// font size, typed by its name (counted with the other dimensions read from their values) and kept
    /// relative, so the style has its tracking; an untyped em length under another name says nothing and stays
    /// without a type.
    @Test func untypedLetterSpacingInEmIsRelativeToTheFontSize() {
        let resolution = resolve(
            """
            {
              "typography": { "text-big": {
                "font-size": { "value": "16px" }, "line-height": { "value": "24px" },
                "letter-spacing": { "value": "-0.011em" }, "font-weight": { "value": "400" } } },
              "indent": { "value": "1em" }
            }
            """, lenient: true)
        #expect(value(resolution, "typography.text-big.letter-spacing") == .relativeDimension(-0.011))
        #expect(typography(resolution, "typography.text-big")?.relativeLetterSpacing == -0.011)
        #expect(resolution.tokens["indent"] == nil)
        #expect(
            messages(resolution).contains(
                #"3 tokens without a type, such as "typography.text-big.font-size", read as dimension from the value as Style Dictionary does; the Format Module writes "$type": "dimension" on the token or its group"#
            ))
    }

    // MARK: Strict mode shows the way out

    @Test func strictErrorsShowWhatLenientModeReads() {
        let resolution = resolve(
            ##"{ "size": { "$type": "dimension", "$value": "28px" }, "shade": { "$type": "color", "$value": "#00000033" }, "bad": { "$type": "dimension", "$value": "huge" } }"##
        )
        #expect(
            DiagnosticRenderer.render(resolution.diagnostics, as: .xcode) == """
                tokens.json:1:45: error: expected a dimension {"value": number, "unit": "px" | "rem"}, not "28px" [value.invalid]
                typesetter: note: lenient mode (--lenient, or options.lenient: true) reads this as {"value":28,"unit":"px"}
                tokens.json:1:45: note: fix-it: write the Format Module form: {"value":28,"unit":"px"}
                tokens.json:1:94: error: expected a color {"colorSpace", "components", "alpha"?, "hex"?}, not "#00000033" [value.invalid]
                typesetter: note: lenient mode (--lenient, or options.lenient: true) reads this as {"colorSpace":"srgb","components":[0,0,0],"alpha":0.2,"hex":"#000000"}
                tokens.json:1:94: note: fix-it: write the Format Module form: {"colorSpace":"srgb","components":[0,0,0],"alpha":0.2,"hex":"#000000"}
                tokens.json:1:150: error: expected a dimension {"value": number, "unit": "px" | "rem"}, not "huge" [value.invalid]

                """)
    }

    /// A token written wrong (a name with braces, a `$type` that is not a string) is left out in lenient mode;
    /// strict mode stops on it.
    @Test func aTokenWrittenWrongIsLeftOutInLenientMode() {
        let text =
            #"{ "a{b}": { "$type": "number", "$value": 1 }, "c": { "$type": 4, "$value": 1 }, "d": { "$type": "number", "$value": 2 } }"#
        let lenient = resolve(text, lenient: true)
        #expect(lenient.errors.isEmpty)
        #expect(lenient.tokens.tokens.map(\.path.dotted) == ["d"])
        #expect(
            lenient.diagnostics.filter { $0.code == .invalidName || $0.code == .invalidProperty }.map {
                $0.notes.map(\.message)
            } == [
                ["lenient mode leaves it out; strict mode stops here"],
                ["lenient mode leaves it out; strict mode stops here"],
            ])
        #expect(resolve(text).errorCodes == ["token.invalid-name", "token.invalid-property"])
    }

    /// HPE's Figma export in DTCG form: `number` variables scoped to sizes are px lengths, so a line height of
    /// 46 on a 42 size is 46 px, not 46 × 42.
    @Test func figmaNumbersScopedToSizesArePixels() {
        let resolution = resolve(
            """
            { "text": { "large": {
              "fontSize": { "$type": "number", "$value": 42, "$extensions": { "com.figma": { "scopes": ["FONT_SIZE"] } } },
              "lineHeight": { "$type": "number", "$value": 46, "$extensions": { "com.figma": { "scopes": ["LINE_HEIGHT"] } } },
              "opacity": { "$type": "number", "$value": 0.5, "$extensions": { "com.figma": { "scopes": ["OPACITY"] } } } } } }
            """, lenient: true)
        guard case .typography(let typography)? = value(resolution, "text.large") else {
            Issue.record("text.large is not a typography")
            return
        }
        #expect(typography.lineHeight == 46.0 / 42)
        #expect(value(resolution, "text.large.opacity") == .number(0.5))
        #expect(
            messages(resolution).contains(
                #"2 number tokens scoped in Figma to sizes only (FONT_SIZE), such as "text.large.fontSize", read as px dimensions as Figma applies them; the Format Module writes "$type": "dimension""#
            ))
    }

    /// Cosnova's `"letterSpacing": ""` and `"2,5px"`, a weight named with its width: lenient mode keeps the style,
    /// without a member it cannot read (its default applies, said in the warning).
    @Test func aStyleIsKeptWithoutAMemberThatCannotBeRead() {
        let resolution = resolve(
            """
            {
              "w": { "type": "fontWeights", "value": "Expanded Medium" },
              "empty": { "type": "typography", "value": { "fontSize": "16", "lineHeight": "24", "letterSpacing": "" } },
              "comma": { "type": "typography", "value": { "fontSize": "16", "lineHeight": "150%", "letterSpacing": "2,5px", "fontWeight": "{w}" } }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        guard case .typography(let empty)? = value(resolution, "empty"),
            case .typography(let comma)? = value(resolution, "comma")
        else {
            Issue.record("a style was left out")
            return
        }
        #expect(empty.letterSpacing == nil && empty.lineHeight == 1.5)
        #expect(comma.letterSpacing == nil && comma.fontWeight?.value == 500)
        let bad = resolution.diagnostics.first { $0.message.contains("\"2,5px\"") }
        #expect(
            bad?.notes.map(\.message) == [
                "lenient mode keeps the style without its letterSpacing: the font's own tracking applies"
            ])
        #expect(
            messages(resolution).contains(
                #"1 typography token with letterSpacing "", which says there is none; read without it (the Format Module leaves the member out or writes {"value": 0, "unit": "px"})"#
            ))
        // Strict mode reads every member, and the style fails with it.
        #expect(
            resolve(
                #"{ "s": { "$type": "typography", "$value": { "fontFamily": "A", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": "", "lineHeight": 1.5 } } }"#
            ).tokens["s"] == nil)
    }

    /// Magritte's `fontWeights.display` ("Display", a face's style name, not a weight): the weight token is left
    /// out with its own warning, and every typography that refers to it says it is kept without its weight.
    @Test func aStyleWhoseMemberRefersToALeftOutTokenSaysSo() {
        let resolution = resolve(
            """
            {
              "fontWeights": { "display": { "type": "fontWeights", "value": "Display" } },
              "a": { "type": "typography", "value": { "fontSize": "16", "lineHeight": "1.5", "fontWeight": "{fontWeights.display}" } },
              "b": { "type": "typography", "value": { "fontSize": "20", "lineHeight": "1.5", "fontWeight": "{fontWeights.display}" } },
              "c": { "type": "typography", "value": { "fontSize": "20", "lineHeight": "1.5", "fontWeight": "{nope.weight}" } },
              "d": { "type": "typography", "value": { "fontSize": "{nope.size}", "lineHeight": "1.5", "fontWeight": "{nope.other}" } }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        // A reference that names no token: the style is kept without the member, and says so too.
        #expect(value(resolution, "c") != nil)
        #expect(
            messages(resolution).contains(
                #"1 typography token with fontWeight "{nope.weight}", which names no token: kept without fontWeight, so the regular weight applies"#
            ))
        // A style left out for its fontSize says nothing of the members it would have been kept without.
        #expect(value(resolution, "d") == nil)
        #expect(!messages(resolution).contains { $0.contains("{nope.other}") && $0.contains("kept without") })
        guard case .typography(let a)? = value(resolution, "a") else {
            Issue.record("the style was left out")
            return
        }
        #expect(a.fontWeight == nil && a.fontSize?.value == 16)
        #expect(
            messages(resolution).contains(
                #"2 typography tokens with fontWeight "{fontWeights.display}", whose token was left out (its warning says why): kept without fontWeight, so the regular weight applies"#
            ))
    }

    /// OpenTable's token folders hold each package's manifest: a folder leaves other tools' files out.
    @Test func aFolderLeavesOtherToolsManifestsOut() throws {
        let folder = try TemporaryFolder([
            "tokens/color.json": "{}", "tokens/package.json": "{}", "tokens/tsconfig.base.json": "{}",
            "tokens/size.tokens.json": "{}",
        ])
        let (paths, diagnostics) = TokenInputs.expand([folder.path + "/tokens"])
        #expect(diagnostics.isEmpty)
        #expect(
            paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 } == ["color.json", "size.tokens.json"])
    }

    // MARK: Aggregation

    @Test func repeatedFormsAreOneWarningPerFormAndFile() {
        let tokens = (0..<500).map { ##""t\##($0)": { "value": "#ff0000", "type": "color" }"## }.joined(separator: ", ")
        let resolution = resolve("{ \(tokens) }", lenient: true)
        #expect(resolution.diagnostics.count >= 1500)
        let gathered = DiagnosticAggregation.aggregate(resolution.diagnostics)
        #expect(
            gathered.map(\.message) == [
                #""value" without '$' is a legacy form; the Format Module writes "$value" (500 times in tokens.json, the first here; --verbose lists each)"#,
                #""type" without '$' is a legacy form; the Format Module writes "$type" (500 times in tokens.json, the first here; --verbose lists each)"#,
                ##"color as a hex string "#ff0000" is a legacy form; the Format Module writes {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"} (500 times in tokens.json, the first here; --verbose lists each)"##,
            ])
    }
}
