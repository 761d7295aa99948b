// quantkit-report's coverage: how many contractions and poolings are
// quantized, and every float one with its reason; the same count as
// quantkit-quantize's last remark. The reasons come from the passes that
// decide them (quantkit.float_reason, left by quantkit-fuse and
// quantkit-materialize) or, where they have not run, from the report.
// RUN: %quantkit-opt %s -o /dev/null 2> %t.remarks \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-report)' \
// RUN:   | FileCheck %s --check-prefix=TABLE
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %quantkit-opt %s -o /dev/null 2>/dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8},quantkit-report{format=json})' \
// RUN:   | FileCheck %s --check-prefix=JSON
// A target without matmul and depthwise kernels, after fusion only:
// RUN: %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-fuse{target=example-dsp target-file=%quantkit_src/examples/targets/example-target.mlir},quantkit-report)' \
// RUN:   | FileCheck %s --check-prefix=DSP
// No pass has run: the report tries the fusion matcher itself.
// RUN: %quantkit-opt %s -o /dev/null --pass-pipeline='builtin.module(quantkit-report)' \
// RUN:   | FileCheck %s --check-prefix=RAW

// The existing table is unchanged; the coverage follows its summary.
// TABLE: kernels: 0
// TABLE: summary: 0 fixed, 0 resolved, 0 unresolved, 0 float ports, 0 rescales
// TABLE-NEXT: coverage: 2 of 4 contractions quantized, 0 of 1 poolings quantized
// TABLE-NEXT: float compute ops: 3
// TABLE-NEXT:   linalg.pooling_nhwc_max at {{.*}}quantkit-report-coverage.mlir:[[@LINE+61]]:8  region fell back to float: quantized pooling has no dilation
// TABLE-NEXT:   linalg.conv_1d_nwc_wcf at {{.*}}quantkit-report-coverage.mlir:[[@LINE+67]]:9  form not recognised
// TABLE-NEXT:   linalg.matmul at {{.*}}quantkit-report-coverage.mlir:[[@LINE+72]]:9  kept in float by the model

// REMARK: remark: quantkit-quantize: 2 of 4 contractions quantized, 0 of 1 poolings quantized
// REMARK: note: 'linalg.pooling_nhwc_max' left in floating point: region fell back to float: quantized pooling has no dilation
// REMARK: note: 'linalg.conv_1d_nwc_wcf' left in floating point: form not recognised
// REMARK: note: 'linalg.matmul' left in floating point: kept in float by the model

// JSON: "coverage": {
// JSON-NEXT: "contractions": 4,
// JSON-NEXT: "float_ops": [
// JSON-NEXT: {
// JSON-NEXT: "kind": "pooling",
// JSON-NEXT: "location": "{{.*}}quantkit-report-coverage.mlir:[[@LINE+47]]:8",
// JSON-NEXT: "op": "linalg.pooling_nhwc_max",
// JSON-NEXT: "reason": "region fell back to float: quantized pooling has no dilation"
// JSON: "kind": "contraction",
// JSON: "reason": "form not recognised"
// JSON: "reason": "kept in float by the model"
// JSON: ],
// JSON-NEXT: "poolings": 1,
// JSON-NEXT: "quantized_contractions": 2,
// JSON-NEXT: "quantized_poolings": 0
// JSON-NEXT: },
// JSON-NEXT: "kernels": [

// Regions not resolved yet list their ports; the matmul outside any region
// is no kernel of the target.
// DSP: coverage: 0 of 4 contractions quantized, 0 of 1 poolings quantized
// DSP-NEXT: float compute ops: 5
// DSP-NEXT: quantkit.region at {{.*}}  region 'conv2d' not quantized: input #0 unresolved, input #1 unresolved, output #0 unresolved
// DSP-NEXT: quantkit.region at {{.*}}  region 'max_pool2d' not quantized: input #0 unresolved, output #0 unresolved
// DSP-NEXT: linalg.conv_1d_nwc_wcf at {{.*}}  form not recognised
// DSP-NEXT: linalg.matmul at {{.*}}  kept in float by the model
// DSP-NEXT: linalg.matmul at {{.*}}  not a kernel of target example-dsp

// RAW: coverage: 0 of 4 contractions quantized, 0 of 1 poolings quantized
// RAW-NEXT: float compute ops: 5
// RAW-NEXT: linalg.conv_2d_nhwc_fhwc at {{.*}}  kernel 'conv2d' not wrapped: quantkit-fuse has not run
// RAW-NEXT: linalg.pooling_nhwc_max at {{.*}}  kernel 'max_pool2d' not wrapped: quantkit-fuse has not run
// RAW-NEXT: linalg.conv_1d_nwc_wcf at {{.*}}  form not recognised
// RAW-NEXT: linalg.matmul at {{.*}}  kept in float by the model
// RAW-NEXT: linalg.matmul at {{.*}}  kernel 'matmul' not wrapped: quantkit-fuse has not run

// A quantized convolution and matmul; a dilated max pooling (fused, then
// kept in float by quantkit-materialize); a 1-D convolution (no kernel
// form); a matmul the model keeps in float.
func.func @model(%x: tensor<1x4x4x2xf32>, %v: tensor<1x5x2xf32>, %m: tensor<2x3xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x3x2xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %xs = quantkit.stats %x {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %w = arith.constant dense<[[[[0.5, -0.25]]], [[[0.75, 1.0]]]]> : tensor<2x1x1x2xf32>
  %e0 = tensor.empty() : tensor<1x4x4x2xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%xs, %w : tensor<1x4x4x2xf32>, tensor<2x1x1x2xf32>) outs(%f0 : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %cs = quantkit.stats %c {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x4x4x2xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %e1 = tensor.empty() : tensor<1x2x2x2xf32>
  %f1 = linalg.fill ins(%lowest : f32) outs(%e1 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %p = linalg.pooling_nhwc_max {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%cs, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%f1 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %ps = quantkit.stats %p {layerStats = dense<[-2.0, 2.0]> : tensor<2xf32>} : tensor<1x2x2x2xf32>
  %vs = quantkit.stats %v {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<1x5x2xf32>
  %w1 = arith.constant dense<0.25> : tensor<3x2x2xf32>
  %e2 = tensor.empty() : tensor<1x3x2xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  %o1 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%vs, %w1 : tensor<1x5x2xf32>, tensor<3x2x2xf32>) outs(%f2 : tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  %ms = quantkit.stats %m {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<2x3xf32>
  %wm = arith.constant dense<0.5> : tensor<3x4xf32>
  %e3 = tensor.empty() : tensor<2x4xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mm = linalg.matmul {quantkit.float} ins(%ms, %wm : tensor<2x3xf32>, tensor<3x4xf32>) outs(%f3 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %wm2 = arith.constant dense<0.25> : tensor<3x4xf32>
  %mm2 = linalg.matmul ins(%ms, %wm2 : tensor<2x3xf32>, tensor<3x4xf32>) outs(%f3 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mm2s = quantkit.stats %mm2 {layerStats = dense<[-1.0, 1.0]> : tensor<2xf32>} : tensor<2x4xf32>
  return %ps, %o1, %mm, %mm2s : tensor<1x2x2x2xf32>, tensor<1x3x2xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}
