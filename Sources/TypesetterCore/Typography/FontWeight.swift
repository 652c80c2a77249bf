/// A font weight on the OpenType / CSS scale, 1 through 1000.
///
/// The named weights follow the DTCG Format Module (§ fontWeight) and CSS, which are also the numbers in a
/// font's `OS/2.usWeightClass`. Apple's `UIFont.Weight` names map onto them in order: `ultraLight` 100,
/// `thin` 200, `light` 300, `regular` 400, `medium` 500, `semibold` 600, `bold` 700, `heavy` 800,
/// `black` 900 (the mapping SF Pro's own files and design tools use).
public struct FontWeight: RawRepresentable, Hashable, Comparable, Sendable, Codable {
    /// The weight, 1...1000.
    public let rawValue: Double

    /// Returns `nil` outside 1...1000 and for NaN or infinity.
    public init?(rawValue: Double) {
        guard rawValue.isFinite, rawValue >= 1, rawValue <= 1000 else { return nil }
        self.rawValue = rawValue
    }

    private init(uncheckedValue: Double) { rawValue = uncheckedValue }

    public static let thin = FontWeight(uncheckedValue: 100)
    public static let extraLight = FontWeight(uncheckedValue: 200)
    public static let light = FontWeight(uncheckedValue: 300)
    public static let regular = FontWeight(uncheckedValue: 400)
    public static let medium = FontWeight(uncheckedValue: 500)
    public static let semibold = FontWeight(uncheckedValue: 600)
    public static let bold = FontWeight(uncheckedValue: 700)
    public static let extraBold = FontWeight(uncheckedValue: 800)
    public static let black = FontWeight(uncheckedValue: 900)
    public static let extraBlack = FontWeight(uncheckedValue: 950)

    /// The weight names users write, with their values: the DTCG Format Module's names (tokens must use
    /// them in exact case; the token reader enforces that). ``init(name:)`` matches them ignoring case,
    /// spaces, `-` and `_`, so `"Semi Bold"` and `semibold` read as 600.
    public static let namedWeights: [(name: String, weight: FontWeight)] = [
        ("thin", .thin), ("hairline", .thin),
        ("extra-light", .extraLight), ("ultra-light", .extraLight),
        ("light", .light),
        ("normal", .regular), ("regular", .regular), ("book", .regular),
        ("medium", .medium),
        ("semi-bold", .semibold), ("demi-bold", .semibold),
        ("bold", .bold),
        ("extra-bold", .extraBold), ("ultra-bold", .extraBold),
        ("black", .black), ("heavy", .black),
        ("extra-black", .extraBlack), ("ultra-black", .extraBlack),
    ]

    /// Reads a number (`"600"`) or a weight name (`"semibold"`, `"Semi Bold"`, `"extra-light"`).
    ///
    /// Names always carry their DTCG/CSS meaning. Apple's names disagree at the light end (Apple's `thin`
    /// is heavier than its `ultraLight`; CSS's `thin` is the lightest) and at `heavy` (Apple 800, DTCG
    /// 900), so Apple names are an output only: ``appleName``.
    public init?(name: String) {
        if let number = Double(name) {
            self.init(rawValue: number)
            return
        }
        let key = NameLookup.normalize(name)
        guard let match = Self.namedWeights.first(where: { NameLookup.normalize($0.name) == key }) else {
            return nil
        }
        self = match.weight
    }

    /// The nearest Apple `UIFont.Weight` name, used by the SwiftUI/UIKit adapters.
    public var appleName: String {
        Self.appleLadder[appleIndex]
    }

    /// The index 0...8 into `ultraLight … black` of the nearest Apple weight.
    public var appleIndex: Int {
        let step = ((rawValue / 100).rounded() - 1)
        return Int(min(max(step, 0), 8))
    }

    static let appleLadder = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// One step heavier on the ladder 100, 200 … 900: what the Bold Text setting asks of a custom font
    /// (regular → medium → semibold → bold → heavy → black). Apple publishes no mapping; this is the
    /// convention the HIG's "implement the same behaviors" leaves to apps. Black (900) and heavier stay.
    public var oneStepHeavier: FontWeight {
        guard rawValue < 900 else { return self }
        let next = ((rawValue / 100).rounded(.down) + 1) * 100
        return FontWeight(uncheckedValue: min(next, 900))
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Double.self)
        guard let weight = FontWeight(rawValue: value) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "font weight \(value) is outside 1...1000")
        }
        self = weight
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension FontWeight: CustomStringConvertible {
    public var description: String { formatNumber(rawValue) }
}
