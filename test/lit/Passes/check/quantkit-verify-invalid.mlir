// The quantkit-verify pass on quantized types in the places its first
// version did not look, and the sub-channel diagnostics that were wrong
// there. Every input of pass.mlir is accepted by the stock mlir-opt-22
// without a word (the first RUN; its expectations are taken out, as the
// stock tool reports the unmet ones even without -verify-diagnostics) and
// rejected by the pass; ops.mlir holds such types at QuantKit ops, whose
// own verifiers reject them while parsing. locations.mlir holds them in
// locations, elsewhere than the file -verify-diagnostics would look in, so
// FileCheck reads the diagnostics.
//
// RUN: split-file --leading-lines %s %t
// RUN: sed '/expected-/d' %t/pass.mlir | %mlir-opt - -split-input-file \
// RUN:   --allow-unregistered-dialect -o /dev/null 2>&1 | count 0
// RUN: %quantkit-opt %t/pass.mlir -split-input-file -verify-diagnostics \
// RUN:   --allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(quantkit-verify)'
// RUN: %quantkit-opt %t/ops.mlir -split-input-file -verify-diagnostics
// RUN: %mlir-opt %t/locations.mlir --allow-unregistered-dialect \
// RUN:   -o /dev/null 2>&1 | count 0
// RUN: not %quantkit-opt %t/locations.mlir --allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(quantkit-verify)' -o /dev/null 2>&1 \
// RUN:   | FileCheck %t/locations.mlir --implicit-check-not=error

//--- pass.mlir

// quant_type_c4: in the encoding of a result's tensor of f32.
func.func @encoding_zero_point() {
  // expected-error @+1 {{result #0 of 'test.op': zero point 300 of '!quant.uniform<i8:f32, 1.000000e+00:300>' is outside the storage range [-128, 127]}}
  %0 = "test.op"() : () -> tensor<4xf32, !quant.uniform<i8:f32, 1.0:300>>
  return
}

// -----

// quant_type_c5: in the encoding of a function argument's tensor whose
// element type is sound, reported once (entry block and `function_type`).
// expected-error @+1 {{block argument #0 of 'func.func': scale nan of '!quant.uniform<i8:f32, 0x7FF8000000000000>' must be positive and finite}}
func.func @encoding_scale(%a: tensor<4x!quant.uniform<i8:f32, 1.0>, !quant.uniform<i8:f32, 0x7FF8000000000000>>) {
  return
}

// -----

// quant_type_c4: in a dictionary encoding of an operand's tensor.
func.func @encoding_dictionary(%a: tensor<4xf32, {q = !quant.uniform<i8<-10:10>:f32, 1.0:50>}>) {
  // expected-error @-1 {{block argument #0 of 'func.func': zero point 50 of '!quant.uniform<i8<-10:10>:f32, 1.000000e+00:50>' is outside the storage range [-10, 10]}}
  // expected-error @+1 {{operand #0 of 'test.use': zero point 50 of}}
  "test.use"(%a) : (tensor<4xf32, {q = !quant.uniform<i8<-10:10>:f32, 1.0:50>}>) -> ()
  return
}

// -----

// quant_type_c3: a per-axis tensor type in an encoding is checked against
// its own tensor.
func.func @encoding_tensor_type() {
  // expected-error @+1 {{result #0 of 'test.op': dimension 0 of 'tensor<3x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>' has size 3 but}}
  %0 = "test.op"() : () -> tensor<4xf32, [tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>]>
  return
}

// -----

// A bare quantized type in an encoding describes no value: only its
// parameters are checked, as in an attribute (its dimension 3 has no tensor
// to fit).
func.func @encoding_bare_per_axis_ok() {
  %0 = "test.op"() : () -> tensor<4xf32, !quant.uniform<i8:f32:3, {1.0, 2.0}>>
  return
}

// -----

// quant_type_c4: in the memory space of a memref.
func.func @memref_memory_space() {
  // expected-error @+1 {{result #0 of 'test.op': zero point -1 of '!quant.uniform<u8:f32, 1.000000e+00:-1>' is outside the storage range [0, 255]}}
  %0 = "test.op"() : () -> memref<4xf32, {q = !quant.uniform<u8:f32, 1.0:-1>}>
  return
}

// -----

// quant_type_c4: an encoding inside a type held by an attribute.
func.func @encoding_in_attribute() {
  // expected-error @+1 {{attribute 'type' of 'test.op': zero point -200 of}}
  "test.op"() {type = tensor<4xf32, !quant.uniform<i8:f32, 1.0:-200>>} : () -> ()
  return
}

// -----

