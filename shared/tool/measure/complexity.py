"""Declared complexities as data, and measured growth to hold them against.

`parse_growth("O(n^2 log n)")` reads what a variant's docstring promises;
`fit_degree` and `fit_base` read what a ladder of measurements shows: the
slope on a log-log plot for polynomials, the ratio per step for exponentials.

`space_used` measures what Space declares: the peak of the memory a call
allocates (tracemalloc) plus its deepest recursion, each frame counted as
FRAME_BYTES, since CPython's frames live outside what tracemalloc sees.
`space_mismatch` holds a ladder of those against the declared Space from
above only: a search that stops early uses less, never more.

`step_counter` counts lines run, for what calls miss: a node of a memoized
search is one call, but the call loops over its moves (375's guesses, 1025's
trial divisions), and Time counts the loop. Each line of the chapter's file
run is a step, a generator's too, so steps grow like Time by construction,
with no help from the chapter's text.
"""

from __future__ import annotations

import math
import re
import sys
import threading
import tracemalloc
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from types import CodeType, FrameType
from typing import Any, Literal

from shared.engine.counting import monitor

__all__ = [
    "FRAME_BYTES",
    "Growth",
    "Steps",
    "describe_fit",
    "fit_base",
    "fit_degree",
    "fit_rate",
    "growth_mismatch",
    "parse_growth",
    "space_mismatch",
    "space_used",
    "step_counter",
]

Kind = Literal["polynomial", "exponential", "factorial", "superexponential", "unknown"]


@dataclass(frozen=True)
class Growth:
    """The shape of a complexity: n^degree (log n)^logs, base^n, n!, or n^(base n^degree)."""

    kind: Kind
    degree: float = 0.0  # polynomial: the power of n; factorial: the power of n! (0.5 for sqrt(n!))
    logs: int = 0
    base: float = 1.0

    @property
    def stepwise(self) -> bool:
        """Does cost multiply with each step of size (so a ladder climbs by 1, not by doubling)?"""
        return self.kind in ("exponential", "factorial", "superexponential")

    def __str__(self) -> str:
        if self.kind == "polynomial":
            text = "1" if self.degree == 0 else "n" if self.degree == 1 else f"n^{self.degree:g}"
            return text + " log n" * self.logs if self.degree or not self.logs else "log n" * self.logs
        if self.kind == "exponential":
            return f"{self.base:g}^n"
        if self.kind == "factorial":
            return "n!" if self.degree == 1 else f"(n!)^{self.degree:g}"
        if self.kind == "superexponential":
            return f"n^({self.base:g}n^{self.degree:g})"
        return "?"


def parse_growth(declared: str) -> Growth:
    """Read `O(...)` as a Growth; anything outside the simple forms is `unknown`."""
    inner = declared.strip()
    if inner.startswith("O(") and inner.endswith(")"):
        inner = inner[2:-1]
    inner = re.sub(r"\s*[*·]\s*", " ", inner.strip())
    if inner == "1":
        return Growth("polynomial")
    if match := re.fullmatch(r"([a-z]\w*)\^\((\d+(?:\.\d+)?)\s*\1\^(\d+(?:\.\d+)?)\)", inner):
        return Growth("superexponential", degree=float(match[3]), base=float(match[2]))
    if match := re.fullmatch(r"(\d+(?:\.\d+)?)\^\(?([a-z]\w*)\)?", inner):
        return Growth("exponential", base=float(match[1]))
    if re.fullmatch(r"[a-z]\w*!", inner):
        return Growth("factorial", degree=1.0)
    if re.fullmatch(r"sqrt\([a-z]\w*!\)", inner):
        return Growth("factorial", degree=0.5)
    degree, logs = 0.0, 0
    for token in re.split(r" (?!n\b|\w+\))", inner):
        if match := re.fullmatch(r"log\s*\(?[a-z]\w*\)?", token):
            logs += 1
        elif match := re.fullmatch(r"[a-z]\w*(?:\^(\d+(?:\.\d+)?))?", token):
            degree += float(match[1]) if match[1] else 1.0
        else:
            return Growth("unknown")
    return Growth("polynomial", degree=degree, logs=logs)


