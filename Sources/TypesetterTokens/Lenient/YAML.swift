#if canImport(Yams)
    import Yams
#endif

/// Token files written in YAML (Red Hat's design tokens are DTCG tokens in `.yml` files): lenient mode reads
/// them into the same ``JSONNode`` tree a JSON file gives, with every key and value at its line and column
/// in the YAML file, and one warning per file (the Format Module is JSON). Strict mode rejects them with an
/// error that says lenient mode reads them.
///
/// Values are typed by the YAML 1.2 core schema (https://yaml.org/spec/1.2.2/#1032-tag-resolution): an
/// unquoted `400` is a number, `true`/`false` booleans, `null`/`~`/nothing null; a quoted scalar is always a
/// string, and so is every key. Unlike YAML 1.1 (Yams' own default), `yes`, `no`, `on`, `off`, `0755`-style
/// octals and sexagesimals stay strings. Anchors, aliases and `<<` merge keys are resolved. An unquoted
/// reference `{color.red}`, which YAML reads as a mapping, is read as the reference it was meant to be (one
/// warning per file). Parsed with Yams (libyaml), which is part of the `Tool` trait.
enum YAMLTokenFile {
    /// Whether a path names a YAML file (`.yml` or `.yaml`, any case).
    static func isYAML(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml")
    }

    /// Parses a YAML token file: in lenient mode (`file.syntax` is not plain `.json`, which only strict mode
    /// loads), the document as JSON nodes; in strict mode an error.
    static func parse(_ file: SourceFile) -> JSONParser.Result {
        var result = parseDocument(file)
        // A Theo file (`props`, `aliases`, `global`, `imports`) is read as Theo reads it (Theo.swift).
        if let root = result.root, TheoDocument.isTheo(root) {
            result.root = TheoDocument.rewrite(root, file: file, diagnostics: &result.diagnostics)
        }
        return result
    }

    /// The YAML document as written (what ``parse(_:)`` reads before Theo's form).
    static func parseDocument(_ file: SourceFile) -> JSONParser.Result {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard file.syntax != .json else {
            return JSONParser.Result(
                root: nil,
                diagnostics: [
                    .error(
                        .yamlFile,
                        "a YAML token file; the Format Module is JSON, so strict mode does not read it: --lenient (or options.lenient: true in the configuration) reads YAML token files with one warning each",
                        at: start)
                ])
        }
        #if canImport(Yams)
            return read(file, start: start)
        #else
            return JSONParser.Result(
                root: nil,
                diagnostics: [
                    .error(
                        .yamlFile,
                        "a YAML token file; this build of Typesetter has no YAML reader (it was built without the Tool trait)",
                        at: start)
                ])
        #endif
    }

    /// The warning every YAML file read gets.
    static func warning(at location: SourceLocation) -> Diagnostic {
        .warning(
            .lenientForm,
            "a token file in YAML is a legacy form; the Format Module is JSON (a .tokens.json file). Read as YAML 1.2's core schema gives it: unquoted numbers, true, false and null as JSON's, everything else a string",
            at: location)
    }

    /// Values a file may expand to through aliases beyond its own size: each alias repeats its anchor's
    /// value, so a small file of nested aliases ("billion laughs") could otherwise build billions of nodes.
    static let aliasAllowance = 100_000

