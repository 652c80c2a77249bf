// Transcription of the AppKit API the runtime uses on macOS: dynamic colors that follow the drawing
// appearance (light, dark and their Increase Contrast forms).

@_exported import AppleFoundation
@_exported import Foundation

/// https://developer.apple.com/documentation/appkit/nscolor — macOS 10.0+
open class NSColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolor/name-swift.typealias — macOS 10.13+
    public typealias Name = String
    /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)-9oz51 — macOS 10.7+
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/appkit/nscolor/init(displayp3red:green:blue:alpha:) — macOS 10.12+
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/appkit/nscolor/init(name:dynamicprovider:) — macOS 10.15+
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {}
}

/// https://developer.apple.com/documentation/appkit/nsappearance — macOS 10.9+
open class NSAppearance: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct — macOS 10.9+
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua — macOS 10.9+
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua — macOS 10.14+
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastaqua — macOS 10.14+
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityAqua")
        /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastdarkaqua — macOS 10.14+
        public static let accessibilityHighContrastDarkAqua = Name(
            rawValue: "NSAppearanceNameAccessibilityGraphiteDarkAqua")
    }

    /// https://developer.apple.com/documentation/appkit/nsappearance/bestmatch(from:) — macOS 10.14+
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }
}

// MARK: Fonts (text helpers)

/// https://developer.apple.com/documentation/appkit/nsfont — macOS 10.0+
open class NSFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsfont/weight — macOS 10.11+ (its constants)
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/ultralight (thin, light, regular, medium,
        /// semibold, bold, heavy, black on the same page family) — macOS 10.11+
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

    /// https://developer.apple.com/documentation/appkit/nsfont/init(name:size:) — macOS 10.0+
    public init?(name fontName: String, size fontSize: CGFloat) {}
    /// https://developer.apple.com/documentation/appkit/nsfont/init(descriptor:size:) — macOS 10.3+
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {}
    /// https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:weight:) — macOS 10.11+
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont(placeholder: ()) }
    /// Placeholder for the body above (not Apple's).
    init(placeholder: ()) {}
    /// https://developer.apple.com/documentation/appkit/nsfont/fontdescriptor — macOS 10.3+
    open var fontDescriptor: NSFontDescriptor { NSFontDescriptor() }
    /// https://developer.apple.com/documentation/appkit/nsfont/pointsize — macOS 10.0+
    open var pointSize: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nsfont/ascender — macOS 10.0+
    open var ascender: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nsfont/descender — macOS 10.0+
    open var descender: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nsfont/leading — macOS 10.4+
    open var leading: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nsfont/capheight — macOS 10.0+
    open var capHeight: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nsfont/xheight — macOS 10.0+
    open var xHeight: CGFloat { 0 }
}

/// https://developer.apple.com/documentation/appkit/nsfontdescriptor — macOS 10.3+
open class NSFontDescriptor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign — macOS 10.15+
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct — macOS 10.3+
    public struct SymbolicTraits: OptionSet, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/italic
        public static let italic = SymbolicTraits(rawValue: 1 << 0)
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/bold
        public static let bold = SymbolicTraits(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/monospace
        public static let monoSpace = SymbolicTraits(rawValue: 1 << 10)
    }
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename — macOS 10.3+
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public override init() {}
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/withdesign(_:) — macOS 10.15+
    /// (`func withDesign(_ design: NSFontDescriptor.SystemDesign) -> Self?`)
    open func withDesign(_ design: NSFontDescriptor.SystemDesign) -> Self? { nil }
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.property — macOS 10.3+
    open var symbolicTraits: NSFontDescriptor.SymbolicTraits { [] }
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/withsymbolictraits(_:) — macOS 10.3+
    open func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor { self }
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/addingattributes(_:) — macOS 10.3+
    open func addingAttributes(_ attributes: [NSFontDescriptor.AttributeName: Any]) -> NSFontDescriptor { self }
}

// MARK: Attributed strings (declared by AppKit on macOS)

/// https://developer.apple.com/documentation/appkit/nstextalignment — macOS 10.0+ (raw values are placeholders: only the
/// case names are checked)
public enum NSTextAlignment: Int, Sendable {
    case left = 0, right = 1, center = 2, justified = 3, natural = 4
}

/// https://developer.apple.com/documentation/appkit/nslinebreakmode — macOS 10.0+
public enum NSLineBreakMode: UInt, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// https://developer.apple.com/documentation/appkit/nsparagraphstyle — macOS 10.0+
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    open var minimumLineHeight: CGFloat { 0 }
    open var maximumLineHeight: CGFloat { 0 }
    open var alignment: NSTextAlignment { .natural }
    open var lineBreakMode: NSLineBreakMode { .byWordWrapping }
}

/// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle — macOS 10.0+
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    private var values: (CGFloat, CGFloat, NSTextAlignment, NSLineBreakMode) = (0, 0, .natural, .byWordWrapping)
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/minimumlineheight
    open override var minimumLineHeight: CGFloat {
        get { values.0 }
        set { values.0 = newValue }
    }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/maximumlineheight
    open override var maximumLineHeight: CGFloat {
        get { values.1 }
        set { values.1 = newValue }
    }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/alignment
    open override var alignment: NSTextAlignment {
        get { values.2 }
        set { values.2 = newValue }
    }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/linebreakmode
    open override var lineBreakMode: NSLineBreakMode {
        get { values.3 }
        set { values.3 = newValue }
    }
}

extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font — macOS 10.0+
    public static let font = NSAttributedString.Key("NSFont")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle — macOS 10.0+
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/tracking — macOS 11+ ("Specify 0 to
    /// disable tracking"; `.kern` is left out on purpose: "The value 0 means kerning is disabled")
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/baselineoffset — macOS 10.0+
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor — macOS 10.0+
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

// MARK: Views (text helpers)

/// https://developer.apple.com/documentation/appkit/nsview — macOS 10.0+
@MainActor
open class NSView: NSObject {
    /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    public init(frame frameRect: CGRect) {}
}

/// https://developer.apple.com/documentation/appkit/nscontrol — macOS 10.0+
@MainActor
open class NSControl: NSView {
    /// https://developer.apple.com/documentation/appkit/nscontrol/stringvalue — `var stringValue: String { get set }`
    open var stringValue: String = ""
    /// https://developer.apple.com/documentation/appkit/nscontrol/attributedstringvalue —
    /// `@NSCopying var attributedStringValue: NSAttributedString { get set }`
    open var attributedStringValue = NSAttributedString(string: "")
    /// https://developer.apple.com/documentation/appkit/nscontrol/font — `var font: NSFont? { get set }`
    open var font: NSFont?
    /// https://developer.apple.com/documentation/appkit/nscontrol/alignment — `var alignment: NSTextAlignment`
    open var alignment: NSTextAlignment = .natural
    /// https://developer.apple.com/documentation/appkit/nscontrol/linebreakmode — macOS 10.10+
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
}

/// https://developer.apple.com/documentation/appkit/nstextfield — macOS 10.0+
@MainActor
open class NSTextField: NSControl {
    /// https://developer.apple.com/documentation/appkit/nstextfield/iseditable — `var isEditable: Bool { get set }`
    open var isEditable: Bool = true
    /// https://developer.apple.com/documentation/appkit/nstextfield/maximumnumberoflines — macOS 10.11+
    open var maximumNumberOfLines: Int = 0
}

/// https://developer.apple.com/documentation/appkit/nstext — macOS 10.0+ (NSTextView's superclass)
@MainActor
open class NSText: NSView {
    /// https://developer.apple.com/documentation/appkit/nstext/string — `var string: String { get set }`
    open var string: String = ""
    /// https://developer.apple.com/documentation/appkit/nstext/font
    open var font: NSFont?
    /// https://developer.apple.com/documentation/appkit/nstext/alignment
    open var alignment: NSTextAlignment = .natural
}

/// https://developer.apple.com/documentation/appkit/nstextview — macOS 10.0+
@MainActor
open class NSTextView: NSText {
    /// https://developer.apple.com/documentation/appkit/nstextview/typingattributes —
    /// `var typingAttributes: [NSAttributedString.Key : Any] { get set }`
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// https://developer.apple.com/documentation/appkit/nstextview/textstorage —
    /// `unowned(unsafe) var textStorage: NSTextStorage? { get }` (the page gives no version)
    open var textStorage: NSTextStorage? { nil }
    /// https://developer.apple.com/documentation/appkit/nstextview/defaultparagraphstyle — macOS 10.0+
    /// (`@NSCopying var defaultParagraphStyle: NSParagraphStyle? { get set }`)
    open var defaultParagraphStyle: NSParagraphStyle?
    /// https://developer.apple.com/documentation/appkit/nstextview/setselectedranges(_:affinity:stillselecting:) —
    /// macOS 10.4+ (resets the typing attributes: "Typing attributes are reset automatically whenever the
    /// selection changes", …/nstextview/typingattributes)
    open func setSelectedRanges(
        _ ranges: [NSValue], affinity: NSSelectionAffinity, stillSelecting stillSelectingFlag: Bool
    ) {}
    /// https://developer.apple.com/documentation/appkit/nstextview/inserttext(_:replacementrange:) — macOS 10.5+
    open func insertText(_ string: Any, replacementRange: NSRange) {}
}

/// https://developer.apple.com/documentation/appkit/nsselectionaffinity — macOS 10.0+
public enum NSSelectionAffinity: UInt, Sendable {
    case upstream = 0, downstream = 1
}

/// https://developer.apple.com/documentation/appkit/nstextstorage — macOS 10.0+ (an NSMutableAttributedString)
open class NSTextStorage: NSMutableAttributedString {}
