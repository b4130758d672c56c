"""Transitional: the declaration still lives in its chapter until it moves here (issue 9)."""

from problems.p1140_stone_game_ii import PROBLEM

__all__ = ["PROBLEM"]
