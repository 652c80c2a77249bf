import TypesetterCore

// Reading CSS colors (lenient mode) into Format Module colors.
extension ValueReader {
    /// A color written as CSS: a CSS Color 4 function (`oklch(0.7 0.1 200 / 50%)`, `color(display-p3 1 0 0)`,
    /// `hsl(210deg 50% 40%)`…), a named color or `transparent`; also Tokens Studio's `rgba({color.red}, 0.5)`
    /// and Workday's `oklch({color.base} / {opacity.half})`, a referenced color with its alpha replaced.
    ///
    /// The color keeps the space it is written in (an `oklch()` color is an oklch Format Module color), so
    /// the rewrite is exact: percentages and angle units are converted as CSS Color 4 defines them, nothing
    /// else. `nil` when `text` is none of these (nothing reported). Lenient mode: the color, counted for the
    /// one warning per form and file, or `.failed` (reported). Strict mode: an error saying what lenient mode
    /// reads, or `nil` when the CSS does not read either (the caller reports it as any other bad value).
    /// `malformedReference` is the strict error for a string with references inside (`rgba({a}, 0.5)`).
    mutating func readCSSColor(
        _ text: String, at node: JSONNode, malformedReference: String? = nil
    )
        -> CSSColorOutcome?
    {
        let lowered = text.trimmingSpaces.lowercased()
        let function = CSS.colorFunction(text)
        guard function != nil || lowered == "transparent" || CSSNamedColors.table[lowered] != nil else { return nil }
        let form = function.map { "\($0)()" } ?? (lowered == "transparent" ? "\"transparent\"" : "named color")
        if !lenient {
            if let malformedReference {
                reportMalformedReference(
                    malformedReference, at: node,
                    lenientReading:
                        "this reads as a CSS \(form) color, its references resolved, and shows the Format Module color object"
                )
                return .failed
            }
            // What lenient mode would read, found without reporting anything.
            let before = diagnostics.count
            let read = parseCSSColor(text, function: function, lowered: lowered, at: node)
            diagnostics.removeSubrange(before...)
            guard let color = read?.color else { return nil }
            let modern = color.modernForm
            reportCSSForm(
                "color \"\(ReferenceSyntax.clip(text))\" is a CSS \(form) string; the Format Module writes a color object, and with --lenient this reads as \(modern)",
                at: node, modern: modern)
            return .failed
        }
        guard let color = parseCSSColor(text, function: function, lowered: lowered, at: node) else { return .failed }
        let modern = color.color.modernForm
        let clipped = ReferenceSyntax.clip(text)
        let meaning = color.base.map { " (the color \($0.argument) with alpha \(formatted(color.color.alpha)))" } ?? ""
        let kind = color.base?.form ?? form
        countCSSForm("css-color \(kind)", at: node, modern: modern) { count in
            count == 1
                ? "color as a CSS string \"\(clipped)\"\(meaning) is a legacy form; the Format Module writes \(modern)"
                : "\(count) colors as CSS \(kind) strings are a legacy form; the Format Module writes a color object: for the first, \"\(clipped)\"\(meaning), \(modern)"
        }
        return .color(color.color)
    }

    /// A CSS color read: the color, and for the color-and-alpha form the color argument as written and the
    /// form's name (`rgba(color, alpha)`, `oklch(color / alpha)`).
    private struct ReadCSSColor {
        var color: ColorValue
        var base: (argument: String, form: String)?
    }

