import Foundation

/// JSON Pointer references as JSON Schema tools write them (lenient mode), rewritten on the merged tree
/// (``TokenTree/applyLenientRewrites()``):
/// - a pointer into another token file, `{"$ref": "../primitives/typography.json#/typography/fontSize/5xl"}`
///   (the UPFT token fixtures; enovaui's packages, `"core-tokens/json/color-primitive.json#/…"`, relative to the
///   package root), when that file is one the build reads: the pointer within it;
/// - a pointer to a token object rather than into its `$value`, `{"$ref": "#/typography/fontSize/5xl"}`: the
///   token's whole value, `"{typography.fontSize.5xl}"`.
/// The Format Module's pointers are document-local and point into a `$value`; strict mode reports both forms,
/// with a note saying what lenient mode reads (``ValueReader/reportPointerProblem(_:_:at:)``).
extension TokenTree {
    /// The reference `object` (`{"$ref": …}`, nothing else) stands for, in the Format Module's form, or `nil`
    /// when it is one already or names no token of a file the build reads (then reported as strict mode does).
    mutating func readPointerForm(_ object: JSONObject, at location: SourceLocation) -> JSONNode? {
        guard object.members.count == 1, let pointerNode = object["$ref"], let text = pointerNode.string,
            let hash = text.firstIndex(of: "#")
        else { return nil }
        let file = String(text[..<hash])
        let fragment = String(text[hash...])
        guard case .success(let segments) = ReferenceSyntax.parsePointerSegments(fragment), !segments.isEmpty,
            !segments.contains(where: { $0.contains(".") || $0.contains("{") || $0.contains("}") })
        else { return nil }
        let valueAt = segments.firstIndex(of: "$value")
        let key = segments[..<(valueAt ?? segments.count)].joined(separator: ".")
        guard let target = entryIndex(forKey: key) else { return nil }
        if file.isEmpty {
            // Document-local: only the pointer to a token object is another tool's form.
            guard valueAt == nil else { return nil }
        } else {
            guard Self.pointerFile(file, from: pointerNode.location.path, is: entries[target].location.path) else {
                return nil
            }
        }
        let read = valueAt == nil ? "{\(key)}" : fragment
        let form = file.isEmpty ? "json-pointer-token" : "json-pointer-file"
        report.add(
            .lenientForm, "\(form):\(pointerNode.location.path)", at: pointerNode.location,
            fixIt: .init("write the reference", replacement: valueAt == nil ? "\"\(read)\"" : "{\"$ref\": \"\(read)\"}")
        ) { count in
            file.isEmpty
                ? "\(LenientReport.count(count, "JSON Pointer")) to a token object rather than into its $value, such as \"\(text)\", read as the token's whole value, \(read) (the Format Module points into \"$value\", or writes \"\(read)\")"
                : "\(LenientReport.count(count, "JSON Pointer")) into another token file, such as \"\(text)\", read as a reference to the token of \(file) that the build also reads, \(read) (the Format Module's pointers stay within their document; write \"\(valueAt == nil ? read : "{\(key)}")\")"
        }
        if valueAt == nil { return JSONNode(.string(read), at: pointerNode.location) }
        return JSONNode(
            .object(
                JSONObject(members: [
                    JSONMember(
                        key: "$ref", keyLocation: pointerNode.location,
                        value: JSONNode(.string(read), at: pointerNode.location))
                ])), at: location)
    }

    /// Whether `file`, as a pointer in the file at `referrer` names it, is the file at `target`: relative to
    /// the referrer's folder, as JSON Schema resolves it, or to a folder above it (enovaui's pointers name
    /// `core-tokens/json/…` from `web-tokens/json/`, relative to their packages' folder).
    static func pointerFile(_ file: String, from referrer: String, is target: String) -> Bool {
        let targetPath = URL(fileURLWithPath: target).standardizedFileURL.path
        var folder = URL(fileURLWithPath: referrer).standardizedFileURL.deletingLastPathComponent()
        while true {
            if folder.appendingPathComponent(file).standardizedFileURL.path == targetPath { return true }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return false }
            folder = parent
        }
    }
}

extension ValueReader {
    /// Strict mode's error for a JSON Pointer it does not read; for the forms lenient mode reads
    /// (``TokenTree/readPointerForm(_:at:)``), a note saying how.
    mutating func reportPointerProblem(
        _ problem: ReferenceSyntax.PointerProblem, _ pointer: String, at location: SourceLocation
    ) {
        var notes: [Diagnostic.Note] = []
        if !lenient, let hash = pointer.firstIndex(of: "#"),
            case .success(let segments) = ReferenceSyntax.parsePointerSegments(String(pointer[hash...])),
            !segments.isEmpty
        {
            let file = pointer[..<hash]
            if !file.isEmpty {
                notes.append(
                    .init(
                        "with --lenient a pointer into another token file is read as a reference to its token when the build also reads \(file)",
                        at: location))
            } else if !segments.contains(where: { $0.hasPrefix("$") }) {
                notes.append(
                    .init(
                        "with --lenient a pointer to a token object (not a group) is read as the token's whole value, {\(segments.joined(separator: "."))}",
                        at: location))
            }
        }
        diagnostics.append(.error(.referenceMalformed, problem.message, at: location, notes: notes))
    }
}
