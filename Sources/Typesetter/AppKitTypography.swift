// AppKit (macOS): fonts and attributed-string attributes for a style at a size, and helpers for text fields and
// text views. macOS has no Dynamic Type setting for AppKit views, so the size is a parameter (SwiftUI's
// `DynamicTypeSize`, as the SwiftUI side takes; Large, the default, is the size the tokens name); every number
// comes from the core (`Typography.textAttributes`).

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import CoreText
    import Foundation
    import SwiftUI
    import TypesetterCore

    extension Typography {
        /// The font for this style at `dynamicTypeSize` (default Large) and `legibilityWeight` (`.bold` draws the
        /// Bold Text face or weight: AppKit's system font is never made heavier by itself), in the face the
        /// resolved style names.
        public func nsFont(
            dynamicTypeSize: DynamicTypeSize = .large, legibilityWeight: SwiftUI.LegibilityWeight? = nil,
            options: ResolutionOptions = .native
        ) -> NSFont {
            TypographyAttributes(
                self, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, options: options
            ).font
        }

        /// The attributes for an `NSAttributedString` in this style at `dynamicTypeSize`: font, paragraph line
        /// heights (with `alignment` and `lineBreakMode`), baseline offset and kerning. The line heights come from
        /// the metrics of the `NSFont` actually created, so they cannot disagree with it.
        public func nsAttributes(
            dynamicTypeSize: DynamicTypeSize = .large, legibilityWeight: SwiftUI.LegibilityWeight? = nil,
            alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping,
            options: ResolutionOptions = .native
        ) -> [NSAttributedString.Key: Any] {
            TypographyAttributes(
                self, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, options: options
            ).attributes(alignment: alignment, lineBreakMode: lineBreakMode)
        }
    }

    extension TypographyAttributes {
        /// At `dynamicTypeSize`: macOS has no Bold Text setting, so the system font is drawn at the weight asked
        /// for.
        init(
            _ typography: Typography, dynamicTypeSize: DynamicTypeSize, legibilityWeight: SwiftUI.LegibilityWeight?,
            options: ResolutionOptions
        ) {
            self.init(
                typography, category: TypesetterCore.ContentSizeCategory(dynamicTypeSize),
                legibilityWeight: TypesetterCore.LegibilityWeight(legibilityWeight), systemFontBoldText: .requested,
                options: options)
        }
    }

    extension NSFont {
        /// The font a ``TextAttributes/FontRequest`` names: the custom face by PostScript name (with a variable
        /// font's axis values), or the system font in its weight, design and slant; the system font when the
        /// custom face is not registered. (A function, not an initializer: AppKit's `init(descriptor:size:)` is
        /// failable, and the system font is the fallback.)
        public static func font(for request: TextAttributes.FontRequest) -> NSFont {
            let system = NSFont.systemFont(ofSize: request.pointSize, weight: request.weight.nsFontWeight)
            var descriptor = system.fontDescriptor
            if let name = request.postScriptName, let custom = NSFont(name: name, size: request.pointSize) {
                guard let variation = request.variation else { return custom }
                // A variable font between its named instances: its axis values as CoreText's variation.
                descriptor = custom.fontDescriptor.addingAttributes([
                    NSFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String):
                        variation.coreTextVariation
                ])
            } else {
                if let designed = descriptor.withDesign(request.design.nsFontDescriptorDesign) { descriptor = designed }
                if request.isItalic {
                    descriptor = descriptor.withSymbolicTraits(descriptor.symbolicTraits.union(.italic))
                }
            }
            return NSFont(descriptor: descriptor, size: request.pointSize) ?? system
        }
    }

    extension NSTextField {
        /// Draws the field's text in `typography` at `dynamicTypeSize` (default Large), keeping its alignment and
        /// line breaking: sets `font` (what AppKit uses for new text) and merges the attributes into
        /// `attributedStringValue`, so the app's text color and other attributes stay.
        public func applyTypography(
            _ typography: Typography, dynamicTypeSize: DynamicTypeSize = .large,
            legibilityWeight: SwiftUI.LegibilityWeight? = nil, options: ResolutionOptions = .native
        ) {
            let attributes = typography.nsAttributes(
                dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, alignment: alignment,
                lineBreakMode: lineBreakMode, options: options)
            let styled = NSMutableAttributedString(attributedString: attributedStringValue)
            styled.addAttributes(attributes, range: NSRange(location: 0, length: styled.length))
            font = attributes[.font] as? NSFont
            attributedStringValue = styled
        }
    }

    extension NSTextView {
        /// Draws the text view in `typography` at `dynamicTypeSize` (default Large): the font, the typing
        /// attributes for new text and the existing text (line heights with the view's alignment, baseline
        /// offset, kerning), merged into what the view has, so the app's text color, links and other
        /// attributes stay.
        public func applyTypography(
            _ typography: Typography, dynamicTypeSize: DynamicTypeSize = .large,
            legibilityWeight: SwiftUI.LegibilityWeight? = nil, options: ResolutionOptions = .native
        ) {
            let attributes = typography.nsAttributes(
                dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, alignment: alignment,
                options: options)
            font = attributes[.font] as? NSFont
            if let storage = textStorage, storage.length > 0 {
                storage.addAttributes(attributes, range: NSRange(location: 0, length: storage.length))
            }
            typingAttributes.merge(attributes) { _, style in style }
        }
    }
#endif
