import TypesetterCore
import TypesetterTokens

/// The face rules: `check.bold-text-face` (Bold Text finds no heavier face) and `check.metrics-assumed`.
enum FaceChecks: StyleRule {
    static let codes: [DiagnosticCode] = [.boldTextFace, .metricsAssumed]
    static let members: [DiagnosticCode: String] = [.boldTextFace: "fontWeight", .metricsAssumed: "fontFamily"]

    static func check(_ subject: CheckSubject, context: inout RuleContext) -> [RawFinding] {
        var findings: [RawFinding] = []
        let substitutedCells = subject.bold.filter {
            $0.flags.contains(.faceWeightSubstituted) || $0.flags.contains(.boldTextFaceMissing)
        }
        if let substituted = substitutedCells.first {
            findings.append(
                RawFinding(
                    code: .boldTextFace, categories: substitutedCells.map(\.category), boldTextOnly: true,
                    message: boldTextMessage(subject, substituted), notes: [Diagnostic.Note(boldTextFix(subject))]))
        }
        let assumed = subject.regular.filter { $0.flags.contains(.metricsAssumed) }
        if !assumed.isEmpty {
            findings.append(
                RawFinding(
                    code: .metricsAssumed, categories: assumed.map(\.category),
                    message:
                        "\(subject.path): the face's metrics could not be read; line heights assume the system font's"))
        }
        return findings
    }

    /// What Bold Text asked for and what it gets. When the family has no face heavier than the style's, Bold
    /// Text changes nothing, which the message says rather than naming a weight the family never had.
    private static func boldTextMessage(_ subject: CheckSubject, _ cell: ResolvedTypography) -> String {
        let used = cell.postScriptName ?? "the nearest face"
        guard heavierFaces(subject).isEmpty else {
            return
                "\(subject.path): under Bold Text the family has no \(formatNumber(cell.weight.rawValue)) face; \(used) is used"
        }
        return
            "\(subject.path): under Bold Text the family has no face heavier than \(formatNumber(subject.style.typography.weight.rawValue)); \(used) is used, so Bold Text does not change the style"
    }

    /// The fix: a heavier face that exists, by name, or the font file to add.
    private static func boldTextFix(_ subject: CheckSubject) -> String {
        let heavier = heavierFaces(subject)
        guard !heavier.isEmpty else {
            return
                "add a heavier face's font file to the font folders, or set $extensions.com.typesetter.boldText to \"unchanged\" to keep the style as it is"
        }
        let names = heavier.prefix(3).map { "\($0.postScriptName) (\(formatNumber($0.weight.rawValue)))" }
        return
            "name a heavier face the family has in $extensions.com.typesetter.boldText: \(names.joined(separator: ", "))"
    }

    /// The family's faces heavier than the style's weight, in its style (upright or italic), lightest first.
    private static func heavierFaces(_ subject: CheckSubject) -> [FontFamily.Face] {
        guard case .custom(let family) = subject.style.typography.font else { return [] }
        let typography = subject.style.typography
        return family.faces.filter { $0.isItalic == typography.isItalic && $0.weight > typography.weight }
            .sorted { $0.weight < $1.weight }
    }
}

extension DiagnosticCode {
    public static let boldTextFace: DiagnosticCode = "check.bold-text-face"
    public static let metricsAssumed: DiagnosticCode = "check.metrics-assumed"
}