def _slope(xs: Sequence[float], ys: Sequence[float]) -> float:
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    var = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / var if var else math.nan


def fit_degree(points: Sequence[tuple[float, float]]) -> float:
    """The slope of log(cost) against log(size): the exponent of a polynomial."""
    usable = [(x, y) for x, y in points if x > 0 and y > 0]
    if len(usable) < 2:
        return math.nan
    return _slope([math.log(x) for x, _ in usable], [math.log(y) for _, y in usable])


def fit_base(points: Sequence[tuple[float, float]]) -> float:
    """exp of the slope of log(cost) against size: the base of an exponential."""
    usable = [(x, y) for x, y in points if y > 0]
    if len(usable) < 2:
        return math.nan
    return math.exp(_slope([x for x, _ in usable], [math.log(y) for _, y in usable]))


def fit_rate(points: Sequence[tuple[float, float]], degree: float) -> float:
    """The slope of log(cost) against n^degree log n: the k of n^(k n^degree)."""
    usable = [(x, y) for x, y in points if x > 1 and y > 0]
    if len(usable) < 2:
        return math.nan
    return _slope([x**degree * math.log(x) for x, _ in usable], [math.log(y) for _, y in usable])


def growth_mismatch(declared: Growth, points: Sequence[tuple[float, float]]) -> str | None:
    """Why the counted growth does not match the declared class, or None when it does.

    - polynomial: the log-log slope is within [d - 0.4, d + 0.3] (+0.25 per log factor);
    - exponential: the declared base b bounds the fitted one, tightly: b^0.5 <= fitted <= b^1.15;
    - factorial, (n!)^p: the last step's ratio is within [0.4, 2] times n^p;
    - superexponential, n^(k n^j): the fitted k is at most 1.15 k. Only the upper side: such a
      bound (a tree search over a game graph's positions) is far above what small sizes show.
    Upper bounds may be a little loose (a pruned or early-exit search does less), never wrong.
    """
    if declared.kind == "unknown":
        return "the declared complexity is not one of the forms the kata reads (O(n^k), O(c^n), O(n!))"
    if len(points) < 3:
        return f"only {len(points)} measured point(s): too few to fit"
    if declared.kind == "polynomial":
        slope = fit_degree(points)
        low, high = declared.degree - 0.4, declared.degree + 0.3 + 0.25 * declared.logs
        if not low <= slope <= high:
            return f"counted growth n^{slope:.2f} is outside [n^{low:.2f}, n^{high:.2f}] for declared {declared}"
        return None
    if declared.kind == "exponential":
        base = fit_base(points)
        low, high = declared.base**0.5, declared.base**1.15
        if not low <= base <= high:
            return f"counted growth {base:.2f}^n is outside [{low:.2f}^n, {high:.2f}^n] for declared {declared}"
        return None
    if declared.kind == "superexponential":
        rate = fit_rate(points, declared.degree)
        if not rate <= 1.15 * declared.base:
            return f"counted growth n^({rate:.2f}n^{declared.degree:g}) exceeds declared {declared}"
        return None
    (n0, y0), (n1, y1) = points[-2], points[-1]
    ratio, expected = y1 / y0, (n1**declared.degree) ** (1 / max(1.0, n1 - n0))
    if not 0.4 * expected <= ratio <= 2 * expected:
        return f"the last step multiplied the count by {ratio:.2f}, expected about {expected:.2f} for {declared}"
    return None


def describe_fit(declared: Growth, points: Sequence[tuple[float, float]]) -> str:
    """The measured growth written in the declared form ("n^2.03", "1.41^n"), or '-' with too few points."""
    if declared.kind == "superexponential":
        rate = fit_rate(points, declared.degree)
        return "-" if math.isnan(rate) else f"n^({rate:.2f}n^{declared.degree:g})"
    if declared.kind in ("exponential", "factorial"):
        base = fit_base(points)
        return "-" if math.isnan(base) else f"{base:.2f}^n"
    degree = fit_degree(points)
    return "-" if math.isnan(degree) else f"n^{degree:.2f}"


@dataclass
class Steps:
    """Lines of one file run inside the block."""

    lines: int = 0


_STEP_TOOL = 3  # a sys.monitoring tool id nothing else here claims (the node counter takes 4, the judge's child 2)


