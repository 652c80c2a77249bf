/// Follows the member segments of a JSON Pointer into a resolved value (`#/shadow/$value/color`,
/// `#/brand/$value/components/0`), so pointers see aliases inside composites already resolved.
enum ValueNavigation {
    private enum Place {
        case token(TokenValue)
        case stop(GradientStop)
        case string(String)
        case components([ColorValue.Component])
        case dashArray([DimensionValue])
        case shadowLayer(ShadowValue)
        case other(String)
    }

    static func navigate(_ value: TokenValue, _ segments: [String]) -> Result<ReferencedValue, NavigationError> {
        var place = Place.token(value)
        for segment in segments {
            guard let next = step(place, segment) else {
                return .failure(NavigationError(segment: segment))
            }
            place = next
        }
        switch place {
        case .token(let value): return .success(.value(value))
        case .shadowLayer(let layer): return .success(.value(.shadow([layer])))
        case .stop(let stop): return .success(.gradientStop(stop))
        case .string(let text): return .success(.string(text))
        case .components: return .success(.other("a color's components array"))
        case .dashArray: return .success(.other("a dashArray"))
        case .other(let what): return .success(.other(what))
        }
    }

    struct NavigationError: Error { var segment: String }

    private static func index(_ segment: String, count: Int) -> Int? {
        let utf8 = Array(segment.utf8)
        guard !utf8.isEmpty, utf8.count <= 9, utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        if utf8.count > 1 && utf8[0] == 0x30 { return nil }
        guard let value = Int(segment), value < count else { return nil }
        return value
    }

    private static func step(_ place: Place, _ segment: String) -> Place? {
        switch place {
        case .token(let value):
            switch value {
            case .color(let color):
                switch segment {
                case "colorSpace": return .string(color.colorSpace.rawValue)
                case "components": return .components(color.components)
                case "alpha": return .token(.number(color.alpha))
                case "hex": return color.hex.map(Place.string)
                default: return nil
                }
            case .dimension(let dimension):
                switch segment {
                case "value": return .token(.number(dimension.value))
                case "unit": return .string(dimension.unit.rawValue)
                default: return nil
                }
            case .duration(let duration):
                switch segment {
                case "value": return .token(.number(duration.value))
                case "unit": return .string(duration.unit.rawValue)
                default: return nil
                }
            case .cubicBezier(let curve):
                guard let i = index(segment, count: 4) else { return nil }
                return .token(.number([curve.x1, curve.y1, curve.x2, curve.y2][i]))
            case .fontFamily(let names):
                guard let i = index(segment, count: names.count) else { return nil }
                return .string(names[i])
            case .strokeStyle(.dashed(let dashes, let cap)):
                switch segment {
                case "dashArray": return .dashArray(dashes)
                case "lineCap": return .string(cap.rawValue)
                default: return nil
                }
            case .border(let border):
                switch segment {
                case "color": return .token(.color(border.color))
                case "width": return .token(.dimension(border.width))
                case "style": return .token(.strokeStyle(border.style))
                default: return nil
                }
            case .transition(let transition):
                switch segment {
                case "duration": return .token(.duration(transition.duration))
                case "delay": return .token(.duration(transition.delay))
                case "timingFunction": return .token(.cubicBezier(transition.timingFunction))
                default: return nil
                }
            case .shadow(let layers):
                if let i = index(segment, count: layers.count) { return .shadowLayer(layers[i]) }
                guard layers.count == 1, let layer = layers.first else { return nil }
                return step(.shadowLayer(layer), segment)
            case .gradient(let stops):
                guard let i = index(segment, count: stops.count) else { return nil }
                return .stop(stops[i])
            case .typography(let typography):
                switch segment {
                case "fontFamily": return typography.fontFamily.map { .token(.fontFamily($0)) }
                case "fontSize": return typography.fontSize.map { .token(.dimension($0)) }
                case "fontWeight": return typography.fontWeight.map { .token(.fontWeight($0)) }
                case "letterSpacing": return typography.letterSpacing.map { .token(.dimension($0)) }
                case "lineHeight": return typography.lineHeight.map { .token(.number($0)) }
                default: return nil
                }
            case .number, .fontWeight, .strokeStyle(.keyword), .relativeDimension, .data:
                return nil
            }
        case .shadowLayer(let layer):
            switch segment {
            case "color": return .token(.color(layer.color))
            case "offsetX": return .token(.dimension(layer.offsetX))
            case "offsetY": return .token(.dimension(layer.offsetY))
            case "blur": return .token(.dimension(layer.blur))
            case "spread": return .token(.dimension(layer.spread))
            case "inset": return .other("a boolean")
            default: return nil
            }
        case .stop(let stop):
            switch segment {
            case "color": return .token(.color(stop.color))
            case "position": return .token(.number(stop.position))
            default: return nil
            }
        case .components(let components):
            guard let i = index(segment, count: components.count) else { return nil }
            switch components[i] {
            case .value(let number): return .token(.number(number))
            case .none: return .string("none")
            }
        case .dashArray(let dashes):
            guard let i = index(segment, count: dashes.count) else { return nil }
            return .token(.dimension(dashes[i]))
        case .string, .other:
            return nil
        }
    }
}
