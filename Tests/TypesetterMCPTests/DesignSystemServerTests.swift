import Foundation
import MCP
import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterMCP

/// The server's tools through the SDK's own client over its in-memory transport: what an agent sees, on the
/// repository's examples (B43: system-font styles; Themes: brands × densities; Showcase: components).
@Suite struct DesignSystemServerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let b43 = root.appendingPathComponent("Examples/B43/typesetter.yml").path
    static let themes = root.appendingPathComponent("Examples/Themes/typesetter.yml").path
    static let showcase = root.appendingPathComponent("Examples/Showcase/Sources/ShowcaseTokens/typesetter.yml").path

    @Test func listsTheSixReadOnlyToolsWithSchemas() async throws {
        try await Connection.with(Self.b43) { connection in
            let tools = try await connection.client.listTools().tools
            #expect(tools.map(\.name) == ["list_styles", "get_style", "search_tokens", "check", "diff", "usage"])
            for tool in tools {
                #expect(tool.annotations.readOnlyHint == true)
                #expect(tool.inputSchema.objectValue?["type"] == "object")
                #expect((tool.description ?? "").count > 100)
            }
            let getStyle = try #require(tools.first { $0.name == "get_style" })
            #expect(getStyle.inputSchema.objectValue?["required"] == ["name"])
            let properties = getStyle.inputSchema.objectValue?["properties"]?.objectValue
            #expect(properties.map { Set($0.keys) } == ["name", "category", "boldText", "theme", "platform"])
        }
    }

    @Test func listStylesGivesEveryStyleAtLarge() async throws {
        try await Connection.with(Self.b43) { connection in
            let result = try await connection.call("list_styles")
            #expect(result.isError == false)
            let styles = try #require(result.structuredContent?.objectValue?["styles"]?.arrayValue)
            #expect(
                styles.compactMap { $0.objectValue?["name"]?.stringValue } == [
                    "bodySmall", "bodyMedium", "bodyLarge", "displaySmall", "displayMedium", "displayLarge",
                    "labelSmall", "labelMedium", "labelLarge",
                ])
            let bodyMedium = try #require(styles[1].objectValue)
            #expect(bodyMedium["path"] == "body.medium")
            #expect(bodyMedium["size"] == 15)
            #expect(bodyMedium["lineHeight"] == 21)
            #expect(bodyMedium["textStyle"] == "subheadline")
            #expect(bodyMedium["family"] == "system")
            #expect(bodyMedium["weight"] == 400)
            #expect(
                result.text.hasPrefix(
                    "9 typography styles in \(Self.b43)\nbodySmall (body.small): system 400, 13/18.2 pt at large, footnote\n"
                ))
        }
    }

    /// `get_style` gives, at every size, the numbers `dump-context` gives (the template context's `atEverySize`).
    @Test func getStyleAgreesWithTheTemplateContextAtEverySize() async throws {
        let build = BuildPipeline.run(configPath: Self.b43, write: false, outputs: .modelOnly)
        let model = try #require(build.model)
        let context = TemplateContext.make(model, options: try #require(build.config?.options))
        let entries = try #require(context["typography"] as? [[String: Any]])
        try await Connection.with(Self.b43) { connection in
            for entry in entries {
                let name = try #require(entry["swiftName"] as? String)
                let sizes = try #require(entry["atEverySize"] as? [[String: Any]])
                for size in sizes {
                    let category = try #require(size["category"] as? String)
                    let result = try await connection.call(
                        "get_style", ["name": .string(name), "category": .string(category)])
                    let style = try #require(result.structuredContent?.objectValue)
                    #expect(style["pointSize"]?.number == size["pointSize"] as? Double, "\(name) at \(category)")
                    #expect(style["lineHeight"]?.number == size["lineHeight"] as? Double, "\(name) at \(category)")
                    #expect(style["tracking"]?.number == size["kerning"] as? Double, "\(name) at \(category)")
                }
            }
        }
    }

    @Test func getStyleGrowsAtAccessibilitySizesAndWithBoldText() async throws {
        try await Connection.with(Self.b43) { connection in
            let large = try await connection.call("get_style", ["name": "body.medium"])
            let ax3 = try await connection.call("get_style", ["name": "bodyMedium", "category": "AX3"])
            let bold = try await connection.call("get_style", ["name": "bodyMedium", "boldText": true])
            let largeSize = try #require(large.structuredContent?.objectValue?["pointSize"]?.number)
            let ax3Size = try #require(ax3.structuredContent?.objectValue?["pointSize"]?.number)
            #expect(largeSize == 15)
            #expect(ax3Size == 36)
            #expect(ax3.structuredContent?.objectValue?["category"] == "accessibility3")
            #expect(bold.structuredContent?.objectValue?["face"]?.objectValue?["weight"] == 500)
            #expect(
                ax3.text
                    == """
                    bodyMedium (body.medium) at accessibility3: 36 pt on a 50.4 pt line, tracking 0 pt, system 400, scales with subheadline
                    SwiftUI: lineHeight(.exact(points: 50.4)) on the 26 releases; before, lineSpacing 7.44 + vertical padding 3.72
                    UIKit: minimum/maximum line height 50.4, baseline offset 1.86, tracking 0
                    no check finds anything at this size
                    """)
            // A fixed style keeps its size and offers the Large Content Viewer.
            let fixed = try await connection.call("get_style", ["name": "labelSmall", "category": "accessibility5"])
            #expect(fixed.structuredContent?.objectValue?["pointSize"] == 11)
            #expect(fixed.structuredContent?.objectValue?["swiftUI"]?.objectValue?["largeContentViewer"] == true)
            // Another platform's table: tvOS has one size per style.
            let tv = try await connection.call(
                "get_style", ["name": "bodyLarge", "category": "AX5", "platform": "tvOS"])
            #expect(tv.isError == false)
            #expect(tv.structuredContent?.objectValue?["platform"] == "tvOS")
        }
    }

    @Test func getStyleGivesTheFindingsAtThatSize() async throws {
        try await Connection.with(Self.b43) { connection in
            let result = try await connection.call("get_style", ["name": "displayMedium", "category": "xLarge"])
            let findings = try #require(result.structuredContent?.objectValue?["findings"]?.arrayValue)
            #expect(findings.count == 1)
            let finding = try #require(findings.first?.objectValue)
            #expect(finding["code"] == "check.lines-overlap")
            #expect(finding["severity"] == "warning")
            #expect(
                finding["file"] == "Examples/B43/tokens/typography.json"
                    || finding["file"]?.stringValue?.hasSuffix("Examples/B43/tokens/typography.json") == true)
            #expect(finding["line"] == 52)
            #expect(finding["sizes"]?.arrayValue?.count == 12)
            #expect(finding["shareOfUsers"] == 1)
        }
    }

    @Test func badInputIsAToolErrorWithTheValidValuesAndTheServerAnswersAfter() async throws {
        try await Connection.with(Self.b43) { connection in
            let unknown = try await connection.call("get_style", ["name": "bodyMediun"])
            #expect(unknown.isError == true)
            #expect(
                unknown.text
                    == "unknown style 'bodyMediun'; did you mean 'bodyMedium' or 'body.medium'? valid values: bodySmall, bodyMedium, bodyLarge, displaySmall, displayMedium, displayLarge, labelSmall, labelMedium, labelLarge"
            )
            let category = try await connection.call("get_style", ["name": "bodyMedium", "category": "huge"])
            #expect(
                category.text
                    == "unknown category 'huge'; valid values: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"
            )
            let theme = try await connection.call("get_style", ["name": "bodyMedium", "theme": "dark"])
            #expect(theme.text == "unknown theme 'dark': \(Self.b43) has no `themes:`; call without `theme`")
            let platform = try await connection.call("get_style", ["name": "bodyMedium", "platform": "visionOS"])
            #expect(
                platform.text
                    == "Apple publishes no visionOS Dynamic Type table; visionOS follows the iOS table: use platform iOS"
            )
            let argument = try await connection.call("get_style", ["nmae": "bodyMedium"])
            #expect(
                argument.text
                    == "get_style has no argument 'nmae'; did you mean 'name'? it takes name, category, boldText, theme, platform"
            )
            let type = try await connection.call("get_style", ["name": 12])
            #expect(type.text == "get_style: `name` must be a string, not the number 12")
            let missing = try await connection.call("get_style")
            #expect(missing.text == "get_style: `name` is required (a non-empty string)")
            // An unknown tool is a protocol error (invalid params) naming the tools.
            await #expect(throws: MCPError.self) { _ = try await connection.call("get_styles") }
            let after = try await connection.call("get_style", ["name": "bodyMedium"])
            #expect(after.isError == false)
            #expect(after.structuredContent?.objectValue?["pointSize"] == 15)
        }
    }

    @Test func themesAreListedAndResolved() async throws {
        try await Connection.with(Self.themes) { connection in
            let list = try await connection.call("list_styles")
            let structured = try #require(list.structuredContent?.objectValue)
            #expect(
                structured["themes"] == [
                    "brandARegular", "brandACompact", "brandBRegular", "brandBCompact", "brandCRegular",
                    "brandCCompact",
                ])
            let title = try #require(structured["styles"]?.arrayValue?.first { $0.objectValue?["name"] == "title" })
            #expect(
                title.objectValue?["themes"] == ["brandBRegular", "brandBCompact", "brandCRegular", "brandCCompact"])
            let base = try await connection.call("get_style", ["name": "title"])
            let brandB = try await connection.call("get_style", ["name": "typography.title", "theme": "brandBCompact"])
            #expect(base.structuredContent?.objectValue?["pointSize"] == 28)
            #expect(brandB.structuredContent?.objectValue?["pointSize"] == 30)
            #expect(brandB.structuredContent?.objectValue?["face"]?.objectValue?["systemDesign"] == "serif")
            let unknown = try await connection.call("get_style", ["name": "title", "theme": "brandBCompakt"])
            #expect(unknown.isError == true)
            #expect(unknown.text.hasPrefix("unknown theme 'brandBCompakt'; did you mean 'brandBCompact' or "))
        }
    }

    @Test func searchTokensFindsByNameAndValueWithAppearancesAndThemes() async throws {
        try await Connection.with(Self.themes) { connection in
            let result = try await connection.call("search_tokens", ["query": "color.text", "type": "color"])
            let tokens = try #require(result.structuredContent?.objectValue?["tokens"]?.arrayValue)
            let text = try #require(tokens.first { $0.objectValue?["path"] == "color.text" }?.objectValue)
            #expect(text["aliasChain"] == ["palette.text", "brand.textLight"])
            #expect(text["appearances"]?.objectValue?["any"]?.objectValue?["hex"] == "#1C1C1E")
            #expect(text["appearances"]?.objectValue?["dark"]?.objectValue?["hex"] == "#F2F2F7")
            #expect(
                text["themes"]?.objectValue?["brandBRegular"]?.objectValue?["any"]?.objectValue?["hex"] == "#202020")
            let byValue = try await connection.call("search_tokens", ["query": "#0a64d2"])
            #expect((byValue.structuredContent?.objectValue?["count"]?.intValue ?? 0) >= 1)
            let badType = try await connection.call("search_tokens", ["query": "x", "type": "colour"])
            #expect(badType.isError == true)
            #expect(
                badType.text.hasPrefix("unknown type 'colour'; did you mean 'color'? valid values: color, dimension"))
        }
    }

    @Test func checkListsTheFindingsWithSizesAndShares() async throws {
        try await Connection.with(Self.b43) { connection in
            let result = try await connection.call("check")
            let structured = try #require(result.structuredContent?.objectValue)
            #expect(structured["errors"] == 0)
            #expect(structured["warnings"] == 2)
            let findings = try #require(structured["diagnostics"]?.arrayValue).filter {
                $0.objectValue?["code"] == "check.lines-overlap"
            }
            #expect(
                findings.compactMap { $0.objectValue?["style"]?.stringValue } == ["display.medium", "display.large"])
            #expect(
                result.text.hasPrefix(
                    "0 errors, 2 warnings\n2 styles have findings that affect 100% of users (coarse population); the other 7 pass at every size\n"
                ))
        }
    }

    @Test func usageWritesTheCodeForStylesAndComponents() async throws {
        try await Connection.with(Self.b43) { connection in
            let swiftUI = try await connection.call("usage", ["name": "body.medium"])
            #expect(swiftUI.structuredContent?.objectValue?["imports"] == ["Typesetter", "B43Tokens"])
            #expect(
                swiftUI.text.hasPrefix("import Typesetter\nimport B43Tokens\n\nText(\"…\").typography(.bodyMedium)"))
            let uiKit = try await connection.call("usage", ["name": "bodyMedium", "framework": "uikit"])
            #expect(uiKit.text.contains("let label = TypographyLabel(typography: .bodyMedium)"))
            let bad = try await connection.call("usage", ["name": "bodyMedium", "framework": "Flutter"])
            #expect(bad.text == "unknown framework 'Flutter'; valid values: SwiftUI, UIKit, AppKit")
        }
        try await Connection.with(Self.showcase) { connection in
            let button = try await connection.call("usage", ["name": "component.button.primary", "framework": "UIKit"])
            #expect(button.structuredContent?.objectValue?["kind"] == "button")
            #expect(button.text.contains("button.applyComponentStyle(.primary)"))
            let appKit = try await connection.call("usage", ["name": "primary", "framework": "AppKit"])
            #expect(appKit.isError == true)
            #expect(appKit.text.hasPrefix("the runtime has no AppKit helper for components"))
            // `caption` is both a style and a label: both are given.
            let caption = try await connection.call("usage", ["name": "caption"])
            #expect(caption.structuredContent?.objectValue?["kind"] == "typography and label")
            #expect(caption.text.contains("Text(\"…\").componentStyle(.caption)"))
        }
    }

    @Test func resourcesGiveTheStyleListAndTheCatalogOverview() async throws {
        try await Connection.with(Self.b43) { connection in
            let resources = try await connection.client.listResources().resources
            #expect(resources.map(\.uri) == ["typesetter://styles", "typesetter://catalog"])
            let styles = try await connection.client.readResource(uri: "typesetter://styles")
            let json = try #require(styles.first?.text)
            let decoded = try JSONDecoder().decode(Value.self, from: Data(json.utf8))
            #expect(decoded.objectValue?["count"] == 9)
            let catalog = try await connection.client.readResource(uri: "typesetter://catalog")
            let markdown = try #require(catalog.first?.text)
            #expect(markdown.hasPrefix("# Typography catalog"))
            #expect(markdown.contains("| `body.medium` | subheadline | 12/16.8 | 13/18.2 | 14/19.6 | 15/21 |"))
        }
    }

    /// The next call after a token file changes sees the change; a configuration that stops building is a tool
    /// error, and the server answers again once it is fixed.
    @Test func rebuildsWhenASourceChanges() async throws {
        let folder = try Self.copyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("typesetter.yml").path
        let reference = folder.appendingPathComponent("tokens/reference.json")
        let original = try String(contentsOf: reference, encoding: .utf8)
        try await Connection.with(config) { connection in
            let before = try await connection.call("get_style", ["name": "bodyLarge"])
            #expect(before.structuredContent?.objectValue?["pointSize"] == 17)
            let edited = original.replacingOccurrences(
                of: #""lg": { "$value": { "value": 17, "unit": "px" } }"#,
                with: #""lg": { "$value": { "value": 18, "unit": "px" } }"#)
            #expect(edited != original)
            try Self.write(edited, to: reference)
            let after = try await connection.call("get_style", ["name": "bodyLarge"])
            #expect(after.structuredContent?.objectValue?["pointSize"] == 18)
            // The diff against the original example says what changed.
            let diff = try await connection.call("diff", ["base": .string(Self.b43)])
            #expect(diff.isError == false)
            #expect(diff.text.contains("body.large"))
            #expect(diff.structuredContent?.objectValue?["changes"]?.arrayValue?.isEmpty == false)
            let missing = try await connection.call("diff", ["base": "/nonexistent/typesetter.yml"])
            #expect(
                missing.text
                    == "/nonexistent/typesetter.yml does not exist: pass a configuration, a tokens file or folder, or git:REV"
            )
            // Broken JSON: every tool says why, naming the file and line.
            try Self.write("{ \"fontSize\": ", to: reference)
            let broken = try await connection.call("list_styles")
            #expect(broken.isError == true)
            #expect(broken.text.contains("could not be built"))
            #expect(broken.text.contains("tokens/reference.json:1:"))
            try Self.write(original, to: reference)
            let fixed = try await connection.call("get_style", ["name": "bodyLarge"])
            #expect(fixed.structuredContent?.objectValue?["pointSize"] == 17)
        }
    }

    @Test func anUnreadableConfigurationIsAToolError() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("typesetter.yml")
        try Self.write("tokens: [missing.json]\nnot yaml: [\n", to: config)
        try await Connection.with(config.path) { connection in
            for tool in ["list_styles", "check", "usage", "search_tokens"] {
                let arguments: [String: Value] =
                    tool == "usage" ? ["name": "body"] : tool == "search_tokens" ? ["query": "a"] : [:]
                let result = try await connection.call(tool, arguments)
                #expect(result.isError == true, "\(tool)")
                #expect(
                    result.text.hasPrefix("\(config.path) could not be built (1 error); fix these and call again:\n"))
            }
        }
    }

    // MARK: Helpers

    /// A copy of the B43 example's configuration and tokens in a temporary folder.
    static func copyOfB43() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-b43-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        for file in ["typesetter.yml", "tokens/reference.json", "tokens/typography.json"] {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent("Examples/B43").appendingPathComponent(file),
                to: folder.appendingPathComponent(file))
        }
        return folder
    }

    /// Writes `text`, with a modification time later than the file's, whatever the file system's resolution.
    static func write(_ text: String, to url: URL) throws {
        let previous = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
        try Data(text.utf8).write(to: url)
        if let previous {
            try FileManager.default.setAttributes(
                [.modificationDate: previous.addingTimeInterval(2)], ofItemAtPath: url.path)
        }
    }
}

/// A client connected to a server for one configuration over the SDK's in-memory transport.
struct Connection {
    var client: Client
    var server: Server

    static func with(_ configPath: String, _ body: (Connection) async throws -> Void) async throws {
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        let server = await DesignSystemServer.make(source: DesignSystemSource(configPath: configPath), version: "test")
        try await server.start(transport: serverSide)
        let client = Client(name: "DesignSystemServerTests", version: "1")
        _ = try await client.connect(transport: clientSide)
        let connection = Connection(client: client, server: server)
        do {
            try await body(connection)
        } catch {
            await connection.close()
            throw error
        }
        await connection.close()
    }

    func call(_ tool: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
        let context: RequestContext<CallTool.Result> = try await client.callTool(name: tool, arguments: arguments)
        return try await context.value
    }

    func close() async {
        await client.disconnect()
        await server.stop()
    }
}

extension CallTool.Result {
    /// The text rendering (the first content).
    var text: String {
        guard case .text(let text, _, _)? = content.first else { return "" }
        return text
    }
}

extension Value {
    /// An integer or a double as a double.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}
