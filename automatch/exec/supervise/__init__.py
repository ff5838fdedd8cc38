"""automatch.exec.supervise: the parent's run of the child (runner) and the child's supervisor process."""
