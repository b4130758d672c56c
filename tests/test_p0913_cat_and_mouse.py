"""913 Cat and Mouse: every variant on every case and every small graph, the shared engines, the pitfalls."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import p0913_cat_and_mouse as chapter
from shared.engine.counting import node_counter
from shared.engine.errors import InputError
from shared.engine.retrograde import LOSS, WIN, retrograde
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from tests.kit import assert_agree, counted, sweep
from tests.outside import poplefts
from tests.pitfalls.p0913_cat_and_mouse import draw_after_2n_moves, draw_on_revisit

PROBLEM = find_problem("913")
EXAMPLES = [[[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], [[1, 3], [0], [3], [0, 2]]]
SIX_NODES_CAT_IN_6 = [[2], [3, 4], [0, 5], [1, 4], [1, 3, 5], [2, 4]]
ELEVEN_NODES_MOUSE_IN_7 = [[6], [4], [9], [5], [1, 5], [3, 4, 6], [0, 5, 10], [8, 9, 10], [7], [2, 7], [6, 7]]
EIGHT_NODES_CAT_IN_16 = [[3], [3, 4, 5], [3, 6], [0, 1, 2, 7], [1, 5, 6], [1, 4, 7], [2, 4, 7], [3, 5, 6]]
EIGHT_NODES_MOUSE_IN_17 = [
    [2, 3, 4],
    [3, 5, 6, 7],
    [0, 3, 5, 6],
    [0, 1, 2, 4, 5],
    [0, 3, 6, 7],
    [1, 2, 3, 7],
    [1, 2, 4, 7],
    [1, 4, 5, 6],
]
THIRTEEN_NODES_CAT_IN_56 = [
    [2],
    [2, 5, 6, 7, 9, 12],
    [0, 1, 3, 10, 11],
    [2, 8, 12],
    [7, 10, 11],
    [1, 8, 10],
    [1, 7, 9, 10],
    [1, 4, 6, 9],
    [3, 5, 12],
    [1, 6, 7, 10],
    [2, 4, 5, 6, 9, 11],
    [2, 4, 10],
    [1, 3, 8],
]
# Connected drawn graphs of 5 to 8 nodes, found by sampling `random_graph`: the hole is in reach and neither side can
# force a win, so best play ends on a repeated position. A repeat scored as a win for either side changes the answer.
DRAWN = {
    5: [[2], [2, 4], [0, 1, 3], [2, 4], [1, 3]],
    6: [[2], [3, 4], [0, 4, 5], [1, 4, 5], [1, 2, 3], [2, 3]],
    7: [[3], [2, 6], [1, 4, 5], [0, 4, 5, 6], [2, 3], [2, 3], [1, 3]],
    8: [[7], [5], [4, 6], [4, 6], [2, 3, 5, 7], [1, 4, 6], [2, 3, 5], [0, 4]],
}
# How many graphs on n labelled nodes meet the constraints, counted by a separate script.
VALID_GRAPHS = {3: 3, 4: 36, 5: 723}


def every_valid_graph(n: int) -> Iterator[list[list[int]]]:
    """Every simple undirected graph on n labelled nodes that the constraints admit, neighbours ascending."""
    pairs = list(itertools.combinations(range(n), 2))
    for chosen in itertools.product((False, True), repeat=len(pairs)):
        graph: list[list[int]] = [[] for _ in range(n)]
        for (a, b), joined in zip(pairs, chosen, strict=True):
            if joined:
                graph[a].append(b)
                graph[b].append(a)
        try:
            PROBLEM.parse(graph)
        except InputError:
            continue
        yield graph


def random_graph(n: int, rng: random.Random) -> list[list[int]]:
    """A valid graph on n nodes with a random density, unlike `generate`'s fixed shape."""
    density = rng.uniform(0.15, 0.85)
    while True:
        graph: list[list[int]] = [[] for _ in range(n)]
        for a, b in itertools.combinations(range(n), 2):
            if rng.random() < density:
                graph[a].append(b)
                graph[b].append(a)
        try:
            PROBLEM.parse(graph)
        except InputError:
            continue
        return graph


