import TypesetterCore
import TypesetterFonts
import TypesetterDiagnostics

/// The fonts of the catalog site: one CSS family per face the styles draw with, each loaded with
/// `@font-face` and given the face's `hhea` line metrics through `ascent-override`, `descent-override` and
/// `line-gap-override`, so a browser places lines as CoreText does (Chrome on Linux otherwise reads OS/2 typo
/// or win metrics, and every browser has its own rules for which set wins).
///
/// - A custom face is copied into `fonts/` beside the page. A face inside a collection (`.ttc`, `.otc`) is
///   copied out of it as a font file of its own: `@font-face` cannot pick a face from a collection.
/// - The system font is SF Pro where the machine has it (`local("SF Pro Text")`…, macOS with Apple's fonts)
///   and otherwise a local stand-in: Inter (Inter Display from 20 pt, as iOS switches to SF Pro Display),
///   then Helvetica Neue, Arial, Liberation Sans, DejaVu Sans. Whichever loads is given SF Pro's `hhea`
///   metrics (1950 / −494 / 0 per 2048), so line boxes match iOS even where the glyphs differ.
struct CatalogFonts {
    /// A CSS family the page uses, with what its `@font-face` rule needs.
    struct Face: Hashable {
        /// The CSS family name (`ts-Inter-Regular`, `ts-system-text`).
        var cssFamily: String
        var weight: FontWeight
        var isItalic: Bool
        /// What `src:` lists: `url(…)` for a copied file, `local(…)` for the system font.
        var sources: [String]
        var metrics: FontMetrics
        /// What the fonts table says it is.
        var label: String
        /// The copied file, relative to the site folder, for custom faces.
        var file: String?
    }

    private(set) var faces: [Face] = []
    private var index: [String: Int] = [:]
    /// The copied font files, by path relative to the site folder.
    private(set) var files: [(path: String, contents: [UInt8])] = []
    private var copied: [String: String] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether each custom family covers CJK, by family name.
    private var cjk: [String: Bool] = [:]

    let catalog: FontCatalog?
    let fileSystem: FileSystem

    init(catalog: FontCatalog?, fileSystem: FileSystem) {
        self.catalog = catalog
        self.fileSystem = fileSystem
    }

    // MARK: Faces for resolved cells

    /// The CSS family that draws `resolved` (a cell of `typography`), registering its face on first use.
    mutating func family(for resolved: ResolvedTypography, of typography: Typography) -> String {
        switch typography.font {
        case .system(let design):
            return systemFamily(
                design: design, pointSize: resolved.pointSize, weight: resolved.weight, italic: resolved.isItalic)
        case .custom(let family):
            // A face drawn at axis values shares its PostScript name with the file's default face: prefer the
            // face at the same position, then any face drawn from that file at axis values.
            let positioned = resolved.variation.flatMap { variation in
                family.faces.first { $0.postScriptName == resolved.postScriptName && $0.variation == variation }
                    ?? family.faces.first { $0.postScriptName == resolved.postScriptName && $0.variation != nil }
            }
            guard let name = resolved.postScriptName, let face = positioned ?? family.face(postScriptName: name) else {
                // A family without faces: the engine assumed the system font's metrics; so does the page.
                return systemFamily(
                    design: .default, pointSize: resolved.pointSize, weight: resolved.weight, italic: resolved.isItalic)
            }
            return customFamily(face, family: family, variation: resolved.variation)
        }
    }

