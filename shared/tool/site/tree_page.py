"""The tree page: alpha-beta stepped through on a tree the reader picks or pastes, and the predict quiz."""

from __future__ import annotations

import importlib
import json
from typing import Any

from shared.engine.trees import load_tree, solve_tree
from shared.tool.site.page import esc, page

__all__ = ["SEED_TREES", "tree_page"]

# The trees the tree page offers first: AIMA's figure 5.2 and the textbook trees tests/test_shared_trees.py counts.
SEED_TREES = (
    ("AIMA figure 5.2", "[[3,12,8],[2,4,6],[14,5,2]]"),
    ("a shallow cut", "[[7,3],[15],[1,12,20,22]]"),
    ("5.2 with a 100", "[[3,12,8],[2,100,8],[14,5,2]]"),
    ("four plies, no cut", "[[[[10,20],[5]],[[-10]]],[[[7,5],[-8]],[[-7,-5]]]]"),
    ("four plies, deep cuts", "[[[[3,17],[2,12]],[[15],[25,0]]],[[[2,5],[3]],[[2,14]]]]"),
    ("three branches, four plies", "[[[[5,6],[7,4,5]],[[3]]],[[[6],[6,9]],[[7]]],[[[5]],[[9,8],[6]]]]"),
)


def _choices(values: tuple[int, ...], chosen: int) -> str:
    return "".join(f"<option{' selected' if v == chosen else ''}>{v}</option>" for v in values)


def tree_page() -> str:
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
    options = "".join(f'<option value="{i}">{esc(name)}</option>' for i, (name, _) in enumerate(SEED_TREES))
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
    return page("Step through alpha-beta", body, scripts=("tree.js",), here="tree.html")
