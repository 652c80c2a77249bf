import TypesetterCore

/// A value written as a number and a unit, `{"value": 16, "unit": "px"}`: a dimension, a duration. Read,
/// written and reached by a pointer the same way.
protocol NumberWithUnit: WritesItself {
    associatedtype Unit: RawRepresentable<String>
    /// The number as written.
    var value: Double { get }
    /// The unit as written.
    var unit: Unit { get }
    init(value: Double, unit: Unit)
    /// Its `$type`.
    static var type: TokenType { get }
    /// What its messages call it, made once (a value is read without building a string).
    static var words: NumberWithUnitWords { get }
}

/// The kind of a ``NumberWithUnit`` type (`DimensionKind`, `DurationKind`): what it does follows from the
/// number and the unit.
struct NumberWithUnitKind<Value: NumberWithUnit>: TokenValueKind {
    var type: TokenType { Value.type }

    /// `value` (a number) and `unit` (a string).
    func member(_ segment: String, of value: Value) -> ValuePart? {
        ["value": .value(.number(value.value)), "unit": .string(value.unit.rawValue)][segment]
    }
}

/// What the messages about a ``NumberWithUnit`` say.
struct NumberWithUnitWords {
    /// The type: `dimension`.
    let type: String
    /// The object expected: `a dimension {"value": number, "unit": "px" | "rem"}`.
    let object: String
    /// The number member: `dimension value`.
    let value: String
    /// The units a file may write: `"px" or "rem"`.
    let units: String

    init(_ type: TokenType, units: [String]) {
        let quoted = units.map { "\"\($0)\"" }
        self.type = type.rawValue
        object = "a \(type.rawValue) {\"value\": number, \"unit\": \(quoted.joined(separator: " | "))}"
        value = "\(type.rawValue) value"
        self.units = quoted.joined(separator: " or ")
    }
}

extension NumberWithUnit {
    /// The Format Module form, for fix-its: `{"value": 16, "unit": "px"}`.
    var modernForm: String { "{\"value\": \(formatted(value)), \"unit\": \"\(unit.rawValue)\"}" }

    func write(to json: inout JSONWriter) { json.numberWithUnit(value, unit.rawValue) }
}

extension ValueReader {
    /// The members of a number with a unit (one array for all reads, not one per read).
    static let numberWithUnitMembers = ["value", "unit"]

    /// A number and a unit written as the Format Module writes them, `{"value": 16, "unit": "px"}`.
    mutating func readNumberWithUnit<Value: NumberWithUnit>(_ node: JSONNode) -> Value? {
        let words = Value.words
        guard let object = expectObject(node, words.object),
            checkMembers(object, at: node, required: Self.numberWithUnitMembers, optional: [], what: words.type),
            let valueNode = object["value"], let unitNode = object["unit"]
        else { return nil }
        guard let value = readPlainNumber(valueNode, what: words.value) else { return nil }
        guard case .string(let unitText) = unitNode.value, let unit = Value.Unit(rawValue: unitText) else {
            return invalid(unitNode, "\(words.type) unit must be \(words.units), not \(describe(unitNode))")
        }
        return Value(value: value, unit: unit)
    }
}

extension JSONWriter {
    /// `{"value": 16, "unit": "px"}`.
    mutating func numberWithUnit(_ value: Double, _ unit: String) {
        object { json in
            json.key("value"); json.number(value)
            json.key("unit"); json.string(unit)
        }
    }
}
