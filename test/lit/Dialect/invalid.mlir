// Negative tests: one or more per verifier rule id of the ODS descriptions
// (dialect/QuantKitOps.td), each preceded by its id, then the failures ODS
// itself reports (attribute kinds, missing attributes, enum values, operand
// counts). Every case must give a located error, never a crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// quantkit.region
//===----------------------------------------------------------------------===//

// region_c1
func.func @region_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.region' op has 1 inputs but 2 input specs}}
  quantkit.region "add" (%a) in [f32, f32] out [] : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return
  }
  return
}

// -----

// region_c1
func.func @region_c1_too_few(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{has 2 inputs but 1 input specs}}
  quantkit.region "add" (%a, %b) in [f32] out []
      : (tensor<4xf32>, tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    quantkit.return
  }
  return
}

// -----

// region_c2
func.func @region_c2(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'quantkit.region' op has 1 results but 0 output specs}}
  %0 = quantkit.region "tanh" (%a) in [f32] out []
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// region_c3
func.func @region_c3(%a: tensor<4xf32>) {
  // expected-error @+1 {{body arguments must mirror the inputs: expected 1 arguments of types ('tensor<4xf32>'), got ('tensor<4xf16>')}}
  quantkit.region "tanh" (%a) in [f32] out [] : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf16>):
    quantkit.return
  }
  return
}

// -----

// region_c3
func.func @region_c3_count(%a: tensor<4xf32>) {
  // expected-error @+1 {{body arguments must mirror the inputs}}
  quantkit.region "tanh" (%a) in [f32] out [] : (tensor<4xf32>) -> () {
    quantkit.return
  }
  return
}

// -----

// region_c4
func.func @region_c4(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "tanh" (%a) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    %c = arith.constant dense<0.0> : tensor<4xf16>
    // expected-error @+1 {{'quantkit.return' op operand types ('tensor<4xf16>') must match the enclosing region's result types ('tensor<4xf32>')}}
    quantkit.return %c : tensor<4xf16>
  }
  return %0 : tensor<4xf32>
}

// -----

// region_c4
func.func @region_c4_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "tanh" (%a) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    // expected-error @+1 {{must match the enclosing region's result types}}
    quantkit.return
  }
  return %0 : tensor<4xf32>
}

// -----

// region_c5
func.func @region_c5_float(%a: tensor<4xf32>) {
  // expected-error @+1 {{input spec #0 ('f16'): a float spec must equal the port's element type 'f32'}}
  quantkit.region "tanh" (%a) in [f16] out [] : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return
  }
  return
}

// -----

// region_c5
func.func @region_c5_uniform(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{output spec #0 ('!quant.uniform<i8:f16, 5.000000e-01>'): expressed type must equal the port's element type 'f32'}}
  %0 = quantkit.region "tanh" (%a) in [f32] out [!quant.uniform<i8:f16, 0.5>]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// region_c5
func.func @region_c5_any(%a: tensor<4xbf16>) {
  // expected-error @+1 {{input spec #0 ('!quant.any<i8:f32>'): expressed type must equal the port's element type 'bf16'}}
  quantkit.region "tanh" (%a) in [!quant.any<i8:f32>] out []
      : (tensor<4xbf16>) -> () {
  ^bb0(%x: tensor<4xbf16>):
    quantkit.return
  }
  return
}

// -----

// region_c5
func.func @region_c5_any_without_expressed(%a: tensor<4xf32>) {
  // expected-error @+1 {{input spec #0 ('!quant.any<i8>'): expressed type must equal the port's element type 'f32'}}
  quantkit.region "tanh" (%a) in [!quant.any<i8>] out []
      : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return
  }
  return
}

// -----

// region_c5
func.func @region_c5_calibrated(%a: tensor<4xf32>) {
  // expected-error @+1 {{input spec #0 ('!quant.calibrated<f16<-1.000000e+00:1.000000e+00>>'): expressed type must equal the port's element type 'f32'}}
  quantkit.region "tanh" (%a) in [!quant.calibrated<f16<-1.0:1.0>>] out []
      : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return
  }
  return
}

// -----

// region_c5
func.func @region_c5_other(%a: tensor<4xf32>) {
  // expected-error @+1 {{input spec #0 ('tensor<4xf32>'): must be the port's float element type, a !quant type or none}}
  quantkit.region "tanh" (%a) in [tensor<4xf32>] out []
      : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return
  }
  return
}

// -----

// region_c5
func.func @region_c5_integer(%a: tensor<4xi8>) {
  // expected-error @+1 {{input spec #0 ('i8'): must be the port's float element type, a !quant type or none}}
  quantkit.region "tanh" (%a) in [i8] out [] : (tensor<4xi8>) -> () {
  ^bb0(%x: tensor<4xi8>):
    quantkit.return
  }
  return
}

// -----

// region_c5: a quantized port has no float element type to match.
func.func @region_c5_quantized_port(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{a float spec must equal the port's element type '!quant.uniform<i8:f32, 5.000000e-01>'}}
  quantkit.region "tanh" (%a) in [f32] out []
      : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> () {
  ^bb0(%x: tensor<4x!quant.uniform<i8:f32, 0.5>>):
    quantkit.return
  }
  return
}

// -----

// region_c6: axis size against the number of scales.
func.func @region_c6_size(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{input spec #0 ('!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>'): dimension 1 of 'tensor<2x3xf32>' has size 3 but '!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>' has 2 scales}}
  quantkit.region "tanh" (%a) in [!quant.uniform<i8:f32:1, {1.0, 2.0}>] out []
      : (tensor<2x3xf32>) -> () {
  ^bb0(%x: tensor<2x3xf32>):
    quantkit.return
  }
  return
}

// -----

// region_c6: the axis against the rank.
func.func @region_c6_rank(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{output spec #0 ('!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>'): quantized dimension 1 of '!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>' must be less than the rank 1 of 'tensor<2xf32>'}}
  %0 = quantkit.region "tanh" (%a) in [f32]
      out [!quant.uniform<i8:f32:1, {1.0, 2.0}>]
      : (tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%x: tensor<2xf32>):
    quantkit.return %x : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}

// -----

// region_c6: per-axis on a scalar port.
func.func @region_c6_scalar(%a: f32) {
  // expected-error @+1 {{input spec #0 ('!quant.uniform<i8:f32:0, {1.000000e+00}>'): per-axis quantized type '!quant.uniform<i8:f32:0, {1.000000e+00}>' must be the element type of a tensor}}
  quantkit.region "tanh" (%a) in [!quant.uniform<i8:f32:0, {1.0}>] out []
      : (f32) -> () {
  ^bb0(%x: f32):
    quantkit.return
  }
  return
}

// -----

// region_c6 (with quant_type_c4): a spec's parameters are checked too.
func.func @region_spec_zero_point(%a: tensor<4xf32>) {
  // expected-error @+1 {{input spec #0 ('!quant.uniform<i8:f32, 1.000000e+00:300>'): zero point 300 of '!quant.uniform<i8:f32, 1.000000e+00:300>' is outside the storage range [-128, 127]}}
  quantkit.region "tanh" (%a) in [!quant.uniform<i8:f32, 1.0:300>] out []
      : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return
  }
  return
}

// -----

// region_c7
func.func @region_c7(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.region' op 'logical_kernel' must not be empty}}
  quantkit.region "" (%a) in [f32] out [] : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return
  }
  return
}

// -----

// region_c9: a sound sub-channel spec is still unsupported.
func.func @region_c9(%a: tensor<2x4xf32>) {
  // expected-error @+1 {{'quantkit.region' op input spec #0 ('!quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>'): sub-channel quantized specs are not supported (region_c9)}}
  quantkit.region "tanh" (%a) in [!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>] out []
      : (tensor<2x4xf32>) -> () {
  ^bb0(%x: tensor<2x4xf32>):
    quantkit.return
  }
  return
}

// -----

// region_c9: a NaN scale, a quantized dimension beyond the rank: the spec is
// rejected as unsupported before its parameters are looked at.
func.func @region_c9_output(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'quantkit.region' op output spec #0 ('!quant.uniform<i8:f32:{3:2}, {{0x7FC00000, 3.000000e+00}}>'): sub-channel quantized specs are not supported (region_c9)}}
  %0 = quantkit.region "add" (%a, %b) in [f32, f32]
      out [!quant.uniform<i8:f32:{3:2}, {{0x7FF8000000000000, 3.0}}>]
      : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%x: tensor<2x4xf32>, %y: tensor<2x4xf32>):
    %s = arith.addf %x, %y : tensor<2x4xf32>
    quantkit.return %s : tensor<2x4xf32>
  }
  return %0 : tensor<2x4xf32>
}

