import Foundation
import TypesetterCore
import TypesetterTokens

/// `typesetter init --from`: looks at a token export a team already has and writes the configuration that
/// builds it, a comment per choice.
///
/// Nothing is guessed from names alone: each choice is tried. The tokens are read strictly and, if that fails,
/// leniently (`lenient: true` when that reads them with fewer errors); the appearances come from the contexts
/// the reading found (resolver modifiers, Tokens Studio theme groups, Figma modes) whose names say light and
/// dark; and a trial build (nothing written) tells whether the font families are found
/// (`missingFontFamily: systemFont` when they are not).
public struct ExportInspection: Sendable {
    /// The configuration's text.
    public var configuration: String
    /// What was found, one line each, for the command to print.
    public var findings: [String]
    /// Errors the build will still report with this configuration (the trial build's), for the command to
    /// print; an empty list when it builds.
    public var remainingErrors: [Diagnostic]

    /// Problems that stop the inspection before any configuration is written (a path that does not exist, a
    /// resolver given with token files).
    public struct Failure: Error, Sendable {
        public var message: String
    }

    /// Where the starter's outputs go, relative to the configuration.
    static let swiftOutput = "Generated/DesignTokens.swift"
    static let catalogOutput = "Generated/Catalog"

    /// Inspects `inputs` (files or folders, as given on the command line) for a configuration to be written
    /// at `configPath`; both are relative to `currentDirectory` unless absolute.
    public static func inspect(
        _ inputs: [String], configPath: String,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> Result<ExportInspection, Failure> {
        let configFolder = FilePath.join(currentDirectory, FilePath.directory(of: configPath))
        if let missing = inputs.first(where: {
            !FileManager.default.fileExists(atPath: FilePath.join(currentDirectory, $0))
        }) {
            return .failure(Failure(message: "\(missing) does not exist"))
        }
        let source: Source
        switch Source.find(inputs.map { FilePath.join(currentDirectory, $0) }) {
        case .success(let found): source = found
        case .failure(let failure): return .failure(failure)
        }
        var document = ConfigurationText()
        var findings: [String] = []

        // Tokens: strictly if they read so, else leniently when that reads them with fewer errors.
        let strict = source.run(ResolveOptions())
        var run = strict
        var lenient = false
        if strict.hasErrors {
            let relaxed = source.run(ResolveOptions(lenient: true))
            if relaxed.errorCount < strict.errorCount {
                run = relaxed
                lenient = true
            }
        }
        let relative = { (path: String) in relativePath(path, from: configFolder) }
        let given = (source.resolver.map { [$0] } ?? source.inputs).map { "--from \(relative($0))" }
        document.header = [
            "typesetter.yml, written by `typesetter init \(given.joined(separator: " "))`: \(source.form.description).",
            "Every path is relative to this file; the comments say why each choice was made.",
        ]
        findings.append("found \(source.form.description)")
        if let resolver = source.resolver {
            document.add(
                comments: ["A DTCG resolver document: it names its token files and the contexts they make."],
                "resolver: \(yaml(relative(resolver)))")
        } else {
            document.add(
                comments: [source.form.inputComment],
                "tokens:\n" + source.inputs.map { "  - \(yaml(relative($0)))" }.joined(separator: "\n"))
        }

        // Appearances: the context names that say light, dark and high contrast.
        let contexts = run.contexts.compactMap(\.context)
        let typography = Appearances.typographyCounts(run.contexts)
        var appearances = Appearances.choose(contexts, typography: typography)
        if let chosen = appearances {
            let (layers, leftOut) = Appearances.themeLayers(
                run.contexts, appearances: chosen, typography: typography["theme"] ?? [:])
            appearances?.apply(layers: layers, leftOut: leftOut)
        }
        if let appearances {
            document.add(comments: appearances.comments, appearances.yaml)
            findings.append(appearances.finding)
        } else if contexts.count > 1 {
            let modifiers = Appearances.modifiers(contexts).map(\.name)
            findings.append(
                "\(contexts.count) contexts (\(modifiers.joined(separator: ", "))), none named dark: every color is built from the default context"
            )
        }

        // Font files in the export.
        let fontFolders = source.fontFolders()
        if !fontFolders.isEmpty {
            document.add(
                comments: ["The font files found in the export."],
                "fonts:\n" + fontFolders.map { "  - \(yaml(relative($0)))" }.joined(separator: "\n"))
            findings.append("font files in \(fontFolders.map(relative).joined(separator: ", "))")
        }

        document.add(
            comments: [
                "The generated Swift, and the catalog site (`typesetter catalog`): every style at every size."
            ], "output:\n  swift: \(swiftOutput)\n  catalog: \(catalogOutput)")

        var options: [(comments: [String], line: String)] = []
        if lenient {
            options.append(
                (
                    [
                        "Strict DTCG reading reports \(plural(strict.errorCount, "error")) (the first: \(strict.diagnostics.first { $0.severity == .error }?.message ?? "")).",
                        "Lenient mode reads \(source.form.lenientForms) with \(plural(run.warningCount, "warning")), each naming the modern form.",
                    ], "lenient: true"
                ))
            findings.append(
                "lenient: true (strict reading: \(plural(strict.errorCount, "error")); lenient: \(plural(run.errorCount, "error")), \(plural(run.warningCount, "warning")))"
            )
        }

        // A trial build, nothing written: are the font families found?
        func trial(_ options: [(comments: [String], line: String)]) -> BuildPipeline.Result {
            var candidate = document
            if !options.isEmpty { candidate.add(options: options) }
            let path = FilePath.join(currentDirectory, configPath)
            var fileSystem = FileSystem.local
            let text = Array(candidate.text.utf8)
            fileSystem.read = { $0 == path ? text : FileSystem.local.read($0) }
            return BuildPipeline.run(configPath: path, fileSystem: fileSystem, write: false)
        }
        var result = trial(options)
        let missing = missingFamilies(result.diagnostics)
        if !missing.isEmpty {
            let names = missing.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")
            let more = missing.count > 4 ? " and \(missing.count - 4) more" : ""
            let found =
                fontFolders.isEmpty
                ? "and the export has no font files" : "which the export's font files do not hold"
            options.append(
                (
                    [
                        "The tokens name \(names)\(more), \(found): those styles are laid out in the system font,",
                        "each family one warning, until `fonts:` lists a folder with the font files.",
                    ], "missingFontFamily: systemFont"
                ))
            findings.append("missingFontFamily: systemFont (not found: \(names)\(more))")
            result = trial(options)
        }
        if !options.isEmpty { document.add(options: options) }
        return .success(
            ExportInspection(
                configuration: document.text, findings: findings,
                remainingErrors: result.diagnostics.filter { $0.severity == .error }))
    }

    /// The families the trial build did not find (the names of its `build.font-family-missing` errors).
    static func missingFamilies(_ diagnostics: [Diagnostic]) -> [String] {
        var names: [String] = []
        for diagnostic in diagnostics where diagnostic.code == .fontFamilyMissing && diagnostic.severity == .error {
            for name in diagnostic.subject?.names ?? [] where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `path` as written in a configuration in `folder`: relative (climbing with `..` as needed), or absolute
    /// when the two share only the root.
    static func relativePath(_ path: String, from folder: String) -> String {
        let target = FilePath.normalize(path).split(separator: "/")
        let base = FilePath.normalize(folder).split(separator: "/")
        var shared = 0
        while shared < target.count, shared < base.count, target[shared] == base[shared] { shared += 1 }
        if shared == 0, path.hasPrefix("/") { return FilePath.normalize(path) }
        let parts = Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A YAML scalar: plain when it can be, else double-quoted (JSON escapes are YAML's).
    static func yaml(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { scalar in
            CharacterSet.alphanumerics.contains(scalar) || "_./-$+".unicodeScalars.contains(scalar)
        }
        let reserved = ["true", "false", "yes", "no", "on", "off", "null", "~"]
        if plain, let first = text.first, first != "-", !reserved.contains(text.lowercased()),
            Double(text) == nil
        {
            return text
        }
        var json = JSONWriter()
        json.string(text)
        return json.text
    }
}

// MARK: - What the export is

extension ExportInspection {
    /// The export's form, as the comments name it.
    enum Form: Equatable {
        case resolver
        case tokensStudioProject
        case tokensStudioFile
        case figmaVariables
        case yaml
        case styleDictionary
        case dtcg

        var description: String {
            switch self {
            case .resolver: "a DTCG resolver document"
            case .tokensStudioProject: "a Tokens Studio project ($themes.json, $metadata.json)"
            case .tokensStudioFile: "a Tokens Studio single-file export (its sets inside)"
            case .figmaVariables: "a Figma export (variables by collection and mode, or a plugin's dump of styles)"
            case .yaml: "token files in YAML"
            case .styleDictionary: "Style Dictionary token files (value and type without $)"
            case .dtcg: "DTCG token files"
            }
        }

        var inputComment: String {
            switch self {
            case .tokensStudioProject:
                "The project's folder: $metadata.json orders its sets, $themes.json combines them into themes."
            case .tokensStudioFile: "The single-file export: its sets (and any themes and their order) are inside."
            case .figmaVariables: "The Figma export: each collection's modes are contexts, each style a token."
            default: "The token files, merged in order (a folder is every token file in it, sorted by path)."
            }
        }

        /// What lenient mode reads, for its comment.
        var lenientForms: String {
            switch self {
            case .tokensStudioProject, .tokensStudioFile: "Tokens Studio's forms (themes, value/type, math)"
            case .figmaVariables: "Figma's variables and styles"
            case .yaml: "YAML token files"
            case .styleDictionary: "Style Dictionary's forms (value and type without $)"
            case .resolver, .dtcg: "the forms strict reading rejects"
            }
        }
    }

    /// The export: token inputs or a resolver document, and its form.
    struct Source {
        var inputs: [String] = []
        var resolver: String?
        var form = Form.dtcg

        func run(_ options: ResolveOptions) -> TokenPipeline.Result {
            TokenPipeline.run(paths: resolver == nil ? inputs : [], resolverPath: resolver, options: options)
        }

        static func find(_ inputs: [String]) -> Result<Source, Failure> {
            var source = Source()
            let files = FileManager.default
            for input in inputs {
                var isDirectory: ObjCBool = false
                if files.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue {
                    // A folder with a resolver beside it (`name.resolver.json`) or inside (`resolver.json`).
                    let beside = input + ".resolver.json"
                    let inside = ((try? files.contentsOfDirectory(atPath: input)) ?? []).filter {
                        $0 == "resolver.json" || $0.hasSuffix(".resolver.json")
                    }
                    if files.fileExists(atPath: beside) {
                        source.resolver = beside
                    } else if inside.count == 1, let name = inside.first {
                        source.resolver = input + "/" + name
                    } else {
                        source.inputs.append(input)
                    }
                } else if input.hasSuffix("resolver.json") || contains(input, "\"resolutionOrder\"") {
                    source.resolver = input
                } else {
                    source.inputs.append(input)
                }
            }
            if source.resolver != nil {
                guard source.inputs.isEmpty, inputs.count == 1 else {
                    return .failure(
                        Failure(
                            message:
                                "a resolver document names its own token files; give it alone to --from (found beside or among \(inputs.joined(separator: ", ")))"
                        ))
                }
                source.form = .resolver
                return .success(source)
            }
            source.form = form(of: TokenInputs.expand(source.inputs).paths)
            return .success(source)
        }

        /// The form of the expanded token files, from their names and a byte search (not a parse).
        static func form(of paths: [String]) -> Form {
            if paths.contains(where: { $0.hasSuffix("$themes.json") || $0.hasSuffix("$metadata.json") }) {
                return .tokensStudioProject
            }
            if paths.contains(where: { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }) { return .yaml }
            if paths.contains(where: {
                FileManager.default.contents(atPath: $0).map { TokenPipeline.isFigmaVariablesExport(Array($0)) } == true
            }) {
                return .figmaVariables
            }
            if paths.contains(where: {
                contains($0, "\"$themes\"") || contains($0, "\"$metadata\"")
                    || TokenPipeline.isTokensStudioSetsFile(atPath: $0)
            }) {
                return .tokensStudioFile
            }
            if paths.contains(where: { contains($0, "\"$value\"") }) { return .dtcg }
            if paths.contains(where: { contains($0, "\"value\"") || contains($0, "value:") }) {
                return .styleDictionary
            }
            return .dtcg
        }

        static func contains(_ path: String, _ needle: String) -> Bool {
            guard let data = FileManager.default.contents(atPath: path) else { return false }
            return data.range(of: Data(needle.utf8)) != nil
        }

        /// The folders under the export's folders that hold font files, each once.
        func fontFolders() -> [String] {
            let roots = (resolver.map { [FilePath.directory(of: $0)] } ?? inputs).filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
            var folders: [String] = []
            for root in roots {
                guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
                while let relative = enumerator.nextObject() as? String {
                    let lowered = relative.lowercased()
                    guard [".ttf", ".otf", ".ttc", ".otc"].contains(where: lowered.hasSuffix) else { continue }
                    let folder = FilePath.directory(of: FilePath.join(root, relative))
                    if !folders.contains(where: { FilePath.isInside(folder, folder: $0) }) {
                        folders.removeAll { FilePath.isInside($0, folder: folder) }
                        folders.append(folder)
                    }
                }
            }
            return folders.sorted()
        }
    }
}

// MARK: - Appearances

extension ExportInspection {
    /// The appearances chosen from the contexts' names.
    struct Appearances {
        var entries: [(name: String, choice: [(modifier: String, context: String)])] = []
        var modifier: [(name: String, contexts: [String])] = []
        /// Themes applied under each appearance's (``apply(layers:leftOut:)``), and why.
        var layers: [String] = []
        var layerComment: [String] = []

        var yaml: String {
            "appearances:\n"
                + entries.map { entry in
                    let pairs = entry.choice.map {
                        "\(ExportInspection.yaml($0.modifier)): \(ExportInspection.yaml($0.context))"
                    }
                    return "  \(entry.name): { \(pairs.joined(separator: ", ")) }"
                }.joined(separator: "\n")
        }

        var comments: [String] {
            let described = modifier.map { "\"\($0.name)\" (\($0.contexts.joined(separator: ", ")))" }
            return [
                "The colors of each appearance, from the contexts named light, dark and high contrast in \(described.joined(separator: ", ")).",
                "Other theme groups or modifiers keep their first (default) context.",
            ] + layerComment
        }

        var finding: String {
            "appearances: " + entries.map(\.name).joined(separator: ", ") + " from "
                + modifier.map { "\"\($0.name)\"" }.joined(separator: ", ")
                + (layers.isEmpty ? "" : ", each over \(layers.joined(separator: " + "))")
        }

        /// Each modifier (theme group, collection) with its contexts, in the order found.
        static func modifiers(_ contexts: [ResolverContext]) -> [(name: String, contexts: [String])] {
            var result: [(name: String, contexts: [String])] = []
            for context in contexts {
                for selection in context.selections {
                    if let index = result.firstIndex(where: { $0.name == selection.modifier }) {
                        if !result[index].contexts.contains(selection.context) {
                            result[index].contexts.append(selection.context)
                        }
                    } else {
                        result.append((selection.modifier, [selection.context]))
                    }
                }
            }
            return result
        }

        /// How a context's name reads: which appearance it is for.
        enum Kind: Equatable {
            case light, dark, lightHighContrast, darkHighContrast
        }

        static func kind(of name: String) -> Kind? {
            let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
            let joined = words.joined()
            let highContrast =
                words.contains("hc") || joined.contains("highcontrast") || joined.contains("contrasthigh")
                || joined.contains("morecontrast") || joined.contains("increasedcontrast")
            let dark = words.contains { ["dark", "night", "dim", "darkmode"].contains($0) } || joined.hasPrefix("dark")
            let light =
                words.contains { ["light", "day", "lightmode"].contains($0) } || joined.hasPrefix("light")
            switch (dark, light || highContrast, highContrast) {
            case (true, _, true): return .darkHighContrast
            case (true, _, false): return .dark
            case (false, true, true): return .lightHighContrast
            case (false, true, false): return .light
            default: return nil
            }
        }

        /// Appearances for the modifiers that have both a light (or default) and a dark context; `nil` when none
        /// has a dark one. Of two contexts named for the same appearance (Supabase's `light` and `Light`), the
        /// one with more typography tokens (`typography`, by modifier and context), else the first.
        static func choose(_ contexts: [ResolverContext], typography: [String: [String: Int]] = [:]) -> Appearances? {
            let modifiers = modifiers(contexts)
            var appearances = Appearances()
            var any: [(String, String)] = []
            var dark: [(String, String)] = []
            var highContrast: [(String, String)] = []
            var darkHighContrast: [(String, String)] = []
            for modifier in modifiers {
                let kinds = modifier.contexts.map { ($0, kind(of: $0)) }
                let counts = typography[modifier.name] ?? [:]
                // `max(by:)` keeps the first of equals: the first named so, unless a later one has more typography.
                func named(_ kind: Kind?) -> String? {
                    kinds.filter { $0.1 == kind }.map(\.0).max { counts[$0, default: 0] < counts[$1, default: 0] }
                }
                guard let darkName = named(.dark) else { continue }
                // A light context by name, else the first that is no other appearance's (the default).
                let lightName = named(.light) ?? kinds.first { $0.1 == nil }?.0
                guard let lightName else { continue }
                appearances.modifier.append(modifier)
                any.append((modifier.name, lightName))
                dark.append((modifier.name, darkName))
                if let name = named(.lightHighContrast) {
                    highContrast.append((modifier.name, name))
                }
                if let name = named(.darkHighContrast) {
                    darkHighContrast.append((modifier.name, name))
                }
            }
            guard !any.isEmpty else { return nil }
            appearances.entries.append(("any", any))
            appearances.entries.append(("dark", dark))
            // High contrast only when every chosen modifier has one, so both contexts exist.
            if highContrast.count == any.count { appearances.entries.append(("highContrast", highContrast)) }
            if darkHighContrast.count == any.count {
                appearances.entries.append(("darkHighContrast", darkHighContrast))
            }
            return appearances
        }
    }
}

// MARK: - The text

/// The configuration being written: sections, each with its comment lines, then `options:`.
struct ConfigurationText {
    var header: [String] = []
    private var sections: [String] = []

    mutating func add(comments: [String], _ body: String) {
        sections.append((comments.map { "# " + $0 } + [body]).joined(separator: "\n"))
    }

    mutating func add(options: [(comments: [String], line: String)]) {
        sections.append(
            (["options:"] + options.flatMap { option in option.comments.map { "  # " + $0 } + ["  " + option.line] })
                .joined(separator: "\n"))
    }

    var text: String {
        (header.map { "# " + $0 }.joined(separator: "\n") + "\n\n" + sections.joined(separator: "\n\n")) + "\n"
    }
}

/// `1 error`, `2 errors`.
private func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
}
