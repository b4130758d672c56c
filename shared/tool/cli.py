"""`kata`: the command line of the kata (also `python -m problems`).

    kata                          every variant of every problem on LeetCode's examples
    kata list                     problems, variants, complexities, declared limits
    kata solve PROBLEM INPUT      every variant on one input: answer, nodes, seconds
    kata solve PROBLEM --jsonl -  one JSON input per line in, one JSON result per line out
    kata tree TREE                minimax and alpha-beta on an explicit tree, drawn
    kata bench PROBLEM            time and nodes over a ladder of sizes, with fitted growth
    kata play PROBLEM INPUT       play against the perfect bot

Exit status: 0 when the variants agree, 1 when they disagree, 2 for bad input
or usage. A person's mistake gets one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import random
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any, NoReturn, TextIO

from rich.console import Console
from rich.table import Table
from rich.text import Text
from rich.tree import Tree as RichTree

from shared.engine.errors import InputError
from shared.engine.trees import TreeGame, TreeReport, load_tree, solve_tree
from shared.tool.complexity import describe_fit, parse_growth
from shared.tool.registry import Args, CliOption, Problem, Variant, all_problems, find_problem
from shared.tool.timing import Run, measure, run_once

__all__ = ["main"]

EXIT_AGREE, EXIT_DISAGREE, EXIT_BAD_INPUT = 0, 1, 2


class UsageError(Exception):
    """argparse's complaint, carried to main() so it is printed as one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _console(stream: TextIO) -> Console:
    """A console that drops colour when NO_COLOR is set or the stream is not a terminal."""
    return Console(file=stream, no_color="NO_COLOR" in os.environ, highlight=False, soft_wrap=False)


def _problem_options() -> dict[str, tuple[CliOption, list[Problem]]]:
    """Every problem-specific flag, with the problems that declare it."""
    found: dict[str, tuple[CliOption, list[Problem]]] = {}
    for p in all_problems():
        for opt in p.options:
            found.setdefault(opt.flag, (opt, []))[1].append(p)
    return found


def _add_problem_options(parser: argparse.ArgumentParser) -> None:
    for flag, (opt, owners) in _problem_options().items():
        where = ", ".join(p.key for p in owners)
        if opt.takes_json:
            parser.add_argument(flag, dest=f"opt_{opt.key}", metavar="JSON", help=f"{opt.help} ({where})")
        else:
            parser.add_argument(
                flag, dest=f"opt_{opt.key}", action="store_true", default=None, help=f"{opt.help} ({where})"
            )


def _build_parser() -> _Parser:
    parser = _Parser(prog="kata", description="Adversarial-search katas, solved several ways side by side.")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    sub.add_parser("list", help="problems, variants, complexities and declared limits")

    solve = sub.add_parser("solve", help="run every variant on one input (or one per line with --jsonl)")
    solve.add_argument("problem", help="292, 486, 913, 1140, nim or ttt (LeetCode slugs work too)")
    solve.add_argument("input", nargs="?", help="LeetCode-shaped JSON, e.g. 7 or '[1,5,2]'")
    solve.add_argument("--jsonl", metavar="FILE", help="read one JSON input per line from FILE ('-' for stdin)")
    solve.add_argument("--variant", action="append", metavar="NAME", help="run only this variant (repeatable)")
    solve.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    solve.add_argument("--explain", action="store_true", help="say why the answer holds, where the problem can")
    _add_problem_options(solve)

    tree = sub.add_parser("tree", help="minimax and alpha-beta on an explicit game tree")
    tree.add_argument("tree", help="nested JSON lists, numbers at the leaves, root is MAX; '-' reads stdin")
    tree.add_argument("--json", action="store_true", help="print one JSON object instead of a drawing")

    bench = sub.add_parser("bench", help="time and nodes over a ladder of sizes, with the fitted growth")
    bench.add_argument("problem")
    bench.add_argument("--variant", action="append", metavar="NAME", help="bench only this variant (repeatable)")
    bench.add_argument("--max-seconds", type=float, default=5.0, metavar="S", help="time spent per variant (5)")
    bench.add_argument("--json", action="store_true", help="print the measurements as JSON")

    show = sub.add_parser("show", help="read a problem's variants side by side")
    show.add_argument("problem")
    show.add_argument("variants", nargs="*", metavar="VARIANT", help="which variants (default: all)")
    show.add_argument("--diff", nargs=2, metavar=("A", "B"), help="show what variant B changes from variant A")
    show.add_argument("--practice", action="store_true", help="show your practice/ version beside the reference")

    practice = sub.add_parser("practice", help="write a stub of a variant into practice/ to rewrite it yourself")
    practice.add_argument("problem")
    practice.add_argument("variant")
    practice.add_argument("--force", action="store_true", help="reset an existing attempt (a backup is kept)")

    check = sub.add_parser("check", help="run a problem's tests against your practice/ versions")
    check.add_argument("problem")
    check.add_argument("variants", nargs="*", metavar="VARIANT", help="which of your variants (default: all written)")

    play = sub.add_parser("play", help="play a game against the perfect bot")
    play.add_argument("problem")
    play.add_argument("input", help="the starting position, as for solve")
    play.add_argument("--cpu-first", action="store_true", help="the bot moves first")
    _add_problem_options(play)
    return parser


