import Foundation
import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// The files, by path and text, resolved in lenient mode.
func resolveLenient(_ files: [(path: String, text: String)]) -> TokenResolution {
    TokenResolver.resolve(
        files: files.map { SourceFile(path: $0.path, text: $0.text) }, options: ResolveOptions(lenient: true))
}

/// Which file a JSON Pointer into another file reads (Lenient/JSONPointerFiles.swift): the one beside the
/// referring file, as JSON Schema resolves it; one in a folder above only when there is none beside it; never
/// a file the build does not read. And the note of strict mode's error, given only for what lenient mode reads.
@Suite("Lenient pointer files") struct LenientPointerFilesTests {
    static func number(_ name: String, _ value: Int) -> String {
        #"{"\#(name)": {"$type": "number", "$value": \#(value)}}"#
    }

    static let semantic = #"{"b": {"$type": "number", "$value": {"$ref": "prim.json#/a/$value"}}}"#

    /// The files of `folder` named, read in that order (the folder holds others the build does not read).
    func resolve(_ folder: TemporaryFolder, _ names: [String], lenient: Bool = true) throws -> TokenResolution {
        let files = try names.map { name in
            SourceFile(
                path: "\(folder.path)/\(name)",
                text: try String(contentsOfFile: "\(folder.path)/\(name)", encoding: .utf8))
        }
        return TokenResolver.resolve(files: files, options: ResolveOptions(lenient: lenient))
    }

    func pointerDiagnostics(_ resolution: TokenResolution) -> [String] {
        resolution.diagnostics.filter { $0.message.contains("JSON Pointer") }.map(DiagnosticRenderer.xcode)
    }

