/// Reads JSON (RFC 8259) into ``JSONNode``s that know their file, line and column.
///
/// Our own reader rather than Foundation's, because diagnostics must point at the exact key or value.
/// It accepts what token repositories actually contain: a UTF-8 byte order mark, and JSONC comments and
/// trailing commas (each reported as a warning), and JSON5 (https://spec.json5.org) in `.json5` files or in
/// lenient mode (see ``JSONSyntax``). JSON5 is handled only where a byte would be an error in JSON, so plain
/// JSON pays nothing for it. It never recurses: containers are built on an explicit
/// stack, and nesting deeper than ``maximumDepth`` is an error rather than a stack overflow further down
/// the pipeline.
public struct JSONParser {
    /// The deepest nesting accepted. Real token files nest a dozen levels; this bounds every later walk.
    public static let maximumDepth = 256

    /// A parsed document and what was found on the way.
    public struct Result: Sendable {
        /// The document, or `nil` when it is not readable JSON (an error explains why).
        public var root: JSONNode?
        /// Errors (the document is unreadable) and warnings (comments, trailing commas, duplicate keys).
        public var diagnostics: [Diagnostic]
        /// How many `"$value"` and `"$ref"` keys the document has: an estimate of its token count, used to
        /// size the resolver's tables up front.
        var tokenKeyCount = 0
    }

    /// Parses the whole file (a `.yml` or `.yaml` file as ``YAMLTokenFile`` says).
    public static func parse(_ file: SourceFile) -> Result {
        if YAMLTokenFile.isYAML(file.path) { return YAMLTokenFile.parse(file) }
        return file.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer, file: file)
            let root = parser.parseDocument(rootMembers: { _, _, _ in true })
            var result = Result(root: root, diagnostics: parser.diagnostics)
            result.tokenKeyCount = parser.tokenKeyCount
            return result
        }
    }

    /// Parses a JSON file whose root is an object, handing each member of the root to `rootMember` (with
    /// the root's location) as soon as it is read, instead of keeping it: the document is never in memory
    /// whole. The result's root is an object without those members. `nil` when `rootMember` declines a
    /// member or the root repeats a key (whose earlier member was already handed over): then the file is to
    /// be read with ``parse(_:)``. A root that is not an object is parsed and returned as usual.
    static func parse(
        _ file: SourceFile, rootMembers rootMember: (JSONMember, SourceLocation) -> Bool
    ) -> Result? {
        parse(file, rootMembersEndingAt: { member, location, _ in rootMember(member, location) })
    }

    /// ``parse(_:rootMembers:)``, also telling the handler the byte offset where each member ends.
    static func parse(
        _ file: SourceFile, rootMembersEndingAt rootMember: (JSONMember, SourceLocation, Int) -> Bool
    ) -> Result? {
        file.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer, file: file)
            parser.streamsRootMembers = true
            let root = parser.parseDocument(rootMembers: rootMember)
            if parser.abandoned { return nil }
            var result = Result(root: root, diagnostics: parser.diagnostics)
            result.tokenKeyCount = parser.tokenKeyCount
            return result
        }
    }

    /// How many `"$value"` and `"$ref"` strings the bytes hold: an estimate of a document's token count before
    /// it is parsed (a string value spelled so counts too, which only sizes a table a little larger).
    /// Also whether an `$extends` key may be there (the word after a '$', quoted or not).
    static func scanTokenKeys(_ bytes: [UInt8]) -> (estimatedTokens: Int, mentionsExtends: Bool) {
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return (0, false) }
            var count = 0
            var mentionsExtends = false
            var index = 1
            let end = bytes.count
            while index < end {
                // Eight bytes at a time while none is a '$' (most words: a token has three).
                if index + 8 <= end {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x2424_2424_2424_2424
                    if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 == 0 {
                        index += 8
                        continue
                    }
                }
                if bytes[index] == UInt8(ascii: "$") {
                    if bytes[index - 1] == UInt8(ascii: "\""),
                        matches(bytes, at: index + 1, "value\"") || matches(bytes, at: index + 1, "ref\"")
                    {
                        count += 1
                    } else if matches(bytes, at: index + 1, "extends") {
                        mentionsExtends = true
                    }
                }
                index += 1
            }
            return (count, mentionsExtends)
        }
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ word: StaticString) -> Bool {
        guard offset + word.utf8CodeUnitCount <= bytes.count else { return false }
        for position in 0..<word.utf8CodeUnitCount where bytes[offset + position] != word.utf8Start[position] {
            return false
        }
        return true
    }
}

