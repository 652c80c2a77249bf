import Foundation
import Testing
@testable import TypesetterFonts

/// The fixtures every robustness test (and the fuzzer's seeds) start from: one per table feature.
enum Fixtures {
    typealias N = FontBuilder.Name

    static let all: [(name: String, bytes: [UInt8])] = [
        ("standard-otf", FontBuilder.font()),
        (
            "truetype-short-os2",
            FontBuilder.sfnt(
                FontBuilder.standardTables(
                    hhea: FontBuilder.hhea(descender: 200), os2: FontBuilder.os2(version: 0, length: 68)),
                version: 0x0001_0000)
        ),
        (
            "cmap-4-range-12-14",
            FontBuilder.font(
                FontBuilder.standardTables(
                    cmap: FontBuilder.cmap(
                        mapping: [(0x41, 1), (0x42, 2)], rangeMapped: (start: 0x3042, glyphs: [3, 0, 1]),
                        format12: [(0x41, 0x43, 1), (0x1F600, 0x1F600, 3)],
                        format14: [
                            (selector: 0xFE0F, defaults: [0x1F600], mappings: []),
                            (selector: 0xE0100, defaults: [], mappings: [(0x845B, 2)]),
                        ]
                    )))
        ),
        (
            "variable-derived-names",
            FontBuilder.font(
                FontBuilder.standardTables(
                    name: FontBuilder.name([
                        N(nameID: 1, text: "Var"), N(nameID: 2, text: "Regular"), N(nameID: 6, text: "Var-Regular"),
                        N(nameID: 258, text: "Bold"), N(nameID: 259, text: "Var-Bold"),
                    ]),
                    fvar: FontBuilder.fvar(
                        axes: [("wght", 100, 400, 900), ("slnt", -10, 0, 0)],
                        instances: [(258, [700, 0], 259), (258, [700, -10], nil)], withPostScriptNames: true)))
        ),
        ("variable-avar-mvar-hvar", FontBuilder.variableFont()),
        (
            "collection",
            FontBuilder.collection([
                FontBuilder.standardTables(),
                FontBuilder.standardTables(
                    os2: FontBuilder.os2(weightClass: 700),
                    name: FontBuilder.names(subfamily: "Bold", postScript: "TestSans-Bold")),
            ])
        ),
    ]

    /// A folder of the font fuzzer's (Fuzz/FontFuzz/`name`).
    static func fuzzFolder(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Fuzz/FontFuzz/\(name)"
        ).standardized
    }

    /// The inputs in a folder of the font fuzzer's, in name order; throws when the folder is not there, so a
    /// replay of a folder that moved fails instead of replaying nothing.
    static func fuzzInputs(_ name: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = fuzzFolder(name)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { !$0.hasPrefix(".") }
            .map { name in (name, try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))) }
    }
}

@Suite struct RobustnessTests {
    @Test func fixturesReadCompletely() throws {
        for fixture in Fixtures.all {
            let file = try FontFile(bytes: FontBytes(fixture.bytes))
            #expect(FontFuzzing.exercise(FontBytes(fixture.bytes)) == file.faceCount, "\(fixture.name)")
        }
    }

    /// Every prefix of every fixture gives an error or a result, never a trap.
    @Test func everyPrefixIsSafe() {
        for fixture in Fixtures.all {
            var complete = 0
            for length in 0...fixture.bytes.count {
                complete += FontFuzzing.exercise(FontBytes(fixture.bytes.prefix(length)))
            }
            #expect(complete > 0, "\(fixture.name): even the whole file gave no face")
        }
    }

    /// Random byte flips (deterministic seed) give an error or a result, never a trap.
    @Test func randomByteFlipsAreSafe() {
        var generator = SplitMix64(seed: 0x7E57_F0E7)
        for fixture in Fixtures.all {
            for _ in 0..<400 {
                var bytes = fixture.bytes
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    bytes[index] = UInt8.random(in: 0...255, using: &generator)
                }
                FontFuzzing.exercise(FontBytes(bytes))
            }
        }
    }

    /// Inputs the fuzzer once crashed on (Fuzz/FontFuzz/Crashes, empty while it has found none) and its seeds,
    /// each read as the fuzzer reads it. Fails when either folder is missing.
    @Test func fuzzerInputsAreSafe() throws {
        let crashes = try Fixtures.fuzzInputs("Crashes")
        let seeds = try Fixtures.fuzzInputs("Seeds")
        #expect(seeds.count >= Fixtures.all.count, "Fuzz/FontFuzz/Seeds holds \(seeds.count) inputs")
        for input in crashes + seeds {
            FontFuzzing.exercise(FontBytes(input.bytes))
        }
    }

    /// The fuzzer's seeds are the fixtures, byte for byte. `Scripts/record-fuzz-seeds` rewrites them after a
    /// fixture changes (this test, with `TYPESETTER_RECORD=1`).
    @Test func fuzzSeedsAreTheFixtures() throws {
        let folder = Fixtures.fuzzFolder("Seeds")
        if ProcessInfo.processInfo.environment["TYPESETTER_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for fixture in Fixtures.all {
                try Data(fixture.bytes).write(to: folder.appendingPathComponent(fixture.name + ".bin"))
            }
        }
        for fixture in Fixtures.all {
            let seed = FileManager.default.contents(atPath: folder.appendingPathComponent(fixture.name + ".bin").path)
            #expect(
                seed.map(Array.init) == fixture.bytes,
                "Fuzz/FontFuzz/Seeds/\(fixture.name).bin is not the fixture: run Scripts/record-fuzz-seeds")
        }
    }
}

/// A small deterministic generator so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The same on real fonts: byte flips anywhere and truncations at evenly spaced lengths.
@Suite struct RealFontRobustnessTests {
    @Test(arguments: [
        "Roboto-Regular.ttf", "Inter-MediumItalic.otf", "Inter.var.ttf", "NanumGothic.ttf", "NotoSansCJK-Regular.ttc",
    ])
    func flipsAndTruncationsAreSafe(_ name: String) throws {
        let path = try #require(RealFonts.path(name), "\(name) is not installed: run Scripts/install-test-deps")
        let original = [UInt8](try #require(FileManager.default.contents(atPath: path)))
        let isLarge = original.count > 4_000_000
        var generator = SplitMix64(seed: UInt64(original.count))
        for _ in 0..<(isLarge ? 12 : 150) {
            var bytes = original
            for _ in 0..<Int.random(in: 1...16, using: &generator) {
                // Half the flips land in the first 4 KB, where the directory and small tables live.
                let limit = Bool.random(using: &generator) ? min(4096, bytes.count) : bytes.count
                bytes[Int.random(in: 0..<limit, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            FontFuzzing.exercise(FontBytes(bytes))
        }
        let steps = isLarge ? 16 : 128
        for step in 0..<steps {
            FontFuzzing.exercise(FontBytes(original.prefix(original.count * step / steps)))
        }
        #expect(FontFuzzing.exercise(FontBytes(original)) >= 1)
    }
}
