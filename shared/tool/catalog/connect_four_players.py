"""Connect Four's players, as the tool sees it: input with a budget, which moves a case accepts, strength floors."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from problems import connect_four_players
from problems.connect_four_players import start
from shared.engine.errors import InputError
from shared.engine.validate import describe
from shared.tool.catalog.connect_four import HEIGHT, WIDTH, OnTheBoard, position_fields, random_position
from shared.tool.registry import Args, Variant

BUDGET = 1.0  # seconds a move, by default
MAX_BUDGET = 60.0
FIELDS = ("moves", "width", "height", "budget")


class PlayersProblem(OnTheBoard):
    """A chapter of players: its own ladder of variants, and a case's right moves, which may be several."""

    chapter = connect_four_players
    key, slug, title = "bot", "connect-four-players", "Connect Four players"
    required = ("random_legal", "greedy", "depth_limited", "iterative_deepening", "mcts", "mcts_solver", "hybrid")
    rest = WIDTH * HEIGHT  # a player answers any position within its budget: its cost is the clock's
    reference = "hybrid"
    method = "move"

    def parse(self, raw: object) -> Args:
        """A move string ("4453"), or {"moves": "4453", "width": 7, "height": 6, "budget": 1.0}."""
        fields, moves, width, height = position_fields(raw, FIELDS, "a position to play")
        budget = fields.get("budget", BUDGET)
        if isinstance(budget, bool) or not isinstance(budget, int | float) or not 0.01 <= budget <= MAX_BUDGET:
            raise InputError(f"budget must be seconds a move, 0.01 to {MAX_BUDGET:g}, got {describe(budget)}")
        start(moves, width, height)
        return {"moves": moves, "width": width, "height": height, "budget": float(budget)}

    def generate(self, size: int, rng: random.Random) -> object:
        """A 7 x 6 position of random play with `size` empty cells, nobody having won nor able to win at once."""
        return {"moves": random_position(WIDTH * HEIGHT - size, rng), "budget": 0.05}

    def draw(self, v: Variant, size: int, rng: random.Random) -> dict[str, object]:
        """A position as c4 draws one (see `OnTheBoard.draw`); the budget stays short: it is a clock."""
        return {**super().draw(v, size, rng), "budget": 0.05}

    def answers(self, name: str, args: Args, expected: object) -> list[object]:
        """The moves a case accepts: {"any of": [3, 7], "from": "greedy"} binds greedy and every later player.

        An earlier player, and any player beside another's move (the judge's random level), is held to
        legality only: any column that is not full.
        """
        if isinstance(expected, dict) and (
            name not in self.required or self.required.index(str(expected["from"])) <= self.required.index(name)
        ):
            return list(expected["any of"])
        board = start(str(args["moves"]), int(args["width"]), int(args["height"]))
        return [c + 1 for c in sorted(board.legal())]

    def agrees(self, args: Args, answers: list[Any]) -> bool:
        """Players need not agree: each must answer a legal column (`kata bench bot` scores how good each is)."""
        legal = self.answers("", args, None)  # a case that names no moves: any legal column
        return all(isinstance(a, int) and a in legal for a in answers)

    def extra_checks(self, name: str, func: Callable[..., Any], count_calls: Callable[..., int]) -> list[str]:
        """Failure lines when the learner's player falls below its idea's floor of strength."""
        # Imported here: the measure package sits above the catalogue, which the tool loads at every start.
        from shared.tool.measure.players_floors import floor_failures

        return floor_failures(name, func)
