import TypesetterCore

/// A themed build's catalog (`themes:` in the configuration): a theme control in the toolbar, and each theme's
/// styles, colors and components in the page's data, so choosing a theme redraws the overview and the style
/// tables at that theme's sizes, line heights and faces, and puts its colors and components sections in
/// place of the shown ones. The page opens on the default theme, as in any build; a build with one theme gets
/// neither control nor data, so its site is unchanged.
extension CatalogSite {
    /// Whether the page has a theme control: more than one theme.
    var isThemed: Bool { themes.count > 1 }

    /// Each theme's data, in `themes` order: `{"n": name, "s": styles, "c": component metrics, "k": the colors
    /// section, "h": the components section}`. Its styles are in the default theme's order
    /// (``CatalogStyleData/json``, their type classes registered with the page's), a style a theme does not
    /// have drawn as the default theme's (the build warns about it, `build.theme-token-missing`); the sections
    /// are the theme's own HTML, drawn as for the default theme, with the metrics their samples index.
    /// `nil` without themes.
    func themesData(
        defaultStyles: [CatalogStyleData], fonts: inout CatalogFonts, classes: inout CatalogTypeClasses
    ) -> String? {
        guard isThemed else { return nil }
        var entries: [String] = []
        for (index, themed) in themes.enumerated() {
            // The default theme's styles are the page's own, already drawn.
            var ordered = defaultStyles
            if index > 0 {
                var site = self
                site.checks = themed.checks
                let styles = site.styleData(themed.model, fonts: &fonts, classes: &classes)
                var byPath: [String: CatalogStyleData] = [:]
                for data in styles { byPath[data.style.origin.path] = data }
                ordered = defaultStyles.map { byPath[$0.style.origin.path] ?? $0 }
            }
            var colors = HTMLWriter()
            colorsSection(themed.model, into: &colors)
            var components = CatalogComponents(resolution: resolution)
            var componentsHTML = HTMLWriter()
            components.section(themed.model, fonts: &fonts, classes: &classes, into: &componentsHTML)
            var entry = "{\"n\":" + JSONWriter.quote(themed.theme.name) + ",\"s\":["
            entry += ordered.map(\.json).joined(separator: ",\n")
            entry += "],\"c\":" + components.json + ",\"k\":" + JSONWriter.quote(colors.html)
            entry += ",\"h\":" + JSONWriter.quote(componentsHTML.html) + "}"
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
    /// the page's data, its colors and components sections in place of the shown ones (a section the theme
    /// does not have is left out), and redraws the tables, the overview and the components from them.
    static let themeScript = #"""
        function replaceSection(id, html) {
          const shown = document.getElementById(id);
          if (!shown) return;
          const template = document.createElement("template");
          template.innerHTML = html;
          shown.replaceWith(template.content.firstElementChild);
        }
        document.getElementById("theme-control").addEventListener("change", (event) => {
          const theme = data.themes[Number(event.target.value)];
          data.styles = theme.s;
          data.components = theme.c;
          root.dataset.typesetterTheme = theme.n;
          replaceSection("colors", theme.k);
          replaceSection("components", theme.h);
          // What is drawn is redrawn; what is drawn later is drawn from the theme's data.
          for (const body of document.querySelectorAll("tbody[data-style]")) body.innerHTML = tableRows(Number(body.dataset.style));
          drawOverview();
          drawComponents();
          eachList((list) => list.resize());
        });
        """#
}
