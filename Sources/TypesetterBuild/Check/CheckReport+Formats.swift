import TypesetterCore
import TypesetterTokens

extension CheckReport {
    /// One JUnit test case per style × check that ran, failing with the style's findings of that check.
    public var junitCases: [JUnitRenderer.TestCase] {
        styles.flatMap { style in
            let own = findings(for: style)
            return codes.map { code in
                JUnitRenderer.TestCase(classname: style, name: code.rawValue, failures: own.filter { $0.code == code }.map(\.diagnostic))
            }
        }
    }

    /// The SARIF property bags of the findings' diagnostics: the style, sizes, whether only under Bold Text,
    /// and the share of users (empty for diagnostics that are not findings). Indexed once, so a run with many
    /// diagnostics renders in linear time.
    public func sarifProperties() -> (Diagnostic) -> [(String, String)] {
        var index: [Diagnostic: CheckFinding] = [:]
        for finding in findings where index[finding.diagnostic] == nil { index[finding.diagnostic] = finding }
        let coarse = population.isCoarse
        return { diagnostic in
            guard let finding = index[diagnostic] else { return [] }
            return [
                ("style", JSONText.quote(finding.stylePath)),
                ("sizes", "[" + finding.categories.map { JSONText.quote($0.swiftUIName) }.joined(separator: ",") + "]"),
                ("boldTextOnly", finding.boldTextOnly ? "true" : "false"),
                ("shareOfUsers", JSONText.number(finding.share)),
                ("populationIsCoarse", coarse ? "true" : "false"),
            ]
        }
    }
}
