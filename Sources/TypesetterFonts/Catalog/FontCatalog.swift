import TypesetterCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fonts a project ships, grouped the way Typesetter names them: families → faces by weight and style.
///
/// Families are keyed by the typographic family name (name ID 16), else the legacy family (ID 1), so
/// "Inter Medium" / "Italic" (IDs 1/2) and "Inter" / "Medium Italic" (IDs 16/17) both land in "Inter".
/// Named instances of variable fonts are faces too (weight from the `wght` coordinate), since CoreText
/// exposes each named instance under its PostScript name.
public struct FontCatalog: Sendable {
    /// One face a token can resolve to.
    public struct Face: Hashable, Sendable {
        /// The family it is grouped under (ID 16, else ID 1).
        public var family: String
        /// The style name (ID 17, else ID 2; the instance's subfamily for named instances).
        public var style: String
        /// The name to pass to `UIFont(name:size:)`.
        public var postScriptName: String
        /// Whether ``postScriptName`` was derived per Adobe TN #5902 (a variable font's named instance
        /// without a PostScript name ID) rather than read from the font.
        public var postScriptNameDerived: Bool
        /// `OS/2.usWeightClass` or, for a named instance, its `wght` coordinate; `nil` when unknown or
        /// outside 1...1000.
        public var weight: FontWeight?
        public var italic: Bool
        /// The font file's path, and its last component: what to list in Info.plist `UIAppFonts`.
        public var file: String
        public var faceIndex: Int
        /// Set for a named instance of a variable font.
        public var isNamedInstance: Bool
        /// For a face drawn from a variable font between its named instances (see
        /// ``FontCatalog/variableMatch(family:weight:italic:)``): user axis values by tag, e.g. `["wght": 650]`.
        /// Empty for static faces and named instances.
        public var axisValues: [String: Double] = [:]
        /// The width as a CSS `font-stretch` percentage (100 normal): a named instance's or drawn face's `wdth`
        /// value, else `OS/2.usWidthClass` (``FontCatalog/widthPercentage(widthClass:)``).
        public var width: Double = 100
        /// For a named instance: its coordinates by axis tag (`["wght": 600]`), where its metrics are read.
        /// Empty for other faces.
        public var instanceCoordinates: [String: Double] = [:]

        /// The file name with extension, as Info.plist `UIAppFonts` wants it.
        public var fileName: String {
            file.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? file
        }

        /// "Medium Italic (Inter-MediumItalic, 500)".
        public var label: String {
            let weightText = weight.map(\.description) ?? "?"
            let widthText = width == 100 ? "" : ", width \(formatNumber(width))%"
            return "\(style) (\(postScriptName), \(weightText)\(italic ? " italic" : "")\(widthText))"
        }
    }

    /// A family and its faces, sorted by weight, upright before italic.
    public struct Family: Hashable, Sendable {
        public var name: String
        public var faces: [Face]
    }

    /// The families, sorted by name.
    public private(set) var families: [Family]
    /// Every face summary read, including faces without names that cannot join a family.
    public private(set) var summaries: [FaceSummary]
    /// Files or faces that could not be read (errors); per-face warnings are in each summary.
    public private(set) var diagnostics: [Diagnostic]

    /// Builds a catalog from face summaries already read.
    public init(summaries: [FaceSummary], diagnostics: [Diagnostic] = []) {
        self.summaries = summaries
        self.diagnostics = diagnostics + Self.duplicatePostScriptNames(summaries)
        var byFamily: [String: [Face]] = [:]
        var familyOrder: [String] = []
        for summary in summaries {
            for face in Self.faces(of: summary) {
                if byFamily[face.family] == nil { familyOrder.append(face.family) }
                byFamily[face.family, default: []].append(face)
            }
        }
        families = familyOrder.sorted().map { name in
            let faces = (byFamily[name] ?? []).sorted { a, b in
                let wa = a.weight?.rawValue ?? 0
                let wb = b.weight?.rawValue ?? 0
                if wa != wb { return wa < wb }
                if a.italic != b.italic { return !a.italic }
                if a.isNamedInstance != b.isNamedInstance { return !a.isNamedInstance }
                if a.file != b.file { return a.file < b.file }
                if a.faceIndex != b.faceIndex { return a.faceIndex < b.faceIndex }
                return a.postScriptName < b.postScriptName
            }
            return Family(name: name, faces: faces)
        }
    }

