import Foundation
import TypesetterCore
import TypesetterFonts
import TypesetterTokens

/// The Interpret stage: resolved tokens and the font catalog become the design-system model.
///
/// - Typography tokens become core ``Typography`` values. `fontFamily` may be a CSS list in one string
///   (`"Open Sans, sans-serif"`). A custom family must exist in the font folders with a face of the asked
///   weight and style; otherwise the error lists what exists. System font names (`SF Pro`, `system-ui`,
///   `-apple-system`, generic families…) mean the system font. In a fallback list the first family that
///   exists is used; a named family that is missing is an error (or, with `missingFontFamily: systemFont`,
///   a warning and the system font), never a silent fallback.
/// - Dimensions become points (`rem` × the configured base) and scale like `@ScaledMetric`, except those in
///   font-size, letter-spacing and line-height groups (``typographyGroups``), which only feed typography and
///   are named in one note.
/// - Colors become sRGB, or Display P3 when outside sRGB, with their dark and high-contrast appearances
///   taken from the resolver contexts the configuration names.
/// - Per-token choices live in `$extensions["com.typesetter"]`: `textStyle`, `maximumPointSize`,
///   `scaling` (`"fixed"`), `boldText` (`"unchanged"`, a weight, or a PostScript name),
///   `lineHeightScaling`, `sample` (the catalog's sample text), `fit` (width, lines and sample for
///   `check.fit-overflow`), and `scaledWith` for dimensions (a text
///   style or `"fixed"`).
public struct Interpreter {
    public var options: BuildConfig.Options
    public var catalog: FontCatalog
    /// Token locations in the model are written relative to this folder (the configuration's), so the
    /// model does not depend on where the build ran.
    public var baseDirectory: String

    public init(options: BuildConfig.Options, catalog: FontCatalog, baseDirectory: String = ".") {
        self.options = options
        self.catalog = catalog
        self.baseDirectory = baseDirectory
        relativePaths = RelativePaths(baseDirectory: baseDirectory)
    }

    /// Token file paths relative to the base directory, computed once per file.
    private let relativePaths: RelativePaths

    private final class RelativePaths {
        let baseDirectory: String
        var cache: [String: String] = [:]

        init(baseDirectory: String) { self.baseDirectory = baseDirectory }

        func path(_ path: String) -> String {
            if let known = cache[path] { return known }
            let relative = FilePath.relative(path, to: baseDirectory)
            cache[path] = relative
            return relative
        }
    }

    /// The extension key for per-token choices.
    public static let extensionKey = "com.typesetter"

    /// The resolved token sets for each color appearance; `any` also gives everything that is not a color.
    public struct Inputs: Sendable {
        public var any: TokenSet
        public var dark: TokenSet?
        public var highContrast: TokenSet?
        public var darkHighContrast: TokenSet?

        public init(
            any: TokenSet, dark: TokenSet? = nil, highContrast: TokenSet? = nil, darkHighContrast: TokenSet? = nil
        ) {
            self.any = any
            self.dark = dark
            self.highContrast = highContrast
            self.darkHighContrast = darkHighContrast
        }
    }

    public func interpret(_ inputs: Inputs) -> (model: DesignSystem, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        // Positions in the token list, not copies of every token.
        let tokens = inputs.any.tokens
        var typographyTokens: [Int] = []
        var colorTokens: [Int] = []
        var dimensionTokens: [Int] = []
        var typographyGroupTokens: [Int] = []
        var relativeTokens: [Int] = []
        for index in tokens.indices {
            switch tokens[index].value {
            case .typography: typographyTokens.append(index)
            case .color: colorTokens.append(index)
            case .relativeDimension:
                // A length relative to the font size (an `em` letter-spacing token) has no meaning on its own.
                relativeTokens.append(index)
            case .dimension:
                if Self.isTypographyReference(tokens[index].path) {
                    typographyGroupTokens.append(index)
                } else {
                    dimensionTokens.append(index)
                }
            default: break
            }
        }

        if typographyTokens.isEmpty {
            // No style uses them (Style Dictionary's property-first trees, `font.size.*` with no text style):
            // they are the set's sizes, kept as dimensions.
            dimensionTokens = typographyGroupTokens + dimensionTokens
        } else if let note = Self.typographyOnlyNote(
            typographyGroupTokens.map { tokens[$0] }, "in typography groups", rule: Self.typographyGroupRule)
        {
            diagnostics.append(note)
        }
        if let note = Self.typographyOnlyNote(relativeTokens.map { tokens[$0] }, "relative to the font size") {
            diagnostics.append(note)
        }
        var families = FamilyTable()
        var model = DesignSystem()

        // Swift names are given later, by the Emit stage's ``SwiftNaming``.
        var standIns: [StandIn] = []
        // An export none of whose typographies has a size would build no style: one warning says so, with how
        // many and what they hold, instead of one per token.
        let sizeless = typographyTokens.filter {
            if case .typography(let value) = tokens[$0].value { value.fontSize == nil } else { false }
        }
        let noneSized = sizeless.count > 1 && sizeless.count == typographyTokens.count
        if noneSized { diagnostics.append(Self.noTypographyHasASize(sizeless.map { tokens[$0] })) }
        for index in typographyTokens {
            guard case .typography(let value) = tokens[index].value else { continue }
            if let style = typography(
                tokens[index], value, families: &families, standIns: &standIns, reportsNoSize: !noneSized,
                diagnostics: &diagnostics)
            {
                model.typography.append(style)
            }
        }
        for standIn in standIns {
            diagnostics.append(missingFamily(standIn.names, token: standIn.first, styles: standIn.styles))
        }
        (model.fontFamilies, model.typography) = Self.keepingUsedFaces(families.entries, model.typography)
        (model.fontFamilies, model.typography) = Self.addingOpticalSizeMetrics(
            model.fontFamilies, model.typography, catalog: catalog)

        for index in colorTokens {
            if let entry = color(tokens[index], inputs: inputs, diagnostics: &diagnostics) {
                model.colors.append(entry)
            }
        }

        for index in dimensionTokens {
            guard case .dimension(let value) = tokens[index].value else { continue }
            model.dimensions.append(
                DimensionEntry(
                    origin: origin(tokens[index]),
                    points: points(value),
                    textStyle: dimensionTextStyle(tokens[index], diagnostics: &diagnostics)
                ))
        }
        diagnostics += ComponentInterpreter(options: options, inputs: inputs, baseDirectory: baseDirectory).interpret(
            into: &model)
        return (model, diagnostics)
    }

    func origin(_ token: ResolvedToken) -> TokenOrigin {
        TokenOrigin(
            path: token.path.dotted,
            description: token.description,
            deprecation: token.deprecated.map { $0.message ?? "" },
            location: "\(relativePaths.path(token.location.path)):\(token.location.line):\(token.location.column)"
        )
    }
}
