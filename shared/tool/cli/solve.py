"""`kata solve`: every variant on one input, or one input per line with --jsonl."""

from __future__ import annotations

import argparse
import contextlib
import json
import time
from collections.abc import Callable, Sequence
from typing import Any

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
    EXIT_UNFINISHED,
    Heartbeat,
    Streams,
    console,
    open_lines,
    read_lines,
)
from shared.tool.cli.inputs import add_problem_options, merge_options, pick_variants, read_json
from shared.tool.measure.solving import Solved, solve_one
from shared.tool.registry import Args, Problem, Variant
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
    parser.add_argument("--analyze", action="store_true", help="score every column's move, as Pons' -a (c4)")
    parser.add_argument("--weak", action="store_true", help="win, draw or loss only (1, 0, -1), as Pons' -w (c4)")
    parser.add_argument(
        "--max-seconds",
        type=positive_seconds,
        metavar="S",
        help="stop after S seconds, saying how far it got (exit 3); default: the problem's budget",
    )
    add_problem_options(parser)


def heading(p: Problem, raw: object) -> str:
    # LeetCode's notation, which INPUT accepts back (see inputs.read_json): a string quoted, `currentState = "++++"`
    def shown(value: object, width: int) -> str:
        return clip(json.dumps(value) if isinstance(value, str) else value, width)

    if isinstance(raw, dict):  # LeetCode's parameters by name: "maxChoosableInteger = 10, desiredTotal = 11"
        # {} names no parameter: each takes its default (c4's empty 7 x 6 board), which the heading says
        given = ", ".join(f"{name} = {shown(value, 40)}" for name, value in raw.items()) or "each at its default"
    else:
        given = f"{p.param} = {shown(raw, 60)}"
    return f"{p.key} {p.title}: {given}"


def print_solved(s: Solved, out: Console, shown: Callable[[Any], str] = json.dumps, *, words: bool = True) -> None:
    """The table of answers (each `shown`), the skips in a sentence, the verdict, and the answer in `words`."""
    p = s.problem
    table = Table()
    for col in ("variant", "answer", "nodes", "time", "note")[: 5 if s.errors else 4]:
        # names and figures whole, or the table becomes one record per variant; only the note wraps
        table.add_column(col, justify="right" if col in ("nodes", "time") else "left", no_wrap=col != "note")
    for v in p.variants:
        if v.name in s.runs:
            r = s.runs[v.name]
            nodes = "-" if r.nodes is None else f"{r.nodes:,}"
            table.add_row(v.name, shown(r.answer), nodes, seconds(r.seconds), *([""] if s.errors else []))
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
    meaning = p.meaning(s.args, next(iter(answers.values()))) if len(answers) == 1 and words else None
    for line in hanging(meaning or "", out.width) if meaning else []:
        out.print(line)


