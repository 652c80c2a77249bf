import Foundation

/// Theo's token files (Salesforce's Theo; Twilio Paste and OpenTable keep their tokens so), lenient mode.
///
/// A Theo file is an object of four members (https://github.com/salesforce-ux/theo, "Spec"): `props`, the
/// tokens (`name: {value, type, category, comment}`, or an array of them each with a `name`); `global`, the
/// `type` and `category` every prop without its own passes to Theo's transforms (OpenTable writes `border`,
/// `grid`, `typography`, which are not value types); `aliases`, values (`name: value` or `name: {value}`) that
/// a prop's value names as `{!name}`, whole or inside a string; and `imports`, the files (relative paths)
/// whose aliases the file can use. Read as written, the props are a group named `props` in every file
/// (`props.font-size-10`) and every `{!alias}` a reference to no token. Lenient mode reads them as Theo does:
/// the props at the root, global set aside (each prop typed by its own `type` or, untyped, by its value, as
/// before), and each `{!alias}` replaced by the alias's value (aliases
/// naming aliases followed, through the file's imports); a file of aliases or imports alone has no tokens. An
/// alias defined nowhere leaves its prop out, with a warning. One warning per file says what was read.
/// (YAML files, Theo's usual form and how both exports keep it; strict mode rejects a YAML file, saying lenient
/// mode reads it.)
enum TheoDocument {
    /// Theo's root members.
    static let rootKeys: Set<String> = ["props", "aliases", "global", "imports"]
    /// How deep imports of imports are followed, and how many aliases an alias may pass through.
    static let maximumDepth = 16

    /// Whether `root` is a Theo file: an object whose members are all Theo's, among them `props`, `aliases`
    /// or `imports`, each of Theo's shape: props with a `value` (an object of them, or an array of them with a
    /// `name`), aliases that are scalars or objects, a `global` of scalars, imports that are paths; nothing with
    /// a member of the Format Module's (`$value`, `$type`). A token
    /// file whose root groups happen to be named `global` and `aliases` (`$value`s, nested groups) is not one.
    static func isTheo(_ root: JSONNode) -> Bool {
        guard let object = root.object, !object.members.isEmpty,
            object.contains(key: "props") || object.contains(key: "aliases") || object.contains(key: "imports")
        else { return false }
        return object.members.allSatisfy { member in
            switch member.key {
            case "props":
                if let props = member.value.object { return props.members.allSatisfy { isProp($0.value) } }
                // (A prop of the array without a name is left out with a warning, when the file is read.)
                guard let props = member.value.array, props.allSatisfy(isProp) else { return false }
                return props.contains { $0.object?["name"]?.string != nil }
            case "aliases":
                // (An object that is not `{value}` is an alias too: it is reported when a value names it.)
                return member.value.object?.members.allSatisfy { member in
                    isScalar(member.value) || (member.value.object != nil && !hasFormatModuleMember(member.value))
                } ?? false
            case "global":
                return member.value.object?.members.allSatisfy { !$0.key.hasPrefix("$") && isScalar($0.value) } ?? false
            case "imports":
                return member.value.array?.allSatisfy { $0.string != nil } ?? false
            default:
                return false
            }
        }
    }

    /// A Theo prop: a `value`, and no member of the Format Module's (`$value`, `$type`).
    private static func isProp(_ node: JSONNode) -> Bool {
        node.object?.contains(key: "value") == true && !hasFormatModuleMember(node)
    }