// -----

// sub_channel_c1: a region port holding a sub-channel value.
func.func @sub_channel_c1_region_port(%a: tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) {
  // expected-error @+1 {{'quantkit.region' op operand #0: sub-channel quantized type in 'tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  quantkit.region "tanh" (%a) in [none] out []
      : (tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) -> () {
  ^bb0(%x: tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>):
    quantkit.return
  }
  return
}

// -----

// sub_channel_c1: a scalar port holding a sub-channel value.
func.func @sub_channel_c1_scalar_port(%a: !quant.uniform<i8:f32:{0:2}, {{1.0}}>) {
  // expected-error @+1 {{'quantkit.region' op operand #0: sub-channel quantized type in '!quant.uniform<i8:f32:{0:2}, {{1.000000e+00}}>' is not supported by QuantKit ops (sub_channel_c1)}}
  quantkit.region "tanh" (%a) in [none] out []
      : (!quant.uniform<i8:f32:{0:2}, {{1.0}}>) -> () {
  ^bb0(%x: !quant.uniform<i8:f32:{0:2}, {{1.0}}>):
    quantkit.return
  }
  return
}

// -----

// sub_channel_c1: a sub-channel type in the encoding of a port's tensor.
func.func @sub_channel_c1_encoding(%a: tensor<2x4xf32, !quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) {
  // expected-error @+1 {{'quantkit.region' op operand #0: sub-channel quantized type in 'tensor<2x4xf32, !quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  quantkit.region "tanh" (%a) in [f32] out []
      : (tensor<2x4xf32, !quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) -> () {
  ^bb0(%x: tensor<2x4xf32, !quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>):
    quantkit.return
  }
  return
}

// -----

// sub_channel_c1: a sub-channel value in an unranked tensor.
func.func @sub_channel_c1_unranked(%a: tensor<*x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) {
  // expected-error @+1 {{'quantkit.region' op operand #0: sub-channel quantized type in 'tensor<*x!quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  quantkit.region "tanh" (%a) in [none] out []
      : (tensor<*x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>) -> () {
  ^bb0(%x: tensor<*x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>):
    quantkit.return
  }
  return
}

// -----

// region_c6: ports of one type after a port of another type are checked
// against their own type, though their spec is the same.
func.func @region_c6_same_spec_other_type(%a: tensor<2x2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{output spec #0 ('!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>'): quantized dimension 1 of '!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>' must be less than the rank 1 of 'tensor<2xf32>'}}
  %0 = quantkit.region "reduce" (%a, %a) in [!quant.uniform<i8:f32:1, {1.0, 2.0}>, !quant.uniform<i8:f32:1, {1.0, 2.0}>]
      out [!quant.uniform<i8:f32:1, {1.0, 2.0}>]
      : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2xf32> {
  ^bb0(%x: tensor<2x2xf32>, %y: tensor<2x2xf32>):
    %c = arith.constant dense<0.0> : tensor<2xf32>
    quantkit.return %c : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}

// -----

// region_c5, region_c6: a port after a per-tensor port of the same type
// with another spec is checked.
func.func @region_c6_after_per_tensor(%a: tensor<2xf32>) {
  // expected-error @+1 {{input spec #1 ('!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>'): quantized dimension 1 of '!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>' must be less than the rank 1 of 'tensor<2xf32>'}}
  quantkit.region "add" (%a, %a) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32:1, {1.0, 2.0}>] out []
      : (tensor<2xf32>, tensor<2xf32>) -> () {
  ^bb0(%x: tensor<2xf32>, %y: tensor<2xf32>):
    quantkit.return
  }
  return
}

// -----

// region_c5: a per-tensor spec whose expressed type is not the port's.
func.func @region_c5_per_tensor_second_port(%a: tensor<2xf32>, %b: tensor<2xf16>) {
  // expected-error @+1 {{input spec #1 ('!quant.uniform<i8:f32, 5.000000e-01>'): expressed type must equal the port's element type 'f16'}}
  quantkit.region "add" (%a, %b) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.5>] out []
      : (tensor<2xf32>, tensor<2xf16>) -> () {
  ^bb0(%x: tensor<2xf32>, %y: tensor<2xf16>):
    quantkit.return
  }
  return
}

// -----

func.func @region_no_terminator(%a: tensor<4xf32>) {
  quantkit.region "tanh" (%a) in [f32] out [] : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    // expected-error @+1 {{block with no terminator}}
    %c = arith.constant 1.0 : f32
  }
  return
}

// -----

// region_c8
func.func @region_foreign_terminator(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.region' op body must end with 'quantkit.return', got 'test.terminator' (region_c8)}}
  "quantkit.region"(%a) <{logical_kernel = "tanh", input_specs = [f32],
                          output_specs = []}> ({
  ^bb0(%x: tensor<4xf32>):
    "test.terminator"() : () -> ()
  }) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @region_two_blocks(%a: tensor<4xf32>) {
  // expected-error @+1 {{expects region #0 to have 0 or 1 blocks}}
  "quantkit.region"(%a) <{logical_kernel = "tanh", input_specs = [f32],
                          output_specs = []}> ({
  ^bb0(%x: tensor<4xf32>):
    quantkit.return
  ^bb1:
    quantkit.return
  }) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @region_empty_body(%a: tensor<4xf32>) {
  // expected-error @+1 {{region #0 ('body') failed to verify constraint: region with 1 blocks}}
  "quantkit.region"(%a) <{logical_kernel = "tanh", input_specs = [f32],
                          output_specs = []}> ({
  }) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @region_empty_body_custom() {
  // expected-error @+1 {{'quantkit.region' op expects a non-empty block}}
  quantkit.region "tanh" () in [] out [] : () -> () {}
  return
}

// -----

func.func @region_isolated(%a: tensor<4xf32>) {
  // expected-note @+1 {{required by region isolation constraints}}
  quantkit.region "tanh" () in [] out [] : () -> () {
    // expected-error @+1 {{using value defined outside the region}}
    %t = math.tanh %a : tensor<4xf32>
    quantkit.return
  }
  return
}

// -----

func.func @return_outside_region() {
  // expected-error @+1 {{'quantkit.return' op expects parent op 'quantkit.region'}}
  quantkit.return
}

// -----

func.func @region_specs_not_types(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'input_specs' failed to satisfy constraint: type array attribute}}
  "quantkit.region"(%a) <{logical_kernel = "tanh", input_specs = [1 : i32],
                          output_specs = []}> ({
  ^bb0(%x: tensor<4xf32>):
    quantkit.return
  }) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @region_missing_kernel(%a: tensor<4xf32>) {
  // expected-error @+1 {{requires attribute 'logical_kernel'}}
  "quantkit.region"(%a) <{input_specs = [f32], output_specs = []}> ({
  ^bb0(%x: tensor<4xf32>):
    quantkit.return
  }) : (tensor<4xf32>) -> ()
  return
}

//===----------------------------------------------------------------------===//
// quantkit.stats, quantkit.stats_ref, quantkit.coupled_ref
//===----------------------------------------------------------------------===//

// -----

// stats_c1
func.func @stats_c1(%a: tensor<4xi32>) {
  // expected-error @+1 {{'quantkit.stats' op 'arg' must be a float or a tensor of float, got 'tensor<4xi32>'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : tensor<4xi32>
  return
}

// -----

// stats_c1
func.func @stats_c1_vector(%a: vector<4xf32>) {
  // expected-error @+1 {{'arg' must be a float or a tensor of float, got 'vector<4xf32>'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : vector<4xf32>
  return
}

// -----

// stats_c1
func.func @stats_c1_memref(%a: memref<4xf32>) {
  // expected-error @+1 {{'arg' must be a float or a tensor of float, got 'memref<4xf32>'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : memref<4xf32>
  return
}

// -----

// stats_c1
func.func @stats_c1_quantized(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'arg' must be a float or a tensor of float}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>} : tensor<4x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// stats_c2
func.func @stats_c2_shape(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'layerStats' must have shape [2], got [3]}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0, 2.0]> : tensor<3xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c2
func.func @stats_c2_rank(%a: tensor<4xf32>) {
  // expected-error @+1 {{'layerStats' must have shape [2], got [1, 2]}}
  %0 = quantkit.stats %a {layerStats = dense<[[0.0, 1.0]]> : tensor<1x2xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c2
func.func @stats_c2_order(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'layerStats' [2.000000e+00, 1.000000e+00] must be finite with min <= max}}
  %0 = quantkit.stats %a {layerStats = dense<[2.0, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c2
func.func @stats_c2_nan(%a: tensor<4xf32>) {
  // expected-error @+1 {{'layerStats' [nan, 1.000000e+00] must be finite with min <= max}}
  %0 = quantkit.stats %a {layerStats = dense<[0x7FC00000, 1.0]> : tensor<2xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c2
func.func @stats_c2_inf(%a: tensor<4xf32>) {
  // expected-error @+1 {{'layerStats' [-1.000000e+00, INF] must be finite with min <= max}}
  %0 = quantkit.stats %a {layerStats = dense<[-1.0, 0x7F800000]> : tensor<2xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c3
func.func @stats_c3_no_axis(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'axisStats' and 'axis' must be given together}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>} : tensor<4xf32>
  return
}

// -----

// stats_c3
func.func @stats_c3_no_axis_stats(%a: tensor<4xf32>) {
  // expected-error @+1 {{'axisStats' and 'axis' must be given together}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axis = 0 : i64} : tensor<4xf32>
  return
}

// -----

// stats_c4
func.func @stats_c4_shape(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'axisStats' must have shape [N, 2], got [4, 3]}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x3xf32>, axis = 0 : i64} : tensor<4xf32>
  return
}

// -----

// stats_c4
func.func @stats_c4_rank(%a: tensor<4xf32>) {
  // expected-error @+1 {{'axisStats' must have shape [N, 2], got [8]}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<8xf32>, axis = 0 : i64} : tensor<4xf32>
  return
}

// -----

// stats_c4
func.func @stats_c4_row(%a: tensor<2xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'axisStats' row 1 [3.000000e+00, -3.000000e+00] must be finite with min <= max}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<[[0.0, 1.0], [3.0, -3.0]]> : tensor<2x2xf32>, axis = 0 : i64} : tensor<2xf32>
  return
}

// -----

// stats_c5
func.func @stats_c5_axis(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'axis' 1 must be a dimension of the ranked 'arg' 'tensor<4xf32>'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>, axis = 1 : i64} : tensor<4xf32>
  return
}

