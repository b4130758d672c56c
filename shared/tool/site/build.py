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
import json
import shutil
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer

from shared.engine.trees import load_tree, solve_tree
from shared.tool.bench import bench_rows, bench_variant, load_bench
from shared.tool.registry import Problem, Variant, all_problems
from shared.tool.show import variant_source
from shared.tool.site.chart import growth_chart, series_from_bench
from shared.tool.site.prose import Pitfall, docstring_html, inline_html, pitfalls, practice_states

__all__ = ["MARKER", "SEED_TREES", "build_site", "foreign_files"]

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
    # The states shared.tool.record writes; anything else is shown as written, with a neutral mark.
    mark = {"passing": "✓", "failing": "✗", "written": "✎", "not started": "○"}.get(state, "•")
    slug = "-".join(state.split())
    return f'<span class="state state-{_e(slug)}">{mark} {_e(state)}</span>'


def _lines(source: str) -> list[str]:
    """Highlighted source, one HTML string per line (pygments closes its spans at each line's end)."""
    return str(highlight(source, _LEXER, _FORMATTER)).rstrip("\n").split("\n")


# --- index ---------------------------------------------------------------------------------------


def _index(problems: tuple[Problem, ...], states: dict[str, str]) -> str:
    groups: dict[str, list[Problem]] = {}
    for p in problems:
        groups.setdefault(p.group or "More games", []).append(p)
    yours = " Where you have practised a variant, your state is shown beside it (<code>kata check</code>)."
    parts = [
        "<h1>Adversarial search, solved several ways side by side</h1>",
        "<p>Each problem is solved by plain minimax, alpha-beta, a memo table and a bottom-up table,"
        " and sometimes more. The limit is the largest input a variant promises to answer within its"
        f" problem's time budget.{yours if states else ''}</p>",
    ]
    for group, members in groups.items():
        parts.append(f"<section><h2>{_e(group)}</h2>")
        for p in members:
            rows = "".join(
                f'<tr><th scope="row"><a href="{p.stem}.html#v-{v.name}">{_e(v.name)}</a></th>'
                f"<td>{_e(v.time)}</td><td>{_e(v.space)}</td><td>{_e(_limit(p, v))}</td>"
                + (f"<td>{_state(states, p, v)}</td>" if states else "")
                + "</tr>"
                for v in p.variants
            )
            parts.append(
                f'<table class="variants problem" data-problem="{_e(p.key)}"><caption>'
                f'<a href="{p.stem}.html">{_e(p.key)} · {_e(p.title)}</a></caption>'
                '<thead><tr><th scope="col">variant</th><th scope="col">Time</th><th scope="col">Space</th>'
                f'<th scope="col">limit</th>{_YOURS if states else ""}</tr></thead><tbody>{rows}</tbody></table>'
            )
        parts.append("</section>")
    return _page("Problems", "\n".join(parts), here="index.html")


# --- a problem -----------------------------------------------------------------------------------


def _diff_rows(a: list[str], b: list[str], a_html: list[str], b_html: list[str]) -> Iterator[str]:
    """Side-by-side rows: equal lines on both sides, removed ones on the left, added ones on the right."""
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            for i, j in zip(range(i1, i2), range(j1, j2), strict=True):
                yield (
                    f"<tr><td class=n>{i + 1}</td><td>{a_html[i]}</td><td class=n>{j + 1}</td><td>{b_html[j]}</td></tr>"
                )
            continue
        for k in range(max(i2 - i1, j2 - j1)):
            i, j = i1 + k, j1 + k
            left = f"<td class=n>{i + 1}</td><td class=del>{a_html[i]}</td>" if i < i2 else "<td></td><td></td>"
            right = f"<td class=n>{j + 1}</td><td class=add>{b_html[j]}</td>" if j < j2 else "<td></td><td></td>"
            yield f"<tr>{left}{right}</tr>"


def _diff(a: Variant, b: Variant, sources: dict[str, tuple[list[str], list[str]]]) -> str:
    (a_src, a_html), (b_src, b_html) = sources[a.name], sources[b.name]
    rows = "".join(_diff_rows(a_src, b_src, a_html, b_html))
    changed = sum(1 for op in difflib.SequenceMatcher(None, a_src, b_src).get_opcodes() if op[0] != "equal")
    caption = f"{a.name} → {b.name}: {changed} change{'s' if changed != 1 else ''}"
    return (
        f'<table class="diff hl" data-a="{a.name}" data-b="{b.name}"><caption>{_e(caption)}</caption>'
        f'<thead><tr><th colspan=2 scope="col">{_e(a.name)} <small>Time {_e(a.time)}</small></th>'
        f'<th colspan=2 scope="col">{_e(b.name)} <small>Time {_e(b.time)}</small></th></tr></thead>'
        f"<tbody>{rows}</tbody></table>"
    )


# Diffs built per variant: each with its next few in teaching order. Every pair of a 10-variant chapter
# (c4) would weigh 1.6 MB; a pair further apart is named with the command that shows it.
NEAREST_DIFFS = 2


