// Components from tokens on SwiftUI and UIKit: a button style, a view modifier for labels, badges and surfaces,
// and UIButton configurations. Every number comes from the core (`ComponentStyle.Values.metrics(at:)`,
// `ComponentStyle.state(…)`); these adapters only read the platform's state and apply the values.

#if canImport(SwiftUI)
    import SwiftUI
    import TypesetterCore

    /// A button drawn as a component variant: `Button("Continue") { … }.buttonStyle(.primary)` (the generated
    /// code declares `.primary`). Reads `isPressed` from the configuration, `isEnabled` and `isFocused` (tvOS,
    /// visionOS, keyboard focus) from the environment; lengths follow the environment's Dynamic Type size like
    /// `@ScaledMetric`.
    public struct ComponentButtonStyle: ButtonStyle {
        public let style: ComponentStyle
        /// Draws the `selected` state (for toggles and segmented choices the app tracks itself).
        public let isSelected: Bool
        public let options: ResolutionOptions

        public init(_ style: ComponentStyle, isSelected: Bool = false, options: ResolutionOptions = .native) {
            self.style = style
            self.isSelected = isSelected
            self.options = options
        }

        public func makeBody(configuration: Configuration) -> some View {
            ComponentButtonBody(configuration: configuration, style: style, isSelected: isSelected, options: options)
        }
    }

    /// The button's body: a view, so it can read the environment.
    struct ComponentButtonBody: View {
        let configuration: ButtonStyleConfiguration
        let style: ComponentStyle
        let isSelected: Bool
        let options: ResolutionOptions

        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.isFocused) private var isFocused

        var body: some View {
            let values = style.values(
                isEnabled: isEnabled, isPressed: configuration.isPressed, isSelected: isSelected, isFocused: isFocused)
            configuration.label.modifier(ComponentModifier(values: values, options: options))
        }
    }

    extension View {
        /// Draws a label or badge as a component variant: typography, foreground, background, border, corner
        /// radius and paddings, scaled with the environment's Dynamic Type size: `Text("New").componentStyle(.badge)`.
        public func componentStyle(
            _ style: ComponentStyle, state: ComponentStyle.State = .default, options: ResolutionOptions = .native
        ) -> some View {
            modifier(ComponentModifier(values: style.values(for: state), options: options))
        }

        /// Lays a surface (a card, a cell background) behind the view: background, border, corner radius and
        /// padding, scaled with the environment's Dynamic Type size: `VStack { … }.surfaceStyle(.card)`.
        public func surfaceStyle(_ style: ComponentStyle, options: ResolutionOptions = .native) -> some View {
            modifier(ComponentModifier(values: style.base, options: options))
        }
    }

    /// The modifier behind buttons, labels, badges and surfaces: one state's values at the environment's size.
    public struct ComponentModifier: ViewModifier {
        public let values: ComponentStyle.Values
        public let options: ResolutionOptions

        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.typesetterTheme) private var theme

        public init(values: ComponentStyle.Values, options: ResolutionOptions = .native) {
            self.values = values
            self.options = options
        }

        public func body(content: Content) -> some View {
            // The environment's theme's typography, colors and lengths (``Theme/values(_:)``).
            let values = theme?.values(values) ?? values
            let metrics = values.metrics(at: TypesetterCore.ContentSizeCategory(dynamicTypeSize), model: options.model)
            let shape = RoundedRectangle(cornerRadius: metrics.cornerRadius)
            return
                content
                .modifier(OptionalTypography(typography: values.typography, options: options))
                .modifier(LabelSpacing(spacing: values.spacing == nil ? nil : metrics.spacing))
                .modifier(OptionalForeground(color: values.foreground))
                .padding(.horizontal, metrics.paddingHorizontal)
                .padding(.vertical, metrics.paddingVertical)
                .frame(minHeight: values.minHeight == nil ? nil : metrics.minHeight)
                .background {
                    if let background = values.background { shape.fill(Color(background)) }
                }
                .overlay {
                    if let border = values.border {
                        shape.strokeBorder(lineWidth: metrics.borderWidth).foregroundStyle(Color(border.color))
                    }
                }
        }
    }

    /// The variant's foreground color when it has one; otherwise nothing, so the app's tint and inherited
    /// foreground style still apply.
    struct OptionalForeground: ViewModifier {
        let color: DesignColor?

        func body(content: Content) -> some View {
            if let color {
                content.foregroundStyle(Color(color))
            } else {
                content
            }
        }
    }

    /// The variant's icon–text gap for every `Label` inside (``ComponentLabelStyle``); unchanged without one.
    struct LabelSpacing: ViewModifier {
        let spacing: Double?

        func body(content: Content) -> some View {
            if let spacing {
                content.labelStyle(ComponentLabelStyle(spacing: spacing))
            } else {
                content
            }
        }
    }

    /// A label's icon then its title, `spacing` points apart (the component's `spacing` role, already scaled).
    public struct ComponentLabelStyle: LabelStyle {
        public let spacing: Double

        public init(spacing: Double) {
            self.spacing = spacing
        }

        public func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: spacing) {
                configuration.icon
                configuration.title
            }
        }
    }

    /// Typography when the variant has one (``TypographyModifier``, with its Large Content Viewer for styles
    /// that do not scale); the view unchanged otherwise.
    struct OptionalTypography: ViewModifier {
        let typography: Typography?
        let options: ResolutionOptions

        func body(content: Content) -> some View {
            if let typography {
                content.modifier(TypographyModifier(typography: typography, options: options))
            } else {
                content
            }
        }
    }
