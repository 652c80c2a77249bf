import TypesetterCore
import TypesetterFonts
import TypesetterTokens

/// Where advance widths come from: one function, so a test can give its own.
public struct AdvanceWidthSource: Sendable {
    /// The width of `text` drawn in `face` at the size and weight of `resolved`, without letter spacing;
    /// `nil` when the face has no advances to read.
    public var width: @Sendable (_ face: FontFace, _ resolved: ResolvedTypography, _ text: String) -> Double?

    public init(
        width: @escaping @Sendable (_ face: FontFace, _ resolved: ResolvedTypography, _ text: String) -> Double?
    ) {
        self.width = width
    }

    /// `hmtx` advances of the glyphs `cmap` maps each character to, at the axis values a variable face is
    /// drawn at (`HVAR` deltas; a named instance's own coordinates, `opsz` at the point size unless pinned:
    /// ``ResolvedTypography/measuringAxisValues``), scaled to the point size (``FontFace/advanceWidth(of:pointSize:axisValues:)``):
    /// no kerning or ligatures.
    public static let horizontalMetrics = AdvanceWidthSource { face, resolved, text in
        try? face.advanceWidth(of: text, pointSize: resolved.pointSize, axisValues: resolved.measuringAxisValues)
    }
}

/// Opens the faces the checks measure, each once per run.
struct FitMeasurer {
    let fonts: FontCatalog?
    let source: AdvanceWidthSource
    private var opened: [String: FontFace?] = [:]

    init(fonts: FontCatalog?, source: AdvanceWidthSource) {
        self.fonts = fonts
        self.source = source
    }

    /// What draws a cell, as far as measuring goes.
    enum Drawn {
        /// The system font: its advances are not in the font folders.
        case systemFont
        /// A custom face with no file in the catalog, or one whose tables cannot be read.
        case unreadable(String)
        case face(FontFace)
    }

    /// The face file that draws `resolved`, opened once per file and face index.
    mutating func face(for resolved: ResolvedTypography, of typography: Typography) -> Drawn {
        guard case .custom(let family) = typography.font else { return .systemFont }
        guard let name = resolved.postScriptName else { return .unreadable("the family \(family.name) has no face") }
        guard let entry = fonts?.families.lazy.flatMap(\.faces).first(where: { $0.postScriptName == name }) else {
            return .unreadable("the face \(name) is not in the font folders")
        }
        let key = "\(entry.file)#\(entry.faceIndex)"
        let face: FontFace?
        if let known = opened[key] {
            face = known
        } else {
            face = (try? FontFile(contentsOfFile: entry.file)).flatMap { try? $0.face(at: entry.faceIndex) }
            opened[key] = face
        }
        return face.map(Drawn.face) ?? .unreadable("the face \(name) (\(entry.fileName)) cannot be read")
    }
}

/// `check.fit-overflow` and `check.fit-unmeasured`: the `fit` sample's width at every size.
///
/// An estimate: advance widths of the characters (``AdvanceWidthSource``), plus the letter spacing after
/// every character as CoreText's kern attribute adds it, without shaping (kerning pairs, ligatures). Lines
/// break greedily at spaces; a word wider than the line is broken inside.
enum FitCheck: StyleRule {
    static let codes: [DiagnosticCode] = [.fitOverflow, .fitUnmeasured]

    /// One size's measurement.
    struct Measure: Equatable {
        /// Lines the sample needs at the width.
        var lines: Int
        /// The sample on one line, in points.
        var width: Double
        /// Points by which the text left for the last allowed line exceeds the width: what truncation cuts
        /// (0 when it fits).
        var overflow: Double
        /// Whether a word is wider than the line.
        var brokenWord: Bool
    }

    /// What one `fit` measures: a style, or a component variant's default text.
    struct Subject {
        /// The style's or the variant's token path.
        var path: String
        var typography: Typography
        /// The typography at every size, without Bold Text.
        var cells: [ResolvedTypography]
        var fit: FitBudget
        var sample: String
        /// What the component takes off `fit.width` at a size (twice `paddingHorizontal`); 0 for a style.
        var inset: (ContentSizeCategory) -> Double = { _ in 0 }
    }