    /// Scans files and folders (recursively, following no symbolic links to folders) for `.ttf`, `.otf`,
    /// `.ttc` and `.otc` files (and `.woff`/`.woff2`, to report them), in sorted path order. Files that fail to read become ``diagnostics``.
    public static func scan(_ paths: [String]) -> FontCatalog {
        var summaries: [FaceSummary] = []
        var diagnostics: [Diagnostic] = []
        for file in fontFiles(in: paths) {
            let result = readSummaries(file)
            summaries += result.summaries
            diagnostics += result.diagnostics
        }
        return FontCatalog(summaries: summaries, diagnostics: diagnostics)
    }

    /// Every face of the file at `path`; a face that fails becomes a diagnostic, the others are kept.
    public static func readSummaries(_ path: String) -> (summaries: [FaceSummary], diagnostics: [Diagnostic]) {
        let file: FontFile
        do {
            file = try FontFile(contentsOfFile: path)
        } catch {
            return ([], [Diagnostic(.error, .fileUnreadable, error.messageForFile, in: FileLocation(path: path))])
        }
        var summaries: [FaceSummary] = []
        var diagnostics: [Diagnostic] = []
        for index in 0..<file.faceCount {
            do {
                summaries.append(try file.face(at: index).summary(file: path))
            } catch {
                diagnostics.append(
                    Diagnostic(
                        .error, .faceUnreadable, error.messageForFile, in: FileLocation(path: path, faceIndex: index)))
            }
        }
        return (summaries, diagnostics)
    }

