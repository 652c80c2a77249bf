import TypesetterCore

/// CSS written where the Format Module has its own forms (lenient mode): CSS Color 4 color strings
/// (https://www.w3.org/TR/css-color-4/) in color values and CSS math with viewport units
/// (https://www.w3.org/TR/css-values-4/#math) in dimension values. Each is rewritten to its Format Module
/// value, and each form is reported once per file (a count, the first place and what it reads as).
///
/// Strict mode reads none of these (the Format Module writes a color as an object and a dimension as
/// `{value, unit}`); its error says what lenient mode reads instead.
enum CSS {
    /// The viewport width that `vw` (and `clamp(…)` of it) is evaluated at: 393 pt, the portrait width of
    /// iPhone 15, 16 and 17 (and their Pro models), the width most iPhones in use have. A fluid web size
    /// (`clamp(1.5rem, 1rem + 2vw, 3rem)`) has no single value on a phone whose text grows with Dynamic Type,
    /// so it is read as the size the web page itself would use on that phone.
    static let viewportWidth = 393.0
    /// The matching portrait height (852 pt), for `vh`.
    static let viewportHeight = 852.0

    /// The CSS Color 4 functions read: `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hwb()`, `lab()`, `lch()`,
    /// `oklab()`, `oklch()` and `color()`.
    static let colorFunctions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
    ]

    /// The lowercased name of the CSS color function `text` calls (`"oklch"` for `"OKLCH(…)"`), or `nil`.
    static func colorFunction(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = String(trimmed[..<open]).trimmingSpaces.lowercased()
        return colorFunctions.contains(name) ? name : nil
    }

    /// The `color()` spaces (CSS Color 4 §10, predefined color spaces), by their CSS names.
    static let predefinedSpaces: [String: ColorValue.ColorSpace] = [
        "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB,
        "prophoto-rgb": .prophotoRGB, "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
    ]
}

// MARK: - Colors

/// A CSS color function call as written: its name, its component arguments and its alpha, each the text of
/// one argument (references such as `{color.base}` keep their case).
struct CSSColorCall {
    /// The lowercased function name.
    var function: String
    /// The arguments before the alpha (for `color()`, the color space first).
    var arguments: [String]
    /// The alpha argument, if any: after `/`, or the last of four (or two) comma-separated arguments.
    var alpha: String?
    /// Whether the arguments are separated by commas (the legacy syntax), not spaces and `/`.
    var commas = false

    /// Splits `name(a b c / d)` or `name(a, b, c, d)`; the problem when the arguments cannot be split.
    static func parse(_ text: String, function: String) -> Result<CSSColorCall, CSSColorProblem> {
        let trimmed = text.trimmingSpaces
        guard let open = trimmed.firstIndex(of: "(") else { return .failure(.init("no '('")) }
        let inner = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        let lowered = inner.trimmingSpaces.lowercased()
        if lowered.hasPrefix("from ") || lowered.hasPrefix("from(") {
            return .failure(
                .init(
                    "CSS relative color syntax (\(function)(from …)) is computed by the browser; write the color it gives"
                ))
        }
        // Separators count only outside `{…}`: a token name may hold spaces, ',' or '/'.
        var outside: [Character] = []
        var braces = 0
        for character in inner {
            if character == "{" { braces += 1 }
            if braces == 0 { outside.append(character) }
            if character == "}" { braces = max(braces - 1, 0) }
        }
        if outside.contains(where: { $0 == "(" || $0 == ")" }) {
            return .failure(.init("a function inside \(function)() is not read; write its value"))
        }
        let commas = outside.contains(",")
        let pieces = splitOutsideBraces(inner) {
            commas ? $0 == "," : $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "/"
        }
        if commas {
            guard !outside.contains("/") else { return .failure(.init("',' and '/' mixed")) }
            let arguments = pieces.map(\.text)
            guard !arguments.contains(where: \.isEmpty) else { return .failure(.init("an empty argument")) }
            var call = CSSColorCall(function: function, arguments: arguments, alpha: nil, commas: true)
            if arguments.count == 4 || (arguments.count == 2 && function != "color") {
                call.alpha = call.arguments.removeLast()
            }
            return .success(call)
        }
        var call = CSSColorCall(function: function, arguments: [], alpha: nil)
        var slashes = 0
        for piece in pieces {
            if piece.separator == "/" { slashes += 1 }
            guard !piece.text.isEmpty else { continue }
            if slashes == 0 {
                call.arguments.append(piece.text)
            } else {
                guard call.alpha == nil else { return .failure(.init("more than one value after '/'")) }
                call.alpha = piece.text
            }
        }
        guard slashes <= 1 else { return .failure(.init("more than one '/'")) }
        if slashes == 1, call.alpha == nil { return .failure(.init("nothing after '/'")) }
        return .success(call)
    }

