/// Minimal JSON text writing (escaping), shared by every JSON report: diagnostics, resolved tokens, fonts,
/// template contexts.
public enum JSONText {
    /// `text` as a JSON string literal.
    public static func quote(_ text: String) -> String {
        // Most strings need no escaping: one pass over the bytes, then one copy.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A JSON number (`null` if not finite).
    public static func number(_ value: Double) -> String { value.isFinite ? formatNumber(value) : "null" }
}
