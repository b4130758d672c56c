"""One problem's page: rules, variants in columns, the growth chart, a diff of any two, pitfalls."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable

from shared.tool.measure.bench import bench_rows, bench_variant, load_bench
from shared.tool.paste import paste
from shared.tool.registry import REQUIRED_VARIANTS, Problem
from shared.tool.site.chart import growth_chart, series_from_bench
from shared.tool.site.diff import Source, diffs_section
from shared.tool.site.page import YOURS_TH, code_lines, esc, limit_text, page, state_html
from shared.tool.site.prose import Pitfall, docstring_html, inline_html, pitfalls

__all__ = ["pager", "problem_page"]

QUICK_BENCH_SECONDS = 0.05  # per variant, for a problem with no saved bench file


def _chart(problem: Problem, note: Callable[[str], None]) -> str:
    if problem.required != REQUIRED_VARIANTS:  # players: their cost is the clock's, their measure the exact values
        return (
            '<section id="growth"><h2>Strength</h2><p>Each player answers within its budget, so its work does not'
            f" grow with the position: <code>kata bench {esc(problem.key)}</code> scores its moves against the exact"
            " values instead (problems/README.md).</p></section>"
        )
    saved = {str(row["variant"]): row for row in bench_rows(load_bench(problem))}
    rows, unsaved = [], []
    for v in problem.variants:  # a variant added since the last --save is measured briefly now
        if v.name not in saved:
            unsaved.append(v.name)
        rows.append(saved.get(v.name) or bench_variant(problem, v, QUICK_BENCH_SECONDS).as_json())
    where = f"saved by <code>kata bench {esc(problem.key)} --save</code>"
    if unsaved:
        names = ", ".join(unsaved)
        note(f"{problem.key}: no saved bench for {names}, measured briefly (kata bench {problem.key} --save keeps it)")
        where = f"{where if saved else 'measured'}; {esc(names)} measured briefly while building"
    measured: dict[str, object] = {"problem": problem.key, "variants": rows}
    series, uncounted = series_from_bench(measured)
    parts = ['<section id="growth"><h2>Growth</h2>']
    if series:
        chart = growth_chart(problem.title, problem.size_name, series, _meaning(problem))
        parts.append(f'<figure class="chart">{chart}')
        parts.append(
            f"<figcaption>Nodes entered (or table cells filled) against {esc(problem.size_name)}, {where}."
            " A straight line is a polynomial, its slope the degree; a line bending up is exponential."
            " Variants that count the same nodes at every size both reached share one line and one entry."
            "</figcaption></figure>"
        )
        numbers = "".join(
            f'<tr><th scope=row>{esc(s.variant)}</th><td data-label="declared">{esc(s.declared)}</td><td>'
            + ", ".join(f"{x:,}: {y:,}" for x, y in s.points)
            + "</td></tr>"
            for s in series
        )
        parts.append(
            "<details><summary>The numbers behind the chart</summary><table class=numbers><thead><tr>"
            f"<th scope=col>variant</th><th scope=col>declared</th><th scope=col>{esc(problem.size_name)}: nodes</th>"
            f"</tr></thead><tbody>{numbers}</tbody></table></details>"
        )
    if uncounted:
        parts.append(f"<p>Not drawn, as they count no nodes: {esc(', '.join(uncounted))}.</p>")
    parts.append("</section>")
    return "".join(parts)


def _meaning(problem: Problem) -> str | None:
    """What the size counts, as the variants' docstrings define it ("n = nodes" for 913's n)."""
    for v in problem.variants:
        found = re.search(rf"(?<![\w(]){re.escape(problem.size_name)} = ([^.;]+)", v.summary)
        if found:
            return found.group(1).strip()
    return None


def _pitfalls_html(found: list[Pitfall]) -> str:
    if not found:
        return ""
    parts = [
        '<section id="pitfalls"><h2>Pitfalls</h2>',
        "<p>Deliberately wrong code from <code>tests/pitfalls/</code>, and the inputs that show it wrong.</p>",
    ]
    for pit in found:
        parts.append(f'<article class="pitfall"><h3><code>{esc(pit.name)}</code></h3>{docstring_html(pit.doc)}')
        for name, source in pit.wrong:
            code = "\n".join(code_lines(source))
            parts.append(
                f"<details><summary>the wrong code: <code>{esc(name)}</code></summary>"
                f'<pre class="hl">{code}</pre></details>'
            )
        if pit.pinned:
            items = "".join(
                f"<li>{inline_html(text)}"
                + (f'<pre class="hl">{chr(10).join(code_lines(code))}</pre>' if code else "")
                + "</li>"
                for text, code in pit.pinned
            )
            parts.append(f"<p>What the tests pin (<code>pytest -k pitfall</code>):</p><ul>{items}</ul>")
        parts.append("</article>")
    parts.append("</section>")
    return "".join(parts)


def pager(before: Problem | None, after: Problem | None) -> str:
    """Previous and next problem, in the index's order."""
    links = []
    if before:
        links.append(f'<a rel="prev" href="{before.stem}.html">← {esc(before.key)} · {esc(before.title)}</a>')
    if after:
        links.append(f'<a rel="next" href="{after.stem}.html">{esc(after.key)} · {esc(after.title)} →</a>')
    return f'<nav class="pager" aria-label="Other problems">{"".join(links)}</nav>'


