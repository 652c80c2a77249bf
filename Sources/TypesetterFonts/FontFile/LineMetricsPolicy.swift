import TypesetterCore

/// How a platform chooses a face's line metrics, producing the core's ``FontMetrics``.
///
/// A value with a closure (an extension point, not a hierarchy): ``coreText`` is what UIKit/SwiftUI use,
/// ``freeType`` what Chrome on Linux and Android uses. Cap height and x-height come from OS/2 version 2+;
/// when a font lacks them they fall back to CSS's rules: the ascender for the cap height (CSS `cap`
/// unit) and 0.5 em for the x-height (CSS `ex` unit), since reading outlines is out of scope.
public struct LineMetricsPolicy: Sendable {
    /// A short name for reports: `coreText`, `freeType`.
    public var name: String
    /// Chooses ascender, descender and line gap from a face's tables.
    public var chooseLineMetrics: @Sendable (FaceSummary) -> FaceSummary.LineMetrics

    public init(name: String, chooseLineMetrics: @escaping @Sendable (FaceSummary) -> FaceSummary.LineMetrics) {
        self.name = name
        self.chooseLineMetrics = chooseLineMetrics
    }

    /// The metrics under this policy; `nil` when `unitsPerEm` is 0.
    public func metrics(_ face: FaceSummary) -> FontMetrics? {
        let line = chooseLineMetrics(face)
        let unitsPerEm = Double(face.unitsPerEm)
        return FontMetrics(
            unitsPerEm: unitsPerEm,
            ascender: Double(line.ascender),
            descender: Double(line.descender),
            lineGap: Double(line.lineGap),
            capHeight: Double(face.capHeight ?? line.ascender),
            xHeight: face.xHeight.map(Double.init) ?? unitsPerEm / 2
        )
    }

    /// CoreText (iOS, macOS): always `hhea`, ignoring USE_TYPO_METRICS; a positive descender is taken as
    /// negative and a negative line gap as 0 (both done by ``FontMetrics``).
    public static let coreText = LineMetricsPolicy(name: "coreText") { $0.hhea }

    /// FreeType as Skia uses it: OS/2 typo metrics when USE_TYPO_METRICS is set; else `hhea`; when the
    /// `hhea` ascender and descender are both 0, typo metrics, and when those are 0 too, `usWin*`
    /// (with no line gap).
    public static let freeType = LineMetricsPolicy(name: "freeType") { face in
        if face.useTypoMetrics, let typo = face.typo { return typo }
        if face.hhea.ascender != 0 || face.hhea.descender != 0 { return face.hhea }
        if let typo = face.typo, typo.ascender != 0 || typo.descender != 0 { return typo }
        if let win = face.win { return .init(ascender: win.ascent, descender: -win.descent, lineGap: 0) }
        return face.hhea
    }
}
