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
            for (number, data) in styles.enumerated() { typographyStyle(data, number: number, into: &html) }
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

    /// A style's facts, warnings and the table of its sizes (whose rows the page's script draws from the
    /// page's data: a sample and its metrics per size, without and with Bold Text).
    private func typographyStyle(_ data: CatalogStyleData, number: Int, into html: inout HTMLWriter) {
        let style = data.style
        let typography = style.typography
        let path = style.origin.path
        html.open(
            "article",
            [
                "class": "style", "id": .init(data.anchor), "aria-labelledby": "\(data.anchor)-title",
                "data-token": .init(path),
            ])
        html.line()
        html.element("h3", ["id": "\(data.anchor)-title"]) {
            $0.element("code", text: path)
            if style.origin.deprecation != nil {
                $0.text(" ")
                $0.element("span", ["class": "badge"], text: "deprecated")
            }
        }
        html.line()
        if let description = style.origin.description {
            html.element("p", ["class": "description"], text: description)
            html.line()
        }
        html.element("dl", ["class": "facts"]) {
            let weight = formatNumber(typography.weight.rawValue) + (typography.isItalic ? " italic" : "")
            let facts = [
                ("Font", Self.fontName(typography.font)),
                ("Size", "\(formatNumber(typography.size, maximumFractionDigits: 2)) pt at large"),
                ("Weight", weight), ("Line height", typography.lineHeight.form.text),
                ("Letter spacing", typography.letterSpacing.form.text),
                ("Text style", typography.effectiveTextStyle.name), ("Scales", data.scalingNote),
            ]
            for (term, value) in facts { $0.fact(term, value) }
            $0.fact("Swift") { $0.element("code", text: Self.swiftSnippet(style)) }
            $0.fact("Defined") { $0.element("code", text: style.origin.location) }
        }
        html.line()
        if !data.warnings.isEmpty {
            html.open("ul", ["class": "warnings", "aria-label": "Warnings"])
            html.line()
            for (warning, cells) in data.warnings {
                html.element("li") {
                    $0.element("span", ["class": "warning-icon", "aria-hidden": "true"], text: "⚠")
                    $0.text(" ")
                    $0.element("span", ["class": "code"], text: warning.code.rawValue)
                    // Without the token path a check's message starts with: the heading already says it.
                    $0.text(
                        " " + (warning.subject?.tokenPath == path ? warning.messageAfterTokenPath : warning.message))
                    let sizes = Self.describe(cells, in: data.categories)
                    if !sizes.isEmpty {
                        $0.text(" ")
                        $0.element("span", ["class": "affects"], text: "Affects: \(sizes).")
                    }
                }
                html.line()
            }
            html.close("ul")
            html.line()
        }
        html.open("div", ["class": "table-scroll"])
        html.open("table", ["class": "sizes"])
        html.line()
        html.element("caption", ["class": "visually-hidden"], text: "\(path) at every size")
        html.line()
        html.element("thead") {
            $0.element("tr") {
                $0.element("th", ["scope": "col"], text: "Size")
                $0.element("th", ["scope": "col"]) {
                    $0.text("Users")
                    $0.element("span", ["class": "coarse"], text: population.isCoarse ? " (coarse)" : "")
                }
                $0.headerCells([("Sample", "regular"), ("Metrics", "regular")])
                $0.element("th", ["scope": "col", "class": "bold"]) {
                    $0.text("Bold Text sample ")
                    $0.element(
                        "span", ["class": "coarse"],
                        text: "(\(SizePopulation.percentText(population.boldText)) of users)")
                }
                $0.headerCells([("Bold Text metrics", "bold")])
            }
        }
        html.line()
        // Drawn by the script from `styles[number]` of the page's data.
        html.element("tbody", ["data-style": .init(String(number))]) { _ in }
        html.line()
        html.close("table")
        html.close("div")
        html.line()
        html.close("article")
        html.line()
    }

    /// How an app uses the style: `Text("…").typography(.bodySmall)`.
    static func swiftSnippet(_ style: TypographyStyle) -> String {
        "Text(\"…\").typography(.\(style.origin.swiftName))"
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
