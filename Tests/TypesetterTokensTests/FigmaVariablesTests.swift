import Testing
@testable import TypesetterTokens

/// Figma variables exports in lenient mode. The shape is that of Figma's REST API
/// (`GET /v1/files/:key/variables/local`: `meta.variables` and `meta.variableCollections` keyed by id,
/// `valuesByMode`, `{"type": "VARIABLE_ALIAS", "id": …}`), reduced to a few variables.
@Suite("Figma variables")
struct FigmaVariablesTests {
    static let lenient = ResolveOptions(lenient: true)

    static func collection(
        _ id: String, _ name: String, modes: [(String, String)], defaultMode: String? = nil
    ) -> String {
        let list = modes.map { ##"{"modeId": "\##($0.0)", "name": "\##($0.1)"}"## }.joined(separator: ", ")
        return
            ##""\##(id)": {"id": "\##(id)", "name": "\##(name)", "key": "k", "modes": [\##(list)], "defaultModeId": "\##(defaultMode ?? modes[0].0)", "remote": false, "hiddenFromPublishing": false, "variableIds": []}"##
    }

    static func variable(
        _ id: String, _ name: String, in collection: String, _ type: String, _ values: String,
        scopes: String = #"["ALL_SCOPES"]"#, description: String = ""
    ) -> String {
        ##""\##(id)": {"id": "\##(id)", "name": "\##(name)", "key": "k", "variableCollectionId": "\##(collection)", "resolvedType": "\##(type)", "valuesByMode": \##(values), "remote": false, "description": "\##(description)", "hiddenFromPublishing": false, "scopes": \##(scopes), "codeSyntax": {}}"##
    }

    static func export(collections: [String], variables: [String]) -> String {
        """
        {"status": 200, "error": false, "meta": {
          "variableCollections": {
            \(collections.joined(separator: ",\n    "))
          },
          "variables": {
            \(variables.joined(separator: ",\n    "))
          }
        }}
        """
    }

    /// Primitives (one mode) and a Theme collection with Light (default, listed second) and Dark.
    static let themed = export(
        collections: [
            collection("C:1", "Primitives", modes: [("1:0", "Value")]),
            collection("C:2", "Theme", modes: [("2:1", "Dark"), ("2:0", "Light")], defaultMode: "2:0"),
        ],
        variables: [
            variable(
                "V:1", "gray/900", in: "C:1", "COLOR", #"{"1:0": {"r": 0.1, "g": 0.1, "b": 0.1, "a": 1}}"#,
                description: "Ink"),
            variable("V:2", "spacing/0.5", in: "C:1", "FLOAT", #"{"1:0": 2}"#, scopes: #"["GAP", "WIDTH_HEIGHT"]"#),
            variable("V:3", "font/weight/bold", in: "C:1", "FLOAT", #"{"1:0": 700}"#, scopes: #"["FONT_WEIGHT"]"#),
            variable("V:4", "opacity/disabled", in: "C:1", "FLOAT", #"{"1:0": 40}"#, scopes: #"["OPACITY"]"#),
            variable("V:5", "z/modal", in: "C:1", "FLOAT", #"{"1:0": 10}"#),
            variable(
                "V:6", "font/family/brand", in: "C:1", "STRING", #"{"1:0": "Inter"}"#, scopes: #"["FONT_FAMILY"]"#),
            variable("V:7", "feature/new", in: "C:1", "BOOLEAN", #"{"1:0": true}"#),
            variable(
                "V:8", "text/primary", in: "C:2", "COLOR",
                #"{"2:0": {"type": "VARIABLE_ALIAS", "id": "V:1"}, "2:1": {"r": 1, "g": 1, "b": 1, "a": 0.92}}"#,
                scopes: #"["TEXT_FILL"]"#),
        ])

    @Test func modesAreContextsAndAliasesAreReferences() throws {
        let folder = try TemporaryFolder(["variables.json": Self.themed])
        let result = TokenPipeline.run(paths: [folder.path + "/variables.json"], options: Self.lenient)
        #expect(!result.hasErrors)
        // The default mode first, whatever the order of the list.
        #expect(result.contexts.map { $0.context?.description ?? "" } == ["Theme=Light", "Theme=Dark"])
        let light = try #require(result.contexts.first?.tokens)
        let dark = try #require(result.contexts.last?.tokens)
        // In the export's order, a group where its first variable is.
        #expect(
            light.tokens.map(\.path.dotted) == [
                "gray.900", "spacing.0_5", "font.weight.bold", "font.family.brand", "opacity.disabled", "z.modal",
                "feature.new", "text.primary",
            ])
        #expect(light["text.primary"]?.aliasTarget?.dotted == "gray.900")
        #expect(
            light["text.primary"].map { $0.value.jsonText }
                == #"{"colorSpace":"srgb","components":[0.1,0.1,0.1],"alpha":1}"#)
        #expect(dark["text.primary"]?.aliasTarget == nil)
        #expect(
            dark["text.primary"].map { $0.value.jsonText }
                == #"{"colorSpace":"srgb","components":[1,1,1],"alpha":0.92}"#)
        #expect(light["gray.900"]?.description == "Ink")
        #expect(light["spacing.0_5"]?.value == .dimension(DimensionValue(value: 2, unit: .px)))
        #expect(light["font.weight.bold"]?.type == .fontWeight)
        #expect(light["opacity.disabled"]?.value == .number(0.4))
        #expect(light["z.modal"]?.value == .number(10))
        #expect(light["font.family.brand"]?.value == .fontFamily(["Inter"]))
        #expect(light["feature.new"]?.value == .data(type: "boolean", json: "true"))
    }

    @Test func whatIsReadDifferentlyIsReportedOnce() throws {
        let folder = try TemporaryFolder(["variables.json": Self.themed])
        let result = TokenPipeline.run(paths: [folder.path + "/variables.json"], options: Self.lenient)
        let messages = result.diagnostics.filter { $0.code == .lenientForm }.map(\.message)
        #expect(
            messages == [
                #"1 Figma variable name holds characters a token name cannot (. { } or a leading $), written as _: "spacing/0.5" is spacing.0_5"#,
                #"1 FLOAT variable with scopes beyond sizes (such as "All scopes") read as numbers, not dimensions; in Figma, limit their scopes to sizes (width and height, gap, corner radius, font size…) to make them dimensions"#,
            ])
        #expect(result.diagnostics.filter { $0.code == .lenientKeptAsData }.count == 1)  // the BOOLEAN
    }

    @Test func anAliasToAVariableTheExportLacksIsAnErrorInTheContextsThatUseIt() throws {
        let text = Self.export(
            collections: [Self.collection("C:2", "Theme", modes: [("2:0", "Light"), ("2:1", "Dark")])],
            variables: [
                Self.variable(
                    "V:1", "accent", in: "C:2", "COLOR",
                    #"{"2:0": {"r": 0, "g": 0, "b": 1, "a": 1}, "2:1": {"type": "VARIABLE_ALIAS", "id": "VariableID:abc/9:9"}}"#
                )
            ])
        let folder = try TemporaryFolder(["variables.json": text])
        let result = TokenPipeline.run(paths: [folder.path + "/variables.json"], options: Self.lenient)
        // Lenient mode: the variable is left out (a warning) where it cannot be read, and kept where it can.
        #expect(!result.hasErrors)
        #expect(
            result.diagnostics.filter { $0.code == .referenceUnresolved }.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/variables.json:6:177: warning: variable \"accent\" is an alias of VariableID:abc/9:9, which this export does not define (a variable of another library?); export that library's variables too, and give both files [reference.unresolved]\n"
                    + "typesetter: note: this variable is left out\n"
                    + "typesetter: note: in 1 of 2 contexts: Theme=Dark\n"
            ])
        #expect(result.contexts.map { $0.tokens["accent"] != nil } == [true, false])
    }

    @Test func namesTwoCollectionsShareTakeTheCollectionName() throws {
        let text = Self.export(
            collections: [
                Self.collection("C:1", "Brand A", modes: [("1:0", "Value")]),
                Self.collection("C:2", "Brand.B", modes: [("2:0", "Value")]),
            ],
            variables: [
                Self.variable(
                    "V:1", "color/primary", in: "C:1", "COLOR", #"{"1:0": {"r": 1, "g": 0, "b": 0, "a": 1}}"#),
                Self.variable(
                    "V:2", "color/primary", in: "C:2", "COLOR", #"{"2:0": {"type": "VARIABLE_ALIAS", "id": "V:1"}}"#),
            ])
        let folder = try TemporaryFolder(["variables.json": text])
        let result = TokenPipeline.run(paths: [folder.path + "/variables.json"], options: Self.lenient)
        #expect(!result.hasErrors)
        let tokens = try #require(result.contexts.first?.tokens)
        #expect(tokens.tokens.map(\.path.dotted) == ["Brand A.color.primary", "Brand_B.color.primary"])
        #expect(tokens["Brand_B.color.primary"]?.aliasTarget?.dotted == "Brand A.color.primary")
        #expect(
            result.diagnostics.map(\.message).contains(
                #"collections "Brand A" and "Brand.B" both define "color/primary"; every token is named with its collection first (Brand A.color.primary)"#
            ))
    }

    @Test func aVariableThatIsAlsoAGroupIsItsRootToken() throws {
        let text = Self.export(
            collections: [Self.collection("C:1", "Colors", modes: [("1:0", "Value")])],
            variables: [
                Self.variable("V:1", "accent", in: "C:1", "COLOR", #"{"1:0": {"r": 0, "g": 0, "b": 1, "a": 1}}"#),
                Self.variable(
                    "V:2", "accent/pressed", in: "C:1", "COLOR", #"{"1:0": {"type": "VARIABLE_ALIAS", "id": "V:1"}}"#),
            ])
        let folder = try TemporaryFolder(["variables.json": text])
        let result = TokenPipeline.run(paths: [folder.path + "/variables.json"], options: Self.lenient)
        #expect(!result.hasErrors)
        let tokens = try #require(result.contexts.first?.tokens)
        #expect(tokens.tokens.map(\.path.dotted) == ["accent.$root", "accent.pressed"])
        #expect(tokens["accent.pressed"]?.aliasTarget?.dotted == "accent.$root")
    }

    @Test func aPluginDumpIsArraysAtTheRoot() throws {
        // figma.variables.getLocalVariablesAsync() and getLocalVariableCollectionsAsync() as JSON.
        let text = """
            {"variableCollections": [{"id": "C:1", "name": "Sizes", "modes": [{"modeId": "1:0", "name": "Default"}], "defaultModeId": "1:0"}],
             "variables": [{"id": "V:1", "name": "radius/card", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "valuesByMode": {"1:0": 12}, "scopes": ["CORNER_RADIUS"]}]}
            """
        let folder = try TemporaryFolder(["dump.json": text])
        let result = TokenPipeline.run(paths: [folder.path + "/dump.json"], options: Self.lenient)
        #expect(!result.hasErrors)
        #expect(result.contexts.count == 1 && result.contexts[0].context == nil)
        #expect(result.contexts[0].tokens["radius.card"]?.value == .dimension(DimensionValue(value: 12, unit: .px)))
    }

    /// A plugin's array of collections with their modes (Bullhorn Novo's bh2026 source), in two files: the
    /// components' aliases name variables of the other file by path, the target's collection in
    /// `$collectionName`; a collection with two modes makes two contexts; a color written as hex text is read
    /// as one; a text style of separate variables becomes a typography; an alias to a variable neither file
    /// defines leaves its variable out with a warning.
    @Test func anArrayOfCollectionsWithModes() throws {
        let base = """
            [
              {"core": {"modes": {"default": {
                "gray": {"0": {"$scopes": ["ALL_SCOPES"], "$type": "color", "$value": "#ffffff"},
                         "900": {"$scopes": ["ALL_SCOPES"], "$type": "color", "$value": "#1b1d22"}},
                "space": {"4": {"$scopes": ["GAP"], "$type": "float", "$value": 4}}
              }}}},
              {"Semantic": {"modes": {
                "Light": {"text": {"$scopes": ["TEXT_FILL"], "$type": "color", "$collectionName": "core", "$value": "{gray.900}"}},
                "Dark": {"text": {"$scopes": ["TEXT_FILL"], "$type": "color", "$collectionName": "core", "$value": "{gray.0}"}}
              }}}
            ]
            """
        let components = """
            [
              {"Components": {"modes": {"default": {
                "button": {
                  "gap": {"$scopes": ["GAP"], "$type": "float", "$collectionName": "core", "$value": "{space.4}"},
                  "border": {"$scopes": ["STROKE_FLOAT"], "$type": "float", "$value": "{space.missing}"},
                  "label": {
                    "font-family": {"$scopes": ["FONT_FAMILY"], "$type": "string", "$value": "Inter"},
                    "font-size": {"$scopes": ["FONT_SIZE"], "$type": "float", "$value": 15},
                    "line-height": {"$scopes": ["LINE_HEIGHT"], "$type": "float", "$value": 20},
                    "font-weight": {"$scopes": ["FONT_WEIGHT"], "$type": "float", "$value": 600}
                  }
                }
              }}}}
            ]
            """
        // "components" sorts first: its aliases resolve once both files are read.
        let folder = try TemporaryFolder(["components.json": components, "semantic.json": base])
        let result = TokenPipeline.run(paths: [folder.path], options: Self.lenient)
        #expect(!result.hasErrors)
        #expect(result.contexts.map { $0.context?.description ?? "" } == ["Semantic=Light", "Semantic=Dark"])
        let light = try #require(result.contexts.first?.tokens)
        let dark = try #require(result.contexts.last?.tokens)
        #expect(light["text"]?.aliasTarget?.dotted == "gray.900")
        #expect(dark["text"]?.aliasTarget?.dotted == "gray.0")
        #expect(
            light["gray.0"]?.value.jsonText
                == ##"{"colorSpace":"srgb","components":[1,1,1],"alpha":1,"hex":"#ffffff"}"##)
        #expect(light["button.gap"]?.value == .dimension(DimensionValue(value: 4, unit: .px)))
        #expect(light["button.label"]?.type == .typography)
        #expect(light["button.border"] == nil)
        #expect(
            result.diagnostics.filter { $0.code == .referenceUnresolved }.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/components.json:5:75: warning: variable \"button/border\" is an alias of {space.missing}, which this export does not define (a variable of another library?); export that library's variables too, and give both files [reference.unresolved]\n"
                    + "typesetter: note: this variable is left out\n"
            ])
    }

    @Test func aMalformedVariableIsAnErrorAtItsPlace() throws {
        let text = """
            {"variableCollections": [{"id": "C:1", "name": "Sizes", "modes": [{"modeId": "1:0", "name": "Default"}]}],
             "variables": [{"id": "V:1", "name": "radius/card", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "valuesByMode": {"1:0": "12"}},
                           {"id": "V:2", "name": "radius/pill", "resolvedType": "FLOAT"}]}
            """
        let folder = try TemporaryFolder(["dump.json": text])
        let result = TokenPipeline.run(paths: [folder.path + "/dump.json"], options: Self.lenient)
        // A malformed variable record is an error in the file; a value that cannot be read leaves the variable
        // out (lenient mode), as a warning at its place.
        #expect(
            result.diagnostics.filter { $0.code == .invalidValue }.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/dump.json:3:16: error: a Figma variable needs \"id\", \"name\", \"variableCollectionId\", \"resolvedType\" (strings) and \"valuesByMode\" (an object) [value.invalid]\n",
                "\(folder.path)/dump.json:2:133: warning: variable \"radius/card\" is a FLOAT; its value must be a number [value.invalid]\n"
                    + "typesetter: note: this variable is left out\n",
            ])
    }

    @Test func strictModeReadsTheFileAsATokenDocument() throws {
        let folder = try TemporaryFolder(["variables.json": Self.themed])
        let result = TokenPipeline.run(paths: [folder.path + "/variables.json"])
        #expect(result.hasErrors)
        #expect(result.contexts.count == 1 && result.contexts[0].context == nil)
    }

    @Test func referencesToACollectionInAnotherCaseResolve() throws {
        // The Figma Design Tokens plugin names tokens "Collection/name" but writes references with the
        // collection in lower case (lukasoppermann/design-tokens, handleVariableAlias.ts).
        let text = """
            {"Primitives": {"blue": {"500": {"type": "color", "value": "#007aff"}}},
             "Semantic": {"accent": {"type": "color", "value": "{primitives.blue.500}"},
                          "link": {"type": "color", "value": "{primitives.blue.500}"}}}
            """
        let folder = try TemporaryFolder(["design-tokens.tokens.json": text])
        let result = TokenPipeline.run(paths: [folder.path + "/design-tokens.tokens.json"], options: Self.lenient)
        #expect(!result.hasErrors)
        #expect(result.contexts[0].tokens["Semantic.link"]?.aliasTarget?.dotted == "Primitives.blue.500")
        #expect(
            result.diagnostics.filter { $0.message.contains("references name") }.map(\.message) == [
                #"2 references name the group "primitives", which is written "Primitives" (the Figma Design Tokens plugin lowercases collection names in references); read as "Primitives""#
            ])
        // Strict mode keeps the error.
        let strict = TokenPipeline.run(
            paths: [folder.path + "/design-tokens.tokens.json"].map { $0 }, options: ResolveOptions())
        #expect(strict.hasErrors)
    }
}
