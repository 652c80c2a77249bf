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
    public static let schema =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// Writes the members of a result's property bag (``JSONWriter/key(_:)`` then a value, for each).
    package typealias PropertyWriter = (inout JSONWriter) -> Void

    /// The log for `diagnostics`. `properties` gives the extra entries of a result's property bag, such as
    /// the sizes and share of users a check finding affects (nil for none).
    package static func render(
        _ diagnostics: [Diagnostic], toolVersion: String? = nil,
        properties: (Diagnostic) -> PropertyWriter? = { _ in nil }
    ) -> String {
        var codes: [DiagnosticCode] = []
        var ruleIndex: [DiagnosticCode: Int] = [:]
        for diagnostic in diagnostics where ruleIndex[diagnostic.code] == nil {
            ruleIndex[diagnostic.code] = codes.count
            codes.append(diagnostic.code)
        }
        var json = JSONWriter(capacity: diagnostics.count * 300)
        json.object { json in
            json.key("$schema"); json.string(schema)
            json.key("version"); json.string("2.1.0")
            json.key("runs")
            json.array { json in
                json.object { json in
                    json.key("tool")
                    json.object { json in
                        json.key("driver")
                        json.object { json in
                            json.key("name"); json.string("typesetter")
                            if let toolVersion { json.key("semanticVersion"); json.string(toolVersion) }
                            json.key("rules")
                            json.array { json in
                                for code in codes {
                                    json.object { json in
                                        json.key("id"); json.string(code.rawValue)
                                        json.key("name"); json.string(ruleName(code))
                                        json.key("shortDescription")
                                        json.object { json in
                                            json.key("text"); json.string("Typesetter diagnostic \(code.rawValue)")
                                        }
                                    }
                                }
                            }
                        }
                    }
                    json.key("columnKind"); json.string("unicodeCodePoints")
                    json.key("results")
                    json.array { json in
                        for diagnostic in diagnostics {
                            result(
                                diagnostic, ruleIndex: ruleIndex[diagnostic.code] ?? 0,
                                properties: properties(diagnostic), to: &json)
                        }
                    }
                }
            }
        }
        return json.text + "\n"
    }

    private static func result(
        _ diagnostic: Diagnostic, ruleIndex: Int, properties: PropertyWriter?, to json: inout JSONWriter
    ) {
        json.object { json in
            json.key("ruleId"); json.string(diagnostic.code.rawValue)
            json.key("ruleIndex"); json.integer(ruleIndex)
            json.key("level"); json.string(level(diagnostic.severity))
            json.key("message");
            json.object { json in
                json.key("text"); json.string(diagnostic.message)
            }
            if let location = diagnostic.location {
                json.key("locations"); json.array { json in self.location(location, message: nil, to: &json) }
            } else if let file = diagnostic.fileLocation {
                json.key("locations")
                json.array { json in
                    json.object { json in
                        json.key("physicalLocation")
                        json.object { json in
                            json.key("artifactLocation");
                            json.object { json in
                                json.key("uri"); json.string(uri(file.path))
                            }
                        }
                    }
                }
            }
            let related = diagnostic.notes.enumerated().filter { $0.element.location != nil }
            if !related.isEmpty {
                json.key("relatedLocations")
                json.array { json in
                    for (index, note) in related {
                        if let location = note.location {
                            self.location(location, message: note.message, id: index, to: &json)
                        }
                    }
                }
            }
            let unplaced = diagnostic.notes.filter { $0.location == nil }
            guard properties != nil || !unplaced.isEmpty || diagnostic.fixIt != nil || diagnostic.fileLocation != nil
            else { return }
            json.key("properties")
            json.object { json in
                properties?(&json)
                if !unplaced.isEmpty {
                    json.key("notes"); json.array { json in for note in unplaced { json.string(note.message) } }
                }
                if let fixIt = diagnostic.fixIt {
                    json.key("fixIt")
                    json.object { json in
                        json.key("message"); json.string(fixIt.message)
                        json.key("replacement"); json.string(fixIt.replacement)
                    }
                }
                if let file = diagnostic.fileLocation {
                    if let face = file.faceIndex { json.key("face"); json.integer(face) }
                    if let table = file.table { json.key("table"); json.string(table) }
                }
            }
        }
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
        code.rawValue.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
            $0.prefix(1).uppercased() + $0.dropFirst()
        }.joined()
    }

    static func location(_ location: SourceLocation, message: String?, id: Int? = nil, to json: inout JSONWriter) {
        json.object { json in
            if let id { json.key("id"); json.integer(id) }
            json.key("physicalLocation")
            json.object { json in
                json.key("artifactLocation");
                json.object { json in
                    json.key("uri"); json.string(uri(location.path))
                }
                json.key("region")
                json.object { json in
                    json.key("startLine"); json.integer(Int(max(1, location.line)))
                    json.key("startColumn"); json.integer(Int(max(1, location.column)))
                }
            }
            if let message {
                json.key("message");
                json.object { json in
                    json.key("text"); json.string(message)
                }
            }
        }
    }

    /// A path as a URI reference: relative paths stay relative (to the folder the tool ran in, as code scanning
    /// expects), absolute ones become `file://` URIs; anything outside unreserved characters and `/` is
    /// percent-encoded.
    static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
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
