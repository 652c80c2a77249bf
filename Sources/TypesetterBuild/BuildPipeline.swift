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
        /// What the Check stage found, per style and size (`nil` when it did not run); the default theme's in a
        /// themed build.
        public var checks: CheckReport?
        /// Each theme's model and checks, the default first, in a build with `themes:` (empty otherwise).
        public var themes: [ThemedModel] = []
        /// The resolved tokens of each theme (`nil` without `themes:`), the default first, one set per appearance:
        /// what `typesetter mcp` searches.
        public var tokenSets: [(theme: String?, inputs: Interpreter.Inputs)] = []
        /// The typography styles lenient mode left out of the outputs (or kept) for errors of their own, which
        /// do not stop the build (``BuildPipeline/LeftOutStyle``), in the order found.
        public var leftOutStyles: [LeftOutStyle] = []
        /// Whether an error stopped the build before its outputs: any error but those of ``leftOutStyles``.
        public var isStopped = false

        public var hasErrors: Bool { diagnostics.containsErrors }
        /// Whether the run fails (exit status 1): it stopped, or it has errors (those of left-out styles) and
        /// `options.failOnLeftOutStyles` is not false.
        public var fails: Bool { isStopped || (hasErrors && config?.options.failOnLeftOutStyles != false) }
        /// The errors of ``leftOutStyles``, which do not stop the build.
        var styleErrors: Set<Diagnostic> = []
    }

    /// Which outputs a run writes.
    public enum Selection: Sendable, Hashable {
        /// Every output the configuration names.
        case configured
        /// Only the Swift file, at a path given on the command line (`--swift-output`: the SwiftPM plugin
        /// writes into its own work folder, as a plugin must).
        case swift(at: String)
        /// Only the catalog site: in a folder given on the command line (`typesetter catalog --output`), or in
        /// the configuration's `output.catalog` when `nil`; laid out with `platform`'s Dynamic Type table
        /// (`typesetter catalog --platform`). The checks keep the iOS table.
        case catalog(at: String?, platform: Platform = .iOS)
        /// No output: the model and its checks only (`typesetter diff` compares two).
        case modelOnly
    }

    /// Runs the whole build for the configuration at `configPath`. With `write: false` nothing is written
    /// (the outputs are still produced in ``Result/outputs``); `force` replaces existing files that
    /// Typesetter did not write (`--force`).
    ///
    /// Paths given on the command line are taken as asked; those of the configuration must stay inside the
    /// project (``ProjectFolder``) unless `options.allowOutputsOutside` is set.
    ///
    /// `options.checks` sets the severity of every code (``DiagnosticSeverities``): the checks' where they run,
    /// the others' on the way out, after a code raised to an error has stopped the run where an error would.
    ///
    /// `warnsWithoutOutputs`: the caller is `typesetter build`, which warns (`build.no-outputs`) when the
    /// configuration names nothing to write, rather than ending with "0 files written" and no word why.
    ///
    /// `gathersRepeatedForms`: the caller lists diagnostics aggregated (``DiagnosticAggregation``), so repeats
    /// of a legacy form are gathered as the tokens are read (``ResolveOptions/gathersRepeatedForms``), unless
    /// `options.checks` sets severities (which apply to each diagnostic).
    public static func run(
        configPath: String, fileSystem: FileSystem = .local, write: Bool = true, force: Bool = false,
        outputs selection: Selection = .configured, warnsWithoutOutputs: Bool = false,
        gathersRepeatedForms: Bool = false
    ) -> Result {
        var result = stages(
            configPath: configPath, fileSystem: fileSystem, write: write, force: force, outputs: selection,
            warnsWithoutOutputs: warnsWithoutOutputs, gathersRepeatedForms: gathersRepeatedForms)
        // What stops the run, as the stages decided (before severities change what the diagnostics say).
        let raised = Set((result.config?.options.checks ?? [:]).filter { $0.value == .error }.keys)
        result.isStopped = result.diagnostics.contains {
            ($0.severity == .error || raised.contains($0.code)) && !result.styleErrors.contains($0)
        }
        if let settings = result.config?.options.checks {
            result.diagnostics = DiagnosticSeverities.apply(settings, to: result.diagnostics)
        }
        return result
    }

    /// The stages in order, each a function below; a stage that leaves an error (or a code `options.checks`
    /// raises to one) stops the run before Emit, and Emit's before Write.
    private static func stages(
        configPath: String, fileSystem: FileSystem, write: Bool, force: Bool, outputs selection: Selection,
        warnsWithoutOutputs: Bool, gathersRepeatedForms: Bool
    ) -> Result {
        var result = Result()
        var clock = StageClock()

        let (loadedConfig, configDiagnostics) = ConfigReader.read(path: configPath, fileSystem: fileSystem)
        result.diagnostics += configDiagnostics
        guard let readConfig = loadedConfig else { return result }
        let (config, target) = selected(selection, of: readConfig)
        if case .configured = selection, warnsWithoutOutputs, let warning = nothingToWrite(config) {
            result.diagnostics.append(warning)
        }
        result.config = config
        clock.lap("config", into: &result)
        let raised = Set(config.options.checks.filter { $0.value == .error }.keys)

        // Load, Parse, Resolve. Token errors do not stop the run: the styles they leave alone are interpreted
        // and checked, so one pass shows everything; the run stops before Emit.
        let firstTokenDiagnostic = result.diagnostics.count
        let themed = resolveThemes(
            config, options: resolveOptions(config, gathersRepeatedForms: gathersRepeatedForms), result: &result)
        clock.lap("tokens", into: &result)
        guard let themed, let inputs = themed.first?.inputs else { return result }
        result.tokenCount = inputs.any.count
        result.tokenSets = themed.map { ($0.theme?.name, $0.inputs) }

        let catalog = scanFonts(config, fileSystem: fileSystem, result: &result)
        clock.lap("fonts", into: &result)

        interpretAndCheck(
            themed, config, catalog, firstTokenDiagnostic: firstTokenDiagnostic, raised: raised, result: &result,
            clock: &clock)
        guard !result.stops(raising: raised), let model = result.model else { return result }

        renderTemplates(model, config, fileSystem: fileSystem, result: &result)
        let build = OutputContext(
            model: model, config: config, themes: result.themes, checks: result.checks, fonts: catalog,
            fileSystem: fileSystem, platform: target.platform)
        let (files, emitDiagnostics) = emit(build)
        result.outputs += files
        result.diagnostics += emitDiagnostics
        clock.lap("emit", into: &result)
        guard !result.stops(raising: raised), write else { return result }

        let locksProject: Bool = if case .swift = selection { false } else { true }
        writeOutputs(
            config, commandLineTarget: target.path, fileSystem: fileSystem, force: force, locksProject: locksProject,
            raised: raised, result: &result)
        clock.lap("write", into: &result)
        return result
    }

    /// The configuration with the outputs `selection` asks for, the target a path given on the command line
    /// names (taken as asked; the configuration's must stay in the project), and the catalog's platform.
    private static func selected(
        _ selection: Selection, of readConfig: BuildConfig
    ) -> (BuildConfig, (path: OutputWriter.Target?, platform: Platform)) {
        var config = readConfig
        switch selection {
        case .configured:
            return (config, (nil, .iOS))
        case .modelOnly:
            config.output = BuildConfig.Outputs()
            config.templates = []
            return (config, (nil, .iOS))
        case .swift(let path):
            config.output = BuildConfig.Outputs()
            config.output.swift = path
            config.templates = []
            return (config, (OutputWriter.Target(path, setting: "--swift-output"), .iOS))
        case .catalog(let path, let platform):
            let folder = path ?? config.output.catalog
            config.output = BuildConfig.Outputs()
            config.output.catalog = folder
            config.templates = []
            let target = path.map {
                OutputWriter.Target($0, setting: "--output", kind: .listedFolder(marker: CatalogSite.markerName))
            }
            return (config, (target, platform))
        }
    }

    /// How the Resolve stage reads the tokens, from the configuration's options and appearances.
    private static func resolveOptions(_ config: BuildConfig, gathersRepeatedForms: Bool) -> ResolveOptions {
        var options = ResolveOptions(
            lenient: config.options.lenient, unitlessDimension: config.options.unitlessDimension,
            remBase: config.options.remBase,
            requestedContexts: [
                config.appearances.any, config.appearances.dark, config.appearances.highContrast,
                config.appearances.darkHighContrast,
            ].compactMap { $0 })
        options.gathersRepeatedForms = gathersRepeatedForms && config.options.checks.isEmpty
        return options
    }

    /// The Fonts stage: the font folders that exist, scanned. Problems with font files are warnings here: a
    /// face the tokens need and cannot get is an error of the Interpret stage, with the faces that do exist.
    private static func scanFonts(_ config: BuildConfig, fileSystem: FileSystem, result: inout Result) -> FontCatalog {
        var fontFolders: [String] = []
        for path in config.fonts {
            if fileSystem.exists(path) {
                fontFolders.append(path)
            } else {
                result.diagnostics.append(
                    Diagnostic(
                        .error, .fontFolderMissing,
                        "the font folder \(path) does not exist; fix `fonts:` in \(config.path)",
                        at: config.inputLocations[path]))
            }
        }
        let catalog = FontCatalog.scan(fontFolders)
        for var font in catalog.diagnostics {
            font.severity = .warning
            result.diagnostics.append(font)
        }
        return catalog
    }

    /// Interpret and name (the Emit stage's first step, so its errors come with the others), each theme; then
    /// Check each. A problem of some themes only names them.
    private static func interpretAndCheck(
        _ themed: [ThemeInputs], _ config: BuildConfig, _ catalog: FontCatalog, firstTokenDiagnostic: Int,
        raised: Set<DiagnosticCode>, result: inout Result, clock: inout StageClock
    ) {
        let tokenDiagnostics = Array(result.diagnostics[firstTokenDiagnostic...])
        let interpreter = Interpreter(options: config.options, catalog: catalog, baseDirectory: config.baseDirectory)
        var analyses = themed.map { theme in
            let (model, diagnostics) = interpreter.interpret(theme.inputs)
            return Analysis(model: model, diagnostics: diagnostics)
        }
        let themeDiagnostics = unifyThemes(&analyses, themed)
        result.model = analyses.first?.model
        clock.lap("interpret", into: &result)
        // One index of the token files for every theme: each file is read once, and only when a finding's
        // member cannot be read where its token is written.
        let sources = TokenSourceIndex(
            readsMembersInPlace: true,
            unreadableFiles: Set(
                tokenDiagnostics.lazy.filter { $0.severity == .error && DiagnosticCode.jsonReading.contains($0.code) }
                    .compactMap { $0.location?.fileID }))
        for index in analyses.indices {
            check(
                &analyses[index], inputs: themed[index].inputs, after: tokenDiagnostics, config, catalog,
                sources: sources)
        }
        result.diagnostics += themeDiagnostics
        result.diagnostics += ContextDiagnostics.merge(
            analyses.map(\.diagnostics), names: themed.map { $0.theme?.name ?? "" }, kind: "themes")
        // In lenient mode an error of one typography style's own leaves that style out (LeftOutStyles.swift).
        if config.options.lenient {
            result.styleErrors = leaveOutFailingStyles(
                &analyses, diagnosticsFrom: firstTokenDiagnostic, result: &result, sources: sources, config: config,
                isError: { $0.severity == .error || raised.contains($0.code) })
            result.model = analyses.first?.model
        }
        result.checks = analyses.first?.checks
        result.themes = zip(themed, analyses).compactMap { inputs, analysis in
            inputs.theme.map { ThemedModel(theme: $0, model: analysis.model, checks: analysis.checks) }
        }
        clock.lap("check", into: &result)
    }

    /// The Emit stage's templates (`templates:`), each rendered with the model; a template that renders no
    /// ownership mark is warned of, since a later build could not replace its output.
    private static func renderTemplates(
        _ model: DesignSystem, _ config: BuildConfig, fileSystem: FileSystem, result: inout Result
    ) {
        let context = config.templates.isEmpty ? [:] : TemplateContext.make(model, options: config.options)
        for (index, template) in config.templates.enumerated() {
            let rendered = Templates.text(for: template.template, fileSystem: fileSystem).flatMap {
                Templates.render($0, name: template.template, context: context)
            }
            switch rendered {
            case .success(let text):
                result.outputs.append(OutputFile(path: template.output, text: text))
                if !OwnershipMark.isMarked(Array(text.utf8)) {
                    result.diagnostics.append(
                        Diagnostic(
                            .warning, .templateUnmarked,
                            "templates[\(index)]: \(template.template) renders no “\(OwnershipMark.phrase)” line at its top, so a later build cannot tell that \(template.output) is its own and will not replace it once it changes; put those words in a comment in the template's first lines",
                            at: config.outputLocations["templates[\(index)].output"]))
                }
            case .failure(var diagnostic):
                // At the entry that names the template, when the problem has no place in the template itself.
                if diagnostic.location == nil {
                    diagnostic.location = config.outputLocations["templates[\(index)].template"]
                }
                result.diagnostics.append(diagnostic)
            }
        }
    }

    /// The Write stage: inside the project unless asked, and only over what Typesetter wrote. Two builds of one
    /// project take turns (`locksProject`); the plugin's single file needs no lock (its rename is atomic), and a
    /// plugin may not be allowed to touch the project's folder.
    private static func writeOutputs(
        _ config: BuildConfig, commandLineTarget: OutputWriter.Target?, fileSystem: FileSystem, force: Bool,
        locksProject: Bool, raised: Set<DiagnosticCode>, result: inout Result
    ) {
        let currentDirectory = fileSystem.currentDirectory()
        let project = ProjectFolder.of(
            configPath: config.path, fileSystem: fileSystem, currentDirectory: currentDirectory)
        let targets = commandLineTarget.map { [$0] } ?? config.outputTargets
        if commandLineTarget == nil, !config.options.allowOutputsOutside {
            result.diagnostics += outsideProject(targets, project: project, from: currentDirectory, config)
            guard !result.stops(raising: raised) else { return }
        }
        let writer = OutputWriter(
            fileSystem: fileSystem, targets: targets, force: force, lockFolder: locksProject ? project : nil)
        do {
            let report = try writer.write(result.outputs)
            result.writeReport = report
            result.diagnostics += report.kept.map { kept in
                let message =
                    kept.foreignContents.isEmpty
                    ? "left \(kept.path) in place: \(kept.setting) holds it, but Typesetter did not write it"
                    : "left \(kept.path) in place although the build no longer writes it: it holds \(kept.foreignContents.joined(separator: ", ")), which Typesetter did not write; remove it yourself if it should go"
                return Diagnostic(.warning, .outputKept, message, at: config.outputLocations[kept.setting])
            }
        } catch .notOwned(let refusals) {
            result.diagnostics += refusals.map { refusal in
                Diagnostic(
                    .error, .outputNotOwned,
                    "\(refusal.setting) would replace \(refusal.path), which Typesetter did not write (it carries no Typesetter mark); correct \(refusal.setting), or pass --force to replace the file",
                    at: config.outputLocations[refusal.setting])
            }
        } catch {
            result.diagnostics.append(Diagnostic(.error, .outputUnwritable, error.description, at: nil))
        }
    }

    /// An error for each of the configuration's outputs that resolves outside the project.
    private static func outsideProject(
        _ targets: [OutputWriter.Target], project: String, from currentDirectory: String, _ config: BuildConfig
    ) -> [Diagnostic] {
        targets.compactMap { target in
            let resolved = FilePath.join(currentDirectory, target.path)
            guard !FilePath.isInside(resolved, folder: project) else { return nil }
            return Diagnostic(
                .error, .outputOutsideProject,
                "\(target.setting) resolves to \(resolved), outside the project \(project) (the nearest folder above the configuration with a Package.swift, an .xcodeproj or .git); write inside it, or set `options.allowOutputsOutside: true`",
                at: config.outputLocations[target.setting])
        }
    }

    /// The warning for a configuration that names no output and no template: the build would check the
    /// tokens and write nothing, which "0 files written" alone does not explain.
    static func nothingToWrite(_ config: BuildConfig) -> Diagnostic? {
        guard config.output.paths.isEmpty, config.templates.isEmpty else { return nil }
        let keys = outputs.map { "`\($0.key)`" }
        return Diagnostic(
            .warning, .noOutputs,
            "\(FilePath.name(of: config.path)) names nothing to write (no `output:`, no `templates:`), so the build checks the tokens and writes no file; add `output:` with `swift: Generated/DesignTokens.swift` (and \(keys.dropFirst().joined(separator: ", ")) as needed), or run `typesetter check -c \(config.path)` to check only",
            at: config.source.map { SourceLocation(file: $0, line: 1, column: 1) })
    }

    /// The outputs `output:` may name, in the order they are read, emitted and written. A new output is a
    /// ``BuildOutput`` in its emitter's file and a line here.
    static let outputs: [any BuildOutput] = [
        SwiftOutput(), AssetCatalogOutput(), FontListOutput(), ModelJSONOutput(), CatalogOutput(),
    ]

    /// Every output file the configuration asks for under `output:`, with the problems found writing them.
    static func emit(_ build: OutputContext) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        for output in outputs {
            guard let path = build.config.output[output] else { continue }
            let emitted = output.emit(at: path, build)
            files += emitted.files
            diagnostics += emitted.diagnostics
        }
        return (files, diagnostics)
    }
}

