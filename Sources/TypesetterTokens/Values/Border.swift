/// A `border` composite (https://www.designtokens.org/tr/2025.10/format/#border).
public struct BorderValue: Sendable, Hashable {
    /// Border color.
    public var color: ColorValue
    /// Border width.
    public var width: DimensionValue
    /// Border line style.
    public var style: StrokeStyleValue
}

extension ValueReader {
    mutating func readBorder(_ node: JSONNode) -> BorderValue? {
        if let reference = resolveIfReference(node, expecting: .border) {
            if case .value(.border(let border)) = reference { return border }
            return mismatch(node, reference, expected: .border)
        }
        guard let object = expectObject(node, "a border {\"color\", \"width\", \"style\"}"),
            checkMembers(object, at: node, required: ["color", "width", "style"], optional: [], what: "border"),
            let colorNode = object["color"], let widthNode = object["width"], let styleNode = object["style"]
        else { return nil }
        let color = readColor(colorNode)
        let width = readDimension(widthNode)
        let style = readStrokeStyle(styleNode)
        guard let color, let width, let style else { return nil }
        return BorderValue(color: color, width: width, style: style)
    }
}
