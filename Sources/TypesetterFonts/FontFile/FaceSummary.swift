import TypesetterCore

/// Everything Typesetter needs to know about one face: names, style, metrics, variation axes.
///
/// Built by ``FontFace/summary()`` from `head`, `hhea`, `OS/2`, `name`, `post` and `fvar`. Required
/// tables (`head`, `hhea`) failing make the summary fail; an optional table that is malformed is left
/// out and explained in ``diagnostics``.
public struct FaceSummary: Hashable, Sendable {
    /// The path of the file, `nil` for in-memory bytes.
    public var file: String?
    /// The face's index in its file (0 unless a collection).
    public var faceIndex: Int
    /// Whether outlines are CFF (`OTTO`) rather than TrueType.
    public var hasPostScriptOutlines: Bool

    // MARK: Names (name table, English records; see NamingTable.name(_:))
    /// ID 1, the legacy (four-style) family name.
    public var familyName: String?
    /// ID 2, the legacy subfamily: Regular, Italic, Bold or Bold Italic.
    public var subfamilyName: String?
    /// ID 4.
    public var fullName: String?
    /// ID 6: the name `UIFont(name:size:)` needs.
    public var postScriptName: String?
    /// ID 16, `nil` when the font has none (then ID 1 is the typographic family too).
    public var typographicFamilyName: String?
    /// ID 17.
    public var typographicSubfamilyName: String?
    /// IDs 21 and 22.
    public var wwsFamilyName: String?
    public var wwsSubfamilyName: String?
    /// ID 25, the prefix for derived instance PostScript names.
    public var variationsPostScriptNamePrefix: String?

    // MARK: Style
    /// `OS/2.usWeightClass`, `nil` without OS/2.
    public var weightClass: Int?
    /// `OS/2.usWidthClass`, `nil` without OS/2.
    public var widthClass: Int?
    /// `OS/2.fsSelection` italic (bit 0) or oblique (bit 9), or `head.macStyle` italic (bit 1).
    public var italic: Bool
    /// `OS/2.fsSelection` bit 9.
    public var oblique: Bool
    /// `post.italicAngle`, `nil` without `post`.
    public var italicAngle: Double?
    /// `post.isFixedPitch`.
    public var fixedPitch: Bool

    // MARK: Metrics, font units
    public var unitsPerEm: Int
    public var hhea: LineMetrics
    /// OS/2 `sTypo*`, `nil` when OS/2 is absent or too short.
    public var typo: LineMetrics?
    /// OS/2 `usWinAscent` / `usWinDescent`.
    public var win: WinMetrics?
    /// OS/2 `fsSelection` bit 7.
    public var useTypoMetrics: Bool
    /// OS/2 `sCapHeight` / `sxHeight` (version 2+).
    public var capHeight: Int?
    public var xHeight: Int?

    // MARK: Variations
    public var axes: [Axis]
    public var instances: [NamedInstance]

    /// Problems that did not stop the summary (bad optional tables, invalid PostScript name…).
    public var diagnostics: [Diagnostic]

    /// Ascender, descender and line gap as stored.
    public struct LineMetrics: Hashable, Sendable, Codable {
        public var ascender: Int
        public var descender: Int
        public var lineGap: Int
    }

    /// `usWinAscent` and `usWinDescent` as stored (both positive).
    public struct WinMetrics: Hashable, Sendable, Codable {
        public var ascent: Int
        public var descent: Int
    }

    /// A variation axis.
    public struct Axis: Hashable, Sendable {
        public var tag: String
        public var minimum: Double
        public var defaultValue: Double
        public var maximum: Double
    }

    /// A named instance of a variable font.
    public struct NamedInstance: Hashable, Sendable {
        public var subfamilyName: String?
        /// From the instance's `postScriptNameID`, else derived per Adobe TN #5902.
        public var postScriptName: String?
        /// `true` when ``postScriptName`` was derived rather than read from the font.
        public var postScriptNameDerived: Bool
        /// One value per axis, in axis order (``FaceSummary/axes``).
        public var coordinates: [Double]
    }

