import Foundation
import Testing
import TypesetterBuild
import TypesetterTokens

@Suite struct TemplateTests {
    @Test func customTemplateWithFilters() throws {
        let folder = ScratchFolder()
        writeSmallSystem(in: folder)
        folder.write(
            "names.stencil",
            """
            {% for style in typography %}
            {{ style.swiftIdentifier }} {{ style.path|swiftString }} {{ style.size }} {{ style.textStyle }}
            {% endfor %}
            {{ schemaVersion }} {{ namespace }}
            """)
        folder.write(
            "typesetter.yml",
            """
            tokens: [tokens.json]
            templates:
              - template: names.stencil
                output: Generated/names.txt
            """)
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(folder.read("Generated/names.txt") == "body \"body\" 17.0 body\n1 DesignTokens")
    }

    @Test func templateErrorsFailTheBuildAndWriteNothing() throws {
        let folder = ScratchFolder()
        writeSmallSystem(in: folder)
        folder.write("broken.stencil", "{% for style in typography %}never closed")
        folder.write(
            "typesetter.yml",
            """
            tokens: [tokens.json]
            output: { swift: Generated/Tokens.swift }
            templates:
              - { template: broken.stencil, output: Generated/a.txt }
              - { template: builtin:nope, output: Generated/b.txt }
            """)
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml")
        let messages = result.diagnostics.filter { $0.code == .templateInvalid }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.last == "no built-in template \"nope\"; built-in templates: styles-enum, catalog-markdown")
        #expect(folder.read("Generated/Tokens.swift") == nil)
    }

    @Test func contextIsVersionedAndSafe() throws {
        let folder = ScratchFolder()
        writeSmallSystem(in: folder)
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
        #expect(result.model != nil)
        let context = TemplateContext.make(result.model ?? DesignSystem(), options: BuildConfig.Options())
        #expect(context["schemaVersion"] as? Int == 1)
        #expect(context["accessModifier"] as? String == "public ")
        let styles = context["typography"] as? [[String: Any]]
        #expect(styles?.first?["swiftIdentifier"] as? String == "body")
        #expect((styles?.first?["catalogCells"] as? [String])?.count == 12)
    }
}
