"""How a problem declares itself: a subclass of `Problem` (the catalogue lists them in `shared.tool.catalog`).

As a python-chess variant overrides a few hooks of one board, a problem is a
class: class attributes say what it is (its chapter, LeetCode's method name
and bounds, its group, each variant's limit) and hook methods say what is
its own (how raw JSON is parsed, how an input of a size is made and
measured, `--explain`, `kata play`, the judge's extra checks, the bench's
position sets). Every hook has a default here, so "go to definition" on any
of them lands on a method, and a problem overrides only what it has. The
kinds of input several problems share (one integer, a row of integers) are
subclasses in `shared.tool.kinds`.

The variants are read from the chapter, which already says them: its
functions whose docstring (one paragraph, read as one line) states a Time,
in teaching order, with the Time and Space read from there, so the complexity
a reader sees above the code and the one `kata list` prints cannot drift apart:

    def memoized(n: int) -> bool:
        \"\"\"Top-down recursion with a memo table. Time O(n), Space O(n).\"\"\"

A problem's examples (`kata examples`, the error hints) are the cases of its
case file marked `"example": true`: stored once, beside their answers.
"""

from __future__ import annotations

import copy
import dataclasses
import difflib
import inspect
import random
import re
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from shared.engine.errors import MESSAGE_ROOM, InputError
from shared.engine.validate import expect_int, expect_object
from shared.tool.cases import load_cases
from shared.tool.text import constraints, is_variant, one_paragraph, parse_complexity

if TYPE_CHECKING:  # the session types live in play, which imports nothing of the registry
    from shared.tool.play import Playable, Session

__all__ = [
    "REQUIRED_VARIANTS",
    "Args",
    "CliOption",
    "PositionSet",
    "Problem",
    "TraceUnit",
    "Variant",
    "reachable",
    "variant",
]

Args = dict[str, Any]  # a variant's keyword arguments, named as on LeetCode
REQUIRED_VARIANTS = ("naive", "alpha_beta", "memoized", "bottom_up")


def reachable(start: Hashable, children: Callable[[Any], Iterable[Hashable]]) -> int:
    """A table's cells where it scores every position reachable from start, itself included, counted a layer at a time.

    Each move adds a stone or a mark, so a position lies in one layer only and no position is counted twice.
    """
    layer, count = {start}, 0
    while layer:
        count += len(layer)
        layer = {child for position in layer for child in children(position)}
    return count


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
    # The cells a table variant fills on given args, declared beside its limit: the tool counts a table from
    # outside, as it counts a search's calls, so the chapter carries no counting. None: it fills no table.
    cells: Callable[[Args], int | None] | None = None

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
    cells: Callable[[Args], int | None] | None = None,
) -> Variant:
    """Declare func as a variant solving inputs up to size `limit` within its problem's budget."""
    doc = one_paragraph(func.__doc__)
    if doc is None:
        raise ValueError(f"{func.__name__}: a variant needs a docstring of one paragraph")
    time, space = parse_complexity(doc)
    return Variant(name or func.__name__, func, limit, time, space, doc, declines, generate, cells)


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


PositionSet = tuple[str, int, int]  # a bench set: its name and the fewest and most moves its positions have played
# How `kata trace` counts a variant's nodes in another unit than calls and cells: ("held" or "assigns",
# the tables or names, the unit in words); `shared.tool.tracing.caps` says what each kind counts.
TraceUnit = tuple[str, tuple[str, ...], str]