def positive_seconds(text: str) -> float:
    """--max-seconds: a number of seconds above 0 and at most a day."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value <= 86_400:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds (0 < s <= 86400)")
    return value


def unfinished_line(s: Solved, max_seconds: float) -> str:
    """The one line kata solve ends with when the deadline stopped it: that it did not finish, and how far it got."""
    parts = []
    for name, late in s.unfinished.items():
        if late.seconds == 0:
            parts.append(f"{name} not started")
        else:
            parts.append(f"{name} stopped" if late.nodes is None else f"{name} at {late.nodes:,} nodes")
    line = f"did not finish in {max_seconds:g} s: " + "; ".join(parts)
    if s.beyond is not None:  # the only variant tried: its limit says why it was not expected to finish
        line += f", past its limit {s.problem.variant(s.beyond).limit:,}"
    return line


def _telling(status: Status | Heartbeat) -> Callable[[Variant], None]:
    return lambda v: status.update(f"solving with {v.name}")


def _progress(out: Console) -> Status | Heartbeat:
    """A spinner naming the variant running on a terminal; elsewhere (a pipe, a CI log) a line on stderr while
    one runs past a second and a half, so a long solve is never silent."""
    return out.status("solving", spinner="line") if out.is_terminal else Heartbeat("kata solve: ", out.width)


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
    max_seconds = ns.max_seconds or problem.budget
    if ns.analyze or ns.weak:
        return run_mode(problem, raw, variants, ns, io, max_seconds)
    out = console(io.stdout)
    if not ns.json:  # the heading at once, then a spinner naming the variant running (ttt's naive takes seconds)
        for line in hanging(heading(problem, raw), out.width):
            out.print(line)
    status = None if ns.json else _progress(out)
    with status or contextlib.nullcontext():
        # The budget counts from the command's start: importing the chapters is part of the wait.
        left = max(0.1, max_seconds - (time.monotonic() - io.started))
        s = solve_one(problem, raw, variants, starting=_telling(status) if status else None, max_seconds=left)
    explanation = problem.explain(s.args) if ns.explain and not s.unfinished else None
    if ns.json:
        obj = s.as_json()
        if explanation is not None:
            obj["explanation"] = explanation
        print(json.dumps(obj), file=io.stdout)
    else:
        if s.runs or s.errors:
            print_solved(s, out)
        for line in hanging(unfinished_line(s, max_seconds), out.width) if s.unfinished else []:
            out.print(Text(line, style="yellow"))
        if explanation is not None:
            out.print(explanation)
    if s.unfinished:
        return EXIT_UNFINISHED
    return EXIT_AGREE if s.agree else EXIT_DISAGREE


def _solve_jsonl(problem: Problem, variants: Sequence[Variant], ns: argparse.Namespace, io: Streams) -> int:
    """One result object per non-blank line, in order; a bad line gets an error object and exit 2 at the end."""
    what = "stdin" if ns.jsonl == "-" else ns.jsonl
    source = open_lines(ns.jsonl, io.stdin)
    status = EXIT_AGREE
    max_seconds = ns.max_seconds or problem.budget  # for each line
    try:
        for number, line in read_lines(source, what):
            try:
                if isinstance(line, InputError):
                    raise line
                if not line.strip():
                    continue
                raw = merge_options(problem, read_json(line, problem), ns)
                # One run a line, counted and timed at once: a batch of hard positions costs one solve each, not two.
                obj = solve_one(problem, raw, variants, timed=False, max_seconds=max_seconds).as_json()
                if not obj["agree"]:
                    status = max(status, EXIT_DISAGREE)
                if obj.get("finished") is False:
                    status = max(status, EXIT_UNFINISHED)
            except InputError as err:
                obj = {"problem": problem.key, "line": number, "error": str(err)}
                status = EXIT_BAD_INPUT
            print(json.dumps(obj), file=io.stdout, flush=True)
    finally:
        if ns.jsonl != "-":
            source.close()
    return status


# `kata solve c4 --analyze` and `--weak`: Pons' -a (each column's score) and -w (win, draw or loss). Both run each
# chosen variant another way (the problem's `analyze` or `weak`) under the same --max-seconds as a plain solve;
# --weak runs the strong solve too, so that each row shows the positions both explored.


def columns(scores: list[int | None]) -> str:
    """Each column's score, right-aligned with a space at least before each, `x` for a full column:
    ` -5 -5  2  x  x  x -5`, ` -15 -15   x`."""
    shown = ["x" if score is None else str(score) for score in scores]
    wide = max(3, 1 + max(map(len, shown), default=0))
    return "".join(f"{score:>{wide}}" for score in shown)


def _hook(problem: Problem, analyze: bool) -> Callable[[Variant, Args], Any]:
    """The problem's `analyze` or `weak`, refused before any solving where it has only the base class's."""
    default, own = (Problem.analyze, problem.analyze) if analyze else (Problem.weak, problem.weak)
    if not problem.overrides(default):
        raise InputError(f"--{default.__name__} is not available for problem {problem.key}: only c4 has it")
    return own


def run_mode(
    problem: Problem, raw: object, variants: Sequence[Variant], ns: argparse.Namespace, io: Streams, max_seconds: float
) -> int:
    """--analyze or --weak on one input: a table (or JSON), and exit 3 if --max-seconds stopped a variant."""
    if ns.analyze and ns.weak:
        raise InputError("give --analyze or --weak, not both")
    if ns.explain:
        raise InputError("--explain goes with a plain solve, not --analyze or --weak")
    started, hook, out = io.started, _hook(problem, ns.analyze), console(io.stdout)
    for line in [] if ns.json else hanging(heading(problem, raw), out.width):  # at once, before the wait
        out.print(line)
    status = None if ns.json else _progress(out)
    with status or contextlib.nullcontext():
        tell = _telling(status) if status else None
        left = max(0.1, max_seconds - (time.monotonic() - started))
        mode = solve_one(problem, raw, variants, starting=tell, max_seconds=left, call=hook)
        strong = None
        if ns.weak and mode.runs:  # the strong solve beside it, in what time is left
            chosen = [v for v in variants if v.name in mode.runs]
            left = max(0.1, started + max_seconds - time.monotonic())
            strong = solve_one(problem, raw, chosen, starting=tell, max_seconds=left)
    late = mode.unfinished or (strong is not None and strong.unfinished)
    if ns.json:
        print(json.dumps(_as_json(mode, strong, ns.analyze)), file=io.stdout)
    else:
        if mode.runs or mode.errors:
            if strong is None:
                print_solved(mode, out, columns, words=False)
                out.print(Text(f"the scores of columns 1 to {mode.args['width']}; x: a full column", style="dim"))
            else:
                _print_weak(mode, strong, out)
        for s in (mode, strong):
            if s is not None and s.unfinished:
                for line in hanging(unfinished_line(s, max_seconds), out.width):
                    out.print(line)
    if late:
        return EXIT_UNFINISHED
    return EXIT_AGREE if mode.agree else EXIT_DISAGREE


def _as_json(mode: Solved, strong: Solved | None, analyze: bool) -> dict[str, object]:
    """The solve's JSON with each result's answer also as "scores" (--analyze) or beside the strong one (--weak)."""
    obj = mode.as_json()
    for result in obj["results"]:  # type: ignore[attr-defined]
        name = result["variant"]
        if analyze and "answer" in result:
            result["scores"] = result.pop("answer")
        elif strong is not None and name in strong.runs:
            result["strong"] = {"answer": strong.runs[name].answer, "nodes": strong.runs[name].nodes}
    return obj


def _print_weak(weak: Solved, strong: Solved, out: Any) -> None:
    """One row a variant: the weak answer and its positions, the strong score and its positions."""
    p = weak.problem
    title = "weak: 1 win, 0 draw, -1 loss; strong: the score"  # the input is in the heading above
    table = Table(title=title, title_justify="left")
    for col in ("variant", "weak", "nodes", "time", "strong", "nodes "):
        table.add_column(col, justify="left" if col == "variant" else "right", no_wrap=True)
    for v in p.variants:
        if v.name in weak.runs:
            r, s = weak.runs[v.name], strong.runs.get(v.name)
            table.add_row(
                v.name,
                str(r.answer),
                "-" if r.nodes is None else f"{r.nodes:,}",
                seconds(r.seconds),
                "" if s is None else str(s.answer),
                "" if s is None or s.nodes is None else f"{s.nodes:,}",
            )
    print_fitted(out, table)
    if weak.skipped:
        names = ", ".join(weak.skipped)
        for line in hanging(f"{len(weak.skipped)} skipped (no weak mode, or past their limit): {names}", out.width):
            out.print(Text(line, style="dim"))
