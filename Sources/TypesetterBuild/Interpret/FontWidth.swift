import TypesetterCore
import TypesetterTokens

/// A typography token's width, as a CSS `font-stretch` percentage (100 normal, 75 condensed, 125 expanded).
///
/// The DTCG Format Module's typography (2025.10) has no width: its members are fontFamily, fontSize,
/// fontWeight, letterSpacing and lineHeight. Typesetter reads the width from
/// `$extensions["com.typesetter"].width`, a percentage number (`75`, `87.5`) or a string: a percentage
/// (`"75%"`) or a CSS `font-stretch` keyword (`"condensed"`). In lenient mode Tokens Studio's `fontStretch`
/// typography member is read the same way (the extension wins when both are present).
/// https://www.w3.org/TR/css-fonts-4/#font-stretch-prop
enum FontWidth {
    /// CSS Fonts Level 4 `font-stretch` keywords and their percentages (the same steps as `OS/2.usWidthClass`).
    static let keywords: [(name: String, percentage: Double)] = [
        ("ultra-condensed", 50), ("extra-condensed", 62.5), ("condensed", 75), ("semi-condensed", 87.5),
        ("normal", 100),
        ("semi-expanded", 112.5), ("expanded", 125), ("extra-expanded", 150), ("ultra-expanded", 200),
    ]

    /// The percentage `text` names: a keyword (any case; `semicondensed` and `semi_condensed` too) or a
    /// number with an optional `%`. `nil` when it is neither, or not greater than 0.
    static func percentage(_ text: String) -> Double? {
        let trimmed = FontFamilyNames.trimmed(text, .whitespaces).lowercased()
        if let percentage = keywordPercentages[trimmed.utf8.contains(UInt8(ascii: "_")) ? hyphenated(trimmed) : trimmed]
        {
            return percentage
        }
        let number = trimmed.hasSuffix("%") ? String(trimmed.dropLast()) : trimmed
        guard let value = Double(number), value.isFinite, value > 0 else { return nil }
        return value
    }

    /// Each keyword's percentage by its name and by its name without hyphens (`semicondensed`), built once:
    /// every typography token of a large export asks.
    private static let keywordPercentages: [String: Double] = {
        var table: [String: Double] = [:]
        for keyword in keywords {
            table[keyword.name] = keyword.percentage
            table[String(keyword.name.filter { $0 != "-" })] = keyword.percentage
        }
        return table
    }()

    /// `semi_condensed` → `semi-condensed`.
    private static func hyphenated(_ text: String) -> String {
        String(decoding: text.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }

    /// What an invalid width is told to be.
    private static var accepted: String {
        "a percentage (75, \"75%\") or a CSS font-stretch keyword (\(keywords.map(\.name).joined(separator: ", ")))"
    }

    /// The width a token asks for, `nil` when it asks for none; an invalid value is an error naming what
    /// is accepted.
    static func read(settings: Settings, extras: [String: String], diagnostics: inout [Diagnostic]) -> Double? {
        if let node = settings.node("width") {
            if let number = node.number, number.isFinite, number > 0 { return number }
            if let text = node.string, let value = percentage(text) { return value }
            diagnostics.append(
                .error(.extensionInvalid, "\(Interpreter.extensionKey).width must be \(accepted)", at: node.location))
            return nil
        }
        guard let written = extras["fontStretch"] else { return nil }
        // The member is kept as compact JSON: a quoted string or a number.
        let text =
            written.hasPrefix("\"") && written.hasSuffix("\"") && written.count >= 2
            ? String(written.dropFirst().dropLast()) : written
        if let value = percentage(text) { return value }
        diagnostics.append(
            .error(
                .extensionInvalid, "typography member fontStretch \(written) must be \(accepted)",
                at: settings.tokenLocation))
        return nil
    }
}
