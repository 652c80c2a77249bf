import ArgumentParser
import TypesetterCore
import TypesetterDiagnostics

/// How a command prints its rows.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json, csv
}

/// Rows of named columns, printed as an aligned table (numbers to 3 decimals, for reading), CSV or a JSON
/// array of objects (keys in column order; numbers exact, in Typesetter's shortest form), so every command
/// prints its three formats the same way.
struct Report {
    enum Value {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null

        var text: String {
            switch self {
            case .string(let string): string
            case .number(let number): formatNumber(number, maximumFractionDigits: 3)
            case .bool(let bool): bool ? "yes" : "no"
            case .null: "-"
            }
        }

        func write(to json: inout JSONWriter) {
            switch self {
            case .string(let string): json.string(string)
            case .number(let number): json.number(number)
            case .bool(let bool): json.bool(bool)
            case .null: json.null()
            }
        }

        var isNumeric: Bool {
            if case .number = self { return true }
            return false
        }
    }

    /// JSON keys and CSV headers.
    var keys: [String]
    /// Table headers, when shorter or friendlier than the keys.
    var headers: [String]?
    var rows: [[Value]]

    func render(_ format: OutputFormat) -> String {
        switch format {
        case .table: table()
        case .csv: csv()
        case .json: json()
        }
    }

    private func table() -> String {
        let titles = headers ?? keys
        var widths = titles.map(\.count)
        for row in rows {
            for (column, value) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], value.text.count)
            }
        }
        func line(_ cells: [String], numeric: [Bool]) -> String {
            var out = ""
            for (column, cell) in cells.enumerated() {
                let width = column < widths.count ? widths[column] : cell.count
                let padding = String(repeating: " ", count: max(width - cell.count, 0))
                if column > 0 { out += "  " }
                out += numeric[column] ? padding + cell : cell + padding
            }
            while out.last == " " { out.removeLast() }
            return out
        }
        let numericColumns = keys.indices.map { column in rows.contains { $0[column].isNumeric } }
        var lines = [line(titles, numeric: numericColumns)]
        lines.append(line(widths.map { String(repeating: "-", count: $0) }, numeric: numericColumns))
        for row in rows {
            lines.append(line(row.map(\.text), numeric: numericColumns))
        }
        return lines.joined(separator: "\n")
    }

    private func csv() -> String {
        func field(_ text: String) -> String {
            guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        var lines = [keys.map(field).joined(separator: ",")]
        for row in rows {
            lines.append(
                row.map { value in
                    switch value {
                    case .null: ""
                    case .bool(let bool): bool ? "true" : "false"
                    case .number(let number): formatNumber(number)
                    case .string(let string): field(string)
                    }
                }.joined(separator: ","))
        }
        return lines.joined(separator: "\n")
    }

    private func json() -> String {
        var json = JSONWriter(pretty: true)
        json.array { json in
            for row in rows {
                json.object { json in
                    for (key, value) in zip(keys, row) {
                        json.key(key)
                        value.write(to: &json)
                    }
                }
            }
        }
        return json.text
    }
}
