; A sum reduction whose loop body is one block of 8 IR instructions (2 phis, gep, load,
; fadd, add, icmp, br): called on 100 doubles, the loop runs 100 iterations; 3 of its
; instructions stay instructions on a CPU (load, fadd, add): LoopProfile.instructions =
; 300 (the in-thread chain term, model/latency.py).
; @scatter: h[idx[i]] += 1.0, a load-op-store reduction whose address changes with i
; (independent chains: no memory chain); @rowsum: y[r] += x[i] in the inner loop, the
; address fixed there (one chain per instance: memory_chains = fadd on the inner loop);
; @rowsumidx: the same with y's address computed inside the inner loop from r.
source_filename = "chainlen.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = global [100 x double] zeroinitializer, align 16
@out = global double 0.0, align 8

define double @sum(ptr %x, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %inext, %loop ]
  %s = phi double [ 0.0, %entry ], [ %snext, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %snext = fadd double %s, %v
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %exit, label %loop

exit:
  ret double %snext
}

define void @scatter(ptr %h, ptr %idx, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %inext, %loop ]
  %pi = getelementptr inbounds i64, ptr %idx, i64 %i
  %b = load i64, ptr %pi, align 8
  %ph = getelementptr inbounds double, ptr %h, i64 %b
  %old = load double, ptr %ph, align 8
  %new = fadd double %old, 1.0
  store double %new, ptr %ph, align 8
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @rowsum(ptr %y, ptr %x, i64 %rows, i64 %n) {
entry:
  br label %outer

outer:
  %r = phi i64 [ 0, %entry ], [ %rnext, %latch ]
  %py = getelementptr inbounds double, ptr %y, i64 %r
  br label %inner

inner:
  %i = phi i64 [ 0, %outer ], [ %inext, %inner ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %px, align 8
  %old = load double, ptr %py, align 8
  %new = fadd double %old, %v
  store double %new, ptr %py, align 8
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %latch, label %inner

latch:
  %rnext = add nuw nsw i64 %r, 1
  %rdone = icmp eq i64 %rnext, %rows
  br i1 %rdone, label %exit, label %outer

exit:
  ret void
}

define void @rowsumidx(ptr %y, ptr %x, i64 %rows, i64 %n) {
entry:
  br label %outer

outer:
  %r = phi i64 [ 0, %entry ], [ %rnext, %latch ]
  br label %inner

inner:
  %i = phi i64 [ 0, %outer ], [ %inext, %inner ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %px, align 8
  %r8 = mul nsw i64 %r, 1
  %py = getelementptr inbounds double, ptr %y, i64 %r8
  %old = load double, ptr %py, align 8
  %new = fadd double %old, %v
  store double %new, ptr %py, align 8
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %latch, label %inner

latch:
  %rnext = add nuw nsw i64 %r, 1
  %rdone = icmp eq i64 %rnext, %rows
  br i1 %rdone, label %exit, label %outer

exit:
  ret void
}

; @rowsumlog: rowsum whose inner loop also stores x[i] to z[i]: that store may alias y[r],
; so the next iteration must load y[r] back (memory_chains = fadd, not fadd:register)
define void @rowsumlog(ptr %y, ptr %x, ptr %z, i64 %rows, i64 %n) {
entry:
  br label %outer

outer:
  %r = phi i64 [ 0, %entry ], [ %rnext, %latch ]
  %py = getelementptr inbounds double, ptr %y, i64 %r
  br label %inner

inner:
  %i = phi i64 [ 0, %outer ], [ %inext, %inner ]
  %px = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %px, align 8
  %pz = getelementptr inbounds double, ptr %z, i64 %i
  store double %v, ptr %pz, align 8
  %old = load double, ptr %py, align 8
  %new = fadd double %old, %v
  store double %new, ptr %py, align 8
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %latch, label %inner

latch:
  %rnext = add nuw nsw i64 %r, 1
  %rdone = icmp eq i64 %rnext, %rows
  br i1 %rdone, label %exit, label %outer

exit:
  ret void
}

define i32 @main() {
entry:
  %r = call double @sum(ptr @x, i64 100)
  store double %r, ptr @out, align 8
  ret i32 0
}
