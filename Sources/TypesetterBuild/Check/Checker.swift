import TypesetterCore
import TypesetterFonts
import TypesetterTokens

/// The Check stage: every typography style resolved at all twelve categories, with and without Bold Text,
/// and what would surprise a user reported before it ships, with the sizes it happens at and the share of
/// users that is (from the ``SizePopulation``).
///
/// The rules, one file each beside this one (warnings unless `options.checks` says otherwise, but for the
/// plausibility rules, which are errors):
/// - `check.implausible-line-height`, `check.implausible-font-size`, `check.implausible-letter-spacing`,
///   `check.implausible-font-weight`: a number no designer meant (``PlausibilityCheck``).
/// - `check.lines-overlap`: the design's line height is below the font's ascent + descent, so lines laid
///   out at it overlap (the runtime lays them out at the font's height unless an app keeps the design's).
/// - `check.line-height-tight`: the design's line height is below the font's own (ascent + descent + line
///   gap) but not below ascent + descent: the runtime lays those lines out at the font's height.
/// - `check.maximum-stops-growth`: the style's maximum point size stops it growing at sizes where Body
///   still grows.
/// - `check.body-size-fixed`: a body-sized style (15–20 pt at Large) that does not follow the text size.
/// - `check.size-below-minimum`: smaller than 11 pt, the HIG's minimum, at the default size.
/// - `check.tracking-grows`: letter spacing of ±0.05 em or more on a text-sized style that grows to
///   display sizes, where it pulls letters apart or together.
/// - `check.bold-text-face`: under Bold Text the heavier weight has no face of its own in the family.
/// - `check.metrics-assumed`: a custom face without readable metrics; line math used SF's.
/// - `check.fit-overflow`: the style's `fit` sample does not fit its width and lines at some sizes; or a
///   component variant's, in its width less twice its horizontal padding.
/// - `check.fit-unmeasured`: a `fit` that cannot be estimated (no font file with advance widths).
public struct Checker: Sendable {
    public var resolution: ResolutionOptions
    /// Who uses which size, for the share each finding states.
    public var population: SizePopulation
    /// Severities over the defaults (`options.checks`).
    public var severities: [DiagnosticCode: CheckSeverity]
    /// The font files, for the advance widths `fit` needs.
    public var fonts: FontCatalog?
    /// Where advance widths come from (static `hmtx` by default).
    public var advanceWidths: AdvanceWidthSource
    /// The sample a `fit` without its own measures (the catalog's sample).
    public var defaultSample: String
    /// Where the configuration sets `options.categories`, for a finding it causes.
    public var categoriesLocation: SourceLocation?

    public init(
        resolution: ResolutionOptions, population: SizePopulation = .coarse,
        severities: [DiagnosticCode: CheckSeverity] = [:],
        fonts: FontCatalog? = nil, advanceWidths: AdvanceWidthSource = .horizontalMetrics,
        defaultSample: String = BuildConfig.CatalogOptions().sample
    ) {
        self.resolution = resolution
        self.population = population
        self.severities = severities
        self.fonts = fonts
        self.advanceWidths = advanceWidths
        self.defaultSample = defaultSample
    }

    /// The HIG's minimum legible size on iOS.
    public static let minimumPointSize = 11.0

    /// The rules, in the order their findings are listed for a style. A new rule is a file beside this one
    /// (a ``StyleRule`` with its codes) and a line here.
    static var rules: [any StyleRule.Type] {
        [
            PlausibilityCheck.self, LineHeightChecks.self, SizeChecks.self, TrackingCheck.self, FaceChecks.self,
            FitCheck.self,
        ]
    }

    /// Every check code, in the order findings are listed for a style.
    public static let codes: [DiagnosticCode] = rules.flatMap { $0.codes }

    /// The checks that are errors unless `options.checks` says otherwise: a value no designer meant.
    public static let errorsByDefault: Set<DiagnosticCode> = Set(rules.flatMap { $0.errorsByDefault })

    /// The member of the token each code's finding is about (``StyleRule/members``).
    static let findingMembers: [DiagnosticCode: String] = rules.reduce(into: [:]) { $0.merge($1.members) { a, _ in a } }

    /// The severity of `code` after `options.checks` (`nil` when off). Every check defaults to a warning but
    /// those in ``errorsByDefault``.
    public func severity(of code: DiagnosticCode) -> Diagnostic.Severity? {
        (severities[code] ?? (Self.errorsByDefault.contains(code) ? .error : .warning)).diagnosticSeverity
    }

    /// The findings as diagnostics.
    public func check(_ model: DesignSystem, location: (String) -> SourceLocation?) -> [Diagnostic] {
        report(model, location: location).diagnostics
    }

    /// Every check over every style, and `fit` over every component variant that has one, with the per-size
    /// results.
    public func report(_ model: DesignSystem, location: (String) -> SourceLocation?) -> CheckReport {
        report(model, sources: TokenSourceIndex(), location: location)
    }

