// `typesetter build` end to end on a generated 30,000-token design system (release build:
// `swift run -c release BuildBenchmark [tokens]`): typography composites, colors with light and dark
// appearances through a resolver document, and dimensions, with alias chains up to 10 deep. Prints the
// time of each stage for a first build and a repeated one. Target: under 1 s in all.
import Foundation
import TypesetterBuild

let total = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 30_000
let perKind = total / 3

func json(_ value: Any) -> String {
    // Pretty-printed, as token files in repositories are.
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted]) else {
        return "{}"
    }
    return String(decoding: data, as: UTF8.self)
}

/// A chain of `depth` aliases ending at `value`, under `group`: returns the tokens and the head's path.
func chain(_ group: String, _ index: Int, depth: Int, value: Any) -> [String: Any] {
    var tokens: [String: Any] = ["t\(index)_0": ["$value": value]]
    for level in 1..<max(depth, 1) {
        tokens["t\(index)_\(level)"] = ["$value": "{\(group).t\(index)_\(level - 1)}"]
    }
    return tokens
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typesetter-build-benchmark-\(getpid())")
try? FileManager.default.removeItem(at: folder)
try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

// Reference tokens the typography aliases.
var reference: [String: Any] = [
    "fontFamily": ["$type": "fontFamily", "system": ["$value": ["SF Pro", "system-ui"]]],
    "fontWeight": ["$type": "fontWeight", "regular": ["$value": 400], "bold": ["$value": 700]],
    "lineHeight": ["$type": "number", "normal": ["$value": 1.4], "tight": ["$value": 1.25]],
]
var sizes: [String: Any] = ["$type": "dimension"]
for size in 11...40 { sizes["s\(size)"] = ["$value": ["value": size, "unit": "px"]] }
reference["fontSize"] = sizes

// Typography composites: every member an alias.
var typography: [String: Any] = ["$type": "typography"]
for index in 0..<perKind {
    typography["style\(index)"] = [
        "$description": "Generated style \(index).",
        "$value": [
            "fontFamily": "{fontFamily.system}",
            "fontSize": "{fontSize.s\(11 + index % 30)}",
            "fontWeight": index % 2 == 0 ? "{fontWeight.regular}" : "{fontWeight.bold}",
            "letterSpacing": ["value": 0, "unit": "px"],
            "lineHeight": index % 3 == 0 ? "{lineHeight.tight}" : "{lineHeight.normal}",
        ],
    ]
}
reference["typography"] = typography

// Dimensions through alias chains up to 10 deep.
var dimensions: [String: Any] = ["$type": "dimension"]
var made = 0
var chainIndex = 0
while made < perKind {
    let depth = 1 + chainIndex % 10
    for (key, value) in chain(
        "spacing", chainIndex, depth: min(depth, perKind - made), value: ["value": 4 + chainIndex % 60, "unit": "px"])
    {
        dimensions[key] = value
    }
    made += min(depth, perKind - made)
    chainIndex += 1
}
reference["spacing"] = dimensions

// Colors: light values with alias chains; dark overrides for every chain head.
var light: [String: Any] = ["$type": "color"]
var dark: [String: Any] = ["$type": "color"]
made = 0
chainIndex = 0
while made < perKind {
    let depth = min(1 + chainIndex % 10, perKind - made)
    let component = Double(chainIndex % 256) / 255
    for (key, value) in chain(
        "color", chainIndex, depth: depth,
        value: ["colorSpace": "srgb", "components": [component, 0.5, 1 - component]])
    {
        light[key] = value
    }
    dark["t\(chainIndex)_0"] = ["$value": ["colorSpace": "srgb", "components": [1 - component, 0.4, component]]]
    made += depth
    chainIndex += 1
}

try json(reference).write(to: folder.appendingPathComponent("tokens/base.json"), atomically: true, encoding: .utf8)
try json(["color": light]).write(
    to: folder.appendingPathComponent("tokens/light.json"), atomically: true, encoding: .utf8)
try json(["color": dark]).write(
    to: folder.appendingPathComponent("tokens/dark.json"), atomically: true, encoding: .utf8)
try json(
    [
        "version": "2025.10",
        "sets": ["base": ["sources": [["$ref": "base.json"], ["$ref": "light.json"]]]],
        "modifiers": ["theme": ["contexts": ["light": [], "dark": [["$ref": "dark.json"]]], "default": "light"]],
        "resolutionOrder": [["$ref": "#/sets/base"], ["$ref": "#/modifiers/theme"]],
    ] as [String: Any]
).write(to: folder.appendingPathComponent("tokens/resolver.json"), atomically: true, encoding: .utf8)
try """
resolver: tokens/resolver.json
appearances:
  any: { theme: light }
  dark: { theme: dark }
output:
  swift: Generated/DesignTokens.swift
  assetCatalog: Generated/Colors.xcassets
""".write(to: folder.appendingPathComponent("typesetter.yml"), atomically: true, encoding: .utf8)

let config = folder.appendingPathComponent("typesetter.yml").path

/// Runs the build `count` times, each from no outputs (`fresh`) or over the previous outputs.
func measure(_ count: Int, fresh: Bool) -> [BuildPipeline.Result] {
    (0..<count).map { _ in
        if fresh {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("Generated"))
            // Let the disk finish deleting the previous outputs, so a run does not pay for the last one's.
            sync()
        }
        let result = BuildPipeline.run(configPath: config)
        if result.hasErrors {
            print("build failed:")
            for diagnostic in result.diagnostics.prefix(5) { print("  \(diagnostic.message)") }
            exit(1)
        }
        return result
    }
}

func totalSeconds(_ result: BuildPipeline.Result) -> Double { result.timings.map(\.seconds).reduce(0, +) }
func best(_ results: [BuildPipeline.Result]) -> BuildPipeline.Result {
    results.min { totalSeconds($0) < totalSeconds($1) } ?? results[0]
}

// A first build writes every file; a repeated build (what Xcode runs on every build) finds them unchanged.
let first = best(measure(3, fresh: true))
let repeated = best(measure(5, fresh: false))
let model = repeated.model
print("typesetter build: \(repeated.tokenCount) resolved tokens in the main context, 2 resolver contexts (light, dark)")
print(
    "model: \(model?.typography.count ?? 0) typography styles, \(model?.colors.count ?? 0) colors, \(model?.dimensions.count ?? 0) dimensions; output: \(repeated.outputs.count) files, \(repeated.outputs.reduce(0) { $0 + $1.contents.count } / 1024) KiB"
)
print("")
print("stage       first build (ms)   repeated build (ms)")
print("---------   ----------------   -------------------")
for (index, (stage, seconds)) in repeated.timings.enumerated() {
    let cold = index < first.timings.count ? first.timings[index].seconds : 0
    print(
        stage.padding(toLength: 9, withPad: " ", startingAt: 0)
            + String(format: "   %16.1f   %19.1f", cold * 1000, seconds * 1000))
}
print(String(format: "total       %16.1f   %19.1f", totalSeconds(first) * 1000, totalSeconds(repeated) * 1000))
print(
    "(best of 3 first builds and 5 repeated builds; the first build writes every file, a repeated one finds all unchanged)"
)
if let model, let options = repeated.config?.options {
    // The optional JSON model output (`output.json`, `typesetter dump-context`), timed on its own.
    let start = ContinuousClock.now
    let text = TemplateContext.json(model, options: options)
    let elapsed = ContinuousClock.now - start
    print(
        String(
            format: "optional JSON model output: %.1f ms (%d KiB)",
            Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000,
            text.utf8.count / 1024))
}
