/// Token-file warnings gathered by form: one warning with a count and the first place, not one per token.
///
/// Lenient mode reports every rewrite of a legacy form (a `value` without `$`, a Tokens Studio type name, a
/// `{x.value}` reference…). A real export repeats one form thousands of times (5,968 for one set), which buries
/// everything else, and an export of forty files repeats it in each. Two warnings are the same form when they
/// have the same code and the same text once the parts that name a token or a value are set aside (quoted
/// values and paths, numbers), and they are in the same file — or, for the rewrites of lenient mode
/// (`lenient.*`: how a file is written, the same fix in every file), in whichever file. A problem of one file's
/// tokens (an unresolved reference, a merge conflict) stays one warning per file, so each file that has it is
/// named. The first of each form is kept, at its own place, with the count (and the number of files);
/// `--verbose` skips this step.
public enum DiagnosticAggregation {
    /// Codes whose warnings are gathered: those about how token files are written — the rewrites of lenient
    /// mode and the tokens it leaves out (`reference.*`, `value.*`, `token.*` as warnings), merge conflicts,
    /// JSON5 forms. A Check or Build warning is about one style or family and stays on its own.
    /// What makes two gathered warnings one form in one file: code, message form and file
    /// (``DiagnosticFolding`` gathers by it as warnings are made; the listing gathers a form's files).
    struct Key: Hashable {
        var code: DiagnosticCode
        var form: String
        var file: UInt32

        /// What the listing gathers by: a lenient rewrite in whichever file, anything else in its own file.
        var listed: Key { code.rawValue.hasPrefix("lenient.") ? Key(code: code, form: form, file: .max) : self }
    }

    /// Whether `diagnostic` is gathered: a warning of a gathered code, at a place, not already a count.
    static func isGathered(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .warning && !diagnostic.gathersOccurrences && isAggregated(diagnostic.code)
            && diagnostic.location != nil
    }

    /// The form `diagnostic` is of (`nil` without a place).
    static func key(of diagnostic: Diagnostic) -> Key? {
        diagnostic.location.map { Key(code: diagnostic.code, form: form(of: diagnostic.message), file: $0.fileID) }
    }

    public static func isAggregated(_ code: DiagnosticCode) -> Bool {
        let raw = code.rawValue
        return aggregatedPrefixes.contains { raw.hasPrefix($0) }
    }

    static let aggregatedPrefixes = ["lenient.", "reference.", "value.", "token.", "merge.", "json.", "group."]

