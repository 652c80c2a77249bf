#!/usr/bin/env python3
"""Checks a catalog site in headless Chromium (Debian's chromium and chromium-driver, selenium from PyPI).

Usage: check_catalog.py SITE_FOLDER [--screenshots PREFIX]
       check_catalog.py --screenshot-page PAGE.html OUT.png   (a screenshot of one page, nothing checked)

The page draws the overview, the styles' sections and the check grid a chunk at a time as they come near the
window; the check first sets the controls and then scrolls every chunk into view (so the parts drawn later are
checked to follow the controls), then scrolls through the whole page and checks everything drawn.

Checks, printing one line per failure and exiting 1 if there is any:
- what the page draws at load is the first screen: not every style's table when there are more than ten styles;
- with the size, Bold Text, device width and sample text set before the page is scrolled, every overview sample
  drawn later has that size's engine numbers, Bold Text, column width and text, and every table sample the text;
  with a search typed before, the styles drawn later are shown or hidden as it says;
- scrolling draws every chunk;
- every @font-face in document.fonts loads (status "loaded" once asked to load);
- the console has no errors;
- the Bold Text buttons are labelled, pressed when clicked, and show only the columns they say;
- every sample's line box is its data-line-height times its number of lines, within 0.5 px;
- per face, a `line-height: normal` probe is the face's hhea line height (ascender - descender + lineGap,
  scaled to the probe size), as Chromium rounds ascent, descent and line gap to whole pixels each;
- the overview ([data-overview]) lists every style of the typography section, once, in order;
- at each of the twelve sizes, without and with Bold Text, the size control gives every overview sample the
  computed font size and line height of the engine's numbers for that size (the style's table cell, and the
  page's data), and the typed sample text is kept;
- each device width sets every overview sample column to that many CSS px;
- search hides the styles whose names do not match, in the overview and the typography section;
- every component sample's text (a card's label too) meets 4.5:1 on its background in every appearance,
  computed from the colors Chromium draws (disabled states are exempt);
- at 390 px wide, the header is at most 15% of the window's height and nothing in the overview reaches past
  the window's right edge.
With --screenshots PREFIX, writes PREFIX-overview.png, PREFIX-device-width.png and PREFIX-dark.png.

       check_catalog.py SITE_FOLDER --themes THEME:TOKEN:SIZE:FONT_SIZE THEME:TOKEN:#HEX ...
checks a themed build's theme control instead: for each spec, choosing THEME and SIZE (Bold Text off) gives
the overview sample of TOKEN the computed font size FONT_SIZE (the engine's number for that theme, from the
caller) and a line height equal to the number it carries, the style's table cell at SIZE carries and draws the
same numbers; choosing THEME gives the colors table's light swatch of TOKEN the color #HEX, drawn; the console
has no errors; the sample must change size between the specs' themes.
Exit status 2 means the browser could not be started.
"""
import json
import math
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

PROBE_SIZE = 100.0


def start_browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1000", "--force-device-scale-factor=1", "--hide-scrollbars"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


WAIT_FOR_FONTS = """
const done = arguments[arguments.length - 1];
document.fonts.ready.then(() => done([...document.fonts].map(f => ({
  family: f.family, weight: f.weight, style: f.style, status: f.status}))));
"""

# Every face, loaded: the page loads only the faces of what it has drawn (and what is in view), so each is asked.
LOAD_FONTS = """
const done = arguments[arguments.length - 1];
Promise.all([...document.fonts].map(f => f.load().catch(() => null))).then(() => document.fonts.ready).then(() =>
  done([...document.fonts].map(f => ({family: f.family, weight: f.weight, style: f.style, status: f.status}))));
"""