extension BuildPipeline.Result {
    /// Whether the run stops: an error, or a diagnostic whose code `options.checks` raises to one; in lenient
    /// mode, an error of one style's own (``styleErrors``) leaves that style out instead.
    func stops(raising raised: Set<DiagnosticCode>) -> Bool {
        diagnostics.contains { ($0.severity == .error || raised.contains($0.code)) && !styleErrors.contains($0) }
    }
}

extension BuildPipeline {
    /// The typography tokens that errors are inside and that are not among the `checked` styles, each once
    /// with its first error, in the order found: the styles a report lists as not checked.
    static func failedStyles(
        _ diagnostics: some Sequence<Diagnostic>, checked: [String], sources: TokenSourceIndex
    ) -> [CheckReport.FailedStyle] {
        var failed: [CheckReport.FailedStyle] = []
        // The checked styles and those listed so far, one set made only once an error is inside a style (most
        // builds have none).
        var listed: Set<String>?
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let location = diagnostic.location, let path = sources.typography(containing: location) else {
                continue
            }
            if listed == nil { listed = Set(checked) }
            guard listed?.insert(path).inserted == true else { continue }
            failed.append(CheckReport.FailedStyle(path: path, error: diagnostic))
        }
        return failed
    }

    /// A token file or folder that cannot be read is reported at its entry in the configuration (the token
    /// reader knows paths, not where they were written): the longest configured path that is the diagnostic's
    /// input or a folder holding it.
    static func placed(_ diagnostics: [Diagnostic], _ config: BuildConfig) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.location == nil, diagnostic.fileLocation == nil,
                diagnostic.code == .fileUnreadable || diagnostic.code == .inputNoMatch,
                let input = diagnostic.subject?.input,
                let entry = config.inputLocations.filter({
                    input == $0.key || input.hasPrefix($0.key.hasSuffix("/") ? $0.key : $0.key + "/")
                })
                .max(by: { $0.key.count < $1.key.count })
            else { return diagnostic }
            var placed = diagnostic
            placed.location = entry.value
            return placed
        }
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
