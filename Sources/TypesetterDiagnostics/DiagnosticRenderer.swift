import TypesetterCore

/// Renders diagnostics as text for people, for Xcode/editors, or as JSON for tools.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// The source line with a caret under the column, notes and fix-its below.
    case text
    /// `path:line:column: error: message [code]`, one line each (notes as `note:` lines).
    case xcode
    /// A JSON array of objects, one per line: severity, code, message, file, line, column (or face and table
    /// for a font), notes, fixIt.
    case json
    /// A SARIF 2.1.0 log (``SARIFRenderer``), for code-scanning annotations.
    case sarif
    /// JUnit XML (``JUnitRenderer``), for CI test reports.
    case junit
}

/// Renders ``Diagnostic`` values in the forms of ``DiagnosticFormat``.
public enum DiagnosticRenderer {
    /// Renders all diagnostics in one format. Text and Xcode forms end each diagnostic with a newline.
    public static func render(_ diagnostics: [Diagnostic], as format: DiagnosticFormat) -> String {
        switch format {
        case .text:
            // One index of line starts per file for the whole run: quoting a line then costs its length,
            // so a run of any size renders in linear time.
            var lines = LineStartCache()
            var out = ""
            for diagnostic in diagnostics { out += text(diagnostic, lines: &lines) }
            return out
        case .xcode: return diagnostics.map(xcode).joined()
        case .json: return json(diagnostics)
        case .sarif: return SARIFRenderer.render(diagnostics)
        case .junit: return JUnitRenderer.render(diagnostics)
        }
    }

    /// ```
    /// error: reference {color.missing} does not resolve [reference.unresolved]
    ///  --> tokens.json:3:15
    ///   |
    /// 3 |     "$value": "{color.missing}"
    ///   |               ^
    ///   = note: …
    /// ```
    public static func text(_ diagnostic: Diagnostic) -> String {
        var lines = LineStartCache()
        return text(diagnostic, lines: &lines)
    }

    /// The line starts of the files quoted so far, by file number.
    struct LineStartCache {
        private var starts: [UInt32: [Int]] = [:]

        mutating func text(of location: SourceLocation) -> String {
            let file = location.file
            if let known = starts[location.fileID] { return file.text(ofLine: Int(location.line), lineStarts: known) }
            let computed = file.lineStarts()
            starts[location.fileID] = computed
            return file.text(ofLine: Int(location.line), lineStarts: computed)
        }
    }

    static func text(_ diagnostic: Diagnostic, lines: inout LineStartCache) -> String {
        var out = "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]\n"
        if let location = diagnostic.location {
            out += excerpt(location, lines: &lines)
        } else if let file = diagnostic.fileLocation {
            out += " --> \(file)\n"
        }
        for note in diagnostic.notes {
            if let location = note.location {
                out += "note: \(note.message)\n" + excerpt(location, lines: &lines)
            } else {
                out += "note: \(note.message)\n"
            }
        }
        if let fixIt = diagnostic.fixIt { out += "fix-it: \(fixIt.text)\n" }
        return out
    }

    private static func excerpt(_ location: SourceLocation, lines: inout LineStartCache) -> String {
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        var line = lines.text(of: location)
        var column = Int(location.column)
        // Long lines (minified files) are cut around the column.
        // (A line of at most 120 UTF-8 bytes has at most 120 characters: no need to count them.)
        if line.utf8.count > 120, line.count > 120 {
            let start = max(0, column - 60)
            line = "…" + String(line.dropFirst(start).prefix(120)) + "…"
            column = column - start + 1
        }
        // Spaces under the text before the column (tabs kept, so the caret lines up), built in one string:
        // this runs once per diagnostic, hundreds of thousands of times in a long run.
        var prefix = ""
        prefix.reserveCapacity(max(0, column - 1))
        // Columns count Unicode scalars, so the scalars are walked (cheaper than characters, too).
        for scalar in line.unicodeScalars.prefix(max(0, column - 1)) {
            prefix.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        return "\(gutter)--> \(location)\n\(gutter) |\n\(number) | \(line)\n\(gutter) | \(prefix)^\n"
    }

    /// `path:line:column: error: message [code]` (Xcode, editors, CI annotations); `path: error: message
    /// (face 1, table OS/2) [code]` for a file without lines.
    public static func xcode(_ diagnostic: Diagnostic) -> String {
        var out: String
        if diagnostic.location == nil, let file = diagnostic.fileLocation {
            let part = [file.faceIndex.map { "face \($0)" }, file.table.map { "table \($0)" }].compactMap { $0 }
            let within = part.isEmpty ? "" : " (\(part.joined(separator: ", ")))"
            out = "\(file.path): \(diagnostic.severity.rawValue): \(diagnostic.message)\(within) [\(diagnostic.code)]\n"
        } else {
            out = line(diagnostic.location, diagnostic.severity.rawValue, "\(diagnostic.message) [\(diagnostic.code)]")
        }
        for note in diagnostic.notes { out += line(note.location, "note", note.message) }
        if let fixIt = diagnostic.fixIt {
            out += line(diagnostic.location, "note", "fix-it: \(fixIt.text)")
        }
        return out
    }

    private static func line(_ location: SourceLocation?, _ severity: String, _ message: String) -> String {
        if let location { return "\(location): \(severity): \(message)\n" }
        return "typesetter: \(severity): \(message)\n"
    }

    /// One diagnostic as a compact JSON object.
    public static func json(_ diagnostic: Diagnostic) -> String {
        JSONWriter.compact { write(diagnostic, to: &$0) }
    }

    /// All diagnostics as a JSON array, one compact object per line.
    static func json(_ diagnostics: [Diagnostic]) -> String {
        var json = JSONWriter(pretty: true, capacity: diagnostics.count * 200)
        json.array { json in
            for diagnostic in diagnostics { write(diagnostic, to: &json) }
        }
        return json.text + "\n"
    }

    private static func write(_ diagnostic: Diagnostic, to json: inout JSONWriter) {
        json.object(compact: true) { json in
            json.key("severity"); json.string(diagnostic.severity.rawValue)
            json.key("code"); json.string(diagnostic.code.rawValue)
            json.key("message"); json.string(diagnostic.message)
            if let location = diagnostic.location {
                write(location, to: &json)
            } else if let file = diagnostic.fileLocation {
                json.key("file"); json.string(file.path)
                if let face = file.faceIndex { json.key("face"); json.integer(face) }
                if let table = file.table { json.key("table"); json.string(table) }
            }
            json.key("notes")
            json.array { json in
                for note in diagnostic.notes {
                    json.object { json in
                        json.key("message"); json.string(note.message)
                        if let location = note.location { write(location, to: &json) }
                    }
                }
            }
            if let fixIt = diagnostic.fixIt {
                json.key("fixIt")
                json.object { json in
                    json.key("message"); json.string(fixIt.message)
                    json.key("replacement"); json.string(fixIt.replacement)
                }
            }
        }
    }

    private static func write(_ location: SourceLocation, to json: inout JSONWriter) {
        json.key("file"); json.string(location.path)
        json.key("line"); json.integer(Int(location.line))
        json.key("column"); json.integer(Int(location.column))
    }
}
