/// Figma's local styles as a plugin dumps them (lenient mode): the Plugin API's style objects
/// (`figma.getLocalTextStylesAsync()`, `…PaintStyles…`, `…EffectStyles…`, `…GridStyles…` written as JSON,
/// https://developers.figma.com/docs/plugins/api/TextStyle/), `{"type": "TEXT", "name", "fontName", "fontSize",
/// "lineHeight", "letterSpacing", …}`, `{"type": "PAINT", "name", "paints"}`, `{"type": "EFFECT", "name",
/// "effects"}`, anywhere in the file: an array of them, or objects keyed by anything (Astro keeps
/// `"color-tokens" → "dark" → "color/background/base/default" → {…}`). Read into the same
/// ``FigmaVariables/Export`` as Figma's variables:
///
/// - A style is a variable of one mode named by its `name` (`body/body-1` is the token `body.body-1`), with
///   its `description`; its value is read as FigmaPluginValues.swift says.
/// - The styles of one object or array are a collection named by its key (`dark`; the file's name for an array
///   at the root): when two collections define a name, every token takes its collection's name first, as
///   Figma's collections do (`dark.body.body-1`, `light.body.body-1`).
/// - Other objects with a `type` and a `name` (Astro's components and icons; a node, such as a text node with
///   its `characters` and an `id` not `S:`-prefixed) are not styles: left out, counted in the file's one
///   warning.
extension FigmaVariables {
    /// A style's kind: its `type` and the member that kind must have.
    static let styleMembers = ["TEXT": "fontName", "PAINT": "paints", "EFFECT": "effects", "GRID": "layoutGrids"]

    /// The kind of a style object (`TEXT`, `PAINT`, `EFFECT`, `GRID`), or `nil`. A node is not a style: a text
    /// node has `characters` (its text), and a node's `id` is its place in the document (`"12:34"`), where a
    /// style's is `S:` and its key (as Figma writes every local style's); an object without an `id` is read by
    /// its members alone.
    static func styleKind(_ object: JSONObject) -> String? {
        guard let type = object["type"]?.string, let member = styleMembers[type], object["name"]?.string != nil,
            let value = object[member], !object.contains(key: "characters"),
            object["id"].map({ $0.string?.hasPrefix("S:") == true }) ?? true
        else { return nil }
        switch value.value {
        case .object where type == "TEXT": return type
        case .array where type != "TEXT": return type
        default: return nil
        }
    }

    /// A style found in a dump: its kind, and the keys of the objects around it, not its own (array positions
    /// are not keys).
    struct FoundStyle {
        var node: JSONNode
        var kind: String
        var container: [String]
    }

    /// The styles of a file, and the objects with a `type` and a `name` that are not styles (their types);
    /// `nil` when the file holds a Format Module or Tokens Studio token (a `$value` or `value` member), which
    /// makes it a token file. Each node is visited once, the walk a worklist.
    static func styles(in root: JSONNode) -> (styles: [FoundStyle], others: [String: Int])? {
        var found: [FoundStyle] = []
        var others: [String: Int] = [:]
        // Each node with the keys down to it, and whether the last is its own (a member's, not an array's).
        var pending: [(JSONNode, [String], keyed: Bool)] = [(root, [], false)]
        while let (node, path, keyed) = pending.popLast() {
            switch node.value {
            case .array(let items):
                pending += items.reversed().map { ($0, path, false) }
            case .object(let object):
                if let kind = styleKind(object) {
                    found.append(FoundStyle(node: node, kind: kind, container: keyed ? path.dropLast() : path))
                    continue
                }
                if object.contains(key: "$value") || object.contains(key: "value") { return nil }
                if let type = object["type"]?.string, object["name"]?.string != nil {
                    others[type, default: 0] += 1
                    continue
                }
                pending += object.members.reversed().map { ($0.value, path + [$0.key], true) }
            default:
                continue
            }
        }
        return found.isEmpty ? nil : (found, others)
    }

    /// Whether `root` is a dump of styles: it holds at least one, and no token.
    static func isStyleDump(_ root: JSONNode) -> Bool { styles(in: root) != nil }

