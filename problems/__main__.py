"""`python -m problems` is the `kata` command."""

import sys

from shared.cli import main

sys.exit(main())
