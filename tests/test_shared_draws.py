"""The judge's random level draws every parameter over its range, the values where it decides the answer included.

A generator that holds a parameter still hides every bug that parameter would show: 464's totals were always
the pool's whole sum, where the order of play cannot matter, and a search that never lowered the total
passed. Each problem's `draw` is held here to the property, not to that one symptom.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Mapping

import pytest

from problems.nim_variant import DEFAULT_LOSING
from shared.engine.errors import InputError
from shared.tool.cases import load_cases
from shared.tool.catalog import all_problems, find_problem
from shared.tool.judge.reference import smallest_size
from shared.tool.kinds import IntRow
from shared.tool.registry import Args, Problem
from tests.learner_corpus import LEARNERS, Learner, judge, without_larger_cases

DRAWS = 30  # per problem (the level draws 40); c4's and bot's fewer: each costs a random game, ~10 ms
FEWER = {"c4": 12, "bot": 8}
HELD = {("bot", "budget"): "a clock: the judge keeps each move's budget short"}
# A row problem whose values never decide the answer: its draws need no tie nor bound among them.
NO_ROW_VALUE_MATTERS = {"877": "an even row of odd total: the first player always wins"}


def _runs(state: str) -> int:
    return sum(len(run) >= 2 for run in state.split("-"))


def _whole(args: Args) -> int:
    m: int = args["maxChoosableInteger"]
    return m * (m + 1) // 2


def _nodes(tree: object) -> list[list[object]]:
    return [tree, *(node for child in tree for node in _nodes(child))] if isinstance(tree, list) else []


def _tied(tree: object) -> bool:
    leaves = [[x for x in node if not isinstance(x, list)] for node in _nodes(tree)]
    return any(len(set(row)) < len(row) for row in leaves)


def _widest(tree: object) -> int:
    return max(map(len, _nodes(tree)), default=0)


def _has(tree: object, width: int) -> bool:
    return any(len(node) == width for node in _nodes(tree))


# Per problem, the values where a parameter decides the answer: each must come up in the draws.
MATTERS: Mapping[str, Mapping[str, Callable[[Args], bool]]] = {
    "464": {
        "a total of 0": lambda a: a["desiredTotal"] == 0,
        "a total of 1": lambda a: a["desiredTotal"] == 1,
        "a total within one pick": lambda a: 1 < a["desiredTotal"] <= a["maxChoosableInteger"],
        "a total where the order of play matters": lambda a: a["maxChoosableInteger"] < a["desiredTotal"] < _whole(a),
        "the whole sum": lambda a: a["desiredTotal"] == _whole(a) > 1,
        "past the whole sum": lambda a: a["desiredTotal"] > _whole(a),
    },
    "294": {
        "one run of '+'": lambda a: "-" not in a["currentState"],
        "a '-'": lambda a: "-" in a["currentState"],
        "two runs that can flip": lambda a: _runs(a["currentState"]) >= 2,
    },
    "913": {
        "the mouse at a door to the hole": lambda a: 1 in a["graph"][0],
        "the cat at a door": lambda a: 2 in a["graph"][0],
        "three doors": lambda a: len(a["graph"][0]) >= 3,
        "a node with every other room for a neighbour": lambda a: any(
            len([x for x in row if x]) == len(a["graph"]) - 2 for row in a["graph"][1:]
        ),
    },
    "1728": {
        "a cat's jump past 3": lambda a: a["catJump"] > 3,
        "a mouse's jump past 3": lambda a: a["mouseJump"] > 3,
        "a cat that jumps further": lambda a: a["catJump"] > a["mouseJump"],
        "a grid that is not square": lambda a: len(a["grid"]) != len(a["grid"][0]),
    },
    "nim": {
        "normal play": lambda a: a["normal"],
        "misere play": lambda a: not a["normal"],
        "no extra losing positions": lambda a: a["losing"] == [],
        "other extra losing positions": lambda a: a["losing"] not in ([], [list(s) for s in DEFAULT_LOSING]),
        "a pile of two beads or more": lambda a: max(a["piles"]) >= 2,
        "several piles": lambda a: len(a["piles"]) >= 2,
    },
    "tree": {
        "tied leaves under one node": lambda a: _tied(a["tree"]),
        "a node of four children": lambda a: _widest(a["tree"]) == 4,
        "a node of two": lambda a: _has(a["tree"], 2),
    },
    **{
        key: {"another width than 7": lambda a: a["width"] != 7, "another height than 6": lambda a: a["height"] != 6}
        for key in ("c4", "bot")
    },
}


def _row_matters(p: IntRow) -> Mapping[str, Callable[[Args], bool]]:
    """A row's values decide ties (`>` against `>=`) and meet LeetCode's bounds."""
    return {
        "a tie": lambda a: len(set(a[p.param])) < len(a[p.param]),
        "the least value": lambda a: p.low in a[p.param],
        "the greatest value": lambda a: p.high in a[p.param],
    }


def _drawn(p: Problem) -> list[Args]:
    """DRAWS (or FEWER) seeded draws for the reference, sized as the random level sizes them: mostly small."""
    rng, low = random.Random(464), smallest_size(p)
    v = p.variant(p.reference)
    top = min(v.limit, low + 12)
    return [p.parse(p.draw(v, rng.randint(low, rng.randint(low, top)), rng)) for _ in range(FEWER.get(p.key, DRAWS))]


@pytest.mark.parametrize("p", all_problems(), ids=lambda p: p.key)
def test_the_random_level_varies_every_parameter_where_it_matters(p: Problem) -> None:
    """Across the draws each parameter takes 3 values or more (both, for a flag), and every value where it
    decides the answer named in MATTERS (for a row of numbers: a tie and both bounds) comes up."""
    drawn = _drawn(p)
    for name in drawn[0]:
        seen = {json.dumps(args[name]) for args in drawn}
        if (p.key, name) not in HELD:
            assert len(seen) >= (2 if isinstance(drawn[0][name], bool) else 3), f"{p.key}: {name} is held: {seen}"
    wanted = dict(MATTERS.get(p.key, {}))
    if isinstance(p, IntRow) and p.key not in NO_ROW_VALUE_MATTERS:
        wanted |= _row_matters(p)
    missing = [what for what, holds in wanted.items() if not any(holds(args) for args in drawn)]
    assert not missing, f"{p.key}'s draws never give {missing}"


def test_a_row_is_drawn_from_a_variants_own_generator_where_it_has_one() -> None:
    """IntRow draws its row over the chapter's bounds, but a variant with inputs of its own (as 464's endgame has)
    is given those: the draw keeps to what the variant accepts."""
    p = find_problem("486")
    assert isinstance(p, IntRow)
    naive = p.variant("naive")
    own = dataclasses.replace(naive, generate=lambda size, rng: [7] * size)
    assert p.draw(own, 4, random.Random(0)) == [7, 7, 7, 7]
    assert all(p.low <= x <= p.high for x in p.parse(p.draw(naive, 4, random.Random(0)))["nums"])
    with pytest.raises(InputError, match="at least 1"):
        p.draw(naive, 0, random.Random(0))


def test_the_random_level_alone_fails_a_464_search_that_never_lowers_the_total(monkeypatch: pytest.MonkeyPatch) -> None:
    """The learner file that passed when every total was the whole sum fails at the random level once the case
    added for it, (3, 4), is taken out (the corpus's verdict, `cases`, is that case's)."""
    stopgap = {"maxChoosableInteger": 3, "desiredTotal": 4}
    assert any(case.input == stopgap for case in load_cases(find_problem("464")))
    every = [case for case in load_cases(find_problem("464")) if case.input != stopgap]
    monkeypatch.setattr("shared.tool.judge.levels.cases.load_cases", lambda p: every)
    without_larger_cases(monkeypatch)
    path = LEARNERS / "p0464_can_i_win" / "total_never_lowered.py"
    got, lines = judge(Learner(path, "memoized", "random", "random"))
    assert got == "random", "\n".join(lines)
