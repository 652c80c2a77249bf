/// Formats a number the way Typesetter prints numbers everywhere (CLI tables, generated code, reports):
/// the shortest decimal that reads back as the same `Double`, without a trailing `.0`
/// (`17`, `20.287109375`, `-0.5`).
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
