import Foundation
import Testing
import TypesetterCore

/// The watchOS, tvOS and macOS tables as encoded, checked cell by cell against the reference page
/// (`Documentation/Reference/platform-type-sizes.md`), parsed independently here; and the rules that answer
/// the cells Apple does not publish.
@Suite struct PlatformTableTests {
    struct ReferenceTable {
        var categories: [ContentSizeCategory] = []
        var rows: [(name: String, weight: String, emphasized: String, cells: [TextStyleMetrics])] = []
    }

    /// The page's tables by section heading (`## watchOS`).
    static let reference: [String: ReferenceTable] = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/Reference/platform-type-sizes.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var tables: [String: ReferenceTable] = [:]
        var section = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") {
                section = String(line.dropFirst(3))
                continue
            }
            guard line.hasPrefix("| "), ["watchOS", "tvOS", "macOS"].contains(section) else { continue }
            let columns = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard columns.count >= 4 else { continue }
            if columns[0] == "Style" {
                tables[section, default: ReferenceTable()].categories = columns[3...].compactMap {
                    ContentSizeCategory(name: $0)
                }
                continue
            }
            let cells = columns[3...].map { cell -> TextStyleMetrics in
                let parts = cell.split(separator: "/").compactMap { Double($0) }
                return TextStyleMetrics(pointSize: parts.first ?? -1, leading: parts.count == 2 ? parts[1] : -1)
            }
            tables[section, default: ReferenceTable()].rows.append(
                (name: columns[0], weight: columns[1], emphasized: columns[2], cells: cells))
        }
        return tables
    }()

    static let tables: [(String, DynamicTypeTable)] = [
        ("watchOS", .watchOS), ("tvOS", .tvOS), ("macOS", .macOS),
    ]

    @Test func referenceHasEveryTable() throws {
        #expect(Self.reference["watchOS"]?.rows.count == 10)
        #expect(Self.reference["watchOS"]?.categories.count == 9)
        #expect(Self.reference["tvOS"]?.rows.count == 9)
        #expect(Self.reference["macOS"]?.rows.count == 11)
        for (name, table) in Self.reference {
            #expect(table.rows.allSatisfy { $0.cells.count == max(table.categories.count, 1) }, "\(name)")
        }
    }

    @Test(arguments: tables)
    func everyPublishedCell(name: String, table: DynamicTypeTable) throws {
        let reference = try #require(Self.reference[name])
        #expect(table.platformName == name)
        #expect(table.publishedCategories == reference.categories)
        #expect(table.isFixed == reference.categories.isEmpty)
        #expect(table.publishedRows.count == reference.rows.count)
        for (row, expected) in zip(table.publishedRows, reference.rows) {
            #expect(row.name == expected.name)
            #expect(row.weight.appleName == expected.weight.lowercased(), "\(name) \(row.name) weight")
            #expect(row.emphasizedWeight.appleName == expected.emphasized.lowercased(), "\(name) \(row.name)")
            #expect(row.cells == expected.cells, "\(name) \(row.name)")
            #expect(row.style == TextStyle(name: expected.name))
            guard let style = row.style else { continue }
            #expect(table.weight(style) == row.weight)
            #expect(table.emphasizedWeight(style) == row.emphasizedWeight)
            let categories = reference.categories.isEmpty ? ContentSizeCategory.allCases : reference.categories
            for category in categories {
                let index = reference.categories.firstIndex(of: category) ?? 0
                #expect(
                    table.publishedMetrics(style, category) == expected.cells[index], "\(name) \(style) \(category)")
                #expect(table.metrics(style, category) == expected.cells[index], "\(name) \(style) \(category)")
            }
        }
    }

    @Test func platformStylesOfTheirOwnMapToNoTextStyle() {
        #expect(
            DynamicTypeTable.watchOS.publishedRows.filter { $0.style == nil }.map(\.name) == [
                "Footnote 1", "Footnote 2",
            ])
        #expect(DynamicTypeTable.tvOS.publishedRows.filter { $0.style == nil }.map(\.name) == ["Subtitle 1"])
        #expect(DynamicTypeTable.macOS.publishedRows.allSatisfy { $0.style != nil })
        #expect(DynamicTypeTable.iOS.publishedRows.map(\.style) == TextStyle.allCases)
    }

    @Test func watchOSCategoriesItDoesNotPublishReadTheNearestBelow() {
        let table = DynamicTypeTable.watchOS
        for style in [TextStyle.body, .largeTitle, .caption2] {
            #expect(table.publishedMetrics(style, .medium) == nil)
            #expect(table.metrics(style, .medium) == table.metrics(style, .small))
            #expect(table.metrics(style, .accessibility4) == table.metrics(style, .accessibility3))
            #expect(table.metrics(style, .accessibility5) == table.metrics(style, .accessibility3))
        }
        #expect(table.pointSize(.body, .large) == 16)
        #expect(table.pointSize(.title2, .large) == 28)
        #expect(table.pointSize(.caption2, .xxLarge) == 16)
    }

    @Test func stylesAPlatformDoesNotPublishKeepTheIOSRow() {
        let watch = DynamicTypeTable.watchOS
        for style in [TextStyle.callout, .subheadline, .footnote] {
            #expect(watch.publishedMetrics(style, .large) == nil)
            #expect(watch.metrics(style, .large) == DynamicTypeTable.iOS.metrics(style, .large))
            #expect(watch.metrics(style, .medium) == DynamicTypeTable.iOS.metrics(style, .small))
            #expect(watch.metrics(style, .accessibility5) == DynamicTypeTable.iOS.metrics(style, .accessibility3))
            #expect(watch.weight(style) == DynamicTypeTable.iOS.weight(style))
        }
        let tv = DynamicTypeTable.tvOS
        for style in [TextStyle.largeTitle, .subheadline, .footnote] {
            for category in ContentSizeCategory.allCases {
                #expect(tv.publishedMetrics(style, category) == nil)
                #expect(tv.metrics(style, category) == DynamicTypeTable.iOS.metrics(style, .large))
            }
        }
    }

    @Test func fixedTablesAreTheSameAtEveryCategory() {
        for table in [DynamicTypeTable.tvOS, .macOS] {
            for style in TextStyle.allCases {
                let sizes = Set(ContentSizeCategory.allCases.map { table.metrics(style, $0) })
                #expect(sizes.count == 1, "\(table.platformName) \(style)")
            }
        }
        #expect(DynamicTypeTable.macOS.pointSize(.body, .accessibility5) == 13)
        #expect(DynamicTypeTable.macOS.emphasizedWeight(.headline) == .extraBold)
        #expect(DynamicTypeTable.tvOS.pointSize(.body, .xSmall) == 29)
    }

    @Test func platformsChooseTheirTables() {
        #expect(Platform(name: "watchos") == .watchOS)
        #expect(Platform(name: "iPadOS") == .iOS)
        #expect(Platform(name: "android") == nil)
        #expect(Platform.validNames == ["iOS", "macOS", "tvOS", "visionOS", "watchOS"])
        #expect(Platform.watchOS.table.platformName == "watchOS")
        #expect(Platform.visionOS.table.platformName == "iOS")
        #expect(!Platform.visionOS.publishesOwnTable)
        #expect(Platform.allCases.filter(\.publishesOwnTable).count == 4)
    }

    @Test func resolutionOptionsScaleWithThePlatformsTable() {
        let watch = ResolutionOptions(platform: .watchOS)
        #expect(watch.table.platformName == "watchOS")
        #expect(watch.model.scaledValue(16, relativeTo: .body, at: .accessibility3) == 23)
        #expect(watch.model.scaledValue(16, relativeTo: .body, at: .xSmall) == 14)
        let mac = ResolutionOptions(platform: .macOS)
        #expect(mac.model.scaledValue(13, relativeTo: .body, at: .accessibility5) == 13)
        let iOS = ResolutionOptions(platform: .iOS)
        #expect(iOS.model.scaledValue(17, relativeTo: .body, at: .accessibility3) == 40)
        #expect(iOS.table.platformName == ResolutionOptions.standard.table.platformName)
    }

    @Test func aStyleResolvesWithThePlatformsSizesAndLeading() {
        // Body at 16 pt with watchOS's own 18.5 pt lines at Large: at AX3 the watch table gives 23/25.5.
        let body = Typography(
            size: 16, lineHeight: .points(18.5), textStyle: .body,
            scaling: .dynamic(lineHeightScaling: .textStyleLeading))
        let watch = ResolutionOptions(platform: .watchOS)
        #expect(body.resolve(at: .accessibility3, options: watch).pointSize == 23)
        // The design's line height follows watchOS's leading curve (the layout may raise it to the font's own).
        #expect(abs(body.resolve(at: .accessibility3, options: watch).requestedLineHeight - 25.5) < 1e-9)
        #expect(body.resolve(at: .accessibility5, options: watch).pointSize == 23)
        #expect(body.resolve(at: .medium, options: watch).pointSize == 15)
        // The same style on a Mac stays at its size; on iOS it grows with iOS's Body (17 → 40 at AX3).
        #expect(body.resolve(at: .accessibility3, options: ResolutionOptions(platform: .macOS)).pointSize == 16)
        #expect(body.resolve(at: .accessibility3).pointSize == 16.0 * 40 / 17)
    }

    @Test func watchCaseSizeDefaultsAreThePublishedCategories() {
        let defaults = DynamicTypeTable.watchCaseSizeDefaults
        #expect(defaults.map(\.category) == [.small, .large, .xLarge])
        #expect(defaults.flatMap(\.caseSizes) == ["38mm", "40mm", "41mm", "42mm", "44mm", "45mm", "49mm"])
        #expect(defaults.allSatisfy { DynamicTypeTable.watchOS.publishedCategories.contains($0.category) })
    }
}
