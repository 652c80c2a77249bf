import TypesetterCore
import TypesetterTokens

/// What `options.checks` sets a check code to.
public enum CheckSeverity: String, Sendable, Hashable, CaseIterable {
    case error, warning, off

    /// The diagnostic severity, or `nil` for `off`.
    var diagnosticSeverity: Diagnostic.Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .off: nil
        }
    }
}

/// One problem a check found in one style: which sizes it happens at, whether only under Bold Text, and the
/// share of users that is (from the ``SizePopulation``). The share is information: the severity comes from
/// the check (or `options.checks`), never from how many people are affected.
public struct CheckFinding: Sendable, Hashable {
    /// The style's token path.
    public var stylePath: String
    public var code: DiagnosticCode
    /// The sizes it happens at, in order.
    public var categories: [ContentSizeCategory]
    /// Whether it happens only with Bold Text on.
    public var boldTextOnly: Bool
    /// The share of users affected (0…1).
    public var share: Double
    /// The finding as a diagnostic (severity after `options.checks`; the message ends with the sizes and share).
    public var diagnostic: Diagnostic
}

/// Every check's result over a whole model: the findings, and per style (or component with a `fit`) and size
/// whether it passes, for the build summary, `typesetter report`, the JUnit format and the catalog's grid.
public struct CheckReport: Sendable {
    /// The style token paths, in model order.
    public var styles: [String]
    /// The component variants with a `fit` (the only check of a component that runs per size here), in model
    /// order.
    public var components: [String]
    /// The check codes that ran (those not `off`), in ``Checker/codes`` order.
    public var codes: [DiagnosticCode]
    public var findings: [CheckFinding]
    public var population: SizePopulation
    /// The typography styles that could not be checked: an error in their tokens or fonts left them out of
    /// the model; and in lenient mode those checked and left out for an error of their own
    /// (``BuildPipeline/LeftOutStyle``). Listed by `typesetter report`, counted by the summary.
    public var failedStyles: [FailedStyle] = []

    /// A style left out by an error, with the first one.
    public struct FailedStyle: Sendable, Hashable {
        public var path: String
        public var error: Diagnostic
        /// Whether it was checked, and left out for that error (lenient mode), rather than not checked.
        public var isLeftOut = false
    }

    public init(
        styles: [String], components: [String] = [], codes: [DiagnosticCode], findings: [CheckFinding],
        population: SizePopulation
    ) {
        self.styles = styles
        self.components = components
        self.codes = codes
        self.findings = findings
        self.population = population
    }

    /// The grid's rows: the styles, then the components with a `fit`.
    public var rows: [String] { styles + components }

    /// The checks that apply to a row: every check to a style, the fit checks to a component.
    public func codes(for row: String) -> [DiagnosticCode] {
        guard components.contains(row), !styles.contains(row) else { return codes }
        return codes.filter { $0 == .fitOverflow || $0 == .fitUnmeasured }
    }

    /// How one style does at one size.
    public enum Status: String, Sendable, Hashable {
        case pass, warn, fail
    }

