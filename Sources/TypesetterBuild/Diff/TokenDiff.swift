import TypesetterCore
import TypesetterTokens

/// What changed between two builds of a design system (`typesetter diff OLD NEW`): for every typography
/// style, component, color and dimension, each property that changed at any size (size, line height,
/// tracking, weight, face; contrast; colors per appearance; dimensions), the checks that start or stop
/// finding something, and the share of users each change reaches.
///
/// A change is *worse* when a check starts warning or failing at a size, or a token the app's code may use is
/// removed; ``isWorse`` is what `typesetter diff` exits 1 for.
public struct TokenDiff: Sendable {
    /// One side of the comparison: the model a build interpreted and what its checks found.
    public struct Side: Sendable {
        public var model: DesignSystem
        public var checks: CheckReport?
        public init(model: DesignSystem, checks: CheckReport?) {
            self.model = model
            self.checks = checks
        }
    }

    public enum Kind: String, Sendable, Hashable {
        case typography, component, color, dimension
    }

    public struct Change: Sendable, Hashable {
        public var kind: Kind
        /// The token path.
        public var path: String
        /// What changed: `line height`, `removed`, `check.lines-overlap starts warning`, `light`…
        public var what: String
        public var before: String
        public var after: String
        /// The sizes it changed at (`large…accessibility5 (8 of 12 sizes)`), or `every size`.
        public var sizes: String
        /// The share of users who see it, or `nil` when sizes do not decide it (a color).
        public var share: Double?
        public var isWorse: Bool
        /// How the page draws each side: a sample's CSS (typography) or a swatch's (colors).
        public var beforeCSS: String?
        public var afterCSS: String?
    }

    public var changes: [Change] = []
    /// Who uses which size: the new side's.
    public var population: SizePopulation
    let resolution: ResolutionOptions

    public var isWorse: Bool { changes.contains(where: \.isWorse) }

    public init(old: Side, new: Side, population: SizePopulation, resolution: ResolutionOptions = .standard) {
        self.population = population
        self.resolution = resolution
        compareTypography(old, new)
        compareComponents(old.model.components, new.model.components)
        compareColors(old.model.colors, new.model.colors)
        compareDimensions(old.model.dimensions, new.model.dimensions)
        compareChecks(old.checks, new.checks)
        // Each token's changes together, tokens in the order they first appear.
        var order: [String: Int] = [:]
        for change in changes where order[change.path] == nil { order[change.path] = order.count }
        changes = changes.enumerated().sorted {
            (order[$0.element.path] ?? 0, $0.offset) < (order[$1.element.path] ?? 0, $1.offset)
        }.map(\.element)
    }

    static let everySize = "every size"

    /// The share of users who see the cells (`large/false`, `large/true`): a size's users without Bold
    /// Text, with it, or both.
    func share(of cells: Set<String>) -> Double {
        var total = 0.0
        for category in ContentSizeCategory.allCases {
            let regular = cells.contains("\(category.swiftUIName)/false")
            let bold = cells.contains("\(category.swiftUIName)/true")
            let people = population.share(at: category)
            total +=
                regular && bold
                ? people : regular ? people * (1 - population.boldText) : bold ? people * population.boldText : 0
        }
        return (total * 1e12).rounded() / 1e12
    }

    // MARK: Typography

    private mutating func compareTypography(_ old: Side, _ new: Side) {
        for (previous, style) in matched(.typography, old.model.typography, new.model.typography, path: \.origin.path) {
            compare(previous, style)
        }
    }

    func removed(_ kind: Kind, _ path: String) -> Change {
        Change(
            kind: kind, path: path, what: "removed", before: "", after: "", sizes: Self.everySize, share: 1,
            isWorse: true)
    }

    func added(_ kind: Kind, _ path: String) -> Change {
        Change(
            kind: kind, path: path, what: "added", before: "", after: "", sizes: Self.everySize, share: 1,
            isWorse: false)
    }

