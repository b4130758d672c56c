"""How a problem declares its variants (the kata finds the problems in `shared.tool.catalog`).

Each chapter in `problems/` has a catalogue module, `shared/tool/catalog/<chapter>.py`,
ending in one `PROBLEM = declare(chapter, ...)`, which reads from the chapter what
it already says: its variants, in teaching order, are its functions whose one-line
docstring states a Time, and their Time and Space are read from there, so the
complexity a reader sees above the code and the one `kata list` prints cannot
drift apart:

    def memoized(n: int) -> bool:
        \"\"\"Top-down recursion with a memo table. Time O(n), Space O(n).\"\"\"
"""

from __future__ import annotations

import difflib
import inspect
import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, ClassVar, NamedTuple, Protocol

from shared.engine.errors import MESSAGE_ROOM, InputError

__all__ = [
    "REQUIRED_VARIANTS",
    "Args",
    "CliOption",
    "Input",
    "Problem",
    "Variant",
    "declare",
    "parse_complexity",
    "variant",
]

Args = dict[str, Any]  # a variant's keyword arguments, named as on LeetCode
REQUIRED_VARIANTS = ("naive", "alpha_beta", "memoized", "bottom_up")


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
    """Read `Time O(...)` and `Space O(...)` from a one-line docstring."""
    found = {}
    for label in ("Time", "Space"):
        match = re.search(rf"\b{label}:? (?=O\()", doc)
        if match is None:
            raise ValueError(f"docstring does not state '{label} O(...)': {doc!r}")
        found[label] = _balanced(doc, match.end())
    return found["Time"], found["Space"]


class CountCalls(Protocol):
    """What a problem's extra_checks get to count the learner's calls with (see Problem.extra_checks)."""

    def __call__(self, thunk: Callable[[], object], *, searched: bool = False) -> int: ...


@dataclass(frozen=True)
class Variant:
    """One way of solving a problem, and the size up to which it promises an answer in budget."""

    name: str
    func: Callable[..., Any]
    limit: int
    time: str
    space: str
    summary: str  # the docstring's one line
    # Why the variant does not apply to some input, or None when it does: a formula outside the rules
    # its theory covers. The variant itself raises InputError there, so a direct call is never wrong.
    declines: Callable[[Args], str | None] | None = None
    # Inputs of a given size that this variant accepts, where the problem's own generator makes ones it
    # declines (a formula's rules); None: the problem's generator.
    generate: Callable[[int, random.Random], object] | None = None

    @property
    def technique(self) -> str:
        """The docstring's words before its Time: "Negamax with a memo table"."""
        return re.split(r"\.?\s+Time:? O\(", self.summary, maxsplit=1)[0]


def variant(
    func: Callable[..., Any],
    *,
    limit: int,
    name: str | None = None,
    declines: Callable[[Args], str | None] | None = None,
    generate: Callable[[int, random.Random], object] | None = None,
) -> Variant:
    """Declare func as a variant solving inputs up to size `limit` within its problem's budget."""
    doc = (func.__doc__ or "").strip()
    if not doc or "\n" in doc:
        raise ValueError(f"{func.__name__}: a variant needs a one-line docstring")
    time, space = parse_complexity(doc)
    return Variant(name or func.__name__, func, limit, time, space, doc, declines, generate)


@dataclass(frozen=True)
class CliOption:
    """A problem-specific flag of `kata solve` / `kata play`, merged into the JSON input under `key`.

    With any such flag given, an input that is not already a JSON object is
    wrapped as {problem.param: input}, then {key: value} is added, so `parse`
    sees one object either way. `takes_json`: the flag carries a JSON value
    (`--losing '[[2,2,2]]'`); otherwise it is a switch that sets `true`.
    """

    flag: str
    key: str
    help: str
    takes_json: bool = False