    /// Text between separators, and the separator before it (`nil` for the first).
    private struct Piece {
        var separator: Character?
        var text: String
    }

    /// The pieces of `text` between separators outside `{…}`, each trimmed.
    private static func splitOutsideBraces(_ text: String, isSeparator: (Character) -> Bool) -> [Piece] {
        var pieces = [Piece(separator: nil, text: "")]
        var braces = 0
        for character in text {
            if character == "{" { braces += 1 }
            if character == "}" { braces = max(braces - 1, 0) }
            if braces == 0, isSeparator(character) {
                pieces.append(Piece(separator: character, text: ""))
            } else {
                pieces[pieces.count - 1].text.append(character)
            }
        }
        return pieces.map { Piece(separator: $0.separator, text: $0.text.trimmingSpaces) }
    }
}

/// Why a CSS color string cannot be read.
struct CSSColorProblem: Error {
    var text: String
    init(_ text: String) { self.text = text }
}

/// One CSS argument: a number, a percentage, an angle, `none`, a reference or a hex color.
enum CSSValue: Equatable {
    case number(Double)
    case percentage(Double)
    /// An angle in degrees (`deg`, `grad`, `rad`, `turn` converted).
    case angle(Double)
    case none
    case reference(String)
    case hex(String)

    /// `12`, `-1.5e2`, `.5`, `40%`, `0.5turn`, `none`, `{color.base}`, `#ff0000`; `nil` for anything else
    /// (CSS's number syntax, not Swift's: no `inf`, `nan` or hexadecimal).
    init?(_ text: String) {
        let lowered = text.lowercased()
        if lowered == "none" {
            self = .none
            return
        }
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            self = .reference(String(text.dropFirst().dropLast()))
            return
        }
        if text.hasPrefix("#") {
            self = .hex(text)
            return
        }
        let bytes = Array(lowered.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var count = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "e") {
            let mark = index
            index += 1
            if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { index = mark }
        }
        guard let value = Double(String(decoding: bytes[..<index], as: UTF8.self)), value.isFinite else {
            return nil
        }
        switch String(decoding: bytes[index...], as: UTF8.self) {
        case "": self = .number(value)
        case "%": self = .percentage(value)
        case "deg": self = .angle(value)
        case "grad": self = .angle(value * 0.9)
        case "rad": self = .angle(value * 180 / Double.pi)
        case "turn": self = .angle(value * 360)
        default: return nil
        }
    }
}

/// A CSS color read in lenient mode, or a problem already reported.
enum CSSColorOutcome {
    case color(ColorValue)
    case failed

