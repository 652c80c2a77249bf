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
        let pieces = CSS.splitOutsideBraces(inner) {
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

extension String {
    /// `#rrggbb` for 0xRRGGBB, lowercase.
    init(format6 value: UInt32) {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for shift in stride(from: 20, through: 0, by: -4) { text.append(digits[Int(value >> UInt32(shift) & 0xF)]) }
        self = text
    }
}

extension ValueReader {
    /// Strict mode's error for a string with references inside that lenient mode reads as CSS, saying what
    /// lenient mode reads (`lenientReading`, after "with --lenient").
    mutating func reportMalformedReference(_ message: String, at node: JSONNode, lenientReading: String) {
        diagnostics.append(
            .error(
                .referenceMalformed, message, at: node.location,
                notes: [.init("with --lenient \(lenientReading)", at: node.location)]))
    }

    /// Strict mode's error for a CSS form lenient mode reads (`message` says what it reads as), with the fix-it
    /// to the Format Module form.
    mutating func reportCSSForm(_ message: String, at node: JSONNode, modern: String) {
        diagnostics.append(
            Diagnostic.error(.invalidValue, message, at: node.location, fixIt: .formatModuleForm(modern))
                .about(.init(offeredReading: modern)))
    }

    /// Lenient mode: a CSS form read, counted for one warning per `form` and file with the fix-it to the Format
    /// Module form; `message` is given the count when the warning is made.
    mutating func countCSSForm(
        _ form: String, at node: JSONNode, modern: String, message: @escaping (Int) -> String
    ) {
        report.add(
            .lenientForm, "\(form) \(node.location.path)", at: node.location, fixIt: .formatModuleForm(modern),
            message: message)
    }
}

extension CSS {
    /// Text between separators, and the separator before it (`nil` for the first).
    struct Piece {
        var separator: Character?
        var text: String
    }

    /// The pieces of `text` between separators outside `{…}`, each trimmed.
    static func splitOutsideBraces(_ text: String, isSeparator: (Character) -> Bool) -> [Piece] {
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
