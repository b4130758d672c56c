"""`kata site`: the static pages, written into one folder that opens from file:// with no network.

    index.html        every problem by family, each variant's Time, Space and limit, and your state
    <stem>.html       one problem: rules, variants in columns, a diff of any two, the growth chart, pitfalls
    tree.html         alpha-beta stepped through on a tree you pick or paste
    site.css, site.js shared by every page

The growth charts come from the bench files `kata bench P --save` writes (shared/tool/site/bench/);
a problem without one is measured briefly at build time.
"""

from __future__ import annotations

import difflib
import html
import importlib
import itertools
import json
import os
import re
import stat
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer
from pygments.token import STANDARD_TYPES

from shared.engine.trees import load_tree, solve_tree
from shared.tool.catalog import all_problems
from shared.tool.measure.bench import bench_rows, bench_variant, load_bench
from shared.tool.registry import Problem, Variant
from shared.tool.show import variant_source
from shared.tool.site.chart import growth_chart, series_from_bench
from shared.tool.site.prose import Pitfall, docstring_html, inline_html, pitfalls, practice_states

__all__ = ["MARKER", "SEED_TREES", "build_site", "foreign_files", "live_states"]

HERE = Path(__file__).resolve().parent
MARKER = ".kata-site"  # left in every folder kata site writes, so a rebuild knows the folder is its own
ASSETS = ("site.css", "site.js", "tree.js")
QUICK_BENCH_SECONDS = 0.05  # per variant, for a problem with no saved bench file

# The trees the tree page offers first: AIMA's figure 5.2 and the textbook trees tests/test_shared_trees.py counts.
SEED_TREES = (
    ("AIMA figure 5.2", "[[3,12,8],[2,4,6],[14,5,2]]"),
    ("a shallow cut", "[[7,3],[15],[1,12,20,22]]"),
    ("5.2 with a 100", "[[3,12,8],[2,100,8],[14,5,2]]"),
    ("four plies, no cut", "[[[[10,20],[5]],[[-10]]],[[[7,5],[-8]],[[-7,-5]]]]"),
    ("four plies, deep cuts", "[[[[3,17],[2,12]],[[15],[25,0]]],[[[2,5],[3]],[[2,14]]]]"),
    ("three branches, four plies", "[[[[5,6],[7,4,5]],[[3]]],[[[6],[6,9]],[[7]]],[[[5]],[[9,8],[6]]]]"),
)

