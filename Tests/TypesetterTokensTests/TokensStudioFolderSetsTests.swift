import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// When a Tokens Studio folder's files are its sets (Importers/TokensStudioProject+FolderSets.swift): only when
/// the project came in as its folder, with no `$metadata.json`, and never from the folders builds and npm write.
@Suite("Tokens Studio folder sets") struct TokensStudioFolderSetsTests {
    static let files = [
        "$themes.json": "[]",
        "space.json": ##"{"space": {"sm": {"value": "4px", "type": "spacing"}}}"##,
        "base/size.json": ##"{"size": {"md": {"value": "16px", "type": "fontSizes"}}}"##,
    ]

    /// Files that are not sets: an npm package, Typesetter's and Style Dictionary's outputs, an asset catalog, a
    /// dot folder.
    static let notSets = [
        "node_modules/pkg/tokens.json": ##"{"junk": {"value": "1", "type": "other"}}"##,
        "Generated/design-system.json": ##"{"generated": {"value": "1", "type": "other"}}"##,
        "build/json/variables.json": ##"{"built": {"value": "1", "type": "other"}}"##,
        "dist/tokens.json": ##"{"bundled": {"value": "1", "type": "other"}}"##,
        "Generated/Colors.xcassets/Contents.json": ##"{"info": {"author": "xcode", "version": 1}}"##,
        "Assets.xcassets/Contents.json": ##"{"info": {"author": "xcode", "version": 1}}"##,
        ".build/output.json": ##"{"hidden": {"value": "1", "type": "other"}}"##,
    ]

    func paths(_ result: TokenPipeline.Result) -> [String] {
        result.contexts.first?.tokens.tokens.map(\.path.dotted) ?? []
    }

    func folderSetWarnings(_ result: TokenPipeline.Result) -> [String] {
        result.diagnostics.filter { $0.message.contains("has no theme and there is no $metadata.json") }
            .map(DiagnosticRenderer.xcode)
    }

    /// The folder given: its sets are its token files, but for the folders that hold none, which are not read.
    @Test func folderLeavesOutPackagesAndOutputs() throws {
        let folder = try TemporaryFolder(Self.files.merging(Self.notSets) { $1 })
        let result = TokenPipeline.run(paths: [folder.path], options: ResolveOptions(lenient: true))
        #expect(!result.hasErrors)
        #expect(paths(result) == ["size.md", "space.sm"])
        #expect(
            folderSetWarnings(result) == [
                "typesetter: warning: Tokens Studio project \(folder.path)/$themes.json has no theme and there is no $metadata.json to order its sets: the folder's 2 token files are its sets, read in path order (\"base/size\", \"space\"); Tokens Studio writes the order as \"tokenSetOrder\" in $metadata.json [lenient.legacy-form]\n"
            ])
    }

    /// A glob names the files itself: each is read once, as given, and the folder is not read again as sets.
    @Test func globReadsEachFileOnce() throws {
        let folder = try TemporaryFolder(Self.files)
        let result = TokenPipeline.run(paths: [folder.path + "/**/*.json"], options: ResolveOptions(lenient: true))
        #expect(!result.hasErrors)
        #expect(paths(result) == ["size.md", "space.sm"])
        #expect(folderSetWarnings(result).isEmpty)
        let spacing = result.diagnostics.filter { $0.message.hasPrefix("type \"spacing\"") }
        #expect(
            spacing.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/space.json:1:43: warning: type \"spacing\" is a Tokens Studio, Style Dictionary or Figma name; the Format Module writes \"dimension\" [lenient.legacy-form]\n"
                    + "\(folder.path)/space.json:1:43: note: fix-it: use the Format Module type: \"dimension\"\n"
            ])
    }

    /// Files named beside `$themes.json` are the tokens: no other file of its folder is read.
    @Test func namedFilesAreTheTokens() throws {
        let folder = try TemporaryFolder(Self.files)
        let result = TokenPipeline.run(
            paths: [folder.path + "/$themes.json", folder.path + "/space.json"], options: ResolveOptions(lenient: true))
        #expect(!result.hasErrors)
        #expect(paths(result) == ["space.sm"])
        #expect(folderSetWarnings(result).isEmpty)
    }

    /// A `$metadata.json` that does not read is its own error; the folder's files are not taken for the sets
    /// it fails to name, and no warning says there is none.
    @Test func malformedMetadataIsNoMissingOne() throws {
        let folder = try TemporaryFolder(Self.files.merging(["$metadata.json": ##"{"tokenSets": []}"##]) { $1 })
        let result = TokenPipeline.run(paths: [folder.path], options: ResolveOptions(lenient: true))
        #expect(paths(result) == [])
        #expect(
            result.diagnostics.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/$metadata.json:1:1: error: $metadata needs \"tokenSetOrder\": an array of token set names [value.invalid]\n",
                "\(folder.path)/$themes.json:1:1: warning: Tokens Studio $themes: 0 themes each a context; the Resolver Module writes themes as modifiers [lenient.legacy-form]\n",
            ])
    }
}
