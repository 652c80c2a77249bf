/// Values written as strings or in the pre-2025 drafts' forms, as Style Dictionary and Tokens Studio write
/// every value: numbers and percentages in strings, durations with their unit, hex colors.

extension LenientForm {
    /// A percentage in a string (`"150%"`): the number it is a percentage of, 1.5.
    static let percentString = LenientForm("percent-string", at: .number) { reader, node, _ in
        guard case .string(let text) = node.value else { return nil }
        let trimmed = text.trimmingSpaces
        guard trimmed.hasSuffix("%"), let percent = Double(String(trimmed.dropLast()).trimmingSpaces), percent.isFinite
        else { return nil }
        reader.warnLenient(node, "percentage \"\(text)\"", modern: formatted(percent / 100))
        return .value(.number(percent / 100))
    }

    /// A number in a string (`"1.5"`).
    static let numberString = LenientForm("number-string", at: .number) { reader, node, _ in
        guard case .string(let text) = node.value, let number = Double(text.trimmingSpaces), number.isFinite else {
            return nil
        }
        reader.warnLenient(node, "number as a string \"\(text)\"", modern: formatted(number))
        return .value(.number(number))
    }

    /// A duration as a string with its unit (`"200ms"`, `"0.2s"`).
    static let durationString = LenientForm("duration-string", at: .duration) { reader, node, _ in
        guard case .string(let text) = node.value else { return nil }
        let trimmed = text.trimmingSpaces
        var parsed: DurationValue?
        if trimmed.hasSuffix("ms"), let value = Double(String(trimmed.dropLast(2))), value.isFinite {
            parsed = DurationValue(value: value, unit: .ms)
        } else if trimmed.hasSuffix("s"), let value = Double(String(trimmed.dropLast(1))), value.isFinite {
            parsed = DurationValue(value: value, unit: .s)
        }
        guard let parsed else { return nil }
        reader.warnLenient(node, "duration as a string \"\(text)\"", modern: parsed.modernForm)
        return .value(.duration(parsed))
    }

    /// A color as a hex string (`"#ff0000"`, `"#f00"`, `"#ff000080"`), the pre-2025 and Style Dictionary form.
    static let hexColorString = LenientForm("hex-color-string", at: .colorString) { reader, node, _ in
        guard case .string(let text) = node.value, let color = reader.parseHexColor(text) else { return nil }
        reader.warnLenient(node, "color as a hex string \"\(text)\"", modern: color.modernForm)
        return .value(.color(color))
    }

    /// A color as six or eight hex digits without `#` (`"ff0000"`, `"0000001A"`), as some Figma exports write it.
    static let hexColorWithoutHash = LenientForm("hex-color-without-hash", at: .colorString) { reader, node, _ in
        guard case .string(let text) = node.value, text.utf8.count == 6 || text.utf8.count == 8,
            text.utf8.allSatisfy(isHexDigit), let color = reader.parseHexColor("#" + text)
        else { return nil }
        reader.warnLenient(node, "color as hex digits without '#' \"\(text)\"", modern: color.modernForm)
        return .value(.color(color))
    }

    /// A color's `hex` member in the short or 8-digit form (Fluent, Spectrum): six digits, and the digits' alpha
    /// kept unless the color gives alpha (read as a color whose `hex` is the six digits and whose `alpha` is the
    /// one kept, or 1).
    static let shortHex = LenientForm("short-hex", at: .colorHex) { reader, hexNode, context in
        guard case .string(let text) = hexNode.value, let parsed = reader.parseHexColor(text), let six = parsed.hex
        else { return nil }
        let keepsAlpha = context.object?["alpha"] == nil && parsed.alpha != 1
        reader.diagnostics.append(
            .warning(
                .lenientForm,
                "hex \"\(text)\" is a legacy form; the Format Module writes 6 digits \"\(six)\""
                    + (keepsAlpha ? " and \"alpha\": \(shortChannel(parsed.alpha))" : ""),
                at: hexNode.location, fixIt: .init("use 6 hex digits", replacement: "\"\(six)\"")))
        return .value(
            .color(
                ColorValue(
                    colorSpace: parsed.colorSpace, components: parsed.components, alpha: keepsAlpha ? parsed.alpha : 1,
                    hex: six)))
    }
}
