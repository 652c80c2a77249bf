// Transcription of the UIKit API the runtime, the generated code and the sample apps use, from Apple's
// documentation (URL and availability on each declaration). `WATCHOS`, `TVOS` or `VISIONOS` is set when the
// check models that platform: what it lacks is declared only without the flag, so code that uses it unguarded
// fails to compile there. What a platform deprecates from the release that introduced it (visionOS 1.0's
// `traitCollectionDidChange(_:)`) counts as lacking: new code must not call it there.
// Bodies are placeholders: only the declarations are checked.

@_exported import AppleFoundation
@_exported import Foundation

// MARK: Colors

/// https://developer.apple.com/documentation/uikit/uicolor — iOS 2+, tvOS 9+, watchOS 2+, visionOS 1+
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:) — iOS 2+, tvOS (no version on the
    /// page), watchOS 2+, visionOS 1+
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:) — iOS 10+, tvOS 10+, watchOS 3+, visionOS 1+
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    #if !WATCHOS
        /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:) — iOS 13+, tvOS 13+, visionOS 1+ (not watchOS)
        public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    #endif
    #if !WATCHOS
        /// https://developer.apple.com/documentation/uikit/uicolor/label — iOS 13+, tvOS 13+, visionOS 1+, not watchOS
        /// (the label colors' pages, e.g. …/uicolor/tertiarylabel, list no watchOS; `label`'s own page was not returned)
        public class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    #endif
}

// MARK: Traits

#if !WATCHOS
    /// https://developer.apple.com/documentation/uikit/uitraitcollection — iOS 8+, tvOS 9+, visionOS 1+ (not main-actor
    /// isolated: trait collections are immutable and `Sendable`)
    open class UITraitCollection: NSObject, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory — iOS 10+, tvOS 10+, visionOS 1+
        open var preferredContentSizeCategory: UIContentSizeCategory { .large }
        /// https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight — iOS 13+, tvOS 13+, visionOS 1+
        open var legibilityWeight: UILegibilityWeight { .regular }
        /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle — iOS 12+, tvOS 10+, visionOS 1+
        open var userInterfaceStyle: UIUserInterfaceStyle { .light }
        /// https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast — iOS 13+, tvOS 13+, visionOS 1+
        open var accessibilityContrast: UIAccessibilityContrast { .normal }
    }

    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory — iOS 7+, tvOS 9+, visionOS 1+
    public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
        public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    }

    /// https://developer.apple.com/documentation/uikit/uilegibilityweight — iOS 13+, tvOS 13+, visionOS 1+
    public enum UILegibilityWeight: Int, Sendable {
        case unspecified = -1, regular = 0, bold = 1
    }

    /// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle — iOS 12+, tvOS 10+, visionOS 1+
    public enum UIUserInterfaceStyle: Int, Sendable {
        case unspecified = 0, light = 1, dark = 2
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast — iOS 13+, tvOS 13+, visionOS 1+
    public enum UIAccessibilityContrast: Int, Sendable {
        case unspecified = -1, normal = 0, high = 1
    }

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment — iOS 8+, tvOS 9+, visionOS 1+
    /// (`@MainActor protocol UITraitEnvironment : NSObjectProtocol`)
    @MainActor
    public protocol UITraitEnvironment: NSObjectProtocol {
        var traitCollection: UITraitCollection { get }
    }

    /// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15 — iOS 17+, tvOS 17+, visionOS 1+ (the Swift protocol;
    /// `name`, `identifier` and `affectsColorAppearance` have default implementations and are left out)
    public protocol UITraitDefinition {
        /// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15/value
        associatedtype Value
        /// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15/defaultvalue
        static var defaultValue: Self.Value { get }
    }
    /// https://developer.apple.com/documentation/uikit/uitrait — iOS 17+, tvOS 17+, visionOS 1+
    public typealias UITrait = any UITraitDefinition.Type
    /// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory — iOS 17+, tvOS 17+, visionOS 1+
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
        public static let defaultValue = UIContentSizeCategory.large
    }
    /// https://developer.apple.com/documentation/uikit/uitraitlegibilityweight — iOS 17+, tvOS 17+, visionOS 1+
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public struct UITraitLegibilityWeight: UITraitDefinition {
        public static let defaultValue = UILegibilityWeight.unspecified
    }

    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    extension UITraitCollection {
        /// A trait's value, for a trait of any value type. The subscript pages list the scalar overloads
        /// (https://developer.apple.com/documentation/uikit/uitraitcollection/subscript(_:)-96v58 for `Int?`);
        /// the generic form is the one
        /// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15 shows for a custom trait
        /// (`var theme: Theme { self[ThemeTrait.self] }`) and
        /// https://developer.apple.com/documentation/uikit/providing-data-to-the-view-hierarchy-with-custom-traits
        /// reads (`traitCollection[ContainedInSettingsTrait.self]`) — iOS 17+, tvOS 17+, visionOS 1+
        public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { T.defaultValue }
    }

    /// https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5 — iOS 17+, tvOS 17+, visionOS 1+ (the Swift
    /// protocol)
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public protocol UIMutableTraits {
        /// A trait's value, read and written, for a trait of any value type: the form
        /// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15 shows in its `UIMutableTraits`
        /// extension (`get { self[ThemeTrait.self] } set { self[ThemeTrait.self] = newValue }`) and
        /// https://developer.apple.com/documentation/uikit/providing-data-to-the-view-hierarchy-with-custom-traits
        /// sets (`traitOverrides[ContainedInSettingsTrait.self] = true`); the scalar overloads' pages are
        /// https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/subscript(_:)-7jap6 (`Double`)
        /// and …/subscript(_:)-5h7go (CGFloat raw values)
        subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
    }

    /// https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct — iOS 17+, tvOS 17+, visionOS 1+
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public struct UITraitOverrides: UIMutableTraits {
        public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
            get { T.defaultValue }
            set {}
        }
    }
    /// https://developer.apple.com/documentation/uikit/uitraitchangeregistration — iOS 17+, tvOS 17+, visionOS 1+
    public protocol UITraitChangeRegistration {}
    struct TraitChangeRegistration: UITraitChangeRegistration {}

    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94 — iOS 17+, tvOS 17+, visionOS 1+
    /// (the Swift protocol UIView and UIViewController adopt)
    @MainActor
    public protocol UITraitChangeObservable {
        /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler
        typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) ->
            Void
    }

    extension UITraitChangeObservable {
        /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:) — iOS 17+, tvOS 17+, visionOS 1+
        @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
        @discardableResult
        public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
            _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
        ) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    }
