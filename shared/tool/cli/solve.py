"""`kata solve`: every variant on one input, or one input per line with --jsonl."""

from __future__ import annotations

import argparse
import contextlib
import json
from collections.abc import Callable, Sequence

from rich.console import Console
from rich.status import Status
from rich.table import Table
from rich.text import Text

from shared.engine.errors import InputError
from shared.tool.catalog import find_problem
from shared.tool.cli.common import (
    EXIT_AGREE,
    EXIT_BAD_INPUT,
    EXIT_DISAGREE,
    Streams,
    console,
    open_lines,
    read_lines,
)
from shared.tool.cli.inputs import add_problem_options, merge_options, pick_variants, read_json
from shared.tool.measure.solving import Solved, solve_one
from shared.tool.registry import Problem, Variant
from shared.tool.tables import print_fitted
from shared.tool.text import clip, hanging, seconds

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem", help="a problem key such as 292 or nim (LeetCode slugs work too; see kata list)")
    parser.add_argument("input", nargs="?", help="LeetCode-shaped JSON, e.g. 7 or '[1,5,2]'")
    parser.add_argument("--jsonl", metavar="FILE", help="read one JSON input per line from FILE ('-' for stdin)")
    parser.add_argument("--variant", action="append", metavar="NAME", help="run only this variant (repeatable)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    parser.add_argument("--explain", action="store_true", help="say why the answer holds, where the problem can")
    add_problem_options(parser)


def _heading(p: Problem, raw: object) -> str:
    if isinstance(raw, dict):  # LeetCode's parameters by name: "maxChoosableInteger = 10, desiredTotal = 11"
        given = ", ".join(f"{name} = {clip(value, 40)}" for name, value in raw.items())
    else:
        given = f"{p.param} = {clip(raw, 60)}"
    return f"{p.key} {p.title}: {given}"


def _print_solved(s: Solved, out: Console) -> None:
    p = s.problem
    table = Table()
    for col in ("variant", "answer", "nodes", "time", "note")[: 5 if s.errors else 4]:
        # names and figures whole, or the table becomes one record per variant; only the note wraps
        table.add_column(col, justify="right" if col in ("nodes", "time") else "left", no_wrap=col != "note")
    for v in p.variants:
        if v.name in s.runs:
            r = s.runs[v.name]
            nodes = "-" if r.nodes is None else f"{r.nodes:,}"
            table.add_row(v.name, json.dumps(r.answer), nodes, seconds(r.seconds), *([""] if s.errors else []))
        elif v.name in s.errors:
            table.add_row(v.name, "", "", "", Text(f"error: {s.errors[v.name]}", style="red"))
    print_fitted(out, table)
    said = _skips(s) if s.skipped else ""
    try:
        said.encode(out.encoding or "utf-8")
    except (UnicodeEncodeError, LookupError):  # wrapped as it will show: "<=" is a column wider than "≤"
        said = said.replace("\u2264", "<=")
    for line in hanging(said, out.width) if said else []:
        out.print(Text(line.replace("\xa0", " "), style="dim"))
    for line in hanging(_verdict(s), out.width):
        out.print(Text(line, style="green" if s.agree else "bold red"))
    answers = {json.dumps(r.answer): r.answer for r in s.runs.values()}
    meaning = p.meaning(s.args, next(iter(answers.values()))) if len(answers) == 1 else None
    for line in hanging(meaning or "", out.width) if meaning else []:
        out.print(line)


def _telling(status: Status) -> Callable[[Variant], None]:
    return lambda v: status.update(f"solving with {v.name}")


def _skips(s: Solved) -> str:
    """The skipped variants in one sentence: those past their declared limit by name and limit, then any other
    reason once, with the variants it applies to."""
    p = s.problem
    size = p.size(s.args)
    past = [v for v in p.variants if v.name in s.skipped and size > v.limit]
    others: dict[str, list[str]] = {}
    for v in p.variants:
        if v.name in s.skipped and v not in past:
            others.setdefault(s.skipped[v.name], []).append(v.name)
    parts = []
    if past:
        # no space to break at inside "naive ≤ 10": a name and its limit stay on one row
        names = ", ".join(f"{v.name}\xa0\u2264\xa0{v.limit:,}" for v in past)
        parts.append(f"{p.size_name} = {size:,} is past their declared limits: {names}")
    parts += [f"{', '.join(names)}: {why}" for why, names in others.items()]
    count = len(past) + sum(len(n) for n in others.values())
    return f"{count} skipped: " + "; ".join(parts)


def _verdict(s: Solved) -> str:
    """Whether the variants agree, said of the ones that ran: one alone has nothing to agree with."""
    ran = len(s.runs) + len(s.errors)
    if not s.agree:
        return "the variants DISAGREE"
    if ran == 1:
        return f"only {next(iter(s.runs))} ran, so there is no second answer to compare"
    if len({repr(r.answer) for r in s.runs.values()}) > 1:  # a problem that accepts several (a player's move)
        return f"the {ran} variants that ran answer differently, each an answer the problem accepts"
    return "both variants that ran agree" if ran == 2 else f"all {ran} variants that ran agree"


def run(ns: argparse.Namespace, io: Streams) -> int:
    problem = find_problem(ns.problem)
    variants = pick_variants(problem, ns.variant)
    if ns.jsonl is not None:
        if ns.input is not None:
            raise InputError("give either INPUT or --jsonl FILE, not both")
        return _solve_jsonl(problem, variants, ns, io)
    if ns.input is None:
        raise InputError(f"solve {problem.key} needs an INPUT (e.g. {json.dumps(problem.examples[0])}) or --jsonl FILE")
    if ns.explain and not problem.overrides(Problem.explain):
        raise InputError(f"--explain is not available for problem {problem.key}")
    raw = merge_options(problem, read_json(ns.input, problem), ns)
    out = console(io.stdout)
    if not ns.json:  # the heading at once, then a spinner naming the variant running (ttt's naive takes seconds)
        for line in hanging(_heading(problem, raw), out.width):
            out.print(line)
    status = out.status("solving", spinner="line") if out.is_terminal and not ns.json else None
    with status or contextlib.nullcontext():
        s = solve_one(problem, raw, variants, starting=_telling(status) if status else None)
    explanation = problem.explain(s.args) if ns.explain else None
    if ns.json:
        obj = s.as_json()
        if explanation is not None:
            obj["explanation"] = explanation
        print(json.dumps(obj), file=io.stdout)
    else:
        _print_solved(s, out)
        if explanation is not None:
            out.print(explanation)
    return EXIT_AGREE if s.agree else EXIT_DISAGREE


def _solve_jsonl(problem: Problem, variants: Sequence[Variant], ns: argparse.Namespace, io: Streams) -> int:
    """One result object per non-blank line, in order; a bad line gets an error object and exit 2 at the end."""
    what = "stdin" if ns.jsonl == "-" else ns.jsonl
    source = open_lines(ns.jsonl, io.stdin)
    status = EXIT_AGREE
    try:
        for number, line in read_lines(source, what):
            try:
                if isinstance(line, InputError):
                    raise line
                if not line.strip():
                    continue
                raw = merge_options(problem, read_json(line, problem), ns)
                # One run a line, counted and timed at once: a batch of hard positions costs one solve each, not two.
                obj = solve_one(problem, raw, variants, timed=False).as_json()
                if not obj["agree"]:
                    status = max(status, EXIT_DISAGREE)
            except InputError as err:
                obj = {"problem": problem.key, "line": number, "error": str(err)}
                status = EXIT_BAD_INPUT
            print(json.dumps(obj), file=io.stdout, flush=True)
    finally:
        if ns.jsonl != "-":
            source.close()
    return status
