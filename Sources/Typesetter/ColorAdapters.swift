// SwiftUI, UIKit and AppKit colors from design-token colors, following the system's appearance and contrast
// where the platform has them.

#if canImport(UIKit)
    import TypesetterCore
    import UIKit

    extension UIColor {
        /// A color in the design color's space from one appearance's components.
        public convenience init(_ components: DesignColor.Components, colorSpace: DesignColor.ColorSpace) {
            switch colorSpace {
            case .sRGB:
                self.init(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
            case .displayP3:
                self.init(
                    displayP3Red: components.red, green: components.green, blue: components.blue,
                    alpha: components.alpha)
            }
        }

        #if os(watchOS)
            /// watchOS has one appearance, dark, and no Increase Contrast trait: the dark components (falling back
            /// to `any`, ``DesignColor/components(dark:highContrast:)``).
            public convenience init(_ color: DesignColor) {
                self.init(color.components(dark: true, highContrast: false), colorSpace: color.colorSpace)
            }
            /// The same, in `theme` (watchOS has no theme trait).
            public convenience init(_ color: DesignColor, theme: Theme?) {
                self.init(theme?.color(color) ?? color)
            }
        #else
            /// A dynamic color: UIKit asks for the components again whenever the trait collection's appearance,
            /// contrast or theme (``TypesetterThemeTrait``, iOS/tvOS 17 and visionOS) changes, so a color set once
            /// follows `traitOverrides.typesetterTheme` as SwiftUI's follow the environment's theme (the fallbacks
            /// are ``DesignColor/components(dark:highContrast:)``'s).
            public convenience init(_ color: DesignColor) {
                self.init(color, theme: nil)
            }

            /// The same, in `theme` when given, else in the theme of the traits it is drawn with.
            public convenience init(_ color: DesignColor, theme: Theme?) {
                self.init { traits in
                    let themed = traits.drawingTheme(explicit: theme)?.color(color) ?? color
                    let components = themed.components(
                        dark: traits.userInterfaceStyle == .dark,
                        highContrast: traits.accessibilityContrast == .high
                    )
                    return UIColor(components, colorSpace: themed.colorSpace)
                }
            }
        #endif
    }
#endif

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import TypesetterCore

    extension NSColor {
        /// A color in the design color's space from one appearance's components.
        public convenience init(_ components: DesignColor.Components, colorSpace: DesignColor.ColorSpace) {
            switch colorSpace {
            case .sRGB:
                self.init(
                    srgbRed: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
            case .displayP3:
                self.init(
                    displayP3Red: components.red, green: components.green, blue: components.blue,
                    alpha: components.alpha)
            }
        }

        /// A dynamic color: AppKit asks for the components with the drawing appearance, which is dark for Dark
        /// Aqua and its high-contrast form, and high-contrast when Increase Contrast is on.
        public convenience init(_ color: DesignColor) {
            self.init(name: nil) { appearance in
                let match = appearance.bestMatch(from: [
                    .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
                ])
                let dark = match == .darkAqua || match == .accessibilityHighContrastDarkAqua
                let highContrast =
                    match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua
                return NSColor(color.components(dark: dark, highContrast: highContrast), colorSpace: color.colorSpace)
            }
        }
    }
#endif

#if canImport(SwiftUI)
    import SwiftUI
    import TypesetterCore

    extension Color {
        /// A color that follows light/dark appearance and Increase Contrast (UIKit and AppKit platforms), or the
        /// dark appearance (watchOS), through ``UIKit/UIColor/init(_:)`` or ``AppKit/NSColor/init(_:)``.
        public init(_ color: DesignColor) {
            #if canImport(UIKit)
                self.init(uiColor: UIColor(color))
            #else
                self.init(nsColor: NSColor(color))
            #endif
        }
    }

    /// A dimension that grows with Dynamic Type, like `@ScaledMetric`, from a generated ``ScaledValue``:
    /// `@Scaled(DesignTokens.Dimensions.spacingMd) var spacing`.
    @propertyWrapper
    public struct Scaled: DynamicProperty {
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.typesetterTheme) private var theme
        private let value: ScaledValue

        public init(_ value: ScaledValue) {
            self.value = value
        }

        public init(wrappedValue: Double, relativeTo textStyle: TextStyle = .body) {
            self.value = ScaledValue(wrappedValue, relativeTo: textStyle)
        }

        /// The value at the environment's Dynamic Type size, in the environment's theme, scaled with the
        /// platform's own table (``ResolutionOptions/native``).
        public var wrappedValue: Double {
            (theme?.scaled(value) ?? value).value(
                at: TypesetterCore.ContentSizeCategory(dynamicTypeSize), model: ResolutionOptions.native.model)
        }
    }
#endif