#endif

#if canImport(UIKit) && !os(watchOS)
    import TypesetterCore
    import UIKit

    @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
    extension UIButton.Configuration {
        /// A configuration drawing `style` in `state` at `traits` (the button's `traitCollection`), in `theme` or
        /// else the traits' theme (``TypesetterThemeTrait``), as SwiftUI's component styles draw the environment's:
        /// title typography, foreground, background, border, corner radius, content insets and image padding.
        @MainActor
        public static func component(
            _ style: ComponentStyle, state: ComponentStyle.State = .default, traits: UITraitCollection,
            theme: Theme? = nil, options: ResolutionOptions = .native
        ) -> UIButton.Configuration {
            var configuration = UIButton.Configuration.plain()
            configuration.applyComponent(style.values(for: state), traits: traits, theme: theme, options: options)
            return configuration
        }

        /// Applies one state's values at `traits`, in `theme` or else the traits' theme (``Theme/values(_:)``),
        /// keeping the title and image.
        @MainActor
        public mutating func applyComponent(
            _ values: ComponentStyle.Values, traits: UITraitCollection, theme: Theme? = nil,
            options: ResolutionOptions = .native
        ) {
            let theme = traits.drawingTheme(explicit: theme)
            let values = theme?.values(values) ?? values
            let metrics = values.metrics(
                at: TypesetterCore.ContentSizeCategory(traits.preferredContentSizeCategory), model: options.model)
            if let typography = values.typography {
                applyTypography(typography, for: traits, theme: theme, options: options)
            }
            if let foreground = values.foreground { baseForegroundColor = UIColor(foreground, theme: theme) }
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = values.background.map { UIColor($0, theme: theme) }
            background.cornerRadius = metrics.cornerRadius
            if let border = values.border {
                background.strokeColor = UIColor(border.color, theme: theme)
                background.strokeWidth = metrics.borderWidth
            }
            self.background = background
            // The radius is already scaled with Dynamic Type; UIKit must not scale it again.
            cornerStyle = .fixed
            contentInsets = NSDirectionalEdgeInsets(
                top: metrics.paddingVertical, leading: metrics.paddingHorizontal, bottom: metrics.paddingVertical,
                trailing: metrics.paddingHorizontal)
            imagePadding = metrics.spacing
        }
    }

    extension UILabel {
        /// Draws the label's text as a label or badge variant, in `theme` or else the traits' theme, and keeps it
        /// so when Text Size, Bold Text or the theme trait changes (trait registration on iOS/tvOS 17 and
        /// visionOS), as ``TypographyLabel`` does: the typography over each run (bold, italic and code runs, links
        /// and the runs' own colors stay), the foreground color on every run without a color of its own, and the
        /// background color behind it. On a ``TypographyLabel`` it sets the label's style.
        ///
        /// A `UILabel` has no padding or corner radius: for a badge that needs them, use a button that does not
        /// take touches (`isUserInteractionEnabled = false`) with ``UIKit/UIButton/applyComponentStyle(_:theme:options:)``.
        public func applyComponentStyle(
            _ style: ComponentStyle, state: ComponentStyle.State = .default, theme: Theme? = nil,
            options: ResolutionOptions = .native
        ) {
            let values = style.values(for: state)
            if let label = self as? TypographyLabel {
                label.options = options
                label.theme = theme
                label.componentForeground = values.foreground
                label.typography = values.typography
            } else {
                observeTypographyTraits { view in
                    (view as? UILabel)?.restyleComponent(values, theme: theme, options: options)
                }
                restyleComponent(values, theme: theme, options: options)
            }
            let drawing = traitCollection.drawingTheme(explicit: theme)
            backgroundColor = values.background.map { UIColor($0, theme: drawing) }
        }

        /// Restyles the label's attributed text in place, run by run, at its current traits.
        fileprivate func restyleComponent(_ values: ComponentStyle.Values, theme: Theme?, options: ResolutionOptions) {
            let drawing = traitCollection.drawingTheme(explicit: theme)
            let values = drawing?.values(values) ?? values
            let styled = NSMutableAttributedString(attributedString: attributedText ?? NSAttributedString(string: ""))
            let mode = lineBreakMode
            if let typography = values.typography {
                let plan = PlatformTextPlan(
                    typography, kind: .uiLabel, traits: traitCollection, theme: drawing, alignment: textAlignment,
                    lineBreakMode: mode, options: options)
                styled.restyle(with: plan, foreground: values.foreground.map { UIColor($0, theme: drawing) })
            }
            attributedText = styled
            // The paragraph style wraps; the label keeps truncating as the app asked.
            lineBreakMode = mode
        }
    }

    extension UIButton {
        /// Draws the button as `style` in every state, in `theme` or else the traits' theme: sets its configuration
        /// (keeping the title) and a `configurationUpdateHandler` that picks the state from `isEnabled`,
        /// `isHighlighted`, `isSelected` and `isFocused` (selected and focused shows both,
        /// ``TypesetterCore/ComponentStyle/values(isEnabled:isPressed:isSelected:isFocused:)``) and re-reads the
        /// trait collection, re-run when Text Size, Bold Text or the theme trait changes (trait registration on
        /// iOS/tvOS 17 and visionOS, once per button however often this is called). The app's own handler, set
        /// before, runs first on every update (as for ``UIKit/UIButton/applyTypography(_:theme:options:)``). Before
        /// iOS/tvOS 17, call `setNeedsUpdateConfiguration()` from the view controller's
        /// `traitCollectionDidChange(_:)`.
        ///
        /// `minHeight` is not part of a configuration: constrain the button's height to at least
        /// `style.base.metrics(at:).minHeight`.
        @available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)
        public func applyComponentStyle(
            _ style: ComponentStyle, theme: Theme? = nil, options: ResolutionOptions = .native
        ) {
            installConfigurationUpdate { button in
                let values = style.values(
                    isEnabled: button.isEnabled, isPressed: button.isHighlighted, isSelected: button.isSelected,
                    isFocused: button.isFocused)
                var updated = button.configuration ?? UIButton.Configuration.plain()
                updated.applyComponent(values, traits: button.traitCollection, theme: theme, options: options)
                button.configuration = updated
            }
        }
    }
#endif
