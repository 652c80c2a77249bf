import Testing
@testable import TypesetterTokens

/// Tokens Studio projects in lenient mode. The set and theme shapes follow sd-transforms' own test fixtures
/// (tokens-studio/sd-transforms, `permutateThemes`), reduced to a few tokens.
@Suite("Tokens Studio projects")
struct TokensStudioProjectTests {
    static let lenient = ResolveOptions(lenient: true)

    static let themes = """
        [
          {"id": "1", "name": "light", "group": "mode", "selectedTokenSets": {"core/colors": "source", "light": "enabled"}},
          {"id": "2", "name": "dark", "group": "mode", "selectedTokenSets": {"core/colors": "source", "dark": "enabled"}},
          {"id": "3", "name": "a", "group": "brand", "selectedTokenSets": {"brand-a": "enabled"}},
          {"id": "4", "name": "b", "group": "brand", "selectedTokenSets": {"brand-b": "enabled"}},
          {"id": "5", "name": "c", "group": "brand", "selectedTokenSets": {"brand-c": "enabled", "unused": "disabled"}},
          {"id": "6", "name": "base", "selectedTokenSets": {"base": "enabled"}}
        ]
        """

    static func project() throws -> TemporaryFolder {
        func brand(_ size: Int) -> String { ##"{"size": {"brand": {"value": "\##(size)", "type": "number"}}}"## }
        return try TemporaryFolder([
            "$themes.json": themes,
            "$metadata.json":
                ##"{"tokenSetOrder": ["core/colors", "base", "light", "dark", "brand-a", "brand-b", "brand-c"]}"##,
            "core/colors.json":
                ##"{"colors": {"red": {"value": "#ff0000", "type": "color"}, "black": {"value": "#000000", "type": "color"}}}"##,
            "light.json": ##"{"bg": {"value": "{colors.red}", "type": "color"}}"##,
            "dark.json": ##"{"bg": {"value": "{colors.black}", "type": "color"}}"##,
            "brand-a.json": brand(1),
            "brand-b.json": brand(2),
            // An error in one context only.
            "brand-c.json": ##"{"size": {"brand": {"value": "{size.missing}", "type": "number"}}}"##,
            "base.json": ##"{"base": {"value": "4", "type": "number"}}"##,
        ])
    }

    @Test func groupsCombineAndSourceSetsAreNotOutput() throws {
        let folder = try Self.project()
        let result = TokenPipeline.run(paths: [folder.path], options: Self.lenient)
        // 2 modes × 3 brands, the ungrouped theme applied in each.
        #expect(
            result.contexts.map { $0.context?.description ?? "" } == [
                "mode=light,brand=a,base=base", "mode=light,brand=b,base=base", "mode=light,brand=c,base=base",
                "mode=dark,brand=a,base=base", "mode=dark,brand=b,base=base", "mode=dark,brand=c,base=base",
            ])
        let first = try #require(result.contexts.first?.tokens)
        // core/colors is "source": it serves {colors.red} without its set name, and is not output.
        #expect(first.tokens.map(\.path.dotted) == ["base", "bg", "size.brand"])
        #expect(first["bg"]?.aliasTarget?.dotted == "colors.red")
        #expect(first["colors.red"] == nil)
    }

