// SwiftUI: `Text("…").typography(.bodySmall)`.

#if canImport(SwiftUI)
import SwiftUI
import TypesetterCore

extension View {
    /// Draws text in `typography` at the environment's Dynamic Type size and legibility weight: font,
    /// line height, vertical padding and letter spacing, all resolved by the core.
    ///
    /// Updates live: the modifier reads `dynamicTypeSize` and `legibilityWeight` from the environment, so
    /// SwiftUI re-evaluates it whenever the user changes Text Size or Bold Text.
    public func typography(_ typography: Typography, options: ResolutionOptions = .standard) -> some View {
        modifier(TypographyModifier(typography: typography, options: options))
    }
}

/// The modifier behind ``SwiftUI/View/typography(_:options:)``.
public struct TypographyModifier: ViewModifier {
    public let typography: Typography
    public let options: ResolutionOptions

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.legibilityWeight) private var legibilityWeight

    public init(typography: Typography, options: ResolutionOptions = .standard) {
        self.typography = typography
        self.options = options
    }

    @ViewBuilder
    public func body(content: Content) -> some View {
        let resolved = typography.resolve(
            at: TypesetterCore.ContentSizeCategory(dynamicTypeSize),
            legibilityWeight: TypesetterCore.LegibilityWeight(legibilityWeight),
            options: options
        )
        let styled = content
            .font(Font(resolved, of: typography))
            .kerning(resolved.kerning)
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            styled.lineHeight(.exact(points: resolved.lineHeight))
        } else {
            // The half-leading recipe: space between lines, half the difference above and below.
            styled
                .lineSpacing(resolved.lineSpacing)
                .padding(.vertical, resolved.verticalPadding)
        }
    }
}

extension Font {
    /// The SwiftUI font for a resolved style, at its resolved (already scaled) point size: the custom face
    /// by PostScript name, or the system font in the style's design.
    public init(_ resolved: ResolvedTypography, of typography: Typography) {
        switch typography.font {
        case .custom(let family):
            // The build step verified the face exists; an unmatched family still draws, in the system font.
            let name = resolved.postScriptName ?? family.name
            self = .custom(name, fixedSize: resolved.pointSize)
        case .system(let design):
            let font = Font.system(size: resolved.pointSize, weight: resolved.requestedWeight.swiftUIWeight, design: design.swiftUIDesign)
            self = resolved.isItalic ? font.italic() : font
        }
    }
}
#endif
