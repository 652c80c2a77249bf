import TypesetterCore
import TypesetterTokens

/// `typesetter check-contrast FOREGROUND BACKGROUND`: two colors in any form a token may give one, their
/// WCAG 2.x contrast ratio, and the levels it meets.
public struct ContrastQuestion: Sendable {
    public var foreground: Contrast.Color
    public var background: Contrast.Color
    /// What lies beneath a translucent background: white (light appearance) or black (dark).
    public var isDark: Bool

    public var ratio: Double {
        Contrast.ratio(foreground: foreground, background: background, backdrop: isDark ? .black : .white)
    }

    public init(foreground: Contrast.Color, background: Contrast.Color, isDark: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.isDark = isDark
    }

    /// Reads a color as a token value: a DTCG color object (`{"colorSpace": "display-p3", "components":
    /// [1, 0, 0]}`), a hex string (`#767676`, `#FFF`, `#00000080`), a CSS color (`rgb(0 0 0 / 50%)`,
    /// `hsl(…)`, a named color) or an alias-free JSON string of any of these. `name` says which argument,
    /// for the error.
    public static func color(_ text: String, name: String) -> Result<Contrast.Color, ContrastQuestionError> {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else {
            return .failure(
                ContrastQuestionError(
                    message:
                        "\(name) is empty; give a color such as #767676, rgb(118 118 118) or {\"colorSpace\": \"srgb\", \"components\": [0.46, 0.46, 0.46]}"
                ))
        }
        let value = trimmed.hasPrefix("{") ? trimmed : JSONWriter.quote(trimmed)
        let file = SourceFile(path: name, text: #"{ "color": { "$type": "color", "$value": "# + value + " } }")
        let resolution = TokenResolver.resolve(files: [file], options: ResolveOptions(lenient: true))
        // Lenient mode leaves a value it cannot read out, with its error as a warning: the first diagnostic
        // that is not a rewrite of a legacy form says why.
        if resolution.tokens["color"] == nil,
            let error = resolution.diagnostics.first(where: { !$0.code.isLenientRewrite })
        {
            let forms =
                trimmed.hasPrefix("{")
                ? "" : "; write hex (#767676), rgb(118 118 118), hsl(…), a CSS color name, or a DTCG color object"
            return .failure(
                ContrastQuestionError(message: "\(name) \(quoted(trimmed)) is not a color: \(error.message)\(forms)"))
        }
        guard case .color(let color)? = resolution.tokens["color"]?.value, let design = ColorTokens.designColor([color])
        else {
            return .failure(
                ContrastQuestionError(message: "\(name) \(quoted(trimmed)) cannot be converted to sRGB or Display P3"))
        }
        return .success(Contrast.Color(design.color.any, in: design.color.colorSpace))
    }

    /// The report: the ratio, then each WCAG level with its threshold and whether the ratio meets it.
    public var report: String {
        let ratio = ratio
        var lines = ["\(Contrast.formatted(ratio)):1"]
        let rows: [(Contrast.Level, String)] = [
            (.aaNormal, "AA   normal text (4.5:1)"), (.aaLarge, "AA   large text  (3:1)  "),
            (.aaaNormal, "AAA  normal text (7:1)  "), (.aaaLarge, "AAA  large text  (4.5:1)"),
        ]
        for (level, label) in rows {
            lines.append("\(label)  \(ratio >= level.minimumRatio ? "pass" : "fail")")
        }
        lines.append("large text: 18 pt and up, or 14 pt bold and up (WCAG 2.2, 1.4.3 and 1.4.6)")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ text: String) -> String {
        let clipped = text.count > 60 ? String(text.prefix(57)) + "…" : text
        return "\"\(clipped)\""
    }
}

/// A color argument that could not be read.
public struct ContrastQuestionError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
