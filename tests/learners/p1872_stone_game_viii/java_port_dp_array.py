# judge: suffix_table -> pass
# A port of the Java answer: int[] f = new int[n]; f[n - 1] = sum[n - 1]; for (int i = n - 2; i > 0; i--) ...
def suffix_table(stones):
    n = len(stones)
    total = [0] * n
    total[0] = stones[0]
    for i in range(1, n):
        total[i] = total[i - 1] + stones[i]
    f = [0] * n
    f[n - 1] = total[n - 1]
    for i in range(n - 2, 0, -1):
        f[i] = max(f[i + 1], total[i] - f[i + 1])
    return f[1]
