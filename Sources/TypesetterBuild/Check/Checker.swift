import TypesetterCore
import TypesetterTokens

/// The Check stage: every typography style resolved at all twelve categories, with and without Bold Text,
/// and what would surprise a user reported before it ships.
///
/// - `check.line-height-tight` (warning): the design's line height is below the font's own at some
///   categories; the runtime lays those lines out at the font's height (unless an app passes
///   `TightLineHeightPolicy.keepDesignLineHeight`, when tall glyphs may clip).
/// - `check.bold-text-face` (warning): under Bold Text the heavier weight has no face of its own in the family.
/// - `check.size-below-minimum` (warning): smaller than 11 pt at the default size, the HIG's minimum.
/// - `check.metrics-assumed` (warning): a custom face without readable metrics; line math used SF's.
public struct Checker: Sendable {
    public var resolution: ResolutionOptions

    public init(resolution: ResolutionOptions) {
        self.resolution = resolution
    }

    /// The HIG's minimum legible size on iOS.
    public static let minimumPointSize = 11.0

    public func check(_ model: DesignSystem, location: (String) -> SourceLocation?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for style in model.typography {
            let at = location(style.origin.path)
            let typography = style.typography
            let regular = typography.resolveAllCategories(options: resolution)
            let bold = typography.resolveAllCategories(legibilityWeight: .bold, options: resolution)

            let tight = regular.filter { $0.flags.contains(.lineHeightTighterThanFont) }
            if let first = tight.first, let last = tight.last {
                // Quote the default size when it is among them: the numbers designers know.
                let shown = tight.first { $0.category == .large } ?? first
                let range = tight.count == 1 ? first.category.swiftUIName : "\(first.category.swiftUIName)…\(last.category.swiftUIName)"
                diagnostics.append(Diagnostic(
                    .warning, .lineHeightTight,
                    "\(style.origin.path): line height \(formatNumber(shown.requestedLineHeight, maximumFractionDigits: 2)) pt is tighter than the font's \(formatNumber(shown.naturalLineHeight, maximumFractionDigits: 2)) pt at \(shown.category.swiftUIName), and at \(tight.count) of 12 sizes (\(range)); laid out at the font's height instead",
                    at: at,
                    notes: [Diagnostic.Note("raise lineHeight to at least \(formatNumber((shown.naturalLineHeight / shown.pointSize * 1000).rounded(.up) / 1000)) (the font's own line height in em)")]
                ))
            }
            if let substituted = bold.first(where: { $0.flags.contains(.faceWeightSubstituted) || $0.flags.contains(.boldTextFaceMissing) }) {
                diagnostics.append(Diagnostic(
                    .warning, .boldTextFace,
                    "\(style.origin.path): under Bold Text the family has no \(formatNumber(substituted.weight.rawValue)) face; \(substituted.postScriptName ?? "the nearest face") is used",
                    at: at,
                    notes: [Diagnostic.Note("add the face's font file, or name a face in $extensions.com.typesetter.boldText")]
                ))
            }
            if let large = regular.first(where: { $0.category == .large }), large.pointSize < Self.minimumPointSize {
                diagnostics.append(Diagnostic(
                    .warning, .sizeBelowMinimum,
                    "\(style.origin.path): \(formatNumber(large.pointSize, maximumFractionDigits: 2)) pt at the default size is below the \(formatNumber(Self.minimumPointSize)) pt minimum the HIG gives for legible text",
                    at: at
                ))
            }
            if regular.contains(where: { $0.flags.contains(.metricsAssumed) }) {
                diagnostics.append(Diagnostic(.warning, .metricsAssumed, "\(style.origin.path): the face's metrics could not be read; line heights assume the system font's", at: at))
            }
        }
        return diagnostics
    }
}

extension DiagnosticCode {
    // MARK: Check
    public static let lineHeightTight: DiagnosticCode = "check.line-height-tight"
    public static let boldTextFace: DiagnosticCode = "check.bold-text-face"
    public static let sizeBelowMinimum: DiagnosticCode = "check.size-below-minimum"
    public static let metricsAssumed: DiagnosticCode = "check.metrics-assumed"
}
