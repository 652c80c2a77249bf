import Foundation
import Testing
import TypesetterTokens

/// One case per diagnostic code of the Load, Parse and Resolve stages that no other test renders: the
/// smallest input that produces it, and the exact text (the `xcode` form) it renders. With the cases in the
/// other suites, `DiagnosticCodeCoverageTests` (TypesetterBuildTests) checks that every code has one.
@Suite struct TokenDiagnosticTextTests {
    static func render(_ name: String, _ text: String) -> String {
        DiagnosticRenderer.render(
            TokenResolver.resolve(files: [SourceFile(path: name, text: text)]).diagnostics, as: .xcode)
    }

    static func renderResolver(_ name: String) throws -> String {
        let url = conformanceFolder.appendingPathComponent("resolver/negative/\(name)")
        let file = SourceFile(path: name, bytes: [UInt8](try Data(contentsOf: url)))
        return DiagnosticRenderer.render(
            TokenResolver.resolve(resolver: file, baseFiles: []).allDiagnostics, as: .xcode)
    }

    @Test func duplicateKey() {
        #expect(
            Self.render("duplicate-key.json", #"{ "size": { "$type": "number", "$value": 1, "$value": 2 } }"#) == """
                duplicate-key.json:1:45: warning: duplicate key "$value"; the last one wins [json.duplicate-key]
                duplicate-key.json:1:32: note: first defined here

                """)
    }

    @Test func trailingComma() {
        #expect(
            Self.render("trailing-comma.json", #"{ "size": { "$type": "number", "$value": 1, } }"#) == """
                trailing-comma.json:1:43: warning: trailing comma (JSONC); strict JSON readers reject it [json.trailing-comma]
                trailing-comma.json:1:43: note: fix-it: remove the comma

                """)
    }

    @Test func documentNotObject() {
        #expect(
            Self.render("document-not-object.json", #"[1, 2]"#) == """
                document-not-object.json:1:1: error: a token document must be a JSON object, not an array [token.document-not-object]

                """)
    }

    @Test func invalidName() {
        #expect(
            Self.render("invalid-name.json", #"{ "a.b": { "$type": "number", "$value": 1 } }"#) == """
                invalid-name.json:1:3: error: token and group names must not be empty or contain '{', '}' or '.': "a.b" [token.invalid-name]

                """)
    }

    @Test func valueAndChildren() {
        #expect(
            Self.render(
                "value-and-children.json", #"{ "size": { "$type": "number", "$value": 1, "large": { "$value": 2 } } }"#)
                    == """
                    value-and-children.json:1:45: error: token "size" has a $value, so it cannot also have children like "large" [token.value-and-children]

                    """)
    }

    @Test func unknownProperty() {
        #expect(
            Self.render("unknown-property.json", #"{ "size": { "$type": "number", "$value": 1, "customProp": true } }"#)
                == """
                unknown-property.json:1:45: error: unknown token property "customProp"; tokens have $value, $type, $description, $deprecated, $extensions [token.unknown-property]

                """)
    }

    @Test func invalidProperty() {
        #expect(
            Self.render("invalid-property.json", #"{ "size": { "$type": "number", "$value": 1, "$description": 42 } }"#)
                == """
                invalid-property.json:1:61: error: $description must be a string, not a number [token.invalid-property]

                """)
    }

    /// Strict mode says how lenient mode types a token by its value or name (Style Dictionary's way), where it
    /// can: a letter spacing in em is one (Koobiq's); a word under no telling name is none.
    @Test func missingType() {
        #expect(
            Self.render(
                "missing-type.json",
                #"{ "size": { "$value": 1 }, "letter-spacing": { "$value": "-0.011em" }, "label": { "$value": "Kong" } }"#
            ) == """
                missing-type.json:1:3: error: token "size" has no $type: set one on the token or a group above it [token.missing-type]
                typesetter: note: lenient mode (--lenient, or options.lenient: true) reads it as dimension from its name, as Style Dictionary does
                missing-type.json:1:28: error: token "letter-spacing" has no $type: set one on the token or a group above it [token.missing-type]
                typesetter: note: lenient mode (--lenient, or options.lenient: true) reads it as dimension from its value, as Style Dictionary does
                missing-type.json:1:72: error: token "label" has no $type: set one on the token or a group above it [token.missing-type]

                """)
    }

    @Test func unknownType() {
        #expect(
            Self.render("unknown-type.json", #"{ "size": { "$type": "length", "$value": 1 } }"#) == """
                unknown-type.json:1:22: error: unknown $type "length"; expected one of color, dimension, number, fontFamily, fontWeight, duration, cubicBezier, strokeStyle, border, transition, shadow, gradient, typography [token.unknown-type]

                """)
    }

    @Test func missingValue() {
        #expect(
            Self.render("missing-value.json", #"{ "size": { "$type": "number", "$value": null } }"#) == """
                missing-value.json:1:42: error: $value of token "size" must not be null [token.missing-value]

                """)
    }

    @Test func extendsUnresolved() {
        #expect(
            Self.render(
                "extends-unresolved.json",
                #"{ "button": { "$extends": "{base}", "size": { "$type": "number", "$value": 1 } } }"#) == """
                    extends-unresolved.json:1:27: error: $extends names "base", which is not a group [group.extends-unresolved]

                    """)
    }

    @Test func extendsNotGroup() {
        #expect(
            Self.render(
                "extends-not-group.json",
                #"{ "base": { "$type": "number", "$value": 1 }, "button": { "$extends": "{base}" } }"#) == """
                    extends-not-group.json:1:71: error: $extends must name a group, but "base" is a token [group.extends-not-group]
                    extends-not-group.json:1:3: note: token defined here

                    """)
    }

    @Test func extendsCycle() {
        #expect(
            Self.render("extends-cycle.json", #"{ "a": { "$extends": "{b}" }, "b": { "$extends": "{a}" } }"#) == """
                extends-cycle.json:1:22: error: $extends cycle: "a" extends "b", which leads back to "a" (a cycle of 2 groups) [group.extends-cycle]
                extends-cycle.json:1:50: error: $extends cycle: "b" extends "a", which leads back to "b" (a cycle of 2 groups) [group.extends-cycle]

                """)
    }

    @Test func referenceMalformed() {
        #expect(
            Self.render("reference-malformed.json", #"{ "size": { "$type": "number", "$value": "{size" } }"#) == """
                reference-malformed.json:1:42: error: "{size" is not a reference: a reference is the whole value, written {group.token} [reference.malformed]

                """)
    }

    @Test func typeMismatch() {
        #expect(
            Self.render(
                "type-mismatch.json",
                #"{ "size": { "$type": "number", "$value": 1 }, "brand": { "$type": "color", "$value": "{size}" } }"#)
                    == """
                    type-mismatch.json:1:86: error: reference must point to a color value, but it points to a number value [reference.type-mismatch]

                    """)
    }

    @Test func unknownMember() {
        #expect(
            Self.render(
                "unknown-member.json",
                #"{ "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px", "scale": 2 } } }"#) == """
                    unknown-member.json:1:72: error: unknown dimension member "scale" [value.unknown-member]

                    """)
    }

    /// A typography's size and line height are checked where they are read: greater than 0.
    @Test func typographyMembersOutOfRange() {
        #expect(
            Self.render(
                "typography-range.json",
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 0, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": -1.3 } } }"#
            ) == """
                typography-range.json:1:87: error: fontSize must be greater than 0, not {"value": 0, "unit": "px"} [value.out-of-range]
                typography-range.json:1:197: error: lineHeight must be a multiplier of fontSize greater than 0, not -1.3 [value.out-of-range]

                """)
    }

    @Test func outOfRange() {
        #expect(
            Self.render("out-of-range.json", #"{ "weight": { "$type": "fontWeight", "$value": 1200 } }"#) == """
                out-of-range.json:1:48: error: fontWeight must be between 1 and 1000, not 1200 [value.out-of-range]

                """)
    }

    @Test func tooDeep() {
        let text = String(repeating: #"{"a":"#, count: 300) + "1" + String(repeating: "}", count: 300)
        #expect(
            Self.render("too-deep.json", text) == """
                too-deep.json:1:1281: error: JSON nested more than 256 levels deep; token files are never this deep [json.too-deep]

                """)
    }

    @Test func resolverCircularReferenceInSets() throws {
        #expect(
            try Self.renderResolver("circular-reference-in-sets.json") == """
                circular-reference-in-sets.json:5:5: error: set "a" is part of a cycle of sets: a → b → a [resolver.cycle]
                circular-reference-in-sets.json:8:5: error: set "b" is part of a cycle of sets: a → b → a [resolver.cycle]

                """)
    }

    @Test func resolverDuplicateNamesInResolutionOrder() throws {
        #expect(
            try Self.renderResolver("duplicate-names-in-resolution-order.json") == """
                duplicate-names-in-resolution-order.json:22:5: error: "colors" appears twice in resolutionOrder [resolver.duplicate-name]
                duplicate-names-in-resolution-order.json:5:5: note: first used here

                """)
    }

    @Test func resolverEmptyResolutionOrder() throws {
        #expect(
            try Self.renderResolver("empty-resolution-order.json") == """
                empty-resolution-order.json:4:22: error: "resolutionOrder" must list at least one set or modifier [resolver.invalid]

                """)
    }

    @Test func resolverMissingVersion() throws {
        #expect(
            try Self.renderResolver("missing-version.json") == """
                missing-version.json:1:1: error: resolver document is missing "version": "2025.10" [resolver.missing-property]

                """)
    }

    @Test func resolverWrongVersion() throws {
        #expect(
            try Self.renderResolver("wrong-version.json") == """
                wrong-version.json:3:14: error: resolver version must be "2025.10", not "2024.01" [resolver.version]

                """)
    }

    @Test func resolverRootWithAdditionalProperties() throws {
        #expect(
            try Self.renderResolver("root-with-additional-properties.json") == """
                root-with-additional-properties.json:22:3: error: unknown resolver property "unexpectedProperty" [resolver.unknown-property]

                """)
    }

    @Test func resolverSetReferencingModifier() throws {
        #expect(
            try Self.renderResolver("set-referencing-modifier.json") == """
                set-referencing-modifier.json:6:29: error: a source cannot reference a modifier ("#/modifiers/theme"); only sets and token files [resolver.reference]

                """)
    }

    @Test func resolverModifierSingleContext() throws {
        #expect(
            try Self.renderResolver("modifier-single-context.json") == """
                modifier-single-context.json:7:19: error: modifier "theme" needs at least 2 contexts to choose between, not 1 [resolver.context]

                """)
    }

}
