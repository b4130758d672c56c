"""The kata's tests: one module per problem, plus the tests of `shared/`."""
