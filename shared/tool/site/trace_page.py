"""The trace pages: one per chapter, each variant's run on its first traceable example, stepped in the browser.

The traces are recorded at build time by `shared.tool.tracing` and written
into the page as data, packed (`trace_pack`: the whole run `kata trace`
steps, up to its cap of 100,000 events, under a megabyte); trace.js rebuilds
each event and the very line `kata trace --print` prints for it, so the
terminal and the page say the same thing (a test holds them to). The page
replays them: the code with the current line marked, the call stack, the
search drawn as it grows, the memo or table as a grid, a second variant
beside the first, and predict mode's questions with their answers.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from shared.tool.registry import Problem, Variant
from shared.tool.site.page import esc, page
from shared.tool.site.trace_pack import pack
from shared.tool.tracing.caps import grid_axes
from shared.tool.tracing.predict import NOTED, question
from shared.tool.tracing.rounds import ROUNDED
from shared.tool.tracing.runs import Trace, first_trace

__all__ = ["trace_page", "trace_pages", "watch_page"]

MOST_QUESTIONS = 400  # predict's questions a page carries, the first ones: a long run's would weigh megabytes


def _data(t: Trace, axes: tuple[str, str] | None) -> dict[str, object]:
    questions: dict[int, dict[str, object]] = {}
    for k, e in enumerate(t.events):
        if e["kind"] in NOTED and len(questions) < MOST_QUESTIONS:
            q = question(t, k - 1)
            if q is not None:
                questions[k] = {"prompt": q.prompt, "choices": q.choices, "right": q.right, "reveal": q.reveal}
    return {
        "variant": t.variant,
        "input": json.dumps(t.raw),
        "answer": json.dumps(t.answer),
        "error": t.error,
        "instead": f"Here {t.instead}." if t.instead else None,
        "axes": list(axes) if axes else None,
        "rounded": t.problem in ROUNDED and not t.calls,  # 913's table: coloured round by round
        "sources": [s.as_json() for s in t.sources],
        "packed": pack(t.events),  # each event's line is rebuilt by trace.js, as views.event_line writes it
        "questions": questions,
    }


def _page_trace(problem: Problem, v: Variant, most: int | None = None) -> Trace:
    """v's run as the page carries it: the one `kata trace` steps, the first example within the trace cap (or
    within `most` events: the default suite's quick build, see `trace_pages`)."""
    return first_trace(problem, v, most)


def _script_name(problem: Problem, k: int) -> str:
    return f"trace-{problem.stem}-{k}.js"


def trace_page(problem: Problem, most: int | None = None) -> dict[str, str]:
    """The page of one chapter, and one script per variant holding its trace, loaded when the variant is chosen."""
    traces = [_page_trace(problem, v, most) for v in problem.variants]
    files = {}
    for k, t in enumerate(traces):
        data = json.dumps(_data(t, grid_axes(problem.key)), separators=(",", ":"))
        files[_script_name(problem, k)] = f"kataTrace({k}, {data});\n"
    names = json.dumps([_script_name(problem, k) for k in range(len(traces))])
    options = "".join(f'<option value="{k}">{esc(t.variant)}</option>' for k, t in enumerate(traces))
    body = f"""<h1>Watch {esc(problem.key)} {esc(problem.title)} run</h1>
<p>Each variant, run on the chapter's first example (where it is within the trace cap, else the next), recorded from
outside the code: every call of its search with its arguments, every value returned, every answer the memo gives
(linked to the call that computed it), every loop alpha-beta leaves early (✂, with its window), every table cell
written (▦). The same in a terminal: <code>kata trace {esc(problem.key)} VARIANT</code>.</p>
<form class="pick" id="pick">
<label>Variant <select id="left">{options}</select></label>
<label>Beside it <select id="right"><option value="">nothing</option>{options}</select></label>
</form>
<div class="controls" role="group" aria-label="Steps">
<button id="first" type="button">« start</button>
<button id="back" type="button">◀ back</button>
<button id="forward" type="button">forward ▶</button>
<button id="call" type="button">next call</button>
<button id="last" type="button">end »</button>
<button id="predict" type="button">predict next</button>
</div>
<p class="hint">Keys: ← and → step, Home and End jump, c the next call, ? predict.</p>
<div id="quiz" class="predict" hidden><p id="ask"></p><div id="choices" class="controls"></div>
<p id="told" aria-live="polite"></p></div>
<div id="panels" class="tracing"><p>Loading the trace…</p></div>
<script id="traces" type="application/json">{names}</script>"""
    files[f"trace-{problem.stem}.html"] = page(
        f"Watch {problem.key} run", body, scripts=("trace.js",), here="watch.html"
    )
    return files


def watch_page(problems: tuple[Problem, ...]) -> str:
    """The list of trace pages, one link a chapter."""
    items = "".join(f'<li><a href="trace-{esc(p.stem)}.html">{esc(p.key)} {esc(p.title)}</a></li>' for p in problems)
    body = f"""<h1>Watch a run</h1>
<p>Pick a chapter: its variants run on a small example, step by step, with the code, the call stack, the search
as it grows and the table as it fills. In a terminal: <code>kata trace KEY VARIANT</code>.</p>
<ul class="chapters">{items}</ul>"""
    return page("Watch a run", body, here="watch.html")


def trace_pages(
    problems: tuple[Problem, ...], most: int | None = None, say: Callable[[str], None] = lambda step: None
) -> dict[str, str]:
    """Every chapter's trace page, by file name, and the page listing them.

    Each variant's whole run up to the trace cap is recorded and packed: 5 CPU-s more than runs of 5,000 events,
    for the seven longest runs. `most`, a smaller cap, is for the default suite's build (tests/plugins/browser.py),
    which builds the site again at every change of the sources: their pages then show the next example, as a run
    past the cap does; the full build is tested under --slow. `say` hears each chapter as its runs are recorded."""
    pages = {"watch.html": watch_page(problems)}
    for k, p in enumerate(problems):
        say(f"trace page {k + 1} of {len(problems)}: {p.key} {p.title}")
        pages.update(trace_page(p, most))
    return pages
