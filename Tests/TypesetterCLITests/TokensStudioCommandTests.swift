import Foundation
import Testing

/// A Tokens Studio project folder through `check` and `tokens` (`--lenient`): each error once, the
/// contexts named only for an error some contexts have.
@Suite struct TokensStudioCommandTests {
    static let files = [
        "$themes.json": """
        [{"name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
         {"name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
         {"name": "a", "group": "brand", "selectedTokenSets": {"brand": "enabled"}},
         {"name": "b", "group": "brand", "selectedTokenSets": {"brand": "enabled"}}]
        """,
        "core.json":
            #"{"colors": {"red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$type": "color"}}}"#,
        "light.json": #"{"bg": {"$value": "{colors.red}", "$type": "color"}}"#,
        "dark.json": #"{"bg": {"$value": "{colors.nope}", "$type": "color"}}"#,
        "brand.json": #"{"b": {"$value": "{x}", "$type": "color"}}"#,
    ]

    @Test func checkReportsEachProblemOnce() throws {
        let folder = try TokensCommandTests.folder(Self.files)
        let result = try CLI.run(["check", "--lenient", "--format", "xcode", "."], in: folder)
        // Lenient mode leaves the tokens it cannot read out, each a warning once, naming the contexts.
        #expect(result.exitCode == 0)
        #expect(result.stdout == "1 token in 4 contexts, 0 errors, 3 warnings\n")
        #expect(
            result.stderr == """
                $themes.json:1:1: warning: Tokens Studio $themes: 4 themes combined across 2 groups; the Resolver Module writes themes as modifiers [lenient.legacy-form]
                brand.json:1:18: warning: {x} does not resolve: no token "x" [reference.unresolved]
                typesetter: note: lenient mode leaves "b" out; strict mode stops here
                dark.json:1:19: warning: {colors.nope} does not resolve: no token "colors.nope" [reference.unresolved]
                typesetter: note: lenient mode leaves "bg" out; strict mode stops here
                typesetter: note: in 2 of 4 contexts: mode=dark, brand=a; mode=dark, brand=b

                """)
    }

    @Test func tokensPrintsOneSetPerContextWithoutSourceSets() throws {
        var files = Self.files
        files["brand.json"] = #"{"b": {"$value": "{colors.red}", "$type": "color"}}"#
        files["dark.json"] = files["light.json"]
        let folder = try TokensCommandTests.folder(files)
        let result = try CLI.run(["tokens", "--lenient", "."], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let json = try #require(try CLI.json(result) as? [String: Any])
        let contexts = try #require(json["contexts"] as? [[String: Any]])
        #expect(contexts.count == 4)
        let names = contexts.map { (($0["tokens"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String } }
        #expect(names == Array(repeating: ["bg", "b"], count: 4))
        #expect(contexts.first?["context"] as? [String: String] == ["mode": "light", "brand": "a"])
    }
}
