import ArgumentParser
import TypesetterCore

/// `typesetter styles`: Apple's Dynamic Type table, the view designers plan with.
struct Styles: ParsableCommand {
    /// What the help says the iOS table is from: `DynamicTypeTable.iOS`'s source and snapshot date, written out
    /// because every command's start-up reads each command's configuration, and naming the table here would
    /// build it (parsing its rows) for every command. `EngineCommandTests` checks they are the table's.
    static let iOSTableSource =
        "Apple Human Interface Guidelines, Typography > Specifications, iOS/iPadOS Dynamic Type sizes (2025-12)"

    static let configuration = CommandConfiguration(
        commandName: "styles",
        abstract:
            "Print Apple's Dynamic Type table: every text style's size, leading and weight at every category.",
        discussion: """
            Without --category, the table format shows one row per style with size/leading at each of the twelve \
            categories (xS … AX5), like the Settings slider's stops; json and csv print one row per style and \
            category. Source: \(iOSTableSource). \
            --platform prints another platform's table as Apple publishes it: watchOS (nine categories, its own \
            Footnote 1 and 2), tvOS and macOS (one size per style).
            """
    )

    @Option(help: "Only this category (SwiftUI, HIG or UIKit name: large, AX3, UICTContentSizeCategoryXL …).")
    var category: String?

    @Option(help: "Output format: table, json or csv.")
    var format: OutputFormat = .table

    @Option(help: "The platform whose table to print: iOS (the default), watchOS, tvOS or macOS.")
    var platform: String?

    mutating func validate() throws {
        if let category { _ = try parseCategory(category) }
        if let platform { _ = try parsePlatform(platform) }
    }

    func run() throws {
        let platform = try platform.map { try parsePlatform($0) } ?? .iOS
        guard platform == .iOS else {
            let category = try category.map { try parseCategory($0) }
            print(try PlatformStylesReport.render(platform.table, category: category, format: format))
            return
        }
        let table = DynamicTypeTable.iOS
        let categories = try category.map { [try parseCategory($0)] } ?? ContentSizeCategory.allCases
        if format == .table, category == nil {
            let report = Report(
                keys: ["textStyle", "weight", "emphasized"] + categories.map(\.higName),
                rows: TextStyle.allCases.map { style in
                    [
                        .string(style.name), .number(table.weight(style).rawValue),
                        .number(table.emphasizedWeight(style).rawValue),
                    ]
                        + categories.map { category in
                            let cell = table.metrics(style, category)
                            return .string("\(formatNumber(cell.pointSize))/\(formatNumber(cell.leading))")
                        }
                }
            )
            print(report.render(.table))
            return
        }
        var rows: [[Report.Value]] = []
        for style in TextStyle.allCases {
            for category in categories {
                let cell = table.metrics(style, category)
                rows.append([
                    .string(style.name), .string(category.swiftUIName), .number(cell.pointSize), .number(cell.leading),
                    .number(table.weight(style).rawValue), .number(table.emphasizedWeight(style).rawValue),
                ])
            }
        }
        let report = Report(
            keys: ["textStyle", "category", "pointSize", "leading", "weight", "emphasizedWeight"], rows: rows)
        print(report.render(format))
    }
}
