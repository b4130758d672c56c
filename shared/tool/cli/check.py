"""`kata check`: judge your practice/ versions of a problem's variants (or any file, with --file)."""

from __future__ import annotations

import argparse
import textwrap
from pathlib import Path

from rich.text import Text

from shared.engine.errors import InputError
from shared.tool.catalog import find_problem
from shared.tool.cli.common import EXIT_AGREE, EXIT_DISAGREE, Streams, console
from shared.tool.learner.practice import practice_path
from shared.tool.learner.record import note_check
from shared.tool.text import escaped, shortened

__all__ = ["add_arguments", "run"]


MARKS = {True: ("ok  ", "green"), False: ("FAIL", "bold red"), None: ("--  ", "cyan")}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem")
    parser.add_argument("variants", nargs="*", metavar="VARIANT", help="which of your variants (default: all written)")
    parser.add_argument(
        "--file", metavar="PATH", help="judge this file instead of practice/ (functions, or LeetCode's class Solution)"
    )


def _wrapped(text: str, width: int, start: int, under: int) -> list[str]:
    """text from column `start` as rows of at most width columns, each further row at column `under` past its own
    indentation: never back at column 0, and a case's description whole, however narrow the terminal."""
    lead = len(text) - len(text.lstrip(" "))
    rows = textwrap.wrap(
        text.lstrip(" "),
        max(8, width - start - lead),
        subsequent_indent=" " * max(0, under - start),
        break_on_hyphens=False,
    ) or [""]
    return [" " * lead + rows[0], *(" " * (start + lead) + row for row in rows[1:])]


def run(ns: argparse.Namespace, io: Streams) -> int:
    # imported here, not at the top: the judge takes ~0.4 s to load, and every `kata` command builds this parser
    from shared.tool.judge import SOLUTION, Judgement, entries

    problem = find_problem(ns.problem)
    if ns.file is not None and not ns.file.strip():
        raise InputError("--file is empty: give a Python file to judge, or leave --file out")
    try:
        path = Path(ns.file).expanduser() if ns.file is not None else practice_path(problem)
    except RuntimeError:  # `~nosuchuser/x`
        raise InputError(f"--file {ns.file[:60]}: no home folder to expand ~ to; give a path") from None
    out = console(io.stdout)
    all_ok = True
    for entry in entries(problem, path, ns.variants or None):
        judgement = Judgement(problem, path, entry)
        version = judgement.read()  # once, now: every level judges this text, whatever the file holds later
        head = f"{problem.key} {entry.name}: yours is {entry} in {shortened(path.name, 40)}"
        out.print(Text(head, style="bold"), crop=True)
        with out.status("judging", spinner="line") as status:  # shown on a terminal only
            judgement.progress = status.update
            for verdict in judgement.verdicts():
                mark, style = MARKS[verdict.ok]
                # Escaped once more here, whatever each level did: a verdict can quote the learner's code or file.
                first, *more = _wrapped(escaped(verdict.line), out.width, 8, 8)
                out.print(Text.assemble(("  " + mark, style), "  " + first), crop=True)
                for row in more:
                    out.print(row, crop=True)
                for detail in verdict.details:
                    for row in _wrapped(escaped(detail), out.width, 8, 10):
                        out.print(
                            Text(" " * 8 + row.removeprefix(" " * 8), style="red" if verdict.ok is False else ""),
                            crop=True,
                        )
        if entry.name != SOLUTION:  # a lone class Solution is no variant: its review would name none to practise
            note_check(problem.key, entry.name, passed=judgement.passed, stretch=judgement.stretch, version=version)
        said = "  passed" if judgement.passed else "  failed"
        out.print(
            Text(said, style="green" if judgement.passed else "bold red"), Text(f"(version {version})", style="dim")
        )
        all_ok = all_ok and judgement.passed
    return EXIT_AGREE if all_ok else EXIT_DISAGREE
