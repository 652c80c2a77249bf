import Foundation
import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// Plugin API text styles whose members are bound to variables (Importers/FigmaBoundVariables.swift).
/// Fixtures: Tests/Fixtures/figma-plugins/bound-variables*.json, written for these tests.
@Suite("Figma text styles bound to variables") struct FigmaBoundVariablesTests {
    static let folder = FigmaPluginDumpTests.folder
    static let dump = folder + "/bound-variables.json"
    static let missing = folder + "/bound-variables-missing.json"
    static let lenient = ResolveOptions(lenient: true)

    /// Each binding is a reference to its variable, so every mode of the collection resolves it in its own
    /// value: Mobile (the default) 16 / 24 px, Desktop 18 / 27 px; Title's size is an alias in Desktop.
    @Test func bindingsAreReferencesResolvedInEachMode() throws {
        let result = TokenPipeline.run(paths: [Self.dump], options: Self.lenient)
        #expect(!result.hasErrors)
        #expect(
            result.contexts.map { $0.context?.description ?? "" } == [
                "Type scale=Mobile", "Type scale=Desktop",
            ])
        let mobile = try #require(result.contexts.first?.tokens)
        let desktop = try #require(result.contexts.last?.tokens)
        let body = try FigmaPluginDumpTests.typography(mobile, "Body.Regular")
        #expect(body.fontSize == DimensionValue(value: 16, unit: .px))
        #expect(body.lineHeight == 1.5)
        #expect(body.fontWeight?.value == 400)
        #expect(body.fontFamily == ["Inter"])
        let desktopBody = try FigmaPluginDumpTests.typography(desktop, "Body.Regular")
        #expect(desktopBody.fontSize == DimensionValue(value: 18, unit: .px))
        #expect(desktopBody.lineHeight == 1.5)
        let title = try FigmaPluginDumpTests.typography(mobile, "Title")
        #expect(title.fontSize == DimensionValue(value: 24, unit: .px))
        #expect(title.lineHeight == 1.2)
        #expect(title.fontWeight?.value == 700)
        #expect(try FigmaPluginDumpTests.typography(desktop, "Title").fontSize == DimensionValue(value: 32, unit: .px))
        // Unbound: as before.
        let caption = try FigmaPluginDumpTests.typography(mobile, "Caption")
        #expect(caption.fontSize == DimensionValue(value: 12, unit: .px))
        #expect(caption.letterSpacing == DimensionValue(value: 0.5, unit: .px))
        // The variables are tokens too.
        #expect(mobile["font.size.body"]?.value == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(
            result.diagnostics.filter { $0.message.hasPrefix("a dump of Figma styles") }.map(DiagnosticRenderer.xcode)
                == [
                    "\(Self.dump):1:1: warning: a dump of Figma styles (the Plugin API's text, paint and effect style objects) is not a token file; each style is read as a token named by its name: 3 text styles as typography, 2 with members bound to variables (boundVariables), each read as a reference to its variable, resolved in each mode of its collection [lenient.legacy-form]\n"
                ])
    }

    /// A binding to a variable the export does not define leaves that style out, with a warning naming the id;
    /// the other styles are read.
    @Test func aBindingToAnUndefinedVariableLeavesOnlyItsStyleOut() throws {
        let result = TokenPipeline.run(paths: [Self.missing], options: Self.lenient)
        #expect(!result.hasErrors)
        let tokens = try #require(result.contexts.first?.tokens)
        let body = try FigmaPluginDumpTests.typography(tokens, "Body")
        #expect(body.fontSize == DimensionValue(value: 16, unit: .px))
        #expect(body.lineHeight == 1.5)
        #expect(tokens["Lost"] == nil)
        #expect(
            result.diagnostics.filter { $0.message.contains("VariableID:9:9") }.map(DiagnosticRenderer.xcode) == [
                "\(Self.missing):20:39: warning: text style \"Lost\" has fontSize bound to variable VariableID:9:9, which this export does not define; give the file of Figma's variables with it [value.invalid]\ntypesetter: note: this variable is left out\n"
            ])
    }

    /// Strict mode still sets the dump aside with its one error, which says lenient mode reads it.
    @Test func strictModeSetsTheDumpAside() {
        let result = TokenPipeline.run(paths: [Self.dump], options: ResolveOptions())
        #expect(result.hasErrors)
        #expect(result.diagnostics.contains { $0.code == .figmaPluginDump })
    }
}
