import Foundation
import Testing
import TypesetterBuild

/// A build that fails leaves the previous outputs byte for byte as they were.
@Suite struct FaultTests {
    @Test func badTokenLeavesOutputsUntouched() throws {
        let folder = ScratchFolder()
        writeSmallSystem(in: folder)
        let config = folder.path + "/typesetter.yml"
        let good = BuildPipeline.run(configPath: config)
        #expect(!good.hasErrors, "\(good.diagnostics)")
        #expect(good.writeReport?.written.count == 5)
        let before = folder.snapshot()

        writeSmallSystem(in: folder, fontSize: "\"seventeen\"")
        let bad = BuildPipeline.run(configPath: config)
        #expect(bad.hasErrors)
        #expect(bad.writeReport == nil)
        var after = folder.snapshot()
        after["/tokens.json"] = before["/tokens.json"]
        #expect(after == before)
    }

    @Test func missingFaceLeavesOutputsUntouched() throws {
        let folder = ScratchFolder()
        writeSmallSystem(in: folder)
        let config = folder.path + "/typesetter.yml"
        #expect(!BuildPipeline.run(configPath: config).hasErrors)
        let before = folder.snapshot()
        let tokens = try #require(folder.read("tokens.json")).replacingOccurrences(
            of: "\"system-ui\"", with: "\"Inter\"")
        folder.write("tokens.json", tokens)
        let result = BuildPipeline.run(configPath: config)
        #expect(result.diagnostics.contains { $0.code == .fontFamilyMissing })
        var after = folder.snapshot()
        after["/tokens.json"] = before["/tokens.json"]
        #expect(after == before)
    }

    @Test func unwritableOutputLeavesOutputsUntouched() throws {
        let folder = ScratchFolder()
        writeSmallSystem(in: folder)
        let config = folder.path + "/typesetter.yml"
        #expect(!BuildPipeline.run(configPath: config).hasErrors)
        // A change to every output, then a file system that refuses the model file.
        writeSmallSystem(in: folder, fontSize: "18")
        let before = folder.snapshot()
        let failing = FileSystem.failingWrites(toPathsContaining: "model.json", reason: "Permission denied")
        let result = BuildPipeline.run(configPath: config, fileSystem: failing)
        #expect(result.diagnostics.contains { $0.code == .outputUnwritable })
        #expect(folder.snapshot() == before)
    }
}
