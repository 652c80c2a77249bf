import Foundation

/// JSON Pointer references as JSON Schema tools write them (lenient mode), rewritten on the merged tree
/// (``TokenTree/applyLenientRewrites()``):
/// - a pointer into another token file, `{"$ref": "../primitives/typography.json#/typography/fontSize/5xl"}`
///   (the UPFT token fixtures; enovaui's packages, `"core-tokens/json/color-primitive.json#/…"`, relative to the
///   package root), when that file is one the build reads: the pointer within it;
/// - a pointer to a token object rather than into its `$value`, `{"$ref": "#/typography/fontSize/5xl"}`: the
///   token's whole value, `"{typography.fontSize.5xl}"`.
/// The Format Module's pointers are document-local and point into a `$value`; strict mode reports both forms,
/// with a note saying what lenient mode reads (``ValueReader/reportPointerProblem(_:_:at:)``). Both modes
/// decide with one check, ``TokenTree/pointerReading(_:from:)``, so the note never promises a
/// reading lenient mode does not make.
extension TokenTree {
    /// How lenient mode reads a JSON Pointer as JSON Schema tools write it.
    enum PointerReading {
        /// Read as a reference to a token of the build.
        case form(PointerForm)
        /// A pointer into another file that lenient mode does not read: why, and what to do, said after the
        /// pointer (`JSON Pointer "…" names …`).
        case notRead(String)
    }

    /// A pointer lenient mode reads.
    struct PointerForm {
        /// The token's dotted key.
        var key: String
        /// The pointer's fragment (`#/shadow/$value/color`) when it points into the token's `$value`.
        var intoValue: String?
        /// Whether it points to a member of the `$value` (`#/shadow/$value/color`), not the whole of it.
        var intoMember: Bool
        /// The file read, as the build names it, and whether it was found from a folder above the referring
        /// file's; `nil` for a pointer within its document.
        var file: (path: String, above: Bool)?

        /// What it is read as, in the Format Module's form: the token's whole value or the pointer within
        /// the merged document.
        var read: String { intoValue ?? "{\(key)}" }

        /// What to write instead, as the fix-it writes it: a curly-brace reference for a whole token or its
        /// whole `$value`, else the pointer within the document.
        var replacement: String {
            if let intoValue, intoMember { return "{\"$ref\": \"\(intoValue)\"}" }
            return "\"{\(key)}\""
        }
    }

    /// The reading of `pointer`, written in the file at `referrer`, or `nil` when it is neither form: the
    /// Format Module's own, or a pointer with no file that names no token (a group, nothing, a name with `.`).
    func pointerReading(_ pointer: String, from referrer: String) -> PointerReading? {
        guard let hash = pointer.firstIndex(of: "#") else { return nil }
        let file = String(pointer[..<hash])
        let fragment = String(pointer[hash...])
        var used: (path: String, above: Bool)?
        if !file.isEmpty {
            switch pointerFiles.file(file, from: referrer, among: files) {
            case .success(let found): used = found
            case .failure(let reason): return .notRead(reason.text)
            }
        }
        // A name with `.`, `{` or `}` is no DTCG name: joined with `.` it would name another token.
        guard case .success(let segments) = ReferenceSyntax.parsePointerSegments(fragment), !segments.isEmpty,
            !segments.contains(where: { $0.contains(".") || $0.contains("{") || $0.contains("}") })
        else { return used.map { .notRead(Self.namesNoToken(of: $0.path)) } }
        let valueAt = segments.firstIndex(of: "$value")
        let key = segments[..<(valueAt ?? segments.count)].joined(separator: ".")
        guard let target = entryIndex(forKey: key) else { return used.map { .notRead(Self.namesNoToken(of: $0.path)) } }
        if let used {
            // The token as the build reads it: a later file may redefine it, or it is only in another file.
            let defined = entries[target].location.path
            guard defined == used.path else {
                return .notRead(
                    "points to {\(key)} in \(used.path), but the build reads {\(key)} from \(defined); write \"{\(key)}\" if that is the one meant"
                )
            }
        } else if valueAt != nil {
            // Document-local into a `$value`: the Format Module's own form.
            return nil
        }
        return .form(
            PointerForm(
                key: key, intoValue: valueAt == nil ? nil : fragment,
                intoMember: valueAt.map { $0 < segments.count - 1 } ?? false, file: used))
    }

