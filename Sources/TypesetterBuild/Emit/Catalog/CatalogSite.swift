import TypesetterCore
import TypesetterFonts
import TypesetterTokens

/// The catalog site: an overview of every style at one size (the controls choose the size, Bold Text, a
/// device width, the sample text, and filter by name), then every typography style at every size of its
/// range, with and without Bold Text, as iOS lays it out; colors in each appearance; components; dimensions
/// at every size; the checks. A static folder (`index.html`, `catalog.css`, `fonts.css` with the faces and the
/// type classes, `fonts/`) that works opened from disk: no network, no framework; one inline script draws the
/// overview, the styles' sections and the check grid from the page's data, a chunk at a time as they come
/// near the window (so a page of thousands of styles opens as fast as one of ten), and runs the controls.
///
/// Every number on the page comes from the engine (``Typography/resolve(at:legibilityWeight:metrics:options:)``
/// with the options the checks use), and every sample carries it for tools: `data-token`, `data-category`,
/// `data-bold-text`, `data-font-size` and `data-line-height` (points; 1 pt is drawn as 1 CSS px).
/// The output is deterministic: model order, no dates, numbers in Typesetter's shortest form.
public struct CatalogSite {
    public var options: BuildConfig.CatalogOptions
    /// Who uses which size (the coarse default until a `population:` setting replaces it).
    public var population: SizePopulation
    public var resolution: ResolutionOptions
    /// The page title: the design system's name (the configuration's namespace).
    public var title: String
    /// What the page says it was generated from (the configuration file's name).
    public var sourceDescription: String
    /// The build's check results, for the pass/warn/fail grid and each style's warnings; without them the
    /// site runs the checks itself with the defaults.
    public var checks: CheckReport?
    /// A themed build's themes, the default first (``BuildPipeline/Result/themes``): the page gets a theme
    /// control that redraws it in each (`CatalogThemes.swift`). Empty or one theme: no control.
    public var themes: [BuildPipeline.ThemedModel] = []

    public init(
        options: BuildConfig.CatalogOptions = .init(), population: SizePopulation = .coarse,
        resolution: ResolutionOptions = .standard,
        title: String, sourceDescription: String
    ) {
        self.options = options
        self.population = population
        self.resolution = resolution
        self.title = title
        self.sourceDescription = sourceDescription
    }

    /// The site's files under `folder`, or errors (a font file that cannot be read) and no files.
    public func emit(
        _ model: DesignSystem, fonts catalog: FontCatalog?, folder: String, fileSystem: FileSystem = .local
    ) -> (outputs: [OutputFile], diagnostics: [Diagnostic]) {
        var fonts = CatalogFonts(catalog: catalog, fileSystem: fileSystem)
        var classes = CatalogTypeClasses()
        let styles = styleData(model, fonts: &fonts, classes: &classes)
        var body = HTMLWriter(capacity: model.typography.count * 3_000 + 20_000)
        overviewSection(styles, into: &body)
        typographySection(styles, into: &body)
        colorsSection(model, into: &body)
        var components = CatalogComponents(resolution: resolution)
        components.section(model, fonts: &fonts, classes: &classes, into: &body)
        dimensionsSection(model, into: &body)
        populationSection(into: &body)
        if let checks { checkGridSection(checks, components: model.components, into: &body) }
        let themesJSON = themesData(defaultStyles: styles, fonts: &fonts, classes: &classes)
        fontsSection(fonts, into: &body)
        guard !fonts.diagnostics.containsErrors else { return ([], fonts.diagnostics) }

        var page = HTMLWriter(capacity: body.html.utf8.count + 4_000)
        page.markup("<!DOCTYPE html>\n")
        page.open("html", ["lang": "en", "data-bold-text": "both", "data-theme": "auto"])
        page.line()
        head(into: &page)
        page.open("body")
        page.line()
        header(model, into: &page)
        page.open("main")
        page.line()
        page.markup(body.html)
        page.close("main")
        page.line()
        page.element("script", ["type": "application/json", "id": "catalog-data"]) {
            $0.markup(
                dataScript(
                    styles, classes: classes, components: components.json, themes: themesJSON,
                    grid: checks.map { checkGridJSON($0, components: model.components) }))
        }
        page.line()
        page.element("script") { $0.markup("\n" + Self.script + (isThemed ? Self.themeScript : "") + "\n") }
        page.line()
        page.close("body")
        page.line()
        page.close("html")
        page.line()
        var outputs = [
            OutputFile(path: FilePath.join(folder, "index.html"), text: page.html),
            OutputFile(path: FilePath.join(folder, "catalog.css"), text: CatalogStylesheet.css),
            OutputFile(path: FilePath.join(folder, "fonts.css"), text: fonts.css + classes.css),
        ]
        for file in fonts.files {
            outputs.append(OutputFile(path: FilePath.join(folder, file.path), contents: file.contents))
        }
        let names = outputs.map { FilePath.relative($0.path, to: folder) }
        outputs.append(OutputFile(path: FilePath.join(folder, Self.markerName), text: marker(listing: names)))
        return (outputs, fonts.diagnostics)
    }

