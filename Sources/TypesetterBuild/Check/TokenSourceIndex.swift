import TypesetterTokens

/// Where things are written in the token files, read again from them (resolved tokens keep only their own
/// location), once per file and only when a diagnostic needs it:
///
/// - **Members.** A finding about one member of a typography points at it: a line height of 0.8 is reported at
///   `"lineHeight": 0.8`, not at the token's name. A member written as a reference
///   (`"lineHeight": "{lineHeight.tight}"`) is pointed at where the style names it, with a note at the token it
///   names.
/// - **Failed styles.** The typography token an error is inside, so that `typesetter report` and the summary
///   name the styles that could not be checked.
///
/// A file that cannot be read so (YAML, a Figma export) leaves a finding at its token and names no style.
final class TokenSourceIndex {
    private var files: [SourceFile: File] = [:]

    private struct Position: Hashable, Comparable {
        var line: Int32
        var column: Int32

        init(_ location: SourceLocation) {
            line = location.line
            column = location.column
        }

        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    /// One file: the object value (`$value` or `value`) of every member that has one, by the position of the
    /// member's name, and its tokens in document order with the position where each ends (the next name at its
    /// depth or above).
    private struct File {
        var values: [Position: JSONObject] = [:]
        var tokens: [(start: Position, end: Position?, path: String, isTypography: Bool)] = []
    }

    /// Where `member` of the typography token at `path` is written, with a note at the token a reference
    /// there names; `nil` when it cannot be found. `tokenLocation` gives a token's location by dotted path.
    func location(
        of member: String, in path: String, tokenLocation: (String) -> SourceLocation?
    ) -> (location: SourceLocation, notes: [Diagnostic.Note])? {
        guard let token = tokenLocation(path), let file = file(token.file), let members = file.values[Position(token)]
        else { return nil }
        let wanted = Self.normalized(member)
        guard let found = members.members.first(where: { Self.normalized($0.key) == wanted }) else { return nil }
        var notes: [Diagnostic.Note] = []
        if let text = found.value.string, text.hasPrefix("{"), text.hasSuffix("}") {
            let target = String(text.dropFirst().dropLast())
            if let location = tokenLocation(target) { notes.append(.init("\(target) is defined here", at: location)) }
        }
        return (found.value.location, notes)
    }

    /// The dotted path of the typography token `location` is inside, if any.
    func typography(containing location: SourceLocation) -> String? {
        guard let file = file(location.file) else { return nil }
        let position = Position(location)
        // The innermost token that starts at or before the position and has not ended.
        return file.tokens.last { $0.start <= position && ($0.end.map { position < $0 } ?? true) }
            .flatMap { $0.isTypography ? $0.path : nil }
    }

    private func file(_ source: SourceFile) -> File? {
        guard !source.path.hasSuffix(".yml"), !source.path.hasSuffix(".yaml") else { return nil }
        if let known = files[source] { return known }
        let file = Self.index(source)
        files[source] = file
        return file
    }

    /// `lineHeight`, `line-height`, `line_height` and `lineHeights` alike.
    private static func normalized(_ key: String) -> String {
        let plain = key.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        return plain.hasSuffix("s") ? String(plain.dropLast()) : plain
    }

    /// A worklist walk in document order, not recursion.
    private static func index(_ source: SourceFile) -> File {
        var file = File()
        guard let root = JSONParser.parse(source).root else { return file }
        struct Pending {
            var node: JSONNode
            var path: [String]
            /// Where the member's name is; `nil` for the root and for members inside a token.
            var start: Position?
            var isToken: Bool
            var inToken: Bool
            /// The `$type` in effect (the member's own, or its nearest group's).
            var type: String?
        }
        // Children are pushed in reverse so they pop in document order.
        var pending = [Pending(node: root, path: [], start: nil, isToken: false, inToken: false, type: nil)]
        var open: [(index: Int, depth: Int)] = []
        while let item = pending.popLast() {
            guard let object = item.node.object else { continue }
            let type = object["$type"]?.string ?? (item.isToken ? object["type"]?.string : nil) ?? item.type
            if let start = item.start {
                while let last = open.last, last.depth >= item.path.count {
                    file.tokens[last.index].end = start
                    open.removeLast()
                }
                file.tokens.append((start, nil, item.path.joined(separator: "."), item.isToken && type == "typography"))
                open.append((file.tokens.count - 1, item.path.count))
            }
            var children: [Pending] = []
            for member in object.members {
                guard let child = member.value.object else { continue }
                // Only what `location(of:in:)` reads: a member's object value, when it has one.
                if let value = (child["$value"] ?? child["value"])?.object {
                    file.values[Position(member.keyLocation)] = value
                }
                let inToken = item.inToken || item.isToken
                let isEntry = !inToken && !member.key.hasPrefix("$")
                children.append(
                    Pending(
                        node: member.value, path: item.path + [member.key],
                        start: isEntry ? Position(member.keyLocation) : nil,
                        isToken: isEntry && (child.contains(key: "$value") || child.contains(key: "value")),
                        inToken: inToken, type: type))
            }
            pending += children.reversed()
        }
        return file
    }
}