# Scrolls each chunk the page has not drawn yet into view, as a reader would, until every shown one is drawn;
# returns how many are left undrawn (hidden by a search, or not drawn by the page), then scrolls back to the top.
DRAW_ALL = """
const done = arguments[arguments.length - 1];
const started = performance.now();
const frame = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
(async () => {
  for (;;) {
    const pending = [...document.querySelectorAll(".chunk:not([data-drawn]):not([hidden])")];
    if (pending.length === 0 || performance.now() - started > 100000) break;
    pending[0].scrollIntoView();
    await frame();
  }
  window.scrollTo(0, 0);
  await frame();
  done(document.querySelectorAll(".chunk:not([data-drawn]):not([hidden])").length);
})();
"""

# What the page drew at load, against what it has.
DRAWN_AT_LOAD = """
const data = JSON.parse(document.getElementById("catalog-data").textContent);
return {styles: data.details.length, overview: document.querySelectorAll("[data-overview] .overview-entry").length,
        sections: document.querySelectorAll("#typography article.style").length,
        tableSamples: document.querySelectorAll("#typography .sample").length};
"""


def draw_all(driver):
    left = driver.execute_async_script(DRAW_ALL)
    return [f"{left} chunks of the page are still not drawn after scrolling through it"] if left else []

# Each sample: its height, its line height, and its number of lines (distinct line tops of the text's
# client rects, which do not depend on the line height the page set).
MEASURE_SAMPLES = """
return [...document.querySelectorAll('.sample')].map(el => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const tops = [];
  for (const rect of range.getClientRects()) {
    if (rect.width === 0) continue;
    if (!tops.some(t => Math.abs(t - rect.top) < 1)) tops.push(rect.top);
  }
  return {token: el.dataset.token, category: el.dataset.category, bold: el.dataset.boldText,
          lineHeight: parseFloat(el.dataset.lineHeight), height: el.getBoundingClientRect().height,
          lines: tops.length, visible: el.offsetParent !== null};
});
"""

MEASURE_PROBES = """
const size = arguments[0];
return [...document.querySelectorAll('tr.font-face')].map(row => {
  const probe = document.createElement('div');
  probe.textContent = 'Hxg';
  probe.style.cssText = `position:absolute; left:0; top:0; white-space:nowrap; line-height:normal;
    font-family:'${row.dataset.fontFamily}'; font-weight:${row.dataset.fontWeight};
    font-style:${row.dataset.fontStyle}; font-size:${size}px`;
  document.body.appendChild(probe);
  const height = probe.getBoundingClientRect().height;
  probe.remove();
  return {family: row.dataset.fontFamily, weight: row.dataset.fontWeight, height,
          unitsPerEm: parseFloat(row.dataset.unitsPerEm), ascender: parseFloat(row.dataset.ascender),
          descender: parseFloat(row.dataset.descender), lineGap: parseFloat(row.dataset.lineGap)};
});
"""


