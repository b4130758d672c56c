"""Transitional: the declaration still lives in its chapter until it moves here (issue 9)."""

from problems.ttt import PROBLEM

__all__ = ["PROBLEM"]
