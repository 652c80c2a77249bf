import ArgumentParser
import TypesetterCore

/// What `typesetter styles --platform` prints for a platform other than iOS: the rows as Apple publishes them
/// (with the platform's own style names, and the engine's text style where there is one), at the categories
/// Apple publishes, or one size per style for a table of fixed sizes.
enum PlatformStylesReport {
    /// The rows of `table` at `category` (every published category when `nil`), in `format`.
    static func render(
        _ table: DynamicTypeTable, category: ContentSizeCategory?, format: OutputFormat
    ) throws
        -> String
    {
        if let category {
            guard !table.isFixed else {
                throw ValidationError(
                    "\(table.platformName) publishes one size per text style, not one per category; leave out --category"
                )
            }
            guard table.publishedCategories.contains(category) else {
                throw ValidationError(
                    "\(table.platformName) publishes no \(category.swiftUIName) sizes; its categories: \(table.publishedCategories.map(\.swiftUIName).joined(separator: ", "))"
                )
            }
        }
        let categories = category.map { [$0] } ?? table.publishedCategories
        if format == .table, category == nil {
            let columns = table.isFixed ? ["size/leading"] : categories.map(\.higName)
            let report = Report(
                keys: ["style", "textStyle", "weight", "emphasized"] + columns,
                rows: table.publishedRows.map { row in
                    [
                        .string(row.name), row.style.map { .string($0.name) } ?? .null,
                        .number(row.weight.rawValue), .number(row.emphasizedWeight.rawValue),
                    ]
                        + row.cells.map { .string("\(formatNumber($0.pointSize))/\(formatNumber($0.leading))") }
                })
            return report.render(.table) + notes(table)
        }
        var rows: [[Report.Value]] = []
        for row in table.publishedRows {
            let style: Report.Value = row.style.map { .string($0.name) } ?? .null
            let weights: [Report.Value] = [.number(row.weight.rawValue), .number(row.emphasizedWeight.rawValue)]
            if table.isFixed, let cell = row.cells.first {
                rows.append(
                    [.string(row.name), style, .number(cell.pointSize), .number(cell.leading)] + weights)
                continue
            }
            for (category, cell) in zip(table.publishedCategories, row.cells) where categories.contains(category) {
                rows.append(
                    [
                        .string(row.name), style, .string(category.swiftUIName), .number(cell.pointSize),
                        .number(cell.leading),
                    ] + weights)
            }
        }
        let keys =
            table.isFixed
            ? ["style", "textStyle", "pointSize", "leading", "weight", "emphasizedWeight"]
            : ["style", "textStyle", "category", "pointSize", "leading", "weight", "emphasizedWeight"]
        return Report(keys: keys, rows: rows).render(format)
    }

    /// The lines under the table: the watch case sizes' defaults, and what the engine does where Apple
    /// publishes nothing.
    private static func notes(_ table: DynamicTypeTable) -> String {
        var lines: [String] = []
        if table.platformName == DynamicTypeTable.watchOS.platformName {
            let defaults = DynamicTypeTable.watchCaseSizeDefaults.map {
                "\($0.category.higName) on \($0.caseSizes.joined(separator: ", "))"
            }
            lines.append("Default size: \(defaults.joined(separator: "; ")).")
        }
        let missingCategories = ContentSizeCategory.allCases.filter { !table.publishedCategories.contains($0) }
        if !table.isFixed, !missingCategories.isEmpty {
            lines.append(
                "Not published: \(missingCategories.map(\.higName).joined(separator: ", ")); the engine reads the nearest published size below."
            )
        }
        let missingStyles = TextStyle.allCases.filter { style in !table.publishedRows.contains { $0.style == style } }
        if !missingStyles.isEmpty {
            lines.append(
                "No \(table.platformName) row for \(missingStyles.map(\.name).joined(separator: ", ")): the engine keeps the iOS row."
            )
        }
        lines.append("Source: \(table.source) (\(table.snapshotDate)).")
        return "\n" + lines.joined(separator: "\n")
    }
}