    @Test func anErrorIsReportedOnceNamingTheContextsItIsIn() throws {
        let folder = try Self.project()
        let result = TokenPipeline.run(paths: [folder.path], options: Self.lenient)
        // Lenient mode leaves the token out where it cannot be read (a warning), and says where that is.
        #expect(!result.hasErrors)
        let unresolved = result.diagnostics.filter { $0.code == .referenceUnresolved }
        #expect(
            unresolved.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/brand-c.json:1:30: warning: {size.missing} does not resolve: no token \"size.missing\" [reference.unresolved]\n"
                    + "typesetter: note: lenient mode leaves \"size.brand\" out; strict mode stops here\n"
                    + "typesetter: note: in 2 of 6 contexts: mode=light, brand=c, base=base; mode=dark, brand=c, base=base\n"
            ])
    }

    @Test func singleFileExport() throws {
        let folder = try TemporaryFolder([
            "tokens.json": """
            {
              "core": {"colors": {"red": {"value": "#ff0000", "type": "color"}}},
              "semantic": {"danger": {"value": "{colors.red}", "type": "color"}},
              "$themes": [{"name": "default", "selectedTokenSets": {"core": "source", "semantic": "enabled"}}],
              "$metadata": {"tokenSetOrder": ["core", "semantic"]}
            }
            """
        ])
        let result = TokenPipeline.run(paths: [folder.path + "/tokens.json"], options: Self.lenient)
        #expect(!result.hasErrors)
        #expect(result.contexts.map { $0.context?.description ?? "" } == ["theme=default"])
        #expect(result.contexts.first?.tokens.tokens.map(\.path.dotted) == ["danger"])
    }

    /// A set whose file is missing (deleted but still listed, as in Workday's canvas-tokens-studio) is a
    /// warning: the themes that select it are read without it. A set kept as a folder of files is those files.
    @Test func missingSetFileIsAWarningAndAFolderIsItsFiles() throws {
        let folder = try TemporaryFolder([
            "$themes.json":
                ##"[{"name": "x", "selectedTokenSets": {"base": "enabled", "nowhere/set": "enabled"}}]"##,
            "base/a.json": ##"{"size": {"md": {"value": "16", "type": "sizing"}}}"##,
            "base/b.json": ##"{"space": {"md": {"value": "{size.md}", "type": "spacing"}}}"##,
        ])
        let result = TokenPipeline.run(paths: [folder.path], options: Self.lenient)
        #expect(!result.hasErrors)
        #expect(result.contexts.first?.tokens.tokens.map(\.path.dotted) == ["size.md", "space.md"])
        #expect(
            result.diagnostics.filter { $0.code == .fileUnreadable || $0.message.contains("is the folder") }
                .map(DiagnosticRenderer.xcode) == [
                    "\(folder.path)/$themes.json:1:2: warning: token set \"base\" is the folder \(folder.path)/base/ (2 files, read in path order), not a file \(folder.path)/base.json [lenient.legacy-form]\n",
                    "\(folder.path)/$themes.json:1:2: warning: token set \"nowhere/set\" has no file \(folder.path)/nowhere/set.json [file.unreadable]\n"
                        + "typesetter: note: the themes that select it are read without it\n",
                ])
    }

    /// PhonePe's LEGO: every text style in a set each theme marks "source", the enabled set holding colors only.
    /// sd-transforms' permutateThemes passes source sets to Style Dictionary, so a code build emits them: they
    /// are output, with a warning naming the set. Once an enabled set defines a typography, source sets stay
    /// references only.
    @Test func typographyOnlyInSourceSetsIsOutputWithAWarning() throws {
        func project(light: String) throws -> TemporaryFolder {
            try TemporaryFolder([
                "$themes.json":
                    ##"[{"name": "Light", "selectedTokenSets": {"Base": "source", "Semantic": "source", "Light": "enabled"}}]"##,
                "$metadata.json": ##"{"tokenSetOrder": ["Base", "Semantic", "Light"]}"##,
                "Base.json": ##"{"size": {"16": {"value": "16", "type": "fontSizes"}}}"##,
                "Semantic.json":
                    ##"{"text": {"body": {"value": {"fontFamily": "Inter", "fontSize": "{size.16}", "fontWeight": "400", "lineHeight": "150%"}, "type": "typography"}}, "gap": {"value": "8", "type": "spacing"}}"##,
                "Light.json": light,
            ])
        }
        let folder = try project(light: ##"{"bg": {"value": "#ffffff", "type": "color"}}"##)
        let result = TokenPipeline.run(paths: [folder.path], options: Self.lenient)
        #expect(!result.hasErrors)
        // The typography is output; the source sets' other tokens are still references only.
        #expect(result.contexts.first?.tokens.tokens.map(\.path.dotted) == ["text.body", "bg"])
        #expect(
            result.diagnostics.filter { $0.message.contains("\"source\"") }.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/Semantic.json:1:11: warning: 1 typography is only in set \"Semantic\", which the selected themes mark \"source\" (references only), and no \"enabled\" set defines one; output as sd-transforms' permutateThemes outputs source sets: mark the set \"enabled\" in $themes.json [lenient.legacy-form]\n"
            ])

        let withEnabledTypography = try project(
            light:
                ##"{"caption": {"value": {"fontFamily": "Inter", "fontSize": "{size.16}", "fontWeight": "400", "lineHeight": "1.2"}, "type": "typography"}}"##
        )
        let enabled = TokenPipeline.run(paths: [withEnabledTypography.path], options: Self.lenient)
        #expect(enabled.contexts.first?.tokens.tokens.map(\.path.dotted) == ["caption"])
        #expect(!enabled.diagnostics.contains { $0.message.contains("\"source\"") })
    }

    /// A reference that fails only because the set defining its token is not selected by the theme (listed in
    /// `tokenSetOrder`, "disabled" or absent in `$themes.json`): the warning names the set and how to select it.
    @Test func anUnresolvedReferenceNamesTheUnselectedSetThatDefinesIt() throws {
        let folder = try TemporaryFolder([
            "$themes.json":
                ##"[{"name": "Light", "selectedTokenSets": {"Core": "disabled", "Light": "enabled"}}]"##,
            "$metadata.json": ##"{"tokenSetOrder": ["Core", "Light"]}"##,
            "Core.json": ##"{"size": {"md": {"value": "16", "type": "sizing"}}}"##,
            "Light.json":
                ##"{"gap": {"value": "{size.md}", "type": "spacing"}, "pad": {"value": "{size.lg}", "type": "spacing"}}"##,
        ])
        let result = TokenPipeline.run(paths: [folder.path], options: Self.lenient)
        #expect(
            result.diagnostics.filter { $0.code == .referenceUnresolved }.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/Light.json:1:19: warning: {size.md} does not resolve: no token \"size.md\" [reference.unresolved]\n"
                    + "typesetter: note: lenient mode leaves \"gap\" out; strict mode stops here\n"
                    + "typesetter: note: \"size.md\" is defined in set \"Core\", which no theme of this combination selects (it is \"disabled\" or not listed): select it as \"source\" in $themes.json to have it serve references\n",
                "\(folder.path)/Light.json:1:69: warning: {size.lg} does not resolve: no token \"size.lg\" [reference.unresolved]\n"
                    + "typesetter: note: lenient mode leaves \"pad\" out; strict mode stops here\n",
            ])
        // A set no theme selects is read only for the note: a file that is not JSON is no problem of the build.
        let broken = try TemporaryFolder([
            "$themes.json": ##"[{"name": "Light", "selectedTokenSets": {"Light": "enabled"}}]"##,
            "$metadata.json": ##"{"tokenSetOrder": ["Old", "Light"]}"##,
            "Old.json": "{ not json",
            "Light.json": ##"{"gap": {"value": "{size.md}", "type": "spacing"}}"##,
        ])
        let unaffected = TokenPipeline.run(paths: [broken.path], options: Self.lenient)
        #expect(!unaffected.hasErrors)
        #expect(!unaffected.diagnostics.contains { $0.code.rawValue.hasPrefix("json.") })
        #expect(unaffected.diagnostics.filter { $0.code == .referenceUnresolved }.count == 1)
    }

    /// Groups of 8, 3, 2, 2, 1 and 1 themes: 8 × 3 × 2 × 2 × 1 × 1 = 96 contexts, one theme of each group in
    /// each, the first group varying slowest (sd-transforms' cartesian order).
    @Test func ninetySixCombinations() throws {
        let location = SourceLocation(file: SourceFile(path: "$themes.json", text: ""), line: 1, column: 1)
        var themes: [TokensStudioProject.Theme] = []
        for (group, count) in [("a", 8), ("b", 3), ("c", 2), ("d", 2), ("e", 1), ("f", 1)] {
            for index in 0..<count {
                themes.append(.init(name: "\(group)\(index)", group: group, sets: [], location: location))
            }
        }
        var diagnostics: [Diagnostic] = []
        let contexts = TokensStudioProject.combinations(themes, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(contexts.count == 96)
        #expect(contexts.first?.0.description == "a=a0,b=b0,c=c0,d=d0,e=e0,f=f0")
        #expect(contexts[1].0.description == "a=a0,b=b0,c=c0,d=d1,e=e0,f=f0")
        #expect(contexts.last?.0.description == "a=a7,b=b2,c=c1,d=d1,e=e0,f=f0")
        #expect(Set(contexts.map(\.0)).count == 96)
    }

    /// Without groups each theme is a context of its own (sd-transforms' `mapThemesToSetsObject`).
    @Test func ungroupedThemesAreOneContextEach() throws {
        let location = SourceLocation(file: SourceFile(path: "$themes.json", text: ""), line: 1, column: 1)
        let themes = ["light", "dark"].map {
            TokensStudioProject.Theme(name: $0, group: nil, sets: [], location: location)
        }
        var diagnostics: [Diagnostic] = []
        let contexts = TokensStudioProject.combinations(themes, diagnostics: &diagnostics)
        #expect(contexts.map(\.0.description) == ["theme=light", "theme=dark"])
    }

    /// `$metadata.json` without themes: every set in `tokenSetOrder`, later sets overriding earlier ones
    /// silently (by design in Tokens Studio), all output.
    @Test func metadataAloneMergesItsSetsInOrder() throws {
        let folder = try TemporaryFolder([
            "$metadata.json": ##"{"tokenSetOrder": ["b", "a"]}"##,
            "a.json": ##"{"n": {"$value": 2, "$type": "number"}}"##,
            "b.json": ##"{"n": {"$value": 1, "$type": "number"}, "m": {"$value": "{n}"}}"##,
        ])
        let result = TokenPipeline.run(paths: [folder.path], options: Self.lenient)
        #expect(
            result.diagnostics.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/$metadata.json:1:1: warning: Tokens Studio $metadata: 2 token sets loaded in its order; the Resolver Module writes this as sets in a resolutionOrder [lenient.legacy-form]\n"
            ])
        let tokens = try #require(result.contexts.first?.tokens)
        #expect(result.contexts.first?.context == nil)
        #expect(tokens["n"]?.value == .number(2))
        #expect(tokens["m"]?.value == .number(2))
        #expect(tokens.tokens.map(\.path.dotted).sorted() == ["m", "n"])
    }

    @Test func tooManyCombinationsReadTheDefaultsEachThemeAloneAndTheRequested() {
        let file = SourceFile(path: "$themes.json", text: "")
        let location = SourceLocation(file: file, line: 1, column: 1)
        let themes = (0..<13).flatMap { group in
            ["x", "y"].map { TokensStudioProject.Theme(name: $0, group: "g\(group)", sets: [], location: location) }
        }
        var diagnostics: [Diagnostic] = []
        let contexts = TokensStudioProject.combinations(
            themes, requested: [["g0": "y", "g1": "y"], ["g2": "y"]], diagnostics: &diagnostics)
        // The defaults, each group's other theme alone (13), and the one request not already among them.
        #expect(contexts.count == 1 + 13 + 1)
        #expect(contexts[0].0.description == (0..<13).map { "g\($0)=x" }.joined(separator: ","))
        #expect(contexts.last?.0.description.hasPrefix("g0=y,g1=y,g2=x") == true)
        #expect(
            diagnostics.map(DiagnosticRenderer.xcode) == [
                "$themes.json:1:1: warning: $themes.json's theme groups make 8192 combinations, too many to resolve each; 15 are read: the defaults, each theme with the others at their defaults, and the combinations `appearances:` in the configuration names [lenient.legacy-form]\n"
                    + "typesetter: note: name the combination an appearance needs in the configuration (`appearances: { dark: { Theme: Dark, Brand: B } }`) to have it read\n"
            ])
    }

    @Test func themesWithoutGroupsCombineAsTheConfigurationAsks() {
        let file = SourceFile(path: "$themes.json", text: "")
        let location = SourceLocation(file: file, line: 1, column: 1)
        let themes = ["iOS", "Dark", "Web"].map {
            TokensStudioProject.Theme(name: $0, group: nil, sets: [($0.lowercased(), false)], location: location)
        }
        var diagnostics: [Diagnostic] = []
        let contexts = TokensStudioProject.combinations(
            themes, requested: [["theme": "iOS + Dark"], ["theme": "iOS + Nope"]], diagnostics: &diagnostics)
        #expect(contexts.map(\.0.description) == ["theme=iOS", "theme=Dark", "theme=Web", "theme=iOS + Dark"])
        #expect(contexts.last?.1.flatMap { $0.sets.map(\.name) } == ["ios", "dark"])
        #expect(diagnostics.isEmpty)
    }
}
