import MCP

/// One tool of the server: what `tools/list` says of it and what a call does with a snapshot of the design
/// system. A value, as the build's outputs and rules are; ``all`` lists them in the order agents see them.
public struct DesignSystemTool: Sendable {
    /// The MCP tool: name, description, input schema, and the read-only hint.
    public let definition: Tool
    /// The argument names the tool takes (anything else is refused).
    let arguments: [String]
    private let body: @Sendable (ToolArguments, Snapshot) throws -> ToolOutput

    init(
        name: String, description: String, schema: Value, arguments: [String],
        body: @escaping @Sendable (ToolArguments, Snapshot) throws -> ToolOutput
    ) {
        // Every tool reads: none writes a file, and calling one twice changes nothing.
        self.definition = Tool(
            name: name, description: description, inputSchema: schema,
            annotations: .init(readOnlyHint: true, idempotentHint: true, openWorldHint: false))
        self.arguments = arguments
        self.body = body
    }

    public var name: String { definition.name }

    /// The six tools, in the order `tools/list` gives them.
    public static let all: [DesignSystemTool] = [listStyles, getStyle, searchTokens, check, diff, usage]

    /// Runs the tool on `snapshot`: its answer, or the tool error (`isError: true`) that says what was wrong.
    public func call(_ arguments: [String: Value]?, on snapshot: Snapshot) -> CallTool.Result {
        do {
            let parsed = try ToolArguments(arguments, tool: name, accepted: self.arguments)
            let output = try body(parsed, snapshot)
            return CallTool.Result(
                content: [.text(text: output.text, annotations: nil, _meta: nil)],
                structuredContent: Optional(output.structured),
                isError: false)
        } catch {
            // Every body throws ToolError; anything else is said as it is rather than lost.
            let message = (error as? ToolError)?.description ?? "\(name) failed: \(error)"
            return CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
        }
    }
}
