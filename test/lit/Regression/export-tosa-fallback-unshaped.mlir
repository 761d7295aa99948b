// RUN: %quantkit-opt %s -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa{allow-float-fallback=true})'

// Found by quantkit-fuzz: the float fallback of quantkit-export-tosa cast
// every port to a ranked tensor and crashed on a scalar rescale. Ops without
// statically shaped tensor ports have no float fallback: a located error.

func.func @scalar_rescale(%s: !quant.uniform<i8:f32, 0.5>) -> !quant.uniform<i32:f32, 0.0625> {
  // expected-remark @+2 {{kept in floating point}}
  // expected-error @+1 {{'quantkit.rescale' op has no float fallback}}
  %0 = quantkit.rescale %s : !quant.uniform<i8:f32, 0.5> to !quant.uniform<i32:f32, 0.0625>
  return %0 : !quant.uniform<i32:f32, 0.0625>
}

