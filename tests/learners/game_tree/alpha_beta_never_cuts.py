# judge: alpha_beta -> honest
import math


def alpha_beta(tree):
    def value(node, maximizing, a, b):
        if not isinstance(node, list):
            return node
        best = -math.inf if maximizing else math.inf
        for child in node:
            v = value(child, not maximizing, a, b)
            if maximizing:
                best = max(best, v)
                a = max(a, best)
            else:
                best = min(best, v)
                b = min(b, best)
        return best

    return value(tree, True, -math.inf, math.inf)