    /// ``report(_:location:)`` reading the token files through `sources` (shared with the build, which reads
    /// them for failed styles too).
    func report(
        _ model: DesignSystem, sources members: TokenSourceIndex, location: (String) -> SourceLocation?
    ) -> CheckReport {
        var findings: [CheckFinding] = []
        let rules = Self.rules
        var context = RuleContext(
            defaultSample: defaultSample, measurer: FitMeasurer(fonts: fonts, source: advanceWidths),
            categoriesLocation: categoriesLocation)
        let order = Dictionary(uniqueKeysWithValues: Self.codes.enumerated().map { ($1, $0) })
        for style in model.typography {
            let subject = CheckSubject(
                style: style, location: location(style.origin.path),
                regular: style.typography.resolveAllCategories(options: resolution),
                bold: style.typography.resolveAllCategories(legibilityWeight: .bold, options: resolution),
                table: resolution.table)
            var raw: [RawFinding] = []
            for rule in rules { raw += rule.check(subject, context: &context) }
            for finding in raw.enumerated().sorted(by: {
                (order[$0.element.code] ?? 0, $0.offset) < (order[$1.element.code] ?? 0, $1.offset)
            }).map(\.element) {
                guard let severity = severity(of: finding.code) else { continue }
                var finding = finding
                // At the member the finding is about (`"lineHeight": 0.8`), when it is written in the token.
                if finding.location == nil, let member = Self.findingMembers[finding.code],
                    let found = members.location(of: member, in: style.origin.path, tokenLocation: location)
                {
                    finding.location = found.location
                    finding.notes += found.notes
                }
                findings.append(
                    finding.finding(
                        style: style.origin.path, severity: severity, at: subject.location, population: population))
            }
        }
        let fitted = model.components.filter { $0.fit != nil }
        for entry in fitted {
            for finding in FitCheck.check(
                entry, sample: defaultSample, resolution: resolution, measurer: &context.measurer)
            {
                guard let severity = severity(of: finding.code) else { continue }
                findings.append(
                    finding.finding(style: entry.origin.path, severity: severity, at: nil, population: population))
            }
        }
        return CheckReport(
            styles: model.typography.map(\.origin.path), components: fitted.map(\.origin.path),
            codes: Self.codes.filter { severity(of: $0) != nil }, findings: findings, population: population)
    }
}

/// A rule over one style at every size. A new rule is a file in Check/ with the rule and its codes, and a line
/// in ``Checker/rules``; `options.checks`, the report and the catalog take its codes from there.
protocol StyleRule {
    /// Its codes, in the order its findings are listed.
    static var codes: [DiagnosticCode] { get }
    /// Those of its codes that are errors unless `options.checks` says otherwise.
    static var errorsByDefault: [DiagnosticCode] { get }
    /// The member of the typography token a finding of each code is about (`"lineHeight"`), so that it is
    /// reported where that member is written (`"lineHeight": 0.8`); a code not here points at the token.
    static var members: [DiagnosticCode: String] { get }
    static func check(_ subject: CheckSubject, context: inout RuleContext) -> [RawFinding]
}

extension StyleRule {
    static var errorsByDefault: [DiagnosticCode] { [] }
    static var members: [DiagnosticCode: String] { [:] }
}

/// What rules share over one run: the default sample text and the advance widths measured so far.
struct RuleContext {
    var defaultSample: String
    var measurer: FitMeasurer
    /// Where `options.categories` is written (``Checker/categoriesLocation``).
    var categoriesLocation: SourceLocation?
}

/// One style, resolved at every size with and without Bold Text: what every rule reads.
struct CheckSubject {
    var style: TypographyStyle
    var location: SourceLocation?
    var regular: [ResolvedTypography]
    var bold: [ResolvedTypography]
    var table: DynamicTypeTable

    var path: String { style.origin.path }
    /// The style resolved at Large (the design's own numbers).
    var large: ResolvedTypography { regular[ContentSizeCategory.large.rawValue] }
}

/// What a rule returns before the Checker applies the severity and the population.
struct RawFinding {
    var code: DiagnosticCode
    var categories: [ContentSizeCategory]
    var boldTextOnly = false
    /// Starts with the token path; the sizes and share are appended.
    var message: String
    var notes: [Diagnostic.Note] = []
    var fixIt: Diagnostic.FixIt?
    /// Where to point instead of the token (a `fit` entry).
    var location: SourceLocation?

    func finding(
        style: String, severity: Diagnostic.Severity, at tokenLocation: SourceLocation?, population: SizePopulation
    ) -> CheckFinding {
        let share = population.share(of: categories, boldTextOnly: boldTextOnly)
        let who =
            boldTextOnly
            ? "with Bold Text at \(ContentSizeCategory.describe(categories))"
            : "at \(ContentSizeCategory.describe(categories))"
        let text =
            "\(message) (\(who), \(SizePopulation.percentText(share)) of users\(population.isCoarse ? ", coarse estimate" : ""))"
        return CheckFinding(
            stylePath: style, code: code, categories: categories, boldTextOnly: boldTextOnly, share: share,
            diagnostic: Diagnostic(severity, code, text, at: location ?? tokenLocation, notes: notes, fixIt: fixIt)
                .about(.init(tokenPath: style, leadsMessage: true)))
    }
}
