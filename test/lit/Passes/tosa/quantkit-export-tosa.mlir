// RUN: %quantkit-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa{rounding=single_round})' | FileCheck %s
// RUN: %quantkit-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(quantkit-export-tosa,tosa-attach-target{profiles=pro_int extensions=doubleround},tosa-validate{strict-op-spec-alignment})' -o /dev/null

// A per-channel conv2d: zero points as TOSA operands, an i32 accumulator,
// one per-channel tosa.rescale, the quantized types kept at the function
// boundary through quant.scast. Padding that no window reaches is dropped
// (TOSA wants an exact output size). A run-time bias needs a storage range
// that bounds the i32 accumulator (here +-2^20).

!qi = !quant.uniform<i8:f32, 0.5:-3>
!qw = !quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>
!qb = !quant.uniform<i32<-1048576:1048576>:f32:0, {0.05, 0.1, 0.15}>
!qo = !quant.uniform<i8:f32, 0.7:2>
// CHECK-LABEL: func.func @conv
// CHECK-SAME: (%[[IN:.*]]: tensor<1x4x4x2x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK-DAG: %[[B:.*]] = quant.scast %{{.*}} : tensor<3x!quant.uniform<{{.*}}>> to tensor<3xi32>
// CHECK-DAG: %[[I:.*]] = quant.scast %[[IN]] : {{.*}} to tensor<1x4x4x2xi8>
// CHECK-DAG: %[[IZP:.*]] = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}>
// CHECK: %[[ACC:.*]] = tosa.conv2d %[[I]], %{{.*}}, %[[B]], %[[IZP]], %{{.*}} {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} {{.*}} -> tensor<1x2x2x3xi32>
// CHECK: %[[M:.*]] = "tosa.const"() <{values = dense<[1227133513, 1227133513, 1840700270]> : tensor<3xi32>}>
// CHECK: %[[S:.*]] = "tosa.const"() <{values = dense<[34, 33, 33]> : tensor<3xi8>}>
// CHECK: %[[OZP:.*]] = "tosa.const"() <{values = dense<2> : tensor<1xi8>}>
// CHECK: %[[R:.*]] = tosa.rescale %[[ACC]], %[[M]], %[[S]], %{{.*}}, %[[OZP]] {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true}
// CHECK: %[[Q:.*]] = quant.scast %[[R]] : tensor<1x2x2x3xi8> to tensor<1x2x2x3x!quant.uniform<i8:f32, 0.69999999999999996:2>>
// CHECK: return %[[Q]]
func.func @conv(%in: tensor<1x4x4x2x!qi>, %f: tensor<3x3x3x2x!qw>, %b: tensor<3x!qb>) -> tensor<1x2x2x3x!qo> {
  %0 = quantkit.conv2d %in, %f, %b {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>}
      : (tensor<1x4x4x2x!qi>, tensor<3x3x3x2x!qw>, tensor<3x!qb>) -> tensor<1x2x2x3x!qo>
  return %0 : tensor<1x2x2x3x!qo>
}

// -----

