/// Token-file warnings gathered by form and file: one warning with a count and the first place, not one per
/// token.
///
/// Lenient mode reports every rewrite of a legacy form (a `value` without `$`, a Tokens Studio type name, a
/// `{x.value}` reference…). A real export repeats one form thousands of times (5,968 for one set), which buries
/// everything else. Two warnings are the same form when they have the same code and the same text once the
/// parts that name a token or a value are set aside (quoted values and paths, numbers), and they are in the
/// same file.
/// The first of each form is kept, at its own place, with the count; `--verbose` skips this step.
public enum DiagnosticAggregation {
    /// Codes whose warnings are gathered: those about how token files are written — the rewrites of lenient
    /// mode and the tokens it leaves out (`reference.*`, `value.*`, `token.*` as warnings), merge conflicts,
    /// JSON5 forms. A Check or Build warning is about one style or family and stays on its own.
    public static func isAggregated(_ code: DiagnosticCode) -> Bool {
        let raw = code.rawValue
        return aggregatedPrefixes.contains { raw.hasPrefix($0) }
    }

    static let aggregatedPrefixes = ["lenient.", "reference.", "value.", "token.", "merge.", "json.", "group."]

    /// The diagnostics with every lenient warning that repeats a form in the same file folded into the first
    /// of its kind. Order is kept (each form where it was first seen); anything else passes through as is.
    public static func aggregate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable {
            var code: DiagnosticCode
            var form: String
            var file: UInt32
        }
        var counts: [Key: Int] = [:]
        var keys: [Key?] = []
        keys.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            guard diagnostic.severity == .warning, !diagnostic.gathersOccurrences, isAggregated(diagnostic.code),
                let location = diagnostic.location
            else {
                keys.append(nil)
                continue
            }
            let key = Key(code: diagnostic.code, form: form(of: diagnostic.message), file: location.fileID)
            counts[key, default: 0] += 1
            keys.append(key)
        }
        var seen: Set<Key> = []
        var result: [Diagnostic] = []
        for (diagnostic, key) in zip(diagnostics, keys) {
            guard let key else {
                result.append(diagnostic)
                continue
            }
            guard seen.insert(key).inserted else { continue }
            let count = counts[key] ?? 1
            guard count > 1 else {
                result.append(diagnostic)
                continue
            }
            var first = diagnostic
            first.message +=
                " (\(DiagnosticTally.grouped(count)) times in \(fileName(diagnostic.location?.path ?? "")), the first here; --verbose lists each)"
            result.append(first)
        }
        return result
    }

    /// The message with quoted values and paths, numbers (with their sign) and bracketed values
    /// (`{"value": 34, …}`, `[0, 0, 0]`) replaced by `_`: what stays is the form (quoted names stay).
    static func form(of message: String) -> String {
        var form = ""
        var inQuote = false
        var quoted = ""
        var inNumber = false
        var depth = 0
        var previous: Character = " "
        for character in message {
            defer { previous = character }
            if depth > 0 {
                if character == "{" || character == "[" { depth += 1 }
                if character == "}" || character == "]" { depth -= 1 }
                continue
            }
            if character == "\"" {
                if inQuote { form += isName(quoted) ? "\"\(quoted)\"" : "_" }
                quoted = ""
                inQuote.toggle()
                continue
            }
            if inQuote {
                quoted.append(character)
                continue
            }
            if character == "{" || character == "[" {
                depth = 1
                form.append("_")
                continue
            }
            if character.isNumber {
                if !inNumber {
                    if previous == "-" { form.removeLast() }
                    form.append("_")
                }
                inNumber = true
                continue
            }
            if inNumber, character == "." || character == "," { continue }
            inNumber = false
            form.append(character)
        }
        return form
    }

    /// Whether quoted text names a property or type (`"value"`, `"$type"`, `"fontSizes"`), which stays part of
    /// the form, rather than a value or a token path, which does not.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 24 && text.allSatisfy { ($0.isASCII && $0.isLetter) || $0 == "$" || $0 == "-" }
    }

    /// The last component of a path.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
