// Transcription of the CoreText API the runtime uses: font registration and PostScript-name lookup, fonts of a
// variable font at axis values (font descriptors with a variation attribute), and the line height Foundation's
// AttributedString gets from CoreText (used by SwiftUI's `lineHeight(_:)`).

@_exported import AppleFoundation
import Foundation

/// https://developer.apple.com/documentation/coretext/ctfont — iOS 3.2+, macOS 10.5+, tvOS 9+, watchOS 2+, visionOS 1+
public final class CTFont {}

/// https://developer.apple.com/documentation/coretext/ctfontmanagerscope — all platforms (the page gives no versions)
public enum CTFontManagerScope: UInt32 {
    /// https://developer.apple.com/documentation/coretext/ctfontmanagerscope/none — all platforms
    case none = 0
    /// https://developer.apple.com/documentation/coretext/ctfontmanagerscope/process — all platforms
    case process = 1
    /// https://developer.apple.com/documentation/coretext/ctfontmanagerscope/persistent — iOS 13+, macOS 10.6+, tvOS 13+,
    /// watchOS 6+, visionOS 1+
    case persistent = 2
    #if MACOS
        /// https://developer.apple.com/documentation/coretext/ctfontmanagerscope/session — macOS 10.6+ only
        case session = 3
    #endif
}

/// https://developer.apple.com/documentation/coretext/ctfontmanagerregisterfontsforurl(_:_:_:) — iOS 4.1+,
/// macOS 10.6+, tvOS 9+, watchOS 2+, visionOS 1+
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { false }

/// https://developer.apple.com/documentation/coretext/ctfontcreatewithname(_:_:_:) — iOS 3.2+, macOS 10.5+,
/// tvOS 9+, watchOS 2+, visionOS 1+
public func CTFontCreateWithName(
    _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont { CTFont() }

/// https://developer.apple.com/documentation/coretext/ctfontcopypostscriptname(_:) — iOS 3.2+, macOS 10.5+,
/// tvOS 9+, watchOS 2+, visionOS 1+
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { "" }

/// https://developer.apple.com/documentation/coretext/ctfontdescriptor — iOS 3.2+, macOS 10.5+, tvOS 9+, watchOS 2+, visionOS 1+
public final class CTFontDescriptor {}

/// https://developer.apple.com/documentation/coretext/kctfontnameattribute — iOS 3.2+, macOS 10.5+, tvOS 9+,
/// watchOS 2+, visionOS 1+
public let kCTFontNameAttribute: CFString = "NSFontNameAttribute"

/// https://developer.apple.com/documentation/coretext/kctfontvariationattribute — iOS 3.2+, macOS 10.5+,
/// tvOS 9+, watchOS 2+, visionOS 1+ (the value is a dictionary: axis identifier → value)
public let kCTFontVariationAttribute: CFString = "NSCTFontVariationAttribute"

/// https://developer.apple.com/documentation/coretext/ctfontdescriptorcreatewithattributes(_:) — iOS 3.2+,
/// macOS 10.5+, tvOS 9+, watchOS 2+, visionOS 1+
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor { CTFontDescriptor() }

/// https://developer.apple.com/documentation/coretext/ctfontcreatewithfontdescriptor(_:_:_:) — iOS 3.2+,
/// macOS 10.5+, tvOS 9+, watchOS 2+, visionOS 1+
public func CTFontCreateWithFontDescriptor(
    _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont { CTFont() }

extension AttributedString {
    /// https://developer.apple.com/documentation/foundation/attributedstring/lineheight — iOS 26+, macOS 26+,
    /// tvOS 26+, watchOS 26+, visionOS 26+ (declared by CoreText)
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public struct LineHeight: Hashable, Sendable {
        /// https://developer.apple.com/documentation/foundation/attributedstring/lineheight/exact(points:) — 26+
        public static func exact(points: CGFloat) -> AttributedString.LineHeight { LineHeight() }
    }
}

extension AttributeScopes {
    /// The CoreText attribute scope's line height (iOS 26+, macOS 26+, tvOS 26+, watchOS 26+, visionOS 26+), which
    /// SwiftUI's attribute scope exposes as `lineHeight`.
    public struct CoreTextAttributes {
        /// https://developer.apple.com/documentation/foundation/attributescopes/coretextattributes/lineheightattribute
        @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
        public enum LineHeightAttribute: AttributedStringKey {
            public typealias Value = AttributedString.LineHeight
            public static let name = "CTLineHeight"
        }
    }
}
