import TypesetterCore

/// A token value type: what its ``TokenValue`` case holds and what the token reader does with a value that
/// depends on the type — write it as the Format Module writes it, follow a JSON Pointer into its parts
/// (`#/shadow/$value/color`).
///
/// Each type's kind is in its file in Values/ (`ColorKind` in Color.swift), beside the reader of its `$value`
/// (`readColor`); TokenType.swift lists them: the case of ``TokenType`` and of ``TokenValue``, and one arm in
/// each of its two switches (``ValueReader/read(_:_:)`` to read, ``TokenValue/accept(_:_:)`` for the rest). A
/// kind has no stored properties: ``TokenValue/accept(_:_:)`` makes one where it is needed, and it is
/// specialized, so no value is boxed.
protocol TokenValueKind: Sendable {
    /// What the ``TokenValue`` case holds.
    associatedtype Value
    /// The `$type` its tokens are written with (``TokenType/data`` for a token kept as written).
    var type: TokenType { get }
    /// Writes the value as DTCG JSON, in the Format Module's shape for the type.
    func write(_ value: Value, to json: inout JSONWriter)
    /// The part a JSON Pointer segment names (a border's `"color"`, a font family's `"0"`), `nil` when it
    /// names none.
    func member(_ segment: String, of value: Value) -> ValuePart?
}

extension TokenValueKind {
    /// A value with no parts a pointer can name (a number, a font weight).
    func member(_ segment: String, of value: Value) -> ValuePart? { nil }
}

/// A value that writes itself as DTCG JSON, also where it is a member of another (a border's `width`).
protocol WritesItself {
    func write(to json: inout JSONWriter)
}

extension TokenValueKind where Value: WritesItself {
    func write(_ value: Value, to json: inout JSONWriter) { value.write(to: &json) }
}

/// A composite whose members are each a value of a token type (a border's color, width and style): written as
/// an object of them and reached by a pointer by their names.
protocol CompositeValue: WritesItself {
    /// The members by name, in the Format Module's order.
    var members: KeyValuePairs<String, TokenValue> { get }
}

extension CompositeValue {
    func write(to json: inout JSONWriter) {
        json.object { json in
            for (name, value) in members {
                json.key(name)
                value.write(to: &json)
            }
        }
    }

    /// The member `segment` names.
    func member(_ segment: String) -> ValuePart? {
        members.first { $0.key == segment }.map { .value($0.value) }
    }
}

/// A composite token type (a border, a transition), as opposed to a part of one (a gradient stop).
protocol CompositeToken: CompositeValue {
    /// Its `$type`.
    static var type: TokenType { get }
}

/// The kind of a composite token type (`BorderKind`): what it does follows from the members.
struct CompositeKind<Value: CompositeToken>: TokenValueKind {
    var type: TokenType { Value.type }

    func member(_ segment: String, of value: Value) -> ValuePart? { value.member(segment) }
}

/// Something to do with a ``TokenValue`` knowing its kind: ``TokenValue/accept(_:_:)`` calls `visit` with the
/// kind and the value its case holds; `state` is what the visit changes (a ``JSONWriter``).
protocol TokenValueVisitor {
    associatedtype State
    associatedtype Result
    func visit<Kind: TokenValueKind>(_ kind: Kind, _ value: Kind.Value, _ state: inout State) -> Result
}

/// What a JSON Pointer's segments reach inside a resolved value, one segment at a time (``ValueNavigation``).
enum ValuePart {
    /// A token value, or a member that is one (a shadow's `color`).
    case value(TokenValue)
    /// A string member (a fontFamily entry, a color space name).
    case string(String)
    /// Something with no token type and no parts; the text says what (`a boolean`).
    case other(String)
    /// A part with parts of its own (a shadow layer, a gradient stop, a color's components).
    case nested(any NestedValuePart)
}

/// A part of a value with parts of its own, defined by the value type's file beside its kind.
protocol NestedValuePart {
    /// The part a further segment names.
    func member(_ segment: String) -> ValuePart?
    /// What a reference that ends here points to.
    var referenced: ReferencedValue { get }
}

/// A list inside a value whose elements a pointer may name by index (a color's `components`, a `dashArray`).
struct ListPart<Element>: NestedValuePart {
    var elements: [Element]
    /// What a reference to the whole list points to (`a dashArray`).
    var what: String
    /// The part an element is.
    var part: (Element) -> ValuePart

    init(_ elements: [Element], what: String, part: @escaping (Element) -> ValuePart) {
        self.elements = elements
        self.what = what
        self.part = part
    }

    func member(_ segment: String) -> ValuePart? {
        ValuePart.index(segment, count: elements.count).map { part(elements[$0]) }
    }

    var referenced: ReferencedValue { .other(what) }
}

extension TokenValue {
    /// The token type of this value.
    public var type: TokenType {
        var none: Void = ()
        return accept(TypeOfValue(), &none)
    }

    /// Writes the value as DTCG JSON.
    package func write(to json: inout JSONWriter) {
        accept(WriteValue(), &json)
    }

    /// The part a JSON Pointer segment names.
    func member(_ segment: String) -> ValuePart? {
        var none: Void = ()
        return accept(MemberOfValue(segment: segment), &none)
    }
}

private struct TypeOfValue: TokenValueVisitor {
    typealias State = Void
    typealias Result = TokenType

    func visit<Kind: TokenValueKind>(_ kind: Kind, _ value: Kind.Value, _ state: inout Void) -> TokenType {
        kind.type
    }
}

private struct WriteValue: TokenValueVisitor {
    typealias State = JSONWriter
    typealias Result = Void

    func visit<Kind: TokenValueKind>(_ kind: Kind, _ value: Kind.Value, _ json: inout JSONWriter) {
        kind.write(value, to: &json)
    }
}

private struct MemberOfValue: TokenValueVisitor {
    typealias State = Void
    typealias Result = ValuePart?

    var segment: String

    func visit<Kind: TokenValueKind>(_ kind: Kind, _ value: Kind.Value, _ state: inout Void) -> ValuePart? {
        kind.member(segment, of: value)
    }
}

extension ValuePart {
    /// The part `segment` names inside this one.
    func member(_ segment: String) -> ValuePart? {
        switch self {
        case .value(let value): value.member(segment)
        case .nested(let part): part.member(segment)
        case .string, .other: nil
        }
    }

    /// What a reference that ends here points to.
    var referenced: ReferencedValue {
        switch self {
        case .value(let value): .value(value)
        case .string(let text): .string(text)
        case .other(let what): .other(what)
        case .nested(let part): part.referenced
        }
    }

    /// The element `segment` names of a list of `count` (`"0"`, `"12"`: digits, no leading zero), or `nil`.
    static func index(_ segment: String, count: Int) -> Int? {
        let utf8 = Array(segment.utf8)
        guard !utf8.isEmpty, utf8.count <= 9, utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        if utf8.count > 1 && utf8[0] == 0x30 { return nil }
        guard let value = Int(segment), value < count else { return nil }
        return value
    }
}
