import TypesetterCore
import TypesetterTokens

/// The Check stage for components, at every content size category and appearance:
///
/// - `check.component-contrast` (error): a state's `foreground` on its `background` (or, without one, on
///   white or black for the appearance) is below WCAG 2.x AA —
///   4.5:1, or 3:1 for large text (18 pt and up, or 14 pt bold and up) — in some appearance, at some sizes.
///   Translucent colors are composited over the background, and the background over white (light) or black
///   (dark). `disabled` is exempt (WCAG 1.4.3 exempts inactive controls).
/// - `check.component-contrast-high` (warning): in a high-contrast appearance the ratio is below 7:1 (AAA),
///   what people who turn on Increase Contrast ask for.
/// - `check.tap-target` (warning): a button's height (`minHeight`, or line height + 2 × vertical padding) is
///   below the HIG's 44 pt at some sizes.
/// - `check.label-fixed-size` (warning): a label or badge whose text does not grow with Dynamic Type; it
///   should offer the Large Content Viewer.
public struct ComponentChecker: Sendable {
    public var resolution: ResolutionOptions
    /// The categories to check (the configuration's).
    public var categories: ClosedRange<ContentSizeCategory>

    /// The appearances to check: light and light high contrast always; the dark ones when the design system
    /// has a dark appearance (``appearances(darkDefined:)``).
    public var appearances: [Appearance]

    public init(
        resolution: ResolutionOptions, categories: ClosedRange<ContentSizeCategory> = ContentSizeCategory.all,
        appearances: [Appearance] = Appearance.allCases
    ) {
        self.resolution = resolution
        self.categories = categories
        self.appearances = appearances
    }

    /// Light and light high contrast (whose 7:1 warning says to define high-contrast colors when they are
    /// missing), plus dark and dark high contrast when the configuration names a dark appearance. Without one
    /// the app is taken to be light only: its colors have no dark values to judge.
    public static func appearances(darkDefined: Bool) -> [Appearance] {
        Appearance.allCases.filter { darkDefined || !$0.isDark }
    }

    /// The HIG's minimum tap target, in points.
    public static let minimumTapTarget = 44.0
    /// The ratio a high-contrast appearance should reach (WCAG AAA for normal text).
    public static let highContrastRatio = 7.0

    /// One appearance a component is drawn in.
    public struct Appearance: Hashable, Sendable, CaseIterable {
        public var isDark: Bool
        public var isHighContrast: Bool

        public static let light = Appearance(isDark: false, isHighContrast: false)
        public static let dark = Appearance(isDark: true, isHighContrast: false)
        public static let lightHighContrast = Appearance(isDark: false, isHighContrast: true)
        public static let darkHighContrast = Appearance(isDark: true, isHighContrast: true)
        public static let allCases: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]

        /// `light`, `dark`, `light high contrast`, `dark high contrast`.
        public var name: String { (isDark ? "dark" : "light") + (isHighContrast ? " high contrast" : "") }
        /// What lies beneath the background.
        public var backdrop: Contrast.Color { isDark ? .black : .white }

        /// `color` as it is drawn in this appearance.
        func drawn(_ color: DesignColor) -> Contrast.Color {
            Contrast.Color(color.components(dark: isDark, highContrast: isHighContrast), in: color.colorSpace)
        }