# --- reading input -----------------------------------------------------------------------------


def _read_json(text: str, problem: Problem) -> object:
    try:
        return json.loads(text)
    except RecursionError:
        raise InputError("INPUT is nested too deeply to read") from None
    except json.JSONDecodeError as err:
        if problem.bare_string and text.strip() and not text.lstrip().startswith(("[", "{", '"')):
            return text.strip()
        raise InputError(f"INPUT is not valid JSON: {err.msg} at column {err.colno}") from None


def _merge_options(problem: Problem, raw: object, ns: argparse.Namespace) -> object:
    """Fold the problem's own flags into its input, as its `parse` expects (see CliOption)."""
    given = {
        opt.key: (opt, getattr(ns, f"opt_{opt.key}"))
        for opt, _ in _problem_options().values()
        if getattr(ns, f"opt_{opt.key}", None) is not None
    }
    if not given:
        return raw
    merged: dict[str, object] = dict(raw) if isinstance(raw, dict) else {problem.param: raw}
    for key, (opt, value) in given.items():
        if opt not in problem.options:
            raise InputError(f"{opt.flag} does not apply to problem {problem.key}")
        merged[key] = _read_json(value, problem) if opt.takes_json else True
    return merged


def _variants(problem: Problem, names: Sequence[str] | None) -> list[Variant]:
    return [problem.variant(n) for n in names] if names else list(problem.variants)


# --- solve -------------------------------------------------------------------------------------


@dataclass
class Outcome:
    """Every chosen variant on one input: runs, skips, and whether they agree."""

    problem: Problem
    raw: object
    args: Args
    runs: dict[str, Run] = field(default_factory=dict)
    skipped: dict[str, str] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)

    @property
    def agree(self) -> bool:
        return not self.errors and len({json.dumps(r.answer) for r in self.runs.values()}) <= 1

    def as_json(self) -> dict[str, object]:
        results: list[dict[str, object]] = []
        for v in self.problem.variants:
            if v.name in self.runs:
                r = self.runs[v.name]
                results.append({"variant": v.name, "answer": r.answer, "nodes": r.nodes, "seconds": r.seconds})
            elif v.name in self.skipped:
                results.append({"variant": v.name, "skipped": self.skipped[v.name]})
            elif v.name in self.errors:
                results.append({"variant": v.name, "error": self.errors[v.name]})
        return {"problem": self.problem.key, "input": self.raw, "results": results, "agree": self.agree}


def solve_one(problem: Problem, raw: object, variants: Sequence[Variant]) -> Outcome:
    """Parse raw, then run each variant that promises an answer at this size."""
    args = problem.parse(raw)
    out = Outcome(problem, raw, args)
    for v in variants:
        reason = problem.skip_reason(v, args)
        if reason is not None:
            out.skipped[v.name] = reason
            continue
        try:
            out.runs[v.name] = run_once(problem, v, args)
        except InputError as err:  # a variant that declines these rules, e.g. a formula
            out.skipped[v.name] = str(err)
        except Exception as err:  # a bug in a variant is a disagreement to report, not a crash
            out.errors[v.name] = f"{type(err).__name__}: {err}"
    if not out.runs and not out.errors:
        limits = "; ".join(f"{name}: {why}" for name, why in out.skipped.items())
        raise InputError(f"no variant takes this input ({limits})")
    return out


