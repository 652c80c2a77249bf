import Testing
import TypesetterDiagnostics
import TypesetterTokens
@testable import TypesetterBuild

/// The typography token a location is inside, found by ``TokenSourceIndex`` (the styles a report lists as not
/// checked): nested groups, a `$` member on the path, and places after a group or token has ended.
@Suite struct TokenSourceIndexTests {
    static let text = """
        {
          "type": {
            "$type": "typography",
            "body": { "$value": { "fontSize": 16, "lineHeight": 1.2 } },
            "deep": {
              "title": { "$value": { "fontSize": 28 } }
            }
          },
          "size": { "small": { "$value": 12, "$type": "dimension" } },
          "$extensions": {
            "kept": { "$type": "typography", "$value": { "fontSize": 10 } }
          },
          "last": { "$type": "typography", "$value": { "fontSize": 9 } }
        }
        """

    func style(at line: Int32, _ column: Int32) -> String? {
        let file = SourceFile(path: "tokens.json", bytes: Array(Self.text.utf8))
        return TokenSourceIndex().typography(containing: SourceLocation(file: file, line: line, column: column))
    }

    @Test func aPlaceInsideAStyleNamesIt() {
        #expect(style(at: 4, 5) == "type.body")
        #expect(style(at: 4, 40) == "type.body")
        #expect(style(at: 6, 30) == "type.deep.title")
        #expect(style(at: 11, 40) == "$extensions.kept")
        #expect(style(at: 13, 30) == "last")
        // A token runs to the next name at its depth or above: the braces closing its groups are its own.
        #expect(style(at: 7, 5) == "type.deep.title")
    }

    @Test func aPlaceOutsideEveryStyleNamesNone() {
        #expect(style(at: 1, 1) == nil)
        #expect(style(at: 3, 5) == nil)
        #expect(style(at: 9, 30) == nil)
    }

    // MARK: Members read in place

    /// Files with members of every kind: a style written as a group of separate tokens, tokens with object
    /// values (under `$value` and `value`), plain values, a repeated name, escapes, names beyond ASCII, and the
    /// forms the reading in place leaves to the whole file (comments, JSON5, a byte order mark, line breaks).
    static let memberFiles = [
        text,
        """
        {
          "heading": {
            "lg": { "font-size": { "value": 32, "type": "dimension" }, "line-height": { "value": 40 } },
            "md": { "value": { "fontSize": 24, "lineHeight": 1.25, "letterSpacing": "{space.x}" }, "type": "typography" },
            "ü": "ä", "ö": { "$value": { "fontSize": "{größe}", "letterSpacing": [1] } },
            "sm": { "$value": 3, "value": { "fontSize": 12 } },
            "xs": { "value": "{heading.md}", "nested": { "value": { "fontSize": 1 } } },
            "é": { "$value": { "fontSize": 11, "lineHeight": "{line.\\\"x\\\"}" }, "note": "a } and a {" }
          },
          "list": [ { "value": { "fontSize": 5 } } ], "n": -1.5e3, "t": true, "z": null
        }
        """,
        "{\r\n  \"a\": { \"$value\": { \"fontSize\": 1 } },\r\n  \"b\": { \"c\": { \"value\": 2 } }\r\n}",
        "\u{FEFF}{ \"a\": { \"$value\": { \"fontSize\": 1 } }, \"b\": { \"c\": 2 } }",
        "{ \"a\": { \"c\": 1 },\r \"b\": { \"$value\": { \"fontSize\": 2 } } }",
        """
        {
          // a comment
          "a": { /* here */ "$value": { "fontSize": 1 } },
          "b": { c: { "value": { "fontSize": 2 } }, 'd': 1 },
          "\\u0024value": { "x": 1 },
          "e": { "\\u0024value": { "fontSize": 3 } }
        }
        """,
    ]

