// UIKit themes: the generated `Theme` a view or view controller draws in, carried by a custom trait on
// iOS/tvOS 17 and visionOS (`traitOverrides.typesetterTheme = .brandB`), read by the typography helpers and
// the self-updating views, which restyle when it changes. Before iOS/tvOS 17 UIKit has no custom traits: pass
// the theme (`theme:` on the helpers, the views' `theme` property). Which value a theme gives is the core's
// (`Typography.themed(_:)`, `Theme.typography(_:)`). Not on watchOS (no trait overrides).

#if canImport(UIKit) && !os(watchOS)
    import TypesetterCore
    import UIKit

    /// The trait that carries the ``Theme`` views draw in: set it on a view, view controller or window scene
    /// with `traitOverrides.typesetterTheme` and read it with
    /// `traitCollection.typesetterTheme`. Its default, `nil`, draws the generated members as they
    /// are, which are the default theme's values.
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public struct TypesetterThemeTrait: UITraitDefinition {
        public static let defaultValue: Theme? = nil
    }

    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    extension UITraitCollection {
        /// The theme the traits carry (``TypesetterThemeTrait``), or `nil` for the default theme.
        public var typesetterTheme: Theme? { self[TypesetterThemeTrait.self] }
    }

    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    extension UIMutableTraits {
        /// The theme for this object and everything below it: `traitOverrides.typesetterTheme = .brandB` on a
        /// view controller draws its views in brand B; `nil` goes back to the default theme.
        public var typesetterTheme: Theme? {
            get { self[TypesetterThemeTrait.self] }
            set { self[TypesetterThemeTrait.self] = newValue }
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