    #if canImport(Yams)
        private static func read(_ file: SourceFile, start: SourceLocation) -> JSONParser.Result {
            let invalid = file.bytes.withUnsafeBufferPointer { firstInvalidUTF8($0) }
            if let invalid {
                var line: Int32 = 1
                var column: Int32 = 1
                for byte in file.bytes[..<invalid] {
                    if byte == 0x0A {
                        line += 1
                        column = 1
                    } else if byte & 0xC0 != 0x80 {
                        column += 1
                    }
                }
                return JSONParser.Result(
                    root: nil,
                    diagnostics: [
                        .error(
                            .jsonInvalidUTF8,
                            "invalid UTF-8 byte at byte offset \(invalid); token files must be UTF-8",
                            at: SourceLocation(file: file, line: line, column: column))
                    ])
            }
            let text = String(decoding: file.bytes, as: UTF8.self)
            let document: Node?
            do {
                document = try compose(yaml: text)
            } catch {
                return JSONParser.Result(root: nil, diagnostics: [problem(error, in: file)])
            }
            var converter = YAMLConverter(file: file, limit: aliasAllowance + 4 * file.bytes.count)
            // An empty document is null, which the resolver reports as a document that is not an object.
            let root = document.map { converter.convert($0, depth: 0) } ?? JSONNode(.null, at: start)
            var diagnostics = [warning(at: start)]
            if let (count, first) = converter.unquotedReferences {
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        count == 1
                            ? "an unquoted reference is a YAML mapping; read as the reference \"\(first.text)\": quote it ('\(first.text)')"
                            : "\(count) unquoted references are YAML mappings; read as references, the first \"\(first.text)\": quote them ('\(first.text)')",
                        at: first.location, fixIt: .init("quote the reference", replacement: "'\(first.text)'")))
            }
            diagnostics += converter.diagnostics
            var result = JSONParser.Result(root: converter.failed ? nil : root, diagnostics: diagnostics)
            result.tokenKeyCount = converter.tokenKeyCount
            return result
        }

        /// Yams' error as a diagnostic at its place in the file.
        private static func problem(_ error: any Error, in file: SourceFile) -> Diagnostic {
            func unreadable(_ message: String, _ mark: Mark?) -> Diagnostic {
                .error(.yamlSyntax, "not readable YAML: \(message)", at: SourceLocation(file: file, mark: mark))
            }
            switch error as? YamlError {
            case .parser(_, let problem, let mark, _) where problem.hasPrefix("Maximum nesting level"):
                // libyaml stops at 1,000 levels (the converter at 256): the same finding.
                return .error(
                    .jsonTooDeep,
                    "YAML nested more than \(JSONParser.maximumDepth) levels deep; token files are never this deep",
                    at: SourceLocation(file: file, mark: mark))
            case .composer(_, "but found another document", let mark, _):
                return unreadable("a token file is one YAML document, and this one has another after \"---\"", mark)
            case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
                .composer(let context, let problem, let mark, _):
                // At the cause (an unclosed bracket or quote, a key without its colon) when libyaml noticed it
                // further down.
                if let cause = YAMLSyntaxCause.find(
                    problem: problem, context: context.map { ($0.text, $0.mark.line, $0.mark.column) },
                    line: mark.line, column: mark.column, text: file.bytes)
                {
                    let here = SourceLocation(
                        file: file, line: Int32(clamping: cause.line), column: Int32(clamping: cause.column))
                    let notes: [Diagnostic.Note] =
                        cause.line == mark.line
                        ? [] : [.init("YAML noticed it here: \(problem)", at: SourceLocation(file: file, mark: mark))]
                    return .error(.yamlSyntax, "not readable YAML: \(cause.message)", at: here, notes: notes)
                }
                return unreadable(problem + (context.map { " (\($0.text) at line \($0.mark.line))" } ?? ""), mark)
            case .duplicatedKeysInMapping(let duplicates, let context):
                let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
                return unreadable("a mapping repeats the key \(keys); YAML keys are unique", context.mark)
            case .reader(let problem, _, _, _):
                return unreadable(problem, nil)
            default:
                return unreadable("\(error)", nil)
            }
        }
    #endif
}

