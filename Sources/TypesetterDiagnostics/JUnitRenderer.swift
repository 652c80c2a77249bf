/// Renders diagnostics as JUnit XML, the test report form CI systems (Jenkins, GitLab, Azure Pipelines,
/// GitHub test reporters) show as passed and failed tests.
///
/// Given test cases (for `typesetter build`: one per style × check), each error is a `<failure>` of its case;
/// warnings and notes are its `<system-out>`, so a case with only warnings passes, as the run does (exit 0): a
/// build that succeeds never turns a CI test report red. Diagnostics no case claims (token and configuration
/// problems) are grouped by code into a suite of their own, one case per code, the same way. The form follows
/// the Ant/Jenkins JUnit schema (`testsuites` › `testsuite` › `testcase`).
public enum JUnitRenderer {
    /// One test case: `classname` groups it (a style's token path), `name` names it (a check code).
    public struct TestCase: Sendable {
        public var classname: String
        public var name: String
        /// Its diagnostics: errors make it fail, warnings and notes are its output (none: it passes quietly).
        public var failures: [Diagnostic]

        public init(classname: String, name: String, failures: [Diagnostic] = []) {
            self.classname = classname
            self.name = name
            self.failures = failures
        }
    }

    /// The report: the `cases` as the suite `casesSuite`, then the diagnostics no case holds as the suite
    /// `typesetter`. With neither, one passing case says the run was clean.
    public static func render(
        _ diagnostics: [Diagnostic], cases: [TestCase] = [], casesSuite: String = "checks"
    ) -> String {
        var claimed = Set<Diagnostic>()
        for testCase in cases { claimed.formUnion(testCase.failures) }
        var byCode: [(DiagnosticCode, [Diagnostic])] = []
        for diagnostic in diagnostics where !claimed.contains(diagnostic) {
            if let index = byCode.firstIndex(where: { $0.0 == diagnostic.code }) {
                byCode[index].1.append(diagnostic)
            } else {
                byCode.append((diagnostic.code, [diagnostic]))
            }
        }
        var others = byCode.map { code, list in TestCase(classname: "typesetter", name: code.rawValue, failures: list) }
        if others.isEmpty && cases.isEmpty { others = [TestCase(classname: "typesetter", name: "diagnostics")] }

        var suites: [(String, [TestCase])] = []
        if !cases.isEmpty { suites.append((casesSuite, cases)) }
        if !others.isEmpty { suites.append(("typesetter", others)) }
        let tests = suites.reduce(0) { $0 + $1.1.count }
        let failed = suites.reduce(0) { $0 + $1.1.filter(\.fails).count }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"typesetter\" tests=\"\(tests)\" failures=\"\(failed)\" errors=\"0\" time=\"0\">\n"
        for (name, list) in suites {
            out +=
                "  <testsuite name=\(attribute(name)) tests=\"\(list.count)\" failures=\"\(list.filter(\.fails).count)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
            for testCase in list { out += render(testCase) }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    static func render(_ testCase: TestCase) -> String {
        var out = "    <testcase classname=\(attribute(testCase.classname)) name=\(attribute(testCase.name)) time=\"0\""
        guard !testCase.failures.isEmpty else { return out + "/>\n" }
        out += ">\n"
        var output = ""
        for diagnostic in testCase.failures {
            let body = DiagnosticRenderer.xcode(diagnostic)
            if diagnostic.severity != .error {
                output += body
            } else {
                out +=
                    "      <failure type=\(attribute(diagnostic.severity.rawValue)) message=\(attribute(diagnostic.message))>\(text(body))</failure>\n"
            }
        }
        if !output.isEmpty { out += "      <system-out>\(text(output))</system-out>\n" }
        return out + "    </testcase>\n"
    }

    /// An attribute value in double quotes, with XML's special characters escaped and characters XML 1.0
    /// cannot hold (controls other than tab, line feed and carriage return) replaced by U+FFFD.
    static func attribute(_ value: String) -> String {
        "\"" + escape(value, attribute: true) + "\""
    }

    static func text(_ value: String) -> String { escape(value, attribute: false) }

    private static func escape(_ value: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension JUnitRenderer.TestCase {
    /// Whether any of its diagnostics is an error (warnings and notes do not fail a case).
    var fails: Bool { failures.contains { $0.severity == .error } }
}