    /// A variable font drawn at axis values (`variation`) gets a CSS family per position, declared at the
    /// position's weight, since the cells name it with that `font-weight` and `font-variation-settings`
    /// (``CatalogFonts/variationSettings(_:)``).
    private mutating func customFamily(
        _ face: FontFamily.Face, family: FontFamily, variation: FontVariation? = nil
    ) -> String {
        let position = variation.map { variation in
            variation.axes.map { "\($0.tag)\(formatNumber($0.value))" }.joined(separator: "-")
        }
        let key = "custom/" + face.postScriptName + (position.map { "/" + $0 } ?? "")
        if let known = index[key] { return faces[known].cssFamily }
        // A CSS identifier from the PostScript name (which may hold any printable ASCII), unique on the page.
        var cssFamily =
            "ts-"
            + Self.safeFileName(face.postScriptName + (position.map { "-" + $0 } ?? "")).replacingOccurrences(
                of: ".", with: "_")
        while faces.contains(where: { $0.cssFamily == cssFamily }) { cssFamily += "_" }
        let metrics = face.metrics ?? family.metrics ?? .systemText
        var sources: [String] = []
        var file: String?
        if let copiedFile = copy(face) {
            file = copiedFile
            sources = ["url(\"\(copiedFile)\")"]
        } else {
            // Already reported as an error; the page still lists the face, loaded from the machine if present.
            sources = ["local(\"\(face.postScriptName)\")"]
        }
        if let variation, let position {
            let weight = variation.value(of: "wght").flatMap { FontWeight(rawValue: $0) } ?? face.weight
            add(
                Face(
                    cssFamily: cssFamily, weight: weight, isItalic: face.isItalic, sources: sources, metrics: metrics,
                    label:
                        "\(family.name) \(position.replacingOccurrences(of: "-", with: " "))\(face.isItalic ? " Italic" : "") (\(face.postScriptName), variable)",
                    file: file), key: key)
            return cssFamily
        }
        add(
            Face(
                cssFamily: cssFamily, weight: face.weight, isItalic: face.isItalic, sources: sources, metrics: metrics,
                label:
                    "\(family.name) \(face.weight.appleName)\(face.isItalic ? " Italic" : "") (\(face.postScriptName))",
                file: file), key: key)
        return cssFamily
    }

    /// The CSS `font-variation-settings` value for a cell drawn from a variable font (`"wght" 650`): its
    /// axis values, then a named instance's other coordinates by tag (a browser derives `wght` from
    /// `font-weight` but would draw a condensed instance at the default width); `nil` for static faces.
    /// Optical size is left to the browser's `font-optical-sizing: auto`, as CoreText does, unless pinned.
    static func variationSettings(_ cell: ResolvedTypography) -> String? {
        let values = cell.axisValues
        guard !values.isEmpty else { return nil }
        let ordered = (cell.variation?.axes.map(\.tag) ?? []).filter { values[$0] != nil }
        let tags = ordered + values.keys.filter { !ordered.contains($0) }.sorted()
        return tags.compactMap { tag in values[tag].map { "\"\(tag)\" \(formatNumber($0))" } }.joined(separator: ", ")
    }

    private mutating func systemFamily(
        design: Typography.SystemDesign, pointSize: Double, weight: FontWeight, italic: Bool
    ) -> String {
        let display = pointSize >= FontMetrics.systemDisplayThreshold
        let cssFamily = "ts-system-\(design.rawValue)-\(display ? "display" : "text")"
        let key = "\(cssFamily)/\(formatNumber(weight.rawValue))/\(italic)"
        if index[key] != nil { return cssFamily }
        let names = SystemStandIn.sources(design: design, display: display, weight: weight, italic: italic)
        let label =
            "\(SystemStandIn.appleName(design: design, display: display)) \(weight.appleName)\(italic ? " Italic" : "") — stand-in: \(names.standIn)"
        add(
            Face(
                cssFamily: cssFamily, weight: weight, isItalic: italic,
                sources: names.sources.map { "local(\"\($0)\")" },
                metrics: display ? .systemDisplay : .systemText, label: label, file: nil), key: key)
        return cssFamily
    }

    private mutating func add(_ face: Face, key: String) {
        index[key] = faces.count
        faces.append(face)
    }

    // MARK: Files

