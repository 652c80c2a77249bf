import Foundation
import Testing
import TypesetterBuild

@Suite struct WriterTests {
    /// `text` under a header that carries Typesetter's mark, as every file it writes does.
    static func marked(_ text: String) -> String { "// \(OwnershipMark.phrase)\n\(text)" }

    /// A colorset `Contents.json` written by `author` (Typesetter's or Xcode's).
    static func colorset(author: String) -> String {
        #"{ "colors" : [], "info" : { "author" : "\#(author)", "version" : 1 } }"#
    }

    /// Writer targets: files (settings named after them) and asset catalogs.
    static func targets(files: [String], catalogs: [String] = []) -> [OutputWriter.Target] {
        files.map { OutputWriter.Target($0, setting: FilePath.name(of: $0)) }
            + catalogs.map { OutputWriter.Target($0, setting: "output.assetCatalog", kind: .assetCatalog) }
    }

    @Test func writesOnlyWhatChanged() throws {
        let folder = ScratchFolder()
        let swift = folder.path + "/out/Tokens.swift"
        let writer = OutputWriter(targets: Self.targets(files: [swift]))
        let first = try writer.write([OutputFile(path: swift, text: Self.marked("one"))])
        #expect(first.written == [swift])
        let second = try writer.write([OutputFile(path: swift, text: Self.marked("one"))])
        #expect(second.written.isEmpty)
        #expect(second.unchanged == [swift])
        _ = try writer.write([OutputFile(path: swift, text: Self.marked("two"))])
        #expect(folder.read("out/Tokens.swift") == Self.marked("two"))
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["Tokens.swift"])
    }

    @Test(arguments: [
        "Colors.xcassets/../../escaped.txt", "Colors.xcassets/../Tokens.swift.bak", "elsewhere.txt", "Colors.xcassets",
    ])
    func neverWritesOutsideTheOutputs(relative: String) throws {
        let folder = ScratchFolder()
        let writer = OutputWriter(
            targets: Self.targets(files: [folder.path + "/Tokens.swift"], catalogs: [folder.path + "/Colors.xcassets"]))
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
        let a = folder.write("a.txt", Self.marked("old a"))
        let b = folder.write("b.txt", Self.marked("old b"))
        let before = folder.snapshot()
        let failing = FileSystem.failingWrites(toPathsContaining: "b.txt", reason: "disk full")
        let writer = OutputWriter(fileSystem: failing, targets: Self.targets(files: [a, b]))
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
    /// colorset and a stale one (and one of the app's, which stays). The file system fails at its n-th
    /// changing operation (write, rename, remove, create folder), for every n up to the number a successful
    /// write takes: each failed write must leave every file and folder exactly as it was.
    @Test func aFailureAtAnyStepLeavesEverythingAsItWas() throws {
        func scenario() -> (ScratchFolder, OutputWriter.Type, [String], [String], [OutputFile]) {
            let folder = ScratchFolder()
            let changed = folder.write("Tokens.swift", Self.marked("old swift"))
            let unchanged = folder.write("fonts.txt", "same")
            folder.write("Colors.xcassets/stale.colorset/Contents.json", Self.colorset(author: "typesetter"))
            folder.write("Colors.xcassets/kept.colorset/Contents.json", Self.colorset(author: "typesetter"))
            folder.write("Colors.xcassets/AccentColor.colorset/Contents.json", Self.colorset(author: "xcode"))
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
            let report = try OutputWriter(
                fileSystem: counter.fileSystem, targets: Self.targets(files: files, catalogs: folders)
            ).write(outputs)
            #expect(report.written.count == 4)
            #expect(report.removed == [folder.path + "/Colors.xcassets/stale.colorset"])
            #expect(report.kept.map(\.path) == [folder.path + "/Colors.xcassets/AccentColor.colorset"])
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
                _ = try OutputWriter(
                    fileSystem: failing.fileSystem, targets: Self.targets(files: files, catalogs: folders)
                ).write(outputs)
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
        let a = folder.write("a.txt", Self.marked("old a"))
        let b = folder.write("b.txt", Self.marked("old b"))
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
        let writer = OutputWriter(fileSystem: fileSystem, targets: Self.targets(files: [a, b]))
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
        #expect(folder.read("b.txt") == Self.marked("old b"))
    }

    /// A catalog shared with the app: only the stale colorset Typesetter wrote goes. The app's color, icon and
    /// image stay, and so does a stale colorset that holds a file of the user's; both are reported. The app's
    /// own catalog `Contents.json` is kept as Xcode wrote it.
    @Test func staleColorsetsAreRemovedOnlyWhenTypesetterWroteThem() throws {
        let folder = ScratchFolder()
        let catalog = folder.path + "/Assets.xcassets"
        folder.write("Assets.xcassets/Contents.json", Self.colorset(author: "xcode"))
        folder.write("Assets.xcassets/old.colorset/Contents.json", Self.colorset(author: "typesetter"))
        folder.write("Assets.xcassets/old.colorset/.DS_Store", "Finder")
        folder.write("Assets.xcassets/noted.colorset/Contents.json", Self.colorset(author: "typesetter"))
        folder.write("Assets.xcassets/noted.colorset/README.md", "why this color exists")
        folder.write("Assets.xcassets/AccentColor.colorset/Contents.json", Self.colorset(author: "xcode"))
        folder.write("Assets.xcassets/AppIcon.appiconset/Contents.json", Self.colorset(author: "xcode"))
        folder.write("Assets.xcassets/Logo.imageset/Contents.json", Self.colorset(author: "xcode"))
        let before = folder.snapshot()
        let writer = OutputWriter(targets: Self.targets(files: [], catalogs: [catalog]))
        let report = try writer.write([
            OutputFile(path: catalog + "/Contents.json", text: Self.colorset(author: "typesetter"), isShared: true),
            OutputFile(path: catalog + "/new.colorset/Contents.json", text: Self.colorset(author: "typesetter")),
        ])
        #expect(report.removed == [catalog + "/old.colorset"])
        #expect(report.written == [catalog + "/new.colorset/Contents.json"])
        #expect(report.unchanged == [catalog + "/Contents.json"])
        #expect(
            report.kept == [
                OutputWriter.Kept(
                    path: catalog + "/AccentColor.colorset", setting: "output.assetCatalog", foreignContents: []),
                OutputWriter.Kept(
                    path: catalog + "/noted.colorset", setting: "output.assetCatalog", foreignContents: ["README.md"]),
            ])
        var after = folder.snapshot()
        #expect(after.removeValue(forKey: "/Assets.xcassets/new.colorset/Contents.json") != nil)
        #expect(after == before.filter { !$0.key.hasPrefix("/Assets.xcassets/old.colorset/") })
    }

    /// An existing file without the mark is not replaced: the write fails before anything is written, naming
    /// the file and its setting; `force` replaces it.
    @Test func replacesOnlyWhatCarriesTheMark() throws {
        let folder = ScratchFolder()
        let plist = folder.write("Info.plist", "<plist>the team's own</plist>\n")
        let swift = folder.path + "/Generated/Tokens.swift"
        let before = folder.snapshot()
        let targets = [
            OutputWriter.Target(plist, setting: "output.fontList"), OutputWriter.Target(swift, setting: "output.swift"),
        ]
        let outputs = [
            OutputFile(path: plist, text: "# Generated by Typesetter\n"), OutputFile(path: swift, text: "new"),
        ]
        #expect(throws: OutputWriter.WriteError.notOwned([.init(path: plist, setting: "output.fontList")])) {
            try OutputWriter(targets: targets).write(outputs)
        }
        #expect(folder.snapshot() == before)
        let forced = try OutputWriter(targets: targets, force: true).write(outputs)
        #expect(forced.written == [plist, swift].sorted())
        #expect(folder.read("Info.plist") == "# Generated by Typesetter\n")
    }

    /// Outputs of versions before the mark are recognised by their content: what the build writes without its
    /// mark line, or a mark of theirs (the catalog page's generator tag).
    @Test func adoptsWhatAnEarlierVersionWrote() throws {
        let folder = ScratchFolder()
        let json = folder.write("model.json", "{\n  \"accessLevel\": \"public\"\n}\n")
        let page = folder.write("Site/index.html", "<head>\n<meta name=\"generator\" content=\"Typesetter\">\nold\n")
        let targets = [
            OutputWriter.Target(json, setting: "output.json"),
            OutputWriter.Target(
                folder.path + "/Site", setting: "output.catalog", kind: .listedFolder(marker: "list.txt")),
        ]
        let report = try OutputWriter(targets: targets).write([
            OutputFile(
                path: json, text: "{\n  \"$comment\": \"Generated by Typesetter\",\n  \"accessLevel\": \"public\"\n}\n"),
            OutputFile(path: page, text: "<head>\n<meta name=\"generator\" content=\"Typesetter\">\nnew\n"),
        ])
        #expect(report.written == [json, page].sorted())
        // Another model is not the same file without its mark.
        folder.write("model.json", "{\n  \"accessLevel\": \"internal\"\n}\n")
        #expect(throws: OutputWriter.WriteError.self) {
            try OutputWriter(targets: targets).write([
                OutputFile(
                    path: json,
                    text: "{\n  \"$comment\": \"Generated by Typesetter\",\n  \"accessLevel\": \"public\"\n}\n")
            ])
        }
    }

    /// A listed folder (the catalog site): the files its marker listed that the build no longer writes go;
    /// files it never listed stay and are reported; a listed path outside the folder is never touched.
    @Test func aListedFolderRemovesOnlyTheFilesItListed() throws {
        let folder = ScratchFolder()
        let site = folder.path + "/Site"
        folder.write("Site/list.txt", "# \(OwnershipMark.phrase)\nindex.html\nfonts/Old.otf\n../outside.txt\n")
        folder.write("Site/index.html", "old page")
        folder.write("Site/fonts/Old.otf", "old font")
        folder.write("Site/fonts/Mine.otf", "the user's")
        folder.write("Site/README.md", "the user's")
        folder.write("Site/.DS_Store", "Finder")
        folder.write("outside.txt", "elsewhere")
        let writer = OutputWriter(
            targets: [OutputWriter.Target(site, setting: "output.catalog", kind: .listedFolder(marker: "list.txt"))])
        let report = try writer.write([
            OutputFile(path: site + "/index.html", text: "new page"),
            OutputFile(path: site + "/fonts/New.otf", text: "new font"),
            OutputFile(path: site + "/list.txt", text: "# \(OwnershipMark.phrase)\nfonts/New.otf\nindex.html\n"),
        ])
        #expect(report.removed == [site + "/fonts/Old.otf"])
        #expect(report.kept.map(\.path) == [site + "/README.md", site + "/fonts/Mine.otf"])
        #expect(folder.read("Site/index.html") == "new page")
        #expect(folder.read("outside.txt") == "elsewhere")
        #expect(folder.read("Site/fonts/Mine.otf") == "the user's")
    }

    @Test func marks() {
        #expect(OwnershipMark.isMarked(Array("// Generated by Typesetter from typesetter.yml. Do not edit:\n".utf8)))
        #expect(OwnershipMark.isMarked(Array(Self.colorset(author: "typesetter").utf8)))
        #expect(!OwnershipMark.isMarked(Array(Self.colorset(author: "xcode").utf8)))
        // Another layout of the same member, as a JSON tool might rewrite it.
        #expect(OwnershipMark.isMarked(Array(#"{"info":{"version":1,"author":"typesetter"}}"#.utf8)))
        #expect(!OwnershipMark.isMarked(Array(#"{"info":{"author":"xcode"},"note":"typesetter"}"#.utf8)))
        #expect(!OwnershipMark.isMarked(Array("<plist>\n".utf8)))
        // Only the head counts: a file that mentions the words far down is not marked by them.
        #expect(!OwnershipMark.isMarked(Array((String(repeating: "x\n", count: 600) + OwnershipMark.phrase).utf8)))
        // A line break in the configuration's name cannot end the header's line.
        #expect(OwnershipMark.header(from: "a\nb.yml") == "Generated by Typesetter from a b.yml")
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