#endif

// MARK: Fonts

/// https://developer.apple.com/documentation/uikit/uifont — iOS 2+, tvOS 9+, watchOS 2+, visionOS 1+
open class UIFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle — iOS 7+, tvOS 9+, watchOS 2+, visionOS 1+
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }

    /// https://developer.apple.com/documentation/uikit/uifont/weight — iOS 8.2+ (its constants), tvOS 9+, watchOS 4+ (the Swift structure; the page), visionOS 1+
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/weight/ultralight (and thin, light, regular,
        /// medium, semibold, bold, heavy, black on the same page family) — iOS 8.2+, tvOS 9+, watchOS 2+, visionOS 1+
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:) — iOS 2+, tvOS 9+, watchOS 2+, visionOS 1+
    public init?(name fontName: String, size fontSize: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:) — iOS 7+, tvOS 9+, watchOS 2+, visionOS 1+
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:) — iOS 8.2+, tvOS 9+, watchOS 2+, visionOS 1+
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(descriptor: UIFontDescriptor(), size: fontSize)
    }
    /// https://developer.apple.com/documentation/uikit/uifont/fontdescriptor — iOS 7+, tvOS 9+, watchOS 2+, visionOS 1+
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }
    /// https://developer.apple.com/documentation/uikit/uifont/withsize(_:) — iOS 2+, tvOS 9+, watchOS 2+, visionOS 1+
    open func withSize(_ fontSize: CGFloat) -> UIFont { self }
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize — iOS 2+, tvOS 9+, watchOS 2+, visionOS 1+
    open var pointSize: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/ascender — iOS 2+, tvOS 9+, watchOS 2+, visionOS 1+
    open var ascender: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/descender — iOS 2+, tvOS 9+, watchOS 2+, visionOS 1+
    open var descender: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/leading — iOS 4+, tvOS 9+, watchOS 2+, visionOS 1+
    open var leading: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/capheight — iOS 2+, tvOS 9+, watchOS 2+, visionOS 1+
    open var capHeight: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/xheight — iOS 2+, tvOS 9+, watchOS 2+, visionOS 1+
    open var xHeight: CGFloat { 0 }
}

