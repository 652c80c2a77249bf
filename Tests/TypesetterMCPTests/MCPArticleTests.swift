import Foundation
import MCP
import Testing

/// The MCP article's examples are what the server answers: each ```json call block (`{"name": …, "arguments":
/// …}`) followed by a ```text block is called on the B43 example, and its text rendering compared with the block
/// (`…` standing for what the article leaves out; paths relative to the repository).
@Suite struct MCPArticleTests {
    static let article = DesignSystemServerTests.root.appendingPathComponent(
        "Sources/Typesetter/Typesetter.docc/MCP.md")

    struct Example: CustomTestStringConvertible, Sendable {
        var line: Int
        var call: String
        var result: String
        var testDescription: String { "MCP.md:\(line): \(call)" }
    }

    /// The call blocks and the result block after each.
    static func examples() throws -> [Example] {
        let lines = try String(contentsOf: article, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        var blocks: [(line: Int, language: String, text: String)] = []
        var current: (line: Int, language: String, lines: [Substring])?
        for (index, line) in lines.enumerated() where line.hasPrefix("```") || current != nil {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.line, open.language, open.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    current = (index + 1, String(line.dropFirst(3)), [])
                }
            } else {
                current?.lines.append(line)
            }
        }
        var examples: [Example] = []
        for (block, next) in zip(blocks, blocks.dropFirst())
        where block.language == "json" && block.text.contains("\"arguments\"") && next.language == "text" {
            examples.append(Example(line: block.line, call: block.text, result: next.text))
        }
        return examples
    }

    @Test func theArticleHasAnExampleOfEveryTool() throws {
        let called = try Self.examples().compactMap { example in
            (try? JSONDecoder().decode(Value.self, from: Data(example.call.utf8)))?.objectValue?["name"]?.stringValue
        }
        #expect(Set(called) == ["list_styles", "get_style", "search_tokens", "check", "diff", "usage"])
    }

    @Test(arguments: try examples())
    func exampleIsWhatTheServerAnswers(_ example: Example) async throws {
        let call = try JSONDecoder().decode(Value.self, from: Data(example.call.utf8)).objectValue
        let name = try #require(call?["name"]?.stringValue)
        // Paths in arguments are the repository's, as the article's reader runs them from its root.
        var arguments = call?["arguments"]?.objectValue ?? [:]
        for (key, value) in arguments {
            if let path = value.stringValue,
                FileManager.default.fileExists(atPath: DesignSystemServerTests.root.appendingPathComponent(path).path)
            {
                arguments[key] = .string(DesignSystemServerTests.root.appendingPathComponent(path).path)
            }
        }
        try await Connection.with(DesignSystemServerTests.b43) { connection in
            let result = try await connection.call(name, arguments)
            let text = result.text.replacingOccurrences(of: DesignSystemServerTests.root.path + "/", with: "")
            #expect(Self.matches(text, example.result), "\(name) answered:\n\(text)")
        }
    }

    /// Whether `actual` is `documented`, where `…` stands for any text (as in DocumentationCommandTests).
    static func matches(_ actual: String, _ documented: String) -> Bool {
        let parts = documented.components(separatedBy: "…").map { NSRegularExpression.escapedPattern(for: $0) }
        let pattern = "^" + parts.joined(separator: "[\\s\\S]*?") + "$"
        return actual.range(of: pattern, options: .regularExpression) != nil
    }
}
