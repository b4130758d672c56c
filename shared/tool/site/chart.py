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

# The chart's text and frame take the page's theme colours (site.css's custom properties), so they read on the
# light and the dark page alike; pygal writes these values into the SVG's own stylesheet as they are.
_THEME = {
    "background": "transparent",
    "plot_background": "var(--chart-plot)",
    "foreground": "var(--ink)",
    "foreground_strong": "var(--ink)",
    "foreground_subtle": "var(--chart-guide)",
    "font_family": "system-ui, sans-serif",
    "label_font_size": 14,
    "major_label_font_size": 14,
    "title_font_size": 16,
    "value_font_size": 12,
}


@dataclass(frozen=True)
class Stroke:
    """How one series is drawn, for its line and its legend entry alike: a colour (a custom property site.css
    sets per theme, from Okabe and Ito's colour-blind-safe set), a width and a dash."""

    colour: str
    width: float
    dash: str

    def css(self) -> str:
        return f"stroke: {self.colour}; stroke-width: {self.width}" + (
            f"; stroke-dasharray: {self.dash}" if self.dash else ""
        )


# Overlapping series stay visible: the earlier ones wider and solid, the later ones thinner and dashed on top.
_WIDTHS = (
    (6.0, ""),
    (4.2, "12 6"),
    (3.0, "4 4"),
    (2.2, "14 4 3 4"),
    (1.6, "2 3"),
    (1.6, "8 3"),
    (1.4, "1 4"),
    (1.4, "6 2 2 2"),
    (1.2, "10 2"),
    (1.2, "3 2 3 6"),
)
COLOURS = 10  # --s0 .. --s9 in site.css


def strokes(count: int) -> list[Stroke]:
    """The strokes of `count` series, in order: one list serves pygal's lines and the legend's swatches."""
    return [Stroke(f"var(--s{k % COLOURS})", *_WIDTHS[k % len(_WIDTHS)]) for k in range(count)]


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


def _ticks(values: Iterable[int]) -> tuple[float, float, list[float]]:
    """A log axis that spans the data: its ends a little past the smallest and largest value, and labels at the
    powers of ten inside (1, 2 and 5 times them where the data spans less than two decades)."""
    seen = [v for v in values if v > 0] or [1]
    low, high = float(min(seen)), float(max(seen))
    if high <= low:
        low, high = low / 2, high * 2
    steps = (1.0,) if high / low >= 100 else (1.0, 2.0, 5.0)
    labels = [
        m * 10.0**k
        for k in range(math.floor(math.log10(low)), math.ceil(math.log10(high)) + 1)
        for m in steps
        if low <= m * 10.0**k <= high
    ]
    if len(labels) < 2:  # a narrow span with at most one round value in it: its ends are labelled too
        labels = sorted({float(low), *labels, float(high)})
    pad = (high / low) ** 0.04  # 4% of the span on a log axis, so no point sits on the frame
    return low / pad, high * pad, labels


def _compact(x: float) -> str:
    """1, 10, 1k, 10k, 1M: axis labels that stay short on a phone."""
    for size, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(x) >= size:
            return f"{x / size:.3g}{suffix}"
    return f"{x:.3g}"


WIDTH, HEIGHT = 480, 320  # small units: at a phone's 370 px the legend's 16 stays above 12 px
LEGEND_FONT, LEGEND_ROW = 16, 24


