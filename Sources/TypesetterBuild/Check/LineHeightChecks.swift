import TypesetterCore
import TypesetterTokens

/// `check.lines-overlap` and `check.line-height-tight`: the design's line height against the font's.
///
/// A line box shorter than the font's ascent + descent makes a line's descenders reach into the next line's
/// ascenders when laid out at the design's height (UIKit paragraph styles, the runtime's
/// `TightLineHeightPolicy.keepDesignLineHeight`): that is an overlap. Shorter than ascent + descent + line
/// gap but not below ascent + descent only eats the gap: tight. A size is reported by one of them, never both.
enum LineHeightChecks: StyleRule {
    static let codes: [DiagnosticCode] = [.linesOverlap, .lineHeightTight]
    static let members: [DiagnosticCode: String] = [.linesOverlap: "lineHeight", .lineHeightTight: "lineHeight"]

    static func check(_ subject: CheckSubject, context: inout RuleContext) -> [RawFinding] {
        var overlapping: [ResolvedTypography] = []
        var tight: [ResolvedTypography] = []
        for cell in subject.regular where cell.flags.contains(.lineHeightTighterThanFont) {
            if cell.requestedLineHeight < glyphHeight(cell) - 1e-9 {
                overlapping.append(cell)
            } else {
                tight.append(cell)
            }
        }
        var findings: [RawFinding] = []
        if let shown = shown(overlapping) {
            let minimum = (shown.metrics.ascender - shown.metrics.descender) / shown.metrics.unitsPerEm
            findings.append(
                RawFinding(
                    code: .linesOverlap, categories: overlapping.map(\.category),
                    message:
                        "\(subject.path): line height \(points(shown.requestedLineHeight)) pt is below the font's ascent + descent of \(points(glyphHeight(shown))) pt at \(shown.category.swiftUIName), so lines laid out at the design's height overlap; the runtime lays them out at the font's \(points(shown.naturalLineHeight)) pt unless an app keeps the design's",
                    notes: [
                        Diagnostic.Note(
                            "raise lineHeight to at least \(formatNumber((minimum * 1000).rounded(.up) / 1000)) (the font's ascent + descent in em)"
                        )
                    ],
                    fixIt: Diagnostic.FixIt(
                        "set lineHeight to the font's ascent + descent",
                        replacement: formatNumber((minimum * 1000).rounded(.up) / 1000))))
        }
        if let shown = shown(tight) {
            findings.append(
                RawFinding(
                    code: .lineHeightTight, categories: tight.map(\.category),
                    message:
                        "\(subject.path): line height \(points(shown.requestedLineHeight)) pt is tighter than the font's \(points(shown.naturalLineHeight)) pt at \(shown.category.swiftUIName); laid out at the font's height instead",
                    notes: [
                        Diagnostic.Note(
                            "raise lineHeight to at least \(formatNumber((shown.naturalLineHeight / shown.pointSize * 1000).rounded(.up) / 1000)) (the font's own line height in em)"
                        )
                    ]))
        }
        return findings
    }

    /// Ascent + descent at the cell's size, in points.
    static func glyphHeight(_ cell: ResolvedTypography) -> Double {
        (cell.metrics.ascender - cell.metrics.descender) / cell.metrics.unitsPerEm * cell.pointSize
    }

    /// The cell to quote: the default size when it is among them (the numbers designers know), else the first.
    static func shown(_ cells: [ResolvedTypography]) -> ResolvedTypography? {
        cells.first { $0.category == .large } ?? cells.first
    }

    static func points(_ value: Double) -> String { formatNumber(value, maximumFractionDigits: 2) }
}

extension DiagnosticCode {
    public static let linesOverlap: DiagnosticCode = "check.lines-overlap"
    public static let lineHeightTight: DiagnosticCode = "check.line-height-tight"
}
