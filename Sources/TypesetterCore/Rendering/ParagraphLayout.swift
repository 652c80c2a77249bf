/// The paragraph values a UIKit/AppKit `NSParagraphStyle` takes for a resolved style, with the alignment
/// and line-break mode the view already had.
///
/// Why carry the alignment over: an attributed string's paragraph style wins over a label's `textAlignment`
/// (UIKit copies the style at location 0 back into the label's properties), so a fresh paragraph style with
/// only line heights would silently reset a centred label to natural alignment. The line breaking is carried
/// over only for the wrapping modes (``LineBreak/inParagraphStyle``).
public struct ParagraphLayout: Hashable, Sendable {
    /// `NSTextAlignment`'s cases, by the names UIKit and AppKit share.
    public enum Alignment: String, CaseIterable, Hashable, Sendable {
        case natural, left, center, right, justified
    }

    /// `NSLineBreakMode`'s cases.
    public enum LineBreak: String, CaseIterable, Hashable, Sendable {
        case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

        /// The mode a paragraph style may carry for a view whose own mode is this one: the wrapping modes as
        /// they are; word wrapping for clipping and truncation, which stay the view's (`UILabel.lineBreakMode`
        /// with `numberOfLines`). In a paragraph style they lay every paragraph out on one line: Apple's
        /// `NSLineBreakMode.byTruncatingMiddle` page says it "with multiline text truncates the text into a
        /// single line", and the head, tail and clipping modes likewise stop a paragraph at its first line
        /// (https://developer.apple.com/documentation/uikit/nslinebreakmode).
        public var inParagraphStyle: LineBreak {
            switch self {
            case .byWordWrapping, .byCharWrapping: self
            case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: .byWordWrapping
            }
        }
    }

    /// `NSParagraphStyle.minimumLineHeight` and `maximumLineHeight`: both the laid-out line height, so
    /// every line is exactly that tall.
    public var minimumLineHeight: Double
    public var maximumLineHeight: Double
    public var alignment: Alignment
    public var lineBreak: LineBreak

    /// The layout for `resolved`, keeping the view's `alignment` and, for a view that wraps, its line breaking
    /// (``LineBreak/inParagraphStyle``: a truncating view's paragraphs wrap by word and the view truncates).
    public init(_ resolved: ResolvedTypography, alignment: Alignment = .natural, lineBreak: LineBreak = .byWordWrapping)
    {
        self.minimumLineHeight = resolved.minimumLineHeight
        self.maximumLineHeight = resolved.maximumLineHeight
        self.alignment = alignment
        self.lineBreak = lineBreak.inParagraphStyle
    }
}

/// The values a style draws with at one content size category and legibility weight: the font to create, the
/// paragraph line heights and the tracking. Which of them a view takes, and how, is the view kind's
/// ``TextAttributePlan``; the adapters only apply that plan.
public struct TextAttributes: Hashable, Sendable {
    /// The font to create: the custom face by PostScript name, or the system font.
    public struct FontRequest: Hashable, Sendable {
        /// `nil` for the system font.
        public var postScriptName: String?
        public var pointSize: Double
        /// The weight to ask the system font for: ``ResolvedTypography/requestedWeight``, or under Bold Text
        /// ``ResolvedTypography/weight`` when the platform does not make the system font heavier by itself
        /// (``SystemFontBoldText/requested``).
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
    /// UILabel's baseline offset (``ResolvedTypography/baselineOffset``); each view kind's own is
    /// ``TextAttributePlan/baselineOffset``.
    public var baselineOffset: Double
    /// The letter spacing as tracking, in points (``ResolvedTypography/tracking``).
    public var tracking: Double
    /// The resolution the values came from.
    public var resolved: ResolvedTypography