    /// A style's properties at all twelve sizes, without and with Bold Text.
    private mutating func compare(_ old: TypographyStyle, _ new: TypographyStyle) {
        // Each side's cells are named with that side's font (the face of a system font depends on it).
        typealias Property = (name: String, value: (ResolvedTypography, Typography.Font) -> String)
        let points = { (value: Double) in "\(formatNumber(value, maximumFractionDigits: 2)) pt" }
        let properties: [Property] = [
            ("size", { cell, _ in points(cell.pointSize) }), ("line height", { cell, _ in points(cell.lineHeight) }),
            ("tracking", { cell, _ in points(cell.kerning) }),
            ("weight", { cell, _ in formatNumber(cell.weight.rawValue) }),
            ("face", { cell, font in CatalogSite.faceName(cell, font: font) }),
        ]
        let (oldFont, newFont) = (old.typography.font, new.typography.font)
        var cells: [(key: String, old: ResolvedTypography, new: ResolvedTypography)] = []
        for category in ContentSizeCategory.allCases {
            for weight in [LegibilityWeight.regular, .bold] {
                cells.append(
                    (
                        "\(category.swiftUIName)/\(weight == .bold)",
                        old.typography.resolve(at: category, legibilityWeight: weight, options: resolution),
                        new.typography.resolve(at: category, legibilityWeight: weight, options: resolution)
                    ))
            }
        }
        for property in properties {
            let changed = cells.filter { property.value($0.old, oldFont) != property.value($0.new, newFont) }
            // Shown at large without Bold Text when it changed there, else where it first changed.
            guard let shown = changed.first(where: { $0.key == "large/false" }) ?? changed.first else { continue }
            let keys = Set(changed.map(\.key))
            changes.append(
                Change(
                    kind: .typography, path: new.origin.path, what: property.name + " at " + Self.cellName(shown.key),
                    before: property.value(shown.old, oldFont), after: property.value(shown.new, newFont),
                    sizes: CatalogSite.describe(keys, in: ContentSizeCategory.allCases), share: share(of: keys),
                    isWorse: false, beforeCSS: Self.css(shown.old, old.typography.font),
                    afterCSS: Self.css(shown.new, new.typography.font)))
        }
    }

    /// A sample's CSS: the family (or a stand-in for the system font) at the cell's numbers, 1 pt = 1 px.
    static func css(_ cell: ResolvedTypography, _ font: Typography.Font) -> String {
        var family = "-apple-system, 'SF Pro Text', 'Inter', system-ui, sans-serif"
        if case .custom(let custom) = font {
            family = "'\(custom.name.replacingOccurrences(of: "'", with: ""))', " + family
        }
        return
            "font-family: \(family); font-size: \(CatalogSite.px(cell.pointSize)); line-height: \(CatalogSite.px(cell.lineHeight)); "
            + "letter-spacing: \(CatalogSite.px(cell.kerning)); font-weight: \(formatNumber(cell.weight.rawValue)); font-style: \(cell.isItalic ? "italic" : "normal")"
    }

    /// `large`, `large with Bold Text`.
    static func cellName(_ key: String) -> String {
        let parts = key.split(separator: "/")
        return String(parts.first ?? "") + (parts.last == "true" ? " with Bold Text" : "")
    }

    // MARK: Checks

    private mutating func compareChecks(_ old: CheckReport?, _ new: CheckReport?) {
        guard let new else { return }
        let rows = new.rows
        let kinds = Dictionary(
            new.styles.map { ($0, Kind.typography) } + new.components.map { ($0, Kind.component) },
            uniquingKeysWith: { first, _ in first })
        for row in rows {
            let before = old?.findings(for: row) ?? []
            let after = new.findings(for: row)
            for code in Self.codes(before + after) {
                let wasCells = Self.cells(before.filter { $0.code == code })
                let isCells = Self.cells(after.filter { $0.code == code })
                let started = isCells.subtracting(wasCells)
                let stopped = wasCells.subtracting(isCells)
                let severity = after.first { $0.code == code }?.diagnostic.severity ?? .warning
                if !started.isEmpty {
                    changes.append(
                        Change(
                            kind: kinds[row] ?? .typography, path: row,
                            what: "\(code.rawValue) starts \(severity == .error ? "failing" : "warning")",
                            before: "", after: "",
                            sizes: CatalogSite.describe(started, in: ContentSizeCategory.allCases),
                            share: share(of: started), isWorse: true))
                }
                if !stopped.isEmpty {
                    changes.append(
                        Change(
                            kind: kinds[row] ?? .typography, path: row, what: "\(code.rawValue) stops", before: "",
                            after: "", sizes: CatalogSite.describe(stopped, in: ContentSizeCategory.allCases),
                            share: share(of: stopped), isWorse: false))
                }
            }
        }
    }

    /// The codes in first-seen order.
    private static func codes(_ findings: [CheckFinding]) -> [DiagnosticCode] {
        var seen: [DiagnosticCode] = []
        for finding in findings where !seen.contains(finding.code) { seen.append(finding.code) }
        return seen
    }

    /// The cells (`large/true`) findings are about: Bold Text only, or both.
    private static func cells(_ findings: [CheckFinding]) -> Set<String> {
        var cells: Set<String> = []
        for finding in findings {
            for category in finding.categories {
                cells.insert("\(category.swiftUIName)/true")
                if !finding.boldTextOnly { cells.insert("\(category.swiftUIName)/false") }
            }
        }
        return cells
    }
}
