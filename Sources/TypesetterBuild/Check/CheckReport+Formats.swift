import TypesetterCore
import TypesetterTokens

extension CheckReport {
    /// One JUnit test case per style × check that ran (and per component × fit check) with the row's findings
    /// of that check: failing for an error, a warning being its output. A style an error left out is one
    /// failing case, `tokens`, with that error.
    public var junitCases: [JUnitRenderer.TestCase] {
        rows.flatMap { style in
            let own = findings(for: style)
            return codes(for: style).map { code in
                JUnitRenderer.TestCase(
                    classname: style, name: code.rawValue, failures: own.filter { $0.code == code }.map(\.diagnostic))
            }
        }
            + failedStyles.map { JUnitRenderer.TestCase(classname: $0.path, name: "tokens", failures: [$0.error]) }
    }

    /// The SARIF property bags of the findings' diagnostics: the style, sizes, whether only under Bold Text,
    /// and the share of users (nil for diagnostics that are not findings). Indexed once, so a run with many
    /// diagnostics renders in linear time.
    package func sarifProperties() -> (Diagnostic) -> SARIFRenderer.PropertyWriter? {
        var index: [Diagnostic: CheckFinding] = [:]
        for finding in findings where index[finding.diagnostic] == nil { index[finding.diagnostic] = finding }
        let coarse = population.isCoarse
        return { diagnostic in
            guard let finding = index[diagnostic] else { return nil }
            return { json in
                json.key("style"); json.string(finding.stylePath)
                json.key("sizes");
                json.array { json in for category in finding.categories { json.string(category.swiftUIName) } }
                json.key("boldTextOnly"); json.bool(finding.boldTextOnly)
                json.key("shareOfUsers"); json.number(finding.share)
                json.key("populationIsCoarse"); json.bool(coarse)
            }
        }
    }
}
