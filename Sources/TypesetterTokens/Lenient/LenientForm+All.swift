extension LenientForm {
    /// Every form lenient mode reads, one a line: adding a form is its value (in the file of the tool that
    /// writes it) and its line here. At a site, forms are tried in this order and the first that reads the
    /// node wins; tree rewrites run in this order, before resolution.
    static let all: [LenientForm] = [
        // Rewrites of the merged tree (LenientRewrites.swift).
        .referencedBareValues,
        .figmaScopedNumbers,
        .typographyGroups,
        .valueRewrites,
        // A whole dimension or number token.
        .letterSpacingToken,
        .viewportLength,
        .relativeLengthToken,
        .autoLineHeightToken,
        .lengthInNumberToken,
        .pixelLineHeightToken,
        .lineHeightExpressionToken,
        // Values of a type.
        .cssLength,
        .relativeLengthAsDimension,
        .percentString,
        .numberString,
        .numberExpression,
        .durationString,
        .hexColorString,
        .hexColorWithoutHash,
        .shortHex,
        .weightName,
        .numberAsWeight,
        .shadowMembers,
        // Typography.
        .typographyExtras,
        .absentTypographyMember,
        .relativeLetterSpacing,
        .autoLineHeight,
        .autoLineHeightReference,
        .lengthLineHeightReference,
        .lengthLineHeight,
        .emLineHeight,
        .pixelNumberLineHeight,
        .legacyPixelLineHeight,
    ]
}