private struct ParseFailure: Error {}

/// An open array or object. Its elements so far are on the parser's shared scratch stacks from `start` on,
/// and move into an array of exactly their number when it closes (one allocation per container, no growth).
private struct Container {
    var isObject: Bool
    var location: SourceLocation
    /// Where this container's elements begin on ``Parser/members`` or ``Parser/items``.
    var start: Int
    /// The pending member's key and where it is.
    var key = ""
    var keyLocation: SourceLocation
    /// Hashes of the keys seen so far, built only for objects with many members.
    var keyHashes = KeyHashSet()

    init(isObject: Bool, location: SourceLocation, start: Int, key: String = "", keyLocation: SourceLocation) {
        self.isObject = isObject
        self.location = location
        self.start = start
        self.key = key
        self.keyLocation = keyLocation
    }
}

/// A set of key hashes for finding duplicate keys in large objects: cheaper than a `Set<String>`, whose
/// SipHash costs more than the rest of reading a member. A hash seen before only sends the parser to scan
/// the object's keys, so a collision costs time, never a wrong answer; and the hash is keyed by a random
/// per-process seed, so a file cannot be prepared in advance to make its keys collide.
private struct KeyHashSet {
    private var slots: [UInt64] = []
    private var count = 0

    var isEmpty: Bool { count == 0 }

    /// Adds the hash of `key`; `false` if it was there already.
    mutating func insert(_ key: String) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let hash = KeyHash.of(key)  // never 0, which marks a free slot
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            if slots[slot] == hash { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = hash
        count += 1
        return true
    }

    private mutating func grow() {
        let old = slots
        // Room for 128 keys at first: a group of a hundred tokens is common, and grows no further.
        slots = Array(repeating: 0, count: max(256, old.count * 2))
        let mask = slots.count - 1
        for hash in old where hash != 0 {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = hash
        }
    }

}

/// A stack whose top elements are moved out into an array, not copied (no retain or release per element).
///
/// Its state is only ever touched by the parser that owns it, one call at a time, so the run-time
/// exclusivity checks on its properties (a measurable cost per element) are turned off.
private final class ScratchStack<Element> {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func push(_ element: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The element at `position` (below ``count``), read in place.
    func withElement<Result>(at position: Int, _ body: (borrowing Element) -> Result) -> Result { body(base[position]) }

    /// Removes the element at `position`, moving the ones above it down.
    func remove(at position: Int) {
        (base + position).deinitialize(count: 1)
        (base + position).moveInitialize(from: base + position + 1, count: count - position - 1)
        count -= 1
    }

    /// Moves the elements from `start` to the top into a new array, and pops them.
    func popArray(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        // (Reserve and append rather than `init(unsafeUninitializedCapacity:)`, which the compiler leaves
        // unspecialized here: it then looks up the array's type metadata at run time on every call.)
        var array: [Element] = []
        array.reserveCapacity(moved)
        for position in start..<count { array.append((base + position).move()) }
        count = start
        return array
    }
}

private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The file's number: locations are made from it, not from the file (no reference counting per location).
    let fileID: UInt32
    var index = 0
    var line: Int32 = 1
    var lineStart = 0
    var diagnostics: [Diagnostic] = []
    var warnedComment = false
    var warnedJSON5 = false
    let syntax: JSONSyntax
    var tokenKeyCount = 0
    /// Whether the root object's members are handed over as they are read (``JSONParser/parse(_:rootMembers:)``).
    var streamsRootMembers = false
    /// Whether the handler declined a root member, or the root repeated a key: the parse stopped.
    var abandoned = false
    /// The members and items of every open container, innermost last.
    let members = ScratchStack<JSONMember>()
    let items = ScratchStack<JSONNode>()

    init(bytes: UnsafeBufferPointer<UInt8>, file: SourceFile) {
        self.bytes = bytes
        fileID = file.fileID
        syntax = file.syntax
        // In a .json5 file comments and trailing commas are the syntax, not something to warn about.
        warnedComment = syntax == .json5
    }

    // MARK: Positions

    /// The last column computed, so that long (minified, single-line) files cost linear time: columns are
    /// counted forward from the previous request on the same line, not from the line start each time.
    var columnCacheOffset = 0
    var columnCacheColumn: Int32 = 1