def _legend(series: list[Series], drawn: list[Stroke], top: int) -> tuple[str, int]:
    """The legend drawn inside the SVG below the plot, one or two columns, never clipped: (svg, its height). Each
    swatch is its line's own Stroke, and names the series it stands for (data-series, pygal's serie-K)."""
    labels = [f"{s.variant}  {s.declared}".strip() for s in series]
    columns = 2 if max(len(label) for label in labels) <= 22 else 1
    rows = math.ceil(len(labels) / columns)
    parts = [f'<g class="kata-legend" font-size="{LEGEND_FONT}" font-family="system-ui, sans-serif">']
    for k, (label, stroke) in enumerate(zip(labels, drawn, strict=True)):
        x = 12 + (k // rows) * (WIDTH // 2)
        y = top + (k % rows) * LEGEND_ROW
        parts.append(
            f'<g class="entry" data-series="{k}"><line x1="{x}" y1="{y - 5}" x2="{x + 34}" y2="{y - 5}"'
            f' style="{stroke.css()}"/><circle cx="{x + 17}" cy="{y - 5}" r="3" style="fill: {stroke.colour}"/>'
            f'<text x="{x + 42}" y="{y}" fill="currentColor">{html.escape(label)}</text></g>'
        )
    parts.append("</g>")
    return "".join(parts), rows * LEGEND_ROW + 8


def _within(short: Series, long: Series) -> bool:
    """Are short's points all among long's (the same counts at the sizes both reached)? Then its line lies under
    long's, hidden, and one entry must name both."""
    return set(short.points) <= set(long.points)


def merge_identical(series: list[Series]) -> list[Series]:
    """Variants that counted exactly the same nodes drawn as one line with one legend entry naming them all (two
    lines on top of each other would show one and leave the other's entry pointing at nothing). A variant that
    stopped at a smaller size but matches another wherever both ran joins it, named with where it stops."""
    groups: list[list[Series]] = []
    for s in sorted(series, key=lambda s: -len(s.points)):
        home = next((g for g in groups if _within(s, g[0])), None)
        if home is None:
            groups.append([s])
        else:
            home.append(s)
    order = {s.variant: k for k, s in enumerate(series)}
    out = []
    for group in sorted(groups, key=lambda g: min(order[s.variant] for s in g)):
        group.sort(key=lambda s: order[s.variant])
        widest = max(group, key=lambda s: len(s.points))
        names = [
            s.variant if s.points[-1] == widest.points[-1] else f"{s.variant} (to {s.points[-1][0]:,})" for s in group
        ]
        if len({s.declared for s in group}) == 1:
            out.append(Series(", ".join(names), group[0].declared, widest.points))
        else:
            out.append(
                Series(", ".join(f"{n} {s.declared}" for n, s in zip(names, group, strict=True)), "", widest.points)
            )
    return out


def axis_title(size_name: str, meaning: str | None) -> str:
    """The x axis's title: the size and what it counts ("n = nodes of the graph"), short enough for one line."""
    named = f"{size_name} = {meaning}" if meaning and meaning != size_name else size_name
    return f"{named} (log scale)"


def _own_strokes(svg: str, drawn: list[Stroke]) -> str:
    """Each series' line drawn with its Stroke, inline: pygal's stylesheet gives every line `.reactive`'s width 1
    and opacity .8 over the series' own, so the legend's swatch and the line would differ; its guides are black,
    unreadable on the dark page."""
    for k, stroke in enumerate(drawn):
        head = f'<g class="series serie-{k} color-{k}"><path '
        svg = svg.replace(head, f'{head}style="{stroke.css()}; stroke-opacity: 1" ', 1)
    return svg.replace("stroke:black", "stroke:var(--chart-guide)")


def growth_chart(title: str, size_name: str, series: list[Series], meaning: str | None = None) -> str:
    """An inline <svg> of the series, log-scaled on both axes, its legend inside the frame, with a text
    description for screen readers. Series with identical points share a line and a legend entry."""
    series = merge_identical(series)
    x_low, x_high, xs = _ticks(x for one in series for x, _ in one.points)
    y_low, y_high, ys = _ticks(y for one in series for _, y in one.points)
    drawn = strokes(len(series))
    chart = pygal.XY(
        logarithmic=True,
        style=Style(colors=tuple(s.colour for s in drawn), **_THEME),
        js=[],  # pygal's tooltips load a script from a CDN: the page must work offline
        disable_xml_declaration=True,
        width=WIDTH,
        height=HEIGHT,
        show_dots=True,
        dots_size=3,
        x_title=axis_title(size_name, meaning),
        y_title="nodes entered (log)",
        show_legend=False,  # pygal's legend is clipped by its frame; _legend draws one that fits
        x_label_rotation=0,
        print_values=False,
        x_labels=xs,
        y_labels=ys,
        xrange=(x_low, x_high),
        range=(y_low, y_high),
        x_value_formatter=_compact,
        value_formatter=_compact,
        margin=8,
        margin_right=24,  # room for the last x label, centred on the axis's end
        spacing=10,
    )
    for s, stroke in zip(series, drawn, strict=True):
        style = {"width": stroke.width, "dasharray": stroke.dash} if stroke.dash else {"width": stroke.width}
        chart.add(f"{s.variant}  {s.declared}", [(float(x), float(y)) for x, y in s.points], stroke_style=style)
    svg = _own_strokes(str(chart.render(is_unicode=True)), drawn)
    legend, extra = _legend(series, drawn, HEIGHT + 12)
    svg = svg.replace(f'viewBox="0 0 {WIDTH} {HEIGHT}"', f'viewBox="0 0 {WIDTH} {HEIGHT + extra}"', 1)
    svg = svg[: svg.rindex("</svg>")] + legend + "</svg>"
    label = html.escape(f"{title}: nodes against {size_name}, log-log, one line per variant", quote=True)
    return svg.replace("<svg ", f'<svg role="img" aria-label="{label}" ', 1)
