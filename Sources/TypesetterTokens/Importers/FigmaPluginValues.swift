/// The values of Figma plugin dumps beyond what Figma's variables hold (lenient mode): text styles, effect
/// styles and paint styles, as variables2json (FigmaVariables2JSON.swift) and the Plugin API's style objects
/// (FigmaStyleDump.swift) write them, converted to Format Module values at the places they are written.
///
/// - **Typography.** variables2json writes `fontFamily`, `fontWeight` (Figma's style name), `fontSize`,
///   `lineHeight` with `lineHeightUnit` and `letterSpacing` with `letterSpacingUnit`; a `TextStyle` writes
///   `fontName: {family, style}`, `fontSize`, `lineHeight: {unit, value}` and `letterSpacing: {unit, value}`
///   (https://developers.figma.com/docs/plugins/api/TextStyle/). Sizes are px. A line height in `PERCENT` is
///   a multiple of the font size (125 is 1.25), in `PIXELS` a length divided by the font size, `AUTO` the font's own (the lenient
///   typography rule for `"AUTO"`). A letter spacing in `PIXELS` is px; in `PERCENT` a percentage of the font
///   size, kept relative as the lenient rule for `"-2%"` keeps it. Every number read so is rounded to 0.0001 (of
///   the multiple, the px or the percentage): Figma keeps 32-bit floats and writes 140% as 139.9999976158142,
///   0.15% as 0.15000000596046448. The style name is the weight, as the lenient
///   weight reader reads it (`"Semi Bold"`, `"Bold Italic"`). `textCase` and `textDecoration` other than
///   `ORIGINAL` and `NONE`, and paragraph spacing and indent other than 0, are kept as members beyond the
///   Format Module.
/// - **Shadows.** An effect whose visible effects are all `DROP_SHADOW` or `INNER_SHADOW` is a shadow, one
///   layer each (`offset`, `radius` the blur, `spread`, an inner shadow inset); variables2json writes the
///   color's red, green and blue from 0 to 255, the Plugin API from 0 to 1 (https://developers.figma.com/docs/plugins/api/Effect/).
/// - **Paints.** A paint style with one visible `SOLID` paint is a color, the paint's `opacity` its alpha
///   (https://developers.figma.com/docs/plugins/api/Paint/).
/// - Anything else (a gradient, an image or several paints; a blur; a layout grid; a type these dumps do not
///   define) has no Format Module value: kept as data, its `$type` what it is (`paint`, `effect`, `grid`).
extension FigmaVariables {
    /// The Format Module's sRGB color of components from 0 to 1, `alpha` written when not 1.
    static func srgb(_ r: Double, _ g: Double, _ b: Double, alpha: Double, at location: SourceLocation) -> JSONNode {
        func number(_ value: Double) -> JSONNode { JSONNode(.number(value), at: location) }
        var members: [(String, JSONNode)] = [
            ("colorSpace", JSONNode(.string("srgb"), at: location)),
            ("components", JSONNode(.array([number(r), number(g), number(b)]), at: location)),
        ]
        if alpha != 1 { members.append(("alpha", number(alpha))) }
        return object(members, at: location)
    }

    /// A dimension in px.
    static func pixels(_ value: Double, at location: SourceLocation) -> JSONNode {
        object(
            [("value", JSONNode(.number(value), at: location)), ("unit", JSONNode(.string("px"), at: location))],
            at: location)
    }

    /// An object of `members`, each key where its value is.
    static func object(_ members: [(String, JSONNode)], at location: SourceLocation) -> JSONNode {
        let list = members.map { JSONMember(key: $0.0, keyLocation: $0.1.location, value: $0.1) }
        return JSONNode(.object(JSONObject(members: list)), at: location)
    }

    /// The value of a plugin dump's typography, effect, paint or other kind (see the type's documentation);
    /// `nil` for Figma's own variable types, which ``convert(_:_:)`` reads.
    static func convertPluginValue(_ node: JSONNode, _ variable: Variable) -> Conversion? {
        switch variable.resolvedType {
        case "COLOR", "FLOAT", "STRING", "BOOLEAN":
            return nil
        case "typography", "TEXT":
            return typography(node, variable)
        case "effect", "EFFECT":
            let shadow = shadow(node, scale: variable.resolvedType == "effect" ? 255 : 1)
            return .success(type: shadow == nil ? "effect" : "shadow", value: shadow ?? node.object?["effects"] ?? node)
        case "PAINT":
            let color = solidColor(node)
            return .success(type: color == nil ? "paint" : "color", value: color ?? node.object?["paints"] ?? node)
        default:
            return .success(type: variable.resolvedType.lowercased(), value: node)
        }
    }