    /// The diagnostics with every lenient warning that repeats a form folded into the first of its kind. Order
    /// is kept (each form where it was first seen); anything else passes through as is.
    public static func aggregate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // One pass to count: each form is kept once (its key, first position and count), and each diagnostic
        // gets only the number of its form, so memory grows with the forms, not with the diagnostics.
        var formNumbers: [Key: Int32] = [:]
        var firsts: [Int] = []
        var counts: [Int] = []
        // The files each form is in, for the count in its message: a form is in few.
        var files: [[UInt32]] = []
        var numbers = [Int32](repeating: -1, count: diagnostics.count)
        for position in diagnostics.indices {
            guard isGathered(diagnostics[position]), let inFile = key(of: diagnostics[position]) else { continue }
            let key = inFile.listed
            let occurrences = diagnostics[position].occurrences
            let file = inFile.file
            if let number = formNumbers[key] {
                counts[Int(number)] += occurrences
                if files[Int(number)].last != file, !files[Int(number)].contains(file) {
                    files[Int(number)].append(file)
                }
                numbers[position] = number
            } else {
                let number = Int32(firsts.count)
                formNumbers[key] = number
                firsts.append(position)
                counts.append(occurrences)
                files.append([file])
                numbers[position] = number
            }
        }
        if firsts.count == counts.reduce(0, +) { return diagnostics }  // nothing repeats
        var result: [Diagnostic] = []
        for position in diagnostics.indices {
            let number = Int(numbers[position])
            guard number >= 0, counts[number] > 1 else {
                result.append(diagnostics[position])
                continue
            }
            guard firsts[number] == position else { continue }
            var first = diagnostics[position]
            let firstFile = fileName(first.location?.path ?? "")
            let place =
                files[number].count == 1
                ? "in \(firstFile), the first here"
                : "in \(DiagnosticTally.grouped(files[number].count)) files, the first here in \(firstFile)"
            first.message += " (\(DiagnosticTally.grouped(counts[number])) times \(place); --verbose lists each)"
            result.append(first)
        }
        return result
    }

    /// The message with quoted values and paths, numbers (with their sign) and bracketed values
    /// (`{"value": 34, …}`, `[0, 0, 0]`) replaced by `_`: what stays is the form (quoted names stay).
    static func form(of message: String) -> String {
        var message = message
        // Messages are ASCII but for the values they quote and a few marks (`…`, `→`): read as bytes, the form
        // costs a pass over them.
        if let form = message.withUTF8({ utf8Form(of: $0) }) { return form }
        return characterForm(of: message)
    }

    /// ``form(of:)`` over UTF-8 bytes, for a message of ASCII characters without a carriage return and of
    /// punctuation, symbols and spaces beyond ASCII (``isSeparateCharacter(_:)``), where each byte or each
    /// such scalar is one character, so the result is exactly ``characterForm(of:)``'s; `nil` for any other
    /// message.
    static func utf8Form(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var form: [UInt8] = []
        form.reserveCapacity(bytes.count)
        var inQuote = false
        var quoteStart = 0
        var inNumber = false
        var depth = 0
        var previous: UInt8 = 0x20
        var continuation = 0  // bytes left of a scalar beyond ASCII, already read
        for position in bytes.indices {
            let byte = bytes[position]
            if continuation > 0 {
                continuation -= 1
                if depth == 0, !inQuote { form.append(byte) }
                continue
            }
            if byte == 0x0D { return nil }
            defer { previous = byte }
            if byte >= 0x80 {
                // One character of its own, neither a digit nor a letter of a name: kept outside quotes and
                // brackets, as the character reading keeps it (inside quotes it makes the quote a value).
                guard let length = separateCharacterLength(bytes, at: position) else { return nil }
                continuation = length - 1
                if depth == 0, !inQuote {
                    inNumber = false
                    form.append(byte)
                }
                continue
            }
            if depth > 0 {
                if byte == 0x7B || byte == 0x5B { depth += 1 }
                if byte == 0x7D || byte == 0x5D { depth -= 1 }
                continue
            }
            if byte == 0x22 {
                if inQuote {
                    let quoted = UnsafeBufferPointer(rebasing: bytes[quoteStart..<position])
                    if isASCIIName(quoted) {
                        form.append(0x22)
                        form.append(contentsOf: quoted)
                        form.append(0x22)
                    } else {
                        form.append(0x5F)
                    }
                }
                quoteStart = position + 1
                inQuote.toggle()
                continue
            }
            if inQuote { continue }
            if byte == 0x7B || byte == 0x5B {
                depth = 1
                form.append(0x5F)
                continue
            }
            if byte >= 0x30, byte <= 0x39 {
                if !inNumber {
                    if previous == 0x2D { form.removeLast() }
                    form.append(0x5F)
                }
                inNumber = true
                continue
            }
            if inNumber, byte == 0x2E || byte == 0x2C { continue }
            inNumber = false
            form.append(byte)
        }
        // A quote left open adds nothing, as in ``characterForm(of:)``.
        return String(decoding: form, as: UTF8.self)
    }

    /// The length of the UTF-8 sequence at `position` when its scalar is one ``isSeparateCharacter(_:)``,
    /// else `nil`.
    private static func separateCharacterLength(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        let lead = bytes[position]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard lead >= 0xC0, position + length <= bytes.count else { return nil }
        var value = UInt32(lead) & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
        guard let scalar = Unicode.Scalar(value), isSeparateCharacter(scalar) else { return nil }
        return length
    }

    /// Whether `scalar` is punctuation, a math or currency symbol or a space (`…`, `→`, `×`, `—`, `“`): a
    /// character by itself wherever it is (no such scalar extends or joins the one before or after it into a
    /// grapheme cluster: those are marks, format characters, letters, emoji modifiers and regional
    /// indicators), and never a number or a letter.
    static func isSeparateCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .spaceSeparator:
            true
        default: false
        }
    }

    /// ``isName(_:)`` for ASCII bytes.
    private static func isASCIIName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.count <= 24
            && bytes.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 == 0x24 || $0 == 0x2D }
    }

    /// ``form(of:)`` character by character, for any message.
    static func characterForm(of message: String) -> String {
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
