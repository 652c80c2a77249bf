import Foundation
import TypesetterCore
import TypesetterFonts
import TypesetterTokens

// The Interpret stage's font families: which family a style's list names, the faces of each family used,
// and what is said when a family is missing.
extension Interpreter {
    /// Styles laid out in the system font for want of their families, by the families asked for: one warning
    /// per family list, so a set that names a web font in every style says so once.
    typealias StandIn = (names: [String], first: ResolvedToken, styles: Int)

    /// The face a style asks for: weight, style, width (100 is normal) and a pinned optical size.
    struct FaceRequest {
        var weight: FontWeight
        var italic: Bool
        var width: Double
        var opticalSize: Double?

        var modelWidth: Double? { width == 100 ? nil : width }
    }

    /// The font of a style whose `fontFamily` lists `names`, and the catalog family when it is a custom one;
    /// nil (with an error) when the family or the face asked for is missing. An exact face (a static file or a
    /// named instance, by its PostScript name) at the weight and width first; else a variable file whose axes
    /// cover them, drawn at those axis values. A pinned optical size always needs a variable file with an
    /// `opsz` axis that covers it.
    func font(
        for names: [String], _ request: FaceRequest, token: ResolvedToken, settings: Settings,
        families: inout FamilyTable, standIns: inout [StandIn], diagnostics: inout [Diagnostic]
    ) -> (font: Typography.Font, family: FontCatalog.Family?)? {
        guard !names.isEmpty else { return (.system(), nil) }
        switch resolveFamily(names) {
        case .system(let design):
            return (.system(design: design), nil)
        case .missing(let missing, let genericDesign):
            guard options.missingFontFamily == .systemFont else {
                diagnostics.append(missingFamily(missing, token: token))
                return nil
            }
            if let index = standIns.firstIndex(where: { $0.names == missing }) {
                standIns[index].styles += 1
            } else {
                standIns.append((missing, token, 1))
            }
            return (.system(design: genericDesign ?? .default), nil)
        case .custom(let catalogFamily):
            var variableFace: FontCatalog.Face?
            do {
                _ = try catalog.match(
                    family: catalogFamily.name, weight: request.weight, italic: request.italic, width: request.width)
            } catch {
                guard case .noMatchingFace = error, let face = variableMatch(catalogFamily, request) else {
                    diagnostics.append(
                        .init(
                            .error, .fontFaceMissing, "typography \(token.path): \(error)", at: token.location,
                            notes: [
                                .init(
                                    "add the font file to a folder listed under `fonts:` in the configuration, or change fontWeight\(request.width == 100 ? "" : " or the width")"
                                )
                            ]))
                    return nil
                }
                variableFace = face
            }
            if variableFace == nil, let opticalSize = request.opticalSize {
                guard let face = variableMatch(catalogFamily, request) else {
                    let family = catalog.family(named: catalogFamily.name).map(catalog.listing(of:))
                    diagnostics.append(
                        .init(
                            .error, .fontFaceMissing,
                            "typography \(token.path): no variable face of family '\(catalogFamily.name)' has an opsz axis covering the optical size \(formatNumber(opticalSize)); faces of '\(catalogFamily.name)': \(family.map { "\($0)" } ?? "none")",
                            at: settings.location(of: "opticalSize") ?? token.location,
                            notes: [
                                .init(
                                    "remove \(Self.extensionKey).opticalSize to let the font follow the point size, or add a variable font with an opsz axis"
                                )
                            ]))
                    return nil
                }
                variableFace = face
            }
            var entry = families.entry(for: catalogFamily, catalog: catalog)
            if let variableFace { entry = families.adding(variableFace, to: entry, catalog: catalog) }
            return (.custom(entry.family), catalogFamily)
        }
    }

    private func variableMatch(
        _ family: FontCatalog.Family, _ request: FaceRequest, weight: FontWeight? = nil
    ) -> FontCatalog.Face? {
        catalog.variableMatch(
            family: family.name, weight: weight ?? request.weight, italic: request.italic, width: request.width,
            opticalSize: request.opticalSize)
    }

    /// For Bold Text one step heavier from a static face or a named instance (a face drawn at axis values moves
    /// along `wght` in the core): when the family has no face of that weight but a variable file covers it,
    /// that file drawn at the heavier weight, to join the family so the core steps to it.
    func heavierFace(
        of family: FontFamily, from catalogFamily: FontCatalog.Family, _ request: FaceRequest
    ) -> FontCatalog.Face? {
        let heavier = request.weight.oneStepHeavier
        let regular = family.faceIndex(
            matching: request.weight, italic: request.italic, width: request.modelWidth,
            opticalSize: request.opticalSize)
        let existing = family.faceIndex(
            matching: heavier, italic: request.italic, width: request.modelWidth, opticalSize: request.opticalSize)
        guard heavier > request.weight, regular.map({ family.faces[$0].variation == nil }) == true,
            existing.map({ family.faces[$0].weight != heavier }) ?? true
        else { return nil }
        return variableMatch(catalogFamily, request, weight: heavier)
    }

