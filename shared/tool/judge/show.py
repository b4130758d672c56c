"""How the judge shows what happened on one input: the input by parameter, what the code printed, why it failed.

Everything here was made by the learner's code or file, so all of it is
shown escaped and cut to fit 80 columns (`shared.tool.text`).
"""

from __future__ import annotations

import json
import re
import sys
import textwrap
from dataclasses import dataclass

from shared.tool.judge.wire import JobResult
from shared.tool.text import clip, clip_printed, plural
from shared.tool.text import seconds as say_seconds

__all__ = [
    "SHOWN",
    "WIDTH",
    "Failure",
    "PrintedLines",
    "Verdict",
    "fold",
    "plural",
    "problem_text",
    "recursion_note",
    "secs",
    "show_input",
    "show_printed",
    "wrap_words",
]

WIDTH = 80
SHOWN = 3  # failures shown, each with how many more fail the same way

PrintedLines = tuple[tuple[str, ...], int]  # the first lines the learner's code printed, and how many in all
Failure = tuple[object, str, PrintedLines]  # the input, what went wrong, what the code printed on it


@dataclass(frozen=True)
class Verdict:
    """One level's verdict: ok True (passed), False (failed) or None (reported, not judged)."""

    level: str  # "file", "cases", "random", "honest", "fast", "stretch"
    ok: bool | None
    line: str
    details: tuple[str, ...] = ()


def wrap_words(text: str, width: int) -> list[str]:
    """Prose cut into lines of at most width, between words."""
    return textwrap.wrap(text, width) or [""]


def _wrap(text: str, width: int) -> list[str]:
    """text cut into lines of at most width, after a comma where it can be, the rest indented by 2."""
    lines = []
    while len(text) > width:
        cut = text.rfind(", ", 0, width - 1) + 1 or text.rfind(",", 0, width) + 1 or width
        lines.append(text[:cut].rstrip())
        text = "  " + text[cut:].lstrip()
    return [*lines, text]


def show_input(raw: object, width: int = WIDTH - 11) -> list[str]:
    """An input as LeetCode shows it, each parameter by name (`nums = [1, 5, 2]`), in lines of at most width.

    A short parameter is never cut; one longer than 6 lines keeps its first 4 and says how big it is.
    """
    named = raw if isinstance(raw, dict) else {"": raw}
    items = []
    for name, value in named.items():
        text = clip(json.dumps(value) if isinstance(value, str) else value, 10**9)
        part = _wrap(f"{name} = {text}" if name else text, width)
        if len(part) > 6:
            size = f"{len(value):,} items" if isinstance(value, list | str) else f"{len(text):,} characters"
            part = [*part[:4], f"  ... ({size} in all)"]
        items.append(part)
    lines: list[str] = []
    for part in items:  # short parameters share a line: `maxChoosableInteger = 5, desiredTotal = 12`
        if lines and len(part) == 1 and len(lines[-1]) + 2 + len(part[0]) <= width and not lines[-1][0].isspace():
            lines[-1] += ", " + part[0]
        else:
            if lines:
                lines[-1] += ","
            lines += part
    return lines


def show_printed(printed: PrintedLines, width: int = WIDTH - 8) -> list[str]:
    """What the learner's code printed on one input, a few lines of it, for print-debugging."""
    lines, count = printed
    if not count:
        return []
    head = f"your code printed {count:,} line{'s' * (count != 1)}" + (
        f", the first {len(lines)}:" if count > len(lines) else ":"
    )
    return [head, *(f"  | {clip_printed(line, width - 4)}" for line in lines)]


def fold(failures: list[Failure]) -> tuple[str, ...]:
    """Each kind of failure, on the first input it happened to, then how many more fail the same way."""
    groups: dict[str, list[tuple[object, PrintedLines]]] = {}
    for where, what, printed in failures:
        groups.setdefault(what, []).append((where, printed))
    lines = []
    for what, wheres in list(groups.items())[:SHOWN]:
        lines.append(f"{clip(what, WIDTH - 8 - len(', on'))}, on")
        lines += [f"  {line}" for line in show_input(wheres[0][0])]
        lines += show_printed(wheres[0][1])
        if len(wheres) > 1:
            lines.append(f"and {len(wheres) - 1} more like it")
    hidden = sum(len(w) for w in list(groups.values())[SHOWN:])
    if hidden:
        lines.append(f"and {hidden} more failing in other ways")
    return tuple(lines)


DEEPEST = 10**6  # the recursion limit the child sets (shared.tool.judge.child.RECURSION_LIMIT)


def recursion_note(error: str = "") -> str:
    """One line on why a recursion failed, and what to do; error: the RecursionError's line, naming the limit."""
    limit = re.search(r"\(limit (\d+)\)", error)
    if limit is not None and int(limit[1]) < DEEPEST:
        return f"your code set the recursion limit to {int(limit[1]):,}; kata allows 10^6: leave it out"
    if sys.version_info >= (3, 12):
        version = f"{sys.version_info[0]}.{sys.version_info[1]}"
        return f"Python {version} caps recursion through C code like any(): use a for loop"
    return "too deep even for a 512 MB stack: use an explicit stack or bottom_up"


def problem_text(outcome: JobResult, timeout: float) -> str:
    """What went wrong in one job, in a few words."""
    if outcome.status == "timeout":
        return f"still running after {timeout:g} s"
    if outcome.status == "died":
        return f"your code {outcome.value}"
    kind, text = outcome.value
    if kind == "NotImplementedError":
        return "not written yet (raises NotImplementedError)"
    if kind == "RecursionError":
        return "RecursionError: too deep"
    if kind in ("TamperedError", "BorrowedError"):  # the judge's or a chapter's code: say so, not the class
        return clip(str(text).partition(": ")[2], 70)
    return clip(str(text), 50)


def secs(s: float) -> str:
    return say_seconds(s)
