// The quantkit-verify pass: every quantized type in every context against
// upstream's per-axis integrity rules, upstream's sub-channel integrity
// rules and QuantKit's parameter rules (quant_type_c1..c12,
// dialect/Reference.md#quantized-types). "The seed" below is upstream's
// `quant` dialect documentation, whose section "Per-axis quantization
// integrity" gives three "Correct" and three "Incorrect" example types (the
// ones of quant_type_c1 to quant_type_c3); the `seed_` names come from it.
// The file holds four inputs (split-file):
//
//  * valid.mlir: a module the pass must accept and leave unchanged, with the
//    seed's "Correct" examples and sound sub-channel types;
//  * upstream.mlir: the seed's "Incorrect" examples and the rules upstream's
//    own parser and verifiers already enforce, checked with the stock
//    mlir-opt-22 (no plugin), then again with the plugin and the pass;
//  * seed_incorrect.mlir: the seed's "Incorrect" examples verbatim, parsed
//    without upstream's op verifiers so that the pass alone must catch them;
//  * verify.mlir: what only the pass rejects, one or more cases per rule and
//    context. A violation is reported at every op that holds the type: a bad
//    function argument at the function and again at each op using it.
//
// Some diagnostics have no test here because text cannot reach them: "one
// zero point per scale and at least one scale" and the malformed sub-channel
// shapes of quant_type_c8 (upstream's parser wants a scale and a zero point
// per channel or block, in tensors of one shape), and "storage minimum
// exceeds storage maximum" of quant_type_c6 (the parser's "illegal storage
// min and storage max", in upstream.mlir). Types built with `get` in C++
// reach them, as may bytecode (upstream's reader builds types with `get`):
// test/unit/QuantTypeChecksTest.cpp covers them.
//
// RUN: split-file --leading-lines %s %t
// RUN: %quantkit-opt %t/valid.mlir --allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(quantkit-verify)' -o %t/after.mlir
// RUN: %quantkit-opt %t/valid.mlir --allow-unregistered-dialect -o %t/before.mlir
// RUN: diff %t/before.mlir %t/after.mlir
// RUN: FileCheck %s --input-file=%t/after.mlir
// RUN: %mlir-opt %t/upstream.mlir -split-input-file -verify-diagnostics
// RUN: %quantkit-opt %t/upstream.mlir -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-verify)'
// RUN: %quantkit-opt %t/seed_incorrect.mlir -split-input-file \
// RUN:   -verify-diagnostics --mlir-very-unsafe-disable-verifier-on-parsing \
// RUN:   --pass-pipeline='builtin.module(quantkit-verify)'
// RUN: %quantkit-opt %t/verify.mlir -split-input-file -verify-diagnostics \
// RUN:   --allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(quantkit-verify)'

//--- valid.mlir

// CHECK-LABEL: func.func @seed_correct_examples
// CHECK-SAME: (%{{.*}}: f32, %{{.*}}: tensor<2xf32>, %{{.*}}: tensor<1x2xf32>, %{{.*}}: tensor<?x3xf32>)
// CHECK-NEXT: quant.qcast %{{.*}} : tensor<2xf32> to tensor<2x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>
// CHECK-NEXT: quant.qcast %{{.*}} : tensor<1x2xf32> to tensor<1x2x!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>>
// CHECK-NEXT: quant.qcast %{{.*}} : tensor<?x3xf32> to tensor<?x3x!quant.uniform<i8:f32:1, {2.000000e+00,3.000000e+00,4.000000e+00}>>
// CHECK-NEXT: quant.qcast %{{.*}} : f32 to !quant.uniform<i8:f32, 2.000000e+00>
func.func @seed_correct_examples(%f: f32, %t2: tensor<2xf32>,
                                 %t12: tensor<1x2xf32>, %td: tensor<?x3xf32>) {
  %0 = quant.qcast %t2 : tensor<2xf32>
      to tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
  %1 = quant.qcast %t12 : tensor<1x2xf32>
      to tensor<1x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  %2 = quant.qcast %td : tensor<?x3xf32>
      to tensor<?x3x!quant.uniform<i8:f32:1, {2.0, 3.0, 4.0}>>
  %3 = quant.qcast %f : f32 to !quant.uniform<i8:f32, 2.0>
  return
}