    /// The location of byte `offset`, which must be on the current line.
    mutating func location(at offset: Int) -> SourceLocation {
        var column: Int32 = 1
        var position = lineStart
        if columnCacheOffset >= lineStart, columnCacheOffset <= offset {
            position = columnCacheOffset
            column = columnCacheColumn
        }
        while position < offset, position < bytes.count {
            // Count Unicode scalars: skip UTF-8 continuation bytes.
            if bytes[position] & 0xC0 != 0x80 { column &+= 1 }
            position += 1
        }
        columnCacheOffset = position
        columnCacheColumn = column
        return SourceLocation(fileID: fileID, line: line, column: column)
    }

    var here: SourceLocation { mutating get { location(at: index) } }

    /// The location of byte `offset` on a line that may already be behind (`line` starting at `lineStart`).
    mutating func location(at offset: Int, line offsetLine: Int32, lineStart offsetLineStart: Int) -> SourceLocation {
        if offsetLine == line { return location(at: offset) }
        var column: Int32 = 1
        var position = offsetLineStart
        while position < offset, position < bytes.count {
            if bytes[position] & 0xC0 != 0x80 { column &+= 1 }
            position += 1
        }
        return SourceLocation(fileID: fileID, line: offsetLine, column: column)
    }

    mutating func fail(
        _ message: String, code: DiagnosticCode = .jsonSyntax, at location: SourceLocation? = nil
    )
        -> ParseFailure
    {
        diagnostics.append(.error(code, message, at: location ?? here))
        return ParseFailure()
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    // MARK: Document

    mutating func parseDocument(rootMembers rootMember: (JSONMember, SourceLocation, Int) -> Bool) -> JSONNode? {
        if let invalid = firstInvalidUTF8(bytes) {
            // Locate the bad byte: advance line bookkeeping up to it.
            var position = 0
            while position < invalid {
                if bytes[position] == 0x0A {
                    line &+= 1
                    lineStart = position + 1
                }
                position += 1
            }
            diagnostics.append(
                .error(
                    .jsonInvalidUTF8,
                    "invalid UTF-8 byte 0x\(hex(bytes[invalid])) at byte offset \(invalid); token files must be UTF-8",
                    at: location(at: invalid)))
            return nil
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3  // A byte order mark is harmless in UTF-8: skip it silently.
            lineStart = 3
        }
        do {
            let root = try parseValueTree(rootMembers: rootMember)
            try skipTrivia()
            if index < bytes.count {
                throw fail("unexpected content after the end of the JSON document")
            }
            return root
        } catch {
            return nil
        }
    }

    /// Parses one value, containers included, without recursion.
    mutating func parseValueTree(
        rootMembers rootMember: (JSONMember, SourceLocation, Int) -> Bool
    ) throws(ParseFailure) -> JSONNode {
        // The innermost open container is a local (`current`), so attaching to it is a direct mutation;
        // reading it through an array element would copy the whole container. `outer` holds the enclosing
        // ones; `depth` counts all open containers (`current` is a placeholder while it is 0).
        var outer: [Container] = []
        let top = SourceLocation(fileID: fileID, line: 1, column: 1)
        var current = Container(isObject: false, location: top, start: 0, keyLocation: top)
        var depth = 0
        while true {
            try skipTrivia()
            guard let byte = peek else { throw fail("unexpected end of file; expected a value") }
            let start = here
            var node: JSONNode
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth >= JSONParser.maximumDepth {
                    throw fail(
                        "JSON nested more than \(JSONParser.maximumDepth) levels deep; token files are never this deep",
                        code: .jsonTooDeep)
                }
                index += 1
                try skipTrivia()
                if byte == UInt8(ascii: "{") {
                    if peek == UInt8(ascii: "}") {
                        index += 1
                        node = JSONNode(.object(JSONObject()), at: start)
                    } else {
                        let (key, keyLocation) = try parseKey()
                        open(
                            Container(
                                isObject: true, location: start, start: members.count, key: key,
                                keyLocation: keyLocation), current: &current, outer: &outer, depth: &depth)
                        continue
                    }
                } else {
                    if peek == UInt8(ascii: "]") {
                        index += 1
                        node = JSONNode(.array([]), at: start)
                    } else {
                        open(
                            Container(isObject: false, location: start, start: items.count, keyLocation: start),
                            current: &current, outer: &outer, depth: &depth)
                        continue
                    }
                }
            case UInt8(ascii: "\""):
                node = JSONNode(.string(try parseString()), at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                node = JSONNode(.number(try parseNumber()), at: start)
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                node = JSONNode(.bool(true), at: start)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                node = JSONNode(.bool(false), at: start)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                node = JSONNode(.null, at: start)
            default:
                guard let value = try json5Value(byte, at: start) else {
                    throw fail("unexpected character \(describe(byte)); expected a value")
                }
                node = value
            }

            // Attach the finished node to its parent, closing every container that ends here.
            while true {
                guard depth > 0 else { return node }
                if current.isObject {
                    let key = current.key
                    let streamed = streamsRootMembers && depth == 1
                    if let first = duplicateKey(key, in: &current) {
                        if streamed {
                            abandoned = true
                            throw ParseFailure()
                        }
                        // RFC 8259 says names SHOULD be unique; JSON.parse keeps the last. So do we, loudly.
                        diagnostics.append(
                            .warning(
                                .jsonDuplicateKey, "duplicate key \"\(key)\"; the last one wins",
                                at: current.keyLocation,
                                notes: [Diagnostic.Note("first defined here", at: first.location)]))
                        members.remove(at: first.position)
                    }
                    if streamed {
                        // Only the key stays, for finding a repeated one.
                        members.push(
                            JSONMember(key: key, keyLocation: current.keyLocation, value: JSONNode(.null, at: top)))
                        let member = JSONMember(key: consume key, keyLocation: current.keyLocation, value: consume node)
                        guard rootMember(member, current.location, index) else {
                            abandoned = true
                            throw ParseFailure()
                        }
                    } else {
                        members.push(
                            JSONMember(key: consume key, keyLocation: current.keyLocation, value: consume node))
                    }
                } else {
                    items.push(consume node)
                }
                try skipTrivia()
                let closer = current.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if peek == UInt8(ascii: ",") {
                    // Where the comma is, located only if it turns out to be a trailing one (rare).
                    let commaOffset = index
                    let commaLine = line
                    let commaLineStart = lineStart
                    index += 1
                    try skipTrivia()
                    if peek == closer {
                        if syntax != .json5 {
                            diagnostics.append(
                                .warning(
                                    .jsonTrailingComma, "trailing comma (JSONC); strict JSON readers reject it",
                                    at: location(at: commaOffset, line: commaLine, lineStart: commaLineStart),
                                    fixIt: Diagnostic.FixIt("remove the comma", replacement: "")))
                        }
                        index += 1
                        node = close(&current, outer: &outer, depth: &depth)
                        continue
                    }
                    if current.isObject {
                        let (key, keyLocation) = try parseKey()
                        current.key = key
                        current.keyLocation = keyLocation
                    }
                    break
                } else if peek == closer {
                    index += 1
                    node = close(&current, outer: &outer, depth: &depth)
                    continue
                } else if let byte = peek {
                    throw fail(
                        "unexpected character \(describe(byte)); expected ',' or '\(Character(Unicode.Scalar(closer)))'"
                    )
                } else {
                    throw fail("unexpected end of file; expected '\(Character(Unicode.Scalar(closer)))'")
                }
            }
        }
    }

    /// The earlier member of the open object `container` named `key`, if any: its position on ``members``
    /// and where its key is. Small objects are scanned; large ones keep the hashes of their keys, and are
    /// scanned only when the hash was seen before (a duplicate, or a rare collision).
    func duplicateKey(_ key: String, in container: inout Container) -> (position: Int, location: SourceLocation)? {
        let count = members.count - container.start
        if count >= 16 {
            if container.keyHashes.isEmpty {
                for position in container.start..<members.count {
                    members.withElement(at: position) { _ = container.keyHashes.insert($0.key) }
                }
            }
            if container.keyHashes.insert(key) { return nil }
        }
        for position in container.start..<members.count {
            if let location = members.withElement(at: position, { $0.key.isSameKey(as: key) ? $0.keyLocation : nil }) {
                return (position, location)
            }
        }
        return nil
    }

    /// Makes `container` current, the current one (unless it is the placeholder) moving to `outer`. Swapped,
    /// not copied: a copy would retain and release the pending key and key set.
    func open(_ container: consuming Container, current: inout Container, outer: inout [Container], depth: inout Int) {
        var opened = container
        swap(&opened, &current)
        if depth > 0 { outer.append(opened) }
        depth += 1
    }

    /// Closes `current`: the enclosing container (or, at the top, `current` itself as a placeholder) becomes
    /// current.
    func close(_ current: inout Container, outer: inout [Container], depth: inout Int) -> JSONNode {
        depth -= 1
        let isObject = current.isObject
        let location = current.location
        let start = current.start
        if let enclosing = outer.popLast() { current = enclosing }
        return isObject
            ? JSONNode(.object(JSONObject(members: members.popArray(from: start))), at: location)
            : JSONNode(.array(items.popArray(from: start)), at: location)
    }

    mutating func parseKey() throws(ParseFailure) -> (String, SourceLocation) {
        try skipTrivia()
        let location = here
        let key: String
        if peek == UInt8(ascii: "\""), let known = knownKey() {
            key = known
        } else if peek == UInt8(ascii: "\"") {
            key = try parseString()
        } else if let byte = peek, let json5Key = try json5Key(byte) {
            key = json5Key
        } else {
            if let byte = peek { throw fail("unexpected character \(describe(byte)); expected a key in double quotes") }
            throw fail("unexpected end of file; expected a key")
        }
        if key == "$value" || key == "$ref" { tokenKeyCount &+= 1 }
        try skipTrivia()
        guard peek == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(key)\"") }
        index += 1
        return (key, location)
    }

    /// The keys nearly every token repeats, made once: reading one of them here skips making a string.
    static let knownKeys: [(bytes: [UInt8], key: String)] = [
        "$value", "$type", "$description", "$extensions", "$deprecated", "$ref", "value", "type", "unit",
        "description",
    ].map { (Array($0.utf8), $0) }

    /// The key in quotes at the current byte when it is one of ``knownKeys`` (written without escapes),
    /// past its closing quote; `nil`, without moving, for any other.
    @inline(__always)
    mutating func knownKey() -> String? {
        let start = index + 1
        var end = start
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        let length = end - start
        let first = bytes[start]
        for known in Self.knownKeys where known.bytes.count == length && known.bytes[0] == first {
            var position = 1
            while position < length, bytes[start + position] == known.bytes[position] { position += 1 }
            if position == length {
                index = end + 1
                return known.key
            }
        }
        return nil
    }

    // MARK: Trivia

    /// Skips whitespace and comments. Inlined for the common cases, nothing to skip or one space (after ':'
    /// and ','), which are most calls.
    @inline(__always)
    mutating func skipTrivia() throws(ParseFailure) {
        if index < bytes.count {
            let byte = bytes[index]
            if byte > 0x20, byte != UInt8(ascii: "/") { return }
            if byte == 0x20, index + 1 < bytes.count, bytes[index + 1] > 0x20, bytes[index + 1] != UInt8(ascii: "/") {
                index += 1
                return
            }
        }
        try skipTriviaLoop()
    }

    mutating func skipTriviaLoop() throws(ParseFailure) {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line &+= 1
                lineStart = index
            case UInt8(ascii: "/"):
                let start = here
                guard index + 1 < bytes.count else { throw fail("unexpected '/'") }
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    var closed = false
                    while index < bytes.count {
                        if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
                            bytes[index + 1] == UInt8(ascii: "/")
                        {
                            index += 2
                            closed = true
                            break
                        }
                        if bytes[index] == 0x0A {
                            line &+= 1
                            lineStart = index + 1
                        }
                        index += 1
                    }
                    if !closed { throw fail("unterminated /* comment", at: start) }
                } else {
                    throw fail("unexpected '/'")
                }
                if !warnedComment {
                    warnedComment = true
                    diagnostics.append(
                        .warning(
                            .jsonComment, "comments are not JSON (JSONC); strict JSON readers reject them", at: start))
                }
            default:
                // JSON5 white space (vertical tab, form feed, no-break space, line and paragraph
                // separators, byte order mark): bytes that end trivia in JSON.
                if byte == 0x0B || byte == 0x0C || byte >= 0xC2, syntax != .json,
                    let width = json5WhiteSpace(at: index)
                {
                    index += width
                    continue
                }
                return
            }
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(ParseFailure) {
        let count = literal.utf8CodeUnitCount
        var matches = index + count <= bytes.count
        if matches {
            literal.withUTF8Buffer { expected in
                for offset in 0..<count where bytes[index + offset] != expected[offset] {
                    matches = false
                    break
                }
            }
        }
        guard matches else {
            throw fail("unexpected character \(describe(bytes[index])); expected a value")
        }
        index += count
    }

    // MARK: Strings

    /// A string in double quotes.
    mutating func parseString() throws(ParseFailure) -> String { try parseString(quote: UInt8(ascii: "\"")) }

    /// A string in the quotes `quote` (JSON5 allows `'`). Inlined so that JSON's `"` is a constant in the
    /// hot loop, as it was before JSON5.
    @inline(__always)
    mutating func parseString(quote: UInt8) throws(ParseFailure) -> String {
        // The opening quote's location is needed only for errors, so it is computed then, from this offset
        // on its line (a string spans lines only through JSON5 line continuations, in the loop below).
        let startOffset = index
        index += 1  // opening quote
        let contentStart = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                index += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 {
                if byte == 0x0A {
                    throw fail(
                        "unterminated string (a line break inside a string must be written \\n)",
                        at: location(at: startOffset))
                }
                throw fail("control character \(describe(byte)) inside a string must be escaped")
            }
            index += 1
        }
        guard index < bytes.count else { throw fail("unterminated string", at: location(at: startOffset)) }
        let startLine = line
        let startLineStart = lineStart
        var buffer = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte < 0x20 {
                if byte == 0x0A {
                    let start = location(at: startOffset, line: startLine, lineStart: startLineStart)
                    throw fail("unterminated string", at: start)
                }
                throw fail("control character \(describe(byte)) inside a string must be escaped")
            }
            if byte != UInt8(ascii: "\\") {
                buffer.append(byte)
                index += 1
                continue
            }
            let escapeLocation = here
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""): buffer.append(0x22)
            case UInt8(ascii: "\\"): buffer.append(0x5C)
            case UInt8(ascii: "/"): buffer.append(0x2F)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try parseHex4(escapeLocation)
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { throw fail("unpaired UTF-16 surrogate \\u\(hex16(scalar)) in string", at: escapeLocation) }
                    index += 2
                    let low = try parseHex4(escapeLocation)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw fail("unpaired UTF-16 surrogate \\u\(hex16(scalar)) in string", at: escapeLocation)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw fail("unpaired UTF-16 surrogate \\u\(hex16(scalar)) in string", at: escapeLocation)
                }
                guard let unicode = Unicode.Scalar(scalar) else {
                    throw fail("invalid \\u escape", at: escapeLocation)
                }
                buffer.append(contentsOf: String(Character(unicode)).utf8)
            default:
                guard try json5Escape(escaped, into: &buffer, at: escapeLocation) else {
                    throw fail("invalid escape \\\(Character(Unicode.Scalar(escaped)))", at: escapeLocation)
                }
            }
        }
        throw fail("unterminated string", at: location(at: startOffset, line: startLine, lineStart: startLineStart))
    }

    mutating func parseHex4(_ location: SourceLocation) throws(ParseFailure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("incomplete \\u escape", at: location) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("invalid hex digit in \\u escape", at: location)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    // MARK: Numbers

    mutating func parseNumber() throws(ParseFailure) -> Double {
        let start = index
        var hasExponent = false
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, isDigit(first) else {
            if let value = try json5Number(from: start) { return value }
            throw fail("invalid number: expected a digit")
        }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek, isDigit(next) { throw fail("invalid number: leading zeros are not allowed") }
            if peek == UInt8(ascii: "x") || peek == UInt8(ascii: "X"), let value = try json5Number(from: start) {
                return value
            }
        } else {
            while let byte = peek, isDigit(byte) { index += 1 }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let byte = peek, isDigit(byte) else {
                if let value = try json5Number(from: start) { return value }
                throw fail("invalid number: expected a digit after '.'")
            }
            while let byte = peek, isDigit(byte) { index += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let byte = peek, isDigit(byte) else { throw fail("invalid number: expected an exponent") }
            while let byte = peek, isDigit(byte) { index += 1 }
        }
        if !hasExponent, let value = shortDecimal(bytes[start..<index]) { return value }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { throw fail("invalid number \(text)") }
        return value
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x\(hex(byte))"
    }
}

