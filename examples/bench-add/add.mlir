// The int8 add of two 1x56x56x64 tensors (scales 0.05 and 0.03 into 0.07,
// zero points -3, 7, -10), and @bench_VARIANT(n), which calls it n times on
// inputs computed from the indices (no constant to fold) and keeps one
// element of each result live. run.sh replaces VARIANT per build.
!qa = !quant.uniform<i8:f32, 0.05:-3>
!qb = !quant.uniform<i8:f32, 0.03:7>
!qc = !quant.uniform<i8:f32, 0.07:-10>
!ta = tensor<1x56x56x64xi8>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func private @add_VARIANT(%a: tensor<1x56x56x64x!qa>, %b: tensor<1x56x56x64x!qb>) -> tensor<1x56x56x64x!qc> {
  %c = quantkit.add %a, %b : (tensor<1x56x56x64x!qa>, tensor<1x56x56x64x!qb>) -> tensor<1x56x56x64x!qc>
  return %c : tensor<1x56x56x64x!qc>
}
func.func @bench_VARIANT(%n: index) -> i8 {
  %e = tensor.empty() : !ta
  %ra = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : !ta) {
  ^bb0(%o: i8):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %s1 = arith.muli %h, %w : index
    %s2 = arith.addi %s1, %c : index
    %s3 = arith.muli %s2, %s2 : index
    %v = arith.index_cast %s3 : index to i8
    linalg.yield %v : i8
  } -> !ta
  %rb = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : !ta) {
  ^bb0(%o: i8):
    %h = linalg.index 1 : index
    %c = linalg.index 3 : index
    %s1 = arith.muli %h, %c : index
    %s2 = arith.addi %s1, %h : index
    %v = arith.index_cast %s2 : index to i8
    linalg.yield %v : i8
  } -> !ta
  %a = quant.scast %ra : !ta to tensor<1x56x56x64x!qa>
  %b = quant.scast %rb : !ta to tensor<1x56x56x64x!qb>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i8
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i8 {
    %y = func.call @add_VARIANT(%a, %b) : (tensor<1x56x56x64x!qa>, tensor<1x56x56x64x!qb>) -> tensor<1x56x56x64x!qc>
    %yi = quant.scast %y : tensor<1x56x56x64x!qc> to !ta
    %k = arith.remui %i, %c1 : index
    %x = tensor.extract %yi[%c0, %k, %c1, %c1] : !ta
    %n2 = arith.xori %acc, %x : i8
    scf.yield %n2 : i8
  }
  return %r : i8
}
