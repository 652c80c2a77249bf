import Testing
@testable import TypesetterTokens

/// Hostile inputs: each gives a clear diagnostic or the correct result, without recursion or blow-up.
/// (Tests assert behaviour; the benchmarks measure time.)
@Suite("Robustness")
struct RobustnessTests {
    @Test func nesting100000DeepIsAnErrorNotACrash() {
        let depth = 100_000
        let text = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let resolution = resolve(text)
        #expect(resolution.errorCodes == ["json.too-deep"])
        #expect(resolution.errors.first?.location?.line == 1)
        #expect(resolution.errors.first?.location?.column == Int32(JSONParser.maximumDepth) * 5 + 1)

        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(resolve(arrays).errorCodes == ["json.too-deep"])
    }

    @Test func groupsNestedToTheLimitResolve() {
        let depth = JSONParser.maximumDepth - 2
        let text =
            "{\"$type\":\"number\"," + String(repeating: "\"g\":{", count: depth) + "\"t\":{\"$value\":7}"
            + String(repeating: "}", count: depth) + "}"
        let resolution = resolve(text)
        #expect(resolution.errors.isEmpty)
        #expect(resolution.tokens.tokens.first?.path.names.count == depth + 1)
    }

    /// 1,000,000 links in release test builds (`swift test -c release`); 100,000 in debug builds, where a
    /// million tokens take ~20 CPU-seconds. The benchmark covers a million tokens in release.
    #if DEBUG
        static let chainLength = 100_000
    #else
        static let chainLength = 1_000_000
    #endif

    @Test func longAliasChain() throws {
        let count = Self.chainLength
        var text = "{\"$type\":\"number\",\"t0\":{\"$value\":42}"
        text.reserveCapacity(count * 30)
        for index in 1..<count { text += ",\"t\(index)\":{\"$value\":\"{t\(index - 1)}\"}" }
        text += "}"
        let resolution = resolve(text)
        #expect(resolution.errors.isEmpty)
        #expect(resolution.tokens.count == count)
        let last = try #require(resolution.tokens["t\(count - 1)"])
        #expect(last.value == .number(42))
        #expect(last.aliasTarget?.dotted == "t\(count - 2)")
        #expect(resolution.tokens.aliasChain(of: TokenPath(["t5"])).map(\.dotted) == ["t4", "t3", "t2", "t1", "t0"])
    }

    @Test(arguments: [1, 2, 3, 10, 1000, 100_000])
    func cycleReportsEveryMember(length: Int) {
        var text = "{\"$type\":\"number\""
        for index in 0..<length { text += ",\"c\(index)\":{\"$value\":\"{c\((index + 1) % length)}\"}" }
        // A token that uses the cycle fails quietly: the cycle is the one cause.
        text += ",\"user\":{\"$value\":\"{c0}\"}}"
        let resolution = resolve(text)
        let cycles = resolution.errors.filter { $0.code == .referenceCycle }
        #expect(cycles.count == length)
        #expect(resolution.errors.count == length)
        #expect(Set(cycles.map(\.location)).count == length)
        #expect(resolution.tokens.count == 0)
    }

    @Test func exponentialIfNaiveFanOut() {
        // Every level uses the previous one twice: expanding references naively costs 2^60 steps.
        var text = "{\"$type\":\"number\",\"n0\":{\"$value\":1}"
        for index in 1...60 { text += ",\"n\(index)\":{\"$value\":\"{n\(index - 1)} + {n\(index - 1)}\"}" }
        text += "}"
        let resolution = resolve(text, lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(resolution.tokens["n60"]?.value == .number(1_152_921_504_606_846_976))

        // The strict form: 10,000 typography tokens all sharing one chain of composites.
        var strict = #"{"size":{"$type":"dimension","$value":{"value":16,"unit":"px"}},"#
        strict +=
            #""base":{"$type":"typography","$value":{"fontFamily":"Inter","fontSize":"{size}","fontWeight":400,"letterSpacing":"{size}","lineHeight":1.2}}"#
        for index in 0..<10_000 {
            strict +=
                ",\"t\(index)\":{\"$type\":\"typography\",\"$value\":\"{\(index == 0 ? "base" : "t\(index - 1)")}\"}"
        }
        strict += "}"
        let strictResolution = resolve(strict)
        #expect(strictResolution.errors.isEmpty)
        #expect(strictResolution.tokens.count == 10_002)
    }

    @Test func hugeStrings() throws {
        let name = String(repeating: "Inter ", count: 500_000)
        let resolution = resolve(
            "{\"f\":{\"$type\":\"fontFamily\",\"$value\":\"\(name)\",\"$description\":\"\(name)\"}}")
        #expect(resolution.errors.isEmpty)
        #expect(try #require(resolution.tokens["f"]).value == .fontFamily([name]))
        let unterminated = resolve("{\"f\":{\"$type\":\"fontFamily\",\"$value\":\"" + name)
        #expect(
            DiagnosticRenderer.render(unterminated.errors, as: .xcode)
                == "tokens.json:1:37: error: unterminated string [json.syntax]\n")
    }

    @Test func invalidUTF8IsReportedWhereItIs() {
        var bytes = Array("{\n  \"a\": {\"$type\": \"number\", \"$value\": 1},\n  \"b\u{E9}".utf8)
        bytes += [0xFF, 0x22, 0x3A, 0x31, 0x7D]
        let resolution = TokenResolver.resolve(files: [SourceFile(path: "bad.json", bytes: bytes)])
        #expect(
            DiagnosticRenderer.render(resolution.errors, as: .xcode)
                == "bad.json:3:6: error: invalid UTF-8 byte 0xFF at byte offset 49; token files must be UTF-8 [json.invalid-utf8]\n"
        )
        // Overlong encodings and lone surrogates are invalid too.
        #expect(
            TokenResolver.resolve(files: [SourceFile(path: "x", bytes: [0x22, 0xC0, 0xAF, 0x22])]).errorCodes == [
                "json.invalid-utf8"
            ])
        #expect(
            TokenResolver.resolve(files: [SourceFile(path: "x", bytes: [0x22, 0xED, 0xA0, 0x80, 0x22])]).errorCodes == [
                "json.invalid-utf8"
            ])
        #expect(resolve(#"{"a":"\ud800"}"#).errorCodes == ["json.syntax"])
    }

    @Test func japaneseAndEmojiNames() throws {
        let resolution = resolve(
            """
            {
              "色": { "$type": "color", "主要": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } },
              "🎨": { "$type": "color", "👍": { "$value": "{色.主要}" }, "🚫": { "$value": "{色.無い}" } }
            }
            """)
        #expect(try #require(resolution.tokens["🎨.👍"]).aliasTarget == TokenPath(["色", "主要"]))
        #expect(
            DiagnosticRenderer.render(resolution.errors, as: .xcode)
                == "tokens.json:3:74: error: {色.無い} does not resolve: no token \"色.無い\" [reference.unresolved]\n")
    }

    @Test func bomCommentsAndTrailingCommas() {
        let text = "\u{FEFF}{\n  // a comment\n  \"n\": { \"$type\": \"number\", \"$value\": 1, },\n}"
        let resolution = resolve(text)
        #expect(resolution.errors.isEmpty)
        #expect(resolution.diagnostics.map(\.code) == [.jsonComment, .jsonTrailingComma, .jsonTrailingComma])
        #expect(resolution.tokens["n"]?.value == .number(1))
    }
}
