"""automatch.exec.levels: the replay the instrumented program computes itself: its IR, the inlined parts, and the C runtime (levels_*.c, levels_rt.h) built by clang."""
