import Foundation
import Testing

/// The Command line article lists every command with each of its arguments and options, exactly those the
/// commands declare (`typesetter --experimental-dump-help`, swift-argument-parser's description of them).
@Suite struct CommandLineArticleTests {
    static let article = "Sources/Typesetter/Typesetter.docc/CommandLine.md"
    /// What swift-argument-parser adds to every command, documented once in the article's overview.
    static let generated: Set<String> = ["-h", "--help", "--version"]

    /// Each command (`typesetter build`, `typesetter template cat`) with its option names and `<positional>`
    /// arguments, from the binary.
    static func declared() throws -> [String: Set<String>] {
        let result = try CLI.run(["--experimental-dump-help"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var commands: [String: Set<String>] = [:]
        func walk(_ command: [String: Any], _ prefix: String) {
            guard let name = command["commandName"] as? String, name != "help" else { return }
            let path = prefix.isEmpty ? name : "\(prefix) \(name)"
            var entries: Set<String> = []
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                if argument["shouldDisplay"] as? Bool == false { continue }
                if argument["kind"] as? String == "positional" {
                    entries.insert("<\(argument["valueName"] as? String ?? "")>")
                    continue
                }
                for spelling in argument["names"] as? [[String: Any]] ?? [] {
                    let dashes = spelling["kind"] as? String == "long" ? "--" : "-"
                    let option = dashes + (spelling["name"] as? String ?? "")
                    if !generated.contains(option) { entries.insert(option) }
                }
            }
            if !prefix.isEmpty { commands[path] = entries }
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] { walk(subcommand, path) }
        }
        walk(try #require(root["command"] as? [String: Any]), "")
        return commands
    }

    /// Each `## `typesetter …`` section with the names in the first cells of its table: `-c`, `--config`
    /// from `| `-c`, `--config <config>` | …`, `<files>` from `| `<files>` … | …`.
    static func documented(_ text: String) -> [String: Set<String>] {
        var sections: [String: Set<String>] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## `"), line.hasSuffix("`") {
                let name = String(line.dropFirst(4).dropLast())
                current = name
                sections[name] = sections[name] ?? []
            } else if line.hasPrefix("## ") {
                current = nil
            } else if let command = current, line.hasPrefix("| `") {
                let cell = line.dropFirst(2).prefix { $0 != "|" }
                let quoted = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map(\.element)
                for item in quoted {
                    let name = item.hasPrefix("<") ? String(item) : String(item.prefix { $0 != " " })
                    sections[command, default: []].insert(name)
                }
            }
        }
        return sections
    }

    @Test func everyCommandAndOptionIsInTheArticle() throws {
        let text = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent(Self.article), encoding: .utf8)
        let declared = try Self.declared()
        let documented = Self.documented(text)
        #expect(declared.count > 10, "the commands were not read from --experimental-dump-help")
        #expect(
            Set(declared.keys) == Set(documented.keys),
            "commands without a section: \(Set(declared.keys).subtracting(documented.keys).sorted()); sections without a command: \(Set(documented.keys).subtracting(declared.keys).sorted())"
        )
        for (command, entries) in declared.sorted(by: { $0.key < $1.key }) {
            let listed = documented[command] ?? []
            #expect(
                entries == listed,
                "\(command): not in \(Self.article): \(entries.subtracting(listed).sorted()); not an option of the command: \(listed.subtracting(entries).sorted())"
            )
        }
    }

    /// The options the issue found only `--help` showing are in the article.
    @Test func theOptionsOnlyHelpShowedAreDocumented() throws {
        let text = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent(Self.article), encoding: .utf8)
        let documented = Self.documented(text)
        #expect(
            documented["typesetter resolve"]?.isSuperset(of: ["--weight", "--line-height-scaling", "--keep-tight"])
                == true)
        #expect(documented["typesetter init"]?.isSuperset(of: ["-c", "--config", "--force"]) == true)
        #expect(documented["typesetter catalog"]?.contains("--max-warnings") == true)
    }
}
