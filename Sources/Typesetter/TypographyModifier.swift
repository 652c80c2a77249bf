// SwiftUI: `Text("…").typography(.bodySmall)`, Text-returning styles that concatenate, and the Large Content
// Viewer for styles that do not scale.

#if canImport(SwiftUI)
    import SwiftUI
    import TypesetterCore

    extension View {
        /// Draws text in `typography` at the environment's Dynamic Type size and legibility weight: font,
        /// line height, vertical padding and the letter spacing as tracking, all resolved by the core. A style that
        /// does not change size with Dynamic Type also shows the Large Content Viewer when long-pressed, where the
        /// platform has one (iOS, iPadOS, visionOS: ``TypesetterCore/LargeContentViewerRule``).
        ///
        /// Updates live: the modifier reads `dynamicTypeSize` and `legibilityWeight` from the environment, so
        /// SwiftUI re-evaluates it whenever the user changes Text Size or Bold Text. In a themed build it draws
        /// the environment's theme's value of the style (``SwiftUI/View/typesetterTheme(_:)``).
        public func typography(_ typography: Typography, options: ResolutionOptions = .native) -> some View {
            modifier(TypographyModifier(typography: typography, options: options))
        }
    }

    /// The modifier behind ``SwiftUI/View/typography(_:options:)``.
    public struct TypographyModifier: ViewModifier {
        public let typography: Typography
        public let options: ResolutionOptions

        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.legibilityWeight) private var legibilityWeight
        @Environment(\.typesetterTheme) private var theme

        public init(typography: Typography, options: ResolutionOptions = .native) {
            self.typography = typography
            self.options = options
        }

        public func body(content: Content) -> some View {
            // The environment's theme's value of the style (``Theme/typography(_:)``), or the style as it is.
            let typography = typography.themed(theme)
            let resolved = typography.resolve(
                at: TypesetterCore.ContentSizeCategory(dynamicTypeSize),
                legibilityWeight: TypesetterCore.LegibilityWeight(legibilityWeight),
                options: options
            )
            return
                content
                .font(SwiftUI.Font(resolved, of: typography))
                .tracking(resolved.tracking)
                .modifier(LineHeightModifier(resolved: resolved))
                .largeContentViewer(
                    if: LargeContentViewerRule(
                        typography, at: resolved.category, platform: .current, options: options
                    ).shows)
        }
    }

    /// The line height of a resolved style: exact on the 26 releases (compiled in only against an SDK whose
    /// SwiftUI has `lineHeight(_:)`, ``exactLineHeightAvailable``), the spacing-and-padding recipe before.
    struct LineHeightModifier: ViewModifier {
        let resolved: ResolvedTypography

        @ViewBuilder
        func body(content: Content) -> some View {
            switch resolved.swiftUILineLayout(exactLineHeightAvailable: exactLineHeightAvailable) {
            case .exact(let points):
                content.exactLineHeight(points)
            case .spacingAndPadding(let lineSpacing, let verticalPadding):
                content
                    .lineSpacing(lineSpacing)
                    .padding(.vertical, verticalPadding)
            }
        }
    }

    extension SwiftUI.View {
        /// Shows the Large Content Viewer for the view when `shows` is true.
        @ViewBuilder
        fileprivate func largeContentViewer(if shows: Bool) -> some View {
            if shows {
                self.accessibilityShowsLargeContentViewer()
            } else {
                self
            }
        }
    }

    extension Text {
        /// The text in `typography`'s font and tracking at `dynamicTypeSize` and `legibilityWeight`, in `theme`,
        /// still a `Text`, so styled runs combine in one: `Text("\(Text("Note: ").typography(.label, …))\(body)")`
        /// (string interpolation; `+` does the same before the 26 releases, which deprecate it).
        ///
        /// A `Text` cannot read the environment, so pass the view's `@Environment(\.dynamicTypeSize)`,
        /// `@Environment(\.legibilityWeight)` and `@Environment(\.typesetterTheme)`: none has a default, so Bold
        /// Text and the theme are never dropped by leaving them out. Line height is a property of the whole
        /// paragraph, so apply ``SwiftUI/View/typography(_:options:)`` (or the line-height style) to the combined
        /// text.
        public func typography(
            _ typography: Typography, dynamicTypeSize: DynamicTypeSize, legibilityWeight: SwiftUI.LegibilityWeight?,
            theme: Theme?, options: ResolutionOptions = .native
        ) -> Text {
            let style = typography.themed(theme)
            let resolved = style.resolve(
                dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, options: options)
            return font(SwiftUI.Font(resolved, of: style)).tracking(resolved.tracking)
        }
    }

    extension SwiftUI.Font {
        /// The SwiftUI font for a resolved style, at its resolved (already scaled) point size: the custom face
        /// by PostScript name, or the system font in the style's design.
        public init(_ resolved: ResolvedTypography, of typography: Typography) {
            switch typography.font {
            case .custom(let family):
                // The build step verified the face exists; an unmatched family still draws, in the system font.
                let name = resolved.postScriptName ?? family.name
                if let variation = resolved.variation {
                    // A variable font between its named instances: the same CoreText descriptor UIKit uses.
                    self.init(variation.coreTextFont(postScriptName: name, pointSize: resolved.pointSize))
                } else {
                    self = .custom(name, fixedSize: resolved.pointSize)
                }
            case .system(let design):
                let font = SwiftUI.Font.system(
                    size: resolved.pointSize, weight: resolved.requestedWeight.swiftUIWeight,
                    design: design.swiftUIDesign)
                self = resolved.isItalic ? font.italic() : font
            }
        }
    }

    extension Typography {
        /// The text style the size scales with, as SwiftUI names it.
        public var swiftUITextStyle: SwiftUI.Font.TextStyle { effectiveTextStyle.swiftUITextStyle }

        /// The SwiftUI font of this style at a Dynamic Type size and legibility weight, in `theme`, in one call:
        /// the custom face or system font at the resolved point size (for `.font(_:)` where a whole
        /// `typography(_:)` does not fit, such as a `Picker` or a navigation title; it carries no line height or
        /// tracking). Every input is the caller's to pass (none has a default, so Bold Text and the theme are never
        /// dropped); ``TypographyFont`` reads them from the environment:
        ///
        /// ```swift
        /// @TypographyFont(.title) private var titleFont
        /// Text("Inbox").font(titleFont)
        /// ```
        public func font(
            dynamicTypeSize: DynamicTypeSize, legibilityWeight: SwiftUI.LegibilityWeight?, theme: Theme?,
            options: ResolutionOptions = .native
        ) -> SwiftUI.Font {
            let style = themed(theme)
            return SwiftUI.Font(
                style.resolve(dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, options: options),
                of: style)
        }

        /// The resolved style at a SwiftUI Dynamic Type size and legibility weight (`nil` is regular, as SwiftUI's
        /// environment gives it).
        public func resolve(
            dynamicTypeSize: DynamicTypeSize, legibilityWeight: SwiftUI.LegibilityWeight?,
            options: ResolutionOptions = .native
        ) -> ResolvedTypography {
            resolve(
                at: TypesetterCore.ContentSizeCategory(dynamicTypeSize),
                legibilityWeight: TypesetterCore.LegibilityWeight(legibilityWeight),
                options: options
            )
        }
    }

    /// A style's SwiftUI font at the environment's Dynamic Type size, legibility weight and theme, for `.font(_:)`
    /// where a whole ``SwiftUI/View/typography(_:options:)`` does not fit: `@TypographyFont(.title) var titleFont`.
    @propertyWrapper
    public struct TypographyFont: DynamicProperty {
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.legibilityWeight) private var legibilityWeight
        @Environment(\.typesetterTheme) private var theme
        private let typography: Typography
        private let options: ResolutionOptions

        public init(_ typography: Typography, options: ResolutionOptions = .native) {
            self.typography = typography
            self.options = options
        }

        /// The font at the environment's values (read in a view's body).
        public var wrappedValue: SwiftUI.Font {
            typography.font(
                dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, theme: theme, options: options)
        }
    }
#endif
