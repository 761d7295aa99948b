// Round trip of every quantkit op, in custom and generic form: the first
// RUN parses the custom form and re-parses what it prints, the second goes
// through the generic form, the third checks that the generic form keeps
// the op, operand and attribute names other tools rely on.
// RUN: %quantkit-opt %s | %quantkit-opt | FileCheck %s
// RUN: %quantkit-opt %s --mlir-print-op-generic | %quantkit-opt | FileCheck %s
// RUN: %quantkit-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

//===----------------------------------------------------------------------===//
// quantkit.region / quantkit.return
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @region_all_spec_kinds
// CHECK: quantkit.region "conv2d"(%{{.*}}, %{{.*}}, %{{.*}}) in [f32, !quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>, none] out [!quant.calibrated<f32<-1.000000e+00:2.000000e+00>>, !quant.any<i8:f32>, !quant.uniform<i8:f32, 5.000000e-01:-3>]
// CHECK-SAME: : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<1x4x4x3xf32>, %{{.*}}: tensor<2x3x3x3xf32>, %{{.*}}: tensor<2xf32>):
// CHECK: quantkit.return %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: sym_name = "region_all_spec_kinds"
// GENERIC: "quantkit.region"(%{{.*}}, %{{.*}}, %{{.*}}) <{input_specs = [f32, !quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>, none], logical_kernel = "conv2d", output_specs = [!quant.calibrated<f32<-1.000000e+00:2.000000e+00>>, !quant.any<i8:f32>, !quant.uniform<i8:f32, 5.000000e-01:-3>]}> ({
// GENERIC: "quantkit.return"(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> ()
func.func @region_all_spec_kinds(%in: tensor<1x4x4x3xf32>,
                                 %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>)
    -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %0:3 = quantkit.region "conv2d" (%in, %w, %b)
      in [f32, !quant.uniform<i8:f32:0, {0.5, 0.25}>, none]
      out [!quant.calibrated<f32<-1.0:2.0>>, !quant.any<i8:f32>,
           !quant.uniform<i8:f32, 0.5:-3>]
      : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>)
      -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  ^bb0(%x: tensor<1x4x4x3xf32>, %y: tensor<2x3x3x3xf32>, %z: tensor<2xf32>):
    %init = tensor.empty() : tensor<1x2x2x2xf32>
    %conv = linalg.conv_2d_nhwc_fhwc ins(%x, %y : tensor<1x4x4x3xf32>,
        tensor<2x3x3x3xf32>) outs(%init : tensor<1x2x2x2xf32>)
        -> tensor<1x2x2x2xf32>
    quantkit.return %conv, %conv, %conv
        : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
  }
  return %0#0, %0#1, %0#2
      : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// A region with no ports, extra attributes and an empty return; scalar and
// unranked ports, a per-axis spec on a dynamic axis.
// CHECK-LABEL: func.func @region_edge_cases
// CHECK: quantkit.region "softmax"() in [] out [] attributes {note = "empty"} : () -> () {
// CHECK-NEXT: quantkit.return{{$}}
// CHECK: quantkit.region "tanh"(%{{.*}}, %{{.*}}, %{{.*}}) in [!quant.uniform<u8:f32, 3.906250e-03>, none, !quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>] out [f32]
// CHECK-SAME: : (f32, tensor<*xf32>, tensor<4x?xf32>) -> f32
func.func @region_edge_cases(%s: f32, %u: tensor<*xf32>, %d: tensor<4x?xf32>)
    -> f32 {
  quantkit.region "softmax" () in [] out [] attributes {note = "empty"}
      : () -> () {
    quantkit.return
  }
  %0 = quantkit.region "tanh" (%s, %u, %d)
      in [!quant.uniform<u8:f32, 0.00390625>, none,
          !quant.uniform<i8:f32:1, {1.0, 2.0}>] out [f32]
      : (f32, tensor<*xf32>, tensor<4x?xf32>) -> f32 {
  ^bb0(%x: f32, %y: tensor<*xf32>, %z: tensor<4x?xf32>):
    %t = math.tanh %x : f32
    quantkit.return %t : f32
  }
  return %0 : f32
}

//===----------------------------------------------------------------------===//
// Calibration and constraint ops
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @stats
// CHECK: quantkit.stats %{{.*}} {layerStats = dense<[-1.000000e+00, 2.000000e+00]> : tensor<2xf32>} : tensor<8x3xf32>
// CHECK: quantkit.stats %{{.*}} {axis = 1 : i64, axisStats = dense<{{\[}}[-1.000000e+00, 1.000000e+00], [-2.000000e+00, 2.000000e+00], [0.000000e+00, 5.000000e-01]]> : tensor<3x2xf32>, layerStats = dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>} : tensor<8x3xf32>
// CHECK: quantkit.stats %{{.*}} {layerStats = dense<[0.000000e+00, 6.000000e+00]> : tensor<2xf32>} : f32
// CHECK: quantkit.stats %{{.*}} {axis = 0 : i64, axisStats = dense<0.000000e+00> : tensor<4x2xf32>, layerStats = dense<0.000000e+00> : tensor<2xf32>} : tensor<?x2xf32>
// GENERIC-LABEL: sym_name = "stats"
// GENERIC: "quantkit.stats"(%{{.*}}) <{layerStats = dense<[-1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : (tensor<8x3xf32>) -> tensor<8x3xf32>
// GENERIC: "quantkit.stats"(%{{.*}}) <{axis = 1 : i64, axisStats = dense<{{.*}}> : tensor<3x2xf32>, layerStats = dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : (tensor<8x3xf32>) -> tensor<8x3xf32>
func.func @stats(%a: tensor<8x3xf32>, %s: f32, %d: tensor<?x2xf32>)
    -> (tensor<8x3xf32>, f32, tensor<?x2xf32>) {
  %0 = quantkit.stats %a {layerStats = dense<[-1.0, 2.0]> : tensor<2xf32>}
      : tensor<8x3xf32>
  %1 = quantkit.stats %0 {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>,
      axisStats = dense<[[-1.0, 1.0], [-2.0, 2.0], [0.0, 0.5]]>
          : tensor<3x2xf32>, axis = 1 : i64} : tensor<8x3xf32>
  %2 = quantkit.stats %s {layerStats = dense<[0.0, 6.0]> : tensor<2xf32>} : f32
  %3 = quantkit.stats %d {layerStats = dense<0.0> : tensor<2xf32>,
      axisStats = dense<0.0> : tensor<4x2xf32>, axis = 0} : tensor<?x2xf32>
  return %1, %2, %3 : tensor<8x3xf32>, f32, tensor<?x2xf32>
}