    /// The families reduced to the faces some style draws with, with or without Bold Text, so the app
    /// bundles only the font files it uses; the styles then refer to the reduced families. A style chooses
    /// the same faces in the reduced family as in the full one: each choice was the best in the larger set
    /// and is still there.
    static func keepingUsedFaces(
        _ families: [FontFamilyEntry], _ styles: [TypographyStyle]
    ) -> ([FontFamilyEntry], [TypographyStyle]) {
        // Only the system font: nothing to reduce (a large export of system-font styles skips the resolving).
        guard !families.isEmpty else { return (families, styles) }
        var used: Set<String> = []
        for style in styles {
            for weight in LegibilityWeight.allCases {
                if let name = style.typography.resolve(at: .large, legibilityWeight: weight).postScriptName {
                    used.insert(name)
                }
            }
        }
        var reduced: [String: FontFamily] = [:]
        let entries = families.map { entry -> FontFamilyEntry in
            var family = entry.family
            family.faces = family.faces.filter { used.contains($0.postScriptName) }
            reduced[family.name] = family
            return FontFamilyEntry(family: family)
        }
        return (entries, restyling(styles, with: reduced))
    }

    /// The styles with each custom family replaced by its new version in `families` (by name).
    private static func restyling(_ styles: [TypographyStyle], with families: [String: FontFamily]) -> [TypographyStyle]
    {
        styles.map { style -> TypographyStyle in
            guard case .custom(let family) = style.typography.font, let replacement = families[family.name] else {
                return style
            }
            var copy = style
            copy.typography.font = .custom(replacement)
            return copy
        }
    }

    /// The families with ``FontFamily/Face/opticalSizeMetrics`` for every face whose font has an optical size
    /// (`opsz`) axis that the face does not pin: the metrics at each point size some style draws the face at
    /// (every category, with and without Bold Text), read at `opsz` = that size as CoreText draws it. The
    /// styles then refer to the families with those faces. Without such faces nothing changes.
    static func addingOpticalSizeMetrics(
        _ families: [FontFamilyEntry], _ styles: [TypographyStyle], catalog: FontCatalog
    ) -> ([FontFamilyEntry], [TypographyStyle]) {
        var changed: [String: FontFamily] = [:]
        let entries = families.map { entry -> FontFamilyEntry in
            var family = entry.family
            var touched = false
            for index in family.faces.indices {
                let face = family.faces[index]
                guard face.variation?.value(of: "opsz") == nil,
                    let catalogFace = Self.catalogFace(for: face, family: family.name, catalog: catalog),
                    catalog.hasOpticalSizeAxis(catalogFace)
                else { continue }
                var sizes = Set<Double>()
                for style in styles {
                    guard case .custom(let used) = style.typography.font, used.name == family.name else { continue }
                    for weight in LegibilityWeight.allCases {
                        for category in ContentSizeCategory.allCases {
                            let resolved = style.typography.resolve(at: category, legibilityWeight: weight)
                            if resolved.postScriptName == face.postScriptName, resolved.variation == face.variation {
                                sizes.insert(resolved.pointSize)
                            }
                        }
                    }
                }
                family.faces[index].opticalSizeMetrics = sizes.sorted().compactMap { size in
                    catalog.metrics(for: catalogFace, policy: .coreText, pointSize: size).map {
                        FontFamily.OpticalSizeMetrics(pointSize: size, metrics: $0)
                    }
                }
                touched = touched || !family.faces[index].opticalSizeMetrics.isEmpty
            }
            if touched { changed[family.name] = family }
            return FontFamilyEntry(family: family)
        }
        guard !changed.isEmpty else { return (families, styles) }
        return (entries, restyling(styles, with: changed))
    }

    /// The catalog face a model face was made from: same PostScript name and file, at the face's axis values.
    static func catalogFace(
        for face: FontFamily.Face, family: String, catalog: FontCatalog
    ) -> FontCatalog.Face? {
        guard
            var found = catalog.family(named: family)?.faces.first(where: {
                $0.postScriptName == face.postScriptName && $0.fileName == face.fileName
            })
        else {
            return nil
        }
        if let variation = face.variation {
            found.axisValues = variation.values
            found.isNamedInstance = false
        }
        return found
    }

    enum FamilyChoice {
        case system(Typography.SystemDesign)
        case custom(FontCatalog.Family)
        /// None of the named families is in the font folders; a generic or system name after them asks for
        /// `generic`.
        case missing([String], generic: Typography.SystemDesign?)
    }

    /// The first family of a fallback list that exists: in the font folders, or the system font. A named
    /// family that is missing is never passed over silently for the system font: `["Open Sans", "sans-serif"]`
    /// without Open Sans is a missing family (the system font is the fallback only when the options say so).
    /// A later named family that exists is the list's own fallback and is used.
    func resolveFamily(_ names: [String]) -> FamilyChoice {
        var missing: [String] = []
        for name in names {
            if let family = catalog.family(named: name) { return .custom(family) }
            if let design = SystemFonts.design(forFamily: name) {
                return missing.isEmpty ? .system(design) : .missing(missing, generic: design)
            }
            missing.append(name)
        }
        return .missing(missing, generic: nil)
    }

