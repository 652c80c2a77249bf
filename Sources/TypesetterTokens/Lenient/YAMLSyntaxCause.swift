import Foundation

/// Where a YAML syntax error comes from (in `typesetter.yml` or a YAML token file), when libyaml reports it
/// further down: an unclosed `[` or `{` is noticed where the list can no longer go on (often many lines
/// below), a key without its `:` on the line after it, an unclosed quote at the end of the file. The text is
/// read again to find the cause: the opening bracket, the line without its colon, the opening quote. Anything
/// else keeps libyaml's location.
public enum YAMLSyntaxCause {
    public struct Cause: Equatable, Sendable {
        public var message: String
        /// 1-based, like libyaml's marks.
        public var line: Int
        public var column: Int
    }

    /// The cause of libyaml's `problem` at `line`:`column` in `text`, given its context (what it was reading and
    /// where that began).
    public static func find(
        problem: String, context: (text: String, line: Int, column: Int)?, line: Int, column: Int, text: [UInt8]
    ) -> Cause? {
        let lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        return find(problem: problem, context: context, line: line, column: column, lines: lines)
    }

    /// The cause of libyaml's `problem` at `line`:`column` (1-based), given its context (what it was reading
    /// and where that began) and the file's lines.
    static func find(
        problem: String, context: (text: String, line: Int, column: Int)?, line: Int, column: Int, lines: [String]
    ) -> Cause? {
        if problem.contains("expected ',' or ']'") || problem.contains("expected ',' or '}'") {
            return unclosedBracket(line: line, column: column, lines: lines)
        }
        if problem.contains("could not find expected ':'") {
            return missingColon(line: line, lines: lines, context: context)
        }
        // A key without its colon right above a key at the same indentation: YAML reads the two lines as one
        // plain text, then finds the second's colon where a value cannot have one.
        if problem.contains("mapping values are not allowed"), line >= 2, line <= lines.count {
            let indentation = { (text: String) in text.prefix { $0 == " " }.count }
            let above = lines[..<(line - 1)].lastIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if let above, indentation(lines[above]) == indentation(lines[line - 1]) {
                return missingColon(line: above + 1, lines: lines, context: nil)
            }
        }
        if let context, context.text.contains("quoted scalar") {
            return Cause(
                message: "the quoted text that starts here is not closed: end it with the same quote",
                line: context.line, column: context.column)
        }
        return nil
    }

    /// The innermost `[` or `{` still open where libyaml stopped: the text up to there is scanned for brackets
    /// outside quotes and comments (libyaml's context, "while parsing a flow sequence", names the outermost).
    static func unclosedBracket(line: Int, column: Int, lines: [String]) -> Cause? {
        var open: [(bracket: Character, line: Int, column: Int)] = []
        scan: for (index, text) in lines.enumerated() where index < line {
            var quote: Character?
            var previous: Character = " "
            for (offset, character) in text.enumerated() {
                if index + 1 == line && offset + 1 >= column { break scan }
                if let current = quote {
                    if character == current { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == "#" && (previous == " " || previous == "\t") {
                    break
                } else if character == "[" || character == "{" {
                    open.append((character, index + 1, offset + 1))
                } else if character == "]" || character == "}" {
                    if !open.isEmpty { open.removeLast() }
                }
                previous = character
            }
        }
        guard let innermost = open.last else { return nil }
        let closing = innermost.bracket == "[" ? "]" : "}"
        let what = innermost.bracket == "[" ? "list" : "mapping"
        var message =
            "this `\(innermost.bracket)` is not closed: end the \(what) it opens with `\(closing)`"
        if innermost.line != line {
            message += " (YAML read on to line \(line) looking for `,` or `\(closing)`)"
        }
        return Cause(message: message, line: innermost.line, column: innermost.column)
    }

    /// The line above libyaml's that holds a key without its colon: the nearest line, above or at `line`, that
    /// is neither blank nor a comment, has no `: ` (or final `:`) outside quotes and is not a list item.
    static func missingColon(
        line: Int, lines: [String], context: (text: String, line: Int, column: Int)?
    ) -> Cause? {
        // libyaml's context is the simple key it was reading; without one, the lines above the error.
        let candidates = (context.map { [$0.line] } ?? []) + Array((1...max(1, line)).reversed())
        for number in candidates where number >= 1 && number <= lines.count {
            let text = lines[number - 1]
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            guard !hasColon(text), !trimmed.hasPrefix("- "), trimmed != "-" else { return nil }
            let indent = text.count - trimmed.count
            let words = trimmed.split(separator: " ", maxSplits: 1)
            let key = words.first.map(String.init) ?? String(trimmed)
            let rest = words.count > 1 ? " " + words[1].trimmingCharacters(in: .whitespaces) : ""
            return Cause(
                message:
                    "`\(trimmed.trimmingCharacters(in: .whitespaces))` has no `:` after its key: write `\(key):\(rest)`",
                line: number, column: indent + key.count + 1)
        }
        return nil
    }

    /// Whether `text` has a mapping colon (`: `, or `:` at the end) outside quotes and comments.
    static func hasColon(_ text: String) -> Bool {
        var quote: Character?
        var previous: Character = " "
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if let current = quote {
                if character == current { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" && (previous == " " || previous == "\t") {
                return false
            } else if character == ":" && (index + 1 == characters.count || characters[index + 1] == " ") {
                return true
            }
            previous = character
        }
        return false
    }
}
