# judge: random_legal -> pass
import random


def random_legal(moves: str, width: int = 7, height: int = 6, budget: float = 1.0) -> int:
    heights = [moves.count(str(c)) for c in range(1, width + 1)]
    return random.choice([c + 1 for c in range(width) if heights[c] < height])