// The examples of the seed's type and cast documentation: per-layer with
// storage bounds, per-axis on a dynamic and on an unranked tensor.
// CHECK-LABEL: func.func @seed_type_examples
// CHECK-SAME: tensor<2x3x4x!quant.uniform<i8:f32:1, {3.000000e+00,4.000000e+00,5.000000e+00}>>
// CHECK-SAME: tensor<?x?x!quant.uniform<u16:f32:0, {2.000000e+00:10,3.000000e+00:20}>>
// CHECK-SAME: tensor<*x!quant.uniform<i8:f32:1, {2.000000e+00,3.000000e+00}>>
// CHECK-SAME: !quant.uniform<u16<0:1023>:f32, 1.230000e+00:512>
func.func @seed_type_examples(
    %a: tensor<2x3x4x!quant.uniform<i8:f32:1, {3.0, 4.0, 5.0}>>,
    %b: tensor<?x?x!quant.uniform<u16:f32:0, {2.0:10, 3.0:20}>>,
    %c: tensor<*x!quant.uniform<i8:f32:1, {2.0, 3.0}>>,
    %d: !quant.uniform<u16<0:1023>:f32, 1.23:512>,
    %e: tensor<*xf32>, %g: tensor<*xi8>)
    -> tensor<*x!quant.uniform<i8:f32:1, {2.0, 3.0}>> {
  %0 = quant.dcast %c : tensor<*x!quant.uniform<i8:f32:1, {2.0, 3.0}>>
      to tensor<*xf32>
  %1 = quant.qcast %e : tensor<*xf32>
      to tensor<*x!quant.uniform<i8:f32:1, {2.0, 3.0}>>
  %2 = quant.scast %g : tensor<*xi8>
      to tensor<*x!quant.uniform<i8:f32:1, {2.0, 3.0}>>
  %3 = quant.dcast %d : !quant.uniform<u16<0:1023>:f32, 1.23:512> to f32
  return %2 : tensor<*x!quant.uniform<i8:f32:1, {2.0, 3.0}>>
}

// Zero points at the ends of the storage range, narrow storage, every kind
// of quantized type, in every context the pass walks.
// CHECK-LABEL: func.func @valid_contexts
// CHECK: "test.op"(%{{.*}}) ({
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<3x!quant.uniform<i8<-100:100>:f32:0, {1.000000e+00:-100,2.000000e+00:100,3.000000e+00}>>):
// CHECK: {calibrated = tensor<4x!quant.calibrated<f32<-1.000000e+00:1.000000e+00>>>, nested = {list = [(tensor<2x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>) -> tuple<!quant.uniform<u8:f32, 5.000000e-01:255>>]}}
// CHECK: quantkit.region "conv2d"(%{{.*}}) in [!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>] out [!quant.any<i8<-127:127>:f32>]
func.func @valid_contexts(
    %a: tensor<4x!quant.uniform<i8:f32, 0.5:-128>>,
    %b: tensor<4x!quant.uniform<i8:f32, 0.5:127>>,
    %c: tensor<4x!quant.uniform<i8<-100:100>:f32, 0.5:100>>,
    %d: tensor<4x!quant.uniform<u8:f32, 0.5:0>>,
    %e: tensor<3x!quant.uniform<i8<-100:100>:f32:0, {1.0:-100, 2.0:100, 3.0}>>,
    %f: tensor<4x!quant.any<i8:f32>>,
    %g: tensor<2x?xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:127>> {
  "test.op"(%e) ({
  ^bb0(%x: tensor<3x!quant.uniform<i8<-100:100>:f32:0, {1.0:-100, 2.0:100, 3.0}>>):
    "test.use"(%x) : (tensor<3x!quant.uniform<i8<-100:100>:f32:0, {1.0:-100, 2.0:100, 3.0}>>) -> ()
  }) : (tensor<3x!quant.uniform<i8<-100:100>:f32:0, {1.0:-100, 2.0:100, 3.0}>>) -> ()
  "test.attrs"() {calibrated = tensor<4x!quant.calibrated<f32<-1.0:1.0>>>,
      nested = {list = [(tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0}>>)
                        -> tuple<!quant.uniform<u8:f32, 0.5:255>>]}}
      : () -> ()
  %0 = quantkit.region "conv2d" (%g)
      in [!quant.uniform<i8:f32:1, {1.0, 2.0}>] out [!quant.any<i8<-127:127>:f32>]
      : (tensor<2x?xf32>) -> tensor<2x?xf32> {
  ^bb0(%x: tensor<2x?xf32>):
    quantkit.return %x : tensor<2x?xf32>
  }
  return %b : tensor<4x!quant.uniform<i8:f32, 0.5:127>>
}

