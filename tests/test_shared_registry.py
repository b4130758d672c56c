"""The registry, cases, counting and complexity parsing that every problem relies on."""

from __future__ import annotations

import dataclasses
import random
import types
from typing import Any

import pytest

from problems import p1510_stone_game_iv as stone_game_iv
from shared.engine.counting import count_node, node_counter
from shared.engine.errors import MESSAGE_ROOM, InputError
from shared.tool.cases import load_cases
from shared.tool.catalog import all_problems, find_problem, rows
from shared.tool.kinds import OneNumber
from shared.tool.measure.complexity import Growth, parse_growth
from shared.tool.play import GameSession, Perfect
from shared.tool.registry import REQUIRED_VARIANTS, Problem, reachable, variant
from shared.tool.text import constraints, length_names, parse_complexity
from tests.conftest import ROOT
from tests.forked import run_pytest

PROBLEMS = all_problems()
KEYS = [p.key for p in PROBLEMS]


def test_every_problem_has_the_four_required_variants_in_teaching_order() -> None:
    """naive, alpha_beta, memoized and bottom_up exist in that order, before any extra (c4 teaches a ladder between)."""
    for p in PROBLEMS:
        names = [v.name for v in p.variants]
        if p.key == "c4":  # Pons' steps: ordered and bitboard come before the table, three more after it
            assert [n for n in names if n in REQUIRED_VARIANTS] == list(REQUIRED_VARIANTS)
        elif p.required != REQUIRED_VARIANTS:  # a chapter of another kind (players) declares its own ladder
            assert names[: len(p.required)] == list(p.required), p.key
        else:
            assert names[:4] == list(REQUIRED_VARIANTS), p.key


@pytest.mark.parametrize("p", PROBLEMS, ids=[f"problem {i}" for i in range(len(PROBLEMS))])
def test_cases_and_examples_are_valid_inputs(p: object) -> None:
    """Every case input and every built-in example passes its problem's own input checks."""

    assert isinstance(p, Problem)
    cases = load_cases(p)
    assert len(cases) >= 3
    for case in cases:
        p.parse(case.input)
    for raw in p.examples:
        p.parse(raw)


def test_problems_are_found_by_key_slug_and_module() -> None:
    """`kata solve` accepts a problem's key, LeetCode slug or module name alike."""
    for p in PROBLEMS:
        assert find_problem(p.key) is p
        assert find_problem(p.slug) is p
        assert find_problem(p.stem) is p
    with pytest.raises(InputError, match="unknown problem"):
        find_problem("no-such-problem")


def test_complexity_is_read_from_the_docstring() -> None:
    """Time and Space come from the variant's own docstring, nested parentheses included."""
    assert parse_complexity("Scan. Time O(n log(n)), Space O(1), n = len(nums).") == ("O(n log(n))", "O(1)")

    def undocumented(n: int) -> bool:
        """Says nothing about cost."""
        return n > 0

    with pytest.raises(ValueError, match="Time O"):
        variant(undocumented, limit=1)


@pytest.mark.parametrize(
    ("declared", "growth"),
    [
        ("O(1)", Growth("polynomial")),
        ("O(n)", Growth("polynomial", degree=1)),
        ("O(n^2)", Growth("polynomial", degree=2)),
        ("O(n^2 log n)", Growth("polynomial", degree=2, logs=1)),
        ("O(1.84^n)", Growth("exponential", base=1.84)),
        ("O(b!)", Growth("factorial", degree=1.0)),
        ("O(sqrt(b!))", Growth("factorial", degree=0.5)),
    ],
)
def test_declared_growth_is_parsed(declared: str, growth: Growth) -> None:
    """The declared complexities the variants use are understood as polynomial, exponential or factorial."""
    assert parse_growth(declared) == growth


def test_node_counters_nest_and_are_inert_outside() -> None:
    """count_node adds only to the innermost open counter, and does nothing when none is open."""
    count_node(5)
    with node_counter() as outer:
        count_node()
        with node_counter() as inner:
            count_node(3)
        count_node()
    assert (outer.nodes, inner.nodes) == (2, 3)
    with node_counter() as silent:
        pass
    assert silent.nodes is None


