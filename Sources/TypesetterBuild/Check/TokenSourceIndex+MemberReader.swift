import TypesetterDiagnostics

/// Reads one token of a JSON file where it is written, from the first byte of its name, to find a member of its
/// object value as ``TokenSourceIndex`` does in the file read whole: the token's last `$value`, else its last
/// `value`, when that is an object; there, the first member whose normalized name is the one wanted. It answers
/// only what plain JSON says plainly: at a comment, a JSON5 form (an unquoted name, a single-quoted string,
/// `Infinity`), an escape in a name or in the string found, or past ``limit`` bytes it gives up
/// (``Answer/unknown``), and the whole file is read instead.
struct MemberReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    /// The reading gives up past this many bytes from where it started.
    static let limit = 1 << 16
    private let end: Int

    enum Answer: Equatable {
        /// The token has no such member (or no object value).
        case none
        /// The member's value starts at byte `offset`; `string` is its text when it is a string.
        case found(offset: Int, string: String?)
        /// The bytes do not say it plainly.
        case unknown
    }

    init(bytes: UnsafeBufferPointer<UInt8>, position: Int) {
        self.bytes = bytes
        self.position = position
        end = min(bytes.count, position + Self.limit)
    }

    /// From the opening quote of a token's name: its value object's member whose name `normalize` makes
    /// `wanted`.
    mutating func member(_ wanted: String, normalize: (String) -> String) -> Answer {
        guard readName() != nil, skipSpace(), take(UInt8(ascii: ":")), skipSpace(), position < end else {
            return .unknown
        }
        guard bytes[position] == UInt8(ascii: "{") else { return startsPlainValue() ? .none : .unknown }
        // The token's members: where its last `$value` and last `value` start.
        var dollarValue: Int?
        var value: Int?
        let found = readMembers { name, start in
            if name.elementsEqual("$value".utf8) { dollarValue = start }
            if name.elementsEqual("value".utf8) { value = start }
            return false
        }
        guard found != nil else { return .unknown }
        guard let start = dollarValue ?? value else { return .none }
        position = start
        guard bytes[position] == UInt8(ascii: "{") else { return .none }
        // The value object's members: the first with the name wanted.
        guard let member = readMembers(until: { name, _ in normalize(String(decoding: name, as: UTF8.self)) == wanted })
        else { return .unknown }
        guard let member else { return .none }
        position = member
        if bytes[position] == UInt8(ascii: "{") { return .found(offset: member, string: nil) }
        guard startsPlainValue() else { return .unknown }
        guard bytes[position] == UInt8(ascii: "\"") else { return .found(offset: member, string: nil) }
        // A string (a reference, which the finding's note names): its text, when written without escapes.
        guard let text = readName() else { return .unknown }
        return .found(offset: member, string: String(decoding: text, as: UTF8.self))
    }

    /// Reads the members of the object that starts here, handing each name and where its value starts to
    /// `until`, up to the first for which it is `true`: that one's value start (`.some(nil)` at the end of the
    /// object without one), or `nil` when the bytes do not say it plainly.
    private mutating func readMembers(
        until: (Slice<UnsafeBufferPointer<UInt8>>, Int) -> Bool
    ) -> Int?? {
        guard take(UInt8(ascii: "{")) else { return nil }
        while skipSpace(), position < end {
            switch bytes[position] {
            case UInt8(ascii: "}"):
                position += 1
                return .some(nil)
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "\""):
                guard let name = readName(), skipSpace(), take(UInt8(ascii: ":")), skipSpace(), position < end else {
                    return nil
                }
                if until(name, position) { return position }
                guard skipValue() else { return nil }
            default: return nil
            }
        }
        return nil
    }

    /// Whether a JSON value other than an object starts here: a string, an array, a number, `true`, `false`,
    /// `null`.
    private func startsPlainValue() -> Bool {
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "["), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default: false
        }
    }

    /// Skips spaces and line breaks; `false` at a comment.
    private mutating func skipSpace() -> Bool {
        while position < end {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            case UInt8(ascii: "/"): return false
            default: return true
            }
        }
        return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < end, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A quoted name without escapes, its bytes between the quotes; `nil` for anything else.
    private mutating func readName() -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return bytes[start..<(position - 1)]
            case UInt8(ascii: "\\"): return nil
            default: position += 1
            }
        }
        return nil
    }

    /// Skips a quoted string, escapes included.
    private mutating func skipString() -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return true
            case UInt8(ascii: "\\"): position += 2
            default: position += 1
            }
        }
        return false
    }

    /// Skips one value: a string, an object or an array (with everything in it), or a number or literal.
    private mutating func skipValue() -> Bool {
        guard position < end else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while position < end {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        position += 1
                        return true
                    }
                case UInt8(ascii: "/"), UInt8(ascii: "'"): return false
                default: break
                }
                position += 1
            }
            return false
        default:
            guard startsPlainValue() else { return false }
            while position < end {
                switch bytes[position] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D: return true
                case UInt8(ascii: "/"): return false
                default: position += 1
                }
            }
            return false
        }
    }
}