    /// The file that marks the folder as the catalog site's and lists the files a build wrote there, so the
    /// next build removes those it no longer writes (a font the tokens stopped using), and only those.
    public static let markerName = "typesetter-files.txt"

    private func marker(listing names: [String]) -> String {
        """
        # \(OwnershipMark.header(from: sourceDescription)): the catalog site. Do not edit.
        # A build rewrites the files below and removes those it no longer writes; it leaves other files alone.

        """ + names.sorted().map { $0 + "\n" }.joined()
    }

    private func head(into page: inout HTMLWriter) {
        page.open("head")
        page.line()
        page.documentMeta()
        page.open("meta", ["name": "generator", "content": "Typesetter"])
        page.line()
        page.element("title", text: "\(title) — typography catalog")
        page.line()
        for stylesheet in ["catalog.css", "fonts.css"] {
            page.open("link", ["rel": "stylesheet", "href": .init(stylesheet)])
            page.line()
        }
        page.close("head")
        page.line()
    }

    private func header(_ model: DesignSystem, into page: inout HTMLWriter) {
        page.element("header", ["class": "page-header"]) { page in
            page.line()
            page.pageTitle(title, subtitle: "typography catalog")
            page.element("p", ["class": "lede"]) {
                $0.text(
                    "Every style at every Dynamic Type size, laid out as \(resolution.table.platformName) lays it out (1 pt is drawn as 1 CSS px), generated by Typesetter from "
                )
                $0.element("code", text: sourceDescription)
                $0.text(".")
            }
            page.line()
            page.element("details", ["class": "controls", "open": ""]) { details in
                details.element("summary", text: "Sections and controls")
                details.line()
                navigation(model, into: &details)
                details.element("div", ["class": "toolbar"]) { toolbar in
                    toolbar.line()
                    sizeControl(into: &toolbar)
                    themeControl(into: &toolbar)
                    toggleGroup(
                        "Bold Text", key: "bold-text",
                        [("both", "Side by side"), ("off", "Off"), ("on", "On")], into: &toolbar)
                    toggleGroup(
                        "Appearance", key: "theme", [("auto", "System"), ("light", "Light"), ("dark", "Dark")],
                        into: &toolbar)
                    widthControl(into: &toolbar)
                    toolbar.element("label", ["class": "field"]) {
                        $0.element("span", ["class": "group-label"], text: "Find")
                        $0.open(
                            "input",
                            ["type": "search", "id": "filter", "placeholder": "Style name", "autocomplete": "off"])
                    }
                    toolbar.line()
                    toolbar.element("label", ["class": "field sample-field"]) {
                        $0.element("span", ["class": "group-label"], text: "Sample")
                        $0.open("input", ["type": "text", "id": "sample-text", "value": .init(options.sample)])
                    }
                    toolbar.line()
                }
                details.line()
            }
            page.line()
        }
        page.line()
    }

