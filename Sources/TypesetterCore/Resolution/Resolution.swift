extension Typography {
    /// Resolves the style at `category` under `legibilityWeight`.
    ///
    /// - Parameters:
    ///   - metrics: the font's metrics, when known better than the typography itself knows them (for
    ///     instance read from the real `UIFont`); otherwise the face's, then the family's, then the system
    ///     font's (Text below 20 pt, Display above) are used.
    ///
    /// The steps, each documented where its value is declared in ``ResolvedTypography``:
    /// 1. size: scaled relative to the text style at the category clamped to the style's range, limited by
    ///    the maximum point size and the options' maximum scale factor (``Scaler``); fixed styles keep their
    ///    size;
    /// 2. weight and face: Bold Text per ``BoldText``, then CSS font matching in the custom family;
    /// 3. line height: the design's value at this size, the font's natural line height, and the
    ///    tight-line policy; SwiftUI spacing and padding, UIKit paragraph heights and baseline offset;
    /// 4. letter spacing in points at the scaled size.
    ///
    /// Pure and allocation-free: it runs for every style at every category in checks and previews.
    public func resolve(
        at category: ContentSizeCategory,
        legibilityWeight: LegibilityWeight = .regular,
        metrics givenMetrics: FontMetrics? = nil,
        options: ResolutionOptions = .standard
    ) -> ResolvedTypography {
        var flags: ResolvedTypography.Flags = []
        let style = plan.textStyle

        // 1. Size.
        let effectiveCategory: ContentSizeCategory
        let pointSize: Double
        var lineHeightScaling = LineHeightScaling.proportional
        switch scaling {
        case .fixed:
            effectiveCategory = .large
            pointSize = size
        case .dynamic(let categories, let maximumPointSize, let policy):
            effectiveCategory = category.clamped(to: categories)
            let scaled = options.model(size, style, effectiveCategory)
            var limit = maximumPointSize ?? .infinity
            if let factor = options.maximumScaleFactor, factor.isFinite, factor > 0 {
                limit = min(limit, size * factor)
            }
            if scaled > limit {
                pointSize = limit
                flags.insert(.clampedToMaximumPointSize)
            } else {
                pointSize = scaled
            }
            lineHeightScaling = policy
        }
        let scaleFactor = size > 0 ? pointSize / size : 1

        // 2. Weight and face, chosen once per typography (see `Plan`).
        let choice = legibilityWeight == .bold ? plan.bold : plan.regular
        flags.formUnion(choice.flags)
        let faceMetrics =
            choice.opticalSizeMetrics.isEmpty
            ? choice.metrics : FontFamily.Face.metrics(choice.opticalSizeMetrics, atPointSize: pointSize)
        let metrics = givenMetrics ?? faceMetrics ?? FontMetrics.system(atPointSize: pointSize)
        if givenMetrics != nil { flags.remove(.metricsAssumed) }

        // 3. Line height.
        let naturalLineHeight = metrics.lineHeight(atPointSize: pointSize)
        // A designed line height (its value at Large) grows with the font, keeping its ratio to the size, or
        // follows Apple's leading curve for the text style, limited by a maximum point size in the same
        // proportion as the size.
        func scaled(_ designed: Double) -> Double {
            switch lineHeightScaling {
            case .proportional:
                return designed * scaleFactor
            case .textStyleLeading:
                let table = options.table
                let leadingRatio = table.leading(style, effectiveCategory) / table.leading(style, .large)
                let unclamped = options.model(size, style, effectiveCategory)
                let clamp = unclamped > 0 ? pointSize / unclamped : 1
                return designed * leadingRatio * clamp
            }
        }
        let requestedLineHeight: Double
        switch lineHeight {
        case .fontDefault: requestedLineHeight = naturalLineHeight
        case .multiple(let factor):
            // Proportional multiples are computed from the scaled size directly, so 1.5 × 40 is exactly 60.
            requestedLineHeight = lineHeightScaling == .proportional ? factor * pointSize : scaled(factor * size)
        case .points(let points): requestedLineHeight = scaled(points)
        }
        var laidOutLineHeight = requestedLineHeight
        if requestedLineHeight < naturalLineHeight {
            flags.insert(.lineHeightTighterThanFont)
            if options.tightLineHeight == .useFontLineHeight {
                laidOutLineHeight = naturalLineHeight
            }
        }
        let extra = laidOutLineHeight - naturalLineHeight

        // 4. Letter spacing (tracking).
        let tracking: Double
        switch letterSpacing {
        case .points(let points): tracking = points * scaleFactor
        case .em(let em): tracking = em * pointSize
        case .percent(let percent): tracking = percent / 100 * pointSize
        }

        return ResolvedTypography(
            category: category,
            effectiveCategory: effectiveCategory,
            textStyle: style,
            pointSize: pointSize,
            scaleFactor: scaleFactor,
            weight: choice.weight,
            requestedWeight: choice.requestedWeight,
            isItalic: isItalic,
            postScriptName: choice.postScriptName,
            variation: choice.variation,
            axisValues: choice.axisValues,
            metrics: metrics,
            naturalLineHeight: naturalLineHeight,
            requestedLineHeight: requestedLineHeight,
            lineHeight: laidOutLineHeight,
            lineSpacing: max(extra, 0),
            verticalPadding: extra / 2,
            minimumLineHeight: laidOutLineHeight,
            maximumLineHeight: laidOutLineHeight,
            baselineOffset: extra / 4,
            tracking: tracking,
            flags: flags
        )
    }

    /// The style resolved at every category, in order.
    public func resolveAllCategories(
        legibilityWeight: LegibilityWeight = .regular,
        metrics: FontMetrics? = nil,
        options: ResolutionOptions = .standard
    ) -> [ResolvedTypography] {
        ContentSizeCategory.allCases.map {
            resolve(at: $0, legibilityWeight: legibilityWeight, metrics: metrics, options: options)
        }
    }
}
