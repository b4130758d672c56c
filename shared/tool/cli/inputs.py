"""What the subcommands that take a problem share: its INPUT as JSON, its own flags, the variants picked."""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Sequence
from functools import cache

from shared.engine.errors import MESSAGE_ROOM, InputError
from shared.engine.validate import loads
from shared.tool.catalog import all_problems
from shared.tool.registry import CliOption, Problem, Variant
from shared.tool.text import clip

__all__ = ["add_problem_options", "merge_options", "pick_variants", "read_json"]


def read_json(text: str, problem: Problem, what: str = "INPUT") -> object:
    """INPUT (or the option `what`) as JSON, or as a bare string where the problem takes one (`kata solve ttt
    X.O......`); a refusal names what was read, so a bad --losing is not blamed on the INPUT.

    INPUT may name its parameters too, as a JSON object of LeetCode's names or in LeetCode's own notation, the
    one kata's headers print (`nums = [1,5,2]`, `currentState = "++++"`): see `by_name`.
    """
    try:
        raw = loads(text, what)
    except RecursionError:
        raise InputError(f"{what} is nested too deeply to read") from None
    except json.JSONDecodeError as err:
        if what == "INPUT" and NAMED.match(text):
            return by_name(problem, notation(text, problem))
        if what == "INPUT" and (word := WORD.match(text)) and word[1] in parameters(problem)[0]:
            raise InputError(f"INPUT: expected '=' after {word[1]}, as in LeetCode's {word[1]} = ...") from None
        if what == "INPUT" and problem.bare_string and not text.lstrip().startswith(("[", "{", '"')):
            return text.strip()  # blank too: c4's '' is the empty board, as '""' is
        if not text.strip():
            example = json.dumps(problem.examples[0]) if what == "INPUT" and problem.examples else "[]"
            raise InputError(f"{what} is empty: give it as JSON, e.g. {example}") from None
        raise InputError(f"{what} is not valid JSON: {err.msg} at column {err.colno}") from None
    return by_name(problem, raw) if what == "INPUT" and isinstance(raw, dict) else raw


NAMED = re.compile(r"\s*([A-Za-z_]\w*)\s*=\s*")  # `name = ` in LeetCode's "Input: nums = [1,5,2]"
WORD = re.compile(r"\s*([A-Za-z_]\w*)\b")


@cache
def parameters(problem: Problem) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The names INPUT may give (those the problem's parse returns on its first example: LeetCode's, and a rule's
    such as nim's `losing`), and those it must (those without which parse refuses it: c4's width has a default)."""
    full = problem.parse(problem.examples[0])

    def needed(name: str) -> bool:
        try:
            problem.parse({other: value for other, value in full.items() if other != name})
        except InputError:
            return True
        return False

    return tuple(full), tuple(name for name in full if needed(name))


def by_name(problem: Problem, given: dict[str, object]) -> object:
    """The input named parameter by parameter, as the problem's parse takes it: a one-parameter problem's bare
    value, else the object; a name the problem does not take, or one it needs and is not given, is refused."""
    names, needed = parameters(problem)
    takes = f"{problem.key} takes {', '.join(names)}"
    if unknown := [name for name in given if name not in names]:
        shown = unknown[0] if len(unknown[0]) <= 20 else unknown[0][:17] + "..."
        said = f"INPUT names no parameter {shown!r}"
        raise InputError(_in_room(f"{said}: {takes}", said))
    if missing := [name for name in needed if name not in given]:
        raise InputError(_in_room(f"INPUT lacks {missing[0]}: {takes}", f"INPUT lacks {missing[0]}"))
    if list(given) == [problem.param]:
        return given[problem.param]
    return given


def notation(text: str, problem: Problem) -> dict[str, object]:
    """LeetCode's `name = value, name = value` as a dict: each value JSON (a string quoted), or for a problem that
    takes a bare string (`board = X.O......`) that string, up to the next comma."""
    given: dict[str, object] = {}
    decoder, at = json.JSONDecoder(), 0
    takes = f"{problem.key} takes {', '.join(parameters(problem)[0])}"
    while True:
        named = NAMED.match(text, at)
        if named is None:
            raise InputError(_in_room(f"INPUT: expected name = value at column {at + 1}: {takes}", takes))
        name, at = named[1], named.end()
        if name in given:
            raise InputError(_in_room(f"INPUT names {name} twice: {takes}", takes))
        try:
            end = decoder.raw_decode(text, at)[1]
            given[name] = loads(text[at:end], name)
        except RecursionError:
            raise InputError(f"{name} is nested too deeply to read") from None
        except json.JSONDecodeError as err:
            bare = text[at:].split(",", 1)[0]
            if not problem.bare_string or not bare.strip() or bare.lstrip().startswith(("[", "{", '"')):
                said = f"INPUT: {name} is not valid JSON"
                raise InputError(_in_room(f"{said}: {err.msg} at column {err.pos + 1}", said)) from None
            given[name], end = bare.strip(), at + len(bare)
        rest = text[end:].lstrip()
        if not rest:
            return given
        if not rest.startswith(","):
            said = f"INPUT: expected ',' or the end after the value of {name}"
            raise InputError(_in_room(f"{said}, got {clip(rest, 10)!r}", said))
        at = len(text) - len(rest) + 1


def _in_room(message: str, shorter: str) -> str:
    """The message where it fits an error's one line, else the shorter one (or its start). Not `text.fitted`,
    which wraps one message to a width."""
    return message if len(message) <= MESSAGE_ROOM else shorter[:MESSAGE_ROOM]


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
