// Themes the way an app switches them: the Themes example's generated `Theme` values put in the environment
// with `.typesetterTheme(_:)`, read by `.typography(_:)`, `@Scaled` and `@ThemedColor`.
import ThemesTokens
import Typesetter

#if canImport(SwiftUI)
    import SwiftUI

    struct ThemesView: View {
        @Scaled(Brands.Dimensions.spacingGutter) private var gutter
        @ThemedColor(Brands.Colors.accent) private var accent
        @Environment(\.typesetterTheme) private var theme

        var body: some View {
            VStack(spacing: gutter) {
                Text("Welcome").typography(.title).foregroundStyle(accent)
                Text(theme?.name ?? Theme.all[0].name).typography(.body)
            }
        }
    }

    /// The same screen in every brand and density, side by side.
    struct EveryThemeView: View {
        var body: some View {
            VStack {
                ThemesView()
                ThemesView().typesetterTheme(.brandBCompact)
                ThemesView().typesetterTheme(.brandCRegular)
            }
        }
    }
#endif