def _chapter_like(nums: list[int]) -> int:
    """A variant as a chapter writes it: a nested search, a helper, a lambda, a comprehension, a generator."""

    def margin(i: int, j: int) -> int:
        if i == j:
            return nums[i]
        return max(_take(nums[i]) - margin(i + 1, j), _take(nums[j]) - margin(i, j - 1))

    order = sorted(range(len(nums)), key=lambda k: nums[k])
    return margin(0, len(nums) - 1) + sum(x for x in [nums[k] for k in order]) * 0


def _take(x: int) -> int:
    return x


def test_node_counter_counts_the_calls_of_nested_functions_only() -> None:
    """Nodes are the calls of functions nested in the module's functions: 2^n - 1 for the row game's tree.

    The module-level helper, the lambda, the comprehensions and the variant's own call are not nodes.
    """
    from shared.engine.recursion import run_deep

    with node_counter(_chapter_like) as here:
        _chapter_like([3, 1, 4, 1, 5])
    with node_counter(_chapter_like) as deep:  # the runner's thread is counted too
        run_deep(_chapter_like, [3, 1, 4, 1, 5])
    with node_counter(_chapter_like) as outer:
        count_node(2)  # a table's cells add to the same counter
        with node_counter() as inner:
            _chapter_like([3, 1])  # counted by the innermost counter only, which counts no calls
        _chapter_like([3, 1])
    assert (here.nodes, deep.nodes, outer.nodes, inner.nodes) == (31, 31, 5, None)


def test_node_counter_counts_a_cache_hit_as_no_node() -> None:
    """Under @cache a call answered from the cache never runs the function: nodes are the distinct states."""
    from functools import cache

    def memoized(n: int) -> int:
        @cache
        def ways(k: int) -> int:
            return 1 if k < 2 else ways(k - 1) + ways(k - 2)

        return ways(n)

    with node_counter(memoized) as counter:
        assert memoized(30) == 1_346_269
    assert counter.nodes == 31


def test_dash_k_with_a_problem_name_means_that_problem_exactly() -> None:
    """For every pair of problems, a test of one matches the other's key, slug or stem only if they are the same."""
    from types import SimpleNamespace

    from tests.plugins.problems import exact_matcher, owners, problem_names

    names = problem_names()
    for p in PROBLEMS:
        item: Any = SimpleNamespace(module=SimpleNamespace(__name__=f"tests.test_{p.stem}"))
        match = exact_matcher(names, owners(item), fallback=lambda name: name == "limit")
        for q in PROBLEMS:
            assert [match(name) for name in (q.key, q.slug, q.stem.upper())] == [p is q] * 3, (p.key, q.key)
        assert match("limit")
        assert not match("anything else")


def test_dash_k_with_a_key_in_real_runs_is_exact_and_combines() -> None:
    """A real -k run: `nim` is nim's tests (its complexity rows too), not Nim Game's; `292 and limit` combines."""
    files = ["tests/test_nim_variant.py", "tests/test_p0292_nim_game.py", "tests/test_shared_complexity.py"]
    files.append("tests/test_matrix.py")
    # --slow: the limit runs are slow, and a default run leaves them out of the collection
    options = ["--collect-only", "-q", "-p", "no:cacheprovider", "--numprocesses=0", "--slow"]
    _, out = run_pytest([*options, "-k", "nim or (292 and limit)", *files], cwd=ROOT)
    ids = [line for line in out.splitlines() if "::" in line]
    nim = [i for i in ids if i.startswith("tests/test_nim_variant.py::") or "[nim_variant." in i or "[nim " in i]
    other = [i for i in ids if i not in nim]
    assert len(nim) > 20, out[-2000:]
    assert any("[nim_variant." in i for i in nim)
    assert other, out[-2000:]
    assert any("::test_variant_meets_budget_at_its_limit[" in i for i in other)
    assert all(i.startswith("tests/test_matrix.py::") and "[292 " in i and "limit" in i for i in other), other


