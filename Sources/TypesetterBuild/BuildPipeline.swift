import Foundation
import TypesetterCore
import TypesetterFonts
import TypesetterTokens

/// `typesetter build` as a library call: Load → Parse → Resolve → Interpret → Check → Emit → Write, with
/// the time each stage took.
public enum BuildPipeline {
    public struct Result: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// The configuration read (with any command-line overrides).
        public var config: BuildConfig?
        public var model: DesignSystem?
        /// What the Emit stage produced (empty when an earlier stage failed).
        public var outputs: [OutputFile] = []
        /// What the Write stage did (`nil` when it did not run).
        public var writeReport: OutputWriter.Report?
        /// Seconds per stage, in pipeline order.
        public var timings: [(stage: String, seconds: Double)] = []
        /// Resolved tokens in the main context.
        public var tokenCount = 0

        public var hasErrors: Bool { diagnostics.containsErrors }
    }

    /// Runs the whole build for the configuration at `configPath`. With `write: false` nothing is written
    /// (the outputs are still produced in ``Result/outputs``).
    ///
    /// With `swiftOutput`, the Swift file goes there and no other output is written (what the SwiftPM
    /// plugin needs: a plugin may write only into its own work folder).
    ///
    /// With `catalogOutput`, only the catalog site is written, to that folder (`typesetter catalog`).
    public static func run(configPath: String, fileSystem: FileSystem = .local, write: Bool = true, swiftOutput: String? = nil, catalogOutput: String? = nil) -> Result {
        var result = Result()
        var clock = StageClock()

        let (loadedConfig, configDiagnostics) = ConfigReader.read(path: configPath, fileSystem: fileSystem)
        result.diagnostics += configDiagnostics
        guard var config = loadedConfig else { return result }
        if let swiftOutput {
            config.output = BuildConfig.Outputs()
            config.output.swift = swiftOutput
            config.templates = []
        }
        if let catalogOutput {
            config.output = BuildConfig.Outputs()
            config.output.catalog = catalogOutput
            config.templates = []
        }
        result.config = config
        clock.lap("config", into: &result)

        // Load, Parse, Resolve.
        let resolveOptions = ResolveOptions(lenient: config.options.lenient, unitlessDimension: config.options.unitlessDimension)
        guard let inputs = resolveTokens(config, options: resolveOptions, result: &result) else {
            clock.lap("tokens", into: &result)
            return result
        }
        result.tokenCount = inputs.any.count
        clock.lap("tokens", into: &result)

        // Fonts.
        for path in config.fonts where !FileManager.default.fileExists(atPath: path) {
            result.diagnostics.append(Diagnostic(.error, .fontFolderMissing, "the font folder \(path) does not exist; fix `fonts:` in \(config.path)", at: nil))
        }
        let catalog = FontCatalog.scan(config.fonts)
        // Problems with font files are warnings here: a face the tokens need and cannot get is an error of
        // the Interpret stage, with the faces that do exist.
        for font in catalog.diagnostics {
            var message = font.message
            if let table = font.table { message = "\(table): " + message }
            if let file = font.file { message = "\(file)\(font.faceIndex.map { "#\($0)" } ?? ""): " + message }
            result.diagnostics.append(Diagnostic(.warning, DiagnosticCode(rawValue: "font.\(font.code.rawValue)"), message, at: nil))
        }
        clock.lap("fonts", into: &result)

        // Interpret and Check.
        let interpreter = Interpreter(options: config.options, catalog: catalog, baseDirectory: config.baseDirectory)
        let (model, interpretDiagnostics) = interpreter.interpret(inputs)
        result.diagnostics += interpretDiagnostics
        result.model = model
        clock.lap("interpret", into: &result)

        // Checked with the options the runtime uses by default.
        result.diagnostics += Checker(resolution: .standard).check(model) { path in inputs.any[path]?.location }
        let componentAppearances = ComponentChecker.appearances(darkDefined: inputs.dark != nil || inputs.darkHighContrast != nil)
        result.diagnostics += ComponentChecker(resolution: .standard, categories: config.options.categories, appearances: componentAppearances)
            .check(model) { path in inputs.any[path]?.location }
        clock.lap("check", into: &result)
        guard !result.hasErrors else { return result }

        // Emit.
        result.outputs = emit(model, config: config)
        let context = config.templates.isEmpty ? [:] : TemplateContext.make(model, options: config.options)
        for template in config.templates {
            let rendered = Templates.text(for: template.template, fileSystem: fileSystem).flatMap {
                Templates.render($0, name: template.template, context: context)
            }
            switch rendered {
            case .success(let text): result.outputs.append(OutputFile(path: template.output, text: text))
            case .failure(let diagnostic): result.diagnostics.append(diagnostic)
            }
        }
        if let folder = config.output.catalog {
            let site = CatalogSite(options: config.catalog, title: config.options.namespace, sourceDescription: FilePath.name(of: config.path))
            let (files, diagnostics) = site.emit(model, fonts: catalog, folder: folder, fileSystem: fileSystem)
            result.outputs += files
            result.diagnostics += diagnostics
        }
        clock.lap("emit", into: &result)
        guard !result.hasErrors else { return result }

        // Write.
        guard write else { return result }
        let writer = OutputWriter(
            fileSystem: fileSystem,
            files: [config.output.swift, config.output.fontList, config.output.json].compactMap { $0 } + config.templates.map(\.output),
            folders: [config.output.assetCatalog, config.output.catalog].compactMap { $0 }
        )
        do {
            result.writeReport = try writer.write(result.outputs)
        } catch {
            result.diagnostics.append(Diagnostic(.error, .outputUnwritable, error.description, at: nil))
        }
        clock.lap("write", into: &result)
        return result
    }

    /// Every output file the configuration asks for.
    public static func emit(_ model: DesignSystem, config: BuildConfig) -> [OutputFile] {
        var outputs: [OutputFile] = []
        if let swift = config.output.swift {
            let emitter = SwiftEmitter(
                accessLevel: config.options.accessLevel,
                namespace: config.options.namespace,
                sourceDescription: FilePath.name(of: config.path)
            )
            outputs.append(OutputFile(path: swift, text: emitter.emit(model)))
        }
        if let catalog = config.output.assetCatalog {
            outputs += AssetCatalogEmitter().emit(model, folder: catalog)
        }
        if let fontList = config.output.fontList {
            outputs.append(OutputFile(path: fontList, text: model.fontFiles.map { $0 + "\n" }.joined()))
        }
        if let json = config.output.json {
            outputs.append(OutputFile(path: json, text: TemplateContext.json(model, options: config.options)))
        }
        return outputs
    }

    /// The token sets: the files merged in order, or one context per appearance (a resolver's, or those of
    /// token files that have several: Tokens Studio themes, Figma modes).
    private static func resolveTokens(_ config: BuildConfig, options: ResolveOptions, result: inout Result) -> Interpreter.Inputs? {
        guard let resolverPath = config.resolver else {
            let run = TokenPipeline.run(paths: config.tokens, options: options)
            result.diagnostics += run.diagnostics
            guard !run.hasErrors, let first = run.contexts.first else { return nil }
            let inputs = Interpreter.Inputs(
                any: appearance(config.appearances.any, of: run, result: &result) ?? first.tokens,
                dark: appearance(config.appearances.dark, of: run, result: &result),
                highContrast: appearance(config.appearances.highContrast, of: run, result: &result),
                darkHighContrast: appearance(config.appearances.darkHighContrast, of: run, result: &result))
            return result.hasErrors ? nil : inputs
        }
        let file: SourceFile
        switch TokenDocumentLoader.load(path: resolverPath) {
        case .failure(let diagnostic):
            result.diagnostics.append(diagnostic)
            return nil
        case .success(let loaded):
            file = loaded
        }
        let (readDocument, documentDiagnostics) = ResolverDocument.read(file)
        result.diagnostics += documentDiagnostics
        guard let document = readDocument else { return nil }

        func context(_ choice: [String: String]?) -> ResolverContext? {
            guard let choice else { return nil }
            let selections = chosenSelections(
                choice, defaults: document.defaultContext.selections,
                contextNames: { modifier in document.modifiers.first { $0.name == modifier }?.contextNames },
                result: &result)
            return selections.map(ResolverContext.init(selections:))
        }
        // The same problem found in several contexts is reported once; one found in only some of them
        // names those (ContextDiagnostics), after every appearance is resolved.
        var perContext: [[Diagnostic]] = []
        var resolved: [ResolverContext] = []
        func resolve(_ choice: [String: String]?) -> TokenSet? {
            guard let context = context(choice) else { return nil }
            let resolution = TokenResolver.resolve(document, context: context, options: options)
            perContext.append(resolution.diagnostics)
            resolved.append(context)
            return resolution.tokens
        }
        let any = resolve(config.appearances.any)
        let inputs = any.map {
            Interpreter.Inputs(
                any: $0,
                dark: resolve(config.appearances.dark),
                highContrast: resolve(config.appearances.highContrast),
                darkHighContrast: resolve(config.appearances.darkHighContrast)
            )
        }
        var seen = Set(result.diagnostics)
        let merged = ContextDiagnostics.merge(perContext, contexts: resolved)
        for diagnostic in merged where seen.insert(diagnostic).inserted { result.diagnostics.append(diagnostic) }
        return result.hasErrors ? nil : inputs
    }
}

