"""One module per problem, each a chapter: the rules, then its variants in teaching order.

A module ends with `PROBLEM = Problem(...)`, which is all the kata needs to
find it (`shared.tool.registry.all_problems`). A problem never imports another.
"""