    private func navigation(_ model: DesignSystem, into page: inout HTMLWriter) {
        page.element("nav", ["aria-label": "Sections"]) { nav in
            var links = [
                ("overview", "Overview"), ("typography", "Typography (\(model.typography.count))"),
                ("colors", "Colors (\(model.colors.count))"),
            ]
            if !model.components.isEmpty { links.append(("components", "Components (\(model.components.count))")) }
            links += [("dimensions", "Dimensions (\(model.dimensions.count))"), ("population", "Who uses which size")]
            if checks != nil { links.append(("checks", "Checks")) }
            links.append(("fonts", "Fonts"))
            for (index, (anchor, text)) in links.enumerated() {
                if index > 0 { nav.text(" · ") }
                nav.element("a", ["href": "#\(anchor)"], text: text)
            }
        }
        page.line()
    }

    /// The size the overview and the components are drawn at: one of the twelve, large first.
    private func sizeControl(into page: inout HTMLWriter) {
        page.element("label", ["class": "field"]) {
            $0.element("span", ["class": "group-label"], text: "Size")
            $0.element("select", ["id": "size-control"]) { select in
                for category in ContentSizeCategory.allCases {
                    select.element(
                        "option",
                        ["value": .init(category.swiftUIName), "selected": category == .large ? "" : nil],
                        text: category.swiftUIName)
                }
            }
        }
        page.line()
    }

    /// The width of the overview's sample column: the page's, or a device's in points.
    private func widthControl(into page: inout HTMLWriter) {
        page.element("label", ["class": "field"]) {
            $0.element("span", ["class": "group-label"], text: "Width")
            $0.element("select", ["id": "device-width"]) { select in
                select.element("option", ["value": ""], text: "Page")
                for device in Self.deviceWidths {
                    select.element(
                        "option", ["value": .init(String(device.points))], text: "\(device.name) · \(device.points) pt")
                }
            }
        }
        page.line()
    }

    /// A group of buttons that set `data-KEY` on the root element, the first pressed.
    private func toggleGroup(
        _ label: String, key: String, _ buttons: [(value: String, text: String)], into page: inout HTMLWriter
    ) {
        page.element("div", ["role": "group", "aria-label": .init(label), "class": "toggle-group"]) { group in
            group.element("span", ["class": "group-label"], text: label)
            group.line()
            for (index, button) in buttons.enumerated() {
                group.element(
                    "button",
                    [
                        "type": "button", "data-set": .init(key), "data-value": .init(button.value),
                        "aria-pressed": index == 0 ? "true" : "false",
                    ], text: button.text)
                group.line()
            }
        }
        page.line()
    }
}

/// `output.catalog`: the catalog site's folder (also `typesetter catalog`).
struct CatalogOutput: BuildOutput {
    var key: String { "catalog" }

    var writeKind: OutputWriter.Target.Kind { .listedFolder(marker: CatalogSite.markerName) }

    func emit(at folder: String, _ build: OutputContext) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var site = CatalogSite(
            options: build.config.catalog, population: build.config.population,
            title: build.config.options.namespace, sourceDescription: FilePath.name(of: build.config.path))
        site.checks = build.checks
        site.themes = build.themes
        if build.platform != .iOS { site.resolution = ResolutionOptions(platform: build.platform) }
        let (files, diagnostics) = site.emit(
            build.model, fonts: build.fonts, folder: folder, fileSystem: build.fileSystem)
        return (files, diagnostics)
    }
}

extension BuildConfig.Outputs {
    /// `output.catalog`: the catalog site's folder.
    public var catalog: String? {
        get { self[CatalogOutput()] }
        set { self[CatalogOutput()] = newValue }
    }
}
