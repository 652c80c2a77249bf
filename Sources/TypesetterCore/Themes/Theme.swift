/// One run-time theme of a design system that serves several brands, products or densities: the typography
/// styles, colors and dimensions whose values differ from the generated members', by token path.
///
/// A themed build (`themes:` in `typesetter.yml`) generates the default theme's values as the usual members
/// (`Typography.body`, `DesignTokens.Colors.accent`), each carrying its token path as ``Typography/themeKey``,
/// and one `Theme` per combination of the theme modifiers (`Theme.brandB`) holding only what differs: a value
/// the same in every theme is written once. Lookups take the generated member and return the theme's own value,
/// or the member itself when the theme does not change it (or it carries no key), so every call site reads the
/// same in a build with one theme and a build with ten:
///
/// ```swift
/// Theme.brandB.typography(.body).size         // brand B's body size
/// Theme.brandB.color(DesignTokens.Colors.accent)
/// ```
///
/// The SwiftUI runtime reads the theme from the environment (`.typesetterTheme(.brandB)`), UIKit from a trait.
public struct Theme: Hashable, Sendable {
    /// The theme's Swift name (`brandBCompact`), also its name in the catalog and in diagnostics.
    public var name: String
    /// The contexts the theme stands for, as modifier (theme group, collection) and context name, in the order
    /// of `themes.by`.
    public var selections: [Selection]
    /// Typography styles that differ from the generated members, by token path.
    public var typography: [String: Typography]
    /// Colors that differ from the generated members, by token path.
    public var colors: [String: DesignColor]
    /// Scaled dimensions that differ from the generated members, by token path.
    public var dimensions: [String: ScaledValue]
    /// Fixed dimensions (plain numbers, which carry no key) that differ, by token path: read them with
    /// ``fixedDimension(_:default:)``.
    public var fixedDimensions: [String: Double]

    /// A modifier and the context the theme reads of it (`brand: b`).
    public struct Selection: Hashable, Sendable {
        public var modifier: String
        public var context: String

        public init(_ modifier: String, _ context: String) {
            self.modifier = modifier
            self.context = context
        }
    }

    /// A theme; every value is stamped with its token path, so looking it up again gives itself.
    public init(
        name: String, selections: [Selection] = [], typography: [String: Typography] = [:],
        colors: [String: DesignColor] = [:], dimensions: [String: ScaledValue] = [:],
        fixedDimensions: [String: Double] = [:]
    ) {
        self.name = name
        self.selections = selections
        self.typography = Self.keyed(typography, \.themeKey)
        self.colors = Self.keyed(colors, \.themeKey)
        self.dimensions = Self.keyed(dimensions, \.themeKey)
        self.fixedDimensions = fixedDimensions
    }

    /// The values with each one's token path set as its key.
    private static func keyed<Value>(
        _ values: [String: Value], _ key: WritableKeyPath<Value, String?>
    ) -> [String: Value] {
        var keyed = values
        for (path, value) in values {
            var stamped = value
            stamped[keyPath: key] = path
            keyed[path] = stamped
        }
        return keyed
    }

    /// The theme's value of a generated typography style: its own when it changes the style, else the style.
    public func typography(_ style: Typography) -> Typography {
        guard let key = style.themeKey, let own = typography[key] else { return style }
        return own
    }

    /// The theme's value of a generated color.
    public func color(_ color: DesignColor) -> DesignColor {
        guard let key = color.themeKey, let own = colors[key] else { return color }
        return own
    }

    /// The theme's value of a generated scaled dimension.
    public func scaled(_ value: ScaledValue) -> ScaledValue {
        guard let key = value.themeKey, let own = dimensions[key] else { return value }
        return own
    }

    /// The theme's value of the fixed dimension at `path`, or `default` (the generated member) when the theme
    /// does not change it.
    public func fixedDimension(_ path: String, default value: Double) -> Double {
        fixedDimensions[path] ?? value
    }

    /// A component variant's values with every typography style, color and length the theme changes replaced:
    /// what a component drawn in this theme reads.
    public func values(_ values: ComponentStyle.Values) -> ComponentStyle.Values {
        var themed = values
        themed.typography = values.typography.map(typography)
        themed.foreground = values.foreground.map(color)
        themed.background = values.background.map(color)
        themed.border = values.border.map { ComponentStyle.Border(color: color($0.color), width: scaled($0.width)) }
        themed.cornerRadius = values.cornerRadius.map(scaled)
        themed.paddingHorizontal = values.paddingHorizontal.map(scaled)
        themed.paddingVertical = values.paddingVertical.map(scaled)
        themed.spacing = values.spacing.map(scaled)
        themed.minHeight = values.minHeight.map(scaled)
        return themed
    }
}

extension Typography {
    /// The style as `theme` draws it (``Theme/typography(_:)``), or the style itself without a theme: what the
    /// UIKit and AppKit adapters draw when a theme is passed or read from the traits.
    public func themed(_ theme: Theme?) -> Typography {
        theme?.typography(self) ?? self
    }
}

/// A theme as UIKit's theme trait holds it: compared by ``Theme/name`` alone. UIKit compares trait values often
/// ("structures need an efficient implementation of Equatable", Apple's `UITraitDefinition` page,
/// https://developer.apple.com/documentation/uikit/uitraitdefinition), and a theme's synthesized equality walks
/// every dictionary it holds; a build's themes are told apart by name, which the generator keeps unique.
public struct ThemeTraitValue: Equatable, Sendable {
    public let theme: Theme

    public init(_ theme: Theme) {
        self.theme = theme
    }

    public static func == (lhs: ThemeTraitValue, rhs: ThemeTraitValue) -> Bool {
        lhs.theme.name == rhs.theme.name
    }
}
