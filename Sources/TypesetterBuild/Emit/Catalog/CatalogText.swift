import TypesetterCore
import TypesetterTokens

/// How the catalog words and formats values: fonts, faces, line heights, letter spacing, CSS lengths, and
/// which cells a warning is about.
extension CatalogSite {
    /// Whether a check's warning is about this cell (the rules of ``Checker``).
    static func warning(_ code: DiagnosticCode, affects cell: ResolvedTypography, bold: Bool) -> Bool {
        switch code {
        case .lineHeightTight:
            cell.flags.contains(.lineHeightTighterThanFont)
                && cell.requestedLineHeight >= LineHeightChecks.glyphHeight(cell) - 1e-9
        case .linesOverlap:
            cell.flags.contains(.lineHeightTighterThanFont)
                && cell.requestedLineHeight < LineHeightChecks.glyphHeight(cell) - 1e-9
        case .maximumStopsGrowth: cell.flags.contains(.clampedToMaximumPointSize)
        case .boldTextFace:
            bold && (cell.flags.contains(.faceWeightSubstituted) || cell.flags.contains(.boldTextFaceMissing))
        case .sizeBelowMinimum: cell.category == .large
        case .metricsAssumed: cell.flags.contains(.metricsAssumed)
        default: false
        }
    }

    /// "xSmall…accessibility5 (12 of 12 sizes); with Bold Text only" and the like.
    static func describe(_ cells: Set<String>, in categories: [ContentSizeCategory]) -> String {
        func runs(_ bold: Bool) -> [ContentSizeCategory] {
            categories.filter { cells.contains("\($0.swiftUIName)/\(bold)") }
        }
        let regular = runs(false)
        let bold = runs(true)
        func text(_ list: [ContentSizeCategory]) -> String {
            guard let first = list.first, let last = list.last else { return "" }
            let span = list.count == 1 ? first.swiftUIName : "\(first.swiftUIName)…\(last.swiftUIName)"
            return "\(span) (\(list.count) of \(categories.count) sizes)"
        }
        if regular == bold { return text(regular) }
        if regular.isEmpty { return text(bold) + ", with Bold Text" }
        if bold.isEmpty { return text(regular) + ", without Bold Text" }
        return text(regular) + "; with Bold Text " + text(bold)
    }

    static func fontName(_ font: Typography.Font) -> String {
        switch font {
        case .system(let design): design == .default ? "System (SF Pro)" : "System, \(design.rawValue) design"
        case .custom(let family): family.name
        }
    }

    static func faceName(_ cell: ResolvedTypography, font: Typography.Font) -> String {
        if let name = cell.postScriptName { return name }
        if case .system(let design) = font {
            return SystemStandIn.appleName(
                design: design, display: cell.pointSize >= FontMetrics.systemDisplayThreshold)
        }
        return "system font (no face)"
    }

    /// A CSS length in px from points (1 pt = 1 px), exact.
    static func px(_ points: Double) -> String { formatNumber(points) + "px" }
}
