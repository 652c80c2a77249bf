import Foundation

/// The Load stage: reads token files from disk (or standard input for `-`) into ``SourceFile``s.
public enum TokenDocumentLoader {
    /// Reads each path; unreadable files become `file.unreadable` errors. In lenient mode JSON5 forms in
    /// `.json` files are accepted (with a warning); `.json5` files are JSON5 in either mode.
    public static func load(paths: [String], lenient: Bool = false) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            switch load(path: path, lenient: lenient) {
            case .success(let file): files.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (files, diagnostics)
    }

    /// Reads one file.
    public static func load(path: String, lenient: Bool = false) -> Result<SourceFile, Diagnostic> {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return .success(SourceFile(path: "<stdin>", bytes: [UInt8](data), syntax: lenient ? .lenient(path: "") : nil))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "permission denied"
            return .failure(.error(.fileUnreadable, "cannot read \(path): \(reason)", at: nil))
        }
        return .success(SourceFile(path: path, bytes: [UInt8](data), syntax: lenient ? .lenient(path: path) : nil))
    }
}
