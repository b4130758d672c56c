"""`python -m problems` is the `kata` command."""

import sys

from shared.tool.cli import main

sys.exit(main())
