// CoreText: the variation attribute that draws a variable font at the axis values a face carries
// (`fontWeight: 650` on Inter's variable file). Shared by the UIKit and SwiftUI adapters.

#if canImport(CoreText)
    import CoreText
    import Foundation
    import TypesetterCore

    extension FontVariation {
        /// The value of `kCTFontVariationAttribute`: each axis' four-character tag as a number (the axis
        /// identifier CoreText uses) → its value.
        public var coreTextVariation: [NSNumber: NSNumber] {
            var dictionary: [NSNumber: NSNumber] = [:]
            for axis in axes {
                dictionary[NSNumber(value: axis.identifier)] = NSNumber(value: axis.value)
            }
            return dictionary
        }

        /// The CoreText font with PostScript name `postScriptName` at `pointSize`, drawn at these axis values.
        ///
        /// A font descriptor with the name and the variation attribute: CoreText matches the registered
        /// variable font by name and applies the values (clamped to each axis); an unknown name falls back as
        /// `CTFontCreateWithName` does.
        public func coreTextFont(postScriptName: String, pointSize: Double) -> CTFont {
            let attributes: [String: Any] = [
                kCTFontNameAttribute as String: postScriptName,
                kCTFontVariationAttribute as String: coreTextVariation,
            ]
            let descriptor = CTFontDescriptorCreateWithAttributes(attributes as CFDictionary)
            return CTFontCreateWithFontDescriptor(descriptor, CGFloat(pointSize), nil)
        }
    }
#endif