/// The value of a JSON number without an exponent and with at most 15 digits, or `nil` for longer ones.
///
/// The digits as an integer, which a Double holds exactly (below 2⁵³), divided by an exact power of ten:
/// one correctly rounded operation, hence the same Double as the full conversion (Clinger's fast path).
func shortDecimal(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
    var digits: Int64 = 0
    var digitCount = 0
    var fractionDigits = 0
    var seenPoint = false
    var negative = false
    for byte in text {
        switch byte {
        case UInt8(ascii: "-"): negative = true
        case UInt8(ascii: "."): seenPoint = true
        default:
            digits = digits &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
            digitCount += 1
            if seenPoint { fractionDigits += 1 }
        }
    }
    guard digitCount <= 15 else { return nil }
    let magnitude = fractionDigits == 0 ? Double(digits) : Double(digits) / exactPowersOfTen[fractionDigits]
    return negative ? -magnitude : magnitude
}

/// 10⁰ … 10¹⁵, each exactly representable as a Double.
private let exactPowersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
]

private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}

private func hex16(_ value: UInt32) -> String {
    hex(UInt8(truncatingIfNeeded: value >> 8)) + hex(UInt8(truncatingIfNeeded: value))
}

/// The offset of the first byte that is not well-formed UTF-8, or `nil`.
func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    guard let base = bytes.baseAddress else { return nil }
    while index < count {
        // ASCII, most of any token file, eight bytes at a time.
        while index + 8 <= count,
            UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
            index += 8
        }
        guard index < count else { break }
        let byte = bytes[index]
        if byte < 0x80 {
            index += 1
            continue
        }
        let length: Int
        var minimum: UInt32
        var scalar: UInt32
        switch byte {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
        default: return index
        }
        guard index + length <= count else { return index }
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return index }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
        minimum = 0
        index += length
    }
    return nil
}

