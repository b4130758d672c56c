"""`kata` with no arguments: the main job, every variant of every problem on LeetCode's examples.

One row per example, grouped by family, printed as soon as that example is solved (the job takes seconds; a
table printed at the end left the terminal silent until then): the answer, how many variants ran on it (the
others skip it as past their declared limit), and the nodes entered by the most thorough variant and the least
(named). Where the row's columns do not fit the terminal, each example is printed as a record instead.
`kata solve KEY INPUT` has the detail.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from rich.console import Console
from rich.status import Status
from rich.text import Text

from shared.tool.catalog import all_problems
from shared.tool.cli.common import EXIT_AGREE, EXIT_DISAGREE, Heartbeat, Streams, console
from shared.tool.measure.solving import Solved, solve_one
from shared.tool.registry import Variant
from shared.tool.text import clip, hanging, seconds

__all__ = ["run"]

INPUT, ANSWER, RAN, TIME = 16, 9, 8, 9  # columns of the fixed-width cells ("10 of 10", "881.5 ms")
GAP = "  "
NODES_ROOM, NODES_MOST = 22, 30  # the nodes cell's room, "549,946 → 765 symmetry"; a longer one continues below


def _arrow(encoding: str | None) -> str:
    """→, or -> where the output cannot carry it (PYTHONIOENCODING=ascii): the columns are counted with it."""
    try:
        "→".encode(encoding or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return "->"
    return "→"


def _nodes(runs: dict[str, tuple[int | None, float]], arrow: str = "→") -> str:
    """The widest and the narrowest search, by nodes entered: "549,946 → 765 symmetry"."""
    counted = sorted(((nodes, name) for name, (nodes, _) in runs.items() if nodes is not None), reverse=True)
    if not counted:
        return "-"
    most, (least, name) = counted[0][0], counted[-1]
    return f"{most:,}" if most == least else f"{most:,} {arrow} {least:,} {name}"


@dataclass
class _Layout:
    """Where the cells go: one row when the fixed cells and the nodes' room fit the width; two rows (the nodes
    below) when only the fixed cells do; else a record, label and value pairs wrapped under the key."""

    out: Console
    key: int

    @property
    def fixed(self) -> int:
        return self.key + INPUT + ANSWER + RAN + TIME + 4 * len(GAP)

    @property
    def nodes_room(self) -> int:
        """Columns for the nodes cell in a one-row layout; 0 when it goes below."""
        room = self.out.width - self.fixed - len(GAP)
        return min(room, NODES_MOST) if room >= NODES_ROOM else 0

    def header(self) -> None:
        self.out.print(Text("Every variant on LeetCode's examples", style="bold"))
        for line in hanging(
            "ran: the variants that took the input (the rest skip it as past their declared limit); an answer "
            "is shown when all that ran agree on it. time: all that ran, added up.",
            self.out.width,
        ):
            self.out.print(Text(line, style="dim"))
        if self.fixed > self.out.width:
            return
        cells = ["key".ljust(self.key), "input".ljust(INPUT), "answer".ljust(ANSWER), "ran".ljust(RAN)]
        if self.nodes_room:
            cells.append(f"nodes: most {_arrow(self.out.encoding)} fewest".ljust(self.nodes_room))
        line = GAP.join([*cells, "time, all".rjust(TIME)])
        self.out.print(Text(line, style="bold"))
        if not self.nodes_room:
            heading = f"nodes: most {_arrow(self.out.encoding)} fewest"
            self.out.print(Text(" " * (self.key + len(GAP)) + heading, style="bold"))

    def row(self, key: str, shown: str, answer: Text, ran: str, nodes: str, time: str) -> None:
        width, indent = self.out.width, " " * (self.key + len(GAP))
        if self.fixed > width:  # a record: the key and input, then label-value pairs wrapped under them
            self.out.print(Text(key.ljust(self.key) + GAP + clip(shown, width - len(indent))))
            pairs = [Text.assemble(("answer ", "dim"), answer), Text(f"ran {ran}"), Text(f"time, all {time}")]
            pairs += [Text(f"nodes {nodes}")]
            line = Text(indent)
            for pair in pairs:
                if line.cell_len + pair.cell_len + len(GAP) > width and line.plain.strip():
                    self.out.print(line)
                    line = Text(indent)
                line.append_text(Text(GAP if line.plain.strip() else "") + pair)
            self.out.print(line)
            return
        lead = Text(GAP.join([key.ljust(self.key), clip(shown, INPUT).ljust(INPUT)]) + GAP)
        answer.pad_right(ANSWER - answer.cell_len)
        cells: list[Text | str] = [lead, answer, GAP, ran.ljust(RAN), GAP]
        room = self.nodes_room
        below = hanging(indent + nodes, width)
        if room:
            first, *below = hanging(nodes, room)
            below = [" " * (self.fixed - TIME - room - len(GAP)) + more for more in below]
            cells += [first.ljust(room), GAP]
        self.out.print(Text.assemble(*cells, time.rjust(TIME)))
        for more in below:
            self.out.print(more)


def run(io: Streams) -> int:
    """Print one row per example as it is solved, grouped; exit 1 if the variants disagree anywhere."""
    out = console(io.stdout)
    problems = all_problems()
    layout = _Layout(out, max(len("key"), *(len(p.key) for p in problems)))
    layout.header()
    solved: list[Solved] = []
    groups = dict.fromkeys(p.group for p in problems)
    status = out.status("solving…", spinner="line") if out.is_terminal else Heartbeat("kata: ", out.width)
    with status:
        for group in groups:
            if group and len(groups) > 1:
                out.print(Text(("\n" if solved else "") + group, style="bold"))
            for p in (p for p in problems if p.group == group):
                for i, raw in enumerate(p.examples):
                    shown = ", ".join(json.dumps(v) for v in raw.values()) if isinstance(raw, dict) else str(raw)
                    s = solve_one(p, raw, p.variants, starting=_telling(status, f"solving {p.key} {clip(shown, 24)}: "))
                    solved.append(s)
                    _print_row(layout, p.key if i == 0 else "", shown, s)
    for s in solved:
        for name, why in s.errors.items():
            for line in hanging(f"{s.problem.key} {clip(s.raw, 30)}: {name} failed: {why}", out.width):
                out.print(Text(line, style="red"))
    bad = sum(not s.agree for s in solved)
    skipped = sum(len(s.skipped) for s in solved)
    summary = f"{len(solved)} inputs, " + ("every variant that ran agrees" if not bad else f"{bad} with disagreement")
    if skipped:
        summary += f"; {skipped} runs skipped as past a variant's limit"
    for line in hanging(summary, out.width):
        out.print(Text(line, style="green" if not bad else "bold red"))
    for line in hanging("Try next: kata list, kata show 292, kata practice 292 memoized", out.width):
        out.print(line)
    return EXIT_AGREE if not bad else EXIT_DISAGREE


def _telling(status: Status | Heartbeat, doing: str) -> Callable[[Variant], None]:
    """What the spinner (in a pipe, the heartbeat on stderr) says as each variant starts: the example and the
    variant (naive on ttt's empty board takes seconds)."""
    return lambda v: status.update(doing + v.name)


def _print_row(layout: _Layout, key: str, shown: str, s: Solved) -> None:
    answers = {json.dumps(r.answer) for r in s.runs.values()}
    if s.agree:
        answer = Text(clip(str(next(iter(answers))), ANSWER) if answers else "-")
    else:
        answer = Text(clip("NO: " + (", ".join(sorted(answers)) or "errors"), 40), style="bold red")
    total = len(s.runs) + len(s.errors) + len(s.skipped)
    ran = f"{len(s.runs)} of {total}"
    time = seconds(sum(r.seconds for r in s.runs.values()))
    nodes = _nodes({name: (r.nodes, r.seconds) for name, r in s.runs.items()}, _arrow(layout.out.encoding))
    layout.row(key, shown, answer, ran, nodes, time)