// Sound sub-channel (blockwise) types: blocks along one or two axes, a
// dynamic quantized dimension, zero points at the ends of a narrow storage
// range, no quantized dimension at all (one block), and upstream's cast op.
// (Upstream prints the unsigned zero point 255 as -1.)
// CHECK-LABEL: func.func @sub_channel_valid
// CHECK-SAME: tensor<2x4x!quant.uniform<i8:f32:{0:1, 1:2}, {{\{\{}}1.000000e+00, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>>
// CHECK-SAME: tensor<?x4x!quant.uniform<i8<-100:100>:f32:{0:2, 1:4}, {{\{\{}}5.000000e-01:-100}, {2.500000e-01:100}}>>
// CHECK-SAME: tensor<2x4x!quant.uniform<u8:f32:{}, {{\{\{}}5.000000e-01:-1}}>>
// CHECK-NEXT: quant.qcast %{{.*}} : tensor<4x6xf32> to tensor<4x6x!quant.uniform<i8:f32:{0:2, 1:3}, {{\{\{}}1.000000e+00, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>>
func.func @sub_channel_valid(
    %a: tensor<2x4x!quant.uniform<i8:f32:{0:1, 1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>,
    %b: tensor<?x4x!quant.uniform<i8<-100:100>:f32:{0:2, 1:4}, {{0.5:-100}, {0.25:100}}>>,
    %c: tensor<2x4x!quant.uniform<u8:f32:{}, {{0.5:255}}>>,
    %f: tensor<4x6xf32>) {
  %0 = quant.qcast %f : tensor<4x6xf32>
      to tensor<4x6x!quant.uniform<i8:f32:{0:2, 1:3}, {{1.0, 2.0}, {3.0, 4.0}}>>
  return
}

//--- upstream.mlir

// The seed's "Incorrect" examples: upstream's quant ops reject them already.

func.func @seed_incorrect_scalar(%input: f32) {
  // expected-error @+1 {{scalar types may not use per-axis quantization}}
  %result = quant.qcast %input : f32 to !quant.uniform<i8:f32:0, {1.0, 2.0}>
  return
}

// -----

func.func @seed_incorrect_rank(%input: tensor<1x2xf32>) {
  // expected-error @+1 {{quantized dimension must be less than tensor rank}}
  %result = quant.qcast %input : tensor<1x2xf32> to tensor<1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>
  return
}

// -----

func.func @seed_incorrect_size(%input: tensor<?x3xf32>) {
  // expected-error @+1 {{quantized dimension size does not match number of scales}}
  %result = quant.qcast %input : tensor<?x3xf32> to tensor<?x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0, 4.0}>>
  return
}

// -----

// quant_type_c5: upstream's parser rejects non-positive and out-of-range
// scales (a NaN scale gets through; see verify.mlir).
// expected-error @+1 {{scale 0.000000e+00 out of expressed type range}}
func.func @zero_scale(%a: tensor<4x!quant.uniform<i8:f32, 0.0>>)

// -----

// expected-error @+1 {{scale -1.000000e+00 out of expressed type range}}
func.func @negative_scale(%a: tensor<4x!quant.uniform<i8:f32:0, {1.0, -1.0}>>)

// -----

// expected-error @+1 {{scale INF out of expressed type range}}
func.func @infinite_scale(%a: tensor<4x!quant.uniform<i8:f32, 0x7FF0000000000000>>)

// -----

// quant_type_c6: upstream's parser keeps storage bounds inside the storage
// type.
// expected-error @+1 {{illegal storage type minimum: -200}}
func.func @storage_min(%a: tensor<4x!quant.uniform<i8<-200:100>:f32, 1.0>>)

// -----

// expected-error @+1 {{illegal storage type maximum: 256}}
func.func @storage_max(%a: tensor<4x!quant.uniform<u8<0:256>:f32, 1.0>>)

// -----

// expected-error @+1 {{illegal storage min and storage max: (10:-10)}}
func.func @storage_inverted(%a: tensor<4x!quant.uniform<i8<10:-10>:f32, 1.0>>)

// -----

// expected-error @+1 {{illegal storage type size: 64}}
func.func @storage_i64(%a: tensor<4x!quant.uniform<i64:f32, 1.0>>)

// -----

// quant_type_c7: upstream's parser orders finite calibration bounds.
// expected-error @+1 {{illegal min and max: (2.000000e+00:1.000000e+00)}}
func.func @calibrated_inverted(%a: tensor<4x!quant.calibrated<f32<2.0:1.0>>>)

// -----

// quant_type_c5 on a sub-channel type: the parser checks each block's scale
// against the expressed type's range.
// expected-error @+1 {{scale -1.000000e+00 out of expressed type range}}
func.func @sub_channel_negative_scale(%a: tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{-1.0, 3.0}}>>)

// -----

// quant_type_c12: upstream's cast verifier checks the scales' shape (its
// message names the expected size twice).
func.func @sub_channel_cast_scale_shape(%f: tensor<2x4xf32>) {
  // expected-error @+1 {{of scales tensor at axis 0 should match (tensor dimension at axis / block sizes at axis) = 1}}
  %0 = quant.qcast %f : tensor<2x4xf32>
      to tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{1.0, 2.0}, {3.0, 4.0}}>>
  return
}

//--- seed_incorrect.mlir

