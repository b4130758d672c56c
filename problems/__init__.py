"""One module per problem, each a chapter: rules, rule helpers, variants.

A chapter imports only `shared.engine`; its declaration for the tool
is a class in `shared/tool/catalog/`. A problem never imports another.
"""