@pytest.mark.parametrize(
    ("keyword", "imported"),
    [
        ("292", {"p0292_nim_game"}),
        ("486 or nim-game", {"p0486_predict_the_winner", "p0292_nim_game"}),
        ("not 292", {"p0486_predict_the_winner", "nim_variant", "ttt"}),
        ("nim", {"nim_variant"}),
        ("292 and limit", {"p0292_nim_game", "p0486_predict_the_winner", "nim_variant", "ttt"}),  # limit: any test
        ("", {"p0292_nim_game", "p0486_predict_the_winner", "nim_variant", "ttt"}),
    ],
)
def test_dash_k_of_problem_names_imports_only_their_chapters_modules(keyword: str, imported: set[str]) -> None:
    """-k made of problem names skips the other chapters' modules; any other word, and the shared modules, collect."""
    from tests.plugins.problems import pytest_ignore_collect

    class Options:
        pass

    class Config:
        option = Options()

    config: Any = Config()
    config.option.keyword = keyword
    stems = ["p0292_nim_game", "p0486_predict_the_winner", "nim_variant", "ttt"]
    kept = {stem for stem in stems if not pytest_ignore_collect(ROOT / "tests" / f"test_{stem}.py", config)}
    assert kept == imported
    assert pytest_ignore_collect(ROOT / "tests" / "test_shared_complexity.py", config) is None


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("999", "unknown problem '999': `kata list` shows the 17 keys"),
        ("114", "unknown problem '114': did you mean 1140? `kata list` shows the 17 keys"),
        ("x" * 200, "unknown problem 'xxxxxxxxxxxxxxxxx...': `kata list` shows the 17 keys"),
    ],
)
def test_an_unknown_problem_suggests_the_nearest_key_in_one_short_line(typed: str, message: str) -> None:
    """A typo gets the nearest key; the line stays within 80 columns whatever was typed."""
    with pytest.raises(InputError) as refused:
        find_problem(typed)
    assert str(refused.value) == message.replace("17", str(len(all_problems())))


def test_an_unknown_variant_is_refused_in_one_line_within_80_columns() -> None:
    """However many variants a problem has and however long the typo, the refusal fits 80 columns."""
    for p in all_problems():
        for typo in ("x" * 200, p.variants[-1].name + "s"):
            with pytest.raises(InputError) as refused:
                p.variant(typo)
            line = f"kata: {refused.value}"
            assert "\n" not in line, line
            assert len(line) <= 80, line


def test_a_problem_class_reads_the_chapter_and_refuses_a_limit_it_cannot_place() -> None:
    """A Problem class takes key, title, slug, param and variants from its chapter; a stray or missing limit fails."""

    class Declared(OneNumber):
        chapter = stone_game_iv
        high, largest = 10, 7
        limits = {"naive": 5}  # noqa: RUF012
        rest: int | None = 9

    p = Declared()
    assert (p.key, p.title, p.slug, p.param) == ("1510", "Stone Game IV", "stone-game-iv", "n")
    assert [(v.name, v.limit) for v in p.variants] == [(n, 5 if n == "naive" else 9) for n in REQUIRED_VARIANTS]
    assert dict(p.must_reach) == dict.fromkeys(REQUIRED_VARIANTS, 7)
    Declared.limits = {"formula": 5}
    with pytest.raises(ValueError, match="a limit, cell count or trace fact for no variant: \\['formula'\\]"):
        Declared()
    Declared.limits, Declared.rest = {"naive": 5}, None
    with pytest.raises(ValueError, match="no limit for alpha_beta"):
        Declared()


def test_a_problem_overrides_only_the_hooks_it_declares() -> None:
    """overrides() tells a problem's own hook from the base class's default, and sees one given by but(); a problem
    is playable with a `game` declared (the base class's play) or a play of its own."""
    nim_game, guess, nim = find_problem("292"), find_problem("375"), find_problem("nim")
    assert nim_game.playable
    assert not nim_game.overrides(Problem.play)
    assert nim.playable
    assert nim.overrides(Problem.play)
    assert not guess.playable
    assert not guess.overrides(Problem.play)
    assert find_problem("913").overrides(Problem.explain)
    assert not nim_game.overrides(Problem.explain)
    assert guess.but(play=lambda args: None).overrides(Problem.play)
    assert guess.but(play=lambda args: None).playable


def test_the_judge_is_the_reference_where_it_admits_the_input_else_the_last_admitted() -> None:
    """292's checks run against its formula; the formula itself against the last other variant that admits n."""
    p = find_problem("292")
    assert [v.name for v in p.variants][-2:] == ["bottom_up", "formula"]
    judged = p.judge({"n": 5}, besides=p.variant("naive"))
    assert judged is not None
    assert judged.name == "formula"
    judged = p.judge({"n": 5}, besides=p.variant("formula"))
    assert judged is not None
    assert judged.name == "bottom_up"
    assert p.judge({"n": 2**31 - 1}, besides=p.variant("formula")) is None


