"""Float activations as torch-mlir writes them, run before and after
quantkit-normalize.

  python3 activations.py mlir                  prints the program: @model
                                               applies each activation form
                                               to one input, @main prints
                                               every result
  python3 activations.py check BEFORE AFTER    compares the two printed runs
                                               with each other and with this
                                               script's own evaluation

The input holds exact zeros (both signs), negatives, the bounds themselves
and values just around them (6, -1, 2.5), and deterministic random values.
"""
import math
import re
import sys

SHAPE = [1, 4, 4, 4]
COUNT = 64


def lcg(seed):
    state = seed
    while True:
        state = (state * 1103515245 + 12345) % (1 << 31)
        yield state / float(1 << 31)


def inputs():
    special = [0.0, -0.0, 6.0, 5.999, 6.001, -1.0, -1.001, -0.999, 2.5,
               2.499, 2.501, 3.0, -3.0, 1e-7, -1e-7, 100.0, -100.0]
    rng = lcg(7)
    rest = [round(16.0 * next(rng) - 8.0, 4)
            for _ in range(COUNT - len(special))]
    return special + rest


def relu(x):
    return max(x, 0.0)


def clamp(lo, hi):
    return lambda x: min(max(x, lo), hi)


def sigmoid(x):
    return 1.0 / (1.0 + math.exp(-x))