    /// `build.font-family-missing`: the families asked for, the closest names the font folders have (at most
    /// five), and what to do. An error, or with `options.missingFontFamily: systemFont` a warning.
    func missingFamily(_ names: [String], token: ResolvedToken, styles: Int = 1) -> Diagnostic {
        missingFamilyDiagnostic(names, token: token, styles: styles).about(.init(names: names))
    }

    private func missingFamilyDiagnostic(_ names: [String], token: ResolvedToken, styles: Int) -> Diagnostic {
        let quoted = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let others = styles > 1 ? " and \(styles - 1) more style\(styles == 2 ? "" : "s")" : ""
        var message =
            "typography \(token.path)\(others): font famil\(names.count == 1 ? "y \(quoted) is" : "ies \(quoted) are") not in the font folders"
        let available = catalog.families.map(\.name)
        var suggestions: [String] = []
        for name in names {
            for suggestion in FontFamilyNames.closest(to: name, among: available)
            where !suggestions.contains(suggestion) {
                suggestions.append(suggestion)
            }
        }
        if available.isEmpty {
            message += " (no fonts were found there)"
        } else if suggestions.isEmpty {
            message +=
                " (\(available.count) famil\(available.count == 1 ? "y" : "ies") found there, none with a similar name)"
        } else {
            message += "; did you mean \(suggestions.prefix(5).map { "\"\($0)\"" }.joined(separator: ", "))?"
        }
        // REI Cedar's tokens name font files (`Stuart-App-Medium.otf`), which a font folder finds by name.
        if let file = names.first(where: FontCatalog.isFontFileName) {
            message += "; \"\(file)\" is a font file's name, found when the file is in a font folder"
        }
        if options.missingFontFamily == .systemFont {
            return .init(
                .warning, .fontFamilyMissing, message + "; laid out in the system font", at: token.location,
                notes: [
                    .init(
                        "options.missingFontFamily is systemFont; add the font files to a folder under `fonts:` to use the family"
                    )
                ])
        }
        return .init(
            .error, .fontFamilyMissing, message, at: token.location,
            notes: [
                .init(
                    "add the font files to a folder listed under `fonts:` in the configuration, or correct the name; to lay the text out in the system font instead, set `options.missingFontFamily: systemFont`"
                )
            ])
    }
}

/// The custom families the typography uses, each once, with every face of the catalog family.
struct FamilyTable {
    private(set) var entries: [FontFamilyEntry] = []

    mutating func entry(for family: FontCatalog.Family, catalog: FontCatalog) -> FontFamilyEntry {
        if let existing = entries.first(where: { $0.family.name == family.name }) { return existing }
        var faces: [FontFamily.Face] = []
        for face in family.faces {
            guard let weight = face.weight else { continue }
            // Static files first (the catalog sorts them first); a variable font's named instance only where
            // no static face has the same weight and style.
            if face.isNamedInstance,
                faces.contains(where: {
                    $0.weight == weight && $0.isItalic == face.italic && $0.effectiveWidth == face.width
                })
            {
                continue
            }
            if faces.contains(where: { $0.postScriptName == face.postScriptName }) { continue }
            faces.append(
                FontFamily.Face(
                    postScriptName: face.postScriptName,
                    weight: weight,
                    isItalic: face.italic,
                    metrics: catalog.metrics(for: face, policy: .coreText),
                    fileName: face.fileName,
                    width: face.width == 100 ? nil : face.width,
                    instanceCoordinates: face.isNamedInstance ? face.instanceCoordinates : nil
                ))
        }
        let regular = faces.first { $0.weight == .regular && !$0.isItalic } ?? faces.first
        let entry = FontFamilyEntry(family: FontFamily(name: family.name, faces: faces, metrics: regular?.metrics))
        entries.append(entry)
        return entry
    }

    /// `entry` with `face`, a face drawn from a variable font at axis values, added once (faces are kept
    /// in weight order, upright before italic).
    mutating func adding(_ face: FontCatalog.Face, to entry: FontFamilyEntry, catalog: FontCatalog) -> FontFamilyEntry {
        guard let index = entries.firstIndex(where: { $0.family.name == entry.family.name }), let weight = face.weight
        else { return entry }
        let axes = (catalog.summary(for: face)?.axes ?? []).compactMap { axis -> FontVariation.Axis? in
            guard let value = face.axisValues[axis.tag] else { return nil }
            return FontVariation.Axis(tag: axis.tag, value: value, minimum: axis.minimum, maximum: axis.maximum)
        }
        let added = FontFamily.Face(
            postScriptName: face.postScriptName, weight: weight, isItalic: face.italic,
            metrics: catalog.metrics(for: face, policy: .coreText), fileName: face.fileName,
            variation: FontVariation(axes: axes),
            width: face.width == 100 ? nil : face.width)
        var family = entries[index].family
        guard !family.faces.contains(added) else { return entries[index] }
        let position =
            family.faces.firstIndex { $0.weight > weight || ($0.weight == weight && $0.isItalic && !face.italic) }
            ?? family.faces.endIndex
        family.faces.insert(added, at: position)
        entries[index].family = family
        return entries[index]
    }
}
