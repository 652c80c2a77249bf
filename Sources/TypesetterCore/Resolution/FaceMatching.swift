extension FontFamily {
    /// The face to draw `weight` (and italic or not, at `width`) with: CSS Fonts Level 4 §5.2 font matching.
    ///
    /// The width (`font-stretch`, a percentage; `nil` is normal, 100) narrows the faces first, as CSS does:
    /// the exact width, else for a width at or below 100% narrower widths descending then wider ascending,
    /// above 100% wider ascending then narrower descending. Then faces whose pinned optical size (an `opsz`
    /// axis in ``FontFamily/Face/variation``) equals `opticalSize` are preferred (none pinned when `nil`).
    /// Then faces of the requested style are preferred (an italic request falls back to upright faces when
    /// the family has no italic, and the reverse). Among them the weight is matched as CSS does: an exact
    /// weight first; for a desired weight between 400 and 500, heavier faces up to 500, then lighter faces
    /// descending, then faces above 500 ascending; below 400, lighter faces descending, then heavier
    /// ascending; above 500, heavier faces ascending, then lighter descending.
    /// Returns `nil` only for a family with no faces.
    /// https://www.w3.org/TR/css-fonts-4/#font-style-matching
    public func face(
        matching weight: FontWeight, italic: Bool, width: Double? = nil, opticalSize: Double? = nil
    ) -> FontFamily.Face? {
        faceIndex(matching: weight, italic: italic, width: width, opticalSize: opticalSize).map { faces[$0] }
    }

    /// The index in ``faces`` of the face ``face(matching:italic:width:opticalSize:)`` returns.
    public func faceIndex(
        matching weight: FontWeight, italic: Bool, width: Double? = nil, opticalSize: Double? = nil
    ) -> Int? {
        let candidates = candidateIndexes(width: width, opticalSize: opticalSize)
        let hasRequestedStyle = candidates.contains { faces[$0].isItalic == italic }
        var best: Int?
        var bestKey = (tier: Int.max, distance: Double.infinity)
        for index in candidates where !hasRequestedStyle || faces[index].isItalic == italic {
            let key = Self.matchKey(desired: weight.rawValue, candidate: faces[index].weight.rawValue)
            if key.tier < bestKey.tier || (key.tier == bestKey.tier && key.distance < bestKey.distance) {
                best = index
                bestKey = key
            }
        }
        return best
    }

    /// The faces at the width CSS matching picks for `width`, narrowed to those pinning `opticalSize` when
    /// some do.
    func candidateIndexes(width: Double?, opticalSize: Double?) -> [Int] {
        let desired = width ?? 100
        var chosenWidth: Double?
        var bestKey = (tier: Int.max, distance: Double.infinity)
        for face in faces {
            let candidate = face.effectiveWidth
            let key: (tier: Int, distance: Double)
            if candidate == desired {
                key = (0, 0)
            } else if desired <= 100 {
                key = candidate < desired ? (1, desired - candidate) : (2, candidate - desired)
            } else {
                key = candidate > desired ? (1, candidate - desired) : (2, desired - candidate)
            }
            if key.tier < bestKey.tier || (key.tier == bestKey.tier && key.distance < bestKey.distance) {
                chosenWidth = candidate
                bestKey = key
            }
        }
        let sameWidth = faces.indices.filter { faces[$0].effectiveWidth == chosenWidth }
        let sameOpticalSize = sameWidth.filter { faces[$0].variation?.value(of: "opsz") == opticalSize }
        return sameOpticalSize.isEmpty ? sameWidth : sameOpticalSize
    }

    /// The index of the lightest face heavier than `weight` in the requested style (upright or italic),
    /// or `nil` when the family has none.
    ///
    /// Faces drawn from a variable font at some style's own weight (``FontFamily/Face/variation``) are not
    /// steps of the family's ladder: a SemiBold style under Bold Text goes to Bold, not to a 650 that
    /// another style asked for.
    /// Only faces of the same width (``FontFamily/Face/effectiveWidth``, `width` `nil` meaning 100) count.
    public func nextHeavierFaceIndex(than weight: FontWeight, italic: Bool, width: Double? = nil) -> Int? {
        var best: Int?
        for index in faces.indices
        where faces[index].isItalic == italic && faces[index].weight > weight && faces[index].variation == nil
            && faces[index].effectiveWidth == (width ?? 100)
        {
            if let current = best, faces[current].weight <= faces[index].weight { continue }
            best = index
        }
        return best
    }

    /// The face with `postScriptName`, if the family has it.
    public func face(postScriptName: String) -> FontFamily.Face? {
        faces.first { $0.postScriptName == postScriptName }
    }

    private static func matchKey(desired w: Double, candidate f: Double) -> (tier: Int, distance: Double) {
        if f == w { return (0, 0) }
        if w >= 400, w <= 500 {
            if f > w, f <= 500 { return (1, f - w) }
            if f < w { return (2, w - f) }
            return (3, f - w)
        }
        if w < 400 {
            return f < w ? (1, w - f) : (2, f - w)
        }
        return f > w ? (1, f - w) : (2, w - f)
    }
}