    /// The diagnostics of the findings, in order.
    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }

    /// The findings of one style.
    public func findings(for style: String) -> [CheckFinding] { findings.filter { $0.stylePath == style } }

    /// One style's status at each of the twelve sizes: `fail` where an error finding covers the size, `warn`
    /// where a warning does (a Bold Text finding counts: some users at that size see it).
    public func cells(for style: String) -> [Status] {
        var cells = Array(repeating: Status.pass, count: ContentSizeCategory.allCases.count)
        for finding in findings(for: style) {
            let status: Status = finding.diagnostic.severity == .error ? .fail : .warn
            for category in finding.categories where cells[category.rawValue] != .fail {
                cells[category.rawValue] = status
            }
        }
        return cells
    }

    /// The share of users for whom every one of `findings` is absent: at each size, nobody if a finding
    /// covers it for everyone, else those without Bold Text if a Bold Text finding covers it.
    static func passingShare(of findings: [CheckFinding], population: SizePopulation) -> Double {
        var total = 0.0
        for category in ContentSizeCategory.allCases {
            let covering = findings.filter { $0.categories.contains(category) }
            if covering.contains(where: { !$0.boldTextOnly }) { continue }
            total += population.share(at: category) * (covering.isEmpty ? 1 : 1 - population.boldText)
        }
        return total
    }

    /// The share of users for whom `style` passes every check.
    public func passingShare(for style: String) -> Double {
        Self.passingShare(of: findings(for: style), population: population)
    }

    /// The share of users for whom every style passes every check.
    public var passingShare: Double { Self.passingShare(of: findings, population: population) }

    /// The checks in a sentence, as a person would say them: "every style passes at every size", or "1 style has
    /// findings that affect 100% of users (coarse population); the other 8 pass at every size". The share is of
    /// the users who meet at least one finding (at their size, or with Bold Text). Components with a `fit` count
    /// beside the styles ("styles and components"); styles that could not be checked are counted first, and the
    /// rest speaks of the others.
    public var summary: String {
        let (one, many) = components.isEmpty ? ("style", "styles") : ("style or component", "styles and components")
        var failed: String?
        if !failedStyles.isEmpty {
            let leftOut = failedStyles.count(where: \.isLeftOut)
            let unchecked = failedStyles.count - leftOut
            failed = [
                unchecked > 0 ? "\(unchecked) style\(unchecked == 1 ? "" : "s") could not be checked" : nil,
                leftOut > 0
                    ? "\(leftOut) style\(leftOut == 1 ? " was" : "s were") left out for \(leftOut == 1 ? "its" : "their") errors"
                    : nil,
            ].compactMap { $0 }.joined(separator: "; ")
        }
        let checked = rows.count
        guard checked > 0 else { return failed ?? "no style to check" }
        let flagged = rows.filter { !findings(for: $0).isEmpty }.count
        let clean = checked - flagged
        var text: String
        if flagged == 0 {
            text =
                failed != nil
                ? (checked == 1 ? "the other passes at every size" : "the other \(checked) pass at every size")
                : checked == 1 ? "the \(one) passes at every size" : "every \(one) passes at every size"
        } else {
            let who = population.isCoarse ? " (coarse population)" : ""
            let affect = "findings that affect \(SizePopulation.percentText(1 - passingShare)) of users\(who)"
            if failed != nil {
                text = "of the other \(checked), \(flagged) \(flagged == 1 ? "has" : "have") \(affect)"
                if clean > 0 { text += " and \(clean) pass\(clean == 1 ? "es" : "") at every size" }
            } else if checked == 1 {
                text = "the \(one) has \(affect)"
            } else if clean == 0 {
                text = "\(checked == 2 ? "both" : "all \(checked)") \(many) have \(affect)"
            } else {
                text = "\(flagged) \(flagged == 1 ? "\(one) has" : "\(many) have") \(affect)"
                text += clean == 1 ? "; the other passes at every size" : "; the other \(clean) pass at every size"
            }
        }
        return [failed, text].compactMap { $0 }.joined(separator: "; ")
    }
}

extension ContentSizeCategory {
    /// "xLarge…accessibility5", "large", "xSmall…small, accessibility2…accessibility5": contiguous runs.
    static func describe(_ categories: [ContentSizeCategory]) -> String {
        let sorted = Set(categories).sorted()
        if sorted.count == ContentSizeCategory.allCases.count { return "every size" }
        var runs: [(ContentSizeCategory, ContentSizeCategory)] = []
        for category in sorted {
            if let last = runs.last, last.1.rawValue + 1 == category.rawValue {
                runs[runs.count - 1].1 = category
            } else {
                runs.append((category, category))
            }
        }
        return runs.map { $0 == $1 ? $0.swiftUIName : "\($0.swiftUIName)…\($1.swiftUIName)" }.joined(separator: ", ")
    }
}
