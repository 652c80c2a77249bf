extension FontFamily {
    /// The face to draw `weight` (and italic or not) with: CSS Fonts Level 4 §5.2 font matching.
    ///
    /// Faces of the requested style are preferred (an italic request falls back to upright faces when the
    /// family has no italic, and the reverse). Among them the weight is matched as CSS does: an exact weight
    /// first; for a desired weight between 400 and 500, heavier faces up to 500, then lighter faces
    /// descending, then faces above 500 ascending; below 400, lighter faces descending, then heavier
    /// ascending; above 500, heavier faces ascending, then lighter descending.
    /// Returns `nil` only for a family with no faces.
    /// https://www.w3.org/TR/css-fonts-4/#font-style-matching
    public func face(matching weight: FontWeight, italic: Bool) -> FontFamily.Face? {
        faceIndex(matching: weight, italic: italic).map { faces[$0] }
    }

    /// The index in ``faces`` of the face ``face(matching:italic:)`` returns.
    public func faceIndex(matching weight: FontWeight, italic: Bool) -> Int? {
        let hasRequestedStyle = faces.indices.contains { faces[$0].isItalic == italic }
        var best: Int?
        var bestKey = (tier: Int.max, distance: Double.infinity)
        for index in faces.indices where !hasRequestedStyle || faces[index].isItalic == italic {
            let key = Self.matchKey(desired: weight.rawValue, candidate: faces[index].weight.rawValue)
            if key.tier < bestKey.tier || (key.tier == bestKey.tier && key.distance < bestKey.distance) {
                best = index
                bestKey = key
            }
        }
        return best
    }

    /// The index of the lightest face heavier than `weight` in the requested style (upright or italic),
    /// or `nil` when the family has none.
    ///
    /// Faces drawn from a variable font at some style's own weight (``FontFamily/Face/variation``) are not
    /// steps of the family's ladder: a SemiBold style under Bold Text goes to Bold, not to a 650 that
    /// another style asked for.
    public func nextHeavierFaceIndex(than weight: FontWeight, italic: Bool) -> Int? {
        var best: Int?
        for index in faces.indices where faces[index].isItalic == italic && faces[index].weight > weight && faces[index].variation == nil {
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
