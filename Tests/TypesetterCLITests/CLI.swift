import Foundation
import Testing

/// Runs the built `typesetter` binary, the way users and CI do, and captures what it printed.
struct CLI {
    /// The repository's root folder (this file is `Tests/TypesetterCLITests/CLI.swift`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Result {
        var stdout: String
        var stderr: String
        var exitCode: Int32
    }

    /// The products folder that holds both the test bundle and the `typesetter` executable.
    static let binary: URL = {
        let testExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = testExecutable.deletingLastPathComponent()
        // On Linux the test runner is `<products>/TypesetterPackageTests.xctest`; on macOS it lives inside
        // the `.xctest` bundle, three levels down.
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("typesetter")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/typesetter")
    }()

    /// Runs `python3` with `arguments`: its exit status and its output and errors together.
    static func python(_ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs `typesetter arguments…` with optional standard input, in `directory` if given.
    static func run(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently so a large output cannot fill one pipe and block the child.
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = error.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self),
            exitCode: process.terminationStatus
        )
    }

    /// Parses standard output as JSON.
    static func json(_ result: Result) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }
}
