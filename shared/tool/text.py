"""How the tool writes values, durations and code for a person: values on one line cut to fit; code continued,
never cut; and the console it writes tables on."""

from __future__ import annotations

import errno
import json
import math
import os
import re
import textwrap
import unicodedata
from types import FunctionType
from typing import TextIO

from rich.cells import cell_len, get_character_cell_size
from rich.console import Console
from rich.text import Text

__all__ = [
    "CONTINUED",
    "clip",
    "clip_printed",
    "console",
    "constraints",
    "continued",
    "escaped",
    "fitted",
    "hanging",
    "is_variant",
    "mark_for",
    "one_paragraph",
    "ordinal",
    "parse_complexity",
    "seconds",
    "shortened",
]

CONTINUED = "↪"  # starts the rest of a line too long for the width, under the line's own indentation
_ASCII = {CONTINUED: ">>"}  # where the output's encoding has no such character (PYTHONIOENCODING=ascii)


def clip(value: object, width: int = 40) -> str:
    """Value as LeetCode's JSON would print it, on one line, cut to `width` characters with '...'."""
    try:
        text = value if isinstance(value, str) else json.dumps(value)
    except (TypeError, ValueError):  # not JSON at all (a learner's lambda): say what it is
        text = f"<{type(value).__name__}>"
    except RecursionError:
        text = "<nested too deeply to show>"
    return _cut(escaped(" ".join(text.split())), width)


def clip_printed(line: str, width: int) -> str:
    """A line some code printed, as it looked: spacing kept (a table's columns line up), tabs expanded,
    control characters escaped (an ANSI escape would recolour or clear the learner's terminal), cut to width."""
    return _cut(escaped(line.expandtabs(4)), width)


def escaped(text: str) -> str:
    """Each character a terminal would act on rather than show (ESC, NUL, a right-to-left override) as its escape."""
    if text.isprintable():  # the usual case, at C speed: a shown input can be a million characters
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


LONGEST_WORD = 60  # characters of one word (a file name) shown whole in a message; longer ones lose their middle


