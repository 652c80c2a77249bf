import TypesetterCore

/// Swift identifiers from token names, and Swift literals from any text.
public enum SwiftNames {
    /// The Swift keywords that must be escaped with backticks as member names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "package", "consume", "borrowing", "consuming", "each", "some", "any",
    ]

    /// Names that cannot be declared as members even in backticks (`x.self` and `x.init` mean something
    /// else); they get a trailing underscore.
    static let reserved: Set<String> = ["init", "self", "Type", "Protocol"]

    /// A lowerCamelCase member name from token path components: words split at anything that is not a
    /// letter or digit, the first word lowercased at its start, later words capitalized
    /// (`["body", "small"]` → `bodySmall`, `["font-size", "2xl"]` → `fontSize2xl`). Letters outside ASCII
    /// (Japanese, accented) are kept — Swift allows them; symbols and emoji are dropped. A name that would
    /// start with a digit gets a leading `_`; one with no letters or digits at all is empty (the caller reports it); Swift
    /// keywords are emitted in backticks by ``escaped(_:)``.
    public static func memberName(_ components: [String]) -> String {
        var words: [String] = []
        for component in components where component != "$root" {
            // ASCII names (nearly all) split on bytes; others by characters, which handles Unicode letters.
            if component.utf8.allSatisfy({ $0 < 0x80 }) {
                for word in component.utf8.split(whereSeparator: { !isASCIIAlphanumeric($0) }) {
                    words.append(String(decoding: word, as: UTF8.self))
                }
                continue
            }
            var word = ""
            for character in component {
                if isIdentifierCharacter(character) {
                    word.append(character)
                } else if !word.isEmpty {
                    words.append(word)
                    word = ""
                }
            }
            if !word.isEmpty { words.append(word) }
        }
        var name = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                name += lowercasingFirst(word)
            } else {
                name += uppercasingFirst(word)
            }
        }
        if name.isEmpty { return "" }
        if let first = name.first, first.isNumber { name = "_" + name }
        if reserved.contains(name) { name += "_" }
        return name
    }

    /// ``memberName(_:)`` of a token path's dot-separated names (`body.small` → `bodySmall`). An ASCII path
    /// (nearly all) is read as bytes, without a string per name and per word: a large export names tens of
    /// thousands of tokens.
    static func memberName(path: Substring) -> String {
        let name =
            path.utf8.withContiguousStorageIfAvailable { asciiMemberName($0) } ?? asciiMemberName(Array(path.utf8))
        return name ?? memberName(path.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    /// ``memberName(_:)`` of the dot-separated names in `path`, or `nil` when it is not ASCII.
    private static func asciiMemberName<Bytes: RandomAccessCollection<UInt8>>(_ path: Bytes) -> String?
    where Bytes.Index == Int {
        guard path.allSatisfy({ $0 < 0x80 }) else { return nil }
        var name: [UInt8] = []
        name.reserveCapacity(path.count + 2)
        var start = path.startIndex
        while start < path.endIndex {
            let end = path[start...].firstIndex(of: UInt8(ascii: ".")) ?? path.endIndex
            defer { start = end + 1 }
            if path[start..<end].elementsEqual("$root".utf8) { continue }
            var wordStart = start
            while wordStart < end {
                guard isASCIIAlphanumeric(path[wordStart]) else {
                    wordStart += 1
                    continue
                }
                var wordEnd = wordStart + 1
                while wordEnd < end, isASCIIAlphanumeric(path[wordEnd]) { wordEnd += 1 }
                let word = path[wordStart..<wordEnd]
                if name.isEmpty {
                    // `lowercasingFirst`: an acronym's capitals but the last (`URLPath` → `urlPath`), all of a
                    // word in capitals (`UI` → `ui`), else the first letter.
                    let capitals = word.prefix { (0x41...0x5A).contains($0) }.count
                    let lowered = capitals > 1 ? (capitals == word.count ? capitals : capitals - 1) : 1
                    for (offset, byte) in word.enumerated() {
                        name.append(offset < lowered && (0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
                    }
                } else {
                    let first = word[wordStart]
                    name.append((0x61...0x7A).contains(first) ? first - 0x20 : first)
                    name += word.dropFirst()
                }
                wordStart = wordEnd
            }
        }
        guard let first = name.first else { return "" }
        if (0x30...0x39).contains(first) { name.insert(UInt8(ascii: "_"), at: 0) }
        let text = String(decoding: name, as: UTF8.self)
        return reserved.contains(text) ? text + "_" : text
    }

    /// A member name that keeps what ``memberName(_:)`` drops inside a name: each run of other characters
    /// within a component becomes `_` (`["space", "1_5x"]` → `space1_5x`, `["_size", "0"]` → `_size0`), so
    /// two token paths that differ only there get different names. Used where ``memberName(_:)`` collides.
    public static func faithfulMemberName(_ components: [String]) -> String {
        var name = ""
        for component in components where component != "$root" {
            var word = ""
            var pendingSeparator = false
            for character in component {
                if isIdentifierCharacter(character) {
                    if pendingSeparator { word.append("_") }
                    pendingSeparator = false
                    word.append(character)
                } else {
                    pendingSeparator = true
                }
            }
            if pendingSeparator { word.append("_") }
            guard !word.isEmpty else { continue }
            name += name.isEmpty ? lowercasingFirst(word) : uppercasingFirst(word)
        }
        guard let first = name.first else { return "" }
        if first.isNumber { name = "_" + name }
        if reserved.contains(name) || keywords.contains(name) { name += "_" }
        return name
    }

    /// An UpperCamelCase type name (`inter` → `Inter`).
    public static func typeName(_ components: [String]) -> String {
        let member = memberName(components)
        return member.hasPrefix("_") ? "T" + member : uppercasingFirst(member)
    }

    /// The name as written in source: in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` can name a generated type: an ASCII letter first, then ASCII letters and digits.
    public static func isValidTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) || ("a"..."z").contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
        }
            && !keywords.contains(name)
    }

    /// A Swift string literal that reads back as exactly `text`: quotes, backslashes and every control or
    /// invisible formatting character escaped (`\u{0}` for NUL, `\u{202E}` for a right-to-left override), so
    /// nothing in a token can end the literal or hide code.
    public static func stringLiteral(_ text: String) -> String {
        // Printable ASCII without a quote or a backslash (nearly every token path) is written as it is.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        return quotedLiteral(text) { scalar in
            isUnsafeInSource(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : nil
        }
    }

    /// `///` documentation lines for `text`: one per line of the text, control and invisible formatting
    /// characters replaced by their `U+XXXX` names, so a description can neither end the comment nor
    /// smuggle a line of code (a `*/` is harmless in `///` comments; a newline would not be).
    public static func docComment(_ text: String, indent: String) -> [String] {
        // Printable ASCII on one line (most descriptions): nothing to split or replace.
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let trimmed = text.trimmingTrailingWhitespace
            return [trimmed.isEmpty ? "\(indent)///" : "\(indent)/// \(trimmed)"]
        }
        var lines: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }  // CRLF is one line break
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}" {
                lines.append(current)
                current = ""
            } else if scalar == "\t" {
                current += "    "
            } else if isUnsafeInSource(scalar) {
                current += "U+\(String(scalar.value, radix: 16, uppercase: true))"
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        while lines.last?.allSatisfy(\.isWhitespace) == true, lines.count > 1 { lines.removeLast() }
        return lines.map { line in
            let trimmed = line.trimmingTrailingWhitespace
            return trimmed.isEmpty ? "\(indent)///" : "\(indent)/// \(trimmed)"
        }
    }

    /// Control characters, and format characters that change how source reads (bidirectional overrides,
    /// zero-width characters, byte-order marks).
    static func isUnsafeInSource(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: true
        default: false
        }
    }

    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        if scalar.isASCII { return character.isLetter || character.isNumber }
        // Non-ASCII letters and digits (Japanese, accented Latin…) are valid in Swift identifiers; symbols,
        // emoji and marks on their own are not used.
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
            return true
        default: return false
        }
    }

    static func lowercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        // Keep acronyms readable: `URLPath` → `urlPath`, `UI` → `ui`.
        let uppercasePrefix = word.prefix { $0.isUppercase }
        if uppercasePrefix.count > 1 {
            let count = uppercasePrefix.count == word.count ? word.count : uppercasePrefix.count - 1
            return word.prefix(count).lowercased() + word.dropFirst(count)
        }
        return first.lowercased() + word.dropFirst()
    }

    static func uppercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        if let last = utf8.last, last > 0x20, last < 0x7F { return self }
        var view = Substring(self)
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }
}
