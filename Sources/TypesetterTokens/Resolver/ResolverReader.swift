/// Reads and validates a resolver document against the Resolver Module 2025.10.
struct ResolverReader {
    let file: SourceFile
    var diagnostics: [Diagnostic] = []
    var setDefinitions: [String: (JSONObject, SourceLocation)] = [:]
    var modifierDefinitions: [String: (JSONObject, SourceLocation)] = [:]

    init(file: SourceFile) { self.file = file }

    static let rootProperties: Set<String> = [
        "version", "name", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs", "$extensions",
    ]
    static let setProperties: Set<String> = ["sources", "description", "$extensions"]
    static let modifierProperties: Set<String> = ["contexts", "description", "default", "$extensions"]

    mutating func error(_ code: DiagnosticCode, _ message: String, _ location: SourceLocation) {
        diagnostics.append(.error(code, message, at: location))
    }

    /// Reports every property of `object` that is not `allowed` (`what` names the object: "resolver", "set");
    /// whether there was none.
    @discardableResult
    mutating func checkProperties(of object: JSONObject, allowed: Set<String>, what: String) -> Bool {
        var ok = true
        for member in object.members where !allowed.contains(member.key) {
            error(
                .resolverUnknownProperty, "unknown \(what) property \"\(ReferenceSyntax.clip(member.key))\"",
                member.keyLocation)
            ok = false
        }
        return ok
    }

    /// A property `object` must have; `nil` when it has none (reported at `location`, the place `owner` is).
    mutating func required(
        _ property: String, of object: JSONObject, owner: String, at location: SourceLocation
    ) -> JSONNode? {
        guard let node = object[property] else {
            error(.resolverMissingProperty, "\(owner) is missing \"\(property)\"", location)
            return nil
        }
        return node
    }

    /// The named definitions of a root `property` ("sets", "modifiers"), each an object, with where its name is
    /// written; a member that is not an object, or a property that is not one, is reported and left out.
    mutating func definitions(
        _ node: JSONNode?, property: String, what: String
    ) -> [String: (JSONObject, SourceLocation)] {
        guard let node else { return [:] }
        guard let object = node.object else {
            error(.resolverInvalid, "\"\(property)\" must be an object", node.location)
            return [:]
        }
        var definitions: [String: (JSONObject, SourceLocation)] = [:]
        for member in object.members {
            guard let definition = member.value.object else {
                error(.resolverInvalid, "\(what) \"\(member.key)\" must be an object", member.value.location)
                continue
            }
            definitions[member.key] = (definition, member.keyLocation)
        }
        return definitions
    }

