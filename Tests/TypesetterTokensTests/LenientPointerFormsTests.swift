import Foundation
import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// JSON Pointers as JSON Schema tools write them (Lenient/JSONPointerFiles.swift), shaped like the UPFT token
/// fixtures and enovaui's packages, and a Tokens Studio folder that names no set
/// (Importers/TokensStudioProject+FolderSets.swift).
@Suite("Lenient pointer and folder-set forms") struct LenientPointerFormsTests {
    static let primitives = """
        {
          "typography": {
            "fontSize": { "lg": { "$type": "dimension", "$value": { "value": 18, "unit": "px" } } },
            "lineHeight": { "normal": { "$type": "number", "$value": 1.5 } },
            "fontFamily": { "sans": { "$type": "fontFamily", "$value": ["Inter", "sans-serif"] } }
          }
        }
        """

    static let semantic = """
        {
          "text-style": {
            "body": {
              "$type": "typography",
              "$value": {
                "fontFamily": { "$ref": "../primitives/typography.json#/typography/fontFamily/sans" },
                "fontSize": { "$ref": "../primitives/typography.json#/typography/fontSize/lg" },
                "fontWeight": 400,
                "lineHeight": { "$ref": "#/typography/lineHeight/normal" },
                "letterSpacing": { "value": 0, "unit": "px" }
              }
            }
          }
        }
        """

    func files(_ semantic: String = Self.semantic) -> [SourceFile] {
        [
            SourceFile(path: "tokens/primitives/typography.json", text: Self.primitives),
            SourceFile(path: "tokens/semantic/typography.json", text: semantic),
        ]
    }

    func typography(_ resolution: TokenResolution, _ path: String) -> TypographyValue? {
        guard case .typography(let typography)? = resolution.tokens[path]?.value else { return nil }
        return typography
    }

