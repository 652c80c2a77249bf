import Foundation
import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// How the Figma plugin dumps' values are read (Importers/FigmaVariables2JSON.swift, FigmaStyleDump.swift,
/// FigmaPluginValues.swift): variables2json's aliases without a collection, its colors without an alpha, the
/// noise of Figma's 32-bit floats, and nodes that are not styles. Each file written here.
@Suite("Figma plugin dump values") struct FigmaPluginDumpReadingTests {
    static let lenient = ResolveOptions(lenient: true)

    /// A variables2json export of one-mode collections, each `(name, [variable JSON])`.
    static func export(_ collections: [(String, [String])]) -> String {
        let items = collections.map { name, variables in
            #"{"name": "\#(name)", "modes": [{"name": "Mode 1", "variables": [\#(variables.joined(separator: ", "))]}]}"#
        }
        return #"{"version": "1.0.4", "metadata": {}, "collections": [\#(items.joined(separator: ",\n"))]}"#
    }

    static func color(_ name: String, _ hex: String) -> String {
        #"{"name": "\#(name)", "type": "color", "isAlias": false, "value": "\#(hex)"}"#
    }

    static func alias(_ name: String, _ target: String) -> String {
        #"{"name": "\#(name)", "type": "color", "isAlias": true, "value": {"name": "\#(target)"}}"#
    }

