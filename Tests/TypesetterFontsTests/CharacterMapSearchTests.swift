import Testing

@testable import TypesetterFonts

/// The binary search `cmap` formats 12 and 14 share, over records given as code point ranges or single keys.
@Suite struct CharacterMapSearchTests {
    typealias Table = CharacterToGlyphIndexMappingTable

    static let ranges: [(first: UInt32, last: UInt32)] = [
        (0x20, 0x7E), (0xA0, 0xFF), (0x3042, 0x3042), (0x1F600, 0x1F64F),
    ]

    static func search(_ value: UInt32, in records: [(first: UInt32, last: UInt32)]) throws -> Int? {
        try Table.search(value, count: records.count) { index throws(FontReadError) in records[index] }
    }

    @Test func findsTheRecordWhoseRangeHoldsTheValue() throws {
        #expect(try Self.search(0x20, in: Self.ranges) == 0)
        #expect(try Self.search(0x7E, in: Self.ranges) == 0)
        #expect(try Self.search(0xE9, in: Self.ranges) == 1)
        #expect(try Self.search(0x3042, in: Self.ranges) == 2)
        #expect(try Self.search(0x1F64F, in: Self.ranges) == 3)
    }

    @Test func aValueBetweenOrOutsideTheRecordsIsInNone() throws {
        for value: UInt32 in [0, 0x1F, 0x7F, 0x9F, 0x3041, 0x3043, 0x1F650, 0xFFFF_FFFF] {
            #expect(try Self.search(value, in: Self.ranges) == nil)
        }
        #expect(try Self.search(0x41, in: []) == nil)
    }

    @Test func aMalformedRecordHoldsNothingAndTheSearchGoesOnPastIt() throws {
        // The middle record runs backwards (last below first): nothing is in it, and what lies after it is found.
        let records: [(first: UInt32, last: UInt32)] = [(0x20, 0x7E), (0x90, 0x80), (0xA0, 0xFF)]
        #expect(try Self.search(0x85, in: records) == nil)
        #expect(try Self.search(0x90, in: records) == nil)
        #expect(try Self.search(0xE9, in: records) == 2)
    }

    @Test func singleKeysAreRangesOfOne() throws {
        let selectors: [UInt32] = [0xFE00, 0xFE0F, 0xE0100, 0xE01EF]
        func search(_ value: UInt32) throws -> Int? {
            try Table.search(value, count: selectors.count) { index throws(FontReadError) in selectors[index] }
        }
        #expect(try search(0xFE0F) == 1)
        #expect(try search(0xE01EF) == 3)
        #expect(try search(0xFE01) == nil)
    }

    @Test func aReadErrorStopsTheSearch() {
        #expect(throws: FontReadError.unexpectedEnd(offset: 7, length: 4)) {
            try Table.search(0x41, count: 3) { _ throws(FontReadError) -> UInt32 in
                throw .unexpectedEnd(offset: 7, length: 4)
            }
        }
    }
}
