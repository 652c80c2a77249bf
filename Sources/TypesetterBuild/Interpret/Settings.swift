import TypesetterCore
import TypesetterTokens

/// Per-token choices from `$extensions["com.typesetter"]`.
struct Settings {
    let object: JSONObject?
    let tokenLocation: SourceLocation

    init(_ token: ResolvedToken) {
        object = token.extensions?[Interpreter.extensionKey]?.object
        tokenLocation = token.location
    }

    func node(_ key: String) -> JSONNode? { object?[key] }
    func location(of key: String) -> SourceLocation? { object?.member(key)?.keyLocation }

    func string(_ key: String, diagnostics: inout [Diagnostic]) -> String? {
        guard let node = node(key) else { return nil }
        if let text = node.string { return text }
        diagnostics.append(
            .init(.error, .extensionInvalid, "\(Interpreter.extensionKey).\(key) must be a string", at: node.location))
        return nil
    }

    func number(_ key: String, diagnostics: inout [Diagnostic]) -> Double? {
        guard let node = node(key) else { return nil }
        if let number = node.number, number.isFinite, number > 0 { return number }
        diagnostics.append(
            .init(
                .error, .extensionInvalid, "\(Interpreter.extensionKey).\(key) must be a number greater than 0",
                at: node.location))
        return nil
    }

    func bool(_ key: String, diagnostics: inout [Diagnostic]) -> Bool? {
        guard let node = node(key) else { return nil }
        if case .bool(let flag) = node.value { return flag }
        diagnostics.append(
            .init(
                .error, .extensionInvalid, "\(Interpreter.extensionKey).\(key) must be true or false", at: node.location
            ))
        return nil
    }

    func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String, _ type: Choice.Type, diagnostics: inout [Diagnostic]
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(key, diagnostics: &diagnostics) else { return nil }
        if let value = Choice(rawValue: text) { return value }
        diagnostics.append(
            .init(
                .error, .extensionInvalid,
                "\(Interpreter.extensionKey).\(key) must be one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))",
                at: node(key)?.location ?? tokenLocation))
        return nil
    }
}

extension FitBudget {
    /// Reads `fit` from a token's `$extensions["com.typesetter"]` object; `nil` when absent or invalid
    /// (each problem an error at the value).
    static func read(_ node: JSONNode?, location: SourceLocation?, diagnostics: inout [Diagnostic]) -> FitBudget? {
        guard let node else { return nil }
        let key = "\(Interpreter.extensionKey).fit"
        guard let object = node.object else {
            diagnostics.append(
                Diagnostic(
                    .error, .extensionInvalid,
                    "\(key) must be an object like {\"width\": 343, \"lines\": 2, \"sample\": \"…\"}", at: node.location
                ))
            return nil
        }
        var budget = FitBudget(width: 0, location: location ?? node.location)
        var valid = true
        func reject(_ problem: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(.error, .extensionInvalid, problem, at: location))
            valid = false
        }
        for member in object.members {
            switch member.key {
            case "width":
                if let width = member.value.number, width.isFinite, width > 0 {
                    budget.width = width
                } else {
                    reject("\(key).width must be a number of points greater than 0", at: member.value.location)
                }
            case "lines":
                if let lines = member.value.number, lines >= 0, lines <= 1000, lines == lines.rounded() {
                    budget.lines = Int(lines)
                } else {
                    reject("\(key).lines must be a whole number of lines (0 for no limit)", at: member.value.location)
                }
            case "sample":
                if let text = member.value.string, !text.isEmpty {
                    budget.sample = text
                } else {
                    reject("\(key).sample must be a non-empty string", at: member.value.location)
                }
            default:
                reject("unknown key \"\(member.key)\" in \(key); expected width, lines, sample", at: member.keyLocation)
            }
        }
        if valid && budget.width == 0 { reject("\(key) needs a width in points", at: node.location) }
        return valid ? budget : nil
    }
}
