import TypesetterCore

/// Everything that can go wrong while reading font files or matching faces: the module's one error type.
///
/// Every case carries enough to print a useful one-line message (``description``); the reader never traps
/// on malformed input, it throws one of these instead.
public enum FontReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A read ran past the end of the data or of the table it belongs to.
    case unexpectedEnd(offset: Int, length: Int)
    /// The file starts with a WOFF or WOFF2 signature: web wrappers that iOS apps do not ship.
    case webFontNotSupported(format: String)
    /// The first four bytes are not an sfnt version or a collection tag.
    case notAFont(signature: UInt32)
    /// A collection was asked for a face it does not have.
    case faceIndexOutOfRange(index: Int, count: Int)
    /// A table the face cannot do without is absent from the directory.
    case missingTable(Tag)
    /// A table is present but its content is unusable (unknown version, impossible count…).
    case invalidTable(Tag, reason: String)
    /// The file could not be opened or read.
    case unreadableFile(path: String, reason: String)
    /// The catalog has no family of that name; `available` lists the families it has.
    case unknownFamily(family: String, available: [String])
    /// No face in the catalog has the asked family, weight and style; `available` lists the family's faces,
    /// grouped by file (see ``FaceListing``).
    /// `width` is the CSS `font-stretch` percentage asked for (100 normal).
    case noMatchingFace(family: String, weight: Double, italic: Bool, width: Double = 100, available: FaceListing)

    public var description: String {
        switch self {
        case .unexpectedEnd(let offset, let length):
            return "unexpected end of data: \(length) byte(s) needed at offset \(offset)"
        case .webFontNotSupported(let format):
            return "\(format) is not supported: ship TTF/OTF in apps (iOS does not load web fonts)"
        case .notAFont(let signature):
            return "not an OpenType font (signature 0x\(hex(signature, width: 8)))"
        case .faceIndexOutOfRange(let index, let count):
            return "face index \(index) is out of range: the file has \(count) face(s)"
        case .missingTable(let tag):
            return "required table '\(tag)' is missing"
        case .invalidTable(let tag, let reason):
            return "table '\(tag)' is invalid: \(reason)"
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .unknownFamily(let family, let available):
            let list =
                available.isEmpty ? "no fonts were found" : "families found: " + available.joined(separator: ", ")
            return "no font family '\(family)'; \(list)"
        case .noMatchingFace(let family, let weight, let italic, let width, let available):
            let style = italic ? "italic" : "upright"
            let weightText = weight.rounded() == weight && abs(weight) < 1e9 ? String(Int(weight)) : String(weight)
            var message = "no face of family '\(family)' with weight \(weightText) \(style)"
            if width != 100 { message += " at width \(formatNumber(width))%" }
            message += "; faces of '\(family)': \(available)"
            return message
        }
    }
}

/// The faces of a family as an error lists them: grouped by file, each face once (a face that two files share,
/// such as a named instance of both `Inter.var.ttf` and `Inter-roman.var.ttf`, is listed under the first), a variable file with its axis ranges (any value in them can be drawn) and the number
/// of named instances it adds, and at most ``limit`` entries in all (a face, or a variable file's axis ranges
/// standing for its named instances), then "and N more" faces.
public struct FaceListing: Hashable, Sendable, CustomStringConvertible {
    /// One file: its name, its axis ranges (`wght 100–900`; empty for a static file) and its face labels.
    public struct File: Hashable, Sendable {
        public var fileName: String
        public var axes: [String]
        public var faces: [String]
        /// Named instances the file adds (listed by count when the file has axes).
        public var namedInstances: Int

        public init(fileName: String, axes: [String] = [], faces: [String], namedInstances: Int = 0) {
            self.fileName = fileName
            self.axes = axes
            self.faces = faces
            self.namedInstances = namedInstances
        }
    }

    public var files: [File]
    /// The most entries listed before "and N more".
    public static let limit = 10

    public init(files: [File]) { self.files = files }

    /// How many faces the listing holds: each static face, each named instance.
    public var faceCount: Int { files.reduce(0) { $0 + $1.faces.count + $1.namedInstances } }

    /// `Inter-roman.var.ttf: wght 100–900 (9 named instances); Inter-Bold.otf: Bold (Inter-Bold, 700); and 3 more`.
    public var description: String {
        guard !files.isEmpty else { return "none" }
        var parts: [String] = []
        // Entries shown (a variable file's axis ranges are one entry standing for its named instances) and
        // the faces they account for.
        var entries = 0
        var covered = 0
        for file in files {
            guard entries < Self.limit else { break }
            var items: [String] = []
            if !file.axes.isEmpty {
                var text = file.axes.joined(separator: ", ")
                if file.namedInstances == 0 && file.faces.isEmpty {
                    text += " (its faces are listed under other files)"
                } else if file.namedInstances > 0 {
                    text += " (\(file.namedInstances) named instance\(file.namedInstances == 1 ? "" : "s"))"
                }
                items.append(text)
                entries += 1
                covered += file.namedInstances
            }
            for face in file.faces where entries < Self.limit {
                items.append(face)
                entries += 1
                covered += 1
            }
            parts.append("\(file.fileName): " + items.joined(separator: ", "))
        }
        let rest = faceCount - covered
        return parts.joined(separator: "; ") + (rest > 0 ? "; and \(rest) more" : "")
    }
}

extension FontReadError {
    /// The message for a diagnostic that already names the file: the description without the path.
    var messageForFile: String {
        if case .unreadableFile(_, let reason) = self { return "cannot read the file: \(reason)" }
        return description
    }
}

/// Lower-case hexadecimal, zero-padded to `width` digits.
func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
