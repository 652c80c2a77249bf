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

    @Test func keywordsAreEscaped() {
        #expect(SwiftNames.escaped("class") == "`class`")
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.escaped("bodySmall") == "bodySmall")
    }

    @Test func stringLiteralsCannotBeEscaped() {
        #expect(SwiftNames.stringLiteral(#"say "hi" \ now"#) == #""say \"hi\" \\ now""#)
        #expect(SwiftNames.stringLiteral("a\nb\u{0}c\u{202E}d") == #""a\nb\u{0}c\u{202E}d""#)
        #expect(SwiftNames.stringLiteral("日本語 🎉") == "\"日本語 🎉\"")
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
