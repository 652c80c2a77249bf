import Foundation
import Testing

/// Every command the README, CONTRIBUTING.md, the DocC articles and the examples' READMEs show is run: the `typesetter` ones here,
/// through the built binary (their documented output compared with what they print, `…` standing for what
/// the text leaves out), the others by a script CI runs, named in ``elsewhere``. A command added to the
/// documentation that is neither fails this suite.
@Suite struct DocumentationCommandTests {
    /// The documents, relative to the repository: an example's README shows its build, which runs here too.
    static var documents: [String] {
        let catalog = "Sources/Typesetter/Typesetter.docc"
        let articles =
            ((try? FileManager.default.contentsOfDirectory(
                atPath: CLI.repositoryRoot.appendingPathComponent(catalog).path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        let examples =
            ((try? FileManager.default.contentsOfDirectory(
                atPath: CLI.repositoryRoot.appendingPathComponent("Examples").path)) ?? [])
            .sorted().map { "Examples/\($0)/README.md" }
            .filter { FileManager.default.fileExists(atPath: CLI.repositoryRoot.appendingPathComponent($0).path) }
        return ["README.md", "CONTRIBUTING.md"] + articles + examples
    }

    /// One command shown in a code block, with the output shown after it (`$ command` blocks).
    struct Command: CustomTestStringConvertible {
        var document: String
        var line: Int
        var text: String
        var output: String?
        /// The other commands of its block, for a block that is a sequence (`typesetter init` then `build`).
        var block: [String]

        var testDescription: String { "\(document):\(line): \(text)" }

        /// The arguments after `typesetter`, or nil when it is not a typesetter command.
        /// `typesetter ARGS`, `swift run typesetter ARGS` and `swift run --package-path P typesetter ARGS`.
        var arguments: [String]? {
            var words = DocumentationCommandTests.words(text)
            if words.starts(with: ["swift", "run"]) {
                words.removeFirst(2)
                while let first = words.first, first.hasPrefix("-") {
                    words.removeFirst(first == "--package-path" ? min(2, words.count) : 1)
                }
            }
            guard words.first == "typesetter" else { return nil }
            return Array(words.dropFirst())
        }
    }

    /// Commands run by a script CI runs rather than here, by their first words, with the script.
    static let elsewhere: [String: String] = [
        "Scripts/test": ".ci/run",
        "Scripts/format --lint": ".ci/run",
        "Scripts/docs": "Scripts/test",
        "Scripts/check-binary-plugin": "Scripts/test (on Linux)",
        "Scripts/check-action": "Scripts/test (on Linux)",
        "Scripts/release": "Scripts/check-binary-plugin (Scripts/test, on Linux)",
        "swift test --filter": "Scripts/test (swift test)",
        "Scripts/realworld": "by hand: it reads the acceptance corpus beside the repository, which CI's clone lacks",
        "swift build -c release --product typesetter": "Benchmarks and Scripts/realworld build it so",
        "Scripts/build-release":
            "by hand: a static release build takes longer than CI's budget allows next to the suite",
        "swift run -c release": "by hand: benchmarks, whose figures the Performance article quotes",
        "Benchmarks/": "by hand: benchmarks, whose figures the Performance article quotes",
        "xdg-open": "a browser, by hand",
        "mkdir": "a shell step of the block around it",
        "cd ": "a shell step of the block around it",
    ]

    /// `typesetter` commands not run here, by document and first arguments, with why.
    static let illustrations: [String: String] = [
        "ChecksAndPopulations.md: build --dry-run":
            "a tokens.json in Inter from Debian's fonts, shown in the text; CheckTests and ComponentFitTests run the fit check",
        "FontsAndVariableFonts.md: fonts opentype/inter/Inter-MediumItalic.otf":
            "Debian's /usr/share/fonts; FontsCommandTests runs typesetter fonts on the same files",
    ]

    static func commands() throws -> [Command] {
        var found: [Command] = []
        for document in documents {
            let text = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent(document), encoding: .utf8)
            var language: String?
            var block: [(line: Int, text: String)] = []
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("```") {
                    if let current = language {
                        found += parse(block, language: current, document: document)
                        language = nil
                    } else {
                        language = String(line.dropFirst(3))
                        block = []
                    }
                } else if language != nil {
                    block.append((index + 1, String(line)))
                }
            }
        }
        return found
    }

    /// The commands of one code block: `$ command` lines with the output under them, or in an `sh` block every
    /// line that is not a comment.
    static func parse(_ block: [(line: Int, text: String)], language: String, document: String) -> [Command] {
        var commands: [Command] = []
        var index = 0
        let isShell = language == "sh"
        while index < block.count {
            let (number, raw) = block[index]
            index += 1
            guard
                raw.hasPrefix("$ ")
                    || (isShell && !raw.trimmingCharacters(in: .whitespaces).isEmpty && !raw.hasPrefix("#"))
            else { continue }
            var text = uncommented(raw.hasPrefix("$ ") ? String(raw.dropFirst(2)) : raw)
            while text.hasSuffix("\\"), index < block.count {
                text = String(text.dropLast()) + uncommented(block[index].text)
                index += 1
            }
            var output: [String] = []
            if raw.hasPrefix("$ ") {
                while index < block.count, !block[index].text.hasPrefix("$ ") {
                    output.append(uncommented(block[index].text))
                    index += 1
                }
                while output.last?.isEmpty == true { output.removeLast() }
            }
            commands.append(
                Command(
                    document: document, line: number, text: text,
                    output: output.isEmpty ? nil : output.joined(separator: "\n") + "\n", block: []))
        }
        let texts = commands.map(\.text)
        return commands.map { command in
            var command = command
            command.block = texts
            return command
        }
    }

    /// A line without its trailing `  # comment`.
    static func uncommented(_ line: String) -> String {
        guard let range = line.range(of: #"\s{2,}# .*$"#, options: .regularExpression) else { return line }
        return String(line[..<range.lowerBound])
    }

    /// Shell words: spaces separate, quotes group.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// Whether `actual` is `documented`, where `…` stands for any text.
    static func matches(_ actual: String, _ documented: String) -> Bool {
        let parts = documented.components(separatedBy: "…").map { NSRegularExpression.escapedPattern(for: $0) }
        let pattern = "^" + parts.joined(separator: "[\\s\\S]*?") + "$"
        return actual.range(of: pattern, options: .regularExpression) != nil
    }

    /// The diagnostic lines of a block that shows output without its command (`error: … [code]`, `note: …`,
    /// `fix-it: …`, in the text or the `path:line:column:` form), by document and line.
    static func diagnosticsShownAlone() throws -> [(place: String, message: String)] {
        let line = try Regex(#"^(?:\S+:\d+:\d+: )?(error|warning|note|fix-it): (.+)$"#)
        var found: [(String, String)] = []
        for document in documents {
            let text = try String(contentsOf: CLI.repositoryRoot.appendingPathComponent(document), encoding: .utf8)
            var block: [(Int, String)]?
            var language = ""
            for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = raw.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("```") {
                    if let lines = block {
                        if language.isEmpty || language == "text", !lines.contains(where: { $0.1.hasPrefix("$ ") }) {
                            for (number, content) in lines {
                                if let match = content.wholeMatch(of: line), let message = match.output[2].substring {
                                    found.append(("\(document):\(number)", String(message)))
                                }
                            }
                        }
                        block = nil
                    } else {
                        language = String(trimmed.dropFirst(3))
                        block = []
                    }
                } else if block != nil {
                    block?.append((index + 1, trimmed))
                }
            }
        }
        return found
    }

    /// A diagnostic an article shows without the command that prints it is one a test renders as exact text:
    /// its message (`…` standing for what the article leaves out) is in a test's expected output, so a change
    /// to the message fails that test, and a message the build no longer prints fails here.
    @Test func everyDiagnosticShownAloneIsOneATestRenders() throws {
        let shown = try Self.diagnosticsShownAlone()
        #expect(shown.count > 5, "the articles' diagnostic excerpts were not found")
        let tests = DocumentationExcerptSources.testSources()
        for (place, message) in shown {
            // The message with its code, or without it where a test compares the message alone.
            let plain = message.replacingOccurrences(of: #" \[[a-z0-9.\-]+\]$"#, with: "", options: .regularExpression)
            let parts = plain.components(separatedBy: "…").map { NSRegularExpression.escapedPattern(for: $0) }
            let pattern = parts.joined(separator: ".*?")
            #expect(
                tests.range(of: pattern, options: .regularExpression) != nil
                    || Self.interpolatedLineMatches(plain, in: tests),
                "\(place): `\(message)` is not in any test's expected output")
        }
    }

    /// Every ```swift block of the README and the DocC catalog is one `Scripts/check-doc-snippets` (which
    /// `Scripts/test` runs) type-checks or a marked fragment, and its snippet comment reads: the script's list
    /// (which compiles nothing) names as many blocks as the documents hold, each checked or a fragment.
    @Test func everySwiftBlockIsTypeCheckedOrAFragment() throws {
        let catalog = CLI.repositoryRoot.appendingPathComponent("Sources/Typesetter/Typesetter.docc")
        var documents = [CLI.repositoryRoot.appendingPathComponent("README.md")]
        let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
        while let item = enumerator?.nextObject() as? URL {
            if item.pathExtension == "md" { documents.append(item) }
        }
        let blocks = try documents.reduce(0) { count, document in
            let text = try String(contentsOf: document, encoding: .utf8)
            return count
                + text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == "```swift" }.count
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Scripts/check-doc-snippets", "--list"]
        process.currentDirectoryURL = CLI.repositoryRoot
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(problems)")
        let lines = listed.split(separator: "\n")
        #expect(blocks > 5, "the documents' Swift blocks were not found")
        #expect(
            lines.count == blocks,
            "Scripts/check-doc-snippets lists \(lines.count) blocks, the documents hold \(blocks)")
        #expect(
            lines.allSatisfy {
                $0.hasSuffix(": fragment") || $0.contains(": ios") || $0.contains(": macos") || $0.contains(": tvos")
                    || $0.contains(": visionos") || $0.contains(": watchos")
            })
    }

