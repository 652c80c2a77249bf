/// A problem found by any stage: loading, parsing or resolving tokens, reading fonts, reading the build
/// configuration, interpreting, checking or writing.
///
/// Diagnostics are values, never thrown: a run collects all of them, and the CLI renders them with
/// ``DiagnosticRenderer`` as human text, as `path:line:column: error: message`, or as JSON.
public struct Diagnostic: Error, Sendable, Hashable {
    /// How bad the problem is. Any ``Severity/error`` makes a token set unusable; warnings are advice.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary location that explains the diagnostic ("defined here", "first defined here").
    public struct Note: Sendable, Hashable {
        /// What the note says.
        public var message: String
        /// Where it points, if anywhere.
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// An obvious edit that fixes the problem: replace the value at ``location`` with ``replacement``.
    public struct FixIt: Sendable, Hashable {
        /// What the edit does.
        public var message: String
        /// The text to put at the diagnostic's location.
        public var replacement: String

        public init(_ message: String, replacement: String) {
            self.message = message
            self.replacement = replacement
        }

        /// `message: replacement`, or the message alone when the edit deletes (an empty replacement).
        public var text: String { replacement.isEmpty ? message : "\(message): \(replacement)" }
    }

    /// What a diagnostic is about, for code to read: what a tool does with a diagnostic, or how it shows it,
    /// is decided by these fields and the code, never by the message's words (which may be reworded freely).
    public struct Subject: Sendable, Hashable {
        /// The input as the configuration or command line names it (a token file, a folder, a glob).
        public var input: String?
        /// The token the diagnostic is about, by its dotted path.
        public var tokenPath: String?
        /// Whether the message starts with ``tokenPath`` and `": "` (a check's finding), so that a display that
        /// already names the token can show the rest (``Diagnostic/messageAfterTokenPath``).
        public var leadsMessage: Bool
        /// The member of a token, group or value the diagnostic is about, as written (`"value"`, `"lineHeight"`).
        public var member: String?
        /// Names the message lists (the font families not found).
        public var names: [String]
        /// The reading the message already offers in another mode (lenient mode's reading, in strict mode's
        /// error), so that no note offers it again.
        public var offeredReading: String?

        public init(
            input: String? = nil, tokenPath: String? = nil, leadsMessage: Bool = false, member: String? = nil,
            names: [String] = [], offeredReading: String? = nil
        ) {
            self.input = input
            self.tokenPath = tokenPath
            self.leadsMessage = leadsMessage
            self.member = member
            self.names = names
            self.offeredReading = offeredReading
        }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// The stable code (`reference.cycle`).
    public var code: DiagnosticCode
    /// One sentence, no trailing period.
    public var message: String
    /// Where the problem is in a source file (nil for problems of a whole file, or of a file without lines).
    public var location: SourceLocation? {
        get { storage.location }
        set { storage = Located(newValue, storage.notes, storage.fileLocation, storage.subject) }
    }
    /// Where the problem is in a file without lines to quote (a font's face and table), when ``location`` is nil.
    public var fileLocation: FileLocation? {
        get { storage.fileLocation }
        set { storage = Located(storage.location, storage.notes, newValue, storage.subject) }
    }
    /// Related locations.
    public var notes: [Note] {
        get { storage.notes }
        set { storage = Located(storage.location, newValue, storage.fileLocation, storage.subject) }
    }
    /// What the diagnostic is about, for code to read (``Subject``); `nil` when it says nothing beyond its code.
    public var subject: Subject? {
        get { storage.subject }
        set { storage = Located(storage.location, storage.notes, storage.fileLocation, newValue) }
    }

    /// The diagnostic with `subject` set.
    public func about(_ subject: Subject) -> Diagnostic {
        var copy = self
        copy.subject = subject
        return copy
    }

    /// The message without the token path it starts with (``Subject/leadsMessage``), for a display that already
    /// names the token; the whole message otherwise.
    public var messageAfterTokenPath: String {
        guard let subject, subject.leadsMessage, let path = subject.tokenPath else { return message }
        return String(message.dropFirst(path.count + 2))
    }
    /// The obvious fix, if there is one.
    public var fixIt: FixIt?
    /// Whether this diagnostic already stands for many occurrences (it says how many), so that
    /// ``DiagnosticAggregation`` leaves it as it is.
    public var gathersOccurrences = false
    /// How many diagnostics this one stands for: more than 1 when ``DiagnosticFolding`` counted repeats of its
    /// form on it as they were made. Counts (``DiagnosticTally``, ``DiagnosticAggregation``) add this up.
    public var occurrences = 1

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.init(severity, code, message, storage: Located(location, notes, nil, nil), fixIt: fixIt)
    }

    /// A diagnostic about a file without lines to quote (a font), or a part of one.
    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String, in fileLocation: FileLocation,
        notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.init(severity, code, message, storage: Located(nil, notes, fileLocation, nil), fixIt: fixIt)
    }

    private init(_ severity: Severity, _ code: DiagnosticCode, _ message: String, storage: Located, fixIt: FixIt?) {
        self.severity = severity
        self.code = code
        self.message = message
        self.fixIt = fixIt
        self.storage = storage
    }

    private var storage: Located

    /// The locations, and the files they point into, kept loaded so that the diagnostic can quote them
    /// after the documents it came from are gone (a location refers to its file by number only).
    private final class Located: Sendable, Hashable {
        let location: SourceLocation?
        let notes: [Note]
        let fileLocation: FileLocation?
        let subject: Subject?
        /// Held only to keep them loaded: the file of ``location``, and those of the notes that are others (most
        /// diagnostics have no note, and an empty list allocates nothing).
        let file: SourceFile?
        let noteFiles: [SourceFile]

        init(_ location: SourceLocation?, _ notes: [Note], _ fileLocation: FileLocation?, _ subject: Subject?) {
            self.location = location
            self.notes = notes
            self.fileLocation = fileLocation
            self.subject = subject
            file = location?.file
            var noteFiles: [SourceFile] = []
            for note in notes {
                guard let location = note.location, location.fileID != self.location?.fileID,
                    !noteFiles.contains(where: { $0.id == location.fileID })
                else { continue }
                noteFiles.append(location.file)
            }
            self.noteFiles = noteFiles
        }

        // The files are not part of the value: the locations already say which they are.
        static func == (lhs: Located, rhs: Located) -> Bool {
            lhs === rhs
                || (lhs.location == rhs.location && lhs.notes == rhs.notes && lhs.fileLocation == rhs.fileLocation
                    && lhs.subject == rhs.subject)
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(location)
            hasher.combine(notes)
            hasher.combine(fileLocation)
            hasher.combine(subject)
        }
    }

    public static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, notes: notes, fixIt: fixIt)
    }

    public static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, notes: notes, fixIt: fixIt)
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// How many diagnostics of this severity there are, each counted with its ``Diagnostic/occurrences``.
    public func count(of severity: Diagnostic.Severity) -> Int {
        reduce(0) { $0 + ($1.severity == severity ? $1.occurrences : 0) }
    }
}
