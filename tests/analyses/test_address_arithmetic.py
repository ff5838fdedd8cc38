"""Integer operations that only compute addresses are no micro-ops (assemble.py
``address_arithmetic``): a hand-written loop with a linearised index, a loop counter
and an integer data sum."""

from __future__ import annotations

from automatch.analyses.assemble import address_arithmetic
from automatch.ir.program import build_program

IR = """
define i64 @f(ptr %a, i64 %n, i64 %row) {
entry:
  br label %loop

loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %base = mul i64 %row, %n
  %idx = add i64 %base, %j
  %idx32 = trunc i64 %idx to i32
  %idx64 = sext i32 %idx32 to i64
  %p = getelementptr inbounds i64, ptr %a, i64 %idx64
  %v = load i64, ptr %p
  %twice = shl i64 %idx, 1
  %s.next = add i64 %s, %v
  %s.more = add i64 %s.next, %twice
  %j.next = add i64 %j, 1
  %done = icmp eq i64 %j.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i64 %s.more
}
"""


def test_only_index_computations_are_address_arithmetic():
    program = build_program(IR, "f")
    by_name = {ins.name: ins.id for ins in program.instructions if ins.name}
    found = {name for name, i in by_name.items() if i in address_arithmetic(program)}
    # row * n is used by the index only; the index also feeds a data value (twice), so it
    # is an operation of its own and so is everything it needs; the data sum, its user
    # and the counter's increment (its phi and compare) are not addresses
    assert found == set()
    # without the data use the whole index chain is address arithmetic
    alone = IR.replace("  %twice = shl i64 %idx, 1\n", "").replace(
        "%s.more = add i64 %s.next, %twice", "%s.more = add i64 %s.next, 1")
    program = build_program(alone, "f")
    by_name = {ins.name: ins.id for ins in program.instructions if ins.name}
    found = {name for name, i in by_name.items() if i in address_arithmetic(program)}
    assert found == {"base", "idx"}  # the casts between them are no micro-ops anyway