def _trace_lines(filename: str, steps: Steps) -> Callable[[], None]:
    """Count the lines run in code from `filename`, in this thread and in threads started meanwhile; return the stop."""
    if sys.version_info >= (3, 12):  # pragma: no cover - 3.12+
        monitoring: Any = getattr(sys, "monitoring")  # noqa: B009  # absent from 3.11's typeshed

        def step(code: CodeType, *where: int) -> object:
            if code.co_filename != filename:
                return monitoring.DISABLE  # this place in other code is never reported again
            steps.lines += 1
            return None

        # LINE fires only when the line changes, so a loop on one line (a generator, a comprehension) would
        # count once: each jump is a step too, as settrace's line event on every pass is on 3.11.
        return monitor(_STEP_TOOL, "kata step counter", {monitoring.events.LINE: step, monitoring.events.JUMP: step})

    def local(frame: FrameType, event: str, arg: object) -> Any:
        if event == "line":
            steps.lines += 1
        return local

    def call(frame: FrameType, event: str, arg: object) -> Any:
        return local if frame.f_code.co_filename == filename else None  # other code runs untraced

    old, old_threads = sys.gettrace(), threading.gettrace()
    sys.settrace(call)
    threading.settrace(call)

    def stop() -> None:
        sys.settrace(old)
        threading.settrace(old_threads)

    return stop


@contextmanager
def step_counter(where: Callable[..., Any]) -> Iterator[Steps]:
    """Count the lines of `where`'s file run inside the block, in this thread and in threads started in it."""
    steps = Steps()
    code = getattr(getattr(where, "__wrapped__", where), "__code__", None)
    stop = _trace_lines(code.co_filename, steps) if code is not None else None
    try:
        yield steps
    finally:
        if stop is not None:
            stop()


FRAME_BYTES = 200  # about what one Python frame of a chapter's search holds: its locals, its stack, its links


def space_used(call: Callable[[], object]) -> int:
    """Bytes call() needs at its peak: the most it had allocated and not yet freed, plus its deepest recursion
    as FRAME_BYTES a frame (frames live on CPython's own stack of chunks, which tracemalloc does not see)."""
    depth = deepest = 0

    def hook(frame: FrameType, event: str, arg: object) -> None:
        nonlocal depth, deepest
        if event == "call":
            depth += 1
            deepest = max(deepest, depth)
        elif event == "return":
            depth -= 1

    started = not tracemalloc.is_tracing()
    if started:
        tracemalloc.start()
    old, old_threads = sys.getprofile(), threading.getprofile()
    tracemalloc.reset_peak()
    base = tracemalloc.get_traced_memory()[0]
    sys.setprofile(hook)
    # The recursion runs in the deep runner's thread, started inside call(): a hook set on this thread alone
    # saw none of it, and the depth term was a constant.
    threading.setprofile(hook)
    try:
        call()
    finally:
        sys.setprofile(old)
        threading.setprofile(old_threads)
        peak = tracemalloc.get_traced_memory()[1]
        if started:
            tracemalloc.stop()
    return max(0, peak - base) + deepest * FRAME_BYTES


def space_mismatch(declared: Growth, points: Sequence[tuple[float, float]]) -> str | None:
    """Why the measured space outgrows the declared Space, or None when it stays within it (from above only:
    polynomial slope at most d + 0.5 (+0.25 a log factor), exponential base at most b^1.15). Memory comes in
    steps (a dict or list doubles its room when full), so its slope is looser than a count's."""
    if declared.kind == "unknown":
        return "the declared Space is not one of the forms the kata reads"
    if len(points) < 3:
        return None  # too few sizes to fit: nothing to hold
    if declared.kind == "polynomial":
        slope = fit_degree(points)
        high = declared.degree + 0.5 + 0.25 * declared.logs
        return None if slope <= high else f"measured space grows as n^{slope:.2f}, past n^{high:.2f} for {declared}"
    if declared.kind == "exponential":
        base = fit_base(points)
        high = declared.base**1.15
        return None if base <= high else f"measured space grows as {base:.2f}^n, past {high:.2f}^n for {declared}"
    return None  # factorial and beyond: every count the ladder reaches is far below such a bound