# (name, reference, generic(s) in MLIR applied to %x, result name)
FORMS = [
    ("relu_ugt", relu, """
  %relu_ugt = linalg.generic {indexing_maps = [#batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%x : !t) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> !t"""),
    ("relu_olt_swapped", relu, """
  %relu_olt_swapped = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf olt, %z, %in : f32
    %s = arith.select %c, %in, %z : f32
    linalg.yield %s : f32
  } -> !t"""),
    ("relu_uge", relu, """
  %relu_uge = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf uge, %in, %zero : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> !t"""),
    ("relu6_pairs", clamp(0.0, 6.0), """
  %relu6_pairs = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %c1 = arith.cmpf ult, %in, %zero : f32
    %s1 = arith.select %c1, %zero, %in : f32
    %c2 = arith.cmpf ugt, %s1, %six : f32
    %s2 = arith.select %c2, %six, %s1 : f32
    linalg.yield %s2 : f32
  } -> !t"""),
    ("relu6_tensors", clamp(0.0, 6.0), """
  %r6a = linalg.generic {indexing_maps = [#batch, #scalar, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %lo : !t, tensor<f32>) outs(%e : !t) {
  ^bb0(%in: f32, %b: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %b : f32
    %s = arith.select %c, %in, %b : f32
    linalg.yield %s : f32
  } -> !t
  %relu6_tensors = linalg.generic {indexing_maps = [#scalar, #batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hi, %r6a : tensor<f32>, !t) outs(%e : !t) {
  ^bb0(%b: f32, %in: f32, %out: f32):
    %c = arith.cmpf ult, %b, %in : f32
    %s = arith.select %c, %b, %in : f32
    linalg.yield %s : f32
  } -> !t"""),
    ("relu6_minmax", clamp(0.0, 6.0), """
  %relu6_minmax = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.minimumf %six, %in : f32
    %b = arith.maximumf %zero, %a : f32
    linalg.yield %b : f32
  } -> !t"""),
    ("hardtanh", clamp(-1.0, 2.5), """
  %hardtanh = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %lo1 = arith.constant -1.0 : f32
    %hi1 = arith.constant 2.5 : f32
    %c1 = arith.cmpf ogt, %in, %hi1 : f32
    %s1 = arith.select %c1, %hi1, %in : f32
    %c2 = arith.cmpf oge, %lo1, %s1 : f32
    %s2 = arith.select %c2, %lo1, %s1 : f32
    linalg.yield %s2 : f32
  } -> !t"""),
    ("clamp_numf", clamp(-1.0, 6.0), """
  %clamp_numf = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %m1 = arith.constant -1.0 : f32
    %a = arith.maxnumf %in, %m1 : f32
    %b = arith.minnumf %six, %a : f32
    linalg.yield %b : f32
  } -> !t"""),
    # A clamp after other arithmetic: the compare/select steps become
    # maximumf/minimumf in place.
    ("add_relu6_inplace", lambda x: clamp(0.0, 6.0)(x + 0.5), """
  %add_relu6_inplace = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %a = arith.addf %in, %half : f32
    %c1 = arith.cmpf ugt, %a, %zero : f32
    %s1 = arith.select %c1, %a, %zero : f32
    %c2 = arith.cmpf ult, %six, %s1 : f32
    %s2 = arith.select %c2, %six, %s1 : f32
    linalg.yield %s2 : f32
  } -> !t"""),
    ("hardswish_select", lambda x: x * clamp(0.0, 6.0)(x + 3.0) / 6.0, """
  %hardswish_select = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %three = arith.constant 3.0 : f32
    %a = arith.addf %in, %three : f32
    %c1 = arith.cmpf ult, %a, %zero : f32
    %b = arith.select %c1, %zero, %a : f32
    %c2 = arith.cmpf ugt, %b, %six : f32
    %c = arith.select %c2, %six, %b : f32
    %d = arith.mulf %in, %c : f32
    %f = arith.divf %d, %six : f32
    linalg.yield %f : f32
  } -> !t"""),
    # Recognised, not rewritten: they must run unchanged.
    ("hardswish", lambda x: x * clamp(0.0, 6.0)(x + 3.0) / 6.0, """
  %hardswish = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %three = arith.constant 3.0 : f32
    %a = arith.addf %in, %three : f32
    %b = arith.maximumf %a, %zero : f32
    %c = arith.minimumf %b, %six : f32
    %d = arith.mulf %in, %c : f32
    %f = arith.divf %d, %six : f32
    linalg.yield %f : f32
  } -> !t"""),
    ("sigmoid", sigmoid, """
  %sigmoid = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %x1 = math.exp %n : f32
    %a = arith.addf %x1, %one : f32
    %d = arith.divf %one, %a : f32
    linalg.yield %d : f32
  } -> !t"""),
    # torch-mlir's 2023 decompositions, one op per generic (the clamp's
    # upper bound a 0-d `6 : i64` converted to f32): fused into one
    # generic each, which must compute what the chain did.
    ("hardswish_chain", lambda x: x * (clamp(0.0, 6.0)(x + 3.0) / 6.0), """
  %hs_a = linalg.generic {indexing_maps = [#batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %three = arith.constant 3.0 : f32
    %a = arith.addf %in, %three : f32
    linalg.yield %a : f32
  } -> !t
  %hs_b = linalg.generic {indexing_maps = [#batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hs_a : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> !t
  %hs_c = linalg.generic {indexing_maps = [#batch, #scalar, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hs_b, %hi_i : !t, tensor<f32>) outs(%e : !t) {
  ^bb0(%in: f32, %bound: f32, %out: f32):
    %c = arith.cmpf ult, %in, %bound : f32
    %s = arith.select %c, %in, %bound : f32
    linalg.yield %s : f32
  } -> !t
  %hs_d = linalg.generic {indexing_maps = [#batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hs_c : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %six : f32
    linalg.yield %d : f32
  } -> !t
  %hardswish_chain = linalg.generic {indexing_maps = [#batch, #batch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hs_d, %x : !t, !t) outs(%e : !t) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %m = arith.mulf %in, %in2 : f32
    linalg.yield %m : f32
  } -> !t"""),
    # Today's torch-mlir hardswish: the product with x first, then `/ 6`;
    # x is read by the first step and by the product.
    ("hardswish_product_first", lambda x: x * clamp(0.0, 6.0)(x + 3.0) / 6.0, """
  %hp_a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %three = arith.constant 3.0 : f32
    %a = arith.addf %in, %three : f32
    linalg.yield %a : f32
  } -> !t
  %hp_b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hp_a : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ult, %in, %zero : f32
    %s = arith.select %c, %zero, %in : f32
    linalg.yield %s : f32
  } -> !t
  %hp_c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hp_b : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %six : f32
    %s = arith.select %c, %six, %in : f32
    linalg.yield %s : f32
  } -> !t
  %hp_d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %hp_c : !t, !t) outs(%e : !t) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %m = arith.mulf %in, %in2 : f32
    linalg.yield %m : f32
  } -> !t
  %hardswish_product_first = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hp_d : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %six : f32
    linalg.yield %d : f32
  } -> !t"""),
    ("sigmoid_chain", sigmoid, """
  %sg_a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> !t
  %sg_b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sg_a : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %x1 = math.exp %in : f32
    linalg.yield %x1 : f32
  } -> !t
  %sg_c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sg_b : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %a = arith.addf %in, %one : f32
    linalg.yield %a : f32
  } -> !t
  %sigmoid_chain = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sg_c : !t) outs(%e : !t) {
  ^bb0(%in: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %d = arith.divf %one, %in : f32
    linalg.yield %d : f32
  } -> !t"""),
]


