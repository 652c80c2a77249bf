/// Whether the user asked for heavier strokes (the Bold Text accessibility setting): SwiftUI's
/// `LegibilityWeight`, UIKit's `UITraitCollection.legibilityWeight`.
public enum LegibilityWeight: String, CaseIterable, Hashable, Sendable, Codable {
    case regular, bold
}

/// What to do when the design's line height is smaller than the font's natural line height.
///
/// The spacing-and-padding recipe SwiftUI needs before iOS 26 cannot draw such a line (negative
/// `lineSpacing` acts as 0), and UIKit clips ascenders when the paragraph line height is smaller than the
/// font's. Either way the result is reported: ``ResolvedTypography/Flags/lineHeightTighterThanFont``.
public enum TightLineHeightPolicy: String, CaseIterable, Hashable, Sendable, Codable {
    /// Lay out at the font's natural line height: nothing overlaps or clips; the design's number is not met.
    case useFontLineHeight
    /// Keep the design's line height: UIKit and iOS 26 draw lines closer than the font's natural height
    /// (tall glyphs may touch or clip); before iOS 26 SwiftUI gets a negative vertical padding, which
    /// tightens a single line's frame but cannot bring wrapped lines closer.
    case keepDesignLineHeight
}

/// Options that hold for a whole resolution: the scaling model, the table, the tight-line policy and a
/// maximum scale.
public struct ResolutionOptions: Sendable {
    public var model: ScalingModel
    public var table: DynamicTypeTable
    public var tightLineHeight: TightLineHeightPolicy
    /// The most a style may grow over its size at Large, for one view whose frame cannot take more (a tab bar
    /// label at 1.5): the point size stops at `size × maximumScaleFactor`, with the line height and letter
    /// spacing in proportion, and the style's own maximum point size still holds. Smaller sizes are not
    /// affected. `nil` (the default), a non-finite or a non-positive value set no limit.
    public var maximumScaleFactor: Double?

    public init(
        model: ScalingModel = .tableRatio, table: DynamicTypeTable = .iOS,
        tightLineHeight: TightLineHeightPolicy = .useFontLineHeight, maximumScaleFactor: Double? = nil
    ) {
        self.model = model
        self.table = table
        self.tightLineHeight = tightLineHeight
        self.maximumScaleFactor = maximumScaleFactor
    }

    /// iOS's table, the table-ratio model, and lines never tighter than the font's.
    public static let standard = ResolutionOptions()
}

/// A ``Typography`` resolved at one content size category and legibility weight: the numbers SwiftUI and
/// UIKit take, each computed once in tested code.
public struct ResolvedTypography: Hashable, Sendable {
    /// The category asked for, and the one used after the style's category range clamped it.
    public var category: ContentSizeCategory
    public var effectiveCategory: ContentSizeCategory
    /// The text style the size scaled with.
    public var textStyle: TextStyle
    /// The point size to create the font at.
    public var pointSize: Double
    /// `pointSize / size at Large`: what dependent values (paddings, icon sizes) multiply by.
    public var scaleFactor: Double
    /// The weight the text is drawn at (after Bold Text).
    public var weight: FontWeight
    /// The weight to ask the font API for. It differs from ``weight`` only for the system font under Bold
    /// Text, which SwiftUI (and UIKit while the setting is on) makes heavier by itself: asking for the heavier
    /// weight too would apply it twice. Where the platform does not, ``TextAttributes/FontRequest`` asks for
    /// ``weight`` (``SystemFontBoldText``).
    public var requestedWeight: FontWeight
    public var isItalic: Bool
    /// The PostScript name of the custom face to draw with, for `UIFont(name:size:)` and
    /// `Font.custom(_:fixedSize:)`; `nil` for the system font.
    public var postScriptName: String?
    /// The axis values to draw the face at, for a face drawn from a variable font between its named
    /// instances (see ``FontFamily/Face/variation``); `nil` otherwise.
    public var variation: FontVariation?
    /// Where the face is drawn in its variable font's design space, by axis tag: a named instance's own
    /// coordinates, with ``variation``'s values over them; empty for static faces and the system font.
    /// Optical size is not in it unless the style pins one (see ``measuringAxisValues``).
    public var axisValues: [String: Double]
    /// The metrics the line math used.
    public var metrics: FontMetrics
    /// The font's own line height at ``pointSize`` (`UIFont.lineHeight`).
    public var naturalLineHeight: Double
    /// The line height the design asks for at this category.
    public var requestedLineHeight: Double
    /// The line height laid out: ``requestedLineHeight`` unless the tight-line policy raised it.
    public var lineHeight: Double
    /// SwiftUI `.lineSpacing`: `lineHeight − naturalLineHeight`, never negative.
    public var lineSpacing: Double
    /// SwiftUI vertical padding on each side (the half-leading model): `(lineHeight − naturalLineHeight) / 2`.
    /// Negative only under ``TightLineHeightPolicy/keepDesignLineHeight``.
    public var verticalPadding: Double
    /// UIKit `NSParagraphStyle.minimumLineHeight` and `maximumLineHeight`.
    public var minimumLineHeight: Double
    public var maximumLineHeight: Double
    /// UIKit `NSAttributedString.Key.baselineOffset` that centres the glyphs in the line box:
    /// `(lineHeight − naturalLineHeight) / 4` (a fixed paragraph line height puts the glyphs at the bottom,
    /// and UIKit moves text up by twice the offset; `Documentation/Reference/dynamic-type.md` §6).
    public var baselineOffset: Double
    /// The token's letter spacing in points at ``pointSize``: tracking, space added after every character (CSS and
    /// DTCG `letter-spacing`), which the runtime writes as `NSAttributedString.Key.tracking` and SwiftUI's
    /// `tracking(_:)`, never as kerning (``TextAttributePlan``).
    public var tracking: Double
    /// The letter spacing under its former name.
    @available(*, deprecated, renamed: "tracking")
    public var kerning: Double { tracking }
    /// What a check should look at.
    public var flags: Flags

    /// The axis values to measure the face at (advance widths, metrics): ``axisValues`` with `opsz` at
    /// ``pointSize`` unless the style pins it, which is what CoreText draws by default for a font with an
    /// optical size axis. Readers clamp the value to the axis and ignore axes a face does not have.
    public var measuringAxisValues: [String: Double] {
        var values = axisValues
        if values["opsz"] == nil, postScriptName != nil { values["opsz"] = pointSize }
        return values
    }

    /// Conditions found while resolving, for checks to report.
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The design's line height is below the font's natural line height.
        public static let lineHeightTighterThanFont = Flags(rawValue: 1 << 0)
        /// The family has no face of the exact weight; the nearest by CSS matching is used.
        public static let faceWeightSubstituted = Flags(rawValue: 1 << 1)
        /// An italic was asked for and the family has none (or upright asked, only italics exist).
        public static let faceStyleSubstituted = Flags(rawValue: 1 << 2)
        /// Bold Text names a face the family does not have; weight matching was used instead.
        public static let boldTextFaceMissing = Flags(rawValue: 1 << 3)
        /// No metrics were known for the custom face or family: the system font's were assumed.
        public static let metricsAssumed = Flags(rawValue: 1 << 4)
        /// A custom family with no faces at all: nothing can be drawn in it.
        public static let noFace = Flags(rawValue: 1 << 5)
        /// The maximum point size (or the options' maximum scale factor) limited the size at this category.
        public static let clampedToMaximumPointSize = Flags(rawValue: 1 << 6)
    }
}
