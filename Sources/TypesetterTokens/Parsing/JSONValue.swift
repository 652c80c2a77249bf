/// A JSON value read by ``JSONParser``, every key and value carrying its ``SourceLocation``.
///
/// Objects keep their members in document order (token order matters for output and for `$extends`).
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// A short English name of the JSON kind, for messages ("a string", "an object").
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value with the location of its first character.
public struct JSONNode: Sendable {
    /// The value.
    public var value: JSONValue
    /// Where its first character is.
    public var location: SourceLocation

    /// A value at a location.
    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The string, if the value is one.
    public var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The number, if the value is one.
    public var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The object, if the value is one.
    public var object: JSONObject? {
        if case .object(let object) = value { return object }
        return nil
    }

    /// The elements, if the value is an array.
    public var array: [JSONNode]? {
        if case .array(let array) = value { return array }
        return nil
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Sendable {
    /// The key, unescaped.
    public var key: String
    /// Where the key's opening quote is.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: JSONNode

    /// A member.
    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A JSON object: members in document order. Duplicate keys are reported by the parser, which keeps the last.
public struct JSONObject: Sendable {
    /// The members in document order.
    public var members: [JSONMember]

    /// An object with these members.
    public init(members: [JSONMember] = []) { self.members = members }

    /// The member named `key`, if any (the last one, should the document repeat a key).
    public func member(_ key: String) -> JSONMember? { position(of: key).map { members[$0] } }

    /// The value of the member named `key`, if any.
    public subscript(key: String) -> JSONNode? { position(of: key).map { members[$0].value } }

    /// Whether a member named `key` exists (no copy of the member).
    public func contains(key: String) -> Bool { position(of: key) != nil }

    /// Where the last member named `key` is, searched from the end. An index loop reads each key in place;
    /// `lastIndex(where:)` would hand the predicate a copy of every member it passes.
    @inline(__always) private func position(of key: String) -> Int? {
        var index = members.count
        while index > 0 {
            index -= 1
            if members[index].key.isSameKey(as: key) { return index }
        }
        return nil
    }
}

extension String {
    /// Whether two keys are the same: equal UTF-8 byte counts, then `==`. The count comes first because
    /// objects are searched by key many times per token and most keys differ in length (one comparison
    /// instead of a call into string comparison). JSON compares keys code point by code point, so two
    /// canonically equivalent spellings of different lengths, which `==` alone would equate, stay different.
    @inline(__always) func isSameKey(as key: String) -> Bool { utf8.count == key.utf8.count && self == key }
}

extension JSONNode {
    /// Structural equality, ignoring locations (used to tell whether two files define a token the same way).
    /// Iterative so that it cannot overflow the stack.
    func sameContent(as other: JSONNode) -> Bool {
        var pending: [(JSONNode, JSONNode)] = [(self, other)]
        while let (a, b) = pending.popLast() {
            switch (a.value, b.value) {
            case (.null, .null): continue
            case (.bool(let x), .bool(let y)): if x != y { return false }
            case (.number(let x), .number(let y)): if x != y { return false }
            case (.string(let x), .string(let y)): if x != y { return false }
            case (.array(let x), .array(let y)):
                if x.count != y.count { return false }
                for (p, q) in zip(x, y) { pending.append((p, q)) }
            case (.object(let x), .object(let y)):
                if x.members.count != y.members.count { return false }
                for (p, q) in zip(x.members, y.members) {
                    if p.key != q.key { return false }
                    pending.append((p.value, q.value))
                }
            default: return false
            }
        }
        return true
    }
}
