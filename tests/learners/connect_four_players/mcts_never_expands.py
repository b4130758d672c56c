# judge: mcts -> cases
import random

from problems.connect_four_players import start


def mcts(moves: str, width: int = 7, height: int = 6, budget: float = 1.0) -> int:
    """UCT that selects and plays out but never adds the child it chose: the tree stays a root. Time O(p n)."""
    import math
    import time

    from problems.connect_four_players import SAFETY, Node

    board = start(moves, width, height)
    deadline = time.perf_counter() + SAFETY * budget
    rng = random.Random(moves)
    root = Node(board.legal(), None)
    while time.perf_counter() < deadline:
        node, path, here = root, [root], board.copy()
        while not node.untried and node.children:
            col, node = max(node.children.items(), key=lambda item: item[1].uct(path[-1].visits))
            here.play(col)
            path.append(node)
        value = 0.5
        mover = here.moved % 2
        while here.moved < here.cells:
            col = rng.choice(here.legal())
            if here.wins_at(col):
                value = 1.0 if here.moved % 2 == mover else 0.0
                break
            here.play(col)
        for visited in reversed(path):
            visited.visits += 1
            visited.wins += 1 - value
            value = 1 - value
    del math
    if not root.children:
        return root.untried[-1] + 1
    return max(root.children.items(), key=lambda item: item[1].visits)[0] + 1