    var color: ColorValue? {
        if case .color(let color) = self { return color }
        return nil
    }
}

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
                diagnostics.append(
                    .error(
                        .referenceMalformed, malformedReference, at: node.location,
                        notes: [
                            .init(
                                "with --lenient this reads as a CSS \(form) color, its references resolved, and shows the Format Module color object",
                                at: node.location)
                        ]))
                return .failed
            }
            // What lenient mode would read, found without reporting anything.
            let before = diagnostics.count
            let read = parseCSSColor(text, function: function, lowered: lowered, at: node)
            diagnostics.removeSubrange(before...)
            guard let color = read?.color else { return nil }
            let modern = color.modernForm
            diagnostics.append(
                .error(
                    .invalidValue,
                    "color \"\(ReferenceSyntax.clip(text))\" is a CSS \(form) string; the Format Module writes a color object, and with --lenient this reads as \(modern)",
                    at: node.location, fixIt: .init("use the Format Module form", replacement: modern)))
            return .failed
        }
        guard let color = parseCSSColor(text, function: function, lowered: lowered, at: node) else { return .failed }
        let modern = color.color.modernForm
        let clipped = ReferenceSyntax.clip(text)
        let meaning = color.base.map { " (the color \($0.argument) with alpha \(formatted(color.color.alpha)))" } ?? ""
        let kind = color.base?.form ?? form
        report.add(
            .lenientForm, "css-color \(kind) \(node.location.path)", at: node.location,
            fixIt: .init("use the Format Module form", replacement: modern)
        ) { count in
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
            switch lookup(.alias(key), node.location) {
            case .value(.number(let number)): value = .number(number)
            case .failed: return nil
            case let other:
                diagnostics.append(
                    .error(
                        .referenceTypeMismatch,
                        "{\(key)} in \"\(ReferenceSyntax.clip(text))\" must be a number token, but it points to \(other.description)",
                        at: node.location))
                return nil
            }
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

    /// Alpha: a number 0–1, a percentage, or a reference to a number token.
    private mutating func cssAlpha(_ argument: String, text: String, at node: JSONNode) -> Double? {
        var value = CSSValue(argument)
        if case .reference(let key)? = value {
            switch lookup(.alias(key), node.location) {
            case .value(.number(let number)): value = .number(number)
            case .failed: return nil
            case let other:
                diagnostics.append(
                    .error(
                        .referenceTypeMismatch,
                        "{\(key)}, the alpha of \"\(ReferenceSyntax.clip(text))\", must be a number token, but it points to \(other.description)",
                        at: node.location))
                return nil
            }
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

extension String {
    /// `#rrggbb` for 0xRRGGBB, lowercase.
    init(format6 value: UInt32) {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for shift in stride(from: 20, through: 0, by: -4) { text.append(digits[Int(value >> UInt32(shift) & 0xF)]) }
        self = text
    }
}

// MARK: - Math with viewport units

extension CSS {
    /// CSS's viewport-percentage units (https://www.w3.org/TR/css-values-4/#viewport-relative-lengths) and
    /// the share of ``viewportWidth`` or ``viewportHeight`` that one of each is. The small, large and dynamic
    /// forms are the same on an iPhone whose browser bars are not counted; `vi`/`vb` follow horizontal text.
    static func viewportLength(_ unit: String) -> Double? {
        switch unit {
        case "vw", "svw", "lvw", "dvw", "vi", "svi", "lvi", "dvi": viewportWidth / 100
        case "vh", "svh", "lvh", "dvh", "vb", "svb", "lvb", "dvb": viewportHeight / 100
        case "vmin", "svmin", "lvmin", "dvmin": min(viewportWidth, viewportHeight) / 100
        case "vmax", "svmax", "lvmax", "dvmax": max(viewportWidth, viewportHeight) / 100
        default: nil
        }
    }

    /// The CSS math this reader evaluates: an expression with a viewport unit (`1rem + 2vw`,
    /// `min(4vw, 24px)`), or one calling `clamp()` or `calc()`. Its form for the warning (`"clamp()"`,
    /// `"min()"`, `"viewport units"`) and its tokens, or `nil` for anything else (a bare `2vw`; `min()` of
    /// px and rem, which Tokens Studio arithmetic reads).
    static func math(_ text: String) -> (form: String, tokens: [CSSMathToken])? {
        guard text.contains(where: { $0 == "(" || $0 == "+" || $0 == "-" || $0 == "*" || $0 == "/" }),
            let tokens = CSSMathLexer.tokens(text)
        else { return nil }
        var viewport = false
        var cssFunction = false
        var expression = false
        for (position, token) in tokens.enumerated() {
            switch token {
            case .number(_, let unit): viewport = viewport || viewportLength(unit) != nil
            case .function(let name):
                cssFunction = cssFunction || name == "clamp" || name == "calc"
                expression = true
            case .operator, .comma: expression = expression || position > 0
            default: break
            }
        }
        guard cssFunction || (viewport && expression) else { return nil }
        if case .function(let name)? = tokens.first { return ("\(name)()", tokens) }
        return ("viewport units", tokens)
    }
}

/// One token of CSS math.
enum CSSMathToken: Equatable {
    /// A number and its unit as written, lowercased (`""`, `"rem"`, `"vw"`, `"%"`).
    case number(Double, unit: String)
    case reference(String)
    /// A function name, its `(` consumed.
    case function(String)
    case open, close, comma
    case `operator`(Character)
}

/// Splits CSS math into tokens.
enum CSSMathLexer {
    /// The tokens, or `nil` when `text` is not made of them (it is then not CSS math).
    static func tokens(_ text: String) -> [CSSMathToken]? {
        let characters = Array(text)
        var tokens: [CSSMathToken] = []
        var index = 0
        func isDigit(_ position: Int) -> Bool {
            position < characters.count && characters[position].isASCII && characters[position].isNumber
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case " ", "\t", "\n":
                index += 1
            case "(":
                tokens.append(.open)
                index += 1
            case ")":
                tokens.append(.close)
                index += 1
            case ",":
                tokens.append(.comma)
                index += 1
            case "+", "-", "*", "/":
                tokens.append(.operator(character))
                index += 1
            case "{":
                guard let close = characters[index...].firstIndex(of: "}") else { return nil }
                tokens.append(.reference(String(characters[(index + 1)..<close])))
                index = close + 1
            case _ where isDigit(index) || (character == "." && isDigit(index + 1)):
                let start = index
                while isDigit(index) { index += 1 }
                if index < characters.count, characters[index] == "." {
                    index += 1
                    while isDigit(index) { index += 1 }
                }
                if index < characters.count, characters[index] == "e" || characters[index] == "E" {
                    var next = index + 1
                    if next < characters.count, characters[next] == "+" || characters[next] == "-" { next += 1 }
                    if isDigit(next) {
                        index = next
                        while isDigit(index) { index += 1 }
                    }
                }
                guard let value = Double(String(characters[start..<index])), value.isFinite else { return nil }
                let unitStart = index
                while index < characters.count, characters[index].isLetter || characters[index] == "%" { index += 1 }
                tokens.append(.number(value, unit: String(characters[unitStart..<index]).lowercased()))
            case _ where character.isLetter:
                let start = index
                while index < characters.count, characters[index].isLetter || characters[index] == "-" { index += 1 }
                let name = String(characters[start..<index]).lowercased()
                var next = index
                while next < characters.count, characters[next] == " " { next += 1 }
                guard next < characters.count, characters[next] == "(" else { return nil }
                tokens.append(.function(name))
                index = next + 1
            default:
                return nil
            }
        }
        return tokens
    }
}

/// Evaluates CSS math (https://www.w3.org/TR/css-values-4/#calc-syntax) to a number or a length in points:
/// `+ - * /`, parentheses, `calc()`, `min()`, `max()`, `clamp()`, numbers, px, rem (at the configured rem
/// base), viewport units (at ``CSS/viewportWidth`` × ``CSS/viewportHeight``) and references to number or
/// dimension tokens. As in CSS, a sum's terms are both lengths or both numbers, a product has at most one
/// length, and `clamp(MIN, VAL, MAX)` is `max(MIN, min(VAL, MAX))`.
private struct CSSMathParser {
    struct Quantity {
        var value: Double
        var isLength: Bool
    }

    let tokens: [CSSMathToken]
    var reader: ValueReader
    let location: SourceLocation
    var index = 0
    /// A reference failed (already reported).
    var failed = false
    /// Why the expression does not evaluate (the first problem found).
    var problem: String?
    /// Whether a viewport unit is used (the warning then names the viewport).
    var viewportUnits = false

    init(tokens: [CSSMathToken], reader: ValueReader, location: SourceLocation) {
        self.tokens = tokens
        self.reader = reader
        self.location = location
    }

    mutating func fail<T>(_ message: String) -> T? {
        if problem == nil { problem = message }
        return nil
    }

    var next: CSSMathToken? { index < tokens.count ? tokens[index] : nil }

    mutating func parseAll() -> Quantity? {
        guard let result = parseSum(depth: 0) else { return nil }
        guard index == tokens.count else { return fail("unexpected text after the expression") }
        return result
    }

    mutating func parseSum(depth: Int) -> Quantity? {
        guard depth < Arithmetic.maximumNesting else {
            return fail("it nests deeper than \(Arithmetic.maximumNesting) levels")
        }
        guard var left = parseProduct(depth: depth) else { return nil }
        while case .operator(let op)? = next, op == "+" || op == "-" {
            index += 1
            guard let right = parseProduct(depth: depth) else { return nil }
            guard left.isLength == right.isLength else {
                return fail("\(op == "+" ? "an addition" : "a subtraction") mixes a length and a number")
            }
            left.value = op == "+" ? left.value + right.value : left.value - right.value
        }
        return left
    }

    mutating func parseProduct(depth: Int) -> Quantity? {
        guard var left = parseFactor(depth: depth) else { return nil }
        while case .operator(let op)? = next, op == "*" || op == "/" {
            index += 1
            guard let right = parseFactor(depth: depth) else { return nil }
            if op == "*" {
                guard !(left.isLength && right.isLength) else {
                    return fail("a length times a length is not a length; one factor must be a number")
                }
                left = Quantity(value: left.value * right.value, isLength: left.isLength || right.isLength)
            } else {
                guard left.isLength || !right.isLength else { return fail("a number divided by a length") }
                left = Quantity(value: left.value / right.value, isLength: left.isLength && !right.isLength)
            }
        }
        return left
    }

    mutating func parseFactor(depth: Int) -> Quantity? {
        guard depth + 1 < Arithmetic.maximumNesting else {
            return fail("it nests deeper than \(Arithmetic.maximumNesting) levels")
        }
        guard let token = next else { return fail("it ends where a value is expected") }
        index += 1
        switch token {
        case .operator(let sign) where sign == "-" || sign == "+":
            guard var inner = parseFactor(depth: depth + 1) else { return nil }
            if sign == "-" { inner.value = -inner.value }
            return inner
        case .open:
            guard let inner = parseSum(depth: depth + 1) else { return nil }
            guard next == .close else { return fail("a '(' is not closed") }
            index += 1
            return inner
        case .number(let value, let unit):
            return length(value, unit)
        case .reference(let key):
            return reference(key)
        case .function(let name):
            return function(name, depth: depth + 1)
        default:
            return fail("a value is expected where \(describe(token)) is")
        }
    }

    func describe(_ token: CSSMathToken) -> String {
        switch token {
        case .close: "')'"
        case .comma: "','"
        case .operator(let op): "'\(op)'"
        default: "a value"
        }
    }

    /// A number with its unit, in points for a length.
    mutating func length(_ value: Double, _ unit: String) -> Quantity? {
        switch unit {
        case "": return Quantity(value: value, isLength: false)
        case "px": return Quantity(value: value, isLength: true)
        case "rem": return Quantity(value: value * reader.remBase, isLength: true)
        case "em", "ex", "ch", "lh", "cap", "ic":
            return fail("\(unit) is relative to the element's font, which is not known here")
        case "%": return fail("a percentage is relative to an element's size, which is not known here")
        default:
            guard let share = CSS.viewportLength(unit) else {
                return fail("the unit \"\(unit)\" is not read here (px, rem, or a viewport unit such as vw)")
            }
            viewportUnits = true
            return Quantity(value: value * share, isLength: true)
        }
    }

    mutating func reference(_ key: String) -> Quantity? {
        switch reader.lookup(.alias(key), location) {
        case .value(.number(let number)): return Quantity(value: number, isLength: false)
        case .value(.dimension(let dimension)):
            return Quantity(
                value: dimension.unit == .rem ? dimension.value * reader.remBase : dimension.value, isLength: true)
        case .failed:
            failed = true
            return Quantity(value: 0, isLength: false)
        default:
            reader.diagnostics.append(
                .error(
                    .referenceTypeMismatch, "{\(key)} in an expression must be a number or dimension token",
                    at: location))
            failed = true
            return Quantity(value: 0, isLength: false)
        }
    }

    mutating func function(_ name: String, depth: Int) -> Quantity? {
        var arguments: [Quantity] = []
        while true {
            guard let argument = parseSum(depth: depth) else { return nil }
            arguments.append(argument)
            if next == .comma {
                index += 1
                continue
            }
            guard next == .close else { return fail("\(name)( is not closed") }
            index += 1
            break
        }
        guard arguments.dropFirst().allSatisfy({ $0.isLength == arguments[0].isLength }) else {
            return fail("\(name)() mixes lengths and numbers")
        }
        let values = arguments.map(\.value)
        let isLength = arguments[0].isLength
        switch name {
        case "calc":
            guard arguments.count == 1 else { return fail("calc() takes one expression, not \(arguments.count)") }
            return arguments[0]
        case "min": return values.min().map { Quantity(value: $0, isLength: isLength) }
        case "max": return values.max().map { Quantity(value: $0, isLength: isLength) }
        case "clamp":
            guard values.count == 3 else {
                return fail("clamp() takes a minimum, a value and a maximum, not \(values.count) values")
            }
            return Quantity(value: Swift.max(values[0], Swift.min(values[1], values[2])), isLength: isLength)
        default:
            return fail("\(name)() is not a CSS math function here (calc, min, max, clamp)")
        }
    }
}

extension ValueReader {
    /// A dimension written as CSS math with viewport units (Sage's fluid type
    /// `"clamp(2.2695rem, 1.9448rem + 1.6238vw, 3.2438rem)"`, `"min(4vw, {size.max})"`), evaluated for an
    /// iPhone in portrait (``CSS/viewportWidth``) with 1rem = ``remBase`` points, to a px dimension.
    ///
    /// `nil` when `text` is not such CSS (``CSS/math(_:)``) or the type expected is not a dimension (or
    /// none, for an untyped token); nothing is reported then. Lenient mode: the dimension, counted for the
    /// one warning per form and file, or `.failed` (reported). Strict mode: an error saying what lenient mode
    /// reads, or `nil` when it would not read it either. `malformedReference` is the strict error for a string
    /// with references inside.
    mutating func readCSSMath(
        _ text: String, at node: JSONNode, expecting: TokenType?, malformedReference: String? = nil
    ) -> ReferencedValue? {
        guard expecting == nil || expecting == .dimension, let (form, tokens) = CSS.math(text) else { return nil }
        let width = "an iPhone \(formatted(CSS.viewportWidth)) pt wide"
        if !lenient, let malformedReference {
            diagnostics.append(
                .error(
                    .referenceMalformed, malformedReference, at: node.location,
                    notes: [
                        .init(
                            "with --lenient this CSS \(form) is evaluated for \(width) and read as a px dimension",
                            at: node.location)
                    ]
                ))
            return .failed
        }
        var parser = CSSMathParser(tokens: tokens, reader: self, location: node.location)
        // Rounded to a billionth of a point: the inputs have a few decimals, and 5 × 3.93 should be 19.65, not
        // 19.650000000000002.
        let result = parser.parseAll().map {
            CSSMathParser.Quantity(value: ($0.value * 1e9).rounded() / 1e9, isLength: $0.isLength)
        }
        guard lenient else {
            guard let result, result.isLength || expecting == nil, result.value.isFinite, !parser.failed else {
                return nil
            }
            let dimension = DimensionValue(value: result.value, unit: result.isLength ? .px : unitlessDimension)
            let modern = dimension.modernForm
            diagnostics.append(
                .error(
                    .invalidValue,
                    "dimension \"\(ReferenceSyntax.clip(text))\" is CSS \(form), which the Format Module does not read; with --lenient it is evaluated for \(width) as \(modern)",
                    at: node.location, fixIt: .init("use the Format Module form", replacement: modern)))
            return .failed
        }
        diagnostics = parser.reader.diagnostics
        if parser.failed { return .failed }
        guard let result else {
            diagnostics.append(
                .error(
                    .invalidValue,
                    "cannot evaluate \"\(ReferenceSyntax.clip(text))\": \(parser.problem ?? "it is not CSS math")",
                    at: node.location))
            return .failed
        }
        guard result.value.isFinite else {
            diagnostics.append(
                .error(
                    .invalidValue, "CSS \"\(ReferenceSyntax.clip(text))\" does not give a finite number",
                    at: node.location))
            return .failed
        }
        let assumed = " (no unit: \(unitlessDimension.rawValue) assumed)"
        let dimension = DimensionValue(value: result.value, unit: result.isLength ? .px : unitlessDimension)
        let modern = dimension.modernForm
        let clipped = ReferenceSyntax.clip(text)
        let rem = formatted(remBase)
        let scale =
            parser.viewportUnits
            ? "for \(width) (1vw = \(formatted(CSS.viewportWidth / 100)) pt, 1vh = \(formatted(CSS.viewportHeight / 100)) pt) with 1rem = \(rem) pt"
            : "with 1rem = \(rem) pt"
        let came = formatNumber(result.value, maximumFractionDigits: 2) + (result.isLength ? " pt" : assumed)
        report.add(
            .lenientForm, "css-math \(form) \(node.location.path)", at: node.location,
            fixIt: .init("use the Format Module form", replacement: modern)
        ) { count in
            count == 1
                ? "dimension as CSS \(form) \"\(clipped)\" is evaluated \(scale): \(came); the Format Module writes \(modern)"
                : "\(count) dimensions as CSS \(form) are evaluated \(scale); the first, \"\(clipped)\", is \(came); the Format Module writes \(modern)"
        }
        return .value(.dimension(dimension))
    }
}
