import Foundation
import Testing
import TypesetterBuild
import TypesetterTokens

/// The repository root, from this file's location.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Whether golden files are re-recorded instead of compared (`TYPESETTER_RECORD=1 swift test`).
let recordingGoldens = ProcessInfo.processInfo.environment["TYPESETTER_RECORD"] == "1"

/// Compares each output of a build with the file committed at its path (or, when recording, writes it);
/// a difference names the file and the `--filter` that re-records it.
func expectOutputsMatchCommittedFiles(
    _ outputs: [OutputFile], rerecordFilter filter: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    for output in outputs {
        let url = URL(fileURLWithPath: output.path)
        if recordingGoldens {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.contents).write(to: url)
            continue
        }
        let committed = try #require(
            FileManager.default.contents(atPath: output.path), "missing golden \(output.path)",
            sourceLocation: sourceLocation)
        #expect(
            [UInt8](committed) == output.contents,
            "\(output.path) differs: run TYPESETTER_RECORD=1 swift test --filter \(filter)",
            sourceLocation: sourceLocation)
    }
}

/// A scratch folder, removed when the value is released.
final class ScratchFolder {
    let url: URL
    var path: String { url.path }

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("typesetter-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) -> String {
        let file = url.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file)
        return file.path
    }

    func read(_ relativePath: String) -> String? {
        (try? Data(contentsOf: url.appendingPathComponent(relativePath))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file under the folder with its bytes, for byte-identity checks.
    func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        while let item = enumerator?.nextObject() as? URL {
            if let data = try? Data(contentsOf: item), !item.hasDirectoryPath {
                files[String(item.path.dropFirst(url.path.count))] = data
            }
        }
        return files
    }
}

extension FileSystem {
    /// The real file system, except that writing any path containing `fragment` fails with `reason`.
    static func failingWrites(toPathsContaining fragment: String, reason: String) -> FileSystem {
        var failing = FileSystem.local
        let local = FileSystem.local
        failing.write = { path, bytes in
            if path.contains(fragment) { throw FileSystemError(path: path, reason: reason) }
            try local.write(path, bytes)
        }
        return failing
    }

    /// The local file system counting its changing operations (write, rename, remove, create folder) and
    /// failing the `step`-th one (1-based), or none when `step` is `nil`.
    final class StepCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        let failingStep: Int?
        init(failingStep: Int?) { self.failingStep = failingStep }
        var steps: Int { lock.withLock { count } }
        func step(_ path: String) throws {
            let current = lock.withLock {
                count += 1; return count
            }
            if current == failingStep {
                throw FileSystemError(path: path, reason: "injected failure at step \(current)")
            }
        }
        var fileSystem: FileSystem {
            var counting = FileSystem.local
            let local = FileSystem.local
            counting.write = { path, bytes in
                try self.step(path); try local.write(path, bytes)
            }
            counting.rename = { source, destination in
                try self.step(destination); try local.rename(source, destination)
            }
            counting.remove = { path in
                try self.step(path); try local.remove(path)
            }
            counting.createDirectory = { path in
                try self.step(path); try local.createDirectory(path)
            }
            return counting
        }
    }

    static func failing(atStep step: Int?) -> StepCounter { StepCounter(failingStep: step) }
}

/// A small design system in a scratch folder: one typography, one color, one dimension.
func writeSmallSystem(in folder: ScratchFolder, fontSize: String = "17") {
    folder.write(
        "tokens.json",
        """
        {
          "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": \(fontSize), "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } },
          "color": { "$type": "color", "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0.478, 1] } } },
          "spacing": { "$type": "dimension", "md": { "$value": { "value": 16, "unit": "px" } } }
        }
        """)
    folder.write(
        "typesetter.yml",
        """
        tokens: [tokens.json]
        output:
          swift: Generated/Tokens.swift
          assetCatalog: Generated/Colors.xcassets
          fontList: Generated/fonts.txt
          json: Generated/model.json
        """)
}
