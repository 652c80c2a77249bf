/// The value a typography design token becomes: everything needed to draw the style at any content size
/// category, with or without Bold Text.
///
/// A `Typography` holds design intent at the Large category; ``resolve(_:)`` turns it into the numbers
/// SwiftUI and UIKit take at a given category, legibility weight and font.
public struct Typography: Hashable, Sendable, Codable {
    /// The font: the system font in one of its designs, or a custom family.
    public var font: Font { didSet { plan = Plan(self) } }
    /// The point size at the Large category.
    public var size: Double { didSet { plan = Plan(self) } }
    /// The weight the design asks for.
    public var weight: FontWeight { didSet { plan = Plan(self) } }
    /// Whether the design asks for an italic face.
    public var isItalic: Bool { didSet { plan = Plan(self) } }
    /// The baseline-to-baseline distance the design asks for.
    public var lineHeight: LineHeight
    /// Extra space between characters.
    public var letterSpacing: LetterSpacing
    /// The text style the size scales with; `nil` means the nearest one (``TextStyle/nearest(toPointSize:in:)``).
    public var textStyle: TextStyle? { didSet { plan = Plan(self) } }
    /// Whether and how the style follows Dynamic Type.
    public var scaling: Scaling
    /// What the style does when the Bold Text accessibility setting is on.
    public var boldText: BoldText { didSet { plan = Plan(self) } }
    /// The width the design asks for, as a CSS `font-stretch` percentage (75 condensed, 125 expanded);
    /// `nil` means normal (100). A custom family's face is matched on it first, as CSS does.
    public var width: Double? { didSet { plan = Plan(self) } }
    /// An optical size (`opsz`) the design pins; `nil` lets the font follow the point size, as CoreText
    /// does by default. Faces whose variation pins the same `opsz` are preferred when matching.
    public var opticalSize: Double? { didSet { plan = Plan(self) } }
    /// The token path a themed build gives the style (``Theme``): what ``Theme/typography(_:)`` looks the
    /// style up by. `nil` in a build with one theme.
    public var themeKey: String?

    public init(
        font: Font = .system(),
        size: Double,
        weight: FontWeight = .regular,
        isItalic: Bool = false,
        lineHeight: LineHeight = .fontDefault,
        letterSpacing: LetterSpacing = .zero,
        textStyle: TextStyle? = nil,
        scaling: Scaling = .dynamic(),
        boldText: BoldText = .oneStepHeavier,
        width: Double? = nil,
        opticalSize: Double? = nil,
        themeKey: String? = nil
    ) {
        self.font = font
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.textStyle = textStyle
        self.scaling = scaling
        self.boldText = boldText
        self.width = width
        self.opticalSize = opticalSize
        self.themeKey = themeKey
        plan = Plan(self)
    }

    /// The text style the size scales with: the explicit one, or the nearest to ``size``.
    public var effectiveTextStyle: TextStyle { plan.textStyle }

    /// What resolution needs that does not depend on the category, derived whenever a property it depends
    /// on changes: the text style, and for a custom family the faces for regular text and for Bold Text.
    /// Resolution runs for every style at every category, so it only does arithmetic.
    private(set) var plan = Plan()

    enum CodingKeys: String, CodingKey {
        case font, size, weight, isItalic, lineHeight, letterSpacing, textStyle, scaling, boldText, width, opticalSize
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            font: try container.decode(Font.self, forKey: .font),
            size: try container.decode(Double.self, forKey: .size),
            weight: try container.decode(FontWeight.self, forKey: .weight),
            isItalic: try container.decode(Bool.self, forKey: .isItalic),
            lineHeight: try container.decode(LineHeight.self, forKey: .lineHeight),
            letterSpacing: try container.decode(LetterSpacing.self, forKey: .letterSpacing),
            textStyle: try container.decodeIfPresent(TextStyle.self, forKey: .textStyle),
            scaling: try container.decode(Scaling.self, forKey: .scaling),
            boldText: try container.decode(BoldText.self, forKey: .boldText),
            width: try container.decodeIfPresent(Double.self, forKey: .width),
            opticalSize: try container.decodeIfPresent(Double.self, forKey: .opticalSize)
        )
    }
}

extension Typography {
    /// The font a style is drawn in.
    public enum Font: Hashable, Sendable, Codable {
        /// The system font (SF Pro on iOS) in one of its designs.
        case system(design: SystemDesign = .default)
        /// A custom family, with the faces that exist for it.
        case custom(FontFamily)
    }

    /// The system font's designs, as SwiftUI's `Font.Design` names them.
    public enum SystemDesign: String, CaseIterable, Hashable, Sendable, Codable {
        case `default`, serif, rounded, monospaced
    }

