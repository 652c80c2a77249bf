import ArgumentParser
import TypesetterCore
import TypesetterTokens

// Argument readers shared by the commands. Each error is one line that lists what is accepted.

/// A content size category from any of its names.
func parseCategory(_ name: String, option: String = "--category") throws -> ContentSizeCategory {
    guard let category = ContentSizeCategory(name: name) else {
        throw ValidationError(
            "unknown category '\(name)' for \(option); valid values: \(ContentSizeCategory.validNames.joined(separator: ", ")) (HIG and UIKit names work too)"
        )
    }
    return category
}

/// A platform whose own Dynamic Type table Apple publishes (`--platform`), by name; visionOS, which has none,
/// is refused with the table it follows.
func parsePlatform(_ name: String, option: String = "--platform") throws -> Platform {
    guard let platform = Platform(name: name) else {
        throw ValidationError(
            "unknown platform '\(name)' for \(option); valid values: \(Platform.validNames.joined(separator: ", "))")
    }
    guard platform.publishesOwnTable else {
        throw ValidationError(
            "Apple publishes no \(platform.rawValue) Dynamic Type table (its Typography page says only that \(platform.rawValue) uses bolder body and title styles); \(platform.rawValue) follows the iOS table: use \(option) iOS"
        )
    }
    return platform
}

/// A text style from its UIKit, SwiftUI or HIG name.
func parseTextStyle(_ name: String, option: String = "--relative-to") throws -> TextStyle {
    guard let style = TextStyle(name: name) else {
        throw ValidationError(
            "unknown text style '\(name)' for \(option); valid values: \(TextStyle.validNames.joined(separator: ", ")) (SwiftUI's title and caption work too)"
        )
    }
    return style
}

/// A number that must be finite and not negative (sizes, values to scale).
func parseNonNegative(_ text: String, option: String) throws -> Double {
    guard let value = Double(text), value.isFinite, value >= 0 else {
        throw ValidationError("invalid value '\(text)' for \(option); expected a finite number of points, 0 or more")
    }
    return value
}

/// A number that must be finite and greater than zero (font sizes).
func parsePositive(_ text: String, option: String) throws -> Double {
    let value = try parseNonNegative(text, option: option)
    guard value > 0 else {
        throw ValidationError(
            "invalid value '\(text)' for \(option); expected a finite number of points greater than 0")
    }
    return value
}

/// A font weight, 1...1000 or a name.
func parseWeight(_ text: String, option: String = "--weight") throws -> FontWeight {
    guard let weight = FontWeight(name: text) else {
        let names = FontWeight.namedWeights.map(\.name).joined(separator: ", ")
        throw ValidationError(
            "invalid weight '\(text)' for \(option); expected a number from 1 to 1000 or one of: \(names)")
    }
    return weight
}

/// The token inputs `check` and `tokens` read: files, folders and globs, a resolver document, and the lenient
/// forms.
struct TokenInputArguments: ParsableArguments {
    @Argument(
        help:
            "Token files (DTCG JSON or JSON5; YAML with --lenient), folders and globs (tokens/**/*.json), merged in order (a folder or glob sorted by path); - reads standard input."
    )
    var files: [String] = []

    @Option(help: "A Resolver Module document; every context is read.")
    var resolver: String?

    @Flag(help: "Accept legacy and Tokens Studio forms, each reported as a warning.")
    var lenient = false

    @Option(help: "With --lenient: the unit of a dimension written as a bare number (px or rem).")
    var unitlessDimension: DimensionValue.Unit = .px

    @Option(
        help: ArgumentHelp(
            "Points per rem, as the configuration's options.remBase: a rem size meets a px line height, and clamp() adds rem to viewport units, at it (default 16).",
            valueName: "points"),
        transform: { try parsePositive($0, option: "--rem-base") })
    var remBase: Double?

    var isEmpty: Bool { files.isEmpty && resolver == nil }

    var options: ResolveOptions {
        ResolveOptions(lenient: lenient, unitlessDimension: unitlessDimension, remBase: remBase ?? 16)
    }
}

/// The configuration a command reads: `-c`, `--config` (default `typesetter.yml` in the current folder).
struct ConfigurationFile: ParsableArguments {
    @Option(name: [.customShort("c"), .customLong("config")], help: "The configuration file.")
    var path = "typesetter.yml"
}
