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

__all__ = ["Series", "growth_chart", "series_from_bench"]

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
    legend_font_size=15,
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


def growth_chart(title: str, size_name: str, series: list[Series]) -> str:
    """An inline <svg> of the series, log-scaled on both axes, with a text description for screen readers."""
    xs = _decades(x for one in series for x, _ in one.points)
    ys = _decades(y for one in series for _, y in one.points)
    chart = pygal.XY(
        logarithmic=True,
        style=_STYLE,
        js=[],  # pygal's tooltips load a script from a CDN: the page must work offline
        disable_xml_declaration=True,
        width=680,
        height=440,
        show_dots=True,
        dots_size=3,
        stroke_style={"width": 2.5},
        x_title=f"{size_name} (log scale)",
        y_title="nodes entered (log scale)",
        legend_at_bottom=True,
        legend_at_bottom_columns=3,
        truncate_legend=-1,
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
        # pygal reserves floor(n / columns) legend rows at the bottom; make room for the last, partial one.
        margin_right=28,  # room for the last x label, centred on the axis's end
        margin_bottom=8 + 30 * (math.ceil(len(series) / 3) - len(series) // 3),
        spacing=14,
    )
    for s in series:
        chart.add(f"{s.variant}  {s.declared}", [(float(x), float(y)) for x, y in s.points])
    svg = str(chart.render(is_unicode=True))
    label = html.escape(f"{title}: nodes against {size_name}, log-log, one line per variant", quote=True)
    return svg.replace("<svg ", f'<svg role="img" aria-label="{label}" ', 1)