    /// Parses and converts a CSS color (`function` is its function, if it calls one); `nil` when a problem
    /// was reported.
    private mutating func parseCSSColor(
        _ text: String, function: String?, lowered: String, at node: JSONNode
    )
        -> ReadCSSColor?
    {
        guard let function else {
            if lowered == "transparent" {
                return ReadCSSColor(
                    color: ColorValue(
                        colorSpace: .srgb, components: [.value(0), .value(0), .value(0)], alpha: 0, hex: "#000000"))
            }
            guard let bytes = CSSNamedColors.table[lowered] else { return cssColorProblem(node, text, "not a color") }
            return ReadCSSColor(color: srgb(bytes: bytes))
        }
        let call: CSSColorCall
        switch CSSColorCall.parse(text, function: function) {
        case .success(let parsed): call = parsed
        case .failure(let problem): return cssColorProblem(node, text, problem.text)
        }
        var alpha = 1.0
        if let alphaText = call.alpha {
            guard let value = cssAlpha(alphaText, text: text, at: node) else { return nil }
            alpha = value
        }
        // A color and an alpha: `rgba(#ff0000, 0.5)`, `rgba({color.red}, 50%)`, `oklch({color.base} / 0.5)`.
        if call.arguments.count == 1, call.alpha != nil, function != "color", let first = call.arguments.first {
            guard var base = colorArgument(first, function: function, text: text, at: node) else { return nil }
            base.alpha = alpha
            let form = call.commas ? "\(function)(color, alpha)" : "\(function)(color / alpha)"
            return ReadCSSColor(color: base, base: (first, form))
        }
        var arguments = call.arguments
        let space: ColorValue.ColorSpace
        let kinds: [CSSComponent]
        switch function {
        case "rgb", "rgba": (space, kinds) = (.srgb, [.rgbChannel, .rgbChannel, .rgbChannel])
        case "hsl", "hsla": (space, kinds) = (.hsl, [.hue, .percent, .percent])
        case "hwb": (space, kinds) = (.hwb, [.hue, .percent, .percent])
        case "lab": (space, kinds) = (.lab, [.scaled(100), .scaled(125), .scaled(125)])
        case "lch": (space, kinds) = (.lch, [.scaled(100), .scaled(150), .hue])
        case "oklab": (space, kinds) = (.oklab, [.scaled(1), .scaled(0.4), .scaled(0.4)])
        case "oklch": (space, kinds) = (.oklch, [.scaled(1), .scaled(0.4), .hue])
        default:
            guard let name = arguments.first else { return cssColorProblem(node, text, "color() names no color space") }
            guard let predefined = CSS.predefinedSpaces[name.lowercased()] else {
                let names = CSS.predefinedSpaces.keys.sorted().joined(separator: ", ")
                return cssColorProblem(node, text, "\"\(name)\" is not a color() space (\(names))")
            }
            arguments.removeFirst()
            (space, kinds) = (predefined, [.scaled(1), .scaled(1), .scaled(1)])
        }
        guard arguments.count == 3 else {
            return cssColorProblem(
                node, text, "\(function)() takes 3 values and an optional alpha, not \(arguments.count)")
        }
        var components: [ColorValue.Component] = []
        for (index, argument) in arguments.enumerated() {
            guard let component = cssComponent(argument, kinds[index], space: space, index: index, text: text, at: node)
            else { return nil }
            components.append(component)
        }
        var hex: String?
        if space == .srgb, function.hasPrefix("rgb") {
            // rgb() is 8-bit by nature: its hex is the Format Module's sRGB fallback.
            let bytes = components.compactMap { component -> UInt32? in
                guard case .value(let channel) = component else { return nil }
                return UInt32((channel * 255).rounded())
            }
            if bytes.count == 3 { hex = String(format6: bytes[0] << 16 | bytes[1] << 8 | bytes[2]) }
        }
        return ReadCSSColor(color: ColorValue(colorSpace: space, components: components, alpha: alpha, hex: hex))
    }

    /// One component in the Format Module's units, range-checked; `nil` when reported.
    private mutating func cssComponent(
        _ argument: String, _ kind: CSSComponent, space: ColorValue.ColorSpace, index: Int, text: String,
        at node: JSONNode
    ) -> ColorValue.Component? {
        guard var value = CSSValue(argument) else {
            return cssColorProblem(node, text, "\"\(argument)\" is not \(kind.expected)")
        }
        if case .reference(let key) = value {
            guard let number = cssNumberReference(key, "{\(key)} in \"\(ReferenceSyntax.clip(text))\"", at: node)
            else { return nil }
            value = .number(number)
        }
        let number: Double
        switch (value, kind) {
        case (.none, _):
            return ColorValue.Component.none
        case (.number(let n), .rgbChannel): number = n / 255
        case (.percentage(let p), .rgbChannel): number = p / 100
        case (.number(let n), .percent), (.percentage(let n), .percent): number = n
        case (.number(let degrees), .hue), (.angle(let degrees), .hue):
            var normalized = degrees.truncatingRemainder(dividingBy: 360)
            if normalized < 0 { normalized += 360 }
            // (-0 and a tiny negative angle that rounds up to 360 are both 0.)
            return .value(normalized >= 360 || normalized == 0 ? 0 : normalized)
        case (.number(let n), .scaled): number = n
        case (.percentage(let p), .scaled(let full)): number = p * full / 100
        default:
            return cssColorProblem(node, text, "\"\(argument)\" is not \(kind.expected)")
        }
        // Every Format Module range with an upper bound has a lower one.
        let (lower, upper, inclusive) = space.ranges[index]
        if let lower, number < lower || upper.map({ inclusive ? number > $0 : number >= $0 }) == true {
            return cssColorProblem(node, text, "\"\(argument)\" \(kind.outside(lower, upper))")
        }
        return .value(number)
    }