    /// Reads the styles of `root` (an ``isStyleDump(_:)`` file) into `export`.
    static func readStyleDump(
        _ root: JSONNode, file: SourceFile, into export: inout Export, diagnostics: inout [Diagnostic]
    ) {
        guard let (found, others) = styles(in: root) else { return }
        let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
        var collections: [String: Int] = [:]
        var counts: [String: Int] = [:]
        var singleValued: [String: Int] = [:]
        for style in found {
            let container = style.container
            let id = fileName + ":" + container.joined(separator: "/")
            if collections[id] == nil {
                collections[id] = export.collections.count
                let name = container.last ?? String(fileName.split(separator: ".").first ?? Substring(fileName))
                export.collections.append(
                    Collection(
                        id: id, name: name, modes: [Mode(id: "style", name: "style")], location: style.node.location))
            }
            guard let object = style.node.object, let nameNode = object["name"], let name = nameNode.string else {
                continue
            }
            counts[style.kind, default: 0] += 1
            switch style.kind {
            case "PAINT" where solidColor(style.node) != nil: singleValued["PAINT", default: 0] += 1
            case "EFFECT" where shadow(style.node, scale: 1) != nil: singleValued["EFFECT", default: 0] += 1
            default: break
            }
            export.variables.append(
                Variable(
                    id: id + "/" + String(export.variables.count), name: name, collectionID: id,
                    resolvedType: style.kind,
                    valuesByMode: JSONObject(members: [
                        JSONMember(key: "style", keyLocation: style.node.location, value: style.node)
                    ]),
                    description: object["description"]?.string.flatMap { $0.isEmpty ? nil : $0 },
                    scopes: [], location: style.node.location, keyLocation: nameNode.location))
        }
        diagnostics.append(
            .warning(
                .lenientForm, styleDumpReading(counts: counts, singleValued: singleValued, others: others),
                at: root.location))
    }

    /// The one warning of a file: what it is and how it was read.
    static func styleDumpReading(counts: [String: Int], singleValued: [String: Int], others: [String: Int]) -> String {
        var read: [String] = []
        if let text = counts["TEXT"] { read.append("\(LenientReport.count(text, "text style")) as typography") }
        for (kind, noun, value, without) in [
            ("PAINT", "paint style", "colors", "no single color (a gradient, an image or several paints)"),
            ("EFFECT", "effect style", "shadows", "effects other than shadows"),
        ] {
            guard let count = counts[kind] else { continue }
            let single = singleValued[kind] ?? 0
            read.append(
                "\(LenientReport.count(count, noun)) as \(value)"
                    + (single == count ? "" : " but \(count - single) with \(without), kept as data"))
        }
        if let grids = counts["GRID"] { read.append("\(LenientReport.count(grids, "grid style")) kept as data") }
        let objects = others.values.reduce(0, +)
        let types = others.keys.sorted().joined(separator: ", ")
        return
            "a dump of Figma styles (the Plugin API's text, paint and effect style objects) is not a token file; each style is read as a token named by its name: "
            + read.joined(separator: "; ")
            + (objects == 0
                ? ""
                : "; \(LenientReport.count(objects, "other object")) (\(types)) \(objects == 1 ? "is not a style" : "are not styles"), left out")
    }

    // MARK: Which files

    /// What a file is when it is one of the plugin dumps (variables2json's export, a dump of styles), or `nil`.
    /// A byte search first, so that ordinary files are not parsed twice: every file is searched so, a large one
    /// too, so the words searched for first are those whose second byte (where ``TokensStudioProject/contains(_:_:)``
    /// starts) is rare in token files: `"variables"`, and a style's kind in capitals before its member's name.
    static func pluginDumpForm(_ file: SourceFile) -> String? {
        let bytes = file.bytes
        func has(_ word: String) -> Bool { TokensStudioProject.contains(bytes, Array("\"\(word)\"".utf8)) }
        let mayBeVariables2JSON = has("variables") && has("modes") && has("collections")
        guard mayBeVariables2JSON || styleMembers.contains(where: { has($0.key) && has($0.value) }),
            let root = JSONParser.parse(file).root
        else { return nil }
        if mayBeVariables2JSON, isVariables2JSON(root) {
            return "a variables2json export (the Figma plugin's dump of variables and styles by collection and mode)"
        }
        return isStyleDump(root)
            ? "a dump of Figma styles (the Plugin API's text, paint and effect style objects)" : nil
    }

    /// Strict mode: the plugin dumps among `files` are not token files; each is taken out with an error that
    /// says so, and that lenient mode reads it.
    static func setAsidePluginDumps(_ files: inout [SourceFile]) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        files.removeAll { file in
            guard let form = pluginDumpForm(file) else { return false }
            errors.append(
                .error(
                    .figmaPluginDump,
                    "\(form), not a token file: strict mode reads the Format Module only; --lenient (or options.lenient: true in the configuration) reads it as Figma's variables and styles, with one warning",
                    at: SourceLocation(file: file, line: 1, column: 1)))
            return true
        }
        return errors
    }
}
