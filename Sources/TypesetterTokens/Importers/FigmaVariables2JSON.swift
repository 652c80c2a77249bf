/// The export of the variables2json Figma plugin (https://github.com/mark-nicepants/variables2json-docs),
/// lenient mode: `{"version", "metadata", "collections": [{"name", "modes": [{"name", "variables": [{"name",
/// "type", "isAlias", "value"}]}]}]}`, each mode listing every variable of its collection again. Read into the
/// same ``FigmaVariables/Export`` as the REST API's form, so that modes, names and aliases follow its rules.
///
/// - A collection is named by its name, its first mode the default; a variable by its collection and name.
/// - An `isAlias` value `{"collection", "name"}` is an alias of the variable of that name in that collection.
///   Without a collection (the plugin writes none when the target is in another collection) it is the
///   variable's own collection when that defines the name, else the one collection that does, in any file
///   given (several: the variable is left out with a warning naming them).
/// - `color` is text (`"#047F89"`, the plugin's hex setting) or `{r, g, b, a}` with red, green and blue from
///   0 to 255 (the plugin multiplies Figma's 0–1 by 255 and floors it when it writes the alpha), or `{r, g, b}`
///   from 0 to 1 (Figma's own, which the plugin writes so without an alpha); `number`, `string` and `boolean` are
///   Figma's FLOAT, STRING and BOOLEAN, typed by their `scopes` when written (the plugin writes none, so a
///   number stays a number);
///   `typography` and `effect` (the file's text and effect styles, a collection each) are read as
///   FigmaPluginValues.swift says; any other type (`grid`) is kept as data.
/// - One warning per file says that it was read so, and counts what.
extension FigmaVariables {
    /// Whether `root` is such an export: `collections` is an array of objects with a `name` and `modes`, each
    /// mode an object with a `name` and `variables` (arrays, which no token group is).
    static func isVariables2JSON(_ root: JSONNode) -> Bool {
        guard let collections = root.object?["collections"]?.array, !collections.isEmpty else { return false }
        return collections.allSatisfy { item in
            guard let collection = item.object, collection["name"]?.string != nil,
                let modes = collection["modes"]?.array, !modes.isEmpty
            else { return false }
            return modes.allSatisfy { $0.object?["name"]?.string != nil && $0.object?["variables"]?.array != nil }
        }
    }

    /// Figma's variable types by the names the plugin writes; the others are read as FigmaPluginValues.swift
    /// says.
    static let variables2JSONTypes = ["color": "COLOR", "number": "FLOAT", "string": "STRING", "boolean": "BOOLEAN"]