def check(driver, site):
    failures = []
    driver.get("file://" + os.path.abspath(os.path.join(site, "index.html")))
    drawn = driver.execute_script(DRAWN_AT_LOAD)
    if drawn["styles"] > 10 and drawn["sections"] >= drawn["styles"]:
        failures.append(f"at load the page drew all {drawn['styles']} styles' sections ({drawn['tableSamples']} samples)")
    if drawn["overview"] == 0 and drawn["styles"] > 0:
        failures.append("at load the page drew no overview entry")
    failures += check_drawn_later(driver)
    driver.refresh()
    failures += draw_all(driver)
    faces = driver.execute_async_script(LOAD_FONTS)
    if not faces:
        failures.append("document.fonts is empty: fonts.css declared no @font-face")
    for face in faces:
        if face["status"] != "loaded":
            failures.append(f"@font-face {face['family']} {face['weight']} {face['style']}: status {face['status']}")

    samples = driver.execute_script(MEASURE_SAMPLES)
    if not samples:
        failures.append("the page has no .sample elements")
    for sample in samples:
        where = f"{sample['token']} at {sample['category']} (bold text {sample['bold']})"
        if not sample["visible"]:
            failures.append(f"{where}: not rendered")
            continue
        if sample["lines"] < 1:
            failures.append(f"{where}: no lines of text")
            continue
        expected = sample["lineHeight"] * sample["lines"]
        if abs(sample["height"] - expected) > 0.5:
            failures.append(f"{where}: line box {sample['height']:.3f} px, expected {sample['lineHeight']} x "
                            f"{sample['lines']} lines = {expected:.3f} px")

    probes = driver.execute_script(MEASURE_PROBES, PROBE_SIZE)
    for probe in probes:
        scale = PROBE_SIZE / probe["unitsPerEm"]
        ascent, descent, gap = probe["ascender"] * scale, -probe["descender"] * scale, probe["lineGap"] * scale
        exact = ascent + descent + gap
        rounded = round(ascent) + round(descent) + round(gap)
        if abs(probe["height"] - rounded) > 0.5 or abs(probe["height"] - exact) > 1.5:
            failures.append(f"line-height: normal probe in {probe['family']} {probe['weight']}: {probe['height']:.3f} px, "
                            f"expected the hhea line height {exact:.3f} px ({rounded} px as whole-pixel metrics)")

    # The toggles: buttons with labels that say which is pressed and show one kind of column.
    toggles = driver.execute_script("""
      const result = [];
      for (const [value, hidden] of [["off", "true"], ["on", "false"], ["both", null]]) {
        const button = document.querySelector(`button[data-set="bold-text"][data-value="${value}"]`);
        if (!button || !button.textContent.trim()) { result.push(`no labelled Bold Text button "${value}"`); continue; }
        button.click();
        if (button.getAttribute("aria-pressed") !== "true") result.push(`"${value}" is not aria-pressed after a click`);
        for (const sample of document.querySelectorAll(".sample")) {
          const shown = sample.offsetParent !== null;
          if (shown === (sample.dataset.boldText === hidden)) {
            result.push(`Bold Text "${value}": ${sample.dataset.token} (bold text ${sample.dataset.boldText}) is ${shown ? "shown" : "hidden"}`);
            break;
          }
        }
      }
      return result;
    """)
    failures += toggles

    failures += check_overview(driver)
    failures += check_components(driver)
    failures += check_narrow(driver)

    for entry in driver.get_log("browser"):
        if entry.get("level") == "SEVERE":
            failures.append(f"console error: {entry.get('message')}")
    return failures, len(samples), len(faces), len(probes), drawn


SIZES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
         "accessibility3", "accessibility4", "accessibility5"]

# The overview's samples at the chosen size and Bold Text: computed and carried numbers, and the table cell's.
MEASURE_OVERVIEW = """
const [size, bold] = arguments;
const select = document.getElementById("size-control");
select.value = size;
select.dispatchEvent(new Event("change"));
document.querySelector(`button[data-set="bold-text"][data-value="${bold ? "on" : "off"}"]`).click();
const data = JSON.parse(document.getElementById("catalog-data").textContent);
return [...document.querySelectorAll("[data-overview] .overview-entry")].map(entry => {
  const sample = entry.querySelector(".sample"), style = getComputedStyle(sample);
  const cell = [...document.querySelectorAll(`#typography .sample[data-category="${size}"][data-bold-text="${bold}"]`)]
    .find(other => other.dataset.token === entry.dataset.token);
  const k = data.styles[Number(entry.dataset.style)].c[SIZES.indexOf(size)][bold ? 1 : 0];
  return {token: entry.dataset.token, category: sample.dataset.category, bold: sample.dataset.boldText,
          fontSize: parseFloat(style.fontSize), lineHeight: parseFloat(style.lineHeight),
          dataFontSize: parseFloat(sample.dataset.fontSize), dataLineHeight: parseFloat(sample.dataset.lineHeight),
          engineFontSize: data.classes[k][0], engineLineHeight: data.classes[k][1],
          cellFontSize: cell ? parseFloat(cell.dataset.fontSize) : null,
          cellLineHeight: cell ? parseFloat(cell.dataset.lineHeight) : null, text: sample.textContent};
});
""".replace("SIZES", json.dumps(SIZES))


