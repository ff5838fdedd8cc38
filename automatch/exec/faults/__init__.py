"""automatch.exec.faults: how the child catches and names what goes wrong: guard pages, stack overflows, the failure report."""