    /// The reference `object` (`{"$ref": …}`, nothing else) stands for, in the Format Module's form, or `nil`
    /// when it is one already or is not read (then reported as strict mode does, or as
    /// ``PointerReading/notRead(_:)`` says).
    mutating func readPointerForm(_ object: JSONObject, at location: SourceLocation) -> JSONNode? {
        guard object.members.count == 1, let pointerNode = object["$ref"], let text = pointerNode.string,
            text.contains("#")
        else { return nil }
        guard case .form(let form)? = pointerReading(text, from: pointerNode.location.path)
        else { return nil }
        let name =
            form.file == nil
            ? "json-pointer-token" : form.file?.above == true ? "json-pointer-above" : "json-pointer-file"
        report.add(
            .lenientForm, "\(name):\(pointerNode.location.path)", at: pointerNode.location,
            fixIt: .init("write the reference", replacement: form.replacement)
        ) { count in
            let pointers = LenientReport.count(count, "JSON Pointer")
            guard let file = form.file else {
                return
                    "\(pointers) to a token object rather than into its $value, such as \"\(text)\", read as the token's whole value, \(form.read) (the Format Module points into \"$value\", or writes \"\(form.read)\")"
            }
            let found =
                file.above
                ? " (named from a folder above the referring file's: JSON Schema names it from the referring file's folder, where there is none)"
                : ""
            return
                "\(pointers) into another token file, such as \"\(text)\", read as a reference to the token of \(file.path) that the build also reads\(found), \(form.read) (the Format Module's pointers stay within their document; write \(form.replacement))"
        }
        if form.intoValue == nil { return JSONNode(.string(form.read), at: pointerNode.location) }
        return JSONNode(
            .object(
                JSONObject(members: [
                    JSONMember(
                        key: "$ref", keyLocation: pointerNode.location,
                        value: JSONNode(.string(form.read), at: pointerNode.location))
                ])), at: location)
    }
}

extension TokenTree {
    /// Why a pointer's file is not one lenient mode reads, said after the pointer.
    struct UnreadPointerFile: Error {
        var text: String
    }

    /// The file among those the build reads (`readFiles`: by standardized path, each to the path the build
    /// names it by) that `file`, named by a pointer in the file at `referrer`, is: relative to the referrer's
    /// folder, as JSON Schema resolves it; only when no such file exists, relative to a folder above it, the
    /// nearest first (enovaui's pointers name `core-tokens/json/…` from `web-tokens/json/`, relative to their
    /// packages' folder). A file beside the referrer that the build does not read is never passed over for
    /// one of the same name above: that would read another file's value without a word. Whether it exists is
    /// asked of the file system.
    static func pointerFile(
        _ file: String, from referrer: String, readFiles: [String: String]
    ) -> Result<(path: String, above: Bool), UnreadPointerFile> {
        let folder = URL(fileURLWithPath: referrer, isDirectory: false).standardizedFileURL
            .deletingLastPathComponent()
        let absolute = file.hasPrefix("/")
        let beside =
            (absolute
            ? URL(fileURLWithPath: file, isDirectory: false)
            : folder.appendingPathComponent(file, isDirectory: false)).standardizedFileURL.path
        if let path = readFiles[beside] { return .success((path, false)) }
        var above: String?
        var level = folder
        while !absolute, above == nil {
            let parent = level.deletingLastPathComponent()
            if parent.path == level.path { break }
            level = parent
            above = readFiles[level.appendingPathComponent(file, isDirectory: false).standardizedFileURL.path]
        }
        let shown = absolute ? file : path(file, besideFileAt: referrer)
        let advice =
            "a pointer into another token file is read when the build reads that file: add it to the build's inputs"
        if FileManager.default.fileExists(atPath: beside) {
            let passedOver =
                above.map {
                    " (it reads \($0), in a folder above, but a pointer's file is found from the referring file's folder first)"
                } ?? ""
            return .failure(
                UnreadPointerFile(text: "names \(shown), which the build does not read\(passedOver); \(advice)"))
        }
        if let above { return .success((above, true)) }
        let orAbove = absolute ? "" : " (or \(file) in a folder above)"
        return .failure(UnreadPointerFile(text: "names \(shown)\(orAbove), which the build does not read; \(advice)"))
    }

