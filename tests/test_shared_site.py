"""`kata site`: every page is built, light and offline; in Chromium the variants, charts and diffs render,
and stepping alpha-beta through each seed tree greys out exactly the branches `kata tree --json` lists."""

from __future__ import annotations

import functools
import html
import http.server
import io
import itertools
import json
import math
import random
import re
import socket
import tempfile
import threading
import urllib.request
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import pytest

from shared.engine.trees import Tree, load_tree, solve_tree
from shared.tool.catalog import all_problems, find_problem
from shared.tool.cli import main, serve
from shared.tool.measure.bench import bench_rows, load_bench, save_bench
from shared.tool.measure.complexity import parse_growth
from shared.tool.paste import paste
from shared.tool.registry import REQUIRED_VARIANTS
from shared.tool.show import variant_source
from shared.tool.site import SEED_TREES, build, build_site, diff
from shared.tool.site.chart import series_from_bench
from shared.tool.site.prose import docstring_html, practice_states
from shared.tool.trees.quiz import explain, quiz_tree
from tests.code_contrast import code_contrast
from tests.kit import deep
from tests.plugins import browser
from tests.plugins.browser import shows

if TYPE_CHECKING:
    from playwright.sync_api import Page

# One worker runs this module and the trace pages' (pyproject: --dist=loadgroup), with one build of the site and one
# Chromium (tests/plugins/browser.py): spread over both workers, each would start its own Chromium.
pytestmark = pytest.mark.xdist_group("site")

MEGABYTE = 1_000_000


def test_the_module_is_one_xdist_group(request: pytest.FixtureRequest) -> None:
    """Under xdist's loadgroup each test here is named "...@site", so all of them go to one worker (the
    conftest keeps this working on pytest 9.2, where xdist's own renaming no longer takes)."""
    if not getattr(request.config.option, "loadgroup", False):
        pytest.skip("not on an xdist worker under --dist=loadgroup")
    assert request.node.nodeid.endswith("@site")