// A grouped conv2d (2 groups of 2 input and 2 output channels): tosa.conv2d
// has no groups, so one tosa.conv2d per group on slices of the input's channels and of the filter's and
// bias's rows, the accumulators concatenated along the channels, then the
// one per-channel rescale of the ungrouped form.
!gi = !quant.uniform<i8:f32, 0.5:-3>
!gw = !quant.uniform<i8<-127:127>:f32:0, {0.1, 0.2, 0.3, 0.4}>
!go = !quant.uniform<i8:f32, 0.7:2>
// CHECK-LABEL: func.func @grouped_conv
// CHECK-DAG: %[[I:.*]] = quant.scast %arg0 : {{.*}} to tensor<1x3x3x4xi8>
// CHECK-DAG: %[[W:.*]] = quant.scast %arg1 : {{.*}} to tensor<4x2x2x2xi8>
// CHECK-DAG: %[[B:.*]] = "tosa.const"() <{values = dense<0> : tensor<4xi32>}>
// CHECK: %[[I0:.*]] = tosa.slice %[[I]], %{{.*}}, %{{.*}} : (tensor<1x3x3x4xi8>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x3x2xi8>
// CHECK: %[[W0:.*]] = tosa.slice %[[W]], {{.*}} -> tensor<2x2x2x2xi8>
// CHECK: %[[B0:.*]] = tosa.slice %[[B]], {{.*}} -> tensor<2xi32>
// CHECK: %[[C0:.*]] = tosa.conv2d %[[I0]], %[[W0]], %[[B0]], {{.*}} -> tensor<1x2x2x2xi32>
// CHECK: %[[I1:.*]] = tosa.slice %[[I]], {{.*}} -> tensor<1x3x3x2xi8>
// CHECK: %[[W1:.*]] = tosa.slice %[[W]], {{.*}} -> tensor<2x2x2x2xi8>
// CHECK: %[[B1:.*]] = tosa.slice %[[B]], {{.*}} -> tensor<2xi32>
// CHECK: %[[C1:.*]] = tosa.conv2d %[[I1]], %[[W1]], %[[B1]], {{.*}} -> tensor<1x2x2x2xi32>
// CHECK: %[[ACC:.*]] = tosa.concat %[[C0]], %[[C1]] {axis = 3 : i32} : (tensor<1x2x2x2xi32>, tensor<1x2x2x2xi32>) -> tensor<1x2x2x4xi32>
// CHECK: tosa.rescale %[[ACC]], {{.*}} per_channel = true
func.func @grouped_conv(%in: tensor<1x3x3x4x!gi>, %f: tensor<4x2x2x2x!gw>) -> tensor<1x2x2x4x!go> {
  %0 = quantkit.conv2d %in, %f {groups = 2 : i64}
      : (tensor<1x3x3x4x!gi>, tensor<4x2x2x2x!gw>) -> tensor<1x2x2x4x!go>
  return %0 : tensor<1x2x2x4x!go>
}

// -----

