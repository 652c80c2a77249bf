// UIKit: buttons whose titles keep to a Typography through state, Text Size and Bold Text changes. Not on
// watchOS (no UIButton configurations there).

#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import TypesetterCore
    import UIKit

    /// A button whose title keeps to a ``Typography`` on every state, Text Size, Bold Text and theme change
    /// (``UIKit/UIButton/applyTypography(_:theme:options:)``), before iOS/tvOS 17 too:
    /// `TypographyButton(typography: .label)`. Its configuration's other values are the app's.
    open class TypographyButton: UIButton, TypographyRestyling {
        /// The style; setting it restyles the title.
        public var typography: Typography? { didSet { applyStyle() } }
        public var options = ResolutionOptions.native { didSet { applyStyle() } }
        /// The theme to draw in over the traits' (``TypesetterThemeTrait``); `nil` draws in the traits' theme.
        public var theme: Theme? { didSet { applyStyle() } }

        /// A button drawing its title in `typography`.
        public convenience init(typography: Typography, theme: Theme? = nil, options: ResolutionOptions = .native) {
            self.init(frame: .zero)
            restyle(with: typography, theme: theme, options: options)
        }

        #if !os(visionOS)
            // Trait registration (`applyTypography`) covers iOS/tvOS 17 and later; before, this is how the
            // button hears about trait changes. The configuration update handler already reads the button's
            // traits, so asking for an update is enough: the style is not applied again.
            @available(iOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            @available(tvOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
            open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if #unavailable(iOS 17.0, tvOS 17.0) { setNeedsUpdateConfiguration() }
            }
        #endif

        func applyStyle() {
            if let typography { applyTypography(typography, theme: theme, options: options) }
        }
    }

    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    extension UIButton {
        /// Draws the button's title in `typography` at the button's traits, and keeps it there: the title
        /// attributes are set from a `configurationUpdateHandler` (replacing any earlier one), which UIKit runs on
        /// every state change, and the button asks for that update again whenever Text Size, Bold Text or the
        /// theme trait changes (trait registration on iOS/tvOS 17 and visionOS; iOS 18 also tracks the traits the
        /// handler reads). The style is `theme`'s when given, else the traits' theme's (``TypesetterThemeTrait``).
        /// The configuration's other values (title, colors, insets) are kept; a button without a configuration
        /// gets `.plain()`. Calling it again (from a trait handler, or to change the style) registers nothing more.
        ///
        /// Before iOS/tvOS 17 UIKit offers no trait registration to an extension: there, call
        /// `setNeedsUpdateConfiguration()` from the view controller's `traitCollectionDidChange(_:)`.
        public func applyTypography(
            _ typography: Typography, theme: Theme? = nil, options: ResolutionOptions = .native
        ) {
            configurationUpdateHandler = { button in
                MainActor.assumeIsolated {
                    var updated = button.configuration ?? UIButton.Configuration.plain()
                    updated.applyTypography(typography, for: button.traitCollection, theme: theme, options: options)
                    button.configuration = updated
                }
            }
            observeTypographyTraits()
            var configuration = self.configuration ?? UIButton.Configuration.plain()
            configuration.applyTypography(typography, for: traitCollection, theme: theme, options: options)
            self.configuration = configuration
        }

        /// Re-runs the configuration update handler when the content size category, legibility weight or theme
        /// trait changes:
        /// registered once per button (a ``TypographyTraitObservation`` marks it), however often the helpers run.
        func observeTypographyTraits() {
            guard !interactions.contains(where: { $0 is TypographyTraitObservation }) else { return }
            addInteraction(TypographyTraitObservation())
            if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
                registerForTraitChanges(UITraitCollection.typographyTraits) {
                    (button: UIButton, _: UITraitCollection) in
                    button.setNeedsUpdateConfiguration()
                }
            }
        }
    }

    /// Marks a view whose trait changes the runtime already observes, so a helper called again does not add a
    /// second trait registration. An interaction because a view keeps it for its lifetime and lists it in
    /// `interactions`; it handles no events.
    final class TypographyTraitObservation: NSObject, UIInteraction {
        private(set) weak var view: UIView?

        func willMove(to view: UIView?) {}

        func didMove(to view: UIView?) {
            self.view = view
        }
    }

    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    extension UIButton.Configuration {
        /// Draws the title in `typography` at `traits` (the button's `traitCollection`), in `theme` or else the
        /// traits' theme. The configuration does not follow later trait changes by itself:
        /// ``UIKit/UIButton/applyTypography(_:theme:options:)`` does.
        @MainActor
        public mutating func applyTypography(
            _ typography: Typography, for traits: UITraitCollection, theme: Theme? = nil,
            options: ResolutionOptions = .native
        ) {
            // A button title is one line, and the configuration lays it out: the font and kerning only.
            let container = typography.attributeContainer(
                for: traits, theme: theme, layout: .singleLine, options: options)
            titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                incoming.merging(container, mergePolicy: .keepNew)
            }
        }
    }
#endif