def test_a_variant_is_admitted_up_to_its_limit_exactly() -> None:
    """skip_reason admits an input of exactly the declared limit and names the one just past it."""
    p = find_problem("292")
    naive = p.variant("naive")
    assert p.skip_reason(naive, {"n": naive.limit}) is None
    assert p.skip_reason(naive, {"n": naive.limit + 1}) == f"n = {naive.limit + 1} exceeds naive's declared limit 22"


def test_a_variant_needs_a_docstring_of_one_paragraph_and_its_technique_is_the_words_before_time() -> None:
    """variant() refuses a docstring of two paragraphs or none, and reads one wrapped to fit 80 columns as the
    line it would be; technique is the docstring's words before its Time."""

    def two_paragraphs(n: int) -> int:
        """Scan.

        Time O(n), Space O(1)."""
        return n

    def bare(n: int) -> int:
        return n

    def wrapped(n: int) -> int:
        """Scan the
        row. Time O(n),
        Space O(1)."""
        return n

    for func in (two_paragraphs, bare):
        with pytest.raises(ValueError, match="docstring of one paragraph"):
            variant(func, limit=1)
    assert variant(wrapped, limit=1).summary == "Scan the row. Time O(n), Space O(1)."
    assert find_problem("292").variant("bottom_up").technique == "Fill win[0..n] from the empty heap up"


def test_a_typed_name_is_quoted_whole_up_to_16_characters() -> None:
    """An unknown variant's name is quoted whole up to 16 characters, and cut to 15 and an ellipsis past that."""
    p = find_problem("1510")
    for typed, shown in (("x" * 16, "x" * 16), ("x" * 17, "x" * 15 + "…")):
        with pytest.raises(InputError) as refused:
            p.variant(typed)
        assert repr(shown) in str(refused.value)


def test_a_row_problem_names_its_size_and_makes_its_shortest_row() -> None:
    """IntRow writes its size as len(param) unless the class says otherwise, and makes rows down to `least`."""
    assert (find_problem("486").size_name, find_problem("1406").size_name) == ("len(nums)", "n")
    stones = find_problem("1690")
    assert len(stones.parse(stones.generate(2, random.Random(0)))["stones"]) == 2
    with pytest.raises(InputError, match="at least 2"):
        stones.generate(1, random.Random(0))


def test_an_input_for_a_variant_comes_from_its_own_generator_where_it_has_one() -> None:
    """464's endgame draws its inputs from its own generator (a deep total); naive from the problem's."""
    p = find_problem("464")
    assert p.input_for(p.variant("endgame"), 8, random.Random(0)) == {"maxChoosableInteger": 8, "desiredTotal": 26}
    assert p.input_for(p.variant("naive"), 8, random.Random(0)) == {"maxChoosableInteger": 8, "desiredTotal": 36}


def test_an_unknown_variant_is_listed_with_every_name_while_the_line_fits_exactly() -> None:
    """The refusal names every variant while the line is exactly MESSAGE_ROOM long; one character more, the nearest."""
    p = find_problem("292")
    three = p.but(variants=p.variants[:3])
    names = ", ".join(v.name for v in three.variants)
    room = MESSAGE_ROOM - len(f"292 has no variant '' (choose from {names})")
    for typo, listed in (("q" * room, True), ("q" * (room + 1), False)):
        with pytest.raises(InputError) as refused:
            three.variant(typo)
        assert ("(choose from " in str(refused.value)) is listed, refused.value


def test_a_solvers_answers_agree_only_when_all_are_the_same() -> None:
    """A solver's variants agree when every answer is the same value (one answer agrees with itself), not otherwise."""
    p = find_problem("292")
    assert p.agrees({"n": 5}, [True])
    assert p.agrees({"n": 5}, [True, True, True])
    assert not p.agrees({"n": 5}, [True, False])


def test_reachable_counts_each_position_once_a_layer_at_a_time() -> None:
    """From (0, 0), a move adds 1 to either count, 3 moves deep: layers of 1, 2, 3 and 4 positions, transpositions
    merged within a layer."""
    assert reachable((0, 0), lambda p: [(p[0] + 1, p[1]), (p[0], p[1] + 1)] if sum(p) < 3 else []) == 10
    assert reachable("", lambda s: []) == 1


def test_the_default_size_is_the_first_parameter_a_number_or_its_length() -> None:
    """Without its own size hook a problem's size is its first parameter: 464's maxChoosableInteger, 913's nodes."""
    assert find_problem("464").size({"maxChoosableInteger": 7, "desiredTotal": 30}) == 7
    assert find_problem("913").size({"graph": [[2], [2], [0, 1]]}) == 3


