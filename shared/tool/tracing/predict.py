"""Predict, at any step: which call comes next, will the memo answer it, will this loop be cut, which cell fills.

The question is about the next event of note after the step, so it is never
a guess about the past; the answer is shown after the guess, with its reason,
and the view moves to the event asked about.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TextIO

from shared.tool.tracing.recorder import Event
from shared.tool.tracing.runs import Trace
from shared.tool.tracing.views import event_line, state_text

__all__ = ["Question", "ask", "question"]

NOTED = ("call", "return", "memo", "cut", "cell")


@dataclass(frozen=True)
class Question:
    """A question about the step `target`: the prompt, the choices by key, the right key, the answer and why."""

    prompt: str
    choices: dict[str, str]
    right: str
    reveal: str
    target: int


def _choices(right: str, others: list[str], salt: int) -> tuple[dict[str, str], str]:
    picks = [right, *[o for o in dict.fromkeys(others) if o != right][:3]]
    spot = salt % len(picks)
    picks[0], picks[spot] = picks[spot], picks[0]
    keys = {str(k + 1): text for k, text in enumerate(picks)}
    return keys, str(spot + 1)


def _yes_no(prompt: str, yes: bool, reveal: str, target: int) -> Question:
    return Question(prompt, {"y": "yes", "n": "no"}, "y" if yes else "n", reveal, target)


def _near(events: list[Event], k: int, kind: str) -> list[Event]:
    """Events of a kind nearest to step k, after it then before it: enough for three other choices."""
    found: list[Event] = []
    for j in itertools.chain(range(k + 1, len(events)), range(k - 1, -1, -1)):  # lazily: a trace may be long
        if events[j]["kind"] == kind:
            found.append(events[j])
            if len(found) >= 12:
                break
    return found


def _call_question(t: Trace, k: int, e: Event) -> Question:
    events = t.events
    memo_after = None
    for x in itertools.islice(events, k + 1, None):
        if x["kind"] == "memo" and x.get("id") == e["id"]:
            memo_after = x
        if x["kind"] in ("call", "return", "memo") and x is not memo_after:
            break  # a dict memo answers right after the call, before anything else of note
    has_memo = t.memos > 0
    head = f"next: {e['func']}({state_text(e['state'])})"
    if has_memo:
        if memo_after is not None:
            return _yes_no(
                f"{head}. Will the memo answer it?",
                True,
                f"yes: {state_text(e['state'])} was computed by #{memo_after['of']}",
                k,
            )
        return _yes_no(
            f"{head}. Will the memo answer it?",
            False,
            f"no: {state_text(e['state'])} is not in the memo yet; it is searched as #{e['id']}",
            k,
        )
    others = [state_text(x["state"]) for x in _near(events, k, "call")]
    choices, right = _choices(state_text(e["state"]), others, k)
    parent = "the root call" if e["parent"] is None else f"the next move of #{e['parent']}"
    return Question("Which call comes next?", choices, right, f"#{e['id']} {e['func']}: {parent}", k)


def question(t: Trace, step: int) -> Question | None:
    """The question about the first event of note after step, or None at the end of the trace."""
    events = t.events
    k = next((j for j in range(step + 1, len(events)) if events[j]["kind"] in NOTED), None)
    if k is None:
        return None
    e = events[k]
    if e["kind"] == "call":
        return _call_question(t, k, e)
    if e["kind"] == "memo":
        return _yes_no(
            f"next: {e['func']}({state_text(e['state'])}). Will the memo answer it?",
            True,
            f"yes: it was computed by #{e['of']}, so no call is made",
            k,
        )
    if e["kind"] == "cut":
        return _yes_no(f"Will #{e['id']}'s loop be cut before its next move?", True, e["reason"], k)
    if e["kind"] == "return" and t.cuts:
        return _yes_no(
            f"Will #{e['id']}'s loop be cut before it returns?",
            False,
            f"no: #{e['id']} tried every move it had, and returns {json.dumps(e['value'])}",
            k,
        )
    if e["kind"] == "cell":
        cells = _near(events, k, "cell")
        text = [_cell_name(x) for x in cells]
        right_text = _cell_name(e)
        choices, right = _choices(right_text, text, k)
        return Question("Which cell fills next?", choices, right, event_line({**e, "depth": 0}), k)
    values = [json.dumps(x["value"]) for x in _near(events, k, "return")]
    choices, right = _choices(json.dumps(e["value"]), values, k)
    return Question(f"What does #{e['id']} {e['func']} return?", choices, right, event_line({**e, "depth": 0}), k)


def _cell_name(e: Event) -> str:
    """A cell as the code indexes it (`row[2]`); a fill as the table's whole (`row[:]`)."""
    return f"{e['table']}[:]" if "fill" in e else f"{e['table']}{''.join(f'[{i}]' for i in e['index'])}"


def ask(t: Trace, step: int, out: TextIO, answers: Iterator[str]) -> int:
    """Put the question after step to the learner, read one key, say if it was right and why; the step asked."""
    q = question(t, step)
    if q is None:
        print("predict: nothing left to predict, this is the end of the trace", file=out, flush=True)
        return step
    print(q.prompt, file=out)
    for key, text in q.choices.items():
        if q.choices != {"y": "yes", "n": "no"}:
            print(f"  {key}) {text}", file=out)
    print("your guess: " + "/".join(q.choices), file=out, flush=True)
    guess = next(answers, "")
    verdict = "right" if guess == q.right else f"not quite (the answer is {q.choices[q.right]})"
    print(f"{verdict}: {q.reveal}", file=out, flush=True)
    return q.target
