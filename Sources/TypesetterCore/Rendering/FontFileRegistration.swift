/// One font file to register with the system, and the PostScript names it provides.
///
/// Registering a file twice is an error in CoreText, and a file already registered (Info.plist
/// `UIAppFonts`, an earlier call) must be skipped: the registrar checks one of ``postScriptNames`` first.
public struct FontFileRegistration: Hashable, Sendable {
    /// The file name, as bundled: `Inter-Regular.otf`.
    public var fileName: String
    /// Every face of the families that lives in this file, in family order.
    public var postScriptNames: [String]

    public init(fileName: String, postScriptNames: [String]) {
        self.fileName = fileName
        self.postScriptNames = postScriptNames
    }

    /// The name without its extension, for `Bundle.url(forResource:withExtension:)`: `Inter-Regular`.
    public var resourceName: String {
        guard resourceExtension != nil, let dot = fileName.lastIndex(of: ".") else { return fileName }
        return String(fileName[..<dot])
    }

    /// The extension without the dot, `otf`; `nil` when the name has none.
    public var resourceExtension: String? {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        let ext = fileName[fileName.index(after: dot)...]
        return ext.isEmpty ? nil : String(ext)
    }

    /// The files of `families`' faces, each once, sorted by file name; faces without a file (system-installed
    /// fonts) are left out.
    public static func files(of families: [FontFamily]) -> [FontFileRegistration] {
        var names: [String: [String]] = [:]
        for family in families {
            for face in family.faces {
                guard let file = face.fileName else { continue }
                if names[file, default: []].contains(face.postScriptName) { continue }
                names[file, default: []].append(face.postScriptName)
            }
        }
        return names.keys.sorted().map { FontFileRegistration(fileName: $0, postScriptNames: names[$0] ?? []) }
    }
}