    static func check(_ subject: CheckSubject, context: inout RuleContext) -> [RawFinding] {
        guard let fit = subject.style.fit else { return [] }
        return check(
            Subject(
                path: subject.path, typography: subject.style.typography, cells: subject.regular, fit: fit,
                sample: fit.sample ?? subject.style.sample ?? context.defaultSample),
            measurer: &context.measurer)
    }

    /// A component variant's `fit`: its default state's text in `fit.width` less twice `paddingHorizontal`
    /// (scaled with Dynamic Type like the padding), with the variant's typography.
    static func check(
        _ entry: ComponentEntry, sample defaultSample: String, resolution: ResolutionOptions,
        measurer: inout FitMeasurer
    ) -> [RawFinding] {
        guard let fit = entry.fit else { return [] }
        let base = entry.style.base
        guard let typography = base.typography else {
            return [
                unmeasured(
                    entry.origin.path, fit, "the \(entry.kind.rawValue) has no typography role to measure",
                    note: "give the variant a typography role, or remove its fit")
            ]
        }
        let model = resolution.model
        return check(
            Subject(
                path: entry.origin.path, typography: typography,
                cells: typography.resolveAllCategories(options: resolution), fit: fit,
                sample: fit.sample ?? defaultSample,
                inset: { 2 * base.metrics(at: $0, model: model).paddingHorizontal }),
            measurer: &measurer)
    }

    static func check(_ subject: Subject, measurer: inout FitMeasurer) -> [RawFinding] {
        let fit = subject.fit
        let sample = subject.sample
        func points(_ value: Double) -> String { "\(formatNumber(value, maximumFractionDigits: 1)) pt" }
        // The width the text gets at each size.
        let widths = subject.cells.map { fit.width - subject.inset($0.category) }
        let noRoom = subject.cells.indices.filter { widths[$0] <= 0 }
        if let first = noRoom.first {
            let cell = subject.cells[first]
            return [
                RawFinding(
                    code: .fitOverflow, categories: noRoom.map { subject.cells[$0].category },
                    message:
                        "\(subject.path): paddingHorizontal leaves no width for text in the fit width of \(points(fit.width)): twice the padding is \(points(subject.inset(cell.category))) at \(cell.category.swiftUIName)",
                    notes: [Diagnostic.Note("widen fit.width, or lower paddingHorizontal")],
                    location: fit.location)
            ]
        }
        var measures: [(ResolvedTypography, Measure)] = []
        for (cell, width) in zip(subject.cells, widths) {
            let face: FontFace
            switch measurer.face(for: cell, of: subject.typography) {
            case .face(let opened):
                face = opened
            case .systemFont:
                return [
                    unmeasured(
                        subject.path, fit,
                        "the system font's advance widths are not in the font folders (SF ships only with Apple's systems)"
                    )
                ]
            case .unreadable(let why):
                return [unmeasured(subject.path, fit, why)]
            }
            guard
                let measure = measure(
                    sample, width: width, lines: fit.lines, cell: cell, face: face, source: measurer.source)
            else {
                return [
                    unmeasured(
                        subject.path, fit, "the face \(cell.postScriptName ?? "") has no readable advance widths")
                ]
            }
            measures.append((cell, measure))
        }
        let over = measures.filter { fit.lines > 0 ? $0.1.lines > fit.lines : $0.1.brokenWord }
        guard let first = over.first, let last = over.last else { return [] }
        let budget =
            "\(fit.lines == 0 ? "" : "\(fit.lines) line\(fit.lines == 1 ? "" : "s") of ")\(formatNumber(fit.width, maximumFractionDigits: 2)) pt"
        func describe(_ entry: (ResolvedTypography, Measure)) -> String {
            let (cell, m) = entry
            if fit.lines == 0 {
                return
                    "\(cell.category.swiftUIName) \(formatNumber(cell.pointSize, maximumFractionDigits: 1)) pt: \(m.lines) lines, a word broken"
            }
            return
                "\(cell.category.swiftUIName) \(formatNumber(cell.pointSize, maximumFractionDigits: 1)) pt: needs \(m.lines) line\(m.lines == 1 ? "" : "s"), \(formatNumber(m.overflow, maximumFractionDigits: 1)) pt over"
        }
        let result: String
        if fit.lines == 0 {
            result = "a word is wider than the line and is broken inside it"
        } else if fit.lines == 1 {
            result = "it is truncated (…)"
        } else {
            result = "it wraps past \(fit.lines) lines and the last is truncated (…)"
        }
        let detail = first.0.category == last.0.category ? describe(first) : "\(describe(first)) … \(describe(last))"
        var notes = [
            Diagnostic.Note(
                "sample: \"\(sample)\", \(formatNumber(first.1.width, maximumFractionDigits: 1)) pt on one line at \(first.0.category.swiftUIName)"
            )
        ]
        if let index = subject.cells.firstIndex(where: { $0.category == first.0.category }),
            widths[index] != fit.width
        {
            let lastIndex = subject.cells.firstIndex { $0.category == last.0.category } ?? index
            let range =
                index == lastIndex
                ? points(widths[index])
                : "\(points(widths[index])) at \(first.0.category.swiftUIName) … \(points(widths[lastIndex])) at \(last.0.category.swiftUIName)"
            notes.append(Diagnostic.Note("the text gets the fit width less twice paddingHorizontal: \(range)"))
        }
        notes.append(
            Diagnostic.Note(
                "allow more lines (fit.lines, lineLimit), shorten the text, or cap the style with maximumPointSize"))
        return [
            RawFinding(
                code: .fitOverflow, categories: over.map(\.0.category),
                message:
                    "\(subject.path): the fit sample overflows \(budget) from \(first.0.category.swiftUIName): \(result); \(detail) (an estimate from advance widths, without shaping)",
                notes: notes,
                fixIt: fit.lines > 0
                    ? Diagnostic.FixIt(
                        "allow the lines the sample needs at \(last.0.category.swiftUIName) (and the same lineLimit in the app)",
                        replacement: "\"lines\": \(last.1.lines)") : nil,
                location: fit.location)
        ]
    }

