import Testing

@testable import TypesetterTokens

/// How lenient mode reads token names and strings byte by byte where they are ASCII (the typography groups of
/// Figma exports, Style Dictionary's `.value` references): the same answers as reading them character by
/// character, for ASCII names and for names beyond it.
@Suite("Lenient name reading") struct LenientNameReadingTests {
    @Test(
        arguments: [
            ("line-height", "lineHeight", nil),
            ("small-regular-font-size", "fontSize", "small-regular"),
            ("bodyLineHeight", "lineHeight", "body"),
            ("Heading 1 Font Weight", "fontWeight", "Heading 1"),
            ("x_FONT_SIZE", "fontSize", "x"),
            ("caption-tracking", "letterSpacing", "caption"),
            // Beyond ASCII: read character by character, with the same rules.
            ("Überschrift-font-size", "fontSize", "Überschrift"),
            ("größeLineHeight", "lineHeight", "größe"),
            ("titre-é-font-family", "fontFamily", "titre-é"),
        ] as [(String, String, String?)])
    func memberAndPrefix(name: String, member: String, prefix: String?) throws {
        let found = try #require(TokenTree.typographyMemberAndPrefix(name[...]))
        #expect(found.0 == member)
        #expect(found.1 == prefix)
    }

    @Test(arguments: ["font", "size", "headline", "Überschrift", "fontSizes-x", "ABCFontSize"])
    func namesThatAreNoMember(name: String) {
        // `ABCFontSize`: a capital after a capital starts no suffix (camel case starts one after a lowercase).
        #expect(TokenTree.typographyMemberAndPrefix(name[...]) == nil)
    }

    @Test func groupAndName() {
        let nested = TokenTree.groupAndName("a.b.font-size")
        #expect(nested.group == "a.b" && nested.name == "font-size")
        let top = TokenTree.groupAndName("font-size")
        #expect(top.group == nil && top.name == "font-size")
        let beyondASCII = TokenTree.groupAndName("thème.größe")
        #expect(beyondASCII.group == "thème" && beyondASCII.name == "größe")
    }

    @Test(arguments: [
        ("{color.red.value}", true), ("{color.red.$value}", true), ("{a.value} {b.value}", true),
        ("rgba({brand.value}, 0.5)", true), ("{thème.größe.value}", true), ("{color.red}", false),
        ("{color.values}", false), ("{value}", false), ("{color.$values}", false), ("value}", false),
        ("{a.b$value}", false), ("", false), ("{a.valu}", false),
    ])
    func valueMemberReferences(text: String, mentions: Bool) {
        #expect(TokenTree.mentionsValueMember(text) == mentions)
    }

    /// A style named by a prefix beyond ASCII is read like one in ASCII.
    @Test func prefixedStyleBeyondASCII() {
        let resolution = resolve(
            """
            {
              "überschrift-font-size": { "type": "size", "value": "24px" },
              "überschrift-line-height": { "type": "size", "value": "30px" }
            }
            """, lenient: true)
        guard case .typography(let style)? = resolution.tokens["überschrift"]?.value else {
            Issue.record("the style was not read")
            return
        }
        #expect(style.fontSize == DimensionValue(value: 24, unit: .px) && style.lineHeight == 30.0 / 24)
    }

    /// The byte search that tells a Tokens Studio or Figma export by a quoted name, wherever the name is.
    @Test(arguments: [
        (#""$themes": []"#, #""$themes""#, true), (#"{ "a": 1, "$themes""#, #""$themes""#, true),
        (#"{ "$theme": 1, "$themes" }"#, #""$themes""#, true), (#"{ "$theme": 1 }"#, #""$themes""#, false),
        (#""$them"#, #""$themes""#, false), ("", #""$themes""#, false), ("abc", "", false), ("xyz", "z", true),
        ("xyz", "w", false), (#""""variableCollections""#, #""variableCollections""#, true),
    ])
    func quotedNameSearch(text: String, needle: String, found: Bool) {
        #expect(TokensStudioProject.contains(Array(text.utf8), Array(needle.utf8)) == found)
    }
}
