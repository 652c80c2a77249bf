/// A reference from one token to another (https://www.designtokens.org/tr/2025.10/format/#aliases-references).
public enum Reference: Sendable, Hashable {
    /// `"{color.brand.primary}"`: the whole value of the token at this dotted path.
    case alias(String)
    /// `{"$ref": "#/color/brand/$value/components/0"}`: an RFC 6901 JSON Pointer to the token at the dotted
    /// path, then into its value by `member` segments (empty: the whole value).
    case pointer(token: String, member: [String])

    /// The dotted path of the referenced token.
    public var tokenKey: String {
        switch self {
        case .alias(let key): key
        case .pointer(let key, _): key
        }
    }

    var written: String {
        switch self {
        case .alias(let key): "{\(key)}"
        case .pointer(let key, let member):
            "#/"
                + (key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                + (member.isEmpty ? [] : ["$value"] + member)).joined(separator: "/")
        }
    }
}

enum ReferenceSyntax {
    enum AliasParse: Equatable {
        case notAReference
        case reference(Reference)
        case malformed(String)
    }

    struct PointerProblem: Error {
        var code: DiagnosticCode
        var message: String
    }

    /// Classifies a string value: a whole-value alias, something that misuses braces, or plain text.
    static func parseAlias(_ text: String) -> AliasParse {
        // One pass over the bytes (contiguous, so a plain loop): most strings have no brace and leave here.
        var braces = 0
        var emptySegment = false
        var previousWasSeparator = true
        var contiguous = text
        let count = contiguous.withUTF8 { bytes in
            for byte in bytes {
                if byte == 0x7B || byte == 0x7D { braces += 1 }
                if byte == 0x2E {
                    if previousWasSeparator { emptySegment = true }
                    previousWasSeparator = true
                } else if byte != 0x7B {
                    previousWasSeparator = false
                }
            }
            return bytes.count
        }
        guard braces > 0 else { return .notAReference }
        let utf8 = text.utf8
        guard count >= 2, utf8.first == 0x7B, utf8.last == 0x7D else {
            return .malformed(
                "\"\(clip(text))\" is not a reference: a reference is the whole value, written {group.token}")
        }
        guard count > 2 else { return .malformed("empty reference \"{}\"; write {group.token}") }
        if braces > 2 {
            return .malformed("\"\(clip(text))\" is not a reference: braces cannot nest or repeat")
        }
        // A dot right before the closing brace, or a leading/double dot, leaves a name empty.
        if emptySegment || utf8.dropLast().last == 0x2E {
            return .malformed("reference \"\(clip(text))\" has an empty name between dots")
        }
        let inner = utf8.index(after: utf8.startIndex)..<utf8.index(before: utf8.endIndex)
        return .reference(.alias(String(Substring(text.utf8[inner]))))
    }

    /// Parses a document-local JSON Pointer `#/a/b/$value/...` (RFC 6901). It must point into a token's
    /// `$value`: a pointer to the token object itself is not a value.
    static func parsePointer(_ text: String) -> Result<Reference, PointerProblem> {
        let segments: [String]
        switch parsePointerSegments(text) {
        case .success(let parsed): segments = parsed
        case .failure(let problem): return .failure(problem)
        }
        if let index = segments.firstIndex(where: { $0.hasPrefix("$") && $0 != "$root" }) {
            guard segments[index] == "$value" else {
                return .failure(
                    PointerProblem(
                        code: .referenceUnresolved,
                        message:
                            "JSON Pointer \"\(clip(text))\" points to \(segments[index]); a reference must point into a token's $value"
                    ))
            }
            guard index > 0 else {
                return .failure(
                    PointerProblem(
                        code: .referenceUnresolved, message: "JSON Pointer \"\(clip(text))\" has no token before $value"
                    ))
            }
            return .success(
                .pointer(token: segments[..<index].joined(separator: "."), member: Array(segments[(index + 1)...])))
        }
        if segments.count == 1, segments[0].contains(".") {
            return .failure(
                PointerProblem(
                    code: .referenceMalformed,
                    message:
                        "JSON Pointer \"\(clip(text))\" separates names with '.'; a JSON Pointer uses '/' (\"#/a/b/$value\")"
                ))
        }
        return .failure(
            PointerProblem(
                code: .referenceMalformed,
                message:
                    "JSON Pointer \"\(clip(text))\" points to a token or group object, not a value; write \"\(clip(text))/$value\""
            ))
    }

    /// The unescaped segments of `#/a/b`.
    static func parsePointerSegments(_ text: String) -> Result<[String], PointerProblem> {
        guard text.hasPrefix("#") else {
            return .failure(
                PointerProblem(
                    code: .referenceMalformed,
                    message:
                        "JSON Pointer \"\(clip(text))\" must start with \"#/\" (references into other files are not supported)"
                ))
        }
        let body = text.dropFirst()
        guard !body.isEmpty else {
            return .failure(
                PointerProblem(
                    code: .referenceMalformed, message: "JSON Pointer \"#\" points to the whole document, not a token"))
        }
        guard body.hasPrefix("/") else {
            return .failure(
                PointerProblem(
                    code: .referenceMalformed,
                    message: "JSON Pointer \"\(clip(text))\" must continue with \"/\" after \"#\""))
        }
        var segments: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard !raw.isEmpty else {
                return .failure(
                    PointerProblem(
                        code: .referenceMalformed,
                        message: "JSON Pointer \"\(clip(text))\" has an empty segment (a double or trailing slash)"))
            }
            if raw.utf8.contains(where: { $0 == 0x7B || $0 == 0x7D }) {
                return .failure(
                    PointerProblem(
                        code: .referenceMalformed,
                        message: "JSON Pointer \"\(clip(text))\" mixes in curly-brace reference syntax"))
            }
            var segment = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                if character == "~" {
                    switch iterator.next() {
                    case "0": segment.append("~")
                    case "1": segment.append("/")
                    default:
                        return .failure(
                            PointerProblem(
                                code: .referenceMalformed,
                                message: "JSON Pointer \"\(clip(text))\" has \"~\" not followed by 0 or 1"))
                    }
                } else {
                    segment.append(character)
                }
            }
            segments.append(segment)
        }
        return .success(segments)
    }

    static func clip(_ text: String) -> String { text.count > 80 ? String(text.prefix(80)) + "…" : text }
}
