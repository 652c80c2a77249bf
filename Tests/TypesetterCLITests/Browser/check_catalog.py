#!/usr/bin/env python3
"""Checks a catalog site in headless Chromium (Debian's chromium and chromium-driver, selenium from PyPI).

Usage: check_catalog.py SITE_FOLDER [--screenshots PREFIX]

Checks, printing one line per failure and exiting 1 if there is any:
- every @font-face in document.fonts has status "loaded";
- the console has no errors;
- the Bold Text buttons are labelled, pressed when clicked, and show only the columns they say;
- every sample's line box is its data-line-height times its number of lines, within 0.5 px;
- per face, a `line-height: normal` probe is the face's hhea line height (ascender - descender + lineGap,
  scaled to the probe size), as Chromium rounds ascent, descent and line gap to whole pixels each.
With --screenshots, writes PREFIX-light.png and PREFIX-dark.png (prefers-color-scheme emulated).
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
    faces = driver.execute_async_script(WAIT_FOR_FONTS)
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

    for entry in driver.get_log("browser"):
        if entry.get("level") == "SEVERE":
            failures.append(f"console error: {entry.get('message')}")
    return failures, len(samples), len(faces), len(probes)


def screenshot(driver, path, scheme):
    driver.set_window_size(1400, 1300)
    driver.execute_script("window.scrollTo(0, 0)")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.execute_async_script(WAIT_FOR_FONTS)
    driver.save_screenshot(path)


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    site = sys.argv[1]
    prefix = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--screenshots" else None
    try:
        driver = start_browser()
    except Exception as error:  # noqa: BLE001 - any start failure means no browser
        print(f"could not start Chromium: {error}")
        return 2
    try:
        failures, samples, faces, probes = check(driver, site)
        if prefix:
            screenshot(driver, prefix + "-light.png", "light")
            screenshot(driver, prefix + "-dark.png", "dark")
    finally:
        driver.quit()
    for failure in failures:
        print(failure)
    print(json.dumps({"samples": samples, "fontFaces": faces, "probes": probes, "failures": len(failures)}))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
