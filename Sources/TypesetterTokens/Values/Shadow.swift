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
        if let reference = resolveIfReference(node, expecting: .shadow) {
            if case .value(.shadow(let shadows)) = reference { return shadows }
            return mismatch(node, reference, expected: .shadow)
        }
        if case .array(let items) = node.value {
            var shadows: [ShadowValue] = []
            for item in items {
                // An element is one shadow object (or a reference to a single shadow); nested arrays are not
                // shadows, which also keeps resolved values from growing exponentially.
                if let reference = resolveIfReference(item, expecting: .shadow) {
                    guard case .value(.shadow(let layers)) = reference, layers.count == 1, let layer = layers.first else {
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
        guard let object = expectObject(node, "a shadow {\"color\", \"offsetX\", \"offsetY\", \"blur\", \"spread\", \"inset\"?}"),
            checkMembers(object, at: node, required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"], what: "shadow"),
            let colorNode = object["color"], let xNode = object["offsetX"], let yNode = object["offsetY"],
            let blurNode = object["blur"], let spreadNode = object["spread"]
        else { return nil }
        let color = readColor(colorNode)
        let offsetX = readDimension(xNode)
        let offsetY = readDimension(yNode)
        let blur = readDimension(blurNode)
        let spread = readDimension(spreadNode)
        var inset = false
        if let insetNode = object["inset"] {
            guard case .bool(let flag) = insetNode.value else {
                return invalid(insetNode, "inset must be true or false, not \(describe(insetNode))")
            }
            inset = flag
        }
        guard let color, let offsetX, let offsetY, let blur, let spread else { return nil }
        return ShadowValue(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }
}
