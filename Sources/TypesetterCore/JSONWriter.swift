/// The one JSON writer: every JSON the project prints or writes (diagnostics, resolved tokens, font reports,
/// command reports, template contexts) is written through it, so escaping, numbers and layout are the same
/// everywhere.
///
/// A streaming writer: open containers with ``object(compact:_:)`` and ``array(compact:_:)``, name members
/// with ``key(_:)``, write values. Separators and indentation follow. Pretty output indents by two spaces
/// and writes empty containers as `[]` and `{}`; a container opened `compact` is written on one line with
/// everything inside it (one resolved token per line in a long array, for example).
///
/// ```swift
/// var json = JSONWriter(pretty: true)
/// json.object { json in
///     json.key("name"); json.string("body")
///     json.key("sizes"); json.array(compact: true) { json in json.number(17); json.number(19) }
/// }
/// // {
/// //   "name": "body",
/// //   "sizes": [17,19]
/// // }
/// ```
package struct JSONWriter: Sendable {
    /// The JSON written so far.
    package private(set) var text = ""

    private let pretty: Bool
    /// Depth of the innermost open container.
    private var depth = 0
    /// Depth of the outermost open container written compact (everything inside it is compact too).
    private var compactFrom = Int.max
    /// Whether the innermost open container has no member or item yet.
    private var isEmpty = true
    /// A key was written and its value is next.
    private var afterKey = false

    /// A writer for compact JSON (no spaces or line breaks) or pretty JSON (two-space indentation).
    package init(pretty: Bool = false, capacity: Int = 0) {
        self.pretty = pretty
        text.reserveCapacity(capacity)
    }

    private var isPretty: Bool { pretty && depth < compactFrom }

    /// Separator and indentation before a member's key or an item.
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        if depth > 0 {
            if !isEmpty { text += "," }
            if isPretty { newline(depth) }
        }
        isEmpty = false
    }

    private mutating func newline(_ level: Int) {
        text += "\n"
        for _ in 0..<level { text += "  " }
    }

    private mutating func container(_ open: String, _ close: String, compact: Bool, _ body: (inout JSONWriter) -> Void)
    {
        beginValue()
        text += open
        let outer = (isEmpty, compactFrom)
        depth += 1
        if compact, compactFrom == .max { compactFrom = depth }
        isEmpty = true
        body(&self)
        let hadItems = !isEmpty
        let wasPretty = isPretty
        depth -= 1
        (isEmpty, compactFrom) = outer
        if hadItems, wasPretty { newline(depth) }
        text += close
    }

    /// Writes an object; `body` writes its members (``key(_:)`` then a value, for each).
    package mutating func object(compact: Bool = false, _ body: (inout JSONWriter) -> Void) {
        container("{", "}", compact: compact, body)
    }

    /// Writes an array; `body` writes its items.
    package mutating func array(compact: Bool = false, _ body: (inout JSONWriter) -> Void) {
        container("[", "]", compact: compact, body)
    }

    /// Names the next member of the open object; write its value next.
    package mutating func key(_ name: String) {
        beginValue()
        text += Self.quote(name)
        text += isPretty ? ": " : ":"
        afterKey = true
    }

    /// A string.
    package mutating func string(_ value: String) {
        beginValue()
        text += Self.quote(value)
    }

    /// A number in the project's shortest round-tripping form (`null` if not finite).
    package mutating func number(_ value: Double) {
        beginValue()
        text += value.isFinite ? formatNumber(value) : "null"
    }

    /// An integer.
    package mutating func integer(_ value: Int) {
        beginValue()
        text += String(value)
    }

    /// `true` or `false`.
    package mutating func bool(_ value: Bool) {
        beginValue()
        text += value ? "true" : "false"
    }

    /// `null`.
    package mutating func null() {
        beginValue()
        text += "null"
    }

    /// JSON text written elsewhere, inserted as it is (a value kept as the file wrote it).
    package mutating func raw(_ json: String) {
        beginValue()
        text += json
    }

    /// `text` as a JSON string literal.
    package static func quote(_ text: String) -> String {
        // Most strings need no escaping: one pass over the bytes, then one copy.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        return quotedLiteral(text) { scalar in
            guard scalar.value < 0x20 else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}

extension JSONWriter {
    /// The compact JSON `body` writes, as one value.
    package static func compact(_ body: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        body(&writer)
        return writer.text
    }
}

/// `text` in double quotes with the escapes JSON and Swift share (`\"`, `\\`, `\n`, `\r`, `\t`); `escape`
/// writes any other scalar that needs it (nil keeps the scalar as it is).
package func quotedLiteral(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
    var out = "\""
    out.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if let escaped = escape(scalar) {
                out += escaped
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
