; Min-reductions over 1000 ints written by hand: @minsel with icmp + select,
; @minsmin with llvm.smin. Each loop runs n - 1 = 999 iterations.
; Expected (integer work, no floating point): minsel W = 2 * 999 (a compare and a
; select per iteration), D = 2 * 999 (the running minimum chains them);
; minsmin W = 999, D = 999. main prints both minima: -1006 -1006.
source_filename = "minsel.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global [1000 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

define dso_local i32 @minsel(ptr noundef %v, i32 noundef %n) {
entry:
  %first = load i32, ptr %v, align 4
  %nz = zext i32 %n to i64
  br label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %inext, %loop ]
  %m = phi i32 [ %first, %entry ], [ %mnext, %loop ]
  %p = getelementptr inbounds i32, ptr %v, i64 %i
  %t = load i32, ptr %p, align 4
  %lt = icmp slt i32 %t, %m
  %mnext = select i1 %lt, i32 %t, i32 %m
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %nz
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %mnext
}

define dso_local i32 @minsmin(ptr noundef %v, i32 noundef %n) {
entry:
  %first = load i32, ptr %v, align 4
  %nz = zext i32 %n to i64
  br label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %inext, %loop ]
  %m = phi i32 [ %first, %entry ], [ %mnext, %loop ]
  %p = getelementptr inbounds i32, ptr %v, i64 %i
  %t = load i32, ptr %p, align 4
  %mnext = call i32 @llvm.smin.i32(i32 %t, i32 %m)
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, %nz
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %mnext
}

define dso_local i32 @main() {
entry:
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %inext, %fill ]
  %i32 = trunc i64 %i to i32
  %a = mul i32 %i32, 37
  %b = urem i32 %a, 101
  %c = add nsw i32 %b, -50
  %is700 = icmp eq i64 %i, 700
  %d = select i1 %is700, i32 -1000, i32 0
  %e = add nsw i32 %c, %d
  %p = getelementptr inbounds [1000 x i32], ptr @x, i64 0, i64 %i
  store i32 %e, ptr %p, align 4
  %inext = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %inext, 1000
  br i1 %done, label %run, label %fill

run:
  %m1 = call i32 @minsel(ptr @x, i32 1000)
  %m2 = call i32 @minsmin(ptr @x, i32 1000)
  %r = call i32 (ptr, ...) @printf(ptr @.str, i32 %m1, i32 %m2)
  ret i32 0
}

declare i32 @printf(ptr, ...)
declare i32 @llvm.smin.i32(i32, i32)
