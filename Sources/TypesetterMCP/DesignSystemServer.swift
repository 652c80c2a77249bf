import Foundation
import MCP
import TypesetterBuild

/// `typesetter mcp`: the design system served over the Model Context Protocol, for coding agents. Six read-only
/// tools (``DesignSystemTool/all``) and two resources: the style list and the catalog's overview.
public enum DesignSystemServer {
    /// The resources: what `resources/list` gives.
    public static let resources: [Resource] = [
        Resource(
            name: "styles", uri: stylesURI, title: "Typography styles",
            description:
                "Every typography style with its Swift name, token path, family, weight, size and line height at Large and text style (list_styles' answer as JSON)",
            mimeType: "application/json"),
        Resource(
            name: "catalog", uri: catalogURI, title: "Catalog overview",
            description:
                "Every style's point size / line height at each of the twelve Dynamic Type sizes, as a Markdown table (the builtin:catalog-markdown template)",
            mimeType: "text/markdown"),
    ]
    public static let stylesURI = "typesetter://styles"
    public static let catalogURI = "typesetter://catalog"

    /// What the server tells an agent on `initialize`.
    static let instructions = """
        Typesetter serves this project's design system: typography styles resolved at every Dynamic Type size, \
        the tokens, the checks and what a token change does. Call list_styles for the names the generated Swift \
        has (Text("…").typography(.name)), get_style for one style at a size (category "accessibility3", \
        boldText true), usage for the code to write, search_tokens for colors and other tokens, check after \
        editing tokens and diff {base: "git:HEAD"} to review a change. Nothing here writes files.
        """

    /// A server answering from `source`, its handlers registered; start it with a transport.
    public static func make(source: DesignSystemSource, version: String) async -> Server {
        let server = Server(
            name: "typesetter", version: version, title: "Typesetter design system", instructions: instructions,
            capabilities: .init(
                resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let tools = DesignSystemTool.all
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: tools.map(\.definition))
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            guard let tool = tools.first(where: { $0.name == parameters.name }) else {
                throw MCPError.invalidParams(
                    ToolError(unknown: "tool", parameters.name, among: tools.map(\.name)).description)
            }
            return tool.call(parameters.arguments, on: await source.current())
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: resources)
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            let snapshot = await source.current()
            switch parameters.uri {
            case stylesURI:
                let result = DesignSystemTool.listStyles.call([:], on: snapshot)
                return ReadResource.Result(contents: [try resourceContent(result, uri: stylesURI)])
            case catalogURI:
                return ReadResource.Result(contents: [try catalogOverview(snapshot)])
            default:
                throw MCPError.invalidParams(
                    ToolError(unknown: "resource", parameters.uri, among: resources.map(\.uri)).description)
            }
        }
        return server
    }

    /// Serves `source` over standard input and output until the client closes them.
    public static func serve(source: DesignSystemSource, version: String) async throws {
        let server = await make(source: source, version: version)
        try await server.start(transport: StdioTransport())
        // Built once before the first call, so that call answers as fast as the others.
        _ = await source.current()
        await server.waitUntilCompleted()
    }

    /// The styles resource: `list_styles`' structured answer as JSON, or its error.
    private static func resourceContent(_ result: CallTool.Result, uri: String) throws -> Resource.Content {
        guard result.isError != true, let structured = result.structuredContent else {
            throw MCPError.internalError(errorText(result))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(structured)
        return .text(String(decoding: data, as: UTF8.self), uri: uri, mimeType: "application/json")
    }

    /// The catalog's overview: the builtin `catalog-markdown` template rendered with the template context.
    private static func catalogOverview(_ snapshot: Snapshot) throws -> Resource.Content {
        let model: DesignSystem
        let config: BuildConfig
        do {
            model = try snapshot.model()
            config = try snapshot.config()
        } catch {
            throw MCPError.internalError(error.description)
        }
        let name = "builtin:catalog-markdown"
        let rendered = Templates.text(for: name, fileSystem: .local).flatMap {
            Templates.render($0, name: name, context: TemplateContext.make(model, options: config.options))
        }
        switch rendered {
        case .success(let text): return .text(text, uri: catalogURI, mimeType: "text/markdown")
        case .failure(let diagnostic): throw MCPError.internalError(diagnostic.message)
        }
    }

    private static func errorText(_ result: CallTool.Result) -> String {
        result.content.compactMap { content in
            if case .text(let text, _, _) = content { return text }
            return nil
        }.joined(separator: "\n")
    }
}
