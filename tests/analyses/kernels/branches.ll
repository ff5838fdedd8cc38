; A data-dependent branch for the misprediction count (tables.data_branch_targets, a
; 2-bit saturating counter per branch in replay_kernel.py, set strongly to the branch's
; first outcome). @main fills @a with the pattern 1,1,1,0 (a[i] = (i & 3) != 3) and @b
; with 0,1,0,1 (b[i] = i & 1), without branches, then calls @count on each:
; `if (x[i] != 0) s += 1; else s -= 1` over 100 elements. Counting "strong then" as 0:
; on @a the first 1 sets 0, each period's 0 mispredicts (0 -> 1) and the next 1 brings
; it back: 25. On @b, after @a's last 0 (counter 1, still predicting then), every
; element mispredicts: b[0] = 0 (1 -> 2), b[1] = 1 (2 -> 1), ...: 100, so @count's
; calls add up to 125. The whole program inlines @count twice (two branches, two
; counters): @a's copy 25, @b's copy starts strongly at b[0] = 0 and mispredicts at every
; 1: 50, 75 in all. The loops' own branches are loop control and not counted.
source_filename = "branches.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = global [100 x i32] zeroinitializer, align 16
@b = global [100 x i32] zeroinitializer, align 16
@out = global i32 0, align 4

define i32 @count(ptr %x, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %inext, %join ]
  %s = phi i32 [ 0, %entry ], [ %snext, %join ]
  %p = getelementptr inbounds i32, ptr %x, i64 %i
  %v = load i32, ptr %p, align 4
  %c = icmp ne i32 %v, 0
  br i1 %c, label %then, label %else

then:
  %s1 = add i32 %s, 1
  br label %join

else:
  %s2 = sub i32 %s, 1
  br label %join

join:
  %snext = phi i32 [ %s1, %then ], [ %s2, %else ]
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %snext
}

define i32 @main() {
entry:
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %inext, %fill ]
  %m3 = and i64 %i, 3
  %isz = icmp ne i64 %m3, 3
  %av = zext i1 %isz to i32
  %pa = getelementptr inbounds i32, ptr @a, i64 %i
  store i32 %av, ptr %pa, align 4
  %m1 = and i64 %i, 1
  %bv = trunc i64 %m1 to i32
  %pb = getelementptr inbounds i32, ptr @b, i64 %i
  store i32 %bv, ptr %pb, align 4
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, 100
  br i1 %done, label %run, label %fill

run:
  %ra = call i32 @count(ptr @a, i64 100)
  %rb = call i32 @count(ptr @b, i64 100)
  %r = add i32 %ra, %rb
  store i32 %r, ptr @out, align 4
  ret i32 0
}