// The seed's three "Incorrect" examples, verbatim. Upstream's quant.qcast
// verifier would reject them while parsing; with it switched off, the
// quantkit-verify pass must reject them itself.

func.func @seed_incorrect_scalar(%input: f32) {
  // Incorrect. Type !quant.uniform specifies per-channel quantization for a
  // scalar type.
  // expected-error @+1 {{result #0 of 'quant.qcast': per-axis quantized type '!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>' must be the element type of a tensor}}
  %result = quant.qcast %input : f32 to !quant.uniform<i8:f32:0, {1.0, 2.0}>
  return
}

// -----

func.func @seed_incorrect_rank(%input: tensor<1x2xf32>) {
  // Incorrect. The tensor rank (2) is not greater than the channel axis in
  // the quantized type (3).
  // expected-error @+1 {{result #0 of 'quant.qcast': quantized dimension 3 of '!quant.uniform<i8:f32:3, {1.000000e+00,2.000000e+00}>' must be less than the rank 2 of 'tensor<1x2x!quant.uniform<i8:f32:3, {1.000000e+00,2.000000e+00}>>'}}
  %result = quant.qcast %input : tensor<1x2xf32> to tensor<1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>
  return
}

// -----

func.func @seed_incorrect_size(%input: tensor<?x3xf32>) {
  // Incorrect. The channel axis is 1, and the size of dimension 1 in the
  // containing tensor is 3. However, there are 4 scale values present in the
  // quantized type.
  // expected-error @+1 {{result #0 of 'quant.qcast': dimension 1 of 'tensor<?x3x!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>>' has size 3 but '!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>' has 4 scales}}
  %result = quant.qcast %input : tensor<?x3xf32> to tensor<?x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0, 4.0}>>
  return
}

//--- verify.mlir

// quant_type_c4: the zero point lies in the storage range. Reported at the
// function (its signature and entry block) and at the op using the value.
// expected-error @+1 {{block argument #0 of 'func.func': zero point 300 of '!quant.uniform<i8:f32, 1.000000e+00:300>' is outside the storage range [-128, 127]}}
func.func @zero_point_argument(%a: tensor<4x!quant.uniform<i8:f32, 1.0:300>>)
    -> tensor<4x!quant.uniform<i8:f32, 1.0:300>> {
  // expected-error @+1 {{operand #0 of 'func.return': zero point 300}}
  return %a : tensor<4x!quant.uniform<i8:f32, 1.0:300>>
}

// -----

// quant_type_c4: a declaration has no entry block; its function type holds
// the type.
// expected-error @+1 {{attribute 'function_type' of 'func.func': zero point 300 of '!quant.uniform<i8:f32, 1.000000e+00:300>' is outside the storage range [-128, 127]}}
func.func private @zero_point_declaration(!quant.uniform<i8:f32, 1.0:300>)

// -----

// quant_type_c4: explicit narrow storage range.
// expected-error @+1 {{zero point 120 of '!quant.uniform<i8<-100:100>:f32, 1.000000e+00:120>' is outside the storage range [-100, 100]}}
func.func private @zero_point_narrow() -> tensor<4x!quant.uniform<i8<-100:100>:f32, 1.0:120>>

// -----

// quant_type_c4: unsigned storage.
func.func @zero_point_unsigned() {
  // expected-error @+1 {{result #0 of 'test.op': zero point -1 of '!quant.uniform<u8:f32, 1.000000e+00:-1>' is outside the storage range [0, 255]}}
  %0 = "test.op"() : () -> tensor<4x!quant.uniform<u8:f32, 1.0:-1>>
  return
}

// -----

// quant_type_c4: one channel of a per-axis type.
func.func @zero_point_per_axis() {
  // expected-error @+1 {{result #0 of 'tensor.empty': zero point -129 (channel 1) of '!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00:-129}>' is outside the storage range [-128, 127]}}
  %0 = tensor.empty() : tensor<2x!quant.uniform<i8:f32:0, {1.0, 2.0:-129}>>
  return
}

// -----

// quant_type_c4: in an attribute.
func.func @zero_point_attribute() {
  // expected-error @+1 {{attribute 'spec' of 'test.op': zero point 128}}
  "test.op"() {spec = !quant.uniform<i8:f32, 1.0:128>} : () -> ()
  return
}

// -----

// quant_type_c4: through an op verifier in a region spec (the op rejects it
// before the pass runs).
func.func @zero_point_region_spec(%a: tensor<4xf32>) {
  // expected-error @+1 {{'quantkit.region' op input spec #0 ('!quant.uniform<i8<-100:100>:f32, 1.000000e+00:120>'): zero point 120}}
  quantkit.region "tanh" (%a) in [!quant.uniform<i8<-100:100>:f32, 1.0:120>]
      out [] : (tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    quantkit.return
  }
  return
}

