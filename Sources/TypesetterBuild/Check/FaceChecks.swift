import TypesetterCore
import TypesetterTokens

/// The face rules: `check.bold-text-face` (Bold Text finds no heavier face) and `check.metrics-assumed`.
enum FaceChecks {
    static func check(_ subject: CheckSubject) -> [RawFinding] {
        var findings: [RawFinding] = []
        let substitutedCells = subject.bold.filter {
            $0.flags.contains(.faceWeightSubstituted) || $0.flags.contains(.boldTextFaceMissing)
        }
        if let substituted = substitutedCells.first {
            findings.append(
                RawFinding(
                    code: .boldTextFace, categories: substitutedCells.map(\.category), boldTextOnly: true,
                    message:
                        "\(subject.path): under Bold Text the family has no \(formatNumber(substituted.weight.rawValue)) face; \(substituted.postScriptName ?? "the nearest face") is used",
                    notes: [
                        Diagnostic.Note(
                            "add the face's font file, or name a face in $extensions.com.typesetter.boldText")
                    ]))
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
}
