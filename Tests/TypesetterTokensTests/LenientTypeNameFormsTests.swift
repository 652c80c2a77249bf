import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// Forms that name a token type where the Format Module names something else, each on a minimal fixture shaped
/// like the export it comes from: Penpot's typography members under their token types (Lenient/Penpot.swift),
/// Tokens Studio's `type` on a group (Lenient/TokensStudio+GroupType.swift), and sets kept in `.tokens.json`
/// files (Importers/TokensStudioProject+TokensExtension.swift).
@Suite("Lenient type-name forms") struct LenientTypeNameFormsTests {
    func typography(_ resolution: TokenResolution, _ path: String) -> TypographyValue? {
        guard case .typography(let typography)? = resolution.tokens[path]?.value else { return nil }
        return typography
    }

    func xcode(_ resolution: TokenResolution, containing text: String) -> [String] {
        resolution.diagnostics.filter { $0.message.contains(text) }.map(DiagnosticRenderer.xcode)
    }

    // MARK: Penpot's typography members

    /// A Penpot export (its tokens panel, as Laura's system library writes it): `fontFamilies` a list holding a
    /// reference, `fontSizes` a reference, `fontWeights` a number or a weight with `Italic`, `lineHeights` a
    /// multiple written as a string.
    static let penpot = """
        {
          "font-family": { "default": { "$value": ["Figtree"], "$type": "fontFamilies" } },
          "font-size": { "sm": { "$value": "16", "$type": "fontSizes" } },
          "typography": {
            "body": {
              "$value": { "lineHeights": "1.5", "fontSizes": "{font-size.sm}", "fontWeights": "600", "fontFamilies": ["{font-family.default}"] },
              "$type": "typography"
            },
            "quote": {
              "$value": { "lineHeights": "1.2", "fontSizes": "{font-size.sm}", "fontWeights": "400 Italic", "fontFamilies": ["{font-family.default}"] },
              "$type": "typography"
            }
          }
        }
        """