def test_a_chapter_outside_any_package_is_its_own_stem() -> None:
    """stem is the module's last dotted part, and the whole name of a module in no package."""
    assert find_problem("292").but(chapter=types.ModuleType("solo")).stem == "solo"


def test_analyze_and_weak_are_refused_in_one_line_by_a_problem_without_them() -> None:
    """The base class's --analyze and --weak refuse, naming the problem; c4 has its own."""
    p, c4 = find_problem("292"), find_problem("c4")
    for hook in (Problem.analyze, Problem.weak):
        assert not p.overrides(hook)
        assert c4.overrides(hook)
        with pytest.raises(InputError, match=f"--{hook.__name__} is not available for problem 292"):
            hook(p, p.variants[0], {"n": 5})


def test_a_number_game_whose_reference_is_the_formula_plays_on_it() -> None:
    """292's bot values a heap by the chapter's formula, +1 or -1 as it says, not by searching a heap of up to
    2^31 - 1 stones."""
    p = find_problem("292")
    formula = p.variant("formula")
    asked: list[int] = []

    def spy(n: int) -> bool:
        asked.append(n)
        return bool(formula.func(n))

    spied = p.but(variants=tuple(dataclasses.replace(v, func=spy) if v is formula else v for v in p.variants))
    session = spied.play(p.parse(2**31 - 1))
    assert isinstance(session, GameSession)
    assert isinstance(session.teacher, Perfect)
    assert [session.teacher._value(session.game.start(n)) for n in range(1, 9)] == [1, 1, 1, -1, 1, 1, 1, -1]
    assert asked == list(range(1, 9))


def test_a_row_game_plays_rows_up_to_its_play_most_else_memoized_limit() -> None:
    """486 plays rows up to memoized's limit, 1,000 values; 1406 up to its own play_most, 1,000, though its
    memoized reaches 50,000. A row one longer is refused in one line."""
    for key in ("486", "1406"):
        p = find_problem(key)
        assert p.play(p.parse([1] * 1_000)).draw()
        with pytest.raises(InputError, match="play takes rows of up to 1000 "):
            p.play(p.parse([1] * 1_001))


def test_the_bounds_are_read_from_the_constraints_paragraph_as_written() -> None:
    """Powers, products, a subtrahend, negatives, two names at once, a wrapped line and `n = len(...)` are read;
    a strict `<` bound, an alias of nothing bound and any text past the paragraph are not."""
    doc = """Title.

    Constraints: 1 <= n <= 2^31 - 1, 2 <= len(nums) <= 5 * 10^4,
    -10^4 <= nums[i] <= 10^4, 1 <= rows, cols <= 8, 1 <= len(g[i]) < n,
    3 <= m <= 50 (m = len(graph)) (k = len(rows))

    Not a constraint: 0 <= x <= 9.
    """
    assert constraints(doc) == {
        "n": (1, 2**31 - 1),
        "len(nums)": (2, 5 * 10**4),
        "nums[i]": (-(10**4), 10**4),
        "rows": (1, 8),
        "cols": (1, 8),
        "m": (3, 50),
        "len(graph)": (3, 50),
    }
    assert constraints("No constraints here: 1 <= n <= 5.") == {}
    # the names the paragraph gives lengths, bound or not: how IntRow writes a row's size ("n" for 1690)
    assert length_names(doc) == {"len(graph)": "m", "len(rows)": "k"}
    assert length_names("Title. (n = len(nums)) before any Constraints: 1 <= len(nums) <= 5") == {}


def test_a_problem_takes_its_bounds_and_its_rest_from_the_chapter_when_the_class_is_made() -> None:
    """A row problem's bounds are class attributes read from its chapter; its own `most` or `rest` wins."""
    assert (rows.P1406.low, rows.P1406.most, rows.P1406.rest) == (-1000, 5 * 10**4, 5 * 10**4)
    assert (rows.P0486.most, rows.P0486.rest, rows.P0486.high) == (10**5, 2_001, 10**7)

    class Declared(OneNumber):
        chapter = stone_game_iv
        limits = {"naive": 5}  # noqa: RUF012

    assert [v.limit for v in Declared().variants][1:] == [10**5] * (len(Declared().variants) - 1)
    with pytest.raises(InputError, match=r"n = 100001 is out of range \(1 <= n <= 100000\)"):
        Declared().parse(10**5 + 1)