    /// Reads the collections of `root` (an ``isVariables2JSON(_:)`` export) into `export`.
    static func readVariables2JSON(_ root: JSONNode, into export: inout Export, diagnostics: inout [Diagnostic]) {
        var indexByID = Dictionary(
            export.variables.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Variables (not values) by the type written, and the effects that are shadows.
        var counts: [String: Int] = [:]
        var shadows = 0
        let collections = root.object?["collections"]?.array ?? []
        for item in collections {
            guard let collection = item.object, let name = collection["name"]?.string,
                let modes = collection["modes"]?.array
            else { continue }
            let modeNames = modes.compactMap { $0.object?["name"]?.string }
            export.collections.append(
                Collection(
                    id: name, name: name, modes: modeNames.map { Mode(id: $0, name: $0) }, location: item.location))
            for case let (mode?, variables?) in modes.map({
                ($0.object?["name"]?.string, $0.object?["variables"]?.array)
            }) {
                for variable in variables {
                    guard let object = variable.object, let nameNode = object["name"],
                        let variableName = nameNode.string,
                        let type = object["type"]?.string, let value = object["value"]
                    else {
                        diagnostics.append(
                            .error(
                                .invalidValue,
                                "a variables2json variable needs \"name\" and \"type\" (strings) and a \"value\"",
                                at: variable.location))
                        continue
                    }
                    let read = JSONMember(
                        key: mode, keyLocation: value.location,
                        value: plainValue(value, isAlias: object["isAlias"], type: type, collection: name))
                    let id = name + "/" + variableName
                    if let index = indexByID[id] {
                        export.variables[index].valuesByMode.members.append(read)
                        continue
                    }
                    counts[type, default: 0] += 1
                    if type == "effect", shadow(value, scale: 255) != nil { shadows += 1 }
                    indexByID[id] = export.variables.count
                    export.variables.append(
                        Variable(
                            id: id, name: variableName, collectionID: name,
                            resolvedType: variables2JSONTypes[type] ?? type, valuesByMode: JSONObject(members: [read]),
                            description: object["description"]?.string.flatMap { $0.isEmpty ? nil : $0 },
                            scopes: object["scopes"]?.array?.compactMap(\.string) ?? ["ALL_SCOPES"],
                            location: variable.location, keyLocation: nameNode.location,
                            scopesWritten: object["scopes"] != nil))
                }
            }
        }
        diagnostics.append(
            .warning(
                .lenientForm, variables2JSONReading(collections: collections.count, counts: counts, shadows: shadows),
                at: root.location))
    }

    /// The value as Figma's variables API writes it: an alias `{"type": "VARIABLE_ALIAS", "id"}`, a color object
    /// from 0 to 1; any other as written.
    static func plainValue(_ node: JSONNode, isAlias: JSONNode?, type: String, collection: String) -> JSONNode {
        let at = node.location
        if case .bool(true)? = isAlias?.value, let alias = node.object, let target = alias["name"]?.string {
            let id = (alias["collection"]?.string ?? collection) + "/" + target
            var members = [
                ("type", JSONNode(.string("VARIABLE_ALIAS"), at: at)), ("id", JSONNode(.string(id), at: at)),
            ]
            // Without a collection, the name is looked up once every file is read (resolveVariables2JSONAliases).
            if alias["collection"]?.string == nil { members.append((unplacedAlias, JSONNode(.string(target), at: at))) }
            return object(members, at: at)
        }
        guard type == "color", let color = node.object, let r = color["r"]?.number, let g = color["g"]?.number,
            let b = color["b"]?.number
        else { return node }
        // The plugin multiplies Figma's 0–1 by 255 only when it writes the alpha (b3er/variables2json).
        let scale: Double = color["a"]?.number == nil ? 1 : 255
        let components = [("r", r / scale), ("g", g / scale), ("b", b / scale), ("a", color["a"]?.number ?? 1)]
        return object(components.map { ($0.0, JSONNode(.number($0.1), at: at)) }, at: at)
    }

    /// The member of an alias written without a collection that holds the name it is of.
    static let unplacedAlias = "variables2jsonName"

    /// Places the aliases written without a collection (the plugin writes none when the target is in another
    /// collection) once every file is read: in the variable's own collection when it defines the name, else in
    /// the one collection that does. A name several other collections define is ambiguous: the variable is left
    /// out with a warning naming them. A name none defines stays in the variable's own collection, where the
    /// alias is reported as not defined.
    static func resolveVariables2JSONAliases(_ export: inout Export, diagnostics: inout [Diagnostic]) {
        var collectionsByName: [String: [String]] = [:]
        for variable in export.variables { collectionsByName[variable.name, default: []].append(variable.collectionID) }
        var ambiguous: Set<Int> = []
        for index in export.variables.indices {
            var values = export.variables[index].valuesByMode
            for position in values.members.indices {
                let node = values.members[position].value
                guard let alias = node.object, let target = alias[unplacedAlias]?.string else { continue }
                let own = export.variables[index].collectionID
                let candidates = collectionsByName[target] ?? []
                guard !candidates.contains(own), let first = candidates.first else { continue }
                guard candidates.count == 1 else {
                    let names = candidates.map { "\"\($0)\"" }.joined(separator: ", ")
                    if ambiguous.insert(index).inserted {
                        diagnostics.append(
                            leftOut(
                                .referenceUnresolved,
                                "variable \"\(export.variables[index].name)\" is an alias of \"\(target)\" without a collection, which collection \"\(own)\" does not define and several do (\(names)); name the variable's collection in the plugin's export, or keep one of them",
                                at: node.location))
                    }
                    continue
                }
                let at = node.location
                values.members[position].value = object(
                    [
                        ("type", JSONNode(.string("VARIABLE_ALIAS"), at: at)),
                        ("id", JSONNode(.string(first + "/" + target), at: at)),
                    ], at: at)
            }
            export.variables[index].valuesByMode = values
        }
        export.variables = export.variables.enumerated().filter { !ambiguous.contains($0.offset) }.map(\.element)
    }

    /// The one warning of a file: what it is and how it was read.
    static func variables2JSONReading(collections: Int, counts: [String: Int], shadows: Int) -> String {
        var read: [String] = []
        if let typography = counts["typography"] {
            read.append(
                "\(LenientReport.count(typography, "typography variable")) as typography (a PERCENT line height a multiple of the font size, a PIXELS one divided by it)"
            )
        }
        if let effects = counts["effect"] {
            read.append(
                "\(LenientReport.count(effects, "effect variable")) as shadows"
                    + (shadows == effects
                        ? "" : " but \(effects - shadows) with effects other than shadows, kept as data"))
        }
        let others = counts.filter { variables2JSONTypes[$0.key] == nil && !["typography", "effect"].contains($0.key) }
        for (type, count) in others.sorted(by: { $0.key < $1.key }) {
            read.append("\(LenientReport.count(count, "\(type) variable")) kept as data")
        }
        return
            "a variables2json export (the Figma plugin's dump of variables and styles by collection and mode) is not a token file; read as Figma variables: \(LenientReport.count(collections, "collection")) (the modes of one with several are contexts), aliases as references, color objects from 0 to 255 (from 0 to 1 without an alpha), numbers as numbers unless scoped (the plugin writes no scopes)"
            + (read.isEmpty ? "" : "; " + read.joined(separator: "; "))
    }
}
