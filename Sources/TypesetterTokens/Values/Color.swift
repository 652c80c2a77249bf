import TypesetterCore

/// A `color` value of the Color Module 2025.10 (https://www.designtokens.org/tr/2025.10/color/):
/// a color space, three components (each a number or `none`), alpha, and an optional sRGB hex fallback.
public struct ColorValue: Sendable, Hashable {
    /// The color spaces of the Color Module, with their component ranges.
    public enum ColorSpace: String, Sendable, Hashable, CaseIterable {
        case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch
        case displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
        case xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"

        /// The allowed range of each component: (lower, upper, upper bound inclusive). `nil` bounds are open.
        /// Hues are [0, 360); RGB-like spaces [0, 1]; lab/lch L [0, 100]; oklab/oklch L [0, 1]; chroma ≥ 0.
        var ranges: [(Double?, Double?, Bool)] {
            switch self {
            case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
                [(0, 1, true), (0, 1, true), (0, 1, true)]
            case .hsl, .hwb: [(0, 360, false), (0, 100, true), (0, 100, true)]
            case .lab: [(0, 100, true), (nil, nil, true), (nil, nil, true)]
            case .lch: [(0, 100, true), (0, nil, true), (0, 360, false)]
            case .oklab: [(0, 1, true), (nil, nil, true), (nil, nil, true)]
            case .oklch: [(0, 1, true), (0, nil, true), (0, 360, false)]
            case .xyzD65, .xyzD50: [(nil, nil, true), (nil, nil, true), (nil, nil, true)]
            }
        }
    }

    /// One component: a number, or `none` (a missing component, e.g. the hue of a gray).
    public enum Component: Sendable, Hashable {
        case value(Double)
        case none
    }

    /// The color space.
    public var colorSpace: ColorSpace
    /// Three components in that space's units.
    public var components: [Component]
    /// Opacity 0…1; 1 when omitted.
    public var alpha: Double
    /// The `#rrggbb` fallback as written, if any.
    public var hex: String?

    public init(colorSpace: ColorSpace, components: [Component], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }
}

