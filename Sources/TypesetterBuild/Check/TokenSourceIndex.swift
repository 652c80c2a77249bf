import Foundation
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
    /// Each file's line starts, for ``memberInPlace(_:of:)`` (none in a file it does not read).
    private var lineStarts: [SourceFile: [Int]] = [:]
    /// Whether a member is first read where its token is written, before the whole file is
    /// (``memberInPlace(_:of:)``), and the files where that is not done: those whose reading had a syntax
    /// error (the token stage may have kept tokens read before it, which the index, reading the file again,
    /// does not have).
    private let readsMembersInPlace: Bool
    private let unreadableFiles: Set<UInt32>

    /// An index; `readsMembersInPlace` as the build asks for it, given the files with syntax errors.
    init(readsMembersInPlace: Bool = false, unreadableFiles: Set<UInt32> = []) {
        self.readsMembersInPlace = readsMembersInPlace
        self.unreadableFiles = unreadableFiles
    }

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
    /// member's name, and its tokens and groups in document order with the position where each ends (the next
    /// name at its depth or above), the entry it is inside, and its dotted path when it is a typography token.
    private struct File {
        var values: [Position: JSONObject] = [:]
        var entries: [Entry] = []
    }

    private struct Entry {
        var start: Position
        var end: Position?
        /// The index of the entry this one is inside (`nil` at the top).
        var parent: Int?
        /// The dotted path of a typography token (`nil` for other tokens and groups).
        var typographyPath: String?
    }

    /// Where `member` of the typography token at `path` is written, with a note at the token a reference
    /// there names; `nil` when it cannot be found. `tokenLocation` gives a token's location by dotted path.
    func location(
        of member: String, in path: String, tokenLocation: (String) -> SourceLocation?
    ) -> (location: SourceLocation, notes: [Diagnostic.Note])? {
        guard let token = tokenLocation(path), !Self.isYAML(token.file) else { return nil }
        let wanted = Self.normalized(member)
        let found: (location: SourceLocation, string: String?)
        // Read where the token is written, when the bytes there say it plainly: a large file is not read whole
        // for a few findings.
        switch readsMembersInPlace ? memberInPlace(wanted, of: token) : .unknown {
        case .none: return nil
        case .found(let location, let string): found = (location, string)
        case .unknown:
            guard let file = file(token.file), let members = file.values[Position(token)],
                let member = members.members.first(where: { Self.normalized($0.key) == wanted })
            else { return nil }
            found = (member.value.location, member.value.string)
        }
        var notes: [Diagnostic.Note] = []
        if let text = found.string, text.hasPrefix("{"), text.hasSuffix("}") {
            let target = String(text.dropFirst().dropLast())
            if let location = tokenLocation(target) { notes.append(.init("\(target) is defined here", at: location)) }
        }
        return (found.location, notes)
    }

    /// The dotted path of the typography token `location` is inside, if any.
    func typography(containing location: SourceLocation) -> String? {
        guard let file = file(location.file) else { return nil }
        let position = Position(location)
        // The innermost entry that starts at or before the position and has not ended: the last that starts
        // there or before, else the first of those it is inside that has not ended (entries nest).
        var low = 0
        var high = file.entries.count
        while low < high {
            let middle = (low + high) / 2
            if file.entries[middle].start <= position { low = middle + 1 } else { high = middle }
        }
        var candidate = low > 0 ? low - 1 : nil
        while let index = candidate, let end = file.entries[index].end, !(position < end) {
            candidate = file.entries[index].parent
        }
        return candidate.flatMap { file.entries[$0].typographyPath }
    }

    private static func isYAML(_ source: SourceFile) -> Bool {
        source.path.hasSuffix(".yml") || source.path.hasSuffix(".yaml")
    }

    private func file(_ source: SourceFile) -> File? {
        guard !Self.isYAML(source) else { return nil }
        if let known = files[source] { return known }
        let file = Self.index(source)
        files[source] = file
        return file
    }

    /// What the index would find for the member `wanted` (normalized) of the token named at `location`, read
    /// from the bytes there (``MemberReader``): `.found` with the place of its value. `.unknown` whenever that
    /// cannot be told so: in a file whose reading had a syntax error (whose tokens the index does not have), or
    /// with a carriage return alone (which may break a line where the line starts here do not).
    private func memberInPlace(_ wanted: String, of location: SourceLocation) -> InPlace {
        let source = location.file
        guard !unreadableFiles.contains(location.fileID) else { return .unknown }
        let starts: [Int]
        if let known = lineStarts[source] {
            starts = known
        } else {
            starts = Self.hasLoneCarriageReturn(source.bytes) ? [] : source.lineStarts()
            lineStarts[source] = starts
        }
        guard location.line >= 1, Int(location.line) <= starts.count, location.column >= 1 else { return .unknown }
        // The parser skips a byte order mark, which takes no column.
        let firstLineStart = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return source.bytes.withUnsafeBufferPointer { bytes in
            func lineStart(_ line: Int) -> Int { line == 0 ? firstLineStart : starts[line] }
            var position = lineStart(Int(location.line) - 1)
            // The column counts Unicode scalars: past that many lead bytes on the line.
            for _ in 1..<location.column {
                guard position < bytes.count, bytes[position] != 0x0A else { return .unknown }
                position += 1
                while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
            }
            var reader = MemberReader(bytes: bytes, position: position)
            switch reader.member(wanted, normalize: Self.normalized) {
            case .none: return .none
            case .unknown: return .unknown
            case .found(let offset, let string):
                // The line: the last line start at or before the value; the column, in scalars from there.
                var low = 0
                var high = starts.count
                while low + 1 < high {
                    let middle = (low + high) / 2
                    if starts[middle] <= offset { low = middle } else { high = middle }
                }
                var column: Int32 = 1
                for index in lineStart(low)..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
                return .found(SourceLocation(file: source, line: Int32(low + 1), column: column), string)
            }
        }
    }

    private enum InPlace {
        case none
        case found(SourceLocation, String?)
        case unknown
    }

    private static func hasLoneCarriageReturn(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            // Most files have no carriage return: one `memchr` over the file says so.
            var from = 0
            while from < buffer.count, let found = memchr(base + from, 0x0D, buffer.count - from) {
                let next = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                if next == buffer.count || buffer[next] != 0x0A { return true }
                from = next
            }
            return false
        }
    }

    /// `lineHeight`, `line-height`, `line_height` and `lineHeights` alike: the member a key names, as lenient
    /// mode reads it (``TypographyMemberName``); a key that names none stays as it is.
    static func normalized(_ key: String) -> String { TypographyMemberName.member(key) ?? key }

    /// A worklist walk in document order, not recursion.
    private static func index(_ source: SourceFile) -> File {
        var file = File()
        guard let root = JSONParser.parse(source).root else { return file }
        struct Pending {
            var node: JSONNode
            /// The member's name; the entry (group or token) it is in; the last of `names` on its path.
            var key: String
            var parent: Int?
            var name: Int?
            var depth: Int
            /// Where the member's name is; `nil` for the root and for members inside a token.
            var start: Position?
            var isToken: Bool
            var inToken: Bool
            /// The `$type` in effect (the member's own, or its nearest group's).
            var type: String?
        }
        // Children are pushed in reverse so they pop in document order.
        var pending = [
            Pending(
                node: root, key: "", parent: nil, name: nil, depth: 0, start: nil, isToken: false, inToken: false,
                type: nil)
        ]
        var open: [(index: Int, depth: Int)] = []
        // The names of the members outside tokens (groups, tokens, `$` members), each with the one it is in:
        // a typography token's path read back up.
        var names: [(name: String, parent: Int?)] = []
        while let item = pending.popLast() {
            guard let object = item.node.object else { continue }
            let type = object["$type"]?.string ?? (item.isToken ? object["type"]?.string : nil) ?? item.type
            var entry = item.parent
            var name = item.name
            if !item.inToken, item.depth > 0 {
                names.append((item.key, item.name))
                name = names.count - 1
            }
            if let start = item.start {
                while let last = open.last, last.depth >= item.depth {
                    file.entries[last.index].end = start
                    open.removeLast()
                }
                let typographyPath = item.isToken && type == "typography" ? path(name, names) : nil
                file.entries.append(Entry(start: start, parent: item.parent, typographyPath: typographyPath))
                entry = file.entries.count - 1
                open.append((file.entries.count - 1, item.depth))
            }
            let inToken = item.inToken || item.isToken
            for member in object.members.reversed() {
                guard let child = member.value.object else { continue }
                let value = child["$value"] ?? child["value"]
                // Only what `location(of:in:)` reads: a member's object value, when it has one.
                if let object = value?.object { file.values[Position(member.keyLocation)] = object }
                let isEntry = !inToken && !member.key.hasPrefix("$")
                pending.append(
                    Pending(
                        node: member.value, key: member.key, parent: entry, name: name, depth: item.depth + 1,
                        start: isEntry ? Position(member.keyLocation) : nil,
                        isToken: isEntry && value != nil,
                        inToken: inToken, type: type))
            }
        }
        return file
    }

    /// The dotted path that ends at `names[last]`.
    private static func path(_ last: Int?, _ names: [(name: String, parent: Int?)]) -> String {
        var path: [String] = []
        var next = last
        while let index = next {
            path.append(names[index].name)
            next = names[index].parent
        }
        return path.reversed().joined(separator: ".")
    }
}
