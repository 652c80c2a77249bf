#!/usr/bin/env python3
"""Instantiates variable fonts with fontTools' instancer and dumps the static instances' metrics.

Usage: fonttools_instance.py REQUEST.json  (prints a JSON array on stdout).
REQUEST is a list of {"file": path, "location": {"wght": 650, ...}, "sample": "text"}. For each one the font
is instanced with `fontTools.varLib.instancer.instantiateVariableFont` at the location (every axis pinned;
axes left out pin at their default) and the result's hhea, OS/2 typo/win, cap height and x-height are
printed, with the advance of every character of the sample (cmap, then hmtx; unmapped → glyph 0).
"""
import json
import logging
import sys

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer


def dump(request):
    font = TTFont(request["file"])
    location = {axis.axisTag: request["location"].get(axis.axisTag, axis.defaultValue) for axis in font["fvar"].axes}
    static = instancer.instantiateVariableFont(font, location, inplace=False, updateFontNames=False)
    hhea, os2 = static["hhea"], static["OS/2"]
    cmap = static.getBestCmap() or {}
    order = static.getGlyphOrder()
    metrics = static["hmtx"].metrics
    advances = []
    for character in request.get("sample", ""):
        if ord(character) < 0x20:
            continue
        glyph = cmap.get(ord(character), order[0])
        advances.append(metrics[glyph][0])
    return {
        "file": request["file"],
        "location": request["location"],
        "hhea": [hhea.ascent, hhea.descent, hhea.lineGap],
        "typo": [os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap],
        "win": [os2.usWinAscent, os2.usWinDescent],
        "capHeight": os2.sCapHeight,
        "xHeight": os2.sxHeight,
        "advances": advances,
    }


def main():
    logging.disable(logging.WARNING)
    with open(sys.argv[1], encoding="utf-8") as handle:
        requests = json.load(handle)
    json.dump([dump(request) for request in requests], sys.stdout)


if __name__ == "__main__":
    main()
