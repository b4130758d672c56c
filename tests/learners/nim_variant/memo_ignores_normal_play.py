# judge: memoized -> cases
# Always plays misere: under normal play (normal=True) taking the last bead wins, and this says it loses.
from functools import cache

from problems.nim_variant import DEFAULT_LOSING


def memoized(piles, losing=DEFAULT_LOSING, normal=False):
    losing_states = {tuple(sorted(p for p in s if p)) for s in losing}
    losing_states.discard(())

    @cache
    def wins(state):
        for i, size in enumerate(state):
            for left in range(size):
                child = tuple(sorted(p for p in state[:i] + (left,) + state[i + 1 :] if p))
                if not child or child in losing_states:
                    continue
                if not wins(child):
                    return True
        return False

    return wins(tuple(sorted(p for p in piles if p)))
