// Transcription of the SwiftUI API the runtime, the generated code and the sample apps use, plus SwiftUI's
// top-level types whose names an app might also meet in Typesetter (`ContentSizeCategory`,
// `LegibilityWeight`, `Font`, `Color`, `DynamicTypeSize`, `Text`, `TextAlignment`). URL and availability on
// each declaration; bodies are placeholders (only declarations are checked). Result builders and
// `some View` plumbing (`TupleView`, `_ConditionalContent`, `ModifiedContent`) are the minimum for view
// code to type-check, with SwiftUI's names.

@_exported import CoreText
@_exported import Foundation
#if UIKIT
    @_exported import UIKit
#endif
#if APPKIT
    @_exported import AppKit
#endif

// MARK: Views

/// https://developer.apple.com/documentation/swiftui/view — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:) — iOS 14+, macOS 11+, tvOS 14+, watchOS 7+
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent, FalseContent>: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier>: View {
    nonisolated public init(content: Content, modifier: Modifier) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier/content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
    /// https://developer.apple.com/documentation/swiftui/view/font(_:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    nonisolated public func font(_ font: Font?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/tracking(_:) — iOS 16+, macOS 13+, tvOS 16+, watchOS 9+, visionOS 1+
    /// (`kerning(_:)` is left out on purpose: the runtime writes letter spacing as tracking, never as kerning)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/linespacing(_:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/lineheight(_:) — iOS 26+, macOS 26+, tvOS 26+, watchOS 26+, visionOS 26+
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    nonisolated public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    /// (`.padding()` resolves to this with both defaults: SwiftUI has no separate `padding()`)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityshowslargecontentviewer() — iOS 15+, macOS 12+, tvOS 15+, watchOS 8+, visionOS 1+
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        self
    }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:) — iOS 15+, macOS 12+, tvOS 15+, watchOS 8+, visionOS 1+
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:) — iOS 15+, macOS 12+, tvOS 15+, watchOS 8+, visionOS 1+
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/edge — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 4)
        public static let leading = Set(rawValue: 2)
        public static let trailing = Set(rawValue: 8)
        public static let vertical: Set = [.top, .bottom]
        public static let horizontal: Set = [.leading, .trailing]
        public static let all = Set(rawValue: 15)
    }
}

/// https://developer.apple.com/documentation/swiftui/alignment — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct Alignment: Sendable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/vstack — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct VStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) — `nonisolated`
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrollview — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct ScrollView<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:) — iOS 13+, macOS 10.15+, tvOS 13+,
    /// watchOS 6+, visionOS 1+ (`nonisolated`; `ScrollView { … }` resolves to it. The older
    /// `init(_:showsIndicators:content:)` is deprecated in 27 except on visionOS and is not transcribed)
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/axis — the scroll axes `ScrollView.init(_:content:)` takes (its page
/// names `Axis.Set` and `Axis.vertical`; the `Axis` pages themselves were not returned by search)
public enum Axis: Int8, Sendable {
    case horizontal, vertical
    /// https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/foreach — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The view-building `init(_:id:content:)` (iOS 13+). Its page was not returned by search: the unsuffixed URL
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) is MapKit's overload (iOS 17+,
    /// `@MapContentBuilder`); this one's declaration follows the pattern of `List.init(_:id:rowContent:)`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}
/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle — iOS 15+, macOS 12+, tvOS 15+, watchOS 8+, visionOS 1+
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let secondary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
    public static var secondary: HierarchicalShapeStyle { .secondary }
}

