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

    @Test(arguments: ["Colors.xcassets/../../escaped.txt", "Colors.xcassets/../Tokens.swift.bak", "elsewhere.txt", "Colors.xcassets"])
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