    /// `sub/prim.json` beside the referring file is the pointer's file, even when the build also reads a
    /// `prim.json` in the folder above; the warning names the file read.
    @Test func theFileBesideTheReferringFileIsRead() throws {
        let folder = try TemporaryFolder([
            "prim.json": Self.number("a", 1), "sub/prim.json": Self.number("c", 2),
            "sub/sem.json": Self.semantic.replacingOccurrences(of: "#/a/", with: "#/c/"),
        ])
        let resolution = try resolve(folder, ["prim.json", "sub/prim.json", "sub/sem.json"])
        #expect(resolution.errors.isEmpty)
        #expect(resolution.tokens["b"]?.value == .number(2))
        #expect(
            pointerDiagnostics(resolution) == [
                "\(folder.path)/sub/sem.json:1:46: warning: 1 JSON Pointer into another token file, such as \"prim.json#/c/$value\", read as a reference to the token of \(folder.path)/sub/prim.json that the build also reads, #/c/$value (the Format Module's pointers stay within their document; write \"{c}\") [lenient.legacy-form]\n"
                    + "\(folder.path)/sub/sem.json:1:46: note: fix-it: write the reference: \"{c}\"\n"
            ])
    }

    /// A token of the same name in a file above is not read through a pointer into the file beside: the
    /// pointer names no token there.
    @Test func aTokenOfAFileAboveIsNotReadThroughTheFileBeside() throws {
        let folder = try TemporaryFolder([
            "prim.json": Self.number("a", 1), "sub/prim.json": Self.number("c", 2), "sub/sem.json": Self.semantic,
        ])
        let resolution = try resolve(folder, ["prim.json", "sub/prim.json", "sub/sem.json"])
        #expect(resolution.tokens["b"] == nil)
        #expect(
            resolution.diagnostics.filter { $0.code == .referenceMalformed }.map(\.message) == [
                "JSON Pointer \"prim.json#/a/$value\" points to {a} in \(folder.path)/sub/prim.json, but the build reads {a} from \(folder.path)/prim.json; write \"{a}\" if that is the one meant"
            ])
    }

    /// The reviewer's case: `sub/prim.json` exists but the build does not read it, and reads `prim.json`
    /// above, which has a token of that name. Not read: an error saying which file to add; strict mode's
    /// error (unchanged) has no note.
    @Test func aFileBesideThatIsNotReadIsAnError() throws {
        let folder = try TemporaryFolder([
            "prim.json": Self.number("a", 1), "sub/prim.json": Self.number("a", 2), "sub/sem.json": Self.semantic,
        ])
        let lenient = try resolve(folder, ["prim.json", "sub/sem.json"])
        #expect(lenient.tokens["b"] == nil)
        #expect(
            lenient.diagnostics.filter { $0.code == .referenceMalformed }.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/sub/sem.json:1:46: warning: JSON Pointer \"prim.json#/a/$value\" names \(folder.path)/sub/prim.json, which the build does not read (it reads \(folder.path)/prim.json, in a folder above, but a pointer's file is found from the referring file's folder first); a pointer into another token file is read when the build reads that file: add it to the build's inputs [reference.malformed]\n"
                    + "typesetter: note: lenient mode leaves \"b\" out; strict mode stops here\n"
            ])
        let strict = try resolve(folder, ["prim.json", "sub/sem.json"], lenient: false)
        #expect(
            strict.errors.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/sub/sem.json:1:46: error: JSON Pointer \"prim.json#/a/$value\" must start with \"#/\" (references into other files are not supported) [reference.malformed]\n"
            ])
    }

    /// A pointer into a file the build reads that names no token of it is not read; strict mode's error has
    /// no note promising it.
    @Test func aPointerToNoTokenOfAFileReadIsAnError() throws {
        let folder = try TemporaryFolder([
            "prim.json": Self.number("a", 1),
            "sem.json": #"{"b": {"$type": "number", "$value": {"$ref": "prim.json#/a.x/$value"}}}"#,
        ])
        let lenient = try resolve(folder, ["prim.json", "sem.json"])
        #expect(
            lenient.diagnostics.filter { $0.code == .referenceMalformed }.map(\.message) == [
                "JSON Pointer \"prim.json#/a.x/$value\" names no token of \(folder.path)/prim.json; a pointer into another token file is read when it names a token (\"#/group/token\") or a member of its value (\"#/group/token/$value/color\")"
            ])
        let strict = try resolve(folder, ["prim.json", "sem.json"], lenient: false)
        #expect(strict.errors.count == 1)
        #expect(strict.errors.allSatisfy { $0.notes.isEmpty })
    }

    /// A pointer to a member of a token's value: the warning and the fix-it write the same pointer within the
    /// document (not the whole token), and the member is what is read.
    @Test func aPointerToAMemberAdvisesThatMember() throws {
        let primitives = """
            {"shadow": {"$type": "shadow", "$value": {"color": "#00000040", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px"}}}
            """
        let semantic = #"{"ink": {"$type": "color", "$value": {"$ref": "../p/prim.json#/shadow/$value/color"}}}"#
        let resolution = resolveLenient([("tokens/p/prim.json", primitives), ("tokens/s/sem.json", semantic)])
        #expect(resolution.errors.isEmpty)
        guard case .shadow(let layers)? = resolution.tokens["shadow"]?.value, let color = layers.first?.color else {
            Issue.record("shadow is not a shadow")
            return
        }
        #expect(resolution.tokens["ink"]?.value == .color(color))
        #expect(
            pointerDiagnostics(resolution) == [
                "tokens/s/sem.json:1:47: warning: 1 JSON Pointer into another token file, such as \"../p/prim.json#/shadow/$value/color\", read as a reference to the token of tokens/p/prim.json that the build also reads, #/shadow/$value/color (the Format Module's pointers stay within their document; write {\"$ref\": \"#/shadow/$value/color\"}) [lenient.legacy-form]\n"
                    + "tokens/s/sem.json:1:47: note: fix-it: write the reference: {\"$ref\": \"#/shadow/$value/color\"}\n"
            ])
    }

    /// Strict mode's error has a note only for what lenient mode reads: not for a pointer to a group, with
    /// '.' between names, to nothing (three negative cases of the DTCG suite) or in a JSON Schema file.
    @Test(arguments: [
        (
            "dtcg-conformance/format/negative/references/json-pointer-to-group.json",
            "13:13: error: JSON Pointer \"#/colors\" points to a token or group object, not a value; write \"#/colors/$value\" [reference.malformed]\n"
        ),
        (
            "dtcg-conformance/format/negative/references/json-pointer-wrong-separator.json",
            "4:13: error: JSON Pointer \"#/colors.primary.$value\" separates names with '.'; a JSON Pointer uses '/' (\"#/a/b/$value\") [reference.malformed]\n"
        ),
        (
            "dtcg-conformance/format/negative/references/json-pointer-nonexistent.json",
            "4:13: error: JSON Pointer \"#/does/not/exist\" points to a token or group object, not a value; write \"#/does/not/exist/$value\" [reference.malformed]\n"
        ),
        (
            "schemas/sarif-schema-2.1.0.json",
            "28:17: error: JSON Pointer \"#/definitions/run\" points to a token or group object, not a value; write \"#/definitions/run/$value\" [reference.malformed]\n"
        ),
    ])
    func noNoteForWhatLenientDoesNotRead(_ fixture: String, _ expected: String) throws {
        let path = conformanceFolder.deletingLastPathComponent().appendingPathComponent(fixture).path
        let file = try #require(try? TokenDocumentLoader.load(path: path).get())
        let resolution = TokenResolver.resolve(files: [file])
        let first = try #require(resolution.errors.first { $0.message.hasPrefix("JSON Pointer") })
        #expect(DiagnosticRenderer.xcode(first) == "\(path):\(expected)")
        #expect(!resolution.diagnostics.contains { $0.notes.contains { $0.message.contains("with --lenient") } })
    }
}
