module attributes {tf_saved_model.semantics, tfl.description = "MLIR Converted.", tfl.metadata = {CONVERSION_METADATA = "\0C\00\00\00\08\00\0E\00\08\00\04\00\08\00\00\00\10\00\00\00(\00\00\00\00\00\06\00\08\00\04\00\06\00\00\00\04\00\00\00\01\00\00\00\EC\03\00\00\0C\00\18\00\14\00\10\00\0C\00\04\00\0C\00\00\00\A3\0B{\8B\0A\0C\93\A5\02\00\00\00\02\00\00\00\04\00\00\00\06\00\00\002.21.0\00\00", min_runtime_version = "1.6.0\00\00\00\00\00\00\00\00\00\00\00"}, tfl.schema_version = 3 : i32} {
  func.func @main(%arg0: tensor<1x16x16x3xi16> {tf_saved_model.index_path = ["keras_tensor_9"]}) -> (tensor<1x10xi16> {tf_saved_model.index_path = ["output_0"]}) attributes {tf.entry_function = {inputs = "serving_default_keras_tensor_9:0", outputs = "StatefulPartitionedCall_1:0"}, tf_saved_model.exported_names = ["serving_default"]} {
    %0 = tosa.const_shape  {values = dense<[3, 3, 8, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = "tosa.const"() <{values = dense<22> : tensor<10xi8>}> : () -> tensor<10xi8>
    %3 = "tosa.const"() <{values = dense<[26012, 20491, 21353, 22871, 27342, 28558, 25812, 27065, 28909, 19877]> : tensor<10xi16>}> : () -> tensor<10xi16>
    %4 = tosa.const_shape  {values = dense<[10, 1, 1, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %5 = "tosa.const"() <{values = dense<[[-75, -117, -76, 127, -59, -18, 46, 41], [127, -21, -18, 26, -23, -57, -52, -95], [-73, -11, -118, 112, -71, 127, -54, 90], [36, -51, -59, -32, -120, 127, -67, -2], [1, -61, -33, -119, 106, -5, 127, 91], [-83, -40, 101, 84, -14, -127, -72, -51], [67, -99, 81, 127, 83, -86, -99, -113], [-14, 126, 95, 86, -127, -20, 37, -8], [14, -109, 11, -21, 127, 15, -47, 36], [96, -92, 127, 2, 16, -37, -22, -34]]> : tensor<10x8xi8>}> : () -> tensor<10x8xi8>
    %6 = "tosa.const"() <{values = dense<35> : tensor<1xi8>}> : () -> tensor<1xi8>
    %7 = "tosa.const"() <{values = dense<1458230140> : tensor<1xi32>}> : () -> tensor<1xi32>
    %8 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %9 = "tosa.const"() <{values = dense<44> : tensor<1xi8>}> : () -> tensor<1xi8>
    %10 = "tosa.const"() <{values = dense<16> : tensor<1xi8>}> : () -> tensor<1xi8>
    %11 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %12 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %13 = "tosa.const"() <{values = dense<32> : tensor<1xi8>}> : () -> tensor<1xi8>
    %14 = "tosa.const"() <{values = dense<2097147917> : tensor<1xi32>}> : () -> tensor<1xi32>
    %15 = "tosa.const"() <{values = dense<15> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %16 = "tosa.const"() <{values = dense<[23, 23, 23, 24, 24, 23, 23, 23]> : tensor<8xi8>}> : () -> tensor<8xi8>
    %17 = "tosa.const"() <{values = dense<[16963, 17754, 18592, 30358, 25186, 19484, 16544, 18948]> : tensor<8xi16>}> : () -> tensor<8xi16>
    %18 = "tosa.const"() <{values = dense<[[[[-17, -65, -105, 30, -127, 45, 21, -86]]], [[[-104, 123, -29, 29, -51, -93, 127, -110]]], [[[-127, 47, 54, 92, 6, 51, 109, 75]]], [[[-39, 22, -103, -4, 19, -117, 27, -127]]], [[[0, -107, -112, 19, -1, -127, -80, -81]]], [[[64, 41, -127, 121, -96, 70, -27, 82]]], [[[-86, 127, -58, -32, -110, 18, 6, 50]]], [[[-119, -63, 127, -109, 48, -14, -66, -57]]]]> : tensor<8x1x1x8xi8>}> : () -> tensor<8x1x1x8xi8>
    %19 = "tosa.const"() <{values = dense<[22, 22, 23, 22, 22, 22, 23, 22]> : tensor<8xi8>}> : () -> tensor<8xi8>
    %20 = "tosa.const"() <{values = dense<[17706, 16894, 32203, 17507, 17343, 16447, 20956, 17058]> : tensor<8xi16>}> : () -> tensor<8xi16>
    %21 = "tosa.const"() <{values = dense<[[[[26, -78, -22, -59, 102, 127, -37, 91], [34, -33, 33, 74, -127, 8, -77, 52], [114, -94, 14, -86, -54, 65, -127, 115]], [[119, 98, 127, 122, 53, 60, 44, 39], [7, 127, 49, 22, -16, -127, -100, 31], [37, -123, -67, -111, 9, -87, -113, 113]], [[-5, 20, -2, 70, -96, 88, -41, 2], [127, -91, -112, 114, -86, 72, 119, -127], [-102, -100, 40, 127, -123, 109, 76, -108]]]]> : tensor<1x3x3x8xi8>}> : () -> tensor<1x3x3x8xi8>
    %22 = "tosa.const"() <{values = dense<24> : tensor<8xi8>}> : () -> tensor<8xi8>
    %23 = "tosa.const"() <{values = dense<[18851, 17342, 18466, 18771, 18098, 16488, 18866, 18473]> : tensor<8xi16>}> : () -> tensor<8xi16>
    %24 = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
    %25 = "tosa.const"() <{values = dense<"0x1A04AB18FC83F7539BB198FC7ACA906A96EEA0AF288B28C0587FB0818E788C25AE17A98308DEC83465C73BD6CF70B9DD7F88D9AE9D1C7E6577A28D0C116DA820E4EF0E7C0657E258EC16938F017F47BBD08B779DA5D07F7A410D3FA3346A3510B3E0587470A03650065161897875B6EBA0F3D2C375A44904F0EADDC981BF24CD33A47C96A2B819B85DAB60CF62206C687F77C5DAA7DD6732386A8F75B5024BF93F735FBC84DA8F7F9C58716923C78283F4F43244A5EF6432FCD8FFEDAB608AACF9F56D0F7FC52A61B140AA59B231B8999FB9A5BBD458ABB6"> : tensor<8x3x3x3xi8>}> : () -> tensor<8x3x3x3xi8>
    %26 = "tosa.const"() <{values = dense<0> : tensor<8xi48>}> : () -> tensor<8xi48>
    %27 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %28 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %29 = tosa.conv2d %arg0, %25, %26, %27, %28 {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x3xi16>, tensor<8x3x3x3xi8>, tensor<8xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x16x16x8xi48>
    %30 = tosa.rescale %29, %23, %22, %24, %27 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x16x16x8xi48>, tensor<8xi16>, tensor<8xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x16x16x8xi16>
    %31 = tosa.clamp %30 {max_val = 32767 : i16, min_val = 0 : i16} : (tensor<1x16x16x8xi16>) -> tensor<1x16x16x8xi16>
    %32 = tosa.reshape %21, %0 : (tensor<1x3x3x8xi8>, !tosa.shape<4>) -> tensor<3x3x8x1xi8>
    %33 = tosa.depthwise_conv2d %31, %32, %26, %27, %28 {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi16>, tensor<3x3x8x1xi8>, tensor<8xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x16x16x8xi48>
    %34 = tosa.rescale %33, %20, %19, %24, %27 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x16x16x8xi48>, tensor<8xi16>, tensor<8xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x16x16x8xi16>
    %35 = tosa.clamp %34 {max_val = 32767 : i16, min_val = 0 : i16} : (tensor<1x16x16x8xi16>) -> tensor<1x16x16x8xi16>
    %36 = tosa.conv2d %35, %18, %26, %27, %28 {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi16>, tensor<8x1x1x8xi8>, tensor<8xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x16x16x8xi48>
    %37 = tosa.rescale %36, %17, %16, %24, %27 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x16x16x8xi48>, tensor<8xi16>, tensor<8xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x16x16x8xi16>
    %38 = tosa.cast %31 : (tensor<1x16x16x8xi16>) -> tensor<1x16x16x8xi32>
    %39 = tosa.logical_left_shift %38, %15 : (tensor<1x16x16x8xi32>, tensor<1x1x1x1xi32>) -> tensor<1x16x16x8xi32>
    %40 = tosa.rescale %39, %14, %13, %12, %12 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x16x16x8xi32>
    %41 = tosa.rescale %37, %11, %10, %27, %12 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<1x16x16x8xi32>
    %42 = tosa.add %40, %41 : (tensor<1x16x16x8xi32>, tensor<1x16x16x8xi32>) -> tensor<1x16x16x8xi32>
    %43 = tosa.rescale %42, %11, %9, %12, %27 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<1x16x16x8xi16>
    %44 = tosa.max_pool2d %43 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x8xi16>) -> tensor<1x8x8x8xi16>
    %45 = tosa.rescale %44, %11, %8, %27, %12 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x8xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<1x8x8x8xi32>
    %46 = tosa.reduce_sum %45 {axis = 1 : i32} : (tensor<1x8x8x8xi32>) -> tensor<1x1x8x8xi32>
    %47 = tosa.reduce_sum %46 {axis = 2 : i32} : (tensor<1x1x8x8xi32>) -> tensor<1x1x1x8xi32>
    %48 = tosa.rescale %47, %7, %6, %12, %27 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<1x1x1x8xi16>
    %49 = tosa.reshape %5, %4 : (tensor<10x8xi8>, !tosa.shape<4>) -> tensor<10x1x1x8xi8>
    %50 = tosa.conv2d %48, %49, %24, %27, %28 {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x8xi16>, tensor<10x1x1x8xi8>, tensor<1xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x1x1x10xi48>
    %51 = tosa.rescale %50, %3, %2, %24, %27 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x1x1x10xi48>, tensor<10xi16>, tensor<10xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x1x1x10xi16>
    %52 = tosa.reshape %51, %1 : (tensor<1x1x1x10xi16>, !tosa.shape<2>) -> tensor<1x10xi16>
    return %52 : tensor<1x10xi16>
  }
}
