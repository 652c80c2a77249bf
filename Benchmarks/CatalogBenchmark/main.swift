// `typesetter catalog` as a whole process on a generated design system of 1,000 typography styles (plus 100
// colors with dark appearances and 100 dimensions): `swift build -c release --product typesetter` then
// `swift run -c release CatalogBenchmark [styles] [runs]`. Runs the release `typesetter` binary beside this one,
// start to exit, and prints the median of the runs (the machine is shared: medians, not means) for a first
// build (empty output folder) and a repeated one (nothing changed). Target: under 1 s.
//
// Half the styles are in the system font, half in Inter when Debian's fonts-inter is installed (its files
// are then copied into the site, as a real catalog's are).
import Foundation

let styles = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
let runs = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 11

let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("typesetter")
guard FileManager.default.isExecutableFile(atPath: binary.path) else {
    FileHandle.standardError.write(
        Data("no typesetter binary at \(binary.path): run `swift build -c release --product typesetter` first\n".utf8))
    exit(1)
}

let interFolder = "/usr/share/fonts/opentype/inter"
let hasInter = FileManager.default.fileExists(atPath: interFolder + "/Inter-Regular.otf")

func json(_ value: Any) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted]) else {
        return "{}"
    }
    return String(decoding: data, as: UTF8.self)
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typesetter-catalog-benchmark-\(getpid())")
try? FileManager.default.removeItem(at: folder)
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

var typography: [String: Any] = ["$type": "typography"]
for index in 0..<styles {
    let inter = hasInter && index % 2 == 1
    typography["style\(index)"] = [
        "$description": "Generated style \(index).",
        "$value": [
            "fontFamily": inter ? "Inter" : "system-ui",
            "fontSize": ["value": 11 + index % 30, "unit": "px"],
            "fontWeight": [400, 500, 600, 700][index % 4],
            "letterSpacing": ["value": index % 5 == 0 ? -0.2 : 0, "unit": "px"],
            "lineHeight": [1.2, 1.35, 1.5][index % 3],
        ],
    ]
}
var colors: [String: Any] = ["$type": "color"]
for index in 0..<100 {
    let component = Double(index) / 99
    colors["c\(index)"] = ["$value": ["colorSpace": "srgb", "components": [component, 0.4, 1 - component]]]
}
var spacing: [String: Any] = ["$type": "dimension"]
for index in 0..<100 { spacing["s\(index)"] = ["$value": ["value": 2 + index, "unit": "px"]] }
try Data(json(["typography": typography, "color": colors, "spacing": spacing]).utf8).write(
    to: folder.appendingPathComponent("tokens.json"))
try Data("tokens: [tokens.json]\n\(hasInter ? "fonts: [\(interFolder)]\n" : "")".utf8).write(
    to: folder.appendingPathComponent("typesetter.yml"))

/// One whole process: start to exit, in milliseconds.
func run(output: String) -> Double {
    let process = Process()
    process.executableURL = binary
    process.arguments = [
        "catalog", "--config", folder.appendingPathComponent("typesetter.yml").path, "--output", output,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    do { try process.run() } catch {
        FileHandle.standardError.write(Data("cannot run \(binary.path): \(error)\n".utf8))
        exit(1)
    }
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    guard process.terminationStatus == 0 else {
        FileHandle.standardError.write(Data("typesetter catalog failed (exit \(process.terminationStatus))\n".utf8))
        exit(1)
    }
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

var first: [Double] = []
var repeated: [Double] = []
for index in 0..<runs {
    let site = folder.appendingPathComponent("site-\(index)").path
    first.append(run(output: site))
    repeated.append(run(output: site))
}
let site = folder.appendingPathComponent("site-0")
let page =
    (try? FileManager.default.attributesOfItem(atPath: site.appendingPathComponent("index.html").path)[.size] as? Int)
    ?? 0
let fontFiles =
    (try? FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("fonts").path).count) ?? 0
print(
    "typesetter catalog: \(styles) typography styles (\(hasInter ? "half system font, half Inter" : "system font; fonts-inter not installed")), 100 colors, 100 dimensions"
)
let classes =
    (try? FileManager.default.attributesOfItem(atPath: site.appendingPathComponent("fonts.css").path)[.size] as? Int)
    ?? 0
print(
    "site: index.html \(page / 1024) KiB, fonts.css \(classes / 1024) KiB; \(styles) overview samples and \(styles * 24) in the tables (drawn by the page's script as they are scrolled to), \(fontFiles) font files copied"
)
print("")
print("whole process (ms)   median   min      max")
print(String(format: "first build          %7.1f  %7.1f  %7.1f", median(first), first.min() ?? 0, first.max() ?? 0))
print(
    String(
        format: "repeated build       %7.1f  %7.1f  %7.1f", median(repeated), repeated.min() ?? 0, repeated.max() ?? 0))
print("(\(runs) runs each; a first build writes into an empty folder, a repeated one finds every file unchanged)")
