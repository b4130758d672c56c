"""`kata bench`: time and nodes over a ladder of sizes, with the fitted growth beside the declared one."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from rich.table import Table

from shared.engine.errors import InputError
from shared.tool.catalog import all_problems, find_problem
from shared.tool.cli.common import EXIT_AGREE, Heartbeat, Streams, console
from shared.tool.cli.inputs import pick_variants
from shared.tool.measure.bench import BenchRow, bench_variant, markdown_table, save_bench
from shared.tool.registry import REQUIRED_VARIANTS, Problem, Variant
from shared.tool.text import seconds

__all__ = ["add_arguments", "run"]

MAX_SECONDS = 600  # per variant: a longer bench is a typo, not a plan


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem", nargs="?", help="the problem to bench (with --markdown: all when left out)")
    parser.add_argument("--variant", action="append", metavar="NAME", help="bench only this variant (repeatable)")
    parser.add_argument("--max-seconds", type=float, default=5.0, metavar="S", help="time spent per variant (5)")
    parser.add_argument("--json", action="store_true", help="print the measurements as JSON")
    parser.add_argument(
        "--positions", type=int, default=20, metavar="N", help="positions per set, where a problem has sets (20)"
    )
    parser.add_argument(
        "--save", action="store_true", help="also write them to the bench file `kata site` draws its charts from"
    )
    parser.add_argument("--budget", type=float, default=0.25, metavar="S", help="players: seconds a move (0.25)")
    parser.add_argument("--games", type=int, default=0, metavar="N", help="players: openings of a round-robin (0)")
    parser.add_argument(
        "--markdown",
        action="store_true",
        help="measure nothing: print the saved measurements as a Markdown table, for a file (rows kept whole)",
    )


@contextmanager
def _progress(enabled: bool, total: int) -> Iterator[Any]:
    if not enabled:
        yield None
        return
    # imported here, not at the top: only a run on a terminal draws a progress bar
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(
        TextColumn("{task.description}"), BarColumn(), TimeElapsedColumn(), transient=True, console=Console(stderr=True)
    ) as bar:
        yield (bar, bar.add_task("bench", total=total))


def run(ns: argparse.Namespace, io: Streams) -> int:
    players = ns.problem is not None and find_problem(ns.problem).required != REQUIRED_VARIANTS
    if players:  # a chapter of players is scored against exact values, not timed over a ladder of sizes
        # imported here: only the players' bench needs it
        from shared.tool.measure.players import bench_players, saved_markdown

        if ns.markdown:
            io.stdout.write(saved_markdown())
            return EXIT_AGREE
        if not 0.01 <= ns.budget <= 60 or not 0 <= ns.games <= 30 or not 0 <= ns.positions <= 60:
            raise InputError("players: --budget 0.01 to 60 s, --games 0 to 30, --positions 0 to 60")
        problem = find_problem(ns.problem)
        names = [v.name for v in pick_variants(problem, ns.variant)]
        bench_players(names, problem.required, ns.positions, ns.budget, ns.games, ns.save, io.stdout)
        return EXIT_AGREE
    if ns.markdown:
        chosen = [find_problem(ns.problem)] if ns.problem else list(all_problems())
        io.stdout.write(markdown_table(chosen))
        return EXIT_AGREE
    if ns.problem is None:
        raise InputError("bench needs a problem key (see `kata list`), or --markdown for the saved table")
    problem = find_problem(ns.problem)
    if not 0 < ns.max_seconds <= MAX_SECONDS:
        raise InputError(f"--max-seconds must be a positive number of seconds, at most {MAX_SECONDS}")
    variants = pick_variants(problem, ns.variant)
    if problem.position_sets:
        return _bench_sets(problem, variants, ns, io)
    rows = []
    # No bar where stderr is no terminal: a line a variant, and one each beat while a variant runs on
    piped = not ns.json and not sys.stderr.isatty()
    beat = Heartbeat(f"kata bench {problem.key}: ", console(sys.stderr).width, each=True) if piped else None
    with _progress(sys.stderr.isatty() and not ns.json, len(variants)) as bar, beat or contextlib.nullcontext():
        for k, v in enumerate(variants, 1):
            if bar:
                bar[0].update(bar[1], description=f"{problem.key} {v.name}")
            elif beat:
                beat.update(f"{v.name} ({k} of {len(variants)})")

            def note(text: str) -> None:
                if bar:
                    bar[0].update(bar[1], description=text)

            rows.append(bench_variant(problem, v, ns.max_seconds, note))
            if bar:
                bar[0].advance(bar[1])
    measured = {"problem": problem.key, "variants": [row.as_json() for row in rows]}
    if ns.save:
        saved = save_bench(problem, measured, ns.max_seconds)
        print(f"kata bench: saved to {saved}", file=sys.stderr)
    if ns.json:
        print(json.dumps(measured), file=io.stdout)
        return EXIT_AGREE
    _print_rows(problem, rows, io)
    return EXIT_AGREE


def _bench_sets(problem: Problem, variants: list[Variant], ns: argparse.Namespace, io: Streams) -> int:
    """A problem measured on position sets (c4): a spinner on a terminal, else a line each set and beat."""
    from shared.tool.measure.bench_sets import bench_sets  # only problems with position sets (c4) need it

    if not 1 <= ns.positions <= 1000:
        raise InputError("--positions must be a number of positions from 1 to 1000")
    quiet = ns.json or console(io.stdout).is_terminal  # a spinner there says what runs
    beat = None if quiet else Heartbeat(f"kata bench {problem.key}: ", console(sys.stderr).width, each=True)
    with beat or contextlib.nullcontext():
        told = beat.update if beat else None
        bench_sets(problem, variants, ns.positions, ns.max_seconds, ns.json, io.stdout, told)
    return EXIT_AGREE


def _print_rows(problem: Problem, rows: list[BenchRow], io: Streams) -> None:
    """The summary of every variant, then each one's ladder of sizes."""
    out = console(io.stdout)
    summary = Table(title=f"kata bench {problem.key} ({problem.title}), median of runs", title_justify="left")
    summary.caption = f"fitted: growth of nodes (or seconds) over the upper half of the ladder; at: {problem.size_name}"
    for col in ("variant", "declared", "fitted", "at", "time", "nodes"):
        summary.add_column(col, justify="left" if col in ("variant", "declared", "fitted") else "right", no_wrap=True)
    for row in rows:
        if not row.points:
            summary.add_row(row.variant.name, row.variant.time, "-", "-", "-", "-")
            continue
        size, last = row.points[-1]
        nodes = "-" if last.nodes is None else f"{last.nodes:,}"
        summary.add_row(row.variant.name, row.variant.time, row.fit(), f"{size:,}", seconds(last.seconds), nodes)
    out.print(summary)
    for row in rows:
        detail = Table(title=row.variant.name, title_justify="left", box=None, caption=row.stopped or None)
        detail.add_column(problem.size_name, justify="right")
        detail.add_column("seconds", justify="right")
        detail.add_column("nodes", justify="right")
        for size, r in row.points:
            detail.add_row(f"{size:,}", seconds(r.seconds), "-" if r.nodes is None else f"{r.nodes:,}")
        out.print(detail)
