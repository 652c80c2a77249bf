/// Counts of diagnostics by code, for the summary of a long run: with thousands of warnings, the lines that
/// matter are which kinds there are and how many of each.
public enum DiagnosticTally {
    /// Runs with at least this many diagnostics get the per-code lines.
    public static let longRun = 20

    /// `warnings by code: lenient.legacy-form 1,203, merge.conflict 4` (most frequent first, then by code),
    /// and the same for errors; one line per severity that occurs. Empty for runs shorter than ``longRun``.
    public static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        guard diagnostics.reduce(0, { $0 + $1.occurrences }) >= longRun else { return [] }
        var lines: [String] = []
        for (severity, word) in [(Diagnostic.Severity.error, "errors"), (.warning, "warnings")] {
            var counts: [DiagnosticCode: Int] = [:]
            for diagnostic in diagnostics where diagnostic.severity == severity {
                counts[diagnostic.code, default: 0] += diagnostic.occurrences
            }
            guard !counts.isEmpty else { continue }
            let sorted = counts.sorted { a, b in
                a.value != b.value ? a.value > b.value : a.key.rawValue < b.key.rawValue
            }
            lines.append("\(word) by code: " + sorted.map { "\($0.key) \(grouped($0.value))" }.joined(separator: ", "))
        }
        return lines
    }

    /// `1,203`: digits in groups of three, as people read counts.
    public static func grouped(_ count: Int) -> String {
        let digits = Array(String(count.magnitude))
        var out = count < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    /// The line that explains a failed `--max-warnings N`, or `nil` when the run is within it.
    public static func maxWarningsExceeded(_ diagnostics: [Diagnostic], limit: Int?) -> String? {
        guard let limit else { return nil }
        let warnings = diagnostics.count(of: .warning)
        guard warnings > limit else { return nil }
        return "\(grouped(warnings)) warnings exceed --max-warnings \(grouped(limit))"
    }
}