        /// What a state's text is drawn on: its background, else nothing (the backdrop shows through).
        func surface(_ values: ComponentStyle.Values) -> Contrast.Color {
            values.background.map(drawn) ?? Contrast.Color(red: 0, green: 0, blue: 0, alpha: 0)
        }
    }

    /// The contrast of a state's foreground on its background in an appearance, or `nil` without a foreground.
    /// A variant without a background (a label, a plain button) is measured on what lies beneath it: white in
    /// light appearances, black in dark ones, as on the system background.
    public static func contrast(_ values: ComponentStyle.Values, in appearance: Appearance) -> Double? {
        guard let foreground = values.foreground else { return nil }
        return Contrast.ratio(
            foreground: appearance.drawn(foreground), background: appearance.surface(values),
            backdrop: appearance.backdrop)
    }

    public func check(_ model: DesignSystem, location: (String) -> SourceLocation?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sizes = ContentSizeCategory.allCases.filter { categories.contains($0) }
        for entry in model.components {
            func variantLocation(_ roles: [ComponentEntry.Role], _ state: ComponentStyle.State) -> SourceLocation? {
                for role in roles {
                    if let path = entry.tokenPath(role, state), let found = location(path) { return found }
                }
                return nil
            }
            for state in entry.definedStates where state != .disabled {
                diagnostics += contrast(
                    entry, state, sizes: sizes, at: variantLocation([.foreground, .background], state))
            }
            if entry.kind == .button {
                diagnostics += tapTarget(
                    entry, sizes: sizes, at: variantLocation([.minHeight, .paddingVertical, .typography], .default))
            }
            if entry.kind == .label || entry.kind == .badge, let typography = entry.style.base.typography,
                !typography.scalesWithDynamicType(options: resolution)
            {
                diagnostics.append(
                    Diagnostic(
                        .warning, .labelFixedSize,
                        "\(entry.origin.path): the \(entry.kind.rawValue)'s text stays \(formatNumber(typography.resolve(at: .large, options: resolution).pointSize, maximumFractionDigits: 2)) pt at every Dynamic Type size",
                        at: variantLocation([.typography], .default),
                        notes: [
                            Diagnostic.Note(
                                "let it scale (a typography without scaling: fixed), or offer the Large Content Viewer where it is shown (`.accessibilityShowsLargeContentViewer()`; the generated modifier adds it)"
                            )
                        ]))
            }
        }
        return diagnostics
    }

    // MARK: Contrast

    private func contrast(
        _ entry: ComponentEntry, _ state: ComponentStyle.State, sizes: [ContentSizeCategory],
        at location: SourceLocation?
    ) -> [Diagnostic] {
        let values = entry.style.values(for: state)
        // The size each category draws the text at; without typography the text is taken as normal (4.5:1).
        let required: [(category: ContentSizeCategory, ratio: Double)] = sizes.map { category in
            guard let typography = values.typography else { return (category, Contrast.Level.aaNormal.minimumRatio) }
            let resolved = typography.resolve(at: category, options: resolution)
            return (category, Contrast.minimumRatio(pointSize: resolved.pointSize, weight: resolved.weight))
        }
        var failures: [(appearances: [String], ratio: Double, categories: [ContentSizeCategory])] = []
        var lowHighContrast: [(appearance: String, ratio: Double)] = []
        for appearance in appearances {
            guard let ratio = Self.contrast(values, in: appearance) else { return [] }
            let failing = required.filter { ratio < $0.ratio }.map(\.category)
            if !failing.isEmpty {
                if let index = failures.firstIndex(where: { $0.ratio == ratio && $0.categories == failing }) {
                    failures[index].appearances.append(appearance.name)
                } else {
                    failures.append(([appearance.name], ratio, failing))
                }
            } else if appearance.isHighContrast, ratio < Self.highContrastRatio {
                lowHighContrast.append((appearance.name, ratio))
            }
        }
        let surface = values.background == nil ? "the appearance's background (white or black)" : "background"
        let subject =
            "\(entry.origin.path) (\(state.rawValue)): \(entry.kind == .surface ? "text" : "foreground") on \(surface)"
        var diagnostics: [Diagnostic] = []
        if !failures.isEmpty {
            let clauses = failures.map { failure in
                "\(Contrast.formatted(failure.ratio)):1 in \(failure.appearances.joined(separator: ", ")) at \(Self.describe(failure.categories, of: sizes.count))"
            }
            diagnostics.append(
                Diagnostic(
                    .error, .componentContrast,
                    "\(subject) is below WCAG AA contrast: \(clauses.joined(separator: "; "))",
                    at: location,
                    notes: [
                        Diagnostic.Note(
                            "text needs 4.5:1, large text (18 pt and up, or 14 pt bold and up) 3:1; try colors with `typesetter check-contrast FOREGROUND BACKGROUND`"
                        )
                    ]))
        }
        if !lowHighContrast.isEmpty {
            var grouped: [(ratio: Double, appearances: [String])] = []
            for (appearance, ratio) in lowHighContrast {
                if let index = grouped.firstIndex(where: { $0.ratio == ratio }) {
                    grouped[index].appearances.append(appearance)
                } else {
                    grouped.append((ratio, [appearance]))
                }
            }
            let clauses = grouped.map {
                "\(Contrast.formatted($0.ratio)):1 in \($0.appearances.joined(separator: ", "))"
            }
            diagnostics.append(
                Diagnostic(
                    .warning, .componentContrastHigh,
                    "\(subject) is below \(formatNumber(Self.highContrastRatio)):1 with Increase Contrast on: \(clauses.joined(separator: "; "))",
                    at: location,
                    notes: [
                        Diagnostic.Note(
                            "give the colors high-contrast appearances (`appearances: highContrast:` in the configuration) that reach 7:1"
                        )
                    ]))
        }
        return diagnostics
    }

    // MARK: Tap target

    private func tapTarget(
        _ entry: ComponentEntry, sizes: [ContentSizeCategory], at location: SourceLocation?
    ) -> [Diagnostic] {
        let heights = sizes.compactMap { category in
            entry.style.base.height(at: category, options: resolution).map { (category, $0) }
        }
        let short = heights.filter { $0.1 < Self.minimumTapTarget - 1e-9 }
        guard let smallest = short.min(by: { $0.1 < $1.1 }) else { return [] }
        return [
            Diagnostic(
                .warning, .tapTarget,
                "\(entry.origin.path): the button is \(formatNumber(smallest.1, maximumFractionDigits: 2)) pt tall at \(smallest.0.swiftUIName), below the \(formatNumber(Self.minimumTapTarget)) pt tap target the HIG asks for, at \(Self.describe(short.map(\.0), of: sizes.count))",
                at: location,
                notes: [
                    Diagnostic.Note(
                        "set minHeight to 44 (it grows with Dynamic Type and never shrinks below its value), or raise paddingVertical"
                    )
                ])
        ]
    }

    /// `xSmall…large (4 of 12 sizes)`, `accessibility5 (1 of 12 sizes)`, `all 12 sizes`.
    static func describe(_ categories: [ContentSizeCategory], of total: Int) -> String {
        guard let first = categories.first, let last = categories.last else { return "no sizes" }
        if categories.count == total, total > 1 { return "all \(total) sizes" }
        let range = categories.count == 1 ? first.swiftUIName : "\(first.swiftUIName)…\(last.swiftUIName)"
        let contiguous = last.rawValue - first.rawValue + 1 == categories.count
        let named = contiguous ? range : categories.map(\.swiftUIName).joined(separator: ", ")
        return "\(named) (\(categories.count) of \(total) size\(total == 1 ? "" : "s"))"
    }
}

extension DiagnosticCode {
    // MARK: Check (components)
    public static let componentContrast: DiagnosticCode = "check.component-contrast"
    public static let componentContrastHigh: DiagnosticCode = "check.component-contrast-high"
    public static let tapTarget: DiagnosticCode = "check.tap-target"
    public static let labelFixedSize: DiagnosticCode = "check.label-fixed-size"
}

extension ComponentChecker {
    /// The component checks' codes, which `options.checks` can set like the typography checks'.
    public static let codes: [DiagnosticCode] = [
        .componentContrast, .componentContrastHigh, .tapTarget, .labelFixedSize,
    ]

    /// `diagnostics` with `options.checks` applied: a code set to `off` is dropped, one set to `error` or
    /// `warning` takes that severity; the others keep the check's own.
    static func applying(_ severities: [DiagnosticCode: CheckSeverity], to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard let chosen = severities[diagnostic.code] else { return diagnostic }
            guard let severity = chosen.diagnosticSeverity else { return nil }
            var changed = diagnostic
            changed.severity = severity
            return changed
        }
    }
}
