import Foundation

/// The design-system model as JSON: what `typesetter dump-context` prints and the `json` output holds.
/// Keys sorted, so the file is stable from build to build.
public enum ModelJSON {
    struct Envelope: Encodable {
        let schemaVersion: Int
        let model: DesignSystem
    }

    public static func encode(_ model: DesignSystem) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(Envelope(schemaVersion: DesignSystem.schemaVersion, model: model)) else {
            return "{}\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
