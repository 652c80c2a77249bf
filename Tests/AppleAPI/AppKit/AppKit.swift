// Transcription of the AppKit API the runtime uses on macOS: dynamic colors that follow the drawing
// appearance (light, dark and their Increase Contrast forms).

@_exported import AppleFoundation
@_exported import Foundation

/// https://developer.apple.com/documentation/appkit/nscolor — macOS 10.0+
open class NSColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolor/name-swift.typealias — macOS 10.13+
    public typealias Name = String
    /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:) — macOS 10.12+
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// https://developer.apple.com/documentation/appkit/nscolor/init(displayp3red:green:blue:alpha:) — macOS 10.12.1+
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
