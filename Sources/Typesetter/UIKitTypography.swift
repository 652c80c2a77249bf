// UIKit: fonts and attributed-string attributes at the trait collection's size, a label that keeps them
// current, and helpers for text views, text fields and button configurations. Not on watchOS (no UILabel,
// no trait registration; watchOS apps draw text with SwiftUI).

#if canImport(UIKit) && !os(watchOS)
    import CoreText
    import Foundation
    import TypesetterCore
    import UIKit

    extension Typography {
        /// The resolved style for a trait collection's content size category and legibility weight.
        public func resolve(for traits: UITraitCollection, options: ResolutionOptions = .standard) -> ResolvedTypography
        {
            resolve(
                at: TypesetterCore.ContentSizeCategory(traits.preferredContentSizeCategory),
                legibilityWeight: TypesetterCore.LegibilityWeight(traits.legibilityWeight),
                options: options
            )
        }

        /// The text style the size scales with, as UIKit names it.
        public var uiFontTextStyle: UIFont.TextStyle { effectiveTextStyle.uiFontTextStyle }

        /// The font for a trait collection, created at the point size the core resolved (the same number the
        /// line heights are computed from), in the face the resolved style names (Bold Text included).
        ///
        /// The font does not re-scale by itself: do not combine it with `adjustsFontForContentSizeCategory`,
        /// which would scale it again through `UIFontMetrics` with a different table and race the rebuild;
        /// rebuild on trait changes instead (``TypographyLabel`` does).
        public func uiFont(for traits: UITraitCollection, options: ResolutionOptions = .standard) -> UIFont {
            UIFont(
                textAttributes(
                    at: TypesetterCore.ContentSizeCategory(traits.preferredContentSizeCategory),
                    legibilityWeight: TypesetterCore.LegibilityWeight(traits.legibilityWeight), options: options
                ).font)
        }

        /// The attributes for an attributed string in this style for a trait collection: font, paragraph line
        /// heights (with `alignment` and `lineBreakMode` kept), baseline offset and kerning. The line heights
        /// come from the metrics of the `UIFont` actually created, so they cannot disagree with it.
        public func attributes(
            for traits: UITraitCollection, alignment: NSTextAlignment = .natural,
            lineBreakMode: NSLineBreakMode = .byWordWrapping,
            options: ResolutionOptions = .standard
        ) -> [NSAttributedString.Key: Any] {
            TypographyAttributes(
                self, category: TypesetterCore.ContentSizeCategory(traits.preferredContentSizeCategory),
                legibilityWeight: TypesetterCore.LegibilityWeight(traits.legibilityWeight), options: options
            ).attributes(alignment: alignment, lineBreakMode: lineBreakMode)
        }

        /// The same attributes as a Foundation `AttributeContainer`, for `AttributedString`.
        public func attributeContainer(
            for traits: UITraitCollection, alignment: NSTextAlignment = .natural,
            lineBreakMode: NSLineBreakMode = .byWordWrapping,
            options: ResolutionOptions = .standard
        ) -> AttributeContainer {
            AttributeContainer(
                attributes(for: traits, alignment: alignment, lineBreakMode: lineBreakMode, options: options))
        }
    }

    /// A style's font and attributes at one category and weight: what ``TypographyLabel`` caches.
    struct TypographyAttributes {
        let font: UIFont
        let values: TextAttributes

        init(
            _ typography: Typography, category: TypesetterCore.ContentSizeCategory,
            legibilityWeight: TypesetterCore.LegibilityWeight, options: ResolutionOptions
        ) {
            let first = typography.textAttributes(at: category, legibilityWeight: legibilityWeight, options: options)
            let font = UIFont(first.font)
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
            // The view's own alignment and line breaking, round-tripped through the core's values.
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

    extension UIFont {
        /// The font a ``TextAttributes/FontRequest`` names: the custom face by PostScript name (falling back to
        /// the system font when it is not registered), or the system font in its weight, design and slant.
        public convenience init(_ request: TextAttributes.FontRequest) {
            let system = UIFont.systemFont(ofSize: request.pointSize, weight: request.weight.uiFontWeight)
            var descriptor = system.fontDescriptor
            if let name = request.postScriptName, let custom = UIFont(name: name, size: request.pointSize) {
                descriptor = custom.fontDescriptor
                if let variation = request.variation {
                    // A variable font between its named instances: its axis values as CoreText's variation.
                    descriptor = descriptor.addingAttributes([
                        UIFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String): variation
                            .coreTextVariation
                    ])
                }
            } else {
                if let designed = descriptor.withDesign(request.design.uiFontDescriptorDesign) { descriptor = designed }
                if request.isItalic,
                    let italic = descriptor.withSymbolicTraits(descriptor.symbolicTraits.union(.traitItalic))
                {
                    descriptor = italic
                }
            }
            self.init(descriptor: descriptor, size: request.pointSize)
        }
    }

    /// A label that draws its text in a ``Typography`` and rebuilds it when Text Size or Bold Text changes,
    /// keeping its `textAlignment` and `lineBreakMode`.
    ///
    /// Fonts and attributes are built once per (content size category, Bold Text) and cached; setting the text
    /// reuses them, setting the style or its options empties the cache.
    open class TypographyLabel: UILabel {
        /// The style; setting it redraws the text.
        public var typography: Typography? {
            didSet {
                cache.removeAll()
                applyTypography()
            }
        }

        public var options = ResolutionOptions.standard {
            didSet {
                cache.removeAll()
                applyTypography()
            }
        }

        open override var text: String? {
            get { plainText }
            set {
                plainText = newValue
                applyTypography()
            }
        }

        open override var textAlignment: NSTextAlignment {
            didSet { applyTypography() }
        }

        open override var lineBreakMode: NSLineBreakMode {
            didSet { applyTypography() }
        }

        private var plainText: String?
        private var cache = TraitCache<TypographyAttributes>()

        public override init(frame: CGRect) {
            super.init(frame: frame)
            observeTraits()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            observeTraits()
        }

        private func observeTraits() {
            // The label rebuilds its attributed text itself; UIKit's own re-scaling would scale the fonts a
            // second time, through UIFontMetrics, and race the rebuild.
            adjustsFontForContentSizeCategory = false
            if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
                registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self]) {
                    (label: TypographyLabel, _: UITraitCollection) in
                    label.applyTypography()
                }
            }
        }

        // Before iOS/tvOS 17, the only way to hear about trait changes. visionOS has trait registration from 1.0
        // and deprecates this method from the start, so it is not overridden there.
        #if !os(visionOS)
            @available(iOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            @available(tvOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if #unavailable(iOS 17.0, tvOS 17.0) {
                    applyTypography()
                }
            }
        #endif

        private var isApplying = false

        private func applyTypography() {
            // Setting `attributedText` writes its paragraph style back into `textAlignment` and `lineBreakMode`,
            // whose observers would apply again.
            guard !isApplying else { return }
            isApplying = true
            defer { isApplying = false }
            guard let typography else {
                super.text = plainText
                return
            }
            let category = TypesetterCore.ContentSizeCategory(traitCollection.preferredContentSizeCategory)
            let weight = TypesetterCore.LegibilityWeight(traitCollection.legibilityWeight)
            let options = options
            let built = cache.value(at: category, legibilityWeight: weight) {
                TypographyAttributes(typography, category: category, legibilityWeight: weight, options: options)
            }
            let attributes = built.attributes(alignment: textAlignment, lineBreakMode: lineBreakMode)
            attributedText = NSAttributedString(string: plainText ?? "", attributes: attributes)
            updateLargeContentViewer(typography: typography, options: options)
        }

        #if os(tvOS)
            /// tvOS has no Large Content Viewer.
            private func updateLargeContentViewer(typography: Typography, options: ResolutionOptions) {}
        #else
            /// A style that does not grow with Dynamic Type offers the Large Content Viewer (long press at the
            /// accessibility sizes), as SwiftUI's ``SwiftUI/View/typography(_:options:)`` does; the viewer needs a
            /// `UILargeContentViewerInteraction` on the view or an ancestor, added once here.
            private func updateLargeContentViewer(typography: Typography, options: ResolutionOptions) {
                let shows = !typography.scalesWithDynamicType(options: options)
                showsLargeContentViewer = shows
                largeContentTitle = shows ? plainText : nil
                if shows, !interactions.contains(where: { $0 is UILargeContentViewerInteraction }) {
                    addInteraction(UILargeContentViewerInteraction())
                }
            }
        #endif
    }

    extension UITextView {
        /// Applies `typography` at the view's current traits: the font, and the typing attributes (paragraph
        /// line heights with the view's alignment, baseline offset, kerning) for new text. Call it again when
        /// the content size category or legibility weight changes (`registerForTraitChanges`).
        public func applyTypography(_ typography: Typography, options: ResolutionOptions = .standard) {
            adjustsFontForContentSizeCategory = false
            let attributes = typography.attributes(for: traitCollection, alignment: textAlignment, options: options)
            font = attributes[.font] as? UIFont
            typingAttributes = attributes
            if let text, !text.isEmpty {
                attributedText = NSAttributedString(string: text, attributes: attributes)
            }
        }
    }

    extension UITextField {
        /// Applies `typography` at the field's current traits to its text (`defaultTextAttributes`, keeping the
        /// field's alignment). Call it again when the content size category or legibility weight changes.
        public func applyTypography(_ typography: Typography, options: ResolutionOptions = .standard) {
            adjustsFontForContentSizeCategory = false
            let alignment = textAlignment
            defaultTextAttributes = typography.attributes(
                for: traitCollection, alignment: alignment, lineBreakMode: .byClipping, options: options)
            textAlignment = alignment
        }
    }

    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    extension UIButton {
        /// Draws the button's title in `typography` at the button's traits, and keeps it there: the title
        /// attributes are set from a `configurationUpdateHandler` (replacing any earlier one), which UIKit runs on
        /// every state change, and the button asks for that update again whenever Text Size or Bold Text changes
        /// (trait registration on iOS/tvOS 17 and visionOS; iOS 18 also tracks the traits the handler reads).
        /// The configuration's other values (title, colors, insets) are kept; a button without a configuration
        /// gets `.plain()`.
        ///
        /// Before iOS/tvOS 17 UIKit offers no trait registration to an extension: there, call
        /// `setNeedsUpdateConfiguration()` from the view controller's `traitCollectionDidChange(_:)`.
        /// Call it once per button (each call adds a trait registration); to change the style later, call it
        /// again only when the style really changes.
        public func applyTypography(_ typography: Typography, options: ResolutionOptions = .standard) {
            configurationUpdateHandler = { button in
                MainActor.assumeIsolated {
                    var updated = button.configuration ?? UIButton.Configuration.plain()
                    updated.applyTypography(typography, for: button.traitCollection, options: options)
                    button.configuration = updated
                }
            }
            observeTypographyTraits()
            var configuration = self.configuration ?? UIButton.Configuration.plain()
            configuration.applyTypography(typography, for: traitCollection, options: options)
            self.configuration = configuration
        }

        /// Re-runs the configuration update handler when the content size category or legibility weight changes.
        func observeTypographyTraits() {
            if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
                registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self]) {
                    (button: UIButton, _: UITraitCollection) in
                    button.setNeedsUpdateConfiguration()
                }
            }
        }
    }

    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    extension UIButton.Configuration {
        /// Draws the title in `typography` at `traits` (the button's `traitCollection`). The configuration does
        /// not follow later trait changes by itself: ``UIKit/UIButton/applyTypography(_:options:)`` does.
        public mutating func applyTypography(
            _ typography: Typography, for traits: UITraitCollection, options: ResolutionOptions = .standard
        ) {
            // A button title is one line, and the configuration lays it out: only the font and kerning apply.
            let attributes = typography.attributes(for: traits, options: options)
            let container = AttributeContainer([.font: attributes[.font] as Any, .kern: attributes[.kern] as Any])
            titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                incoming.merging(container, mergePolicy: .keepNew)
            }
        }
    }
#endif
