import ArgumentParser
import TypesetterCore

/// `typesetter resolve`: a system-font style resolved at every category.
struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract:
            "Resolve a system-font style at every category: size, weight, line height, spacing, padding, tracking (letter spacing).",
        discussion: """
            lineSpacing and verticalPadding are what SwiftUI's .lineSpacing and .padding(.vertical) need for the \
            line height (the half-leading model); baselineOffset is UIKit's. A line height below the font's own \
            is laid out at the font's own and marked tight (use --keep-tight to keep it).
            """
    )

    // Numeric options parse unconditionally, so a negative value reaches validation and gets a clear error.
    @Option(parsing: .unconditional, help: "The font size at the Large category, in points.")
    var size: String

    @Option(parsing: .unconditional, help: "Weight: 1…1000 or a name (regular, semi-bold, bold …).")
    var weight: String = "regular"

    @Option(
        name: .customLong("line-height"), parsing: .unconditional,
        help: "Line height: points (22), a multiple (1.3x or 130%) or normal.")
    var lineHeight: String = "normal"

    @Option(
        name: .customLong("letter-spacing"), parsing: .unconditional,
        help: "Letter spacing: points (0.5), em (-0.02em) or percent (-2%).")
    var letterSpacing: String = "0"

    @Option(name: .customLong("relative-to"), help: "The text style to scale with (default: the nearest to --size).")
    var relativeTo: String?

    @Option(name: .customLong("max-size"), parsing: .unconditional, help: "The largest point size allowed.")
    var maxSize: String?

    @Option(
        name: .customLong("line-height-scaling"),
        help: "How a line height in points grows: proportional or textStyleLeading.")
    var lineHeightScaling: String = "proportional"

    @Flag(name: .customLong("bold-text"), help: "Resolve with the Bold Text accessibility setting on.")
    var boldText = false

    @Flag(name: .customLong("keep-tight"), help: "Keep a line height tighter than the font's instead of raising it.")
    var keepTight = false

    @Option(help: "Output format: table, json or csv.")
    var format: OutputFormat = .table

    mutating func validate() throws {
        _ = try typography()
    }

    private func typography() throws -> Typography {
        guard let lineHeightValue = Typography.LineHeight(text: lineHeight) else {
            throw ValidationError(
                "invalid line height '\(lineHeight)' for --line-height; expected \(Typography.LineHeight.textForms)")
        }
        guard let letterSpacingValue = Typography.LetterSpacing(text: letterSpacing) else {
            throw ValidationError(
                "invalid letter spacing '\(letterSpacing)' for --letter-spacing; expected \(Typography.LetterSpacing.textForms)"
            )
        }
        guard let lineHeightScalingValue = Typography.LineHeightScaling(rawValue: lineHeightScaling) else {
            let names = Typography.LineHeightScaling.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError(
                "unknown line height scaling '\(lineHeightScaling)' for --line-height-scaling; valid values: \(names)")
        }
        return Typography(
            size: try parsePositive(size, option: "--size"),
            weight: try parseWeight(weight),
            lineHeight: lineHeightValue,
            letterSpacing: letterSpacingValue,
            textStyle: try relativeTo.map { try parseTextStyle($0) },
            scaling: .dynamic(
                maximumPointSize: try maxSize.map { try parsePositive($0, option: "--max-size") },
                lineHeightScaling: lineHeightScalingValue
            )
        )
    }

    func run() throws {
        let style = try typography()
        let options = ResolutionOptions(tightLineHeight: keepTight ? .keepDesignLineHeight : .useFontLineHeight)
        let resolved = style.resolveAllCategories(legibilityWeight: boldText ? .bold : .regular, options: options)
        let report = Report(
            keys: [
                "category", "textStyle", "pointSize", "weight", "lineHeight", "naturalLineHeight", "lineSpacing",
                "verticalPadding", "baselineOffset", "tracking", "tight",
            ],
            headers: [
                "category", "style", "size", "weight", "lineHeight", "natural", "lineSpacing", "padding", "baseline",
                "tracking", "tight",
            ],
            rows: resolved.map { value in
                [
                    .string(value.category.swiftUIName), .string(value.textStyle.name), .number(value.pointSize),
                    .number(value.weight.rawValue), .number(value.lineHeight), .number(value.naturalLineHeight),
                    .number(value.lineSpacing), .number(value.verticalPadding), .number(value.baselineOffset),
                    .number(value.tracking), .bool(value.flags.contains(.lineHeightTighterThanFont)),
                ]
            }
        )
        print(report.render(format))
    }
}
