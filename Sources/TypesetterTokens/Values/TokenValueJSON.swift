import TypesetterCore

/// JSON text for resolved values, in the Format Module's own value shapes, so tools reading
/// `typesetter tokens --format json` see the same forms the spec defines.
extension TokenValue {
    /// The value as DTCG JSON (`{"value": 16, "unit": "px"}`, `{"colorSpace": …}`, …).
    public var jsonText: String {
        switch self {
        case .color(let color): color.jsonText
        case .dimension(let dimension): dimension.jsonText
        case .number(let number): JSONText.number(number)
        case .fontFamily(let names): names.count == 1 ? JSONText.quote(names[0]) : "[" + names.map(JSONText.quote).joined(separator: ",") + "]"
        case .fontWeight(let weight): weight.name.map(JSONText.quote) ?? JSONText.number(weight.value)
        case .duration(let duration): "{\"value\":\(JSONText.number(duration.value)),\"unit\":\"\(duration.unit.rawValue)\"}"
        case .cubicBezier(let curve): "[\([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONText.number).joined(separator: ","))]"
        case .strokeStyle(let style): style.jsonText
        case .border(let border):
            "{\"color\":\(border.color.jsonText),\"width\":\(border.width.jsonText),\"style\":\(border.style.jsonText)}"
        case .transition(let transition):
            "{\"duration\":\(TokenValue.duration(transition.duration).jsonText),\"delay\":\(TokenValue.duration(transition.delay).jsonText),\"timingFunction\":\(TokenValue.cubicBezier(transition.timingFunction).jsonText)}"
        case .shadow(let layers):
            "[" + layers.map { layer in
                "{\"color\":\(layer.color.jsonText),\"offsetX\":\(layer.offsetX.jsonText),\"offsetY\":\(layer.offsetY.jsonText),\"blur\":\(layer.blur.jsonText),\"spread\":\(layer.spread.jsonText),\"inset\":\(layer.inset)}"
            }.joined(separator: ",") + "]"
        case .gradient(let stops):
            "[" + stops.map { "{\"color\":\($0.color.jsonText),\"position\":\(JSONText.number($0.position))}" }.joined(separator: ",") + "]"
        case .relativeDimension(let em): "{\"value\":\(JSONText.number(em)),\"unit\":\"em\"}"
        case .data(_, let json): json
        case .typography(let typography):
            "{" + [
                typography.fontFamily.map { "\"fontFamily\":" + TokenValue.fontFamily($0).jsonText },
                typography.fontSize.map { "\"fontSize\":" + $0.jsonText },
                typography.fontWeight.map { "\"fontWeight\":" + TokenValue.fontWeight($0).jsonText },
                typography.letterSpacing.map { "\"letterSpacing\":" + $0.jsonText },
                typography.lineHeight.map { "\"lineHeight\":" + JSONText.number($0) },
                typography.relativeLetterSpacing.map { "\"relativeLetterSpacing\":{\"value\":\(JSONText.number($0)),\"unit\":\"em\"}" },
                typography.isItalic ? "\"fontStyle\":\"italic\"" : nil,
                typography.extras.isEmpty ? nil
                    : "\"extras\":{" + typography.extras.sorted { $0.key < $1.key }.map { JSONText.quote($0.key) + ":" + $0.value }.joined(separator: ",") + "}",
            ].compactMap { $0 }.joined(separator: ",") + "}"
        }
    }
}

extension ResolvedToken {
    /// The type as written for a token kept as data (`string`), else the Format Module type.
    public var typeName: String {
        if case .data(let name, _) = value { return name }
        return type.rawValue
    }
}

extension ColorValue {
    var jsonText: String {
        let components = components.map { component -> String in
            switch component {
            case .value(let number): JSONText.number(number)
            case .none: "\"none\""
            }
        }
        var text = "{\"colorSpace\":\"\(colorSpace.rawValue)\",\"components\":[\(components.joined(separator: ","))],\"alpha\":\(JSONText.number(alpha))"
        if let hex { text += ",\"hex\":\(JSONText.quote(hex))" }
        return text + "}"
    }
}

extension DimensionValue {
    var jsonText: String { "{\"value\":\(JSONText.number(value)),\"unit\":\"\(unit.rawValue)\"}" }
}

extension StrokeStyleValue {
    var jsonText: String {
        switch self {
        case .keyword(let keyword): "\"\(keyword.rawValue)\""
        case .dashed(let dashes, let cap):
            "{\"dashArray\":[\(dashes.map(\.jsonText).joined(separator: ","))],\"lineCap\":\"\(cap.rawValue)\"}"
        }
    }
}

extension JSONNode {
    /// The node as compact JSON text (for `$extensions`, kept as written). Depth is bounded by the parser.
    public var jsonText: String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): JSONText.number(number)
        case .string(let text): JSONText.quote(text)
        case .array(let items): "[" + items.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let object): object.jsonText
        }
    }
}

extension JSONObject {
    public var jsonText: String {
        "{" + members.map { JSONText.quote($0.key) + ":" + $0.value.jsonText }.joined(separator: ",") + "}"
    }
}

extension TokenSet {
    /// The resolved tokens as a JSON array, one object per token: path, name, type, value, aliasChain,
    /// description, deprecated, extensions, location.
    public var jsonText: String {
        var out = "["
        out.reserveCapacity(tokens.count * 160)
        for (index, token) in tokens.enumerated() {
            if index > 0 { out += "," }
            out += "\n  {\"name\":\(JSONText.quote(token.path.dotted)),\"path\":[\(token.path.names.map(JSONText.quote).joined(separator: ","))],\"type\":\(JSONText.quote(token.typeName)),\"value\":\(token.value.jsonText)"
            out += ",\"aliasChain\":[\(aliasChain(of: token.path).map { JSONText.quote($0.dotted) }.joined(separator: ","))]"
            if let description = token.description { out += ",\"description\":\(JSONText.quote(description))" }
            if let deprecated = token.deprecated { out += ",\"deprecated\":\(deprecated.message.map(JSONText.quote) ?? "true")" }
            if let extensions = token.extensions { out += ",\"extensions\":\(extensions.jsonText)" }
            out += ",\"location\":\(JSONText.quote(token.location.description))}"
        }
        return out + (tokens.isEmpty ? "]" : "\n]")
    }
}
