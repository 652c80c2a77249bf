import Foundation

/// A fresh folder holding the given files (names may contain `/`), for tests of loading from disk.
struct TemporaryFolder {
    let path: String

    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("typesetter-\(UUID().uuidString)").path
        for (name, text) in files {
            let url = URL(fileURLWithPath: path + "/" + name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
