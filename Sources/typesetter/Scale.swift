import ArgumentParser
import TypesetterCore

/// `typesetter scale`: a value at every category, as `UIFontMetrics` / `@ScaledMetric` would scale it.
struct Scale: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Scale a value (a font size, a padding, an icon size) relative to a text style at every category.",
        discussion: """
            Uses the table-ratio model: value × size(style, category) / size(style, Large). With --max-size the \
            result is limited as UIFontMetrics.scaledFont(for:maximumPointSize:) limits a font.
            """
    )

    @Argument(help: "The value at the Large (default) category, in points.")
    var value: String

    @Option(name: .customLong("relative-to"), help: "The text style to scale with (default: body, like @ScaledMetric).")
    var relativeTo: String = "body"

    @Option(name: .customLong("max-size"), parsing: .unconditional, help: "The largest value allowed, in points.")
    var maxSize: String?

    @Option(help: "Output format: table, json or csv.")
    var format: OutputFormat = .table

    mutating func validate() throws {
        _ = try parseNonNegative(value, option: "VALUE")
        _ = try parseTextStyle(relativeTo)
        if let maxSize { _ = try parsePositive(maxSize, option: "--max-size") }
    }

    func run() throws {
        let base = try parseNonNegative(value, option: "VALUE")
        let scaler = Scaler(
            relativeTo: try parseTextStyle(relativeTo),
            maximumPointSize: try maxSize.map { try parsePositive($0, option: "--max-size") }
        )
        let report = Report(
            keys: ["category", "value"],
            rows: ContentSizeCategory.allCases.map { category in
                [.string(category.swiftUIName), .number(scaler.scaledPointSize(base, at: category))]
            }
        )
        print(report.render(format))
    }
}