    /// A text style as a typography value (see the type's documentation).
    static func typography(_ node: JSONNode, _ variable: Variable) -> Conversion {
        let isStyle = variable.resolvedType == "TEXT"
        let what = isStyle ? "text style \"\(variable.name)\"" : "variable \"\(variable.name)\""
        guard let style = node.object else { return .failure("\(what) is a text style; its value must be an object") }
        guard let sizeNode = style["fontSize"], let size = sizeNode.number, size > 0 else {
            return .failure("\(what) needs a fontSize greater than 0 (px)", at: style["fontSize"]?.location)
        }
        // The members as each form names them: a `TextStyle`'s objects, variables2json's pairs of members.
        let fontName = style["fontName"]?.object
        let family = isStyle ? fontName?["family"] : style["fontFamily"]
        let weight = isStyle ? fontName?["style"] : style["fontWeight"]
        func measure(_ name: String) -> (value: JSONNode?, unit: JSONNode?)? {
            if isStyle {
                return style[name].map { ($0.object?["value"] ?? $0, $0.object?["unit"]) }
            }
            guard style[name] != nil || style[name + "Unit"] != nil else { return nil }
            return (style[name], style[name + "Unit"])
        }
        var members: [(String, JSONNode)] = []
        if let family { members.append(("fontFamily", family)) }
        members.append(("fontSize", pixels(size, at: sizeNode.location)))
        if let weight { members.append(("fontWeight", weight)) }
        if let (value, unit) = measure("lineHeight") {
            let at = value?.location ?? unit?.location ?? node.location
            switch (unit?.string, value?.number) {
            case ("AUTO", _): members.append(("lineHeight", JSONNode(.string("AUTO"), at: at)))
            case ("PERCENT", let percent?):
                members.append(("lineHeight", JSONNode(.number(unnoised(percent / 100)), at: at)))
            case ("PIXELS", let length?):
                members.append(("lineHeight", JSONNode(.number(unnoised(length) / size), at: at)))
            default:
                return .failure(
                    "\(what) has lineHeight \(describe(value, or: "without a value")) and unit \(describe(unit, or: "none")); Figma writes a number in PIXELS or PERCENT, or AUTO",
                    at: at)
            }
        }
        if let (value, unit) = measure("letterSpacing") {
            let at = value?.location ?? node.location
            switch (unit?.string, value?.number) {
            case ("PIXELS", let length?): members.append(("letterSpacing", pixels(unnoised(length), at: at)))
            case ("PERCENT", 0?): members.append(("letterSpacing", pixels(0, at: at)))
            case ("PERCENT", let percent?):
                members.append(("letterSpacing", JSONNode(.string("\(formatted(unnoised(percent)))%"), at: at)))
            default:
                return .failure(
                    "\(what) has letterSpacing \(describe(value, or: "without a value")) and unit \(describe(unit, or: "none")); Figma writes a number in PIXELS or PERCENT",
                    at: at)
            }
        }
        // What Figma writes for a style without them says nothing; other values are kept.
        for (key, none) in [("textCase", "ORIGINAL"), ("textDecoration", "NONE")] {
            if let member = style[key], member.string != none { members.append((key, member)) }
        }
        for key in ["paragraphSpacing", "paragraphIndent"] {
            if let member = style[key], member.number != 0 { members.append((key, member)) }
        }
        return .success(type: "typography", value: object(members, at: node.location))
    }

    /// `value` without the noise of Figma's 32-bit floats (140% written 139.9999976158142, 0.15% written
    /// 0.15000000596046448): rounded to 0.0001.
    static func unnoised(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    /// A value as a message names it: `"PERCENT"`, `12`, or `absent` when there is none.
    private static func describe(_ node: JSONNode?, or absent: String) -> String {
        guard let node else { return absent }
        switch node.value {
        case .string(let text): return "\"\(text)\""
        case .number(let number): return formatted(number)
        default: return node.value.kindDescription
        }
    }

    /// The shadow of an effect (`{"effects": […]}`) whose visible effects are all drop or inner shadows, each
    /// color component divided by `scale`; `nil` for any other effect, which is kept as data.
    static func shadow(_ node: JSONNode, scale: Double) -> JSONNode? {
        guard let effects = node.object?["effects"]?.array else { return nil }
        var layers: [JSONNode] = []
        for effect in effects {
            guard let object = effect.object else { return nil }
            if case .bool(false)? = object["visible"]?.value { continue }
            guard let type = object["type"]?.string, type == "DROP_SHADOW" || type == "INNER_SHADOW",
                let colorNode = object["color"], let color = colorNode.object, let r = color["r"]?.number,
                let g = color["g"]?.number, let b = color["b"]?.number, let offsetNode = object["offset"],
                let x = offsetNode.object?["x"]?.number, let y = offsetNode.object?["y"]?.number,
                let radiusNode = object["radius"], let radius = radiusNode.number
            else { return nil }
            let at = effect.location
            let spread = object["spread"]
            layers.append(
                Self.object(
                    [
                        (
                            "color",
                            srgb(
                                r / scale, g / scale, b / scale, alpha: color["a"]?.number ?? 1, at: colorNode.location)
                        ),
                        ("offsetX", pixels(x, at: offsetNode.location)),
                        ("offsetY", pixels(y, at: offsetNode.location)),
                        ("blur", pixels(radius, at: radiusNode.location)),
                        ("spread", pixels(spread?.number ?? 0, at: spread?.location ?? at)),
                        ("inset", JSONNode(.bool(type == "INNER_SHADOW"), at: at)),
                    ], at: at))
        }
        return layers.isEmpty ? nil : JSONNode(.array(layers), at: node.location)
    }

    /// The color of a paint style (`{"paints": […]}`) with one visible `SOLID` paint; `nil` for any other,
    /// which has no single color and is kept as data.
    static func solidColor(_ node: JSONNode) -> JSONNode? {
        let visible = (node.object?["paints"]?.array ?? []).filter { paint in
            if case .bool(false)? = paint.object?["visible"]?.value { return false }
            return true
        }
        guard visible.count == 1, let paint = visible.first?.object, paint["type"]?.string == "SOLID",
            let colorNode = paint["color"], let color = colorNode.object, let r = color["r"]?.number,
            let g = color["g"]?.number, let b = color["b"]?.number
        else { return nil }
        let alpha = (paint["opacity"]?.number ?? 1) * (color["a"]?.number ?? 1)
        return srgb(r, g, b, alpha: alpha, at: colorNode.location)
    }
}
