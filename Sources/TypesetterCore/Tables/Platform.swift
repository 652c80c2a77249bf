/// An Apple platform, for the Dynamic Type table its text styles follow.
///
/// ``iOS`` is the default everywhere the tool runs (`typesetter build`, `check`, the catalog): the build
/// checks the design against the iOS table unless a command is asked for another platform. The runtime
/// resolves with the table of the platform it runs on (`ResolutionOptions.native` in the `Typesetter` module).
public enum Platform: String, CaseIterable, Hashable, Sendable {
    case iOS, macOS, tvOS, visionOS, watchOS

    /// Reads a platform from its name, ignoring case (`watchos`, `watchOS`); `iPadOS` is ``iOS``.
    public init?(name: String) {
        let lowered = name.lowercased()
        if lowered == "ipados" {
            self = .iOS
            return
        }
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = match
    }

    /// The names ``init(name:)`` accepts, for help and error messages.
    public static let validNames: [String] = allCases.map(\.rawValue)

    /// Whether Apple publishes a table of this platform's own: false for visionOS, whose Typography page
    /// says only that it uses bolder body and title styles and adds Extra Large Title 1 and 2.
    public var publishesOwnTable: Bool { self != .visionOS }

    /// The table the platform's text styles follow: its own, or iOS's for visionOS (see
    /// ``publishesOwnTable``).
    public var table: DynamicTypeTable {
        switch self {
        case .iOS, .visionOS: .iOS
        case .macOS: .macOS
        case .tvOS: .tvOS
        case .watchOS: .watchOS
        }
    }
}

extension ResolutionOptions {
    /// The options for `platform`: its table, and the table-ratio model over that table.
    public init(
        platform: Platform, tightLineHeight: TightLineHeightPolicy = .useFontLineHeight,
        maximumScaleFactor: Double? = nil
    ) {
        self.init(
            model: .tableRatio(of: platform.table),
            table: platform.table, tightLineHeight: tightLineHeight, maximumScaleFactor: maximumScaleFactor)
    }
}

extension ResolutionOptions {
    /// tvOS from tvOS 27, which brings Large Text: "Dynamic Type works the same way on tvOS", with text sizes
    /// "starting at Large all the way up to Accessibility XXXL" (Settings › Accessibility › Display › Text Size;
    /// WWDC26 session 221, "Prepare your tvOS apps for Dynamic Type",
    /// https://developer.apple.com/videos/play/wwdc2026/221). Apple publishes tvOS's sizes at the default size
    /// only (``DynamicTypeTable/tvOS``), so a style keeps that table and grows above Large by iOS's table ratio
    /// for its text style, the curve `UIFontMetrics` follows on iOS. Before tvOS 27 every category reads the one
    /// size (``init(platform:tightLineHeight:maximumScaleFactor:)``).
    public static func tvOSLargeText(
        tightLineHeight: TightLineHeightPolicy = .useFontLineHeight, maximumScaleFactor: Double? = nil
    ) -> ResolutionOptions {
        ResolutionOptions(
            model: .tableRatio(of: .iOS), table: .tvOS, tightLineHeight: tightLineHeight,
            maximumScaleFactor: maximumScaleFactor)
    }
}