# 5 nodes (723 graphs, most of this file's time) under --slow; by default the random sweeps below cover 6 to 9.
@pytest.mark.parametrize("n", [3, 4, pytest.param(5, marks=pytest.mark.slow)], ids=lambda n: f"{n} nodes")
def test_every_variant_agrees_on_every_small_graph(n: int) -> None:
    """On every valid graph with 3, 4 or 5 nodes, all variants, naive's literal rules included, give one answer."""
    count = 0
    for graph in every_valid_graph(n):
        count += 1
        assert_agree(PROBLEM, graph)
    assert count == VALID_GRAPHS[n]


@pytest.mark.parametrize("n", sorted(DRAWN), ids=lambda n: f"{n} nodes")
def test_every_variant_says_draw_on_drawn_graphs_of_five_to_eight_nodes(n: int) -> None:
    """A repeated position is a draw, not a win for either side: every variant admitting the graph answers 0."""
    args = PROBLEM.parse(DRAWN[n])
    answers = {
        v.name: counted(PROBLEM, v.name, DRAWN[n])[0] for v in PROBLEM.variants if not PROBLEM.skip_reason(v, args)
    }
    assert len(answers) >= 4
    assert set(answers.values()) == {chapter.DRAW}, answers


@settings(max_examples=sweep(20, 60))
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(6, 9))
def test_variants_agree_on_random_graphs(seed: int, n: int) -> None:
    """On random graphs of any density past naive's reach, alpha_beta, memoized and both retrogrades agree."""
    assert_agree(PROBLEM, random_graph(n, random.Random(seed)))


@settings(max_examples=sweep(15, 40))
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(3, 10))
def test_variants_agree_on_generated_graphs(seed: int, n: int) -> None:
    """On the benchmark's own graphs up to 10 nodes, every variant that admits the size agrees.

    (memoized's cost climbs steeply past 10 nodes; the cases take it to 13, the limit runs to 20.)
    """
    assert_agree(PROBLEM, PROBLEM.generate(n, random.Random(seed)))


def test_thousand_seeded_graphs_agree() -> None:
    """A fixed sweep of random graphs on 6 to 8 nodes (30, or 1,000 under --slow): every variant agrees."""
    rng = random.Random(2024)
    for _ in range(sweep(30, 1000)):
        assert_agree(PROBLEM, random_graph(rng.randint(6, 8), rng))


@pytest.mark.parametrize(
    ("graph", "winner", "plies"),
    [
        (SIX_NODES_CAT_IN_6, LOSS, 6),
        (ELEVEN_NODES_MOUSE_IN_7, WIN, 7),
        (EIGHT_NODES_CAT_IN_16, LOSS, 16),
        (EIGHT_NODES_MOUSE_IN_17, WIN, 17),
        (THIRTEEN_NODES_CAT_IN_56, LOSS, 56),
    ],
    ids=[
        "six nodes, cat in 6",
        "eleven nodes, mouse in 7",
        "eight nodes, cat in 16",
        "eight nodes, mouse in 17",
        "thirteen nodes, cat in 56",
    ],
)
def test_forced_win_lengths(graph: list[list[int]], winner: int, plies: int) -> None:
    """The shared retrograde solver finds each counterexample's forced win and its length, and the line replays it."""
    solved = retrograde(chapter.CatAndMouse(graph), chapter.START)
    verdict = solved.verdict(chapter.START)
    assert (verdict.value, verdict.plies) == (winner, plies)
    line = solved.line()
    assert len(line) == plies
    mouse, cat, turn = chapter.START
    for (position, step), expected in zip(line, itertools.count()):
        assert position == (mouse, cat, turn), f"move {expected} starts from the wrong position"
        mover = mouse if turn == chapter.MOUSE_TURN else cat
        assert step in graph[mover]
        assert not (turn == chapter.CAT_TURN and step == chapter.HOLE)
        mouse, cat, turn = chapter.CatAndMouse(graph).result(position, step)
    assert (mouse == chapter.HOLE) == (winner == WIN)
    assert (mouse == cat) == (winner == LOSS)