# Sets the controls before anything below the first screen is drawn.
SET_CONTROLS = """
const [size, width, text] = arguments;
const select = document.getElementById("size-control");
select.value = size;
select.dispatchEvent(new Event("change"));
document.querySelector('button[data-set="bold-text"][data-value="on"]').click();
const device = document.getElementById("device-width");
device.value = width;
device.dispatchEvent(new Event("change"));
const input = document.getElementById("sample-text");
input.value = text;
input.dispatchEvent(new Event("input"));
"""

# Every overview sample: what it carries and draws, the engine's numbers for it, its text and its column's width.
MEASURE_DRAWN = """
const [size] = arguments;
const data = JSON.parse(document.getElementById("catalog-data").textContent);
const row = data.sizes.indexOf(size);
return {overview: [...document.querySelectorAll("[data-overview] .overview-entry")].map(entry => {
  const sample = entry.querySelector(".sample"), style = getComputedStyle(sample);
  const m = data.classes[data.styles[Number(entry.dataset.style)].c[row][1]];
  return {token: entry.dataset.token, category: sample.dataset.category, bold: sample.dataset.boldText,
          fontSize: parseFloat(style.fontSize), lineHeight: parseFloat(style.lineHeight), engine: [m[0], m[1]],
          text: sample.textContent, width: entry.querySelector(".overview-column").getBoundingClientRect().width};
}), tables: [...document.querySelectorAll("#typography .sample")].map(s => s.textContent)};
"""


def check_drawn_later(driver):
    """The controls set before the page is scrolled hold for what is drawn when it is."""
    failures = []
    size, width, typed = "accessibility2", "402", "Drawn later, as the controls say"
    driver.execute_script(SET_CONTROLS, size, width, typed)
    failures += draw_all(driver)
    measured = driver.execute_script(MEASURE_DRAWN, size)
    styles = driver.execute_script("return JSON.parse(document.getElementById('catalog-data').textContent).details.length")
    if len(measured["overview"]) != styles:
        failures.append(f"after scrolling, the overview has {len(measured['overview'])} entries of {styles}")
    for entry in measured["overview"]:
        where = f"overview {entry['token']} drawn after the controls were set"
        if entry["category"] != size or entry["bold"] != "true":
            failures.append(f"{where}: the sample says {entry['category']}, bold text {entry['bold']}")
        if abs(entry["fontSize"] - entry["engine"][0]) > 0.01 or abs(entry["lineHeight"] - entry["engine"][1]) > 0.01:
            failures.append(f"{where}: draws {entry['fontSize']} / {entry['lineHeight']}, the engine's {entry['engine']}")
        if entry["text"] != typed:
            failures.append(f"{where}: the sample text is {entry['text']!r}, typed {typed!r}")
        if abs(entry["width"] - float(width)) > 0.01:
            failures.append(f"{where}: the sample column is {entry['width']} px, the device {width} pt")
    if len(measured["tables"]) == 0 and styles > 0:
        failures.append("after scrolling, no style's table is drawn")
    wrong = [text for text in measured["tables"] if text != typed]
    if wrong:
        failures.append(f"{len(wrong)} table samples drawn after the sample text was typed do not show it: {wrong[:3]}")

    # A search typed before the page is scrolled: the styles drawn later follow it.
    driver.refresh()
    tokens = driver.execute_script(
        "return JSON.parse(document.getElementById('catalog-data').textContent).details.map(d => [d.p, d.s])")
    if tokens:
        query = tokens[-1][0].split(".")[-1]
        driver.execute_script("""
          const input = document.getElementById("filter");
          input.value = arguments[0];
          input.dispatchEvent(new Event("input"));""", query)
        failures += draw_all(driver)
        shown = driver.execute_script("""
          const visible = (selector) => [...document.querySelectorAll(selector)]
            .filter(e => e.offsetParent !== null).map(e => e.dataset.token);
          return {overview: visible("[data-overview] .overview-entry"), sections: visible("#typography article.style")};""")
        expected = [path for path, swift in tokens if query.lower() in path.lower() or query.lower() in swift.lower()]
        for place in ["overview", "sections"]:
            if shown[place] != expected:
                failures.append(f"search {query!r} typed before scrolling: the {place} shows {shown[place]}, "
                                f"expected {expected}")
    return failures