    /// Every member name's place in a file.
    func memberLocations(_ file: SourceFile) throws -> [TypesetterDiagnostics.SourceLocation] {
        var pending = [try #require(JSONParser.parse(file).root)]
        var locations: [TypesetterDiagnostics.SourceLocation] = []
        while let node = pending.popLast() {
            if let object = node.object {
                for member in object.members {
                    locations.append(member.keyLocation)
                    pending.append(member.value)
                }
            } else if let items = node.array {
                pending += items
            }
        }
        return locations
    }

    /// Reading a member where its token is written finds exactly what reading the whole file finds, for the
    /// token named at every member of every file, its note included.
    @Test(arguments: memberFiles.indices)
    func membersReadInPlaceAsInTheWholeFile(index: Int) throws {
        // Read as JSON5, so that the file with its forms is read whole too.
        let file = SourceFile(path: "tokens.json5", bytes: Array(Self.memberFiles[index].utf8))
        let inPlace = TokenSourceIndex(readsMembersInPlace: true)
        let whole = TokenSourceIndex()
        let elsewhere = TypesetterDiagnostics.SourceLocation(file: file, line: 1, column: 1)
        for location in try memberLocations(file) {
            for member in ["fontSize", "line-height", "letterSpacing"] {
                let fast = inPlace.location(of: member, in: "style") { $0 == "style" ? location : elsewhere }
                let slow = whole.location(of: member, in: "style") { $0 == "style" ? location : elsewhere }
                #expect(fast?.location == slow?.location, "\(location.line):\(location.column) \(member)")
                #expect(fast?.notes == slow?.notes, "\(location.line):\(location.column) \(member)")
            }
        }
    }

    /// A file whose reading had a syntax error is read whole (where the index finds nothing): not in place.
    @Test func aFileWithASyntaxErrorIsNotReadInPlace() {
        let file = SourceFile(path: "tokens.json", bytes: Array(#"{ "s": { "$value": { "fontSize": 1 } }, "#.utf8))
        let token = TypesetterDiagnostics.SourceLocation(file: file, line: 1, column: 3)
        let index = TokenSourceIndex(readsMembersInPlace: true, unreadableFiles: [file.fileID])
        #expect(index.location(of: "fontSize", in: "s") { _ in token } == nil)
        let unguarded = TokenSourceIndex(readsMembersInPlace: true)
        #expect(unguarded.location(of: "fontSize", in: "s") { _ in token }?.location.column == 34)
    }

    /// What the reading in place tells by itself, and what it leaves to the whole file.
    @Test(arguments: [
        (#""s": { "font-size": { "value": 32 }, "line-height": { "value": 40 } }"#, MemberReader.Answer.none),
        (#""s": 12"#, .none), (#""s": "{a.b}""#, .none), (#""s": [1, {"value": {}}]"#, .none),
        (#""s": { "$value": 3, "value": { "fontSize": 1 } }"#, .none), (#""s": { "value": {} }"#, .none),
        (#""s": { "$value": { "font_size": 1 } }"#, .found(offset: 32, string: nil)),
        (#""s": { "value": { "x": [1, "}"], "FontSizes": "{a.b}" } }"#, .found(offset: 46, string: "{a.b}")),
        (#""s": { "value": { "fontSize": "{a.\"b}" } }"#, .unknown), (#""s": { /* c */ }"#, .unknown),
        (#""s": { a: 1 }"#, .unknown), (#""s": 'x'"#, .unknown), (#""s": { "value": { "fontSize": 'x' } }"#, .unknown),
        (#""s": { "\u0024value": 1 }"#, .unknown), (#""s\"": 1"#, .unknown), (#""s": { "x": 1"#, .unknown),
    ])
    func memberReader(text: String, answer: MemberReader.Answer) {
        let bytes = Array(text.utf8)
        let read = bytes.withUnsafeBufferPointer { buffer in
            var reader = MemberReader(bytes: buffer, position: 0)
            return reader.member("fontSize", normalize: TokenSourceIndex.normalized)
        }
        #expect(read == answer)
    }
}