    /// The family Typesetter groups the face under: the typographic family (ID 16), else ID 1.
    public var family: String? { typographicFamilyName ?? familyName }
    /// The style name in that family: ID 17, else ID 2.
    public var style: String? { typographicSubfamilyName ?? subfamilyName }

    /// Whether ``postScriptName`` is usable with `UIFont(name:)`: 1–63 printable ASCII characters,
    /// none of `[](){}<>/%` (OpenType spec, name ID 6).
    public var postScriptNameIsValid: Bool {
        guard let postScriptName else { return false }
        return Self.isValidPostScriptName(postScriptName)
    }

    static func isValidPostScriptName(_ name: String) -> Bool {
        let bytes = Array(name.unicodeScalars)
        guard !bytes.isEmpty, bytes.count <= 63 else { return false }
        return bytes.allSatisfy { scalar in
            scalar.value >= 33 && scalar.value <= 126 && !"[](){}<>/%".unicodeScalars.contains(scalar)
        }
    }

    /// The line metrics `policy` says a platform uses for this face.
    public func lineMetrics(_ policy: LineMetricsPolicy) -> FontMetrics? {
        policy.metrics(self)
    }
}

extension FontFace {
    /// Reads names, style, metrics and variations. Throws only when `head` or `hhea` is missing or bad.
    public func summary(file: String? = nil) throws(FontReadError) -> FaceSummary {
        let header = try header()
        let horizontal = try horizontalHeader()
        var diagnostics: [Diagnostic] = []
        func warning(_ code: DiagnosticCode, _ table: String, _ message: String) -> Diagnostic {
            Diagnostic(
                .warning, code, message, in: FileLocation(path: file ?? "<memory>", faceIndex: index, table: table))
        }
        func optional<Table: FontTable>(_ type: Table.Type) -> Table? {
            do {
                return try table(Table.self)
            } catch {
                diagnostics.append(warning(.tableUnreadable, Table.tag.description, "\(error); the table is ignored"))
                return nil
            }
        }
        let os2 = optional(OS2Table.self)
        let naming = optional(NamingTable.self)
        let post = optional(PostScriptTable.self)
        let fvar = optional(FontVariationsTable.self)
        if os2?.isTruncated == true {
            diagnostics.append(
                warning(
                    .os2Truncated, "OS/2",
                    "the table is shorter than version \(os2?.version ?? 0) requires; missing fields are absent"))
        }

        let familyName = naming?.name(.family)
        let typographicFamilyName = naming?.name(.typographicFamily)
        let prefix = naming?.name(.variationsPostScriptNamePrefix)
        var typo: FaceSummary.LineMetrics?
        if let os2, let ascender = os2.typoAscender, let descender = os2.typoDescender, let lineGap = os2.typoLineGap {
            typo = .init(ascender: Int(ascender), descender: Int(descender), lineGap: Int(lineGap))
        }
        var win: FaceSummary.WinMetrics?
        if let os2, let ascent = os2.winAscent, let descent = os2.winDescent {
            win = .init(ascent: Int(ascent), descent: Int(descent))
        }
        let axes = (fvar?.axes ?? []).map {
            FaceSummary.Axis(
                tag: $0.tag.description, minimum: $0.minimum, defaultValue: $0.defaultValue, maximum: $0.maximum)
        }
        let instances = (fvar?.instances ?? []).map { instance in
            let subfamily = naming?.name(instance.subfamilyNameID)
            if let id = instance.postScriptNameID, let name = naming?.name(id) {
                return FaceSummary.NamedInstance(
                    subfamilyName: subfamily, postScriptName: name, postScriptNameDerived: false,
                    coordinates: instance.coordinates)
            }
            let derived = Self.derivedPostScriptName(
                prefix: prefix, family: typographicFamilyName ?? familyName, subfamily: subfamily)
            return FaceSummary.NamedInstance(
                subfamilyName: subfamily, postScriptName: derived, postScriptNameDerived: derived != nil,
                coordinates: instance.coordinates)
        }

        var summary = FaceSummary(
            file: file, faceIndex: index, hasPostScriptOutlines: hasPostScriptOutlines,
            familyName: familyName, subfamilyName: naming?.name(.subfamily), fullName: naming?.name(.fullName),
            postScriptName: naming?.name(.postScriptName),
            typographicFamilyName: typographicFamilyName, typographicSubfamilyName: naming?.name(.typographicSubfamily),
            wwsFamilyName: naming?.name(.wwsFamily), wwsSubfamilyName: naming?.name(.wwsSubfamily),
            variationsPostScriptNamePrefix: prefix,
            weightClass: os2.map { Int($0.weightClass) }, widthClass: os2.map { Int($0.widthClass) },
            italic: (os2?.isItalic ?? false) || (os2?.isOblique ?? false) || header.isItalic,
            oblique: os2?.isOblique ?? false,
            italicAngle: post?.italicAngle, fixedPitch: post?.isFixedPitch ?? false,
            unitsPerEm: Int(header.unitsPerEm),
            hhea: .init(
                ascender: Int(horizontal.ascender), descender: Int(horizontal.descender),
                lineGap: Int(horizontal.lineGap)),
            typo: typo, win: win, useTypoMetrics: os2?.useTypoMetrics ?? false,
            capHeight: os2?.capHeight.map(Int.init), xHeight: os2?.xHeight.map(Int.init),
            axes: axes, instances: instances, diagnostics: diagnostics
        )
        if summary.postScriptName == nil {
            summary.diagnostics.append(
                warning(
                    .postScriptNameMissing, "name", "no PostScript name (ID 6): UIFont(name:) cannot load this face"))
        } else if !summary.postScriptNameIsValid {
            summary.diagnostics.append(
                warning(
                    .postScriptNameInvalid, "name",
                    "PostScript name (ID 6) is not 1–63 printable ASCII characters without [](){}<>/%"))
        }
        for instance in summary.instances {
            guard let name = instance.postScriptName else {
                summary.diagnostics.append(
                    warning(
                        .postScriptNameMissing, "fvar",
                        "named instance '\(instance.subfamilyName ?? "?")' has no PostScript name and none can be derived"
                    ))
                continue
            }
            if !FaceSummary.isValidPostScriptName(name) {
                // TN #5902 shortens names over 63 characters with a hash; that rule is not implemented.
                summary.diagnostics.append(
                    warning(
                        .postScriptNameInvalid, "fvar",
                        "named instance PostScript name '\(name)' is not 1–63 printable ASCII characters without [](){}<>/%"
                    ))
            }
        }
        if let weight = summary.weightClass, !(1...1000).contains(weight) {
            summary.diagnostics.append(
                warning(.weightClassOutOfRange, "OS/2", "usWeightClass \(weight) is outside 1...1000"))
        }
        if header.unitsPerEm < 16 || header.unitsPerEm > 16384 {
            summary.diagnostics.append(
                warning(.unitsPerEmOutOfRange, "head", "unitsPerEm \(header.unitsPerEm) is outside 16...16384"))
        }
        return summary
    }

    /// The PostScript name of a named instance without its own, per Adobe TN #5902: the family prefix
    /// (name ID 25 as is, else the typographic or legacy family name keeping only `A–Z a–z 0–9`), a hyphen,
    /// and the instance's subfamily name keeping only `A–Z a–z 0–9`.
    static func derivedPostScriptName(prefix: String?, family: String?, subfamily: String?) -> String? {
        func alphanumeric(_ text: String) -> String {
            String(
                String.UnicodeScalarView(
                    text.unicodeScalars.filter { scalar in
                        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                    }))
        }
        guard let subfamily else { return nil }
        let familyPart: String
        if let prefix {
            familyPart = prefix
        } else if let family {
            familyPart = alphanumeric(family)
        } else {
            return nil
        }
        guard !familyPart.isEmpty else { return nil }
        return familyPart + "-" + alphanumeric(subfamily)
    }
}