// -----

// quant_type_c5: a NaN scale passes upstream's range check.
// expected-error @+1 {{block argument #0 of 'func.func': scale nan of '!quant.uniform<i8:f32, 0x7FF8000000000000>' must be positive and finite}}
func.func @nan_scale(%a: tensor<4x!quant.uniform<i8:f32, 0x7FF8000000000000>>) {
  return
}

// -----

// quant_type_c5: on one channel.
func.func @nan_scale_per_axis() {
  // expected-error @+1 {{result #0 of 'test.op': scale nan (channel 1) of '!quant.uniform<i8:f32:0, {1.000000e+00,0x7FF8000000000000}>' must be positive and finite}}
  %0 = "test.op"() : () -> tensor<2x!quant.uniform<i8:f32:0, {1.0, 0x7FF8000000000000}>>
  return
}

// -----

// quant_type_c7: infinite and NaN calibration bounds pass upstream's parser.
// expected-error @+1 {{calibration range [-INF, 1.000000e+00] of '!quant.calibrated<f32<0xFFF0000000000000:1.000000e+00>>' must be finite with min <= max}}
func.func private @calibrated_infinite(tensor<4x!quant.calibrated<f32<0xFFF0000000000000:1.0>>>)

// -----

func.func @calibrated_nan() {
  // expected-error @+1 {{attribute 'range' of 'test.op': calibration range [-1.000000e+00, nan]}}
  "test.op"() {range = !quant.calibrated<f32<-1.0:0x7FF8000000000000>>} : () -> ()
  return
}

// -----

// quant_type_c1: a per-axis type used as a scalar in a function signature.
// expected-error @+1 {{block argument #0 of 'func.func': per-axis quantized type '!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>' must be the element type of a tensor}}
func.func @scalar_per_axis_argument(%a: !quant.uniform<i8:f32:0, {1.0, 2.0}>) {
  return
}

// -----

// quant_type_c1: as a function result.
// expected-error @+1 {{attribute 'function_type' of 'func.func': per-axis quantized type '!quant.uniform<i8:f32:0, {1.000000e+00}>' must be the element type of a tensor}}
func.func private @scalar_per_axis_result() -> !quant.uniform<i8:f32:0, {1.0}>

// -----

// quant_type_c1: the seed's first "Incorrect" type as the result of an op
// that has no verifier for it, then as its users' operand.
func.func @scalar_per_axis_result_of_op() {
  // expected-error @+1 {{result #0 of 'test.source': per-axis quantized type '!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>' must be the element type of a tensor}}
  %0 = "test.source"() : () -> !quant.uniform<i8:f32:0, {1.0, 2.0}>
  // expected-error @+1 {{operand #0 of 'test.sink': per-axis quantized type}}
  "test.sink"(%0, %0) : (!quant.uniform<i8:f32:0, {1.0, 2.0}>, !quant.uniform<i8:f32:0, {1.0, 2.0}>) -> ()
  return
}

// -----

// quant_type_c1: in a tuple, in a type attribute.
func.func @scalar_per_axis_in_tuple_attribute() {
  // expected-error @+1 {{attribute 'types' of 'test.op': per-axis quantized type '!quant.uniform<i8:f32:0, {1.000000e+00}>' must be the element type of a tensor}}
  "test.op"() {types = [tuple<i32, !quant.uniform<i8:f32:0, {1.0}>>]} : () -> ()
  return
}

// -----

// quant_type_c1: in a function type, in a type attribute.
func.func @scalar_per_axis_in_function_type_attribute() {
  // expected-error @+1 {{attribute 'callee_type' of 'test.op': per-axis quantized type}}
  "test.op"() {callee_type = (!quant.uniform<i8:f32:0, {1.0}>) -> ()} : () -> ()
  return
}

// -----

// quant_type_c1: as a tuple element of a value.
// expected-error @+1 {{block argument #0 of 'func.func': per-axis quantized type}}
func.func @scalar_per_axis_in_tuple_argument(%a: tuple<tensor<1x!quant.uniform<i8:f32:0, {1.0}>>, !quant.uniform<i8:f32:0, {1.0}>>) {
  return
}

// -----

// quant_type_c2: the seed's second "Incorrect" type in a function header.
// expected-error @+1 {{block argument #0 of 'func.func': quantized dimension 3 of '!quant.uniform<i8:f32:3, {1.000000e+00,2.000000e+00}>' must be less than the rank 2 of 'tensor<1x2x!quant.uniform<i8:f32:3, {1.000000e+00,2.000000e+00}>>'}}
func.func @rank_argument(%a: tensor<1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>) {
  // expected-error @+1 {{operand #0 of 'test.use': quantized dimension 3}}
  "test.use"(%a) : (tensor<1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>) -> ()
  return
}

