// One attention layer's softmax at ViT-B/16's size (12 heads, 197 tokens:
// 12x197x197 scores, the rows along the last axis), twice:
//   @softmax_int8: quantkit.softmax on int8 scores (scale 0.05, zero point
//     3, beta 0.125), tflite-int8's 1/256, -128 output;
//   @softmax_f32: the float softmax quantkit.softmax replaces, as torch-mlir
//     writes it (row maximum, exp of the difference, row sum, division).
// @bench_int8(n) and @bench_f32(n) call each n times on scores computed
// from the indices (nothing folds) and keep one element of each result.
!qs = !quant.uniform<i8:f32, 0.05:3>
!qp = !quant.uniform<i8:f32, 0.00390625:-128>
!ti = tensor<12x197x197xi8>
!tf = tensor<12x197x197xf32>
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1)>
#rowb = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>

func.func private @softmax_int8(%x: tensor<12x197x197x!qs>) -> tensor<12x197x197x!qp> {
  %y = quantkit.softmax %x {axis = 2 : i64, beta = 0.125 : f64} : tensor<12x197x197x!qs> -> tensor<12x197x197x!qp>
  return %y : tensor<12x197x197x!qp>
}

func.func private @softmax_f32(%x: !tf) -> !tf {
  %minf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %em = tensor.empty() : tensor<12x197xf32>
  %fm = linalg.fill ins(%minf : f32) outs(%em : tensor<12x197xf32>) -> tensor<12x197xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : !tf) outs(%fm : tensor<12x197xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.maximumf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<12x197xf32>
  %e = tensor.empty() : !tf
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : !tf, tensor<12x197xf32>) outs(%e : !tf) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %0 = arith.subf %in, %mx : f32
    %1 = math.exp %0 : f32
    linalg.yield %1 : f32
  } -> !tf
  %fs = linalg.fill ins(%zero : f32) outs(%em : tensor<12x197xf32>) -> tensor<12x197xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : !tf) outs(%fs : tensor<12x197xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<12x197xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %s : !tf, tensor<12x197xf32>) outs(%e : !tf) {
  ^bb0(%in: f32, %sum: f32, %out: f32):
    %0 = arith.divf %in, %sum : f32
    linalg.yield %0 : f32
  } -> !tf
  return %y : !tf
}

func.func @bench_int8(%n: index) -> i8 {
  %e = tensor.empty() : !ti
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e : !ti) {
  ^bb0(%o: i8):
    %h = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %s1 = arith.muli %i, %j : index
    %s2 = arith.addi %s1, %h : index
    %s3 = arith.muli %s2, %s2 : index
    %v = arith.index_cast %s3 : index to i8
    linalg.yield %v : i8
  } -> !ti
  %x = quant.scast %r : !ti to tensor<12x197x197x!qs>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i8
  %out = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> i8 {
    %y = func.call @softmax_int8(%x) : (tensor<12x197x197x!qs>) -> tensor<12x197x197x!qp>
    %yi = quant.scast %y : tensor<12x197x197x!qp> to !ti
    %t = tensor.extract %yi[%c1, %c1, %c1] : !ti
    %a = arith.xori %acc, %t : i8
    scf.yield %a : i8
  }
  return %out : i8
}

func.func @bench_f32(%n: index) -> i8 {
  %e = tensor.empty() : !tf
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e : !tf) {
  ^bb0(%o: f32):
    %h = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %s1 = arith.muli %i, %j : index
    %s2 = arith.addi %s1, %h : index
    %s3 = arith.muli %s2, %s2 : index
    %v = arith.index_cast %s3 : index to i8
    %f = arith.sitofp %v : i8 to f32
    %g = arith.constant 0.00625 : f32
    %w = arith.mulf %f, %g : f32
    linalg.yield %w : f32
  } -> !tf
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i8
  %out = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> i8 {
    %y = func.call @softmax_f32(%x) : (!tf) -> !tf
    %t = tensor.extract %y[%c1, %c1, %c1] : !tf
    %ti = arith.fptosi %t : f32 to i8
    %a = arith.xori %acc, %ti : i8
    scf.yield %a : i8
  }
  return %out : i8
}
