import Testing
import TypesetterTokens

/// The fix-it strict mode offers for a value lenient mode would read ("write the Format Module form") fixes
/// the file: applied where the diagnostic points, the file reads without an error.
@Suite struct FormatModuleFixItTests {
    static func resolve(_ text: String) -> TokenResolution {
        TokenResolver.resolve(files: [SourceFile(path: "tokens.json", text: text)])
    }

    /// `text` with the JSON value that starts at `line`:`column` (1-based, ASCII text) replaced by
    /// `replacement`, as an editor applies the fix-it.
    static func applying(_ replacement: String, at line: Int32, _ column: Int32, to text: String) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(Int(line) <= lines.count, "no line \(line)")
        let before: Int = lines.prefix(Int(line) - 1).reduce(0) { $0 + $1.utf8.count + 1 }
        let start = before + Int(column) - 1
        let bytes = Array(text.utf8)
        var end = start
        var depth = 0
        var inString = false
        repeat {
            let byte = bytes[end]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    end += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
            }
            end += 1
        } while end < bytes.count && (depth > 0 || inString)
        return String(decoding: bytes[..<start] + Array(replacement.utf8) + bytes[end...], as: UTF8.self)
    }

    @Test func aTypographyWithoutLetterSpacingGetsItFromTheFixIt() throws {
        let text = """
            {
              "body": {
                "$type": "typography",
                "$value": {
                  "fontFamily": "SF Pro",
                  "fontSize": { "value": 17, "unit": "px" },
                  "fontWeight": 400,
                  "lineHeight": 1.3
                }
              }
            }
            """
        let strict = Self.resolve(text)
        #expect(
            DiagnosticRenderer.render(strict.diagnostics, as: .xcode) == """
                tokens.json:4:15: error: typography is missing "letterSpacing" [value.missing-member]
                typesetter: note: lenient mode (--lenient, or options.lenient: true) reads this as {"fontFamily":"SF Pro","fontSize":{"value":17,"unit":"px"},"fontWeight":400,"letterSpacing":{"value":0,"unit":"px"},"lineHeight":1.3}
                tokens.json:4:15: note: fix-it: write the Format Module form: {"fontFamily":"SF Pro","fontSize":{"value":17,"unit":"px"},"fontWeight":400,"letterSpacing":{"value":0,"unit":"px"},"lineHeight":1.3}

                """)
        let error = try #require(strict.diagnostics.first { $0.code == .missingMember })
        let fixIt = try #require(error.fixIt)
        let location = try #require(error.location)
        let fixed = try Self.applying(fixIt.replacement, at: location.line, location.column, to: text)
        let again = Self.resolve(fixed)
        #expect(again.diagnostics.isEmpty, "\(DiagnosticRenderer.render(again.diagnostics, as: .xcode))")
        guard case .typography(let typography) = again.tokens["body"]?.value else {
            Issue.record("body is not a typography: \(String(describing: again.tokens["body"]?.value))")
            return
        }
        #expect(typography.letterSpacing?.value == 0)
        #expect(typography.fontSize?.value == 17)
        #expect(typography.lineHeight == 1.3)
    }

    /// A typography that lacks a member lenient mode has no value for has no Format Module form: the note says
    /// how lenient mode reads it, and no fix-it pretends to fix it.
    @Test func noFixItWhenTheFormatModuleCannotSayIt() throws {
        let strict = Self.resolve(
            #"{ "body": { "$type": "typography", "$value": { "fontFamily": "SF Pro", "fontSize": { "value": 17, "unit": "px" }, "lineHeight": 1.3 } } }"#
        )
        let error = try #require(strict.diagnostics.first { $0.code == .missingMember })
        #expect(error.fixIt == nil)
        #expect(
            error.notes.map(\.message) == [
                #"lenient mode (--lenient, or options.lenient: true) reads this as {"fontFamily":"SF Pro","fontSize":{"value":17,"unit":"px"},"lineHeight":1.3}"#
            ])
    }
}