    /// A pointer into a file the build also reads is a reference to its token; a pointer to a token object
    /// is the token's whole value. Each form is one warning per file, with its count.
    @Test func pointersIntoOtherFilesAndToTokenObjects() throws {
        let resolution = TokenResolver.resolve(files: files(), options: ResolveOptions(lenient: true))
        #expect(resolution.errors.isEmpty)
        let body = try #require(typography(resolution, "text-style.body"))
        #expect(body.fontSize == DimensionValue(value: 18, unit: .px))
        #expect(body.fontFamily == ["Inter", "sans-serif"])
        #expect(body.lineHeight == 1.5)
        let pointers = resolution.diagnostics.filter { $0.message.contains("JSON Pointer") }
        #expect(
            pointers.map(DiagnosticRenderer.xcode) == [
                "tokens/semantic/typography.json:6:33: warning: 2 JSON Pointers into another token file, such as \"../primitives/typography.json#/typography/fontFamily/sans\", read as a reference to the token of tokens/primitives/typography.json that the build also reads, {typography.fontFamily.sans} (the Format Module's pointers stay within their document; write \"{typography.fontFamily.sans}\") [lenient.legacy-form]\n"
                    + "tokens/semantic/typography.json:6:33: note: fix-it: write the reference: \"{typography.fontFamily.sans}\"\n",
                "tokens/semantic/typography.json:9:33: warning: 1 JSON Pointer to a token object rather than into its $value, such as \"#/typography/lineHeight/normal\", read as the token's whole value, {typography.lineHeight.normal} (the Format Module points into \"$value\", or writes \"{typography.lineHeight.normal}\") [lenient.legacy-form]\n"
                    + "tokens/semantic/typography.json:9:33: note: fix-it: write the reference: \"{typography.lineHeight.normal}\"\n",
            ])
    }

    /// enovaui's packages name the file from the packages' folder (`core/json/…` from `web/json/`), not from the
    /// referring file's: where there is no such file, a folder above it is tried too, and the warning says
    /// so. A pointer with `$value` keeps its member path.
    @Test func pointerRelativeToAFolderAboveAndIntoAValue() throws {
        let core =
            #"{"primitive": {"weight": {"bold": {"$type": "fontWeight", "$value": 700}}, "shadow": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}}"#
        let web = """
            {
              "semantic": {
                "weight": { "$ref": "core/json/primitive.json#/primitive/weight/bold" },
                "offset": { "$type": "dimension", "$value": { "$ref": "core/json/primitive.json#/primitive/shadow/$value" } }
              }
            }
            """
        let resolution = resolveLenient([
            ("packages/core/json/primitive.json", core), ("packages/web/json/semantic.json", web),
        ])
        #expect(resolution.errors.isEmpty)
        #expect(resolution.tokens["semantic.weight"]?.value == .fontWeight(FontWeightValue(value: 700)))
        #expect(resolution.tokens["semantic.offset"]?.value == .dimension(DimensionValue(value: 2, unit: .px)))
        #expect(
            resolution.diagnostics.filter { $0.message.contains("JSON Pointer") }.map(DiagnosticRenderer.xcode) == [
                "packages/web/json/semantic.json:3:25: warning: 2 JSON Pointers into another token file, such as \"core/json/primitive.json#/primitive/weight/bold\", read as a reference to the token of packages/core/json/primitive.json that the build also reads (named from a folder above the referring file's: JSON Schema names it from the referring file's folder, where there is none), {primitive.weight.bold} (the Format Module's pointers stay within their document; write \"{primitive.weight.bold}\") [lenient.legacy-form]\n"
                    + "packages/web/json/semantic.json:3:25: note: fix-it: write the reference: \"{primitive.weight.bold}\"\n"
            ])
    }

    /// A pointer into a file the build does not read, or to a group, is not read: an error, which in lenient
    /// mode says that the file must be among the build's inputs.
    @Test func pointerIntoAFileNotReadStaysAnError() {
        let semantic = Self.semantic.replacingOccurrences(of: "../primitives/typography.json#", with: "../other.json#")
            .replacingOccurrences(of: "#/typography/lineHeight/normal", with: "#/typography/lineHeight")
        let resolution = TokenResolver.resolve(files: files(semantic), options: ResolveOptions(lenient: true))
        // Lenient mode leaves the tokens out (a warning each), as it does any it cannot resolve.
        let malformed = resolution.diagnostics.filter { $0.code == .referenceMalformed }
        #expect(
            malformed.map(\.message) == [
                "JSON Pointer \"../other.json#/typography/fontFamily/sans\" names tokens/other.json (or ../other.json in a folder above), which the build does not read; a pointer into another token file is read when the build reads that file: add it to the build's inputs",
                "JSON Pointer \"../other.json#/typography/fontSize/lg\" names tokens/other.json (or ../other.json in a folder above), which the build does not read; a pointer into another token file is read when the build reads that file: add it to the build's inputs",
                "JSON Pointer \"#/typography/lineHeight\" points to a token or group object, not a value; write \"#/typography/lineHeight/$value\"",
            ])
        // The note saying what lenient mode reads is strict mode's alone.
        #expect(!malformed.contains { $0.notes.contains { $0.message.contains("with --lenient") } })
    }

    /// Strict mode reads neither form; its error says what lenient mode reads.
    @Test func strictErrorsSayWhatLenientReads() {
        let resolution = TokenResolver.resolve(files: files(), options: ResolveOptions())
        #expect(
            resolution.errors.map(DiagnosticRenderer.xcode) == [
                "tokens/semantic/typography.json:6:33: error: JSON Pointer \"../primitives/typography.json#/typography/fontFamily/sans\" must start with \"#/\" (references into other files are not supported) [reference.malformed]\n"
                    + "tokens/semantic/typography.json:6:33: note: with --lenient a pointer into another token file is read as a reference to its token when the build also reads ../primitives/typography.json\n",
                "tokens/semantic/typography.json:7:31: error: JSON Pointer \"../primitives/typography.json#/typography/fontSize/lg\" must start with \"#/\" (references into other files are not supported) [reference.malformed]\n"
                    + "tokens/semantic/typography.json:7:31: note: with --lenient a pointer into another token file is read as a reference to its token when the build also reads ../primitives/typography.json\n",
                "tokens/semantic/typography.json:9:33: error: JSON Pointer \"#/typography/lineHeight/normal\" points to a token or group object, not a value; write \"#/typography/lineHeight/normal/$value\" [reference.malformed]\n"
                    + "tokens/semantic/typography.json:9:33: note: with --lenient a pointer to a token object (not a group) is read as the token's whole value, {typography.lineHeight.normal}\n",
            ])
    }

    /// A Tokens Studio folder whose `$themes.json` has no theme and that has no `$metadata.json`: its files are
    /// its sets, in path order, and references cross them.
    @Test func projectWithoutThemesOrMetadataReadsTheFolderFiles() throws {
        let folder = try TemporaryFolder([
            "$themes.json": "[]",
            "base/size.json": ##"{"fontSizes": {"md": {"value": "16px", "type": "fontSizes"}}}"##,
            "text/styles.json":
                ##"{"body": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{fontSizes.md}", "lineHeight": "150%"}, "type": "typography"}}"##,
        ])
        let result = TokenPipeline.run(paths: [folder.path], options: ResolveOptions(lenient: true))
        #expect(!result.hasErrors)
        let tokens = try #require(result.contexts.first?.tokens)
        #expect(tokens.tokens.map(\.path.dotted) == ["fontSizes.md", "body"])
        guard case .typography(let body)? = tokens["body"]?.value else {
            Issue.record("body is not a typography")
            return
        }
        #expect(body.fontSize == DimensionValue(value: 16, unit: .px))
        #expect(
            result.diagnostics.filter { $0.message.contains("no $metadata.json") }.map(DiagnosticRenderer.xcode) == [
                "typesetter: warning: Tokens Studio project \(folder.path)/$themes.json has no theme and there is no $metadata.json to order its sets: the folder's 2 token files are its sets, read in path order (\"base/size\", \"text/styles\"); Tokens Studio writes the order as \"tokenSetOrder\" in $metadata.json [lenient.legacy-form]\n"
            ])
    }

    /// Cloud.ru's Nachos: `other` tokens holding a length and math that font sizes and line heights build on,
    /// and a unit written as a reference to a text token (`8{px}`), all substituted as text by Tokens Studio.
    @Test func tokensStudioOtherTokensInMath() throws {
        let resolution = resolve(
            """
            {
              "px": { "value": "px", "type": "other" },
              "module": { "value": "8{px}", "type": "other" },
              "fontMultiplier": { "value": "{module} / 8", "type": "other" },
              "lineMultiplier": { "value": "{module} / 2", "type": "other" },
              "size": { "value": "{fontMultiplier} * 16", "type": "fontSizes" },
              "leading": { "value": "{lineMultiplier} * 6", "type": "lineHeights" },
              "tracking": { "value": "-0.5{px}", "type": "letterSpacing" },
              "body": { "value": { "fontFamily": "Inter", "fontWeight": "Regular", "fontSize": "{size}", "lineHeight": "{leading}", "letterSpacing": "{tracking}" }, "type": "typography" }
            }
            """, lenient: true)
        #expect(resolution.errors.isEmpty)
        guard case .typography(let body)? = resolution.tokens["body"]?.value else {
            Issue.record("body is not a typography")
            return
        }
        #expect(body.fontSize == DimensionValue(value: 16, unit: .px))
        #expect(body.lineHeight == 1.5)
        #expect(body.letterSpacing == DimensionValue(value: -0.5, unit: .px))
        let messages = resolution.diagnostics.map(\.message)
        #expect(
            messages.contains(
                #"4 references in math to a token kept as data (type "other") that holds a length or an expression, such as "8{px}", read as Tokens Studio evaluates it (the Format Module writes a number or dimension token)"#
            ))
        #expect(
            messages.contains(
                #"units written as a reference after a number, such as {px}, substituted as text as Tokens Studio does: px (the Format Module writes {"value": …, "unit": "px"})"#
            ))
    }

    /// An `other` token whose text is neither a number, a length nor math stays what it was: an operand of
    /// the wrong type, reported.
    @Test func otherTokenOfTextIsNoOperand() {
        let resolution = resolve(
            """
            {
              "label": { "value": "large", "type": "other" },
              "size": { "value": "{label} * 2", "type": "fontSizes" }
            }
            """, lenient: true)
        #expect(resolution.tokens["size"] == nil)
        #expect(
            resolution.diagnostics.map(\.message).contains(
                "{label} in an expression must be a number or dimension token"))
    }
}
