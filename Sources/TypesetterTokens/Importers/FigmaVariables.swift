/// Figma variables (lenient mode), as Figma's REST API returns them (`GET /v1/files/:key/variables/local`,
/// https://developers.figma.com/docs/rest-api/variables-endpoints/) or a plugin dumps them: `variables` and
/// `variableCollections`, at the root or inside `meta`, each an object keyed by id or an array; or an array
/// of collections with their modes (FigmaCollectionArray.swift); or a plugin's dump of variables and styles:
/// variables2json's collections (FigmaVariables2JSON.swift), the Plugin API's style objects
/// (FigmaStyleDump.swift), whose typography, shadows and paints FigmaPluginValues.swift converts.
///
/// - **Names.** A variable `color/primary/500` is the token `color.primary.500`; the collection is not part
///   of the path (as in Figma's code syntax), unless two collections define the same name: then every token
///   is prefixed with its collection's name, and a warning says so. Characters a token name cannot hold
///   (`.`, `{`, `}`, a leading `$`) become `_`, with one warning listing them.
/// - **Modes.** Each collection with more than one mode is a modifier whose contexts are its modes, the
///   default mode first; one context per combination (as Tokens Studio themes combine). An alias resolves in
///   the mode its target's collection has in that context, as Figma resolves it on a frame.
/// - **Values.** `COLOR` `{r, g, b, a}` is an sRGB color. `FLOAT` is a dimension in px when every scope is a
///   size (width and height, gap, corner radius, stroke, font size, line height, letter spacing, paragraph
///   spacing and indent, effects), a font weight when scoped to font weight only, an opacity (0–100 in Figma)
///   as a 0–1 number when scoped to opacity only, and otherwise a number (one warning counts them, since a
///   number never becomes a dimension in Swift). `STRING` scoped to font family only is a font family; other
///   strings and `BOOLEAN` are kept as data. `VARIABLE_ALIAS` `{id}` is the reference `{target.path}`.
enum FigmaVariables {
    /// Whether a file looks like a Figma variables export: its bytes name `"variableCollections"` (a byte
    /// search, so ordinary files are not parsed twice), or it is a plugin's dump, which is parsed to tell, since
    /// the words its byte search looks for are in ordinary files too (``pluginDumpForm(_:)``).
    static func isExport(_ file: SourceFile) -> Bool { isExport(file.bytes) || pluginDumpForm(file) != nil }

