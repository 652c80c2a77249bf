import TypesetterCore
import TypesetterTokens

/// The typography section: each style's facts, its warnings with the sizes they affect, and its samples at
/// every size of its range, without and with Bold Text.
extension CatalogSite {
    func typographySection(_ styles: [CatalogStyleData], into html: inout HTMLWriter) {
        html.section("typography", title: "Typography") { html in
            if styles.isEmpty {
                html.emptyNote("The tokens have no typography styles.")
            }
            // Each style's section is drawn by the script from the page's data (``detailsJSON(_:)`` and
            // ``CatalogStyleData/json``) when it comes near the window.
            html.element("div", ["class": "style-list", "data-lazy-list": "typography"]) { _ in }
            html.line()
        }
    }

    func sample(for style: TypographyStyle, fonts: inout CatalogFonts) -> (text: String, language: String) {
        var language = options.language
        var text = options.sample
        if case .custom(let family) = style.typography.font, fonts.coversCJK(family) {
            language = Self.cjkLanguage(familyName: family.name)
            text = options.cjkSample ?? Self.cjkSamples[language] ?? Self.cjkSamples["ja"] ?? text
        }
        return (style.sample ?? text, language)
    }

    /// The language of a CJK family from the region its name ends with (Noto's and Source Han's convention).
    static func cjkLanguage(familyName: String) -> String {
        let words = familyName.split(separator: " ").map { $0.uppercased() }
        for word in words.reversed() {
            switch word {
            case "JP", "JA", "J": return "ja"
            case "KR", "KO", "K": return "ko"
            case "SC", "CN": return "zh-Hans"
            case "TC", "TW": return "zh-Hant"
            case "HK": return "zh-HK"
            default: continue
            }
        }
        return "ja"
    }

    /// A sample line per language for CJK families (opening lines and phrases long in use for type specimens).
    static let cjkSamples: [String: String] = [
        "ja": "吾輩は猫である。名前はまだ無い。",
        "ko": "다람쥐 헌 쳇바퀴에 타고파",
        "zh-Hans": "我能吞下玻璃而不伤身体。",
        "zh-Hant": "我能吞下玻璃而不傷身體。",
        "zh-HK": "我能吞下玻璃而不傷身體。",
    ]

    /// The sizes a style is shown at, and what the page says about how it scales.
    static func scaling(of typography: Typography) -> (categories: [ContentSizeCategory], note: String) {
        switch typography.scaling {
        case .fixed:
            return ([.large], "fixed size: the same at every text size")
        case .dynamic(let range, let maximum, let lineHeightScaling):
            var note =
                range == ContentSizeCategory.all
                ? "all twelve sizes" : "\(range.lowerBound.swiftUIName)…\(range.upperBound.swiftUIName)"
            if let maximum { note += ", at most \(formatNumber(maximum, maximumFractionDigits: 2)) pt" }
            if lineHeightScaling == .textStyleLeading {
                note += ", line height follows the text style's leading"
            }
            return (ContentSizeCategory.allCases.filter { range.contains($0) }, note)
        }
    }

    /// A style's name and facts, its warnings with the sizes they affect, for the script to draw its section
    /// from (with its table of sizes, from ``CatalogStyleData/json``): `{"p": token path, "s": Swift name,
    /// "f": [font, size, weight, line height, letter spacing, text style, scaling], "o": where it is defined,
    /// "w": [[code, message, sizes affected], …]}`, with `"d"`: its description and `"b": 1` when deprecated.
    func detailsJSON(_ data: CatalogStyleData) -> String {
        let style = data.style
        let typography = style.typography
        let path = style.origin.path
        let weight = formatNumber(typography.weight.rawValue) + (typography.isItalic ? " italic" : "")
        let facts = [
            Self.fontName(typography.font), "\(formatNumber(typography.size, maximumFractionDigits: 2)) pt at large",
            weight, typography.lineHeight.form.text, typography.letterSpacing.form.text,
            typography.effectiveTextStyle.name, data.scalingNote,
        ]
        var out = "{\"p\":" + JSONWriter.quote(path) + ",\"s\":" + JSONWriter.quote(style.origin.swiftName)
        if let description = style.origin.description { out += ",\"d\":" + JSONWriter.quote(description) }
        if style.origin.deprecation != nil { out += ",\"b\":1" }
        out += ",\"f\":[" + facts.map(JSONWriter.quote).joined(separator: ",") + "]"
        out += ",\"o\":" + JSONWriter.quote(style.origin.location) + ",\"w\":["
        out += data.warnings.map { warning, cells in
            "[" + JSONWriter.quote(warning.code.rawValue) + ","
                // Without the token path a check's message starts with: the heading already says it.
                + JSONWriter.quote(
                    warning.subject?.tokenPath == path ? warning.messageAfterTokenPath : warning.message) + ","
                + JSONWriter.quote(Self.describe(cells, in: data.categories)) + "]"
        }.joined(separator: ",")
        return out + "]}"
    }
}

extension HTMLWriter {
    /// `<div><dt>term</dt><dd>value</dd></div>` in a `<dl class="facts">`.
    mutating func fact(_ term: String, _ value: String) {
        fact(term) { $0.text(value) }
    }

    mutating func fact(_ term: String, _ value: (inout HTMLWriter) -> Void) {
        element("div") {
            $0.element("dt", text: term)
            $0.element("dd", [:], value)
        }
    }
}
