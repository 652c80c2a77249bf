/// Reading a file's root members into the tree as the parser finishes each one, so that a large document is
/// never in memory whole: each top-level group is flattened and freed before the next is read.
///
/// ``TokenTree/add(document:)`` reads a group's `$` properties first, then its tokens (and malformed members)
/// in order, then its subgroups in order. Member by member in document order is the same reading exactly when
/// the root has no `$` property that changes its children (only `$schema`, and `$description` before the first
/// child) and no token or malformed member follows a group. That is what nearly every large export looks like;
/// any other file, and any file whose root repeats a key, is read whole as before (from the start: nothing read
/// member by member is kept), so tokens, diagnostics and their order are the same either way.
extension TokenTree {
    /// Adds `file`, read member by member when its form allows; the parser's diagnostics, or `nil` when the file
    /// must be parsed whole (the tree is then as it was). Only into an empty tree, which it can start afresh.
    /// `inParallel`: parsed on a thread of its own meanwhile (``JSONParser/parsePipelined(_:rootMembers:)``).
    /// `readsLiterals`: values that refer to nothing are read as they are added (``readsLiteralsEarly``).
    mutating func addStreaming(
        _ file: SourceFile, inParallel: Bool = false, readsLiterals: Bool = false
    )
        -> [Diagnostic]?
    {
        guard entries.isEmpty, groups.isEmpty, diagnostics.isEmpty, !YAMLTokenFile.isYAML(file.path) else {
            return nil
        }
        let scan = JSONParser.scanTokenKeys(file.bytes)
        reserveCapacity(tokens: scan.estimatedTokens)
        // `$extends` changes the type of tokens already read (``inherit(into:from:)``): not with early values.
        readsLiteralsEarly = readsLiterals && !scan.mentionsExtends
        // One file into an empty tree: a dotted key spells its path, and the parser keeps one member per key
        // of an object (a root that repeats one is read whole), so no key comes twice.
        indexesInBulk = true
        defer {
            indexesInBulk = false
            readsLiteralsEarly = false
            indexByKey.indexAppended()
        }
        var stream = RootStream()
        let handOver = { (member: JSONMember, rootLocation: SourceLocation) in
            self.addRootMember(member, at: rootLocation, stream: &stream)
        }
        let parsed =
            inParallel
            ? JSONParser.parsePipelined(file, rootMembers: handOver) : JSONParser.parse(file, rootMembers: handOver)
        guard let parsed else {
            startAfresh()
            return nil
        }
        if let root = parsed.root {
            // A root that is not an object, or an object without members, is read as a whole document is.
            if !stream.handedOver { add(document: root) }
        } else {
            // Unreadable JSON: its errors alone, as when it is parsed whole.
            startAfresh()
        }
        if readsLiteralsEarly, groups.values.contains(where: { $0.extends != nil }) {
            // An `$extends` written so that the scan missed it (an escaped key): read again, values later.
            startAfresh()
            return nil
        }
        return parsed.diagnostics
    }

    /// What the root's members read so far allow.
    struct RootStream {
        /// Whether any member was added.
        var handedOver = false
        /// Whether a token, group or malformed member was read (a `$description` after it would be out of order).
        var sawChild = false
        /// Whether a group was read (a token after it would be out of order).
        var sawGroup = false
    }

    /// Adds one root member as a document of its own; `false` when the root must be read whole instead.
    private mutating func addRootMember(
        _ member: JSONMember, at rootLocation: SourceLocation, stream: inout RootStream
    )
        -> Bool
    {
        if member.key.startsWithDollar && member.key != "$root" {
            guard member.key == "$schema" || (member.key == "$description" && !stream.sawChild) else { return false }
        } else {
            stream.sawChild = true
            switch rootMemberKind(member) {
            case .group: stream.sawGroup = true
            case .other: if stream.sawGroup { return false }
            case .undecided: return false
            }
        }
        stream.handedOver = true
        add(document: JSONNode(.object(JSONObject(members: [member])), at: rootLocation))
        return true
    }

    private enum RootMemberKind { case group, other, undecided }

    /// Whether ``add(document:)`` reads a root member as a group (after the tokens), or as something else (a
    /// token, metadata, a malformed member: in order); `undecided` for the lenient forms that take more to tell.
    private func rootMemberKind(_ member: JSONMember) -> RootMemberKind {
        guard case .object(let object) = member.value.value, !member.key.isEmpty, !member.key.containsReferenceSyntax
        else { return .other }
        if object.contains(key: "$value") || object.contains(key: "$ref") { return .other }
        if lenient, member.key == "extensions" || object.contains(key: "value") { return .undecided }
        return .group
    }

    /// Back to an empty tree with the same settings (a fresh lenient report too).
    private mutating func startAfresh() {
        var fresh = TokenTree(lenient: lenient, folding: folding != nil)
        fresh.reportsOverrides = reportsOverrides
        self = fresh
    }
}