// -----

// stats_c5
func.func @stats_c5_negative_axis(%a: tensor<4xf32>) {
  // expected-error @+1 {{'axis' -1 must be a dimension of the ranked 'arg'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>, axis = -1 : i64} : tensor<4xf32>
  return
}

// -----

// stats_c5
func.func @stats_c5_unranked(%a: tensor<*xf32>) {
  // expected-error @+1 {{'axis' 0 must be a dimension of the ranked 'arg' 'tensor<*xf32>'}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>, axis = 0 : i64} : tensor<*xf32>
  return
}

// -----

// stats_c5
func.func @stats_c5_rows(%a: tensor<8x3xf32>) {
  // expected-error @+1 {{'quantkit.stats' op 'axisStats' has 4 rows but dimension 1 of 'arg' has 3 entries}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>, axis = 1 : i64} : tensor<8x3xf32>
  return
}

// -----

func.func @stats_f64(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'layerStats' failed to satisfy constraint: 32-bit float elements attribute}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf64>} : tensor<4xf32>
  return
}

// -----

func.func @stats_axis_i32(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = quantkit.stats %a {layerStats = dense<[0.0, 1.0]> : tensor<2xf32>, axisStats = dense<0.0> : tensor<4x2xf32>, axis = 0 : i32} : tensor<4xf32>
  return
}

// -----

func.func @stats_missing_layer_stats(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats' op requires attribute 'layerStats'}}
  %0 = quantkit.stats %a : tensor<4xf32>
  return
}

// -----

func.func @stats_result_type(%a: tensor<4xf32>) {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "quantkit.stats"(%a) <{layerStats = dense<[0.0, 1.0]> : tensor<2xf32>}> : (tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

// stats_ref_c1
func.func @stats_ref_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.stats_ref' op 'statsKey' must not be empty}}
  %0 = quantkit.stats_ref %a {statsKey = ""} : tensor<4xf32>
  return
}

// -----

func.func @stats_ref_key_kind(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'statsKey' failed to satisfy constraint: string attribute}}
  %0 = quantkit.stats_ref %a {statsKey = 3 : i64} : tensor<4xf32>
  return
}

// -----

// stats_ref_c2 (QuantKit extension: per-axis statistics)
func.func @stats_ref_c2_axis_out_of_range(%a: tensor<4x3xf32>) {
  // expected-error @+1 {{'quantkit.stats_ref' op 'axis' 2 must be a dimension of a ranked tensor of float, got 'tensor<4x3xf32>'}}
  %0 = quantkit.stats_ref %a {statsKey = "k", axis = 2 : i64} : tensor<4x3xf32>
  return
}

// -----

// stats_ref_c2
func.func @stats_ref_c2_negative_axis(%a: tensor<4x3xf32>) {
  // expected-error @+1 {{'quantkit.stats_ref' op 'axis' -1 must be a dimension of a ranked tensor of float}}
  %0 = quantkit.stats_ref %a {statsKey = "k", axis = -1 : i64} : tensor<4x3xf32>
  return
}

// -----

// stats_ref_c2
func.func @stats_ref_c2_scalar(%a: f32) {
  // expected-error @+1 {{'quantkit.stats_ref' op 'axis' 0 must be a dimension of a ranked tensor of float, got 'f32'}}
  %0 = quantkit.stats_ref %a {statsKey = "k", axis = 0 : i64} : f32
  return
}

// -----

// stats_ref_c2
func.func @stats_ref_c2_integer(%a: tensor<4x3xi8>) {
  // expected-error @+1 {{'quantkit.stats_ref' op 'axis' 1 must be a dimension of a ranked tensor of float, got 'tensor<4x3xi8>'}}
  %0 = quantkit.stats_ref %a {statsKey = "k", axis = 1 : i64} : tensor<4x3xi8>
  return
}

// -----

// coupled_ref_c1
func.func @coupled_ref_c1(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.coupled_ref' op 'coupledKey' must not be empty}}
  %0 = quantkit.coupled_ref %a {coupledKey = ""} : tensor<4xf32>
  return
}

// -----

func.func @coupled_ref_missing_key(%a: tensor<4xf32>) {
  // expected-error @+1 {{requires attribute 'coupledKey'}}
  %0 = "quantkit.coupled_ref"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.const_fake_quant, quantkit.const_fake_quant_per_axis
//===----------------------------------------------------------------------===//

// -----

// fake_quant_c1
func.func @fake_quant_c1_low(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant' op 'num_bits' must be in [2, 16], got 1}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32, num_bits = 1 : i64} : tensor<4xf32>
  return
}

// -----

// fake_quant_c1
func.func @fake_quant_c1_high(%a: tensor<4xf32>) {
  // expected-error @+1 {{'num_bits' must be in [2, 16], got 17}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32, num_bits = 17 : i64} : tensor<4xf32>
  return
}

// -----

// fake_quant_c1
func.func @fake_quant_c1_per_axis(%a: tensor<2xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant_per_axis' op 'num_bits' must be in [2, 16], got 32}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0, -1.0>, max = array<f32: 1.0, 1.0>, axis = 0 : i64, num_bits = 32 : i64} : tensor<2xf32>
  return
}

// -----

// fake_quant_c2
func.func @fake_quant_c2_order(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant' op range [1.000000e+00, -1.000000e+00] must be finite with min <= max}}
  %0 = quantkit.const_fake_quant %a {min = 1.0 : f32, max = -1.0 : f32, num_bits = 8 : i64} : tensor<4xf32>
  return
}

// -----

// fake_quant_c2
func.func @fake_quant_c2_inf(%a: tensor<4xf32>) {
  // expected-error @+1 {{range [-INF, 1.000000e+00] must be finite with min <= max}}
  %0 = quantkit.const_fake_quant %a {min = 0xFF800000 : f32, max = 1.0 : f32, num_bits = 8 : i64} : tensor<4xf32>
  return
}

// -----

// fake_quant_c2
func.func @fake_quant_c2_per_axis(%a: tensor<2xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant_per_axis' op range of channel 1 [2.000000e+00, 1.000000e+00] must be finite with min <= max}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0, 2.0>, max = array<f32: 1.0, 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<2xf32>
  return
}

// -----

// fake_quant_c2
func.func @fake_quant_c2_per_axis_nan(%a: tensor<2xf32>) {
  // expected-error @+1 {{range of channel 0 [nan, 1.000000e+00] must be finite}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: 0x7FC00000, 0.0>, max = array<f32: 1.0, 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<2xf32>
  return
}

// -----

// fake_quant_c3
func.func @fake_quant_c3_lengths(%a: tensor<2xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant_per_axis' op 'min' and 'max' must have the same, non-zero length, got 2 and 1}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0, -1.0>, max = array<f32: 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<2xf32>
  return
}

// -----

// fake_quant_c3
func.func @fake_quant_c3_empty(%a: tensor<?xf32>) {
  // expected-error @+1 {{'min' and 'max' must have the same, non-zero length, got 0 and 0}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32>, max = array<f32>, axis = 0 : i64, num_bits = 8 : i64} : tensor<?xf32>
  return
}

// -----

// fake_quant_c4
func.func @fake_quant_c4_axis(%a: tensor<2xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant_per_axis' op 'axis' 1 must be a dimension of the ranked input 'tensor<2xf32>'}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0, -1.0>, max = array<f32: 1.0, 1.0>, axis = 1 : i64, num_bits = 8 : i64} : tensor<2xf32>
  return
}

// -----

// fake_quant_c4
func.func @fake_quant_c4_unranked(%a: tensor<*xf32>) {
  // expected-error @+1 {{'axis' 0 must be a dimension of the ranked input 'tensor<*xf32>'}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0>, max = array<f32: 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<*xf32>
  return
}

// -----

// fake_quant_c4
func.func @fake_quant_c4_size(%a: tensor<4x3xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant_per_axis' op has 2 ranges but dimension 1 of the input has 3 entries}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0, -1.0>, max = array<f32: 1.0, 1.0>, axis = 1 : i64, num_bits = 8 : i64} : tensor<4x3xf32>
  return
}

// -----

// fake_quant_c5
func.func @fake_quant_c5(%a: vector<4xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant' op 'inputs' must be a float or a tensor of float, got 'vector<4xf32>'}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32, num_bits = 8 : i64} : vector<4xf32>
  return
}

// -----

func.func @fake_quant_integer_operand(%a: tensor<4xi32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant' op operand #0 must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32, num_bits = 8 : i64} : tensor<4xi32>
  return
}

// -----

func.func @fake_quant_f64_bound(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'min' failed to satisfy constraint: 32-bit float attribute}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f64, max = 1.0 : f32, num_bits = 8 : i64} : tensor<4xf32>
  return
}