def check_overview(driver):
    failures = []
    tokens = driver.execute_script(
        "return [...document.querySelectorAll('#typography article.style')].map(a => a.dataset.token)")
    listed = driver.execute_script(
        "return [...document.querySelectorAll('[data-overview] [data-token].overview-entry')].map(e => e.dataset.token)")
    if not tokens:
        failures.append("the typography section has no styles")
    if listed != tokens:
        failures.append(f"the overview lists {listed}, the typography section {tokens}")

    typed = "Sphinx of black quartz, judge my vow"
    driver.execute_script("""
      const input = document.getElementById("sample-text");
      input.value = arguments[0];
      input.dispatchEvent(new Event("input"));""", typed)
    for size in SIZES:
        for bold in [False, True]:
            for entry in driver.execute_script(MEASURE_OVERVIEW, size, bold):
                where = f"overview {entry['token']} at {size}{' with Bold Text' if bold else ''}"
                if entry["category"] != size or entry["bold"] != str(bold).lower():
                    failures.append(f"{where}: the sample says {entry['category']}, bold text {entry['bold']}")
                engine = (entry["engineFontSize"], entry["engineLineHeight"])
                for name, value in [("computed", (entry["fontSize"], entry["lineHeight"])),
                                    ("data-*", (entry["dataFontSize"], entry["dataLineHeight"]))]:
                    if abs(value[0] - engine[0]) > 0.01 or abs(value[1] - engine[1]) > 0.01:
                        failures.append(f"{where}: {name} font size / line height {value}, the engine's {engine}")
                if entry["cellFontSize"] is not None and (entry["cellFontSize"], entry["cellLineHeight"]) != engine:
                    failures.append(f"{where}: the table says {entry['cellFontSize']} / {entry['cellLineHeight']}, "
                                    f"the overview {engine}")
                if entry["text"] != typed:
                    failures.append(f"{where}: the sample text is {entry['text']!r}, typed {typed!r}")
    driver.execute_script("""
      document.querySelector('button[data-set="bold-text"][data-value="both"]').click();
      const select = document.getElementById("size-control");
      select.value = "large";
      select.dispatchEvent(new Event("change"));""")

    # Device widths: the sample column is that many CSS px.
    widths = driver.execute_script("""
      const select = document.getElementById("device-width"), result = [];
      for (const option of select.options) {
        if (!option.value) continue;
        select.value = option.value;
        select.dispatchEvent(new Event("change"));
        const columns = [...document.querySelectorAll("[data-overview] .overview-column")];
        result.push({points: Number(option.value), label: option.textContent,
                     widths: columns.map(c => c.getBoundingClientRect().width)});
      }
      select.value = "";
      select.dispatchEvent(new Event("change"));
      return result;""")
    if len(widths) < 3:
        failures.append(f"only {len(widths)} device widths")
    for width in widths:
        if f"{width['points']} pt" not in width["label"]:
            failures.append(f"device width {width['points']}: the option does not state it in points ({width['label']})")
        wrong = [w for w in width["widths"] if abs(w - width["points"]) > 0.01]
        if not width["widths"] or wrong:
            failures.append(f"device width {width['points']}: sample columns {wrong or 'missing'} px")

    # Search: a word of one style's name hides every style whose name lacks it.
    if tokens:
        query = tokens[-1].split(".")[-1]
        shown = driver.execute_script("""
          const input = document.getElementById("filter");
          input.value = arguments[0];
          input.dispatchEvent(new Event("input"));
          const visible = (selector) => [...document.querySelectorAll(selector)]
            .filter(e => e.offsetParent !== null).map(e => e.dataset.token);
          const result = {overview: visible("[data-overview] .overview-entry"), sections: visible("#typography article.style")};
          input.value = "";
          input.dispatchEvent(new Event("input"));
          return result;""", query)
        swift = driver.execute_script(
            "return Object.fromEntries([...document.querySelectorAll('.overview-entry')].map(e => [e.dataset.token, e.dataset.swift]))")
        expected = [t for t in tokens if query.lower() in t.lower() or query.lower() in swift[t].lower()]
        for place in ["overview", "sections"]:
            if shown[place] != expected:
                failures.append(f"search {query!r}: the {place} shows {shown[place]}, expected {expected}")
    return failures


