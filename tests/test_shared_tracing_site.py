"""The trace pages in Chromium: stepped by keyboard, saying what `kata trace --print` says, readable at 390 and
1280 px with nothing serious for axe-core; every chapter's page under --slow."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from shared.tool.catalog import all_problems, find_problem
from shared.tool.registry import Problem
from shared.tool.site.trace_page import _page_trace
from shared.tool.tracing.runs import example_for, trace_variant
from shared.tool.tracing.views import event_line, print_lines
from tests.kit import deep
from tests.plugins.browser import shows

if TYPE_CHECKING:
    from playwright.sync_api import Page

# With the site's tests, on one worker: one build of the site, one Chromium (tests/plugins/browser.py).
pytestmark = pytest.mark.xdist_group("site")

SIZES = ((1280, 900), (390, 844))
SIDEWAYS = "() => document.documentElement.scrollWidth > innerWidth + 1"
PAGE_486 = "trace-p0486_predict_the_winner.html"


def _on_486(site: Path, page: Page, variant: str) -> None:
    """486's trace page with variant on the left, its trace loaded and the keys going to the page: loaded only when
    the tab is elsewhere (the tests below each set what they read; a load costs Chromium 0.15 to 0.3 CPU-s)."""
    shows(page, (site / PAGE_486).as_uri())
    page.select_option("#left", label=variant)
    page.wait_for_selector(f".trace h2:has-text('{variant} on')")  # its trace is loaded when chosen
    page.locator("main h1").click()  # the keys go to the page, not the select


# The → presses the default run makes before End: each costs Chromium and Playwright's driver a round trip (the
# 27 of 486 memoized's whole walk made this the browser tests' costliest, 1.7 CPU-s with the page's load). The
# first 12 reach a line, a call and a return; that each event's line is the printed one, the memo's answer too,
# test_the_page_rebuilds_every_event_and_its_printed_line holds for every event.
PRESSES = 12


def test_the_keyboard_steps_the_page_through_the_printed_trace(site: Path, page: Page) -> None:
    """→ from the first step shows, at each step, the line `kata trace 486 memoized --print` prints, and End the
    last: by default → over the first steps (a line, a call and a return among them), then End; under --slow → from
    the first step to the last."""
    p = find_problem("486")
    v = p.variant("memoized")
    printed = print_lines(trace_variant(p, v, example_for(p, v)))[1:-2]
    page.goto((site / PAGE_486).as_uri())  # afresh: the first step of a page just loaded
    _on_486(site, page, "memoized")
    # The line shown after each key, noted in the page as the key comes up (trace.js draws the step on its way
    # down) and read once at the end: a round trip for each would double the presses' cost.
    page.evaluate("""() => { window.shown = [document.querySelector(".trace .event").innerText];
        document.addEventListener("keyup", () => shown.push(document.querySelector(".trace .event").innerText)); }""")
    pressed = printed if deep() else printed[: PRESSES + 1]
    assert {line.split()[0] for line in pressed} >= {"·", "→", "←"}, pressed
    for _ in pressed[1:]:
        page.keyboard.press("ArrowRight")
    if len(pressed) < len(printed):
        page.keyboard.press("End")
        pressed = [*pressed, printed[-1]]
    assert page.evaluate("shown") == [line.strip() for line in pressed]
    assert "answer false" in page.inner_text(".trace .hint")
    assert page.locator("table.grid td.now").count() == 1


def test_predict_asks_then_answers_with_the_reason(site: Path, page: Page) -> None:
    """? before 486 memoized's first call asks whether the memo answers it; the right choice says why."""
    _on_486(site, page, "memoized")
    page.keyboard.press("Home")  # the first step, wherever the test before left it
    page.keyboard.press("?")
    assert "Will the memo answer it?" in page.inner_text("#ask")
    page.click("#choices button:has-text('no')")
    assert page.inner_text("#told").startswith("Right: no:")


def test_two_variants_step_side_by_side(site: Path, page: Page) -> None:
    """memoized beside bottom_up: two panels, each with its own counts: 6 calls, and the same 6 cells."""
    _on_486(site, page, "memoized")
    page.select_option("#right", label="bottom_up")
    page.wait_for_selector(".trace h2:has-text('bottom_up on')")
    page.click("#last")
    hints = page.locator(".trace .hint").all_inner_texts()
    assert len(hints) == 2
    assert "calls 6, memo answers 1" in hints[0]
    assert "cells 6" in hints[1]


