import Foundation

/// A Tokens Studio single-file export without `$themes` or `$metadata`: one JSON whose top-level groups are the
/// token sets, as Figma Tokens wrote it before it had themes (Chakra UI's Figma kit: `"main"`, `"main-dark"`,
/// `"other"`, `"other-dark"`; Tokens Studio's own multi-set example: `"global"`, `"light"`, `"dark"`).
///
/// Sets merge at the root, so a reference never names its set: `"$fontWeights.inter-0"` is the token
/// `fontWeights.inter-0` of set `main`. Read as plain groups, no such reference resolves, and every text style
/// that uses one is lost. Nothing in the file says it is an export, so lenient mode reads it so only when the
/// file shows it: Tokens Studio's own type names (a plain Style Dictionary file has none), at least two
/// top-level groups and no token at the root, and references of which none names a token by its path from the
/// root while nine in ten or more name one inside a top-level group. Every set is then enabled, in the file's
/// order (later sets override earlier ones, as in a project whose sets are all enabled), with a warning naming
/// them; strict mode's errors get a note saying what lenient mode reads.
extension TokensStudioProject {
    /// Type names only Tokens Studio writes (quoted, as the byte search looks for them): a file without any is
    /// not parsed again to look at its references.
    static let legacyTypeNames = [
        "\"fontFamilies\"", "\"fontWeights\"", "\"lineHeights\"", "\"fontSizes\"", "\"paragraphSpacing\"",
        "\"boxShadow\"", "\"borderRadius\"",
    ].map { Array($0.utf8) }

    /// The sets of a legacy single-file export: the top-level group names in file order, and how many
    /// references name tokens inside them.
    struct LegacySets: Equatable {
        var names: [String]
        var references: Int
    }

    /// Whether `file` is a legacy single-file export (see the type's comment); parsed only when its bytes hold
    /// one of Tokens Studio's type names.
    static func isLegacySingleFileExport(_ file: SourceFile) -> Bool {
        guard legacyTypeNames.contains(where: { contains(file.bytes, $0) }), mayHoldReferences(file.bytes) else {
            return false
        }
        guard let root = JSONParser.parse(file).root else { return false }
        return legacySets(root) != nil
    }