extension BuildPipeline {
    /// The token set an appearance asks for among a run's contexts: the first context (each theme group's or
    /// collection's first theme or mode) with the appearance's choices applied. Nil for no choice.
    static func appearance(_ choice: [String: String]?, of run: TokenPipeline.Result, result: inout Result) -> TokenSet? {
        guard let choice, let first = run.contexts.first else { return nil }
        guard let defaults = first.context else {
            if choice.isEmpty { return first.tokens }
            result.diagnostics.append(
                Diagnostic(
                    .error, .configInvalid,
                    "`appearances:` choose among contexts, and these tokens have one: give a resolver document, a Tokens Studio project with themes, or a Figma variables export with modes",
                    at: nil))
            return nil
        }
        guard
            let selections = chosenSelections(
                choice, defaults: defaults.selections,
                contextNames: { modifier in
                    run.contexts.compactMap { $0.context?[modifier] }.reduce(into: [String]()) { names, name in
                        if !names.contains(name) { names.append(name) }
                    }
                }, result: &result)
        else { return nil }
        return run.contexts.first { $0.context?.selections == selections }?.tokens
    }
}

extension BuildPipeline {
    /// `defaults` with an appearance's choices applied (modifier or group → context), or nil after reporting
    /// a modifier or context that does not exist. `contextNames` gives a modifier's contexts (nil: no such
    /// modifier).
    static func chosenSelections(
        _ choice: [String: String], defaults: [ResolverContext.Selection], contextNames: (String) -> [String]?,
        result: inout Result
    ) -> [ResolverContext.Selection]? {
        var selections = defaults
        for (modifier, value) in choice.sorted(by: { $0.key < $1.key }) {
            guard let index = selections.firstIndex(where: { $0.modifier == modifier }), let known = contextNames(modifier) else {
                let names = selections.map { "\"\($0.modifier)\"" }.joined(separator: ", ")
                result.diagnostics.append(
                    Diagnostic(
                        .error, .configInvalid,
                        "appearances name \"\(modifier)\", which these tokens do not have; theme groups or collections: \(names)",
                        at: nil))
                return nil
            }
            guard known.contains(value) else {
                let names = known.map { "\"\($0)\"" }.joined(separator: ", ")
                result.diagnostics.append(
                    Diagnostic(
                        .error, .configInvalid,
                        "appearances ask for \"\(value)\" of \"\(modifier)\", which does not exist; it has \(names)",
                        at: nil))
                return nil
            }
            selections[index].context = value
        }
        return selections
    }
}

/// Measures the stages.
private struct StageClock {
    private var last = ContinuousClock.now

    mutating func lap(_ stage: String, into result: inout BuildPipeline.Result) {
        let now = ContinuousClock.now
        let elapsed = now - last
        result.timings.append((stage, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        last = now
    }
}

extension DiagnosticCode {
    // MARK: Load and Write
    public static let fontFolderMissing: DiagnosticCode = "build.font-folder-missing"
    public static let outputUnwritable: DiagnosticCode = "build.output-unwritable"
}
