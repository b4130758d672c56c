"""A trace's events packed for a page: the whole run of the terminal's cap (100,000 events) under a megabyte.

An event as the recorder writes it is a JSON object of 100 to 200 bytes, most of it said before: its id is
the count of calls so far, its parent and depth are the open call's, a return repeats its call's function and
state. So the page carries each event as little as tells it apart, and trace.js (`unpack`) rebuilds it:

    derived   the fields the stack of open calls gives (`derived`), left out where they agree and named in the
              event's `~`: i id, p parent, d depth, f func, s state (`DERIVED`);
    shapes    what is left of each event, each distinct one once, grouped by its skeleton (its keys and the
              lengths of its lists, every scalar a hole), each group's holes stored as columns, a column of one
              value once;
    rows      each event's shape, a number: shapes are numbered by how often they occur, and written as digits
              of 32 (`varints`), a shape among the 32 commonest in one character.

Its line is rebuilt from the event by trace.js as `views.event_line` writes it (a test holds the two to agree);
an event that JSON cannot carry to JavaScript unchanged (a float, whose `1.0` JavaScript writes `1`; an integer past
2^53; a dict keyed by digits, whose keys JavaScript reorders) is carried whole, its line with it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence

from shared.tool.tracing.recorder import Event
from shared.tool.tracing.views import event_line

__all__ = ["DERIVED", "derived", "pack", "varints"]

DROPPED = ("step", "code")  # known from the event's place and the sources
DERIVED = {"i": "id", "p": "parent", "d": "depth", "f": "func", "s": "state"}
DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"  # 0-31 end a number, 32-63 go on
_SAFE_INT = 2**53


def derived(events: Sequence[Event]) -> Iterator[dict[str, object]]:
    """For each event, the fields the calls open before it give (trace.js's `derive` is the same rule)."""
    stack: list[Event] = []
    calls = 0
    for e in events:
        kind = e["kind"]
        top = stack[-1]["id"] if stack else None
        if kind == "call":
            yield {"id": calls, "parent": top, "depth": len(stack)}
            stack.append(e)
            calls += 1
        elif kind == "return" and stack:
            yield {"id": top, "depth": len(stack) - 1, "func": stack[-1]["func"], "state": stack[-1]["state"]}
            if stack[-1]["id"] == e.get("id"):
                stack.pop()
        elif kind in ("cut", "memo") and e.get("id") is not None:
            yield {"id": top, "parent": stack[-2]["id"] if len(stack) > 1 else None, "depth": len(stack) - 1}
        else:  # a memo twin's answer, a cell, a line: inside the open call
            yield {"id": top, "parent": top, "depth": len(stack)}


def _carried(value: object) -> bool:
    """Does JSON carry value to JavaScript and back unchanged, its order and its writing included?"""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if any(str(k).isdigit() for k in item):
                return False
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, float) or (isinstance(item, int) and abs(item) >= _SAFE_INT):
            return False
    return True


def _skeleton(value: object, leaves: list[object]) -> object:
    """value with each scalar replaced by 0, the scalars appended to leaves in the order trace.js walks them."""
    if isinstance(value, dict):
        return {k: _skeleton(v, leaves) for k, v in value.items()}
    if isinstance(value, list):
        return [_skeleton(v, leaves) for v in value]
    leaves.append(value)
    return 0


_LETTERS = {name: letter for letter, name in DERIVED.items()}


def _shape(e: Event, given: dict[str, object]) -> tuple[str, dict[str, object]]:
    """What is left of e past what the open calls give, and the letters of the fields left out."""
    left = {}
    letters = ""
    for k, v in e.items():
        if k in given and given[k] == v:
            letters += _LETTERS[k]
        elif k != "step" and k != "code":  # DROPPED, spelt out: this runs once an event
            left[k] = v
    left["~"] = letters
    return repr(left), left  # as json.dumps would tell shapes apart (True from 1, key order), at a third of its cost


def varints(numbers: Sequence[int]) -> str:
    """Numbers as digits of 32, most significant first: a digit of the upper 32 says another follows."""
    out = []
    for n in numbers:
        digits = [DIGITS[n % 32]]
        n //= 32
        while n:
            digits.append(DIGITS[32 + n % 32])
            n //= 32
        out.append("".join(reversed(digits)))
    return "".join(out)


def pack(events: Sequence[Event]) -> dict[str, object]:
    """The events as the page carries them (see the module's docstring); `texts`: the lines trace.js cannot write."""
    keys: list[str] = []
    found: dict[str, tuple[dict[str, object], bool]] = {}
    texts: dict[str, str] = {}
    for k, (e, given) in enumerate(zip(events, derived(events), strict=True)):
        key, left = _shape(e, given)
        keys.append(key)
        if key not in found:
            found[key] = (left, _carried(left))
        if not found[key][1]:
            texts[str(k)] = event_line(e)
    order = [key for key, _ in Counter(keys).most_common()]  # the commonest shapes get the shortest numbers
    number = {key: n for n, key in enumerate(order)}
    groups, which = _grouped([found[key] for key in order])
    return {"shapes": groups, "which": varints(which), "rows": varints([number[key] for key in keys]), "texts": texts}


def _grouped(shapes: list[tuple[dict[str, object], bool]]) -> tuple[list[dict[str, object]], list[int]]:
    """The shapes in groups of one skeleton, each hole a column (one value: `{"k": value}`), a shape JSON does not
    carry in a group of its own (`{"w": shape}`); and each shape's group, in order."""
    found: dict[str, int] = {}
    groups: list[dict[str, object]] = []
    columns: list[list[list[object]]] = []
    which = []
    for left, carried in shapes:
        leaves: list[object] = []
        group: dict[str, object] = {"t": _skeleton(left, leaves)} if carried else {"w": left}
        at = found.setdefault(repr(group), len(found))
        if at == len(groups):
            groups.append(group)
            columns.append([[] for _ in leaves])
        for column, leaf in zip(columns[at], leaves, strict=True):
            column.append(leaf)
        which.append(at)
    for group, cols in zip(groups, columns, strict=True):
        if "t" in group:
            group["c"] = [c if len(set(map(repr, c))) > 1 else {"k": c[0]} for c in cols]
    return groups, which