    /// Copies the face's file (or its face of a collection) into `fonts/`; `nil` (and an error) when it
    /// cannot be read.
    private mutating func copy(_ face: FontFamily.Face) -> String? {
        guard
            let catalogFace = catalog?.families.lazy.flatMap(\.faces).first(where: {
                $0.postScriptName == face.postScriptName
            })
        else {
            diagnostics.append(
                Diagnostic(
                    .error, .catalogFontUnreadable,
                    "the catalog needs the font file of \(face.postScriptName), which is not among the scanned fonts; check `fonts:` in the configuration",
                    at: nil))
            return nil
        }
        let key = "\(catalogFace.file)#\(catalogFace.faceIndex)"
        if let known = copied[key] { return known }
        guard let bytes = fileSystem.read(catalogFace.file) else {
            diagnostics.append(
                Diagnostic(
                    .error, .catalogFontUnreadable,
                    "cannot read the font file of \(face.postScriptName); check that it exists and is readable, or fix `fonts:` in the configuration",
                    in: FileLocation(path: catalogFace.file)))
            return nil
        }
        var contents = bytes
        var name = catalogFace.fileName
        do {
            let file = try FontFile(bytes: FontBytes(bytes))
            if file.kind == .collection {
                contents = try file.standaloneFace(at: catalogFace.faceIndex)
                let isCFF = try file.face(at: catalogFace.faceIndex).hasPostScriptOutlines
                name = face.postScriptName + (isCFF ? ".otf" : ".ttf")
            }
        } catch {
            diagnostics.append(
                Diagnostic(
                    .error, .catalogFontUnreadable,
                    "cannot copy \(face.postScriptName) out of the font collection: its table directory is damaged; replace the file",
                    in: FileLocation(path: catalogFace.file, faceIndex: catalogFace.faceIndex)))
            return nil
        }
        var path = "fonts/" + Self.safeFileName(name)
        // Two different files with one name (from two font folders) get distinct names.
        var suffix = 2
        while files.contains(where: { $0.path == path }) {
            path = "fonts/\(suffix)-" + Self.safeFileName(name)
            suffix += 1
        }
        files.append((path, contents))
        copied[key] = path
        return path
    }

    /// A file name safe in a URL and on every file system: letters, digits, `-`, `_` and `.` are kept.
    static func safeFileName(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            let ok =
                (scalar.value < 0x80)
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))
                    || "-_.".unicodeScalars.contains(scalar))
            out.unicodeScalars.append(ok ? scalar : "_")
        }
        if out.hasPrefix(".") { out = "_" + out.dropFirst() }
        return out.isEmpty ? "font" : out
    }

    // MARK: CJK

    /// Whether the custom family maps any of three common CJK characters, an ideograph, a kana and a
    /// hangul syllable (so it gets a CJK sample; a subset font may hold only some of them).
    mutating func coversCJK(_ family: FontFamily) -> Bool {
        if let known = cjk[family.name] { return known }
        var covers = false
        if let first = family.faces.first, let catalog,
            let catalogFace = catalog.families.lazy.flatMap(\.faces).first(where: {
                $0.postScriptName == first.postScriptName
            }),
            let face = try? catalog.openFace(catalogFace),
            let missing = try? face.missingCharacters(in: "国の한")
        {
            covers = missing.count < 3
        }
        cjk[family.name] = covers
        return covers
    }

    // MARK: CSS

    /// `fonts.css`: one `@font-face` per face, in the order the page first used them.
    var css: String {
        var out =
            "/* Generated by Typesetter: one @font-face per face the catalog draws with, with the face's hhea line\n"
        out += "   metrics as overrides, so lines are placed as CoreText places them. */\n"
        for face in faces {
            out += "@font-face {\n"
            out += "  font-family: \"\(face.cssFamily)\";\n"
            out += "  src: \(face.sources.joined(separator: ", "));\n"
            out += "  font-weight: \(formatNumber(face.weight.rawValue));\n"
            out += "  font-style: \(face.isItalic ? "italic" : "normal");\n"
            out += "  font-display: block;\n"
            let m = face.metrics
            out += "  ascent-override: \(Self.percent(m.ascender / m.unitsPerEm));\n"
            out += "  descent-override: \(Self.percent(-m.descender / m.unitsPerEm));\n"
            out += "  line-gap-override: \(Self.percent(m.lineGap / m.unitsPerEm));\n"
            out += "}\n"
        }
        return out
    }

    static func percent(_ fraction: Double) -> String {
        formatNumber(fraction * 100, maximumFractionDigits: 8) + "%"
    }
}