// CHECK-LABEL: func.func @refs
// CHECK: quantkit.stats_ref %{{.*}} {statsKey = "conv1.out"} : tensor<1x8x8x4xf32>
// CHECK: quantkit.coupled_ref %{{.*}} {coupledKey = "residual"} : tensor<1x8x8x4xf32>
// GENERIC-LABEL: sym_name = "refs"
// GENERIC: "quantkit.stats_ref"(%{{.*}}) <{statsKey = "conv1.out"}> : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
// GENERIC: "quantkit.coupled_ref"(%{{.*}}) <{coupledKey = "residual"}> : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
// CHECK: quantkit.stats_ref %{{.*}} {axis = 3 : i64, statsKey = "conv1.channels"} : tensor<1x8x8x4xf32>
// GENERIC: "quantkit.stats_ref"(%{{.*}}) <{axis = 3 : i64, statsKey = "conv1.channels"}> : (tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
func.func @refs(%a: tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32> {
  %0 = quantkit.stats_ref %a {statsKey = "conv1.out"} : tensor<1x8x8x4xf32>
  %1 = quantkit.coupled_ref %0 {coupledKey = "residual"} : tensor<1x8x8x4xf32>
  %2 = quantkit.stats_ref %1 {statsKey = "conv1.channels", axis = 3 : i64} : tensor<1x8x8x4xf32>
  return %2 : tensor<1x8x8x4xf32>
}

// Defaults (`narrow_range = false`, `is_signed = false`) are not printed.
// CHECK-LABEL: func.func @const_fake_quant
// CHECK: quantkit.const_fake_quant %{{.*}} {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32, num_bits = 8 : i64} : tensor<4xf32>
// CHECK: quantkit.const_fake_quant %{{.*}} {is_signed = true, max = 6.000000e+00 : f32, min = 0.000000e+00 : f32, narrow_range = true, num_bits = 16 : i64} : tensor<4xf32>
// CHECK: quantkit.const_fake_quant %{{.*}} {max = 5.000000e-01 : f32, min = -5.000000e-01 : f32, num_bits = 2 : i64} : f32
// GENERIC-LABEL: sym_name = "const_fake_quant"
// GENERIC: "quantkit.const_fake_quant"(%{{.*}}) <{is_signed = false, max = 1.000000e+00 : f32, min = -1.000000e+00 : f32, narrow_range = false, num_bits = 8 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
func.func @const_fake_quant(%a: tensor<4xf32>, %s: f32)
    -> (tensor<4xf32>, f32) {
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32,
      num_bits = 8 : i64} : tensor<4xf32>
  %1 = quantkit.const_fake_quant %0 {min = 0.0 : f32, max = 6.0 : f32,
      num_bits = 16 : i64, narrow_range = true, is_signed = true}
      : tensor<4xf32>
  %2 = quantkit.const_fake_quant %s {min = -0.5 : f32, max = 0.5 : f32,
      num_bits = 2 : i64, narrow_range = false, is_signed = false} : f32
  return %1, %2 : tensor<4xf32>, f32
}

// CHECK-LABEL: func.func @const_fake_quant_per_axis
// CHECK: quantkit.const_fake_quant_per_axis %{{.*}} {axis = 1 : i64, is_signed = true, max = array<f32: 1.000000e+00, 2.000000e+00>, min = array<f32: -1.000000e+00, -2.000000e+00>, narrow_range = true, num_bits = 8 : i64} : tensor<3x2xf32>
// CHECK: quantkit.const_fake_quant_per_axis %{{.*}} {axis = 0 : i64, max = array<f32: 1.000000e+00>, min = array<f32: 0.000000e+00>, num_bits = 4 : i64} : tensor<?x2xbf16>
// GENERIC-LABEL: sym_name = "const_fake_quant_per_axis"
// GENERIC: "quantkit.const_fake_quant_per_axis"(%{{.*}}) <{axis = 1 : i64, is_signed = true, max = array<f32: 1.000000e+00, 2.000000e+00>, min = array<f32: -1.000000e+00, -2.000000e+00>, narrow_range = true, num_bits = 8 : i64}> : (tensor<3x2xf32>) -> tensor<3x2xf32>
func.func @const_fake_quant_per_axis(%a: tensor<3x2xf32>, %b: tensor<?x2xbf16>)
    -> (tensor<3x2xf32>, tensor<?x2xbf16>) {
  %0 = quantkit.const_fake_quant_per_axis %a {
      min = array<f32: -1.0, -2.0>, max = array<f32: 1.0, 2.0>,
      axis = 1 : i64, num_bits = 8 : i64, narrow_range = true,
      is_signed = true} : tensor<3x2xf32>
  %1 = quantkit.const_fake_quant_per_axis %b {
      min = array<f32: 0.0>, max = array<f32: 1.0>, axis = 0 : i64,
      num_bits = 4 : i64} : tensor<?x2xbf16>
  return %0, %1 : tensor<3x2xf32>, tensor<?x2xbf16>
}