    /// Whether a test's expected line with interpolations (`…, and \\(outcome) [code]`), each standing for any
    /// text, gives `message`: it starts after the line's `error: ` (or `warning: `, `note: `), holds the text
    /// between the interpolations in order, and ends where the line's text before its code does.
    static func interpolatedLineMatches(_ message: String, in tests: String) -> Bool {
        let interpolation = #/\\\([^()]*\)/#
        for line in tests.split(separator: "\n") where line.contains("\\(") {
            let pieces = String(line).split(separator: interpolation, omittingEmptySubsequences: false).map(String.init)
            guard pieces.count > 1, let first = pieces.first, let last = pieces.last,
                let label = first.range(of: #"(error|warning|note): "#, options: .regularExpression)
            else { continue }
            let head = String(first[label.upperBound...])
            // (A line that is mostly interpolation says nothing about the message.)
            guard head.count >= 20, message.hasPrefix(head) else { continue }
            var rest = message.dropFirst(head.count)
            var found = true
            for piece in pieces.dropFirst().dropLast() {
                guard let range = rest.range(of: piece) else {
                    found = false
                    break
                }
                rest = rest[range.upperBound...]
            }
            if found, rest.hasSuffix(last.components(separatedBy: " [").first ?? last) { return true }
        }
        return false
    }

    @Test func everyCommandIsRunHereOrByAScript() throws {
        let commands = try Self.commands()
        #expect(commands.count > 20, "the documents' commands were not found")
        for command in commands where command.arguments == nil {
            #expect(
                Self.elsewhere.keys.contains { command.text.hasPrefix($0) },
                "\(command.document):\(command.line): `\(command.text)` is run neither by this suite nor by a script")
        }
    }

