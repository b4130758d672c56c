"""`kata status`: what you have practised, problem by variant, and which reviews are due."""

from __future__ import annotations

import argparse
import datetime

from rich.table import Table

from shared.engine.errors import InputError
from shared.tool.cases import load_hints
from shared.tool.catalog import all_problems, find_problem
from shared.tool.cli.common import EXIT_AGREE, Streams, console, say
from shared.tool.learner import record
from shared.tool.learner.attempt import function_states
from shared.tool.learner.practice import practice_path
from shared.tool.learner.record import FAILING, NOT_STARTED, PASSING, WRITTEN
from shared.tool.registry import Problem
from shared.tool.tables import records

__all__ = ["add_arguments", "run"]

HEADER = ("problem", "variant", "state", "since", "hints", "stretch", "review")
GAP = 2  # spaces between columns; each column is as wide as its longest cell (77 columns for the usual ones)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem", nargs="?", help="only this problem")
    parser.add_argument("--due", action="store_true", help="only the reviews due today")


def _print_rows(rows: list[list[str]], out: Streams) -> None:
    """The table, each column as wide as its widest cell plus the gap; one record per variant where the terminal
    is narrower than that (a key or a date is never cut)."""
    widths = [max(len(row[i]) for row in rows) + GAP for i in range(len(HEADER))]
    room = console(out.stdout).width
    if sum(widths) - GAP <= room:
        for row in rows:
            print("".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip(), file=out.stdout)
        return
    table = Table(*rows[0])
    for row in rows[1:]:
        table.add_row(*row)
    for line in records(table, room):
        print(line.plain.rstrip(), file=out.stdout)


def _files(problem: Problem) -> tuple[dict[str, str], str | None]:
    """The learner's functions for the problem with their states, and why the file could not be read."""

    try:
        return function_states(practice_path(problem)), None
    except InputError as err:
        return {}, str(err)


def _state(stored: str | None, in_file: str | None) -> str:
    """What the table shows: the last check's verdict, else whether the file has the function written."""

    if stored in (FAILING, PASSING):
        return stored
    return WRITTEN if in_file == WRITTEN else NOT_STARTED


def _size(n: int) -> str:
    """A size in at most 9 characters: 20,000 or 1,000,000, and 2.1e+09 past that."""
    return f"{n:,}" if n < 10**7 else f"{n:.1e}"


def _review(day: str | None, today: datetime.date) -> str:
    if day is None:
        return ""
    return f"{day} due" if day <= today.isoformat() else day


def _table(problems: list[Problem], out: Streams, today: datetime.date) -> None:

    entries = record.load()
    rows = [list(HEADER)]
    notes = []
    for problem in problems:
        functions, trouble = _files(problem)
        if trouble:
            notes.append(trouble)
        hints = load_hints(problem)
        names = [v.name for v in problem.variants]
        shown = [
            n for n in names if n in problem.required or n in functions or record.entry_key(problem.key, n) in entries
        ]
        for i, name in enumerate(shown):
            e = entries.get(record.entry_key(problem.key, name))
            total = len(hints.get(name, []))
            cells = [
                problem.key if i == 0 else "",
                name,
                _state(e.state if e else None, functions.get(name)),
                (e.date or "") if e else "",
                f"{e.hints if e else 0}/{total}" if total else "-",
                _size(e.stretch) if e and e.stretch is not None else "",
                _review(e.review if e else None, today),
            ]
            rows.append(cells)
    _print_rows(rows, out)
    for note in notes:
        say(out, note)


def _due(problems: list[Problem], out: Streams, today: datetime.date) -> None:

    keys = {p.key for p in problems}
    entries = {k: e for k, e in record.load().items() if k.split("/")[0] in keys}
    due = sorted((e.review or "", k) for k, e in entries.items() if e.due(today))
    if not due:
        ahead = sorted((e.review, k) for k, e in entries.items() if e.review)
        if ahead:
            day, key = ahead[0]
            say(out, f"Nothing is due today. Next review: {key.replace('/', ' ')} on {day}.")
        else:
            say(out, "No reviews yet: a variant's first pass schedules one for the next day.")
        return
    say(out, f"Due for review today ({today.isoformat()}): rewrite each from memory.")
    for day, key in due:
        problem, variant = key.split("/")
        say(out, f"  {problem:<6}{variant:<16}since {day}  kata practice {problem} {variant} --again")


def _practised(problems: tuple[Problem, ...]) -> list[Problem]:
    """The problems with a record entry or a practice file."""

    keys = {k.split("/")[0] for k in record.load()}
    return [p for p in problems if p.key in keys or practice_path(p).exists()]


def run(ns: argparse.Namespace, io: Streams) -> int:

    day = record.today()
    problems = [find_problem(ns.problem)] if ns.problem else _practised(all_problems())
    if ns.due:
        _due(problems, io, day)
        return EXIT_AGREE
    if not problems:
        first = all_problems()[0].key
        steps = [
            (f"kata show {first}", "read every variant side by side"),
            (f"kata practice {first} naive", "write a stub, then the function, from memory"),
            (f"kata check {first} naive", f"be judged; stuck? kata hint {first} naive"),
        ]
        say(io, "Nothing practised yet. A first round, on the smallest problem:")
        for command, why in steps:
            say(io, f"  {command:<28}{why}")
        return EXIT_AGREE
    _table(problems, io, day)
    return EXIT_AGREE