//===----------------------------------------------------------------------===//
// quantkit.rescale (and every rounding value)
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @rescale
// CHECK: quantkit.rescale %{{.*}} : tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>> to tensor<4x!quant.uniform<i8:f32, 2.500000e-01:-1>>
// CHECK: quantkit.rescale %{{.*}} {rounding = #quantkit.rounding<gemmlowp>} : tensor<4x!quant.uniform<i8:f32, 2.500000e-01:-1>> to tensor<4x!quant.uniform<i16:f32, 1.250000e-01>>
// CHECK: quantkit.rescale %{{.*}} {rounding = #quantkit.rounding<single_round>} : tensor<4x!quant.uniform<i16:f32, 1.250000e-01>> to tensor<4x!quant.uniform<u8:f32, 5.000000e-01:128>>
// CHECK: quantkit.rescale %{{.*}} {rounding = #quantkit.rounding<double_round>} : tensor<4x!quant.uniform<u8:f32, 5.000000e-01:128>> to tensor<4x!quant.uniform<i8<-127:127>:f32, 5.000000e-01>>
// CHECK: quantkit.rescale %{{.*}} {rounding = #quantkit.rounding<float_rne>} : tensor<4x!quant.uniform<i8<-127:127>:f32, 5.000000e-01>> to tensor<?x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK: quantkit.rescale %{{.*}} : tensor<2x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,1.250000e-01}>> to tensor<2x3x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK: quantkit.rescale %{{.*}} : !quant.uniform<i8:f32, 5.000000e-01> to !quant.uniform<i32:f32, 6.250000e-02>
// CHECK: quantkit.rescale %{{.*}} : tensor<*x!quant.uniform<i8:f32, 5.000000e-01>> to tensor<*x!quant.uniform<i8:f32, 2.500000e-01>>
// GENERIC-LABEL: sym_name = "rescale"
// GENERIC: "quantkit.rescale"(%{{.*}}) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01:-1>>
// GENERIC: "quantkit.rescale"(%{{.*}}) <{rounding = #quantkit.rounding<gemmlowp>}>
// GENERIC: "quantkit.rescale"(%{{.*}}) <{rounding = #quantkit.rounding<single_round>}>
// GENERIC: "quantkit.rescale"(%{{.*}}) <{rounding = #quantkit.rounding<double_round>}>
// GENERIC: "quantkit.rescale"(%{{.*}}) <{rounding = #quantkit.rounding<float_rne>}>
func.func @rescale(%a: tensor<4x!quant.uniform<i8:f32, 0.5:3>>,
                   %p: tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 0.125}>>,
                   %s: !quant.uniform<i8:f32, 0.5>,
                   %u: tensor<*x!quant.uniform<i8:f32, 0.5>>) {
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
      to tensor<4x!quant.uniform<i8:f32, 0.25:-1>>
  %1 = quantkit.rescale %0 {rounding = #quantkit.rounding<gemmlowp>}
      : tensor<4x!quant.uniform<i8:f32, 0.25:-1>>
      to tensor<4x!quant.uniform<i16:f32, 0.125>>
  %2 = quantkit.rescale %1 {rounding = #quantkit.rounding<single_round>}
      : tensor<4x!quant.uniform<i16:f32, 0.125>>
      to tensor<4x!quant.uniform<u8:f32, 0.5:128>>
  %3 = quantkit.rescale %2 {rounding = #quantkit.rounding<double_round>}
      : tensor<4x!quant.uniform<u8:f32, 0.5:128>>
      to tensor<4x!quant.uniform<i8<-127:127>:f32, 0.5>>
  %4 = quantkit.rescale %3 {rounding = #quantkit.rounding<float_rne>}
      : tensor<4x!quant.uniform<i8<-127:127>:f32, 0.5>>
      to tensor<?x!quant.uniform<i8:f32, 1.0>>
  %5 = quantkit.rescale %p
      : tensor<2x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 0.125}>>
      to tensor<2x3x!quant.uniform<i8:f32, 1.0>>
  %6 = quantkit.rescale %s : !quant.uniform<i8:f32, 0.5>
      to !quant.uniform<i32:f32, 0.0625>
  %7 = quantkit.rescale %u : tensor<*x!quant.uniform<i8:f32, 0.5>>
      to tensor<*x!quant.uniform<i8:f32, 0.25>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.matmul
//===----------------------------------------------------------------------===//

// Integer form, per-tensor, without and with bias (scale 0.5 * 0.25).
// CHECK-LABEL: func.func @matmul_per_tensor
// CHECK: quantkit.matmul %{{.*}}, %{{.*}} : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:-1>>, tensor<3x4x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.000000e+00:5>>
// CHECK: quantkit.matmul %{{.*}}, %{{.*}}, %{{.*}} {rounding = #quantkit.rounding<single_round>} : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:-1>>, tensor<3x4x!quant.uniform<i8:f32, 2.500000e-01>>, tensor<4x!quant.uniform<i32:f32, 1.250000e-01>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.000000e+00:5>>
// GENERIC-LABEL: sym_name = "matmul_per_tensor"
// GENERIC: "quantkit.matmul"(%{{.*}}, %{{.*}}) : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:-1>>, tensor<3x4x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.000000e+00:5>>
// GENERIC: "quantkit.matmul"(%{{.*}}, %{{.*}}, %{{.*}}) <{rounding = #quantkit.rounding<single_round>}> : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:-1>>, tensor<3x4x!quant.uniform<i8:f32, 2.500000e-01>>, tensor<4x!quant.uniform<i32:f32, 1.250000e-01>>)
func.func @matmul_per_tensor(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>,
                             %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>,
                             %b: tensor<4x!quant.uniform<i32:f32, 0.125>>) {
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>,
      tensor<3x4x!quant.uniform<i8:f32, 0.25>>)
      -> tensor<2x4x!quant.uniform<i8:f32, 1.0:5>>
  %1 = quantkit.matmul %a, %w, %b {rounding = #quantkit.rounding<single_round>}
      : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>,
         tensor<3x4x!quant.uniform<i8:f32, 0.25>>,
         tensor<4x!quant.uniform<i32:f32, 0.125>>)
      -> tensor<2x4x!quant.uniform<i8:f32, 1.0:5>>
  return
}

// Per-axis weights on the last axis of rhs with a per-axis bias
// (scales 0.5 * {0.25, 0.125, 0.0625}); a ReLU6-style result storage range;
// rank-3 lhs with 2-D rhs; batched rhs [B, K, N]; dynamic sizes.
// CHECK-LABEL: func.func @matmul_per_axis
// CHECK: quantkit.matmul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x4x!quant.uniform<i8:f32, 5.000000e-01:-128>>, tensor<4x3x!quant.uniform<i8<-127:127>:f32:1, {2.500000e-01,1.250000e-01,6.250000e-02}>>, tensor<3x!quant.uniform<i32:f32:0, {1.250000e-01,6.250000e-02,3.125000e-02}>>) -> tensor<2x3x!quant.uniform<i8<-128:-116>:f32, 5.000000e-01:-128>>
// CHECK: quantkit.matmul %{{.*}}, %{{.*}} {rounding = #quantkit.rounding<double_round>} : (tensor<5x2x4x!quant.uniform<i8:f32, 5.000000e-01:-128>>, tensor<4x3x!quant.uniform<i8<-127:127>:f32:1, {2.500000e-01,1.250000e-01,6.250000e-02}>>) -> tensor<5x2x3x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK: quantkit.matmul %{{.*}}, %{{.*}} : (tensor<?x2x4x!quant.uniform<i8:f32, 5.000000e-01:-128>>, tensor<?x4x3x!quant.uniform<i8<-127:127>:f32:2, {2.500000e-01,1.250000e-01,6.250000e-02}>>) -> tensor<?x2x3x!quant.uniform<i8:f32, 1.000000e+00>>
func.func @matmul_per_axis(
    %a: tensor<2x4x!quant.uniform<i8:f32, 0.5:-128>>,
    %w: tensor<4x3x!quant.uniform<i8<-127:127>:f32:1, {0.25, 0.125, 0.0625}>>,
    %b: tensor<3x!quant.uniform<i32:f32:0, {0.125, 0.0625, 0.03125}>>,
    %a3: tensor<5x2x4x!quant.uniform<i8:f32, 0.5:-128>>,
    %ab: tensor<?x2x4x!quant.uniform<i8:f32, 0.5:-128>>,
    %wb: tensor<?x4x3x!quant.uniform<i8<-127:127>:f32:2, {0.25, 0.125, 0.0625}>>) {
  %0 = quantkit.matmul %a, %w, %b
      : (tensor<2x4x!quant.uniform<i8:f32, 0.5:-128>>,
         tensor<4x3x!quant.uniform<i8<-127:127>:f32:1, {0.25, 0.125, 0.0625}>>,
         tensor<3x!quant.uniform<i32:f32:0, {0.125, 0.0625, 0.03125}>>)
      -> tensor<2x3x!quant.uniform<i8<-128:-116>:f32, 0.5:-128>>
  %1 = quantkit.matmul %a3, %w {rounding = #quantkit.rounding<double_round>}
      : (tensor<5x2x4x!quant.uniform<i8:f32, 0.5:-128>>,
         tensor<4x3x!quant.uniform<i8<-127:127>:f32:1, {0.25, 0.125, 0.0625}>>)
      -> tensor<5x2x3x!quant.uniform<i8:f32, 1.0>>
  %2 = quantkit.matmul %ab, %wb
      : (tensor<?x2x4x!quant.uniform<i8:f32, 0.5:-128>>,
         tensor<?x4x3x!quant.uniform<i8<-127:127>:f32:2, {0.25, 0.125, 0.0625}>>)
      -> tensor<?x2x3x!quant.uniform<i8:f32, 1.0>>
  return
}

// Hybrid form (weight-only): float lhs, quantized weights, float result and
// bias.
// CHECK-LABEL: func.func @matmul_hybrid
// CHECK: quantkit.matmul %{{.*}}, %{{.*}} : (tensor<2x4xf32>, tensor<4x3x!quant.uniform<i8:f32:1, {2.500000e-01,1.250000e-01,6.250000e-02}>>) -> tensor<2x3xf32>
// CHECK: quantkit.matmul %{{.*}}, %{{.*}}, %{{.*}} {rounding = #quantkit.rounding<float_rne>} : (tensor<2x4xbf16>, tensor<4x3x!quant.uniform<u8:bf16, 5.000000e-01:7>>, tensor<3xbf16>) -> tensor<2x3xbf16>
func.func @matmul_hybrid(
    %a: tensor<2x4xf32>,
    %w: tensor<4x3x!quant.uniform<i8:f32:1, {0.25, 0.125, 0.0625}>>,
    %ah: tensor<2x4xbf16>, %wh: tensor<4x3x!quant.uniform<u8:bf16, 0.5:7>>,
    %bh: tensor<3xbf16>) {
  %0 = quantkit.matmul %a, %w : (tensor<2x4xf32>,
      tensor<4x3x!quant.uniform<i8:f32:1, {0.25, 0.125, 0.0625}>>)
      -> tensor<2x3xf32>
  %1 = quantkit.matmul %ah, %wh, %bh {rounding = #quantkit.rounding<float_rne>}
      : (tensor<2x4xbf16>, tensor<4x3x!quant.uniform<u8:bf16, 0.5:7>>,
         tensor<3xbf16>) -> tensor<2x3xbf16>
  return
}

// 16x8: i16 activations, i8 weights. Their bias needs i64 storage, which
// upstream's type parser rejects (it caps storage at 32 bits), so the biased
// 16x8 form cannot be written in text; see invalid-typing.mlir (typing_c6).
// CHECK-LABEL: func.func @matmul_16x8
// CHECK: quantkit.matmul %{{.*}}, %{{.*}} : (tensor<2x4x!quant.uniform<i16:f32, 5.000000e-01>>, tensor<4x3x!quant.uniform<i8<-127:127>:f32:1, {2.500000e-01,1.250000e-01,6.250000e-02}>>) -> tensor<2x3x!quant.uniform<i16:f32, 1.000000e+00>>
func.func @matmul_16x8(
    %a: tensor<2x4x!quant.uniform<i16:f32, 0.5>>,
    %w: tensor<4x3x!quant.uniform<i8<-127:127>:f32:1, {0.25, 0.125, 0.0625}>>) {
  %0 = quantkit.matmul %a, %w
      : (tensor<2x4x!quant.uniform<i16:f32, 0.5>>,
         tensor<4x3x!quant.uniform<i8<-127:127>:f32:1, {0.25, 0.125, 0.0625}>>)
      -> tensor<2x3x!quant.uniform<i16:f32, 1.0>>
  return
}

// Bias scales are compared with a relative tolerance of 1e-6: 0.1 * 0.3 is
// 0.030000000000000002 in double, written here as 0.03.
// CHECK-LABEL: func.func @matmul_scale_tolerance
// CHECK: quantkit.matmul %{{.*}}, %{{.*}}, %{{.*}} : (tensor<1x2x!quant.uniform<i8:f32, 1.000000e-01>>, tensor<2x2x!quant.uniform<i8:f32, 3.000000e-01>>, tensor<2x!quant.uniform<i32:f32, 3.000000e-02>>) -> tensor<1x2x!quant.uniform<i8:f32, 5.000000e-02>>
func.func @matmul_scale_tolerance(
    %a: tensor<1x2x!quant.uniform<i8:f32, 0.1>>,
    %w: tensor<2x2x!quant.uniform<i8:f32, 0.3>>,
    %b: tensor<2x!quant.uniform<i32:f32, 0.03>>) {
  %0 = quantkit.matmul %a, %w, %b
      : (tensor<1x2x!quant.uniform<i8:f32, 0.1>>,
         tensor<2x2x!quant.uniform<i8:f32, 0.3>>,
         tensor<2x!quant.uniform<i32:f32, 0.03>>)
      -> tensor<1x2x!quant.uniform<i8:f32, 0.05>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.conv2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @conv2d
// CHECK: quantkit.conv2d %{{.*}}, %{{.*}} : (tensor<1x5x5x2x!quant.uniform<i8:f32, 5.000000e-01:-3>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<1x3x3x3x!quant.uniform<i8:f32, 1.000000e+00:2>>
// CHECK: quantkit.conv2d %{{.*}}, %{{.*}}, %{{.*}} {dilations = array<i64: 2, 1>, padding = array<i64: 1, 2, 0, 1>, rounding = #quantkit.rounding<gemmlowp>, strides = array<i64: 1, 2>} : (tensor<1x5x5x2x!quant.uniform<i8:f32, 5.000000e-01:-3>>, tensor<3x3x3x2x!quant.uniform<i8<-127:127>:f32:0, {2.500000e-01,1.250000e-01,6.250000e-02}>>, tensor<3x!quant.uniform<i32:f32:0, {1.250000e-01,6.250000e-02,3.125000e-02}>>) -> tensor<1x4x2x3x!quant.uniform<i8:f32, 1.000000e+00:2>>
// CHECK: quantkit.conv2d %{{.*}}, %{{.*}}, %{{.*}} {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x2x!quant.uniform<i8:f32, 5.000000e-01:-3>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 2.500000e-01>>, tensor<3x!quant.uniform<i32:f32, 1.250000e-01>>) -> tensor<1x5x5x3x!quant.uniform<i8:f32, 1.000000e+00:2>>
// CHECK: quantkit.conv2d %{{.*}}, %{{.*}}, %{{.*}} {strides = array<i64: 2, 2>} : (tensor<1x5x5x2xf32>, tensor<3x3x3x2x!quant.uniform<i8<-127:127>:f32:0, {2.500000e-01,1.250000e-01,6.250000e-02}>>, tensor<3xf32>) -> tensor<1x2x2x3xf32>
// CHECK: quantkit.conv2d %{{.*}}, %{{.*}} : (tensor<?x?x?x2x!quant.uniform<i16:f32, 5.000000e-01>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<?x?x?x3x!quant.uniform<i16:f32, 1.000000e+00>>
// GENERIC-LABEL: sym_name = "conv2d"
// GENERIC: "quantkit.conv2d"(%{{.*}}, %{{.*}}) :
// GENERIC: "quantkit.conv2d"(%{{.*}}, %{{.*}}, %{{.*}}) <{dilations = array<i64: 2, 1>, padding = array<i64: 1, 2, 0, 1>, rounding = #quantkit.rounding<gemmlowp>, strides = array<i64: 1, 2>}> :
func.func @conv2d(
    %in: tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5:-3>>,
    %f: tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>,
    %fa: tensor<3x3x3x2x!quant.uniform<i8<-127:127>:f32:0, {0.25, 0.125, 0.0625}>>,
    %b: tensor<3x!quant.uniform<i32:f32, 0.125>>,
    %ba: tensor<3x!quant.uniform<i32:f32:0, {0.125, 0.0625, 0.03125}>>,
    %fin: tensor<1x5x5x2xf32>, %fb: tensor<3xf32>,
    %in16: tensor<?x?x?x2x!quant.uniform<i16:f32, 0.5>>) {
  %0 = quantkit.conv2d %in, %f
      : (tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5:-3>>,
         tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>)
      -> tensor<1x3x3x3x!quant.uniform<i8:f32, 1.0:2>>
  // Ho = (5 + 1 + 2 - 2 * 2 - 1) / 1 + 1 = 4, Wo = (5 + 0 + 1 - 3) / 2 + 1 = 2
  %1 = quantkit.conv2d %in, %fa, %ba {strides = array<i64: 1, 2>,
      dilations = array<i64: 2, 1>, padding = array<i64: 1, 2, 0, 1>,
      rounding = #quantkit.rounding<gemmlowp>}
      : (tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5:-3>>,
         tensor<3x3x3x2x!quant.uniform<i8<-127:127>:f32:0, {0.25, 0.125, 0.0625}>>,
         tensor<3x!quant.uniform<i32:f32:0, {0.125, 0.0625, 0.03125}>>)
      -> tensor<1x4x2x3x!quant.uniform<i8:f32, 1.0:2>>
  %2 = quantkit.conv2d %in, %f, %b {padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5:-3>>,
         tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>,
         tensor<3x!quant.uniform<i32:f32, 0.125>>)
      -> tensor<1x5x5x3x!quant.uniform<i8:f32, 1.0:2>>
  // Hybrid.
  %3 = quantkit.conv2d %fin, %fa, %fb {strides = array<i64: 2, 2>}
      : (tensor<1x5x5x2xf32>,
         tensor<3x3x3x2x!quant.uniform<i8<-127:127>:f32:0, {0.25, 0.125, 0.0625}>>,
         tensor<3xf32>) -> tensor<1x2x2x3xf32>
  // 16x8 without bias, dynamic spatial sizes.
  %4 = quantkit.conv2d %in16, %f
      : (tensor<?x?x?x2x!quant.uniform<i16:f32, 0.5>>,
         tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>)
      -> tensor<?x?x?x3x!quant.uniform<i16:f32, 1.0>>
  return
}

// groups = 2: 4 input channels, 2 per group; 6 outputs, 3 per group.
// CHECK-LABEL: func.func @conv2d_grouped
// CHECK: quantkit.conv2d %{{.*}}, %{{.*}}, %{{.*}} {groups = 2 : i64, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x4x!quant.uniform<i8:f32, 5.000000e-01:-3>>, tensor<6x3x3x2x!quant.uniform<i8<-127:127>:f32:0, {2.500000e-01,1.250000e-01,6.250000e-02,2.500000e-01,1.250000e-01,6.250000e-02}>>, tensor<6x!quant.uniform<i32:f32:0, {1.250000e-01,6.250000e-02,3.125000e-02,1.250000e-01,6.250000e-02,3.125000e-02}>>) -> tensor<1x5x5x6x!quant.uniform<i8:f32, 1.000000e+00:2>>
// GENERIC-LABEL: sym_name = "conv2d_grouped"
// GENERIC: "quantkit.conv2d"(%{{.*}}, %{{.*}}, %{{.*}}) <{groups = 2 : i64, padding = array<i64: 1, 1, 1, 1>}> :
func.func @conv2d_grouped(
    %in: tensor<1x5x5x4x!quant.uniform<i8:f32, 0.5:-3>>,
    %f: tensor<6x3x3x2x!quant.uniform<i8<-127:127>:f32:0, {0.25, 0.125, 0.0625, 0.25, 0.125, 0.0625}>>,
    %b: tensor<6x!quant.uniform<i32:f32:0, {0.125, 0.0625, 0.03125, 0.125, 0.0625, 0.03125}>>) {
  %0 = quantkit.conv2d %in, %f, %b {groups = 2 : i64,
      padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x5x5x4x!quant.uniform<i8:f32, 0.5:-3>>,
         tensor<6x3x3x2x!quant.uniform<i8<-127:127>:f32:0, {0.25, 0.125, 0.0625, 0.25, 0.125, 0.0625}>>,
         tensor<6x!quant.uniform<i32:f32:0, {0.125, 0.0625, 0.03125, 0.125, 0.0625, 0.03125}>>)
      -> tensor<1x5x5x6x!quant.uniform<i8:f32, 1.0:2>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.depthwise_conv2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @depthwise_conv2d
// CHECK: quantkit.depthwise_conv2d %{{.*}}, %{{.*}} : (tensor<1x5x5x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<3x3x2x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<1x3x3x2x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK: quantkit.depthwise_conv2d %{{.*}}, %{{.*}}, %{{.*}} {dilations = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>, rounding = #quantkit.rounding<double_round>, strides = array<i64: 2, 2>} : (tensor<1x5x5x2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<3x3x2x!quant.uniform<i8:f32:2, {2.500000e-01,1.250000e-01}>>, tensor<2x!quant.uniform<i32:f32:0, {1.250000e-01,6.250000e-02}>>) -> tensor<1x3x3x2x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK: quantkit.depthwise_conv2d %{{.*}}, %{{.*}}, %{{.*}} : (tensor<1x5x5x2xf16>, tensor<3x3x2x!quant.uniform<i8:f16:2, {2.500000e-01,1.250000e-01}>>, tensor<2xf16>) -> tensor<1x3x3x2xf16>
// CHECK: quantkit.depthwise_conv2d %{{.*}}, %{{.*}} {rounding = #quantkit.rounding<single_round>} : (tensor<1x5x5x2x!quant.uniform<i16:f32, 5.000000e-01>>, tensor<3x3x2x!quant.uniform<i8:f32:2, {2.500000e-01,1.250000e-01}>>) -> tensor<1x3x3x2x!quant.uniform<i16:f32, 1.000000e+00>>
// GENERIC-LABEL: sym_name = "depthwise_conv2d"
// GENERIC: "quantkit.depthwise_conv2d"(%{{.*}}, %{{.*}}) :
// GENERIC: "quantkit.depthwise_conv2d"(%{{.*}}, %{{.*}}, %{{.*}}) <{dilations = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>, rounding = #quantkit.rounding<double_round>, strides = array<i64: 2, 2>}> :
func.func @depthwise_conv2d(
    %in: tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>,
    %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>,
    %fa: tensor<3x3x2x!quant.uniform<i8:f32:2, {0.25, 0.125}>>,
    %ba: tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.0625}>>,
    %fin: tensor<1x5x5x2xf16>,
    %fh: tensor<3x3x2x!quant.uniform<i8:f16:2, {0.25, 0.125}>>,
    %fb: tensor<2xf16>,
    %in16: tensor<1x5x5x2x!quant.uniform<i16:f32, 0.5>>) {
  %0 = quantkit.depthwise_conv2d %in, %f
      : (tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>,
         tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>)
      -> tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0>>
  // Ho = Wo = (5 + 4 - 5) / 2 + 1 = 3
  %1 = quantkit.depthwise_conv2d %in, %fa, %ba {strides = array<i64: 2, 2>,
      dilations = array<i64: 2, 2>, padding = array<i64: 2, 2, 2, 2>,
      rounding = #quantkit.rounding<double_round>}
      : (tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>,
         tensor<3x3x2x!quant.uniform<i8:f32:2, {0.25, 0.125}>>,
         tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.0625}>>)
      -> tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0>>
  // Hybrid.
  %2 = quantkit.depthwise_conv2d %fin, %fh, %fb
      : (tensor<1x5x5x2xf16>,
         tensor<3x3x2x!quant.uniform<i8:f16:2, {0.25, 0.125}>>,
         tensor<2xf16>) -> tensor<1x3x3x2xf16>
  // 16x8 without bias.
  %3 = quantkit.depthwise_conv2d %in16, %fa
      {rounding = #quantkit.rounding<single_round>}
      : (tensor<1x5x5x2x!quant.uniform<i16:f32, 0.5>>,
         tensor<3x3x2x!quant.uniform<i8:f32:2, {0.25, 0.125}>>)
      -> tensor<1x3x3x2x!quant.uniform<i16:f32, 1.0>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.add / quantkit.mul
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @binary
// CHECK: quantkit.add %{{.*}}, %{{.*}} : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:1>>, tensor<4x!quant.uniform<i8:f32, 2.500000e-01:-2>>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK: quantkit.add %{{.*}}, %{{.*}} {rounding = #quantkit.rounding<double_round>} : (tensor<?x4x!quant.uniform<i16:f32, 5.000000e-01>>, tensor<?x4x!quant.uniform<i16:f32, 2.500000e-01>>) -> tensor<?x4x!quant.uniform<i16:f32, 1.000000e+00>>
// CHECK: quantkit.mul %{{.*}}, %{{.*}} : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:1>>, tensor<4x!quant.uniform<i8:f32, 2.500000e-01:-2>>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK: quantkit.mul %{{.*}}, %{{.*}} {rounding = #quantkit.rounding<float_rne>} : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:1>>, tensor<4x!quant.uniform<u8:f32, 2.500000e-01:128>>) -> tensor<4x!quant.uniform<i8:f32, 1.000000e+00>>
// GENERIC-LABEL: sym_name = "binary"
// GENERIC: "quantkit.add"(%{{.*}}, %{{.*}}) :
// GENERIC: "quantkit.add"(%{{.*}}, %{{.*}}) <{rounding = #quantkit.rounding<double_round>}> :
// GENERIC: "quantkit.mul"(%{{.*}}, %{{.*}}) :
// GENERIC: "quantkit.mul"(%{{.*}}, %{{.*}}) <{rounding = #quantkit.rounding<float_rne>}> :
func.func @binary(%a: tensor<4x!quant.uniform<i8:f32, 0.5:1>>,
                  %b: tensor<4x!quant.uniform<i8:f32, 0.25:-2>>,
                  %c: tensor<?x4x!quant.uniform<i16:f32, 0.5>>,
                  %d: tensor<?x4x!quant.uniform<i16:f32, 0.25>>,
                  %e: tensor<4x!quant.uniform<u8:f32, 0.25:128>>) {
  %0 = quantkit.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>,
      tensor<4x!quant.uniform<i8:f32, 0.25:-2>>)
      -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  %1 = quantkit.add %c, %d {rounding = #quantkit.rounding<double_round>}
      : (tensor<?x4x!quant.uniform<i16:f32, 0.5>>,
         tensor<?x4x!quant.uniform<i16:f32, 0.25>>)
      -> tensor<?x4x!quant.uniform<i16:f32, 1.0>>
  %2 = quantkit.mul %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>,
      tensor<4x!quant.uniform<i8:f32, 0.25:-2>>)
      -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  %3 = quantkit.mul %a, %e {rounding = #quantkit.rounding<float_rne>}
      : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>,
         tensor<4x!quant.uniform<u8:f32, 0.25:128>>)
      -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.logistic / quantkit.tanh / quantkit.hard_swish / quantkit.gelu
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @table
// CHECK: quantkit.logistic %{{.*}} : tensor<4x!quant.uniform<i8:f32, 6.250000e-02:3>> -> tensor<4x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK: quantkit.tanh %{{.*}} : tensor<?x2x!quant.uniform<u8:f32, 1.250000e-01:128>> -> tensor<?x2x!quant.uniform<i8:f32, 7.812500e-03>>
// CHECK: quantkit.logistic %{{.*}} : tensor<3x!quant.uniform<i16:f32, 1.000000e-03>> -> tensor<3x!quant.uniform<i16:f32, 3.051850e-05>>
// CHECK: quantkit.hard_swish %{{.*}} : tensor<4x!quant.uniform<i8:f32, 6.250000e-02:3>> -> tensor<4x!quant.uniform<i8:f32, 3.000000e-02:-118>>
// CHECK: quantkit.gelu %{{.*}} : tensor<4x!quant.uniform<i8:f32, 6.250000e-02:3>> -> tensor<4x!quant.uniform<i8:f32, 3.000000e-02:-118>>
// CHECK: quantkit.gelu %{{.*}} approximate : tensor<?x2x!quant.uniform<u8:f32, 1.250000e-01:128>> -> tensor<?x2x!quant.uniform<u8:f32, 2.000000e-02:9>>
// GENERIC-LABEL: sym_name = "table"
// GENERIC: "quantkit.logistic"(%{{.*}}) : (tensor<4x!quant.uniform
// GENERIC: "quantkit.tanh"(%{{.*}}) : (tensor<?x2x!quant.uniform
// GENERIC: "quantkit.logistic"(%{{.*}}) : (tensor<3x!quant.uniform
// GENERIC: "quantkit.hard_swish"(%{{.*}}) : (tensor<4x!quant.uniform
// GENERIC: "quantkit.gelu"(%{{.*}}) : (tensor<4x!quant.uniform
// GENERIC: "quantkit.gelu"(%{{.*}}) <{approximate}> : (tensor<?x2x!quant.uniform
func.func @table(%a: tensor<4x!quant.uniform<i8:f32, 0.0625:3>>,
                 %b: tensor<?x2x!quant.uniform<u8:f32, 0.125:128>>,
                 %c: tensor<3x!quant.uniform<i16:f32, 0.001>>) {
  %0 = quantkit.logistic %a : tensor<4x!quant.uniform<i8:f32, 0.0625:3>>
      -> tensor<4x!quant.uniform<i8:f32, 0.00390625:-128>>
  %1 = quantkit.tanh %b : tensor<?x2x!quant.uniform<u8:f32, 0.125:128>>
      -> tensor<?x2x!quant.uniform<i8:f32, 0.0078125>>
  %2 = quantkit.logistic %c : tensor<3x!quant.uniform<i16:f32, 0.001>>
      -> tensor<3x!quant.uniform<i16:f32, 3.05185e-05>>
  %3 = quantkit.hard_swish %a : tensor<4x!quant.uniform<i8:f32, 0.0625:3>>
      -> tensor<4x!quant.uniform<i8:f32, 0.03:-118>>
  %4 = quantkit.gelu %a : tensor<4x!quant.uniform<i8:f32, 0.0625:3>>
      -> tensor<4x!quant.uniform<i8:f32, 0.03:-118>>
  %5 = quantkit.gelu %b approximate
      : tensor<?x2x!quant.uniform<u8:f32, 0.125:128>>
      -> tensor<?x2x!quant.uniform<u8:f32, 0.02:9>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.softmax
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @softmax
// CHECK: quantkit.softmax %{{.*}} {axis = 1 : i64} : tensor<2x8x!quant.uniform<i8:f32, 6.250000e-02:3>> -> tensor<2x8x!quant.uniform<i8:f32, 3.906250e-03:-128>>
// CHECK: quantkit.softmax %{{.*}} {axis = 0 : i64, beta = 1.250000e-01 : f64} : tensor<?x3x!quant.uniform<u16:f32, 1.000000e-03:300>> -> tensor<?x3x!quant.uniform<i16:f32, 3.0517578125E-5>>
// GENERIC-LABEL: sym_name = "softmax"
// GENERIC: "quantkit.softmax"(%{{.*}}) <{axis = 1 : i64, beta = 1.000000e+00 : f64}> : (tensor<2x8x!quant.uniform
// GENERIC: "quantkit.softmax"(%{{.*}}) <{axis = 0 : i64, beta = 1.250000e-01 : f64}> : (tensor<?x3x!quant.uniform
func.func @softmax(%a: tensor<2x8x!quant.uniform<i8:f32, 0.0625:3>>,
                   %b: tensor<?x3x!quant.uniform<u16:f32, 0.001:300>>) {
  %0 = quantkit.softmax %a {axis = 1 : i64}
      : tensor<2x8x!quant.uniform<i8:f32, 0.0625:3>>
      -> tensor<2x8x!quant.uniform<i8:f32, 0.00390625:-128>>
  %1 = quantkit.softmax %b {axis = 0 : i64, beta = 0.125}
      : tensor<?x3x!quant.uniform<u16:f32, 0.001:300>>
      -> tensor<?x3x!quant.uniform<i16:f32, 0.000030517578125>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.max_pool2d / quantkit.avg_pool2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @pool
// CHECK: quantkit.max_pool2d %{{.*}} {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 5.000000e-01:3>> -> tensor<1x2x2x1x!quant.uniform<i8:f32, 5.000000e-01:3>>
// CHECK: quantkit.max_pool2d %{{.*}} {kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, rounding = #quantkit.rounding<gemmlowp>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 5.000000e-01:3>> -> tensor<1x4x4x1x!quant.uniform<i8:f32, 5.000000e-01:3>>
// CHECK: quantkit.avg_pool2d %{{.*}} {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 5.000000e-01:3>> -> tensor<1x2x2x1x!quant.uniform<i8:f32, 5.000000e-01:3>>
// CHECK: quantkit.avg_pool2d %{{.*}} {kernel = array<i64: 3, 2>, padding = array<i64: 0, 2, 1, 0>, rounding = #quantkit.rounding<single_round>, strides = array<i64: 1, 2>} : tensor<?x4x4x3x!quant.uniform<u8<0:200>:f32, 5.000000e-01:128>> -> tensor<?x4x2x3x!quant.uniform<u8<0:200>:f32, 5.000000e-01:128>>
// GENERIC-LABEL: sym_name = "pool"
// GENERIC: "quantkit.max_pool2d"(%{{.*}}) <{kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>}> :
// GENERIC: "quantkit.max_pool2d"(%{{.*}}) <{kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, rounding = #quantkit.rounding<gemmlowp>}> :
// GENERIC: "quantkit.avg_pool2d"(%{{.*}}) <{kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>}> :
// GENERIC: "quantkit.avg_pool2d"(%{{.*}}) <{kernel = array<i64: 3, 2>, padding = array<i64: 0, 2, 1, 0>, rounding = #quantkit.rounding<single_round>, strides = array<i64: 1, 2>}> :
func.func @pool(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>,
                %u: tensor<?x4x4x3x!quant.uniform<u8<0:200>:f32, 0.5:128>>) {
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>,
      strides = array<i64: 2, 2>}
      : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>
      -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:3>>
  %1 = quantkit.max_pool2d %in {kernel = array<i64: 3, 3>,
      padding = array<i64: 1, 1, 1, 1>, rounding = #quantkit.rounding<gemmlowp>}
      : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>
      -> tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>
  %2 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>,
      strides = array<i64: 2, 2>}
      : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>
      -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5:3>>
  // Ho = (4 + 0 + 2 - 3) / 1 + 1 = 4, Wo = (4 + 1 + 0 - 2) / 2 + 1 = 2
  %3 = quantkit.avg_pool2d %u {kernel = array<i64: 3, 2>,
      strides = array<i64: 1, 2>, padding = array<i64: 0, 2, 1, 0>,
      rounding = #quantkit.rounding<single_round>}
      : tensor<?x4x4x3x!quant.uniform<u8<0:200>:f32, 0.5:128>>
      -> tensor<?x4x2x3x!quant.uniform<u8<0:200>:f32, 0.5:128>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.resize
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @resize
// CHECK: quantkit.resize %{{.*}} {border = array<i64: 2, 2>, mode = #quantkit.resize_mode<bilinear>, offset = array<i64: -2, -2>, scale = array<i64: 8, 4, 8, 4>} : tensor<1x2x2x8x!quant.uniform<i8:f32, 5.000000e-01:3>> -> tensor<1x4x4x8x!quant.uniform<i8:f32, 5.000000e-01:3>>
// CHECK: quantkit.resize %{{.*}} {border = array<i64: 0, 0>, mode = #quantkit.resize_mode<nearest>, offset = array<i64: 0, 0>, rounding = #quantkit.rounding<double_round>, scale = array<i64: 4, 3, 2, 1>} : tensor<?x4x3x?x!quant.uniform<u8:f32, 5.000000e-01:128>> -> tensor<?x5x5x?x!quant.uniform<u8:f32, 2.500000e-01:100>>
// GENERIC-LABEL: sym_name = "resize"
// GENERIC: "quantkit.resize"(%{{.*}}) <{border = array<i64: 2, 2>, mode = #quantkit.resize_mode<bilinear>, offset = array<i64: -2, -2>, scale = array<i64: 8, 4, 8, 4>}> :
// GENERIC: "quantkit.resize"(%{{.*}}) <{border = array<i64: 0, 0>, mode = #quantkit.resize_mode<nearest>, offset = array<i64: 0, 0>, rounding = #quantkit.rounding<double_round>, scale = array<i64: 4, 3, 2, 1>}> :
func.func @resize(%in: tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5:3>>,
                  %u: tensor<?x4x3x?x!quant.uniform<u8:f32, 0.5:128>>) {
  // x2 with half-pixel centres: Ho = ((2 - 1) * 8 + 2 + 2) / 4 + 1 = 4.
  %0 = quantkit.resize %in {mode = #quantkit.resize_mode<bilinear>,
      scale = array<i64: 8, 4, 8, 4>, offset = array<i64: -2, -2>,
      border = array<i64: 2, 2>}
      : tensor<1x2x2x8x!quant.uniform<i8:f32, 0.5:3>>
      -> tensor<1x4x4x8x!quant.uniform<i8:f32, 0.5:3>>
  // Ho = (3 * 4) / 3 + 1 = 5, Wo = (2 * 2) / 1 + 1 = 5; new parameters.
  %1 = quantkit.resize %u {mode = #quantkit.resize_mode<nearest>,
      scale = array<i64: 4, 3, 2, 1>, offset = array<i64: 0, 0>,
      border = array<i64: 0, 0>, rounding = #quantkit.rounding<double_round>}
      : tensor<?x4x3x?x!quant.uniform<u8:f32, 0.5:128>>
      -> tensor<?x5x5x?x!quant.uniform<u8:f32, 0.25:100>>
  return
}

//===----------------------------------------------------------------------===//
// Ops written in generic form (as tests and tools may write them), with the
// inherent attributes both as properties and in the attribute dictionary.
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @generic_input
// CHECK: quantkit.region "matmul"(%{{.*}}) in [!quant.any<i8:f32>] out [none] : (tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK: quantkit.return %{{.*}} : tensor<2x3xf32>
// CHECK: quantkit.stats %{{.*}} {axis = 1 : i64, axisStats = dense<{{.*}}> : tensor<3x2xf32>, layerStats = dense<[-1.000000e+00, 1.000000e+00]> : tensor<2xf32>} : tensor<2x3xf32>
// CHECK: quantkit.const_fake_quant %{{.*}} {max = 1.000000e+00 : f32, min = -1.000000e+00 : f32, num_bits = 8 : i64} : tensor<2x3xf32>
// CHECK: quantkit.matmul %{{.*}}, %{{.*}}, %{{.*}} {rounding = #quantkit.rounding<float_rne>} : (tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<3x4x!quant.uniform<i8:f32, 2.500000e-01>>, tensor<4x!quant.uniform<i32:f32, 1.250000e-01>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK: quantkit.max_pool2d %{{.*}} {kernel = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : tensor<1x2x4x1x!quant.uniform<i8:f32, 1.000000e+00>> -> tensor<1x2x4x1x!quant.uniform<i8:f32, 1.000000e+00>>
func.func @generic_input(%a: tensor<2x3xf32>,
                         %q: tensor<2x3x!quant.uniform<i8:f32, 0.5>>,
                         %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>,
                         %b: tensor<4x!quant.uniform<i32:f32, 0.125>>) {
  %0 = "quantkit.region"(%a) <{logical_kernel = "matmul",
      input_specs = [!quant.any<i8:f32>], output_specs = [none]}> ({
  ^bb0(%x: tensor<2x3xf32>):
    "quantkit.return"(%x) : (tensor<2x3xf32>) -> ()
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "quantkit.stats"(%0) {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>,
      axisStats = dense<[[-1.0, 1.0], [-1.0, 1.0], [-1.0, 1.0]]>
          : tensor<3x2xf32>, axis = 1 : i64}
      : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "quantkit.const_fake_quant"(%1) <{min = -1.0 : f32, max = 1.0 : f32,
      num_bits = 8 : i64}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "quantkit.matmul"(%q, %w, %b)
      <{rounding = #quantkit.rounding<float_rne>}>
      : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>,
         tensor<3x4x!quant.uniform<i8:f32, 0.25>>,
         tensor<4x!quant.uniform<i32:f32, 0.125>>)
      -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  %4 = "tensor.expand_shape"(%3) <{reassociation = [[0, 1], [2, 3]],
      static_output_shape = array<i64: 1, 2, 4, 1>}>
      : (tensor<2x4x!quant.uniform<i8:f32, 1.0>>)
      -> tensor<1x2x4x1x!quant.uniform<i8:f32, 1.0>>
  %5 = "quantkit.max_pool2d"(%4) {kernel = array<i64: 1, 1>,
      strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>}
      : (tensor<1x2x4x1x!quant.uniform<i8:f32, 1.0>>)
      -> tensor<1x2x4x1x!quant.uniform<i8:f32, 1.0>>
  return
}