def test_memoized_needs_more_than_2n_moves() -> None:
    """memoized's move budget, 2n^2 > 2(n-1)(n-2), covers wins longer than 2n: 16 and 17 moves on 8 nodes, 56 on 13."""
    assert chapter.positions(8) == 84
    assert chapter.memoized(EIGHT_NODES_CAT_IN_16) == chapter.CAT_WIN
    assert chapter.memoized(EIGHT_NODES_MOUSE_IN_17) == chapter.MOUSE_WIN
    assert chapter.memoized(THIRTEEN_NODES_CAT_IN_56) == chapter.CAT_WIN
    assert draw_after_2n_moves(THIRTEEN_NODES_CAT_IN_56) == chapter.DRAW


@pytest.mark.parametrize("n", [3, 4], ids=lambda n: f"{n} nodes")
@pytest.mark.parametrize(
    "search", [minimax, alpha_beta, memoized_alpha_beta], ids=["whole tree", "alpha-beta", "transposition table"]
)
def test_shared_tree_searches_agree_on_every_small_graph(search: Callable[..., Any], n: int) -> None:
    """The generic tree searches, given the literal rules as a Game (history in the state), agree with bottom_up."""
    for graph in every_valid_graph(n):
        game = WithHistory(graph)
        value = search(game, game.start()).value
        assert chapter.ANSWER[int(value)] == chapter.bottom_up(graph), graph


@settings(max_examples=sweep(15, 40))
@given(seed=st.integers(0, 2**32 - 1))
def test_shared_tree_searches_agree_on_five_node_graphs(seed: int) -> None:
    """On sampled 5-node graphs the generic searches over the literal rules agree with bottom_up too."""
    graph = random_graph(5, random.Random(seed))
    game = WithHistory(graph)
    want = chapter.bottom_up(graph)
    for search in (minimax, alpha_beta, memoized_alpha_beta):
        assert chapter.ANSWER[int(search(game, game.start()).value)] == want, search.__name__


def test_examples_are_the_problems_examples() -> None:
    """The examples these tests use are LeetCode's, as the problem declares them."""
    assert tuple(EXAMPLES) == PROBLEM.examples


def test_naive_walks_more_than_alpha_beta() -> None:
    """On LeetCode's first example naive enters every node of the game tree, alpha_beta far fewer."""
    with node_counter(chapter) as full:
        assert chapter.naive(EXAMPLES[0]) == chapter.DRAW
    with node_counter(chapter) as pruned:
        assert chapter.alpha_beta(EXAMPLES[0]) == chapter.DRAW
    assert full.nodes is not None
    assert pruned.nodes is not None
    assert pruned.nodes * 3 < full.nodes


# (graph, answer, nodes entered by alpha_beta, calls memoized makes, positions bottom_up colours), measured on
# the code as it stands. memoized's count starts at its declared (2n^2 + 1) * 2n^2 table cells, bottom_up's is
# its declared 4n^2; the positions it colours are read from outside, as the items it takes from its queue.
PINNED_COUNTS = [
    (DRAWN[5], chapter.DRAW, 24, 245, 33),
    (DRAWN[6], chapter.DRAW, 44, 1226, 51),
    ([[2], [3, 5], [0, 3, 4], [1, 2], [2, 5], [1, 4]], chapter.DRAW, 32, 591, 40),
    (DRAWN[7], chapter.DRAW, 103, 1688, 53),
    (DRAWN[8], chapter.DRAW, 128, 2540, 90),
    (EXAMPLES[0], chapter.DRAW, 25, 511, 55),
    (EXAMPLES[1], chapter.MOUSE_WIN, 2, 2, 7),
    (SIX_NODES_CAT_IN_6, chapter.CAT_WIN, 23, 386, 54),
]