/// The local fonts that stand for the system font, in the order `src:` tries them.
enum SystemStandIn {
    /// SF Pro's weight names (`SFProText-Semibold`) and Inter's (`Inter-SemiBold`, full name "Inter Semi Bold").
    private static let weightNames: [(sf: String, interPostScript: String, interFull: String)] = [
        ("Ultralight", "Thin", "Thin"), ("Thin", "ExtraLight", "Extra Light"), ("Light", "Light", "Light"),
        ("Regular", "Regular", "Regular"), ("Medium", "Medium", "Medium"), ("Semibold", "SemiBold", "Semi Bold"),
        ("Bold", "Bold", "Bold"), ("Heavy", "ExtraBold", "Extra Bold"), ("Black", "Black", "Black"),
    ]

    /// The generic stand-ins, tried last (regular faces: the browser makes other weights from them).
    static let generic = ["Helvetica Neue", "Arial", "Liberation Sans", "DejaVu Sans"]

    static func appleName(design: Typography.SystemDesign, display: Bool) -> String {
        switch design {
        case .default: display ? "SF Pro Display" : "SF Pro Text"
        case .rounded: "SF Pro Rounded"
        case .serif: "New York"
        case .monospaced: "SF Mono"
        }
    }

    static func sources(
        design: Typography.SystemDesign, display: Bool, weight: FontWeight, italic: Bool
    ) -> (sources: [String], standIn: String) {
        let step = min(max(Int((weight.rawValue / 100).rounded()), 1), 9) - 1
        let names = weightNames[step]
        let isRegular = step == 3
        var sources: [String] = []
        let apple = appleName(design: design, display: display)
        let applePostScript: String
        switch design {
        case .default: applePostScript = display ? "SFProDisplay" : "SFProText"
        case .rounded: applePostScript = "SFProRounded"
        case .serif: applePostScript = "NewYork"
        case .monospaced: applePostScript = "SFMono"
        }
        if italic {
            sources += ["\(apple) \(names.sf) Italic", "\(applePostScript)-\(names.sf)Italic"]
            if isRegular { sources += ["\(apple) Italic", "\(applePostScript)-Italic"] }
        } else {
            sources += ["\(apple) \(names.sf)", "\(applePostScript)-\(names.sf)"]
            if isRegular { sources.append(apple) }
        }
        let standIn: String
        switch design {
        case .default, .rounded:
            let inter = display && design == .default ? ("Inter Display", "InterDisplay") : ("Inter", "Inter")
            standIn = inter.0
            if italic {
                sources +=
                    isRegular
                    ? ["\(inter.0) Italic", "\(inter.1)-Italic"]
                    : ["\(inter.0) \(names.interFull) Italic", "\(inter.1)-\(names.interPostScript)Italic"]
            } else {
                sources += ["\(inter.0) \(names.interFull)", "\(inter.1)-\(names.interPostScript)"]
            }
            sources += generic
        case .serif:
            standIn = "Noto Serif"
            sources += ["Noto Serif", "DejaVu Serif", "Liberation Serif", "Times New Roman"]
        case .monospaced:
            standIn = "DejaVu Sans Mono"
            sources += ["DejaVu Sans Mono", "Liberation Mono", "Menlo", "Courier New"]
        }
        return (sources, standIn)
    }
}
