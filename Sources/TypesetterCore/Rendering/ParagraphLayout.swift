/// The paragraph values a UIKit/AppKit `NSParagraphStyle` takes for a resolved style, with the alignment
/// and line-break mode the view already had.
///
/// Why carry them over: an attributed string's paragraph style wins over a label's `textAlignment` and
/// `lineBreakMode` (UIKit copies the style at location 0 back into those properties), so a fresh paragraph
/// style with only line heights would silently reset a centred, truncating label to natural alignment
/// and word wrapping.
public struct ParagraphLayout: Hashable, Sendable {
    /// `NSTextAlignment`'s cases, by the names UIKit and AppKit share.
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        case natural, left, center, right, justified
    }

    /// `NSLineBreakMode`'s cases.
    public enum LineBreak: String, CaseIterable, Hashable, Sendable {
        case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
    }

    /// `NSParagraphStyle.minimumLineHeight` and `maximumLineHeight`: both the laid-out line height, so
    /// every line is exactly that tall.
    public var minimumLineHeight: Double
    public var maximumLineHeight: Double
    public var alignment: Alignment
    public var lineBreak: LineBreak

    /// The layout for `resolved`, keeping the view's `alignment` and `lineBreak`.
    public init(_ resolved: ResolvedTypography, alignment: Alignment = .natural, lineBreak: LineBreak = .byWordWrapping)
    {
        self.minimumLineHeight = resolved.minimumLineHeight
        self.maximumLineHeight = resolved.maximumLineHeight
        self.alignment = alignment
        self.lineBreak = lineBreak
    }
}

/// Everything an attributed string needs to draw a style at one content size category and legibility
/// weight: the font to create, the paragraph, the baseline offset and the kerning. UIKit and AppKit
/// adapters turn it into `NSAttributedString` attributes and `AttributedString` containers without
/// computing anything themselves.
public struct TextAttributes: Hashable, Sendable {
    /// The font to create: the custom face by PostScript name, or the system font.
    public struct FontRequest: Hashable, Sendable {
        /// `nil` for the system font.
        public var postScriptName: String?
        public var pointSize: Double
        /// The weight to ask the system font for (see ``ResolvedTypography/requestedWeight``).
        public var weight: FontWeight
        public var isItalic: Bool
        /// The system font's design; `.default` for a custom face.
        public var design: Typography.SystemDesign
        /// The axis values to draw a variable font's face at (``ResolvedTypography/variation``).
        public var variation: FontVariation?

        public init(
            postScriptName: String?, pointSize: Double, weight: FontWeight, isItalic: Bool,
            design: Typography.SystemDesign, variation: FontVariation? = nil
        ) {
            self.postScriptName = postScriptName
            self.pointSize = pointSize
            self.weight = weight
            self.isItalic = isItalic
            self.design = design
            self.variation = variation
        }
    }

    public var font: FontRequest
    public var paragraph: ParagraphLayout
    /// `NSAttributedString.Key.baselineOffset`.
    public var baselineOffset: Double
    /// `NSAttributedString.Key.kern`.
    public var kerning: Double
    /// The resolution the values came from.
    public var resolved: ResolvedTypography

    /// The attributes of `typography` resolved as `resolved`, with the view's alignment and line breaking.
    public init(
        _ typography: Typography, resolved: ResolvedTypography,
        alignment: ParagraphLayout.Alignment = .natural, lineBreak: ParagraphLayout.LineBreak = .byWordWrapping
    ) {
        let design: Typography.SystemDesign
        switch typography.font {
        case .system(let systemDesign): design = systemDesign
        case .custom: design = .default
        }
        self.font = FontRequest(
            postScriptName: resolved.postScriptName, pointSize: resolved.pointSize, weight: resolved.requestedWeight,
            isItalic: resolved.isItalic, design: design, variation: resolved.variation
        )
        self.paragraph = ParagraphLayout(resolved, alignment: alignment, lineBreak: lineBreak)
        self.baselineOffset = resolved.baselineOffset
        self.kerning = resolved.kerning
        self.resolved = resolved
    }
}

extension Typography {
    /// The attributes at `category` under `legibilityWeight`.
    ///
    /// - Parameter fontMetrics: the metrics of the font the platform actually created at the resolved
    ///   point size (``FontMetrics/init(pointSize:ascender:descender:leading:capHeight:xHeight:)``), so the
    ///   line heights come from the same font the text is drawn in; `nil` uses the typography's own.
    public func textAttributes(
        at category: ContentSizeCategory,
        legibilityWeight: LegibilityWeight = .regular,
        fontMetrics: FontMetrics? = nil,
        alignment: ParagraphLayout.Alignment = .natural,
        lineBreak: ParagraphLayout.LineBreak = .byWordWrapping,
        options: ResolutionOptions = .standard
    ) -> TextAttributes {
        let resolved = resolve(at: category, legibilityWeight: legibilityWeight, metrics: fontMetrics, options: options)
        return TextAttributes(self, resolved: resolved, alignment: alignment, lineBreak: lineBreak)
    }
}

extension FontMetrics {
    /// The metrics of a platform font already created at `pointSize`, from the values `UIFont`/`NSFont`
    /// report in points (`ascender`, `descender`, `leading`, `capHeight`, `xHeight`): one em is `pointSize`
    /// points, so the values are stored with `unitsPerEm = pointSize`. `nil` for a non-positive size or a
    /// non-finite value.
    public init?(
        pointSize: Double, ascender: Double, descender: Double, leading: Double, capHeight: Double, xHeight: Double
    ) {
        self.init(
            unitsPerEm: pointSize, ascender: ascender, descender: descender, lineGap: leading, capHeight: capHeight,
            xHeight: xHeight
        )
    }
}
