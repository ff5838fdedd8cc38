"""automatch.exec.jit: JIT-compile a module with MCJIT, its machine code cached on disk, and the libc calls the child binds itself."""
