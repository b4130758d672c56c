"""What the subcommands that take a problem share: its INPUT as JSON, its own flags, the variants picked."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence

from shared.engine.errors import InputError
from shared.engine.validate import loads
from shared.tool.catalog import all_problems
from shared.tool.registry import CliOption, Problem, Variant

__all__ = ["add_problem_options", "merge_options", "pick_variants", "read_json"]


def read_json(text: str, problem: Problem, what: str = "INPUT") -> object:
    """INPUT (or the option `what`) as JSON, or as a bare string where the problem takes one (`kata solve ttt
    X.O......`); a refusal names what was read, so a bad --losing is not blamed on the INPUT."""
    try:
        return loads(text, what)
    except RecursionError:
        raise InputError(f"{what} is nested too deeply to read") from None
    except json.JSONDecodeError as err:
        if what == "INPUT" and problem.bare_string and not text.lstrip().startswith(("[", "{", '"')):
            return text.strip()  # blank too: c4's '' is the empty board, as '""' is
        if not text.strip():
            example = json.dumps(problem.examples[0]) if what == "INPUT" and problem.examples else "[]"
            raise InputError(f"{what} is empty: give it as JSON, e.g. {example}") from None
        raise InputError(f"{what} is not valid JSON: {err.msg} at column {err.colno}") from None


def _problem_options() -> dict[str, tuple[CliOption, list[Problem]]]:
    """Every problem-specific flag, with the problems that declare it."""
    found: dict[str, tuple[CliOption, list[Problem]]] = {}
    for p in all_problems():
        for opt in p.options:
            found.setdefault(opt.flag, (opt, []))[1].append(p)
    return found


def add_problem_options(parser: argparse.ArgumentParser) -> None:
    """Add every problem's own flags (`--losing JSON`, `--normal`), each saying which problems take it."""
    for flag, (opt, owners) in _problem_options().items():
        where = ", ".join(p.key for p in owners)
        if opt.takes_json:
            parser.add_argument(flag, dest=f"opt_{opt.key}", metavar="JSON", help=f"{opt.help} ({where})")
        else:
            parser.add_argument(
                flag, dest=f"opt_{opt.key}", action="store_true", default=None, help=f"{opt.help} ({where})"
            )


def merge_options(problem: Problem, raw: object, ns: argparse.Namespace) -> object:
    """Fold the problem's own flags into its input, as its `parse` expects (see CliOption)."""
    given = {
        opt.key: (opt, getattr(ns, f"opt_{opt.key}"))
        for opt, _ in _problem_options().values()
        if getattr(ns, f"opt_{opt.key}", None) is not None
    }
    if not given:
        return raw
    merged: dict[str, object] = dict(raw) if isinstance(raw, dict) else {problem.param: raw}
    for key, (opt, value) in given.items():
        if opt not in problem.options:
            raise InputError(f"{opt.flag} does not apply to problem {problem.key}")
        merged[key] = read_json(value, problem, opt.flag) if opt.takes_json else True
    return merged


def pick_variants(problem: Problem, names: Sequence[str] | None) -> list[Variant]:
    """The named variants in the order given, or all of them in teaching order."""
    return [problem.variant(n) for n in names] if names else list(problem.variants)
