import ArgumentParser
import Foundation
import TypesetterBuild
import TypesetterDiagnostics

/// `typesetter init`: a starter that builds at once, or, with `--from`, the configuration for an existing export.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract:
            "Start a project: a configuration and a token file that build at once, or one for an export you have.",
        discussion: """
            Without --from, writes typesetter.yml and tokens/typography.json beside it: five styles in the system \
            font that build and catalog with no error and no warning. With --from, looks at an existing export \
            (a Tokens Studio project, a Style Dictionary tree, a Figma variables export, DTCG or YAML token files, \
            a resolver document) and writes the configuration that builds it: its inputs, lenient mode when strict \
            reading fails, appearances from its themes or modes, and missingFontFamily when the families' font \
            files are not found, each with a comment saying why. Existing files are replaced only with --force.
            """)

    @Option(name: [.customShort("c"), .long], help: "Where to write the configuration.")
    var config = "typesetter.yml"

    @Option(
        help: ArgumentHelp(
            "An existing export to configure: a folder, a token file or a resolver document (repeat for several files).",
            valueName: "path"))
    var from: [String] = []

    @Flag(help: "Replace existing files.")
    var force = false

    func run() throws {
        let folder = FilePath.directory(of: config)
        let tokens = FilePath.join(folder, StarterConfig.tokensPath)
        let written = from.isEmpty ? [config, tokens] : [config]
        if !force, let existing = written.first(where: { FileManager.default.fileExists(atPath: $0) }) {
            printError("typesetter: error: \(existing) already exists; use --force to replace it")
            throw ExitCode(1)
        }
        let configOption = config == "typesetter.yml" ? "" : " -c \(config)"
        guard !from.isEmpty else {
            try write(StarterConfig.text, to: config)
            try write(StarterConfig.tokens, to: tokens)
            print(
                """
                wrote \(config) and \(tokens): five styles in the system font
                next:
                  typesetter build\(configOption)     writes \(FilePath.join(folder, "Generated/DesignTokens.swift"))
                  typesetter catalog\(configOption)   writes \(FilePath.join(folder, "Generated/Catalog/index.html")): every style at every size
                  typesetter report\(configOption)    every style's checks at the twelve text sizes
                """)
            return
        }
        let inspection: ExportInspection
        switch ExportInspection.inspect(from, configPath: config) {
        case .success(let found): inspection = found
        case .failure(let failure):
            printError("typesetter: error: \(failure.message)")
            throw ExitCode(1)
        }
        try write(inspection.configuration, to: config)
        print("wrote \(config): \(inspection.findings.joined(separator: "; "))")
        if !inspection.remainingErrors.isEmpty {
            print(
                "a trial build still reports \(plural(inspection.remainingErrors.count, "error")): `typesetter build\(configOption)` lists them"
            )
        }
        print(
            """
            next:
              typesetter build\(configOption)
              typesetter catalog\(configOption)
              typesetter report\(configOption)
            """)
    }

    private func write(_ text: String, to path: String) throws {
        do {
            let folder = FilePath.directory(of: path)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("typesetter: error: cannot write \(path): \(error.localizedDescription)")
            throw ExitCode(1)
        }
    }
}
