import TypesetterCore
import TypesetterTokens

/// The size rules: `check.size-below-minimum`, `check.body-size-fixed` and `check.maximum-stops-growth`.
enum SizeChecks: StyleRule {
    static let codes: [DiagnosticCode] = [.maximumStopsGrowth, .bodySizeFixed, .sizeBelowMinimum]
    static let members: [DiagnosticCode: String] = [.sizeBelowMinimum: "fontSize"]

    /// Body-sized text at Large: 15–20 pt (Callout 16, Body 17, Title 3 20 on iOS).
    static let bodySizes = 15.0...20.0

    static func check(_ subject: CheckSubject, context: inout RuleContext) -> [RawFinding] {
        var findings: [RawFinding] = []
        let large = subject.large
        let path = subject.path

        // Below 11 pt at Large: everyone at a size where the style is still below 11 pt is affected.
        if large.pointSize < Checker.minimumPointSize - 1e-9 {
            let small = subject.regular.filter { $0.pointSize < Checker.minimumPointSize - 1e-9 }
            findings.append(
                RawFinding(
                    code: .sizeBelowMinimum, categories: small.map(\.category),
                    message:
                        "\(path): \(formatNumber(large.pointSize, maximumFractionDigits: 2)) pt at the default size is below the \(formatNumber(Checker.minimumPointSize)) pt minimum the HIG gives for legible text",
                    fixIt: Diagnostic.FixIt(
                        "set fontSize to the HIG's minimum", replacement: "\(formatNumber(Checker.minimumPointSize))px")
                ))
        }

        // A body-sized style that keeps its size where Body changes: fixed, or outside its category range.
        if bodySizes.contains(subject.style.typography.size) {
            // `resolve` gives a fixed style Large as its effective category, and a clamped one its range's end.
            let stuck = subject.regular.filter { cell in
                cell.effectiveCategory != cell.category
                    && subject.table.pointSize(.body, cell.category)
                        != subject.table.pointSize(.body, cell.effectiveCategory)
            }
            if !stuck.isEmpty {
                // The advice names the cause: the token's own `"scaling": "fixed"`, or the configuration's
                // `options.categories` (no token can narrow the range), at its line.
                let size = formatNumber(subject.style.typography.size, maximumFractionDigits: 2)
                var finding = RawFinding(
                    code: .bodySizeFixed, categories: stuck.map(\.category),
                    message:
                        "\(path): a body-sized style (\(size) pt) is fixed and does not follow the text size people chose",
                    notes: [
                        Diagnostic.Note("let it scale: remove \"scaling\": \"fixed\" from $extensions.com.typesetter")
                    ],
                    fixIt: Diagnostic.FixIt(
                        "set $extensions.com.typesetter.scaling to dynamic", replacement: "\"dynamic\""),
                    location: subject.style.scalingLocation)
                if case .dynamic(let range, _, _) = subject.style.typography.scaling {
                    let within = "\(range.lowerBound.swiftUIName)…\(range.upperBound.swiftUIName)"
                    finding.message =
                        "\(path): a body-sized style (\(size) pt) scales only within \(within), the configuration's options.categories, and does not follow the text size people chose"
                    finding.notes = [
                        Diagnostic.Note(
                            "let it scale: widen options.categories in the configuration (now \(within)) to the sizes Body follows, xSmall...accessibility5",
                            at: context.categoriesLocation)
                    ]
                    // The edit is in the configuration, not at the token this finding points at.
                    finding.fixIt = nil
                }
                findings.append(finding)
            }
        }

        // A maximum point size that stops the style where Body still grows, below Body's own largest size
        // (a maximum at or above it keeps the style at least as large as the largest body text).
        var stopped: [ContentSizeCategory] = []
        let bodyLargest = subject.table.pointSize(.body, .accessibility5)
        for (index, cell) in subject.regular.enumerated()
        where index > 0 && cell.flags.contains(.clampedToMaximumPointSize) {
            let previous = subject.regular[index - 1]
            let bodyGrows =
                subject.table.pointSize(.body, cell.category) > subject.table.pointSize(.body, previous.category)
            if bodyGrows && cell.pointSize <= previous.pointSize + 1e-9 { stopped.append(cell.category) }
        }
        if let first = stopped.first, case .dynamic(_, let maximum?, _) = subject.style.typography.scaling,
            maximum < bodyLargest
        {
            let bodyLast = bodyLargest
            findings.append(
                RawFinding(
                    code: .maximumStopsGrowth, categories: stopped,
                    message:
                        "\(path): maximumPointSize \(formatNumber(maximum, maximumFractionDigits: 2)) pt stops the style growing from \(first.swiftUIName), where Body still grows (to \(formatNumber(bodyLast)) pt at accessibility5)",
                    notes: [
                        Diagnostic.Note(
                            "raise maximumPointSize to at least \(formatNumber(bodyLast)) pt (Body at accessibility5), or remove it"
                        )
                    ],
                    fixIt: Diagnostic.FixIt(
                        "set $extensions.com.typesetter.maximumPointSize to Body's largest size",
                        replacement: formatNumber(bodyLast))))
        }
        return findings
    }
}

extension DiagnosticCode {
    public static let maximumStopsGrowth: DiagnosticCode = "check.maximum-stops-growth"
    public static let bodySizeFixed: DiagnosticCode = "check.body-size-fixed"
    public static let sizeBelowMinimum: DiagnosticCode = "check.size-below-minimum"
}
