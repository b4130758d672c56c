"""The trace pages: one per chapter, each variant's run on its first traceable example, stepped in the browser.

The traces are recorded at build time by `shared.tool.tracing` and written
into the page as data, each event with the very line `kata trace --print`
prints for it, so the terminal and the page say the same thing. The page
replays them: the code with the current line marked, the call stack, the
search drawn as it grows, the memo or table as a grid, a second variant
beside the first, and predict mode's questions with their answers.
"""

from __future__ import annotations

import json

from shared.tool.registry import Problem, Variant
from shared.tool.site.page import esc, page
from shared.tool.tracing.caps import grid_axes
from shared.tool.tracing.predict import NOTED, question
from shared.tool.tracing.recorder import MOST_EVENTS
from shared.tool.tracing.rounds import ROUNDED
from shared.tool.tracing.runs import Trace, first_trace, without_lines
from shared.tool.tracing.views import event_line

__all__ = ["trace_page", "trace_pages", "watch_page"]

DROPPED = ("step", "code")  # known from the event's place and the sources
# Events a page carries for one variant (about 150 bytes each: under a megabyte), its lines left out past it.
# A run longer than that is stepped in a terminal, whose cap is MOST_EVENTS; the page traces the next example.
PAGE_EVENTS = 5_000
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
        "instead": _instead(t),
        "axes": list(axes) if axes else None,
        "rounded": t.problem in ROUNDED and not t.calls,  # 913's table: coloured round by round
        "sources": [s.as_json() for s in t.sources],
        "events": [{k: v for k, v in e.items() if k not in DROPPED} for e in t.events],
        # a line event's text is rebuilt by trace.js from the sources, as views.event_line writes it
        "text": [None if e["kind"] == "line" else event_line(e) for e in t.events],
        "questions": questions,
    }


def _instead(t: Trace) -> str | None:
    """Why the page shows another input than the chapter's first example, and where that one is stepped."""
    if t.instead is None:
        return None
    why, _, shown = t.instead.partition("; this is ")
    if "passes the trace cap" not in why:  # the variant declines it: no terminal traces it either
        return f"Here {why}; this is {shown}."
    return (
        f"Example 1 makes more than the {PAGE_EVENTS:,} events a page holds; this is {shown}. In a terminal the"
        f" cap is {MOST_EVENTS:,} events: try kata trace {t.problem} {t.variant}."
    )


def _page_trace(problem: Problem, v: Variant) -> Trace:
    """v's run as the page carries it: the first example within the page's cap, its lines left out past it."""
    t = first_trace(problem, v, PAGE_EVENTS)
    return without_lines(t) if len(t.events) > PAGE_EVENTS else t


def _script_name(problem: Problem, k: int) -> str:
    return f"trace-{problem.stem}-{k}.js"


def trace_page(problem: Problem) -> dict[str, str]:
    """The page of one chapter, and one script per variant holding its trace, loaded when the variant is chosen."""
    traces = [_page_trace(problem, v) for v in problem.variants]
    files = {}
    for k, t in enumerate(traces):
        data = json.dumps(_data(t, grid_axes(problem.key)), separators=(",", ":"))
        files[_script_name(problem, k)] = f"kataTrace({k}, {data});\n"
    names = json.dumps([_script_name(problem, k) for k in range(len(traces))])
    options = "".join(f'<option value="{k}">{esc(t.variant)}</option>' for k, t in enumerate(traces))
    body = f"""<h1>Watch {esc(problem.key)} {esc(problem.title)} run</h1>
<p>Each variant, run on the chapter's first example (where the run fits a page, else the next), recorded from
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


def trace_pages(problems: tuple[Problem, ...]) -> dict[str, str]:
    """Every chapter's trace page, by file name, and the page listing them."""
    pages = {"watch.html": watch_page(problems)}
    for p in problems:
        pages.update(trace_page(p))
    return pages
