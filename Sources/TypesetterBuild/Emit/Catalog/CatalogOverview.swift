import TypesetterCore
import TypesetterTokens

/// The overview the page opens with: every style at one size (the type scale at a glance), each with its
/// name, size and line height, Swift name and a snippet to copy; the toolbar's size, Bold Text, device
/// width, search and sample text apply to it.
extension CatalogSite {
    /// The widths the samples can be previewed at: current iPhones and iPads in portrait, in points (the
    /// full screen, without margins).
    static let deviceWidths: [(name: String, points: Int)] = [
        ("iPhone 16e", 390), ("iPhone 17, 17 Pro", 402), ("iPhone 17 Pro Max", 440), ("iPad mini", 744),
        ("iPad", 820),
    ]

    func overviewSection(_ styles: [CatalogStyleData], into html: inout HTMLWriter) {
        html.open("section", ["id": "overview", "aria-labelledby": "overview-title", "data-overview": ""])
        html.line()
        html.element("h2", ["id": "overview-title"], text: "Overview")
        html.line()
        html.element("p", ["class": "lede"]) {
            $0.text("Every style at ")
            $0.element("strong", ["class": "current-size"], text: "large")
            $0.text(
                " in a sample column of "
            )
            $0.element("strong", ["class": "current-width"], text: "the page's width")
            $0.text(
                ". Size, Bold Text, device width (portrait, in points: 1 pt is drawn as 1 CSS px) and the sample text are in the controls; the numbers are the engine's at that size."
            )
        }
        html.line()
        if styles.isEmpty {
            html.emptyNote("The tokens have no typography styles.")
        }
        // Drawn by the script from the page's data, a chunk of entries at a time as they come near the
        // window (`CatalogScript.swift`): a page of thousands of styles opens with the first screen only.
        html.element("div", ["class": "overview-list", "data-lazy-list": "overview"]) { _ in }
        html.line()
        html.element("p", ["class": "empty no-match", "hidden": ""], text: "No style matches the search.")
        html.line()
        html.close("section")
        html.line()
    }

    /// The page's data for its script: the sizes, the share of users at each, the type classes' metrics,
    /// each style's classes and warnings per size (``CatalogStyleData/json``), and in a themed build each
    /// theme's (``themesData(defaultStyles:fonts:classes:)``); each style's name, facts and warnings
    /// (``detailsJSON(_:)``, the default theme's); the check grid's rows (``checkGridJSON(_:components:)``).
    /// In a JSON script element, with every `<` written as `\u003c` (only strings hold one), so no value can
    /// end it.
    func dataScript(
        _ styles: [CatalogStyleData], classes: CatalogTypeClasses, components: String, themes: String? = nil,
        grid: String? = nil
    ) -> String {
        var json = "{\"sizes\":[" + ContentSizeCategory.allCases.map { "\"\($0.swiftUIName)\"" }.joined(separator: ",")
        json += "],\"shares\":["
        json += ContentSizeCategory.allCases.map {
            JSONWriter.quote(SizePopulation.percentText(population.share(at: $0)))
        }.joined(separator: ",")
        json += "],\"classes\":" + classes.json + ",\"styles\":["
        for (number, data) in styles.enumerated() {
            if number > 0 { json += ",\n" }
            json += data.json
        }
        json += "],\"details\":["
        for (number, data) in styles.enumerated() {
            if number > 0 { json += ",\n" }
            json += detailsJSON(data)
        }
        json += "],\"coarse\":\(population.isCoarse),\"boldShare\":"
        json += JSONWriter.quote(SizePopulation.percentText(population.boldText))
        json += ",\"components\":" + components
        if let grid { json += ",\"grid\":" + grid }
        if let themes { json += ",\"themes\":" + themes }
        json += "}"
        return json.replacingOccurrences(of: "<", with: "\\u003c")
    }
}

extension HTMLWriter {
    /// A line of Swift with a button that copies it.
    mutating func copyableSnippet(_ snippet: String) {
        element("div", ["class": "snippet"]) {
            $0.element("code", text: snippet)
            $0.text(" ")
            $0.element("button", ["type": "button", "class": "copy", "data-copy": .init(snippet)], text: "Copy")
        }
    }
}