    @Test(arguments: try commands().filter { $0.arguments != nil })
    func typesetterCommand(_ command: Command) throws {
        let arguments = try #require(command.arguments)
        let name = command.document.split(separator: "/").last.map(String.init) ?? command.document
        if Self.illustrations.keys.contains(where: {
            $0 == "\(name): \(arguments.joined(separator: " "))"
                || "\(name): \(arguments.joined(separator: " "))".hasPrefix($0)
        }) {
            return
        }
        // A block that starts a project runs in an empty folder, every typesetter command of it in order.
        if command.block.contains(where: { $0.hasPrefix("typesetter init") }) {
            let folder = try InitCommandTests.emptyFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            for text in command.block {
                var step = command
                step.text = text
                guard let arguments = step.arguments else { continue }
                let result = try CLI.run(arguments, in: folder)
                #expect(result.exitCode == 0, "\(command.document):\(command.line): \(text): \(result.stderr)")
                if text == command.text { break }
            }
            return
        }
        // The token forms' colors.json is a fixture.
        var folder = CLI.repositoryRoot
        var scratch: URL?
        if arguments.contains("colors.json") {
            let created = try InitCommandTests.emptyFolder()
            try FileManager.default.copyItem(
                at: CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/documentation/colors.json"),
                to: created.appendingPathComponent("colors.json"))
            // The article runs `tokens` on it "after fixing both" (tokens prints nothing while there are errors).
            if arguments.first == "tokens" {
                let file = created.appendingPathComponent("colors.json")
                let fixed = try String(contentsOf: file, encoding: .utf8)
                    .replacingOccurrences(of: "accnet", with: "accent").replacingOccurrences(of: "Bold", with: "bold")
                try Data(fixed.utf8).write(to: file)
            }
            folder = created
            scratch = created
        }
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        let result = try CLI.run(arguments, in: folder)
        // colors.json as shown has two errors; a diff whose output shows a worse change exits 1.
        let failing =
            (scratch != nil && arguments.first != "tokens")
            || (arguments.first == "diff" && command.output?.contains("worse: ") == true)
            || (arguments.first == "diff" && command.output?.contains("| ⚠ |") == true)
        #expect(result.exitCode == (failing ? 1 : 0), "\(result.stderr)")
        guard let output = command.output else { return }
        #expect(
            Self.matches(result.stderr + result.stdout, output) || Self.matches(result.stdout, output),
            "\(command.document):\(command.line): the documented output differs:\n\(result.stderr + result.stdout)")
    }
}

/// The test sources, joined: where the documentation's diagnostic excerpts must appear as expected output.
enum DocumentationExcerptSources {
    static func testSources() -> String {
        let root = CLI.repositoryRoot.appendingPathComponent("Tests")
        var texts: [String] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let item = enumerator?.nextObject() as? URL {
            if item.pathExtension == "swift", !item.lastPathComponent.hasPrefix("DocumentationCommandTests"),
                let data = try? Data(contentsOf: item)
            {
                texts.append(String(decoding: data, as: UTF8.self))
            }
        }
        return texts.joined(separator: "\n")
    }
}
