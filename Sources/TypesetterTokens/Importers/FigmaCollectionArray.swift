/// Figma variables as a plugin exports them collection by collection: an array of collections, each
/// `{"<collection>": {"modes": {"<mode>": {…}}}}`, whose trees hold DTCG-like tokens (`$type` `float`,
/// `string`, `color` or `boolean`, `$value`, Figma's `$scopes`; an alias names its target by path without the
/// collection, `{spacing.24}`, and the target's collection in `$collectionName`). Bullhorn's Novo (bh2026)
/// keeps its Figma source in this form. Read into the same ``FigmaVariables/Export`` as the REST API's form,
/// so that modes, scopes, names and aliases follow the same rules.
extension FigmaVariables {
    /// Whether `root` is such an array: every element an object whose members each have a `modes` object.
    static func isCollectionArray(_ root: JSONNode) -> Bool {
        guard let items = root.array, !items.isEmpty else { return false }
        return items.allSatisfy { item in
            guard let object = item.object, !object.members.isEmpty else { return false }
            return object.members.allSatisfy { $0.value.object?["modes"]?.object != nil }
        }
    }

    /// Figma's variable types by the names these exports write.
    static let exportedTypes = [
        "color": "COLOR", "float": "FLOAT", "number": "FLOAT", "string": "STRING", "boolean": "BOOLEAN",
    ]

    /// Reads the collections of `root` (an ``isCollectionArray(_:)`` array) into `export`.
    static func readCollectionArray(_ root: JSONNode, into export: inout Export, diagnostics: inout [Diagnostic]) {
        var indexByID = Dictionary(
            export.variables.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        export.aliasesByPath = true
        for item in root.array ?? [] {
            for collection in item.object?.members ?? [] {
                guard let modes = collection.value.object?["modes"]?.object, !modes.members.isEmpty else {
                    diagnostics.append(
                        .error(
                            .invalidValue, "collection \"\(collection.key)\" has no modes", at: collection.keyLocation))
                    continue
                }
                export.collections.append(
                    Collection(
                        id: collection.key, name: collection.key,
                        modes: modes.members.map { Mode(id: $0.key, name: $0.key) }, location: collection.keyLocation))
                for mode in modes.members {
                    guard let tree = mode.value.object else { continue }
                    var pending: [(JSONObject, [String])] = [(tree, [])]
                    while let (group, path) = pending.popLast() {
                        for member in group.members.reversed() where !member.key.hasPrefix("$") {
                            guard let object = member.value.object else { continue }
                            guard let value = object["$value"] else {
                                pending.append((object, path + [member.key]))
                                continue
                            }
                            let name = (path + [member.key]).joined(separator: "/")
                            let id = collection.key + "/" + name
                            if let index = indexByID[id] {
                                export.variables[index].valuesByMode.members.append(
                                    JSONMember(key: mode.key, keyLocation: member.keyLocation, value: value))
                                continue
                            }
                            let written = object["$type"]?.string ?? ""
                            guard let type = exportedTypes[written] else {
                                diagnostics.append(
                                    leftOut(
                                        .invalidValue,
                                        "variable \"\(name)\" has $type \"\(written)\"; these exports write color, float, string or boolean",
                                        at: object["$type"]?.location ?? member.value.location))
                                continue
                            }
                            indexByID[id] = export.variables.count
                            if let target = object["$collectionName"]?.string {
                                export.aliasCollections[export.variables.count] = target
                            }
                            export.variables.append(
                                Variable(
                                    id: id, name: name, collectionID: collection.key, resolvedType: type,
                                    valuesByMode: JSONObject(members: [
                                        JSONMember(key: mode.key, keyLocation: member.keyLocation, value: value)
                                    ]),
                                    description: object["$description"]?.string.flatMap { $0.isEmpty ? nil : $0 },
                                    scopes: object["$scopes"]?.array?.compactMap(\.string) ?? ["ALL_SCOPES"],
                                    location: member.value.location, keyLocation: member.keyLocation))
                        }
                    }
                }
            }
        }
    }

    /// Once every file is read (an alias may name a variable of a later file): each `{path}` value becomes the REST API's `{"type": "VARIABLE_ALIAS", "id": …}` of the variable at that
    /// path: the one in the collection the alias names, else the only one, else the first. An alias to no
    /// variable keeps its text as the id, which the token document reports as a variable the export lacks.
    static func resolveAliasesByPath(_ export: inout Export) {
        guard export.aliasesByPath else { return }
        var idsByPath: [String: [(collection: String, id: String)]] = [:]
        for variable in export.variables {
            idsByPath[variable.name.replacing("/", with: "."), default: []].append((variable.collectionID, variable.id))
        }
        for index in export.variables.indices {
            var values = export.variables[index].valuesByMode
            for position in values.members.indices {
                let node = values.members[position].value
                guard let text = node.string, case .reference(.alias(let path)) = ReferenceSyntax.parseAlias(text)
                else { continue }
                let candidates = idsByPath[path] ?? []
                let target =
                    candidates.first { $0.collection == export.aliasCollections[index] }?.id ?? candidates.first?.id
                    ?? text
                let at = node.location
                values.members[position].value = JSONNode(
                    .object(
                        JSONObject(members: [
                            JSONMember(
                                key: "type", keyLocation: at, value: JSONNode(.string("VARIABLE_ALIAS"), at: at)),
                            JSONMember(key: "id", keyLocation: at, value: JSONNode(.string(target), at: at)),
                        ])), at: at)
            }
            export.variables[index].valuesByMode = values
        }
    }
}
