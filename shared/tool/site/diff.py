"""A problem page's code: each variant highlighted once, and the diff of any two of its variants."""

from __future__ import annotations

import difflib
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pygments.token import STANDARD_TYPES

from shared.tool.registry import Problem, Variant
from shared.tool.show import variant_source
from shared.tool.site.page import LEXER, esc

__all__ = ["Source", "diffs_section"]

_WORD = re.compile(r"\w+|\s+|[^\w\s]")


def _css_class(ttype: Any) -> str:
    while ttype not in STANDARD_TYPES:
        ttype = ttype.parent
    return str(STANDARD_TYPES[ttype])


def _tokens(source: str) -> list[list[tuple[str, str]]]:
    """The source's pygments tokens split into lines: (css class, text) pairs, the classes pygments' own,
    neighbours of one class joined as pygments' HtmlFormatter joins them."""
    lines: list[list[tuple[str, str]]] = [[]]
    for ttype, text in LEXER.get_tokens(source):
        for k, part in enumerate(text.split("\n")):
            if k:
                lines.append([])
            if not part:
                continue
            cls, line = _css_class(ttype), lines[-1]
            if line and line[-1][0] == cls:
                line[-1] = (cls, line[-1][1] + part)
            else:
                line.append((cls, part))
    while lines and not lines[-1]:
        lines.pop()
    return lines


def _render(tokens: list[tuple[str, str]], changed: list[tuple[int, int]]) -> str:
    """One line of highlighted code; the characters in `changed` wrapped in <mark> (a word-level change)."""
    if not changed:  # most lines (every line of every column, a diff's equal rows): nothing to split or mark
        return "".join(esc(text) if not cls else f'<span class="{cls}">{esc(text)}</span>' for cls, text in tokens)
    out, at = [], 0
    for cls, text in tokens:
        pieces, cut = [], 0
        for low, high in changed:  # split the token where a changed range starts or ends
            for edge in (low - at, high - at):
                if cut < edge < len(text):
                    pieces.append(text[cut:edge])
                    cut = edge
        pieces.append(text[cut:])
        for piece in pieces:
            body = esc(piece) if not cls else f'<span class="{cls}">{esc(piece)}</span>'
            inside = any(low <= at < high for low, high in changed)
            out.append(f"<mark>{body}</mark>" if inside and piece.strip() else body)
            at += len(piece)
    return "".join(out)


