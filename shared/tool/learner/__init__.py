"""The learner's own files and progress: practice stubs, reading their functions, the record, safe writes.

- `practice`: `kata practice`'s stubs and where the practice folder is;
- `attempt`: which of the learner's functions are written, read without running them;
- `record`: `kata-record.json`, the state, hints and reviews of each variant, under a lock;
- `workspace`: reads and writes that never follow a symlink, never hang on a FIFO, never lose a file.
"""