// gemmlowp becomes DOUBLE_ROUND; a narrow result range becomes tosa.clamp;
// add keeps TFLite's structure: (q - zp) << 20, a rescale per input, an i32
// add, an output rescale. Two exported ops meet without casts.
// CHECK-LABEL: func.func @add_then_rescale
// CHECK: tosa.rescale {{.*}} rounding_mode = SINGLE_ROUND{{.*}} -> tensor<4xi32>
// CHECK: tosa.rescale {{.*}} rounding_mode = DOUBLE_ROUND{{.*}} -> tensor<4xi32>
// CHECK: tosa.rescale {{.*}} rounding_mode = SINGLE_ROUND{{.*}} -> tensor<4xi32>
// CHECK: tosa.rescale {{.*}} rounding_mode = DOUBLE_ROUND{{.*}} -> tensor<4xi32>
// CHECK: tosa.add {{.*}} -> tensor<4xi32>
// CHECK: %[[SUM:.*]] = tosa.rescale {{.*}} rounding_mode = DOUBLE_ROUND{{.*}} -> tensor<4xi8>
// CHECK: %[[CL:.*]] = tosa.clamp %[[SUM]] {max_val = 20 : i8, min_val = -128 : i8}
// CHECK-NOT: quant.scast
// CHECK: tosa.rescale %[[CL]]
func.func @add_then_rescale(%a: tensor<4x!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<4x!quant.uniform<i8:f32, 0.25:-2>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:7>> {
  %0 = quantkit.add %a, %b {rounding = #quantkit.rounding<gemmlowp>} : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x!quant.uniform<i8:f32, 0.25:-2>>) -> tensor<4x!quant.uniform<i8<-128:20>:f32, 1.0>>
  %1 = quantkit.rescale %0 : tensor<4x!quant.uniform<i8<-128:20>:f32, 1.0>> to tensor<4x!quant.uniform<i8:f32, 0.5:7>>
  return %1 : tensor<4x!quant.uniform<i8:f32, 0.5:7>>
}

// -----

// matmul [M, K] x [K, N] runs as a batch-1 tosa.matmul; the bias is added
// in i32 before the per-channel rescale.
// CHECK-LABEL: func.func @matmul
// CHECK: tosa.reshape {{.*}} -> tensor<1x2x3xi8>
// CHECK: tosa.reshape {{.*}} -> tensor<1x3x4xi8>
// CHECK: %[[MM:.*]] = tosa.matmul {{.*}} -> tensor<1x2x4xi32>
// CHECK: %[[BR:.*]] = tosa.reshape {{.*}} -> tensor<1x1x4xi32>
// CHECK: %[[ACC:.*]] = tosa.add %[[MM]], %[[BR]]
// CHECK: tosa.rescale %[[ACC]]{{.*}}per_channel = true
// CHECK: tosa.reshape {{.*}} -> tensor<2x4xi8>
func.func @matmul(%a: tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>, %w: tensor<3x4x!quant.uniform<i8:f32:1, {0.25, 0.5, 0.125, 0.25}>>, %b: tensor<4x!quant.uniform<i32<-1048576:1048576>:f32:0, {0.125, 0.25, 0.0625, 0.125}>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0:5>> {
  %0 = quantkit.matmul %a, %w, %b : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<3x4x!quant.uniform<i8:f32:1, {0.25, 0.5, 0.125, 0.25}>>, tensor<4x!quant.uniform<i32<-1048576:1048576>:f32:0, {0.125, 0.25, 0.0625, 0.125}>>) -> tensor<2x4x!quant.uniform<i8:f32, 1.0:5>>
  return %0 : tensor<2x4x!quant.uniform<i8:f32, 1.0:5>>
}

// -----

// Depthwise [KH, KW, C] filters become TOSA's [KH, KW, C, 1]; pooling and
// mul.
// CHECK-LABEL: func.func @depthwise_pool_mul
// CHECK: tosa.reshape {{.*}} -> tensor<3x3x2x1xi8>
// CHECK: tosa.depthwise_conv2d {{.*}} -> tensor<1x3x3x2xi32>
// CHECK: tosa.avg_pool2d {{.*}}acc_type = i32{{.*}} -> tensor<1x2x2x2xi8>
// CHECK: tosa.max_pool2d {{.*}} -> tensor<1x2x2x2xi8>
// CHECK: tosa.mul {{.*}} -> tensor<1x2x2x2xi32>
func.func @depthwise_pool_mul(%in: tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>, %f: tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5:1>> {
  %0 = quantkit.depthwise_conv2d %in, %f : (tensor<1x5x5x2x!quant.uniform<i8:f32, 0.5>>, tensor<3x3x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0:-4>>
  %1 = quantkit.avg_pool2d %0 {kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, rounding = #quantkit.rounding<double_round>} : tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0:-4>> -> tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0:-4>>
  %2 = quantkit.max_pool2d %0 {kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>} : tensor<1x3x3x2x!quant.uniform<i8:f32, 1.0:-4>> -> tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0:-4>>
  %3 = quantkit.mul %1, %2 : (tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0:-4>>, tensor<1x2x2x2x!quant.uniform<i8:f32, 1.0:-4>>) -> tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5:1>>
  return %3 : tensor<1x2x2x2x!quant.uniform<i8:f32, 0.5:1>>
}

// -----

// A resolved conv2d region (conv, bias add, ReLU6 clamp) followed by a
// max_pool2d region: the accumulator gets the derived scale s_in * s_w, the
// clamp becomes the output storage range [-128, -104] (6.0 / 0.25 - 128),
// and the dcast/qcast pair between the two kernels disappears. The run-time
// bias port is bounded by its storage range.
!qi = !quant.uniform<i8:f32, 0.5:-3>
!qw = !quant.uniform<i8:f32:0, {0.1, 0.2}>
!qb = !quant.uniform<i32<-1048576:1048576>:f32:0, {0.05, 0.1}>
!qo = !quant.uniform<i8:f32, 0.25:-128>
// CHECK-LABEL: func.func @regions
// CHECK: %[[X:.*]] = quant.qcast %arg0 : tensor<1x4x4x2xf32> to tensor<1x4x4x2x!quant.uniform<i8:f32, 5.000000e-01:-3>>
// CHECK: quant.qcast %arg1 : {{.*}} to tensor<2x3x3x2x!quant.uniform<i8:f32:0, {1.000000e-01,2.000000e-01}>>
// CHECK: quant.qcast %arg2 : {{.*}} to tensor<2x!quant.uniform<i32<-1048576:1048576>:f32:0, {5.000000e-02,1.000000e-01}>>
// CHECK: %[[ACC:.*]] = tosa.conv2d {{.*}} -> tensor<1x4x4x2xi32>
// CHECK: %[[R:.*]] = tosa.rescale %[[ACC]]{{.*}}per_channel = true, rounding_mode = SINGLE_ROUND
// CHECK: %[[C:.*]] = tosa.clamp %[[R]] {max_val = -104 : i8, min_val = -128 : i8}
// CHECK-NOT: quant.dcast
// CHECK: %[[P:.*]] = tosa.max_pool2d %[[C]]
// CHECK: %[[Q:.*]] = quant.scast %[[P]] : tensor<1x4x4x2xi8> to tensor<1x4x4x2x!quant.uniform<i8:f32, 2.500000e-01:-128>>
// CHECK: %[[F:.*]] = quant.dcast %[[Q]]
// CHECK: return %[[F]]
func.func @regions(%x: tensor<1x4x4x2xf32>, %w: tensor<2x3x3x2xf32>, %b: tensor<2xf32>) -> tensor<1x4x4x2xf32> {
  %0 = quantkit.region "conv2d" (%x, %w, %b) in [!qi, !qw, !qb] out [!qo]
      : (tensor<1x4x4x2xf32>, tensor<2x3x3x2xf32>, tensor<2xf32>) -> tensor<1x4x4x2xf32> {
  ^bb0(%a: tensor<1x4x4x2xf32>, %f: tensor<2x3x3x2xf32>, %c: tensor<2xf32>):
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %zb = "tosa.const"() <{values = dense<0.0> : tensor<2xf32>}> : () -> tensor<2xf32>
    %conv = tosa.conv2d %a, %f, %zb, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}
        : (tensor<1x4x4x2xf32>, tensor<2x3x3x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
    %s = tosa.const_shape {values = dense<[1, 1, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %br = tosa.reshape %c, %s : (tensor<2xf32>, !tosa.shape<4>) -> tensor<1x1x1x2xf32>
    %sum = tosa.add %conv, %br : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x4x4x2xf32>
    %r = tosa.clamp %sum {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    quantkit.return %r : tensor<1x4x4x2xf32>
  }
  %1 = quantkit.region "max_pool2d" (%0) in [!qo] out [!qo]
      : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  ^bb0(%a: tensor<1x4x4x2xf32>):
    %m = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
    quantkit.return %m : tensor<1x4x4x2xf32>
  }
  return %1 : tensor<1x4x4x2xf32>
}

// -----

// A float constant feeding a region port is quantized at compile time
// (quantizePort, shared with quantkit-materialize): its storage integers
// [1 / 0.25 + 1, -0.5 / 0.25 + 1, ...] feed the rescale directly, with no
// float copy and no quantization at run time.
// CHECK-LABEL: func.func @constant_port
// CHECK: %[[C:.*]] = arith.constant dense<[5, -1, 2, 9]> : tensor<4xi8>
// CHECK-NOT: quant.qcast {{.*}} to tensor<4x!quant.uniform<i8:f32, 2.500000e-01:1>>
// CHECK: tosa.rescale %[[C]]
func.func @constant_port(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, -0.5, 0.25, 2.0]> : tensor<4xf32>
  %0 = quantkit.region "add" (%a, %c) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.25:1>] out [!quant.uniform<i8:f32, 1.0>]
      : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = tosa.add %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A narrow signed 16-bit result range: TOSA's int8 profile has tosa.clamp on
// i8 only, so the rescale goes to i32, tosa.maximum / tosa.minimum apply the
// range there, and an exact rescale by 1 (SINGLE_ROUND, multiplier 2^30,
// shift 30) brings it to i16. A narrow 32-bit range stops after the clamp.
// CHECK-LABEL: func.func @rescale_narrow_i16
// CHECK: %[[W:.*]] = tosa.rescale {{.*}} -> tensor<2x3xi32>
// CHECK: %[[LO:.*]] = tosa.maximum %[[W]], %{{.*}} : (tensor<2x3xi32>, tensor<1x1xi32>) -> tensor<2x3xi32>
// CHECK: %[[HI:.*]] = tosa.minimum %[[LO]], %{{.*}} : (tensor<2x3xi32>, tensor<1x1xi32>) -> tensor<2x3xi32>
// CHECK: "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}>
// CHECK: "tosa.const"() <{values = dense<30> : tensor<1xi8>}>
// CHECK: tosa.rescale %[[HI]], {{.*}}rounding_mode = SINGLE_ROUND{{.*}} -> tensor<2x3xi16>
// CHECK-NOT: tosa.clamp
// CHECK-LABEL: func.func @rescale_narrow_i32
// CHECK: tosa.rescale {{.*}} -> tensor<4xi32>
// CHECK: tosa.maximum
// CHECK: %[[R:.*]] = tosa.minimum
// CHECK-NEXT: quant.scast %[[R]]
func.func @rescale_narrow_i16(%a: tensor<2x3x!quant.uniform<i8:f32, 2.0:-55>>) -> tensor<2x3x!quant.uniform<i16<-21219:18758>:f32, 0.03125>> {
  %0 = quantkit.rescale %a : tensor<2x3x!quant.uniform<i8:f32, 2.0:-55>> to tensor<2x3x!quant.uniform<i16<-21219:18758>:f32, 0.03125>>
  return %0 : tensor<2x3x!quant.uniform<i16<-21219:18758>:f32, 0.03125>>
}
func.func @rescale_narrow_i32(%a: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i32<-100:100>:f32, 0.25>> {
  %0 = quantkit.rescale %a : tensor<4x!quant.uniform<i8:f32, 0.5:3>> to tensor<4x!quant.uniform<i32<-100:100>:f32, 0.25>>
  return %0 : tensor<4x!quant.uniform<i32<-100:100>:f32, 0.25>>
}

// -----

// A logistic region is materialized and exported as tosa.table (the same
// table quantkit-lower reads). The table, computed here in Python: entry
// q + 128 holds -128 + round(256 / (1 + exp(-0.5 q))), half away from zero.
// CHECK-LABEL: func.func @logistic_region
// CHECK: %[[Q:.*]] = quant.qcast %arg0 : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>
// CHECK: %[[TABLE:.*]] = "tosa.const"() <{values = dense<"0x80808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808181828385888C939FAFC5E1001F3B51616D74787B7D7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}>
// CHECK: %[[I:.*]] = quant.scast %[[Q]] : tensor<4x!quant.uniform<i8:f32, 5.000000e-01>> to tensor<4xi8>
// CHECK: %[[T:.*]] = tosa.table %[[I]], %[[TABLE]] : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>
// CHECK-NOT: tosa.sigmoid
func.func @logistic_region(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = quantkit.region "logistic" (%a) in [!quant.uniform<i8:f32, 0.5>] out [!quant.uniform<i8:f32, 0.00390625:-128>]
      : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    %s = tosa.sigmoid %x : (tensor<4xf32>) -> tensor<4xf32>
    quantkit.return %s : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A squeeze-and-excitation product region (the [1, C, 1, 1] scale read
// through (d0, d3, 0, 0)): the scale's storage integers are reshaped to
// [1, 1, 1, C] and tiled to the product's shape, then multiplied.
// CHECK-LABEL: func.func @broadcasting_mul
// CHECK: %[[S:.*]] = quant.scast %{{.*}} : tensor<1x5x1x1x!quant.uniform<i8:f32, 2.500000e-01>> to tensor<1x5x1x1xi8>
// CHECK: %[[R:.*]] = tosa.reshape %[[S]], %{{.*}} : (tensor<1x5x1x1xi8>, !tosa.shape<4>) -> tensor<1x1x1x5xi8>
// CHECK: %[[T:.*]] = tosa.tile %[[R]], %{{.*}} : (tensor<1x1x1x5xi8>, !tosa.shape<4>) -> tensor<1x3x4x5xi8>
// CHECK: tosa.rescale %[[T]]
// CHECK: tosa.mul
// CHECK-NOT: linalg.generic
func.func @broadcasting_mul(%x: tensor<1x3x4x5xf32>, %s: tensor<1x5x1x1xf32>) -> tensor<1x3x4x5xf32> {
  %0 = quantkit.region "mul" (%x, %s) in [!quant.uniform<i8:f32, 0.5>, !quant.uniform<i8:f32, 0.25>] out [!quant.uniform<i8:f32, 0.125>]
      : (tensor<1x3x4x5xf32>, tensor<1x5x1x1xf32>) -> tensor<1x3x4x5xf32> {
  ^bb0(%a: tensor<1x3x4x5xf32>, %b: tensor<1x5x1x1xf32>):
    %e = tensor.empty() : tensor<1x3x4x5xf32>
    %m = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%a, %b : tensor<1x3x4x5xf32>, tensor<1x5x1x1xf32>) outs(%e : tensor<1x3x4x5xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %d = arith.mulf %p, %q : f32
      linalg.yield %d : f32
    } -> tensor<1x3x4x5xf32>
    quantkit.return %m : tensor<1x3x4x5xf32>
  }
  return %0 : tensor<1x3x4x5xf32>
}
