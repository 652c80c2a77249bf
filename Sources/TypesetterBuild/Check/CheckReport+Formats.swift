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

    /// The SARIF property bag of a finding's diagnostic: the sizes, whether only under Bold Text, and the
    /// share of users (empty for diagnostics that are not findings).
    public func sarifProperties(_ diagnostic: Diagnostic) -> [(String, String)] {
        guard let finding = findings.first(where: { $0.diagnostic == diagnostic }) else { return [] }
        return [
            ("style", JSONText.quote(finding.stylePath)),
            ("sizes", "[" + finding.categories.map { JSONText.quote($0.swiftUIName) }.joined(separator: ",") + "]"),
            ("boldTextOnly", finding.boldTextOnly ? "true" : "false"),
            ("shareOfUsers", JSONText.number(finding.share)),
            ("populationIsCoarse", population.isCoarse ? "true" : "false"),
        ]
    }
}
