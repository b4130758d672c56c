"""The tree trainer: explicit game trees drawn, traced, quizzed and checked.

- `view`: `kata tree`'s drawing and summary;
- `trace`: alpha-beta step by step, in words;
- `quiz`: `kata quiz`'s random trees, numbered leaves and explanations;
- `checks`: the classic alpha-beta slips hunted on random trees for `kata check tree`.
"""
