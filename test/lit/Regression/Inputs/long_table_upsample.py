"""Writes a nearest x2 upsampling whose row table (an input of the gather)
is computed through a chain of LENGTH elementwise generics, after a
column table of one: evaluating the second input adds more entries to the
evaluator's cache than it holds before growing."""
import sys

LENGTH = int(sys.argv[1]) if len(sys.argv) > 1 else 56
lines = [
    "#id1 = affine_map<(d0) -> (d0)>",
    "#h = affine_map<(d0, d1, d2, d3) -> (d2)>",
    "#w = affine_map<(d0, d1, d2, d3) -> (d3)>",
    "#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>",
    "func.func @long_table(%x: tensor<1x2x3x4xf32>) -> tensor<1x2x6x8xf32> {",
    "  %c0 = arith.constant 0 : i64",
    "  %c2 = arith.constant 2 : i64",
    "  %e6 = tensor.empty() : tensor<6xi64>",
    "  %e8 = tensor.empty() : tensor<8xi64>",
]


def iota(name, empty, size):
    lines.append(
        "  %%%s = linalg.generic {indexing_maps = [#id1], iterator_types = "
        "[\"parallel\"]} outs(%%%s : tensor<%dxi64>) {" % (name, empty, size))
    lines.append("  ^bb0(%o: i64):")
    lines.append("    %i = linalg.index 0 : index")
    lines.append("    %v = arith.index_cast %i : index to i64")
    lines.append("    %q = arith.floordivsi %v, %c2 : i64")
    lines.append("    linalg.yield %q : i64")
    lines.append("  } -> tensor<%dxi64>" % size)


iota("cols", "e8", 8)
iota("r0", "e6", 6)
for k in range(1, LENGTH + 1):
    lines.append(
        "  %%r%d = linalg.generic {indexing_maps = [#id1, #id1], "
        "iterator_types = [\"parallel\"]} ins(%%r%d : tensor<6xi64>) "
        "outs(%%e6 : tensor<6xi64>) {" % (k, k - 1))
    lines.append("  ^bb0(%a: i64, %o: i64):")
    lines.append("    %s = arith.addi %a, %c0 : i64")
    lines.append("    linalg.yield %s : i64")
    lines.append("  } -> tensor<6xi64>")
lines += [
    "  %e = tensor.empty() : tensor<1x2x6x8xf32>",
    "  %g = linalg.generic {indexing_maps = [#w, #h, #id4], iterator_types = "
    "[\"parallel\", \"parallel\", \"parallel\", \"parallel\"]} "
    + "ins(%%cols, %%r%d : tensor<8xi64>, tensor<6xi64>) " % LENGTH
    + "outs(%e : tensor<1x2x6x8xf32>) {",
    "  ^bb0(%col: i64, %row: i64, %o: f32):",
    "    %n = linalg.index 0 : index",
    "    %c = linalg.index 1 : index",
    "    %y = arith.index_cast %row : i64 to index",
    "    %z = arith.index_cast %col : i64 to index",
    "    %v = tensor.extract %x[%n, %c, %y, %z] : tensor<1x2x3x4xf32>",
    "    linalg.yield %v : f32",
    "  } -> tensor<1x2x6x8xf32>",
    "  return %g : tensor<1x2x6x8xf32>",
    "}",
]
print("\n".join(lines))