    /// The font files under `paths`: files given directly are kept whatever their extension.
    public static func fontFiles(in paths: [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            if isDirectory(path) {
                var found: [String] = []
                collect(path, into: &found, depth: 0)
                files += found.sorted()
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// Font files a folder scan picks up. Web fonts are included so they are reported as unsupported
    /// rather than silently skipped.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// Whether a file name (or path) is a font file's, by the extensions a folder scan picks up.
    public static func isFontFileName(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), !name[name.index(after: dot)...].contains("/") else { return false }
        return fontExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Depth-limited so a pathological tree cannot recurse without bound.
    private static func collect(_ folder: String, into files: inout [String], depth: Int) {
        guard depth < 32, let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                collect(path, into: &files, depth: depth + 1)
            } else if type == S_IFREG || type == S_IFLNK {
                if isFontFileName(name) { files.append(path) }
            }
        }
    }

    /// The catalog faces of one summary: the face itself and, for a variable font, its named instances.
    static func faces(of summary: FaceSummary) -> [Face] {
        var faces: [Face] = []
        guard let family = summary.family else { return faces }
        if let postScriptName = summary.postScriptName {
            faces.append(
                Face(
                    family: family, style: summary.style ?? "", postScriptName: postScriptName,
                    postScriptNameDerived: false,
                    weight: summary.weightClass.flatMap { FontWeight(rawValue: Double($0)) }, italic: summary.italic,
                    file: summary.file ?? "", faceIndex: summary.faceIndex, isNamedInstance: false,
                    width: defaultWidth(of: summary)))
        }
        let weightAxis = summary.axes.firstIndex { $0.tag == "wght" }
        let slantAxis = summary.axes.firstIndex { $0.tag == "slnt" }
        let italicAxis = summary.axes.firstIndex { $0.tag == "ital" }
        let widthAxis = summary.axes.firstIndex { $0.tag == "wdth" }
        for instance in summary.instances {
            guard let postScriptName = instance.postScriptName else { continue }
            func coordinate(_ axis: Int?) -> Double? {
                guard let axis, axis < instance.coordinates.count else { return nil }
                return instance.coordinates[axis]
            }
            let weight =
                coordinate(weightAxis).flatMap { FontWeight(rawValue: $0) }
                ?? summary.weightClass.flatMap { FontWeight(rawValue: Double($0)) }
            let italic =
                (coordinate(italicAxis).map { $0 != 0 } ?? false)
                || (coordinate(slantAxis).map { $0 != 0 } ?? false)
                || (slantAxis == nil && italicAxis == nil && summary.italic)
            faces.append(
                Face(
                    family: family, style: instance.subfamilyName ?? "", postScriptName: postScriptName,
                    postScriptNameDerived: instance.postScriptNameDerived, weight: weight, italic: italic,
                    file: summary.file ?? "", faceIndex: summary.faceIndex, isNamedInstance: true,
                    width: coordinate(widthAxis) ?? defaultWidth(of: summary),
                    instanceCoordinates: Dictionary(
                        zip(summary.axes.map(\.tag), instance.coordinates), uniquingKeysWith: { first, _ in first })))
        }
        return faces
    }

    /// The width of a file's own face: its `wdth` axis default, else its `OS/2.usWidthClass` as a percentage.
    static func defaultWidth(of summary: FaceSummary) -> Double {
        if let axis = summary.axes.first(where: { $0.tag == "wdth" }) { return axis.defaultValue }
        return summary.widthClass.flatMap(widthPercentage(widthClass:)) ?? 100
    }

    /// `OS/2.usWidthClass` 1…9 as the CSS `font-stretch` percentage it stands for (OpenType spec, OS/2:
    /// 1 ultra-condensed 50%, 2 62.5%, 3 75%, 4 87.5%, 5 normal 100%, 6 112.5%, 7 125%, 8 150%, 9 200%);
    /// `nil` outside 1…9.
    public static func widthPercentage(widthClass: Int) -> Double? {
        let table: [Double] = [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]
        guard (1...9).contains(widthClass) else { return nil }
        return table[widthClass - 1]
    }

    /// `font.postscript-name-duplicate`: different files whose faces have the same PostScript name (name ID
    /// 6), one warning per name naming every file, at the last one. iOS registers every file, but
    /// `UIFont(name:)` and a descriptor's name attribute find one face per name, whichever registered first, so
    /// the others cannot be asked for (Debian's `Inter-roman.var.ttf` and `Inter-italic.var.ttf` are both
    /// "Inter"). Named instances are not compared: one that shares a static file's name (`Inter-Bold` in
    /// `Inter.var.ttf` and `Inter-Bold.otf`) draws the same design either way.
    static func duplicatePostScriptNames(_ summaries: [FaceSummary]) -> [Diagnostic] {
        var files: [String: [String]] = [:]
        var order: [String] = []
        for summary in summaries {
            guard let file = summary.file, let name = summary.postScriptName else { continue }
            if files[name] == nil { order.append(name) }
            if files[name]?.contains(file) != true { files[name, default: []].append(file) }
        }
        return order.compactMap { name -> Diagnostic? in
            guard let paths = files[name], paths.count > 1, let last = paths.last else { return nil }
            let listed = paths.dropLast().joined(separator: ", ") + " and " + last
            return Diagnostic(
                .warning, .postScriptNameDuplicate,
                "\(listed) \(paths.count == 2 ? "both" : "all") have the PostScript name '\(name)': UIFont(name:) finds one face per name, so only one of these files can be asked for by name",
                in: FileLocation(path: last),
                notes: [
                    .init(
                        "keep only one of these files in the font folders (a variable font with an ital or slnt axis covers both styles), or give the faces distinct PostScript names (name ID 6)"
                    )
                ])
        }
    }

    /// The family named `name`, compared ignoring case; legacy family names (ID 1) are accepted too, and so
    /// are a face's PostScript name (`Inter-SemiBold`) and its file's name (`Stuart-App-Medium.otf`, as REI
    /// Cedar's tokens name their fonts), which name the face's family.
    public func family(named name: String) -> Family? {
        let key = name.lowercased()
        if let family = families.first(where: { $0.name.lowercased() == key }) { return family }
        let legacy = summaries.filter { $0.familyName?.lowercased() == key }.compactMap(\.family)
        if let typographic = legacy.first { return families.first { $0.name == typographic } }
        return families.first { family in
            family.faces.contains { $0.postScriptName.lowercased() == key || $0.fileName.lowercased() == key }
        }
    }

    /// The face of `family` with exactly `weight` and style `italic`.
    ///
    /// Static faces are preferred over named instances of a variable font, then the first file in path
    /// order. Throws ``FontReadError/noMatchingFace(family:weight:italic:available:)`` listing the family's
    /// faces, or ``FontReadError/unknownFamily(family:available:)`` listing the families that exist.
    ///
    /// `width` is a CSS `font-stretch` percentage (100 normal), matched exactly against ``Face/width``.
    public func match(
        family name: String, weight: FontWeight, italic: Bool, width: Double = 100
    ) throws(FontReadError) -> Face {
        guard let family = family(named: name) else {
            throw .unknownFamily(family: name, available: families.map(\.name))
        }
        if let face = family.faces.first(where: { $0.weight == weight && $0.italic == italic && $0.width == width }) {
            return face
        }
        throw .noMatchingFace(
            family: family.name, weight: weight.rawValue, italic: italic, width: width, available: listing(of: family))
    }

    /// The faces of `family` for an error message: grouped by file (in the order of their lightest face), each
    /// face once, variable files with their axis ranges (`wght 100–900`) and a count of the named instances
    /// they add.
    public func listing(of family: Family) -> FaceListing {
        var seen = Set<String>()
        var byFile: [String: FaceListing.File] = [:]
        var order: [String] = []
        // The family's order (by weight, upright first, static files before named instances), files grouped
        // in order of first appearance.
        for face in family.faces {
            let key = "\(face.file)#\(face.faceIndex)"
            if byFile[key] == nil {
                // Created before deduplication: a variable file whose named instances all appeared under an
                // earlier file still shows its axis ranges.
                order.append(key)
                let axes = (summary(for: face)?.axes ?? []).map { axis in
                    "\(axis.tag) \(formatNumber(axis.minimum))–\(formatNumber(axis.maximum))"
                }
                byFile[key] = FaceListing.File(fileName: face.fileName, axes: axes, faces: [])
            }
            guard
                seen.insert("\(face.postScriptName)|\(face.weight?.rawValue ?? -1)|\(face.italic)|\(face.width)")
                    .inserted
            else { continue }
            if face.isNamedInstance, byFile[key]?.axes.isEmpty == false {
                byFile[key]?.namedInstances += 1
            } else {
                byFile[key]?.faces.append(face.label)
            }
        }
        return FaceListing(files: order.compactMap { byFile[$0] }.filter { !$0.axes.isEmpty || !$0.faces.isEmpty })
    }

    /// A face of `family` drawn from a variable font at `weight` (and `italic`, `width`, `opticalSize`), when
    /// no face has that weight and width exactly (or the style pins an optical size) but a variable file of the
    /// family covers them on its axes: the file's own face (its default PostScript name) with
    /// ``Face/axisValues`` such as `["wght": 650]` or `["wght": 400, "wdth": 75]`.
    ///
    /// The file covers the weight on its `wght` axis, or has no `wght` axis and that `usWeightClass`; it
    /// covers the width (a CSS `font-stretch` percentage) on its `wdth` axis, or has no `wdth` axis and that
    /// `usWidthClass`; a pinned `opticalSize` must lie on its `opsz` axis. `wght` is always given when the
    /// file has the axis, `wdth` when the width is not the axis default, `opsz` only when pinned: otherwise
    /// CoreText follows the point size.
    ///
    /// The file's style must match: an italic file for italic, an upright one for upright. A file that has
    /// both through an `ital` (0/1) or `slnt` axis draws italic with `ital` 1 or `slnt` at its most slanted
    /// value (the convention of Inter's and Roboto Flex' single variable files). Files come in path order.
    public func variableMatch(
        family name: String, weight: FontWeight, italic: Bool, width: Double = 100, opticalSize: Double? = nil
    ) -> Face? {
        guard let family = family(named: name) else { return nil }
        var candidates: [(summary: FaceSummary, values: [String: Double])] = []
        for summary in summaries
        where summary.family == family.name && summary.postScriptName != nil && !summary.axes.isEmpty {
            func axis(_ tag: String) -> FaceSummary.Axis? { summary.axes.first { $0.tag == tag } }
            var values: [String: Double] = [:]
            if let wght = axis("wght") {
                guard wght.minimum <= weight.rawValue, weight.rawValue <= wght.maximum else { continue }
                values["wght"] = weight.rawValue
            } else if summary.weightClass.map(Double.init) != weight.rawValue {
                continue
            }
            if let wdth = axis("wdth") {
                guard wdth.minimum <= width, width <= wdth.maximum else { continue }
                if width != wdth.defaultValue { values["wdth"] = width }
            } else if Self.defaultWidth(of: summary) != width {
                continue
            }
            if let opticalSize {
                guard let opsz = axis("opsz"), opsz.minimum <= opticalSize, opticalSize <= opsz.maximum else {
                    continue
                }
                values["opsz"] = opticalSize
            }
            guard !values.isEmpty else { continue }
            if summary.italic != italic {
                if let ital = axis("ital"), ital.minimum <= 0, ital.maximum >= 1 {
                    values["ital"] = italic ? 1 : 0
                } else if let slant = axis("slnt"), slant.minimum < 0, slant.maximum >= 0, !summary.italic {
                    values["slnt"] = slant.minimum
                } else {
                    continue
                }
            }
            candidates.append((summary, values))
        }
        // A file whose own style matches needs fewer axes moved: prefer it.
        guard let best = candidates.min(by: { $0.values.count < $1.values.count }),
            let postScriptName = best.summary.postScriptName
        else { return nil }
        let style = best.summary.axes.compactMap { axis in
            best.values[axis.tag].map { "\(axis.tag) \(formatNumber($0))" }
        }.joined(separator: " ")
        return Face(
            family: family.name, style: style, postScriptName: postScriptName, postScriptNameDerived: false,
            weight: weight, italic: italic, file: best.summary.file ?? "", faceIndex: best.summary.faceIndex,
            isNamedInstance: false, axisValues: best.values, width: width)
    }

    /// The summary (names, metrics, axes) of the file face behind `face`.
    public func summary(for face: Face) -> FaceSummary? {
        summaries.first { $0.file == face.file && $0.faceIndex == face.faceIndex }
    }

    /// The line metrics of `face` under `policy` (``LineMetricsPolicy/coreText`` for iOS).
    ///
    /// A named instance's metrics are read at its own coordinates, a drawn face's at its ``Face/axisValues``
    /// (the font read again and its `MVAR` deltas applied); with `pointSize`, a font with an optical size
    /// axis is read at `opsz` = the point size (clamped to the axis), as CoreText draws it, unless the face
    /// pins `opsz`. Static faces, and variable faces at their default position, give the summary's metrics;
    /// if reading again fails (a malformed `MVAR`), the default metrics are used.
    public func metrics(for face: Face, policy: LineMetricsPolicy = .coreText, pointSize: Double? = nil) -> FontMetrics?
    {
        var values = face.isNamedInstance ? face.instanceCoordinates : [:]
        values.merge(face.axisValues) { _, drawn in drawn }
        // At a point size, opsz follows it as CoreText draws (a named instance's own opsz included), unless
        // the face is drawn at a pinned opsz.
        if let pointSize, face.axisValues["opsz"] == nil, hasOpticalSizeAxis(face) { values["opsz"] = pointSize }
        if !values.isEmpty, let instance = try? openFace(face).summary(file: face.file, axisValues: values) {
            return instance.lineMetrics(policy)
        }
        return summary(for: face)?.lineMetrics(policy)
    }

    /// Whether the font file behind `face` has an optical size (`opsz`) axis.
    public func hasOpticalSizeAxis(_ face: Face) -> Bool {
        summary(for: face)?.axes.contains { $0.tag == "opsz" } ?? false
    }

    /// Opens the face again for questions the summary does not answer (coverage, advance widths).
    public func openFace(_ face: Face) throws(FontReadError) -> FontFace {
        try FontFile(contentsOfFile: face.file).face(at: face.faceIndex)
    }

    /// The file names to list in Info.plist `UIAppFonts` for `faces`, unique, sorted.
    public static func appFonts(for faces: [Face]) -> [String] {
        Array(Set(faces.map(\.fileName))).sorted()
    }
}