    static func unmeasured(
        _ path: String, _ fit: FitBudget, _ why: String,
        note: String = "fit is estimated for custom faces whose font files are in `fonts:`"
    ) -> RawFinding {
        RawFinding(
            code: .fitUnmeasured, categories: ContentSizeCategory.allCases,
            message: "\(path): fit cannot be estimated: \(why)",
            notes: [Diagnostic.Note(note)],
            location: fit.location)
    }

    /// The sample's lines and overflow at `cell`'s size: greedy breaks at spaces, letter spacing after every
    /// character (spaces included).
    static func measure(
        _ sample: String, width: Double, lines allowed: Int, cell: ResolvedTypography, face: FontFace,
        source: AdvanceWidthSource
    ) -> Measure? {
        func measured(_ text: Substring) -> Double? {
            guard let advance = source.width(face, cell, String(text)) else { return nil }
            return advance + cell.tracking * Double(text.unicodeScalars.count)
        }
        let words = sample.split(separator: " ", omittingEmptySubsequences: false)
        guard let space = measured(" ") else { return nil }
        var widths: [Double] = []
        for word in words {
            guard let value = measured(word) else { return nil }
            widths.append(value)
        }
        let total = widths.reduce(0, +) + space * Double(max(words.count - 1, 0))
        // Greedy line breaking. Each finished line records how much of the text it used: its width and the
        // space it broke at, or a line's width of a word broken inside.
        var used: [Double] = []
        var current: Double?
        var broken = false
        for value in widths {
            if let line = current, line + space + value <= width + 1e-9 {
                current = line + space + value
                continue
            }
            if let line = current { used.append(line + space) }
            if value > width + 1e-9 {
                broken = true
                var rest = value
                while rest > width + 1e-9 {
                    used.append(width)
                    rest -= width
                }
                current = rest
            } else {
                current = value
            }
        }
        let lines = used.count + 1
        // What the last allowed line would have to hold: everything after the lines before it. Truncation
        // cuts what exceeds the width there.
        var overflow = 0.0
        if allowed > 0 && lines > allowed {
            let before = used.prefix(allowed - 1).reduce(0, +)
            overflow = max(0, total - before - width)
        }
        return Measure(lines: lines, width: total, overflow: overflow, brokenWord: broken)
    }
}

extension DiagnosticCode {
    public static let fitOverflow: DiagnosticCode = "check.fit-overflow"
    public static let fitUnmeasured: DiagnosticCode = "check.fit-unmeasured"
}
