// The torch-dialect input of torch_int_linalg_net.mlir (see there).
func.func @forward(%x: !torch.vtensor<[1,2,5,5],f32>) -> !torch.vtensor<[1,4],f32> {
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %int12 = torch.constant.int 12
  %s_in = torch.constant.float 0.0625
  %zp_in = torch.constant.int -5
  %s_w1 = torch.constant.float 0.015625
  %s_h = torch.constant.float 0.125
  %zp_h = torch.constant.int -128
  %s_w2 = torch.constant.float 0.03125
  %s_h2 = torch.constant.float 0.25
  %zp_h2 = torch.constant.int 2
  %s_w3 = torch.constant.float 0.0078125
  // input quantization
  %q0 = torch.aten.quantize_per_tensor %x, %s_in, %zp_in, %int12 : !torch.vtensor<[1,2,5,5],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[1,2,5,5],!torch.qint8>
  %i0 = torch.aten.int_repr %q0 : !torch.vtensor<[1,2,5,5],!torch.qint8> -> !torch.vtensor<[1,2,5,5],si8>
  %m0 = torch.aten._make_per_tensor_quantized_tensor %i0, %s_in, %zp_in : !torch.vtensor<[1,2,5,5],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,2,5,5],!torch.qint8>
  %d0 = torch.aten.dequantize.self %m0 : !torch.vtensor<[1,2,5,5],!torch.qint8> -> !torch.vtensor<[1,2,5,5],f32>
  // conv 3x3 pad 1, 2 -> 3 channels, with bias
  %w1 = torch.vtensor.literal(dense<[[[[1,-2,3],[4,5,-6],[7,8,9]],[[-1,2,-3],[40,-50,6],[0,0,127]]],[[[-128,2,3],[4,5,6],[7,8,9]],[[1,2,3],[4,5,6],[7,8,9]]],[[[10,20,30],[-40,50,60],[70,-80,90]],[[11,-21,31],[41,51,-61],[71,81,91]]]]> : tensor<3x2x3x3xsi8>) : !torch.vtensor<[3,2,3,3],si8>
  %mw1 = torch.aten._make_per_tensor_quantized_tensor %w1, %s_w1, %int0 : !torch.vtensor<[3,2,3,3],si8>, !torch.float, !torch.int -> !torch.vtensor<[3,2,3,3],!torch.qint8>
  %dw1 = torch.aten.dequantize.self %mw1 : !torch.vtensor<[3,2,3,3],!torch.qint8> -> !torch.vtensor<[3,2,3,3],f32>
  %b1 = torch.vtensor.literal(dense<[0.5, -0.25, 0.1]> : tensor<3xf32>) : !torch.vtensor<[3],f32>
  %l11 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %l00 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %c1 = torch.aten.convolution %d0, %dw1, %b1, %l11, %l11, %l11, %false, %l00, %int1 : !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[3,2,3,3],f32>, !torch.vtensor<[3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,5,5],f32>
  %r1 = torch.aten.relu %c1 : !torch.vtensor<[1,3,5,5],f32> -> !torch.vtensor<[1,3,5,5],f32>
  %q1 = torch.aten.quantize_per_tensor %r1, %s_h, %zp_h, %int12 : !torch.vtensor<[1,3,5,5],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[1,3,5,5],!torch.qint8>
  %i1 = torch.aten.int_repr %q1 : !torch.vtensor<[1,3,5,5],!torch.qint8> -> !torch.vtensor<[1,3,5,5],si8>
  %m1 = torch.aten._make_per_tensor_quantized_tensor %i1, %s_h, %zp_h : !torch.vtensor<[1,3,5,5],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,3,5,5],!torch.qint8>
  %d1 = torch.aten.dequantize.self %m1 : !torch.vtensor<[1,3,5,5],!torch.qint8> -> !torch.vtensor<[1,3,5,5],f32>
  // depthwise 3x3 stride 2, no bias
  %w2 = torch.vtensor.literal(dense<[[[[1,2,3],[4,-5,6],[7,8,9]]],[[[-9,8,-7],[6,5,4],[3,2,100]]],[[[0,1,0],[1,-4,1],[0,1,0]]]]> : tensor<3x1x3x3xsi8>) : !torch.vtensor<[3,1,3,3],si8>
  %mw2 = torch.aten._make_per_tensor_quantized_tensor %w2, %s_w2, %int0 : !torch.vtensor<[3,1,3,3],si8>, !torch.float, !torch.int -> !torch.vtensor<[3,1,3,3],!torch.qint8>
  %dw2 = torch.aten.dequantize.self %mw2 : !torch.vtensor<[3,1,3,3],!torch.qint8> -> !torch.vtensor<[3,1,3,3],f32>
  %none = torch.constant.none
  %int2 = torch.constant.int 2
  %l22 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %c2 = torch.aten.convolution %d1, %dw2, %none, %l22, %l00, %l11, %false, %l00, %int3 : !torch.vtensor<[1,3,5,5],f32>, !torch.vtensor<[3,1,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,2,2],f32>
  %q2 = torch.aten.quantize_per_tensor %c2, %s_h2, %zp_h2, %int12 : !torch.vtensor<[1,3,2,2],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[1,3,2,2],!torch.qint8>
  %i2 = torch.aten.int_repr %q2 : !torch.vtensor<[1,3,2,2],!torch.qint8> -> !torch.vtensor<[1,3,2,2],si8>
  %m2 = torch.aten._make_per_tensor_quantized_tensor %i2, %s_h2, %zp_h2 : !torch.vtensor<[1,3,2,2],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,3,2,2],!torch.qint8>
  %d2 = torch.aten.dequantize.self %m2 : !torch.vtensor<[1,3,2,2],!torch.qint8> -> !torch.vtensor<[1,3,2,2],f32>
  %int12b = torch.constant.int 12
  %shape = torch.prim.ListConstruct %int1, %int12b : (!torch.int, !torch.int) -> !torch.list<int>
  %flat = torch.aten.reshape %d2, %shape : !torch.vtensor<[1,3,2,2],f32>, !torch.list<int> -> !torch.vtensor<[1,12],f32>
  // linear 12 -> 4 as mm + bias add
  %w3 = torch.vtensor.literal(dense<[[1,2,3,4],[5,6,7,8],[9,10,11,12],[-1,-2,-3,-4],[127,-128,0,1],[2,3,5,7],[11,13,17,19],[-23,29,-31,37],[41,-43,47,53],[0,0,0,1],[1,0,0,0],[-5,5,-5,5]]> : tensor<12x4xsi8>) : !torch.vtensor<[12,4],si8>
  %mw3 = torch.aten._make_per_tensor_quantized_tensor %w3, %s_w3, %int0 : !torch.vtensor<[12,4],si8>, !torch.float, !torch.int -> !torch.vtensor<[12,4],!torch.qint8>
  %dw3 = torch.aten.dequantize.self %mw3 : !torch.vtensor<[12,4],!torch.qint8> -> !torch.vtensor<[12,4],f32>
  %mm = torch.aten.mm %flat, %dw3 : !torch.vtensor<[1,12],f32>, !torch.vtensor<[12,4],f32> -> !torch.vtensor<[1,4],f32>
  %b3 = torch.vtensor.literal(dense<[0.1, 0.2, -0.3, 0.4]> : tensor<4xf32>) : !torch.vtensor<[4],f32>
  %alpha = torch.constant.int 1
  %out = torch.aten.add.Tensor %mm, %b3, %alpha : !torch.vtensor<[1,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[1,4],f32>
  return %out : !torch.vtensor<[1,4],f32>
}