// -----

// quant_type_c2: as the result of a registered op without quant checks.
func.func @rank_tensor_empty() {
  // expected-error @+1 {{result #0 of 'tensor.empty': quantized dimension 3 of '!quant.uniform<i8:f32:3, {1.000000e+00,2.000000e+00}>' must be less than the rank 2}}
  %0 = tensor.empty() : tensor<1x2x!quant.uniform<i8:f32:3, {1.0, 2.0}>>
  return
}

// -----

// quant_type_c2: as a block argument of a nested region, reported at the op
// owning the region and at the users of the argument.
func.func @rank_block_argument() {
  // expected-error @+1 {{block argument #0 of 'test.loop': quantized dimension 1 of '!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>' must be less than the rank 1}}
  "test.loop"() ({
  ^bb0(%x: tensor<2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>):
    // expected-error @+1 {{operand #0 of 'test.use': quantized dimension 1}}
    "test.use"(%x) : (tensor<2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>) -> ()
  }) : () -> ()
  return
}

// -----

// quant_type_c2: the block argument of a second block, reported at the
// function that owns the block, and the value that flows into it.
// expected-error @+1 {{block argument #0 of 'func.func': quantized dimension 2}}
func.func @rank_successor_block_argument() {
  // expected-error @+1 {{result #0 of 'test.source': quantized dimension 2}}
  %0 = "test.source"() : () -> tensor<2x2x!quant.uniform<i8:f32:2, {1.0, 2.0}>>
  // expected-error @+1 {{operand #0 of 'cf.br': quantized dimension 2}}
  cf.br ^bb1(%0 : tensor<2x2x!quant.uniform<i8:f32:2, {1.0, 2.0}>>)
^bb1(%x: tensor<2x2x!quant.uniform<i8:f32:2, {1.0, 2.0}>>):
  return
}

// -----

// quant_type_c3: the seed's third "Incorrect" type in a function header
// and signature, then used.
// expected-error @+1 {{block argument #0 of 'func.func': dimension 1 of 'tensor<?x3x!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>>' has size 3 but '!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00,3.000000e+00,4.000000e+00}>' has 4 scales}}
func.func @size_argument(%a: tensor<?x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0, 4.0}>>)
    -> tensor<?x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0, 4.0}>> {
  // expected-error @+1 {{operand #0 of 'test.use': dimension 1 of}}
  %0 = "test.use"(%a) : (tensor<?x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0, 4.0}>>) -> tensor<?x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0, 4.0}>>
  // expected-error @+1 {{operand #0 of 'func.return': dimension 1 of}}
  return %0 : tensor<?x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0, 4.0}>>
}

// -----

// quant_type_c3: the callee's declaration, the call's operand and result.
// expected-error @+1 {{attribute 'function_type' of 'func.func': dimension 0 of 'tensor<3x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>' has size 3 but}}
func.func private @callee(tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>

// expected-error @+1 {{block argument #0 of 'func.func': dimension 0 of 'tensor<3x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>' has size 3 but}}
func.func @caller(%a: tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) {
  // expected-error @+1 {{operand #0 of 'func.call': dimension 0}}
  %0 = func.call @callee(%a) : (tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>) -> tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>
  return
}

// -----

// quant_type_c3: nested in a function type in a dictionary in an attribute.
func.func @size_nested_attribute() {
  // expected-error @+1 {{attribute 'config' of 'test.op': dimension 0 of 'tensor<5x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>' has size 5 but '!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>' has 2 scales}}
  "test.op"() {config = {signatures = [(i32) -> tensor<5x!quant.uniform<i8:f32:0, {1.0, 2.0}>>]}} : () -> ()
  return
}

// -----

// quant_type_c3: nested in a tuple type in an attribute.
func.func @size_tuple_attribute() {
  // expected-error @+1 {{attribute 'elements' of 'test.op': dimension 0 of 'tensor<1x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>' has size 1 but}}
  "test.op"() {elements = tuple<f32, tensor<1x!quant.uniform<i8:f32:0, {1.0, 2.0}>>>} : () -> ()
  return
}

// -----

// quant_type_c3: in a tuple result of an op.
func.func @size_tuple_result() {
  // expected-error @+1 {{result #0 of 'test.op': dimension 0 of 'tensor<4x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>' has size 4 but}}
  %0 = "test.op"() : () -> tuple<tensor<4x!quant.uniform<i8:f32:0, {1.0, 2.0}>>>
  return
}

// -----

// quant_type_c3 (region_c6): a per-axis spec against its port; the region
// op rejects it before the pass runs.
func.func @size_region_spec(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'quantkit.region' op output spec #0 ('!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>'): dimension 1 of 'tensor<2x3xf32>' has size 3 but}}
  %0 = quantkit.region "tanh" (%a) in [f32]
      out [!quant.uniform<i8:f32:1, {1.0, 2.0}>]
      : (tensor<2x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%x: tensor<2x3xf32>):
    quantkit.return %x : tensor<2x3xf32>
  }
  return %0 : tensor<2x3xf32>
}