// -----

func.func @fake_quant_missing_num_bits(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.const_fake_quant' op requires attribute 'num_bits'}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32} : tensor<4xf32>
  return
}

// -----

func.func @fake_quant_bool_kind(%a: tensor<4xf32>) {
  // expected-error @+1 {{attribute 'narrow_range' failed to satisfy constraint: bool attribute}}
  %0 = quantkit.const_fake_quant %a {min = -1.0 : f32, max = 1.0 : f32, num_bits = 8 : i64, narrow_range = 1 : i64} : tensor<4xf32>
  return
}

// -----

func.func @fake_quant_per_axis_array_attr(%a: tensor<1xf32>) {
  // expected-error @+1 {{attribute 'min' failed to satisfy constraint: f32 dense array attribute}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = [-1.0 : f32], max = array<f32: 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<1xf32>
  return
}

// -----

func.func @fake_quant_per_axis_f64_array(%a: tensor<1xf32>) {
  // expected-error @+1 {{attribute 'max' failed to satisfy constraint: f32 dense array attribute}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0>, max = array<f64: 1.0>, axis = 0 : i64, num_bits = 8 : i64} : tensor<1xf32>
  return
}

// -----

func.func @fake_quant_per_axis_missing_axis(%a: tensor<1xf32>) {
  // expected-error @+1 {{requires attribute 'axis'}}
  %0 = quantkit.const_fake_quant_per_axis %a {min = array<f32: -1.0>, max = array<f32: 1.0>, num_bits = 8 : i64} : tensor<1xf32>
  return
}

// -----

func.func @fake_quant_per_axis_scalar(%a: f32) {
  // expected-error @+1 {{operand #0 must be tensor of floating-point values, but got 'f32'}}
  %0 = "quantkit.const_fake_quant_per_axis"(%a) <{min = array<f32: -1.0>, max = array<f32: 1.0>, axis = 0 : i64, num_bits = 8 : i64}> : (f32) -> f32
  return
}

//===----------------------------------------------------------------------===//
// quantkit.rescale
//===----------------------------------------------------------------------===//

// -----

