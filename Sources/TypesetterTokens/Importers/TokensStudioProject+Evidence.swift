import Foundation

/// Two readings of one file, chosen by the file's own evidence (issue 40, class 1).
///
/// - A root `"$metadata"` is Tokens Studio's only when it has Tokens Studio's keys (``metadataKeys``). Files
///   written from Figma's REST API by DTCG exporters keep their own metadata there (file name, export date):
///   such a file is plain tokens, and its `$metadata` is ignored with one warning saying why.
/// - A single-file export with `$themes` or `$metadata` whose references name a set as their first segment
///   (`{typography.fontFamilies.brand}` where `typography` is a set), as a team that builds it with Style
///   Dictionary reading the file as one plain tree writes them: Tokens Studio's reading (sets merged at the
///   root) resolves none of them, so the file is read as one plain tree, with one warning.
extension TokensStudioProject {
    /// The keys Tokens Studio writes in `$metadata` (`tokenSetOrder` always; newer versions also the active
    /// themes and sets).
    static let metadataKeys = ["tokenSetOrder", "activeThemes", "activeSets"]

    /// Whether `node` (a `$metadata` value) is Tokens Studio's.
    static func isTokensStudioMetadata(_ node: JSONNode) -> Bool {
        guard let object = node.object else { return false }
        return metadataKeys.contains { object.contains(key: $0) }
    }

    /// Whether a file naming `"$metadata"` (and not `"$themes"`) is a Tokens Studio export by its metadata: its
    /// bytes name one of ``metadataKeys`` (most plain files are not parsed again), and its root `$metadata`
    /// holds one.
    static func hasTokensStudioMetadata(_ file: SourceFile) -> Bool {
        guard metadataKeys.contains(where: { contains(file.bytes, Array("\"\($0)\"".utf8)) }),
            let metadata = JSONParser.parse(file).root?.object?["$metadata"]
        else { return false }
        return isTokensStudioMetadata(metadata)
    }

    /// The warning for a root `$metadata` that is not Tokens Studio's, at its key: which reading was taken
    /// and why.
    static func foreignMetadataWarning(_ metadata: JSONNode, at location: SourceLocation) -> Diagnostic {
        let keys = metadata.object.map { object in
            object.members.isEmpty ? "" : " (" + listed(object.members.map(\.key)) + ")"
        }
        return .warning(
            .lenientForm,
            "$metadata\(keys ?? "") is the file's own metadata, not Tokens Studio's: it has no \"tokenSetOrder\" and there is no $themes beside it, as a DTCG file written from Figma's REST API keeps its file name and export date; read as plain tokens, $metadata ignored",
            at: location)
    }

    /// How a single-file export's references name its tokens: with the set's name first, or without it.
    struct SetPrefixEvidence: Equatable {
        /// References that resolve only with the set's name as their first segment.
        var prefixed: Int
        /// References that resolve only without it (as Tokens Studio merges sets at the root).
        var unprefixed: Int
        /// One prefixed reference and its set, to show.
        var example: (reference: String, set: String)?

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.prefixed == rhs.prefixed && lhs.unprefixed == rhs.unprefixed
                && lhs.example?.reference == rhs.example?.reference && lhs.example?.set == rhs.example?.set
        }

        /// Whether the references support reading the file as one plain tree: some resolve only with the set's
        /// name, and at most one in ten of those that resolve one way only resolves only without it.
        var readsAsPlainTree: Bool { prefixed > 0 && unprefixed * 9 <= prefixed }
    }

    /// The evidence of a single-file export's references (`object` is its root; `$`-keys are not sets).
    static func setPrefixEvidence(_ object: JSONObject) -> SetPrefixEvidence {
        var names: [String] = []
        var inside: Set<String> = []
        var prefixedPaths: [String: String] = [:]
        for member in object.members where !member.key.hasPrefix("$") {
            collectReferenceNames(member.value, into: &names)
            var paths: Set<String> = []
            collectTokenPaths(member.value, into: &paths)
            inside.formUnion(paths)
            for path in paths { prefixedPaths[member.key + "." + path] = member.key }
        }
        var evidence = SetPrefixEvidence(prefixed: 0, unprefixed: 0)
        for name in names {
            let withPrefix = prefixedPaths[name]
            let without = inside.contains(name)
            if let set = withPrefix, !without {
                evidence.prefixed += 1
                if evidence.example == nil { evidence.example = (name, set) }
            } else if without, withPrefix == nil {
                evidence.unprefixed += 1
            }
        }
        return evidence
    }

    /// `root` without its `$themes` and `$metadata`, to read as one plain tree.
    static func withoutProjectMembers(_ root: JSONNode, _ object: JSONObject) -> JSONNode {
        let kept = object.members.filter { $0.key != "$themes" && $0.key != "$metadata" }
        return JSONNode(.object(JSONObject(members: kept)), at: root.location)
    }

    /// The warning for a single-file export read as one plain tree, at its first set's key.
    static func plainTreeWarning(
        _ evidence: SetPrefixEvidence, sets: [String], at location: SourceLocation?
    ) -> Diagnostic {
        let example = evidence.example.map { " ({\($0.reference)}, set \"\($0.set)\")" } ?? ""
        return .warning(
            .lenientForm,
            "a Tokens Studio single-file export whose references name the set first: \(LenientReport.count(evidence.prefixed, "reference")) resolve only with the set's name\(example) and \(evidence.unprefixed) only without it, as when Style Dictionary reads the file as one plain tree; read as one plain tree (top-level groups \(listed(sets)) kept as groups, $themes and $metadata ignored): merged at the root as Tokens Studio's sets, these references would name no token",
            at: location)
    }
}