    /// `file` named from the folder of the file at `referrer`, as the build names that file, with `.` and `..`
    /// taken out where a folder name precedes them (`tokens/semantic/a.json` and `../p.json`:
    /// `tokens/p.json`).
    static func path(_ file: String, besideFileAt referrer: String) -> String {
        var parts = referrer.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in file.split(separator: "/", omittingEmptySubsequences: false) where part != "." {
            if part == "..", let last = parts.last, !last.isEmpty, last != ".", last != ".." {
                parts.removeLast()
            } else {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// Why a pointer into `path`, a file the build reads, is not read: its fragment names no token there.
    static func namesNoToken(of path: String) -> String {
        "names no token of \(path); a pointer into another token file is read when it names a token (\"#/group/token\") or a member of its value (\"#/group/token/$value/color\")"
    }
}

extension ValueReader {
    /// Strict mode's error for a JSON Pointer it does not read; for the forms lenient mode reads
    /// (``TokenTree/readPointerForm(_:at:)``), by the same check, a note saying how. In lenient mode, a pointer
    /// into another file that is not read says why instead (the file is not among the build's inputs, or
    /// names no token there).
    mutating func reportPointerProblem(
        _ problem: ReferenceSyntax.PointerProblem, _ pointer: String, at location: SourceLocation
    ) {
        let reading = pointerReading(pointer, location.path)
        if lenient, case .notRead(let reason)? = reading {
            diagnostics.append(
                .error(.referenceMalformed, "JSON Pointer \"\(ReferenceSyntax.clip(pointer))\" \(reason)", at: location)
            )
            return
        }
        var notes: [Diagnostic.Note] = []
        if !lenient, case .form(let form)? = reading {
            if form.file != nil, let hash = pointer.firstIndex(of: "#") {
                notes.append(
                    .init(
                        "with --lenient a pointer into another token file is read as a reference to its token when the build also reads \(pointer[..<hash])",
                        at: location))
            } else {
                notes.append(
                    .init(
                        "with --lenient a pointer to a token object (not a group) is read as the token's whole value, \(form.read)",
                        at: location))
            }
        }
        diagnostics.append(.error(.referenceMalformed, problem.message, at: location, notes: notes))
    }
}

/// The files a tree's pointers name, each found once for each referring file
/// (``TokenTree/pointerFile(_:from:readFiles:)``): enovaui's 1,600 pointers name six files. A reference type
/// so that lenient mode's rewrites and the value reader's errors share it; used on one thread, by one
/// resolution.
final class PointerFiles {
    typealias Found = Result<(path: String, above: Bool), TokenTree.UnreadPointerFile>

    /// The build's files by standardized absolute path, each to the path the build names it by.
    private var byPath: [String: String] = [:]
    /// How many of the tree's files `byPath` holds.
    private var indexed = 0
    /// What each file name was found to be, by referring file and name.
    private var found: [String: Found] = [:]

    /// The file `file`, named in the file at `referrer`, is among `files`, the build's files.
    func file(_ file: String, from referrer: String, among files: [SourceFile]) -> Found {
        if indexed != files.count {
            byPath = [:]
            for file in files {
                byPath[URL(fileURLWithPath: file.path, isDirectory: false).standardizedFileURL.path] = file.path
            }
            indexed = files.count
            found = [:]
        }
        let key = referrer + "\u{0}" + file
        if let known = found[key] { return known }
        let result = TokenTree.pointerFile(file, from: referrer, readFiles: byPath)
        found[key] = result
        return result
    }
}
