import TypesetterCore

/// One `shadow` layer (https://www.designtokens.org/tr/2025.10/format/#shadow). A shadow token holds one
/// object or an array of them; both resolve to `TokenValue.shadow([ShadowValue])`.
public struct ShadowValue: Sendable, Hashable {
    /// Shadow color.
    public var color: ColorValue
    /// Horizontal offset.
    public var offsetX: DimensionValue
    /// Vertical offset.
    public var offsetY: DimensionValue
    /// Blur radius.
    public var blur: DimensionValue
    /// Spread distance.
    public var spread: DimensionValue
    /// An inner shadow (false when omitted).
    public var inset: Bool
}

extension ValueReader {
    mutating func readShadow(_ node: JSONNode) -> [ShadowValue]? {
        if let referenced = referencedValue(node, .shadow, { $0.shadow }) { return referenced }
        if case .array(let items) = node.value {
            var shadows: [ShadowValue] = []
            for item in items {
                // An element is one shadow object (or a reference to a single shadow); nested arrays are not
                // shadows, which also keeps resolved values from growing exponentially.
                if let reference = resolveIfReference(item, expecting: .shadow) {
                    guard case .value(.shadow(let layers)) = reference, layers.count == 1, let layer = layers.first
                    else {
                        return mismatch(item, reference, expected: .shadow)
                    }
                    shadows.append(layer)
                    continue
                }
                guard case .object = item.value else {
                    return invalid(item, "shadow array entries must be shadow objects, not \(describe(item))")
                }
                guard let layer = readShadowLayer(item) else { return nil }
                shadows.append(layer)
            }
            return shadows
        }
        guard let layer = readShadowLayer(node) else { return nil }
        return [layer]
    }

    mutating func readShadowLayer(_ node: JSONNode) -> ShadowValue? {
        guard
            var object = expectObject(
                node, "a shadow {\"color\", \"offsetX\", \"offsetY\", \"blur\", \"spread\", \"inset\"?}")
        else {
            return nil
        }
        if case .object(let rewritten)? = lenientReading(.shadowLayer, node) { object = rewritten }
        // Every member present is read even when another is missing or bad: one pass reports them all.
        let membersOK = checkMembers(
            object, at: node, required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"],
            what: "shadow")
        let color = object["color"].flatMap { readColor($0) }
        let offsetX = object["offsetX"].flatMap { readDimension($0) }
        let offsetY = object["offsetY"].flatMap { readDimension($0) }
        let blur = object["blur"].flatMap { readDimension($0) }
        let spread = object["spread"].flatMap { readDimension($0) }
        var inset: Bool? = false
        if let insetNode = object["inset"] {
            if case .bool(let flag) = insetNode.value {
                inset = flag
            } else {
                diagnostics.append(
                    .error(
                        .invalidValue, "inset must be true or false, not \(describe(insetNode))", at: insetNode.location
                    ))
                inset = nil
            }
        }
        guard membersOK, let color, let offsetX, let offsetY, let blur, let spread, let inset else { return nil }
        return ShadowValue(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

}

/// The `shadow` type: one layer or several.
struct ShadowKind: TokenValueKind {
    var type: TokenType { .shadow }

    /// Always an array, also for a shadow written as one object.
    func write(_ layers: [ShadowValue], to json: inout JSONWriter) {
        json.array { json in for layer in layers { layer.write(to: &json) } }
    }

    /// A layer by its index; a shadow of one layer (written as an object) also by the layer's members.
    func member(_ segment: String, of layers: [ShadowValue]) -> ValuePart? {
        if let index = ValuePart.index(segment, count: layers.count) { return .nested(layers[index]) }
        guard layers.count == 1, let layer = layers.first else { return nil }
        return layer.member(segment)
    }
}

extension ShadowValue: NestedValuePart {
    func member(_ segment: String) -> ValuePart? {
        let parts: [String: ValuePart] = [
            "color": .value(.color(color)), "offsetX": .value(.dimension(offsetX)),
            "offsetY": .value(.dimension(offsetY)), "blur": .value(.dimension(blur)),
            "spread": .value(.dimension(spread)), "inset": .other("a boolean"),
        ]
        return parts[segment]
    }

    var referenced: ReferencedValue { .value(.shadow([self])) }
}

extension ShadowValue {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("color"); color.write(to: &json)
            json.key("offsetX"); offsetX.write(to: &json)
            json.key("offsetY"); offsetY.write(to: &json)
            json.key("blur"); blur.write(to: &json)
            json.key("spread"); spread.write(to: &json)
            json.key("inset"); json.bool(inset)
        }
    }
}
