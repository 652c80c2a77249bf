// Times reading names + metrics + weight per face with TypesetterFonts and with fontTools (lazy), side by side.
// Run: swift run -c release FontsBenchmark   (needs the Debian font packages and fontTools: Scripts/install-test-deps)
import Foundation
import TypesetterFonts

let packages = [
    "fonts-noto-cjk", "fonts-inter", "fonts-inter-variable", "fonts-dejavu-core",
    "fonts-roboto-unhinted", "fonts-nanum", "fonts-ipafont-gothic",
]

func run(_ executable: String, _ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return "" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// Every font file the packages install (dpkg -L).
let packageFiles: [String] = Array(
    Set(
        packages.flatMap { package in
            run("/usr/bin/dpkg", ["-L", package]).split(separator: "\n").map(String.init).filter { path in
                let lower = path.lowercased()
                return [".ttf", ".otf", ".ttc", ".otc"].contains { lower.hasSuffix($0) }
                    && FileManager.default.isReadableFile(atPath: path)
            }
        })
).sorted()

guard let noto = packageFiles.first(where: { $0.hasSuffix("/NotoSansCJK-Regular.ttc") }) else {
    print("NotoSansCJK-Regular.ttc not found: run Scripts/install-test-deps")
    exit(1)
}

/// Reads every face of `files` (names, metrics, weight, italic, axes) and returns the face count.
func readAll(_ files: [String]) -> Int {
    var faces = 0
    for path in files {
        guard let file = try? FontFile(contentsOfFile: path) else { continue }
        for index in 0..<file.faceCount {
            if let summary = try? file.face(at: index).summary(file: path), summary.unitsPerEm > 0 {
                faces += 1
            }
        }
    }
    return faces
}

/// Median seconds of `repetitions` runs of `body` (after one warm-up run).
func median(_ repetitions: Int, _ body: () -> Void) -> Double {
    body()
    var times: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
        let duration = clock.measure(body)
        times.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
    times.sort()
    return times[times.count / 2]
}

/// fontTools' lazy read of the same fields, timed inside one python3 process (warm, best of 5 runs).
let fontToolsScript = #"""
    import sys, time, json
    from fontTools.ttLib import TTFont
    from fontTools.ttLib.ttCollection import TTCollection

    def faces(path):
        with open(path, "rb") as handle:
            if handle.read(4) == b"ttcf":
                return len(TTCollection(path, lazy=True).fonts)
        return 1

    def read(path, index):
        font = TTFont(path, fontNumber=index, lazy=True)
        name = font["name"]
        names = [name.getDebugName(i) for i in (1, 2, 4, 6, 16, 17, 21, 22, 25)]
        head, hhea = font["head"], font["hhea"]
        os2 = font["OS/2"] if "OS/2" in font else None
        post = font["post"] if "post" in font else None
        values = (head.unitsPerEm, head.macStyle, hhea.ascent, hhea.descent, hhea.lineGap)
        if os2 is not None:
            values += (os2.usWeightClass, os2.usWidthClass, os2.fsSelection, os2.sTypoAscender, os2.sTypoDescender,
                       os2.sTypoLineGap, os2.usWinAscent, os2.usWinDescent, getattr(os2, "sCapHeight", None), getattr(os2, "sxHeight", None))
        if post is not None:
            values += (post.italicAngle, post.isFixedPitch)
        if "fvar" in font:
            values += tuple(axis.axisTag for axis in font["fvar"].axes) + tuple(name.getDebugName(i.subfamilyNameID) for i in font["fvar"].instances)
        font.close()
        return names, values

    result = {}
    for label, paths in json.loads(sys.argv[1]).items():
        work = [(path, index) for path in paths for index in range(faces(path))]
        for path, index in work:
            read(path, index)  # warm-up
        best = None
        for _ in range(5):
            start = time.perf_counter()
            for path, index in work:
                read(path, index)
            elapsed = time.perf_counter() - start
            best = elapsed if best is None else min(best, elapsed)
        result[label] = {"faces": len(work), "seconds": best}
    print(json.dumps(result))
    """#

struct Row { var label: String; var files: Int; var faces: Int; var swift: Double; var fontTools: Double? }

let workloads: [(String, [String])] = [
    ("NotoSansCJK-Regular.ttc (all faces)", [noto]), ("All Debian test fonts", packageFiles),
]
var rows: [Row] = []
var fontToolsTimes: [String: (faces: Int, seconds: Double)] = [:]
if let arguments = try? JSONSerialization.data(
    withJSONObject: Dictionary(uniqueKeysWithValues: workloads.map { ($0.0, $0.1) })),
    let output = Optional(
        run("/usr/bin/env", ["python3", "-c", fontToolsScript, String(decoding: arguments, as: UTF8.self)])),
    let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String: Any]]
{
    for (label, value) in object {
        if let faces = value["faces"] as? Int, let seconds = value["seconds"] as? Double {
            fontToolsTimes[label] = (faces, seconds)
        }
    }
}

for (label, files) in workloads {
    var faces = 0
    let seconds = median(label.hasPrefix("Noto") ? 2000 : 200) { faces = readAll(files) }
    rows.append(
        Row(label: label, files: files.count, faces: faces, swift: seconds, fontTools: fontToolsTimes[label]?.seconds))
}

func fixed(_ value: Double, _ places: Int) -> String { String(format: "%.\(places)f", value) }
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let space = String(repeating: " ", count: max(0, width - text.count))
    return right ? space + text : text + space
}

print("Fonts benchmark: names (IDs 1 2 4 6 16 17 21 22 25) + head/hhea/OS/2/post/fvar per face, warm page cache")
print(
    "TypesetterFonts: median of repeated runs, release build; fontTools \(run("/usr/bin/env", ["python3", "-c", "import fontTools; print(fontTools.version)"]).trimmingCharacters(in: .whitespacesAndNewlines)): TTFont(lazy=True), best of 5, same process"
)
print("")
print(
    pad("Workload", 38) + pad("Files", 7, right: true) + pad("Faces", 7, right: true)
        + pad("Swift ms/face", 15, right: true) + pad("fontTools ms/face", 19, right: true)
        + pad("Speed-up", 10, right: true))
for row in rows {
    let swiftPerFace = row.swift * 1000 / Double(max(row.faces, 1))
    let fontToolsPerFace = row.fontTools.map { $0 * 1000 / Double(max(fontToolsTimes[row.label]?.faces ?? 1, 1)) }
    let speedUp = fontToolsPerFace.map { fixed($0 / swiftPerFace, 0) + "×" } ?? "n/a"
    print(
        pad(row.label, 38) + pad(String(row.files), 7, right: true) + pad(String(row.faces), 7, right: true)
            + pad(fixed(swiftPerFace, 4), 15, right: true)
            + pad(fontToolsPerFace.map { fixed($0, 3) } ?? "n/a", 19, right: true) + pad(speedUp, 10, right: true))
}

// Whole-directory scan: find the files, read every face, build the catalog (families → faces).
let folder = "/usr/share/fonts"
var catalog = FontCatalog(summaries: [])
let scanSeconds = median(20) { catalog = FontCatalog.scan([folder]) }
let scannedFiles = FontCatalog.fontFiles(in: [folder]).count
print("")
print(
    "Directory scan of \(folder) with FontCatalog.scan (find files, read every face, build families): "
        + "\(scannedFiles) files, \(catalog.summaries.count) faces, \(catalog.families.count) families in \(fixed(scanSeconds * 1000, 2)) ms (median of 20)"
)
if fontToolsTimes.isEmpty { print("fontTools not available: install it with Scripts/install-test-deps") }
