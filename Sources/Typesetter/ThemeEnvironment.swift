// Themes in SwiftUI: `.typesetterTheme(.brandB)` on any view puts a generated `Theme` in the environment, and
// the runtime's typography, component styles, `@Scaled` values and `@ThemedColor` colors read it. Every lookup
// is the core's (`Theme.typography(_:)`, `color(_:)`, `scaled(_:)`, `values(_:)`); without a theme the
// generated members' own values (the default theme's) apply, so code written before themes keeps working.

#if canImport(SwiftUI)
    import SwiftUI
    import TypesetterCore

    /// The environment key behind ``SwiftUI/EnvironmentValues/typesetterTheme`` (bridged to UIKit's
    /// `TypesetterThemeTrait` where UIKit has custom traits).
    struct TypesetterThemeKey: EnvironmentKey {
        static let defaultValue: Theme? = nil
    }

    extension EnvironmentValues {
        /// The theme the runtime's modifiers draw in; `nil` (the default) draws the generated members as they
        /// are, which are the default theme's values.
        public var typesetterTheme: Theme? {
            get { self[TypesetterThemeKey.self] }
            set { self[TypesetterThemeKey.self] = newValue }
        }
    }

    extension View {
        /// Draws the view and everything inside it in `theme`: `.typography(_:)`, component styles, `@Scaled`
        /// and `@ThemedColor` resolve through it. `nil` goes back to the default theme.
        public func typesetterTheme(_ theme: Theme?) -> some View {
            environment(\.typesetterTheme, theme)
        }
    }

    /// A generated color in the environment's theme, following light/dark appearance and Increase Contrast like
    /// `Color(_:)`: `@ThemedColor(DesignTokens.Colors.accent) var accent`.
    @propertyWrapper
    public struct ThemedColor: DynamicProperty {
        @Environment(\.typesetterTheme) private var theme
        private let color: DesignColor

        public init(_ color: DesignColor) {
            self.color = color
        }

        /// The color of the environment's theme (read in a view's body, on the main actor, as `Color(_:)` is).
        @MainActor public var wrappedValue: Color {
            Color(theme?.color(color) ?? color)
        }
    }
#endif