    @Test func penpotTypographyMembersAreReadUnderTheirFormatModuleNames() throws {
        let resolution = resolve(Self.penpot, lenient: true)
        #expect(resolution.errors.isEmpty)
        let body = try #require(typography(resolution, "typography.body"))
        #expect(body.fontFamily == ["Figtree"])
        #expect(body.fontSize == DimensionValue(value: 16, unit: .px))
        #expect(body.fontWeight?.value == 600)
        #expect(body.lineHeight == 1.5)
        let quote = try #require(typography(resolution, "typography.quote"))
        #expect(quote.fontWeight?.value == 400)
        #expect(quote.isItalic)
        #expect(quote.lineHeight == 1.2)
        #expect(
            xcode(resolution, containing: "the token type the member takes") == [
                "tokens.json:6:19: warning: 8 typography members written as \"lineHeights\" and the like, the token type the member takes (as Penpot exports typography); read as the Format Module's \"lineHeight\"… [lenient.legacy-form]\n"
                    + "tokens.json:6:19: note: fix-it: use the Format Module name: \"lineHeight\"\n"
            ])
        #expect(xcode(resolution, containing: "unknown typography member").isEmpty)
        #expect(
            xcode(resolution, containing: "fontFamily lists") == [
                "tokens.json:6:110: warning: 2 fontFamily lists with references among the names, such as [\"{font-family.default}\"]; each reference resolved, read as the Format Module's list of names (a reference is a whole value): [\"Figtree\"] for the first [lenient.legacy-form]\n"
                    + "tokens.json:6:110: note: fix-it: use the Format Module form: [\"Figtree\"]\n"
            ])
    }

    /// Penpot's type scale (Laura's system library): `pow(x, y)` in math, as Tokens Studio's evaluator has it too.
    @Test func powInMath() {
        let resolution = resolve(
            """
            {
              "base": { "$value": "16 * {zoom}", "$type": "number" },
              "zoom": { "$value": "1", "$type": "number" },
              "multiplier": { "$value": "1.25", "$type": "number" },
              "scale": { "lg": { "$value": "round({base} * pow({multiplier}, 2))", "$type": "number" } },
              "font-size": { "lg": { "$value": "{scale.lg}", "$type": "fontSizes" } },
              "wrong": { "$value": "pow(2)", "$type": "number" }
            }
            """, lenient: true)
        #expect(resolution.tokens["scale.lg"]?.value == .number(25))
        #expect(resolution.tokens["font-size.lg"]?.value == .dimension(DimensionValue(value: 25, unit: .px)))
        #expect(
            xcode(resolution, containing: "pow takes") == [
                "tokens.json:7:24: warning: cannot evaluate \"pow(2)\": pow takes a base and an exponent (2 arguments), not 1 [value.invalid]\n"
                    + "typesetter: note: lenient mode leaves \"wrong\" out; strict mode stops here\n"
            ])
    }

    /// Infineon's Tokens Studio set: `lineHeights` tokens as math on a rem base, which give lengths.
    @Test func lineHeightMathGivingALengthIsALength() throws {
        let resolution = resolve(
            """
            {
              "baseTypo": { "value": "1rem", "type": "dimension" },
              "lineHeight": { "l": { "value": "{baseTypo}*1.625", "type": "lineHeights" }, "ratio": { "value": "{baseTypo} / 1rem * 1.2", "type": "lineHeights" } },
              "fontSize": { "m": { "value": "{baseTypo}*1", "type": "fontSizes" } },
              "body": { "value": { "fontFamily": "Inter", "fontSize": "{fontSize.m}", "lineHeight": "{lineHeight.l}", "fontWeight": "400" }, "type": "typography" }
            }
            """, lenient: true)
        #expect(resolution.tokens["lineHeight.l"]?.value == .dimension(DimensionValue(value: 1.625, unit: .rem)))
        #expect(resolution.tokens["lineHeight.ratio"]?.value == .number(1.2))
        let body = try #require(typography(resolution, "body"))
        #expect(body.lineHeight == 1.625)
        #expect(
            xcode(resolution, containing: "gives a length") == [
                "tokens.json:3:35: warning: lineHeight \"{baseTypo}*1.625\" gives a length, {\"value\": 1.625, \"unit\": \"rem\"}, not a multiplier of fontSize; kept as a dimension, which a typography that uses it divides by its fontSize (the Format Module writes a number such as 1.5) [lenient.legacy-form]\n"
            ])
    }

    /// Where the Format Module's name is written too, it is the one read and the other stays unknown.
    @Test func theFormatModuleNameWins() throws {
        let resolution = resolve(
            """
            { "body": { "$type": "typography", "$value": { "fontSize": "12px", "fontSizes": "20px", "fontFamily": "Inter", "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": "0px" } } }
            """, lenient: true)
        let body = try #require(typography(resolution, "body"))
        #expect(body.fontSize == DimensionValue(value: 12, unit: .px))
        #expect(
            xcode(resolution, containing: "unknown typography member") == [
                "tokens.json:1:68: warning: unknown typography member \"fontSizes\" ignored [lenient.legacy-form]\n"
            ])
    }

    /// Strict mode stays the Format Module: the member is unknown, and the error says what lenient mode reads.
    @Test func strictModeSaysWhatLenientModeReads() {
        let resolution = resolve(
            """
            { "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSizes": "16px", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px" } } }
            """)
        #expect(
            xcode(resolution, containing: "unknown typography member") == [
                "tokens.json:1:71: error: unknown typography member \"fontSizes\" [value.unknown-member]\n"
                    + "tokens.json:1:71: note: lenient mode (--lenient, or options.lenient: true) reads \"fontSizes\" as \"fontSize\" (Penpot writes typography members under their token types)\n"
            ])
    }

    // MARK: Tokens Studio's `type` on a group

    /// A Tokens Studio file (ryandejaegher's Tailwind sets): the group's `type` types its tokens, which have none.
    static let groupType = """
        {
          "fontSizes": { "type": "fontSizes", "base": { "value": "16" }, "lg": { "value": "$fontSizes.base * 1.25" } },
          "fontFamilies": { "type": "fontFamilies", "sans": { "value": "Inter" } },
          "colors": { "type": "color", "ink": { "value": "#112233" }, "paper": { "value": "#ffffff", "type": "color" } },
          "heading": {
            "value": { "fontFamily": "{fontFamilies.sans}", "fontSize": "{fontSizes.lg}", "fontWeight": "Bold", "lineHeight": "1.2" },
            "type": "typography"
          },
          "notes": { "type": "a comment, not a type", "one": { "value": "#000000" } }
        }
        """

    @Test func aGroupTypeWithoutDollarTypesItsTokens() throws {
        let resolution = resolve(Self.groupType, lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(resolution.tokens["fontSizes.lg"]?.value == .dimension(DimensionValue(value: 20, unit: .px)))
        #expect(resolution.tokens["colors.ink"]?.type == .color)
        let heading = try #require(typography(resolution, "heading"))
        #expect(heading.fontSize == DimensionValue(value: 20, unit: .px))
        #expect(heading.fontFamily == ["Inter"])
        #expect(
            xcode(resolution, containing: "with \"type\" without '$'") == [
                "tokens.json:2:18: warning: 3 groups with \"type\" without '$', such as \"fontSizes\" (Tokens Studio's type for the tokens of a group that have none); read as the group's \"$type\" [lenient.legacy-form]\n"
                    + "tokens.json:2:18: note: fix-it: add the '$': \"$type\"\n"
            ])
        // A `type` that names no type stays metadata, set aside as before; its group's tokens are untyped.
        #expect(
            xcode(resolution, containing: "set to a string") == [
                "tokens.json:9:14: warning: 1 group with \"type\" set to a string (metadata such as a comment); set aside: the Format Module writes metadata as \"$description\" or in \"$extensions\" [lenient.legacy-form]\n"
            ])
    }

    /// A group's `type` reaches its subgroups, as Tokens Studio's (its `checkForTokens` passes the type down
    /// until a group has its own), but a value that is not of it is typed by the value, as it was without the
    /// `type`; a `font` group's family names are kept as data, as a `font` token's are.
    static let groupTypeMisfits = """
        {
          "brand": { "type": "color", "primary": { "value": "#112233" }, "logo": { "width": { "value": "24px" }, "ink": { "value": "{brand.primary}" } } },
          "fonts": {
            "type": "font",
            "sans": { "value": "Inter" },
            "body": { "value": { "fontFamily": "{fonts.sans}", "fontSize": "16px", "fontWeight": "400", "lineHeight": "1.5" } }
          }
        }
        """

    @Test func aValueNotOfItsGroupsTypeIsTypedByTheValue() throws {
        let resolution = resolve(Self.groupTypeMisfits, lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(resolution.tokens["brand.logo.width"]?.value == .dimension(DimensionValue(value: 24, unit: .px)))
        #expect(resolution.tokens["brand.logo.ink"]?.type == .color)
        #expect(resolution.tokens["fonts.sans"]?.type == .data)
        let body = try #require(typography(resolution, "fonts.body"))
        #expect(body.fontFamily == ["Inter"])
        #expect(
            xcode(resolution, containing: "whose value is not one") == [
                "tokens.json:2:76: warning: 1 token under a group's \"type\": \"color\" whose value is not one, such as \"brand.logo.width\", read as dimension from the value, as without the group's \"type\"; the Format Module writes \"$type\" on the token [lenient.legacy-form]\n"
            ])
    }

    /// Strict mode: the member is no token, and the error says what lenient mode reads.
    @Test func strictModeSaysAGroupTypeIsReadAsItsType() {
        let resolution = resolve(##"{ "colors": { "type": "color", "ink": { "$value": "#112233" } } }"##)
        #expect(
            xcode(resolution, containing: "must be a token or a group") == [
                "tokens.json:1:23: error: \"type\" must be a token or a group (an object), not a string [token.invalid-property]\n"
                    + "tokens.json:1:23: note: lenient mode (--lenient, or options.lenient: true) reads it as the group's \"$type\" (Tokens Studio gives a group's \"type\" to its tokens)\n"
            ])
        // A group with nothing to type: the error alone (lenient mode sets the member aside).
        let alone = resolve(##"{ "colors": { "type": "color" } }"##)
        #expect(alone.errors.map(\.notes) == [[]])
    }

    /// Strict mode: a legacy token's own `type` gets no note, whatever objects it holds (casavo's tokens with
    /// `extensions`, a Tokens Studio typography's object value): lenient mode reads these as tokens, not groups.
    @Test func strictModeLeavesALegacyTokensTypeWithoutTheGroupNote() {
        let tokens = [
            ##"{ "gap": { "type": "dimension", "value": 12, "extensions": { "org.example": { "mode": "a" } } } }"##,
            ##"{ "body": { "type": "typography", "value": { "fontFamily": "Inter", "fontSize": "16" } } }"##,
            ##"{ "gap": { "type": "dimension", "attributes": { "category": "size" } } }"##,
        ]
        for text in tokens {
            let resolution = resolve(text)
            #expect(resolution.errors.contains { $0.message.contains("\"type\" must be a token or a group") })
            #expect(!resolution.diagnostics.contains { $0.notes.contains { $0.message.contains("group's") } })
        }
    }

    // MARK: Sets in `.tokens.json` files

    /// A project whose `$themes.json` names sets kept as DTCG files (`primitives/color.tokens.json`), beside a
    /// set kept as Tokens Studio names it.
    @Test func aSetInATokensJSONFileIsRead() throws {
        let folder = try TemporaryFolder([
            "$themes.json": ##"""
            [{ "id": "light", "name": "light", "selectedTokenSets": { "primitives/color": "source", "primitives/type": "source", "semantic/light": "enabled" } }]
            """##,
            "primitives/color.tokens.json": ##"{"color": {"ink": {"$type": "color", "$value": "#112233"}}}"##,
            "primitives/type.tokens.json":
                ##"{"size": {"md": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}}"##,
            "semantic/light.json": ##"{"text": {"$type": "color", "$value": "{color.ink}"}}"##,
        ])
        let result = TokenPipeline.run(paths: [folder.path], options: ResolveOptions(lenient: true))
        #expect(!result.hasErrors)
        #expect(result.contexts.first?.tokens.tokens.map(\.path.dotted) == ["text"])
        #expect(
            result.diagnostics.filter { $0.message.contains(".tokens.json") }.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/$themes.json:1:2: warning: 2 token sets, such as \"primitives/color\", are in files named \"primitives/color.tokens.json\" (the Format Module's extension for token files), not \"primitives/color.json\" as Tokens Studio names a set's file; read from them [lenient.legacy-form]\n"
            ])
    }
}
