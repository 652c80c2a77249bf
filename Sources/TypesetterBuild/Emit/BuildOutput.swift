import TypesetterCore
import TypesetterFonts

/// An output of `typesetter build`: a key under `output:` in the configuration (`swift: Generated/Tokens.swift`),
/// how its path is checked, and the files it writes there.
///
/// Each output is defined in its emitter's file (``SwiftOutput`` in SwiftEmitter.swift) and listed once, in
/// ``BuildPipeline/outputs``. That list gives the keys `output:` accepts and the order they are read, emitted
/// and written in; the setting a message names is `output.` and the key.
protocol BuildOutput: Sendable {
    /// The key under `output:`.
    var key: String { get }
    /// What the path is to the Write stage: a file (the default), an asset catalog, a listed folder.
    var writeKind: OutputWriter.Target.Kind { get }
    /// What is wrong with a configured path (resolved), as the configuration's error says it, or `nil`.
    func problem(with path: String) -> String?
    /// The files written at `path` (and any problems found writing them).
    func emit(at path: String, _ build: OutputContext) -> (files: [OutputFile], diagnostics: [Diagnostic])
}

extension BuildOutput {
    var writeKind: OutputWriter.Target.Kind { .file }

    func problem(with path: String) -> String? { nil }

    /// The setting that names the output in the configuration and in messages.
    var setting: String { "output.\(key)" }
}

/// What an output is made from: the model and everything else the build knows by the Emit stage.
struct OutputContext {
    var model: DesignSystem
    var config: BuildConfig
    /// A themed build's themes, the default first (whose values `model` holds); empty otherwise.
    var themes: [BuildPipeline.ThemedModel] = []
    /// What the Check stage found (the default theme's), `nil` when it did not run.
    var checks: CheckReport?
    var fonts: FontCatalog?
    var fileSystem: FileSystem = .local
    /// The Dynamic Type table the catalog site is laid out with (`typesetter catalog --platform`).
    var platform: Platform = .iOS

    /// The first line of a generated file that is not Swift, which marks it as Typesetter's
    /// (``OwnershipMark``).
    var header: String { OwnershipMark.header(from: FilePath.name(of: config.path)) + ". Do not edit" }
}

extension BuildConfig.Outputs {
    /// The path configured for `output`, if any.
    subscript(_ output: any BuildOutput) -> String? {
        get { paths[output.key] }
        set { paths[output.key] = newValue }
    }
}
