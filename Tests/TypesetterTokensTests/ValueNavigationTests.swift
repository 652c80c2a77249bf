import Testing

@testable import TypesetterTokens

/// A JSON Pointer's member segments inside each type's resolved value (each type's `TokenValueKind.member`):
/// what a reference such as `#/shadow/$value/0/color` reaches, and the segment that names nothing.
@Suite struct ValueNavigationTests {
    /// What `pointer` (segments joined by `/`) reaches in `value`: the value as JSON, a string in quotes,
    /// `stop` for a gradient stop, the description of something without a type, or `no SEGMENT`.
    static func reach(_ value: TokenValue, _ pointer: String) -> String {
        switch ValueNavigation.navigate(value, pointer.split(separator: "/").map(String.init)) {
        case .success(.value(let found)): found.jsonText
        case .success(.string(let text)): "\"\(text)\""
        case .success(.gradientStop(let stop)): "stop at \(stop.position)"
        case .success(.other(let what)): what
        case .success(.failed): "failed"
        case .failure(let problem): "no \(problem.segment)"
        }
    }

    static let px16 = DimensionValue(value: 16, unit: .px)
    static let red = ColorValue(
        colorSpace: .srgb, components: [.value(1), .none, .value(0)], alpha: 0.5, hex: "#ff0000")

    @Test func colorsAndDimensions() {
        #expect(Self.reach(.color(Self.red), "colorSpace") == "\"srgb\"")
        #expect(Self.reach(.color(Self.red), "components/0") == "1")
        #expect(Self.reach(.color(Self.red), "components/1") == "\"none\"")
        #expect(Self.reach(.color(Self.red), "components") == "a color's components array")
        #expect(Self.reach(.color(Self.red), "components/3") == "no 3")
        #expect(Self.reach(.color(Self.red), "components/01") == "no 01")
        #expect(Self.reach(.color(Self.red), "alpha") == "0.5")
        #expect(Self.reach(.color(Self.red), "hex") == "\"#ff0000\"")
        #expect(Self.reach(.dimension(Self.px16), "value") == "16")
        #expect(Self.reach(.dimension(Self.px16), "unit") == "\"px\"")
        #expect(Self.reach(.dimension(Self.px16), "value/0") == "no 0")
        #expect(Self.reach(.number(2), "value") == "no value")
        #expect(Self.reach(.duration(DurationValue(value: 200, unit: .ms)), "unit") == "\"ms\"")
        #expect(Self.reach(.fontFamily(["Inter", "Helvetica"]), "1") == "\"Helvetica\"")
        #expect(Self.reach(.fontFamily(["Inter"]), "1") == "no 1")
        #expect(Self.reach(.cubicBezier(CubicBezierValue(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)), "1") == "0.2")
    }

    @Test func composites() {
        let dashed = StrokeStyleValue.dashed(
            dashArray: [Self.px16, DimensionValue(value: 2, unit: .rem)], lineCap: .round)
        #expect(Self.reach(.strokeStyle(dashed), "dashArray/1") == #"{"value":2,"unit":"rem"}"#)
        #expect(Self.reach(.strokeStyle(dashed), "dashArray") == "a dashArray")
        #expect(Self.reach(.strokeStyle(dashed), "lineCap") == "\"round\"")
        #expect(Self.reach(.strokeStyle(.keyword(.solid)), "lineCap") == "no lineCap")
        let border = BorderValue(color: Self.red, width: Self.px16, style: .keyword(.dotted))
        #expect(Self.reach(.border(border), "width/value") == "16")
        #expect(Self.reach(.border(border), "style") == "\"dotted\"")
        let transition = TransitionValue(
            duration: DurationValue(value: 1, unit: .s), delay: DurationValue(value: 0, unit: .ms),
            timingFunction: CubicBezierValue(x1: 0, y1: 0, x2: 1, y2: 1))
        #expect(Self.reach(.transition(transition), "timingFunction/2") == "1")
        #expect(Self.reach(.transition(transition), "delay") == #"{"value":0,"unit":"ms"}"#)
        let layer = ShadowValue(
            color: Self.red, offsetX: Self.px16, offsetY: Self.px16, blur: DimensionValue(value: 4, unit: .px),
            spread: Self.px16, inset: false)
        #expect(Self.reach(.shadow([layer, layer]), "1/blur") == #"{"value":4,"unit":"px"}"#)
        #expect(Self.reach(.shadow([layer, layer]), "blur") == "no blur")
        #expect(Self.reach(.shadow([layer]), "blur/value") == "4")
        #expect(Self.reach(.shadow([layer]), "inset") == "a boolean")
        #expect(Self.reach(.shadow([layer, layer]), "0") == TokenValue.shadow([layer]).jsonText)
        let stops = [GradientStop(color: Self.red, position: 0), GradientStop(color: Self.red, position: 0.75)]
        #expect(Self.reach(.gradient(stops), "1") == "stop at 0.75")
        #expect(Self.reach(.gradient(stops), "1/position") == "0.75")
        #expect(Self.reach(.gradient(stops), "1/color/alpha") == "0.5")
        let typography = TypographyValue(
            fontFamily: nil, fontSize: Self.px16, fontWeight: nil, letterSpacing: nil, lineHeight: 1.5)
        #expect(Self.reach(.typography(typography), "fontSize/unit") == "\"px\"")
        #expect(Self.reach(.typography(typography), "lineHeight") == "1.5")
        #expect(Self.reach(.typography(typography), "fontFamily") == "no fontFamily")
    }
}
