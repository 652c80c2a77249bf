import ArgumentParser
import Foundation
import TypesetterBuild

/// `typesetter init`: writes a commented starter configuration.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write a commented starter typesetter.yml.")

    @Option(help: "Where to write it.")
    var config = "typesetter.yml"

    @Flag(help: "Replace an existing file.")
    var force = false

    func run() throws {
        if FileManager.default.fileExists(atPath: config), !force {
            printError("typesetter: error: \(config) already exists; use --force to replace it")
            throw ExitCode(1)
        }
        do {
            try Data(StarterConfig.text.utf8).write(to: URL(fileURLWithPath: config), options: .atomic)
        } catch {
            printError("typesetter: error: cannot write \(config): \(error.localizedDescription)")
            throw ExitCode(1)
        }
        print("wrote \(config)")
    }
}
