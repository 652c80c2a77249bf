import Foundation
import Testing
@testable import TypesetterTokens

/// The surface `typesetter build` codes against: typed values, metadata, alias chains, contexts.
@Suite("Resolved token API")
struct APITests {
    @Test func typedValuesAndMetadata() throws {
        let resolution = resolve(
            """
            {
              "color": { "$type": "color", "$deprecated": "use brand",
                "accent": { "$root": { "$value": { "colorSpace": "oklch", "components": [0.7, 0.1, "none"], "alpha": 0.5 } },
                            "muted": { "$value": "{color.accent.$root}", "$deprecated": false, "$description": "Muted",
                                       "$extensions": { "com.example": { "figma": 1 } } } } },
              "shadow": { "$type": "shadow", "$value": { "color": { "$ref": "#/color/accent/$root/$value" },
                "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" },
                "blur": { "value": 4, "unit": "rem" }, "spread": { "value": 0, "unit": "px" } } },
              "blur": { "$type": "dimension", "$ref": "#/shadow/$value/blur" },
              "base": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 } },
              "derived": { "$extends": "{base}", "b": { "$value": 3 } }
            }
            """)
        #expect(resolution.isValid, "\(DiagnosticRenderer.render(resolution.diagnostics, as: .xcode))")
        let tokens = resolution.tokens
        let root = try #require(tokens["color.accent.$root"])
        #expect(root.path.names == ["color", "accent", "$root"])
        #expect(root.deprecated == Deprecation(message: "use brand"))
        #expect(
            root.value
                == .color(ColorValue(colorSpace: .oklch, components: [.value(0.7), .value(0.1), .none], alpha: 0.5)))
        let muted = try #require(tokens["color.accent.muted"])
        #expect(muted.deprecated == nil)
        #expect(muted.description == "Muted")
        #expect(muted.extensions?.jsonText == #"{"com.example":{"figma":1}}"#)
        #expect(tokens.aliasChain(of: muted.path) == [root.path])
        #expect(muted.location.line == 4)
        guard case .shadow(let layers) = try #require(tokens["shadow"]).value else {
            Issue.record("not a shadow"); return
        }
        #expect(
            layers.first?.color
                == ColorValue(colorSpace: .oklch, components: [.value(0.7), .value(0.1), .none], alpha: 0.5))
        #expect(tokens["blur"]?.value == .dimension(DimensionValue(value: 4, unit: .rem)))
        #expect(tokens["derived.a"]?.value == .number(1))
        #expect(tokens["derived.b"]?.value == .number(3))
    }

    @Test func resolverContextsEnumerated() throws {
        let file = SourceFile(
            path: "resolver.json",
            text: """
                { "version": "2025.10",
                  "modifiers": {
                    "theme": { "contexts": { "light": [{ "c": { "$type": "number", "$value": 1 } }], "dark": [{ "c": { "$type": "number", "$value": 2 } }] } },
                    "contrast": { "contexts": { "normal": [], "high": [{ "h": { "$type": "number", "$value": 9 } }] }, "default": "normal" } },
                  "resolutionOrder": [{ "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/contrast" }] }
                """)
        let resolution = TokenResolver.resolve(resolver: file)
        #expect(resolution.allDiagnostics.isEmpty)
        #expect(
            resolution.contexts.map(\.context.description) == [
                "theme=light,contrast=normal", "theme=light,contrast=high", "theme=dark,contrast=normal",
                "theme=dark,contrast=high",
            ])
        #expect(resolution.contexts.map { $0.resolution.tokens.count } == [1, 2, 1, 2])
        #expect(resolution.contexts[2].resolution.tokens["c"]?.value == .number(2))
        #expect(resolution.document?.defaultContext.description == "theme=light,contrast=normal")
    }

    /// Every input libFuzzer ever crashed on (Fuzz/TokensFuzz/Crashes), and the seeds, replayed.
    @Test func fuzzRegressions() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var replayed = 0
        for folder in ["Fuzz/TokensFuzz/Crashes", "Fuzz/TokensFuzz/Seeds"] {
            let url = root.appendingPathComponent(folder)
            // (A folder that is not there fails the test: a replay of nothing would pass.)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where !name.hasPrefix(".") {
                let bytes = try [UInt8](Data(contentsOf: url.appendingPathComponent(name)))
                let file = SourceFile(path: name, bytes: bytes)
                _ = TokenResolver.resolve(files: [file])
                _ = TokenResolver.resolve(files: [file], options: ResolveOptions(lenient: true))
                replayed += 1
            }
        }
        #expect(replayed >= 5)
    }
}

@Suite("JSON reader")
struct JSONNumberTests {
    /// Short decimals take a fast path; it must give exactly the Double the full conversion gives.
    @Test func shortDecimalsMatchTheFullConversion() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var texts: [String] = [
            "0", "-0", "0.0", "-0.5", "1.25", "-0.2", "0.1", "0.3", "999999999999999", "0.000000000000001",
            "9999999999999999", "1234567.891234567", "12345678901234567890",
        ]
        for _ in 0..<20_000 {
            let digitCount = Int(next() % 15) + 1
            var digits = String(next() % 9 + 1)
            for _ in 1..<digitCount { digits += String(next() % 10) }
            let point = Int(next() % UInt64(digitCount + 1))
            var text =
                point == 0
                ? digits : String(digits.prefix(point)) + (point < digitCount ? "." + digits.dropFirst(point) : "")
            if point == 0 { text = "0." + digits }
            if next() % 2 == 0 { text = "-" + text }
            texts.append(text)
        }
        let parsed = JSONParser.parse(SourceFile(path: "n.json", text: "[" + texts.joined(separator: ",") + "]"))
        let values = parsed.root?.array?.map { $0.number } ?? []
        #expect(values.count == texts.count)
        for (text, value) in zip(texts, values) where value?.bitPattern != Double(text)?.bitPattern {
            Issue.record("\(text) read as \(String(describing: value)), expected \(Double(text)!)")
        }
    }
    @Test func duplicateKeysFoundInSmallAndLargeObjects() {
        // Large objects find duplicates by key hash, small ones by scanning: both report every repeat, keep the
        // last, and leave the other members in order. 10,000 distinct keys report nothing.
        for size in [4, 40, 10_000] {
            var members = (0..<size).map { "\"k\($0)\": \($0)" }
            members.append("\"k1\": -1")
            members.append("\"k\(size - 1)\": -2")
            let parsed = JSONParser.parse(
                SourceFile(path: "d.json", text: "{" + members.joined(separator: ",\n") + "}"))
            let warnings = parsed.diagnostics.filter { $0.code == .jsonDuplicateKey }
            #expect(
                warnings.map(\.message) == [
                    "duplicate key \"k1\"; the last one wins", "duplicate key \"k\(size - 1)\"; the last one wins",
                ])
            #expect(warnings.map { $0.location?.line } == [Int32(size + 1), Int32(size + 2)])
            #expect(warnings.map { $0.notes.first?.location?.line } == [2, Int32(size)])
            let object = parsed.root?.object
            #expect(object?.members.count == size)
            #expect(object?.members.map(\.key).prefix(2) == ["k0", "k2"])
            #expect(object?["k1"]?.number == -1)
            #expect(object?["k\(size - 1)"]?.number == -2)
        }
    }
}
