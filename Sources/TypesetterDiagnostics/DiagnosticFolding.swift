/// Gathers repeats of one form as diagnostics are made, so that a reader reporting the same legacy form for
/// every token of a large export keeps one diagnostic per form, not one per token.
///
/// The result is what ``DiagnosticAggregation/aggregate(_:)`` makes of the full list: a repeat (same code, same
/// form of message, same file, a warning that ``DiagnosticAggregation`` gathers) is not appended but counted in
/// the ``Diagnostic/occurrences`` of the first one, which stays where it was. So only a caller that lists
/// diagnostics aggregated (not `--verbose`) folds them; counts by severity and code add up
/// ``Diagnostic/occurrences`` (``DiagnosticTally``).
public struct DiagnosticFolding: Sendable {
    /// The position in the list of the first diagnostic of each form.
    private var positions: [DiagnosticAggregation.Key: Int] = [:]

    /// The last few messages folded, with the position of their form's first diagnostic: an export repeats
    /// the same few messages token after token, and the same message has the same form, so these skip
    /// working the form out again. A few, not all: messages that name their token are each new.
    private var recent: [(code: DiagnosticCode, message: String, file: UInt32, position: Int)] = []
    private var nextRecent = 0
    private static let recentCount = 8

    public init() {}

    /// Appends `diagnostic` to `list`, or counts it on the first diagnostic of its form there; returns where
    /// it was appended or counted. `list` must be the one list this folding has appended to, changed since only
    /// by appending.
    @discardableResult
    public mutating func append(_ diagnostic: Diagnostic, to list: inout [Diagnostic]) -> Int {
        guard DiagnosticAggregation.isGathered(diagnostic), let location = diagnostic.location else {
            list.append(diagnostic)
            return list.count - 1
        }
        if let position = recent.first(where: {
            $0.code == diagnostic.code && $0.file == location.fileID && $0.message == diagnostic.message
        })?.position, position < list.count, list[position].code == diagnostic.code {
            list[position].occurrences += diagnostic.occurrences
            return position
        }
        guard let key = DiagnosticAggregation.key(of: diagnostic) else {
            list.append(diagnostic)
            return list.count - 1
        }
        if let position = positions[key], position < list.count, list[position].code == diagnostic.code {
            list[position].occurrences += diagnostic.occurrences
            remember(diagnostic, file: location.fileID, at: position)
            return position
        }
        positions[key] = list.count
        remember(diagnostic, file: location.fileID, at: list.count)
        list.append(diagnostic)
        return list.count - 1
    }

    /// Keeps `diagnostic`'s message among ``recent``, replacing the oldest, with the position of its form.
    private mutating func remember(_ diagnostic: Diagnostic, file: UInt32, at position: Int) {
        // A message already there keeps its place: its form's position changes only when the list was
        // changed other than by appending, and then the check against the list above fails for both.
        if let index = recent.firstIndex(where: {
            $0.code == diagnostic.code && $0.file == file && $0.message == diagnostic.message
        }) {
            recent[index].position = position
            return
        }
        let entry = (code: diagnostic.code, message: diagnostic.message, file: file, position: position)
        if recent.count < Self.recentCount {
            recent.append(entry)
        } else {
            recent[nextRecent] = entry
            nextRecent = (nextRecent + 1) % Self.recentCount
        }
    }
}