def _reads_well(
    site: Path, page: Page, names: list[str], axe_at: tuple[int, ...] = (390,), quick: bool = True
) -> dict[str, list[str]]:
    """Each page at each size, at its first step and its last: no sideways scroll; axe-core at the last step at
    the widths in axe_at, in the light theme and the dark. A page is loaded once, at 390 px, and resized: its
    script reads no size (trace.js), so the resized page is the page loaded at that size, and a load costs
    Chromium far more than a resize."""
    axe = pytest.importorskip("axe_playwright_python.sync_playwright", reason="pip install axe-playwright-python")
    found: dict[str, list[str]] = {}
    for name in names:
        for k, (width, height) in enumerate(sorted(SIZES)):
            page.set_viewport_size({"width": width, "height": height})
            if k == 0:
                page.goto((site / name).as_uri())
                page.wait_for_selector(".trace h2")
            else:
                page.click("#first")
            bad = ["the page scrolls sideways"] if page.evaluate(SIDEWAYS) else []
            page.click("#last")  # the fullest view: the whole search, the whole table
            bad += ["the page scrolls sideways at the end"] if page.evaluate(SIDEWAYS) else []
            for scheme in ("light", "dark") if width in axe_at else ():
                page.emulate_media(color_scheme=scheme)
                # in the dark, by default, the rules that read colours alone: the others read the same markup
                options: dict[str, object] = {"resultTypes": ["violations"]}
                if scheme == "dark" and quick:
                    options["runOnly"] = {"type": "rule", "values": ["color-contrast", "link-in-text-block"]}
                if not page.evaluate("typeof axe !== 'undefined'"):  # once a page: both themes' runs use it
                    page.evaluate(axe.Axe().axe_script)
                violations = page.evaluate("(options) => axe.run(document, options)", options)["violations"]
                bad += [
                    f"axe {v['id']} ({scheme}): {v['nodes'][0]['target']}"
                    for v in violations
                    if v["impact"] in ("serious", "critical")
                ]
            page.emulate_media(color_scheme="light")
            if bad:
                found[f"{name} at {width}"] = bad
    page.set_viewport_size({"width": 1280, "height": 900})
    return found


def test_no_page_weighs_a_megabyte_and_each_variant_loads_alone(site: Path) -> None:
    """Connect Four's traces are a script a variant, each loaded when its variant is chosen; no trace file of any
    chapter reaches 1 MB. Under --slow the site holds each whole run up to the trace cap (375 naive's 65,610 events,
    1728 memoized's 54,275); the default suite's build, its runs within 5,000 events (tests/plugins/browser.py)."""
    scripts = sorted(site.glob("trace-connect_four-*.js"))
    assert len(scripts) == len(find_problem("c4").variants)
    assert len(list(site.glob("trace-*.js"))) == sum(len(p.variants) for p in all_problems())
    for path in [*site.glob("trace-*.js"), *site.glob("trace-*.html")]:
        assert path.stat().st_size < 1_000_000, path.name


def _rebuilt(site: Path, page: Page, problem: Problem, names: tuple[str, ...] = ()) -> dict[str, str]:
    """Each variant of the chapter (or of those named) whose page does not rebuild its recorded events and their
    printed lines."""
    shows(page, (site / f"trace-{problem.stem}.html").as_uri())  # it picks each variant it reads
    wrong = {}
    for k, v in enumerate(problem.variants):
        if names and v.name not in names:
            continue
        page.select_option("#left", value=str(k))
        page.wait_for_function(f"window.kataTraces && window.kataTraces[{k}] !== null")
        got = json.loads(page.evaluate(f"JSON.stringify([kataTraces[{k}].events, kataTraces[{k}].text])"))
        t = _page_trace(problem, v)
        events = json.loads(json.dumps([{n: x for n, x in e.items() if n not in ("step", "code")} for e in t.events]))
        if got[0] != events:
            wrong[v.name] = f"events differ from step {_first_off(got[0], events)}"
        elif got[1] != [event_line(e) for e in t.events]:
            wrong[v.name] = f"lines differ from step {_first_off(got[1], [event_line(e) for e in t.events])}"
    return wrong


def _first_off(got: list[object], want: list[object]) -> int:
    return next((k for k, (a, b) in enumerate(zip(got, want, strict=False)) if a != b), min(len(got), len(want)))


def test_the_page_rebuilds_every_event_and_its_printed_line(site: Path, page: Page) -> None:
    """The page carries its runs packed (trace_pack); what trace.js rebuilds is every event the recorder wrote, and
    each event's line is the one `kata trace --print` prints: 486's calls and cuts (alpha_beta), memo answers
    (memoized) and cells (bottom_up). Under --slow: every variant of every chapter."""
    assert _rebuilt(site, page, find_problem("486"), ("alpha_beta", "memoized", "bottom_up")) == {}


@pytest.mark.slow
@pytest.mark.timeout(900)
@pytest.mark.parametrize("key", [p.key for p in all_problems() if p.key != "bot"])
def test_every_chapters_page_rebuilds_its_events_and_lines(site: Path, page: Page, key: str) -> None:
    """The same for every chapter but the players on a clock, whose second run is not the first's."""
    assert _rebuilt(site, page, find_problem(key)) == {}


def test_the_pages_read_at_both_sizes(site: Path, page: Page) -> None:
    """At 1280 and 390 px, at the first step and the last: no sideways scroll, and nothing serious for axe-core on
    486's page at 390 px, in the light theme and the dark. Under --slow: axe-core at both sizes on every chapter's
    page, Connect Four's (the longest states) among them."""
    assert _reads_well(site, page, [PAGE_486]) == {}


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_every_chapters_page_reads_at_both_sizes(site: Path, page: Page) -> None:
    """Every chapter's trace page, every variant on it traced: the same checks."""
    assert (
        _reads_well(site, page, [f"trace-{p.stem}.html" for p in all_problems()], axe_at=(390, 1280), quick=False) == {}
    )