// quant_type_c4: in the properties of an unregistered op, which are not in
// its attribute dictionary.
func.func @unregistered_property() {
  // expected-error @+1 {{property 'p' of 'test.op': zero point 300 of '!quant.uniform<i8:f32, 1.000000e+00:300>' is outside the storage range [-128, 127]}}
  "test.op"() <{p = !quant.uniform<i8:f32, 1.0:300>}> {a = 1} : () -> ()
  return
}

// -----

// quant_type_c3: nested in a property.
func.func @unregistered_nested_property() {
  // expected-error @+1 {{property 'p' of 'test.op': dimension 0 of 'tensor<3x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>' has size 3 but '!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>' has 2 scales}}
  "test.op"() <{p = {q = [tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>]}}> : () -> ()
  return
}

// -----

// quant_type_c4: properties that are not a dictionary.
func.func @unregistered_properties() {
  // expected-error @+1 {{properties of 'test.op': zero point -1 of '!quant.uniform<u8:f32, 1.000000e+00:-1>' is outside the storage range [0, 255]}}
  "test.op"() <[i32, !quant.uniform<u8:f32, 1.0:-1>]> : () -> ()
  return
}

// -----

// A type both in the properties and in the attribute dictionary is reported
// once.
func.func @property_and_attribute() {
  // expected-error @+1 {{attribute 'a' of 'test.op': zero point 300 of}}
  "test.op"() <{p = !quant.uniform<i8:f32, 1.0:300>}> {a = !quant.uniform<i8:f32, 1.0:300>} : () -> ()
  return
}

// -----

