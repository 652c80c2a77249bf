// The platform the app runs on, and the resolution options every runtime entry point takes by default: each
// platform resolves with its own Dynamic Type table (the choice itself is `ResolutionOptions(platform:)`,
// tested in the core).

import TypesetterCore

extension Platform {
    /// The platform this code is compiled for: iOS also on iPadOS and Mac Catalyst.
    public static var current: Platform {
        #if os(watchOS)
            .watchOS
        #elseif os(tvOS)
            .tvOS
        #elseif os(visionOS)
            .visionOS
        #elseif os(macOS)
            .macOS
        #else
            .iOS
        #endif
    }
}

extension ResolutionOptions {
    /// The options for the platform the app runs on (`Platform.current`): watchOS, tvOS and macOS resolve with
    /// their own tables, iOS, iPadOS, Mac Catalyst and visionOS (which has none of its own) with iOS's; tvOS 27
    /// and later, which bring Large Text, grow tvOS's sizes above Large (`ResolutionOptions.tvOSLargeText()`).
    /// The default of every `options:` parameter of the runtime; pass `.standard` to lay out as iOS everywhere.
    public static let native: ResolutionOptions = {
        #if os(tvOS)
            if #available(tvOS 27.0, *) { return .tvOSLargeText() }
        #endif
        return ResolutionOptions(platform: .current)
    }()
}
