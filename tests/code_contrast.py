"""The site's code and diff text measured against what is actually behind it, in the page, for the browser tests.

axe-core leaves highlighted code "incomplete" (one-word spans, the wrap bar's gradient on every line) and so
measures no contrast there at all. `CODE_CHECK` walks each run of text in `pre` blocks, inline `code` and the diff
tables as Chromium computed them: the run's colour against every colour that can lie behind it, found by
composing the backgrounds from the page down to the run (a row's tint over its table over the page; a translucent
colour over what is below it). A gradient layer counts with each of its colour stops, unless the area it paints
(background-size and -position, no-repeat) misses the run's boxes: the wrap bar drawn beside continued rows is
not behind any text. Each run must read at 4.5:1 (WCAG AA, normal text).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from playwright.sync_api import Page

__all__ = ["CODE_CHECK", "code_contrast"]

CODE_CHECK = """() => {
  const rgba = (s) => { const v = (s.match(/[\\d.]+/g) || []).map(Number); return v.length === 3 ? [...v, 1] : v; };
  const over = (top, below) => top.slice(0, 3).map((c, k) => c * top[3] + below[k] * (1 - top[3])).concat(1);
  const lum = ([r, g, b]) => {
    const f = (c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const name = (c) => `rgb(${c.slice(0, 3).map(Math.round)})`;
  // A computed length (px, % or a calc of them) against the length its percentages are of; null if it is other.
  const length = (v, whole) => {
    const sum = v.replace(/([\\d.]+)%/g, (_, p) => String((whole * p) / 100)).replace(/px|calc/g, "");
    return /^[\\d.\\s+\\-*/()]+$/.test(sum) ? Function(`return (${sum})`)() : null;
  };
  // An element's background colour, and each gradient layer's colour stops with the area it paints (null: all).
  const paints = new Map();
  function paint(el) {
    if (paints.has(el)) return paints.get(el);
    const s = getComputedStyle(el), layers = [];
    const box = el.getBoundingClientRect(), w = el.clientWidth, h = el.clientHeight;
    const left = box.left + el.clientLeft, top = box.top + el.clientTop;
    const image = s.backgroundImage;
    const images = image === "none" ? [] : image.split(/,\\s*(?=(?:repeating-)?[a-z-]*gradient|url)/);
    const sizes = s.backgroundSize.split(","), repeats = s.backgroundRepeat.split(",");
    const xs = s.backgroundPositionX.split(","), ys = s.backgroundPositionY.split(",");
    images.forEach((one, k) => {
      const stops = (one.match(/rgba?\\([^)]*\\)/g) || []).map(rgba);
      const size = sizes[k % sizes.length].match(/calc\\([^)]*\\)|\\S+/g);
      let area = null;
      if (repeats[k % repeats.length].trim() === "no-repeat" && size.length === 2) {
        const sw = length(size[0], w), sh = length(size[1], h);
        const x = length(xs[k % xs.length].trim(), w - sw), y = length(ys[k % ys.length].trim(), h - sh);
        if ([sw, sh, x, y].every((v) => typeof v === "number" && Number.isFinite(v))) {
          area = {left: left + x, top: top + y, right: left + x + Math.max(sw, 0), bottom: top + y + Math.max(sh, 0)};
        }
      }
      if (area === null || (area.right > area.left && area.bottom > area.top)) layers.push({stops, area});
    });
    const found = {colour: rgba(s.backgroundColor), layers, ink: rgba(s.color), parts: null};
    paints.set(el, found);
    return found;
  }
  // Every colour that may lie behind text in el, from the page down: each background composed over what is below
  // it, a gradient adding each of its stops where its area meets the run (runs() gives the run's boxes, on demand).
  // What holds for every run in an element (no gradient with an area on the way down) is worked out once.
  const shared = new Map();
  function behind(el, runs) {
    if (shared.has(el)) return shared.get(el);
    let backs = el.parentElement ? behind(el.parentElement, runs) : [[255, 255, 255, 1]];
    const {colour, layers} = paint(el);
    if (colour[3] > 0) backs = backs.map((b) => over(colour, b));
    let exact = !el.parentElement || shared.has(el.parentElement);
    for (const {stops, area} of layers) {
      if (area !== null) exact = false;
      if (area !== null && !runs().some((r) => meets(r, area))) continue;
      backs = [...new Map(backs.flatMap((b) => stops.map((c) => over(c, b))).map((c) => [name(c), c])).values()];
    }
    if (exact) shared.set(el, backs);
    return backs;
  }
  const faults = new Map(), worst = {}, looks = {};
  let runs = 0;
  for (const root of document.querySelectorAll("pre, :not(pre) > code, table.diff")) {
    if (!root.checkVisibility()) continue;  // the unified diff, shown on a phone instead of the split one
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      if (!t.data.trim()) continue;
      const el = t.parentElement;
      if (!(paint(el).shown ??= el.checkVisibility())) continue;
      let boxes = null;
      const rects = () => {
        if (boxes !== null) return boxes;
        const range = document.createRange();
        range.selectNodeContents(t);
        return (boxes = [...range.getClientRects()]);
      };
      runs += 1;
      if (el.localName === "span" && el.className) {  // a token: drawn in a diff row as in the variant's code
        const s = getComputedStyle(el), look = `${name(rgba(s.color))} ${s.fontStyle} ${s.fontWeight}`;
        (looks[el.className] ??= [new Set(), new Set()])[root.localName === "pre" ? 0 : 1].add(look);
      }
      const where = [el.closest("td, pre, code") || root, el].map((e) => [e.localName, ...e.classList].join("."));
      for (const back of behind(el, rects)) {
        const ink = over(paint(el).ink, back), r = ratio(ink, back);
        const key = `${where[1]} in ${where[0]}: ${name(ink)} on ${name(back)} ${r.toFixed(2)}:1`;
        if (!(where[0] in worst) || r < worst[where[0]][0]) worst[where[0]] = [Number(r.toFixed(2)), key];
        if (r < 4.5) faults.set(key, (faults.get(key) || 0) + 1);
      }
    }
  }
  for (const [token, [code, diff]] of Object.entries(looks)) {
    const odd = [...diff].filter((look) => code.size && !code.has(look));
    if (odd.length) faults.set(`span.${token} in td.c: ${odd.join(", ")}; in pre: ${[...code].join(", ")}`, "diff");
  }
  const told = (n) => (n === "diff" ? "drawn unlike the code" : `${n} runs`);
  return {runs, worst, faults: [...faults].map(([key, n]) => `${key} (${told(n)})`)};
}"""


def code_contrast(
    page: Page, schemes: tuple[Literal["light", "dark"], ...] = ("light", "dark")
) -> dict[str, dict[str, Any]]:
    """CODE_CHECK on the page shown, in each colour scheme: runs measured, the lowest ratio per kind of block, and
    each colour pair under 4.5:1 with how many runs show it. The tab is left in the light theme."""
    found: dict[str, dict[str, Any]] = {}
    try:
        for scheme in schemes:
            page.emulate_media(color_scheme=scheme)
            found[scheme] = page.evaluate(CODE_CHECK)
    finally:
        page.emulate_media(color_scheme="light")
    return found