_FORMATTER = HtmlFormatter(nowrap=True)
_YOURS = '<th scope="col">yours</th>'  # the learner's column, shown once practice/kata-record.json exists
_LEXER = PythonLexer()


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _page(title: str, body: str, *, scripts: tuple[str, ...] = ("site.js",), here: str = "") -> str:
    nav = [("index.html", "Problems"), ("tree.html", "Step through alpha-beta")]
    links = " ".join(
        f'<a href="{href}"{" aria-current=page" if href == here else ""}>{_e(label)}</a>' for href, label in nav
    )
    tags = "".join(f'<script src="{s}" defer></script>' for s in scripts)
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{_e(title)} · minimax-kata</title>
<link rel="stylesheet" href="site.css">{tags}</head>
<body><header class="top"><a class="brand" href="index.html">minimax-kata</a><nav>{links}</nav></header>
<main>
{body}
</main>
<footer>Built by <code>kata site</code>. Everything here works offline.</footer>
</body></html>
"""


def _limit(problem: Problem, v: Variant) -> str:
    return f"{problem.size_name} ≤ {v.limit:,}"


def _state(states: dict[str, str], problem: Problem, v: Variant) -> str:
    state = states.get(f"{problem.key}/{v.name}") or states.get(f"{problem.stem}/{v.name}")
    if not state:
        return ""
    # The states shared.tool.learner.record writes; anything else is shown as written, with a neutral mark.
    mark = {"passing": "✓", "failing": "✗", "written": "✎", "not started": "○"}.get(state, "•")
    slug = "-".join(state.split())
    return f'<span class="state state-{_e(slug)}">{mark} {_e(state)}</span>'


def _lines(source: str) -> list[str]:
    """Highlighted source, one HTML string per line (pygments closes its spans at each line's end)."""
    return str(highlight(source, _LEXER, _FORMATTER)).rstrip("\n").split("\n")


def live_states(problems: tuple[Problem, ...] | None = None) -> dict[str, str]:
    """The learner's record now, keyed "key/variant" as the pages' cells are: what `kata serve` answers."""
    states = practice_states()
    out = {}
    for p in all_problems() if problems is None else problems:
        for v in p.variants:
            state = states.get(f"{p.key}/{v.name}") or states.get(f"{p.stem}/{v.name}")
            if state:
                out[f"{p.key}/{v.name}"] = state
    return out


# --- index ---------------------------------------------------------------------------------------


def _index(problems: tuple[Problem, ...], states: dict[str, str], yours: bool) -> str:
    groups: dict[str, list[Problem]] = {}
    for p in problems:
        groups.setdefault(p.group or "More games", []).append(p)
    said = " Where you have practised a variant, your state is shown beside it (<code>kata check</code>)."
    parts = [
        "<h1>Adversarial search, solved several ways side by side</h1>",
        "<p>Each problem is solved by plain minimax, alpha-beta, a memo table and a bottom-up table,"
        " and sometimes more. The limit is the largest input a variant promises to answer within its"
        f" problem's time budget.{said if yours else ''}</p>",
    ]
    parts.append(
        '<form class="filter" role="search" onsubmit="return false"><label>Find a problem'
        ' <input type="search" id="filter" placeholder="key, title, family or technique" autocomplete="off"></label>'
        ' <span id="found" aria-live="polite"></span></form>'
    )
    for group, members in groups.items():
        parts.append(f'<section class="family"><h2>{_e(group)}</h2>')
        for p in members:
            rows = "".join(
                f'<tr><th scope="row"><a href="{p.stem}.html#v-{v.name}">{_e(v.name)}</a></th>'
                f"<td>{_e(v.time)}</td><td>{_e(v.space)}</td><td>{_e(_limit(p, v))}</td>"
                + (f'<td data-yours="{_e(p.key)}/{_e(v.name)}">{_state(states, p, v)}</td>' if yours else "")
                + "</tr>"
                for v in p.variants
            )
            words = " ".join([p.key, p.title, group, *(f"{v.name} {v.technique}" for v in p.variants)])
            parts.append(
                f'<table class="variants problem" data-problem="{_e(p.key)}" data-search="{_e(words.lower())}">'
                "<caption>"
                f'<a href="{p.stem}.html">{_e(p.key)} · {_e(p.title)}</a></caption>'
                '<thead><tr><th scope="col">variant</th><th scope="col">Time</th><th scope="col">Space</th>'
                f'<th scope="col">limit</th>{_YOURS if yours else ""}</tr></thead><tbody>{rows}</tbody></table>'
            )
        parts.append("</section>")
    return _page("Problems", "\n".join(parts), here="index.html")


# --- a problem -----------------------------------------------------------------------------------


_WORD = re.compile(r"\w+|\s+|[^\w\s]")


def _css_class(ttype: Any) -> str:
    while ttype not in STANDARD_TYPES:
        ttype = ttype.parent
    return str(STANDARD_TYPES[ttype])


def _tokens(source: str) -> list[list[tuple[str, str]]]:
    """The source's pygments tokens split into lines: (css class, text) pairs, the classes pygments' own,
    neighbours of one class joined as pygments' HtmlFormatter joins them."""
    lines: list[list[tuple[str, str]]] = [[]]
    for ttype, text in _LEXER.get_tokens(source):
        for k, part in enumerate(text.split("\n")):
            if k:
                lines.append([])
            if not part:
                continue
            cls, line = _css_class(ttype), lines[-1]
            if line and line[-1][0] == cls:
                line[-1] = (cls, line[-1][1] + part)
            else:
                line.append((cls, part))
    while lines and not lines[-1]:
        lines.pop()
    return lines


def _render(tokens: list[tuple[str, str]], changed: list[tuple[int, int]]) -> str:
    """One line of highlighted code; the characters in `changed` wrapped in <mark> (a word-level change)."""
    if not changed:  # most lines (every line of every column, a diff's equal rows): nothing to split or mark
        return "".join(_e(text) if not cls else f'<span class="{cls}">{_e(text)}</span>' for cls, text in tokens)
    out, at = [], 0
    for cls, text in tokens:
        pieces, cut = [], 0
        for low, high in changed:  # split the token where a changed range starts or ends
            for edge in (low - at, high - at):
                if cut < edge < len(text):
                    pieces.append(text[cut:edge])
                    cut = edge
        pieces.append(text[cut:])
        for piece in pieces:
            body = _e(piece) if not cls else f'<span class="{cls}">{_e(piece)}</span>'
            inside = any(low <= at < high for low, high in changed)
            out.append(f"<mark>{body}</mark>" if inside and piece.strip() else body)
            at += len(piece)
    return "".join(out)


def _word_changes(a: str, b: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The character ranges that differ between two lines, word by word: (in a, in b)."""
    wa, wb = _WORD.findall(a), _WORD.findall(b)
    sa = list(itertools.accumulate(map(len, wa), initial=0))  # where each word starts
    sb = list(itertools.accumulate(map(len, wb), initial=0))
    ra: list[tuple[int, int]] = []
    rb: list[tuple[int, int]] = []
    words = difflib.SequenceMatcher(None, wa, wb, autojunk=False)
    # Lines that share little: the row's colour says it, word marks would be noise. quick_ratio (the words in
    # common, in any order) bounds ratio from above and costs no matching: it settles most pairs of a diff.
    if words.quick_ratio() < 0.5 or words.ratio() < 0.5:
        return ra, rb
    for tag, i1, i2, j1, j2 in words.get_opcodes():
        if tag != "equal":
            if i2 > i1:
                ra.append((sa[i1], sa[i2]))
            if j2 > j1:
                rb.append((sb[j1], sb[j2]))
    return ra, rb


@dataclass(frozen=True)
class _Row:
    """One row of a diff: line numbers (0 when absent), the mark (' ', '-', '+') and the HTML of each side."""

    i: int
    j: int
    left: str
    right: str
    mark: str


@dataclass(frozen=True)
class _Source:
    """A variant's source, read and highlighted once for its column and every diff it is in."""

    lines: list[str]
    tokens: list[list[tuple[str, str]]]
    html: list[str]  # each line highlighted, nothing marked

    @classmethod
    def of(cls, v: Variant) -> _Source:
        text = variant_source(v)
        tokens = _tokens(text)
        return cls(text.splitlines(), tokens, [_render(line, []) for line in tokens])


Opcodes = Sequence[tuple[str, int, int, int, int]]


def _diff_rows(a: _Source, b: _Source, opcodes: Opcodes) -> list[_Row]:
    rows = []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            rows += [
                _Row(i + 1, j + 1, a.html[i], b.html[j], " ") for i, j in zip(range(i1, i2), range(j1, j2), strict=True)
            ]
            continue
        for k in range(max(i2 - i1, j2 - j1)):
            i, j = i1 + k, j1 + k
            ca, cb = _word_changes(a.lines[i], b.lines[j]) if i < i2 and j < j2 else ([(0, 10**6)], [(0, 10**6)])
            left = _render(a.tokens[i], ca) if i < i2 else ""
            right = _render(b.tokens[j], cb) if j < j2 else ""
            rows.append(_Row(i + 1 if i < i2 else 0, j + 1 if j < j2 else 0, left, right, "±"))
    return rows


def _split(rows: list[_Row]) -> str:
    """Side by side: the first variant on the left, the second on the right, - and + marking what differs."""
    out = []
    for r in rows:
        if r.mark == " ":
            out.append(
                f"<tr><td class=n>{r.i}</td><td class=m></td><td>{r.left}</td>"
                f"<td class=n>{r.j}</td><td class=m></td><td>{r.right}</td></tr>"
            )
            continue
        left = (
            f"<td class=n>{r.i}</td><td class=m>&minus;</td><td class=del>{r.left}</td>"
            if r.i
            else "<td class=n></td><td class=m></td><td></td>"
        )
        right = (
            f"<td class=n>{r.j}</td><td class=m>+</td><td class=add>{r.right}</td>"
            if r.j
            else "<td class=n></td><td class=m></td><td></td>"
        )
        out.append(f"<tr>{left}{right}</tr>")
    return "".join(out)


def _unified(rows: list[_Row]) -> str:
    """One column, as `diff -u` reads: a changed line as - (first variant) then + (second)."""
    out: list[str] = []
    plus: list[str] = []
    for r in rows:
        if r.mark == " ":
            out += plus
            plus = []
            out.append(f"<tr><td class=n>{r.i}</td><td class=n>{r.j}</td><td class=m></td><td>{r.left}</td></tr>")
            continue
        if r.i:
            out.append(
                f"<tr><td class=n>{r.i}</td><td class=n></td><td class=m>&minus;</td><td class=del>{r.left}</td>"
            )
        if r.j:
            plus.append(
                f"<tr><td class=n></td><td class=n>{r.j}</td><td class=m>+</td><td class=add>{r.right}</td></tr>"
            )
    return "".join(out + plus)


def _diff(a: Variant, b: Variant, sources: dict[str, _Source]) -> str:
    a_src, b_src = sources[a.name], sources[b.name]
    # One line diff serves the rows and the caption's count (sources are far under autojunk's 200 lines).
    opcodes = difflib.SequenceMatcher(None, a_src.lines, b_src.lines, autojunk=False).get_opcodes()
    rows = _diff_rows(a_src, b_src, opcodes)
    changed = sum(1 for op in opcodes if op[0] != "equal")
    caption = f"{a.name} → {b.name}: {changed} change{'s' if changed != 1 else ''}"
    a_head = f"{_e(a.name)} <small>Time {_e(a.time)}</small>"
    b_head = f"{_e(b.name)} <small>Time {_e(b.time)}</small>"
    return (
        f'<div class="diffpair" data-a="{a.name}" data-b="{b.name}">'
        f'<table class="diff split hl"><caption>{_e(caption)}</caption>'
        f"<colgroup><col class=n><col class=m><col><col class=n><col class=m><col></colgroup>"
        f'<thead><tr><th colspan=3 scope="col">&minus; {a_head}</th>'
        f'<th colspan=3 scope="col">+ {b_head}</th></tr></thead>'
        f"<tbody>{_split(rows)}</tbody></table>"
        f'<table class="diff unified hl"><caption>{_e(caption)}</caption>'
        f"<colgroup><col class=n><col class=n><col class=m><col></colgroup>"
        f'<thead><tr><th colspan=4 scope="col">&minus; {a_head}<br>+ {b_head}</th></tr></thead>'
        f"<tbody>{_unified(rows)}</tbody></table></div>"
    )


# A chapter with more variants than this builds each variant's diff with the next one only: every pair of
# c4's ten would weigh 1.5 MB. A pair further apart is named with the command that shows it.
ALL_PAIRS_UP_TO = 6


def _diffs(problem: Problem, sources: dict[str, _Source]) -> str:
    variants = problem.variants
    options = "".join(f'<option value="{v.name}">{_e(v.name)}</option>' for v in variants)
    first, second = variants[0], variants[1]
    templates = "".join(
        f'<template id="diff-{a.name}-{b.name}">{_diff(a, b, sources)}</template>'
        for i, a in enumerate(variants)
        for b in (variants[i + 1 :] if len(variants) <= ALL_PAIRS_UP_TO else variants[i + 1 : i + 2])
        if (a, b) != (first, second)
    )
    return (
        '<section id="diff"><h2>Compare two variants</h2>'
        "<p>Lines only in the first are marked &minus; (on the left), lines only in the second + (on the right);"
        " within a changed line the words that differ are highlighted. On a narrow screen the two read as one"
        " column, &minus; before +. Each pair reads in teaching order, the earlier variant first.</p>"
        f'<form class="pick" data-diff data-key="{_e(problem.key)}"><label>from <select name=a>'
        + options.replace(f'value="{first.name}"', f'value="{first.name}" selected')
        + "</select></label> <label>to <select name=b>"
        + options.replace(f'value="{second.name}"', f'value="{second.name}" selected')
        + '</select></label></form><div class="diffbox" aria-live="polite">'
        + _diff(first, second, sources)
        + f"</div>{templates}</section>"
    )


def _chart(problem: Problem, note: Callable[[str], None]) -> str:
    saved = {str(row["variant"]): row for row in bench_rows(load_bench(problem))}
    rows, unsaved = [], []
    for v in problem.variants:  # a variant added since the last --save is measured briefly now
        if v.name not in saved:
            unsaved.append(v.name)
        rows.append(saved.get(v.name) or bench_variant(problem, v, QUICK_BENCH_SECONDS).as_json())
    where = f"saved by <code>kata bench {_e(problem.key)} --save</code>"
    if unsaved:
        names = ", ".join(unsaved)
        note(f"{problem.key}: no saved bench for {names}, measured briefly (kata bench {problem.key} --save keeps it)")
        where = f"{where if saved else 'measured'}; {_e(names)} measured briefly while building"
    measured: dict[str, object] = {"problem": problem.key, "variants": rows}
    series, uncounted = series_from_bench(measured)
    parts = ['<section id="growth"><h2>Growth</h2>']
    if series:
        parts.append(f'<figure class="chart">{growth_chart(problem.title, problem.size_name, series)}')
        parts.append(
            f"<figcaption>Nodes entered (or table cells filled) against {_e(problem.size_name)}, {where}."
            " A straight line is a polynomial, its slope the degree; a line bending up is exponential."
            " Variants that count exactly the same nodes share one line and one entry."
            "</figcaption></figure>"
        )
        numbers = "".join(
            f"<tr><th scope=row>{_e(s.variant)}</th><td>{_e(s.declared)}</td><td>"
            + ", ".join(f"{x:,}: {y:,}" for x, y in s.points)
            + "</td></tr>"
            for s in series
        )
        parts.append(
            "<details><summary>The numbers behind the chart</summary><table class=numbers><thead><tr>"
            f"<th scope=col>variant</th><th scope=col>declared</th><th scope=col>{_e(problem.size_name)}: nodes</th>"
            f"</tr></thead><tbody>{numbers}</tbody></table></details>"
        )
    if uncounted:
        parts.append(f"<p>Not drawn, as they count no nodes: {_e(', '.join(uncounted))}.</p>")
    parts.append("</section>")
    return "".join(parts)


def _pitfalls_html(found: list[Pitfall]) -> str:
    if not found:
        return ""
    parts = [
        '<section id="pitfalls"><h2>Pitfalls</h2>',
        "<p>Deliberately wrong code from <code>tests/pitfalls/</code>, and the inputs that show it wrong.</p>",
    ]
    for pit in found:
        parts.append(f'<article class="pitfall"><h3><code>{_e(pit.name)}</code></h3>{docstring_html(pit.doc)}')
        for name, source in pit.wrong:
            code = "\n".join(_lines(source))
            parts.append(
                f"<details><summary>the wrong code: <code>{_e(name)}</code></summary>"
                f'<pre class="hl">{code}</pre></details>'
            )
        if pit.pinned:
            items = "".join(
                f"<li>{inline_html(text)}"
                + (f'<pre class="hl">{chr(10).join(_lines(code))}</pre>' if code else "")
                + "</li>"
                for text, code in pit.pinned
            )
            parts.append(f"<p>What the tests pin (<code>pytest -k pitfall</code>):</p><ul>{items}</ul>")
        parts.append("</article>")
    parts.append("</section>")
    return "".join(parts)


def _pager(before: Problem | None, after: Problem | None) -> str:
    """Previous and next problem, in the index's order."""
    links = []
    if before:
        links.append(f'<a rel="prev" href="{before.stem}.html">← {_e(before.key)} · {_e(before.title)}</a>')
    if after:
        links.append(f'<a rel="next" href="{after.stem}.html">{_e(after.key)} · {_e(after.title)} →</a>')
    return f'<nav class="pager" aria-label="Other problems">{"".join(links)}</nav>'


def _problem_page(
    problem: Problem, states: dict[str, str], yours: bool, note: Callable[[str], None], pager: str
) -> str:
    doc = (sys.modules[problem.module].__doc__ or "").strip()
    summary, _, rules = doc.partition("\n")
    columns = []
    sources = {v.name: _Source.of(v) for v in problem.variants}
    longest = max(len(line) for source in sources.values() for line in source.lines)
    for v in problem.variants:
        code = "\n".join(sources[v.name].html)
        columns.append(
            f'<article class="variant" id="v-{v.name}"><h3>{_e(v.name)} '
            f'<span data-yours="{_e(problem.key)}/{_e(v.name)}">{_state(states, problem, v)}</span></h3>'
            f'<p class="cost">Time <b>{_e(v.time)}</b> · Space <b>{_e(v.space)}</b>'
            f" · limit {_e(_limit(problem, v))}</p>"
            f'<pre class="hl" tabindex="0">{code}</pre></article>'
        )
    table_rows = "".join(
        f'<tr><th scope="row"><a href="#v-{v.name}">{_e(v.name)}</a></th><td>{_e(v.technique)}</td>'
        f"<td>{_e(v.time)}</td><td>{_e(v.space)}</td><td>{_e(_limit(problem, v))}</td>"
        + (f'<td data-yours="{_e(problem.key)}/{_e(v.name)}">{_state(states, problem, v)}</td>' if yours else "")
        + "</tr>"
        for v in problem.variants
    )
    contents = [("rules", "Rules"), ("variants", "Variants"), ("growth", "Growth"), ("diff", "Compare")]
    found = pitfalls(problem)
    if found:
        contents.append(("pitfalls", "Pitfalls"))
    toc = " · ".join(f'<a href="#{anchor}">{label}</a>' for anchor, label in contents)
    body = f"""<h1>{_e(problem.key)} · {_e(problem.title)}</h1>
<p class="lede">{inline_html(summary)}</p>
<nav class="toc" aria-label="On this page">{toc}</nav>
<section id="rules"><h2>Rules</h2>{docstring_html(rules)}</section>
<section id="variants"><h2>Variants</h2>
<p>Try them: <code>kata solve {_e(problem.key)} INPUT</code>.
Practise one: <code>kata practice {_e(problem.key)} VARIANT</code>.</p>
<table class="variants"><thead><tr><th scope="col">variant</th><th scope="col">technique</th>
<th scope="col">Time</th><th scope="col">Space</th><th scope="col">limit</th>{_YOURS if yours else ""}</tr></thead>
<tbody>{table_rows}</tbody></table>
<div class="columns" style="--code: {longest}">{"".join(columns)}</div></section>
{_chart(problem, note)}
{_diffs(problem, sources)}
{_pitfalls_html(found)}
{pager}"""
    return _page(f"{problem.key} {problem.title}", body)


# --- the tree page -------------------------------------------------------------------------------


def _choices(values: tuple[int, ...], chosen: int) -> str:
    return "".join(f"<option{' selected' if v == chosen else ''}>{v}</option>" for v in values)


def _tree_page() -> str:
    try:  # `kata tree --steps --json`'s traces, where the engine has them; else the page traces by itself
        tracer: Any = importlib.import_module("shared.engine.trace").trace
    except ImportError:
        tracer = None
    seeds = []
    for name, text in SEED_TREES:
        tree = load_tree(text)
        seed: dict[str, object] = {"name": name, "tree": tree, "pruned": solve_tree(tree).as_json()["pruned"]}
        if tracer is not None:
            seed["python"] = {order: tracer(tree, order).as_json() for order in ("given", "best")}
        seeds.append(seed)
    data = json.dumps(seeds, separators=(",", ":")).replace("</", "<\\/")
    options = "".join(f'<option value="{i}">{_e(name)}</option>' for i, (name, _) in enumerate(SEED_TREES))
    body = f"""<h1>Step through alpha-beta</h1>
<p>The root is MAX (▲) and the levels alternate with MIN (▼). Each node shows its window (&alpha;, &beta;): what MAX
is already sure of, and what MIN can already hold MAX to. A node whose value falls outside its window stops early;
the edges it never follows are cut (✂, dashed), with the reason, and what lies below them is greyed out. The same
on the command line: <code>kata tree TREE --steps</code>.</p>
<form id="pick" class="pick">
<label>Tree <select id="seed">{options}<option value="random">a random tree</option>
<option value="quiz">a quiz tree (below)</option><option value="pasted">the tree you pasted</option></select></label>
<label class="paste">or paste one (nested JSON lists, numbers at the leaves)
<textarea id="text" rows="2" spellcheck="false"></textarea></label>
<label><input type="checkbox" id="best"> best child first</label>
<button type="submit">Load</button> <span id="error" role="alert"></span>
</form>
<details id="predict" class="predict"><summary>Predict first: which leaves are never evaluated?</summary>
<p>Click (or focus and press Enter on) each leaf you think alpha-beta never evaluates, type the root's value, then
check. Leaves are numbered #1, #2, … left to right, as <code>kata quiz</code> numbers them: the same seed gives the
same tree here and in <code>kata quiz --seed N</code>.</p>
<form id="quiz" class="pick">
<label>Seed <input id="quiz-seed" type="number" min="0" max="4294967295" value="1" inputmode="numeric"></label>
<label>Depth <select id="quiz-depth">{_choices((2, 3, 4, 5, 6), 3)}</select></label>
<label>Branching <select id="quiz-branching">{_choices((2, 3), 3)}</select></label>
<button type="submit">Load the quiz tree</button>
<span id="quiz-cli"></span>
</form>
<form id="answer" class="pick">
<label>The root's value <input id="guess" type="text" inputmode="numeric" size="5" autocomplete="off"></label>
<button type="submit">Check</button> <button type="button" id="clear">Clear my marks</button>
<span id="marked" aria-live="polite"></span>
</form>
<ul id="verdict" aria-live="polite"></ul>
</details>
<div class="controls" role="group" aria-label="Steps">
<button id="first" type="button" title="Home">« start</button>
<button id="back" type="button" title="←">◀ back</button>
<button id="forward" type="button" title="→">forward ▶</button>
<button id="last" type="button" title="End">end »</button>
<span id="count"></span></div>
<p class="hint">Keys: ← and → step, Home and End jump.</p>
<p id="say" aria-live="polite"></p>
<div id="view" class="tree" tabindex="0" role="region" aria-label="The tree, scrolls sideways"></div>
<p id="summary"></p>
<script id="seeds" type="application/json">{data}</script>"""
    return _page("Step through alpha-beta", body, scripts=("tree.js",), here="tree.html")


# --- the whole site ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Built:
    """What build_site wrote."""

    pages: tuple[Path, ...]
    notes: tuple[str, ...]


def _css() -> str:
    own = (HERE / "site.css").read_text(encoding="utf-8")
    light = str(HtmlFormatter(style="default").get_style_defs(".hl"))
    dark = str(HtmlFormatter(style="github-dark").get_style_defs(".hl"))
    return (
        own
        + f"\n/* pygments: default style, github-dark in a dark theme */\n{light}\n"
        + (f"@media (prefers-color-scheme: dark) {{\n{dark}\n}}\n")
    )


def _own_marker(out: Path) -> bool:
    """Is out's marker a plain file (a symlink named like it proves nothing)?"""
    try:
        return stat.S_ISREG(os.lstat(out / MARKER).st_mode)
    except OSError:
        return False


def foreign_files(out: Path) -> bool:
    """Does `out` hold files that kata site did not write (so writing pages there could overwrite someone's)?"""
    return out.is_dir() and not _own_marker(out) and any(out.iterdir())


def _put(path: Path, data: bytes) -> None:
    """Write one file of the site, never through a symlink, a FIFO or a device named like it: those are refused."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY, 0o644)
    except OSError:
        if os.path.islink(path):
            raise OSError(f"{path.name} is a symlink, not kata's") from None
        raise
    with os.fdopen(fd, "wb") as f:
        found = os.fstat(f.fileno())
        if not stat.S_ISREG(found.st_mode):
            raise OSError(f"{path.name} is not a plain file, not kata's")
        if found.st_nlink > 1:  # a hard link shares its bytes with a file elsewhere: writing would change it
            raise OSError(f"{path.name} is a hard link, not kata's")
        f.truncate(0)
        f.write(data)


def build_site(out: Path, problems: tuple[Problem, ...] | None = None, *, live: bool = False) -> Built:
    """Write every page into `out` (created if missing); return the pages and any notes on what was measured.

    `out` must be new, empty, or a folder kata site wrote before (see foreign_files): the caller checks.
    With `live` (kata serve) the "yours" column is always there, and the pages fetch the record as it changes.
    """
    problems = all_problems() if problems is None else problems
    out.mkdir(parents=True, exist_ok=True)
    _put(out / MARKER, b"pages written by `kata site`; it may overwrite them\n")
    notes: list[str] = []
    states = practice_states()
    yours = bool(states) or live
    pages = {"index.html": _index(problems, states, yours), "tree.html": _tree_page()}
    for k, p in enumerate(problems):
        pager = _pager(problems[k - 1] if k else None, problems[k + 1] if k + 1 < len(problems) else None)
        pages[f"{p.stem}.html"] = _problem_page(p, states, yours, notes.append, pager)
    if live:
        pages = {name: text.replace("<body>", '<body data-live="kata/record.json">', 1) for name, text in pages.items()}
    for name, text in pages.items():
        # A block of code that may scroll sideways must take focus, or a keyboard cannot scroll it.
        text = text.replace("<pre>", '<pre tabindex="0">').replace('<pre class="hl">', '<pre class="hl" tabindex="0">')
        _put(out / name, text.encode("utf-8"))
    _put(out / "site.css", _css().encode("utf-8"))
    for asset in ASSETS:
        if asset != "site.css":
            _put(out / asset, (HERE / asset).read_bytes())
    return Built(tuple(out / name for name in pages), tuple(notes))