    /// The attributes of `typography` resolved as `resolved`, with the view's alignment and line breaking;
    /// `systemFontBoldText` says whether the platform makes the system font heavier by itself under Bold Text.
    public init(
        _ typography: Typography, resolved: ResolvedTypography,
        alignment: ParagraphLayout.Alignment = .natural, lineBreak: ParagraphLayout.LineBreak = .byWordWrapping,
        systemFontBoldText: SystemFontBoldText = .appliedByPlatform
    ) {
        let design: Typography.SystemDesign
        let weight: FontWeight
        switch typography.font {
        case .system(let systemDesign):
            design = systemDesign
            weight = systemFontBoldText == .appliedByPlatform ? resolved.requestedWeight : resolved.weight
        case .custom:
            design = .default
            weight = resolved.requestedWeight
        }
        self.font = FontRequest(
            postScriptName: resolved.postScriptName, pointSize: resolved.pointSize, weight: weight,
            isItalic: resolved.isItalic, design: design, variation: resolved.variation
        )
        self.paragraph = ParagraphLayout(resolved, alignment: alignment, lineBreak: lineBreak)
        self.baselineOffset = resolved.baselineOffset
        self.tracking = resolved.tracking
        self.resolved = resolved
    }
}

/// Who makes the system font heavier under Bold Text, which decides the weight a ``TextAttributes/FontRequest``
/// asks the system font for. A custom family is not concerned: Bold Text picks its face.
public enum SystemFontBoldText: Hashable, Sendable {
    /// The platform draws the system font heavier by itself, so the request names the design weight (asking for
    /// the heavier weight as well would apply Bold Text twice): SwiftUI's `Font.system`, which follows the
    /// environment's legibility weight, and UIKit's `UIFont.systemFont` while the Bold Text setting is on.
    case appliedByPlatform
    /// The platform draws exactly the weight asked for, so under Bold Text the request names the heavier weight
    /// itself: AppKit (macOS has no Bold Text setting), and UIKit while the setting is off but the trait
    /// collection asks for it (`traitOverrides.legibilityWeight = .bold`, previews, snapshot tests).
    case requested
}

extension Typography {
    /// The attributes at `category` under `legibilityWeight`.
    ///
    /// - Parameters:
    ///   - fontMetrics: the metrics of the font the platform actually created at the resolved point size
    ///     (``FontMetrics/init(pointSize:ascender:descender:leading:capHeight:xHeight:)``), so the line heights
    ///     come from the same font the text is drawn in; `nil` uses the typography's own.
    ///   - systemFontBoldText: whether the platform makes the system font heavier by itself under Bold Text
    ///     (``SystemFontBoldText``); for the system font under Bold Text it decides ``TextAttributes/font``'s
    ///     weight.
    public func textAttributes(
        at category: ContentSizeCategory,
        legibilityWeight: LegibilityWeight = .regular,
        systemFontBoldText: SystemFontBoldText = .appliedByPlatform,
        fontMetrics: FontMetrics? = nil,
        alignment: ParagraphLayout.Alignment = .natural,
        lineBreak: ParagraphLayout.LineBreak = .byWordWrapping,
        options: ResolutionOptions = .standard
    ) -> TextAttributes {
        let resolved = resolve(at: category, legibilityWeight: legibilityWeight, metrics: fontMetrics, options: options)
        return TextAttributes(
            self, resolved: resolved, alignment: alignment, lineBreak: lineBreak,
            systemFontBoldText: systemFontBoldText)
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

/// What UIKit needs to scale a style by itself through `UIFontMetrics`: the font at Large (the standard size
/// `scaledFont(for:maximumPointSize:compatibleWith:)` scales from), the text style whose curve it follows, and
/// the largest point size the style reaches.
///
/// For the places that keep a font and re-scale it on a Text Size change only when `UIFontMetrics` vended it
/// (navigation bar title attributes, tab bar items, segmented controls, list content configurations). UIKit then
/// scales with Apple's curve for the text style: the size matches the style's own at every category only with
/// iOS's table and the table-ratio model, a style's smallest category is not kept, and there is no line height.
public struct FontMetricsScaling: Hashable, Sendable {
    /// The font to create at Large, which `UIFontMetrics` scales.
    public var font: TextAttributes.FontRequest
    /// The text style whose metrics scale the font (``Typography/effectiveTextStyle``).
    public var textStyle: TextStyle
    /// The largest point size the style reaches (its size at the largest category it scales to, after its
    /// maximum point size), for `maximumPointSize`.
    public var maximumPointSize: Double
    /// Whether the style changes size at all; a style that does not takes ``font`` as it is, unscaled.
    public var scales: Bool
}

extension Typography {
    /// The font and limits for `UIFontMetrics` to scale this style by itself (``FontMetricsScaling``), under
    /// `legibilityWeight` (``textAttributes(at:legibilityWeight:systemFontBoldText:fontMetrics:alignment:lineBreak:options:)``
    /// for `systemFontBoldText`).
    public func fontMetricsScaling(
        legibilityWeight: LegibilityWeight = .regular,
        systemFontBoldText: SystemFontBoldText = .appliedByPlatform,
        options: ResolutionOptions = .standard
    ) -> FontMetricsScaling {
        FontMetricsScaling(
            font: textAttributes(
                at: .large, legibilityWeight: legibilityWeight, systemFontBoldText: systemFontBoldText,
                options: options
            ).font,
            textStyle: effectiveTextStyle,
            maximumPointSize: resolve(at: .accessibility5, legibilityWeight: legibilityWeight, options: options)
                .pointSize,
            scales: scalesWithDynamicType(options: options))
    }
}