@dataclass(frozen=True, eq=False)  # one object per problem: hashed by identity, its examples may be lists
class Problem:
    """A problem: its rules' entry points, its variants in teaching order, and how to feed them."""

    # The variants every problem of this kind must have: a solver's ladder by default. A chapter of
    # another kind (Connect Four's players) declares its own ladder in a subclass.
    required: ClassVar[tuple[str, ...]] = REQUIRED_VARIANTS

    key: str  # what `kata solve KEY` accepts: "292", "nim", "ttt"
    slug: str  # LeetCode's slug, also accepted: "nim-game"
    title: str
    param: str  # LeetCode's parameter name: "n", "nums", "graph", "piles", "board"
    variants: tuple[Variant, ...]
    parse: Callable[[object], Args]  # raw JSON -> keyword arguments, or InputError
    size: Callable[[Args], int]  # the number each variant's limit is measured in
    size_name: str  # how the size is written: "n", "len(nums)"
    generate: Callable[[int, random.Random], object]  # a raw input of the given size
    examples: tuple[object, ...]  # LeetCode's own examples, as raw JSON inputs
    reference: str = "bottom_up"  # the variant the others are checked against
    budget: float = 10.0  # seconds any variant may take at its declared limit
    bare_string: bool = False  # accept `kata solve KEY X.O......` without JSON quotes
    options: tuple[CliOption, ...] = ()  # extra flags of `kata solve` and `kata play`
    # `kata solve --explain`: a few lines on why the answer holds (winning move, line of play).
    explain: Callable[[Args], str] | None = None
    # `kata play`: builds the interactive session for `shared.tool.play` from parsed args.
    play: Callable[[Args], Any] | None = None
    # Which family `kata list` and the main job show it under: "Take-away games", "Interval games", ...
    group: str = ""
    # LeetCode's method name on `class Solution` ("canWinNim"): a file holding that class is judged as a variant.
    # A chapter not from LeetCode may name one too (c4: "solve"), so a Solution pasted from elsewhere is judged.
    method: str | None = None
    # `kata check`'s "fast enough" bar: the size a variant must reach in budget (LeetCode's largest input,
    # capped by the variant's limit). A variant not named here must reach its own declared limit.
    must_reach: Mapping[str, int] = field(default_factory=dict)
    # Checks beyond the answer, run by the judge in its sandbox once every case is right:
    # extra_checks(variant_name, learner_func, count_calls) -> failure lines (empty: passed), where
    # count_calls(thunk) runs thunk() and returns how many calls it made to functions the learner's file defines
    # (with searched=True: to those of them that call themselves, a search's explored positions).
    # Typed loosely so that a test may pass a plain counting function where the judge passes a CountCalls.
    extra_checks: Callable[..., list[str]] | None = None
    # Inputs for judging a memoized when the generator's repeat no state (trees read from JSON share no
    # subtree): there a memo that is written and never read would do no more work than one that is read.
    memo_probe: Callable[[], tuple[Args, ...]] | None = None
    # `kata bench`: raw inputs of a given size on which a search's tree is large, for the exponential
    # variants, where the problem's own generator makes games that end at once (1728's random grids).
    hard: Callable[[int, random.Random], object] | None = None

    def __post_init__(self) -> None:
        names = [v.name for v in self.variants]
        missing = [n for n in self.required if n not in names]
        if missing:
            raise ValueError(f"{self.key}: missing required variants {missing}")
        if len(set(names)) != len(names):
            raise ValueError(f"{self.key}: duplicate variant names in {names}")
        if self.reference not in names:
            raise ValueError(f"{self.key}: reference {self.reference!r} is not a variant")

    @property
    def module(self) -> str:
        """The module that defines this problem's variants."""
        return str(self.variants[0].func.__module__)

    @property
    def stem(self) -> str:
        """The module's file name without `.py`: also names its case file and test module."""
        return self.module.rsplit(".", 1)[-1]

    @property
    def on_leetcode(self) -> bool:
        """A LeetCode problem's key is its number ("292"); the kata's own games have names ("c4", "nim")."""
        return self.key.isdigit()

    def variant(self, name: str) -> Variant:
        """Look up a variant by name, or say which names exist."""
        for v in self.variants:
            if v.name == name:
                return v
        # One line within 80 columns: c4's ten names do not fit beside a long typo, so name the nearest.
        names = [v.name for v in self.variants]
        asked = name if len(name) <= 16 else name[:15] + "…"
        listed = f"{self.key} has no variant {asked!r} (choose from {', '.join(names)})"
        if len(listed) <= MESSAGE_ROOM:
            raise InputError(listed)
        near = difflib.get_close_matches(name, names, n=1)
        hint = f"did you mean {near[0]}?" if near else f"`kata list` names all {len(names)}"
        raise InputError(f"{self.key} has no variant {asked!r}: {hint}")

    def skip_reason(self, v: Variant, args: Args) -> str | None:
        """Why v does not promise an answer for args in budget (too big, or rules it declines), or None if it does."""
        size = self.size(args)
        if size > v.limit:
            return f"{self.size_name} = {size} exceeds {v.name}'s declared limit {v.limit}"
        return v.declines(args) if v.declines is not None else None

    def input_for(self, v: Variant, size: int, rng: random.Random) -> object:
        """A raw input of the given size that v accepts: from v's own generator if it has one."""
        return (v.generate or self.generate)(size, rng)

    def judge(self, args: Args, besides: Variant) -> Variant | None:
        """Another variant to trust on args: the reference if it admits them, else the last in teaching order.

        Later variants are the faster ones, so judging by them keeps limit runs cheap.
        """
        admitted = [w for w in self.variants if w.name != besides.name and self.skip_reason(w, args) is None]
        for w in admitted:
            if w.name == self.reference:
                return w
        return admitted[-1] if admitted else None

    def answers(self, name: str, args: Args, expected: object) -> list[object]:
        """The answers variant `name` may give on a case whose file says `expected`: that one, for a solver.

        A problem with several right answers (a player's move) overrides this.
        """
        return [expected]

    def agrees(self, args: Args, answers: list[Any]) -> bool:
        """Do these answers of several variants on one input agree? For a solver: all the same value."""
        return len({repr(a) for a in answers}) <= 1

    def run(self, v: Variant, args: Args) -> Any:
        """Call a variant with the keyword arguments parsed from one input."""
        return v.func(**args)