def _columns(problem: Problem, sources: dict[str, Source], states: dict[str, str]) -> str:
    """Every variant's code in a grid, two or three side by side where the page has room, with a picker of the
    two to put first (adjacent in teaching order by default)."""
    columns = []
    for v in problem.variants:
        columns.append(
            f'<article class="variant" id="v-{v.name}" data-variant="{esc(v.name)}"'
            # The copy button copies this: the variant with its helpers, as `kata show --leetcode` prints it.
            f' data-paste="{esc(paste(problem, v))}"><h3>{esc(v.name)} '
            f'<span data-yours="{esc(problem.key)}/{esc(v.name)}">{state_html(states, problem, v)}</span></h3>'
            f'<p class="cost">Time <b>{esc(v.time)}</b> · Space <b>{esc(v.space)}</b>'
            f" · limit {esc(limit_text(problem, v))}</p>"
            f'<pre class="hl" tabindex="0">{sources[v.name].column_html()}</pre></article>'
        )
    names = [v.name for v in problem.variants]
    pick = "".join(
        f"<label>{label} <select name={field}>"
        + "".join(f"<option{' selected' if n == names[k] else ''}>{esc(n)}</option>" for n in names)
        + "</select></label> "
        for k, (label, field) in enumerate((("Side by side:", "a"), ("beside", "b")))
    )
    return f'<form class="pick" data-columns>{pick}</form><div class="columns">{"".join(columns)}</div>'


def problem_page(problem: Problem, states: dict[str, str], yours: bool, note: Callable[[str], None], pager: str) -> str:
    doc = (sys.modules[problem.module].__doc__ or "").strip()
    summary, _, rules = doc.partition("\n")
    sources = {v.name: Source.of(v) for v in problem.variants}
    table_rows = "".join(
        f'<tr><th scope="row"><a href="#v-{v.name}">{esc(v.name)}</a></th><td>{inline_html(v.technique)}</td>'
        f'<td data-label="Time">{esc(v.time)}</td><td data-label="Space">{esc(v.space)}</td>'
        f'<td data-label="limit">{esc(limit_text(problem, v))}</td>'
        + (f'<td data-yours="{esc(problem.key)}/{esc(v.name)}">{state_html(states, problem, v)}</td>' if yours else "")
        + "</tr>"
        for v in problem.variants
    )
    contents = [("rules", "Rules"), ("variants", "Variants"), ("growth", "Growth"), ("diff", "Compare")]
    found = pitfalls(problem)
    if found:
        contents.append(("pitfalls", "Pitfalls"))
    toc = " · ".join(f'<a href="#{anchor}">{label}</a>' for anchor, label in contents)
    body = f"""<h1>{esc(problem.key)} · {esc(problem.title)}</h1>
<p class="lede">{inline_html(summary)}</p>
<nav class="toc" aria-label="On this page">{toc}</nav>
<section id="rules"><h2>Rules</h2>{docstring_html(rules)}</section>
<section id="variants"><h2>Variants</h2>
<p>Try them: <code>kata solve {esc(problem.key)} INPUT</code>.
Practise one: <code>kata practice {esc(problem.key)} VARIANT</code>.</p>
<table class="variants"><thead><tr><th scope="col">variant</th><th scope="col">technique</th>
<th scope="col">Time</th><th scope="col">Space</th><th scope="col">limit</th>{YOURS_TH if yours else ""}</tr></thead>
<tbody>{table_rows}</tbody></table>
{_columns(problem, sources, states)}</section>
{_chart(problem, note)}
{diffs_section(problem, sources)}
{_pitfalls_html(found)}
{pager}"""
    return page(f"{problem.key} {problem.title}", body, wide=True)
