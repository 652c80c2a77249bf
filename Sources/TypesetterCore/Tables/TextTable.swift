/// A table of fixed data written as text in the source, the way its reference prints it: one row a line,
/// columns between `|`, spaces around them and repeated inside them ignored. Aligned columns read like the
/// source, and the formatter leaves a literal's lines as they are.
enum TextTable {
    /// The rows of `text`, each with exactly `columns` columns (a missing one is empty; tests of each table
    /// check every cell, so a malformed line is caught there).
    static func rows(_ text: String, columns: Int) -> [[String]] {
        text.split(separator: "\n").map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).prefix(columns).map {
                $0.split(separator: " ").joined(separator: " ")
            }
            return cells + Array(repeating: "", count: columns - cells.count)
        }
    }
}
