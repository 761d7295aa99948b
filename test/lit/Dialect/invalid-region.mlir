// Negative tests of quantkit.region and quantkit.return: the region_c* rules
// on specs, ports and the body, then what ODS and the parser report (blocks,
// terminator, isolation, attribute kinds, missing attributes). Every case
// must give a located error, never a crash.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics

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

// -----

// A body that fails to parse after another region used one of its values as
// a forward reference (%b): the declarative parser freed the failed body
// while the parser still held that reference, a use after free (found by
// quantkit-fuzz; valgrind showed the invalid write). The body now lives in
// the operation state, and the error is all that happens.
func.func @leaf(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "reshape" (%arg0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
    quantkit.return %b : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
func.func @body_calls(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %1 = quantkit.region "transpose" (%arg0) in [f32] out [f32]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    %b = func.call @leaf(%v) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{redefinition of block '^bb0'}}
  ^bb0(%x: tensor<4xf32>):
  }
  return %1 : tensor<4xf32>
}