extension ValueReader {
    mutating func readColor(_ node: JSONNode) -> ColorValue? {
        if let referenced = referencedValue(node, .color, { $0.color }) { return referenced }
        if case .string(let text) = node.value {
            if case .color(let color)? = lenientReading(.colorString, node)?.value { return color }
            // CSS (Lenient/CSS.swift): read in lenient mode; in strict mode an error that shows the reading.
            if let css = readCSSColor(text, at: node) { return css.color }
        }
        guard let object = expectObject(node, "a color {\"colorSpace\", \"components\", \"alpha\"?, \"hex\"?}") else {
            return nil
        }
        guard
            checkMembers(
                object, at: node, required: ["colorSpace", "components"], optional: ["alpha", "hex"], what: "color"),
            let spaceNode = object["colorSpace"], let componentsNode = object["components"]
        else { return nil }
        guard case .string(let spaceName) = spaceNode.value, let space = ColorValue.ColorSpace(rawValue: spaceName)
        else {
            return invalid(
                spaceNode,
                "unknown colorSpace \(describe(spaceNode)); expected one of \(ColorValue.ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        guard case .array(let items) = componentsNode.value else {
            return invalid(componentsNode, "color components must be an array, not \(describe(componentsNode))")
        }
        guard items.count == 3 else {
            return invalid(componentsNode, "a \(spaceName) color has 3 components, not \(items.count)")
        }
        var components: [ColorValue.Component] = []
        let ranges = space.ranges
        for (index, item) in items.enumerated() {
            switch item.value {
            case .string("none"):
                components.append(.none)
            case .number(let number):
                let (lower, upper, inclusive) = ranges[index]
                if let lower, number < lower {
                    return invalid(
                        item,
                        "\(spaceName) component \(index + 1) must be at least \(formatted(lower)), not \(formatted(number))",
                        code: .outOfRange)
                }
                if let upper, inclusive ? number > upper : number >= upper {
                    return invalid(
                        item,
                        "\(spaceName) component \(index + 1) must be \(inclusive ? "at most" : "less than") \(formatted(upper)), not \(formatted(number))",
                        code: .outOfRange)
                }
                components.append(.value(number))
            default:
                return invalid(item, "a color component must be a number or \"none\", not \(describe(item))")
            }
        }
        var alpha = 1.0
        if let alphaNode = object["alpha"] {
            guard case .number(let value) = alphaNode.value else {
                return invalid(alphaNode, "alpha must be a number, not \(describe(alphaNode))")
            }
            guard value >= 0, value <= 1 else {
                return invalid(alphaNode, "alpha must be between 0 and 1, not \(formatted(value))", code: .outOfRange)
            }
            alpha = value
        }
        var hex: String?
        if let hexNode = object["hex"] {
            guard case .string(let text) = hexNode.value else {
                return invalid(hexNode, "hex must be a string \"#rrggbb\", not \(describe(hexNode))")
            }
            if isHex6(text) {
                hex = text
            } else if case .color(let parsed)? = lenientReading(.colorHex, hexNode, .init(object: object))?.value {
                // The form keeps the digits' alpha (not 1) unless the color gives alpha.
                if parsed.alpha != 1 { alpha = parsed.alpha }
                hex = parsed.hex
            } else {
                return invalid(
                    hexNode, "hex must be 6 hex digits after '#' (\"#rrggbb\"; put opacity in alpha), not \"\(text)\"")
            }
        }
        return ColorValue(colorSpace: space, components: components, alpha: alpha, hex: hex)
    }

    func isHex6(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard utf8.count == 7, utf8.first == UInt8(ascii: "#") else { return false }
        return utf8.dropFirst().allSatisfy(isHexDigit)
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` → sRGB (the pre-2025 and Style Dictionary form).
    func parseHexColor(_ text: String) -> ColorValue? {
        let utf8 = Array(text.utf8)
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        var digits = Array(utf8.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(isHexDigit) else { return nil }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        var channels: [Double] = []
        var index = 0
        while index + 1 < digits.count {
            channels.append(Double(hexValue(digits[index]) * 16 + hexValue(digits[index + 1])) / 255)
            index += 2
        }
        guard channels.count >= 3 else { return nil }
        let hex = "#" + String(decoding: digits.prefix(6), as: UTF8.self).lowercased()
        return ColorValue(
            colorSpace: .srgb, components: channels.prefix(3).map { .value($0) },
            alpha: channels.count == 4 ? channels[3] : 1, hex: hex)
    }
}

func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
}

func hexValue(_ byte: UInt8) -> Int {
    switch byte {
    case 0x30...0x39: Int(byte) - 0x30
    case 0x41...0x46: Int(byte) - 0x41 + 10
    case 0x61...0x66: Int(byte) - 0x61 + 10
    default: 0
    }
}

// MARK: The Format Module form, for the warnings and fix-its of the forms in Lenient/

extension ColorValue {
    /// The Format Module form, for fix-its: `{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.16,
    /// "hex": "#000000"}` (alpha only when not 1). An sRGB number or alpha that is an 8-bit value k/255 (read
    /// from hex digits or rgb()) is written as short as it can be and still give k; any other number exactly.
    var modernForm: String {
        let numbers = components.map { component -> String in
            switch component {
            case .value(let number): colorSpace == .srgb ? shortChannel(number) : formatted(number)
            case .none: "\"none\""
            }
        }
        var text = "{\"colorSpace\": \"\(colorSpace.rawValue)\", \"components\": [\(numbers.joined(separator: ", "))]"
        if alpha != 1 { text += ", \"alpha\": \(shortChannel(alpha))" }
        if let hex { text += ", \"hex\": \"\(hex)\"" }
        return text + "}"
    }
}

/// A 0…1 channel that is an 8-bit value k/255 with the fewest decimals (2 to 4) that still give k: 41/255 is
/// `0.16`. Any other number as it is.
func shortChannel(_ value: Double) -> String {
    guard value.isFinite, value >= 0, value <= 1 else { return formatted(value) }
    let byte = (value * 255).rounded()
    guard byte / 255 == value else { return formatted(value) }
    var scale = 100.0
    for _ in 0..<3 {
        let rounded = (value * scale).rounded() / scale
        if (rounded * 255).rounded() == byte { return formatted(rounded) }
        scale *= 10
    }
    return formatted(value)
}

/// The `color` type.
struct ColorKind: TokenValueKind {
    var type: TokenType { .color }

    func member(_ segment: String, of color: ColorValue) -> ValuePart? {
        switch segment {
        case "colorSpace": .string(color.colorSpace.rawValue)
        case "components":
            .nested(
                ListPart(color.components, what: "a color's components array") { component in
                    switch component {
                    case .value(let number): .value(.number(number))
                    case .none: .string("none")
                    }
                })
        case "alpha": .value(.number(color.alpha))
        case "hex": color.hex.map(ValuePart.string)
        default: nil
        }
    }
}

extension ColorValue: WritesItself {
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