def parse_color(text):
    """rgb(…)/rgba(…) or color(srgb r g b / a) as (r, g, b, a) in 0…1."""
    text = text.strip()
    if text.startswith("color(srgb"):
        parts = text[len("color(srgb"):-1].replace("/", " ").split()
        values = [float(p) for p in parts]
        return (values + [1.0])[:4]
    if text.startswith("rgb"):
        values = [float(p) for p in text[text.index("(") + 1:-1].replace("/", ",").replace(" ", ",").split(",") if p]
        return [v / 255 for v in values[:3]] + ([values[3]] if len(values) > 3 else [1.0])
    raise ValueError(f"unexpected color {text}")


def composite(top, bottom):
    alpha = top[3]
    return [top[i] * alpha + bottom[i] * (1 - alpha) for i in range(3)] + [1.0]


def luminance(color):
    def channel(c):
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(color[0]) + 0.7152 * channel(color[1]) + 0.0722 * channel(color[2])


def contrast(a, b):
    la, lb = sorted([luminance(a), luminance(b)], reverse=True)
    return (la + 0.05) / (lb + 0.05)


def check_components(driver):
    """Every component sample's text (a card's label too) meets 4.5:1 in every appearance."""
    failures = []
    samples = driver.execute_script("""
      return [...document.querySelectorAll(".component-sample")].map(s => ({
        component: s.dataset.component, state: s.dataset.state, appearance: s.dataset.appearance,
        color: getComputedStyle(s).color, background: getComputedStyle(s).backgroundColor,
        backdrop: getComputedStyle(s.parentElement).backgroundColor, ratio: parseFloat(s.dataset.contrast)}));""")
    for sample in samples:
        where = f"{sample['component']} {sample['state']} in {sample['appearance']}"
        backdrop = parse_color(sample["backdrop"])
        surface = composite(parse_color(sample["background"]), backdrop)
        text = composite(parse_color(sample["color"]), surface)
        ratio = contrast(text, surface)
        if abs(ratio - sample["ratio"]) > 0.05:
            failures.append(f"{where}: drawn at {ratio:.2f}:1, the page says {sample['ratio']}:1")
        if sample["state"] != "disabled" and ratio < 4.5:
            failures.append(f"{where}: its text is {ratio:.2f}:1 on its background, below 4.5:1")
    return failures


def check_narrow(driver):
    """At 390 px: a header of at most 15% of the height, nothing in the overview past the right edge."""
    failures = []
    driver.set_window_size(390, 844)
    driver.refresh()
    failures += draw_all(driver)
    driver.execute_async_script(WAIT_FOR_FONTS)
    result = driver.execute_script("""
      const width = document.documentElement.clientWidth;
      const overflowing = [...document.querySelectorAll("[data-overview] *")]
        .filter(e => e.getBoundingClientRect().right > width + 0.5 || e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== "visible")
        .map(e => e.className || e.tagName);
      return {header: document.querySelector(".page-header").getBoundingClientRect().height, height: innerHeight,
              width, overflowing, scrollWidth: document.documentElement.scrollWidth};""")
    if result["header"] > 0.15 * result["height"]:
        failures.append(f"at 390 px the header is {result['header']:.0f} px of {result['height']} px (over 15%)")
    if result["overflowing"]:
        failures.append(f"at 390 px these overflow the overview sideways: {sorted(set(result['overflowing']))}")
    if result["scrollWidth"] > result["width"]:
        failures.append(f"at 390 px the page scrolls sideways: {result['scrollWidth']} px wide in {result['width']} px")
    driver.set_window_size(1400, 1000)
    driver.refresh()
    driver.execute_async_script(WAIT_FOR_FONTS)
    return failures


