// Times Typography resolution (release build: `swift run -c release CoreBenchmark`) and counts the heap
// allocations it makes. Target: under 100 ns and no allocation per resolution.
import MallocCounter
import TypesetterCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let inter = FontFamily(
    name: "Inter",
    faces: [
        ("Inter-Regular", 400.0, false), ("Inter-Italic", 400, true), ("Inter-Medium", 500, false),
        ("Inter-SemiBold", 600, false), ("Inter-Bold", 700, false), ("Inter-ExtraBold", 800, false),
    ].compactMap { name, weight, italic in
        FontWeight(rawValue: weight).map {
            FontFamily.Face(
                postScriptName: name, weight: $0, isItalic: italic,
                metrics: FontMetrics(
                    unitsPerEm: 2048, ascender: 1984, descender: -494, lineGap: 0, capHeight: 1490, xHeight: 1118))
        }
    }
)

let cases: [(name: String, typography: Typography)] = [
    ("system body, 22 pt lines, em spacing", Typography(size: 17, lineHeight: .points(22), letterSpacing: .em(-0.01))),
    (
        "system display, tight 1.0x lines",
        Typography(size: 40, weight: .bold, lineHeight: .multiple(1.0), letterSpacing: .percent(-2))
    ),
    (
        "custom Inter semibold, clamped",
        Typography(
            font: .custom(inter), size: 15, weight: .semibold, lineHeight: .points(20),
            scaling: .dynamic(
                categories: .small ... .accessibility3, maximumPointSize: 36, lineHeightScaling: .textStyleLeading))
    ),
    (
        "custom Inter, nearest style, bold face",
        Typography(font: .custom(inter), size: 22, boldText: .face(postScriptName: "Inter-ExtraBold"))
    ),
]

@inline(never)
func resolveMany(_ typography: Typography, iterations: Int, sink: inout Double) {
    let categories = ContentSizeCategory.allCases
    var index = 0
    for iteration in 0..<iterations {
        let resolved = typography.resolve(
            at: categories[index], legibilityWeight: iteration & 1 == 0 ? .regular : .bold)
        sink += resolved.lineSpacing + resolved.kerning + resolved.pointSize + resolved.weight.rawValue
        index = index == 11 ? 0 : index + 1
    }
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000_000
var sink = 0.0
print(
    "Typography.resolve(at:legibilityWeight:) — \(iterations) resolutions per case, all 12 categories, Bold Text on and off"
)
print("")
print("case                                       ns/resolution   allocations/resolution")
print("-----------------------------------------  -------------   ----------------------")
for (name, typography) in cases {
    resolveMany(typography, iterations: 100_000, sink: &sink)  // warm up
    var best = Double.infinity
    var allocations: Int64 = 0
    for _ in 0..<3 {
        let before = typesetter_allocation_count()
        let start = now()
        resolveMany(typography, iterations: iterations, sink: &sink)
        let elapsed = now() - start
        allocations = max(allocations, typesetter_allocation_count() - before)
        best = min(best, elapsed)
    }
    let nanoseconds = best / Double(iterations) * 1e9
    let perCall = typesetter_allocation_count() < 0 ? "n/a" : String(Double(allocations) / Double(iterations))
    let label = name + String(repeating: " ", count: max(0, 41 - name.count))
    let time = String(Double(Int(nanoseconds * 10)) / 10)
    print(
        "\(label)  \(String(repeating: " ", count: max(0, 13 - time.count)))\(time)   \(String(repeating: " ", count: max(0, 22 - perCall.count)))\(perCall)"
    )
}
print("")
print("(checksum \(sink))")
