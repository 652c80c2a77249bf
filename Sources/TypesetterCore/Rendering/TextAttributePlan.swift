/// The kinds of view the runtime draws text in. Each lays text out its own way, so each takes its own set of
/// attributes (``TextAttributePlan``).
public enum TextViewKind: String, CaseIterable, Hashable, Sendable {
    /// SwiftUI `Text` under `typography(_:)`, and `AttributedString` runs for it: the font and tracking; the line
    /// height is the modifier's (exact on the 26 releases, spacing and padding before).
    case swiftUIText
    /// `UILabel` (``TypographyLabel``, `applyComponentStyle`): paragraphs the label draws itself.
    case uiLabel
    /// `UITextView` and `NSTextView`: paragraphs TextKit lays out, edited by the user.
    case textView
    /// A non-editable `NSTextField` of more than one line (a wrapping label): paragraphs its cell lays out with
    /// TextKit.
    case appKitLabel
    /// `UITextField`, and an editable or one-line `NSTextField`: one line the control places itself.
    case textField
    /// A `UIButton` configuration's title: one line the button places itself.
    case buttonTitle

    /// The kind of an AppKit `NSTextField`: one line the field places itself (``textField``) when it is editable or
    /// shows one line, else a wrapping label (``appKitLabel``). An editable field keeps its caret and placeholder
    /// aligned only without paragraph line heights, like `UITextField`.
    public static func appKitTextField(isEditable: Bool, maximumNumberOfLines: Int) -> TextViewKind {
        isEditable || maximumNumberOfLines == 1 ? .textField : .appKitLabel
    }

    /// Whether the kind lays out paragraphs that a paragraph style's line heights apply to. A one-line control
    /// takes the font and tracking only: a paragraph line height or a baseline offset would move the glyphs but
    /// not the caret, the placeholder or the control's own vertical centring.
    public var laysOutParagraphs: Bool {
        switch self {
        case .uiLabel, .textView, .appKitLabel: true
        case .swiftUIText, .textField, .buttonTitle: false
        }
    }

    /// How the kind centres glyphs in a line box taller than the font's own line (``BaselineRule``).
    public var baselineRule: BaselineRule {
        switch self {
        case .uiLabel: .quarterOfExtraLeading
        case .textView, .appKitLabel: .halfOfExtraLeading
        case .swiftUIText, .textField, .buttonTitle: .none
        }
    }
}

/// How a view kind centres the glyphs of a line laid out taller than the font's own line height, with
/// `NSParagraphStyle.minimumLineHeight = maximumLineHeight` (which puts the extra space above the glyphs,
/// `Documentation/Reference/dynamic-type.md` §6).
public enum BaselineRule: Hashable, Sendable {
    /// No baseline offset: the kind takes no paragraph line height (one-line controls), or places lines itself
    /// (SwiftUI).
    case none
    /// Half the extra leading, in points: Apple's `NSAttributedString.Key.baselineOffset` is "the character's
    /// offset from the baseline, in points" (https://developer.apple.com/documentation/foundation/nsattributedstring/key/baselineoffset),
    /// and raising the glyphs by half the space above them centres them. TextKit's text views and AppKit's
    /// labels.
    case halfOfExtraLeading
    /// A quarter of the extra leading: `UILabel` moves its text by twice the offset it is given ("Changing
    /// baselineOffset moves text twice the distance expected", Apple Developer Forums thread 124799; the same
    /// finding in `Documentation/Reference/dynamic-type.md` §6), so a quarter centres the glyphs there.
    case quarterOfExtraLeading

    /// The offset for a line `lineHeight` tall drawn in a font whose own line is `naturalLineHeight`; `nil` for
    /// ``none``. Negative for a line tighter than the font (kept only under
    /// ``TightLineHeightPolicy/keepDesignLineHeight``).
    public func offset(lineHeight: Double, naturalLineHeight: Double) -> Double? {
        let extra = lineHeight - naturalLineHeight
        switch self {
        case .none: return nil
        case .halfOfExtraLeading: return extra / 2
        case .quarterOfExtraLeading: return extra / 4
        }
    }
}

