// `typesetter build` with `themes:` as a whole process, on a generated Spectrum-sized design system: 5,000
// tokens through a resolver document with a brand modifier (3 brands, each its own sizes, font and palette) and
// four appearances (light, dark and their high-contrast forms), built into one Swift file with a `Theme` per
// brand, then the same with an asset catalog. `swift build -c release --product typesetter` then
// `swift run -c release ThemeBenchmark [tokens] [runs]`. Runs the release `typesetter` binary beside this one,
// start to exit, and prints the median of the runs (the machine is shared: medians, not means) for a first build
// (empty output folder) and a repeated one (nothing changed). Target: under 1 s.
import Foundation

let total = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 5_000
let runs = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 11
let brands = ["brandA", "brandB", "brandC"]
let appearances = ["light", "dark", "lightHighContrast", "darkHighContrast"]

let typesetter = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("typesetter")
guard FileManager.default.isExecutableFile(atPath: typesetter.path) else {
    FileHandle.standardError.write(
        Data(
            "no typesetter binary at \(typesetter.path): run `swift build -c release --product typesetter` first\n".utf8
        ))
    exit(1)
}

let work = FileManager.default.temporaryDirectory.appendingPathComponent("typesetter-theme-benchmark-\(getpid())")
try? FileManager.default.removeItem(at: work)
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

/// Writes `value` as pretty-printed JSON (as token files in repositories are) to `name` in the work folder.
func write(_ name: String, _ value: Any) throws {
    let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted])
    try data.write(to: work.appendingPathComponent(name))
}

func srgb(_ red: Double, _ green: Double, _ blue: Double) -> [String: Any] {
    ["colorSpace": "srgb", "components": [red, green, blue]]
}

// The shape of Spectrum's sets: a fifth typography, two fifths colors (aliases of a palette the brands and
// appearances set), two fifths dimensions.
let styleCount = total / 5
let colorCount = total * 2 / 5 / 2
let dimensionCount = total - styleCount - colorCount * 2 - 17
var typography: [String: Any] = ["$type": "typography"]
for index in 0..<styleCount {
    typography["style\(index)"] = [
        "$value": [
            "fontFamily": "{font.family}", "fontSize": "{size.s\(index % 16)}", "fontWeight": [400, 700][index % 2],
            "letterSpacing": ["value": 0, "unit": "px"], "lineHeight": [1.2, 1.4][index % 2],
        ]
    ]
}
var colors: [String: Any] = ["$type": "color"]
for index in 0..<colorCount { colors["c\(index)"] = ["$value": "{palette.p\(index)}"] }
var spacing: [String: Any] = ["$type": "dimension"]
for index in 0..<dimensionCount { spacing["d\(index)"] = ["$value": ["value": 2 + index % 64, "unit": "px"]] }
try write("base.json", ["typography": typography, "color": colors, "spacing": spacing])

// Each brand: its font, its 16 sizes, and the palette's light values; each appearance the palette again.
let families = ["SF Pro", "New York", "SF Pro Rounded"]
for (brandIndex, brand) in brands.enumerated() {
    var sizes: [String: Any] = ["$type": "dimension"]
    for index in 0..<16 { sizes["s\(index)"] = ["$value": ["value": 11 + index * 2 + brandIndex, "unit": "px"]] }
    var palette: [String: Any] = ["$type": "color"]
    for index in 0..<colorCount {
        palette["p\(index)"] = ["$value": srgb(Double(index % 100) / 99, Double(brandIndex) / 2, 0.5)]
    }
    try write(
        "\(brand).json",
        [
            "font": ["family": ["$type": "fontFamily", "$value": families[brandIndex]]], "size": sizes,
            "palette": palette,
        ])
}
for (appearanceIndex, appearance) in appearances.enumerated().dropFirst() {
    var palette: [String: Any] = ["$type": "color"]
    for index in 0..<colorCount {
        palette["p\(index)"] = ["$value": srgb(1 - Double(index % 100) / 99, Double(appearanceIndex) / 3, 0.2)]
    }
    try write("\(appearance).json", ["palette": palette])
}
try write("light.json", [String: Any]())
try write(
    "tokens.resolver.json",
    [
        "version": "2025.10",
        "sets": ["base": ["sources": [["$ref": "base.json"]]]],
        "modifiers": [
            "brand": ["contexts": Dictionary(uniqueKeysWithValues: brands.map { ($0, [["$ref": "\($0).json"]]) })],
            "mode": [
                "contexts": Dictionary(uniqueKeysWithValues: appearances.map { ($0, [["$ref": "\($0).json"]]) }),
                "default": "light",
            ],
        ],
        "resolutionOrder": [["$ref": "#/sets/base"], ["$ref": "#/modifiers/brand"], ["$ref": "#/modifiers/mode"]],
    ])

