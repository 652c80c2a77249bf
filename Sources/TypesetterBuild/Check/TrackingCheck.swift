import TypesetterCore
import TypesetterTokens

/// `check.tracking-grows`: letter spacing chosen for text that grows with the text into display sizes.
///
/// Letter spacing scales with the size (an em value is a fixed fraction of it; points scale with the size
/// factor), so ±0.05 em that opens up a 12 pt caption also opens up that caption at 40 pt, where display
/// type wants tracking near zero or negative (SF's own tracking goes negative above 20 pt). Only a style that
/// is text-sized at Large (below ``displaySize``) and reaches display sizes is reported: a display style's
/// tracking was chosen at display sizes.
enum TrackingCheck: StyleRule {
    static let codes: [DiagnosticCode] = [.trackingGrows]
    static let members: [DiagnosticCode: String] = [.trackingGrows: "letterSpacing"]

    /// Where display sizes start (Title 1 at Large on iOS).
    static let displaySize = 28.0
    /// Tracking from which letters visibly pull apart or together at display sizes, in em.
    static let limit = 0.05

    static func check(_ subject: CheckSubject, context: inout RuleContext) -> [RawFinding] {
        let large = subject.large
        guard large.pointSize < displaySize, large.pointSize > 0 else { return [] }
        let em = large.tracking / large.pointSize
        guard abs(em) >= limit - 1e-12 else { return [] }
        let display = subject.regular.filter { $0.pointSize >= displaySize }
        guard let first = display.first, let last = display.last else { return [] }
        let direction = em > 0 ? "pulls letters apart" : "pushes letters together"
        return [
            RawFinding(
                code: .trackingGrows, categories: display.map(\.category),
                message:
                    "\(subject.path): letter spacing of \(formatNumber(em, maximumFractionDigits: 3)) em grows with the text to \(formatNumber(last.tracking, maximumFractionDigits: 2)) pt at \(formatNumber(last.pointSize, maximumFractionDigits: 1)) pt (\(last.category.swiftUIName)) and \(direction) at display sizes (\(formatNumber(displaySize)) pt and up, from \(first.category.swiftUIName))",
                notes: [
                    Diagnostic.Note(
                        "keep letter spacing within ±\(formatNumber(limit * 100))% for text that grows to display sizes, or cap the style with maximumPointSize below \(formatNumber(displaySize)) pt"
                    )
                ],
                fixIt: Diagnostic.FixIt(
                    "set letterSpacing within the limit",
                    replacement: "\(em > 0 ? "" : "-")\(formatNumber((limit - 0.01) * 100))%"))
        ]
    }
}

extension DiagnosticCode {
    public static let trackingGrows: DiagnosticCode = "check.tracking-grows"
}