def _word_changes(a: str, b: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The character ranges that differ between two lines, word by word: (in a, in b)."""
    wa, wb = _WORD.findall(a), _WORD.findall(b)
    sa = list(itertools.accumulate(map(len, wa), initial=0))  # where each word starts
    sb = list(itertools.accumulate(map(len, wb), initial=0))
    ra: list[tuple[int, int]] = []
    rb: list[tuple[int, int]] = []
    words = difflib.SequenceMatcher(None, wa, wb, autojunk=False)
    # Lines that share little: the row's colour says it, word marks would be noise. quick_ratio (the words in
    # common, in any order) bounds ratio from above and costs no matching: it settles most pairs of a diff.
    if words.quick_ratio() < 0.5 or words.ratio() < 0.5:
        return ra, rb
    for tag, i1, i2, j1, j2 in words.get_opcodes():
        if tag != "equal":
            if i2 > i1:
                ra.append((sa[i1], sa[i2]))
            if j2 > j1:
                rb.append((sb[j1], sb[j2]))
    return ra, rb


@dataclass(frozen=True)
class _Row:
    """One row of a diff: line numbers (0 when absent), the mark (' ', '-', '+') and the HTML of each side."""

    i: int
    j: int
    left: str
    right: str
    mark: str


@dataclass(frozen=True)
class Source:
    """A variant's source, read and highlighted once for its column and every diff it is in."""

    lines: list[str]
    tokens: list[list[tuple[str, str]]]
    html: list[str]  # each line highlighted, nothing marked

    @classmethod
    def of(cls, v: Variant) -> Source:
        text = variant_source(v)
        tokens = _tokens(text)
        return cls(text.splitlines(), tokens, [_render(line, []) for line in tokens])


Opcodes = Sequence[tuple[str, int, int, int, int]]


def _diff_rows(a: Source, b: Source, opcodes: Opcodes) -> list[_Row]:
    rows = []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            rows += [
                _Row(i + 1, j + 1, a.html[i], b.html[j], " ") for i, j in zip(range(i1, i2), range(j1, j2), strict=True)
            ]
            continue
        for k in range(max(i2 - i1, j2 - j1)):
            i, j = i1 + k, j1 + k
            ca, cb = _word_changes(a.lines[i], b.lines[j]) if i < i2 and j < j2 else ([(0, 10**6)], [(0, 10**6)])
            left = _render(a.tokens[i], ca) if i < i2 else ""
            right = _render(b.tokens[j], cb) if j < j2 else ""
            rows.append(_Row(i + 1 if i < i2 else 0, j + 1 if j < j2 else 0, left, right, "±"))
    return rows


def _split(rows: list[_Row]) -> str:
    """Side by side: the first variant on the left, the second on the right, - and + marking what differs."""
    out = []
    for r in rows:
        if r.mark == " ":
            out.append(
                f"<tr><td class=n>{r.i}</td><td class=m></td><td>{r.left}</td>"
                f"<td class=n>{r.j}</td><td class=m></td><td>{r.right}</td></tr>"
            )
            continue
        left = (
            f"<td class=n>{r.i}</td><td class=m>&minus;</td><td class=del>{r.left}</td>"
            if r.i
            else "<td class=n></td><td class=m></td><td></td>"
        )
        right = (
            f"<td class=n>{r.j}</td><td class=m>+</td><td class=add>{r.right}</td>"
            if r.j
            else "<td class=n></td><td class=m></td><td></td>"
        )
        out.append(f"<tr>{left}{right}</tr>")
    return "".join(out)


def _unified(rows: list[_Row]) -> str:
    """One column, as `diff -u` reads: a changed line as - (first variant) then + (second)."""
    out: list[str] = []
    plus: list[str] = []
    for r in rows:
        if r.mark == " ":
            out += plus
            plus = []
            out.append(f"<tr><td class=n>{r.i}</td><td class=n>{r.j}</td><td class=m></td><td>{r.left}</td></tr>")
            continue
        if r.i:
            out.append(
                f"<tr><td class=n>{r.i}</td><td class=n></td><td class=m>&minus;</td><td class=del>{r.left}</td>"
            )
        if r.j:
            plus.append(
                f"<tr><td class=n></td><td class=n>{r.j}</td><td class=m>+</td><td class=add>{r.right}</td></tr>"
            )
    return "".join(out + plus)


def diff_html(a: Variant, b: Variant, sources: dict[str, Source]) -> str:
    a_src, b_src = sources[a.name], sources[b.name]
    # One line diff serves the rows and the caption's count (sources are far under autojunk's 200 lines).
    opcodes = difflib.SequenceMatcher(None, a_src.lines, b_src.lines, autojunk=False).get_opcodes()
    rows = _diff_rows(a_src, b_src, opcodes)
    changed = sum(1 for op in opcodes if op[0] != "equal")
    caption = f"{a.name} → {b.name}: {changed} change{'s' if changed != 1 else ''}"
    a_head = f"{esc(a.name)} <small>Time {esc(a.time)}</small>"
    b_head = f"{esc(b.name)} <small>Time {esc(b.time)}</small>"
    return (
        f'<div class="diffpair" data-a="{a.name}" data-b="{b.name}">'
        f'<table class="diff split hl"><caption>{esc(caption)}</caption>'
        f"<colgroup><col class=n><col class=m><col><col class=n><col class=m><col></colgroup>"
        f'<thead><tr><th colspan=3 scope="col">&minus; {a_head}</th>'
        f'<th colspan=3 scope="col">+ {b_head}</th></tr></thead>'
        f"<tbody>{_split(rows)}</tbody></table>"
        f'<table class="diff unified hl"><caption>{esc(caption)}</caption>'
        f"<colgroup><col class=n><col class=n><col class=m><col></colgroup>"
        f'<thead><tr><th colspan=4 scope="col">&minus; {a_head}<br>+ {b_head}</th></tr></thead>'
        f"<tbody>{_unified(rows)}</tbody></table></div>"
    )


# A chapter with more variants than this builds each variant's diff with the next one only: every pair of
# c4's ten would weigh 1.5 MB. A pair further apart is named with the command that shows it.
ALL_PAIRS_UP_TO = 6


def diffs_section(problem: Problem, sources: dict[str, Source]) -> str:
    variants = problem.variants
    options = "".join(f'<option value="{v.name}">{esc(v.name)}</option>' for v in variants)
    first, second = variants[0], variants[1]
    templates = "".join(
        f'<template id="diff-{a.name}-{b.name}">{diff_html(a, b, sources)}</template>'
        for i, a in enumerate(variants)
        for b in (variants[i + 1 :] if len(variants) <= ALL_PAIRS_UP_TO else variants[i + 1 : i + 2])
        if (a, b) != (first, second)
    )
    return (
        '<section id="diff"><h2>Compare two variants</h2>'
        "<p>Lines only in the first are marked &minus; (on the left), lines only in the second + (on the right);"
        " within a changed line the words that differ are highlighted. On a narrow screen the two read as one"
        " column, &minus; before +. Each pair reads in teaching order, the earlier variant first.</p>"
        f'<form class="pick" data-diff data-key="{esc(problem.key)}"><label>from <select name=a>'
        + options.replace(f'value="{first.name}"', f'value="{first.name}" selected')
        + "</select></label> <label>to <select name=b>"
        + options.replace(f'value="{second.name}"', f'value="{second.name}" selected')
        + '</select></label></form><div class="diffbox" aria-live="polite">'
        + diff_html(first, second, sources)
        + f"</div>{templates}</section>"
    )
