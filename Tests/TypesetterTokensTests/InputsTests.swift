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
}