    /// A line height: a multiple of the font size (the DTCG `lineHeight` number), a fixed number of points
    /// at the Large category, or the font's own natural line height.
    public enum LineHeight: Hashable, Sendable, Codable {
        /// A multiple of the point size at Large, e.g. 1.5 (DTCG's form), scaled as the style's
        /// ``LineHeightScaling`` says: proportionally it stays 1.5 × the size at every category.
        case multiple(Double)
        /// Points at the Large category, scaled as the style's ``LineHeightScaling`` says.
        case points(Double)
        /// The font's natural line height (ascender − descender + line gap), Tokens Studio's `AUTO`.
        case fontDefault
    }

    /// Letter spacing: points at the Large category (scaled with the size), em, or percent of the size
    /// (Figma's unit). Em and percent are recomputed from the scaled point size.
    public enum LetterSpacing: Hashable, Sendable, Codable {
        case points(Double)
        case em(Double)
        case percent(Double)

        public static let zero = LetterSpacing.points(0)
    }

    /// How a style follows Dynamic Type.
    public enum Scaling: Hashable, Sendable, Codable {
        /// Scales with the text style, within `categories`, up to `maximumPointSize`.
        case dynamic(
            categories: ClosedRange<ContentSizeCategory> = ContentSizeCategory.all,
            maximumPointSize: Double? = nil,
            lineHeightScaling: LineHeightScaling = .proportional
        )
        /// Never changes size (for text that must fit a fixed frame, such as a tab bar badge).
        case fixed
    }

    /// How a line height (a multiple or points) grows with the category from its value at Large.
    public enum LineHeightScaling: String, Hashable, Sendable, Codable, CaseIterable {
        /// With the font size: the design's ratio of line height to size is kept at every category.
        case proportional
        /// With the text style's own leading in Apple's table, whose ratio to size falls as sizes grow
        /// (Body 1.294 at Large, 1.170 at AX5), so large text does not get overly loose lines.
        case textStyleLeading
    }

    /// What a style does under Bold Text (`legibilityWeight == .bold`).
    public enum BoldText: Hashable, Sendable, Codable {
        /// One step heavier: for a custom family its next heavier face in the same style (Regular → Bold in a
        /// family that has only those two); else the weight ladder regular → medium → semibold → bold →
        /// heavy → black.
        case oneStepHeavier
        /// A specific weight.
        case weight(FontWeight)
        /// A named face of the custom family, by PostScript name.
        case face(postScriptName: String)
        /// Ignore the setting (for text whose weight carries meaning, such as a logo).
        case unchanged
    }
}

/// A custom font family and the faces that exist for it (from the font catalog).
public struct FontFamily: Hashable, Sendable, Codable {
    /// The family name, as the design tokens and the font's typographic family name give it.
    public var name: String
    /// Every face available, each with its PostScript name.
    public var faces: [Face]
    /// The metrics to lay out with when a face has none of its own (the family's regular face, usually).
    public var metrics: FontMetrics?

    public init(name: String, faces: [Face], metrics: FontMetrics? = nil) {
        self.name = name
        self.faces = faces
        self.metrics = metrics
    }
}

extension FontFamily {
    /// One face of a custom family: what `UIFont(name:size:)` needs and what the font files say.
    public struct Face: Hashable, Sendable, Codable {
        /// The PostScript name (name ID 6), the only name `UIFont(name:size:)` accepts.
        public var postScriptName: String
        public var weight: FontWeight
        public var isItalic: Bool
        /// The face's line metrics under the CoreText policy, when the font file was read.
        public var metrics: FontMetrics?
        /// The font file, for registration and `UIAppFonts`.
        public var fileName: String?
        /// For a face drawn from a variable font between its named instances: the axis values (``weight``
        /// is then the `wght` value). `nil` for static faces and named instances, which their PostScript
        /// name selects by itself.
        public var variation: FontVariation?
        /// The face's width as a CSS `font-stretch` percentage (75 condensed, 125 expanded): its `wdth` axis
        /// value, or `OS/2.usWidthClass` for a static face. `nil` means normal (100).
        public var width: Double?
        /// For a face whose font has an optical size (`opsz`) axis that the style does not pin: its line
        /// metrics at the point sizes the styles draw it at, in increasing order of point size. CoreText sets
        /// `opsz` to the point size by itself, and `MVAR` can move the metrics with it, so one set of
        /// metrics does not hold at every size. Empty for every other face. See ``metrics(atPointSize:)``.
        public var opticalSizeMetrics: [OpticalSizeMetrics]
        /// For a named instance of a variable font: its position in the design space by axis tag (the
        /// PostScript name selects it at run time; this is for measuring it, e.g. `HVAR` advances).
        /// `nil` for static faces; a face drawn between named instances has ``variation`` instead.
        public var instanceCoordinates: [String: Double]?

