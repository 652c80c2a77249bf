import Foundation
import Testing

@testable import TypesetterCore

@Suite struct TextTableTests {
    @Test func rowsFoldSpacesAndHaveEveryColumn() {
        let rows = TextTable.rows(
            """
            Large Title  | regular |  bold | 31/38 32/39
            Body | regular
            a | b | c | d | extra
            """, columns: 4)
        #expect(
            rows == [
                ["Large Title", "regular", "bold", "31/38 32/39"], ["Body", "regular", "", ""], ["a", "b", "c", "d"],
            ])
    }

    @Test func nameTableFindsEverySpellingAndCodesTheFirst() throws {
        let table = NameTable(
            of: "text style",
            """
            title1 | title | Title 1
            body   | body  | Body
            """, columns: 3)
        #expect(table.canonicalNames == ["title1", "body"])
        let found: TextStyle? = table.lookUp("Title-1")
        #expect(found == .largeTitle)  // position 0 in this table
        let missing: TextStyle? = table.lookUp("caption")
        #expect(missing == nil)
        struct Wrapper: Decodable {
            let style: TextStyle
            init(from decoder: any Decoder) throws {
                style = try NameTable(of: "text style", "largeTitle | Large Title", columns: 2).decode(from: decoder)
            }
        }
        #expect(try JSONDecoder().decode(Wrapper.self, from: Data(#""Large Title""#.utf8)).style == .largeTitle)
        do {
            _ = try JSONDecoder().decode(Wrapper.self, from: Data(#""huge""#.utf8))
            Issue.record("decoded an unknown name")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "unknown text style 'huge'; valid values: largeTitle")
        }
    }
}
