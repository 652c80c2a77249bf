import Foundation
import MCP
import TypesetterDiagnostics

/// A call the server cannot answer as asked: an unknown style, category or theme, an argument of the wrong
/// type, a configuration that cannot be built. Returned to the agent as a tool error (`isError: true`) whose
/// text names the valid values or the nearest names; the server keeps answering.
public struct ToolError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) { self.description = description }

    /// "unknown style 'bodyMediun'; did you mean 'bodyMedium'? …": the nearest names, else every valid one (or
    /// the first 40 and how many more).
    init(unknown what: String, _ name: String, among candidates: [String], alsoAmong more: [String] = []) {
        let nearest = NameSuggestions.closest(to: name, among: candidates + more, limit: 3)
        let listed = candidates.prefix(40).joined(separator: ", ")
        let rest = candidates.count > 40 ? " and \(candidates.count - 40) more" : ""
        let valid = candidates.isEmpty ? "there are none" : "valid values: \(listed)\(rest)"
        if nearest.isEmpty {
            self.init("unknown \(what) '\(name)'; \(valid)")
        } else {
            let quoted = nearest.map { "'\($0)'" }.joined(separator: " or ")
            self.init("unknown \(what) '\(name)'; did you mean \(quoted)? \(valid)")
        }
    }
}

/// A tool's answer: its structured content and the short text rendering beside it.
struct ToolOutput: Sendable {
    var structured: Value
    var text: String
}

/// A tool call's arguments, read by name and type; a missing, mistyped or unknown argument is a tool error
/// that says what the tool takes.
struct ToolArguments: Sendable {
    var values: [String: Value]
    /// The tool's arguments, for messages.
    var accepted: [String]
    var tool: String

    /// The arguments of a call to `tool`, which takes `accepted`; any other name is refused with the nearest.
    init(_ values: [String: Value]?, tool: String, accepted: [String]) throws(ToolError) {
        self.values = values ?? [:]
        self.accepted = accepted
        self.tool = tool
        for key in self.values.keys.sorted() where !accepted.contains(key) {
            let takes = accepted.isEmpty ? "it takes no arguments" : "it takes \(accepted.joined(separator: ", "))"
            let nearest = NameSuggestions.closest(to: key, among: accepted).first.map { "did you mean '\($0)'? " } ?? ""
            throw ToolError("\(tool) has no argument '\(key)'; \(nearest)\(takes)")
        }
    }

    /// A string argument; `nil` when absent (or JSON null).
    func string(_ name: String) throws(ToolError) -> String? {
        switch values[name] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw ToolError("\(tool): `\(name)` must be a string, not \(Self.describe(other))")
        }
    }

    /// A string argument that must be given and not empty.
    func requiredString(_ name: String) throws(ToolError) -> String {
        guard let text = try string(name), !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ToolError("\(tool): `\(name)` is required (a non-empty string)")
        }
        return text
    }

    /// A boolean argument (`false` when absent); `"true"` and `"false"` as strings are read too.
    func bool(_ name: String) throws(ToolError) -> Bool {
        switch values[name] {
        case nil, .null?: return false
        case .bool(let flag)?: return flag
        case .string("true")?: return true
        case .string("false")?: return false
        case let other?: throw ToolError("\(tool): `\(name)` must be true or false, not \(Self.describe(other))")
        }
    }

    private static func describe(_ value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .int(let number): "the number \(number)"
        case .double(let number): "the number \(number)"
        case .string(let text): "\"\(text)\""
        case .data: "data"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension Value {
    /// JSON text (a renderer's output) as a value; `null` for text that is not JSON, which the renderers never
    /// write.
    init(json text: String) {
        self = (try? JSONDecoder().decode(Value.self, from: Data(text.utf8))) ?? .null
    }

    /// A template context's plain values (`[String: Any]`, as `TemplateContext.make` builds them) as a value.
    init(plain value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .int(number)
        case let number as Double: self = .double(number)
        case let array as [Any]: self = .array(array.map { Value(plain: $0) })
        case let object as [String: Any]: self = .object(object.mapValues { Value(plain: $0) })
        default: self = .null
        }
    }

    /// A number rounded to hundredths, as `dump-context` writes sizes.
    static func points(_ value: Double) -> Value { .double(rounded(value)) }
}

/// A number rounded to hundredths of a point (what `dump-context`'s `atEverySize` gives).
func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

/// A JSON Schema object for a tool's input: its properties and which are required.
func inputSchema(_ properties: [String: Value], required: [String] = []) -> Value {
    var schema: [String: Value] = [
        "type": "object", "properties": .object(properties), "additionalProperties": false,
    ]
    if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
    return .object(schema)
}