@pytest.mark.parametrize(
    ("graph", "answer", "searched", "memo_calls", "coloured"),
    PINNED_COUNTS,
    ids=[
        "draw, 5 nodes",
        "draw, 6 nodes",
        "another 6-node draw",
        "draw, 7 nodes",
        "draw, 8 nodes",
        "example 1",
        "example 2",
        "cat in 6",
    ],
)
def test_node_counts_are_pinned(
    graph: list[list[int]], answer: int, searched: int, memo_calls: int, coloured: int
) -> None:
    """alpha_beta's count shows its move order and its cuts; memoized's its move budget and its stop at a win
    (or a catch); bottom_up's its stop once the start is coloured."""
    n = len(graph)
    horizon = 2 * n * n
    assert counted(PROBLEM, "alpha_beta", graph) == (answer, searched)
    assert counted(PROBLEM, "memoized", graph) == (answer, (horizon + 1) * 2 * n * n + memo_calls)
    assert counted(PROBLEM, "bottom_up", graph) == (answer, 4 * n * n)
    assert poplefts(chapter.bottom_up, graph) == (answer, coloured)


def test_bottom_up_stops_once_the_start_is_coloured() -> None:
    """When the mouse can step into the hole at once, bottom_up colours a handful of positions, not all 2n^2."""
    n = 30
    graph = [[node for node in range(n) if node != this] for this in range(n)]
    answer, coloured = poplefts(chapter.bottom_up, graph)
    assert answer == chapter.MOUSE_WIN
    assert coloured < 20


def test_explain_tells_a_forced_win() -> None:
    """--explain names the winner, the length of the forced win, the line that plays it and how it ends."""
    assert PROBLEM.explain({"graph": SIX_NODES_CAT_IN_6}).splitlines() == [
        "2: the cat wins. With best play the game lasts 6 moves (3 by the mouse, 3 by the cat), the mouse holding out"
        " as long as it can.",
        "Best play: mouse 1->3, cat 2->5, mouse 3->1, cat 5->4, mouse 1->3, cat 4->3, and the cat catches the mouse"
        " at 3.",
    ]
    assert PROBLEM.explain({"graph": ELEVEN_NODES_MOUSE_IN_7}).splitlines() == [
        "1: the mouse wins. With best play the game lasts 7 moves (4 by the mouse, 3 by the cat), the cat holding out"
        " as long as it can.",
        "Best play: mouse 1->4, cat 2->9, mouse 4->5, cat 9->7, mouse 5->6, cat 7->8, mouse 6->0, and the mouse reaches"
        " the hole.",
    ]
    cornered = PROBLEM.explain({"graph": [[2, 3], [2], [0, 1, 3], [0, 2]]})  # the mouse's one way out is the cat
    assert cornered.endswith("Best play: mouse 1->2, and the mouse has to step onto the cat at 2.")


def test_explain_tells_a_draw() -> None:
    """--explain on a draw says so, and shows a line that ends where a position repeats."""
    text = PROBLEM.explain({"graph": EXAMPLES[0]})
    assert text.startswith("0: a draw")
    assert text.endswith("and the position (mouse at 3, cat at 2, cat to move) repeats.")


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        ({"graph": []}, "must be a list of neighbour lists"),
        ([[1], [0]], "at least 3 nodes"),
        ([[1], 0, [1]], r"graph\[1\] must be a list"),
        ([[2], [], [0]], r"graph\[1\] is empty"),
        ([[2], [2], [0, 1.0]], r"graph\[2\]\[1\] must be a node number"),
        ([[2], [2], [0, True]], r"graph\[2\]\[1\] must be a node number, got the boolean true"),
        ([[2], [5], [0, 1]], r"graph: node 5 in graph\[1\] does not exist \(n=3\)"),
        ([[2], [3], [0, 1]], r"graph: node 3 in graph\[1\] does not exist \(n=3\)"),
        ([[2], [-1], [0, 1]], r"graph: node -1 in graph\[1\] does not exist \(n=3\)"),
        ([[2], [1, 2], [0, 1]], r"graph\[1\] lists node 1 itself"),
        ([[2], [2, 2], [0, 1]], r"graph\[1\] lists node 2 twice"),
        ([[2], [2], [0]], "not symmetric: 2 is in graph\\[1\\] but 1 is not in graph\\[2\\]"),
        ([[1, 2], [0], [0]], r"graph\[2\] holds only the hole"),
    ],
    ids=[
        "not a list",
        "two nodes",
        "a row that is not a list",
        "an empty row",
        "a float",
        "a boolean",
        "a node out of range",
        "a node equal to n",
        "a negative node",
        "a self-loop",
        "a duplicate edge",
        "an asymmetric edge",
        "a cat that cannot move",
    ],
)
def test_invalid_graphs_are_refused(raw: object, fault: str) -> None:
    """A graph outside the constraints is refused with one line naming the fault."""
    with pytest.raises(InputError, match=fault) as refused:
        PROBLEM.parse(raw)
    assert "\n" not in str(refused.value)