// MARK: Components (buttons, shapes, backgrounds)

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) — iOS 15+, macOS 12+, tvOS 15+, watchOS 8+, visionOS 1+
    nonisolated public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        self
    }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) — iOS 15+, macOS 12+, tvOS 15+, watchOS 8+, visionOS 1+
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    {
        self
    }
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1 — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    /// (the overload for `PrimitiveButtonStyle`: `.buttonStyle(.name)` looks a name up on both protocols, so a
    /// generated `ButtonStyle` member with the name of one below makes both ambiguous)
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/buttonstyle — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/buttonstyle/configuration
    typealias Configuration = ButtonStyleConfiguration
    /// https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:)
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct ButtonStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
    public struct Label: View {
        public var body: Never { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property
    public let label: ButtonStyleConfiguration.Label
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed
    public let isPressed: Bool
}

/// https://developer.apple.com/documentation/swiftui/button — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+ (samples only)
public struct Button<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy1
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) where Label == Text {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/configuration
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/makebody(configuration:)
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct PrimitiveButtonStyleConfiguration {}

// SwiftUI's built-in button styles: every static member SwiftUI declares on `PrimitiveButtonStyle` (it declares
// none on `ButtonStyle`), each on the platforms its page lists; checked against the iOS 26.2 and macOS 15.5
// SDKs' SwiftUI interfaces. The generator reserves exactly these names (SwiftNamingTests reads them here).

/// A built-in style's body: the styles' own bodies are SwiftUI's.
public struct BuiltInButtonStyleBody: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/defaultbuttonstyle — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> BuiltInButtonStyleBody { BuiltInButtonStyleBody() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// https://developer.apple.com/documentation/swiftui/plainbuttonstyle — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> BuiltInButtonStyleBody { BuiltInButtonStyleBody() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle — iOS 15+, macOS 10.15+, tvOS 13+, watchOS 7+, visionOS 1+
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> BuiltInButtonStyleBody { BuiltInButtonStyleBody() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered — iOS 15+, macOS 10.15+, tvOS 13+, watchOS 7+, visionOS 1+
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle — iOS 15+, macOS 12+, tvOS 15+, watchOS 8+, visionOS 1+
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> BuiltInButtonStyleBody { BuiltInButtonStyleBody() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent — iOS 15+, macOS 12+, tvOS 15+, watchOS 8+, visionOS 1+
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle — iOS 13+, macOS 10.15+, tvOS 17+, watchOS 8+, visionOS 1+
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> BuiltInButtonStyleBody { BuiltInButtonStyleBody() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless — iOS 13+, macOS 10.15+, tvOS 17+, watchOS 8+, visionOS 1+
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

#if !VISIONOS
    /// https://developer.apple.com/documentation/swiftui/glass — iOS 26+, macOS 26+, tvOS 26+, watchOS 26+ (the Liquid Glass
    /// material `glass(_:)` takes)
    public struct Glass: Equatable, Sendable {}

    /// https://developer.apple.com/documentation/swiftui/glassbuttonstyle — iOS 26+, macOS 26+, tvOS 26+, watchOS 26+ (not visionOS)
    public struct GlassButtonStyle: PrimitiveButtonStyle {
        public func makeBody(configuration: Configuration) -> BuiltInButtonStyleBody { BuiltInButtonStyleBody() }
    }
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    extension PrimitiveButtonStyle where Self == GlassButtonStyle {
        /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass — iOS 26+, macOS 26+, tvOS 26+, watchOS 26+ (not visionOS)
        public static var glass: GlassButtonStyle { GlassButtonStyle() }
        /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass(_:) — iOS 26+, macOS 26+, tvOS 26+, watchOS 26+
        /// (not visionOS)
        public static func glass(_ glass: Glass) -> Self { GlassButtonStyle() }
    }

    /// https://developer.apple.com/documentation/swiftui/glassprominentbuttonstyle — iOS 26+, macOS 26+, tvOS 26+, watchOS 26+ (not visionOS)
    public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
        public func makeBody(configuration: Configuration) -> BuiltInButtonStyleBody { BuiltInButtonStyleBody() }
    }
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
        /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glassprominent — iOS 26+, macOS 26+, tvOS 26+, watchOS 26+ (not visionOS)
        public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
    }
#endif

#if MACOS
    /// https://developer.apple.com/documentation/swiftui/linkbuttonstyle — macOS 10.15+ only
    public struct LinkButtonStyle: PrimitiveButtonStyle {
        public func makeBody(configuration: Configuration) -> BuiltInButtonStyleBody { BuiltInButtonStyleBody() }
    }
    extension PrimitiveButtonStyle where Self == LinkButtonStyle {
        /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/link — macOS 10.15+ only
        public static var link: LinkButtonStyle { LinkButtonStyle() }
    }

    /// https://developer.apple.com/documentation/swiftui/accessorybarbuttonstyle — macOS 14+ only
    public struct AccessoryBarButtonStyle: PrimitiveButtonStyle {
        public func makeBody(configuration: Configuration) -> BuiltInButtonStyleBody { BuiltInButtonStyleBody() }
    }
    @available(macOS 14.0, *)
    extension PrimitiveButtonStyle where Self == AccessoryBarButtonStyle {
        /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/accessorybar — macOS 14+ only
        public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
    }

    /// https://developer.apple.com/documentation/swiftui/accessorybaractionbuttonstyle — macOS 14+ only
    public struct AccessoryBarActionButtonStyle: PrimitiveButtonStyle {
        public func makeBody(configuration: Configuration) -> BuiltInButtonStyleBody { BuiltInButtonStyleBody() }
    }
    @available(macOS 14.0, *)
    extension PrimitiveButtonStyle where Self == AccessoryBarActionButtonStyle {
        /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/accessorybaraction — macOS 14+ only
        public static var accessoryBarAction: AccessoryBarActionButtonStyle { AccessoryBarActionButtonStyle() }
    }
#endif

#if TVOS
    /// https://developer.apple.com/documentation/swiftui/cardbuttonstyle — tvOS 14+ only
    public struct CardButtonStyle: PrimitiveButtonStyle {
        public func makeBody(configuration: Configuration) -> BuiltInButtonStyleBody { BuiltInButtonStyleBody() }
    }
    extension PrimitiveButtonStyle where Self == CardButtonStyle {
        /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/card — tvOS 14+ only
        public static var card: CardButtonStyle { CardButtonStyle() }
    }
#endif

/// https://developer.apple.com/documentation/swiftui/labelstyle — iOS 14+, macOS 11+, tvOS 14+, watchOS 7+, visionOS 1+
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/labelstyle/configuration
    typealias Configuration = LabelStyleConfiguration
    /// https://developer.apple.com/documentation/swiftui/labelstyle/makebody(configuration:)
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration — iOS 14+, macOS 11+, tvOS 14+, watchOS 7+, visionOS 1+
public struct LabelStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.struct
    public struct Icon: View {
        public var body: Never { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.struct
    public struct Title: View {
        public var body: Never { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.property
    public var icon: LabelStyleConfiguration.Icon { Icon() }
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.property
    public var title: LabelStyleConfiguration.Title { Title() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/labelstyle(_:) — iOS 14+, macOS 11+, tvOS 14+, watchOS 7+, visionOS 1+
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct VerticalAlignment: Sendable {
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/hstack — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct HStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:) — `nonisolated`, as
    /// VStack's (the HStack structure page is `@frozen nonisolated struct HStack<Content> where Content : View`)
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/shape — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public protocol Shape: Sendable, View {}

/// https://developer.apple.com/documentation/swiftui/insettableshape — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public protocol InsettableShape: Shape {}

/// https://developer.apple.com/documentation/swiftui/fillstyle — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct FillStyle: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

extension Shape {
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { self }
}

extension InsettableShape {
    /// https://developer.apple.com/documentation/swiftui/insettableshape/strokeborder(linewidth:antialiased:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular, continuous
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct RoundedRectangle: InsettableShape {
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError() }
}

// MARK: Text

/// https://developer.apple.com/documentation/swiftui/text — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct Text: View, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/font(_:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    /// (`nonisolated func font(_ font: Font?) -> Text`)
    nonisolated public func font(_ font: Font?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/tracking(_:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    /// (`nonisolated func tracking(_ tracking: CGFloat) -> Text`)
    nonisolated public func tracking(_ tracking: CGFloat) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/+(_:_:) — iOS 13–26, macOS 10.15–26, tvOS 13–26,
    /// watchOS 6–26 (deprecated in 26), visionOS 1+ (not deprecated). Linux ignores these platform attributes, so a use
    /// is not flagged by the check; Apple's replacement is `Text` interpolation (`Text("\(a)\(b)")`).
    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use Text interpolation instead of +")
    @available(macOS, introduced: 10.15, deprecated: 26.0, message: "Use Text interpolation instead of +")
    @available(tvOS, introduced: 13.0, deprecated: 26.0, message: "Use Text interpolation instead of +")
    @available(watchOS, introduced: 6.0, deprecated: 26.0, message: "Use Text interpolation instead of +")
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

/// https://developer.apple.com/documentation/swiftui/localizedstringkey — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    public init(stringInterpolation: StringInterpolation) {}

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
        public mutating func appendLiteral(_ literal: String) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo — iOS 14+, macOS 11+, tvOS 14+, watchOS 7+, visionOS 1+
        /// (`mutating func appendInterpolation(_ text: Text)`: styled `Text` runs in one `Text`, what Apple
        /// recommends instead of `+`, deprecated in 26)
        public mutating func appendInterpolation(_ text: Text) {}
    }
}

/// https://developer.apple.com/documentation/swiftui/textalignment — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

// MARK: Fonts

/// https://developer.apple.com/documentation/swiftui/font — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:) — iOS 14+, macOS 11+, tvOS 14+, watchOS 7+, visionOS 1+
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/init(_:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+,
    /// visionOS 1+ (a font from a CoreText font)
    public init(_ font: CTFont) {}
    /// Placeholder for the bodies above (declaring `init(_:)` removes the implicit one).
    init() {}
    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2 — iOS 16+, macOS 13+, tvOS 16+, watchOS 9+, visionOS 1+
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/italic() — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    public func italic() -> Font { self }
    /// https://developer.apple.com/documentation/swiftui/font/headline
    public static let headline = Font()
    /// https://developer.apple.com/documentation/swiftui/font/caption
    public static let caption = Font()

    /// https://developer.apple.com/documentation/swiftui/font/weight — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(),
            medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }

    /// https://developer.apple.com/documentation/swiftui/font/design — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// https://developer.apple.com/documentation/swiftui/font/textstyle — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

// MARK: Colors

/// https://developer.apple.com/documentation/swiftui/color — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct Color: Hashable, Sendable, View, ShapeStyle {
    public var body: Never { fatalError() }
    #if UIKIT
        /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:) — iOS 15+, tvOS 15+, watchOS 8+, visionOS 1+
        public init(uiColor: UIColor) {}
    #endif
    #if APPKIT
        /// https://developer.apple.com/documentation/swiftui/color/init(nscolor:) — macOS 12+
        public init(nsColor: NSColor) {}
    #endif
}

// MARK: Environment

/// https://developer.apple.com/documentation/swiftui/environmentvalues — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize — iOS 15+, macOS 12+, tvOS 15+, watchOS 8+, visionOS 1+
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/legibilityweight — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    public var legibilityWeight: LegibilityWeight? = nil
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    public var isEnabled: Bool = true
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/isfocused — iOS 14+, macOS 11+, tvOS 14+, watchOS 7+, visionOS 1+
    /// ("Returns whether the nearest focusable ancestor has focus"; in a button style's body, the button)
    public var isFocused: Bool { false }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/sizecategory — iOS 13–27, macOS 10.15–27, tvOS 13–27,
    /// watchOS 6–27, visionOS 1–27 (deprecated in 27 everywhere)
    public var sizeCategory: ContentSizeCategory = .large
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:) — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/environmentkey — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public protocol EnvironmentKey {
    /// https://developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value
    /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/environment — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/dynamictypesize — iOS 15+, macOS 12+, tvOS 15+, watchOS 8+, visionOS 1+
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// https://developer.apple.com/documentation/swiftui/legibilityweight — iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+, visionOS 1+
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// https://developer.apple.com/documentation/swiftui/contentsizecategory — iOS 13–27, macOS 10.15–27, tvOS 13–27, watchOS 6–27,
/// visionOS 1–27 (deprecated in 27 on every platform, for DynamicTypeSize)
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
    /// https://developer.apple.com/documentation/swiftui/contentsizecategory/isaccessibilitycategory — iOS 13.4–27,
    /// macOS 10.15.4–27, tvOS 13.4–27, watchOS 6.2–27, visionOS 1–27 (later than the enumeration itself)
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}
extension ContentSizeCategory: Comparable {}

// MARK: Attributed strings

extension AttributeScopes {
    /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes — iOS 15+, macOS 12+,
    /// tvOS 15+, watchOS 8+, visionOS 1+ (declared by SwiftUI)
    public struct SwiftUIAttributes: AttributeScope {
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/font
        public let font: FontAttribute
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/tracking
        public let tracking: TrackingAttribute
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/baselineoffset
        public let baselineOffset: BaselineOffsetAttribute
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/foundation
        public let foundation: AttributeScopes.FoundationAttributes
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/lineheight — iOS 26+,
        /// macOS 26+, tvOS 26+, watchOS 26+, visionOS 26+
        @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
        public var lineHeight: AttributeScopes.CoreTextAttributes.LineHeightAttribute { fatalError() }

        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/fontattribute
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/trackingattribute
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/baselineoffsetattribute
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// https://developer.apple.com/documentation/foundation/attributescopes/swiftui — iOS 15+, macOS 12+, tvOS 15+,
    /// watchOS 8+, visionOS 1+
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name on `AttributedString` and `AttributeContainer` (`container.swiftUI.font`).
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T { self[T.self] }
}

extension Text {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh — iOS 15+, macOS 12+, tvOS 15+,
    /// watchOS 8+, visionOS 1+ (samples only)
    public init(_ attributedContent: AttributedString) {}
}

#if UIKIT && !WATCHOS
    /// https://developer.apple.com/documentation/uikit/uitraitbridgedenvironmentkey — iOS 17+, tvOS 17+, visionOS
    /// (SwiftUI's typealias page, …/swiftui/uitraitbridgedenvironmentkey, gives visionOS 1+): an environment key
    /// whose value SwiftUI and UIKit share with a custom trait.
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
        /// https://developer.apple.com/documentation/uikit/uitraitbridgedenvironmentkey/read(from:)
        static func read(from traitCollection: UITraitCollection) -> Self.Value
        /// https://developer.apple.com/documentation/uikit/uitraitbridgedenvironmentkey/write(to:value:)
        static func write(to mutableTraits: inout any UIMutableTraits, value: Self.Value)
    }
#endif