def _short(value: object, width: int = 40) -> str:
    text = json.dumps(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def _seconds(s: float) -> str:
    if s < 1e-5:
        return f"{s * 1e6:.1f} µs"
    return f"{s * 1e6:.0f} µs" if s < 1e-3 else f"{s * 1e3:.1f} ms" if s < 1 else f"{s:.2f} s"


def _print_outcome(out: Outcome, console: Console) -> None:
    p = out.problem
    table = Table(title=f"{p.key} {p.title}: {p.param} = {_short(out.raw, 60)}", title_justify="left")
    for col in ("variant", "answer", "nodes", "time", "note"):
        table.add_column(col, justify="right" if col in ("nodes", "time") else "left")
    for v in p.variants:
        if v.name in out.runs:
            r = out.runs[v.name]
            nodes = "-" if r.nodes is None else f"{r.nodes:,}"
            table.add_row(v.name, json.dumps(r.answer), nodes, _seconds(r.seconds), "")
        elif v.name in out.skipped:
            table.add_row(v.name, "", "", "", Text(f"skipped: {out.skipped[v.name]}", style="dim"))
        elif v.name in out.errors:
            table.add_row(v.name, "", "", "", Text(f"error: {out.errors[v.name]}", style="red"))
    console.print(table)
    verdict = "all variants that ran agree" if out.agree else "the variants DISAGREE"
    console.print(Text(verdict, style="green" if out.agree else "bold red"))


def _exit_for(outcomes: Iterable[Outcome]) -> int:
    return EXIT_AGREE if all(o.agree for o in outcomes) else EXIT_DISAGREE


def _cmd_solve(ns: argparse.Namespace, stdout: TextIO, stdin: TextIO) -> int:
    problem = find_problem(ns.problem)
    variants = _variants(problem, ns.variant)
    if ns.jsonl is not None:
        if ns.input is not None:
            raise InputError("give either INPUT or --jsonl FILE, not both")
        return _solve_jsonl(problem, variants, ns, stdout, stdin)
    if ns.input is None:
        raise InputError(f"solve {problem.key} needs an INPUT (e.g. {json.dumps(problem.examples[0])}) or --jsonl FILE")
    if ns.explain and problem.explain is None:
        raise InputError(f"--explain is not available for problem {problem.key}")
    raw = _merge_options(problem, _read_json(ns.input, problem), ns)
    out = solve_one(problem, raw, variants)
    explanation = problem.explain(out.args) if ns.explain and problem.explain else None
    if ns.json:
        obj = out.as_json()
        if explanation is not None:
            obj["explanation"] = explanation
        print(json.dumps(obj), file=stdout)
    else:
        console = _console(stdout)
        _print_outcome(out, console)
        if explanation is not None:
            console.print(explanation)
    return _exit_for([out])


def _solve_jsonl(
    problem: Problem, variants: Sequence[Variant], ns: argparse.Namespace, stdout: TextIO, stdin: TextIO
) -> int:
    if ns.jsonl == "-":
        return _solve_lines(problem, variants, ns, stdin, stdout)
    try:
        with open(ns.jsonl, encoding="utf-8") as lines:
            return _solve_lines(problem, variants, ns, lines, stdout)
    except OSError as err:
        raise InputError(f"cannot read {ns.jsonl}: {err.strerror}") from None


def _solve_lines(
    problem: Problem, variants: Sequence[Variant], ns: argparse.Namespace, lines: TextIO, stdout: TextIO
) -> int:
    """One result object per non-blank line, in order; a bad line gets an error object and exit 2 at the end."""
    status = EXIT_AGREE
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            raw = _merge_options(problem, _read_json(line, problem), ns)
            obj = solve_one(problem, raw, variants).as_json()
            if not obj["agree"]:
                status = max(status, EXIT_DISAGREE)
        except InputError as err:
            obj = {"problem": problem.key, "line": number, "error": str(err)}
            status = EXIT_BAD_INPUT
        print(json.dumps(obj), file=stdout, flush=True)
    return status


# --- the main job and list ---------------------------------------------------------------------


def _cmd_examples(stdout: TextIO) -> int:
    console = _console(stdout)
    table = Table(title="Every variant on LeetCode's examples", title_justify="left")
    for col in ("problem", "input", "variant", "answer", "agree", "nodes", "time"):
        table.add_column(col, justify="right" if col in ("nodes", "time") else "left")
    outcomes = []
    for p in all_problems():
        for raw in p.examples:
            out = solve_one(p, raw, p.variants)
            outcomes.append(out)
            mark = Text("yes", style="green") if out.agree else Text("NO", style="bold red")
            for i, (name, r) in enumerate(out.runs.items()):
                nodes = "-" if r.nodes is None else f"{r.nodes:,}"
                table.add_row(
                    p.key if i == 0 else "",
                    _short(raw, 28) if i == 0 else "",
                    name,
                    json.dumps(r.answer),
                    mark,
                    nodes,
                    _seconds(r.seconds),
                )
            for name, why in out.errors.items():
                table.add_row("", "", name, Text(why, style="red"), mark, "", "")
            table.add_section()
    console.print(table)
    bad = sum(not o.agree for o in outcomes)
    summary = f"{len(outcomes)} inputs, " + ("all variants agree" if not bad else f"{bad} with disagreement")
    console.print(Text(summary, style="green" if not bad else "bold red"))
    console.print("Try next: kata list, kata show 292, kata practice 292 memoized")
    return _exit_for(outcomes)


def _cmd_list(stdout: TextIO) -> int:
    console = _console(stdout)
    wide = console.width >= 120  # room for each technique's words; `kata show` has them all anyway
    table = Table(title="Problems and their variants", title_justify="left")
    for col in ("variant", "time", "space"):
        table.add_column(col, no_wrap=True)
    table.add_column("declared limit", no_wrap=True, justify="right")
    if wide:
        table.add_column("technique", overflow="fold")
    for p in all_problems():
        table.add_row(Text(f"{p.key} {p.title}", style="bold"), "", "", Text(f"in {p.size_name}", style="dim"))
        for v in p.variants:
            technique = v.summary.split(". Time")[0].split(" Time ")[0]
            table.add_row(f"  {v.name}", v.time, v.space, f"{v.limit:,}", *([technique] if wide else []))
        table.add_section()
    console.print(table)
    return EXIT_AGREE


# --- tree --------------------------------------------------------------------------------------

DRAW_LIMIT = 400  # nodes; a bigger tree is summarised, not drawn
DRAW_DEPTH = 40  # levels; a deeper drawing would run off the right edge


def _draw_tree(report: TreeReport, game: TreeGame) -> RichTree:
    from shared.engine.search import minimax

    def value_at(path: tuple[int, ...]) -> float:
        v = minimax(game, path).value
        return v if game.to_move(path) == "MAX" else -v

    def label(path: tuple[int, ...]) -> Text:
        node = game.nodes[path]
        on_pv = path == report.pv[: len(path)]
        style = "bold" if on_pv else ""
        if not isinstance(node, list):
            return Text(f"{node:g}", style=style)
        return Text(f"{game.to_move(path)} {value_at(path):g}", style=style)

    root = RichTree(label(()))
    stack: list[tuple[tuple[int, ...], RichTree, bool]] = [((), root, False)]
    while stack:
        path, branch, cut = stack.pop()
        node = game.nodes[path]
        if not isinstance(node, list):
            continue
        for i in range(len(node)):
            child = (*path, i)
            pruned = cut or child in report.pruned
            text = label(child)
            if child in report.pruned:
                text.append("  ✂ pruned", style="yellow")
            if pruned:
                text.stylize("dim")
            stack.append((child, branch.add(text), pruned))
    return root


def _cmd_tree(ns: argparse.Namespace, stdout: TextIO, stdin: TextIO) -> int:
    text = stdin.read() if ns.tree == "-" else ns.tree
    tree = load_tree(text)
    report = solve_tree(tree)
    if ns.json:
        print(json.dumps(report.as_json()), file=stdout)
        return EXIT_AGREE
    console = _console(stdout)
    console.print(f"value {report.value:g}, best move {report.best_move}, principal variation {list(report.pv)}")
    console.print(f"minimax entered {report.minimax_nodes} nodes, alpha-beta {report.alpha_beta_nodes}")
    game = TreeGame(tree)
    if len(game.nodes) <= DRAW_LIMIT and max(map(len, game.nodes)) <= DRAW_DEPTH:
        console.print(_draw_tree(report, game))
    else:
        console.print(f"({len(game.nodes)} nodes: too big to draw; --json lists the pruned branches)")
    return EXIT_AGREE


# --- bench -------------------------------------------------------------------------------------


def ladder(limit: int, exponential: bool, points: int = 8) -> list[int]:
    """Sizes to measure: evenly spaced for exponential costs, geometric for polynomial ones."""
    if limit <= points or exponential:
        low = max(1, limit // 2) if exponential and limit > points else 1
        step = max(1, (limit - low) // (points - 1))
        sizes = list(range(low, limit + 1, step))
    else:
        low = max(1, limit // 1000)
        # Odd sizes: a parity shortcut (486's even rows) would otherwise hide the worst case.
        sizes = sorted({min(limit, round(low * (limit / low) ** (k / (points - 1))) | 1) for k in range(points)})
    if sizes[-1] != limit:
        sizes.append(limit)
    return sizes


@dataclass
class BenchRow:
    """One variant's measurements over its ladder."""

    variant: Variant
    points: list[tuple[int, Run]] = field(default_factory=list)
    stopped: str = ""

    def fit(self) -> str:
        growth = parse_growth(self.variant.time)
        counted = all(r.nodes for _, r in self.points)
        data = [(float(s), float(r.nodes if counted and r.nodes else r.seconds)) for s, r in self.points]
        top = data[len(data) // 2 :] if len(data) >= 4 else data
        measured = describe_fit(growth, top)
        return measured if counted else f"{measured} (s)"


@contextmanager
def _progress(enabled: bool, total: int) -> Iterator[Any]:
    if not enabled:
        yield None
        return
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(
        TextColumn("{task.description}"), BarColumn(), TimeElapsedColumn(), transient=True, console=Console(stderr=True)
    ) as bar:
        yield (bar, bar.add_task("bench", total=total))


def bench_variant(problem: Problem, v: Variant, max_seconds: float, on_point: Any = None) -> BenchRow:
    """Measure v over its ladder, stopping once max_seconds are spent."""
    row = BenchRow(v)
    spent = 0.0
    for size in ladder(v.limit, parse_growth(v.time).stepwise):
        try:
            args = problem.parse(problem.input_for(v, size, random.Random(size)))
        except InputError:
            continue  # below the problem's smallest input (913's graphs have at least 3 nodes)
        if declined := problem.skip_reason(v, args):
            row.stopped = f"skipped: {declined}"
            break
        start = time.perf_counter()
        run = measure(problem, v, args, repeats=5, max_seconds=max(0.2, max_seconds / 10))
        spent += time.perf_counter() - start
        row.points.append((size, run))
        if on_point:
            on_point(f"{problem.key} {v.name} {problem.size_name}={size:,}")
        if spent > max_seconds and size != v.limit:
            row.stopped = f"stopped after {spent:.1f} s (--max-seconds {max_seconds:g})"
            break
    return row


def _cmd_bench(ns: argparse.Namespace, stdout: TextIO) -> int:
    problem = find_problem(ns.problem)
    if not ns.max_seconds > 0 or math.isinf(ns.max_seconds):
        raise InputError("--max-seconds must be a positive number")
    variants = _variants(problem, ns.variant)
    rows = []
    with _progress(sys.stderr.isatty() and not ns.json, len(variants)) as bar:
        for v in variants:
            if bar:
                bar[0].update(bar[1], description=f"{problem.key} {v.name}")

            def note(text: str) -> None:
                if bar:
                    bar[0].update(bar[1], description=text)

            rows.append(bench_variant(problem, v, ns.max_seconds, note))
            if bar:
                bar[0].advance(bar[1])
    if ns.json:
        print(
            json.dumps(
                {
                    "problem": problem.key,
                    "variants": [
                        {
                            "variant": row.variant.name,
                            "declared": row.variant.time,
                            "fitted": row.fit(),
                            "points": [{"size": s, "seconds": r.seconds, "nodes": r.nodes} for s, r in row.points],
                        }
                        for row in rows
                    ],
                }
            ),
            file=stdout,
        )
        return EXIT_AGREE
    console = _console(stdout)
    summary = Table(title=f"kata bench {problem.key} ({problem.title}), median of runs", title_justify="left")
    summary.caption = f"fitted: growth of nodes (or seconds) over the upper half of the ladder; at: {problem.size_name}"
    for col in ("variant", "declared", "fitted", "at", "time", "nodes"):
        summary.add_column(col, justify="left" if col in ("variant", "declared", "fitted") else "right", no_wrap=True)
    for row in rows:
        if not row.points:
            summary.add_row(row.variant.name, row.variant.time, "-", "-", "-", "-")
            continue
        size, run = row.points[-1]
        summary.add_row(
            row.variant.name,
            row.variant.time,
            row.fit(),
            f"{size:,}",
            _seconds(run.seconds),
            "-" if run.nodes is None else f"{run.nodes:,}",
        )
    console.print(summary)
    for row in rows:
        detail = Table(title=row.variant.name, title_justify="left", box=None, caption=row.stopped or None)
        detail.add_column(problem.size_name, justify="right")
        detail.add_column("seconds", justify="right")
        detail.add_column("nodes", justify="right")
        for size, run in row.points:
            detail.add_row(f"{size:,}", _seconds(run.seconds), "-" if run.nodes is None else f"{run.nodes:,}")
        console.print(detail)
    return EXIT_AGREE


# --- show, practice, check ---------------------------------------------------------------------


def _cmd_show(ns: argparse.Namespace, stdout: TextIO) -> int:
    from shared.tool.practice import load_practice
    from shared.tool.show import diff_variants, print_show

    problem = find_problem(ns.problem)
    console = _console(stdout)
    if ns.diff:
        if ns.variants:
            raise InputError("give either VARIANT names or --diff A B, not both")
        a, b = (problem.variant(name) for name in ns.diff)
        if ns.practice:
            b = load_practice(problem, [b.name])[0]
        console.print(diff_variants(a, b))
        return EXIT_AGREE
    chosen = _variants(problem, ns.variants)
    if ns.practice:
        mine = load_practice(problem, [v.name for v in chosen] if ns.variants else None)
        chosen = [x for v in mine for x in (problem.variant(v.name), replace(v, name=f"{v.name} (yours)"))]
    print_show(console, problem, chosen)
    return EXIT_AGREE


def _cmd_practice(ns: argparse.Namespace, stdout: TextIO) -> int:
    from shared.tool.practice import write_stub

    problem = find_problem(ns.problem)
    v = problem.variant(ns.variant)
    said = write_stub(problem, v, force=ns.force)
    print(said, file=stdout)
    print(f"next: write {v.name}() there, then run: kata check {problem.key} {v.name}", file=stdout)
    return EXIT_AGREE


def _cmd_check(ns: argparse.Namespace, stdout: TextIO) -> int:
    from shared.tool.practice import check_variant, load_practice

    problem = find_problem(ns.problem)
    console = _console(stdout)
    all_ok = True
    for v in load_practice(problem, ns.variants or None):
        console.print(Text(f"{problem.key} {v.name} (yours), target Time {v.time}, Space {v.space}", style="bold"))
        passed = failed = 0
        for verdict in check_variant(problem, v):
            if verdict.skipped:
                console.print(Text(f"  -  {verdict.label}: {verdict.detail}", style="dim"))
                continue
            mark, style = ("ok  ", "green") if verdict.ok else ("FAIL", "bold red")
            line = Text.assemble(("  " + mark, style), f" {verdict.label}")
            if verdict.detail:
                line.append(f"\n        {verdict.detail}", style="" if verdict.ok else "red")
            console.print(line)
            passed, failed = passed + verdict.ok, failed + (not verdict.ok)
        all_ok = all_ok and failed == 0
        console.print(Text(f"  {passed} passed, {failed} failed", style="green" if not failed else "bold red"))
    return EXIT_AGREE if all_ok else EXIT_DISAGREE


# --- play --------------------------------------------------------------------------------------


def _cmd_play(ns: argparse.Namespace, stdout: TextIO, stdin: TextIO) -> int:
    problem = find_problem(ns.problem)
    if problem.play is None:
        playable = ", ".join(p.key for p in all_problems() if p.play is not None) or "none yet"
        raise InputError(f"problem {problem.key} cannot be played (playable: {playable})")
    raw = _merge_options(problem, _read_json(ns.input, problem), ns)
    session = problem.play(problem.parse(raw))
    play = importlib.import_module("shared.tool.play")  # the terminal loop; only `kata play` needs it
    return int(play.run(session, cpu_first=ns.cpu_first, stdin=stdin, stdout=stdout))


# --- entry point -------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None, *, stdout: TextIO | None = None, stdin: TextIO | None = None) -> int:
    """Run `kata` with argv; return the exit status."""
    out = stdout or sys.stdout
    inp = stdin or sys.stdin
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if not args:
            return _cmd_examples(out)
        ns = _build_parser().parse_args(args)
        if ns.command == "list":
            return _cmd_list(out)
        if ns.command == "solve":
            return _cmd_solve(ns, out, inp)
        if ns.command == "tree":
            return _cmd_tree(ns, out, inp)
        if ns.command == "bench":
            return _cmd_bench(ns, out)
        if ns.command == "show":
            return _cmd_show(ns, out)
        if ns.command == "practice":
            return _cmd_practice(ns, out)
        if ns.command == "check":
            return _cmd_check(ns, out)
        if ns.command == "play":
            return _cmd_play(ns, out, inp)
        raise UsageError(f"unknown command {ns.command!r}")
    except (InputError, UsageError) as err:
        print(f"kata: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("kata: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return EXIT_AGREE
