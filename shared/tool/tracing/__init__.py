"""`kata trace`: any run of a variant, or of a learner's file, recorded from outside and shown step by step.

- `recorder`: the events of one run (call, return, memo, cut, cell, line), seen by a trace hook (`hooks`);
- `tables`, `writes`: a table's copy and diff, and what each line of source may write;
- `caches`: functools' caches swapped, for the run, for twins that say which call they answer for;
- `source`: what the code says about itself (the lines where an alpha-beta loop is left early);
- `caps`: each variant's trace cap and the shape of its table;
- `runs`: a chapter's variant traced on one input (a learner's file: `shared.tool.cli.trace_file`);
- `views`: the trace as text at 80 columns: the code, the stack, the search, the table;
- `stepper`: the same views stepped with keys.
"""

from __future__ import annotations
