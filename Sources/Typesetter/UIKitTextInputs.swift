// UIKit: text views and text fields in a Typography, by helper or self-updating subclass. Not on watchOS
// (watchOS apps draw text with SwiftUI).

#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import TypesetterCore
    import UIKit

    extension UITextView {
        /// Applies `typography` at the view's current traits (``TypesetterCore/TextViewKind/textView``): the font,
        /// the typing attributes for new text and the existing text, run by run (paragraph line heights with the
        /// view's alignment, baseline offset, tracking; bold, italic and code runs keep their traits, links and the
        /// app's colors stay). The style is `theme`'s when given, else the traits' theme's
        /// (``TypesetterThemeTrait``). Call it again when the content size category, legibility weight or theme
        /// trait changes (`registerForTraitChanges`), or use ``TypographyTextView``, which also keeps the typing
        /// attributes when the selection changes: UIKit clears them then ("When the text view's selection changes,
        /// the contents of the dictionary are cleared automatically", `UITextView.typingAttributes`).
        public func applyTypography(
            _ typography: Typography, theme: Theme? = nil, options: ResolutionOptions = .native
        ) {
            let plan = PlatformTextPlan(
                typography, kind: .textView, traits: traitCollection, theme: theme, alignment: textAlignment,
                options: options)
            font = plan.font
            if let current = attributedText, current.length > 0 {
                let styled = NSMutableAttributedString(attributedString: current)
                styled.restyle(with: plan)
                attributedText = styled
            }
            // Last: setting the text resets the typing attributes.
            typingAttributes = plan.typingAttributes(over: typingAttributes)
        }
    }

    extension UITextField {
        /// Applies `typography` at the field's current traits to its text: the font and tracking, merged into
        /// `defaultTextAttributes` (the app's text color and alignment stay). A field is one line it places itself:
        /// a paragraph line height or baseline offset would move the glyphs but not the caret or the placeholder
        /// (``TypesetterCore/TextViewKind/textField``). The style is `theme`'s when given, else the traits' theme's.
        /// Call it again when the content size category, legibility weight or theme trait changes, or use
        /// ``TypographyTextField``.
        public func applyTypography(
            _ typography: Typography, theme: Theme? = nil, options: ResolutionOptions = .native
        ) {
            defaultTextAttributes.merge(
                typography.attributes(for: traitCollection, theme: theme, kind: .textField, options: options)
            ) { _, style in style }
        }
    }

    /// A text field that keeps its text in a ``Typography`` (``UIKit/UITextField/applyTypography(_:theme:options:)``:
    /// font and tracking) when the style, Text Size, Bold Text or the theme changes, so the app never applies it again:
    /// `TypographyTextField(typography: .body)`.
    open class TypographyTextField: UITextField, TypographyApplying {
        /// The style; setting it restyles the text.
        public var typography: Typography? { didSet { applyStyle() } }
        public var options = ResolutionOptions.native { didSet { applyStyle() } }
        /// The theme to draw in over the traits' (``TypesetterThemeTrait``); `nil` draws in the traits' theme.
        public var theme: Theme? { didSet { applyStyle() } }

        /// A field drawing its text in `typography`.
        public convenience init(typography: Typography, theme: Theme? = nil, options: ResolutionOptions = .native) {
            self.init(frame: .zero)
            restyle(with: typography, theme: theme, options: options)
        }

        #if !os(visionOS)
            @available(iOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            @available(tvOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                restyleBeforeTraitRegistration()
            }
        #endif
    }

    /// A text view that keeps its text and typing attributes in a ``Typography``
    /// (``UIKit/UITextView/applyTypography(_:theme:options:)``) when the style, Text Size, Bold Text or the theme
    /// changes, and when the user moves the selection or types: UIKit clears `typingAttributes` on every selection
    /// change, after which text typed into an empty view would take the font but no line height, baseline offset
    /// or tracking; this view sets them again on each selection change and before each insertion.
    /// `TypographyTextView(typography: .body)`.
    open class TypographyTextView: UITextView, TypographyApplying {
        /// The style; setting it restyles the text.
        public var typography: Typography? { didSet { applyStyle() } }
        public var options = ResolutionOptions.native {
            didSet {
                cache.removeAll()
                applyStyle()
            }
        }
        /// The theme to draw in over the traits' (``TypesetterThemeTrait``); `nil` draws in the traits' theme.
        public var theme: Theme? { didSet { applyStyle() } }

        /// A text view drawing its text in `typography`.
        public convenience init(typography: Typography, theme: Theme? = nil, options: ResolutionOptions = .native) {
            self.init(frame: .zero, textContainer: nil)
            restyle(with: typography, theme: theme, options: options)
        }

        /// UIKit clears the typing attributes when the selection changes; the style's are set again after it.
        open override var selectedTextRange: UITextRange? {
            didSet { keepTypingAttributes() }
        }

        /// Typed text takes the style, whatever cleared the typing attributes before.
        open override func insertText(_ text: String) {
            keepTypingAttributes()
            super.insertText(text)
        }

        /// Sets the style's typing attributes again: on every selection change and keystroke, so the plan is built
        /// once per (content size category, Bold Text) and kept until the style, theme, options or alignment change.
        private func keepTypingAttributes() {
            guard let style = typography else { return }
            let typography = style.themed(traitCollection.drawingTheme(explicit: theme))
            let key = TypingKey(typography: typography, alignment: textAlignment)
            if key != cachedKey {
                cache.removeAll()
                cachedKey = key
            }
            let category = TypesetterCore.ContentSizeCategory(traitCollection.preferredContentSizeCategory)
            let weight = TypesetterCore.LegibilityWeight(traitCollection.legibilityWeight)
            let (options, alignment) = (options, textAlignment)
            let plan = cache.value(at: category, legibilityWeight: weight) {
                PlatformTextPlan(
                    typography, kind: .textView, category: category, legibilityWeight: weight,
                    systemFontBoldText: .uiKit, alignment: alignment, options: options)
            }
            typingAttributes = plan.typingAttributes(over: typingAttributes)
        }

        /// What the cached plans were built for.
        private struct TypingKey: Equatable {
            let typography: Typography
            let alignment: NSTextAlignment
        }
        private var cachedKey: TypingKey?
        private var cache = TraitCache<PlatformTextPlan>()

        #if !os(visionOS)
            @available(iOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            @available(tvOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                restyleBeforeTraitRegistration()
            }
        #endif
    }

    /// A text input restyled by its own `applyTypography(_:theme:options:)`: the field's and the text view's
    /// ``TypographyRestyling/applyStyle()``.
    @MainActor
    protocol TypographyApplying: TypographyRestyling {
        func applyTypography(_ typography: Typography, theme: Theme?, options: ResolutionOptions)
    }

    extension TypographyApplying {
        func applyStyle() {
            guard let typography else { return }
            observeTraits()
            applyTypography(typography, theme: theme, options: options)
        }
    }
#endif
