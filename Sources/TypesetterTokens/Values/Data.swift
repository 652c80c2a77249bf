import TypesetterCore

/// Lenient mode: a token of a type the Format Module does not define, kept as written
/// (``TokenValue/data(type:json:)``): its type name and its `$value` as compact JSON.
struct DataKind: TokenValueKind {
    var type: TokenType { .data }

    func write(_ data: (type: String, json: String), to json: inout JSONWriter) { json.raw(data.json) }
}
