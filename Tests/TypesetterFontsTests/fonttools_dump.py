#!/usr/bin/env python3
"""Dumps what fontTools reads from font files, one JSON object per face, for the differential test.

Usage: fonttools_dump.py FILE...  (prints a JSON array on stdout). Keys mirror `typesetter fonts --format json`.
Names use fontTools' own choice (`name.getDebugName`). Instance PostScript names absent from the font are
derived here independently per Adobe TN #5902 (prefix = name ID 25, else the typographic or legacy family
name keeping only A-Z a-z 0-9; then "-" and the instance subfamily name keeping only A-Z a-z 0-9).
"""
import json
import os
import re
import sys

from fontTools.ttLib import TTFont, TTCollection


def alnum(text):
    return re.sub(r"[^A-Za-z0-9]", "", text)


def face(path, index, font):
    name = font["name"] if "name" in font else None
    get = (lambda i: name.getDebugName(i)) if name else (lambda i: None)
    head, hhea = font["head"], font["hhea"]
    os2 = font["OS/2"] if "OS/2" in font else None
    post = font["post"] if "post" in font else None
    fs = os2.fsSelection if os2 else 0
    out = {
        "file": path,
        "faceIndex": index,
        "postScriptName": get(6),
        "familyName": get(1),
        "subfamilyName": get(2),
        "typographicFamilyName": get(16),
        "typographicSubfamilyName": get(17),
        "fullName": get(4),
        "wwsFamilyName": get(21),
        "wwsSubfamilyName": get(22),
        "variationsPostScriptNamePrefix": get(25),
        "weightClass": os2.usWeightClass if os2 else None,
        "widthClass": os2.usWidthClass if os2 else None,
        "italic": bool(fs & 0x1 or fs & 0x200 or head.macStyle & 0x2),
        "italicAngle": post.italicAngle if post else None,
        "fixedPitch": bool(post.isFixedPitch) if post else False,
        "unitsPerEm": head.unitsPerEm,
        "hhea": {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap},
        "typo": {"ascender": os2.sTypoAscender, "descender": os2.sTypoDescender, "lineGap": os2.sTypoLineGap} if os2 else None,
        "win": {"ascent": os2.usWinAscent, "descent": os2.usWinDescent} if os2 else None,
        "useTypoMetrics": bool(fs & 0x80),
        "capHeight": os2.sCapHeight if os2 and os2.version >= 2 else None,
        "xHeight": os2.sxHeight if os2 and os2.version >= 2 else None,
        "axes": [],
        "instances": [],
    }
    sample = os.environ.get("FONTTOOLS_DUMP_SAMPLE")
    if sample is not None:
        # getBestCmap prefers (3,10), (0,6), (0,4), (3,1), (0,3), (0,2), (0,1), (0,0), as the reader does.
        cmap = font.getBestCmap() or {}
        missing = []
        advance = 0
        metrics = font["hmtx"].metrics
        order = font.getGlyphOrder()
        for character in sample:
            glyph = cmap.get(ord(character))
            if glyph is None and character not in missing:
                missing.append(character)
            advance += metrics[glyph if glyph is not None else order[0]][0]
        out["missingCharacters"] = missing
        # The whole mapping as a count and a digest (code point × 65537 + glyph ID, summed mod 2^64),
        # leaving out mappings to glyph 0 (.notdef), which the reader does not report.
        count = 0
        digest = 0
        for code, glyph_name in cmap.items():
            glyph = font.getGlyphID(glyph_name)
            if glyph == 0:
                continue
            count += 1
            digest = (digest + code * 65537 + glyph) % (1 << 64)
        out["cmapCount"] = count
        out["cmapDigest"] = str(digest)
        out["sampleAdvance"] = advance
    if "fvar" in font:
        fvar = font["fvar"]
        tags = [axis.axisTag for axis in fvar.axes]
        out["axes"] = [{"tag": a.axisTag, "min": a.minValue, "default": a.defaultValue, "max": a.maxValue} for a in fvar.axes]
        prefix = get(25)
        family = get(16) or get(1)
        for instance in fvar.instances:
            subfamily = get(instance.subfamilyNameID)
            ps_id = getattr(instance, "postscriptNameID", 0xFFFF)
            ps = get(ps_id) if ps_id not in (0xFFFF, None) else None
            derived = False
            if ps is None and subfamily is not None:
                base = prefix if prefix is not None else (alnum(family) if family else None)
                if base:
                    ps = base + "-" + alnum(subfamily)
                    derived = True
            out["instances"].append({
                "subfamilyName": subfamily,
                "postScriptName": ps,
                "postScriptNameDerived": derived,
                "coordinates": {tag: instance.coordinates[tag] for tag in tags},
            })
    return out


def main(paths):
    faces = []
    for path in paths:
        with open(path, "rb") as handle:
            signature = handle.read(4)
        if signature == b"ttcf":
            collection = TTCollection(path, lazy=True)
            for index, font in enumerate(collection.fonts):
                faces.append(face(path, index, font))
        else:
            faces.append(face(path, 0, TTFont(path, lazy=True)))
    json.dump(faces, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main(sys.argv[1:])