/// The attributes one kind of view takes for a style at one content size category, legibility weight and theme:
/// what UIKit, AppKit and SwiftUI adapters apply, decided here so that every rule is tested on Linux.
///
/// - The font: ``TextAttributes/font``.
/// - A paragraph style with the line heights, the view's alignment and word wrapping, for the kinds that lay out
///   paragraphs (``TextViewKind/laysOutParagraphs``); never a truncating mode (``ParagraphLayout/LineBreak/inParagraphStyle``).
/// - The kind's baseline offset (``TextViewKind/baselineRule``).
/// - The token's letter spacing as tracking (`NSAttributedString.Key.tracking`, iOS 14 and macOS 11; SwiftUI's
///   `tracking(_:)`). Never `.kern`: Apple's `NSAttributedString.Key.kern` page says "The value 0 means kerning is
///   disabled", and CoreText's `kCTKernAttributeName` "If this attribute is set to 0.0, no kerning is done at
///   all": writing it would switch the font's own pair kerning off. Tracking's 0 is its default, "no tracking"
///   (`kCTTrackingAttributeName`), and leaves the pair kerning on.
public struct TextAttributePlan: Sendable {
    /// One attribute a plan writes, by its `NSAttributedString.Key`.
    public enum Role: String, CaseIterable, Hashable, Sendable {
        case font, paragraphStyle, baselineOffset, tracking
    }

    public let kind: TextViewKind
    /// The style the plan draws (already in its theme).
    public let typography: Typography
    public let values: TextAttributes
    /// The paragraph style, for the kinds that lay out paragraphs.
    public let paragraph: ParagraphLayout?
    /// The baseline offset in points, for the kinds that take one.
    public let baselineOffset: Double?
    /// The letter spacing in points, written as tracking.
    public let tracking: Double
    private let category: ContentSizeCategory
    private let legibilityWeight: LegibilityWeight
    private let systemFontBoldText: SystemFontBoldText
    private let options: ResolutionOptions

    /// The plan for drawing `typography` in `kind` of view, at `category` and `legibilityWeight`, with the
    /// view's `alignment` and line-break mode; `fontMetrics` are those of the font the platform created (the
    /// line heights then cannot disagree with it), `nil` for the typography's own.
    public init(
        _ typography: Typography, kind: TextViewKind, at category: ContentSizeCategory,
        legibilityWeight: LegibilityWeight = .regular, systemFontBoldText: SystemFontBoldText = .appliedByPlatform,
        fontMetrics: FontMetrics? = nil, alignment: ParagraphLayout.Alignment = .natural,
        lineBreak: ParagraphLayout.LineBreak = .byWordWrapping, options: ResolutionOptions = .standard
    ) {
        let values = typography.textAttributes(
            at: category, legibilityWeight: legibilityWeight, systemFontBoldText: systemFontBoldText,
            fontMetrics: fontMetrics, alignment: alignment, lineBreak: lineBreak, options: options)
        self.kind = kind
        self.typography = typography
        self.values = values
        self.paragraph = kind.laysOutParagraphs ? values.paragraph : nil
        self.baselineOffset = kind.baselineRule.offset(
            lineHeight: values.resolved.lineHeight, naturalLineHeight: values.resolved.naturalLineHeight)
        self.tracking = values.tracking
        self.category = category
        self.legibilityWeight = legibilityWeight
        self.systemFontBoldText = systemFontBoldText
        self.options = options
    }

    /// The font to create.
    public var font: TextAttributes.FontRequest { values.font }

    /// The attributes the plan writes, in the order adapters set them.
    public var roles: [Role] {
        var roles: [Role] = [.font]
        if paragraph != nil { roles.append(.paragraphStyle) }
        if baselineOffset != nil { roles.append(.baselineOffset) }
        roles.append(.tracking)
        return roles
    }

    /// The font for a run of rich text inside text drawn in this plan, from the traits the run had before the
    /// style (``RunTraits``): a bold, italic or monospaced run stays so at the style's size, in the style's
    /// family (its bold or italic face; the system font's monospaced design), so restyling on a Text Size change
    /// never flattens it. A monospaced run inside a custom family keeps its own face at the style's size.
    public func font(for traits: RunTraits) -> RunFont {
        if traits.isEmpty { return .request(font) }
        if traits.contains(.monospaced), case .custom = typography.font { return .ownFace(pointSize: font.pointSize) }
        let run = typography.applying(traits)
        let request = run.textAttributes(
            at: category, legibilityWeight: legibilityWeight, systemFontBoldText: systemFontBoldText, options: options
        ).font
        return .request(request)
    }
}