// -----

// quant_type_c1 (region_c6): a per-axis spec on a scalar port.
func.func @scalar_region_spec(%a: f32) {
  // expected-error @+1 {{'quantkit.region' op input spec #0 ('!quant.uniform<i8:f32:0, {1.000000e+00}>'): per-axis quantized type '!quant.uniform<i8:f32:0, {1.000000e+00}>' must be the element type of a tensor}}
  quantkit.region "tanh" (%a) in [!quant.uniform<i8:f32:0, {1.0}>] out []
      : (f32) -> () {
  ^bb0(%x: f32):
    quantkit.return
  }
  return
}

// -----

// quant_type_c2 at a quantkit.region port: the region op's own verifier
// rejects it while parsing, before the pass can run.
func.func @rank_region_port(%a: tensor<2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>) {
  // expected-error @+1 {{'quantkit.region' op operand #0: quantized dimension 1 of}}
  quantkit.region "tanh" (%a) in [none] out []
      : (tensor<2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>) -> () {
  ^bb0(%x: tensor<2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>):
    quantkit.return
  }
  return
}

// -----

// Several violations in one op are each reported, every offending type once.
func.func @several() {
  // expected-error @+2 {{result #0 of 'test.op': zero point 300}}
  // expected-error @+1 {{result #1 of 'test.op': quantized dimension 1}}
  %0:3 = "test.op"() : () -> (tensor<4x!quant.uniform<i8:f32, 1.0:300>>, tensor<2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>, tensor<4x!quant.uniform<i8:f32, 1.0:300>>)
  return
}

// -----

// quant_type_c5 on a sub-channel type: a NaN scale passes upstream's range
// check; the block is named.
// expected-error @+1 {{block argument #0 of 'func.func': scale nan (block [1, 0]) of '!quant.uniform<i8:f32:{0:1, 1:2}, {{3.000000e+00, 3.000000e+00}, {0x7FC00000, 5.000000e+00}}>' must be positive and finite}}
func.func @sub_channel_nan_scale(%a: tensor<2x4x!quant.uniform<i8:f32:{0:1, 1:2}, {{3.0, 3.0}, {0x7FF8000000000000, 5.0}}>>) {
  return
}

// -----

// quant_type_c5: equal scales make a splat, checked once for every block.
func.func @sub_channel_nan_splat() {
  // expected-error @+1 {{result #0 of 'test.op': scale nan (every block) of}}
  %0 = "test.op"() : () -> tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{0x7FF8000000000000, 0x7FF8000000000000}}>>
  return
}

// -----

// quant_type_c4 on a sub-channel type: a zero point outside the narrow
// storage range.
// expected-error @+1 {{attribute 'function_type' of 'func.func': zero point 120 (block [0, 1]) of '!quant.uniform<i8<-100:100>:f32:{1:2}, {{1.000000e+00, 3.000000e+00:120}}>' is outside the storage range [-100, 100]}}
func.func private @sub_channel_zero_point(tensor<2x4x!quant.uniform<i8<-100:100>:f32:{1:2}, {{1.0, 3.0:120}}>>)

// -----

// quant_type_c8: upstream's parser lets one axis have two block sizes.
func.func @sub_channel_duplicate_axis() {
  // expected-error @+1 {{result #0 of 'test.op': quantized dimension 1 of '!quant.uniform<i8:f32:{1:2, 1:4}, {{1.000000e+00}}>' has more than one block size}}
  %0 = "test.op"() : () -> tensor<2x4x!quant.uniform<i8:f32:{1:2, 1:4}, {{1.0}}>>
  return
}

// -----

// quant_type_c9: a sub-channel type as a scalar.
// expected-error @+1 {{block argument #0 of 'func.func': sub-channel quantized type '!quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 3.000000e+00}}>' must be the element type of a ranked tensor}}
func.func @sub_channel_scalar(%a: !quant.uniform<i8:f32:{1:2}, {{1.0, 3.0}}>) {
  return
}

// -----

// quant_type_c9: in an unranked tensor (upstream's rule: the block grid needs
// a shape).
func.func @sub_channel_unranked() {
  // expected-error @+1 {{result #0 of 'test.op': sub-channel quantized type '!quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 3.000000e+00}}>' must be the element type of a ranked tensor}}
  %0 = "test.op"() : () -> tensor<*x!quant.uniform<i8:f32:{1:2}, {{1.0, 3.0}}>>
  return
}

// -----

