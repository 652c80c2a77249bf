import Foundation
@testable import TypesetterFonts

/// The real fonts the test script installs (Scripts/install-test-deps). Tests that use them fail, not
/// skip, when they are missing: CI installs them, so a missing font is a broken setup.
enum RealFonts {
    static let packages = [
        "fonts-noto-cjk", "fonts-inter", "fonts-inter-variable", "fonts-dejavu-core",
        "fonts-roboto-unhinted", "fonts-nanum", "fonts-ipafont-gothic",
    ]

    /// Every font file the packages install, from `dpkg -L`, sorted.
    static let files: [String] = {
        var files: [String] = []
        for package in packages {
            let output = (try? run("/usr/bin/dpkg", ["-L", package]).stdout) ?? ""
            for line in output.split(separator: "\n") {
                let path = String(line)
                let lower = path.lowercased()
                guard [".ttf", ".otf", ".ttc", ".otc"].contains(where: { lower.hasSuffix($0) }) else { continue }
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files.append(path)
                }
            }
        }
        return Array(Set(files)).sorted()
    }()

    static func path(_ suffix: String) -> String? { files.first { $0.hasSuffix("/" + suffix) } }

    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:]
    ) throws -> (stdout: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
