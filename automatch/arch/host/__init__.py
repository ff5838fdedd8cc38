"""automatch.arch.host: what the OS says about this host's CPU, and the datasheet figures of known microarchitectures."""
