import Foundation
import Testing
import TypesetterCore

/// Apple's table as encoded, checked cell by cell against the reference page the project keeps
/// (`Documentation/Reference/dynamic-type.md` §2), parsed independently here.
@Suite struct DynamicTypeTableTests {
    struct ReferenceRow {
        var style: TextStyle
        var weight: String
        var emphasized: String
        var cells: [(size: Double, leading: Double)]
    }

    static let referenceRows: [ReferenceRow] = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/Reference/dynamic-type.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var rows: [ReferenceRow] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let columns = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard columns.count == 15, let style = TextStyle(name: columns[0]) else { continue }
            let cells = columns[3...].map { cell -> (Double, Double) in
                let parts = cell.split(separator: "/").compactMap { Double($0) }
                return (parts.first ?? -1, parts.last ?? -1)
            }
            rows.append(ReferenceRow(style: style, weight: columns[1], emphasized: columns[2], cells: cells))
        }
        return rows
    }()

    @Test func referenceHasElevenStylesOfTwelveCells() {
        #expect(Self.referenceRows.count == 11)
        #expect(Self.referenceRows.allSatisfy { $0.cells.count == 12 })
        #expect(Set(Self.referenceRows.map(\.style)) == Set(TextStyle.allCases))
    }

    @Test(arguments: TextStyle.allCases)
    func everySizeAndLeadingCell(style: TextStyle) throws {
        let row = try #require(Self.referenceRows.first { $0.style == style })
        for category in ContentSizeCategory.allCases {
            let expected = row.cells[category.rawValue]
            let cell = DynamicTypeTable.iOS.metrics(style, category)
            #expect(cell.pointSize == expected.size, "\(style) size at \(category)")
            #expect(cell.leading == expected.leading, "\(style) leading at \(category)")
        }
    }

    @Test(arguments: TextStyle.allCases)
    func weights(style: TextStyle) throws {
        let row = try #require(Self.referenceRows.first { $0.style == style })
        let table = DynamicTypeTable.iOS
        #expect(table.weight(style) == FontWeight(name: row.weight))
        #expect(table.emphasizedWeight(style) == FontWeight(name: row.emphasized))
    }

    @Test func spotChecks() {
        let table = DynamicTypeTable.iOS
        #expect(table.pointSize(.body, .large) == 17)
        #expect(table.leading(.body, .large) == 22)
        #expect(table.pointSize(.body, .accessibility3) == 40)
        #expect(table.pointSize(.caption2, .accessibility5) == 40)
        #expect(table.pointSize(.largeTitle, .accessibility5) == 60)
        #expect(table.leading(.subheadline, .xxxLarge) == 28)
        #expect(table.weight(.headline) == .semibold)
        #expect(table.emphasizedWeight(.title1) == .bold)
        #expect(table.snapshotDate == "2025-12")
        #expect(table.source.contains("Human Interface Guidelines"))
    }

    @Test func sizesNeverShrinkAsCategoriesGrow() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { DynamicTypeTable.iOS.pointSize(style, $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
    }
}
