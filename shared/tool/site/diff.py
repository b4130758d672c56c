"""A problem page's code: each variant highlighted once, and the diff of any two of its variants."""

from __future__ import annotations

import difflib
import functools
import itertools
import json
import re
from collections import Counter
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

    def indent(self, i: int) -> int:
        """Line i's indentation: a wrapped line continues two columns in from it, never at the left edge."""
        line = self.lines[i] if i < len(self.lines) else ""
        return min(len(line) - len(line.lstrip(" ")), MAX_INDENT)

    def column_html(self) -> str:
        """The whole source for its column: one block per line, each wrapping under its own indentation."""
        return "".join(
            f'<span class="ln" style="--i:{self.indent(i)}">{line}\n</span>' for i, line in enumerate(self.html)
        )


MAX_INDENT = 40  # past this a wrapped line's room would shrink to nothing on a phone
PAIRED_UP_TO = 2500  # lines x lines of one changed block the matcher tries to align; past that, shown whole

# One row of a diff, as the page's script reads it too (site.js draws every pair but the first from these):
# [i, j, n] n equal lines from i and j; [i, 0] line i only in the first; [0, j] line j only in the second;
# [i, j, left, right] a changed line, the two sides' HTML with the changed words marked. Lines count from 1.
Row = list[int | str]


# The share of names and numbers two lines have in common, in order, for one to be shown beside the other: over
# half, so `return margin(0, len(nums) - 1) >= 0` does not pair with `if len(nums) % 2 == 0:` on three of twelve.
SIMILAR = 0.6
_NAME = re.compile(r"\w+")


def _aligned(a: list[str], b: list[str]) -> list[tuple[int, int]]:
    """The pairs (k in a, l in b) of similar lines of one changed block, in order, as many as an LCS finds;
    none where the block is too big to try (its lines are then shown whole, one side then the other)."""
    if not a or not b or len(a) * len(b) > PAIRED_UP_TO:
        return []
    words_a = [_NAME.findall(line) for line in a]
    words_b = [_NAME.findall(line) for line in b]
    bags_a, bags_b = [Counter(w) for w in words_a], [Counter(w) for w in words_b]

    @functools.cache
    def similar(k: int, m: int) -> bool:
        size = len(words_a[k]) + len(words_b[m])
        # The words in common in any order bound the share in order from above, and cost no matching.
        if not size or 2 * (bags_a[k] & bags_b[m]).total() < SIMILAR * size:
            return False
        return difflib.SequenceMatcher(None, words_a[k], words_b[m], autojunk=False).ratio() >= SIMILAR

    best = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for k in range(len(a) - 1, -1, -1):
        for m in range(len(b) - 1, -1, -1):
            same = best[k + 1][m + 1] + 1 if similar(k, m) else 0
            best[k][m] = max(same, best[k + 1][m], best[k][m + 1])
    pairs, k, m = [], 0, 0
    while k < len(a) and m < len(b):
        if similar(k, m) and best[k][m] == best[k + 1][m + 1] + 1:
            pairs.append((k, m))
            k, m = k + 1, m + 1
        elif best[k + 1][m] >= best[k][m + 1]:
            k += 1
        else:
            m += 1
    return pairs


def diff_rows(a: Source, b: Source) -> tuple[list[Row], int]:
    """The rows of the diff of a and b, and how many separate changes it has. Any two sources have one: lines a
    matcher cannot pair are shown whole, the first's then the second's."""
    # Sources are far under autojunk's 200 lines; the junk heuristic would only hide matches.
    opcodes = difflib.SequenceMatcher(None, a.lines, b.lines, autojunk=False).get_opcodes()
    rows: list[Row] = []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            rows.append([i1 + 1, j1 + 1, i2 - i1])
            continue
        k0, m0 = i1, j1
        for k, m in [*((i1 + k, j1 + m) for k, m in _aligned(a.lines[i1:i2], b.lines[j1:j2])), (i2, j2)]:
            whole: list[Row] = [[i + 1, 0] for i in range(k0, k)]
            rows += whole + [[0, j + 1] for j in range(m0, m)]
            if k < i2:
                ca, cb = _word_changes(a.lines[k], b.lines[m])
                rows.append([k + 1, m + 1, _render(a.tokens[k], ca), _render(b.tokens[m], cb)])
            k0, m0 = k + 1, m + 1
    return rows, sum(1 for op in opcodes if op[0] != "equal")


def _cells(n: int, mark: str, side: str, html: str, indent: int) -> str:
    """A side of a row: its line number, its mark, and the code (empty cells where the side has no line)."""
    if not n:
        return "<td class=n></td><td class=m></td><td></td>"
    return f'<td class=n>{n}</td><td class=m>{mark}</td><td class="c{side}" style="--i:{indent}">{html}</td>'


def _expanded(rows: list[Row], a: Source, b: Source) -> list[tuple[int, int, str, str]]:
    """Every line of the diff as (i, j, left html, right html): the equal runs spelt out."""
    out: list[tuple[int, int, str, str]] = []
    for row in rows:
        if len(row) == 3:
            i, j, n = (int(x) for x in row)
            out += [(i + k, j + k, a.html[i + k - 1], b.html[j + k - 1]) for k in range(n)]
        elif len(row) == 2:
            i, j = int(row[0]), int(row[1])
            out.append((i, j, a.html[i - 1] if i else "", b.html[j - 1] if j else ""))
        else:
            out.append((int(row[0]), int(row[1]), str(row[2]), str(row[3])))
    return out