/// https://developer.apple.com/documentation/uikit/uifontdescriptor — iOS 7+, tvOS 9+, watchOS 2+, visionOS 1+
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign — iOS 13+, tvOS 13+, watchOS 5.2+, visionOS 1+
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct — iOS 7+, tvOS 9+, watchOS 2+, visionOS 1+
    public struct SymbolicTraits: OptionSet, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traitmonospace
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    public override init() {}
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/withdesign(_:) — iOS 13+, tvOS 13+, watchOS 5.2+, visionOS 1+
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { nil }
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.property — iOS 7+, tvOS 9+, watchOS 2+, visionOS 1+
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits { [] }
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/withsymbolictraits(_:) — iOS 7+, tvOS 9+, watchOS 2+, visionOS 1+
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? { nil }
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename — iOS 7+ (its constants),
    /// watchOS 4+ (the page's availability for the structure), visionOS 1+
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/addingattributes(_:) — iOS 7+, watchOS 2+, visionOS 1+
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor { self }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics — iOS 11+, tvOS 11+, watchOS 4+, visionOS 1+
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:) — iOS 11+, tvOS 11+, watchOS 4+, visionOS 1+
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    #if !WATCHOS
        /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:maximumpointsize:compatiblewith:)
        /// — iOS 11+, tvOS 11+, visionOS 1+ ("Set the size of your font to the standard Dynamic Type size … Do not
        /// specify a font that has already been scaled")
        open func scaledFont(
            for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
        ) -> UIFont { font }
    #endif
}

#if !WATCHOS
    /// https://developer.apple.com/documentation/uikit/uiaccessibility — the namespace of UIKit's accessibility
    /// settings in Swift
    public enum UIAccessibility {
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/isboldtextenabled — iOS 8+, tvOS, visionOS 1+
        /// (`@MainActor static var isBoldTextEnabled: Bool { get }`; not watchOS: `API_UNAVAILABLE(watchos)` in
        /// UIAccessibility.h)
        @MainActor public static var isBoldTextEnabled: Bool { false }
    }
#endif

// MARK: Attributed strings (declared by UIKit on iOS, tvOS, watchOS and visionOS)

/// https://developer.apple.com/documentation/uikit/nstextalignment — iOS 6+, tvOS 9+, watchOS 2+, visionOS 1+
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// https://developer.apple.com/documentation/uikit/nslinebreakmode — iOS 6+, tvOS 9+, watchOS 2+, visionOS 1+
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// https://developer.apple.com/documentation/uikit/nsparagraphstyle — iOS 6+, tvOS 9+, watchOS 2+, visionOS 1+
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/minimumlineheight
    open var minimumLineHeight: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/maximumlineheight
    open var maximumLineHeight: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/alignment
    open var alignment: NSTextAlignment { .natural }
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/linebreakmode
    open var lineBreakMode: NSLineBreakMode { .byWordWrapping }
}

/// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle — iOS 6+, tvOS 9+, watchOS 2+, visionOS 1+
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    private var values: (CGFloat, CGFloat, NSTextAlignment, NSLineBreakMode) = (0, 0, .natural, .byWordWrapping)
    open override var minimumLineHeight: CGFloat {
        get { values.0 }
        set { values.0 = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.1 }
        set { values.1 = newValue }
    }
    open override var alignment: NSTextAlignment {
        get { values.2 }
        set { values.2 = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.3 }
        set { values.3 = newValue }
    }
}

extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font — iOS 6+, tvOS 9+, watchOS 2+, visionOS 1+
    public static let font = NSAttributedString.Key("NSFont")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle — iOS 6+, tvOS 9+, watchOS 2+, visionOS 1+
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/tracking — iOS 14+, tvOS 14+, watchOS 7+,
    /// visionOS 1+ ("Specify 0 to disable tracking"; "the system treats tracking as trailing whitespace". `.kern` is
    /// left out on purpose: "The value 0 means kerning is disabled", so the runtime never writes it.)
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/baselineoffset — iOS 7+, tvOS 9+, watchOS 2+, visionOS 1+
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor — iOS 6+, tvOS 9+, watchOS 2+, visionOS 1+
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

// MARK: Views (not on watchOS)

#if !WATCHOS
    /// https://developer.apple.com/documentation/uikit/uiview — iOS 2+, tvOS 9+, visionOS 1+
    @MainActor
    open class UIView: NSObject, UITraitEnvironment, UITraitChangeObservable {
        /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
        public init(frame: CGRect) {}
        /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
        public required init?(coder: NSCoder) {}
        /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
        open var traitCollection: UITraitCollection { UITraitCollection() }
        #if !VISIONOS
            /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:) — iOS 8–17
            /// (deprecated), tvOS (deprecated 17), visionOS 1.0–1.0 (deprecated from its introduction: left out there)
            @available(
                iOS, introduced: 8.0, deprecated: 17.0,
                message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
            )
            @available(
                tvOS, introduced: 9.0, deprecated: 17.0,
                message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
            )
            open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
        #endif
        /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
        open func addSubview(_ view: UIView) {}
        /// https://developer.apple.com/documentation/uikit/uiview/isfocused — iOS 9+, tvOS 9+, visionOS 1+
        open var isFocused: Bool { false }
        /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled — iOS 2+, tvOS, visionOS 1+
        /// (true by default; `UILabel` changes the default to false)
        open var isUserInteractionEnabled: Bool = true
        /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor — iOS 2+, tvOS 9+, visionOS 1+
        open var backgroundColor: UIColor?
        #if !TVOS
            /// https://developer.apple.com/documentation/uikit/uiview/showslargecontentviewer — iOS 13+, visionOS 1+ (not tvOS)
            open var showsLargeContentViewer: Bool = false
            /// https://developer.apple.com/documentation/uikit/uiview/largecontenttitle — iOS 13+, visionOS 1+ (not tvOS)
            open var largeContentTitle: String?
        #endif
        /// https://developer.apple.com/documentation/uikit/uiview/addinteraction(_:) — iOS 11+, tvOS, visionOS 1+
        open func addInteraction(_ interaction: any UIInteraction) {}
        /// https://developer.apple.com/documentation/uikit/uiview/interactions — iOS 11+, tvOS, visionOS 1+
        open var interactions: [any UIInteraction] = []

    }

    /// https://developer.apple.com/documentation/uikit/uiinteraction — iOS 11+, tvOS 13+, visionOS 1+
    @MainActor
    public protocol UIInteraction: NSObjectProtocol {
        /// https://developer.apple.com/documentation/uikit/uiinteraction/view
        var view: UIView? { get }
        /// https://developer.apple.com/documentation/uikit/uiinteraction/willmove(to:)
        func willMove(to view: UIView?)
        /// https://developer.apple.com/documentation/uikit/uiinteraction/didmove(to:)
        func didMove(to view: UIView?)
    }

    #if !TVOS
        /// https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction — iOS 13+, visionOS 1+ (not tvOS)
        @MainActor
        open class UILargeContentViewerInteraction: NSObject, UIInteraction {
            /// https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction/init(delegate:) — iOS 13+, visionOS 1+
            public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {}
            /// https://developer.apple.com/documentation/uikit/uiinteraction/view (the protocol's requirements)
            public var view: UIView? { nil }
            public func willMove(to view: UIView?) {}
            public func didMove(to view: UIView?) {}
        }

        /// https://developer.apple.com/documentation/uikit/uilargecontentviewerinteractiondelegate — iOS 13+, visionOS 1+
        @MainActor
        public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {}
    #endif

    /// https://developer.apple.com/documentation/uikit/uilabel — iOS 2+, tvOS 9+, visionOS 1+
    @MainActor
    open class UILabel: UIView {
        /// https://developer.apple.com/documentation/uikit/uilabel/text
        open var text: String?
        /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext
        open var attributedText: NSAttributedString?
        /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
        open var textAlignment: NSTextAlignment = .natural
        /// https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
        open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
        open var numberOfLines: Int = 1
        /// https://developer.apple.com/documentation/uikit/uilabel/isuserinteractionenabled — iOS 2+, tvOS, visionOS 1+
        /// ("This class changes the default value of this property to false")
        open override var isUserInteractionEnabled: Bool {
            get { labelTakesEvents }
            set { labelTakesEvents = newValue }
        }
        private var labelTakesEvents = false
    }

    /// https://developer.apple.com/documentation/uikit/nstextcontainer — iOS 7+, tvOS 9+, visionOS 1+
    open class NSTextContainer: NSObject, @unchecked Sendable {}

    /// https://developer.apple.com/documentation/uikit/uitextview — iOS 2+, tvOS 9+, visionOS 1+
    @MainActor
    open class UITextView: UIView {
        /// https://developer.apple.com/documentation/uikit/uitextview/init(frame:textcontainer:) — iOS 7+, tvOS 9+,
        /// visionOS 1+ (the designated initializer; `init(frame:)` is UIView's, inherited as a convenience one)
        public init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame) }
        public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
        /// https://developer.apple.com/documentation/uikit/uitextview/init(coder:)
        public required init?(coder: NSCoder) { super.init(coder: coder) }
        /// https://developer.apple.com/documentation/uikit/uitextview/text
        // Implicitly unwrapped as Apple declares it.
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        open var text: String!
        /// https://developer.apple.com/documentation/uikit/uitextview/attributedtext
        // Implicitly unwrapped as Apple declares it.
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        open var attributedText: NSAttributedString!
        /// https://developer.apple.com/documentation/uikit/uitextview/font
        open var font: UIFont?
        /// https://developer.apple.com/documentation/uikit/uitextview/textalignment
        open var textAlignment: NSTextAlignment = .natural
        /// https://developer.apple.com/documentation/uikit/uitextview/typingattributes ("When the text view's selection
        /// changes, the contents of the dictionary are cleared automatically")
        open var typingAttributes: [NSAttributedString.Key: Any] = [:]
        /// https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange — iOS 3.2+, tvOS 9+, visionOS 1+
        /// (UITextInput, which UITextView adopts)
        open var selectedTextRange: UITextRange?
        /// https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:) — iOS 3.2+, tvOS 9+, visionOS 1+
        /// (UIKeyInput, which UITextView adopts)
        open func insertText(_ text: String) {}
    }

    /// https://developer.apple.com/documentation/uikit/uitextrange — iOS 3.2+, tvOS 9+, visionOS 1+
    open class UITextRange: NSObject, @unchecked Sendable {}

    /// https://developer.apple.com/documentation/uikit/uitextfield — iOS 2+, tvOS 9+, visionOS 1+
    @MainActor
    open class UITextField: UIView {
        /// https://developer.apple.com/documentation/uikit/uitextfield/text
        open var text: String?
        /// https://developer.apple.com/documentation/uikit/uitextfield/textalignment
        open var textAlignment: NSTextAlignment = .natural
        /// https://developer.apple.com/documentation/uikit/uitextfield/defaulttextattributes
        open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    }

    /// https://developer.apple.com/documentation/uikit/uibutton — iOS 2+, tvOS 9+, visionOS 1+
    @MainActor
    open class UIButton: UIView {
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct — iOS 15+, tvOS 15+, visionOS 1+
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public struct Configuration {
            /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain() — iOS 15+, tvOS 15+
            public static func plain() -> UIButton.Configuration { Configuration() }
            /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
            public var title: String?
            /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/titletextattributestransformer — iOS 15+, tvOS 15+
            public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
            /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/baseforegroundcolor — iOS 15+, tvOS 15+
            public var baseForegroundColor: UIColor?
            /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/background — iOS 15+, tvOS 15+
            public var background: UIBackgroundConfiguration = UIBackgroundConfiguration.clear()
            /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/cornerstyle-swift.property — iOS 15+, tvOS 15+
            public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
            /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/contentinsets — iOS 15+, tvOS 15+
            public var contentInsets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(
                top: 0, leading: 0, bottom: 0, trailing: 0)
            /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imagepadding — iOS 15+, tvOS 15+
            public var imagePadding: CGFloat = 0

            /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/cornerstyle-swift.enum — iOS 15+, tvOS 15+
            public enum CornerStyle {
                case fixed, dynamic, small, medium, large, capsule
            }
        }

        /// https://developer.apple.com/documentation/uikit/uibutton/configurationupdatehandler-swift.typealias — iOS 15+, tvOS 15+, visionOS 1+
        public typealias ConfigurationUpdateHandler = (UIButton) -> Void
        /// https://developer.apple.com/documentation/uikit/uibutton/configurationupdatehandler-swift.property — iOS 15+, tvOS 15+, visionOS 1+
        /// (an Objective-C property, so a subclass may override it; UIButton.h: "This block is called after
        /// -updateConfiguration")
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?
        /// https://developer.apple.com/documentation/uikit/uibutton/setneedsupdateconfiguration() — iOS 15+, tvOS 15+, visionOS 1+
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public func setNeedsUpdateConfiguration() {}
        /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled — iOS 2+, tvOS 9+, visionOS 1+ (UIControl, UIButton's superclass)
        open var isEnabled: Bool = true
        /// https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted — iOS 2+, tvOS 9+, visionOS 1+ (UIControl)
        open var isHighlighted: Bool = false
        /// https://developer.apple.com/documentation/uikit/uicontrol/isselected — iOS 2+, tvOS 9+, visionOS 1+ (UIControl)
        open var isSelected: Bool = false

        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property — iOS 15+, tvOS 15+, visionOS 1+
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public var configuration: UIButton.Configuration? {
            get { nil }
            set {}
        }

        /// https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:) — iOS 15+,
        /// tvOS 15+, visionOS 1+ (`primaryAction: UIAction? = nil` left out: nothing here passes one). For the
        /// Components article's snippet.
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public convenience init(configuration: UIButton.Configuration) { self.init(frame: .zero) }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationbar — iOS 2+, tvOS 9+, visionOS 1+. For the
    /// Runtime article's snippet (a bar's title in `scaledUIFont()`).
    @MainActor
    open class UINavigationBar: UIView {
        /// https://developer.apple.com/documentation/uikit/uinavigationbar/titletextattributes
        open var titleTextAttributes: [NSAttributedString.Key: Any]?
    }

    /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct — iOS 14+, tvOS 14+, visionOS 1+
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    public struct UIBackgroundConfiguration {
        /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/clear() — iOS 14+, tvOS 14+
        public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
        /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundcolor — iOS 14+, tvOS 14+
        public var backgroundColor: UIColor?
        /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/cornerradius — iOS 14+, tvOS 14+
        public var cornerRadius: CGFloat = 0
        /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokecolor — iOS 14+, tvOS 14+
        public var strokeColor: UIColor?
        /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokewidth — iOS 14+, tvOS 14+
        public var strokeWidth: CGFloat = 0
    }

    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets — iOS 11+, tvOS 11+, visionOS 1+
    public struct NSDirectionalEdgeInsets: Sendable {
        /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
    }

    /// https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer-swift.struct — iOS 15+, tvOS 15+, visionOS 1+
    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    public struct UIConfigurationTextAttributesTransformer {
        /// https://developer.apple.com/documentation/uikit/uiconfigurationtextattributestransformer-swift.struct/init(_:)
        public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {}
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller — iOS 2+, tvOS 9+, visionOS 1+ (samples only)
    @MainActor
    open class UIViewController: NSObject, UITraitEnvironment, UITraitChangeObservable {
        public override init() {}
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
        // Implicitly unwrapped as Apple declares it.
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        open var view: UIView! { UIView(frame: .zero) }
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
        open func viewDidLoad() {}
        /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
        open var traitCollection: UITraitCollection { UITraitCollection() }
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc — iOS 17+, tvOS 17+,
        /// visionOS 1+ (`@MainActor @preconcurrency var traitOverrides: UITraitOverrides { get set }`)
        @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
        public var traitOverrides: UITraitOverrides {
            get { UITraitOverrides() }
            set {}
        }
    }
#endif
