import Testing
@testable import TypesetterTokens

/// The compact storage of a large set's entries: chunks freed as the tokens are gathered, paths made from keys,
/// 32-bit positions in the index.
@Suite("Compact entries")
struct CompactEntriesTests {
    /// More tokens than three chunks, each aliasing one far before it (in a chunk freed by the time it is
    /// gathered) or far after it (in a chunk not yet gathered): every path, value and alias target is kept.
    @Test func aliasesAcrossChunks() throws {
        let count = TokenEntries.chunkSize * 3 + 100
        let span = TokenEntries.chunkSize + 7
        var text = "{\"g\": {\"$type\": \"number\""
        for index in 0..<count {
            let value =
                index % 3 == 1 && index >= span
                ? "\"{g.t\(index - span)}\""
                : index % 3 == 2 && index + span < count ? "\"{g.t\(index + span)}\"" : "\(index)"
            text += ",\n\"t\(index)\": {\"$value\": \(value)}"
        }
        text += "}}"
        let resolution = resolve(text)
        #expect(resolution.diagnostics.isEmpty)
        #expect(resolution.tokens.count == count)
        for index in [0, span, span + 1, count - span - 1, count - 1, TokenEntries.chunkSize - 1] {
            let token = try #require(resolution.tokens["g.t\(index)"])
            #expect(token.path == TokenPath(["g", "t\(index)"]))
            let target =
                index % 3 == 1 && index >= span
                ? index - span : index % 3 == 2 && index + span < count ? index + span : nil
            #expect(token.aliasTarget == target.map { TokenPath(["g", "t\($0)"]) })
            let number = Double(target ?? index)
            #expect(token.value == .number(number))
        }
    }

    @Test func chunksIndexLikeAnArray() {
        var entries = TokenEntries()
        let count = TokenEntries.chunkSize + 3
        for index in 0..<count { entries.append(entry(key: "t\(index)")) }
        #expect(entries.count == count)
        #expect(entries.map(\.key) == (0..<count).map { "t\($0)" })
        entries[TokenEntries.chunkSize].broken = true
        #expect(entries.indices.filter { entries[$0].broken } == [TokenEntries.chunkSize])
        entries.releaseChunk(containing: 0)
        #expect(entries[count - 1].key == "t\(count - 1)")
    }

    @Test func pathsFromKeys() {
        #expect(TokenEntry.split("color.brand.$root") == ["color", "brand", "$root"])
        #expect(TokenEntry.split("a..b") == ["a", "", "b"])
        #expect(TokenEntry.isKey("a.b", of: ["a", "b"]))
        #expect(!TokenEntry.isKey("a.b", of: ["a.b"]))
        #expect(!TokenEntry.isKey("a.b", of: ["a", "c"]))
        #expect(!TokenEntry.isKey("", of: []))
        // A path that its key does not give back is kept as it is.
        #expect(entry(key: "a.b", path: ["a.b"]).path == ["a.b"])
        #expect(entry(key: "x", path: ["a", "b"]).path == ["a", "b"])
        #expect(entry(key: "a.b").path == ["a", "b"])
        var changed = entry(key: "a.b", path: ["a.b"])
        changed.key = "c.d"
        changed.path = ["c", "d"]
        #expect(changed.path == ["c", "d"])
    }

    /// A path kept as its dotted form compares, orders and splits as its names do; one with a dotted name
    /// keeps its names.
    @Test func pathsAsDottedForms() {
        let paths: [[String]] = [
            ["a"], ["a", "b"], ["a", "b", "c"], ["a-b"], ["a", "ab"], ["a", ""], [""], ["b"], ["a.b"], ["é", "x"],
            ["e\u{301}", "x"], ["Z"], [], ["\u{FFFF}a", "b"], ["a.b", "é"], ["a.b", "e\u{301}"], ["12:x", "3"],
        ]
        for names in paths {
            let path = TokenPath(names)
            #expect(path.names == names)
            #expect(path.dotted == names.joined(separator: "."))
            for other in paths {
                let otherPath = TokenPath(other)
                #expect((path == otherPath) == (names == other), "\(names) == \(other)")
                #expect((path < otherPath) == names.lexicographicallyPrecedes(other), "\(names) < \(other)")
                if path == otherPath { #expect(path.hashValue == otherPath.hashValue) }
            }
        }
        #expect(TokenPath(dottedKey: "g.t1") == TokenPath(["g", "t1"]))
        #expect(TokenPath(dottedKey: "\u{FFFF}a.b").names == ["\u{FFFF}a", "b"])
        #expect(MemoryLayout<TokenPath>.size == 16 && MemoryLayout<TokenPath?>.size == 16)
        // The sizes the comments of ResolvedToken and TokenEntries give.
        #expect(MemoryLayout<ResolvedToken>.stride == 128 && MemoryLayout<TokenEntry>.stride == 104)
        #expect(entry(key: "a.b", path: ["a.b"]).tokenPath == TokenPath(["a.b"]))
        #expect(entry(key: "a.b").tokenPath.names == ["a", "b"])
    }

    /// Keys appended unchecked and indexed afterwards are found like keys set one by one, through the keys
    /// where the positions lead (the table holds none); the table grows without them.
    @Test func keyIndexInBulk() {
        var keys = (0..<5_000).map { "g\($0 / 100).t\($0)" }
        var bulk = KeyIndex()
        var single = KeyIndex()
        for (position, key) in keys.enumerated() {
            bulk.appendDistinct(key, position: position)
            single.set(position, forKey: key) { keys[$0] == key }
        }
        bulk.indexAppended()
        #expect(bulk.count == 5_000 && single.count == 5_000)
        for position in stride(from: 0, to: 5_000, by: 7) {
            let key = keys[position]
            #expect(bulk.position(of: key) { keys[$0] == key } == position)
            #expect(single.position(of: key) { keys[$0] == key } == position)
        }
        #expect(bulk.position(of: "g0.t100") { keys[$0] == "g0.t100" } == nil)
        keys.append("g0.t1")
        #expect(bulk.set(5_000, forKey: "g0.t1") { keys[$0] == "g0.t1" } == 1)
        #expect(bulk.position(of: "g0.t1") { keys[$0] == "g0.t1" } == 5_000)
        keys.append("new")
        #expect(bulk.set(5_001, forKey: "new") { keys[$0] == "new" } == nil)
        #expect(bulk.position(of: "new") { keys[$0] == "new" } == 5_001 && bulk.count == 5_001)
    }

    private func entry(key: String, path: [String]? = nil) -> TokenEntry {
        let location = SourceLocation(file: SourceFile(path: "t.json", text: "{}"), line: 1, column: 1)
        return TokenEntry(
            path: path, key: key, location: location, valueNode: JSONNode(.number(1), at: location),
            explicitType: .number, groupType: nil, dataTypeName: nil, description: nil, deprecated: nil,
            extensions: nil)
    }
}
