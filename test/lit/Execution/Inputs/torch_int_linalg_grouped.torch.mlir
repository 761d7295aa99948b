// The torch-dialect input of torch_int_linalg_grouped.mlir (see there).
func.func @forward(%x: !torch.vtensor<[1,8,5,5],f32>) -> !torch.vtensor<[1,4,3,3],f32> {
  %false = torch.constant.bool false
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %int12 = torch.constant.int 12
  %s_in = torch.constant.float 0.0625
  %zp_in = torch.constant.int -5
  %s_w1 = torch.constant.float 0.0078125
  %s_h = torch.constant.float 0.125
  %zp_h = torch.constant.int -128
  %s_w2 = torch.constant.float 0.015625
  %s_o = torch.constant.float 0.25
  %zp_o = torch.constant.int 3
  // input quantization
  %q0 = torch.aten.quantize_per_tensor %x, %s_in, %zp_in, %int12 : !torch.vtensor<[1,8,5,5],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[1,8,5,5],!torch.qint8>
  %i0 = torch.aten.int_repr %q0 : !torch.vtensor<[1,8,5,5],!torch.qint8> -> !torch.vtensor<[1,8,5,5],si8>
  %m0 = torch.aten._make_per_tensor_quantized_tensor %i0, %s_in, %zp_in : !torch.vtensor<[1,8,5,5],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,8,5,5],!torch.qint8>
  %d0 = torch.aten.dequantize.self %m0 : !torch.vtensor<[1,8,5,5],!torch.qint8> -> !torch.vtensor<[1,8,5,5],f32>
  // grouped conv 3x3 pad 1: 2 groups of 4 channels in and out, with bias
  %w1 = torch.vtensor.literal(dense<[[[[-122,112,-71],[73,-56,-106],[-57,-71,-10]],[[-57,-53,-112],[-97,-59,-10],[101,83,-24]],[[-81,-68,-118],[78,46,-27],[-23,41,72]],[[58,-2,-21],[-17,85,-98],[-102,-36,54]]],[[[-60,-24,-53],[64,-113,-84],[96,-17,-22]],[[93,60,-29],[41,-16,118],[-107,6,44]],[[22,43,74],[118,33,-19],[-80,28,-38]],[[23,-81,-40],[-30,-114,63],[-80,76,17]]],[[[28,-28,-70],[104,-25,42],[99,78,-104]],[[-68,9,-78],[-67,-29,-26],[43,-45,-51]],[[115,-99,127],[14,62,123],[-109,-71,120]],[[-58,126,-116],[2,122,112],[50,-7,-123]]],[[[-79,64,16],[100,-38,-105],[-61,-65,-103]],[[-23,-30,24],[-34,104,77],[-12,-29,108]],[[29,111,38],[-60,62,-65],[49,-30,21]],[[66,-43,-107],[-68,89,-22],[-56,-3,66]]],[[[29,-24,89],[29,-4,9],[-109,-112,113]],[[12,4,-25],[94,58,-21],[77,-111,99]],[[68,-27,-6],[-19,36,48],[24,60,-71]],[[-18,-95,-1],[117,127,103],[14,-36,85]]],[[[-111,-94,119],[-50,24,114],[-126,-128,13]],[[66,11,17],[25,-3,29],[78,-9,-6]],[[-56,35,-79],[-32,-118,63],[124,28,112]],[[4,30,70],[75,-19,-15],[82,-104,-4]]],[[[-6,-104,82],[37,11,-73],[-97,39,-1]],[[123,90,-56],[-104,30,32],[-106,81,-13]],[[97,-56,-89],[-117,124,114],[97,11,117]],[[116,-127,45],[-8,-42,-83],[110,55,-99]]],[[[72,36,71],[-25,86,-16],[-99,100,-109]],[[83,102,77],[-59,35,91],[-6,3,-82]],[[104,-100,-58],[29,-28,-64],[67,111,-11]],[[12,46,46],[87,32,11],[97,87,47]]]]> : tensor<8x4x3x3xsi8>) : !torch.vtensor<[8,4,3,3],si8>
  %mw1 = torch.aten._make_per_tensor_quantized_tensor %w1, %s_w1, %int0 : !torch.vtensor<[8,4,3,3],si8>, !torch.float, !torch.int -> !torch.vtensor<[8,4,3,3],!torch.qint8>
  %dw1 = torch.aten.dequantize.self %mw1 : !torch.vtensor<[8,4,3,3],!torch.qint8> -> !torch.vtensor<[8,4,3,3],f32>
  %b1 = torch.vtensor.literal(dense<[0.5, -0.25, 0.1, 0.0, 1.0, 2.0, -1.0, 0.3]> : tensor<8xf32>) : !torch.vtensor<[8],f32>
  %l11 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %l22 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %l00 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %c1 = torch.aten.convolution %d0, %dw1, %b1, %l11, %l11, %l11, %false, %l00, %int2 : !torch.vtensor<[1,8,5,5],f32>, !torch.vtensor<[8,4,3,3],f32>, !torch.vtensor<[8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,8,5,5],f32>
  %r1 = torch.aten.relu %c1 : !torch.vtensor<[1,8,5,5],f32> -> !torch.vtensor<[1,8,5,5],f32>
  %q1 = torch.aten.quantize_per_tensor %r1, %s_h, %zp_h, %int12 : !torch.vtensor<[1,8,5,5],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[1,8,5,5],!torch.qint8>
  %i1 = torch.aten.int_repr %q1 : !torch.vtensor<[1,8,5,5],!torch.qint8> -> !torch.vtensor<[1,8,5,5],si8>
  %m1 = torch.aten._make_per_tensor_quantized_tensor %i1, %s_h, %zp_h : !torch.vtensor<[1,8,5,5],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,8,5,5],!torch.qint8>
  %d1 = torch.aten.dequantize.self %m1 : !torch.vtensor<[1,8,5,5],!torch.qint8> -> !torch.vtensor<[1,8,5,5],f32>
  // grouped conv 1x1 stride 2: 4 groups of 2 channels in, 1 out, no bias
  %w2 = torch.vtensor.literal(dense<[[[[-93]],[[-33]]],[[[-13]],[[5]]],[[[-42]],[[-69]]],[[[-73]],[[30]]]]> : tensor<4x2x1x1xsi8>) : !torch.vtensor<[4,2,1,1],si8>
  %mw2 = torch.aten._make_per_tensor_quantized_tensor %w2, %s_w2, %int0 : !torch.vtensor<[4,2,1,1],si8>, !torch.float, !torch.int -> !torch.vtensor<[4,2,1,1],!torch.qint8>
  %dw2 = torch.aten.dequantize.self %mw2 : !torch.vtensor<[4,2,1,1],!torch.qint8> -> !torch.vtensor<[4,2,1,1],f32>
  %c2 = torch.aten.convolution %d1, %dw2, %none, %l22, %l00, %l11, %false, %l00, %int4 : !torch.vtensor<[1,8,5,5],f32>, !torch.vtensor<[4,2,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,3,3],f32>
  %q2 = torch.aten.quantize_per_tensor %c2, %s_o, %zp_o, %int12 : !torch.vtensor<[1,4,3,3],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[1,4,3,3],!torch.qint8>
  %i2 = torch.aten.int_repr %q2 : !torch.vtensor<[1,4,3,3],!torch.qint8> -> !torch.vtensor<[1,4,3,3],si8>
  %m2 = torch.aten._make_per_tensor_quantized_tensor %i2, %s_o, %zp_o : !torch.vtensor<[1,4,3,3],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,4,3,3],!torch.qint8>
  %d2 = torch.aten.dequantize.self %m2 : !torch.vtensor<[1,4,3,3],!torch.qint8> -> !torch.vtensor<[1,4,3,3],f32>
  return %d2 : !torch.vtensor<[1,4,3,3],f32>
}