    mutating func read() -> ResolverDocument? {
        let parsed = JSONParser.parse(file)
        diagnostics += parsed.diagnostics
        guard let root = parsed.root else { return nil }
        guard let object = root.object else {
            error(.resolverInvalid, "a resolver document must be a JSON object", root.location)
            return nil
        }
        checkProperties(of: object, allowed: Self.rootProperties, what: "resolver")
        if let version = object["version"] {
            if version.string != "2025.10" {
                error(
                    .resolverVersion,
                    "resolver version must be \"2025.10\", not \(version.string.map { "\"\($0)\"" } ?? version.value.kindDescription)",
                    version.location)
            }
        } else {
            error(.resolverMissingProperty, "resolver document is missing \"version\": \"2025.10\"", root.location)
        }
        setDefinitions = definitions(object["sets"], property: "sets", what: "set")
        modifierDefinitions = definitions(object["modifiers"], property: "modifiers", what: "modifier")
        var sets: [String: ResolverDocument.TokenSetDefinition] = [:]
        for (name, (definition, location)) in setDefinitions.sorted(by: { $0.key < $1.key }) {
            if let set = readSet(name: name, definition, location: location) { sets[name] = set }
        }
        checkSetCycles(sets)
        var modifiers: [String: ResolverDocument.Modifier] = [:]
        for (name, (definition, location)) in modifierDefinitions.sorted(by: { $0.key < $1.key }) {
            if let modifier = readModifier(name: name, definition, location: location) {
                modifiers[name] = modifier
            }
        }

        guard let orderNode = required("resolutionOrder", of: object, owner: "resolver document", at: root.location)
        else { return nil }
        guard let items = orderNode.array else {
            error(.resolverInvalid, "\"resolutionOrder\" must be an array", orderNode.location)
            return nil
        }
        if items.isEmpty {
            error(.resolverInvalid, "\"resolutionOrder\" must list at least one set or modifier", orderNode.location)
        }
        var order: [ResolverDocument.OrderItem] = []
        var names: [String: SourceLocation] = [:]
        for item in items {
            guard let itemObject = item.object else {
                error(.resolverInvalid, "a resolutionOrder entry must be an object", item.location)
                continue
            }
            var resolved: ResolverDocument.OrderItem?
            if let reference = itemObject["$ref"] {
                guard let pointer = reference.string else {
                    error(.resolverReference, "\"$ref\" must be a string such as \"#/sets/base\"", reference.location)
                    continue
                }
                if pointer.hasPrefix("#/sets/"), let set = sets[String(pointer.dropFirst(7))] {
                    resolved = .set(set)
                } else if pointer.hasPrefix("#/modifiers/"), let modifier = modifiers[String(pointer.dropFirst(12))] {
                    resolved = .modifier(modifier)
                } else if pointer.hasPrefix("#/sets/") || pointer.hasPrefix("#/modifiers/") {
                    if setDefinitions[String(pointer.dropFirst(7))] == nil,
                        modifierDefinitions[String(pointer.dropFirst(12))] == nil
                    {
                        error(
                            .resolverReference, "\"\(pointer)\" does not name a set or modifier of this document",
                            reference.location)
                    }
                    continue
                } else {
                    error(
                        .resolverReference,
                        "a resolutionOrder entry may only reference \"#/sets/…\" or \"#/modifiers/…\", not \"\(ReferenceSyntax.clip(pointer))\"",
                        reference.location)
                    continue
                }
            } else {
                guard let type = itemObject["type"]?.string, type == "set" || type == "modifier" else {
                    error(
                        .resolverMissingProperty,
                        "an inline resolutionOrder entry needs \"type\": \"set\" or \"modifier\"", item.location)
                    continue
                }
                guard let name = itemObject["name"]?.string else {
                    error(.resolverMissingProperty, "an inline \(type) needs a \"name\"", item.location)
                    continue
                }
                var definition = itemObject
                definition.members.removeAll { $0.key == "type" || $0.key == "name" }
                if type == "set" {
                    resolved = readSet(name: name, definition, location: item.location).map(
                        ResolverDocument.OrderItem.set)
                } else {
                    resolved = readModifier(name: name, definition, location: item.location).map(
                        ResolverDocument.OrderItem.modifier)
                }
            }
            guard let resolved else { continue }
            let name: String
            switch resolved {
            case .set(let set): name = set.name
            case .modifier(let modifier): name = modifier.name
            }
            if let first = names[name] {
                diagnostics.append(
                    .error(
                        .resolverDuplicateName, "\"\(name)\" appears twice in resolutionOrder", at: item.location,
                        notes: [.init("first used here", at: first)]))
                continue
            }
            names[name] = item.location
            order.append(resolved)
        }
        return ResolverDocument(
            file: file, name: object["name"]?.string, description: object["description"]?.string, resolutionOrder: order
        )
    }

    mutating func readSet(
        name: String, _ definition: JSONObject, location: SourceLocation
    ) -> ResolverDocument.TokenSetDefinition? {
        let ok = checkProperties(of: definition, allowed: Self.setProperties, what: "set")
        let owner = "set \"\(name)\""
        guard let sourcesNode = required("sources", of: definition, owner: owner, at: location),
            let sources = readSources(sourcesNode, owner: owner)
        else { return nil }
        guard ok else { return nil }
        return ResolverDocument.TokenSetDefinition(
            name: name, sources: sources, description: definition["description"]?.string, location: location)
    }

    mutating func readModifier(
        name: String, _ definition: JSONObject, location: SourceLocation
    ) -> ResolverDocument.Modifier? {
        var ok = checkProperties(of: definition, allowed: Self.modifierProperties, what: "modifier")
        guard let contextsNode = required("contexts", of: definition, owner: "modifier \"\(name)\"", at: location)
        else { return nil }
        guard let contextsObject = contextsNode.object else {
            error(.resolverInvalid, "\"contexts\" of modifier \"\(name)\" must be an object", contextsNode.location)
            return nil
        }
        if contextsObject.members.count < 2 {
            error(
                .resolverContext,
                "modifier \"\(name)\" needs at least 2 contexts to choose between, not \(contextsObject.members.count)",
                contextsNode.location)
            ok = false
        }
        var contexts: [(name: String, sources: [ResolverDocument.Source])] = []
        for member in contextsObject.members {
            guard let sources = readSources(member.value, owner: "context \"\(member.key)\" of modifier \"\(name)\"")
            else {
                ok = false
                continue
            }
            contexts.append((member.key, sources))
        }
        var defaultContext: String?
        if let defaultNode = definition["default"] {
            if let value = defaultNode.string, contexts.contains(where: { $0.name == value }) {
                defaultContext = value
            } else {
                error(
                    .resolverContext, "default of modifier \"\(name)\" must name one of its contexts",
                    defaultNode.location)
                ok = false
            }
        }
        guard ok else { return nil }
        return ResolverDocument.Modifier(
            name: name, contexts: contexts, defaultContext: defaultContext,
            description: definition["description"]?.string, location: location)
    }

    mutating func readSources(_ node: JSONNode, owner: String) -> [ResolverDocument.Source]? {
        guard let items = node.array else {
            error(.resolverInvalid, "sources of \(owner) must be an array", node.location)
            return nil
        }
        var sources: [ResolverDocument.Source] = []
        var ok = true
        for item in items {
            guard let object = item.object else {
                error(.resolverInvalid, "a source must be an object (tokens, or {\"$ref\": …})", item.location)
                ok = false
                continue
            }
            guard let reference = object["$ref"] else {
                sources.append(.inline(item))
                continue
            }
            guard let pointer = reference.string else {
                error(.resolverReference, "\"$ref\" must be a string", reference.location)
                ok = false
                continue
            }
            if pointer.hasPrefix("#/sets/") {
                let name = String(pointer.dropFirst(7))
                guard setDefinitions[name] != nil else {
                    error(.resolverReference, "\"\(pointer)\" does not name a set of this document", reference.location)
                    ok = false
                    continue
                }
                sources.append(.set(name: name, location: reference.location))
            } else if pointer.hasPrefix("#") {
                let problem =
                    pointer.hasPrefix("#/modifiers/")
                    ? "a source cannot reference a modifier (\"\(pointer)\"); only sets and token files"
                    : "a source may reference \"#/sets/…\" or a token file, not \"\(ReferenceSyntax.clip(pointer))\""
                error(.resolverReference, problem, reference.location)
                ok = false
            } else {
                let path =
                    pointer.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
                    ?? pointer
                sources.append(.file(path: path, location: reference.location))
            }
        }
        return ok ? sources : nil
    }

    /// Sets that (transitively) include themselves: every member of a cycle is reported.
    mutating func checkSetCycles(_ sets: [String: ResolverDocument.TokenSetDefinition]) {
        var state: [String: UInt8] = [:]
        for start in sets.keys.sorted() where state[start] == nil {
            var stack: [(String, [String], Int)] = [(start, children(of: start, sets), 0)]
            state[start] = 1
            while let (name, next, position) = stack.last {
                if position < next.count {
                    stack[stack.count - 1].2 += 1
                    let child = next[position]
                    if state[child] == 1 {
                        let members = stack.map(\.0).drop(while: { $0 != child })
                        for member in members {
                            diagnostics.append(
                                .error(
                                    .resolverCycle,
                                    "set \"\(member)\" is part of a cycle of sets: \(members.joined(separator: " → ")) → \(child)",
                                    at: sets[member]?.location))
                        }
                    } else if state[child] == nil {
                        state[child] = 1
                        stack.append((child, children(of: child, sets), 0))
                    }
                    continue
                }
                state[name] = 2
                stack.removeLast()
            }
        }
    }

    private func children(of name: String, _ sets: [String: ResolverDocument.TokenSetDefinition]) -> [String] {
        (sets[name]?.sources ?? []).compactMap { if case .set(let child, _) = $0 { child } else { nil } }
    }
}

extension ResolverDocument {
    /// Reads a resolver document without resolving any context, for callers that resolve only the
    /// contexts they need (`typesetter build` resolves one per color appearance).
    public static func read(_ file: SourceFile) -> (document: ResolverDocument?, diagnostics: [Diagnostic]) {
        var reader = ResolverReader(file: file)
        let document = reader.read()
        return (reader.diagnostics.containsErrors ? nil : document, reader.diagnostics)
    }
}
