import TypesetterCore
import TypesetterDiagnostics

/// The design-system model: what the Interpret stage makes of resolved tokens and real font files, and
/// what every emitter reads. Deterministic: every list is sorted by token path.
public struct DesignSystem: Hashable, Sendable {
    public var typography: [TypographyStyle]
    public var fontFamilies: [FontFamilyEntry]
    public var colors: [ColorEntry]
    public var dimensions: [DimensionEntry]
    /// Buttons, labels, badges and surfaces, one entry per variant (see ``ComponentEntry``).
    public var components: [ComponentEntry]

    public init(
        typography: [TypographyStyle] = [], fontFamilies: [FontFamilyEntry] = [], colors: [ColorEntry] = [],
        dimensions: [DimensionEntry] = [], components: [ComponentEntry] = []
    ) {
        self.typography = typography
        self.fontFamilies = fontFamilies
        self.colors = colors
        self.dimensions = dimensions
        self.components = components
    }

    /// The font files to bundle and list in Info.plist `UIAppFonts`, unique and sorted.
    public var fontFiles: [String] {
        Array(Set(fontFamilies.flatMap { $0.family.faces.compactMap(\.fileName) })).sorted()
    }
}

/// What every generated member knows about the token it came from.
public struct TokenOrigin: Hashable, Sendable {
    /// The token's path, dotted (`body.small`).
    public var path: String
    /// The Swift member name (`bodySmall`), unique within its kind: given by ``SwiftNaming`` after
    /// interpretation (empty before).
    public var swiftName: String
    /// The token's `$description`.
    public var description: String?
    /// `$deprecated`: `nil` when not deprecated, else the message (empty when none was given).
    public var deprecation: String?
    /// Where the token is defined (`tokens/typography.json:12:5`).
    public var location: String

    public init(
        path: String, swiftName: String = "", description: String? = nil, deprecation: String? = nil, location: String
    ) {
        self.path = path
        self.swiftName = swiftName
        self.description = description
        self.deprecation = deprecation
        self.location = location
    }
}

/// A typography token as a core ``Typography``.
public struct TypographyStyle: Hashable, Sendable {
    public var origin: TokenOrigin
    public var typography: Typography
    /// The Swift member name of the family in ``DesignSystem/fontFamilies``, for custom fonts (given by
    /// ``SwiftNaming``).
    public var fontFamilySwiftName: String?
    /// The catalog's sample text for this style (`$extensions["com.typesetter"].sample`), when the token gives one.
    public var sample: String?
    /// The width and lines its text must fit in (`$extensions["com.typesetter"].fit`), for `check.fit-overflow`.
    public var fit: FitBudget?
    /// Where the token's `$extensions["com.typesetter"].scaling` value is written, when it is: a finding it
    /// causes (`check.body-size-fixed`) points there, so that its fix-it replaces that value.
    public var scalingLocation: SourceLocation?

    public init(
        origin: TokenOrigin, typography: Typography, fontFamilySwiftName: String? = nil, sample: String? = nil,
        fit: FitBudget? = nil
    ) {
        self.origin = origin
        self.typography = typography
        self.fontFamilySwiftName = fontFamilySwiftName
        self.sample = sample
        self.fit = fit
    }
}

/// A custom font family the tokens use, with every face found for it in the font folders.
public struct FontFamilyEntry: Hashable, Sendable {
    /// The Swift member name (given by ``SwiftNaming``).
    public var swiftName: String
    public var family: FontFamily

    public init(swiftName: String = "", family: FontFamily) {
        self.swiftName = swiftName
        self.family = family
    }
}

/// A color token with its appearances.
public struct ColorEntry: Hashable, Sendable {
    public var origin: TokenOrigin
    public var color: DesignColor
    /// The colorset's name in the asset catalog (safe as a single path component): the Swift name.
    public var assetName: String { origin.swiftName }
    /// True when a component fell outside Display P3 and was clipped.
    public var wasGamutClipped: Bool

    public init(origin: TokenOrigin, color: DesignColor, wasGamutClipped: Bool = false) {
        self.origin = origin
        self.color = color
        self.wasGamutClipped = wasGamutClipped
    }
}

/// A dimension token in points, scaled with Dynamic Type like `@ScaledMetric` unless fixed.
public struct DimensionEntry: Hashable, Sendable {
    public var origin: TokenOrigin
    /// The value in points at the Large category.
    public var points: Double
    /// The text style it scales with, or `nil` for a fixed dimension.
    public var textStyle: TextStyle?

    public init(origin: TokenOrigin, points: Double, textStyle: TextStyle?) {
        self.origin = origin
        self.points = points
        self.textStyle = textStyle
    }
}