def _diffs(problem: Problem) -> str:
    variants = problem.variants
    sources = {}
    for v in variants:
        src = variant_source(v)
        sources[v.name] = (src.splitlines(), _lines(src))
    options = "".join(f'<option value="{v.name}">{_e(v.name)}</option>' for v in variants)
    first, second = variants[0], variants[1]
    templates = "".join(
        f'<template id="diff-{a.name}-{b.name}">{_diff(a, b, sources)}</template>'
        for i, a in enumerate(variants)
        for b in variants[i + 1 : i + 1 + NEAREST_DIFFS]
        if (a, b) != (first, second)
    )
    return (
        '<section id="diff"><h2>Compare two variants</h2>'
        "<p>Lines only in the first are marked on the left, lines only in the second on the right."
        " Each pair reads in teaching order, the earlier variant first.</p>"
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
            " Variants that count the same nodes share one line."
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
                f"<li>{_e(text)}" + (f'<pre class="hl">{chr(10).join(_lines(code))}</pre>' if code else "") + "</li>"
                for text, code in pit.pinned
            )
            parts.append(f"<p>What the tests pin (<code>pytest -k pitfall</code>):</p><ul>{items}</ul>")
        parts.append("</article>")
    parts.append("</section>")
    return "".join(parts)


def _problem_page(problem: Problem, states: dict[str, str], note: Callable[[str], None]) -> str:
    doc = (sys.modules[problem.module].__doc__ or "").strip()
    summary, _, rules = doc.partition("\n")
    columns = []
    for v in problem.variants:
        code = "\n".join(_lines(variant_source(v)))
        columns.append(
            f'<article class="variant" id="v-{v.name}"><h3>{_e(v.name)} {_state(states, problem, v)}</h3>'
            f'<p class="cost">Time <b>{_e(v.time)}</b> · Space <b>{_e(v.space)}</b>'
            f" · limit {_e(_limit(problem, v))}</p>"
            f'<pre class="hl" tabindex="0">{code}</pre></article>'
        )
    table_rows = "".join(
        f'<tr><th scope="row"><a href="#v-{v.name}">{_e(v.name)}</a></th><td>{_e(v.technique)}</td>'
        f"<td>{_e(v.time)}</td><td>{_e(v.space)}</td><td>{_e(_limit(problem, v))}</td>"
        + (f"<td>{_state(states, problem, v)}</td>" if states else "")
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
<th scope="col">Time</th><th scope="col">Space</th><th scope="col">limit</th>{_YOURS if states else ""}</tr></thead>
<tbody>{table_rows}</tbody></table>
<div class="columns">{"".join(columns)}</div></section>
{_chart(problem, note)}
{_diffs(problem)}
{_pitfalls_html(found)}"""
    return _page(f"{problem.key} {problem.title}", body)


# --- the tree page -------------------------------------------------------------------------------


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
<p>The root is MAX and the levels alternate. Each node shows its window (&alpha;, &beta;): what MAX is already
sure of, and what MIN can already hold MAX to. A node whose value falls outside its window stops early, and the
branches it never looks at are greyed out, with the reason. The same on the command line:
<code>kata tree TREE --steps</code>.</p>
<form id="pick" class="pick">
<label>Tree <select id="seed">{options}<option value="random">a random tree</option></select></label>
<label class="paste">or paste one (nested JSON lists, numbers at the leaves)
<textarea id="text" rows="2" spellcheck="false"></textarea></label>
<label><input type="checkbox" id="best"> best child first</label>
<button type="submit">Load</button> <span id="error" role="alert"></span>
</form>
<div class="controls" role="group" aria-label="Steps">
<button id="first" type="button" title="Home">« start</button>
<button id="back" type="button" title="←">◀ back</button>
<button id="forward" type="button" title="→">forward ▶</button>
<button id="last" type="button" title="End">end »</button>
<span id="count"></span></div>
<p class="hint">Keys: ← and → step, Home and End jump.</p>
<p id="say" aria-live="polite"></p>
<div id="view" class="tree"></div>
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
    return own + "\n/* pygments, default style */\n" + str(HtmlFormatter(style="default").get_style_defs(".hl"))


def foreign_files(out: Path) -> bool:
    """Does `out` hold files that kata site did not write (so writing pages there could overwrite someone's)?"""
    return out.is_dir() and not (out / MARKER).exists() and any(out.iterdir())


def build_site(out: Path, problems: tuple[Problem, ...] | None = None) -> Built:
    """Write every page into `out` (created if missing); return the pages and any notes on what was measured.

    `out` must be new, empty, or a folder kata site wrote before (see foreign_files): the caller checks.
    """
    problems = all_problems() if problems is None else problems
    out.mkdir(parents=True, exist_ok=True)
    (out / MARKER).write_text("pages written by `kata site`; it may overwrite them\n", encoding="utf-8")
    notes: list[str] = []
    states = practice_states()
    pages = {"index.html": _index(problems, states), "tree.html": _tree_page()}
    for p in problems:
        pages[f"{p.stem}.html"] = _problem_page(p, states, notes.append)
    for name, text in pages.items():
        (out / name).write_text(text, encoding="utf-8")
    (out / "site.css").write_text(_css(), encoding="utf-8")
    for asset in ASSETS:
        if asset != "site.css":
            shutil.copyfile(HERE / asset, out / asset)
    return Built(tuple(out / name for name in pages), tuple(notes))
