"""One module per problem, each a chapter: the rules, the rule helpers, then its variants in teaching order.

A chapter imports only `shared.engine`; its declaration for the tool is a class in
`shared/tool/catalog/`. A problem never imports another.
"""
