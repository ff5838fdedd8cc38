; Chains that look like reductions but are not (recurrences.py), written by hand:
; @negsum: s = x[i] - s (the running value is negated each step: sequential);
; @memfma: a[0] = a[0] * x[i] + 1 (the location is multiplied: no memory reduction);
; @memsub: a[0] = x[i] - a[0] (no memory reduction); @memadd: a[0] = a[0] + x[i] (one);
; @memaddtwice: y[r] = y[r] + x[i] with y[r]'s address computed twice, once for the load
; and once for the store, as clang emits `y[r] = y[r] + ...` (one);
; @memshift: a[1] = a[0] + x[i] (constant indices: two addresses, no reduction).
source_filename = "chains.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define double @negsum(ptr %x, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %inext, %loop ]
  %s = phi double [ 0.0, %entry ], [ %snext, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %snext = fsub double %v, %s
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %exit, label %loop

exit:
  ret double %snext
}

define void @memfma(ptr %x, ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %inext, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %old = load double, ptr %a, align 8
  %new = call double @llvm.fmuladd.f64(double %old, double %v, double 1.0)
  store double %new, ptr %a, align 8
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @memsub(ptr %x, ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %inext, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %old = load double, ptr %a, align 8
  %new = fsub double %v, %old
  store double %new, ptr %a, align 8
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @memadd(ptr %x, ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %inext, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %old = load double, ptr %a, align 8
  %new = fadd double %old, %v
  store double %new, ptr %a, align 8
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @memaddtwice(ptr %x, ptr %y, i32 %r, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %inext, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %r1 = sext i32 %r to i64
  %py1 = getelementptr inbounds double, ptr %y, i64 %r1
  %old = load double, ptr %py1, align 8
  %new = fadd double %old, %v
  %r2 = sext i32 %r to i64
  %py2 = getelementptr inbounds double, ptr %y, i64 %r2
  store double %new, ptr %py2, align 8
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @memshift(ptr %x, ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %inext, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %pa0 = getelementptr inbounds double, ptr %a, i64 0
  %old = load double, ptr %pa0, align 8
  %new = fadd double %old, %v
  %pa1 = getelementptr inbounds double, ptr %a, i64 1
  store double %new, ptr %pa1, align 8
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

declare double @llvm.fmuladd.f64(double, double, double)
