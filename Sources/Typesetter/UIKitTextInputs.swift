// UIKit: text views and text fields in a Typography, by helper or self-updating subclass. Not on watchOS
// (watchOS apps draw text with SwiftUI).

#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import TypesetterCore
    import UIKit

    extension UITextView {
        /// Applies `typography` at the view's current traits: the font, the typing attributes for new text and
        /// the existing text (paragraph line heights with the view's alignment, baseline offset, kerning). The
        /// attributes are merged into what the view has, so the app's text color, links and other attributes
        /// stay. Call it again when the content size category or legibility weight changes
        /// (`registerForTraitChanges`).
        public func applyTypography(_ typography: Typography, options: ResolutionOptions = .native) {
            let attributes = typography.attributes(for: traitCollection, alignment: textAlignment, options: options)
            font = attributes[.font] as? UIFont
            if let current = attributedText, current.length > 0 {
                let styled = NSMutableAttributedString(attributedString: current)
                styled.addAttributes(attributes, range: NSRange(location: 0, length: styled.length))
                attributedText = styled
            }
            // Last: setting the text resets the typing attributes.
            typingAttributes.merge(attributes) { _, style in style }
        }
    }

    extension UITextField {
        /// Applies `typography` at the field's current traits to its text: the font and kerning, merged into
        /// `defaultTextAttributes` (the app's text color and alignment stay). A field is one line it places itself:
        /// a paragraph line height or baseline offset would move the glyphs but not the caret or the placeholder
        /// (``TextAttributes/Layout/singleLine``). Call it again when the content size category or legibility
        /// weight changes.
        public func applyTypography(_ typography: Typography, options: ResolutionOptions = .native) {
            defaultTextAttributes.merge(
                typography.attributes(for: traitCollection, layout: .singleLine, options: options)
            ) { _, style in style }
        }
    }

    /// A text field that keeps its text in a ``Typography`` (``UIKit/UITextField/applyTypography(_:options:)``:
    /// font and kerning) when the style, Text Size or Bold Text changes, so the app never applies it again:
    /// `TypographyTextField(typography: .body)`.
    open class TypographyTextField: UITextField, TypographyRestyling {
        /// The style; setting it restyles the text.
        public var typography: Typography? { didSet { applyStyle() } }
        public var options = ResolutionOptions.native { didSet { applyStyle() } }

        /// A field drawing its text in `typography`.
        public convenience init(typography: Typography, options: ResolutionOptions = .native) {
            self.init(frame: .zero)
            restyle(with: typography, options: options)
        }

        #if !os(visionOS)
            @available(iOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            @available(tvOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                restyleBeforeTraitRegistration()
            }
        #endif

        func applyStyle() {
            guard let typography else { return }
            observeTraits()
            applyTypography(typography, options: options)
        }
    }

    /// A text view that keeps its text and typing attributes in a ``Typography``
    /// (``UIKit/UITextView/applyTypography(_:options:)``) when the style, Text Size or Bold Text changes, so the
    /// app never applies it again: `TypographyTextView(typography: .body)`.
    open class TypographyTextView: UITextView, TypographyRestyling {
        /// The style; setting it restyles the text.
        public var typography: Typography? { didSet { applyStyle() } }
        public var options = ResolutionOptions.native { didSet { applyStyle() } }

        /// A text view drawing its text in `typography`.
        public convenience init(typography: Typography, options: ResolutionOptions = .native) {
            self.init(frame: .zero, textContainer: nil)
            restyle(with: typography, options: options)
        }

        #if !os(visionOS)
            @available(iOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            @available(tvOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                restyleBeforeTraitRegistration()
            }
        #endif

        func applyStyle() {
            guard let typography else { return }
            observeTraits()
            applyTypography(typography, options: options)
        }
    }
#endif
