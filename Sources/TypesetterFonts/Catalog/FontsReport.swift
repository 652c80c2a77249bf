import TypesetterCore

/// What `typesetter fonts` reads: one entry per face of the files it was given (the command renders it as
/// a table or JSON).
public struct FontsReport: Sendable {
    /// One face and, when a sample was given, the characters it lacks.
    public struct Entry: Sendable {
        public var summary: FaceSummary
        /// `nil` when no sample was given.
        public var missingCharacters: [Unicode.Scalar]?
    }

    public var entries: [Entry]
    /// Files or faces that could not be read.
    public var errors: [Diagnostic]

    /// Reads every face of every font file under `paths` (folders are scanned recursively).
    public init(paths: [String], sample: String? = nil) {
        entries = []
        errors = []
        for path in FontCatalog.fontFiles(in: paths) {
            let file: FontFile
            do {
                file = try FontFile(contentsOfFile: path)
            } catch {
                errors.append(Diagnostic(.error, .fileUnreadable, error.messageForFile, in: FileLocation(path: path)))
                continue
            }
            for index in 0..<file.faceCount {
                do {
                    let face = try file.face(at: index)
                    let summary = try face.summary(file: path)
                    let missing = try sample.map { sample throws(FontReadError) in
                        try face.missingCharacters(in: sample)
                    }
                    entries.append(Entry(summary: summary, missingCharacters: missing))
                } catch {
                    errors.append(
                        Diagnostic(
                            .error, .faceUnreadable, error.messageForFile,
                            in: FileLocation(path: path, faceIndex: index)))
                }
            }
        }
    }
}