// quant_type_c10: a quantized dimension beyond the rank.
// expected-error @+1 {{block argument #0 of 'func.func': quantized dimension 1 of '!quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 3.000000e+00}, {4.000000e+00, 5.000000e+00}}>' must be less than the rank 1 of 'tensor<4x!quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 3.000000e+00}, {4.000000e+00, 5.000000e+00}}>>'}}
func.func @sub_channel_rank(%a: tensor<4x!quant.uniform<i8:f32:{1:2}, {{1.0, 3.0}, {4.0, 5.0}}>>) {
  // expected-error @+1 {{operand #0 of 'test.use': quantized dimension 1}}
  "test.use"(%a) : (tensor<4x!quant.uniform<i8:f32:{1:2}, {{1.0, 3.0}, {4.0, 5.0}}>>) -> ()
  return
}

// -----

// quant_type_c11: a block size that does not divide its dimension.
func.func @sub_channel_block_size() {
  // expected-error @+1 {{result #0 of 'tensor.empty': dimension 1 of 'tensor<2x3x!quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 3.000000e+00}}>>' has size 3, not a multiple of the block size 2 of}}
  %0 = tensor.empty() : tensor<2x3x!quant.uniform<i8:f32:{1:2}, {{1.0, 3.0}}>>
  return
}

// -----

// quant_type_c11: an empty dimension.
func.func @sub_channel_empty_dimension() {
  // expected-error @+1 {{result #0 of 'test.op': dimension 0 of 'tensor<0x4x!quant.uniform<i8:f32:{1:2}, {{1.000000e+00, 3.000000e+00}}>>' has size 0, which sub-channel quantization does not allow}}
  %0 = "test.op"() : () -> tensor<0x4x!quant.uniform<i8:f32:{1:2}, {{1.0, 3.0}}>>
  return
}

// -----

// quant_type_c12: the scales must have the tensor's shape in blocks; axis 0
// has no block size, so it is one block.
// expected-error @+1 {{block argument #0 of 'func.func': scales of '!quant.uniform<i8:f32:{1:2}, {{2.000000e+00, 3.000000e+00}, {4.000000e+00, 5.000000e+00}}>' have shape [2, 2] but 'tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{2.000000e+00, 3.000000e+00}, {4.000000e+00, 5.000000e+00}}>>' in blocks of its block sizes needs [1, 2]}}
func.func @sub_channel_scale_shape(%a: tensor<2x4x!quant.uniform<i8:f32:{1:2}, {{2.0, 3.0}, {4.0, 5.0}}>>) {
  return
}

// -----

// quant_type_c12: the scales' rank.
func.func @sub_channel_scale_rank() {
  // expected-error @+1 {{result #0 of 'test.op': scales of '!quant.uniform<i8:f32:{1:2}, {1.000000e+00, 3.000000e+00}>' have shape [2] but 'tensor<?x4x!quant.uniform<i8:f32:{1:2}, {1.000000e+00, 3.000000e+00}>>' in blocks of its block sizes needs [1, 2]}}
  %0 = "test.op"() : () -> tensor<?x4x!quant.uniform<i8:f32:{1:2}, {1.0, 3.0}>>
  return
}

// -----

// quant_type_c5 in an attribute: a bare sub-channel type describes no value,
// so only its parameters are checked (its dimension 5 has no tensor to fit).
func.func @sub_channel_attribute() {
  // expected-error @+1 {{attribute 'spec' of 'test.op': scale nan (block [0, 1])}}
  "test.op"() {spec = !quant.uniform<i8:f32:{5:2}, {{1.0, 0x7FF8000000000000}}>} : () -> ()
  return
}

// -----

// A sound sub-channel type in an attribute passes.
func.func @sub_channel_attribute_ok() {
  "test.op"() {spec = !quant.uniform<i8:f32:{5:2}, {{1.0, 2.0}}>} : () -> ()
  // expected-error @+1 {{result #0 of 'test.op': quantized dimension 5}}
  %0 = "test.op"() : () -> tensor<2x4x!quant.uniform<i8:f32:{5:2}, {{1.0, 2.0}}>>
  return
}

// -----

// region_c9: a sub-channel region spec; the region op rejects it before the
// pass runs, whatever its parameters.
func.func @sub_channel_region_spec(%a: tensor<2x4xf32>) {
  // expected-error @+1 {{'quantkit.region' op input spec #0 ('!quant.uniform<i8:f32:{1:2}, {{0x7FC00000, 3.000000e+00}}>'): sub-channel quantized specs are not supported (region_c9)}}
  quantkit.region "tanh" (%a) in [!quant.uniform<i8:f32:{1:2}, {{0x7FF8000000000000, 3.0}}>] out []
      : (tensor<2x4xf32>) -> () {
  ^bb0(%x: tensor<2x4xf32>):
    quantkit.return
  }
  return
}
