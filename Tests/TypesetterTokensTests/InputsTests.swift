import Testing
@testable import TypesetterTokens

/// Files, folders and globs as token inputs, in a deterministic order.
@Suite("Token inputs")
struct InputsTests {
    @Test func globNames() {
        func match(_ pattern: String, _ path: String) -> Bool {
            TokenInputs.matchComponents(
                pattern.split(separator: "/").map(String.init), path.split(separator: "/").map(String.init))
        }
        #expect(match("*.json", "a.json"))
        #expect(!match("*.json", "a.json5"))
        #expect(match("**/*.json", "a.json"))
        #expect(match("**/*.json", "x/y/a.json"))
        #expect(match("x/**/a.json", "x/a.json"))
        #expect(!match("x/*/a.json", "x/a.json"))
        #expect(match("?.json", "é.json"))
        #expect(!match("*.json", ".hidden.json"))
        #expect(match("a*b*c", "aXbYbZc"))
    }

    @Test func foldersAndGlobsExpandSortedBytewise() throws {
        let folder = try TemporaryFolder([
            "tokens/b.json": "{}", "tokens/B.json": "{}", "tokens/sub/a.tokens": "{}", "tokens/c.json5": "{}",
            "tokens/notes.md": "", "tokens/.git/x.json": "{}",
        ])
        let root = folder.path + "/tokens"
        let (paths, diagnostics) = TokenInputs.expand([root])
        #expect(diagnostics.isEmpty)
        #expect(paths == ["B.json", "b.json", "c.json5", "sub/a.tokens"].map { root + "/" + $0 })
        #expect(
            TokenInputs.expand([root + "/**/*.json*"]).paths == ["B.json", "b.json", "c.json5"].map { root + "/" + $0 })
        let none = TokenInputs.expand([root + "/*.yaml"])
        #expect(none.paths.isEmpty)
        #expect(
            none.diagnostics.map(DiagnosticRenderer.xcode) == [
                "typesetter: error: the glob \(root)/*.yaml matches no file [file.no-match]\n"
            ])
    }

    @Test func aFolderWithThemesIsAProject() throws {
        let folder = try TemporaryFolder(["$themes.json": "[]", "$metadata.json": "{}", "core.json": "{}"])
        #expect(
            TokenInputs.expand([folder.path]).paths == [folder.path + "/$metadata.json", folder.path + "/$themes.json"])
    }

    /// A configuration that reads `.` (`typesetter init --from .` in a folder of tokens) must not read itself,
    /// its own `Generated/` output or what other tools keep there; a product folder named as the input is read.
    @Test func aFolderLeavesOutConfigurationsAndProducts() throws {
        let folder = try TemporaryFolder([
            "typography.json": "{}", "colors.yml": "", "typesetter.yml": "", "typesetter-dark.yaml": "",
            "pnpm-lock.yaml": "", "Generated/Colors.xcassets/Contents.json": "{}", "Generated/catalog.json": "{}",
            "build/json/tokens.json": "{}", "dist/tokens.json": "{}", "node_modules/x/tokens.json": "{}",
            "Pods/x.json": "{}", "App/Assets.xcassets/Contents.json": "{}", "brand/typesetter.json": "{}",
        ])
        #expect(
            TokenInputs.expand([folder.path]).paths
                == ["brand/typesetter.json", "colors.yml", "typography.json"].map { folder.path + "/" + $0 })
        #expect(TokenInputs.expand([folder.path + "/build"]).paths == [folder.path + "/build/json/tokens.json"])
    }
}
