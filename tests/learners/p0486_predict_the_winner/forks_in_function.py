# judge: naive -> cases
import os
import time


def naive(nums):
    # A child that outlives the call unless the judge kills the whole process group.
    if os.fork() == 0:
        time.sleep(60)
        os._exit(0)
    return 1
