import TypesetterCore

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
        if let referenced = referencedValue(node, .border, { $0.border }) { return referenced }
        guard let object = expectObject(node, "a border {\"color\", \"width\", \"style\"}") else { return nil }
        // Every member present is read even when another is missing or bad: one pass reports them all.
        let membersOK = checkMembers(
            object, at: node, required: ["color", "width", "style"], optional: [], what: "border")
        let color = object["color"].flatMap { readColor($0) }
        let width = object["width"].flatMap { readDimension($0) }
        let style = object["style"].flatMap { readStrokeStyle($0) }
        guard membersOK, let color, let width, let style else { return nil }
        return BorderValue(color: color, width: width, style: style)
    }
}

/// The `border` type.
typealias BorderKind = CompositeKind<BorderValue>

extension BorderValue: CompositeToken {
    static var type: TokenType { .border }

    var members: KeyValuePairs<String, TokenValue> {
        ["color": .color(color), "width": .dimension(width), "style": .strokeStyle(style)]
    }
}
