// Prints the design-token reader's figures quoted in the README: Style Dictionary's budget shapes, tokens per
// second at 10k/100k/1M, and peak memory. Run with `swift run -c release TokensBenchmark`.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import TypesetterTokens

/// CPU seconds used by this thread. The machine is shared (2 cores, three engineers), so wall-clock time
/// measures the neighbours; thread CPU time measures the reader.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Monotonic wall-clock seconds.
func wallNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Peak resident memory of this process in MiB (Linux: VmHWM; elsewhere ru_maxrss).
func peakMemoryMiB() -> Double {
    #if os(Linux)
        if let file = fopen("/proc/self/status", "r") {
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 256)
            while fgets(&line, 256, file) != nil {
                let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if text.hasPrefix("VmHWM:") {
                    let digits = text.filter(\.isNumber)
                    return (Double(digits) ?? 0) / 1024
                }
            }
        }
    #endif
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_maxrss) / 1024
}

/// A token file shaped like Style Dictionary's perf tests: `count` tokens, of which `references` are aliases
/// in chains `depth` levels deep, spread over groups of 100.
func generate(count: Int, references: Int, depth: Int) -> String {
    var out = "{\n"
    out.reserveCapacity(count * 80)
    let plain = count - references
    for index in 0..<count {
        if index % 100 == 0 {
            out += index == 0 ? "" : "},\n"; out += "\"g\(index / 100)\": {\"$type\": \"dimension\",\n"
        } else {
            out += ",\n"
        }
        if index < plain {
            out +=
                "\"t\(index)\": {\"$value\": {\"value\": \(index % 64), \"unit\": \"px\"}, \"$description\": \"size \(index)\"}"
        } else {
            // Reference k (0-based) continues the chain of k - plain - 1 unless it starts a new chain.
            let k = index - plain
            let target: Int
            if k % depth == 0 { target = k % max(plain, 1) } else { target = index - 1 }
            out += "\"t\(index)\": {\"$value\": \"{g\(target / 100).t\(target)}\"}"
        }
    }
    return out + "}\n}\n"
}

/// `count` typography composites whose members reference shared tokens.
func generateTypography(count: Int) -> String {
    var out = """
        {"base": {"family": {"$type": "fontFamily", "$value": ["Inter", "system-ui"]},
          "weight": {"$type": "fontWeight", "$value": "semi-bold"},
          "size": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}},
        "type": {"$type": "typography"
        """
    out.reserveCapacity(count * 220)
    for index in 0..<count {
        out +=
            ",\n\"t\(index)\": {\"$value\": {\"fontFamily\": \"{base.family}\", \"fontSize\": {\"value\": \(12 + index % 40), \"unit\": \"px\"}, \"fontWeight\": \"{base.weight}\", \"letterSpacing\": {\"value\": -0.2, \"unit\": \"px\"}, \"lineHeight\": 1.25}}"
    }
    return out + "}}\n"
}

struct Measurement {
    var tokens: Int
    var milliseconds: Double
    var wallMilliseconds: Double
}

/// Best of `runs` timings of parse + resolve + validate of one in-memory file.
func measure(_ text: String, runs: Int) -> Measurement {
    let file = SourceFile(path: "bench.json", text: text)
    var best = Double.infinity
    var bestWall = Double.infinity
    var tokens = 0
    for _ in 0..<runs {
        let start = now()
        let wallStart = wallNow()
        let resolution = TokenResolver.resolve(files: [file])
        let elapsed = now() - start
        bestWall = min(bestWall, wallNow() - wallStart)
        if resolution.diagnostics.containsErrors {
            print("unexpected errors:", DiagnosticRenderer.render(Array(resolution.diagnostics.prefix(3)), as: .xcode))
        }
        tokens = resolution.tokens.count
        best = min(best, elapsed)
    }
    return Measurement(tokens: tokens, milliseconds: best * 1000, wallMilliseconds: bestWall * 1000)
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
func lpad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if decimals == 0 { return "\(Int(rounded))" }
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
        let fraction = text[text.index(after: dot)...]
        if fraction.count < decimals { text += String(repeating: "0", count: decimals - fraction.count) }
    }
    return text
}

// Profiling aid: `TOKENS_BENCH_SHAPE=<0-3>` runs only that budget shape, 50 times, and exits.
if let shape = getenv("TOKENS_BENCH_SHAPE").flatMap({ Int(String(cString: $0)) }), (0..<4).contains(shape) {
    let texts = [
        { generate(count: 9_000, references: 6_000, depth: 3) },
        { generate(count: 9_000, references: 8_700, depth: 30) },
        { generate(count: 30_000, references: 29_700, depth: 100) }, { generateTypography(count: 9_000) },
    ]
    let result = measure(texts[shape](), runs: 50)
    print("shape \(shape): \(result.tokens) tokens, best \(fixed(result.milliseconds, 1)) ms CPU")
    exit(0)
}

print("Typesetter design-token reader: parse + resolve + validate of one in-memory file, release build,")
print("thread CPU time, best of 15 per budget set, of 5 for 10k and 100k, of 2 for 1M; wall-clock time in the")
print("last column. The machine is shared: more runs let the best one be a run without a neighbour's load.")
print("")
print("| Set (Style Dictionary budget shape)          | Tokens | CPU ms | Budget ms | × faster | wall ms |")
print("|----------------------------------------------|--------|--------|-----------|----------|---------|")
let shapes: [(String, String, Double)] = [
    ("9,000 tokens, 6,000 refs, 3 levels", generate(count: 9_000, references: 6_000, depth: 3), 500),
    ("9,000 tokens, 8,700 refs, 30 levels", generate(count: 9_000, references: 8_700, depth: 30), 750),
    ("30,000 tokens, 29,700 refs, 100 levels", generate(count: 30_000, references: 29_700, depth: 100), 5_000),
    ("9,000 typography composites", generateTypography(count: 9_000), 1_500),
]
for (name, text, budget) in shapes {
    let result = measure(text, runs: 15)
    print(
        "| \(pad(name, 44)) | \(lpad("\(result.tokens)", 6)) | \(lpad(fixed(result.milliseconds, 1), 6)) | \(lpad(fixed(budget, 0), 9)) | \(lpad(fixed(budget / result.milliseconds, 0), 7))× | \(lpad(fixed(result.wallMilliseconds, 1), 7)) |"
    )
}
print("")
print("| Tokens (1/3 aliases, 3 levels) | File MB | CPU ms  | Tokens/s   | wall ms |")
print("|--------------------------------|---------|---------|------------|---------|")
for count in [10_000, 100_000, 1_000_000] {
    let text = generate(count: count, references: count / 3, depth: 3)
    let result = measure(text, runs: count >= 1_000_000 ? 2 : 5)
    let rate = Double(result.tokens) / (result.milliseconds / 1000)
    print(
        "| \(lpad("\(result.tokens)", 30)) | \(lpad(fixed(Double(text.utf8.count) / 1_048_576, 1), 7)) | \(lpad(fixed(result.milliseconds, 1), 7)) | \(lpad(fixed(rate, 0), 10)) | \(lpad(fixed(result.wallMilliseconds, 1), 7)) |"
    )
}
print("")
print("Peak resident memory (whole run, includes the generated 1M-token text): \(fixed(peakMemoryMiB(), 0)) MiB")
