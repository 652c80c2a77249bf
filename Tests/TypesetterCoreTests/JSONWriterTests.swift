import Testing
import TypesetterCore

@Suite struct JSONWriterTests {
    @Test func compactWritesNoSpaces() {
        let text = JSONWriter.compact { json in
            json.object { json in
                json.key("name"); json.string("body \"small\"\n")
                json.key("sizes");
                json.array { json in
                    json.number(17); json.number(0.1); json.integer(-3)
                }
                json.key("bold"); json.bool(false)
                json.key("none"); json.null()
                json.key("kept"); json.raw(#"{"a":[1]}"#)
                json.key("empty"); json.object { _ in }
            }
        }
        #expect(
            text
                == #"{"name":"body \"small\"\n","sizes":[17,0.1,-3],"bold":false,"none":null,"kept":{"a":[1]},"empty":{}}"#
        )
    }

    @Test func prettyIndentsByTwoAndKeepsCompactContainersOnOneLine() {
        var json = JSONWriter(pretty: true)
        json.object { json in
            json.key("tokens")
            json.array { json in
                json.object(compact: true) { json in
                    json.key("name"); json.string("a")
                    json.key("path"); json.array { json in json.string("a") }
                }
                json.object(compact: true) { json in
                    json.key("name"); json.string("b")
                }
            }
            json.key("empty"); json.array { _ in }
            json.key("nested");
            json.object { json in
                json.key("x"); json.number(.infinity)
            }
        }
        #expect(
            json.text == """
                {
                  "tokens": [
                    {"name":"a","path":["a"]},
                    {"name":"b"}
                  ],
                  "empty": [],
                  "nested": {
                    "x": null
                  }
                }
                """)
    }

    @Test func controlCharactersAreEscaped() {
        #expect(JSONWriter.quote("a\u{1}b\t\\") == #""a\u0001b\t\\""#)
        #expect(JSONWriter.quote("plain é") == #""plain é""#)
    }
}
