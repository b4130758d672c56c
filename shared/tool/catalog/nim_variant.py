"""Transitional: the declaration still lives in its chapter until it moves here (issue 9)."""

from problems.nim_variant import PROBLEM

__all__ = ["PROBLEM"]
