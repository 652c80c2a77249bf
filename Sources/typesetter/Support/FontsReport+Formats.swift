import TypesetterCore
import TypesetterFonts

/// `typesetter fonts`' two forms of a ``FontsReport``.
///
/// The JSON form is a contract other tools build on: an array with one object per face and the keys
/// documented on ``json()``, in that order. The table form is for people.
extension FontsReport {
    // MARK: JSON

    /// The JSON array: per face `file`, `faceIndex`, `postScriptName`, `postScriptNameValid`,
    /// `familyName`, `subfamilyName`, `typographicFamilyName`, `typographicSubfamilyName`, `fullName`,
    /// `weightClass`, `widthClass`, `italic`, `oblique`, `italicAngle`, `fixedPitch`, `unitsPerEm`,
    /// `hhea {ascender, descender, lineGap}`, `typo {ascender, descender, lineGap}`, `win {ascent, descent}`,
    /// `useTypoMetrics`, `capHeight`, `xHeight`, `lineMetrics {coreText, freeType}` (each
    /// `{ascender, descender, lineGap, capHeight, xHeight, lineHeight}` in font units, line height in em;
    /// cap height and x-height fall back as ``LineMetricsPolicy`` documents), `axes [{tag, min, default, max}]`,
    /// `instances [{subfamilyName, postScriptName, postScriptNameDerived, coordinates {tag: value}}]`,
    /// `diagnostics [{severity, code, table, message}]`, and with a sample `missingCharacters [string]`. Absent values are `null`.
    func json() -> String {
        var json = JSONWriter(pretty: true)
        json.array { json in
            for entry in entries { Self.object(entry).write(to: &json) }
        }
        return json.text + "\n"
    }

    static func object(_ entry: Entry) -> JSONValue {
        let face = entry.summary
        func metrics(_ policy: LineMetricsPolicy) -> JSONValue {
            guard let metrics = face.lineMetrics(policy) else { return .null }
            return .object([
                ("ascender", .number(metrics.ascender)), ("descender", .number(metrics.descender)),
                ("lineGap", .number(metrics.lineGap)), ("capHeight", .number(metrics.capHeight)),
                ("xHeight", .number(metrics.xHeight)), ("lineHeight", .number(metrics.lineHeightInEm)),
            ])
        }
        var fields: [(String, JSONValue)] = [
            ("file", .string(face.file)),
            ("faceIndex", .int(face.faceIndex)),
            ("postScriptName", .string(face.postScriptName)),
            ("postScriptNameValid", .bool(face.postScriptNameIsValid)),
            ("familyName", .string(face.familyName)),
            ("subfamilyName", .string(face.subfamilyName)),
            ("typographicFamilyName", .string(face.typographicFamilyName)),
            ("typographicSubfamilyName", .string(face.typographicSubfamilyName)),
            ("fullName", .string(face.fullName)),
            ("weightClass", .int(face.weightClass)),
            ("widthClass", .int(face.widthClass)),
            ("italic", .bool(face.italic)),
            ("oblique", .bool(face.oblique)),
            ("italicAngle", face.italicAngle.map(JSONValue.number) ?? .null),
            ("fixedPitch", .bool(face.fixedPitch)),
            ("unitsPerEm", .int(face.unitsPerEm)),
            (
                "hhea",
                .object([
                    ("ascender", .int(face.hhea.ascender)), ("descender", .int(face.hhea.descender)),
                    ("lineGap", .int(face.hhea.lineGap)),
                ])
            ),
            (
                "typo",
                face.typo.map {
                    .object([
                        ("ascender", .int($0.ascender)), ("descender", .int($0.descender)),
                        ("lineGap", .int($0.lineGap)),
                    ])
                } ?? .null
            ),
            ("win", face.win.map { .object([("ascent", .int($0.ascent)), ("descent", .int($0.descent))]) } ?? .null),
            ("useTypoMetrics", .bool(face.useTypoMetrics)),
            ("capHeight", .int(face.capHeight)),
            ("xHeight", .int(face.xHeight)),
            ("lineMetrics", .object([("coreText", metrics(.coreText)), ("freeType", metrics(.freeType))])),
            (
                "axes",
                .array(
                    face.axes.map { axis in
                        .object([
                            ("tag", .string(axis.tag)), ("min", .number(axis.minimum)),
                            ("default", .number(axis.defaultValue)), ("max", .number(axis.maximum)),
                        ])
                    })
            ),
            (
                "instances",
                .array(
                    face.instances.map { instance in
                        var coordinates: [(String, JSONValue)] = []
                        for (axis, value) in zip(face.axes, instance.coordinates)
                        where !coordinates.contains(where: { $0.0 == axis.tag }) {
                            coordinates.append((axis.tag, .number(value)))
                        }
                        return .object([
                            ("subfamilyName", .string(instance.subfamilyName)),
                            ("postScriptName", .string(instance.postScriptName)),
                            ("postScriptNameDerived", .bool(instance.postScriptNameDerived)),
                            ("coordinates", .object(coordinates)),
                        ])
                    })
            ),
            (
                "diagnostics",
                .array(
                    face.diagnostics.map { diagnostic in
                        .object([
                            ("severity", .text(diagnostic.severity.rawValue)),
                            ("code", .text(diagnostic.code.rawValue)),
                            ("table", .string(diagnostic.fileLocation?.table)), ("message", .text(diagnostic.message)),
                        ])
                    })
            ),
        ]
        if let missing = entry.missingCharacters {
            fields.append(("missingCharacters", .array(missing.map { .string(String($0)) })))
        }
        return .object(fields)
    }