        public init(
            postScriptName: String, weight: FontWeight, isItalic: Bool = false, metrics: FontMetrics? = nil,
            fileName: String? = nil, variation: FontVariation? = nil, width: Double? = nil,
            opticalSizeMetrics: [OpticalSizeMetrics] = [], instanceCoordinates: [String: Double]? = nil
        ) {
            self.postScriptName = postScriptName
            self.weight = weight
            self.isItalic = isItalic
            self.metrics = metrics
            self.fileName = fileName
            self.variation = variation
            self.width = width
            self.opticalSizeMetrics = opticalSizeMetrics
            self.instanceCoordinates = instanceCoordinates
        }

        enum CodingKeys: String, CodingKey {
            case postScriptName, weight, isItalic, metrics, fileName, variation, width, opticalSizeMetrics,
                instanceCoordinates
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                postScriptName: try container.decode(String.self, forKey: .postScriptName),
                weight: try container.decode(FontWeight.self, forKey: .weight),
                isItalic: try container.decodeIfPresent(Bool.self, forKey: .isItalic) ?? false,
                metrics: try container.decodeIfPresent(FontMetrics.self, forKey: .metrics),
                fileName: try container.decodeIfPresent(String.self, forKey: .fileName),
                variation: try container.decodeIfPresent(FontVariation.self, forKey: .variation),
                width: try container.decodeIfPresent(Double.self, forKey: .width),
                opticalSizeMetrics: try container.decodeIfPresent(
                    [OpticalSizeMetrics].self, forKey: .opticalSizeMetrics) ?? [],
                instanceCoordinates: try container.decodeIfPresent([String: Double].self, forKey: .instanceCoordinates)
            )
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(postScriptName, forKey: .postScriptName)
            try container.encode(weight, forKey: .weight)
            try container.encode(isItalic, forKey: .isItalic)
            try container.encodeIfPresent(metrics, forKey: .metrics)
            try container.encodeIfPresent(fileName, forKey: .fileName)
            try container.encodeIfPresent(variation, forKey: .variation)
            try container.encodeIfPresent(width, forKey: .width)
            if !opticalSizeMetrics.isEmpty { try container.encode(opticalSizeMetrics, forKey: .opticalSizeMetrics) }
            try container.encodeIfPresent(instanceCoordinates, forKey: .instanceCoordinates)
        }

        /// The width ``width`` says, 100 (normal) when it says nothing.
        public var effectiveWidth: Double { width ?? 100 }

        /// The metrics to lay the face out with at `pointSize`: from ``opticalSizeMetrics`` when the face has
        /// them (the entry for exactly that size, else the nearest size, since between the sizes the build
        /// measured the metrics are not known), else ``metrics``.
        public func metrics(atPointSize pointSize: Double) -> FontMetrics? {
            opticalSizeMetrics.isEmpty ? metrics : Self.metrics(opticalSizeMetrics, atPointSize: pointSize)
        }

        /// The metrics of the entry of `table` nearest `pointSize` (the first of two equally near); `nil`
        /// for an empty table.
        static func metrics(_ table: [OpticalSizeMetrics], atPointSize pointSize: Double) -> FontMetrics? {
            guard var best = table.first else { return nil }
            for entry in table.dropFirst() where abs(entry.pointSize - pointSize) < abs(best.pointSize - pointSize) {
                best = entry
            }
            return best.metrics
        }
    }

    /// A face's line metrics at one optical size: the point size it is drawn at, which CoreText uses as the
    /// `opsz` axis value (clamped to the axis).
    public struct OpticalSizeMetrics: Hashable, Sendable, Codable {
        public var pointSize: Double
        public var metrics: FontMetrics

        public init(pointSize: Double, metrics: FontMetrics) {
            self.pointSize = pointSize
            self.metrics = metrics
        }

        /// The table as generated code writes it, point size → `FontMetrics(…)` (whose initializer is
        /// failable): an entry whose metrics are invalid is left out, as a face's `metrics: nil` is unknown.
        public static func table(_ entries: KeyValuePairs<Double, FontMetrics?>) -> [OpticalSizeMetrics] {
            entries.compactMap { pointSize, metrics in
                metrics.map { OpticalSizeMetrics(pointSize: pointSize, metrics: $0) }
            }
        }
    }
}
