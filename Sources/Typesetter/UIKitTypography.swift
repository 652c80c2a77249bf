// UIKit: fonts and attributed-string attributes at the trait collection's size, a label that keeps them
// current, and helpers for text views, text fields and button configurations. Not on watchOS (no UILabel,
// no trait registration; watchOS apps draw text with SwiftUI).

#if canImport(UIKit) && !os(watchOS)
    import CoreText
    import Foundation
    import TypesetterCore
    import UIKit

    extension Typography {
        /// The resolved style for a trait collection's content size category and legibility weight, in `theme`
        /// when given, else in the traits' theme (``TypesetterThemeTrait``, iOS/tvOS 17 and visionOS).
        public func resolve(
            for traits: UITraitCollection, theme: Theme? = nil, options: ResolutionOptions = .native
        ) -> ResolvedTypography {
            themed(traits.drawingTheme(explicit: theme)).resolve(
                at: TypesetterCore.ContentSizeCategory(traits.preferredContentSizeCategory),
                legibilityWeight: TypesetterCore.LegibilityWeight(traits.legibilityWeight),
                options: options
            )
        }

        /// The text style the size scales with, as UIKit names it.
        public var uiFontTextStyle: UIFont.TextStyle { effectiveTextStyle.uiFontTextStyle }

        /// The font for a trait collection, created at the point size the core resolved (the same number the
        /// line heights are computed from), in the face the resolved style names, with Bold Text as the trait
        /// collection asks (``TypesetterCore/SystemFontBoldText``). The style is `theme`'s when given, else the trait
        /// collection's theme's (``TypesetterThemeTrait``, iOS/tvOS 17 and visionOS; pass `theme` before).
        ///
        /// The font is a plain font at a fixed size: `adjustsFontForContentSizeCategory` has no effect on it
        /// (UIKit re-scales only fonts vended by `preferredFont(forTextStyle:)` or `UIFontMetrics`), so rebuild it
        /// on trait changes (``TypographyLabel`` does), or use ``scaledUIFont(compatibleWith:theme:options:)`` where
        /// UIKit keeps the font itself.
        @MainActor
        public func uiFont(
            for traits: UITraitCollection, theme: Theme? = nil, options: ResolutionOptions = .native
        ) -> UIFont {
            PlatformTextPlan(self, kind: .uiLabel, traits: traits, theme: theme, options: options).font
        }

        /// The attributes for an attributed string in this style for a trait collection, as `kind` of view takes
        /// them (``TypesetterCore/TextAttributePlan``): the font and tracking, and for the kinds that lay out
        /// paragraphs (labels, text views) the paragraph line heights (with `alignment` and word wrapping: a
        /// truncating `lineBreakMode` stays the view's) and the kind's baseline offset. No `.kern`: tracking is the
        /// token's letter spacing and leaves the font's pair kerning on. The line heights come from the metrics of
        /// the `UIFont` actually created, so they cannot disagree with it. The style is `theme`'s, or the trait
        /// collection's theme's, as for ``uiFont(for:theme:options:)``.
        @MainActor
        public func attributes(
            for traits: UITraitCollection, theme: Theme? = nil, kind: TextViewKind = .uiLabel,
            alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping,
            options: ResolutionOptions = .native
        ) -> [NSAttributedString.Key: Any] {
            PlatformTextPlan(
                self, kind: kind, traits: traits, theme: theme, alignment: alignment, lineBreakMode: lineBreakMode,
                options: options
            ).attributes
        }

        /// The same attributes as a Foundation `AttributeContainer`, for `AttributedString`.
        @MainActor
        public func attributeContainer(
            for traits: UITraitCollection, theme: Theme? = nil, kind: TextViewKind = .uiLabel,
            alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping,
            options: ResolutionOptions = .native
        ) -> AttributeContainer {
            AttributeContainer(
                attributes(
                    for: traits, theme: theme, kind: kind, alignment: alignment, lineBreakMode: lineBreakMode,
                    options: options))
        }

        /// A font UIKit scales by itself: the style's font at Large, scaled by `UIFontMetrics` for its text style
        /// up to the largest size the style reaches (``TypesetterCore/FontMetricsScaling``). Opt in for the places
        /// that keep a font and re-scale it on a Text Size change only when `UIFontMetrics` vended it — navigation
        /// bar title attributes, tab bar items, segmented controls, list content configurations — where a plain
        /// font would stay at the size it was set at:
        ///
        /// ```swift
        /// navigationBar.titleTextAttributes = [.font: Typography.headline.scaledUIFont(compatibleWith: traitCollection)]
        /// ```
        ///
        /// `traits` decide the size it starts at, Bold Text and the theme (`theme` when given, else the traits'
        /// theme). UIKit then follows Apple's curve for the text style (the style's own sizes with iOS's table and
        /// the table-ratio model), without the style's smallest category or line height; it re-scales the size,
        /// but never changes the face: when Bold Text or the theme changes, set the font again (from a trait-change
        /// registration for `UITraitLegibilityWeight` and ``TypesetterThemeTrait``). Elsewhere prefer
        /// ``uiFont(for:theme:options:)``, ``attributes(for:theme:kind:alignment:lineBreakMode:options:)`` and
        /// ``TypographyLabel``.
        @MainActor
        public func scaledUIFont(
            compatibleWith traits: UITraitCollection, theme: Theme? = nil, options: ResolutionOptions = .native
        ) -> UIFont {
            let style = themed(traits.drawingTheme(explicit: theme))
            let scaling = style.fontMetricsScaling(
                legibilityWeight: TypesetterCore.LegibilityWeight(traits.legibilityWeight), systemFontBoldText: .uiKit,
                options: options)
            let font = UIFont(scaling.font)
            guard scaling.scales else { return font }
            return UIFontMetrics(forTextStyle: scaling.textStyle.uiFontTextStyle).scaledFont(
                for: font, maximumPointSize: scaling.maximumPointSize, compatibleWith: traits)
        }
    }

    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    extension UITraitCollection {
        /// The traits a style depends on: Text Size, Bold Text and the theme.
        static var typographyTraits: [UITrait] {
            [UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self, TypesetterThemeTrait.self]
        }
    }

    extension SystemFontBoldText {
        /// UIKit's: `UIFont.systemFont` follows the global Bold Text setting, whatever the trait collection
        /// says, so the request names the heavier weight itself while the setting is off.
        @MainActor
        static var uiKit: SystemFontBoldText { UIAccessibility.isBoldTextEnabled ? .appliedByPlatform : .requested }
    }

    extension PlatformTextPlan {
        /// At the traits' content size category and legibility weight, in `theme` or else the traits' theme, with
        /// UIKit's system font Bold Text (``TypesetterCore/SystemFontBoldText/uiKit``).
        @MainActor
        init(
            _ typography: Typography, kind: TextViewKind, traits: UITraitCollection, theme: Theme?,
            alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping,
            options: ResolutionOptions
        ) {
            self.init(
                typography.themed(traits.drawingTheme(explicit: theme)), kind: kind,
                category: TypesetterCore.ContentSizeCategory(traits.preferredContentSizeCategory),
                legibilityWeight: TypesetterCore.LegibilityWeight(traits.legibilityWeight), systemFontBoldText: .uiKit,
                alignment: alignment, lineBreakMode: lineBreakMode, options: options)
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

    /// A label that draws its text in a ``Typography`` and rebuilds it when Text Size, Bold Text or the theme
    /// changes, keeping its `textAlignment` and `lineBreakMode`: `TypographyLabel(typography: .body)`.
    ///
    /// In a themed build the style is drawn in ``theme`` when set, else in the theme its traits carry
    /// (``TypesetterThemeTrait``: `traitOverrides.typesetterTheme = .brandB` on the label or any ancestor,
    /// iOS/tvOS 17 and visionOS); before iOS/tvOS 17 set ``theme``.
    ///
    /// `text` and `attributedText` stay in step, as on any label. An attributed text keeps its runs: bold, italic
    /// and code runs keep their traits in the style's family at the style's size, and colors, links and
    /// underlines stay; the style sets the font, line height, baseline offset and tracking over them
    /// (``TypesetterCore/TextAttributePlan``, kind ``TypesetterCore/TextViewKind/uiLabel``). A truncating
    /// `lineBreakMode` stays the label's, with word wrapping in the paragraph style, so a multi-line label keeps
    /// its lines. Text set in Interface Builder survives setting a style. Fonts and attributes are built once per
    /// (content size category, Bold Text) and cached; setting the text reuses them, setting the style, its options
    /// (a per-view `maximumScaleFactor`, say), the alignment or the line-break mode empties the cache.
    open class TypographyLabel: UILabel, TypographyRestyling {
        /// The style; setting it redraws the text.
        public var typography: Typography? {
            didSet {
                cache.removeAll()
                applyStyle()
            }
        }

        public var options = ResolutionOptions.native {
            didSet {
                cache.removeAll()
                applyStyle()
            }
        }

        /// The theme to draw in, over the one the traits carry; `nil` (the default) draws in the traits' theme.
        public var theme: Theme? {
            didSet { applyStyle() }
        }

        /// A component's foreground color, drawn on every run without a color of its own (what
        /// ``UIKit/UILabel/applyComponentStyle(_:state:theme:options:)`` sets); `nil` leaves the label's `textColor`.
        var componentForeground: DesignColor? {
            didSet { applyStyle() }
        }

        open override var text: String? {
            get { source?.string }
            set {
                source = newValue.map { NSAttributedString(string: $0) }
                sourceIsPlainText = true
                applyStyle()
            }
        }

        /// The text as drawn (styled); setting it keeps the runs' own attributes under the style's.
        open override var attributedText: NSAttributedString? {
            get { super.attributedText }
            set {
                source = newValue
                sourceIsPlainText = false
                applyStyle()
            }
        }

        open override var textAlignment: NSTextAlignment {
            didSet {
                cache.removeAll()
                applyStyle()
            }
        }

        open override var lineBreakMode: NSLineBreakMode {
            didSet {
                cache.removeAll()
                applyStyle()
            }
        }

        /// The text as the app (or Interface Builder) set it, before the style.
        private var source: NSAttributedString?
        /// Whether the source was set as `text`: without a style it is then drawn in the label's own font and
        /// color, as `UILabel` draws `text`.
        private var sourceIsPlainText = true
        private var cache = TraitCache<PlatformTextPlan>()
        /// The themed style the cache holds values of: a theme change (by trait or ``theme``) empties it.
        private var cachedStyle: Typography?

        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// A label drawing its text in `typography`.
        public convenience init(typography: Typography, theme: Theme? = nil, options: ResolutionOptions = .native) {
            self.init(frame: .zero)
            restyle(with: typography, theme: theme, options: options)
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            // Interface Builder's text, with its attributes, is the source the style is applied to.
            source = super.attributedText
            sourceIsPlainText = false
        }

        // The label rebuilds its attributed text itself (``TypographyRestyling``): its fonts are plain fonts at
        // a fixed size, which `adjustsFontForContentSizeCategory` would not re-scale. Before iOS/tvOS 17 this is
        // the only way to hear about trait changes; visionOS has trait registration from 1.0 and deprecates this
        // method from the start, so it is not overridden there.
        #if !os(visionOS)
            @available(iOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            @available(tvOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                restyleBeforeTraitRegistration()
            }
        #endif

        private var isApplying = false

        func applyStyle() {
            // Setting `attributedText` writes its paragraph style back into `textAlignment` and `lineBreakMode`,
            // whose observers would apply again.
            guard !isApplying else { return }
            isApplying = true
            defer { isApplying = false }
            guard let style = typography else {
                if sourceIsPlainText { super.text = source?.string } else { super.attributedText = source }
                return
            }
            observeTraits()
            let typography = style.themed(traitCollection.drawingTheme(explicit: theme))
            if typography != cachedStyle {
                cache.removeAll()
                cachedStyle = typography
            }
            let category = TypesetterCore.ContentSizeCategory(traitCollection.preferredContentSizeCategory)
            let weight = TypesetterCore.LegibilityWeight(traitCollection.legibilityWeight)
            let (options, alignment, mode) = (options, textAlignment, lineBreakMode)
            let built = cache.value(at: category, legibilityWeight: weight) {
                PlatformTextPlan(
                    typography, kind: .uiLabel, category: category, legibilityWeight: weight,
                    systemFontBoldText: .uiKit, alignment: alignment, lineBreakMode: mode, options: options)
            }
            let styled = NSMutableAttributedString(attributedString: source ?? NSAttributedString(string: ""))
            let foreground = componentForeground.map {
                UIColor($0, theme: traitCollection.drawingTheme(explicit: theme))
            }
            styled.restyle(with: built, foreground: foreground)
            super.attributedText = styled
            // UILabel copies the paragraph style at location 0 into `lineBreakMode`; the paragraph style wraps
            // (``TypesetterCore/ParagraphLayout/LineBreak/inParagraphStyle``), the label truncates as the app asked.
            super.lineBreakMode = mode
            updateLargeContentViewer(typography: typography, category: category, options: options)
        }

        #if os(tvOS)
            /// tvOS has no Large Content Viewer (``TypesetterCore/Platform/offersLargeContentViewer``).
            private func updateLargeContentViewer(
                typography: Typography, category: TypesetterCore.ContentSizeCategory, options: ResolutionOptions
            ) {}
        #else
            /// A style that does not grow with Dynamic Type offers the Large Content Viewer, as SwiftUI's
            /// ``SwiftUI/View/typography(_:options:)`` does (``TypesetterCore/LargeContentViewerRule``). The viewer
            /// needs a `UILargeContentViewerInteraction` on the view or an ancestor, added once here, and a view that
            /// receives the long press: a label ignores touches by default (`isUserInteractionEnabled` is false for
            /// `UILabel`), so it takes them only at the accessibility sizes, where the system shows the viewer, and
            /// lets them through to the control around it at every other size.
            private func updateLargeContentViewer(
                typography: Typography, category: TypesetterCore.ContentSizeCategory, options: ResolutionOptions
            ) {
                let rule = LargeContentViewerRule(typography, at: category, platform: .current, options: options)
                showsLargeContentViewer = rule.shows
                largeContentTitle = rule.shows ? source?.string : nil
                if rule.shows, !interactions.contains(where: { $0 is UILargeContentViewerInteraction }) {
                    addInteraction(UILargeContentViewerInteraction())
                }
                if rule.labelTakesTouches, !isUserInteractionEnabled {
                    isUserInteractionEnabled = true
                    enabledInteractionForViewer = true
                } else if !rule.labelTakesTouches, enabledInteractionForViewer {
                    isUserInteractionEnabled = false
                    enabledInteractionForViewer = false
                }
            }

            /// Whether ``updateLargeContentViewer(typography:category:options:)`` turned `isUserInteractionEnabled` on.
            private var enabledInteractionForViewer = false
        #endif
    }

    /// A view that keeps its text in a style (``TypographyLabel``, ``TypographyTextField``, ``TypographyTextView``,
    /// ``TypographyButton``) and restyles itself whenever Text Size, Bold Text or the theme trait changes: by trait registration
    /// on iOS/tvOS 17 and visionOS, and before that from `traitCollectionDidChange(_:)`, which each class
    /// overrides (an override cannot be shared) and forwards here.
    @MainActor
    protocol TypographyRestyling: UIView {
        var typography: Typography? { get set }
        var options: ResolutionOptions { get set }
        /// The theme to draw in over the traits' (``TypesetterThemeTrait``).
        var theme: Theme? { get set }
        /// Applies the view's style at its current traits.
        func applyStyle()
    }

    extension TypographyRestyling {
        /// What each class's `init(typography:theme:options:)` does after its designated initializer.
        func restyle(with typography: Typography, theme: Theme?, options: ResolutionOptions) {
            self.options = options
            self.theme = theme
            self.typography = typography
            applyStyle()
        }

        /// Registers for the traits a style depends on, once per view (``UIKit/UIView/observeTypographyTraits(restyle:)``):
        /// called whenever a style is applied, so a view that never gets a style registers nothing.
        func observeTraits() {
            observeTypographyTraits { view in (view as? Self)?.applyStyle() }
        }

        #if !os(visionOS)
            /// What `traitCollectionDidChange(_:)` does: restyle where trait registration does not exist.
            func restyleBeforeTraitRegistration() {
                if #unavailable(iOS 17.0, tvOS 17.0) {
                    applyStyle()
                }
            }
        #endif
    }
#endif