    // MARK: Table

    /// A table for people: one row per face, then one indented row per named instance; with a sample, a
    /// last column lists the characters the face lacks. Line heights are in em (CoreText / FreeType).
    func table() -> String {
        var header = [
            "File", "#", "PostScript name", "Family", "Style", "Weight", "Italic", "UPM", "hhea", "typo", "win",
            "Line height iOS/FreeType",
        ]
        let withSample = entries.contains { $0.missingCharacters != nil }
        if withSample { header.append("Missing") }
        var rows: [[String]] = []
        for entry in entries {
            let face = entry.summary
            func line(_ policy: LineMetricsPolicy) -> String {
                face.lineMetrics(policy).map { Self.decimal($0.lineHeightInEm, places: 3) } ?? "-"
            }
            let fileName: String = face.file.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? "-"
            var postScript: String = face.postScriptName ?? "-"
            if face.postScriptName != nil && !face.postScriptNameIsValid { postScript += " (invalid)" }
            var typo = "-"
            if let metrics = face.typo {
                typo = "\(metrics.ascender)/\(metrics.descender)/\(metrics.lineGap)"
                if face.useTypoMetrics { typo += " (use)" }
            }
            var win = "-"
            if let metrics = face.win { win = "\(metrics.ascent)/\(metrics.descent)" }
            let hhea = "\(face.hhea.ascender)/\(face.hhea.descender)/\(face.hhea.lineGap)"
            let weight: String = face.weightClass.map { String($0) } ?? "-"
            var row: [String] = [fileName, String(face.faceIndex), postScript, face.family ?? "-", face.style ?? "-"]
            row += [weight, face.italic ? "yes" : "no", String(face.unitsPerEm), hhea, typo, win]
            row.append(line(.coreText) + " / " + line(.freeType))
            if withSample {
                let missing = entry.missingCharacters ?? []
                row.append(missing.isEmpty ? "none" : "\(missing.count): " + missing.map { String($0) }.joined())
            }
            rows.append(row)
            for instance in face.instances {
                let coordinates = zip(face.axes, instance.coordinates).map { "\($0.tag)=\(formatNumber($1))" }.joined(
                    separator: " ")
                var instanceRow = Array(repeating: "", count: header.count)
                instanceRow[2] =
                    "  " + (instance.postScriptName ?? "-") + (instance.postScriptNameDerived ? " (derived)" : "")
                instanceRow[4] = instance.subfamilyName ?? "-"
                instanceRow[5] = coordinates
                rows.append(instanceRow)
            }
        }
        var widths = header.map { $0.count }
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func render(_ row: [String]) -> String {
            var text = ""
            for (column, cell) in row.enumerated() where column < widths.count {
                let isLast = column == row.count - 1
                text += isLast ? cell : cell + String(repeating: " ", count: max(0, widths[column] - cell.count) + 2)
            }
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        var out = render(header) + "\n"
        for row in rows { out += render(row) + "\n" }
        out += "\(entries.count) face(s)\n"
        return out
    }

    /// `value` with exactly `places` decimals (no Foundation).
    static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return String(value) }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return String(value) }
        let integer = Int64(scaled)
        var digits = String(integer)
        while digits.count <= places { digits = "0" + digits }
        let split = digits.index(digits.endIndex, offsetBy: -places)
        return (value < 0 ? "-" : "") + digits[..<split] + (places > 0 ? "." + digits[split...] : "")
    }
}

/// A minimal JSON value that keeps key order (the report's contract lists keys in order).
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case text(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func string(_ value: String?) -> JSONValue { value.map { .text($0) } ?? .null }
    static func int(_ value: Int?) -> JSONValue { value.map { .integer($0) } ?? .null }

    func write(to json: inout JSONWriter) {
        switch self {
        case .null: json.null()
        case .bool(let value): json.bool(value)
        case .number(let value): json.number(value)
        case .integer(let value): json.integer(value)
        case .text(let value): json.string(value)
        case .array(let values): json.array { json in for value in values { value.write(to: &json) } }
        case .object(let fields):
            json.object { json in
                for (key, value) in fields {
                    json.key(key)
                    value.write(to: &json)
                }
            }
        }
    }
}
