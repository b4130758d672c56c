"""The growth chart: nodes (or table cells) against size, one line per variant, both axes log-scaled.

Drawn by pygal at build time into an inline SVG, with its tooltip script turned
off, so the page needs no network and no JavaScript to show it. On log-log axes
a polynomial is a straight line whose slope is its degree, and an exponential
bends upward: the declared Time can be read off the picture.
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterable
from dataclasses import dataclass

import pygal
from pygal.style import Style

__all__ = ["Series", "growth_chart", "merge_identical", "series_from_bench"]

# Colours that stay apart for the colour-blind (Okabe & Ito), and text large enough to read on a phone.
_STYLE = Style(
    background="transparent",
    plot_background="#fbfbfb",
    foreground="#222",
    foreground_strong="#111",
    foreground_subtle="#888",
    colors=("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442"),
    font_family="system-ui, sans-serif",
    label_font_size=14,
    major_label_font_size=14,
    title_font_size=16,
    value_font_size=12,
)


@dataclass(frozen=True)
class Series:
    """One variant's measured points: (size, nodes), nodes > 0."""

    variant: str
    declared: str
    points: tuple[tuple[int, int], ...]


def series_from_bench(measured: dict[str, object]) -> tuple[list[Series], list[str]]:
    """Series from `kata bench --json`'s object, and the variants that counted no nodes to draw."""
    series, uncounted = [], []
    rows = measured.get("variants")
    for row in rows if isinstance(rows, list) else []:
        if not isinstance(row, dict):
            continue
        points = tuple(
            (int(p["size"]), int(p["nodes"]))
            for p in row.get("points", [])
            if isinstance(p, dict)
            and isinstance(p.get("size"), int)
            and isinstance(p.get("nodes"), int)
            and p["size"] > 0
            and p["nodes"] > 0
        )
        name = str(row.get("variant", "?"))
        if points:
            series.append(Series(name, str(row.get("declared", "")), points))
        else:
            uncounted.append(name)
    return series, uncounted


def _decades(values: Iterable[int]) -> list[float]:
    """The powers of ten spanning the values: the only labels a log axis needs."""
    seen = [v for v in values if v > 0]
    if not seen:
        return [1.0]
    low, high = math.floor(math.log10(min(seen))), math.ceil(math.log10(max(seen)))
    return [10.0**k for k in range(low, max(high, low + 1) + 1)]


def _compact(x: float) -> str:
    """1, 10, 1k, 10k, 1M: axis labels that stay short on a phone."""
    for size, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(x) >= size:
            return f"{x / size:.3g}{suffix}"
    return f"{x:.3g}"


# Overlapping series stay visible: the earlier ones wider and solid, the later ones thinner and dashed on top.
_STROKES = (
    (6.0, ""),
    (4.2, "12 6"),
    (3.0, "4 4"),
    (2.2, "14 4 3 4"),
    (1.6, "2 3"),
    (1.6, "8 3"),
    (1.4, "1 4"),
    (1.4, "6 2 2 2"),
)
WIDTH, HEIGHT = 480, 320  # small units: at a phone's 370 px the legend's 16 stays above 12 px
LEGEND_FONT, LEGEND_ROW = 16, 24


def _legend(series: list[Series], top: int) -> tuple[str, int]:
    """The legend drawn inside the SVG below the plot, one or two columns, never clipped: (svg, its height)."""
    labels = [f"{s.variant}  {s.declared}".strip() for s in series]
    columns = 2 if max(len(label) for label in labels) <= 22 else 1
    rows = math.ceil(len(labels) / columns)
    parts = [f'<g class="kata-legend" font-size="{LEGEND_FONT}" font-family="system-ui, sans-serif">']
    for k, label in enumerate(labels):
        x = 12 + (k // rows) * (WIDTH // 2)
        y = top + (k % rows) * LEGEND_ROW
        width, dash = _STROKES[k % len(_STROKES)]
        colour = _STYLE.colors[k % len(_STYLE.colors)]
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        parts.append(
            f'<g class="entry"><line x1="{x}" y1="{y - 5}" x2="{x + 34}" y2="{y - 5}" stroke="{colour}"'
            f' stroke-width="{width}"{dashes}/><circle cx="{x + 17}" cy="{y - 5}" r="3" fill="{colour}"/>'
            f'<text x="{x + 42}" y="{y}" fill="currentColor">{html.escape(label)}</text></g>'
        )
    parts.append("</g>")
    return "".join(parts), rows * LEGEND_ROW + 8


def merge_identical(series: list[Series]) -> list[Series]:
    """Variants that counted exactly the same nodes drawn as one line with one legend entry naming them all
    (two lines on top of each other would show one and leave the other's legend entry pointing at nothing)."""
    merged: dict[tuple[tuple[int, int], ...], list[Series]] = {}
    for s in series:
        merged.setdefault(s.points, []).append(s)
    out = []
    for points, group in merged.items():
        if len({s.declared for s in group}) == 1:
            out.append(Series(", ".join(s.variant for s in group), group[0].declared, points))
        else:
            out.append(Series(", ".join(f"{s.variant} {s.declared}" for s in group), "", points))
    return out


def growth_chart(title: str, size_name: str, series: list[Series]) -> str:
    """An inline <svg> of the series, log-scaled on both axes, its legend inside the frame, with a text
    description for screen readers. Series with identical points share a line and a legend entry."""
    series = merge_identical(series)
    xs = _decades(x for one in series for x, _ in one.points)
    ys = _decades(y for one in series for _, y in one.points)
    chart = pygal.XY(
        logarithmic=True,
        style=_STYLE,
        js=[],  # pygal's tooltips load a script from a CDN: the page must work offline
        disable_xml_declaration=True,
        width=WIDTH,
        height=HEIGHT,
        show_dots=True,
        dots_size=3,
        x_title=f"{size_name} (log scale)",
        y_title="nodes entered (log scale)",
        show_legend=False,  # pygal's legend is clipped by its frame; _legend draws one that fits
        x_label_rotation=0,
        print_values=False,
        x_labels=xs,
        y_labels=ys,
        # A hair past the top decade, or pygal drops that decade's label as off the axis.
        xrange=(xs[0], xs[-1] * 1.001),
        range=(ys[0], ys[-1] * 1.001),
        x_value_formatter=_compact,
        value_formatter=_compact,
        margin=8,
        margin_right=24,  # room for the last x label, centred on the axis's end
        spacing=10,
    )
    for k, s in enumerate(series):
        width, dash = _STROKES[k % len(_STROKES)]
        stroke = {"width": width, "dasharray": dash} if dash else {"width": width}
        chart.add(f"{s.variant}  {s.declared}", [(float(x), float(y)) for x, y in s.points], stroke_style=stroke)
    svg = str(chart.render(is_unicode=True))
    legend, extra = _legend(series, HEIGHT + 12)
    svg = svg.replace(f'viewBox="0 0 {WIDTH} {HEIGHT}"', f'viewBox="0 0 {WIDTH} {HEIGHT + extra}"', 1)
    svg = svg[: svg.rindex("</svg>")] + legend + "</svg>"
    label = html.escape(f"{title}: nodes against {size_name}, log-log, one line per variant", quote=True)
    return svg.replace("<svg ", f'<svg role="img" aria-label="{label}" ', 1)
