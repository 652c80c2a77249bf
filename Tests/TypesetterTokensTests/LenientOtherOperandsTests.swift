import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// Tokens kept as data in Tokens Studio math (Lenient/TokensStudio+OtherOperands.swift): each one's expression
/// evaluated once per resolution, chains of them nested at most 32 deep wherever they are read from, and the
/// warning naming the token's own type.
@Suite("Lenient data tokens in math") struct LenientOtherOperandsTests {
    /// The text of token `t<level>`: `"1px"` at 0, above it the mean of `fanOut` uses of the level below.
    static func fanOutValue(_ level: Int, fanOut: Int = 5) -> String {
        guard level > 0 else { return "1px" }
        let uses = Array(repeating: "{t\(level - 1)}", count: fanOut).joined(separator: " + ")
        return "(\(uses)) / \(fanOut)"
    }

    /// Tokens `t0` … `t<depth>` of type `other`, each built on the one below by `value`, then the tokens of
    /// `after`.
    static func chain(_ depth: Int, value: (Int) -> String, after: [(String, String)]) -> String {
        var members = (0...depth).map { #""t\#($0)": { "value": "\#(value($0))", "type": "other" }"# }
        members += after.map { #""\#($0.0)": { "value": "\#($0.1)", "type": "fontSizes" }"# }
        return "{\n  " + members.joined(separator: ",\n  ") + "\n}"
    }

    func size(_ resolution: TokenResolution, _ path: String) -> DimensionValue? {
        guard case .dimension(let size)? = resolution.tokens[path]?.value else { return nil }
        return size
    }

    /// Twelve levels, each using the one below five times: 5^12 evaluations if each use evaluated the token
    /// again; each expression is evaluated once, and each reference written is read once.
    @Test func fanOutChainEvaluatesEachExpressionOnce() throws {
        let resolution = resolve(
            Self.chain(12, value: { Self.fanOutValue($0) }, after: [("size", "{t12} * 16")]), lenient: true)
        #expect(resolution.errors.isEmpty)
        #expect(size(resolution, "size") == DimensionValue(value: 16, unit: .px))
        #expect(
            resolution.diagnostics.map(\.message).contains(
                #"61 references in math to a token kept as data (type "other") that holds a length or an expression, such as "1px", read as Tokens Studio evaluates it (the Format Module writes a number or dimension token)"#
            ))
    }

    /// The same chain read by the value reader alone: twelve evaluations, and the bottom token looked up five
    /// times (once for each use written in `t1`).
    @Test func fanOutChainCountsEvaluations() throws {
        final class Lookups { var count: [String: Int] = [:] }
        let lookups = Lookups()
        var reader = ValueReader(
            lenient: true,
            lookup: { reference, _ in
                guard case .alias(let key) = reference, let level = Int(key.dropFirst()) else { return .failed }
                lookups.count[key, default: 0] += 1
                return .value(.data(type: "other", json: "\"\(Self.fanOutValue(level))\""))
            },
            valueOfToken: { _ in .failed })
        let location = SourceLocation(file: SourceFile(path: "tokens.json", text: ""), line: 1, column: 1)
        let value = reader.evaluateArithmetic(
            "{t12} * 16", at: JSONNode(.string("{t12} * 16"), at: location), expecting: .dimension)
        guard case .value(.dimension(let size))? = value else {
            Issue.record("\(String(describing: value)) is not a dimension")
            return
        }
        #expect(size == DimensionValue(value: 16, unit: .px))
        #expect(reader.dataExpressions.evaluated == 12)
        #expect(lookups.count["t12"] == 1)
        #expect(lookups.count["t0"] == 5)
    }

    /// Forty data tokens, each the one below plus one: the expression that reads the top fails with the
    /// parser's own words, once, where it is written (not once per token of the chain).
    @Test func chainDeeperThan32LevelsFailsOnce() throws {
        let resolution = resolve(
            Self.chain(40, value: { $0 == 0 ? "1px" : "{t\($0 - 1)} + 1" }, after: [("size", "{t40} * 2")]),
            lenient: true)
        #expect(resolution.tokens["size"] == nil)
        #expect(
            resolution.problems.map(DiagnosticRenderer.xcode) == [
                "tokens.json:43:22: warning: cannot evaluate \"{t40} * 2\": it nests deeper than 32 levels [value.invalid]\n"
                    + "typesetter: note: lenient mode leaves \"size\" out; strict mode stops here\n"
            ])
    }

    /// 32 levels are read; the limit does not depend on which token of the chain was read first (`early`
    /// reads the middle of the chain before `size` reads its top).
    @Test func nestingLimitDoesNotDependOnOrder() throws {
        let plusOne: (Int) -> String = { $0 == 0 ? "1px" : "{t\($0 - 1)} + 1" }
        let within = resolve(Self.chain(32, value: plusOne, after: [("size", "{t32} * 2")]), lenient: true)
        #expect(within.errors.isEmpty)
        #expect(size(within, "size") == DimensionValue(value: 66, unit: .px))

        let resolution = resolve(
            Self.chain(40, value: plusOne, after: [("early", "{t20} * 2"), ("size", "{t40} * 2")]), lenient: true)
        #expect(size(resolution, "early") == DimensionValue(value: 42, unit: .px))
        #expect(resolution.tokens["size"] == nil)
        #expect(
            resolution.problems.map(\.message) == [
                "cannot evaluate \"{t40} * 2\": it nests deeper than 32 levels"
            ])
    }

    /// The arithmetic warning is about the token's own expression; the expressions of the data tokens it reads
    /// are the other-operand warning's (a fix-it with their values would replace the token's value with theirs).
    @Test func arithmeticWarningIsTheTokensOwn() throws {
        let resolution = resolve(
            Self.chain(3, value: { $0 == 0 ? "1px" : "{t\($0 - 1)} + 1" }, after: [("size", "{t3} * 2")]),
            lenient: true)
        #expect(size(resolution, "size") == DimensionValue(value: 8, unit: .px))
        let arithmetic = resolution.diagnostics.filter { $0.message.hasPrefix("arithmetic") }
        #expect(
            arithmetic.map(\.message) == [
                #"arithmetic "{t3} * 2" is a legacy form; the Format Module writes {"value": 8, "unit": "px"}"#
            ])
    }

    /// Tokens Studio substitutes a token of any type as text: a `text` token holding a length is read, and the
    /// warning names its type.
    @Test func warningNamesTheDataTokensType() throws {
        let resolution = resolve(
            """
            {
              "label": { "value": "12px", "type": "text" },
              "size": { "value": "{label} * 3", "type": "fontSizes" }
            }
            """, lenient: true)
        #expect(size(resolution, "size") == DimensionValue(value: 36, unit: .px))
        #expect(
            resolution.diagnostics.filter { $0.message.contains("in math to a token kept as data") }.map(
                DiagnosticRenderer.xcode) == [
                    "tokens.json:3:22: warning: 1 reference in math to a token kept as data (type \"text\") that holds a length or an expression, such as \"12px\", read as Tokens Studio evaluates it (the Format Module writes a number or dimension token) [lenient.legacy-form]\n"
                ])
    }
}