/// The traits a run of rich text had before a style was applied to it (the app's bold, italic or code runs), which
/// restyling keeps (``TextAttributePlan/font(for:)``).
public struct RunTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let bold = RunTraits(rawValue: 1 << 0)
    public static let italic = RunTraits(rawValue: 1 << 1)
    public static let monospaced = RunTraits(rawValue: 1 << 2)

    /// The traits of a run drawn in a font with these symbolic traits, relative to the style drawing it: a run is
    /// bold only when its font is bold and the style's is not (text set in a semibold headline's own font is not
    /// a bold run).
    public init(fontIsBold: Bool, fontIsItalic: Bool, fontIsMonospaced: Bool, styleWeight: FontWeight) {
        var traits: RunTraits = []
        if fontIsBold, styleWeight < .semibold { traits.insert(.bold) }
        if fontIsItalic { traits.insert(.italic) }
        if fontIsMonospaced { traits.insert(.monospaced) }
        self = traits
    }
}

/// What a run of rich text is drawn in (``TextAttributePlan/font(for:)``).
public enum RunFont: Hashable, Sendable {
    /// The font a request names.
    case request(TextAttributes.FontRequest)
    /// The run's own face, at this point size.
    case ownFace(pointSize: Double)
}

/// What the runtime records on each run it styles (under one attribute key), so that applying a style again —
/// on a Text Size, Bold Text or theme change — reads the run as the app wrote it, not as the previous style drew
/// it: the run's own traits, and whether its foreground color is the style's (a component's) or the app's.
public struct RunMark: Hashable, Sendable {
    public var traits: RunTraits
    /// Whether the run's foreground color was set by a component style, so that a new style may replace it; an
    /// app's own run color (a link, a highlight) is never replaced.
    public var foregroundIsStyle: Bool

    public init(traits: RunTraits, foregroundIsStyle: Bool = false) {
        self.traits = traits
        self.foregroundIsStyle = foregroundIsStyle
    }

    /// The number stored on the run.
    public var rawValue: Int { traits.rawValue | (foregroundIsStyle ? 1 << 8 : 0) }

    public init(rawValue: Int) {
        self.traits = RunTraits(rawValue: rawValue & 0xFF)
        self.foregroundIsStyle = rawValue & (1 << 8) != 0
    }

    /// Whether a component's foreground color goes on a run that has `hasForeground` color of its own: on a run
    /// without one, or whose color a style set; never over the app's own run color.
    public func takesStyleForeground(hasForeground: Bool) -> Bool {
        !hasForeground || foregroundIsStyle
    }
}

extension Typography {
    /// This style as a run with `traits` draws it: bold at least bold, italic, and the system font's monospaced
    /// design for a monospaced run (a custom family has no monospaced design: ``TextAttributePlan/font(for:)``).
    public func applying(_ traits: RunTraits) -> Typography {
        var run = self
        if traits.contains(.bold) { run.weight = max(weight, .bold) }
        if traits.contains(.italic) { run.isItalic = true }
        if traits.contains(.monospaced), case .system = font { run.font = .system(design: .monospaced) }
        return run
    }
}

extension Platform {
    /// Whether the platform has a Large Content Viewer (`UILargeContentViewerInteraction`, SwiftUI's
    /// `accessibilityShowsLargeContentViewer()`): iOS, iPadOS and visionOS. tvOS, watchOS and macOS have none, so
    /// the runtime attaches none there.
    public var offersLargeContentViewer: Bool {
        switch self {
        case .iOS, .visionOS: true
        case .macOS, .tvOS, .watchOS: false
        }
    }
}

/// Where the Large Content Viewer is offered for text that does not grow with Dynamic Type.
public struct LargeContentViewerRule: Hashable, Sendable {
    /// Whether the view offers the viewer: a style that does not change size with Dynamic Type, on a platform
    /// that has the viewer.
    public let shows: Bool
    /// Whether a label, which ignores touches by default, takes them for the viewer's long press: only at the
    /// accessibility sizes, where the system shows the viewer (Apple's HIG, Accessibility: the viewer is for
    /// people who use the larger accessibility text sizes); at the other sizes the label keeps letting touches
    /// through to the control around it.
    public let labelTakesTouches: Bool

    public init(
        _ typography: Typography, at category: ContentSizeCategory, platform: Platform, options: ResolutionOptions
    ) {
        shows = platform.offersLargeContentViewer && !typography.scalesWithDynamicType(options: options)
        labelTakesTouches = shows && category.isAccessibilityCategory
    }
}
