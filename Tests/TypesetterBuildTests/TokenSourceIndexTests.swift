import Testing
import TypesetterDiagnostics
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
}
