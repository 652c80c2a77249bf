import TypesetterCore

/// One stop of a `gradient` (https://www.designtokens.org/tr/2025.10/format/#gradient). Positions outside
/// [0, 1] are clamped, as the spec requires.
public struct GradientStop: Sendable, Hashable {
    /// Stop color.
    public var color: ColorValue
    /// Position along the gradient, 0…1.
    public var position: Double
}

extension ValueReader {
    mutating func readGradient(_ node: JSONNode) -> [GradientStop]? {
        if let referenced = referencedValue(node, .gradient, { $0.gradient }) { return referenced }
        guard case .array(let items) = node.value else {
            return invalid(node, "gradient must be an array of stops, not \(describe(node))")
        }
        guard !items.isEmpty else { return invalid(node, "gradient must have at least one stop") }
        var stops: [GradientStop] = []
        for item in items {
            if let reference = resolveIfReference(item, expecting: nil) {
                guard case .gradientStop(let stop) = reference else {
                    return invalid(
                        item,
                        "a gradient stop reference must point to a gradient stop {\"color\", \"position\"}, not \(reference.description)",
                        code: .referenceTypeMismatch)
                }
                stops.append(stop)
                continue
            }
            guard let object = expectObject(item, "a gradient stop {\"color\", \"position\"}"),
                checkMembers(object, at: item, required: ["color", "position"], optional: [], what: "gradient stop"),
                let colorNode = object["color"], let positionNode = object["position"]
            else { return nil }
            let color = readColor(colorNode)
            guard let position = readNumber(positionNode, what: "gradient stop position"), let color else { return nil }
            stops.append(GradientStop(color: color, position: min(max(position, 0), 1)))
        }
        return stops
    }
}

/// The `gradient` type.
struct GradientKind: TokenValueKind {
    var type: TokenType { .gradient }

    func write(_ stops: [GradientStop], to json: inout JSONWriter) {
        json.array { json in for stop in stops { stop.write(to: &json) } }
    }

    func member(_ segment: String, of stops: [GradientStop]) -> ValuePart? {
        ValuePart.index(segment, count: stops.count).map { .nested(stops[$0]) }
    }
}

extension GradientStop: CompositeValue, NestedValuePart {
    var members: KeyValuePairs<String, TokenValue> { ["color": .color(color), "position": .number(position)] }

    var referenced: ReferencedValue { .gradientStop(self) }
}