def _split(rows: list[Row], a: Source, b: Source, equal: set[tuple[int, int]]) -> str:
    """Side by side: the first variant on the left, the second on the right, - and + marking what differs."""
    out = []
    for i, j, left, right in _expanded(rows, a, b):
        same = (i, j) in equal
        out.append(
            "<tr>"
            + _cells(i, "" if same else "&minus;", "" if same else " del", left, a.indent(i - 1))
            + _cells(j, "" if same else "+", "" if same else " add", right, b.indent(j - 1))
            + "</tr>"
        )
    return "".join(out)


def _unified(rows: list[Row], a: Source, b: Source, equal: set[tuple[int, int]]) -> str:
    """One column, as `diff -u` reads: a change's lines of the first (-), then of the second (+)."""
    out: list[str] = []
    plus: list[str] = []
    for i, j, left, right in _expanded(rows, a, b):
        if (i, j) in equal:
            out += plus
            plus = []
            out.append(
                f"<tr><td class=n>{i}</td><td class=n>{j}</td><td class=m></td>"
                f'<td class=c style="--i:{a.indent(i - 1)}">{left}</td></tr>'
            )
            continue
        if i:
            out.append(
                f"<tr><td class=n>{i}</td><td class=n></td><td class=m>&minus;</td>"
                f'<td class="c del" style="--i:{a.indent(i - 1)}">{left}</td></tr>'
            )
        if j:
            plus.append(
                f"<tr><td class=n></td><td class=n>{j}</td><td class=m>+</td>"
                f'<td class="c add" style="--i:{b.indent(j - 1)}">{right}</td></tr>'
            )
    return "".join(out + plus)


def _equal(rows: list[Row]) -> set[tuple[int, int]]:
    return {(int(r[0]) + k, int(r[1]) + k) for r in rows if len(r) == 3 for k in range(int(r[2]))}


def diff_html(a: Variant, b: Variant, sources: dict[str, Source]) -> str:
    """The pair's diff as two tables, side by side and one column (CSS shows the one that fits)."""
    a_src, b_src = sources[a.name], sources[b.name]
    rows, changed = diff_rows(a_src, b_src)
    equal = _equal(rows)
    caption = f"{a.name} → {b.name}: {changed} change{'s' if changed != 1 else ''}"
    a_head = f"{esc(a.name)} <small>Time {esc(a.time)}</small>"
    b_head = f"{esc(b.name)} <small>Time {esc(b.time)}</small>"
    return (
        f'<div class="diffpair" data-a="{a.name}" data-b="{b.name}">'
        f'<table class="diff split hl"><caption>{esc(caption)}</caption>'
        f"<colgroup><col class=n><col class=m><col><col class=n><col class=m><col></colgroup>"
        f'<thead><tr><th colspan=3 scope="col">&minus; {a_head}</th>'
        f'<th colspan=3 scope="col">+ {b_head}</th></tr></thead>'
        f"<tbody>{_split(rows, a_src, b_src, equal)}</tbody></table>"
        f'<table class="diff unified hl"><caption>{esc(caption)}</caption>'
        f"<colgroup><col class=n><col class=n><col class=m><col></colgroup>"
        f'<thead><tr><th colspan=4 scope="col">&minus; {a_head}<br>+ {b_head}</th></tr></thead>'
        f"<tbody>{_unified(rows, a_src, b_src, equal)}</tbody></table></div>"
    )


def _pairs_data(problem: Problem, sources: dict[str, Source]) -> str:
    """Every pair's rows, as JSON for the page's script: a few kilobytes a pair, where the drawn tables of all
    45 of c4's pairs would weigh megabytes."""
    data = {}
    for i, a in enumerate(problem.variants):
        for b in problem.variants[i + 1 :]:
            rows, changed = diff_rows(sources[a.name], sources[b.name])
            data[f"{a.name} {b.name}"] = {"changes": changed, "rows": rows}
    times = {v.name: v.time for v in problem.variants}
    text = json.dumps({"time": times, "pairs": data}, separators=(",", ":"))
    return text.replace("</", "<\\/")


def diffs_section(problem: Problem, sources: dict[str, Source]) -> str:
    """The compare section: two pickers, the first pair drawn, and every pair's rows for the script."""
    variants = problem.variants
    options = "".join(f'<option value="{v.name}">{esc(v.name)}</option>' for v in variants)
    first, second = variants[0], variants[1]
    return (
        '<section id="diff"><h2>Compare two variants</h2>'
        "<p>Lines only in the first are marked &minus; (on the left), lines only in the second + (on the right);"
        " within a changed line the words that differ are highlighted, and lines too unlike to pair are shown"
        " whole, the first's then the second's. On a narrow screen the two read as one column, &minus; before +."
        " Each pair reads in teaching order, the earlier variant first.</p>"
        f'<form class="pick" data-diff data-key="{esc(problem.key)}"><label>from <select name=a>'
        + options.replace(f'value="{first.name}"', f'value="{first.name}" selected')
        + "</select></label> <label>to <select name=b>"
        + options.replace(f'value="{second.name}"', f'value="{second.name}" selected')
        + '</select></label></form><div class="diffbox" aria-live="polite">'
        + diff_html(first, second, sources)
        + f'</div><script type="application/json" id="diff-data">{_pairs_data(problem, sources)}</script></section>'
    )
