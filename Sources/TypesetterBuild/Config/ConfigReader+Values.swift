import TypesetterCore
import TypesetterTokens
import Yams

/// The typed values and helpers the configuration reader reads every section with.
extension ConfigReader.Reader {
    // MARK: Typed values

    /// The mapping's entries in file order, after reporting unknown and duplicate keys.
    mutating func expectMapping(_ node: Node, what: String, keys: [String]) -> [(key: String, value: Node)]? {
        guard case .mapping(let mapping) = node else {
            return invalid(
                "\(what) must be a mapping of \(keys.joined(separator: ", ")), not \(describe(node))", at: node)
        }
        var entries: [(key: String, value: Node)] = []
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                diagnostics.append(
                    Diagnostic(.error, .configInvalid, "keys in \(what) must be plain names", at: mark(keyNode)))
                continue
            }
            let key = scalar.string
            guard keys.contains(key) else {
                let suggestion = keys.first { $0.lowercased() == key.lowercased() }
                diagnostics.append(
                    Diagnostic(
                        .error, .configUnknownKey,
                        "unknown key \"\(key)\" in \(what); expected one of: \(keys.joined(separator: ", "))",
                        at: mark(keyNode),
                        fixIt: suggestion.map { Diagnostic.FixIt("rename it to \($0)", replacement: $0) }
                    ))
                continue
            }
            guard seen.insert(key).inserted else {
                diagnostics.append(
                    Diagnostic(.error, .configInvalid, "duplicate key \"\(key)\" in \(what)", at: mark(keyNode)))
                continue
            }
            entries.append((key, value))
        }
        return entries
    }

    mutating func string(_ node: Node, what: String) -> String? {
        guard case .scalar(let scalar) = node, scalar.style != .plain || !["null", "~", ""].contains(scalar.string)
        else {
            return invalid("\(what) must be a string, not \(describe(node))", at: node)
        }
        return scalar.string
    }

    mutating func stringList(_ node: Node, what: String) -> [String] {
        if case .scalar = node { return string(node, what: what).map { [$0] } ?? [] }
        guard case .sequence(let sequence) = node else {
            diagnostics.append(
                Diagnostic(
                    .error, .configInvalid, "\(what) must be a list of paths, not \(describe(node))", at: mark(node)
                ))
            return []
        }
        return sequence.compactMap { string($0, what: "an entry of \(what)") }
    }

    /// A list of paths (or one), resolved, each with where it is written.
    mutating func paths(_ node: Node, what: String, locations: inout [String: SourceLocation]) -> [String] {
        guard case .sequence(let sequence) = node else {
            // One path, or a wrong type that stringList reports.
            return stringList(node, what: what).map { path in
                let resolved = resolvePath(path)
                locations[resolved] = mark(node)
                return resolved
            }
        }
        return sequence.compactMap { entry in
            guard let path = string(entry, what: "an entry of \(what)") else { return nil }
            let resolved = resolvePath(path)
            locations[resolved] = locations[resolved] ?? mark(entry)
            return resolved
        }
    }

    mutating func contextMap(_ node: Node, what: String) -> [String: String]? {
        guard case .mapping(let mapping) = node else {
            return invalid(
                "\(what) must map resolver modifiers to context names (e.g. `theme: dark`), not \(describe(node))",
                at: node)
        }
        var result: [String: String] = [:]
        for (key, value) in mapping {
            guard let modifier = string(key, what: "a modifier name in \(what)"),
                let context = string(value, what: "\(what).\(modifier)")
            else { continue }
            result[modifier] = context
        }
        return result
    }

    mutating func bool(_ node: Node, what: String) -> Bool? {
        if case .scalar(let scalar) = node, scalar.style == .plain {
            switch scalar.string {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        return invalid("\(what) must be true or false, not \(describe(node))", at: node)
    }

    mutating func positiveNumber(_ node: Node, what: String) -> Double? {
        if case .scalar(let scalar) = node, scalar.style == .plain, let number = Double(scalar.string),
            number.isFinite, number > 0
        {
            return number
        }
        return invalid("\(what) must be a number greater than 0, not \(describe(node))", at: node)
    }

    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: Node, what: String, _ type: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        if case .scalar(let scalar) = node, let value = Choice(rawValue: scalar.string) { return value }
        return invalid("\(what) must be one of \(names.joined(separator: ", ")), not \(describe(node))", at: node)
    }

    // MARK: Helpers

    func resolvePath(_ path: String) -> String {
        FilePath.join(baseDirectory, path)
    }

    func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): "\"\(scalar.string)\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    /// Reports a configuration error at `node` (`config.invalid`); `nil`, for the reader that found it to return.
    mutating func invalid<Value>(_ message: String, at node: Node) -> Value? {
        diagnostics.append(Diagnostic(.error, .configInvalid, message, at: mark(node)))
        return nil
    }

    func mark(_ node: Node) -> SourceLocation? {
        node.mark.flatMap { location(line: $0.line, column: $0.column) }
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: Int32(clamping: line), column: Int32(clamping: column))
    }

    func yamlError(_ error: YamlError) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let cause = YAMLSyntaxCause.find(
                problem: problem, context: context.map { ($0.text, $0.mark.line, $0.mark.column) },
                line: mark.line, column: mark.column, text: file.bytes)
            let found = location(line: mark.line, column: mark.column)
            guard let cause else {
                // Where the construct YAML was reading began, when that is another line.
                let notes =
                    context.flatMap { context in
                        context.mark.line == mark.line
                            ? nil
                            : [
                                Diagnostic.Note(
                                    context.text, at: location(line: context.mark.line, column: context.mark.column))
                            ]
                    } ?? []
                return Diagnostic(.error, .configSyntax, "YAML: \(problem)", at: found, notes: notes)
            }
            let notes =
                cause.line == mark.line
                ? [] : [Diagnostic.Note("YAML noticed it here: \(problem)", at: found)]
            return Diagnostic(
                .error, .configSyntax, "YAML: \(cause.message)", at: location(line: cause.line, column: cause.column),
                notes: notes)
        case .duplicatedKeysInMapping(let duplicates, _):
            return Diagnostic(
                .error, .configInvalid, "duplicate keys: \(duplicates.joined(separator: ", "))",
                at: location(line: 1, column: 1))
        default:
            return Diagnostic(.error, .configSyntax, "YAML: \(error)", at: location(line: 1, column: 1))
        }
    }
}