class Problem:
    """A problem: its chapter's variants in teaching order, how to feed them, and hooks with defaults.

    A subclass declares `chapter` and each variant's `limits` (the size up to which it promises an
    answer within `budget` seconds), and overrides `parse`, `generate` and `size`; the other hooks
    are optional. One instance per subclass is made, by the catalogue: it is hashed by identity.
    """

    chapter: ModuleType  # the module in problems/ that holds the variants
    # Each variant's limit by name (or a whole `Variant`, a formula that declines some rules); `rest`: the others',
    # by default every size the rules allow (LeetCode's bound on the first parameter, or on its length).
    limits: Mapping[str, int | Variant] = {}
    rest: int | None = None
    # LeetCode's bounds by name ("n", "len(nums)", "nums[i]"), read from the chapter's Constraints paragraph when the
    # class is made: they live once, where the learner reads them (see `shared.tool.text.constraints`).
    bounds: Mapping[str, tuple[int, int]] = {}
    # A table variant's cell count on its args (see `Variant.cells`): its nodes, where a node is not a call.
    cells: Mapping[str, Callable[[Args], int | None]] = {}
    # A variant's own generator (see `Variant.generate`): inputs where it has work, where the problem's end at once.
    generators: Mapping[str, Callable[[int, random.Random], object]] = {}
    # LeetCode's largest input: the size every variant must reach in budget, capped by its limit (`must_reach`); by
    # default LeetCode's bound on the size, read with the others.
    largest: int | None = None
    key = ""  # what `kata solve KEY` accepts: "292", "nim", "ttt"; read from a LeetCode chapter's first line
    slug = ""  # LeetCode's slug, also accepted: "nim-game"
    title = ""
    param = ""  # LeetCode's parameter names: "n", "nums"; by default naive's, read when the class is made
    size_name = "n"  # how the size is written: "n", "len(nums)"
    reference = "bottom_up"  # the variant the others are checked against
    budget = 10.0  # seconds any variant may take at its declared limit
    bare_string = False  # accept `kata solve KEY X.O......` without JSON quotes
    options: tuple[CliOption, ...] = ()  # extra flags of `kata solve` and `kata play`
    group = ""  # the family `kata list` and the main job show it under: "Take-away games", ...
    # LeetCode's method name on `class Solution` ("canWinNim"): a file holding that class is judged as a variant.
    # A chapter not from LeetCode may name one too (c4: "solve"), so a Solution pasted from elsewhere is judged.
    method: str | None = None
    # `kata check`'s "fast enough" bar by variant: a variant not named here must reach its own declared limit.
    must_reach: Mapping[str, int] = {}
    # `kata bench`'s fixed sets, as in Pons' tutorial; empty: the bench measures a ladder of sizes.
    position_sets: tuple[PositionSet, ...] = ()
    # The variants every problem of this kind must have: a solver's ladder by default. A chapter of another
    # kind (Connect Four's players) declares its own ladder.
    required: tuple[str, ...] = REQUIRED_VARIANTS
    # What `kata trace` says of the variants, by name (`shared.tool.tracing.caps` says how each is used): why one
    # traces another input than the first example; the unit in which it counts solve's nodes, where they are not
    # its calls and its table's writes; why solve's unit is one the trace does not count; and the two arguments
    # (or loop variables) that name a cell of the table, laid out as a grid (None: listed by its indices).
    not_the_first: Mapping[str, str] = {}
    units: Mapping[str, TraceUnit] = {}
    other_unit: Mapping[str, str] = {}
    axes: tuple[str, str] | None = None
    # `kata play`'s game (see `play`): its rules, beside play in `shared.tool.play`; and the variant whose answer is
    # the bot's knowledge where it answers a position at once (a formula), else the engine's solver on the game.
    game: Callable[..., Playable[Any, Any]] | None = None
    bot: str | None = None

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        if "chapter" in vars(cls):  # what the chapter's text says: its parameters, and LeetCode's bounds on them
            cls.param = cls.param or ", ".join(inspect.signature(cls.chapter.naive).parameters)
            cls.bounds, first = constraints(cls.chapter.__doc__ or ""), cls.param.split(", ")[0]
            size = cls.bounds.get(first) or cls.bounds.get(f"len({first})")  # LeetCode's bounds on the size, if any
            cls.rest = cls.rest or (size[1] if size else None)
            cls.largest = cls.largest or (size[1] if size else None)

    def __init__(self) -> None:
        chapter = self.chapter
        if leetcode := LEETCODE.match(chapter.__doc__ or ""):
            self.key, self.title, self.slug = (
                self.key or leetcode[1],
                self.title or leetcode[2],
                self.slug or leetcode[3],
            )
        funcs = [f for f in vars(chapter).values() if inspect.isfunction(f) and is_variant(f, chapter.__name__)]
        named = {*self.limits, *self.cells, *self.generators, *self.not_the_first, *self.units, *self.other_unit}
        if unknown := named - {f.__name__ for f in funcs}:
            raise ValueError(f"{chapter.__name__}: a limit, cell count or trace fact for no variant: {sorted(unknown)}")
        if self.largest is not None:
            self.must_reach = {**{f.__name__: self.largest for f in funcs}, **self.must_reach}
        variants = []
        for f in funcs:
            limit = self.limits.get(f.__name__, self.rest)
            if limit is None:
                raise ValueError(f"{chapter.__name__}: no limit for {f.__name__}")
            declared = limit if isinstance(limit, Variant) else variant(f, limit=limit)
            cells = self.cells.get(f.__name__, declared.cells)
            generate = self.generators.get(f.__name__, declared.generate)
            variants.append(dataclasses.replace(declared, cells=cells, generate=generate))
        self.variants: tuple[Variant, ...] = tuple(variants)
        names = [v.name for v in self.variants]
        if missing := [n for n in self.required if n not in names]:
            raise ValueError(f"{self.key}: missing required variants {missing}")
        if self.reference not in names:
            raise ValueError(f"{self.key}: reference {self.reference!r} is not a variant")

    # The hooks: what a problem says about its own input and game.

    def parse(self, raw: object) -> Args:
        """The keyword arguments of a raw JSON input, or InputError naming what is wrong and what is allowed: by
        default integers within the chapter's bounds, one given bare, several as an object by name (464)."""
        names = self.param.split(", ")
        if not all(name in self.bounds for name in names):
            raise NotImplementedError(f"{type(self).__name__} declares no parse")
        given = {names[0]: raw} if len(names) == 1 else expect_object(raw, names)
        return {name: expect_int(given[name], name, *self.bounds[name]) for name in names}

    def generate(self, size: int, rng: random.Random) -> object:
        """A raw input of the given size."""
        raise NotImplementedError(f"{type(self).__name__} declares no generate")

    def size(self, args: Args) -> int:
        """The number each variant's limit is measured in: by default the first parameter, a number or its length."""
        first = args[self.param.split(", ")[0]]
        return first if isinstance(first, int) else len(first)

    def explain(self, args: Args) -> str:
        """`kata solve --explain`: a few lines on why the answer holds (winning move, line of play)."""
        raise InputError(f"{self.key} has no --explain")

    def meaning(self, args: Args, answer: Any) -> str | None:
        """`kata solve`: what an answer means for this problem, in words, where a number alone does not say it."""
        return None

    def play(self, args: Args) -> Session[Any]:
        """`kata play`: the session `shared.tool.play.run` plays, from parsed args: by default `game()` from the
        first parameter's value, the bot reading `bot` where it is named."""
        if self.game is None:
            raise InputError(f"{self.key} has no game to play")
        from shared.tool.play import GameSession  # only a game needs play's console: the judge's child does not load it

        start = args[self.param.split(", ")[0]]
        if self.bot is None:
            return GameSession(self.game(), start)
        knows = self.variant(self.bot).func
        return GameSession(self.game(), start, value=lambda state: 1 if knows(state[0]) else -1)

    def extra_checks(self, name: str, func: Callable[..., Any], count_calls: Callable[..., int]) -> list[str]:
        """The judge's checks beyond the answer, run in its sandbox once every case is right: failure lines.

        count_calls(thunk) runs thunk() and returns how many calls it made to functions the learner's
        file defines (with searched=True: to those of them that call themselves, a search's positions):
        the judge passes a `CountCalls`; a test may pass a plain counting function.
        """
        return []

    def memo_probe(self) -> tuple[Args, ...]:
        """Inputs for judging a memoized where the generator's repeat no state (empty: the generator's)."""
        return ()

    def hard(self, size: int, rng: random.Random) -> object | None:
        """`kata bench`: a raw input on which a search's tree is large, where random ones end at once (or None)."""
        return None

    def position_set(self, low: int, high: int, count: int) -> list[object]:
        """`kata bench`'s raw inputs for one of `position_sets`: the same seeded positions on every run."""
        raise NotImplementedError(f"{type(self).__name__} declares no position_set")

    def analyze(self, v: Variant, args: Args) -> list[int | None]:
        """`kata solve --analyze`: each move's score by v (Pons' -a), None where there is no move."""
        raise InputError(f"--analyze is not available for problem {self.key}: only c4 has it")

    def weak(self, v: Variant, args: Args) -> int:
        """`kata solve --weak`: win, draw or loss (1, 0, -1) by a variant with a weak mode (Pons' -w)."""
        raise InputError(f"--weak is not available for problem {self.key}: only c4 has it")

    def overrides(self, hook: Callable[..., Any]) -> bool:
        """Does this problem have its own `hook` (`p.overrides(Problem.explain)`), not the base class's default?"""
        own = vars(self).get(hook.__name__, getattr(type(self), hook.__name__))
        return own is not hook

    @property
    def playable(self) -> bool:
        """Has `kata play` a game for this problem: a `game` declared, or a `play` of its own?"""
        return self.game is not None or self.overrides(Problem.play)

    # What follows from the declaration.

    @cached_property  # an attribute once read, so `but(examples=...)` may replace it
    def examples(self) -> tuple[object, ...]:
        """The inputs of the case file's examples (LeetCode's own, for a LeetCode problem), in file order."""
        return tuple(case.input for case in load_cases(self) if case.example)

    @property
    def module(self) -> str:
        """The module that defines this problem's variants."""
        return self.chapter.__name__

    @property
    def stem(self) -> str:
        """The module's file name without `.py`: also names its case file and test module."""
        return self.module.rsplit(".", 1)[-1]

    @property
    def on_leetcode(self) -> bool:
        """A LeetCode problem's key is its number ("292"); the kata's own games have names ("c4", "nim")."""
        return self.key.isdigit()

    def but(self, **changes: Any) -> Problem:
        """A copy with some attributes or hooks replaced (a test's variation on a real problem)."""
        other = copy.copy(self)
        vars(other).update(changes)
        return other

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

    def draw(self, v: Variant, size: int, rng: random.Random) -> object:
        """The judge's random input: every parameter over its range (`generate` may hold one at its hardest)."""
        return self.input_for(v, size, rng)

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


# A LeetCode chapter's first line: "292. Nim Game (https://leetcode.com/problems/nim-game/)."
LEETCODE = re.compile(r"(\d+)\. (.+) \(https://leetcode\.com/problems/([a-z0-9-]+)/\)\.")
