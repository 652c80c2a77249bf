import Testing
import TypesetterTokens

/// Groups' `$extensions` survive resolution (the Interpret stage reads a component group's kind from them).
@Suite struct GroupExtensionsTests {
    @Test func groupsWithExtensionsAreKeptInDocumentOrder() throws {
        let file = SourceFile(
            path: "tokens.json",
            text: #"""
                {
                  "button": {
                    "$extensions": { "com.typesetter": { "component": "button" } },
                    "primary": { "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }
                  },
                  "plain": { "size": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } },
                  "card": { "$extensions": { "vendor": true } }
                }
                """#)
        let resolution = TokenResolver.resolve(files: [file])
        #expect(resolution.isValid)
        #expect(resolution.tokens.groups.map(\.path.dotted) == ["button", "card"])
        let button = try #require(resolution.tokens.groups.first)
        #expect(button.extensions["com.typesetter"]?.object?["component"]?.string == "button")
        #expect("\(button.location.line):\(button.location.column)" == "2:3")
    }
}
