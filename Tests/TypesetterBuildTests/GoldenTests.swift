import Foundation
import Testing
import TypesetterBuild

/// Three-stage golden tests: the model as JSON and the generated Swift are compared with the files
/// committed in the example packages (which the test script then compiles and tests, the third stage).
/// Re-record with `TYPESETTER_RECORD=1 swift test --filter GoldenTests`, then review the diff.
@Suite struct GoldenTests {
    /// The example configurations. Showcase reads the font subsets it bundles (`Scripts/make-showcase-fonts`).
    @Test(arguments: [
        "B43/typesetter.yml", "Injection/typesetter.yml", "Showcase/Sources/ShowcaseTokens/typesetter.yml",
        "Themes/typesetter.yml", "Themes/studio/typesetter.yml",
    ])
    func exampleOutputsMatchTheCommittedFiles(config: String) throws {
        let path = repositoryRoot.appendingPathComponent("Examples/\(config)").path
        let result = BuildPipeline.run(configPath: path, write: false)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(!result.outputs.isEmpty)
        try expectOutputsMatchCommittedFiles(result.outputs, rerecordFilter: "GoldenTests")
    }

}