// MARK: - JSON5 (https://spec.json5.org)
//
// Each function here is reached only from a byte that is an error in JSON, so plain JSON never runs them.
// In a `.json` file they accept nothing (the JSON error stands) unless the file is read leniently, where the
// first JSON5 form is reported once, as comments are.

extension Parser {
    /// Whether JSON5 `form` is accepted here; reports it once per file in a lenient `.json` file.
    mutating func acceptJSON5(_ form: String, at location: SourceLocation) -> Bool {
        switch syntax {
        case .json: return false
        case .json5: return true
        case .jsonAcceptingJSON5:
            if !warnedJSON5 {
                warnedJSON5 = true
                diagnostics.append(
                    .warning(
                        .jsonJSON5, "\(form) is JSON5, not JSON; name the file .json5 (strict JSON readers reject it)",
                        at: location))
            }
            return true
        }
    }

    /// A value that starts with a byte JSON does not allow there: `'string'`, `+1`, `.5`, `Infinity`, `NaN`.
    mutating func json5Value(_ byte: UInt8, at start: SourceLocation) throws(ParseFailure) -> JSONNode? {
        guard syntax != .json else { return nil }
        switch byte {
        case UInt8(ascii: "'"):
            guard acceptJSON5("a single-quoted string", at: start) else { return nil }
            return JSONNode(.string(try parseString(quote: byte)), at: start)
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "I"), UInt8(ascii: "N"):
            guard let value = try json5Number(from: index) else { return nil }
            return JSONNode(.number(value), at: start)
        default:
            return nil
        }
    }

    /// A JSON5 number from `start` (sign, `Infinity`, `NaN`, hexadecimal, a leading or trailing decimal
    /// point), or `nil` in a strict `.json` file (nothing consumed).
    mutating func json5Number(from start: Int) throws(ParseFailure) -> Double? {
        guard syntax != .json else { return nil }
        let startLocation = location(at: start)
        guard acceptJSON5("this number form", at: startLocation) else { return nil }
        index = start
        var sign = 1.0
        if peek == UInt8(ascii: "+") {
            index += 1
        } else if peek == UInt8(ascii: "-") {
            sign = -1
            index += 1
        }
        // Read so that the rest of the file is too; the Values stage rejects a non-finite token value.
        for (word, value) in [("Infinity", Double.infinity), ("NaN", Double.nan)] where matches(word) {
            index += word.utf8.count
            return sign * value
        }
        if peek == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
            index += 2
            var value = 0.0
            var digits = 0
            while let byte = peek, let digit = hexDigit(byte) {
                value = value * 16 + Double(digit)
                digits += 1
                index += 1
            }
            guard digits > 0 else { throw fail("invalid number: expected a hexadecimal digit after 0x") }
            return sign * value
        }
        var text = ""
        var digits = 0
        while let byte = peek, isDigit(byte) {
            text.append(Character(Unicode.Scalar(byte)))
            digits += 1
            index += 1
        }
        if text.isEmpty { text = "0" }
        if peek == UInt8(ascii: ".") {
            index += 1
            text += "."
            var fraction = ""
            while let byte = peek, isDigit(byte) {
                fraction.append(Character(Unicode.Scalar(byte)))
                digits += 1
                index += 1
            }
            text += fraction.isEmpty ? "0" : fraction
        }
        guard digits > 0 else { throw fail("invalid number: expected a digit", at: startLocation) }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            text += "e"
            index += 1
            if let byte = peek, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                text.append(Character(Unicode.Scalar(byte)))
                index += 1
            }
            guard let byte = peek, isDigit(byte) else { throw fail("invalid number: expected an exponent") }
            while let byte = peek, isDigit(byte) {
                text.append(Character(Unicode.Scalar(byte)))
                index += 1
            }
        }
        guard let value = Double(text) else { throw fail("invalid number \(text)", at: startLocation) }
        return sign * value
    }

    /// A key without double quotes: `'single quoted'` or an identifier (`fontSize`, `$type`, `_x`).
    ///
    /// Identifier characters are ASCII letters, digits (not first), `$`, `_`, and any non-ASCII character: a
    /// superset of ECMAScript's IdentifierName that needs no Unicode tables, and that a token name could
    /// not misread (such keys end at white space, `:` or a comment).
    mutating func json5Key(_ byte: UInt8) throws(ParseFailure) -> String? {
        guard syntax != .json else { return nil }
        let start = here
        if byte == UInt8(ascii: "'") {
            guard acceptJSON5("a single-quoted key", at: start) else { return nil }
            return try parseString(quote: byte)
        }
        guard isIdentifierByte(byte), !isDigit(byte) else { return nil }
        guard acceptJSON5("an unquoted key", at: start) else { return nil }
        let startOffset = index
        while let next = peek, isIdentifierByte(next) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[startOffset..<index]), as: UTF8.self)
    }

    func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "$"), UInt8(ascii: "_"), 0x80...0xFF:
            true
        default: false
        }
    }

    /// A JSON5 escape JSON lacks: `\'`, `\v`, `\0`, `\xHH`, a line continuation (backslash, line break:
    /// nothing), or any other character standing for itself. `false` in a strict `.json` file.
    mutating func json5Escape(
        _ escaped: UInt8, into buffer: inout [UInt8], at location: SourceLocation
    ) throws(ParseFailure) -> Bool {
        guard syntax != .json, acceptJSON5("this escape", at: location) else { return false }
        switch escaped {
        case UInt8(ascii: "'"): buffer.append(0x27)
        case UInt8(ascii: "v"): buffer.append(0x0B)
        case UInt8(ascii: "0"):
            if let next = peek, isDigit(next) { throw fail("invalid escape \\0 followed by a digit", at: location) }
            buffer.append(0x00)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw fail("invalid escape \\\(Character(Unicode.Scalar(escaped)))", at: location)
        case UInt8(ascii: "x"):
            guard index + 2 <= bytes.count, let high = hexDigit(bytes[index]), let low = hexDigit(bytes[index + 1])
            else {
                throw fail("invalid \\x escape: expected two hexadecimal digits", at: location)
            }
            index += 2
            buffer.append(contentsOf: String(Character(Unicode.Scalar(UInt8(high << 4 | low)))).utf8)
        case 0x0D, 0x0A:
            // A line continuation: the line break is not part of the string.
            if escaped == 0x0D, peek == 0x0A { index += 1 }
            line &+= 1
            lineStart = index
        default:
            buffer.append(escaped)
        }
        return true
    }

    /// The length of the JSON5 white space character at `offset`, if it is one JSON lacks.
    func json5WhiteSpace(at offset: Int) -> Int? {
        let byte = bytes[offset]
        if byte == 0x0B || byte == 0x0C { return 1 }
        let rest = bytes.count - offset
        if byte == 0xC2, rest >= 2, bytes[offset + 1] == 0xA0 { return 2 }  // U+00A0
        if byte == 0xE2, rest >= 3, bytes[offset + 1] == 0x80, bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 {
            return 3  // U+2028, U+2029 (line terminators, but columns stay simple: counted as spaces)
        }
        if byte == 0xEF, rest >= 3, bytes[offset + 1] == 0xBB, bytes[offset + 2] == 0xBF { return 3 }  // U+FEFF
        return nil
    }

    func matches(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        for (offset, byte) in utf8.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
