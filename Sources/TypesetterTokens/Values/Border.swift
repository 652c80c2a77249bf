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
        if let reference = resolveIfReference(node, expecting: .border) {
            if case .value(.border(let border)) = reference { return border }
            return mismatch(node, reference, expected: .border)
        }
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
struct BorderKind: TokenValueKind {
    var type: TokenType { .border }

    func read(_ node: JSONNode, with reader: inout ValueReader) -> TokenValue? {
        reader.readBorder(node).map(TokenValue.border)
    }

    func member(_ segment: String, of border: BorderValue) -> ValuePart? {
        let parts: [String: TokenValue] = [
            "color": .color(border.color), "width": .dimension(border.width), "style": .strokeStyle(border.style),
        ]
        return parts[segment].map(ValuePart.value)
    }
}

extension BorderValue: WritesItself {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("color"); color.write(to: &json)
            json.key("width"); width.write(to: &json)
            json.key("style"); style.write(to: &json)
        }
    }
}