class Input(NamedTuple):
    """How a problem's input is read (raw JSON to keyword arguments), made at a size, and measured."""

    parse: Callable[[object], Args]
    generate: Callable[[int, random.Random], object]
    size: Callable[[Args], int]
    size_name: str  # how the size is written: "n", "len(nums)"


# A LeetCode chapter's first line: "292. Nim Game (https://leetcode.com/problems/nim-game/)."
LEETCODE = re.compile(r"(\d+)\. (.+) \(https://leetcode\.com/problems/([a-z0-9-]+)/\)\.")


def declare(
    chapter: ModuleType,
    given: Input,
    limits: Mapping[str, int | Variant],
    *,
    rest: int | None = None,
    largest: int | None = None,
    **fields: Any,
) -> Problem:
    """The Problem of a chapter: its variants, in teaching order, are its functions whose docstring states a Time.

    Each variant answers up to its size in `limits` (or `rest`); a limit may be a whole `Variant` (a
    formula that declines some rules). The key, title and slug come from a LeetCode chapter's first line,
    `param` from naive's parameters; `largest` (LeetCode's largest input) is the size every variant must
    reach in budget, capped by its limit. `fields` gives the rest of `Problem`, or overrides these.
    """
    leetcode = LEETCODE.match(chapter.__doc__ or "")
    found = {"key": leetcode[1], "title": leetcode[2], "slug": leetcode[3]} if leetcode else {}
    funcs = [f for f in vars(chapter).values() if inspect.isfunction(f) and _is_variant(f, chapter)]
    if unknown := set(limits) - {f.__name__ for f in funcs}:
        raise ValueError(f"{chapter.__name__}: a limit for what is no variant: {sorted(unknown)}")
    if largest is not None:
        fields["must_reach"] = {f.__name__: largest for f in funcs}
    variants = []
    for f in funcs:
        limit = limits.get(f.__name__, rest)
        if limit is None:
            raise ValueError(f"{chapter.__name__}: no limit for {f.__name__}")
        variants.append(limit if isinstance(limit, Variant) else variant(f, limit=limit))
    param = ", ".join(inspect.signature(chapter.naive).parameters)
    return Problem(
        **{"param": param, **found, **fields},
        variants=tuple(variants),
        parse=given.parse,
        generate=given.generate,
        size=given.size,
        size_name=given.size_name,
    )


def _is_variant(func: Callable[..., Any], chapter: ModuleType) -> bool:
    """Is func a variant of the chapter: defined there, its one-line docstring stating its Time?"""
    doc = (func.__doc__ or "").strip()
    return func.__module__ == chapter.__name__ and "\n" not in doc and re.search(r"\bTime:? O\(", doc) is not None
