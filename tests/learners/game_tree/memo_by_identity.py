# judge: memoized -> pass
def memoized(tree):
    memo = {}

    def value(node, maximizing):
        if not isinstance(node, list):
            return node
        key = (id(node), maximizing)
        if key not in memo:
            children = [value(child, not maximizing) for child in node]
            memo[key] = max(children) if maximizing else min(children)
        return memo[key]

    return value(tree, True)