/// The configuration, writing the Swift (and the asset catalog when `assetCatalog`) into `output`.
func configuration(output: String, assetCatalog: Bool) throws -> String {
    let path = work.appendingPathComponent("typesetter-\(output).yml").path
    let catalog = assetCatalog ? "\n  assetCatalog: \(output)/Colors.xcassets" : ""
    try Data(
        """
        resolver: tokens.resolver.json
        appearances:
          any: { mode: light }
          dark: { mode: dark }
          highContrast: { mode: lightHighContrast }
          darkHighContrast: { mode: darkHighContrast }
        themes: { by: brand }
        output:
          swift: \(output)/DesignTokens.swift\(catalog)
        options: { allowOutputsOutside: true }

        """.utf8
    ).write(to: URL(fileURLWithPath: path))
    return path
}

/// The CPU time (user and system) the finished child processes have used so far, in milliseconds.
func childCPU() -> Double {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #else
        getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    let user = Double(usage.ru_utime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec) / 1000
    return user + Double(usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_stime.tv_usec) / 1000
}

/// One whole `typesetter build`, start to exit: wall-clock and CPU milliseconds.
func build(_ config: String) -> (wall: Double, cpu: Double) {
    let process = Process()
    process.executableURL = typesetter
    process.arguments = ["build", "--config", config]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    let cpuBefore = childCPU()
    do { try process.run() } catch {
        FileHandle.standardError.write(Data("cannot run \(typesetter.path): \(error)\n".utf8))
        exit(1)
    }
    process.waitUntilExit()
    let elapsed = (ContinuousClock.now - start).components
    guard process.terminationStatus == 0 else {
        FileHandle.standardError.write(
            Data("typesetter build failed (exit \(process.terminationStatus)): run it on \(config)\n".utf8))
        exit(1)
    }
    return (Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15, childCPU() - cpuBefore)
}

/// First and repeated builds, `runs` of each, with or without the asset catalog.
func measure(
    assetCatalog: Bool
) throws -> (first: [(wall: Double, cpu: Double)], repeated: [(wall: Double, cpu: Double)]) {
    var first: [(wall: Double, cpu: Double)] = []
    var repeated: [(wall: Double, cpu: Double)] = []
    for index in 0..<runs {
        let config = try configuration(
            output: "out\(assetCatalog ? "-catalog" : "")\(index)", assetCatalog: assetCatalog)
        first.append(build(config))
        repeated.append(build(config))
    }
    return (first, repeated)
}
let swiftOnly = try measure(assetCatalog: false)
let withCatalog = try measure(assetCatalog: true)
let swift = work.appendingPathComponent("out0/DesignTokens.swift")
let colorsets =
    (try? FileManager.default.subpathsOfDirectory(
        atPath: work.appendingPathComponent("out-catalog0/Colors.xcassets").path))?.filter { $0.hasSuffix(".colorset") }
    .count ?? 0
let swiftSize = (try? FileManager.default.attributesOfItem(atPath: swift.path)[.size] as? Int) ?? 0
let themes = (try? String(contentsOf: swift, encoding: .utf8))?.components(separatedBy: "= Theme(").count ?? 1

func summary(_ name: String, _ values: [Double]) -> String {
    let sorted = values.sorted()
    let median = sorted.isEmpty ? 0 : (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
    return String(format: "%@ %7.1f  %7.1f  %7.1f", name, median, sorted.first ?? 0, sorted.last ?? 0)
}
print(
    "typesetter build: \(total) tokens (\(styleCount) typography, \(colorCount) colors over a palette of \(colorCount), \(dimensionCount) dimensions, 16 font sizes and a family), \(brands.count) brands × \(appearances.count) appearances"
)
print(
    "output: DesignTokens.swift \(swiftSize / 1024) KiB with \(themes - 1) themes; the asset catalog: \(colorsets) colorsets"
)
print("")
print("whole process (ms)                      median   min      max")
print(summary("Swift: first build, wall               ", swiftOnly.first.map(\.wall)))
print(summary("Swift: first build, CPU                ", swiftOnly.first.map(\.cpu)))
print(summary("Swift: repeated build, wall            ", swiftOnly.repeated.map(\.wall)))
print(summary("Swift: repeated build, CPU             ", swiftOnly.repeated.map(\.cpu)))
print(summary("Swift + asset catalog: first, wall     ", withCatalog.first.map(\.wall)))
print(summary("Swift + asset catalog: first, CPU      ", withCatalog.first.map(\.cpu)))
print(summary("Swift + asset catalog: repeated, wall  ", withCatalog.repeated.map(\.wall)))
print(summary("Swift + asset catalog: repeated, CPU   ", withCatalog.repeated.map(\.cpu)))
print("(\(runs) runs each; a first build writes into an empty folder, a repeated one finds every file unchanged;")
print("CPU is user + system time of the process, which a busy machine does not inflate as it does wall time)")
