import Foundation
import Testing
import TypesetterBuild

@Suite struct WriterTests {
    @Test func writesOnlyWhatChanged() throws {
        let folder = ScratchFolder()
        let swift = folder.path + "/out/Tokens.swift"
        let writer = OutputWriter(files: [swift], folders: [])
        let first = try writer.write([OutputFile(path: swift, text: "one")])
        #expect(first.written == [swift])
        let second = try writer.write([OutputFile(path: swift, text: "one")])
        #expect(second.written.isEmpty)
        #expect(second.unchanged == [swift])
        _ = try writer.write([OutputFile(path: swift, text: "two")])
        #expect(folder.read("out/Tokens.swift") == "two")
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["Tokens.swift"])
    }

    @Test(arguments: [
        "Colors.xcassets/../../escaped.txt", "Colors.xcassets/../Tokens.swift.bak", "elsewhere.txt", "Colors.xcassets",
    ])
    func neverWritesOutsideTheOutputs(relative: String) throws {
        let folder = ScratchFolder()
        let writer = OutputWriter(files: [folder.path + "/Tokens.swift"], folders: [folder.path + "/Colors.xcassets"])
        #expect(throws: OutputWriter.WriteError.self) {
            try writer.write([
                OutputFile(path: folder.path + "/Tokens.swift", text: "fine"),
                OutputFile(path: folder.path + "/" + relative, text: "escaped"),
            ])
        }
        // Nothing at all was written: the check runs before the first byte.
        #expect(folder.snapshot().isEmpty)
    }

    @Test func failedWriteLeavesPreviousOutputsUntouched() throws {
        let folder = ScratchFolder()
        let a = folder.write("a.txt", "old a")
        let b = folder.write("b.txt", "old b")
        let before = folder.snapshot()
        let failing = FileSystem.failingWrites(toPathsContaining: "b.txt", reason: "disk full")
        let writer = OutputWriter(fileSystem: failing, files: [a, b], folders: [])
        #expect(throws: OutputWriter.WriteError.self) {
            try writer.write([OutputFile(path: a, text: "new a"), OutputFile(path: b, text: "new b")])
        }
        #expect(folder.snapshot() == before)
    }

    /// Every file and folder under the scratch folder with its bytes (folders as empty data).
    static func entries(_ folder: ScratchFolder) -> [String: Data] {
        var entries: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder.url, includingPropertiesForKeys: nil)
        while let item = enumerator?.nextObject() as? URL {
            entries[String(item.path.dropFirst(folder.url.path.count))] = (try? Data(contentsOf: item)) ?? Data()
        }
        return entries
    }

    /// A scenario with every kind of step: a changed file, an unchanged one, a new file in a new folder, a new
    /// colorset and a stale one. The file system fails at its n-th changing operation (write, rename,
    /// remove, create folder), for every n up to the number a successful write takes: each failed write must
    /// leave every file and folder exactly as it was.
    @Test func aFailureAtAnyStepLeavesEverythingAsItWas() throws {
        func scenario() -> (ScratchFolder, OutputWriter.Type, [String], [String], [OutputFile]) {
            let folder = ScratchFolder()
            let changed = folder.write("Tokens.swift", "old swift")
            let unchanged = folder.write("fonts.txt", "same")
            folder.write("Colors.xcassets/stale.colorset/Contents.json", "stale")
            folder.write("Colors.xcassets/kept.colorset/Contents.json", "old kept")
            let catalog = folder.path + "/Colors.xcassets"
            let newFile = folder.path + "/Generated/Deep/model.json"
            return (
                folder, OutputWriter.self, [changed, unchanged, newFile], [catalog],
                [
                    OutputFile(path: changed, text: "new swift"), OutputFile(path: unchanged, text: "same"),
                    OutputFile(path: newFile, text: "{}"),
                    OutputFile(path: catalog + "/kept.colorset/Contents.json", text: "new kept"),
                    OutputFile(path: catalog + "/new.colorset/Contents.json", text: "new"),
                ]
            )
        }
        // Count the steps of a write that succeeds.
        let counter = FileSystem.failing(atStep: nil)
        do {
            let (folder, _, files, folders, outputs) = scenario()
            let report = try OutputWriter(fileSystem: counter.fileSystem, files: files, folders: folders).write(outputs)
            #expect(report.written.count == 4)
            #expect(report.removed == [folder.path + "/Colors.xcassets/stale.colorset"])
            #expect(folder.read("Colors.xcassets/stale.colorset/Contents.json") == nil)
            #expect(Self.entries(folder).keys.allSatisfy { !$0.contains(".typesetter-") })
        }
        let steps = counter.steps
        #expect(steps >= 14)
        var failures = 0
        for step in 1...steps {
            let (folder, _, files, folders, outputs) = scenario()
            let before = Self.entries(folder)
            let failing = FileSystem.failing(atStep: step)
            do {
                _ = try OutputWriter(fileSystem: failing.fileSystem, files: files, folders: folders).write(outputs)
                // Only removing a backup after everything succeeded may fail without failing the write.
                #expect(folder.read("Tokens.swift") == "new swift", "step \(step)")
            } catch {
                failures += 1
                #expect(Self.entries(folder) == before, "step \(step) of \(steps): \(error)")
                #expect("\(error)".hasSuffix("previous outputs are untouched"), "step \(step)")
            }
        }
        #expect(failures >= steps - 3)
    }

    @Test func aFailedUndoSaysWhatIsNotRestored() throws {
        let folder = ScratchFolder()
        let a = folder.write("a.txt", "old a")
        let b = folder.write("b.txt", "old b")
        var fileSystem = FileSystem.local
        let local = FileSystem.local
        // Renaming b into place fails, and so does renaming a's previous version back.
        fileSystem.rename = { source, destination in
            if (destination == b && !source.hasSuffix(".previous"))
                || (source.hasSuffix(".previous") && destination == a)
            {
                throw FileSystemError(path: destination, reason: "I/O error")
            }
            try local.rename(source, destination)
        }
        let writer = OutputWriter(fileSystem: fileSystem, files: [a, b], folders: [])
        do {
            _ = try writer.write([OutputFile(path: a, text: "new a"), OutputFile(path: b, text: "new b")])
            Issue.record("the write should fail")
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix("could not write \(b): "))
            #expect(message.contains("undoing the write failed too, so some outputs are not as they were: "))
            #expect(message.contains("\(a) could not be restored ("))
            #expect(message.contains("its previous version is \(folder.path)/.a.txt.typesetter-"))
            #expect(!message.contains("untouched"))
        }
        #expect(folder.read("b.txt") == "old b")
    }

    @Test func staleColorsetsAreRemoved() throws {
        let folder = ScratchFolder()
        let catalog = folder.path + "/Colors.xcassets"
        folder.write("Colors.xcassets/old.colorset/Contents.json", "{}")
        let writer = OutputWriter(files: [], folders: [catalog])
        let report = try writer.write([OutputFile(path: catalog + "/new.colorset/Contents.json", text: "{}")])
        #expect(report.removed == [catalog + "/old.colorset"])
        #expect(folder.read("Colors.xcassets/new.colorset/Contents.json") == "{}")
        #expect(folder.read("Colors.xcassets/old.colorset/Contents.json") == nil)
    }

    @Test func paths() {
        #expect(FilePath.normalize("a/./b/../c") == "a/c")
        #expect(FilePath.normalize("a/b/c") == "a/b/c")
        #expect(FilePath.normalize("/a/b") == "/a/b")
        #expect(FilePath.normalize("a//b/") == "a/b")
        #expect(FilePath.normalize("./a") == "a")
        #expect(FilePath.normalize("a/..") == ".")
        #expect(FilePath.normalize("a/.b/..c") == "a/.b/..c")
        #expect(FilePath.normalize("/") == "/")
        #expect(FilePath.normalize("../x") == "../x")
        #expect(FilePath.normalize("/a/../../b") == "/b")
        #expect(FilePath.isInside("out/Colors.xcassets/a.colorset", folder: "out/Colors.xcassets"))
        #expect(!FilePath.isInside("out/Colors.xcassets2/a", folder: "out/Colors.xcassets"))
        #expect(!FilePath.isInside("out/Colors.xcassets/../../x", folder: "out/Colors.xcassets"))
        #expect(FilePath.relative("Examples/B43/tokens/a.json", to: "Examples/B43") == "tokens/a.json")
        #expect(FilePath.join("Examples/B43", "../B43/tokens") == "Examples/B43/tokens")
    }
}
