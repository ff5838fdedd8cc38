"""automatch.exec.inputs: bind a bare kernel's parameters to input data, with their C types from the debug info."""
