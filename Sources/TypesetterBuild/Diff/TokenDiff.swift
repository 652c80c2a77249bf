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
        /// What changed without where it is shown (`line height`, `every appearance`, `removed`): the same
        /// aspect changed by the same ``step`` on several tokens is one change in a review.
        public var aspect: String = ""
        /// How it changed, alike on another token: the design value's difference (`+0.05`, `-1 pt`), `inverted`
        /// for a color, else `before → after`; `nil` when the aspect says it all (removed, a check).
        public var step: String?
        /// The values the tokens set, when they read otherwise than ``before`` and ``after`` (a line height as
        /// a multiple of the size, tracking in em or percent) or are numbers a group's range is given in.
        public var designBefore: DesignValue?
        public var designAfter: DesignValue?
        /// The line height the runtime lays out on each side, when it is not the design's: the font's own,
        /// when the design asks for less (the tight-line policy).
        public var laidOutBefore: String?
        public var laidOutAfter: String?
        /// A hint: a removed token that may have been renamed to an added one with the same values.
        public var note: String?
        /// Whether it is a check starting or stopping (counted as a check, not a change to its token's kind).
        public var isCheck = false
    }

    /// A number a token sets, in its unit.
    public struct DesignValue: Sendable, Hashable {
        public enum Unit: String, Sendable, Hashable {
            /// A multiple of the font size (a line height).
            case multiple
            case points, em, percent
        }
        public var number: Double
        public var unit: Unit

        /// `1.2`, `17 pt`, `0.02 em`, `2%`.
        public var text: String { Self.text(number, unit) }

        static func text(_ number: Double, _ unit: Unit) -> String {
            let digits = formatNumber(number, maximumFractionDigits: 4)
            switch unit {
            case .multiple: return digits
            case .points: return digits + " pt"
            case .em: return digits + " em"
            case .percent: return digits + "%"
            }
        }

        /// Whether ``text`` says more than the value at a size in points does (a multiple, em, percent).
        var readsOtherwise: Bool { unit != .points }
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
        let ranks = changes.map { change in
            if let rank = order[change.path] { return rank }
            order[change.path] = order.count
            return order.count - 1
        }
        changes = changes.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { changes[$0] }
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
        let pairs = matched(
            .typography, old.model.typography, new.model.typography, path: \.origin.path,
            value: { (style: TypographyStyle) -> Typography in
                var typography = style.typography
                typography.themeKey = nil
                return typography
            })
        for (previous, style) in pairs { compare(previous, style) }
    }

    func removed(_ kind: Kind, _ path: String, renamedTo: String?) -> Change {
        Change(
            kind: kind, path: path, what: "removed", before: "", after: "", sizes: Self.everySize, share: 1,
            isWorse: true, aspect: "removed",
            note: renamedTo.map { "maybe renamed to \($0): it was added with the same values" })
    }

    func added(_ kind: Kind, _ path: String, renamedFrom: String?) -> Change {
        Change(
            kind: kind, path: path, what: "added", before: "", after: "", sizes: Self.everySize, share: 1,
            isWorse: false, aspect: "added",
            note: renamedFrom.map { "maybe renamed from \($0): it was removed with the same values" })
    }

    /// A style's properties at all twelve sizes, without and with Bold Text.
    ///
    /// A line height is the design's (what the style asks for at each size); where the runtime lays out more
    /// (the font's own height, when the design asks for less), that is said beside it.
    private mutating func compare(_ old: TypographyStyle, _ new: TypographyStyle) {
        // Each side's cells are named with that side's font (the face of a system font depends on it).
        // A property is the same in two cells when it reads the same (`same` says so without writing the text:
        // a number in points to two decimals is its hundredths).
        typealias Property = (
            name: String, value: (ResolvedTypography, Typography.Font) -> String,
            same: (ResolvedTypography, ResolvedTypography) -> Bool, design: (Typography) -> DesignValue?
        )
        let points = { (value: Double) in "\(formatNumber(value, maximumFractionDigits: 2)) pt" }
        let hundredths = { (value: Double) in (value * 100).rounded() }
        let properties: [Property] = [
            (
                "size", { cell, _ in points(cell.pointSize) }, { hundredths($0.pointSize) == hundredths($1.pointSize) },
                { DesignValue(number: $0.size, unit: .points) }
            ),
            (
                "line height", { cell, _ in points(cell.requestedLineHeight) },
                {
                    hundredths($0.requestedLineHeight) == hundredths($1.requestedLineHeight)
                        && hundredths($0.lineHeight) == hundredths($1.lineHeight)
                }, { Self.design($0.lineHeight) }
            ),
            (
                "tracking", { cell, _ in points(cell.tracking) },
                { hundredths($0.tracking) == hundredths($1.tracking) },
                { Self.design($0.letterSpacing) }
            ),
            ("weight", { cell, _ in formatNumber(cell.weight.rawValue) }, { $0.weight == $1.weight }, { _ in nil }),
            (
                "face", { cell, font in CatalogSite.faceName(cell, font: font) },
                {
                    CatalogSite.faceName($0, font: old.typography.font)
                        == CatalogSite.faceName($1, font: new.typography.font)
                }, { _ in nil }
            ),
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
        // The line height laid out, when the runtime lays out other than the design asks.
        func laidOut(_ cell: ResolvedTypography) -> String? {
            let laid = points(cell.lineHeight)
            return laid == points(cell.requestedLineHeight) ? nil : laid
        }
        for property in properties {
            let isLineHeight = property.name == "line height"
            let changed = cells.filter { !property.same($0.old, $0.new) }
            // Shown at large without Bold Text when it changed there, else where it first changed.
            guard let shown = changed.first(where: { $0.key == "large/false" }) ?? changed.first else { continue }
            let keys = Set(changed.map(\.key))
            let (designBefore, designAfter) = (property.design(old.typography), property.design(new.typography))
            changes.append(
                Change(
                    kind: .typography, path: new.origin.path, what: property.name + " at " + Self.cellName(shown.key),
                    before: property.value(shown.old, oldFont), after: property.value(shown.new, newFont),
                    sizes: CatalogSite.describe(keys, in: ContentSizeCategory.allCases), share: share(of: keys),
                    isWorse: false, beforeCSS: Self.css(shown.old, old.typography.font),
                    afterCSS: Self.css(shown.new, new.typography.font), aspect: property.name,
                    step: Self.difference(designBefore, designAfter), designBefore: designBefore,
                    designAfter: designAfter, laidOutBefore: isLineHeight ? laidOut(shown.old) : nil,
                    laidOutAfter: isLineHeight ? laidOut(shown.new) : nil))
        }
    }

    /// A line height as the token sets it: a multiple of the size or points (the font's own has no number).
    static func design(_ lineHeight: Typography.LineHeight) -> DesignValue? {
        switch lineHeight {
        case .multiple(let factor): DesignValue(number: factor, unit: .multiple)
        case .points(let points): DesignValue(number: points, unit: .points)
        case .fontDefault: nil
        }
    }

    static func design(_ letterSpacing: Typography.LetterSpacing) -> DesignValue {
        switch letterSpacing {
        case .points(let points): DesignValue(number: points, unit: .points)
        case .em(let em): DesignValue(number: em, unit: .em)
        case .percent(let percent): DesignValue(number: percent, unit: .percent)
        }
    }

    /// `+0.05`, `-1 pt`: the difference of two design values in one unit, `nil` when there is none to give.
    static func difference(_ before: DesignValue?, _ after: DesignValue?) -> String? {
        guard let before, let after, before.unit == after.unit else { return nil }
        let difference = after.number - before.number
        let text = DesignValue.text(difference, after.unit)
        guard formatNumber(difference, maximumFractionDigits: 4) != "0" else { return nil }
        return difference > 0 ? "+" + text : text
    }

    /// A sample's CSS: the family (or a stand-in for the system font) at the cell's numbers, 1 pt = 1 px.
    static func css(_ cell: ResolvedTypography, _ font: Typography.Font) -> String {
        var family = "-apple-system, 'SF Pro Text', 'Inter', system-ui, sans-serif"
        if case .custom(let custom) = font {
            family = "'\(custom.name.replacingOccurrences(of: "'", with: ""))', " + family
        }
        return
            "font-family: \(family); font-size: \(CatalogSite.px(cell.pointSize)); line-height: \(CatalogSite.px(cell.lineHeight)); "
            + "letter-spacing: \(CatalogSite.px(cell.tracking)); font-weight: \(formatNumber(cell.weight.rawValue)); font-style: \(cell.isItalic ? "italic" : "normal")"
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
        // Each side's findings by row, read once (thousands of styles each looking through every finding would
        // cost their product).
        let oldFindings = Dictionary(grouping: old?.findings ?? [], by: \.stylePath)
        let newFindings = Dictionary(grouping: new.findings, by: \.stylePath)
        for row in rows {
            let before = oldFindings[row] ?? []
            let after = newFindings[row] ?? []
            for code in Self.codes(before + after) {
                let wasCells = Self.cells(before.filter { $0.code == code })
                let isCells = Self.cells(after.filter { $0.code == code })
                let started = isCells.subtracting(wasCells)
                let stopped = wasCells.subtracting(isCells)
                let severity = after.first { $0.code == code }?.diagnostic.severity ?? .warning
                for (cells, what, isWorse) in [
                    (started, "\(code.rawValue) starts \(severity == .error ? "failing" : "warning")", true),
                    (stopped, "\(code.rawValue) stops", false),
                ] where !cells.isEmpty {
                    changes.append(
                        Change(
                            kind: kinds[row] ?? .typography, path: row, what: what, before: "", after: "",
                            sizes: CatalogSite.describe(cells, in: ContentSizeCategory.allCases),
                            share: share(of: cells), isWorse: isWorse, aspect: what, isCheck: true))
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
