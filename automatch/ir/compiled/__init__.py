"""automatch.ir.compiled: the program's innermost loops as LLVM compiles them for a CPU, timed by llvm-mca (the in-core term's source), and the LLVM tools that do it."""