def screenshot(driver, path, scheme, width=1400, height=1300, script=None):
    driver.set_window_size(width, height)
    driver.refresh()
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.execute_async_script(WAIT_FOR_FONTS)
    if script:
        driver.execute_script(script)
    driver.execute_script("window.scrollTo(0, 0)")
    driver.save_screenshot(path)


# The second device width (an iPhone), at accessibility1, for the device-width screenshot.
DEVICE_WIDTH = """
const select = document.getElementById("device-width");
select.value = select.options[2].value;
select.dispatchEvent(new Event("change"));
const size = document.getElementById("size-control");
size.value = "accessibility1";
size.dispatchEvent(new Event("change"));
document.querySelector("details.controls").open = true;
"""


def screenshot_page(page, out):
    driver = start_browser()
    try:
        driver.set_window_size(1200, 600)
        driver.get("file://" + os.path.abspath(page))
        driver.execute_async_script(WAIT_FOR_FONTS)
        driver.save_screenshot(out)
    finally:
        driver.quit()
    return 0


# Chooses a theme and a size (Bold Text off), then measures one style's overview sample and its table cell.
MEASURE_THEME = """
const [theme, token, size] = arguments;
const control = document.getElementById("theme-control");
if (!control) return null;
const option = [...control.options].find(o => o.textContent === theme);
if (!option) return {missing: [...control.options].map(o => o.textContent)};
control.value = option.value;
control.dispatchEvent(new Event("change"));
const select = document.getElementById("size-control");
select.value = size;
select.dispatchEvent(new Event("change"));
document.querySelector('button[data-set="bold-text"][data-value="off"]').click();
const entry = [...document.querySelectorAll("[data-overview] .overview-entry")].find(e => e.dataset.token === token);
if (!entry) return {missing: []};
const sample = entry.querySelector(".sample"), style = getComputedStyle(sample);
const cell = [...document.querySelectorAll(`#typography .sample[data-category="${size}"][data-bold-text="false"]`)]
  .find(other => other.dataset.token === token);
const cellStyle = cell ? getComputedStyle(cell) : null;
return {fontSize: parseFloat(style.fontSize), lineHeight: parseFloat(style.lineHeight),
        dataFontSize: parseFloat(sample.dataset.fontSize), dataLineHeight: parseFloat(sample.dataset.lineHeight),
        cellFontSize: cell ? parseFloat(cell.dataset.fontSize) : null,
        cellComputed: cellStyle ? parseFloat(cellStyle.fontSize) : null,
        cellLineHeight: cell ? parseFloat(cell.dataset.lineHeight) : null};
"""


# Chooses a theme, then reads one color's light swatch: the hex it states and the background Chromium draws.
MEASURE_THEME_COLOR = """
const [theme, token] = arguments;
const control = document.getElementById("theme-control");
control.value = [...control.options].find(o => o.textContent === theme).value;
control.dispatchEvent(new Event("change"));
const swatch = [...document.querySelectorAll("#colors .swatch")]
  .find(s => s.getAttribute("aria-label").startsWith(token + " light: "));
if (!swatch) return null;
return {label: swatch.getAttribute("aria-label"), background: getComputedStyle(swatch).backgroundColor};
"""


