// AppKit (macOS): fonts and attributed-string attributes for a style at a size, and helpers for text fields and
// text views. macOS has no Dynamic Type setting for AppKit views, so the size is a parameter (Large, the
// default, is the size the tokens name); every number comes from the core (`Typography.textAttributes`).

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import CoreText
    import Foundation
    import TypesetterCore

    extension Typography {
        /// The font for this style at `category` (default Large) and `legibilityWeight`, in the face the resolved
        /// style names.
        public func nsFont(
            at category: TypesetterCore.ContentSizeCategory = .large,
            legibilityWeight: TypesetterCore.LegibilityWeight = .regular, options: ResolutionOptions = .standard
        ) -> NSFont {
            NSFont.font(for: textAttributes(at: category, legibilityWeight: legibilityWeight, options: options).font)
        }

        /// The attributes for an `NSAttributedString` in this style at `category`: font, paragraph line heights
        /// (with `alignment` and `lineBreakMode`), baseline offset and kerning. The line heights come from the
        /// metrics of the `NSFont` actually created, so they cannot disagree with it.
        public func nsAttributes(
            at category: TypesetterCore.ContentSizeCategory = .large,
            legibilityWeight: TypesetterCore.LegibilityWeight = .regular, alignment: NSTextAlignment = .natural,
            lineBreakMode: NSLineBreakMode = .byWordWrapping, options: ResolutionOptions = .standard
        ) -> [NSAttributedString.Key: Any] {
            AppKitTypographyAttributes(self, category: category, legibilityWeight: legibilityWeight, options: options)
                .attributes(alignment: alignment, lineBreakMode: lineBreakMode)
        }
    }

    /// A style's `NSFont` and the core's values measured against it.
    struct AppKitTypographyAttributes {
        let font: NSFont
        let values: TextAttributes

        init(
            _ typography: Typography, category: TypesetterCore.ContentSizeCategory,
            legibilityWeight: TypesetterCore.LegibilityWeight, options: ResolutionOptions
        ) {
            let first = typography.textAttributes(at: category, legibilityWeight: legibilityWeight, options: options)
            let font = NSFont.font(for: first.font)
            let metrics = FontMetrics(
                pointSize: font.pointSize, ascender: font.ascender, descender: font.descender, leading: font.leading,
                capHeight: font.capHeight, xHeight: font.xHeight
            )
            self.font = font
            self.values = typography.textAttributes(
                at: category, legibilityWeight: legibilityWeight, fontMetrics: metrics, options: options)
        }

        func attributes(alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode) -> [NSAttributedString.Key: Any] {
            let paragraph = NSMutableParagraphStyle()
            paragraph.minimumLineHeight = values.paragraph.minimumLineHeight
            paragraph.maximumLineHeight = values.paragraph.maximumLineHeight
            paragraph.alignment = ParagraphLayout.Alignment(alignment).nsTextAlignment
            paragraph.lineBreakMode = ParagraphLayout.LineBreak(lineBreakMode).nsLineBreakMode
            return [
                .font: font,
                .paragraphStyle: paragraph,
                .baselineOffset: values.baselineOffset,
                .kern: values.kerning,
            ]
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
        /// Draws the field's text in `typography` at `category` (default Large), keeping its alignment and line
        /// breaking: sets `font` (what AppKit uses for new text) and `attributedStringValue`.
        public func applyTypography(
            _ typography: Typography, at category: TypesetterCore.ContentSizeCategory = .large,
            legibilityWeight: TypesetterCore.LegibilityWeight = .regular, options: ResolutionOptions = .standard
        ) {
            let attributes = typography.nsAttributes(
                at: category, legibilityWeight: legibilityWeight, alignment: alignment, lineBreakMode: lineBreakMode,
                options: options)
            font = attributes[.font] as? NSFont
            attributedStringValue = NSAttributedString(string: stringValue, attributes: attributes)
        }
    }

    extension NSTextView {
        /// Draws the text view in `typography` at `category` (default Large): the font, the typing attributes for
        /// new text (line heights with the view's alignment, baseline offset, kerning), and the existing text.
        public func applyTypography(
            _ typography: Typography, at category: TypesetterCore.ContentSizeCategory = .large,
            legibilityWeight: TypesetterCore.LegibilityWeight = .regular, options: ResolutionOptions = .standard
        ) {
            let attributes = typography.nsAttributes(
                at: category, legibilityWeight: legibilityWeight, alignment: alignment, options: options)
            font = attributes[.font] as? NSFont
            typingAttributes = attributes
            if let storage = textStorage, storage.length > 0 {
                storage.setAttributes(attributes, range: NSRange(location: 0, length: storage.length))
            }
        }
    }
#endif