def emit():
    names = [name for name, _, _ in FORMS]
    t = "tensor<%s>" % "x".join(str(d) for d in SHAPE + ["f32"])
    m = "memref<%s>" % "x".join(str(d) for d in SHAPE + ["f32"])
    body = "\n".join(text for _, _, text in FORMS)
    values = ", ".join("%.9e" % v for v in inputs())
    print("""!t = %(t)s
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#batch = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#scalar = affine_map<(d0, d1, d2, d3) -> ()>
#none = affine_map<() -> ()>

func.func @model(%%x: !t) -> (%(types)s) {
  %%zero = arith.constant 0.0 : f32
  %%six = arith.constant 6.0 : f32
  %%zero64 = arith.constant 0.0 : f64
  %%six64 = arith.constant 6.0 : f64
  %%e = tensor.empty() : !t
  %%e64 = tensor.empty() : tensor<f64>
  %%e32 = tensor.empty() : tensor<f32>
  %%fz = linalg.fill ins(%%zero64 : f64) outs(%%e64 : tensor<f64>) -> tensor<f64>
  %%lo = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%%fz : tensor<f64>) outs(%%e32 : tensor<f32>) {
  ^bb0(%%in: f64, %%out: f32):
    %%v = arith.truncf %%in : f64 to f32
    linalg.yield %%v : f32
  } -> tensor<f32>
  %%fs = linalg.fill ins(%%six64 : f64) outs(%%e64 : tensor<f64>) -> tensor<f64>
  %%hi = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%%fs : tensor<f64>) outs(%%e32 : tensor<f32>) {
  ^bb0(%%in: f64, %%out: f32):
    %%v = arith.truncf %%in : f64 to f32
    linalg.yield %%v : f32
  } -> tensor<f32>
  %%six_i = arith.constant 6 : i64
  %%ei = tensor.empty() : tensor<i64>
  %%fi = linalg.fill ins(%%six_i : i64) outs(%%ei : tensor<i64>) -> tensor<i64>
  %%hi_i = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%%fi : tensor<i64>) outs(%%e32 : tensor<f32>) {
  ^bb0(%%in: i64, %%out: f32):
    %%v = arith.sitofp %%in : i64 to f32
    linalg.yield %%v : f32
  } -> tensor<f32>
%(body)s
  return %(results)s : %(types)s
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %%flat = arith.constant dense<[%(values)s]> : tensor<%(count)dxf32>
  %%x = tensor.expand_shape %%flat [[0, 1, 2, 3]] output_shape [%(shape)s] : tensor<%(count)dxf32> into !t
  %(calls)s = call @model(%%x) : (!t) -> (%(types)s)
%(prints)s
  return
}""" % {
        "t": t,
        "types": ", ".join(["!t"] * len(names)),
        "body": body,
        "results": ", ".join("%" + n for n in names),
        "values": values,
        "count": COUNT,
        "shape": ", ".join(str(d) for d in SHAPE),
        "calls": ", ".join("%%out_%s" % n for n in names),
        "prints": "\n".join(
            "  %%b_%(n)s = bufferization.to_buffer %%out_%(n)s : !t to %(m)s\n"
            "  %%u_%(n)s = memref.cast %%b_%(n)s : %(m)s to memref<*xf32>\n"
            "  call @printMemrefF32(%%u_%(n)s) : (memref<*xf32>) -> ()"
            % {"n": n, "m": m} for n in names),
    })


def parse(path):
    # One "Unranked Memref ... data = [...]" block per printed result.
    sections = [block.split("data =")[1]
                for block in open(path).read().split("Unranked Memref")[1:]]
    number = r"-?(?:inf|nan|\d+(?:\.\d+)?(?:e[-+]?\d+)?)"
    return [[float(v) for v in re.findall(number, s)] for s in sections]


def check(before_path, after_path):
    before, after = parse(before_path), parse(after_path)
    xs = inputs()
    worst_pair, worst_reference, count, ok = 0.0, 0.0, 0, True
    ok = len(before) == len(after) == len(FORMS)
    for (name, reference, _), b, a in zip(FORMS, before, after):
        if not (len(b) == len(a) == COUNT):
            ok = False
            continue
        for x, vb, va in zip(xs, b, a):
            want = reference(x)
            tolerance = 1e-5 * max(1.0, abs(want))
            pair = abs(vb - va)
            # printMemrefF32 prints six significant digits.
            ref = max(abs(vb - want), abs(va - want))
            worst_pair = max(worst_pair, pair)
            worst_reference = max(worst_reference, ref / max(1.0, abs(want)))
            if pair > tolerance or ref > tolerance:
                ok = False
                print("%s(%r): before %r after %r want %r" %
                      (name, x, vb, va, want))
            count += 1
    print("forms %d" % len(FORMS))
    print("outputs %d" % count)
    print("max difference before/after %g" % worst_pair)
    print("max relative error to reference %g" % worst_reference)
    print("match: %s" % ok)


if __name__ == "__main__":
    if sys.argv[1] == "mlir":
        emit()
    else:
        check(sys.argv[2], sys.argv[3])
