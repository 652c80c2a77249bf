import TypesetterCore
import TypesetterTokens

/// `typesetter.yml`: what to read, what to write, and the choices the build makes (the SwiftGen convention:
/// one YAML file beside the inputs; every path in it is relative to the file's folder).
public struct BuildConfig: Sendable {
    /// The configuration file, and the folder its relative paths start from.
    public var path: String
    public var baseDirectory: String

    /// Token files, merged in order. Empty when a resolver document is used.
    public var tokens: [String] = []
    /// A DTCG Resolver Module document; its default context gives typography and dimensions.
    public var resolver: String?
    /// Which resolver context gives each color appearance, as modifier → context name.
    public var appearances = Appearances()
    /// The modifiers (theme groups, collections) whose every combination becomes a run-time theme (`themes:`);
    /// `nil` builds one theme, as before.
    public var themes: Themes?
    /// Font files or folders, scanned recursively.
    public var fonts: [String] = []
    public var output = Outputs()
    /// Stencil templates to render, each to its own file.
    public var templates: [TemplateOutput] = []
    public var options = Options()
    /// What the catalog site shows (`catalog:`); written when `output.catalog` is set.
    public var catalog = CatalogOptions()
    /// Who uses which text size (`population:`): the coarse default until a team gives its own figures.
    public var population: SizePopulation = .coarse
    /// Where each output setting (`output.swift`, `templates[0].output`) and template (`templates[0].template`)
    /// is written, for diagnostics.
    public var outputLocations: [String: SourceLocation] = [:]
    /// Where each input (a path of `tokens:`, `fonts:` or `resolver:`, resolved) is written, so that a
    /// missing file is reported at its line in the configuration.
    public var inputLocations: [String: SourceLocation] = [:]
    /// Where each option is written (`categories`), for a finding whose cause is an option.
    public var optionLocations: [String: SourceLocation] = [:]
    /// The configuration's text, kept loaded so that diagnostics of later stages quote its lines (a
    /// location refers to its file by number only).
    public var source: SourceFile?

    public init(path: String, baseDirectory: String) {
        self.path = path
        self.baseDirectory = baseDirectory
    }

    /// A template (`builtin:NAME` or a path) and the file it renders to.
    public struct TemplateOutput: Sendable, Hashable {
        public var template: String
        public var output: String
    }

    /// The resolver contexts for the four appearances an asset catalog color can have.
    public struct Appearances: Sendable, Hashable {
        public var any: [String: String] = [:]
        public var dark: [String: String]?
        public var highContrast: [String: String]?
        public var darkHighContrast: [String: String]?
        /// Where each appearance (`any`, `dark`, …) is written in the configuration, for diagnostics.
        public var locations: [String: SourceLocation] = [:]

        public init() {}
    }

    /// `themes: { by: [brand, density] }`: the modifiers, theme groups or collections that vary per theme,
    /// in the order theme names are made from their contexts.
    public struct Themes: Sendable, Hashable {
        public var modifiers: [String]
        /// Where `themes.by` is written, for diagnostics.
        public var location: SourceLocation?

        public init(modifiers: [String], location: SourceLocation? = nil) {
            self.modifiers = modifiers
            self.location = location
        }
    }

    /// The files the build writes, each at the path given under `output:` by its key (``BuildPipeline/outputs``
    /// lists them). Each is optional; a build with none only checks.
    public struct Outputs: Sendable, Hashable {
        /// Each configured output's path (resolved), by its key (`swift`, `catalog`).
        public var paths: [String: String] = [:]

        public init() {}
    }

    /// `catalog:` — the sample text the catalog site draws every style with.
    public struct CatalogOptions: Sendable, Hashable {
        /// The sample line (a token's `$extensions["com.typesetter"].sample` overrides it).
        public var sample = "The quick brown fox jumps over the lazy dog"
        /// The sample's language, for the `lang` attribute (BCP 47).
        public var language = "en"
        /// The sample for families that cover CJK; `nil` picks one in the family's language (from its name:
        /// JP, KR, SC, TC, HK; Japanese otherwise).
        public var cjkSample: String?

        public init() {}
    }

    /// The choices the build makes.
    public struct Options: Sendable, Hashable {
        /// `public`, `package` or `internal`: the access level of everything generated.
        public var accessLevel: AccessLevel = .public
        /// The enum that holds font families, colors and dimensions (typography styles extend `Typography`).
        public var namespace = "DesignTokens"
        /// Accept legacy and Tokens Studio forms (each a warning).
        public var lenient = false
        /// Points per `rem`.
        public var remBase = 16.0
        /// Lenient mode: the unit of a dimension written as a bare number (`16`), `px` or `rem`.
        public var unitlessDimension: DimensionValue.Unit = .px
        /// How line heights in points grow with the category.
        public var lineHeightScaling: Typography.LineHeightScaling = .proportional
        /// What styles do under Bold Text unless a token says otherwise.
        public var boldText: BoldTextDefault = .oneStepHeavier
        /// The categories styles scale within.
        public var categories: ClosedRange<ContentSizeCategory> = ContentSizeCategory.all
        /// The largest point size any style reaches, unless a token says otherwise.
        public var maximumPointSize: Double?
        /// The text style dimension tokens scale with; `nil` keeps them fixed.
        public var dimensionsRelativeTo: TextStyle? = .body
        /// What a typography whose named families are not in the font folders gets.
        public var missingFontFamily: MissingFontFamily = .error
        /// `checks:` — each check code's severity, over its default (see ``Checker/checks``).
        public var checks: [DiagnosticCode: CheckSeverity] = [:]
        /// Whether outputs may be written outside the project (``ProjectFolder``).
        public var allowOutputsOutside = false
        /// Lenient mode: whether a build whose only errors are those of styles it left out (or kept) and built
        /// the others without fails (exit status 1, the default) or passes, its errors still reported
        /// (``BuildPipeline/LeftOutStyle``).
        public var failOnLeftOutStyles = true

        public init() {}
    }

    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `public`, package, `internal`
    }

    public enum BoldTextDefault: String, Sendable, Hashable, CaseIterable {
        case oneStepHeavier, unchanged
    }

    /// `error` (the default): a named family that is not found fails the build. `systemFont`: the style is
    /// laid out in the system font, and each such style is a warning.
    public enum MissingFontFamily: String, Sendable, Hashable, CaseIterable {
        case error, systemFont
    }
}

extension BuildConfig {
    /// Every output the configuration names, with its setting, as the Write stage takes them.
    public var outputTargets: [OutputWriter.Target] {
        var targets: [OutputWriter.Target] = []
        for entry in BuildPipeline.outputs {
            if let path = output[entry] { targets.append(.init(path, setting: entry.setting, kind: entry.writeKind)) }
        }
        for (index, template) in templates.enumerated() {
            targets.append(.init(template.output, setting: "templates[\(index)].output"))
        }
        return targets
    }
}
