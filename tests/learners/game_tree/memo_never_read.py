# judge: memoized -> honest
# Keys the memo by the subtree's identity, as the chapter does, but never reads it: on trees from JSON
# nothing is shared, so only a tree whose subtrees are shared objects tells it from a real memo.
def memoized(tree):
    memo = {}

    def value(node, maximizing):
        if not isinstance(node, list):
            return node
        children = [value(child, not maximizing) for child in node]
        best = max(children) if maximizing else min(children)
        memo[id(node), maximizing] = best
        return best

    return value(tree, True)