    /// Whether the bytes may hold a reference, so that a file without any is not parsed a second time to look:
    /// a `{` inside a string, or a string value (not a key: no `:` after it) that starts with `$`.
    static func mayHoldReferences(_ bytes: [UInt8]) -> Bool {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var index = 0
        var stringStart: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if let start = stringStart {
                if byte == backslash {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "{") { return true }
                if byte == quote {
                    stringStart = nil
                    if start < index, bytes[start] == UInt8(ascii: "$") {
                        var after = index + 1
                        while after < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[after]) { after += 1 }
                        if after < bytes.count, bytes[after] != UInt8(ascii: ":") { return true }
                    }
                }
            } else if byte == quote {
                stringStart = index + 1
            }
            index += 1
        }
        return false
    }

    /// The sets `root` holds when it is a legacy single-file export, `nil` otherwise.
    static func legacySets(_ root: JSONNode) -> LegacySets? {
        guard let object = root.object, object.members.count >= 2 else { return nil }
        for member in object.members {
            guard !member.key.hasPrefix("$"), let set = member.value.object, !isToken(set) else { return nil }
        }
        // The references first: a file without any (most large ones) is not walked for its token paths.
        var names: [String] = []
        collectReferenceNames(root, into: &names)
        guard !names.isEmpty else { return nil }
        var inside: Set<String> = []
        for member in object.members { collectTokenPaths(member.value, into: &inside) }
        let sets = Set(object.members.map(\.key))
        var found = 0
        for name in names {
            // A name that starts with a set's name and is a token there is written from the root: a plain file.
            if let dot = name.firstIndex(of: "."), sets.contains(String(name[..<dot])),
                inside.contains(String(name[name.index(after: dot)...]))
            {
                return nil
            }
            if inside.contains(name) { found += 1 }
        }
        guard found * 10 >= names.count * 9 else { return nil }
        return LegacySets(names: object.members.map(\.key), references: found)
    }

    /// The warning for a legacy single-file export at `location` (its first set's key).
    static func legacySetsWarning(_ sets: LegacySets, at location: SourceLocation?) -> Diagnostic {
        .warning(
            .lenientForm,
            "a Tokens Studio single-file export without $themes or $metadata: its top-level groups \(listed(sets.names)) are token sets, \(LenientReport.count(sets.references, "reference")) naming tokens inside them without the set's name; read as sets, all enabled, merged in file order (later sets override earlier ones); Tokens Studio now writes the order as \"$metadata\": {\"tokenSetOrder\": [...]}",
            at: location)
    }

    /// Strict mode: a note for each token file in `paths` that is a legacy single-file export, when the run
    /// has errors (its references name no token, or its Tokens Studio form is rejected before they are read).
    static func legacySetNotes(paths: [String], after diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.containsErrors else { return [] }
        var notes: [Diagnostic] = []
        for path in paths where !isProjectFile(path) {
            guard case .success(let file) = TokenDocumentLoader.load(path: path, lenient: false),
                legacyTypeNames.contains(where: { contains(file.bytes, $0) }),
                let root = JSONParser.parse(file).root, let sets = legacySets(root)
            else { continue }
            notes.append(
                Diagnostic(
                    .note, .lenientSuggested,
                    "\(path) looks like a Tokens Studio single-file export without $themes or $metadata: its references name tokens inside its top-level groups \(listed(sets.names)) without the group's name; lenient mode reads the groups as token sets, all enabled, merged in file order",
                    at: root.object?.members.first?.keyLocation))
        }
        return notes
    }

    /// `"a", "b", "c"…`: the first three names.
    static func listed(_ names: [String]) -> String {
        names.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (names.count > 3 ? "…" : "")
    }

    /// Whether a group is a token (Tokens Studio writes `value`, the Format Module `$value`).
    static func isToken(_ object: JSONObject) -> Bool {
        object.contains(key: "value") || object.contains(key: "$value")
    }

    /// The names every reference in `root` gives: `{group.token}` anywhere in a string (whole values, math,
    /// shorthands) and Figma Tokens' `$group.token` as a whole value or an operand; a trailing `.value` (Style
    /// Dictionary 3's `{group.token.value}`) is dropped.
    static func collectReferenceNames(_ root: JSONNode, into names: inout [String]) {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.value {
            case .object(let object): pending += object.members.map(\.value)
            case .array(let items): pending += items
            case .string(let text):
                // Most strings hold no reference: their characters are not walked.
                guard text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "$") }) else {
                    continue
                }
                names += referenceNames(in: text)
            default: continue
            }
        }
    }

    /// The reference names in one string.
    static func referenceNames(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        // `$name` at the start, or after a space, a parenthesis or a comma (`rgba($white, 0.5)`).
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            defer { previous = character }
            guard character == "$", previous == " " || previous == "(" || previous == "," else { continue }
            let name = text[index...].prefix { $0.isLetter || $0.isNumber || "._-".contains($0) }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names.map { name in
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            for suffix in [".value", ".$value"] where trimmed.hasSuffix(suffix) {
                return String(trimmed.dropLast(suffix.count))
            }
            return trimmed
        }
    }
}

extension TokenPipeline {
    /// Whether the token file at `path` is a Tokens Studio single-file export without `$themes` or `$metadata`
    /// (its top-level groups are its sets), which lenient mode reads as ``TokensStudioProject`` says.
    public static func isTokensStudioSetsFile(atPath path: String) -> Bool {
        guard case .success(let file) = TokenDocumentLoader.load(path: path, lenient: true) else { return false }
        return TokensStudioProject.isLegacySingleFileExport(file)
    }
}
