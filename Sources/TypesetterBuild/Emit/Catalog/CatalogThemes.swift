import TypesetterCore

/// A themed build's catalog (`themes:` in the configuration): a theme control in the toolbar, and each theme's
/// styles and component metrics in the page's data, so choosing a theme redraws the overview, the style tables
/// and the components at that theme's sizes, line heights and faces. The page's sections are the default
/// theme's as in any build; a build with one theme gets neither control nor data, so its site is unchanged.
extension CatalogSite {
    /// Whether the page has a theme control: more than one theme.
    var isThemed: Bool { themes.count > 1 }

    /// Each theme's data, in `themes` order: `{"n": name, "s": styles, "c": components}`, its styles in the
    /// default theme's order (``CatalogStyleData/json``, the type classes registered with the page's), a style
    /// a theme does not have drawn as the default theme's (the build warns about it,
    /// `build.theme-token-missing`); `nil` without themes.
    func themesData(
        defaultStyles: [CatalogStyleData], defaultComponents: String, fonts: inout CatalogFonts,
        classes: inout CatalogTypeClasses
    ) -> String? {
        guard isThemed else { return nil }
        var entries: [String] = []
        for themed in themes {
            var site = self
            site.checks = themed.checks
            let styles = site.styleData(themed.model, fonts: &fonts, classes: &classes)
            var byPath: [String: CatalogStyleData] = [:]
            for data in styles { byPath[data.style.origin.path] = data }
            let ordered = defaultStyles.map { byPath[$0.style.origin.path] ?? $0 }
            var components = CatalogComponents(resolution: resolution)
            var scratch = HTMLWriter(capacity: 0)
            components.section(themed.model, fonts: &fonts, classes: &classes, into: &scratch)
            // Component samples are addressed by position: a theme whose components differ from the default
            // theme's (a token missing, warned about) keeps the default theme's metrics.
            let sameComponents =
                themed.model.components.map(\.origin.path) == themes[0].model.components.map(\.origin.path)
            var entry = "{\"n\":" + JSONWriter.quote(themed.theme.name) + ",\"s\":["
            entry += ordered.map(\.json).joined(separator: ",\n")
            entry += "],\"c\":" + (sameComponents ? components.json : defaultComponents) + "}"
            entries.append(entry)
        }
        return "[" + entries.joined(separator: ",\n") + "]"
    }

    /// The toolbar's theme control: one option per theme, the default theme first and chosen.
    func themeControl(into page: inout HTMLWriter) {
        guard isThemed else { return }
        page.element("label", ["class": "field"]) {
            $0.element("span", ["class": "group-label"], text: "Theme")
            $0.element("select", ["id": "theme-control"]) { select in
                for (index, themed) in themes.enumerated() {
                    select.element(
                        "option", ["value": .init(String(index)), "selected": index == 0 ? "" : nil],
                        text: themed.theme.name)
                }
            }
        }
        page.line()
    }

    /// The script's part for the theme control: choosing a theme puts its styles and component metrics in
    /// the page's data and redraws the tables, the overview and the components from them.
    static let themeScript = #"""
        document.getElementById("theme-control").addEventListener("change", (event) => {
          const theme = data.themes[Number(event.target.value)];
          data.styles = theme.s;
          data.components = theme.c;
          root.dataset.typesetterTheme = theme.n;
          for (const body of document.querySelectorAll("tbody[data-style]")) drawTable(body);
          drawOverview();
          drawComponents();
        });
        """#
}
