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
        /// Bold Text face or weight: AppKit's system font is never made heavier by itself), in `theme` (AppKit has
        /// no theme environment: pass the window's theme), in the face the resolved style names.
        public func nsFont(
            dynamicTypeSize: DynamicTypeSize = .large, legibilityWeight: SwiftUI.LegibilityWeight? = nil,
            theme: Theme? = nil, options: ResolutionOptions = .native
        ) -> NSFont {
            PlatformTextPlan(
                self, kind: .textView, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight,
                theme: theme, options: options
            ).font
        }

        /// The attributes for an `NSAttributedString` in this style at `dynamicTypeSize`, as `kind` of view takes
        /// them (``TypesetterCore/TextAttributePlan``): the font and tracking, and for the kinds that lay out
        /// paragraphs the paragraph line heights (with `alignment` and word wrapping) and the kind's baseline
        /// offset. No `.kern`. The line heights come from the metrics of the `NSFont` actually created, so they
        /// cannot disagree with it.
        public func nsAttributes(
            dynamicTypeSize: DynamicTypeSize = .large, legibilityWeight: SwiftUI.LegibilityWeight? = nil,
            theme: Theme? = nil, kind: TextViewKind = .textView, alignment: NSTextAlignment = .natural,
            lineBreakMode: NSLineBreakMode = .byWordWrapping, options: ResolutionOptions = .native
        ) -> [NSAttributedString.Key: Any] {
            PlatformTextPlan(
                self, kind: kind, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, theme: theme,
                alignment: alignment, lineBreakMode: lineBreakMode, options: options
            ).attributes
        }
    }

    extension PlatformTextPlan {
        /// At `dynamicTypeSize`, in `theme`: macOS has no Bold Text setting, so the system font is drawn at the
        /// weight asked for.
        init(
            _ typography: Typography, kind: TextViewKind, dynamicTypeSize: DynamicTypeSize,
            legibilityWeight: SwiftUI.LegibilityWeight?, theme: Theme?, alignment: NSTextAlignment = .natural,
            lineBreakMode: NSLineBreakMode = .byWordWrapping, options: ResolutionOptions
        ) {
            self.init(
                typography.themed(theme), kind: kind, category: TypesetterCore.ContentSizeCategory(dynamicTypeSize),
                legibilityWeight: TypesetterCore.LegibilityWeight(legibilityWeight), systemFontBoldText: .requested,
                alignment: alignment, lineBreakMode: lineBreakMode, options: options)
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
        /// line breaking: sets `font` (what AppKit uses for new text) and restyles `attributedStringValue` run by
        /// run, so the app's text color and other attributes stay. An editable or one-line field takes the font and
        /// tracking only, so the caret and placeholder stay aligned (``TypesetterCore/TextViewKind/textField``); a
        /// wrapping label (not editable, `maximumNumberOfLines` other than 1) takes the paragraph line heights too
        /// (``TypesetterCore/TextViewKind/appKitLabel``).
        public func applyTypography(
            _ typography: Typography, dynamicTypeSize: DynamicTypeSize = .large,
            legibilityWeight: SwiftUI.LegibilityWeight? = nil, theme: Theme? = nil,
            options: ResolutionOptions = .native
        ) {
            let kind = TextViewKind.appKitTextField(isEditable: isEditable, maximumNumberOfLines: maximumNumberOfLines)
            let plan = PlatformTextPlan(
                typography, kind: kind, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight,
                theme: theme, alignment: alignment, lineBreakMode: lineBreakMode, options: options)
            let styled = NSMutableAttributedString(attributedString: attributedStringValue)
            styled.restyle(with: plan)
            font = plan.font
            attributedStringValue = styled
        }
    }

    extension NSTextView {
        /// Draws the text view in `typography` at `dynamicTypeSize` (default Large): the font, the default paragraph
        /// style and typing attributes for new text, and the existing text run by run (line heights with the view's
        /// alignment, baseline offset, tracking; bold, italic and code runs keep their traits, links and the app's
        /// colors stay). AppKit resets the typing attributes whenever the selection changes (`NSTextView.typingAttributes`):
        /// use ``TypographyTextView``, which sets them again, for text the user types.
        public func applyTypography(
            _ typography: Typography, dynamicTypeSize: DynamicTypeSize = .large,
            legibilityWeight: SwiftUI.LegibilityWeight? = nil, theme: Theme? = nil,
            options: ResolutionOptions = .native
        ) {
            let plan = PlatformTextPlan(
                typography, kind: .textView, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight,
                theme: theme, alignment: alignment, options: options)
            font = plan.font
            defaultParagraphStyle = plan.attributes[.paragraphStyle] as? NSParagraphStyle
            if let storage = textStorage, storage.length > 0 { storage.restyle(with: plan) }
            typingAttributes = plan.typingAttributes(over: typingAttributes)
        }
    }

    /// A text view that keeps its text and typing attributes in a ``Typography``
    /// (``AppKit/NSTextView/applyTypography(_:dynamicTypeSize:legibilityWeight:theme:options:)``) when the style,
    /// size or theme changes, and when the user moves the selection or types: AppKit resets the typing attributes
    /// on every selection change ("Typing attributes are reset automatically whenever the selection changes",
    /// `NSTextView.typingAttributes`), so this view sets the style's again after each one and before each
    /// insertion.
    open class TypographyTextView: NSTextView {
        /// The style; setting it restyles the text.
        public var typography: Typography? { didSet { styleChanged() } }
        /// The size to draw at: macOS has no Text Size setting for AppKit views.
        public var dynamicTypeSize: DynamicTypeSize = .large { didSet { styleChanged() } }
        public var options = ResolutionOptions.native { didSet { styleChanged() } }
        /// The theme to draw in.
        public var theme: Theme? { didSet { styleChanged() } }

        /// The typing attributes' plan, built once per style, size, theme, options and alignment: it is set again
        /// on every selection change and keystroke.
        private var typingPlan: (plan: PlatformTextPlan, alignment: NSTextAlignment)?

        private func styleChanged() {
            typingPlan = nil
            applyStyle()
        }

        open override func setSelectedRanges(
            _ ranges: [NSValue], affinity: NSSelectionAffinity, stillSelecting stillSelectingFlag: Bool
        ) {
            super.setSelectedRanges(ranges, affinity: affinity, stillSelecting: stillSelectingFlag)
            keepTypingAttributes()
        }

        open override func insertText(_ string: Any, replacementRange: NSRange) {
            keepTypingAttributes()
            super.insertText(string, replacementRange: replacementRange)
        }

        private func applyStyle() {
            guard let typography else { return }
            applyTypography(typography, dynamicTypeSize: dynamicTypeSize, theme: theme, options: options)
        }

        private func keepTypingAttributes() {
            guard let typography else { return }
            if typingPlan?.alignment != alignment {
                typingPlan = (
                    PlatformTextPlan(
                        typography, kind: .textView, dynamicTypeSize: dynamicTypeSize, legibilityWeight: nil,
                        theme: theme, alignment: alignment, options: options),
                    alignment
                )
            }
            if let plan = typingPlan?.plan { typingAttributes = plan.typingAttributes(over: typingAttributes) }
        }
    }
#endif