    /// Whether an object has a member whose name starts with '$', at any depth.
    private static func hasFormatModuleMember(_ node: JSONNode) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            if let object = next.object {
                if object.members.contains(where: { $0.key.hasPrefix("$") }) { return true }
                pending += object.members.map(\.value)
            } else if let items = next.array {
                pending += items
            }
        }
        return false
    }

    private static func isScalar(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string, .number, .bool: true
        case .null, .array, .object: false
        }
    }

    /// The file's props as tokens at the root (see the type's comment), and what was read, as warnings.
    static func rewrite(_ root: JSONNode, file: SourceFile, diagnostics: inout [Diagnostic]) -> JSONNode {
        guard let object = root.object else { return root }
        let aliases = aliasTable(object, file: file, diagnostics: &diagnostics)
        let hasGlobal = object.contains(key: "global")
        var tokens: [JSONMember] = []
        var substituted = 0
        for var prop in props(object["props"], diagnostics: &diagnostics) {
            guard var token = prop.value.object else {
                tokens.append(prop)
                continue
            }
            if let position = token.members.firstIndex(where: { $0.key == "value" }) {
                switch substitute(token.members[position].value, aliases: aliases) {
                case .unchanged: break
                case .replaced(let node):
                    token.members[position].value = node
                    substituted += 1
                case .failed(let message):
                    diagnostics.append(
                        .warning(
                            .referenceUnresolved, message,
                            at: token.members[position].value.location,
                            notes: [.init("lenient mode leaves \"\(prop.key)\" out")]))
                    continue
                }
            }
            prop.value.value = .object(token)
            tokens.append(prop)
        }
        diagnostics.append(
            .warning(
                .lenientForm,
                tokens.isEmpty
                    ? "a Theo file of \(object.contains(key: "aliases") ? "aliases" : "imports") and no props: its aliases serve the {!alias} values of the files that import it, and it defines no token"
                    : "a Theo file: its \(LenientReport.count(tokens.count, "prop")) read as tokens at the root\(hasGlobal ? " (global's type and category set aside: Theo's hints to its transforms, such as \"border\" on \"4px\"; each prop is typed by its own type or value)" : "")\(substituted == 0 ? "" : ", \(substituted) {!alias} values replaced by the aliases' values"); the Format Module writes tokens with \"$type\" and references to tokens (\"{group.token}\")",
                at: root.location))
        return JSONNode(.object(JSONObject(members: tokens)), at: root.location)
    }

    /// `props` as members: an object's, or an array's elements named by their `name` member.
    private static func props(_ node: JSONNode?, diagnostics: inout [Diagnostic]) -> [JSONMember] {
        if let object = node?.object { return object.members }
        return (node?.array ?? []).compactMap { element in
            guard var object = element.object, let name = object.member("name"), let key = name.value.string else {
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "a Theo prop in a props array needs a \"name\" (text); lenient mode leaves it out",
                        at: element.location))
                return nil
            }
            object.members.removeAll { $0.key == "name" }
            return JSONMember(
                key: key, keyLocation: name.keyLocation, value: JSONNode(.object(object), at: element.location))
        }
    }

    // MARK: Aliases

    /// The aliases the file can use, as written: its own, then those of its imports (and theirs), the file's
    /// own winning.
    private static func aliasTable(
        _ object: JSONObject, file: SourceFile, diagnostics: inout [Diagnostic]
    )
        -> [String: JSONNode]
    {
        var table: [String: JSONNode] = [:]
        var visited: Set<String> = [URL(fileURLWithPath: file.path).standardizedFileURL.path]
        var pending: [(object: JSONObject, path: String, depth: Int)] = [(object, file.path, 0)]
        while !pending.isEmpty {
            let (current, path, depth) = pending.removeFirst()
            for member in current["aliases"]?.object?.members ?? [] where table[member.key] == nil {
                table[member.key] = member.value.object?["value"] ?? member.value
            }
            guard depth < maximumDepth else { continue }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            for entry in current["imports"]?.array ?? [] {
                guard let relative = entry.string else { continue }
                let imported = folder.appendingPathComponent(relative).standardizedFileURL.path
                guard visited.insert(imported).inserted else { continue }
                switch TokenDocumentLoader.load(path: imported, lenient: true) {
                case .failure(let problem):
                    diagnostics.append(
                        .warning(
                            .fileUnreadable, "Theo import \"\(relative)\" cannot be read: \(problem.message)",
                            at: entry.location, notes: [.init("its aliases are not available to this file")]))
                case .success(let source):
                    let parsed =
                        YAMLTokenFile.isYAML(imported) ? YAMLTokenFile.parseDocument(source) : JSONParser.parse(source)
                    if let importedObject = parsed.root?.object {
                        pending.append((importedObject, imported, depth + 1))
                    }
                }
            }
        }
        return table
    }

    private enum Substitution {
        case unchanged
        case replaced(JSONNode)
        /// An alias no file defines, one that is not text or a number, or aliases in a cycle: what to report.
        case failed(message: String)
    }

    /// How many `{!alias}` one value may pass through (its own and those of the aliases it names): a cycle
    /// of aliases stops here.
    static let maximumSubstitutions = 1_000

    /// `node` with every `{!alias}` replaced by the alias's value: a whole `"{!name}"` by the value as written
    /// (a number stays a number), one inside a string by its text. Aliases naming aliases are followed up to
    /// ``maximumSubstitutions`` in all.
    private static func substitute(_ node: JSONNode, aliases: [String: JSONNode]) -> Substitution {
        guard case .string(var text) = node.value, text.contains("{!") else { return .unchanged }
        var replaced = false
        for _ in 0..<maximumSubstitutions {
            guard let open = text.range(of: "{!"), let close = text[open.upperBound...].firstIndex(of: "}") else {
                // (A "{!" without a closing brace is text, not an alias.)
                return replaced ? .replaced(JSONNode(.string(text), at: node.location)) : .unchanged
            }
            let name = String(text[open.upperBound..<close])
            guard let alias = aliases[name] else {
                return .failed(
                    message:
                        "Theo alias {!\(name)} is defined neither in this file's aliases nor in those of the files it imports"
                )
            }
            if open.lowerBound == text.startIndex, text.index(after: close) == text.endIndex,
                alias.string == nil
            {
                // The whole value is the alias, and the alias is not text: its value as written.
                return .replaced(JSONNode(alias.value, at: node.location))
            }
            let written: String
            switch alias.value {
            case .string(let string): written = string
            case .number(let number): written = formatted(number)
            default:
                return .failed(
                    message:
                        "Theo alias {!\(name)} is \(alias.value.kindDescription), not text or a number, so it cannot stand in a value"
                )
            }
            text.replaceSubrange(open.lowerBound...close, with: written)
            replaced = true
        }
        // Still an alias after so many: aliases that name one another in a cycle.
        let name = text.range(of: "{!").map { String(text[$0.upperBound...].prefix { $0 != "}" }) } ?? text
        return .failed(message: "Theo aliases name one another in a cycle through {!\(name)}")
    }
}