    /// ``isExport(_:)`` of a file's bytes: `"variableCollections"`, or an array naming `"modes"` (an array of
    /// collections, FigmaCollectionArray.swift). Plugin dumps are found by ``pluginDumpForm(_:)``.
    static func isExport(_ bytes: [UInt8]) -> Bool {
        if TokensStudioProject.contains(bytes, Array("\"variableCollections\"".utf8)) { return true }
        return bytes.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) } == UInt8(ascii: "[")
            && TokensStudioProject.contains(bytes, Array("\"modes\"".utf8))
    }

    struct Mode {
        var id: String
        var name: String
    }

    struct Collection {
        var id: String
        var name: String
        /// The default mode first.
        var modes: [Mode]
        var location: SourceLocation
    }

    struct Variable {
        var id: String
        var name: String
        var collectionID: String
        var resolvedType: String
        var valuesByMode: JSONObject
        var description: String?
        var scopes: [String]
        var location: SourceLocation
        var keyLocation: SourceLocation
        /// The token path, set once every variable is read.
        var path: [String] = []
        /// Whether the export says the scopes (variables2json writes none: then they are all scopes).
        var scopesWritten = true
    }

    /// What a file holds, read once for every context.
    struct Export {
        /// Where the first export's body starts: the location of the built document.
        var location: SourceLocation
        var collections: [Collection] = []
        var variables: [Variable] = []
        /// Whether aliases are written by path (`{spacing.24}`, FigmaCollectionArray.swift), resolved to ids
        /// once every file is read; with the collection each such alias names, by variable index.
        var aliasesByPath = false
        var aliasCollections: [Int: String] = [:]
    }

    /// Reads the exports among `files` (the others are merged before them as ordinary token documents) and
    /// resolves one token set per combination of modes.
    static func run(files: [SourceFile], loadDiagnostics: [Diagnostic], options: ResolveOptions) -> TokenPipeline.Result
    {
        var diagnostics = loadDiagnostics
        var others: [JSONNode] = []
        var export: Export?
        // The plugin dumps: generated files, so no fix-it suggests editing them.
        var dumps: Set<UInt32> = []
        for file in files {
            let parsed = JSONParser.parse(file)
            diagnostics += parsed.diagnostics
            guard let root = parsed.root else { continue }
            let body = root.object?["meta"]?.object ?? root.object
            if let body, body.contains(key: "variableCollections") {
                var current = export ?? Export(location: root.location)
                read(body, into: &current, diagnostics: &diagnostics)
                export = current
            } else if isCollectionArray(root) {
                var current = export ?? Export(location: root.location)
                readCollectionArray(root, into: &current, diagnostics: &diagnostics)
                export = current
            } else if isVariables2JSON(root) {
                var current = export ?? Export(location: root.location)
                readVariables2JSON(root, into: &current, diagnostics: &diagnostics)
                export = current
                dumps.insert(file.fileID)
            } else if isStyleDump(root) {
                dumps.insert(file.fileID)
                var current = export ?? Export(location: root.location)
                readStyleDump(root, file: file, into: &current, diagnostics: &diagnostics)
                export = current
            } else {
                others.append(root)
            }
        }
        guard var export else {
            // Only a file that names "variableCollections" in a string: ordinary token files after all.
            let resolution = TokenResolver.resolve(documents: others, options: options)
            var tokens = resolution.tokens
            tokens.sourceFiles = files
            return TokenPipeline.Result(diagnostics: diagnostics + resolution.diagnostics, contexts: [(nil, tokens)])
        }
        resolveAliasesByPath(&export)
        resolveVariables2JSONAliases(&export, diagnostics: &diagnostics)
        name(&export, diagnostics: &diagnostics)

        let byID = Dictionary(
            export.variables.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let collections = Dictionary(export.collections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let multiMode = export.collections.filter { $0.modes.count > 1 }
        let selection = ContextSelection.combinations(
            multiMode.map { ($0.name, $0.modes.map(\.name)) }, requested: options.requestedContexts,
            limit: TokensStudioProject.maximumContexts)
        if selection.reduced {
            diagnostics.append(
                ContextSelection.reducedWarning(
                    total: TokensStudioProject.combinationCount(multiMode.map(\.modes.count)),
                    read: selection.indices.count, what: "the Figma collections' modes",
                    at: multiMode.first?.location))
        }
        let combinations: [[String: Mode]] = selection.indices.map { indices in
            Dictionary(zip(multiMode, indices).map { ($0.id, $0.modes[$1]) }, uniquingKeysWith: { first, _ in first })
        }

        var results: [(context: ResolverContext?, tokens: TokenSet)] = []
        var perContext: [[Diagnostic]] = []
        for chosen in combinations {
            var documentDiagnostics: [Diagnostic] = []
            let document = tokenDocument(
                export, byID: byID, collections: collections, modes: chosen, diagnostics: &documentDiagnostics)
            let resolution = TokenResolver.resolve(
                documents: others + [document], options: options, reportingOverrides: true)
            let context: ResolverContext? =
                multiMode.isEmpty
                ? nil
                : ResolverContext(
                    selections: multiMode.compactMap { collection in
                        chosen[collection.id].map { .init(modifier: collection.name, context: $0.name) }
                    })
            var tokens = resolution.tokens
            tokens.sourceFiles = files
            results.append((context, tokens))
            perContext.append(documentDiagnostics + resolution.diagnostics)
        }
        let merged = ContextDiagnostics.merge(perContext, contexts: results.map(\.context))
        let all = (diagnostics + merged).map { diagnostic in
            var diagnostic = diagnostic
            if let file = diagnostic.location?.fileID, dumps.contains(file) { diagnostic.fixIt = nil }
            return diagnostic
        }
        return TokenPipeline.Result(diagnostics: all, contexts: results)
    }

    // MARK: Reading

    /// The members of an object keyed by id, or the elements of an array.
    private static func entries(_ node: JSONNode) -> [JSONNode]? {
        if let object = node.object { return object.members.map(\.value) }
        return node.array
    }

    static func read(_ body: JSONObject, into export: inout Export, diagnostics: inout [Diagnostic]) {
        func invalid(_ message: String, _ location: SourceLocation?) {
            diagnostics.append(.error(.invalidValue, message, at: location))
        }
        if let node = body["variableCollections"] {
            guard let items = entries(node) else {
                return invalid(
                    "\"variableCollections\" must be an object of collections by id, or an array", node.location)
            }
            for item in items {
                guard let object = item.object, let id = object["id"]?.string, let name = object["name"]?.string,
                    let modeNodes = object["modes"]?.array
                else {
                    invalid(
                        "a Figma variable collection needs \"id\", \"name\" (strings) and \"modes\" (an array)",
                        item.location)
                    continue
                }
                var modes: [Mode] = []
                for modeNode in modeNodes {
                    guard let mode = modeNode.object, let modeID = mode["modeId"]?.string,
                        let modeName = mode["name"]?.string
                    else {
                        invalid(
                            "a mode of collection \"\(name)\" needs \"modeId\" and \"name\" (strings)",
                            modeNode.location)
                        continue
                    }
                    modes.append(Mode(id: modeID, name: modeName))
                }
                if let defaultID = object["defaultModeId"]?.string,
                    let index = modes.firstIndex(where: { $0.id == defaultID })
                {
                    modes.insert(modes.remove(at: index), at: 0)
                }
                guard !modes.isEmpty else {
                    invalid(
                        "collection \"\(name)\" has no modes; Figma gives every collection at least one", item.location)
                    continue
                }
                export.collections.append(Collection(id: id, name: name, modes: modes, location: item.location))
            }
        }
        guard let node = body["variables"] else {
            return invalid(
                "a Figma variables export needs \"variables\" beside \"variableCollections\"",
                body["variableCollections"]?.location)
        }
        guard let items = entries(node) else {
            return invalid("\"variables\" must be an object of variables by id, or an array", node.location)
        }
        let keyLocations = node.object?.members.map(\.keyLocation)
        for (index, item) in items.enumerated() {
            guard let object = item.object, let id = object["id"]?.string, let name = object["name"]?.string,
                let collectionID = object["variableCollectionId"]?.string, let type = object["resolvedType"]?.string,
                let values = object["valuesByMode"]?.object
            else {
                invalid(
                    "a Figma variable needs \"id\", \"name\", \"variableCollectionId\", \"resolvedType\" (strings) and \"valuesByMode\" (an object)",
                    item.location)
                continue
            }
            guard ["COLOR", "FLOAT", "STRING", "BOOLEAN"].contains(type) else {
                invalid(
                    "variable \"\(name)\" has resolvedType \"\(type)\"; Figma's types are COLOR, FLOAT, STRING and BOOLEAN",
                    object["resolvedType"]?.location)
                continue
            }
            let scopes = object["scopes"]?.array?.compactMap(\.string) ?? ["ALL_SCOPES"]
            let description = object["description"]?.string.flatMap { $0.isEmpty ? nil : $0 }
            export.variables.append(
                Variable(
                    id: id, name: name, collectionID: collectionID, resolvedType: type, valuesByMode: values,
                    description: description, scopes: scopes, location: item.location,
                    keyLocation: keyLocations?[index] ?? item.location))
        }
    }

    /// Gives every variable its token path (see the type's documentation), reporting renamed segments and
    /// names two collections share.
    static func name(_ export: inout Export, diagnostics: inout [Diagnostic]) {
        var renamed: [(from: String, to: String, location: SourceLocation)] = []
        for index in export.variables.indices {
            let written = export.variables[index].name
            let trimmed = written.split(separator: "/").map { String($0).trimmingSpaces }
            let segments = trimmed.map { segment -> String in
                var name = String(segment.map { "{}.".contains($0) ? "_" : $0 })
                if name.hasPrefix("$") { name = "_" + name.dropFirst() }
                return name
            }
            if segments != trimmed {
                renamed.append((written, segments.joined(separator: "."), export.variables[index].keyLocation))
            }
            export.variables[index].path = segments.isEmpty ? ["_"] : segments
        }
        if let first = renamed.first {
            let examples = renamed.prefix(3).map { "\"\($0.from)\" is \($0.to)" }.joined(separator: ", ")
            let more = renamed.count > 3 ? " and \(renamed.count - 3) more" : ""
            diagnostics.append(
                .warning(
                    .lenientForm,
                    "\(LenientReport.count(renamed.count, "Figma variable name")) \(renamed.count == 1 ? "holds" : "hold") characters a token name cannot (. { } or a leading $), written as _: \(examples)\(more)",
                    at: first.location))
        }

        // Names two collections share: every token takes its collection's name as its first segment.
        let collectionNames = Dictionary(
            export.collections.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var owner: [[String]: String] = [:]
        var shared: (path: [String], collections: (String, String), location: SourceLocation)?
        for variable in export.variables {
            if let other = owner[variable.path], other != variable.collectionID {
                shared = (variable.path, (other, variable.collectionID), variable.keyLocation)
                break
            }
            owner[variable.path] = variable.collectionID
        }
        defer { rootsForGroups(&export) }
        guard let shared else { return }
        for index in export.variables.indices {
            let collection =
                collectionNames[export.variables[index].collectionID] ?? export.variables[index].collectionID
            export.variables[index].path.insert(collection.replacing(".", with: "_"), at: 0)
        }
        let names = [shared.collections.0, shared.collections.1].map { "\"\(collectionNames[$0] ?? $0)\"" }
        diagnostics.append(
            .warning(
                .lenientForm,
                "collections \(names.joined(separator: " and ")) both define \"\(shared.path.joined(separator: "/"))\"; every token is named with its collection first (\(names[0].dropFirst().dropLast()).\(shared.path.joined(separator: ".")))",
                at: shared.location))
    }

    /// A variable whose name is also a group of others (Figma allows `color/primary` beside
    /// `color/primary/hover`) is that group's `$root` token, the Format Module's way to give a group a value.
    static func rootsForGroups(_ export: inout Export) {
        var groups: Set<ArraySlice<String>> = []
        for variable in export.variables where variable.path.count > 1 {
            for end in 1..<variable.path.count { groups.insert(variable.path[..<end]) }
        }
        for index in export.variables.indices where groups.contains(export.variables[index].path[...]) {
            export.variables[index].path.append("$root")
        }
    }

    // MARK: One context

    /// Dimension scopes: the variable sizes something in points.
    static let dimensionScopes: Set<String> = [
        "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING",
        "PARAGRAPH_SPACING", "PARAGRAPH_INDENT", "EFFECT_FLOAT",
    ]

    /// The token document of one combination of modes, built with the locations of the variables it comes
    /// from so that every diagnostic points into the export.
    static func tokenDocument(
        _ export: Export, byID: [String: Int], collections: [String: Collection], modes: [String: Mode],
        diagnostics: inout [Diagnostic]
    ) -> JSONNode {
        let root = GroupBuilder()
        var numbers: (count: Int, first: SourceLocation, unscoped: Bool)?
        for variable in export.variables {
            guard let collection = collections[variable.collectionID] else {
                diagnostics.append(
                    leftOut(
                        .invalidValue,
                        "variable \"\(variable.name)\" belongs to collection \(variable.collectionID), which the export does not define",
                        at: variable.location))
                continue
            }
            let mode = modes[collection.id] ?? collection.modes[0]
            guard let valueNode = variable.valuesByMode[mode.id] else {
                diagnostics.append(
                    leftOut(
                        .missingValue,
                        "variable \"\(variable.name)\" has no value for mode \"\(mode.name)\" of collection \"\(collection.name)\"",
                        at: variable.location))
                continue
            }
            var members: [JSONMember] = []
            func member(_ key: String, _ value: JSONValue, at location: SourceLocation) {
                members.append(JSONMember(key: key, keyLocation: location, value: JSONNode(value, at: location)))
            }
            let at = valueNode.location
            if let alias = valueNode.object, alias["type"]?.string == "VARIABLE_ALIAS" {
                // No $type: the alias takes its target's.
                guard let targetID = alias["id"]?.string, let target = byID[targetID] else {
                    let id = alias["id"]?.string ?? "no id"
                    diagnostics.append(
                        leftOut(
                            .referenceUnresolved,
                            "variable \"\(variable.name)\" is an alias of \(id), which this export does not define (a variable of another library?); export that library's variables too, and give both files",
                            at: at))
                    continue
                }
                member("$value", .string("{" + export.variables[target].path.joined(separator: ".") + "}"), at: at)
            } else {
                switch convert(valueNode, variable) {
                case .failure(let message, let place):
                    diagnostics.append(leftOut(.invalidValue, message, at: place ?? at))
                    continue
                case .success(let type, let value):
                    member("$type", .string(type), at: at)
                    members.append(JSONMember(key: "$value", keyLocation: at, value: value))
                    if type == "number", variable.resolvedType == "FLOAT", !variable.scopes.contains("OPACITY") {
                        numbers = (
                            (numbers?.count ?? 0) + 1, numbers?.first ?? variable.location,
                            (numbers?.unscoped ?? true) && !variable.scopesWritten
                        )
                    }
                }
            }
            if let description = variable.description {
                member("$description", .string(description), at: variable.location)
            }
            let token = JSONNode(.object(JSONObject(members: members)), at: variable.location)
            if !root.insert(variable.path[...], token, keyLocation: variable.keyLocation) {
                diagnostics.append(
                    leftOut(
                        .invalidName,
                        "variable \"\(variable.name)\" has the same token name as another, \(variable.path.joined(separator: ".")), once written as a token name; rename one in Figma",
                        at: variable.keyLocation))
            }
        }
        if let numbers {
            diagnostics.append(
                .warning(
                    .lenientForm,
                    numbers.unscoped
                        ? "\(LenientReport.count(numbers.count, "FLOAT variable")) read as numbers, not dimensions: the export writes no scopes, which say what a number sizes in Figma (its REST API's export writes them)"
                        : "\(LenientReport.count(numbers.count, "FLOAT variable")) with scopes beyond sizes (such as \"All scopes\") read as numbers, not dimensions; in Figma, limit their scopes to sizes (width and height, gap, corner radius, font size…) to make them dimensions",
                    at: numbers.first))
        }
        return root.node(at: export.location)
    }

    /// A variable that cannot become a token: one bad variable never blocks the others (lenient mode), so it is
    /// a warning and the variable is left out (with whatever refers to it, reported by the resolver).
    static func leftOut(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) -> Diagnostic {
        .warning(code, message, at: location, notes: [.init("this variable is left out")])
    }

    enum Conversion {
        case success(type: String, value: JSONNode)
        /// What is wrong, and the member it is about when not the whole value.
        case failure(String, at: SourceLocation? = nil)
    }

    /// A value of a variable's type, as a Format Module value.
    static func convert(_ node: JSONNode, _ variable: Variable) -> Conversion {
        if let converted = convertPluginValue(node, variable) { return converted }
        let at = node.location
        func number(_ value: Double) -> JSONNode { JSONNode(.number(value), at: at) }
        let scopes = Set(variable.scopes)
        switch variable.resolvedType {
        case "COLOR":
            // A plugin's export may write the color as CSS text (`"#ffffff"`), which the color reader reads.
            if node.string != nil { return .success(type: "color", value: node) }
            guard let color = node.object, let r = color["r"]?.number, let g = color["g"]?.number,
                let b = color["b"]?.number
            else {
                return .failure(
                    "variable \"\(variable.name)\" is a COLOR; its value must be {\"r\", \"g\", \"b\", \"a\"} with numbers from 0 to 1"
                )
            }
            return .success(type: "color", value: srgb(r, g, b, alpha: color["a"]?.number ?? 1, at: at))
        case "FLOAT":
            guard let value = node.number else {
                return .failure("variable \"\(variable.name)\" is a FLOAT; its value must be a number")
            }
            if !scopes.isEmpty, scopes.isSubset(of: dimensionScopes) {
                return .success(type: "dimension", value: pixels(value, at: at))
            }
            if scopes == ["FONT_WEIGHT"] { return .success(type: "fontWeight", value: number(value)) }
            if scopes == ["OPACITY"] { return .success(type: "number", value: number(value / 100)) }
            return .success(type: "number", value: number(value))
        case "STRING":
            guard let value = node.string else {
                return .failure("variable \"\(variable.name)\" is a STRING; its value must be a string")
            }
            return .success(
                type: scopes == ["FONT_FAMILY"] ? "fontFamily" : "string", value: JSONNode(.string(value), at: at))
        default:  // BOOLEAN (the type was checked when read)
            guard case .bool = node.value else {
                return .failure("variable \"\(variable.name)\" is a BOOLEAN; its value must be true or false")
            }
            return .success(type: "boolean", value: node)
        }
    }
}
