// The short text forms of typography values that people type on command lines and in config files.

extension Typography.LineHeight {
    /// Reads `22` or `22pt` (points), `1.5x` (a multiple of the size), `150%` (a multiple, as Tokens Studio
    /// writes it) or `normal` / `auto` (the font's own). Returns `nil` for anything else, including
    /// negative, zero, NaN and infinite numbers.
    public init?(text: String) {
        let trimmed = text.trimmingWhitespace()
        switch trimmed.lowercased() {
        case "normal", "auto":
            self = .fontDefault
            return
        default: break
        }
        if let number = positiveNumber(trimmed, droppingSuffix: "%") {
            self = .multiple(number / 100)
        } else if let number = positiveNumber(trimmed, droppingSuffix: "x") {
            self = .multiple(number)
        } else if let number = positiveNumber(trimmed, droppingSuffix: "pt")
            ?? positiveNumber(trimmed, droppingSuffix: "")
        {
            self = .points(number)
        } else {
            return nil
        }
    }

    /// The forms ``init(text:)`` accepts, for error messages.
    public static let textForms = "points (22 or 22pt), a multiple of the size (1.3x or 130%), or normal"
}

extension Typography.LetterSpacing {
    /// Reads `0.5` or `0.5pt` (points), `-0.02em` (em) or `-2%` (percent of the size). Returns `nil` for
    /// anything else, including NaN and infinite numbers; negative spacing is allowed.
    public init?(text: String) {
        let trimmed = text.trimmingWhitespace()
        if let number = finiteNumber(trimmed, droppingSuffix: "em") {
            self = .em(number)
        } else if let number = finiteNumber(trimmed, droppingSuffix: "%") {
            self = .percent(number)
        } else if let number = finiteNumber(trimmed, droppingSuffix: "pt") ?? finiteNumber(trimmed, droppingSuffix: "")
        {
            self = .points(number)
        } else {
            return nil
        }
    }

    /// The forms ``init(text:)`` accepts, for error messages.
    public static let textForms = "points (0.5 or 0.5pt), em (-0.02em) or percent of the size (-2%)"
}

private func finiteNumber(_ text: String, droppingSuffix suffix: String) -> Double? {
    guard text.lowercased().hasSuffix(suffix) else { return nil }
    let digits = text.dropLast(suffix.count)
    // Only plain decimals: `Double("nan")`, `"inf"` and hex floats are not lengths.
    guard !digits.isEmpty, digits.allSatisfy({ "0123456789.-+eE".contains($0) }), let value = Double(digits),
        value.isFinite
    else {
        return nil
    }
    return value
}

private func positiveNumber(_ text: String, droppingSuffix suffix: String) -> Double? {
    guard let value = finiteNumber(text, droppingSuffix: suffix), value > 0 else { return nil }
    return value
}

extension String {
    func trimmingWhitespace() -> String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }
}
