# judge: suffix_best -> cases
def suffix_best(stones):
    pre = []
    total = 0
    for s in stones:
        total += s
        pre.append(total)
    best = pre[-1]
    for i in range(len(stones) - 2, -1, -1):
        best = max(best, pre[i] - best)
    return best
