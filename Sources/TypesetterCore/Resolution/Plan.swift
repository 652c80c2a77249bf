extension Typography {
    /// The category-independent part of resolution (see ``Typography/plan``).
    struct Plan: Hashable, Sendable {
        var textStyle: TextStyle = .body
        /// Weight, face (an index into the custom family's faces) and flags, without and with Bold Text.
        var regular = Choice()
        var bold = Choice()

        struct Choice: Hashable, Sendable {
            /// The weight the text is drawn at.
            var weight: FontWeight = .regular
            /// The weight to ask the font API for (see ``ResolvedTypography/requestedWeight``).
            var requestedWeight: FontWeight = .regular
            var faceIndex: Int?
            /// The chosen face's PostScript name and the metrics to lay it out with (its own, else the family's).
            var postScriptName: String?
            var metrics: FontMetrics?
            /// The chosen face's metrics by optical size (``FontFamily/Face/opticalSizeMetrics``), empty when
            /// one set of metrics holds at every size.
            var opticalSizeMetrics: [FontFamily.OpticalSizeMetrics] = []
            /// Where the chosen face sits in its font's design space: a named instance's coordinates with
            /// the variation's values over them (``ResolvedTypography/axisValues``).
            var axisValues: [String: Double] = [:]
            /// The chosen face's axis values, for a face drawn from a variable font between named instances.
            var variation: FontVariation?
            var flags: ResolvedTypography.Flags = []
        }

        init() {}

        init(_ typography: Typography) {
            textStyle = typography.textStyle ?? TextStyle.nearest(toPointSize: typography.size)
            regular = Self.choice(for: typography, bold: false)
            bold = Self.choice(for: typography, bold: true)
        }

        /// Bold Text per ``Typography/BoldText``, then CSS font matching in a custom family.
        private static func choice(for typography: Typography, bold: Bool) -> Choice {
            let weight = typography.weight
            var choice = Choice(weight: weight, requestedWeight: weight)
            var namedFace: String?
            if bold {
                switch typography.boldText {
                case .oneStepHeavier:
                    // A face drawn from a variable font moves along its `wght` axis by the same step as the
                    // ladder, clamped to the axis (650 → 700; 880 on a 100–900 axis → 900).
                    if case .custom(let family) = typography.font,
                        let regular = family.faceIndex(
                            matching: weight, italic: typography.isItalic, width: typography.width,
                            opticalSize: typography.opticalSize),
                        let variation = family.faces[regular].variation,
                        let axis = variation.axes.first(where: { $0.tag == "wght" }),
                        let heavier = FontWeight(rawValue: min(weight.oneStepHeavier.rawValue, axis.maximum)),
                        heavier > weight
                    {
                        choice.faceIndex = regular
                        choice.weight = heavier
                        choice.variation = variation.setting("wght", to: heavier.rawValue)
                        break
                    }
                    // A custom family steps to its next heavier face, so Bold Text is visible even when the
                    // family skips weights (Noto Sans CJK has Regular and Bold only); without one, the ladder.
                    if case .custom(let family) = typography.font,
                        let heavier = family.nextHeavierFaceIndex(
                            than: weight, italic: typography.isItalic, width: typography.width)
                    {
                        choice.faceIndex = heavier
                        choice.weight = family.faces[heavier].weight
                    } else {
                        choice.weight = weight.oneStepHeavier
                    }
                case .weight(let boldWeight): choice.weight = boldWeight
                case .face(let postScriptName): namedFace = postScriptName
                case .unchanged: break
                }
            }
            guard case .custom(let family) = typography.font else {
                // SwiftUI (and UIKit while the setting is on) makes the system font heavier under Bold Text by
                // itself: ask for the design weight (``SystemFontBoldText`` covers platforms that do not).
                return choice
            }
            if let namedFace {
                if let index = family.faces.firstIndex(where: { $0.postScriptName == namedFace }) {
                    choice.faceIndex = index
                    choice.weight = family.faces[index].weight
                } else {
                    choice.flags.insert(.boldTextFaceMissing)
                    choice.weight = weight.oneStepHeavier
                }
            }
            if choice.faceIndex == nil {
                choice.faceIndex = family.faceIndex(
                    matching: choice.weight, italic: typography.isItalic, width: typography.width,
                    opticalSize: typography.opticalSize)
            }
            guard let index = choice.faceIndex else {
                choice.flags.insert(.noFace)
                choice.requestedWeight = choice.weight
                return choice
            }
            let face = family.faces[index]
            if choice.variation == nil {
                choice.variation = face.variation
            }
            if face.weight != choice.weight, choice.variation?.value(of: "wght") != choice.weight.rawValue {
                choice.flags.insert(.faceWeightSubstituted)
            }
            if face.isItalic != typography.isItalic { choice.flags.insert(.faceStyleSubstituted) }
            choice.requestedWeight =
                choice.variation?.value(of: "wght").flatMap { FontWeight(rawValue: $0) } ?? face.weight
            choice.postScriptName = face.postScriptName
            choice.metrics = face.metrics ?? family.metrics
            choice.opticalSizeMetrics = face.opticalSizeMetrics
            // A named instance's own `opsz` does not hold: CoreText sets optical size to the point size for
            // any font with the axis unless the descriptor pins it (kCTFontOpticalSizeAttribute).
            choice.axisValues = (face.instanceCoordinates ?? [:]).filter { $0.key != "opsz" }
            if let variation = choice.variation {
                choice.axisValues.merge(variation.values) { _, new in new }
            }
            if choice.metrics == nil { choice.flags.insert(.metricsAssumed) }
            return choice
        }
    }
}