@pytest.mark.parametrize("n", [3, 4, 5, 8, 13, 50, 200])
def test_generate_makes_valid_graphs_of_the_size(n: int) -> None:
    """generate gives graphs the constraints admit, with exactly the nodes asked for."""
    for seed in range(20):
        args = PROBLEM.parse(PROBLEM.generate(n, random.Random(seed)))
        assert PROBLEM.size(args) == n


@pytest.mark.parametrize("pitfall", [draw_on_revisit, draw_after_2n_moves], ids=lambda f: f.__name__)
@pytest.mark.parametrize("example", EXAMPLES, ids=["example 1", "example 2"])
def test_pitfall_right_on_the_examples(pitfall: Callable[[list[list[int]]], int], example: list[list[int]]) -> None:
    """Each shortcut gives LeetCode's answer on LeetCode's examples, which is why it looks right."""
    assert pitfall(example) == chapter.bottom_up(example)


@pytest.mark.parametrize("pitfall", [draw_on_revisit, draw_after_2n_moves], ids=lambda f: f.__name__)
def test_pitfall_right_on_every_graph_up_to_five_nodes(pitfall: Callable[[list[list[int]]], int]) -> None:
    """Neither shortcut fails on any graph with 3 to 5 nodes: small tests cannot catch them."""
    for n in sorted(VALID_GRAPHS):
        for graph in every_valid_graph(n):
            assert pitfall(graph) == chapter.bottom_up(graph), graph


@pytest.mark.parametrize(
    "graph",
    [SIX_NODES_CAT_IN_6, ELEVEN_NODES_MOUSE_IN_7],
    ids=["six nodes, cat in 6", "eleven nodes, mouse in 7"],
)
def test_pitfall_draw_on_revisit_says_draw_on_a_forced_win(graph: list[list[int]]) -> None:
    """The draw-on-revisit memo calls a forced win a draw: the 6-node cat win and the 11-node mouse win."""
    assert chapter.bottom_up(graph) != chapter.DRAW
    assert draw_on_revisit(graph) == chapter.DRAW


@pytest.mark.parametrize(
    ("graph", "winner"),
    [(EIGHT_NODES_CAT_IN_16, chapter.CAT_WIN), (EIGHT_NODES_MOUSE_IN_17, chapter.MOUSE_WIN)],
    ids=["eight nodes, cat in 16", "eight nodes, mouse in 17"],
)
def test_pitfall_draw_after_2n_moves_cuts_off_a_long_win(graph: list[list[int]], winner: int) -> None:
    """The 2n move limit calls the 16- and 17-move wins on 8 nodes draws."""
    assert chapter.bottom_up(graph) == winner
    assert draw_after_2n_moves(graph) == chapter.DRAW


Played = tuple[chapter.Position, frozenset[chapter.Position]]  # a position and every position before it


class WithHistory:
    """LeetCode's rules literally, as an engine `Game`: the state keeps the positions played; a repeat draws."""

    def __init__(self, graph: list[list[int]]) -> None:
        self.rules = chapter.CatAndMouse(graph)

    def start(self) -> Played:
        return (chapter.START, frozenset())

    def to_move(self, state: Played) -> str:
        return self.rules.to_move(state[0])

    def actions(self, state: Played) -> Sequence[int]:
        return self.rules.actions(state[0])

    def result(self, state: Played, move: int) -> Played:
        position, before = state
        return (self.rules.result(position, move), before | {position})

    def is_terminal(self, state: Played) -> bool:
        return self.rules.is_terminal(state[0]) or state[0] in state[1]

    def utility(self, state: Played, player: str) -> float:
        if not self.rules.is_terminal(state[0]):
            return 0  # the position repeated
        return self.rules.utility(state[0], player)
