import TypesetterCore

/// JSON for resolved values, in the Format Module's own value shapes, so tools reading
/// `typesetter tokens --format json` see the same forms the spec defines.
extension TokenValue {
    /// The value as compact DTCG JSON (`{"value":16,"unit":"px"}`, `{"colorSpace":…}`, …).
    public var jsonText: String { JSONWriter.compact { write(to: &$0) } }

    /// Writes the value as DTCG JSON.
    package func write(to json: inout JSONWriter) {
        switch self {
        case .color(let color): color.write(to: &json)
        case .dimension(let dimension): dimension.write(to: &json)
        case .number(let number): json.number(number)
        case .fontFamily(let names):
            if names.count == 1 {
                json.string(names[0])
            } else {
                json.array { json in for name in names { json.string(name) } }
            }
        case .fontWeight(let weight):
            if let name = weight.name { json.string(name) } else { json.number(weight.value) }
        case .duration(let duration):
            json.object { json in
                json.key("value"); json.number(duration.value)
                json.key("unit"); json.string(duration.unit.rawValue)
            }
        case .cubicBezier(let curve):
            json.array { json in for number in [curve.x1, curve.y1, curve.x2, curve.y2] { json.number(number) } }
        case .strokeStyle(let style): style.write(to: &json)
        case .border(let border):
            json.object { json in
                json.key("color"); border.color.write(to: &json)
                json.key("width"); border.width.write(to: &json)
                json.key("style"); border.style.write(to: &json)
            }
        case .transition(let transition):
            json.object { json in
                json.key("duration"); TokenValue.duration(transition.duration).write(to: &json)
                json.key("delay"); TokenValue.duration(transition.delay).write(to: &json)
                json.key("timingFunction"); TokenValue.cubicBezier(transition.timingFunction).write(to: &json)
            }
        case .shadow(let layers):
            json.array { json in
                for layer in layers {
                    json.object { json in
                        json.key("color"); layer.color.write(to: &json)
                        json.key("offsetX"); layer.offsetX.write(to: &json)
                        json.key("offsetY"); layer.offsetY.write(to: &json)
                        json.key("blur"); layer.blur.write(to: &json)
                        json.key("spread"); layer.spread.write(to: &json)
                        json.key("inset"); json.bool(layer.inset)
                    }
                }
            }
        case .gradient(let stops):
            json.array { json in
                for stop in stops {
                    json.object { json in
                        json.key("color"); stop.color.write(to: &json)
                        json.key("position"); json.number(stop.position)
                    }
                }
            }
        case .relativeDimension(let em):
            json.object { json in
                json.key("value"); json.number(em)
                json.key("unit"); json.string("em")
            }
        case .data(_, let text): json.raw(text)
        case .typography(let typography): typography.write(to: &json)
        }
    }
}

extension TypographyValue {
    func write(to json: inout JSONWriter) {
        json.object { json in
            if let family = fontFamily { json.key("fontFamily"); TokenValue.fontFamily(family).write(to: &json) }
            if let size = fontSize { json.key("fontSize"); size.write(to: &json) }
            if let weight = fontWeight { json.key("fontWeight"); TokenValue.fontWeight(weight).write(to: &json) }
            if let spacing = letterSpacing { json.key("letterSpacing"); spacing.write(to: &json) }
            if let lineHeight { json.key("lineHeight"); json.number(lineHeight) }
            if let em = relativeLetterSpacing {
                json.key("relativeLetterSpacing"); TokenValue.relativeDimension(em).write(to: &json)
            }
            if isItalic { json.key("fontStyle"); json.string("italic") }
            if !extras.isEmpty {
                json.key("extras")
                json.object { json in
                    for (key, text) in extras.sorted(by: { $0.key < $1.key }) {
                        json.key(key)
                        json.raw(text)
                    }
                }
            }
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
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("colorSpace"); json.string(colorSpace.rawValue)
            json.key("components")
            json.array { json in
                for component in components {
                    switch component {
                    case .value(let number): json.number(number)
                    case .none: json.string("none")
                    }
                }
            }
            json.key("alpha"); json.number(alpha)
            if let hex { json.key("hex"); json.string(hex) }
        }
    }
}

extension DimensionValue {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("value"); json.number(value)
            json.key("unit"); json.string(unit.rawValue)
        }
    }
}

extension StrokeStyleValue {
    func write(to json: inout JSONWriter) {
        switch self {
        case .keyword(let keyword): json.string(keyword.rawValue)
        case .dashed(let dashes, let cap):
            json.object { json in
                json.key("dashArray"); json.array { json in for dash in dashes { dash.write(to: &json) } }
                json.key("lineCap"); json.string(cap.rawValue)
            }
        }
    }
}

extension JSONNode {
    /// The node as compact JSON text (for `$extensions`, kept as written). Depth is bounded by the parser.
    public var jsonText: String { JSONWriter.compact { write(to: &$0) } }

    /// Writes the node as JSON.
    package func write(to json: inout JSONWriter) {
        switch value {
        case .null: json.null()
        case .bool(let flag): json.bool(flag)
        case .number(let number): json.number(number)
        case .string(let text): json.string(text)
        case .array(let items): json.array { json in for item in items { item.write(to: &json) } }
        case .object(let object): object.write(to: &json)
        }
    }
}

extension JSONObject {
    /// The object as compact JSON text.
    public var jsonText: String { JSONWriter.compact { write(to: &$0) } }

    /// Writes the object as JSON, members in the file's order.
    package func write(to json: inout JSONWriter) {
        json.object { json in
            for member in members {
                json.key(member.key)
                member.value.write(to: &json)
            }
        }
    }
}

extension TokenSet {
    /// The resolved tokens as a JSON array, one compact object per token on its own line: name, path, type,
    /// value, aliasChain, description, deprecated, extensions, location.
    public var jsonText: String {
        var json = JSONWriter(pretty: true, capacity: tokens.count * 160)
        write(to: &json)
        return json.text
    }

    /// Writes the array of ``jsonText``.
    package func write(to json: inout JSONWriter) {
        json.array { json in
            for token in tokens {
                json.object(compact: true) { json in
                    json.key("name"); json.string(token.path.dotted)
                    json.key("path"); json.array { json in for name in token.path.names { json.string(name) } }
                    json.key("type"); json.string(token.typeName)
                    json.key("value"); token.value.write(to: &json)
                    json.key("aliasChain");
                    json.array { json in for path in aliasChain(of: token.path) { json.string(path.dotted) } }
                    if let description = token.description { json.key("description"); json.string(description) }
                    if let deprecated = token.deprecated {
                        json.key("deprecated")
                        if let message = deprecated.message { json.string(message) } else { json.bool(true) }
                    }
                    if let extensions = token.extensions { json.key("extensions"); extensions.write(to: &json) }
                    json.key("location"); json.string(token.location.description)
                }
            }
        }
    }
}