#if canImport(Yams)
    /// Yams' node tree → ``JSONNode``s. Recursion is bounded by ``JSONParser/maximumDepth`` (libyaml itself
    /// stops at 1,000 levels), and the number of nodes made by `limit`.
    private struct YAMLConverter {
        let file: SourceFile
        let limit: Int
        var diagnostics: [Diagnostic] = []
        /// A problem was reported that leaves no document.
        var failed = false
        var nodes = 0
        var tokenKeyCount = 0
        /// How many `{a.b}` written without quotes were read as references, and the first.
        var unquotedReferences: (count: Int, first: (text: String, location: SourceLocation))?

        init(file: SourceFile, limit: Int) {
            self.file = file
            self.limit = limit
        }

        func location(_ node: Node) -> SourceLocation { SourceLocation(file: file, mark: node.mark) }

        mutating func fail(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) -> JSONNode {
            if !failed { diagnostics.append(.error(code, message, at: location)) }
            failed = true
            return JSONNode(.null, at: location)
        }

        mutating func convert(_ node: Node, depth: Int) -> JSONNode {
            let here = location(node)
            guard !failed else { return JSONNode(.null, at: here) }
            nodes += 1
            guard nodes <= limit else {
                return fail(
                    .yamlSyntax,
                    "its aliases expand the file past \(limit) values (each alias repeats its anchor's value); token files are never this large",
                    at: here)
            }
            guard depth < JSONParser.maximumDepth else {
                return fail(
                    .jsonTooDeep,
                    "YAML nested more than \(JSONParser.maximumDepth) levels deep; token files are never this deep",
                    at: here)
            }
            switch node {
            case .scalar(let scalar):
                return JSONNode(Self.value(of: scalar), at: here)
            case .alias:
                // `compose` resolves aliases to their anchors' nodes; an alias node is not expected here.
                return fail(.yamlSyntax, "not readable YAML: an alias that names no anchor", at: here)
            case .sequence(let sequence):
                return JSONNode(.array(sequence.map { convert($0, depth: depth + 1) }), at: here)
            case .mapping(let mapping):
                if let reference = unquotedReference(mapping, at: here) { return reference }
                var members: [JSONMember] = []
                var merged: [JSONMember] = []
                for (key, value) in mapping {
                    guard case .scalar(let keyScalar) = key else {
                        return fail(.yamlSyntax, "a key must be a string, not a YAML collection", at: location(key))
                    }
                    if keyScalar.style == .plain, keyScalar.string == "<<" {
                        // A merge key: the mappings it names come first, and the mapping's own keys win.
                        let sources: [Node]
                        switch value {
                        case .mapping: sources = [value]
                        case .sequence(let list): sources = Array(list)
                        default:
                            return fail(
                                .yamlSyntax, "a merge key \"<<\" must name a mapping or a list of mappings",
                                at: location(value))
                        }
                        // Of several, an earlier mapping wins: later ones go first, so earlier ones come after.
                        for source in sources.reversed() {
                            guard case .object(let object) = convert(source, depth: depth + 1).value else {
                                return fail(
                                    .yamlSyntax, "a merge key \"<<\" must name a mapping or a list of mappings",
                                    at: location(source))
                            }
                            merged += object.members
                        }
                        continue
                    }
                    if keyScalar.string == "$value" || keyScalar.string == "$ref" { tokenKeyCount += 1 }
                    members.append(
                        JSONMember(
                            key: keyScalar.string, keyLocation: location(key),
                            value: convert(value, depth: depth + 1)))
                }
                if !merged.isEmpty {
                    // Each key once, where its winning (last) definition is.
                    let all = merged + members
                    var last: [String: Int] = [:]
                    for (position, member) in all.enumerated() { last[member.key] = position }
                    members = all.enumerated().filter { last[$0.element.key] == $0.offset }.map(\.element)
                }
                return JSONNode(.object(JSONObject(members: members)), at: here)
            }
        }

        /// `{color.red}` unquoted is a flow mapping with one key and no value: read as the string
        /// `"{color.red}"` when the key is a dotted token path (a group's name never holds a '.').
        mutating func unquotedReference(_ mapping: Node.Mapping, at here: SourceLocation) -> JSONNode? {
            guard mapping.count == 1, let pair = mapping.first, case .scalar(let keyScalar) = pair.key,
                case .scalar(let valueScalar) = pair.value, keyScalar.style == .plain, valueScalar.style == .plain,
                valueScalar.string.isEmpty, keyScalar.string.contains("."), location(pair.key) != here
            else { return nil }
            let text = "{\(keyScalar.string)}"
            if let found = unquotedReferences {
                unquotedReferences = (found.count + 1, found.first)
            } else {
                unquotedReferences = (1, (text, here))
            }
            return JSONNode(.string(text), at: here)
        }

        /// A scalar typed by the YAML 1.2 core schema; explicit standard tags (`!!str`, `!!int`…) are kept.
        static func value(of scalar: Node.Scalar) -> JSONValue {
            let text = scalar.string
            switch scalar.tag.description {
            case "tag:yaml.org,2002:str", "!": return .string(text)
            case "tag:yaml.org,2002:null": return .null
            case "tag:yaml.org,2002:bool", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float":
                let typed = coreSchema(text)
                if case .string = typed { break }
                return typed
            default: break
            }
            return scalar.style == .plain ? coreSchema(text) : .string(text)
        }

        /// https://yaml.org/spec/1.2.2/#1032-tag-resolution
        static func coreSchema(_ text: String) -> JSONValue {
            switch text {
            case "", "~", "null", "Null", "NULL": return .null
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
            case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
            case ".nan", ".NaN", ".NAN": return .number(.nan)
            default: break
            }
            let bytes = Array(text.utf8)
            func all(_ range: ArraySlice<UInt8>, _ allowed: (UInt8) -> Bool) -> Bool {
                !range.isEmpty && range.allSatisfy(allowed)
            }
            let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
            if bytes.count > 2, bytes[0] == UInt8(ascii: "0"),
                bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x")
            {
                let radix = bytes[1] == UInt8(ascii: "o") ? 8 : 16
                let digits = bytes[2...]
                let valid = radix == 8 ? all(digits) { $0 >= 0x30 && $0 <= 0x37 } : all(digits) { isHexDigit($0) }
                guard valid else { return .string(text) }
                var value = 0.0
                for byte in digits { value = value * Double(radix) + Double(hexValue(byte)) }
                return .number(value)
            }
            // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
            var index = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            let integerStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            var digits = index - integerStart
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                let fractionStart = index
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                // `1.` is a float; `.` alone is not.
                if digits == 0 && index == fractionStart { return .string(text) }
                digits += index - fractionStart
            }
            guard digits > 0 else { return .string(text) }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                    index += 1
                }
                let exponentStart = index
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                guard index > exponentStart else { return .string(text) }
            }
            guard index == bytes.count, let value = Double(text) else { return .string(text) }
            return .number(value)
        }
    }

    extension SourceLocation {
        /// Where a Yams mark is (line and column 1-based, in Unicode scalars, as ours); the file's start without one.
        fileprivate init(file: SourceFile, mark: Mark?) {
            self.init(
                file: file, line: Int32(clamping: max(mark?.line ?? 1, 1)),
                column: Int32(clamping: max(mark?.column ?? 1, 1)))
        }
    }
#endif