def shortened(text: str | bytes, longest: int = LONGEST_WORD) -> str:
    """text as kata shows it in a message: decoded by the file system's rules (`os.fsdecode`), escaped, and each
    word (a file name, a path) longer than `longest` cut in its middle to `longest` characters."""
    raw: bytes = text if isinstance(text, bytes) else b""
    if isinstance(text, str):
        try:  # back to the bytes the file system holds (surrogate-escaped under a POSIX locale), then read as UTF-8
            raw = os.fsencode(text)
        except UnicodeError:
            raw = text.encode("utf-8", "backslashreplace")
    shown = raw.decode("utf-8", "backslashreplace")  # a byte that is not UTF-8 shown as its escape
    words = escaped(shown).split(" ")
    half = max(1, (longest - 3) // 2)
    return " ".join(w if len(w) <= longest else f"{w[:half]}...{w[-half:]}" for w in words)


SHORTEST_WORD = 15  # a word cut to fit a message keeps this much: "/home/a...s/x.py" still says which file


def fitted(message: str | bytes, width: int) -> str:
    """message as kata prints it within width columns: shortened (escaped, each very long word cut in its middle),
    then on one line if cutting the middle folders of its paths makes it fit; else wrapped at spaces, each row
    after the first under the message's first word ("kata: "), a word wider than a row cut in its middle. One
    message that fits, with every word that says what was wrong and what is allowed kept whole."""
    words = shortened(message).split(" ")
    cut = list(words)
    while (excess := cell_len(" ".join(cut)) - width) > 0:
        paths = [i for i, w in enumerate(cut) if "/" in w and len(w) > SHORTEST_WORD]
        if not paths:
            break
        longest = max(paths, key=lambda i: cell_len(cut[i]))
        cut[longest] = _middle_cut(cut[longest], max(SHORTEST_WORD, len(cut[longest]) - excess))
    if excess <= 0:
        return " ".join(cut)
    first = words[0]
    pad = " " * (len(first) + 1 if first.endswith(":") and len(first) < width // 3 else 2)
    room = max(SHORTEST_WORD, width - len(pad))
    words = [w if cell_len(w) <= room else _middle_cut(w, room) for w in words]
    rows = textwrap.wrap(" ".join(words), width, subsequent_indent=pad, break_long_words=False, break_on_hyphens=False)
    return "\n".join(rows) or " ".join(words)


def _middle_cut(word: str, keep: int) -> str:
    """word cut to `keep` characters in its middle, where '...' marks what was left out."""
    if keep >= len(word):
        return word
    head = (keep - 3 + 1) // 2
    return f"{word[:head]}...{word[len(word) - (keep - 3 - head) :]}"


def _columns(c: str) -> int:
    """How many terminal columns a printable character takes: 2 for a wide (CJK) one, 0 for a combining mark."""
    return 0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1


def _cut(text: str, width: int) -> str:
    """text if it fits in width columns, else as much as fits before '...'."""
    if text.isascii():
        return text if len(text) <= width else text[: max(0, width - 3)] + "..."
    if sum(_columns(c) for c in text) <= width:
        return text
    room, used = max(0, width - 3), 0
    for end, c in enumerate(text):
        used += _columns(c)
        if used > room:
            return text[:end] + "..."
    return text


def one_paragraph(doc: str | None) -> str | None:
    """doc's words as one line where doc is one paragraph (a line, or lines wrapped to fit 80 columns), else None:
    a chapter variant's docstring, which kata reads as the one line it would be on a wider page."""
    lines = (doc or "").strip().splitlines()
    return " ".join(" ".join(lines).split()) if lines and all(line.strip() for line in lines) else None


def _balanced(text: str, start: int) -> str:
    """Return the `O(...)` that starts at text[start], nested parentheses included."""
    depth = 0
    for i in range(start + 1, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return text[start : i + 1]
    raise ValueError(f"unbalanced parentheses in {text!r}")


def parse_complexity(doc: str) -> tuple[str, str]:
    """Read `Time O(...)` and `Space O(...)` from a variant's docstring, read as one line."""
    found = {}
    for label in ("Time", "Space"):
        match = re.search(rf"\b{label}:? (?=O\()", doc)
        if match is None:
            raise ValueError(f"docstring does not state '{label} O(...)': {doc!r}")
        found[label] = _balanced(doc, match.end())
    return found["Time"], found["Space"]


def is_variant(func: FunctionType, chapter: str) -> bool:
    """Is func one of the variants of the chapter module so named: defined there, its docstring one paragraph stating
    its Time? (The registry lists a chapter's variants by it, and the judge's seal guards the same functions.)"""
    doc = one_paragraph(func.__doc__)
    return func.__module__ == chapter and doc is not None and re.search(r"\bTime:? O\(", doc) is not None


# A bound as a chapter's Constraints state it: "1 <= n <= 2^31 - 1", "-10^4 <= stones[i] <= 10^4", "5 * 10^4".
_NUMBER = r"-?\d+(?:\^\d+)?(?: \* \d+\^\d+)?(?: - \d+)?"
_BOUND = re.compile(rf"({_NUMBER}) <= ([\w()\[\], ]+?) <= ({_NUMBER})\b")


def constraints(doc: str) -> dict[str, tuple[int, int]]:
    """The bounds a chapter's Constraints paragraph states, by name: {"len(nums)": (1, 20), "nums[i]": (0, 10**7)}.

    "1 <= rows, cols <= 8" bounds both names; "2 <= n <= 1000 (n = len(stones))" bounds len(stones) as well.
    """
    text = _constraints_paragraph(doc)
    found = {name: (_number(lo), _number(hi)) for lo, names, hi in _BOUND.findall(text) for name in names.split(", ")}
    return found | {long: found[short] for long, short in length_names(doc).items() if short in found}


def length_names(doc: str) -> dict[str, str]:
    """The lengths a chapter's Constraints paragraph names: {"len(stones)": "n"} for "(n = len(stones))"."""
    return {long: short for short, long in re.findall(r"\((\w+) = (len\(\w+\))\)", _constraints_paragraph(doc))}


def _constraints_paragraph(doc: str) -> str:
    return " ".join(doc.partition("Constraints:")[2].split("\n\n")[0].split())


def _number(text: str) -> int:
    """A number as a chapter writes it: 500, -1000, 10^7, 5 * 10^4, 2^31 - 1."""
    product, _, less = text.lstrip("-").partition(" - ")
    factors = (factor.partition("^") for factor in product.split(" * "))
    value: int = math.prod(int(base) ** int(power or 1) for base, _, power in factors)
    return (-value if text.startswith("-") else value) - int(less or 0)


def plural(count: int, word: str) -> str:
    """A count of a word as a person writes it: "1 move", "2 moves", "1,000 calls"."""
    return f"{count:,} {word}{'s' * (count != 1)}"


def ordinal(n: int) -> str:
    """A position in order as a person writes it: "1st", "2nd", "13th", "22nd"."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def seconds(s: float) -> str:
    """A duration with a unit that keeps two or three significant figures."""
    if s < 1e-5:
        return f"{s * 1e6:.1f} µs"
    return f"{s * 1e6:.0f} µs" if s < 1e-3 else f"{s * 1e3:.1f} ms" if s < 1 else f"{s:.2f} s"


def mark_for(encoding: str, mark: str) -> str:
    """mark, or its ASCII stand-in where text in `encoding` cannot carry it."""
    try:
        mark.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return _ASCII[mark]
    return mark


def _break_at(text: str, start: int, room: int) -> int:
    """Where the piece of text from start that fits in room columns should end: before a trailing comment (the
    code whole on its row, the comment on the next), else after the last ", " of code that leaves the piece well
    filled (an argument list breaks between arguments), else after the last space that leaves it at least half
    full, else (one long word) at the last character that fits."""
    used, end = 0, start
    while end < len(text):
        size = get_character_cell_size(text[end])
        if used + size > room:
            break
        used += size
        end += 1
    if end >= len(text):
        return end
    comment = text.find("  # ", start)  # the two spaces a formatter puts before a trailing comment
    if start < comment <= end and cell_len(text[start:comment]) * 3 >= room:
        return comment + 2
    prose = text.lstrip().startswith(("#", '"', "'"))  # a comment or a docstring: its commas are a sentence's
    full = text.rfind(". ", start, end + 1)  # a space just past the room can still end the piece
    if prose and full > start and cell_len(text[start : full + 1]) * 2 >= room:
        return full + 2
    code_end = len(text) if comment < start else comment
    comma = text.rfind(", ", start, min(end + 1, code_end))
    if not prose and comma > start and cell_len(text[start : comma + 1]) * 5 >= room * 4:
        return comma + 2
    for space in (i for i in range(end, start, -1) if text[i] == " " and cell_len(text[start:i]) * 2 >= room):
        if not _beside_operator(text, space):
            return space + 1
    space = text.rfind(" ", start, end + 1)
    if space > start and cell_len(text[start:space]) * 2 >= room:
        return space + 1
    return max(end, start + 1)  # a character wider than the room still moves on


_OPERATORS = frozenset(
    ["=", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "//", "%", "**", "->", "+=", "-=", "|"]
)


def _beside_operator(text: str, space: int) -> bool:
    """Does the space at `space` stand next to an infix operator, or inside a short bracket like `(i, m)`?
    Breaking there would part `n =` from `len(nums)`, leave a row starting `- 1`, or split a pair."""
    before = text[:space].rsplit(" ", 1)[-1]
    after = text[space + 1 :].split(" ", 1)[0]
    if before in _OPERATORS or after in _OPERATORS:
        return True
    opened = max(text.rfind("(", 0, space), text.rfind("[", 0, space))
    closed = min((i for i in (text.find(")", space), text.find("]", space)) if i >= 0), default=-1)
    return opened >= 0 and closed >= 0 and closed - opened <= 12 and not {")", "]"} & set(text[opened:space])


def continued(line: Text, width: int, mark: str = CONTINUED, style: str = "dim") -> list[Text]:
    """line as rows of at most width columns: the first as written, each further one two columns in from the
    line's own indentation (a hanging indent), after `mark`. Nothing is cut, and no row starts at column 0.

    A line indented past half the width continues at half the width, so each row keeps room for its text.
    """
    text = line.plain
    if cell_len(text) <= width:
        return [line]
    indent = len(text) - len(text.lstrip(" "))
    lead = " " * (min(indent, width // 2) + 2) + mark + " "
    rows: list[Text] = []
    start, room = 0, width
    while start < len(text):
        end = _break_at(text, start, room)
        piece = line[start:end]
        piece.rstrip()
        rows.append(piece if not rows else Text.assemble(Text(lead, style=style), piece))
        start, room = end, max(1, width - cell_len(lead))
        while start < len(text) and text[start] == " " and rows:  # the next row starts at its first character
            start += 1
    return rows


def hanging(line: str, width: int) -> list[str]:
    """A line of prose as rows of at most width columns, each row after the first indented two more than the line
    (at most half the width): never back to column 0. Words are never split; one wider than a row has its own."""
    if cell_len(line) <= width:
        return [line]
    lead = line[: len(line) - len(line.lstrip(" "))]
    pad = " " * min(len(lead) + 2, width // 2)
    rows = textwrap.wrap(  # a word wider than the row (a file's path) stays whole: copied, it still works
        line.lstrip(" "),
        width,
        initial_indent=lead,
        subsequent_indent=pad,
        break_on_hyphens=False,
        break_long_words=False,
    )
    trailing = line[len(line.rstrip(" ")) :]  # a prompt's space before the answer typed after it
    if rows and cell_len(rows[-1] + trailing) <= width:
        rows[-1] += trailing
    return rows or [line]


NARROWEST = 20  # columns kata lays out for at the least, whatever COLUMNS says
WIDEST = 500  # ... and at the most: COLUMNS=1000000 would have a page laid out 10^6 columns wide


class _Console(Console):
    def on_broken_pipe(self) -> None:
        """Leave a broken pipe to main(), which exits 141 as Unix tools do (rich's own exits 1: "disagree")."""
        self.quiet = True
        raise BrokenPipeError(errno.EPIPE, "Broken pipe")


def console(stream: TextIO) -> Console:
    """A console that drops colour when NO_COLOR is set or the stream is not a terminal."""
    out = _Console(file=stream, no_color="NO_COLOR" in os.environ, highlight=False, soft_wrap=False)
    out.width = min(max(out.width, NARROWEST), WIDEST)  # COLUMNS=1 is a typo: rich would print a character a line
    return out
