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
        /// What the Check stage found, per style and size (`nil` when it did not run).
        public var checks: CheckReport?

        public var hasErrors: Bool { diagnostics.containsErrors }
    }

    /// Runs the whole build for the configuration at `configPath`. With `write: false` nothing is written
    /// (the outputs are still produced in ``Result/outputs``).
    ///
    /// With `swiftOutput`, the Swift file goes there and no other output is written (what the SwiftPM
    /// plugin needs: a plugin may write only into its own work folder).
    ///
    /// With `catalogOutput`, only the catalog site is written, to that folder (`typesetter catalog`).
    public static func run(
        configPath: String, fileSystem: FileSystem = .local, write: Bool = true, swiftOutput: String? = nil,
        catalogOutput: String? = nil
    ) -> Result {
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
        var resolveOptions = ResolveOptions(
            lenient: config.options.lenient, unitlessDimension: config.options.unitlessDimension)
        resolveOptions.remBase = config.options.remBase
        guard let inputs = resolveTokens(config, options: resolveOptions, result: &result) else {
            clock.lap("tokens", into: &result)
            return result
        }
        result.tokenCount = inputs.any.count
        clock.lap("tokens", into: &result)

        // Fonts.
        var fontFolders: [String] = []
        for path in config.fonts {
            if FileManager.default.fileExists(atPath: path) {
                fontFolders.append(path)
            } else {
                result.diagnostics.append(
                    Diagnostic(
                        .error, .fontFolderMissing,
                        "the font folder \(path) does not exist; fix `fonts:` in \(config.path)", at: nil))
            }
        }
        let catalog = FontCatalog.scan(fontFolders)
        // Problems with font files are warnings here: a face the tokens need and cannot get is an error of
        // the Interpret stage, with the faces that do exist.
        for var font in catalog.diagnostics {
            font.severity = .warning
            result.diagnostics.append(font)
        }
        clock.lap("fonts", into: &result)

        // Interpret, name (the Emit stage's first step, so its errors come with the others) and Check.
        let interpreter = Interpreter(options: config.options, catalog: catalog, baseDirectory: config.baseDirectory)
        var (model, interpretDiagnostics) = interpreter.interpret(inputs)
        result.diagnostics += interpretDiagnostics
        // The names the emitters, templates and catalog use.
        result.diagnostics += SwiftNaming.assign(&model) { path in inputs.any[path]?.location }
        result.model = model
        clock.lap("interpret", into: &result)

        // Checked with the options the runtime uses by default.
        let checker = Checker(
            resolution: .standard, population: config.population, severities: config.options.checks, fonts: catalog,
            defaultSample: config.catalog.sample)
        let checks = checker.report(model) { path in inputs.any[path]?.location }
        result.diagnostics += checks.diagnostics
        result.checks = checks
        let componentAppearances = ComponentChecker.appearances(
            darkDefined: inputs.dark != nil || inputs.darkHighContrast != nil)
        let componentChecker = ComponentChecker(
            resolution: .standard, categories: config.options.categories, appearances: componentAppearances)
        result.diagnostics += ComponentChecker.applying(
            config.options.checks, to: componentChecker.check(model) { path in inputs.any[path]?.location })
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
            var site = CatalogSite(
                options: config.catalog, population: config.population, title: config.options.namespace,
                sourceDescription: FilePath.name(of: config.path))
            site.checks = checks
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
            files: [config.output.swift, config.output.fontList, config.output.json].compactMap { $0 }
                + config.templates.map(\.output),
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
    private static func resolveTokens(
        _ config: BuildConfig, options: ResolveOptions, result: inout Result
    ) -> Interpreter.Inputs? {
        guard let resolverPath = config.resolver else {
            let run = TokenPipeline.run(paths: config.tokens, options: options)
            result.diagnostics += run.diagnostics
            guard !run.hasErrors, let first = run.contexts.first else { return nil }
            let appearances = config.appearances
            func tokens(_ name: String, _ choice: [String: String]?) -> TokenSet? {
                AppearanceSelection.tokens(
                    choice, of: run, at: appearances.locations[name], diagnostics: &result.diagnostics)
            }
            let inputs = Interpreter.Inputs(
                any: tokens("any", appearances.any) ?? first.tokens,
                dark: tokens("dark", appearances.dark),
                highContrast: tokens("highContrast", appearances.highContrast),
                darkHighContrast: tokens("darkHighContrast", appearances.darkHighContrast))
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

        func context(_ name: String, _ choice: [String: String]?) -> ResolverContext? {
            guard let choice else { return nil }
            let selections = AppearanceSelection.selections(
                choice, defaults: document.defaultContext.selections,
                contextNames: { modifier in document.modifiers.first { $0.name == modifier }?.contextNames },
                at: config.appearances.locations[name], diagnostics: &result.diagnostics)
            return selections.map(ResolverContext.init(selections:))
        }
        // The same problem found in several contexts is reported once; one found in only some of them
        // names those (ContextDiagnostics), after every appearance is resolved.
        var perContext: [[Diagnostic]] = []
        var resolved: [ResolverContext] = []
        func resolve(_ name: String, _ choice: [String: String]?) -> TokenSet? {
            guard let context = context(name, choice) else { return nil }
            let resolution = TokenResolver.resolve(document, context: context, options: options)
            perContext.append(resolution.diagnostics)
            resolved.append(context)
            return resolution.tokens
        }
        let any = resolve("any", config.appearances.any)
        let inputs = any.map {
            Interpreter.Inputs(
                any: $0,
                dark: resolve("dark", config.appearances.dark),
                highContrast: resolve("highContrast", config.appearances.highContrast),
                darkHighContrast: resolve("darkHighContrast", config.appearances.darkHighContrast)
            )
        }
        var seen = Set(result.diagnostics)
        let merged = ContextDiagnostics.merge(perContext, contexts: resolved)
        for diagnostic in merged where seen.insert(diagnostic).inserted { result.diagnostics.append(diagnostic) }
        return result.hasErrors ? nil : inputs
    }
}

/// Measures the stages.
private struct StageClock {
    private var last = ContinuousClock.now

    mutating func lap(_ stage: String, into result: inout BuildPipeline.Result) {
        let now = ContinuousClock.now
        let elapsed = now - last
        result.timings.append(
            (stage, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        last = now
    }
}

extension DiagnosticCode {
    // MARK: Load and Write
    public static let fontFolderMissing: DiagnosticCode = "build.font-folder-missing"
    public static let outputUnwritable: DiagnosticCode = "build.output-unwritable"
}
