import Foundation
import TypesetterBuild
import TypesetterCore
import TypesetterDiagnostics

/// The design system a server answers from: the configuration built as `typesetter build` builds it (writing
/// nothing), built again when one of the files it read changes, so the next call sees the change.
///
/// An actor: calls arrive concurrently, and one build at a time replaces the snapshot.
public actor DesignSystemSource {
    /// The configuration file, as given.
    public let configPath: String
    private var snapshot: Snapshot?
    private var fingerprint: SourceFingerprint?
    private var roots: [String]

    public init(configPath: String) {
        self.configPath = configPath
        self.roots = [configPath]
    }

    /// The current snapshot: the last build, or a new one when a file it read has changed since.
    public func current() -> Snapshot {
        let seen = SourceFingerprint(roots: roots)
        if let snapshot, seen == fingerprint { return snapshot }
        let result = BuildPipeline.run(configPath: configPath, write: false, outputs: .modelOnly)
        var next = Snapshot(result, configPath: configPath, generation: (snapshot?.generation ?? 0) + 1)
        // The model-only build drops `output:`; the generated Swift's path names the module apps import.
        next.swiftOutput = ConfigReader.read(path: configPath).config?.output.swift
        let newRoots =
            result.config.map {
                SourceFingerprint.roots(
                    configPath: configPath, tokens: $0.tokens, resolver: $0.resolver, fonts: $0.fonts)
            } ?? [configPath]
        // A change during the build is seen on the next call: the fingerprint is the one taken before it (the
        // roots are only known once the configuration is read).
        fingerprint = newRoots == roots ? seen : SourceFingerprint(roots: newRoots)
        roots = newRoots
        snapshot = next
        return next
    }
}

/// One build of the configuration, with the indexes the tools look names up in.
public struct Snapshot: Sendable {
    public var result: BuildPipeline.Result
    public var configPath: String
    /// 1 for the first build, counting up with each rebuild after a change.
    public var generation: Int
    /// Where the configuration writes the generated Swift (`output.swift`), if it does.
    public var swiftOutput: String?

    /// The module the generated Swift compiles in: the SwiftPM target folder after `Sources/` in its path.
    var generatedModule: String? {
        guard let path = swiftOutput else { return nil }
        let components = path.split(separator: "/").map(String.init)
        guard let index = components.lastIndex(of: "Sources"), index + 1 < components.count - 1 else { return nil }
        return components[index + 1]
    }

    init(_ result: BuildPipeline.Result, configPath: String, generation: Int) {
        self.result = result
        self.configPath = configPath
        self.generation = generation
    }

    /// The model, or the tool error that lists the errors: a build that an error stopped is refused, as
    /// `dump-context` refuses it (styles that lenient mode left out for errors of their own do not stop it).
    func model() throws(ToolError) -> DesignSystem {
        guard let model = result.model, !result.isStopped else { throw unbuildable }
        return model
    }

    /// The configuration read, or the tool error with its errors.
    func config() throws(ToolError) -> BuildConfig {
        guard let config = result.config else { throw unbuildable }
        return config
    }

    /// The errors that left nothing to answer from, one `path:line:column: error: message` line each.
    var unbuildable: ToolError {
        let errors = result.diagnostics.filter { $0.severity == .error }
        let listed = DiagnosticRenderer.render(Array(errors.prefix(20)), as: .xcode)
        // With the configuration read, `check` lists the warnings too.
        let hint = result.config == nil ? "" : " (check lists every diagnostic)"
        return ToolError(
            "\(configPath) could not be built (\(errors.count) error\(errors.count == 1 ? "" : "s")); fix these and call again\(hint):\n\(listed)"
        )
    }

    /// The theme names of a themed build, the default first (empty without `themes:`).
    var themeNames: [String] { result.themes.map(\.theme.name) }

    /// The model of the theme `name` (the default theme's for `nil`), or a tool error naming the themes.
    func model(theme name: String?) throws(ToolError) -> (model: DesignSystem, checks: CheckReport?, theme: String?) {
        let model = try model()
        guard let name else { return (model, result.checks, themeNames.first) }
        guard !result.themes.isEmpty else {
            throw ToolError("unknown theme '\(name)': \(configPath) has no `themes:`; call without `theme`")
        }
        if let themed = result.themes.first(where: { $0.theme.name == name })
            ?? result.themes.first(where: { $0.theme.name.lowercased() == name.lowercased() })
        {
            return (themed.model, themed.checks, themed.theme.name)
        }
        throw ToolError(unknown: "theme", name, among: themeNames)
    }

    /// The typography style named by its Swift name or token path (case and punctuation aside), or a tool error
    /// with the nearest names.
    func style(_ name: String, in model: DesignSystem) throws(ToolError) -> TypographyStyle {
        if let style = model.typography.first(where: { $0.origin.swiftName == name || $0.origin.path == name }) {
            return style
        }
        let key = Self.lookupKey(name)
        if let style = model.typography.first(where: {
            Self.lookupKey($0.origin.swiftName) == key || Self.lookupKey($0.origin.path) == key
        }) {
            return style
        }
        throw ToolError(
            unknown: "style", name, among: model.typography.map(\.origin.swiftName),
            alsoAmong: model.typography.map(\.origin.path))
    }

    /// A name without case and punctuation: `body.medium`, `bodyMedium` and `Body-Medium` are one.
    static func lookupKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}