// quant_type_c4: a registered op's property that is an attribute is an
// inherent attribute, reported once, under its name.
// expected-error @+1 {{attribute 'function_type' of 'func.func': zero point 300 of}}
"func.func"() <{function_type = (tensor<4xf32, !quant.uniform<i8:f32, 1.0:300>>) -> (), sym_name = "declaration", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// quant_type_c10: quantized dimension 2147483647, the largest upstream's
// parser takes, lies beyond the rank. It used to be reported as having more
// than one block size: it is the empty key of the hash set the duplicate
// check used.
func.func @sub_channel_dimension_int_max() {
  // expected-error @+1 {{result #0 of 'test.op': quantized dimension 2147483647 of '!quant.uniform<i8:f32:{2147483647:2}, {{1.000000e+00}}>' must be less than the rank 2 of 'tensor<2x4x!quant.uniform<i8:f32:{2147483647:2}, {{1.000000e+00}}>>'}}
  %0 = "test.op"() : () -> tensor<2x4x!quant.uniform<i8:f32:{2147483647:2}, {{1.0}}>>
  return
}

// -----

// quant_type_c10: the same after another dimension.
// expected-error @+1 {{block argument #0 of 'func.func': quantized dimension 2147483647 of '!quant.uniform<i8:f32:{1:2, 2147483647:2}, {{1.000000e+00}}>' must be less than the rank 2 of}}
func.func @sub_channel_dimension_int_max_second(%a: tensor<2x4x!quant.uniform<i8:f32:{1:2, 2147483647:2}, {{1.0}}>>) {
  return
}

// -----

// quant_type_c8: named twice, it has two block sizes.
func.func @sub_channel_dimension_int_max_twice() {
  // expected-error @+1 {{result #0 of 'test.op': quantized dimension 2147483647 of '!quant.uniform<i8:f32:{2147483647:2, 2147483647:4}, {{1.000000e+00}}>' has more than one block size}}
  %0 = "test.op"() : () -> tensor<2x4x!quant.uniform<i8:f32:{2147483647:2, 2147483647:4}, {{1.0}}>>
  return
}

// -----

// In an attribute the type describes no value: its parameters are sound.
func.func @sub_channel_dimension_int_max_attribute() {
  "test.op"() {spec = !quant.uniform<i8:f32:{2147483647:2}, {{1.0}}>} : () -> ()
  return
}

// -----

// quant_type_c4: equal scales make a splat, the zero points are none; the
// offending zero point is named by its block. It used to be labelled
// "(every block)", the label of a splat, because the scales are one.
func.func @sub_channel_splat_scales_zero_point() {
  // expected-error @+1 {{result #0 of 'test.op': zero point 50 (block [0, 1]) of '!quant.uniform<i8<-10:10>:f32:{1:2}, {{2.000000e+00:1, 2.000000e+00:50}}>' is outside the storage range [-10, 10]}}
  %0 = "test.op"() : () -> tensor<2x4x!quant.uniform<i8<-10:10>:f32:{1:2}, {{2.0:1, 2.0:50}}>>
  return
}

// -----

// quant_type_c4: equal zero points make a splat, the scales are none; the
// offending zero point is every block's (it was named as block [0, 0]'s).
func.func @sub_channel_splat_zero_points() {
  // expected-error @+1 {{result #0 of 'test.op': zero point 50 (every block) of '!quant.uniform<i8<-10:10>:f32:{1:2}, {{2.000000e+00:50, 3.000000e+00:50}}>' is outside the storage range [-10, 10]}}
  %0 = "test.op"() : () -> tensor<2x4x!quant.uniform<i8<-10:10>:f32:{1:2}, {{2.0:50, 3.0:50}}>>
  return
}

// -----

// quant_type_c4: in the type of dense elements, whose storage upstream's
// sub-element walk does not see.
func.func @dense_elements_type() {
  // expected-error @+1 {{attribute 'value' of 'test.op': zero point 300 of '!quant.uniform<i8:f32, 1.000000e+00:300>' is outside the storage range [-128, 127]}}
  "test.op"() {value = dense<1> : tensor<4xi8, !quant.uniform<i8:f32, 1.0:300>>} : () -> ()
  return
}

// -----

// quant_type_c3: dense strings may have a quantized element type; their
// type describes the attribute's value.
func.func @dense_string_elements_type() {
  // expected-error @+1 {{attribute 'value' of 'test.op': dimension 0 of 'tensor<1x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>' has size 1 but '!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>' has 2 scales}}
  "test.op"() {value = dense<"a"> : tensor<1x!quant.uniform<i8:f32:0, {1.0, 2.0}>>} : () -> ()
  return
}

// -----

// quant_type_c4: in the type of a string attribute, nested in an array.
func.func @string_type() {
  // expected-error @+1 {{attribute 'names' of 'test.op': zero point -1 of '!quant.uniform<u8:f32, 1.000000e+00:-1>' is outside the storage range [0, 255]}}
  "test.op"() {names = ["a", "b" : !quant.uniform<u8:f32, 1.0:-1>]} : () -> ()
  return
}

//--- ops.mlir

// quant_type_c4 in the encoding of a quantkit.region port's tensor of f32.
func.func @region_port_encoding(%a: tensor<4xf32, !quant.uniform<i8:f32, 1.0:300>>) {
  // expected-error @+1 {{'quantkit.region' op operand #0: zero point 300 of '!quant.uniform<i8:f32, 1.000000e+00:300>' is outside the storage range [-128, 127]}}
  quantkit.region "tanh" (%a) in [f32] out []
      : (tensor<4xf32, !quant.uniform<i8:f32, 1.0:300>>) -> () {
  ^bb0(%x: tensor<4xf32, !quant.uniform<i8:f32, 1.0:300>>):
    quantkit.return
  }
  return
}

// -----

// quant_type_c4 in the encoding of a port's tensor of a sound quantized
// type.
func.func @region_port_encoding_quantized(%a: tensor<4x!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8<-10:10>:f32, 1.0:50>>) {
  // expected-error @+1 {{'quantkit.region' op operand #0: zero point 50 of '!quant.uniform<i8<-10:10>:f32, 1.000000e+00:50>' is outside the storage range [-10, 10]}}
  quantkit.region "tanh" (%a) in [none] out []
      : (tensor<4x!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8<-10:10>:f32, 1.0:50>>) -> () {
  ^bb0(%x: tensor<4x!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8<-10:10>:f32, 1.0:50>>):
    quantkit.return
  }
  return
}

//--- locations.mlir

// quant_type_c4: in the metadata of an op's fused location; the error is at
// the file location inside it.
// CHECK: model.py:3:7: error: location of 'test.op': zero point 300 of '!quant.uniform<i8:f32, 1.000000e+00:300>' is outside the storage range [-128, 127]
// quant_type_c3: inside a name and a call site.
// CHECK: model.py:5:1: error: location of 'test.op': dimension 0 of 'tensor<3x!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>>' has size 3 but '!quant.uniform<i8:f32:0, {1.000000e+00,2.000000e+00}>' has 2 scales
// quant_type_c4: in a block argument's location, reported at the op that
// owns the block.
// CHECK: locations.mlir:[[# @LINE + 6]]:3: error: location of block argument #0 of 'test.loop': zero point -1 of '!quant.uniform<u8:f32, 1.000000e+00:-1>' is outside the storage range [0, 255]
func.func @locations() {
  "test.op"() : () -> () loc(fused<!quant.uniform<i8:f32, 1.0:300>>["model.py":3:7])
  "test.op"() : () -> () loc("conv"(callsite(fused<[tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>]>["model.py":5:1] at "model.py":9:1)))
  // Fusions without metadata, names and call sites hold no type.
  "test.op"() : () -> () loc(fused["model.py":3:7, callsite("f"("model.py":4:1) at "model.py":9:1)])
  "test.loop"() ({
  ^bb0(%x: f32 loc(fused<{spec = !quant.uniform<u8:f32, 1.0:-1>}>["model.py":11:2])):
    "test.use"(%x) : (f32) -> ()
  }) : () -> ()
  return
}
