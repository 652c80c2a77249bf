// Transcription: what the runtime uses from Apple's Foundation and CoreFoundation that swift-corelibs-foundation
// (Linux) does not declare. Exported by the CoreText, UIKit, AppKit and SwiftUI transcriptions, as Apple's
// frameworks bring these in.
//
// Stand-ins, not transcriptions, where Swift cannot declare Apple's form outside Apple's compiler overlays:
// CoreFoundation's `CFString` and `CFURL` are classes toll-free bridged to `String` and `URL` (`"…" as CFString`,
// `url as CFURL`), a conversion only the compiler knows; here they are type aliases, so the same `as` casts
// type-check. `CFError` is a class, as on Apple platforms, so `Unmanaged<CFError>` works.

import Foundation

/// https://developer.apple.com/documentation/corefoundation/cfstring — all platforms (stand-in, see above)
public typealias CFString = String
/// https://developer.apple.com/documentation/corefoundation/cfurl — all platforms (stand-in, see above)
public typealias CFURL = URL
/// https://developer.apple.com/documentation/corefoundation/cfdictionary — all platforms (stand-in, see above:
/// toll-free bridged to `NSDictionary`, so `[String: Any] as CFDictionary` type-checks as on Apple platforms)
public typealias CFDictionary = NSDictionary
/// https://developer.apple.com/documentation/corefoundation/cferror — iOS 2+, macOS 10.5+, tvOS 9+, watchOS 2+, visionOS 1+
public final class CFError {}
/// https://developer.apple.com/documentation/corefoundation/cferrorcopydescription(_:) — iOS 2+, macOS 10.5+, tvOS 9+, watchOS 2+, visionOS 1+
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! { "" }

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform — all platforms (CoreGraphics)
public struct CGAffineTransform {}

extension AttributeContainer {
    /// https://developer.apple.com/documentation/foundation/attributecontainer/init(_:) — iOS 15+, macOS 12+,
    /// tvOS 15+, watchOS 8+, visionOS 1+ (takes an `NSAttributedString` attribute dictionary)
    public init(_ dictionary: [NSAttributedString.Key: Any]) { self.init() }
}
