// UIKit: buttons whose titles keep to a Typography through state, Text Size, Bold Text and theme changes, and
// the bookkeeping the UIKit helpers share (one trait registration per view, the app's configuration update
// handler kept and run first). Not on watchOS (no UIButton configurations there).

#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import TypesetterCore
    import UIKit

    /// A button whose title keeps to a ``Typography`` on every state, Text Size, Bold Text and theme change
    /// (``UIKit/UIButton/applyTypography(_:theme:options:)``), before iOS/tvOS 17 too:
    /// `TypographyButton(typography: .label)`. Its configuration's other values are the app's, and so is its
    /// `configurationUpdateHandler`: one the app sets at any time runs first, then the title is styled again.
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

        /// The app's handler runs first on every update, then the runtime's restyles the title: set before or after
        /// the style, it never replaces it (UIKit calls the handler after `updateConfiguration()`, UIButton.h).
        open override var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
            get { super.configurationUpdateHandler }
            set {
                guard let observation = typographyObservation, !observation.isInstallingHandler else {
                    super.configurationUpdateHandler = newValue
                    return
                }
                observation.appHandler = newValue
                applyStyle()
            }
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
        /// attributes (font and tracking: a title is one line the button places, ``TypesetterCore/TextViewKind/buttonTitle``)
        /// are set from a `configurationUpdateHandler`, which UIKit runs on every state change, and the button asks
        /// for that update again whenever Text Size, Bold Text or the theme trait changes (trait registration on
        /// iOS/tvOS 17 and visionOS; iOS 18 also tracks the traits the handler reads). The style is `theme`'s when
        /// given, else the traits' theme's (``TypesetterThemeTrait``). The configuration's other values (title,
        /// colors, insets) are kept; a button without a configuration gets `.plain()`.
        ///
        /// The app's own `configurationUpdateHandler`, set before the first call, is kept and runs first on every
        /// update. On a plain `UIButton` a handler the app sets afterwards replaces the runtime's (call this again
        /// after setting it, or use ``TypographyButton``, which chains a handler set at any time). Calling it again
        /// (to change the style) registers nothing more.
        ///
        /// Before iOS/tvOS 17 UIKit offers no trait registration to an extension: there, call
        /// `setNeedsUpdateConfiguration()` from the view controller's `traitCollectionDidChange(_:)`.
        public func applyTypography(
            _ typography: Typography, theme: Theme? = nil, options: ResolutionOptions = .native
        ) {
            installConfigurationUpdate { button in
                var updated = button.configuration ?? UIButton.Configuration.plain()
                updated.applyTypography(typography, for: button.traitCollection, theme: theme, options: options)
                button.configuration = updated
            }
        }

        /// Installs `update` as the configuration update handler after the app's own (kept from the first call),
        /// runs it now, and re-runs it on every trait change the runtime observes.
        func installConfigurationUpdate(_ update: @escaping @MainActor (UIButton) -> Void) {
            let observation = observeTypographyTraits { view in (view as? UIButton)?.setNeedsUpdateConfiguration() }
            if !observation.capturedAppHandler {
                observation.appHandler = configurationUpdateHandler
                observation.capturedAppHandler = true
            }
            let app = observation.appHandler
            observation.isInstallingHandler = true
            configurationUpdateHandler = { button in
                app?(button)
                MainActor.assumeIsolated { update(button) }
            }
            observation.isInstallingHandler = false
            update(self)
        }
    }

    extension UIView {
        /// The runtime's bookkeeping on this view, if a helper styled it.
        var typographyObservation: TypographyTraitObservation? {
            interactions.lazy.compactMap { $0 as? TypographyTraitObservation }.first
        }

        /// Registers, once per view, for the traits a style depends on (Text Size, Bold Text, the theme trait) and
        /// sets what a change re-runs (`restyle`, replacing an earlier one): the helpers of plain UIKit views, which
        /// cannot override `traitCollectionDidChange(_:)`. Returns the view's bookkeeping.
        @discardableResult
        func observeTypographyTraits(restyle: @escaping @MainActor (UIView) -> Void) -> TypographyTraitObservation {
            let observation: TypographyTraitObservation
            if let existing = typographyObservation {
                observation = existing
            } else {
                observation = TypographyTraitObservation()
                addInteraction(observation)
                if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
                    registerForTraitChanges(UITraitCollection.typographyTraits) {
                        (view: UIView, _: UITraitCollection) in
                        view.typographyObservation?.restyle?(view)
                    }
                }
            }
            observation.restyle = restyle
            return observation
        }
    }

    /// What the runtime keeps on a view it styles: marks that the view's trait changes are observed (so a helper
    /// called again does not register twice), what a trait change re-runs, and a button's own configuration update
    /// handler. An interaction because a view keeps it for its lifetime and lists it in `interactions`; it handles
    /// no events.
    final class TypographyTraitObservation: NSObject, UIInteraction {
        private(set) weak var view: UIView?
        /// What a trait change re-runs (a plain view's helper), `nil` for the self-updating views.
        var restyle: (@MainActor (UIView) -> Void)?
        /// The app's configuration update handler, which the runtime's runs after.
        var appHandler: ((UIButton) -> Void)?
        /// Whether ``appHandler`` was read (on the first install; later the installed handler is the runtime's).
        var capturedAppHandler = false
        /// Set while the runtime installs its handler, so ``TypographyButton`` tells it from the app's.
        var isInstallingHandler = false

        func willMove(to view: UIView?) {}

        func didMove(to view: UIView?) {
            self.view = view
        }
    }

    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    extension UIButton.Configuration {
        /// Draws the title in `typography` at `traits` (the button's `traitCollection`), in `theme` or else the
        /// traits' theme: the font and tracking of a one-line title (``TypesetterCore/TextViewKind/buttonTitle``).
        /// The configuration does not follow later trait changes by itself:
        /// ``UIKit/UIButton/applyTypography(_:theme:options:)`` does.
        @MainActor
        public mutating func applyTypography(
            _ typography: Typography, for traits: UITraitCollection, theme: Theme? = nil,
            options: ResolutionOptions = .native
        ) {
            let container = typography.attributeContainer(
                for: traits, theme: theme, kind: .buttonTitle, options: options)
            titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                incoming.merging(container, mergePolicy: .keepNew)
            }
        }
    }
#endif
