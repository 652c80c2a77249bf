/// Formats a number the way Typesetter prints numbers everywhere (CLI tables, generated code, reports):
/// the shortest decimal that reads back as the same `Double`, without a trailing `.0`
/// (`17`, `20.287109375`, `-0.5`).
package func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}

/// Formats a number rounded to at most `maximumFractionDigits` decimals (for tables people read):
/// `formatNumber(20.287109375, maximumFractionDigits: 3)` is `20.287`.
package func formatNumber(_ value: Double, maximumFractionDigits digits: Int) -> String {
    guard value.isFinite, digits >= 0, digits <= 15 else { return formatNumber(value) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return formatNumber(rounded == 0 ? 0 : rounded)
}
