import Testing
@testable import TypesetterTokens

/// The forms real exports write that lenient mode rewrites to the Format Module's (Sources/TypesetterTokens/
/// Lenient/), each with a minimal fixture of our own shaped like the export it comes from, and what strict mode
/// and the aggregation of warnings make of them.
@Suite("Real export forms") struct RealExportFormsTests {
    func value(_ resolution: TokenResolution, _ path: String) -> TokenValue? { resolution.tokens[path]?.value }

    func messages(_ resolution: TokenResolution) -> [String] { resolution.diagnostics.map(\.message) }

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
            messages(resolution).contains { $0.hasPrefix("1 value with Style Dictionary 3 references to \".value\"") })
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
