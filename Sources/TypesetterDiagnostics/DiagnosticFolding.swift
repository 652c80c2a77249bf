/// Gathers repeats of one form as diagnostics are made, so that a reader reporting the same legacy form for
/// every token of a large export keeps one diagnostic per form, not one per token.
///
/// The result is what ``DiagnosticAggregation/aggregate(_:)`` makes of the full list: a repeat (same code, same
/// form of message, same file, a warning that ``DiagnosticAggregation`` gathers) is not appended but counted in
/// the ``Diagnostic/occurrences`` of the first one, which stays where it was. So only a caller that lists
/// diagnostics aggregated (not `--verbose`) folds them; counts by severity and code add up
/// ``Diagnostic/occurrences`` (``DiagnosticTally``).
public struct DiagnosticFolding: Sendable {
    private struct Key: Hashable {
        var code: DiagnosticCode
        var form: String
        var file: UInt32
    }

    /// The position in the list of the first diagnostic of each form.
    private var positions: [Key: Int] = [:]

    public init() {}

    /// Appends `diagnostic` to `list`, or counts it on the first diagnostic of its form there. `list` must be
    /// the one list this folding has appended to, changed since only by appending.
    public mutating func append(_ diagnostic: Diagnostic, to list: inout [Diagnostic]) {
        guard diagnostic.severity == .warning, !diagnostic.gathersOccurrences,
            DiagnosticAggregation.isAggregated(diagnostic.code), let location = diagnostic.location
        else {
            list.append(diagnostic)
            return
        }
        let key = Key(
            code: diagnostic.code, form: DiagnosticAggregation.form(of: diagnostic.message), file: location.fileID)
        if let position = positions[key], position < list.count, list[position].code == diagnostic.code {
            list[position].occurrences += diagnostic.occurrences
            return
        }
        positions[key] = list.count
        list.append(diagnostic)
    }
}
