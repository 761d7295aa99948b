// bias-correction-tosa.mlir's model after quantkit-propagate, with the
// fully connected kernel's bias reshape moved before its tosa.matmul (a
// body quantkit-fuse does not write, but a kernel may hold): the bias
// measurement copies the body up to the matmul, the reshape with it.
module {
  func.func @model(%arg0: tensor<1x2x2x8xf32>, %arg1: tensor<1x4x8xf32>) -> (tensor<1x2x2x3xf32>, tensor<1x4x3xf32>) {
    %0 = quant.qcast %arg0 : tensor<1x2x2x8xf32> to tensor<1x2x2x8x!quant.uniform<i8:f32, 1.562500e-02:-128>>
    %1 = quant.dcast %0 : tensor<1x2x2x8x!quant.uniform<i8:f32, 1.562500e-02:-128>> to tensor<1x2x2x8xf32>
    %2 = quant.qcast %arg1 : tensor<1x4x8xf32> to tensor<1x4x8x!quant.uniform<i8:f32, 1.562500e-02:-128>>
    %3 = quant.dcast %2 : tensor<1x4x8x!quant.uniform<i8:f32, 1.562500e-02:-128>> to tensor<1x4x8xf32>
    %cst = arith.constant dense<[[[[0.9921875, 0.009765625, 0.009765625, 0.009765625, 0.009765625, 0.009765625, 0.009765625, 0.009765625]]], [[[0.49609375, -0.0068359375, -0.0068359375, -0.0068359375, -0.0068359375, -0.0068359375, -0.0068359375, -0.0068359375]]], [[[1.984375, 6.250000e-02, 6.250000e-02, 6.250000e-02, 6.250000e-02, 6.250000e-02, 6.250000e-02, 6.250000e-02]]]]> : tensor<3x1x1x8xf32>
    %cst_0 = arith.constant dense<[5.000000e-01, -2.500000e-01, 1.000000e+00]> : tensor<3xf32>
    %4 = quantkit.region "conv2d"(%1, %cst, %cst_0) in [!quant.uniform<i8:f32, 1.562500e-02:-128>, !quant.uniform<i8<-127:127>:f32:0, {7.812500e-03,3.906250e-03,1.562500e-02}>, !quant.uniform<i32:f32:0, {1.220703125E-4,6.103515625E-5,2.44140625E-4}>] out [!quant.uniform<i8:f32, 0.062745098039215685:-1>] attributes {quantkit.kernel_index = 0 : i64, quantkit.port_states = ["resolved", "resolved", "resolved", "resolved"]} : (tensor<1x2x2x8xf32>, tensor<3x1x1x8xf32>, tensor<3xf32>) -> tensor<1x2x2x3xf32> {
    ^bb0(%arg2: tensor<1x2x2x8xf32>, %arg3: tensor<3x1x1x8xf32>, %arg4: tensor<3xf32>):
      %10 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
      %11 = tosa.conv2d %arg2, %arg3, %arg4, %10, %10 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x8xf32>, tensor<3x1x1x8xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
      quantkit.return %11 : tensor<1x2x2x3xf32>
    }
    %5 = quant.qcast %4 : tensor<1x2x2x3xf32> to tensor<1x2x2x3x!quant.uniform<i8:f32, 0.062745098039215685:-1>>
    %6 = quant.dcast %5 : tensor<1x2x2x3x!quant.uniform<i8:f32, 0.062745098039215685:-1>> to tensor<1x2x2x3xf32>
    %cst_1 = arith.constant dense<[[[0.9921875, 0.49609375, 1.984375], [0.009765625, -0.0068359375, 6.250000e-02], [0.009765625, -0.0068359375, 6.250000e-02], [0.009765625, -0.0068359375, 6.250000e-02], [0.009765625, -0.0068359375, 6.250000e-02], [0.009765625, -0.0068359375, 6.250000e-02], [0.009765625, -0.0068359375, 6.250000e-02], [0.009765625, -0.0068359375, 6.250000e-02]]]> : tensor<1x8x3xf32>
    %cst_2 = arith.constant dense<[5.000000e-01, -2.500000e-01, 1.000000e+00]> : tensor<3xf32>
    %7 = quantkit.region "matmul"(%3, %cst_1, %cst_2) in [!quant.uniform<i8:f32, 1.562500e-02:-128>, !quant.uniform<i8<-127:127>:f32:2, {7.812500e-03,3.906250e-03,1.562500e-02}>, !quant.uniform<i32:f32:0, {1.220703125E-4,6.103515625E-5,2.44140625E-4}>] out [!quant.uniform<i8:f32, 0.062745098039215685:-1>] attributes {quantkit.kernel_index = 1 : i64, quantkit.port_states = ["resolved", "resolved", "resolved", "resolved"]} : (tensor<1x4x8xf32>, tensor<1x8x3xf32>, tensor<3xf32>) -> tensor<1x4x3xf32> {
    ^bb0(%arg2: tensor<1x4x8xf32>, %arg3: tensor<1x8x3xf32>, %arg4: tensor<3xf32>):
      %10 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
      %11 = tosa.const_shape  {values = dense<[1, 1, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
      %13 = tosa.reshape %arg4, %11 : (tensor<3xf32>, !tosa.shape<3>) -> tensor<1x1x3xf32>
      %12 = tosa.matmul %arg2, %arg3, %10, %10 : (tensor<1x4x8xf32>, tensor<1x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x3xf32>
      %14 = tosa.add %12, %13 : (tensor<1x4x3xf32>, tensor<1x1x3xf32>) -> tensor<1x4x3xf32>
      quantkit.return %14 : tensor<1x4x3xf32>
    }
    %8 = quant.qcast %7 : tensor<1x4x3xf32> to tensor<1x4x3x!quant.uniform<i8:f32, 0.062745098039215685:-1>>
    %9 = quant.dcast %8 : tensor<1x4x3x!quant.uniform<i8:f32, 0.062745098039215685:-1>> to tensor<1x4x3xf32>
    return %6, %9 : tensor<1x2x2x3xf32>, tensor<1x4x3xf32>
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @calibrate() {
    %cst = arith.constant dense<2.000000e+00> : tensor<1x2x2x8xf32>
    %cst_0 = arith.constant dense<2.000000e+00> : tensor<1x4x8xf32>
    %0:2 = call @model(%cst, %cst_0) : (tensor<1x2x2x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x2x2x3xf32>, tensor<1x4x3xf32>)
    return
  }
}
