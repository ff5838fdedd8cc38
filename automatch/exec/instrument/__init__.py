"""automatch.exec.instrument: rewrite the canonical IR into the instrumented modules (event emitters, region wrappers, indirect calls, silent stores)."""
