import Testing
@testable import TypesetterBuild

@Suite struct SwiftNamesTests {
    @Test(arguments: [
        (["body", "small"], "bodySmall"),
        (["display", "large"], "displayLarge"),
        (["font-size", "2xl"], "fontSize2xl"),
        (["2xl"], "_2xl"),
        (["Body Small"], "bodySmall"),
        (["URLPath"], "urlPath"),
        (["UI"], "ui"),
        (["accent", "$root"], "accent"),
        (["見出し", "大"], "見出し大"),
        (["emoji 🎉 title"], "emojiTitle"),
        (["self"], "self_"),
        (["init"], "init_"),
        (["🎉"], ""),
        (["snake_case_name"], "snakeCaseName"),
    ])
    func memberNames(components: [String], expected: String) {
        #expect(SwiftNames.memberName(components) == expected)
    }

    /// A token path read as bytes names what its components name: ASCII and not, acronyms, `$root`, empty
    /// names, digits first, reserved words.
    @Test(arguments: [
        "body.small", "font-size.2xl", "2xl", "Body Small.x", "URLPath.UI", "UI.URLPath", "accent.$root",
        "$root.accent", "見出し.大", "emoji 🎉 title", "self", "init", "🎉", "snake_case_name", "a..b", ".lead",
        "trail.", "ABC", "A", "aB.CDe.fGH", "x.$rootish", "---", "", "HTTP2Server.9lives", "Ünïcode.path",
    ])
    func pathNamesAgreeWithComponents(path: String) {
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        #expect(SwiftNames.memberName(path: path[...]) == SwiftNames.memberName(components))
    }

    @Test func pathNamesAreTheExpectedOnes() {
        #expect(SwiftNames.memberName(path: "typography.body-small.URLPath"[...]) == "typographyBodySmallURLPath")
        #expect(SwiftNames.memberName(path: "UI.body"[...]) == "uiBody")
        #expect(SwiftNames.memberName(path: "12.col"[...]) == "_12Col")
        #expect(SwiftNames.memberName(path: "self"[...]) == "self_")
        #expect(SwiftNames.memberName(path: "$root.$root"[...]) == "")
    }

    @Test func keywordsAreEscaped() {
        #expect(SwiftNames.escaped("class") == "`class`")
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.escaped("bodySmall") == "bodySmall")
    }

    @Test func stringLiteralsCannotBeEscaped() {
        #expect(SwiftNames.stringLiteral(#"say "hi" \ now"#) == #""say \"hi\" \\ now""#)
        #expect(SwiftNames.stringLiteral("a\nb\u{0}c\u{202E}d") == #""a\nb\u{0}c\u{202E}d""#)
        #expect(SwiftNames.stringLiteral("日本語 🎉") == "\"日本語 🎉\"")
        #expect(SwiftNames.stringLiteral("typography.body-small") == "\"typography.body-small\"")
        #expect(SwiftNames.stringLiteral("tab\there") == #""tab\there""#)
        #expect(SwiftNames.stringLiteral("del\u{7F}") == #""del\u{7F}""#)
    }

    @Test func docCommentsStayComments() {
        let lines = SwiftNames.docComment("first */\nsecond\r\nthird\u{2028}fourth\u{0}", indent: "    ")
        #expect(lines == ["    /// first */", "    /// second", "    /// third", "    /// fourthU+0"])
        #expect(SwiftNames.docComment("", indent: "") == ["///"])
    }

    @Test func typeNames() {
        #expect(SwiftNames.isValidTypeName("DesignTokens"))
        #expect(!SwiftNames.isValidTypeName("Design Tokens"))
        #expect(!SwiftNames.isValidTypeName("9Tokens"))
        #expect(!SwiftNames.isValidTypeName("class"))
    }
}
