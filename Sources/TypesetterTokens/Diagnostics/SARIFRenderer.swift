import TypesetterCore

/// Renders diagnostics as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the form
/// code-scanning services read to annotate the token lines of a pull request.
///
/// One run of the tool `typesetter`; one rule per diagnostic code (its `id` is the code); one result per
/// diagnostic with its level, message and the token file, line and column as a physical location; notes that
/// point somewhere become related locations; a fix-it and any extra properties go into the result's property
/// bag. [SARIF 2.1.0](https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html).
public enum SARIFRenderer {
    /// The schema the log says it follows.
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The log for `diagnostics`. `properties` adds entries (name → JSON text) to a result's property bag,
    /// such as the sizes and share of users a check finding affects.
    public static func render(
        _ diagnostics: [Diagnostic], toolVersion: String? = nil, properties: (Diagnostic) -> [(String, String)] = { _ in [] }
    ) -> String {
        var codes: [DiagnosticCode] = []
        var ruleIndex: [DiagnosticCode: Int] = [:]
        for diagnostic in diagnostics where ruleIndex[diagnostic.code] == nil {
            ruleIndex[diagnostic.code] = codes.count
            codes.append(diagnostic.code)
        }
        let rules = codes.map { code in
            "{\"id\":\(JSONText.quote(code.rawValue)),\"name\":\(JSONText.quote(ruleName(code))),"
                + "\"shortDescription\":{\"text\":\(JSONText.quote("Typesetter diagnostic \(code.rawValue)"))}}"
        }
        let results = diagnostics.map { diagnostic in
            var fields = [
                "\"ruleId\":\(JSONText.quote(diagnostic.code.rawValue))",
                "\"ruleIndex\":\(ruleIndex[diagnostic.code] ?? 0)",
                "\"level\":\(JSONText.quote(level(diagnostic.severity)))",
                "\"message\":{\"text\":\(JSONText.quote(diagnostic.message))}",
            ]
            if let location = diagnostic.location { fields.append("\"locations\":[\(self.location(location, message: nil))]") }
            let related = diagnostic.notes.enumerated().compactMap { index, note in
                note.location.map { self.location($0, message: note.message, id: index) }
            }
            if !related.isEmpty { fields.append("\"relatedLocations\":[\(related.joined(separator: ","))]") }
            var bag = properties(diagnostic)
            let unplaced = diagnostic.notes.filter { $0.location == nil }.map { JSONText.quote($0.message) }
            if !unplaced.isEmpty { bag.append(("notes", "[\(unplaced.joined(separator: ","))]")) }
            if let fixIt = diagnostic.fixIt {
                bag.append(("fixIt", "{\"message\":\(JSONText.quote(fixIt.message)),\"replacement\":\(JSONText.quote(fixIt.replacement))}"))
            }
            if !bag.isEmpty { fields.append("\"properties\":{" + bag.map { "\(JSONText.quote($0.0)):\($0.1)" }.joined(separator: ",") + "}") }
            return "{" + fields.joined(separator: ",") + "}"
        }
        var driver = "\"name\":\"typesetter\""
        if let toolVersion { driver += ",\"semanticVersion\":\(JSONText.quote(toolVersion))" }
        driver += ",\"rules\":[\(rules.joined(separator: ","))]"
        return "{\"$schema\":\(JSONText.quote(schema)),\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\(driver)}},"
            + "\"columnKind\":\"unicodeCodePoints\",\"results\":[\(results.joined(separator: ","))]}]}\n"
    }

    /// SARIF's `level` for a severity.
    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// `check.lines-overlap` → `CheckLinesOverlap`: a rule's name (an identifier, as SARIF suggests).
    static func ruleName(_ code: DiagnosticCode) -> String {
        code.rawValue.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func location(_ location: SourceLocation, message: String?, id: Int? = nil) -> String {
        var out = "{"
        if let id { out += "\"id\":\(id)," }
        out += "\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(JSONText.quote(uri(location.path)))},"
        out += "\"region\":{\"startLine\":\(max(1, location.line)),\"startColumn\":\(max(1, location.column))}}"
        if let message { out += ",\"message\":{\"text\":\(JSONText.quote(message))}" }
        return out + "}"
    }

    /// A path as a URI reference: relative paths stay relative (to the folder the tool ran in, as code scanning
    /// expects), absolute ones become `file://` URIs; anything outside unreserved characters and `/` is
    /// percent-encoded.
    static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return out
    }
}
