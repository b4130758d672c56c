"""Transitional: the declaration still lives in its chapter until it moves here (issue 9)."""

from problems.p0486_predict_the_winner import PROBLEM

__all__ = ["PROBLEM"]
