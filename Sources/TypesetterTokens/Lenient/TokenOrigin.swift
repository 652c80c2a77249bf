/// Which export wrote a token, as far as lenient reading depends on it: the one field of ``ValueReader`` the
/// forms ask (``LenientForm``), set by the resolver for each token it reads.
struct TokenOrigin: Equatable, Sendable {
    /// The token type the file names, when its forms are read differently from the Format Module's type.
    enum WrittenType: Sendable {
        /// A Format Module type, or another name read as one.
        case formatModule
        /// A Tokens Studio `letterSpacing` token: `"-2%"` and `"0.05em"` stay relative to the font size
        /// (``TokenValue/relativeDimension(_:)``) instead of being converted.
        case letterSpacing
        /// A Tokens Studio `lineHeights` token (or Style Dictionary's `lineHeight`, or an untyped token in a
        /// legacy form whose path names a line height), which may be a length (`"24px"`) or bare pixels.
        case lineHeight
        /// A Figma plugin text style (`custom-fontStyle`), whose bare numbers are px.
        case figmaTextStyle
    }

    var writtenType = WrittenType.formatModule
    /// Written as Tokens Studio and Style Dictionary write (`value` without `$`), whose unitless line heights
    /// are pixels (``ValueReader/tokensStudioPixelLineHeight(_:)``).
    var legacyForm = false
}

extension ResolutionEngine {
    /// The origin of token `index`, for the value reader.
    func origin(of index: Int) -> TokenOrigin {
        // (Asked of the entry in place: a copy of it would retain its value.)
        let writtenType: TokenOrigin.WrittenType
        if tree.entries[index].isLetterSpacing {
            writtenType = .letterSpacing
        } else if tree.entries[index].isFigmaTextStyle {
            writtenType = .figmaTextStyle
        } else if tree.entries[index].isLineHeight || isUntypedLineHeight(index) {
            writtenType = .lineHeight
        } else {
            writtenType = .formatModule
        }
        return TokenOrigin(writtenType: writtenType, legacyForm: tree.entries[index].isLegacyForm)
    }
}