    /// The plugin writes no collection when the target is in another one: the variable's own collection first,
    /// else the one that defines the name; several is a warning naming them, the variable left out.
    @Test func anAliasWithoutACollectionIsLookedUpInEveryCollection() throws {
        let text = Self.export([
            (
                "base",
                [Self.color("gray/900", "#111111"), Self.color("blue", "#0000FF"), Self.color("accent", "#FF0000")]
            ),
            ("brand", [Self.color("blue", "#0000AA")]),
            (
                "components",
                [
                    Self.alias("label", "gray/900"), Self.color("accent", "#00FF00"), Self.alias("badge", "accent"),
                    Self.alias("link", "blue"),
                ]
            ),
        ])
        let folder = try TemporaryFolder(["variables.json": text])
        let path = folder.path + "/variables.json"
        let result = TokenPipeline.run(paths: [path], options: Self.lenient)
        let tokens = try #require(result.contexts.first?.tokens)
        // Two collections define "blue" and "accent": every token is named with its collection first.
        #expect(tokens["components.label"]?.aliasTarget?.dotted == "base.gray.900")
        // Its own collection's accent, not base's.
        #expect(tokens["components.badge"]?.aliasTarget?.dotted == "components.accent")
        #expect(tokens["components.link"] == nil)
        #expect(
            result.diagnostics.filter { $0.code == .referenceUnresolved }.map(DiagnosticRenderer.xcode) == [
                "\(path):3:368: warning: variable \"link\" is an alias of \"blue\" without a collection, which collection \"components\" does not define and several do (\"base\", \"brand\"); name the variable's collection in the plugin's export, or keep one of them [reference.unresolved]\ntypesetter: note: this variable is left out\n"
            ])
    }

    /// The plugin's multi-file export: a file of components whose aliases are variables of another file.
    @Test func anAliasWithoutACollectionIsLookedUpInTheOtherFilesToo() throws {
        let folder = try TemporaryFolder([
            "components.json": Self.export([("components", [Self.alias("label", "text/primary")])]),
            "foundations.json": Self.export([("theme", [Self.color("text/primary", "#336699")])]),
        ])
        let result = TokenPipeline.run(
            paths: [folder.path + "/components.json", folder.path + "/foundations.json"], options: Self.lenient)
        #expect(!result.diagnostics.contains { $0.code == .referenceUnresolved })
        let tokens = try #require(result.contexts.first?.tokens)
        #expect(tokens["label"]?.aliasTarget?.dotted == "text.primary")
        #expect(tokens["label"]?.value.jsonText.contains(#""components":[0.2,0.4,0.6]"#) == true)
    }

    /// The plugin multiplies Figma's 0–1 by 255 only when it writes the alpha.
    @Test func aColorWithoutAnAlphaIsFromZeroToOne() throws {
        let text = Self.export([
            (
                "base",
                [
                    #"{"name": "plain", "type": "color", "isAlias": false, "value": {"r": 0.2, "g": 0.4, "b": 0.6}}"#,
                    #"{"name": "scaled", "type": "color", "isAlias": false, "value": {"r": 51, "g": 102, "b": 153, "a": 0.5}}"#,
                ]
            )
        ])
        let folder = try TemporaryFolder(["variables.json": text])
        let result = TokenPipeline.run(paths: [folder.path + "/variables.json"], options: Self.lenient)
        #expect(!result.hasErrors)
        let tokens = try #require(result.contexts.first?.tokens)
        #expect(tokens["plain"]?.value.jsonText == #"{"colorSpace":"srgb","components":[0.2,0.4,0.6],"alpha":1}"#)
        #expect(tokens["scaled"]?.value.jsonText == #"{"colorSpace":"srgb","components":[0.2,0.4,0.6],"alpha":0.5}"#)
    }

    /// Figma's 32-bit floats: 0.15% written 0.15000000596046448, 0.5 px 0.5000000074505806; rounded to 0.0001 as
    /// line heights are.
    @Test func letterSpacingIsRoundedAsLineHeightsAre() throws {
        let style = { (name: String, spacing: String, unit: String) in
            #"{"id": "S:\#(name),", "type": "TEXT", "name": "\#(name)", "fontName": {"family": "Inter", "style": "Regular"}, "fontSize": 16, "lineHeight": {"unit": "PIXELS", "value": 24.000000357627869}, "letterSpacing": {"unit": "\#(unit)", "value": \#(spacing)}}"#
        }
        let text =
            "[\(style("percent", "0.15000000596046448", "PERCENT")), \(style("pixels", "0.5000000074505806", "PIXELS"))]"
        let folder = try TemporaryFolder(["styles.json": text])
        let result = TokenPipeline.run(paths: [folder.path + "/styles.json"], options: Self.lenient)
        let tokens = try #require(result.contexts.first?.tokens)
        let percent = try FigmaPluginDumpTests.typography(tokens, "percent")
        #expect(percent.relativeLetterSpacing == 0.0015)
        #expect(percent.lineHeight == 1.5)
        let pixels = try FigmaPluginDumpTests.typography(tokens, "pixels")
        #expect(pixels.letterSpacing == DimensionValue(value: 0.5, unit: .px))
    }

    /// A dump of the Plugin API's nodes (a text node has its text in `characters`, an id that is its place in
    /// the document) is not a dump of styles; a style's id is `S:`-prefixed.
    @Test func aDumpOfTextNodesIsNotADumpOfStyles() throws {
        let node =
            #"{"id": "12:34", "type": "TEXT", "name": "Welcome back, Anna", "characters": "Welcome back, Anna", "fontName": {"family": "Inter", "style": "Regular"}, "fontSize": 16}"#
        let placed =
            #"{"id": "12:35", "type": "TEXT", "name": "Title", "fontName": {"family": "Inter", "style": "Bold"}, "fontSize": 24}"#
        let folder = try TemporaryFolder(["nodes.json": "[\(node), \(placed)]"])
        let path = folder.path + "/nodes.json"
        #expect(FigmaVariables.pluginDumpForm(SourceFile(path: path, bytes: Array("[\(node), \(placed)]".utf8))) == nil)
        let result = TokenPipeline.run(paths: [path], options: ResolveOptions())
        #expect(!result.diagnostics.contains { $0.code == .figmaPluginDump })
        // The same members with a style's id: a style.
        let style = placed.replacingOccurrences(of: #""12:35""#, with: #""S:abc,""#)
        #expect(FigmaVariables.pluginDumpForm(SourceFile(path: path, bytes: Array("[\(style)]".utf8))) != nil)
    }

    /// A dump is generated: the warnings on its values (a weight name, a relative letter spacing) suggest no
    /// edit of it.
    @Test func diagnosticsInADumpHaveNoFixIt() throws {
        let text =
            #"[{"id": "S:1,", "type": "TEXT", "name": "body", "fontName": {"family": "Roboto", "style": "Regular"}, "fontSize": 16, "lineHeight": {"unit": "AUTO"}, "letterSpacing": {"unit": "PERCENT", "value": 0.5}}]"#
        let folder = try TemporaryFolder(["styles.json": text])
        let path = folder.path + "/styles.json"
        let result = TokenPipeline.run(paths: [path], options: Self.lenient)
        let located = result.diagnostics.filter { $0.location?.path == path && $0.location?.column != 1 }
        #expect(located.count >= 2)
        #expect(located.allSatisfy { $0.fixIt == nil })
    }
}