// rescale_c1
func.func @rescale_c1_float(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.rescale' op operand and result must be !quant.uniform scalars or tensors, got 'tensor<4xf32>' and 'tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = quantkit.rescale %a : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// rescale_c1
func.func @rescale_c1_any(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{operand and result must be !quant.uniform scalars or tensors}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.any<i8:f32>>
  return
}

// -----

// rescale_c1
func.func @rescale_c1_storage(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{operand and result must be !quant.uniform scalars or tensors}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4xi8>
  return
}

// -----

// rescale_c2
func.func @rescale_c2(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.rescale' op operand and result must have the same shape}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<5x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

// rescale_c2
func.func @rescale_c2_scalar(%a: !quant.uniform<i8:f32, 0.5>) {
  // expected-error @+1 {{operand and result must have the same shape}}
  %0 = quantkit.rescale %a : !quant.uniform<i8:f32, 0.5> to tensor<1x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

// rescale_c3
func.func @rescale_c3(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.rescale' op operand and result must have the same expressed type}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f16, 0.25>>
  return
}

// -----

// quant_type_c4 through an op verifier: the operand types are checked too.
func.func @rescale_zero_point(%a: tensor<4x!quant.uniform<i8:f32, 0.5:200>>) {
  // expected-error @+1 {{'quantkit.rescale' op operand #0: zero point 200 of '!quant.uniform<i8:f32, 5.000000e-01:200>' is outside the storage range [-128, 127]}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5:200>> to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

// quant_type_c3 through an op verifier.
func.func @rescale_per_axis_integrity(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.rescale' op result #0: dimension 0 of 'tensor<4x!quant.uniform<i8:f32:0, {2.500000e-01,5.000000e-01}>>' has size 4 but '!quant.uniform<i8:f32:0, {2.500000e-01,5.000000e-01}>' has 2 scales}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32:0, {0.25, 0.5}>>
  return
}

// -----

// quant_type_c2 through an op verifier.
func.func @rescale_per_axis_rank(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.rescale' op result #0: quantized dimension 1 of '!quant.uniform<i8:f32:1, {2.500000e-01,5.000000e-01}>' must be less than the rank 1 of 'tensor<4x!quant.uniform<i8:f32:1, {2.500000e-01,5.000000e-01}>>'}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32:1, {0.25, 0.5}>>
  return
}

// -----

// quant_type_c3 through an op verifier: a per-axis value in an unranked
// tensor has no size to check, a per-axis value in a ranked one does.
func.func @rescale_per_axis_unranked(%a: tensor<*x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) {
  // expected-error @+1 {{'quantkit.rescale' op result #0: dimension 0 of 'tensor<3x!quant.uniform<i8:f32:0, {2.500000e-01,5.000000e-01}>>' has size 3 but '!quant.uniform<i8:f32:0, {2.500000e-01,5.000000e-01}>' has 2 scales}}
  %0 = quantkit.rescale %a : tensor<*x!quant.uniform<i8:f32:0, {0.25, 0.5}>> to tensor<3x!quant.uniform<i8:f32:0, {0.25, 0.5}>>
  return
}

// -----

// quant_type_c1 through an op verifier.
func.func @rescale_scalar_per_axis(%a: !quant.uniform<i8:f32, 0.5>) {
  // expected-error @+1 {{'quantkit.rescale' op result #0: per-axis quantized type '!quant.uniform<i8:f32:0, {2.500000e-01}>' must be the element type of a tensor}}
  %0 = quantkit.rescale %a : !quant.uniform<i8:f32, 0.5> to !quant.uniform<i8:f32:0, {0.25}>
  return
}

// -----

// sub_channel_c1: a sound sub-channel type is unsupported by every op that
// computes on quantized values.
func.func @sub_channel_c1_rescale(%a: tensor<2x4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.rescale' op result #0: sub-channel quantized type in 'tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{2.500000e-01, 5.000000e-01}, {2.500000e-01, 5.000000e-01}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  %0 = quantkit.rescale %a : tensor<2x4x!quant.uniform<i8:f32, 0.5>> to tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{0.25, 0.5}, {0.25, 0.5}}>>
  return
}

// -----

// sub_channel_c1: a broken sub-channel type (NaN scale, quantized dimension
// beyond the rank) is reported as unsupported too.
func.func @sub_channel_c1_rescale_broken(%a: tensor<4x!quant.uniform<i8:f32:{1:2}, {{0x7FF8000000000000, 3.0}}>>) {
  // expected-error @+1 {{'quantkit.rescale' op operand #0: sub-channel quantized type in 'tensor<4x!quant.uniform<i8:f32:{1:2}, {{0x7FC00000, 3.000000e+00}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32:{1:2}, {{0x7FF8000000000000, 3.0}}>> to tensor<4x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// sub_channel_c1: blockwise weights of the integer form.
func.func @sub_channel_c1_matmul(%a: tensor<2x4x!quant.uniform<i8:f32, 0.5>>, %w: tensor<4x2x!quant.uniform<i8:f32:{0:2}, {{0.25, 0.25}, {0.5, 0.5}}>>) {
  // expected-error @+1 {{'quantkit.matmul' op operand #1: sub-channel quantized type in 'tensor<4x2x!quant.uniform<i8:f32:{0:2}, {{2.500000e-01, 2.500000e-01}, {5.000000e-01, 5.000000e-01}}>>' is not supported by QuantKit ops (sub_channel_c1)}}
  %0 = quantkit.matmul %a, %w : (tensor<2x4x!quant.uniform<i8:f32, 0.5>>, tensor<4x2x!quant.uniform<i8:f32:{0:2}, {{0.25, 0.25}, {0.5, 0.5}}>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// sub_channel_c1: blockwise weights of the hybrid form (seed 004's
// weight-only quantization, where blockwise weights are common).
func.func @sub_channel_c1_hybrid_matmul(%a: tensor<2x4xf32>, %w: tensor<4x2x!quant.uniform<i8:f32:{0:2}, {{0.25, 0.25}, {0.5, 0.5}}>>) {
  // expected-error @+1 {{'quantkit.matmul' op operand #1: sub-channel quantized type}}
  %0 = quantkit.matmul %a, %w : (tensor<2x4xf32>, tensor<4x2x!quant.uniform<i8:f32:{0:2}, {{0.25, 0.25}, {0.5, 0.5}}>>) -> tensor<2x2xf32>
  return
}

// -----

// sub_channel_c1: a conv2d filter in blocks of input channels.
func.func @sub_channel_c1_conv2d(%in: tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x4x!quant.uniform<i8:f32:{3:2}, {{{{0.25, 0.5}}}}>>) {
  // expected-error @+1 {{'quantkit.conv2d' op operand #1: sub-channel quantized type in 'tensor<2x3x3x4x!quant.uniform<i8:f32:{3:2}}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x4x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x4x!quant.uniform<i8:f32:{3:2}, {{{{0.25, 0.5}}}}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// sub_channel_c1: a depthwise filter in blocks of rows.
func.func @sub_channel_c1_depthwise(%in: tensor<1x4x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<4x3x2x!quant.uniform<i8:f32:{0:2}, {{{0.25}}, {{0.5}}}>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op operand #1: sub-channel quantized type}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x4x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<4x3x2x!quant.uniform<i8:f32:{0:2}, {{{0.25}}, {{0.5}}}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// sub_channel_c1: an elementwise result.
func.func @sub_channel_c1_add(%a: tensor<2x4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.add' op result #0: sub-channel quantized type}}
  %0 = quantkit.add %a, %a : (tensor<2x4x!quant.uniform<i8:f32, 0.5>>, tensor<2x4x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x4x!quant.uniform<i8:f32:{1:4}, {{0.5}, {1.0}}>>
  return
}

// -----

// sub_channel_c1: pooling.
func.func @sub_channel_c1_pool(%in: tensor<1x4x4x2x!quant.uniform<i8:f32:{3:1}, {{{{0.5, 0.25}}}}>>) {
  // expected-error @+1 {{'quantkit.avg_pool2d' op operand #0: sub-channel quantized type}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<1x4x4x2x!quant.uniform<i8:f32:{3:1}, {{{{0.5, 0.25}}}}>> -> tensor<1x2x2x2x!quant.uniform<i8:f32:{3:1}, {{{{0.5, 0.25}}}}>>
  return
}

// -----

func.func @rounding_unknown(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+2 {{expected ::mlir::quantkit::Rounding to be one of: gemmlowp, single_round, double_round, float_rne}}
  // expected-error @+1 {{failed to parse QuantKit_RoundingAttr parameter 'value'}}
  %0 = quantkit.rescale %a {rounding = #quantkit.rounding<nearest>} : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

func.func @rounding_integer(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{attribute 'rounding' failed to satisfy constraint}}
  %0 = quantkit.rescale %a {rounding = 1 : i32} : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

func.func @rounding_string_property(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{Invalid attribute `rounding` in property conversion: "gemmlowp"}}
  %0 = "quantkit.rescale"(%a) <{rounding = "gemmlowp"}> : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}

// -----

func.func @rounding_unknown_attribute(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{unknown attribute `round` in dialect `quantkit`}}
  %0 = quantkit.rescale %a {rounding = #quantkit.round<gemmlowp>} : tensor<4x!quant.uniform<i8:f32, 0.5>> to tensor<4x!quant.uniform<i8:f32, 0.25>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.matmul
//===----------------------------------------------------------------------===//

// -----

// matmul_c1
func.func @matmul_c1_lhs_rank(%a: tensor<3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op expects 'lhs' [..., M, K] with 'rhs' [K, N], or 'lhs' [B, M, K] with 'rhs' [B, K, N]; got ranks 1 and 2}}
  %0 = quantkit.matmul %a, %w : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c1
func.func @matmul_c1_rhs_rank(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<1x1x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{got ranks 2 and 4}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<1x1x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c1
func.func @matmul_c1_batched_lhs_rank(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<2x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{got ranks 2 and 3}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c2
func.func @matmul_c2_contracting(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<5x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op contracting sizes differ: 'lhs' [2, 3] and 'rhs' [5, 4]}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<5x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c2
func.func @matmul_c2_batch(%a: tensor<2x2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op batch sizes differ: 'lhs' [2, 2, 3] and 'rhs' [3, 3, 4]}}
  %0 = quantkit.matmul %a, %w : (tensor<2x2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c3
func.func @matmul_c3(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op result shape [2, 5] must be [2, 4]}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x5x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c3
func.func @matmul_c3_rank(%a: tensor<5x2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{result shape [2, 4] must be [5, 2, 4]}}
  %0 = quantkit.matmul %a, %w : (tensor<5x2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c4
func.func @matmul_c4(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<3x!quant.uniform<i32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op 'bias' must have shape [4], got [3]}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<3x!quant.uniform<i32:f32, 0.125>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c4
func.func @matmul_c4_rank(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<1x4x!quant.uniform<i32:f32, 0.125>>) {
  // expected-error @+1 {{'bias' must have shape [4], got [1, 4]}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<1x4x!quant.uniform<i32:f32, 0.125>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// matmul_c4: with a dynamic N the bias must still have rank 1.
func.func @matmul_c4_dynamic(%a: tensor<2x3xf32>, %w: tensor<3x?x!quant.uniform<i8:f32, 0.25>>, %b: tensor<1x4xf32>) {
  // expected-error @+1 {{'bias' must have shape [?], got [1, 4]}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3xf32>, tensor<3x?x!quant.uniform<i8:f32, 0.25>>, tensor<1x4xf32>) -> tensor<2x?xf32>
  return
}

// -----

func.func @matmul_unranked(%a: tensor<*x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op operand #0 must be ranked tensor of any type values}}
  %0 = quantkit.matmul %a, %w : (tensor<*x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @matmul_one_operand(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.matmul' op expected 2 or more operands, but found 1}}
  %0 = "quantkit.matmul"(%a) : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @matmul_two_biases(%a: tensor<2x3xf32>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.matmul' op operand group starting at #2 requires 0 or 1 element, but found 2}}
  %0 = "quantkit.matmul"(%a, %w, %b, %b) : (tensor<2x3xf32>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  return
}

//===----------------------------------------------------------------------===//
// Typing rules shared by matmul, conv2d and depthwise_conv2d
//===----------------------------------------------------------------------===//

// -----

// typing_c1
func.func @typing_c1_float_weights(%a: tensor<2x3xf32>, %w: tensor<3x4xf32>) {
  // expected-error @+1 {{'quantkit.matmul' op 'rhs' must be a tensor of !quant.uniform, got 'tensor<3x4xf32>'}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

// typing_c1
func.func @typing_c1_any_weights(%a: tensor<2x3xf32>, %w: tensor<3x4x!quant.any<i8:f32>>) {
  // expected-error @+1 {{'rhs' must be a tensor of !quant.uniform, got 'tensor<3x4x!quant.any<i8:f32>>'}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3xf32>, tensor<3x4x!quant.any<i8:f32>>) -> tensor<2x4xf32>
  return
}

// -----

// typing_c1
func.func @typing_c1_integer_lhs(%a: tensor<2x3xi8>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op 'lhs' must have a !quant.uniform or float element type, got 'i8'}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3xi8>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4xi32>
  return
}

// -----

// typing_c1
func.func @typing_c1_float_result(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op 'lhs' and the result must both be quantized (integer form) or both be floating point (hybrid form)}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4xf32>
  return
}

// -----

// typing_c1
func.func @typing_c1_quantized_hybrid_result(%in: tensor<1x3x3x2xf32>, %f: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op 'input' and the result must both be quantized (integer form) or both be floating point (hybrid form)}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2xf32>, tensor<1x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x1x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c1
func.func @typing_c1_depthwise_float_filter(%in: tensor<1x3x3x2xf32>, %f: tensor<3x3x2xf32>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op 'filter' must be a tensor of !quant.uniform, got 'tensor<3x3x2xf32>'}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x2xf32>, tensor<3x3x2xf32>) -> tensor<1x1x1x2xf32>
  return
}

// -----

// typing_c2
func.func @typing_c2_lhs_per_axis(%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op 'lhs' must be quantized per tensor, got '!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>'}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5, 0.25}>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c2
func.func @typing_c2_result_per_axis(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) {
  // expected-error @+1 {{'quantkit.conv2d' op the result must be quantized per tensor, got '!quant.uniform<i8:f32:3, {1.000000e+00,2.000000e+00}>'}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>
  return
}

// -----

// typing_c3
func.func @typing_c3_matmul(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32:0, {0.25, 0.25, 0.25}>>) {
  // expected-error @+1 {{'quantkit.matmul' op per-axis 'rhs' must be quantized along its output-channel axis 1, got axis 0}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32:0, {0.25, 0.25, 0.25}>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c3
func.func @typing_c3_batched_matmul(%a: tensor<2x2x3xf32>, %w: tensor<2x3x4x!quant.uniform<i8:f32:1, {0.25, 0.25, 0.25}>>) {
  // expected-error @+1 {{per-axis 'rhs' must be quantized along its output-channel axis 2, got axis 1}}
  %0 = quantkit.matmul %a, %w : (tensor<2x2x3xf32>, tensor<2x3x4x!quant.uniform<i8:f32:1, {0.25, 0.25, 0.25}>>) -> tensor<2x2x4xf32>
  return
}

// -----

// typing_c3
func.func @typing_c3_conv2d(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>) {
  // expected-error @+1 {{'quantkit.conv2d' op per-axis 'filter' must be quantized along its output-channel axis 0, got axis 3}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32:3, {0.25, 0.5}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c3
func.func @typing_c3_depthwise(%in: tensor<1x3x3x3xf32>, %f: tensor<3x3x3x!quant.uniform<i8:f32:0, {0.25, 0.5, 0.5}>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op per-axis 'filter' must be quantized along its output-channel axis 2, got axis 0}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x3xf32>, tensor<3x3x3x!quant.uniform<i8:f32:0, {0.25, 0.5, 0.5}>>) -> tensor<1x1x1x3xf32>
  return
}

// -----

// typing_c4
func.func @typing_c4_rhs(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f16, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op expressed types of 'lhs', 'rhs' and the result must be equal}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f16, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c4
func.func @typing_c4_result(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op expressed types of 'input', 'filter' and the result must be equal}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:bf16, 1.0>>
  return
}

// -----

// typing_c5
func.func @typing_c5_lhs(%a: tensor<2x3x!quant.uniform<i32:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op operand storage must be an integer of at most 16 bits, got 'i32'}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3x!quant.uniform<i32:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c5
func.func @typing_c5_filter(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<u24:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op operand storage must be an integer of at most 16 bits, got 'i24'}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<u24:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: the bias of the integer form is quantized.
func.func @typing_c6_float_bias(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.matmul' op bias must be a tensor of !quant.uniform in the integer form, got 'tensor<4xf32>'}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4xf32>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: storage width, 32 bits for 8-bit activations.
func.func @typing_c6_width_8(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i16:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias storage must be i32 for 8-bit activations, got i16}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i16:f32, 0.125>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: storage width, i32 or i64 for 16-bit activations (SPEC asks for
// i64, which upstream's parser cannot read: it caps storage at 32 bits).
func.func @typing_c6_width_16(%a: tensor<2x3x!quant.uniform<i16:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i16:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias storage must be i32 or i64 for 16-bit activations, got i16}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i16:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i16:f32, 0.125>>) -> tensor<2x4x!quant.uniform<i16:f32, 1.0>>
  return
}

// -----

// typing_c6: storage width, i32 or i64 for 16-bit activations (depthwise).
func.func @typing_c6_width_16_depthwise(%in: tensor<1x3x3x2x!quant.uniform<i16:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, %b: tensor<2x!quant.uniform<u32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op bias storage must be i32 or i64 for 16-bit activations, got u32}}
  %0 = quantkit.depthwise_conv2d %in, %f, %b : (tensor<1x3x3x2x!quant.uniform<i16:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<u32:f32, 0.125>>) -> tensor<1x1x1x2x!quant.uniform<i16:f32, 1.0>>
  return
}

// -----

// typing_c6: signed storage.
func.func @typing_c6_unsigned(%a: tensor<2x3x!quant.uniform<u8:f32, 0.5:128>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<u32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias storage must be i32 for 8-bit activations, got u32}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<u8:f32, 0.5:128>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<u32:f32, 0.125>>) -> tensor<2x4x!quant.uniform<u8:f32, 1.0:128>>
  return
}

// -----

// typing_c6: expressed type.
func.func @typing_c6_expressed(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i32:f16, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias expressed type must be 'f32'}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i32:f16, 0.125>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: a per-axis bias needs per-axis weights.
func.func @typing_c6_per_axis_bias(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x2x!quant.uniform<i8:f32, 0.25>>, %b: tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.125}>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias may be per-axis only where 'rhs' is per-axis}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x2x!quant.uniform<i8:f32, 0.25>>, tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.125}>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: per-axis weights need a per-axis bias.
func.func @typing_c6_per_tensor_bias(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.25}>>, %b: tensor<2x!quant.uniform<i32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.conv2d' op bias must be per-axis where 'filter' is per-axis}}
  %0 = quantkit.conv2d %in, %f, %b : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.25}>>, tensor<2x!quant.uniform<i32:f32, 0.125>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: the axis of a per-axis bias. The bias has rank 1 (conv2d_c5), so
// any other axis already breaks per-axis integrity (quant_type_c2).
func.func @typing_c6_axis(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.25}>>, %b: tensor<2x!quant.uniform<i32:f32:1, {0.125, 0.125}>>) {
  // expected-error @+1 {{'quantkit.conv2d' op operand #2: quantized dimension 1 of '!quant.uniform<i32:f32:1, {1.250000e-01,1.250000e-01}>' must be less than the rank 1 of 'tensor<2x!quant.uniform<i32:f32:1, {1.250000e-01,1.250000e-01}>>'}}
  %0 = quantkit.conv2d %in, %f, %b : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32:0, {0.25, 0.25}>>, tensor<2x!quant.uniform<i32:f32:1, {0.125, 0.125}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: zero point 0.
func.func @typing_c6_zero_point(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i32:f32, 0.125:3>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias zero point must be 0, got 3}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i32:f32, 0.125:3>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: zero point 0 on every channel.
func.func @typing_c6_zero_point_per_axis(%in: tensor<1x3x3x2xf32>, %f: tensor<3x3x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>, %i: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.25:-1}>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op bias zero point must be 0, got -1}}
  %0 = quantkit.depthwise_conv2d %i, %f, %b : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32:2, {0.25, 0.5}>>, tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.25:-1}>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: scale s_lhs * s_rhs, per tensor.
func.func @typing_c6_scale(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i32:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias scale 2.500000e-01 (channel 0) must equal the product of the input and weight scales 1.250000e-01}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i32:f32, 0.25>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: the relative tolerance is 1e-6; 0.1250002 is off by 1.6e-6.
func.func @typing_c6_scale_tolerance(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i32:f32, 0.1250002>>) {
  // expected-error @+1 {{must equal the product of the input and weight scales 1.250000e-01}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i32:f32, 0.1250002>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: scale s_lhs * s_rhs, per channel.
func.func @typing_c6_scale_per_channel(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x2x!quant.uniform<i8:f32:1, {0.25, 0.5}>>, %b: tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.125}>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias scale 1.250000e-01 (channel 1) must equal the product of the input and weight scales 2.500000e-01}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x2x!quant.uniform<i8:f32:1, {0.25, 0.5}>>, tensor<2x!quant.uniform<i32:f32:0, {0.125, 0.125}>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: as many bias scales as weight scales (dynamic sizes hide it
// from the shape rules).
func.func @typing_c6_scale_count(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5>>, %w: tensor<3x?x!quant.uniform<i8:f32:1, {0.25, 0.5}>>, %b: tensor<?x!quant.uniform<i32:f32:0, {0.125, 0.25, 0.25}>>) {
  // expected-error @+1 {{'quantkit.matmul' op bias has 3 scales but 'rhs' has 2}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5>>, tensor<3x?x!quant.uniform<i8:f32:1, {0.25, 0.5}>>, tensor<?x!quant.uniform<i32:f32:0, {0.125, 0.25, 0.25}>>) -> tensor<2x?x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c6: with f64 scales the expected bias scale 1e300 * 1e300
// overflows to inf, which every scale would "nearly equal".
func.func @typing_c6_scale_overflow(%a: tensor<2x3x!quant.uniform<i8:f64, 1.0e300>>, %w: tensor<3x4x!quant.uniform<i8:f64, 1.0e300>>, %b: tensor<4x!quant.uniform<i32:f64, 1.0>>) {
  // expected-error @+1 {{'quantkit.matmul' op the product of the input and weight scales INF (channel 0) is outside the range [4.940656e-324, 1.797693e+308] of 'f64', so no bias scale can equal it (typing_c6)}}
  %0 = "quantkit.matmul"(%a, %w, %b) : (tensor<2x3x!quant.uniform<i8:f64, 1.0e300>>, tensor<3x4x!quant.uniform<i8:f64, 1.0e300>>, tensor<4x!quant.uniform<i32:f64, 1.0>>) -> tensor<2x4x!quant.uniform<i8:f64, 1.0>>
  return
}

// -----

// typing_c6: 1e-200 * 1e-200 underflows to 0, no scale at all.
func.func @typing_c6_scale_underflow(%a: tensor<2x3x!quant.uniform<i8:f64, 1.0e-200>>, %w: tensor<3x2x!quant.uniform<i8:f64:1, {1.0, 1.0e-200}>>, %b: tensor<2x!quant.uniform<i32:f64:0, {1.0e-200, 1.0e-300}>>) {
  // expected-error @+1 {{'quantkit.matmul' op the product of the input and weight scales 0.000000e+00 (channel 1) is outside the range [4.940656e-324, 1.797693e+308] of 'f64', so no bias scale can equal it (typing_c6)}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f64, 1.0e-200>>, tensor<3x2x!quant.uniform<i8:f64:1, {1.0, 1.0e-200}>>, tensor<2x!quant.uniform<i32:f64:0, {1.0e-200, 1.0e-300}>>) -> tensor<2x2x!quant.uniform<i8:f64, 1.0>>
  return
}

// -----

// typing_c6: with f32 scales the product fits a double but not an f32 scale.
func.func @typing_c6_scale_beyond_f32(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0e30>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 1.0e30>>, %b: tensor<2x!quant.uniform<i32:f32, 1.0>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op the product of the input and weight scales 1.000000e+60 (channel 0) is outside the range [1.401298e-45, 3.402823e+38] of 'f32', so no bias scale can equal it (typing_c6)}}
  %0 = quantkit.depthwise_conv2d %in, %f, %b : (tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0e30>>, tensor<3x3x2x!quant.uniform<i8:f32, 1.0e30>>, tensor<2x!quant.uniform<i32:f32, 1.0>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// typing_c7
func.func @typing_c7_expressed(%a: tensor<2x3xf32>, %w: tensor<3x4x!quant.uniform<i8:f16, 0.25>>) {
  // expected-error @+1 {{'quantkit.matmul' op hybrid form needs element type of 'lhs' ('f32') = expressed type of 'rhs' ('f16') = element type of the result ('f32')}}
  %0 = quantkit.matmul %a, %w : (tensor<2x3xf32>, tensor<3x4x!quant.uniform<i8:f16, 0.25>>) -> tensor<2x4xf32>
  return
}

// -----

// typing_c7
func.func @typing_c7_result(%in: tensor<1x3x3x2xf32>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op hybrid form needs element type of 'input' ('f32') = expressed type of 'filter' ('f32') = element type of the result ('f16')}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2xf32>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2xf16>
  return
}

// -----

// typing_c7
func.func @typing_c7_quantized_bias(%a: tensor<2x3xf32>, %w: tensor<3x4x!quant.uniform<i8:f32, 0.25>>, %b: tensor<4x!quant.uniform<i32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.matmul' op hybrid form needs a 'f32' bias, got 'tensor<4x!quant.uniform<i32:f32, 1.250000e-01>>'}}
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3xf32>, tensor<3x4x!quant.uniform<i8:f32, 0.25>>, tensor<4x!quant.uniform<i32:f32, 0.125>>) -> tensor<2x4xf32>
  return
}

// -----

// typing_c7
func.func @typing_c7_bias_type(%in: tensor<1x3x3x2xf32>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, %b: tensor<2xf16>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op hybrid form needs a 'f32' bias, got 'tensor<2xf16>'}}
  %0 = quantkit.depthwise_conv2d %in, %f, %b : (tensor<1x3x3x2xf32>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, tensor<2xf16>) -> tensor<1x1x1x2xf32>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.conv2d
//===----------------------------------------------------------------------===//

// -----

// conv2d_c1
func.func @conv2d_c1_input(%in: tensor<3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op expects rank-4 NHWC input and result and a rank-4 filter}}
  %0 = quantkit.conv2d %in, %f : (tensor<3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c1
func.func @conv2d_c1_filter(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{expects rank-4 NHWC input and result and a rank-4 filter}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_strides_count(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op 'strides' must have 2 entries, got 3}}
  %0 = quantkit.conv2d %in, %f {strides = array<i64: 1, 1, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_strides_zero(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'strides' entries must be positive, got 0}}
  %0 = quantkit.conv2d %in, %f {strides = array<i64: 1, 0>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_dilations(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'dilations' entries must be positive, got -1}}
  %0 = quantkit.conv2d %in, %f {dilations = array<i64: -1, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_dilations_count(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'dilations' must have 2 entries, got 0}}
  %0 = quantkit.conv2d %in, %f {dilations = array<i64>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_padding_count(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'padding' must have 4 entries, got 2}}
  %0 = quantkit.conv2d %in, %f {padding = array<i64: 1, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c2
func.func @conv2d_c2_padding_negative(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'padding' entries must be non-negative, got -1}}
  %0 = quantkit.conv2d %in, %f {padding = array<i64: 0, 0, -1, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c3
func.func @conv2d_c3(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op input has 2 channels but the filter expects 4}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4
func.func @conv2d_c4_shape(%in: tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op result shape [1, 3, 3, 3] must be [1, 2, 2, 3]}}
  %0 = quantkit.conv2d %in, %f {strides = array<i64: 2, 2>} : (tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x3x3x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4
func.func @conv2d_c4_channels(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{result shape [1, 1, 1, 2] must be [1, 1, 1, 3]}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4
func.func @conv2d_c4_window(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op the window spans 5 along H but the padded input has only 3}}
  %0 = quantkit.conv2d %in, %f {dilations = array<i64: 2, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4
func.func @conv2d_c4_empty_kernel(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x0x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op the window is empty along W: kernel size 0}}
  %0 = quantkit.conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x0x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x4x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4: sizes past int64 are an error, not a wrapped result.
func.func @conv2d_c4_overflow(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op the padded input or the dilated window along H overflows 64 bits}}
  %0 = quantkit.conv2d %in, %f {dilations = array<i64: 4611686018427387904, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c4
func.func @conv2d_c4_padding_overflow(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{the padded input or the dilated window along W overflows 64 bits}}
  %0 = quantkit.conv2d %in, %f {padding = array<i64: 0, 0, 9223372036854775807, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// conv2d_c5
func.func @conv2d_c5(%in: tensor<1x3x3x2xf32>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'quantkit.conv2d' op 'bias' must have shape [2], got [3]}}
  %0 = quantkit.conv2d %in, %f, %b : (tensor<1x3x3x2xf32>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>, tensor<3xf32>) -> tensor<1x1x1x2xf32>
  return
}

// -----

func.func @conv2d_strides_array_attr(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{attribute 'strides' failed to satisfy constraint: i64 dense array attribute}}
  %0 = quantkit.conv2d %in, %f {strides = [1, 1]} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @conv2d_strides_array_attr_generic(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.conv2d' op attribute 'strides' failed to satisfy constraint: i64 dense array attribute}}
  %0 = "quantkit.conv2d"(%in, %f) {strides = [1, 1]} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @conv2d_padding_i32_property(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{Invalid attribute `padding` in property conversion: array<i32: 0, 0, 0, 0>}}
  %0 = "quantkit.conv2d"(%in, %f) <{padding = array<i32: 0, 0, 0, 0>}> : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

func.func @conv2d_dense_elements_dilations(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{attribute 'dilations' failed to satisfy constraint: i64 dense array attribute}}
  %0 = quantkit.conv2d %in, %f {dilations = dense<1> : tensor<2xi64>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.depthwise_conv2d
//===----------------------------------------------------------------------===//

// -----

// depthwise_c1
func.func @depthwise_c1_filter(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op expects rank-4 NHWC input and result and a rank-3 filter}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<1x3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c1
func.func @depthwise_c1_result(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{expects rank-4 NHWC input and result and a rank-3 filter}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c2
func.func @depthwise_c2_strides(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op 'strides' entries must be positive, got 0}}
  %0 = quantkit.depthwise_conv2d %in, %f {strides = array<i64: 0, 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c2
func.func @depthwise_c2_dilations(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'dilations' must have 2 entries, got 1}}
  %0 = quantkit.depthwise_conv2d %in, %f {dilations = array<i64: 1>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c2
func.func @depthwise_c2_padding(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'padding' entries must be non-negative, got -2}}
  %0 = quantkit.depthwise_conv2d %in, %f {padding = array<i64: -2, 0, 0, 0>} : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c3
func.func @depthwise_c3(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op input has 2 channels but the filter expects 4}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x4x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c4
func.func @depthwise_c4_shape(%in: tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op result shape [1, 3, 3, 2] must be [1, 5, 5, 2]}}
  %0 = quantkit.depthwise_conv2d %in, %f {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c4
func.func @depthwise_c4_window(%in: tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op the window spans 3 along H but the padded input has only 2}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c4
func.func @depthwise_c4_empty_kernel(%in: tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<0x1x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{the window is empty along H: kernel size 0}}
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, tensor<0x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c4
func.func @depthwise_c4_overflow(%in: tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<1x1x2x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{the padded input or the dilated window along H overflows 64 bits}}
  %0 = quantkit.depthwise_conv2d %in, %f {padding = array<i64: 9223372036854775807, 9223372036854775807, 0, 0>} : (tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5>>, tensor<1x1x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// depthwise_c5
func.func @depthwise_c5(%in: tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, %b: tensor<3x!quant.uniform<i32:f32, 0.125>>) {
  // expected-error @+1 {{'quantkit.depthwise_conv2d' op 'bias' must have shape [2], got [3]}}
  %0 = quantkit.depthwise_conv2d %in, %f, %b : (tensor<1x3x3x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>, tensor<3x!quant.uniform<i32:f32, 0.125>>) -> tensor<1x1x1x2x!quant.uniform<i8:f32, 1.0>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.add, quantkit.mul
//===----------------------------------------------------------------------===//

// -----

// binary_c1
func.func @binary_c1(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>, %b: tensor<5x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.add' op operands and result must have the same shape}}
  %0 = quantkit.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<5x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// binary_c1
func.func @binary_c1_result(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.mul' op operands and result must have the same shape}}
  %0 = quantkit.mul %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// binary_c2
func.func @binary_c2_float(%a: tensor<4xf32>, %b: tensor<4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.add' op operands and result must be tensors of per-tensor !quant.uniform, got 'tensor<4xf32>'}}
  %0 = quantkit.add %a, %b : (tensor<4xf32>, tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// binary_c2
func.func @binary_c2_per_axis(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<2x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) {
  // expected-error @+1 {{'quantkit.mul' op operands and result must be tensors of per-tensor !quant.uniform, got 'tensor<2x!quant.uniform<i8:f32:0, {2.500000e-01,5.000000e-01}>>'}}
  %0 = quantkit.mul %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32:0, {0.25, 0.5}>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  return
}

// -----

// binary_c2
func.func @binary_c2_expressed(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25>>) {
  // expected-error @+1 {{'quantkit.add' op operands and result must share one expressed type}}
  %0 = quantkit.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4x!quant.uniform<i8:f16, 1.0>>
  return
}

// -----

func.func @binary_missing_operand(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.add' op expected 2 operands, but found 1}}
  %0 = "quantkit.add"(%a) : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 1.0>>
  return
}

//===----------------------------------------------------------------------===//
// quantkit.max_pool2d, quantkit.avg_pool2d
//===----------------------------------------------------------------------===//

// -----

// pool_c1
func.func @pool_c1_rank(%in: tensor<4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op expects rank-4 NHWC input and result of per-tensor !quant.uniform}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>} : tensor<4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c1
func.func @pool_c1_float(%in: tensor<1x4x4x1xf32>) {
  // expected-error @+1 {{'quantkit.avg_pool2d' op expects rank-4 NHWC input and result of per-tensor !quant.uniform}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x1xf32> -> tensor<1x3x3x1xf32>
  return
}

// -----

// pool_c1
func.func @pool_c1_per_axis(%in: tensor<1x4x4x2x!quant.uniform<i8:f32:3, {0.5, 0.25}>>) {
  // expected-error @+1 {{expects rank-4 NHWC input and result of per-tensor !quant.uniform}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x2x!quant.uniform<i8:f32:3, {0.5, 0.25}>> -> tensor<1x3x3x2x!quant.uniform<i8:f32:3, {0.5, 0.25}>>
  return
}

// -----

// pool_c2
func.func @pool_c2_scale(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op input and result must share storage, scale and zero point, got '!quant.uniform<i8:f32, 5.000000e-01:3>' and '!quant.uniform<i8:f32, 2.500000e-01:3>'}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.25:3>>
  return
}

// -----

// pool_c2
func.func @pool_c2_zero_point(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-error @+1 {{'quantkit.avg_pool2d' op input and result must share storage, scale and zero point}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5:3>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5:4>>
  return
}

// -----

// pool_c2
func.func @pool_c2_storage(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{input and result must share storage, scale and zero point}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i16:f32, 0.5>>
  return
}

// -----

// pool_c2
func.func @pool_c2_storage_range(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{input and result must share storage, scale and zero point}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8<-127:127>:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_kernel(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op 'kernel' entries must be positive, got 0}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 0, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_kernel_count(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'kernel' must have 2 entries, got 3}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2, 1>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_strides(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.avg_pool2d' op 'strides' entries must be positive, got -1}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>, strides = array<i64: -1, 1>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_padding_count(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'padding' must have 4 entries, got 2}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>, padding = array<i64: 1, 1>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_padding_negative(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'padding' entries must be non-negative, got -1}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>, padding = array<i64: 0, 0, 0, -1>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c3
func.func @pool_c3_padding_kernel(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op padding 2 must be smaller than the kernel size 2}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 3, 2>, padding = array<i64: 2, 2, 0, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x6x5x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c4
func.func @pool_c4_shape(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op result shape [1, 3, 3, 1] must be [1, 2, 2, 1]}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c4
func.func @pool_c4_window(%in: tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.avg_pool2d' op the window spans 3 along W but the padded input has only 2}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 1, 3>} : tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x2x1x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

// pool_c4
func.func @pool_c4_overflow(%in: tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op the padded input or the dilated window along H overflows 64 bits}}
  %0 = quantkit.max_pool2d %in {kernel = array<i64: 9223372036854775807, 1>, padding = array<i64: 9223372036854775806, 9223372036854775806, 0, 0>} : tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x2x2x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @pool_missing_kernel(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{'quantkit.max_pool2d' op requires attribute 'kernel'}}
  %0 = quantkit.max_pool2d %in : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @pool_kernel_array_attr(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+1 {{attribute 'kernel' failed to satisfy constraint: i64 dense array attribute}}
  %0 = quantkit.avg_pool2d %in {kernel = [2, 2]} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}

// -----

func.func @pool_rounding_unknown(%in: tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>>) {
  // expected-error @+2 {{expected ::mlir::quantkit::Rounding to be one of: gemmlowp, single_round, double_round, float_rne}}
  // expected-error @+1 {{failed to parse QuantKit_RoundingAttr parameter 'value'}}
  %0 = quantkit.avg_pool2d %in {kernel = array<i64: 2, 2>, rounding = #quantkit.rounding<half_even>} : tensor<1x4x4x1x!quant.uniform<i8:f32, 0.5>> -> tensor<1x3x3x1x!quant.uniform<i8:f32, 0.5>>
  return
}
