// UIKit themes: the generated `Theme` a view or view controller draws in, carried by a custom trait on
// iOS/tvOS 17 and visionOS (`traitOverrides.typesetterTheme = .brandB`), read by the typography helpers and
// the self-updating views, which restyle when it changes. Before iOS/tvOS 17 UIKit has no custom traits: pass
// the theme (`theme:` on the helpers, the views' `theme` property). Which value a theme gives is the core's
// (`Typography.themed(_:)`, `Theme.typography(_:)`). Not on watchOS (no trait overrides).

#if canImport(UIKit) && !os(watchOS)
    import TypesetterCore
    import UIKit

    /// The trait that carries the ``Theme`` views draw in: set it on a view, view controller or window scene
    /// with `traitOverrides.typesetterTheme` and read it with `traitCollection.typesetterTheme`. Its default, `nil`,
    /// draws the generated members as they are, which are the default theme's values.
    ///
    /// The trait holds the theme by name (``TypesetterCore/ThemeTraitValue``): UIKit compares trait values often,
    /// and Apple's `UITraitDefinition` page asks for "an efficient implementation of Equatable". SwiftUI views
    /// hosted in UIKit read it as their environment's theme, and UIKit views hosted in SwiftUI see the
    /// environment's (``SwiftUI/EnvironmentValues/typesetterTheme``, bridged with `UITraitBridgedEnvironmentKey`).
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public struct TypesetterThemeTrait: UITraitDefinition {
        public static let defaultValue: ThemeTraitValue? = nil
    }

    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    extension UITraitCollection {
        /// The theme the traits carry (``TypesetterThemeTrait``), or `nil` for the default theme.
        public var typesetterTheme: Theme? { self[TypesetterThemeTrait.self]?.theme }
    }

    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    extension UIMutableTraits {
        /// The theme for this object and everything below it: `traitOverrides.typesetterTheme = .brandB` on a
        /// view controller draws its views in brand B; `nil` goes back to the default theme.
        public var typesetterTheme: Theme? {
            get { self[TypesetterThemeTrait.self]?.theme }
            set { self[TypesetterThemeTrait.self] = newValue.map(ThemeTraitValue.init) }
        }
    }

    extension UITraitCollection {
        /// The theme a style drawn at these traits takes: `explicit` when given, else the traits' theme where
        /// UIKit has custom traits (iOS/tvOS 17, visionOS), else none (the default theme).
        func drawingTheme(explicit: Theme?) -> Theme? {
            if let explicit { return explicit }
            if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) { return typesetterTheme }
            return nil
        }
    }
#endif

// The theme trait and SwiftUI's environment value are one setting: a theme set in UIKit reaches hosted SwiftUI
// views, and the reverse (Apple's `UITraitBridgedEnvironmentKey`, iOS/tvOS 17 and visionOS).
#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
    import SwiftUI
    import TypesetterCore
    import UIKit

    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    extension TypesetterThemeKey: UITraitBridgedEnvironmentKey {
        static func read(from traitCollection: UITraitCollection) -> Theme? {
            traitCollection.typesetterTheme
        }

        static func write(to mutableTraits: inout any UIMutableTraits, value: Theme?) {
            mutableTraits.typesetterTheme = value
        }
    }
#endif