def _kata(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    return main(list(argv), stdout=out), out.getvalue()


# --- without a browser ---------------------------------------------------------------------------


def test_a_page_per_problem_plus_the_index_and_the_tree(site: Path) -> None:
    """The site holds index.html, tree.html, watch.html, and two pages per problem, named by its module: its
    chapter, and its variants' runs (trace-<stem>.html)."""
    pages = {p.name for p in site.glob("*.html")}
    chapters = {f"{p.stem}.html" for p in all_problems()} | {f"trace-{p.stem}.html" for p in all_problems()}
    assert pages == {"index.html", "tree.html", "watch.html"} | chapters


def test_the_site_cache_is_keyed_by_every_file_its_build_reads(site: Path) -> None:
    """The cached site is rebuilt when anything its build read changes: each file the build opened lies under the
    inputs the key hashes (problems/, shared/, tests/), in a drawing library whose version the key holds, or in
    the build's own output and empty record folder (tests/plugins/browser.py)."""
    logged = json.loads((site.parent / browser.READS).read_text(encoding="utf-8"))
    root, reads = Path(logged["root"]), [Path(path) for path in logged["reads"]]
    assert root / "shared/tool/site/site.css" in reads  # it did log (a chapter's source may be in linecache)
    libraries = [Path(folder) for folder in logged["libraries"]]  # the building venv's, perhaps not this one's
    assert len(libraries) == len(browser.SITE_LIBRARIES)
    unkeyed = [
        str(path)
        for path in reads
        if not any(path.is_relative_to(root / top) for top in browser.SITE_INPUTS)
        and not any(path.is_relative_to(library) for library in libraries)
        and (path.is_relative_to(root) or not path.is_relative_to(tempfile.gettempdir()))
    ]
    assert not unkeyed, f"the site's build read these, which its cache key does not hash: {unkeyed}"


def test_the_site_key_changes_with_any_file_it_hashes(tmp_path: Path) -> None:
    """A byte changed, a file added or renamed anywhere under the site's inputs changes the key; bytecode does not."""
    files = {"problems/p.py": "x = 1\n", "shared/tool/site/site.css": "a {}\n", "tests/cases/p.json": "[]\n"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    keys = [browser.site_key(tmp_path)]
    for name, text in files.items():
        (tmp_path / name).write_text(text.replace("\n", " \n"), encoding="utf-8")
        keys.append(browser.site_key(tmp_path))
    (tmp_path / "tests/pitfalls").mkdir()
    (tmp_path / "tests/pitfalls/p.py").write_text("", encoding="utf-8")
    keys.append(browser.site_key(tmp_path))
    (tmp_path / "tests/pitfalls/p.py").rename(tmp_path / "tests/pitfalls/q.py")
    keys.append(browser.site_key(tmp_path))
    assert len(set(keys)) == len(keys) == 6
    (tmp_path / "problems/__pycache__").mkdir()
    (tmp_path / "problems/__pycache__/p.cpython-311.pyc").write_bytes(b"\0")
    assert browser.site_key(tmp_path) == keys[-1]


def test_every_page_is_light_and_offline(site: Path) -> None:
    """No page weighs a megabyte, and none loads anything from the network (links to LeetCode are fine)."""
    for page in site.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert page.stat().st_size < MEGABYTE, page.name
        assert not re.search(r"""(src|href)=["']?(https?:)?//(?![^"']*leetcode)""", text.replace("<a href", "<a")), (
            page.name
        )
        own = ('<link rel="stylesheet" href="site.css">', '<link rel="icon" href="data:,">')  # no favicon request
        assert "<link" not in text.replace(own[0], "").replace(own[1], ""), page.name


def test_the_index_lists_every_variant_with_its_cost(site: Path) -> None:
    """Each variant of each problem appears on the index with its Time, Space and limit."""
    index = (site / "index.html").read_text(encoding="utf-8")
    for p in all_problems():
        for v in p.variants:
            assert f'href="{p.stem}.html#v-{v.name}"' in index
            assert f"{p.size_name} ≤ {v.limit:,}".replace("<", "&lt;") in index


def test_the_variant_tables_show_code_as_code_not_backticks(site: Path) -> None:
    """A technique written with `code` in it (486's fast: "`bottom_up` rewritten ...") is set as code in the
    variant tables, never shown with its backticks."""
    for page in site.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        for table in re.findall(r'<table class="variants.*?</table>', text, flags=re.S):
            assert "`" not in table, page.name


def test_saved_bench_files_name_only_real_variants() -> None:
    """Each checked-in bench file belongs to its problem: rows for its variants, each with measured points."""
    for p in all_problems():
        rows = bench_rows(load_bench(p))
        names = {v.name for v in p.variants}
        assert all(row["variant"] in names and row["points"] for row in rows), p.key


def test_bench_save_keeps_the_variants_it_did_not_measure(tmp_path: Path) -> None:
    """Saving one variant's measurements replaces its row and keeps the others', in teaching order."""
    p = all_problems()[0]
    first, last = p.variants[0].name, p.variants[-1].name
    point = {"size": 3, "seconds": 0.1, "nodes": 7}
    save_bench(p, {"variants": [{"variant": last, "points": [point]}, {"variant": first, "points": []}]}, 1, tmp_path)
    save_bench(p, {"variants": [{"variant": first, "points": [point]}]}, 2, tmp_path)
    saved = load_bench(p, tmp_path)
    assert saved is not None
    assert saved["max_seconds"] == 2
    assert [(row["variant"], row["points"]) for row in bench_rows(saved)] == [(first, [point]), (last, [point])]


def test_practice_record_is_read_tolerantly(tmp_path: Path) -> None:
    """The learner's record gives a state per problem/variant; a missing or broken record gives none."""
    assert practice_states(tmp_path) == {}
    (tmp_path / "kata-record.json").write_text("{not json", encoding="utf-8")
    assert practice_states(tmp_path) == {}
    record = {"version": 1, "entries": {"292/memoized": {"state": "passing"}, "486/naive": {"oops": 1}, "x": 3}}
    (tmp_path / "kata-record.json").write_text(json.dumps(record), encoding="utf-8")
    assert practice_states(tmp_path) == {"292/memoized": "passing"}


def test_the_learners_state_shows_beside_the_variant(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a record in the practice folder, the index and the problem page show the state beside the variant."""
    practice = tmp_path / "practice"
    practice.mkdir()
    record = {"version": 1, "entries": {"292/memoized": {"state": "passing"}}}
    (practice / "kata-record.json").write_text(json.dumps(record), encoding="utf-8")
    monkeypatch.setenv("KATA_PRACTICE_DIR", str(practice))
    nim = [p for p in all_problems() if p.key == "292"]
    build_site(tmp_path / "out", tuple(nim))
    for page in ("index.html", f"{nim[0].stem}.html"):
        assert "state-passing" in (tmp_path / "out" / page).read_text(encoding="utf-8")


def test_docstrings_become_paragraphs_lists_and_code() -> None:
    """A chapter's prose keeps its indented examples as code and its numbered points as a numbered list."""
    doc = "Rules `n` here.\n\n    n = 4  -> false\n\n1. one\n   more\n\n2. two"
    assert docstring_html(doc) == (
        "<p>Rules <code>n</code> here.</p>\n<pre>n = 4  -&gt; false</pre>\n"
        '<ol><li>one more</li></ol>\n<ol start="2"><li>two</li></ol>'
    )


def test_kata_site_builds_and_says_where(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`kata site --out DIR` exits 0 and prints the file:// address of the index."""
    monkeypatch.setattr(build, "all_problems", lambda: all_problems()[:1])  # one problem is enough here
    status, said = _kata("site", "--out", str(tmp_path / "s"))
    assert status == 0
    assert (tmp_path / "s" / "index.html").as_uri() in said


def test_kata_site_never_writes_over_someone_elses_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A folder holding files kata site did not write is refused, untouched; its own folder is rebuilt."""
    monkeypatch.setattr(build, "all_problems", lambda: all_problems()[:1])
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "index.html").write_text("my notes", encoding="utf-8")
    status, _ = _kata("site", "--out", str(mine))
    assert status == 2
    err = capsys.readouterr().err
    assert "holds files not kata's; give an empty folder" in err
    assert err.count("\n") == 1, err  # one line at 80 columns
    assert [p.name for p in mine.iterdir()] == ["index.html"]
    assert (mine / "index.html").read_text(encoding="utf-8") == "my notes"
    ours = tmp_path / "ours"
    assert [_kata("site", "--out", str(ours))[0] for _ in range(2)] == [0, 0]


def test_kata_site_refuses_a_file_as_its_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`--out` naming a file is refused with one line and status 2, and the file is left alone."""
    target = tmp_path / "notes.txt"
    target.write_text("mine", encoding="utf-8")
    status, _ = _kata("site", "--out", str(target))
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1
    assert "is a file" in err
    assert target.read_text(encoding="utf-8") == "mine"


# --- in Chromium ---------------------------------------------------------------------------------


def test_browser_the_index_shows_every_problem_and_its_filter_matches_word_starts(site: Path, page: Page) -> None:
    """The index's filter keeps a problem when each typed word begins one of its words: "nim game" finds Nim Game
    (and the Nim variant, a take-away game), not 375 or 913 through the "nim" inside "minimax"; "alpha" finds
    every problem with an alpha_beta (or a variant searching by alpha-beta); "stone gam" finds the stone games.
    Opened from file:// and not yet filtered, the index shows one table per problem."""
    page.goto((site / "index.html").as_uri())

    def shown(typed: str | None = None) -> set[str]:
        if typed is not None:
            page.fill("#filter", typed)
        return set(page.eval_on_selector_all("table.problem:not([hidden])", "ts => ts.map(t => t.dataset.problem)"))

    assert page.locator("table.problem").count() == len(all_problems())
    assert shown() == {p.key for p in all_problems()}
    assert shown("nim game") == {"292", "nim"}
    searched = {p.key for p in all_problems() if any("alpha" in f"{v.name} {v.summary}".lower() for v in p.variants)}
    assert shown("alpha") == searched  # an alpha_beta, or a player whose search is alpha-beta
    assert {"877", "1140", "1406", "1510", "1690", "1872"} <= shown("stone gam")
    assert shown("inimax") == set()


# The index repeats one table per problem, built by one function: axe-core's contrast rule, its costliest (a second
# of Chromium's CPU on the whole index, in each theme), reads the page's top and the first problem's table; its
# other rules read the whole page. `pytest --slow` reads the whole index with every rule, at both sizes.
INDEX_AXE = (None, {"include": [["header.top"], ["main > h1"], ["form.filter"], ["table.problem[data-problem='292']"]]})


def test_browser_the_index_reads_in_both_themes(site: Path, page: Page) -> None:
    """The index (the tab the test above left on it, its filter emptied): nothing serious for axe-core in the light
    theme, nor, under --slow, for its rules that read colours in the dark. By default the dark theme is read on the
    problem page, the tree page and the trace page, drawn in the same site.css colours (its one dark block) as the
    index; test_browser_every_page_reads_at_both_sizes reads the whole index in the dark under --slow too."""
    shows(page, (site / "index.html").as_uri())
    page.fill("#filter", "")
    assert page.locator("table.problem:not([hidden])").count() == len(all_problems())
    themes: tuple[Theme, ...] = ("light", "dark") if deep() else ("light",)
    assert _axe_in_both_themes(page, INDEX_AXE, themes) == {theme: [] for theme in themes}


def test_problem_pages_hold_every_variants_code_a_diff_and_a_chart(site: Path) -> None:
    """Each problem page holds, as built (before any script runs), every variant's code, its first diff, and (but
    the players') a growth chart with a line per counted variant; LAYOUT (below) holds the chart's drawn size, and
    `pytest --slow` counts all of it in Chromium too."""
    for p in all_problems():
        text = (site / f"{p.stem}.html").read_text(encoding="utf-8")
        articles = re.findall(r'<article class="variant".*?</article>', text, flags=re.S)
        assert sum(a.count('<pre class="hl"') for a in articles) == len(p.variants), p.key
        box = text.find('<div class="diffbox"')
        pairs = [m.start() for m in re.finditer(r'<div class="diffpair"', text)]
        assert box >= 0, p.key
        assert len(pairs) == 1, p.key
        assert pairs[0] > box, p.key
        if p.required != REQUIRED_VARIANTS:  # players have no growth chart: their page points at kata bench
            continue
        growth = _growth(site, p.stem)
        assert len(re.findall(r'<svg [^>]*class="pygal-chart"', growth)) == 1, p.key
        assert len(re.findall(r'<g class="series ', growth)) >= 3, p.key


@pytest.mark.slow
def test_browser_problem_pages_show_variants_chart_and_diff(site: Path, page: Page) -> None:
    """Each problem page renders every variant's code, a diff, and (but the players') a chart with a line per counted
    variant."""
    # One round trip per page: what is drawn, measured inside the page.
    script = """() => {
        const chart = document.querySelector("#growth svg.pygal-chart");
        const box = chart ? chart.getBoundingClientRect() : {width: 0, height: 0};
        return {code: document.querySelectorAll("article.variant pre.hl").length, width: box.width,
                height: box.height, lines: document.querySelectorAll("#growth svg .series").length,
                diffs: document.querySelectorAll(".diffbox .diffpair").length};
    }"""
    for p in all_problems():
        page.goto((site / f"{p.stem}.html").as_uri())
        drawn = page.evaluate(script)
        assert drawn["code"] == len(p.variants), p.key
        assert drawn["diffs"] == 1, p.key
        if p.required != REQUIRED_VARIANTS:  # players have no growth chart: their page points at kata bench
            continue
        assert drawn["width"] > 300, p.key
        assert drawn["height"] > 150, p.key
        assert drawn["lines"] >= 3, p.key


def _covered(rows: list[list[int | str]]) -> tuple[list[int], list[int]]:
    """The lines of each side a diff's rows show, in order (diff.py's Row shapes)."""
    left: list[int] = []
    right: list[int] = []
    for row in rows:
        if len(row) == 3:
            i, j, n = (int(x) for x in row)
            left += range(i, i + n)
            right += range(j, j + n)
            continue
        if row[0]:
            left.append(int(row[0]))
        if row[1]:
            right.append(int(row[1]))
    return left, right


def _pairs_on_page(site: Path, stem: str) -> dict[str, Any]:
    """The page's own data for its diffs: every pair's rows, as the page's script reads them."""
    text = (site / f"{stem}.html").read_text(encoding="utf-8")
    found = re.search(r'<script type="application/json" id="diff-data">(.*?)</script>', text, flags=re.S)
    assert found, stem
    pairs: dict[str, Any] = json.loads(found.group(1))["pairs"]
    return pairs


def test_every_pair_of_variants_has_a_diff_that_shows_both_whole(site: Path) -> None:
    """Every pair of variants (284, c4's 55 among them; 94 of 274 once said 'too far apart') has its diff on the
    site, however far apart: every line of each side shows exactly once and in order."""
    pairs = 0
    for p in all_problems():
        data = _pairs_on_page(site, p.stem)
        lines = {v.name: len(variant_source(v).splitlines()) for v in p.variants}
        for k, a in enumerate(p.variants):
            for b in p.variants[k + 1 :]:
                left, right = _covered(data[f"{a.name} {b.name}"]["rows"])
                assert left == list(range(1, lines[a.name] + 1)), (p.key, a.name, b.name)
                assert right == list(range(1, lines[b.name] + 1)), (p.key, a.name, b.name)
                pairs += 1
    assert pairs == sum(len(p.variants) * (len(p.variants) - 1) // 2 for p in all_problems())
    assert pairs >= 274


def test_lines_too_unlike_to_pair_are_shown_whole_one_side_then_the_other() -> None:
    """A block of changed lines with nothing alike is not paired line by line (naive's docstring beside
    memoized's loop): each side's lines come whole, the first's, then the second's."""
    a = diff.Source([f"alpha beta gamma {k}" for k in range(3)], [], [])
    b = diff.Source(["x = 1", "alpha beta gamma 1", "while y:"], [], [])
    a = diff.Source(a.lines, [[("", line)] for line in a.lines], a.lines)
    b = diff.Source(b.lines, [[("", line)] for line in b.lines], b.lines)
    rows, _ = diff.diff_rows(a, b)
    shapes = [(row[0], row[1]) if len(row) != 3 else ("=", row[2]) for row in rows]
    assert shapes == [(1, 0), (0, 1), ("=", 1), (3, 0), (0, 3)], shapes
    # 486's naive -> formula: the def lines pair; a return and an if that share a few names do not
    naive = ["def naive(nums: list[int]) -> bool:", "return margin(0, len(nums) - 1) >= 0"]
    formula = ["def formula(nums: list[int]) -> bool:", "if len(nums) % 2 == 0:"]
    assert diff._aligned(naive, formula) == [(0, 0)]


def _shape(row: list[int | str]) -> str:
    """A diff row's kind (diff.py's Row shapes): an equal run, a changed pair, or a line on one side alone."""
    return {3: "equal", 4: "changed"}.get(len(row)) or ("left" if row[0] else "right")


def _on_tree_page(site: Path, page: Page) -> None:
    """Open tree.html unless the page is already on it (with or without a #quiz=N: that only picks the tree it
    first draws): for tests that only call the page's functions, or draw a tree of their own, whatever another
    test left on the screen does not matter, and a load saves nothing they check."""
    if page.url.split("#")[0] != (site / "tree.html").as_uri():
        page.goto((site / "tree.html").as_uri())


def _fresh_tree(site: Path, page: Page) -> None:
    """tree.html showing AIMA's figure (seed 0) at its first step, no error shown: picking a seed loads it afresh
    (tree.js: pick, then load, which sets every part of the view and the step back), so a tab already on the page
    is not loaded again (a load costs Chromium 0.15 CPU-s)."""
    _on_tree_page(site, page)
    page.select_option("#seed", "0")


def _as_paths(paths: list[str]) -> list[list[int]]:
    """Nodes' data-path attributes ("1,2") as sorted index paths ([1, 2])."""
    return sorted([int(i) for i in path.split(",")] for path in paths)


def _greyed(page: Page, which: str = "g.node.cut-root") -> list[list[int]]:
    return _as_paths(page.locator(f"#view {which}").evaluate_all("(items) => items.map((g) => g.dataset.path)"))


def _leaves_under(tree: Tree, roots: list[list[int]]) -> list[list[int]]:
    found = []
    stack: list[tuple[Tree, list[int]]] = [(tree, [])]
    while stack:
        node, path = stack.pop()
        if isinstance(node, list):
            stack.extend((child, [*path, i]) for i, child in enumerate(node))
        elif any(path[: len(root)] == root for root in roots):
            found.append(path)
    return sorted(found)


# What a stepped tree shows, read in one round trip: the cut branches, the greyed leaves, the summary line.
SHOWN = """() => {
    const paths = (which) => Array.from(document.querySelectorAll("#view " + which), (g) => g.dataset.path);
    return [paths("g.node.cut-root"), paths("g.node.pruned[data-kind=leaf]"),
            document.getElementById("summary").innerText];
}"""


def _assert_steps_prune_what_kata_tree_lists(site: Path, page: Page, seeds: list[int]) -> None:
    _on_tree_page(site, page)  # each seed is picked below, which loads it afresh at its first step
    for i in seeds:
        name, text = SEED_TREES[i]
        status, said = _kata("tree", text, "--json")
        assert status == 0
        expected = json.loads(said)["pruned"]
        page.select_option("#seed", str(i))
        if i == 0:  # the first one step by step with the keys, checking each press moves one step, to the end
            steps = int(page.locator("#view").get_attribute("data-steps") or 0)
            assert steps > 0, name
            page.evaluate("""() => { window.stepsSeen = [];
                new MutationObserver(() => stepsSeen.push(Number(document.getElementById("view").dataset.step)))
                    .observe(document.getElementById("view"), {attributeFilter: ["data-step"]}); }""")
            for _ in range(steps):
                page.keyboard.press("ArrowRight")
            seen = [k for k, _ in itertools.groupby(page.evaluate("stepsSeen"))]  # a step drawn twice counts once
            assert seen == list(range(1, steps + 1)), name
            page.keyboard.press("ArrowLeft")
            page.keyboard.press("End")
        else:
            page.click("#last")
        cut, greyed, summary = page.evaluate(SHOWN)
        assert _as_paths(cut) == expected, name
        assert _as_paths(greyed) == _leaves_under(load_tree(text), expected), name
        assert "The same branches kata tree --json lists." in summary, name


# AIMA's figure, stepped with the keys; `pytest --slow` steps the other five, the tree with the deepest cuts among
# them (test_browser_js_trace_is_the_engines_trace compares every seed tree's cuts with the engine's by default).
STEPPED_SEEDS = [0]


def test_browser_steps_prune_exactly_what_kata_tree_lists(site: Path, page: Page) -> None:
    """Stepped to the end, a seed tree greys out exactly the branches `kata tree --json` lists as pruned:
    AIMA's figure 5.2 a key press at a time, each press one step."""
    _assert_steps_prune_what_kata_tree_lists(site, page, STEPPED_SEEDS)


@pytest.mark.slow
def test_browser_steps_prune_exactly_what_kata_tree_lists_on_every_seed(site: Path, page: Page) -> None:
    """The same on the other seed trees."""
    _assert_steps_prune_what_kata_tree_lists(site, page, [i for i in range(len(SEED_TREES)) if i not in STEPPED_SEEDS])


def test_browser_a_cut_is_explained_in_words(site: Path, page: Page) -> None:
    """On AIMA's figure 5.2 the step that cuts says why: MAX is already sure of 3 from [0], and MIN has found 2."""
    _fresh_tree(site, page)
    for _ in range(20):
        page.keyboard.press("ArrowRight")
        said = page.locator("#say").inner_text()
        if said.startswith("✂"):
            break
    assert said.startswith(
        "✂ MIN node [1] has 2 <= \u03b1 = 3, which MAX at the root already has from [0]: MAX will never come here,"
        " so [1,1], [1,2] are skipped."
    )


def test_browser_a_pasted_tree_is_checked(site: Path, page: Page) -> None:
    """A malformed paste gets one line saying what is wrong; a good one is loaded and stepped."""
    _fresh_tree(site, page)
    page.fill("#text", "[[1,2],[]]")
    page.click("#pick button[type=submit]")
    assert page.locator("#error").inner_text() == "tree[1] is an empty list; an inner node needs at least one child"
    page.fill("#text", "[[7,3],[15],[1,12,20,22]]")
    page.click("#pick button[type=submit]")
    page.click("#last")
    assert _greyed(page) == [[2, 1], [2, 2], [2, 3]]


def _random_trees(seed: int, count: int) -> list[Tree]:
    """`count` random trees of 1 to 5 plies, 1 to 4 children a node, leaves from -9 to 9 (some end early)."""
    rng = random.Random(seed)

    def grow(depth: int) -> Tree:
        if depth == 0 or rng.random() < 0.2:
            return rng.randint(-9, 9)
        return [grow(depth - 1) for _ in range(rng.randint(1, 4))]

    return [grow(rng.randint(1, 5)) for _ in range(count)]


def _assert_js_alpha_beta_is_the_engines(page: Page, trees: list[Tree]) -> None:
    script = "(trees) => trees.map((t) => { const r = alphaBetaTrace(t); return [r.value, r.steps]; })"
    for tree, (value, steps) in zip(trees, page.evaluate(script, trees), strict=True):
        report = solve_tree(tree)
        cut = sorted(p for step in steps if step["kind"] == "cut" for p in step["pruned"])
        assert (value, cut) == (report.value, sorted(list(p) for p in report.pruned)), tree


def test_browser_js_alpha_beta_matches_the_engine_on_random_trees(site: Path, page: Page) -> None:
    """The page's alpha-beta port finds the engine's value and prunes the engine's branches on 20 random trees
    (`pytest --slow`: 40 more)."""
    _on_tree_page(site, page)
    _assert_js_alpha_beta_is_the_engines(page, _random_trees(14, 20))


@pytest.mark.slow
def test_browser_js_alpha_beta_matches_the_engine_on_many_random_trees(site: Path, page: Page) -> None:
    """The same on 40 more."""
    _on_tree_page(site, page)
    _assert_js_alpha_beta_is_the_engines(page, _random_trees(14, 60)[20:])


def _assert_js_trace_is_the_engines(page: Page, trees: list[Tree]) -> None:
    engine = pytest.importorskip("shared.engine.trace", reason="shared/engine/trace.py has not landed yet")
    for order in ("given", "best"):
        script = "([trees, order]) => trees.map((t) => alphaBetaTrace(t, order))"
        for tree, found in zip(trees, page.evaluate(script, [trees, order]), strict=True):
            expected = engine.trace(tree, order).as_json()
            assert (found["value"], found["steps"], found["pruned"]) == (
                expected["value"],
                expected["steps"],
                expected["pruned"],
            ), (order, tree)


def test_browser_js_trace_is_the_engines_trace(site: Path, page: Page) -> None:
    """Step for step, words included, the page's trace is `kata tree --steps --json`'s, in both child orders,
    on the seed trees and 8 random ones (`pytest --slow`: 40 more)."""
    _on_tree_page(site, page)
    _assert_js_trace_is_the_engines(page, [load_tree(text) for _, text in SEED_TREES] + _random_trees(12, 8))


@pytest.mark.slow
def test_browser_js_trace_is_the_engines_trace_on_many_trees(site: Path, page: Page) -> None:
    """The same, on 40 random trees."""
    _on_tree_page(site, page)
    _assert_js_trace_is_the_engines(page, _random_trees(12, 48)[8:])


def test_kata_serve_refuses_a_port_out_of_range(capsys: pytest.CaptureFixture[str]) -> None:
    """`kata serve --port 99999` is refused in one line before anything is built."""
    status, said = _kata("serve", "--port", "99999")
    assert (status, said) == (2, "")
    assert capsys.readouterr().err == "kata: --port 99999: choose a port from 0 to 65535 (0 picks a free one)\n"


def test_kata_serve_says_when_its_port_is_taken(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A port already in use gets one line naming it, and status 2, not a traceback."""
    monkeypatch.setattr(build, "all_problems", lambda: all_problems()[:1])
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        status, _ = _kata("serve", "--out", str(tmp_path / "s"), "--port", port)
    assert status == 2
    assert capsys.readouterr().err.startswith(f"kata: --port {port}: cannot listen there")


def test_browser_quiz_seeds_give_kata_quizs_trees_and_words(site: Path, page: Page) -> None:
    """The page's port of Python's random gives `kata quiz --seed N`'s tree, and its predict mode explains an
    answer in the quiz's own words, leaves as #N, for random answers on several seeds and shapes."""
    rng = random.Random(22)
    seeds = [0, 1, 2, 7, 12345, 999_999, 2**31 + 5, 2**32 - 1]
    shapes = [(3, 3), (2, 2), (4, 2), (2, 3), (5, 3)]
    cases = []
    for k, seed in enumerate(seeds):
        depth, branching = shapes[k % len(shapes)]
        tree = quiz_tree(random.Random(seed), depth, branching)
        leaves = branching**depth
        answer = (rng.randint(0, 9), sorted(rng.sample(range(1, leaves + 1), rng.randint(0, leaves // 2))))
        cases.append((seed, depth, branching, tree, answer))
    _on_tree_page(site, page)
    script = """(cases) => cases.map(([seed, depth, branching, tree, [value, marked]]) =>
        [quizTree(seed, depth, branching), explainAnswer(tree, value, marked)])"""
    found = page.evaluate(script, [[s, d, b, t, list(a)] for s, d, b, t, a in cases])
    for (seed, _, _, tree, (value, marked)), (js_tree, js_words) in zip(cases, found, strict=True):
        assert js_tree == tree, seed
        assert js_words == explain(tree, value, set(marked)), seed


def test_browser_predict_mode_checks_clicked_leaves(site: Path, page: Page) -> None:
    """On seed 1's quiz tree, clicking the leaves `kata quiz --seed 1` expects but #25-#27, and the right value,
    shows the quiz's explanation of the miss with #N, and marks the three leaves missed on the drawing."""
    page.goto((site / "tree.html").as_uri() + "#quiz=1")
    assert page.locator("#view g.leaf").count() == 27
    # The mouse clicks each leaf where it is drawn (read in one round trip; a locator's click waits on each
    # target in turn), so a leaf covered or off screen takes no click and the answer below is wrong.
    where = """(ks) => { const leaf = (k) => document.querySelector(`#view g.leaf[data-number='${k}']`);
        leaf(ks[0]).scrollIntoView({block: "center"});  // the leaves' row, below the fold, as a reader scrolls
        return ks.map((k) => leaf(k).getBoundingClientRect()).map((r) => [r.x + r.width / 2, r.y + r.height / 2]); }"""
    for x, y in page.evaluate(where, [8, 9, 13, 14, 15, 16, 17, 18]):
        page.mouse.click(x, y)
    page.locator("#view g.leaf[data-number='8']").press("Enter")  # the keyboard toggles too: off, then on
    page.locator("#view g.leaf[data-number='8']").press("Enter")
    page.fill("#guess", "7")
    page.click("#answer button[type=submit]")
    said = page.locator("#verdict").inner_text()
    assert "✓ the root's value is 7" in said
    assert "✗ #25 #26 #27 are never evaluated; you did not mark them:" in said
    assert "[" not in said
    missed = page.locator("#view g.leaf.missed").evaluate_all("(gs) => gs.map((g) => g.dataset.number)")
    assert missed == ["25", "26", "27"]


def test_browser_bad_json_clears_the_old_trace(site: Path, page: Page) -> None:
    """A paste that is not JSON gets one line, and the previous tree and its steps leave the screen."""
    _fresh_tree(site, page)
    page.click("#last")
    page.fill("#text", "[[1,2],[3,")
    page.click("#pick button[type=submit]")
    assert page.locator("#error").inner_text().startswith("tree is not valid JSON")
    assert "\n" not in page.locator("#error").inner_text()
    assert page.locator("#view svg").count() == 0
    assert page.locator("#summary").inner_text() == ""
    page.fill("#text", "[[1,2],[3,4]]")
    page.click("#pick button[type=submit]")
    assert page.locator("#seed").input_value() == "pasted"


def test_browser_focus_never_falls_to_the_body(site: Path, page: Page) -> None:
    """Pressing "end »" disables it; focus moves to "◀ back", not to <body>; and back at the start, to forward."""
    _fresh_tree(site, page)
    page.focus("#last")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "back"
    page.focus("#first")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "forward"


def _contrast(a: list[float], b: list[float]) -> float:
    def lum(rgb: list[float]) -> float:
        c = [x / 255 for x in rgb]
        c = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_browser_a_big_tree_keeps_the_current_node_in_view_and_pruned_text_legible(site: Path, page: Page) -> None:
    """On a phone, a 243-leaf tree scrolls sideways to the node each step is at; pruned nodes' numbers keep
    4.5:1 contrast against their fill (axe-core does not measure SVG text)."""
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        _on_tree_page(site, page)  # the quiz below draws its own tree, whatever the tab showed
        page.evaluate("document.getElementById('predict').open = true")
        page.select_option("#quiz-depth", "5")
        page.click("#quiz button[type=submit]")
        for key in ("End", "ArrowLeft", "ArrowLeft", "Home", "ArrowRight"):
            page.keyboard.press(key)
            seen = page.evaluate("""() => {
                const now = document.querySelector("#view g.node.now"), box = document.getElementById("view");
                if (!now) return true;
                const r = now.getBoundingClientRect(), b = box.getBoundingClientRect();
                return r.left >= b.left - 1 && r.right <= b.right + 1;
            }""")
            assert seen, key
        page.keyboard.press("End")
        pairs = page.evaluate("""() => Array.from(document.querySelectorAll("#view g.node.pruned")).slice(0, 20)
            .map((g) => [getComputedStyle(g.querySelector("text.v")).fill,
                         getComputedStyle(g.querySelector("rect, polygon")).fill])""")
        assert pairs
        for text, fill in pairs:
            rgb = [[float(x) for x in re.findall(r"[\d.]+", c)[:3]] for c in (text, fill)]
            assert _contrast(*rgb) >= 4.5, (text, fill)
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})


def test_browser_the_tree_page_reads_in_both_themes(site: Path, page: Page) -> None:
    """The tree page (the tab the tests above left on it, AIMA's figure drawn afresh) stepped to its end: nothing
    serious for axe-core over the whole page, every rule in the light theme, those that read colours in the dark."""
    _fresh_tree(site, page)
    page.click("#last")
    assert _axe_in_both_themes(page, None) == {"light": [], "dark": []}


def _log_declared(declared: str, n: int) -> float | None:
    """log of the declared Time's function at n, constants taken as 1 (None when it cannot be read)."""
    g = parse_growth(declared)
    if g.kind == "polynomial":
        return g.degree * math.log(n) + g.logs * math.log(max(2.0, math.log(n)))
    if g.kind == "exponential":
        return n * math.log(g.base)
    if g.kind == "factorial":
        return g.degree * math.lgamma(n + 1)
    if g.kind == "superexponential":
        return float(g.base * n**g.degree * math.log(n))
    return None


def _dominates(a: str, b: str, n: int) -> bool:
    """Is a declared exponential (or worse) and b polynomial, with a above b at n by more than a factor of 100?
    (1.3^22 is below 22^2: at n = 22 a table of n^2 may well outnumber a search of 1.3^n, no contradiction.
    Polynomials against each other are not compared: their constants and loose bounds decide at these sizes.)"""
    if not parse_growth(a).stepwise or parse_growth(b).kind != "polynomial":
        return False
    la, lb = _log_declared(a, n), _log_declared(b, n)
    return la is not None and lb is not None and la > lb + math.log(100)


def _at(points: tuple[tuple[int, int], ...], x: int) -> float | None:
    """The series' nodes at size x, read off the log-log line between its measured neighbours (None outside)."""
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        if x0 <= x <= x1:
            t = 0.0 if x1 == x0 else (math.log(x) - math.log(x0)) / (math.log(x1) - math.log(x0))
            return math.exp(math.log(y0) + t * (math.log(y1) - math.log(y0)))
    return float(points[0][1]) if points and points[0][0] == x else None


@pytest.mark.parametrize("key", [p.key for p in all_problems()])
def test_charts_order_variants_as_their_declared_complexity(key: str) -> None:
    """On each chart, at the largest size two variants share, an exponential variant is not drawn below a
    polynomial one its declared Time clearly exceeds there: the picture teaches what the code declares."""
    wrong = []
    for p in [p for p in all_problems() if p.key == key]:
        series, _ = series_from_bench({"variants": bench_rows(load_bench(p))})
        for a in series:
            for b in series:
                common = [x for x, _ in a.points if _at(b.points, x) is not None]
                if a is b or not common:
                    continue
                x = max(common)
                ya, yb = _at(a.points, x), _at(b.points, x)
                if ya is not None and yb is not None and ya < yb and _dominates(a.declared, b.declared, x):
                    wrong.append(f"{p.key}: {a.variant} {a.declared} below {b.variant} {b.declared} at {x}")
    assert not wrong, wrong


# --- every page kind at a laptop's and a phone's size ------------------------------------------------

SIZES = {"laptop": (1280, 900), "phone": (390, 844)}
# One page kind by default, the problem page (292's, the shortest, as axe-core's contrast check takes seconds on a
# long one): the index and the tree page at both sizes, and every page in the dark theme, under `pytest --slow`.
PAGE_KINDS = ("p0292_nim_game.html",)

LAYOUT = """() => {
  const W = innerWidth, bad = [];
  const shown = (el) => el.offsetParent !== null;
  if (document.documentElement.scrollWidth > W + 1) bad.push("the page scrolls sideways");
  for (const pre of document.querySelectorAll("pre")) {
    if (!shown(pre)) continue;
    const own = ["auto", "scroll"].includes(getComputedStyle(pre).overflowX);
    if (pre.scrollWidth > pre.clientWidth + 1 && !own) bad.push("code cut off: " + pre.textContent.slice(0, 30));
    if (pre.getBoundingClientRect().right > W + 1) bad.push("code past the page: " + pre.textContent.slice(0, 30));
  }
  for (const td of document.querySelectorAll("table.diff td")) {
    if (shown(td) && td.scrollWidth > td.clientWidth + 1) bad.push("diff line cut off: " + td.textContent.slice(0, 30));
  }
  const split = document.querySelector(".diffbox table.diff.split");
  const unified = document.querySelector(".diffbox table.diff.unified");
  if (split && W >= 1000) {
    const to = split.querySelectorAll("thead th")[1];
    if (!shown(split) || to.getBoundingClientRect().right > W + 1) bad.push("the diff's second side is off screen");
  }
  if (unified && W < 600 && !shown(unified)) bad.push("no one-column diff on a phone");
  for (const svg of document.querySelectorAll("#growth svg")) {
    const box = svg.getBoundingClientRect(), scale = box.width / svg.viewBox.baseVal.width;
    if (box.width <= 300 || box.height <= 150) bad.push("a chart drawn at " + box.width + " x " + box.height + " px");
    const entries = svg.querySelectorAll(".kata-legend text");
    if (!entries.length) bad.push("a chart without its legend");
    for (const t of entries) {
      const r = t.getBoundingClientRect();
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
        bad.push("legend outside its chart: " + t.textContent);
      }
      const px = parseFloat(getComputedStyle(t).fontSize) * scale;
      if (px < 12) bad.push("legend at " + px.toFixed(1) + " px: " + t.textContent);
    }
  }
  for (const cell of document.querySelectorAll("table.problem th, table.problem td")) {
    const off = cell.getBoundingClientRect().right > W + 1;
    if (shown(cell) && off) bad.push("index column off screen: " + cell.textContent);
  }
  for (const el of document.querySelectorAll("main :is(p, li, h1, h2, h3, figcaption, summary, caption, td)")) {
    if (!el.closest("pre") && el.innerText.includes("`")) bad.push("a literal backtick: " + el.innerText.slice(0, 60));
  }
  return bad;
}"""


AXE_RUN = "([where, options]) => axe.run(where ?? document, options)"


# axe-core's rules that read colours (WCAG AA's: color-contrast, link-in-text-block): all a theme can change. The others
# read the markup, the same in either theme; the default run asks them once, in the light theme.
COLOUR_RULES = {"runOnly": {"type": "rule", "values": ["color-contrast", "link-in-text-block"]}}


def _axe_faults(axe: Any, page: Page, context: object, colours_only: bool = False) -> list[str]:
    """axe-core's serious and critical violations on the page shown: every rule over `context` (None: the whole
    page), or, given a pair of contexts, every rule but color-contrast over the first and color-contrast alone over
    the second (AXE_SKIPS); with colours_only, the COLOUR_RULES alone, over the second."""
    if not page.evaluate("typeof axe !== 'undefined'"):  # once a page: every run on it uses it
        page.evaluate(axe.Axe().axe_script)
    only: dict[str, object] = {"resultTypes": ["violations"]}
    runs = [(context, only)]
    if colours_only:
        runs = [(context[1] if isinstance(context, tuple) else context, only | COLOUR_RULES)]
    elif isinstance(context, tuple):
        runs = [
            (context[0], only | {"rules": {"color-contrast": {"enabled": False}}}),
            (context[1], only | {"runOnly": {"type": "rule", "values": ["color-contrast"]}}),
        ]
    faults = []
    for where, options in runs:
        found = page.evaluate(AXE_RUN, [where, options])
        if not found["passes"] and not found["violations"]:  # a context that left nothing to read
            faults.append(f"axe read nothing in {where} with {options}")
        faults += [
            f"axe {v['id']} ({v['impact']}): {v['nodes'][0]['target']}"
            for v in found["violations"]
            if v["impact"] in ("serious", "critical")
        ]
    return faults


Theme = Literal["light", "dark"]


def _axe_in_both_themes(
    page: Page, context: object, themes: tuple[Theme, ...] = ("light", "dark")
) -> dict[str, list[str]]:
    """axe-core's serious and critical faults on the page shown (see _axe_faults), in the light theme, and its
    COLOUR_RULES in the dark (of the themes asked)."""
    axe = pytest.importorskip("axe_playwright_python.sync_playwright", reason="pip install axe-playwright-python")
    found: dict[str, list[str]] = {}
    try:
        for scheme in themes:
            page.emulate_media(color_scheme=scheme)
            found[scheme] = _axe_faults(axe, page, context, colours_only=scheme == "dark")
    finally:
        page.emulate_media(color_scheme="light")
    return found


def _reads_well(
    site: Path, page: Page, names: list[str], axe_at: dict[str, str] | None, context: object, dark: str | None
) -> None:
    """Each page at each size: LAYOUT finds nothing, nor axe-core anything serious at the size axe_at names
    for the page (None: at every size); then, where `dark` names which rules ("all", or "colours": COLOUR_RULES),
    each at a laptop's size in the dark theme: LAYOUT again, and axe-core."""
    axe = pytest.importorskip("axe_playwright_python.sync_playwright", reason="pip install axe-playwright-python")
    found = {}
    try:
        for name in names:
            # Each page is loaded once, at the size axe-core reads it at, then resized to the other: a load costs
            # a browser far more than a resize, and the pages' layout is CSS that follows the size (their
            # scripts read none at load), so the resized page is the page loaded at that size.
            first = (axe_at or {}).get(name, "laptop")
            for k, size in enumerate(sorted(SIZES, key=lambda s: s != first)):
                width, height = SIZES[size]
                page.set_viewport_size({"width": width, "height": height})
                if k == 0:
                    page.goto((site / name).as_uri())
                    if name == "tree.html":
                        page.click("#last")
                bad = page.evaluate(LAYOUT)
                if axe_at is None or axe_at.get(name) == size:
                    bad += _axe_faults(axe, page, context)
                if bad:
                    found[f"{name} ({size})"] = bad
            if dark:
                width, height = SIZES["laptop"]
                page.set_viewport_size({"width": width, "height": height})
                page.emulate_media(color_scheme="dark")
                bad = page.evaluate(LAYOUT) + _axe_faults(axe, page, context, colours_only=dark == "colours")
                page.emulate_media(color_scheme="light")
                if bad:
                    found[f"{name} (laptop, dark)"] = bad
    finally:
        page.emulate_media(color_scheme="light")
        page.set_viewport_size({"width": 1280, "height": 900})
    assert not found, found


# Where the default run asks axe-core: at the size that shows the problem page's own markup (its one-column diff on a
# phone); `pytest --slow` asks it on every page at both sizes.
AXE_AT = {"p0292_nim_game.html": "phone"}
# By default axe skips the variants' code columns, which take half its time (their colours are pygments' on
# every page, and the diff shows the same tokens on its tinted rows, the harder contrast case: code_contrast.py
# measures them in both themes, test_browser_code_and_diffs_read_in_both_themes); and its contrast rule, its
# costliest, skips the diffs and the charts too, whose every text those tests measure in both themes against what
# is drawn behind it (axe-core leaves tinted code rows "incomplete" and reads no SVG text). Its other rules read
# the diffs and the charts.
AXE_SKIPS = (
    {"exclude": [["article.variant pre"]]},
    {"exclude": [["article.variant pre"], ["table.diff"], ["#growth"]]},
)


def test_browser_a_problem_page_reads_at_both_sizes(site: Path, page: Page) -> None:
    """At 1280 x 900 and 390 x 844: nothing scrolls the page sideways, no code line is cut off without a scroll
    bar of its own, the diff's both sides show on a laptop and one column on a phone, each chart's legend lies
    inside its SVG at 12 px or more; and axe-core finds nothing serious on it, at the phone's size and in the dark
    theme at the laptop's, its rules that read colours (the other page kinds' own tests ask it about theirs; under
    --slow, every page at both sizes and in the dark theme, every rule)."""
    _reads_well(site, page, list(PAGE_KINDS), AXE_AT, AXE_SKIPS, dark="colours")


@pytest.mark.slow
@pytest.mark.timeout(1200)  # 41 pages x 3 (two sizes, the dark theme) x axe-core, a few seconds each
def test_browser_every_page_reads_at_both_sizes(site: Path, page: Page) -> None:
    """The same on every page, the index's columns on screen and the tree page stepped to its end among them,
    axe-core on every one at both sizes and in the dark theme with all its rules, the code columns and whole index
    included."""
    _reads_well(site, page, sorted(p.name for p in site.glob("*.html")), None, None, dark="all")


# --- code and diff text against what is behind it (tests/code_contrast.py; axe-core measures none of it) ---------


def _page_of(site: Path, key: str) -> str:
    return (site / f"{next(p.stem for p in all_problems() if p.key == key)}.html").as_uri()


def test_browser_code_and_diffs_read_in_both_themes(site: Path, page: Page) -> None:
    """292's page (five variants and a diff; the page the test above left open) in the light and the dark theme:
    each run of code and diff text, every token, line number and mark, in plain rows and on the added and removed
    rows' tints, is at least 4.5:1 against each colour behind it; a token in a diff row is drawn as in the
    variant's code. `pytest --slow`: every page."""
    shows(page, _page_of(site, "292"))
    found = code_contrast(page)
    for scheme, got in found.items():
        assert got["faults"] == [], (scheme, got["faults"])
        # what it measured: the variants' code, inline code, and the diff's plain, added and removed code rows
        assert {"pre.hl", "code", "td.c", "td.c.add", "td.c.del", "td.n"} <= set(got["worst"]), (scheme, got)


# The check's own proof, each fault a colour that shipped or nearly did: the light theme's row tints left in the dark
# theme, a keyword dimmed near its background, a row tint drawn as a gradient to dark (each stop is behind the
# text), and diff code drawn italic (as pygments' .hl .c once drew every diff cell, class "c").
BAD_CODE_COLOURS = """
@media (prefers-color-scheme: dark) { :root { --add: #f6fcf7; --del: #fffafa; } }
@media (prefers-color-scheme: light) {
  .hl .k { color: #d8d8d8; }
  table.diff td.add { background: linear-gradient(var(--add), #1d1d1f); }
  table.diff td.c { font-style: italic; }
}"""


@pytest.mark.slow  # the check's own proof, not the site's: it changes only with tests/code_contrast.py
def test_the_code_check_fails_light_tints_in_the_dark_and_dim_tokens(site: Path, page: Page) -> None:
    """The check above catches what it is for, on the same page with the colours above added (then taken away)."""
    shows(page, _page_of(site, "292"))
    add = "(css) => document.head.append(Object.assign(document.createElement('style'), {id: 'bad', textContent: css}))"
    page.evaluate(add, BAD_CODE_COLOURS)
    try:
        found = code_contrast(page, "article[data-variant=naive] pre, #diff table.diff")
    finally:
        page.evaluate("() => document.getElementById('bad').remove()")
    light, dark = found["light"]["faults"], found["dark"]["faults"]
    assert any(f.startswith("span.k in pre.hl: rgb(216,216,216) on rgb(248,248,248)") for f in light), light
    assert any(" in td.c.add: " in f and " on rgb(29,29,31) " in f for f in light), light  # the gradient's far stop
    assert any(f.endswith("(drawn unlike the code)") and " italic " in f for f in light), light
    assert all(f.startswith("span.k ") or " on rgb(29,29,31) " in f or "drawn unlike" in f for f in light), light
    assert any(" in td.c.add: " in f and " on rgb(246,252,247) " in f for f in dark), dark
    assert any(" in td.c.del: " in f and " on rgb(255,250,250) " in f for f in dark), dark
    assert all(" on rgb(246,252,247) " in f or " on rgb(255,250,250) " in f for f in dark), dark


def test_every_variants_copy_text_is_its_paste(site: Path) -> None:
    """What each variant's copy button copies (its article's data-paste, as built) is `kata show KEY VARIANT
    --leetcode`, on every problem page (913's generic: the engine's solver it is built on, the chapter's rules and
    LeetCode's class Solution, not the function alone). The test below clicks a button in Chromium."""
    for p in all_problems():
        text = (site / f"{p.stem}.html").read_text(encoding="utf-8")
        copied = dict(re.findall(r'<article class="variant" [^>]*data-variant="([^"]*)" data-paste="([^"]*)"', text))
        assert {html.unescape(k): html.unescape(v) for k, v in copied.items()} == {
            v.name: paste(p, v) for v in p.variants
        }, p.key


def test_browser_a_variants_copy_button_copies_its_paste(site: Path, page: Page) -> None:
    """The copy button on 292's memoized (the page the tests above left open) copies its paste, `kata show 292
    memoized --leetcode`."""
    p = find_problem("292")
    shows(page, (site / f"{p.stem}.html").as_uri())  # it clicks the button after setting what the click writes to
    page.evaluate(
        """() => { window.copied = null; const take = (text) => { window.copied = text; return Promise.resolve(); };
        Object.defineProperty(navigator, "clipboard", {value: {writeText: take}, configurable: true});
        document.execCommand = () => { window.copied = document.querySelector("textarea").value; return true; }; }"""
    )
    page.locator("#v-memoized button.copy").click()
    page.wait_for_function("() => window.copied !== null")
    assert page.evaluate("() => window.copied") == paste(p, p.variant("memoized"))


def test_browser_the_diff_control_swaps_in_any_pair(site: Path, page: Page) -> None:
    """Picking two variants shows their diff; picked the other way round, the same pair in teaching order (on 292's
    page, which the tests before left open)."""
    p = find_problem("292")
    first, last = p.variants[0].name, p.variants[-1].name
    shows(page, (site / f"{p.stem}.html").as_uri())  # it sets both sides it reads
    page.select_option("form[data-diff] select[name=a]", first)
    page.select_option("form[data-diff] select[name=b]", last)
    assert page.locator(f'.diffbox .diffpair[data-a="{first}"][data-b="{last}"]').count() == 1
    page.select_option("form[data-diff] select[name=a]", last)
    page.select_option("form[data-diff] select[name=b]", first)
    assert page.locator(f'.diffbox .diffpair[data-a="{first}"][data-b="{last}"]').count() == 1


def _draws_every_pair(site: Path, page: Page, key: str) -> None:
    """On KEY's page the page's script draws each pair of variants from the page's data with every line of both
    sides, and its drawing of the first pair is the build's, cell for cell."""
    p = find_problem(key)
    data = _pairs_on_page(site, p.stem)
    assert len(data) == len(p.variants) * (len(p.variants) - 1) // 2
    shows(page, (site / f"{p.stem}.html").as_uri())  # it reads what it draws, never attached to the page
    drawn = page.evaluate(
        """(keys) => {
        const out = {};
        for (const key of keys) {
            const [a, b] = key.split(" ");
            const div = kataDrawDiff(a, b);
            out[key] = [div.querySelectorAll("table.split tbody tr").length,
                        div.querySelectorAll("table.unified tbody tr").length];
        }
        const first = document.querySelector(".diffbox .diffpair");
        const again = kataDrawDiff(first.dataset.a, first.dataset.b);
        out.same = first.innerHTML === again.innerHTML;
        return out;
    }""",
        sorted(data),
    )
    assert drawn.pop("same") is True
    lines = {v.name: len(variant_source(v).splitlines()) for v in p.variants}
    assert sorted(drawn) == sorted(data)
    for pair, (split, unified) in drawn.items():
        a, b = (range(lines[name]) for name in pair.split())
        rows = data[pair]["rows"]
        paired = sum(1 for row in rows if len(row) != 2) + sum(int(r[2]) - 1 for r in rows if len(r) == 3)
        assert split == len(a) + len(b) - paired, pair
        assert unified == len(a) + len(b) - sum(int(r[2]) for r in rows if len(r) == 3), pair


def test_browser_the_script_draws_every_pair_as_the_build_draws_the_first(site: Path, page: Page) -> None:
    """On 292's page (five variants, ten pairs, every kind of diff row among them: equal runs, changed pairs, lines
    on one side alone) the page's script draws each pair from the page's data with every line of both sides; its
    drawing of the first pair is the build's, cell for cell. Under --slow, on c4's page: all 55 pairs, the far ones
    once missing (the data of every pair on every page is checked without a browser, above)."""
    data = _pairs_on_page(site, find_problem("292").stem)
    assert {_shape(row) for pair in data.values() for row in pair["rows"]} == {"equal", "changed", "left", "right"}
    _draws_every_pair(site, page, "292")


@pytest.mark.slow
def test_browser_the_script_draws_every_pair_on_c4s_page(site: Path, page: Page) -> None:
    """The same on c4's page: eleven variants, 55 pairs."""
    _draws_every_pair(site, page, "c4")


COLUMN_XS = """() => Array.from(document.querySelectorAll("article.variant"), (a) => {
    const box = a.getBoundingClientRect();
    return [a.dataset.variant, Math.round(box.left), Math.round(box.top)];
}).sort((p, q) => p[2] - q[2] || p[1] - q[1])"""


# Where a page's variants are laid out: two columns at 1280 px, three at 1920, one at 390.
COLUMNS = ((1280, 2), (1920, 3), (390, 1))


def _lays_out_side_by_side(site: Path, page: Page, key: str, schemes: tuple[Literal["light", "dark"], ...]) -> None:
    """KEY's variants at each width of COLUMNS, in each of the schemes: as many columns, naive beside alpha_beta,
    and no sideways scroll; then the reader's pick of two puts them first, side by side."""
    p = find_problem(key)
    shows(page, (site / f"{p.stem}.html").as_uri())  # it sets the size, the theme and the pick it reads
    try:
        for scheme in schemes:
            page.emulate_media(color_scheme=scheme)
            for width, columns in COLUMNS:
                page.set_viewport_size({"width": width, "height": 900})
                blocks = page.evaluate(COLUMN_XS)
                assert len({x for _, x, _ in blocks}) == columns, (scheme, width, blocks)
                assert page.evaluate("document.documentElement.scrollWidth") <= width, (scheme, width)
                if columns > 1:
                    (a, ax, ay), (b, bx, by) = blocks[:2]
                    assert (a, b) == ("naive", "alpha_beta")
                    assert ay == by
                    assert ax < bx
        page.set_viewport_size({"width": 1280, "height": 900})
        page.select_option("form[data-columns] select[name=a]", "memoized")
        page.select_option("form[data-columns] select[name=b]", "bottom_up")
        placed = {name: (x, y) for name, x, y in page.evaluate(COLUMN_XS)}
        assert placed["memoized"][1] == placed["bottom_up"][1]
        assert placed["memoized"][0] < placed["bottom_up"][0]
        assert placed["memoized"][1] < placed["naive"][1]
    finally:
        page.emulate_media(color_scheme="light")
        page.set_viewport_size({"width": 1280, "height": 900})


def test_browser_variants_sit_side_by_side_where_the_page_has_room(site: Path, page: Page) -> None:
    """292's variants (five; the page the tests above left open) at 1280 px: two columns, naive beside alpha_beta; at
    1920 px three; at 390 px one; the reader's pick of two puts them first, side by side; no code line makes the page
    scroll sideways. Under --slow: c4's eleven, with the longest lines, in both themes."""
    _lays_out_side_by_side(site, page, "292", ("light",))


@pytest.mark.slow
def test_browser_c4s_variants_sit_side_by_side_in_both_themes(site: Path, page: Page) -> None:
    """The same on c4's page, in the light and the dark theme (which changes colours, not the grid: site.css)."""
    _lays_out_side_by_side(site, page, "c4", ("light", "dark"))


@pytest.mark.slow
def test_browser_code_and_diffs_read_in_both_themes_on_every_page(site: Path, page: Page) -> None:
    """The same check on every problem's page, at 1280 px and at 390 px (the diff as one column, most lines wrapped
    beside the wrap bar)."""
    found = {}
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 900})
        for p in all_problems():
            page.goto((site / f"{p.stem}.html").as_uri())
            for scheme, got in code_contrast(page).items():
                if got["faults"]:
                    found[f"{p.key} {width} px {scheme}"] = got["faults"]
    assert not found, found


def test_kata_serve_answers_the_record_live(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Under `kata serve` the pages carry the record's address, and the server answers it with the record as it
    is now: a state written after the pages were built shows up on the next fetch."""
    practice = tmp_path / "practice"
    practice.mkdir()
    monkeypatch.setenv("KATA_PRACTICE_DIR", str(practice))
    nim = tuple(p for p in all_problems() if p.key == "292")
    build_site(tmp_path / "out", nim, live=True)
    index = (tmp_path / "out" / "index.html").read_text(encoding="utf-8")
    assert f'data-live="{serve.RECORD_PATH.lstrip("/")}"' in index
    assert 'data-yours="292/memoized"' in index  # the column is there before any record exists
    handler = functools.partial(serve._Quiet, directory=str(tmp_path / "out"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    # shutdown() waits for the serving loop to look up: at its default 0.5 s poll that was this test's whole time.
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_address[1]}{serve.RECORD_PATH}"
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            assert json.load(answer) == {}
        record = {"version": 1, "entries": {"292/memoized": {"state": "passing"}}}
        (practice / "kata-record.json").write_text(json.dumps(record), encoding="utf-8")
        with urllib.request.urlopen(url, timeout=5) as answer:
            assert json.load(answer) == {"292/memoized": "passing"}
    finally:
        server.shutdown()
        server.server_close()


def test_kata_serve_leaves_no_folder_behind_and_gives_only_its_url(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`kata serve` without --out builds into a folder of its own, gone when it stops (it wrote ./site into the
    folder it was started from), and names the http:// address, not a file:// one first."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(build, "all_problems", lambda: all_problems()[:1])
    built: list[Path] = []

    def stop(server: object, **_: object) -> None:
        built.extend(Path(tempfile.gettempdir()).glob("kata-serve-*/index.html"))
        raise KeyboardInterrupt

    monkeypatch.setattr(serve._Server, "serve_forever", stop)
    status, said = _kata("serve", "--port", "0")
    assert status == 0
    assert built
    assert not any(path.exists() for path in built)
    assert list(tmp_path.iterdir()) == []
    assert "file://" not in said
    assert re.search(r"^serving http://127\.0\.0\.1:\d+/index\.html", said, flags=re.M)


# --- the growth charts, read as a person sees them: every text against what lies behind it, in both themes ------

# For each chart: each SVG text's colour against the colour under it (sampled at its left, middle and right;
# the first painted thing below it: a filled shape, else a box with a background), WCAG's contrast ratio; each
# legend entry's swatch against the line it names (pygal's serie-K), stroke colour, width, dash and opacity.
CHART_CHECK = """() => {
  const bad = [];
  const rgb = (s) => (s.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === "none" || s.visibility === "hidden" || Number(s.opacity) === 0) return false;
    }
    return true;
  };
  function under(text, x, y) {
    for (const el of document.elementsFromPoint(x, y)) {
      if (el === text || text.contains(el)) continue;
      const s = getComputedStyle(el);
      if (el instanceof SVGGeometryElement && !(el instanceof SVGLineElement)) {
        const fill = rgb(s.fill);
        if (s.fill !== "none" && (fill[3] ?? 1) * Number(s.fillOpacity) >= 0.5 && el.closest(".series") === null) {
          return fill;
        }
        continue;
      }
      if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue;
      const back = rgb(s.backgroundColor);
      if (back.length && (back[3] ?? 1) > 0.5) return back;
    }
    return null;
  }
  for (const svg of document.querySelectorAll("#growth svg")) {
    svg.scrollIntoView({block: "center"});  // elementsFromPoint sees only what is on screen
    const name = svg.getAttribute("aria-label");
    for (const text of svg.querySelectorAll("text")) {
      if (!text.textContent.trim() || !shown(text)) continue;
      const r = text.getBoundingClientRect(), colour = rgb(getComputedStyle(text).fill);
      let worst = 99;
      for (const x of [r.left + 2, r.left + r.width / 2, r.right - 2]) {
        const back = under(text, x, r.top + r.height / 2);
        worst = back ? Math.min(worst, ratio(colour, back)) : 0;
      }
      if (worst < 4.5) bad.push(name + ": text '" + text.textContent + "' at " + worst.toFixed(2) + ":1");
    }
    const entries = svg.querySelectorAll(".kata-legend .entry");
    if (entries.length !== svg.querySelectorAll(".series path.line").length) bad.push(name + ": entries != lines");
    for (const entry of entries) {
      const path = svg.querySelector(".series.serie-" + entry.dataset.series + " path.line");
      const swatch = getComputedStyle(entry.querySelector("line")), line = path && getComputedStyle(path);
      for (const prop of ["stroke", "strokeWidth", "strokeDasharray", "strokeOpacity"]) {
        if (!line || swatch[prop] !== line[prop]) {
          const drawn = line && line[prop];
          bad.push(name + ": legend '" + entry.textContent + "' " + prop + " " + swatch[prop] + " vs " + drawn);
        }
      }
    }
  }
  return bad;
}"""


def _charts_page(site: Path, out: Path, sections: list[str]) -> str:
    """One page holding the given growth sections under the site's own stylesheet, as its pages hold them."""
    css = (site / "site.css").as_uri()
    html = (
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="{css}"></head>'
        f"<body><main>{''.join(sections)}</main></body></html>"
    )
    out.write_text(html.replace('id="growth"', 'class="growth"').replace("<section", '<section id="growth"', 1))
    return out.as_uri()


def _growth(site: Path, stem: str) -> str:
    text = (site / f"{stem}.html").read_text(encoding="utf-8")
    start = text.index('<section id="growth">')
    return text[start : text.index("</section>", start) + len("</section>")]


def _chart_faults(page: Page, url: str) -> dict[str, list[str]]:
    page.goto(url)
    found = {}
    try:
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            found[scheme] = page.evaluate(CHART_CHECK.replace("#growth svg", "section svg"))
    finally:
        page.emulate_media(color_scheme="light")
    return found


# The charts read by default: c4's, with the most lines (a colour each), 292's exponential, linear and constant
# lines, 913's superexponential; `pytest --slow` reads every problem's, on its own page.
SAMPLED_CHARTS = ("c4", "292", "913")


def test_browser_the_charts_read_in_both_themes(site: Path, page: Page, tmp_path: Path) -> None:
    """The sampled growth charts, rendered in Chromium in the light and the dark theme: each SVG text is at least
    4.5:1 against what lies behind it, and each legend entry is drawn as its line is drawn."""
    sections = [_growth(site, p.stem) for p in all_problems() if p.key in SAMPLED_CHARTS]
    assert len(sections) == len(SAMPLED_CHARTS)
    url = _charts_page(site, tmp_path / "charts.html", sections)
    assert _chart_faults(page, url) == {"light": [], "dark": []}


@pytest.mark.slow
def test_browser_every_chart_reads_in_both_themes_on_its_own_page(site: Path, page: Page) -> None:
    """The same check on every problem's chart, each on its own page as a reader opens it, in both themes."""
    found = {}
    for p in all_problems():
        page.goto((site / f"{p.stem}.html").as_uri())
        try:
            for scheme in ("light", "dark"):
                page.emulate_media(color_scheme=scheme)
                bad = page.evaluate(CHART_CHECK)
                if bad:
                    found[f"{p.key} {scheme}"] = bad
        finally:
            page.emulate_media(color_scheme="light")
    assert not found, found


@pytest.mark.slow  # the check's own proof, not the site's: it changes only with CHART_CHECK
def test_the_chart_check_fails_a_bad_chart(site: Path, page: Page, tmp_path: Path) -> None:
    """The check above catches what it is for: axis text left #111 (pygal's old default) is under 4.5:1 on the
    dark page, and a legend swatch drawn in another series' colour differs from its line."""
    section = _growth(site, next(p.stem for p in all_problems() if p.key == "c4"))
    dim = section.replace("</svg>", "<style>.axis text { fill: #111 !important; }</style></svg>", 1)
    swapped = re.sub(r'(data-series="0"><line [^>]*style="stroke: )var\(--s0\)', r"\1var(--s1)", section, count=1)
    assert swapped != section
    # Both on one page, one load: the light theme finds the swapped legend alone, the dark one the dim text too.
    found = _chart_faults(page, _charts_page(site, tmp_path / "bad.html", [dim, swapped]))
    legend = [fault for fault in found["light"] if "legend" in fault and "stroke " in fault]
    assert legend, found
    assert found["light"] == legend, found
    text = [fault for fault in found["dark"] if "text" in fault and ":1" in fault]
    assert text, found
    assert all(fault in text or ("legend" in fault and "stroke " in fault) for fault in found["dark"]), found


def test_chart_axes_span_their_data_and_titles_stay_on_one_line(site: Path) -> None:
    """c4's x axis runs over its data (5 to 24 empty cells), not 1 to 100; each chart has one line per axis title,
    and the x title names what the size counts (913: n = nodes)."""
    for p in all_problems():
        if p.required != REQUIRED_VARIANTS:  # players have no growth chart: their page points at kata bench
            continue
        svg = _growth(site, p.stem)
        titles = re.findall(r'<text[^>]*class="title"[^>]*>([^<]*)</text>', svg)
        assert len(titles) == 2, (p.key, titles)
        axis = svg[svg.index('class="axis x"') : svg.index('<g class="series')]
        labels = [float(x.replace("k", "e3").replace("M", "e6")) for x in re.findall(r">([\d.]+[kM]?)</text>", axis)]
        if p.key == "c4":
            assert min(labels) >= 5, labels
            assert max(labels) <= 24, labels
        if p.key == "913":
            assert "n = nodes" in " ".join(titles)
