import TypesetterCore

/// A `cubicBezier` timing function `[x1, y1, x2, y2]`, x in [0, 1]
/// (https://www.designtokens.org/tr/2025.10/format/#cubic-bezier).
public struct CubicBezierValue: Sendable, Hashable {
    /// The two control points P1 (x1, y1) and P2 (x2, y2).
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }
}

extension ValueReader {
    mutating func readCubicBezier(_ node: JSONNode) -> CubicBezierValue? {
        if let referenced = referencedValue(node, .cubicBezier, { $0.cubicBezier }) { return referenced }
        guard case .array(let items) = node.value else {
            return invalid(node, "cubicBezier must be an array [x1, y1, x2, y2], not \(describe(node))")
        }
        guard items.count == 4 else { return invalid(node, "cubicBezier has 4 numbers, not \(items.count)") }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            let number: Double?
            if isReference(item) {
                number = readNumber(item)
            } else {
                number = readPlainNumber(item, what: "cubicBezier entry")
            }
            guard let number else { return nil }
            if index % 2 == 0, !(0...1).contains(number) {
                return invalid(
                    item, "cubicBezier x\(index / 2 + 1) must be between 0 and 1, not \(formatted(number))",
                    code: .outOfRange)
            }
            numbers.append(number)
        }
        return CubicBezierValue(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }
}

/// The `cubicBezier` type.
struct CubicBezierKind: TokenValueKind {
    var type: TokenType { .cubicBezier }

    func write(_ curve: CubicBezierValue, to json: inout JSONWriter) {
        json.array { json in for number in curve.numbers { json.number(number) } }
    }

    func member(_ segment: String, of curve: CubicBezierValue) -> ValuePart? {
        ValuePart.index(segment, count: 4).map { .value(.number(curve.numbers[$0])) }
    }
}

extension CubicBezierValue {
    /// `[x1, y1, x2, y2]`, as written.
    var numbers: [Double] { [x1, y1, x2, y2] }
}