def check_theme_color(driver, theme, token, hex_color):
    where = f"theme {theme}, color {token}"
    result = driver.execute_script(MEASURE_THEME_COLOR, theme, token)
    if result is None:
        return [f"{where}: no light swatch in the colors table"]
    failures = []
    if f"light: {hex_color} " not in result["label"]:
        failures.append(f"{where}: the swatch says {result['label']!r}, the engine's {hex_color}")
    drawn = parse_color(result["background"])
    expected = tuple(int(hex_color[i:i + 2], 16) / 255 for i in (1, 3, 5))
    if drawn is None or any(abs(a - b) > 1.5 / 255 for a, b in zip(drawn[:3], expected)):
        failures.append(f"{where}: drawn as {result['background']}, expected {hex_color}")
    return failures


def check_themes(driver, site, specs):
    failures = []
    driver.get("file://" + os.path.abspath(os.path.join(site, "index.html")))
    failures += draw_all(driver)
    sizes = set()
    for spec in specs:
        if spec.count(":") == 2:
            failures += check_theme_color(driver, *spec.split(":"))
            continue
        theme, token, size, expected = spec.split(":")
        expected = float(expected)
        where = f"theme {theme}, {token} at {size}"
        result = driver.execute_script(MEASURE_THEME, theme, token, size)
        if result is None:
            failures.append("the page has no theme control (#theme-control)")
            break
        if "missing" in result:
            failures.append(f"{where}: no such theme or style (themes: {result['missing']})")
            continue
        sizes.add(result["fontSize"])
        if abs(result["fontSize"] - expected) > 0.01:
            failures.append(f"{where}: computed font size {result['fontSize']}, the engine's {expected}")
        if abs(result["dataFontSize"] - expected) > 0.01 or abs(result["lineHeight"] - result["dataLineHeight"]) > 0.01:
            failures.append(f"{where}: the sample carries {result['dataFontSize']} / {result['dataLineHeight']}, "
                            f"draws {result['fontSize']} / {result['lineHeight']}")
        if result["cellFontSize"] is not None and (
                abs(result["cellFontSize"] - expected) > 0.01 or abs(result["cellComputed"] - expected) > 0.01
                or abs(result["cellLineHeight"] - result["dataLineHeight"]) > 0.01):
            failures.append(f"{where}: the table cell carries {result['cellFontSize']} / {result['cellLineHeight']} "
                            f"and draws {result['cellComputed']}, the overview {expected} / {result['dataLineHeight']}")
    if len(specs) > 1 and len(sizes) < 2:
        failures.append(f"switching themes did not change the font size: {sorted(sizes)}")
    for entry in driver.get_log("browser"):
        if entry.get("level") == "SEVERE":
            failures.append(f"console error: {entry.get('message')}")
    return failures


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    if sys.argv[1] == "--screenshot-page" and len(sys.argv) == 4:
        return screenshot_page(sys.argv[2], sys.argv[3])
    site = sys.argv[1]
    themes = sys.argv[3:] if len(sys.argv) > 3 and sys.argv[2] == "--themes" else None
    prefix = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--screenshots" else None
    try:
        driver = start_browser()
    except Exception as error:  # noqa: BLE001 - any start failure means no browser
        print(f"could not start Chromium: {error}")
        return 2
    try:
        if themes is not None:
            failures = check_themes(driver, site, themes)
            summary = {"themes": len(themes)}
        else:
            failures, samples, faces, probes, drawn = check(driver, site)
            summary = {"samples": samples, "fontFaces": faces, "probes": probes,
                       "stylesAtLoad": drawn["sections"], "overviewAtLoad": drawn["overview"]}
            if prefix:
                screenshot(driver, prefix + "-overview.png", "light")
                screenshot(driver, prefix + "-device-width.png", "light", script=DEVICE_WIDTH)
                screenshot(driver, prefix + "-dark.png", "dark")
    finally:
        driver.quit()
    for failure in failures:
        print(failure)
    summary["failures"] = len(failures)
    print(json.dumps(summary))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