    /// The color of the color-and-alpha form: a hex color or a reference to a color token.
    private mutating func colorArgument(
        _ argument: String, function: String, text: String, at node: JSONNode
    )
        -> ColorValue?
    {
        switch CSSValue(argument) {
        case .hex(let hex):
            guard let color = parseHexColor(hex) else {
                return cssColorProblem(node, text, "\"\(argument)\" is not a hex color")
            }
            return color
        case .reference(let key):
            switch lookup(.alias(key), node.location) {
            case .value(.color(let color)): return color
            case .failed: return nil
            case let other: return mismatch(node, other, expected: .color)
            }
        default:
            return cssColorProblem(
                node, text,
                "\(function)() with one value before the alpha takes a hex color or a reference such as {color.red}, not \"\(argument)\""
            )
        }
    }

    /// The number a reference inside a CSS color gives; `nil` when it does not resolve or is not a number
    /// (reported, with `subject` naming the reference and where it is).
    private mutating func cssNumberReference(_ key: String, _ subject: String, at node: JSONNode) -> Double? {
        switch lookup(.alias(key), node.location) {
        case .value(.number(let number)): return number
        case .failed: return nil
        case let other:
            diagnostics.append(
                .error(
                    .referenceTypeMismatch,
                    "\(subject) must be a number token, but it points to \(other.description)", at: node.location))
            return nil
        }
    }

    /// Alpha: a number 0–1, a percentage, or a reference to a number token.
    private mutating func cssAlpha(_ argument: String, text: String, at node: JSONNode) -> Double? {
        var value = CSSValue(argument)
        if case .reference(let key)? = value {
            guard
                let number = cssNumberReference(
                    key, "{\(key)}, the alpha of \"\(ReferenceSyntax.clip(text))\",", at: node)
            else { return nil }
            value = .number(number)
        }
        let alpha: Double
        switch value {
        case .number(let number)?: alpha = number
        case .percentage(let percent)?: alpha = percent / 100
        default: alpha = .nan
        }
        guard alpha >= 0, alpha <= 1 else {
            return cssColorProblem(node, text, "alpha \"\(argument)\" is not a number 0–1 or a percentage")
        }
        return alpha
    }

    private mutating func cssColorProblem<T>(_ node: JSONNode, _ text: String, _ problem: String) -> T? {
        diagnostics.append(
            .error(.invalidValue, "color \"\(ReferenceSyntax.clip(text))\": \(problem)", at: node.location))
        return nil
    }

    func srgb(bytes: UInt32) -> ColorValue {
        let channels = [bytes >> 16 & 0xFF, bytes >> 8 & 0xFF, bytes & 0xFF].map { Double($0) / 255 }
        return ColorValue(colorSpace: .srgb, components: channels.map { .value($0) }, hex: String(format6: bytes))
    }
}

/// How one CSS color component maps to the Format Module's number (CSS Color 4 gives each function's
/// reference ranges: what 100% is).
private enum CSSComponent {
    /// rgb(): 0–255, or 0%–100%; the Format Module's sRGB is 0–1.
    case rgbChannel
    /// hsl() saturation and lightness, hwb() whiteness and blackness: a percentage (or, in the modern syntax,
    /// the same number without '%'); the Format Module writes the number of percent.
    case percent
    /// A hue: a number of degrees or an angle, taken modulo 360.
    case hue
    /// A number as written, or a percentage of `full` (lab L: 100, a/b: 125; lch C: 150; oklab/oklch L: 1,
    /// a/b/C: 0.4; color(): 1).
    case scaled(Double)

    var expected: String {
        switch self {
        case .rgbChannel: "a number 0–255 or a percentage"
        case .percent: "a percentage"
        case .hue: "a hue (a number of degrees or an angle: deg, grad, rad, turn)"
        case .scaled: "a number or a percentage"
        }
    }

    /// Why a number outside the Format Module's range (`lower` to `upper`, either open) is not read.
    func outside(_ lower: Double, _ upper: Double?) -> String {
        switch self {
        case .rgbChannel: return "is outside 0–255 (0%–100%)"
        case .percent: return "is outside 0%–100%"
        case .hue, .scaled:
            guard let upper else { return "is below \(formatted(lower))" }
            let full: Double? = if case .scaled(let full) = self { full } else { nil }
            return "is outside \(formatted(lower))–\(formatted(upper))" + (upper == full ? " (0%–100%)" : "")
        }
    }
}
