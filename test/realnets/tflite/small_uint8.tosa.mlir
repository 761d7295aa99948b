module attributes {tf_saved_model.semantics, tfl.description = "MLIR Converted.", tfl.metadata = {CONVERSION_METADATA = "\0C\00\00\00\08\00\0E\00\08\00\04\00\08\00\00\00\10\00\00\00(\00\00\00\00\00\06\00\08\00\04\00\06\00\00\00\04\00\00\00\01\00\00\00\EB\03\00\00\0C\00\18\00\14\00\10\00\0C\00\04\00\0C\00\00\00(\85\04'\B7\06\B2\A2\02\00\00\00\02\00\00\00\04\00\00\00\06\00\00\002.21.0\00\00", min_runtime_version = "1.14.0\00\00\00\00\00\00\00\00\00\00"}, tfl.schema_version = 3 : i32} {
  func.func @main(%arg0: tensor<1x16x16x3xui8> {tf_saved_model.index_path = ["keras_tensor_9"]}) -> (tensor<1x10xui8> {tf_saved_model.index_path = ["output_0"]}) attributes {tf.entry_function = {inputs = "serving_default_keras_tensor_9:0", outputs = "StatefulPartitionedCall_1:0"}, tf_saved_model.exported_names = ["serving_default"]} {
    %0 = tosa.const_shape  {values = dense<[3, 3, 8, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = "tosa.const"() <{values = dense<[39, 39, 39, 39, 39, 39, 40, 39, 39, 39]> : tensor<10xi8>}> : () -> tensor<10xi8>
    %3 = "tosa.const"() <{values = dense<[1082309236, 1259049388, 1139521219, 1313229448, 1133125056, 1282389211, 1878084847, 1087766782, 1331112912, 1302407268]> : tensor<10xi32>}> : () -> tensor<10xi32>
    %4 = tosa.const_shape  {values = dense<[10, 1, 1, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %5 = "tosa.const"() <{values = dense<[[127, 24, -103, 40, -21, 80, -16, 77], [43, -119, 87, -43, -74, -126, 121, -127], [127, 46, 59, 97, -43, 115, -2, -67], [127, -56, 107, -60, 24, -39, 107, -76], [29, -127, 90, 75, 60, -73, 126, 117], [47, -103, -121, -18, 83, 127, -114, -99], [14, 93, 109, -127, -76, -72, -124, 13], [103, 68, -105, -54, 16, -127, 125, -74], [-74, -41, 37, 56, -127, 85, -99, 123], [-126, -127, -116, -26, 113, 100, -4, 99]]> : tensor<10x8xi8>}> : () -> tensor<10x8xi8>
    %6 = "tosa.const"() <{values = dense<35> : tensor<1xi8>}> : () -> tensor<1xi8>
    %7 = "tosa.const"() <{values = dense<1593522827> : tensor<1xi32>}> : () -> tensor<1xi32>
    %8 = "tosa.const"() <{values = dense<49> : tensor<1xi8>}> : () -> tensor<1xi8>
    %9 = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
    %10 = "tosa.const"() <{values = dense<32> : tensor<1xi8>}> : () -> tensor<1xi8>
    %11 = "tosa.const"() <{values = dense<1711451786> : tensor<1xi32>}> : () -> tensor<1xi32>
    %12 = "tosa.const"() <{values = dense<40> : tensor<8xi8>}> : () -> tensor<8xi8>
    %13 = "tosa.const"() <{values = dense<[1494745582, 1558773658, 1579391465, 1559713005, 1543691853, 1425478572, 1135143688, 1415284316]> : tensor<8xi32>}> : () -> tensor<8xi32>
    %14 = "tosa.const"() <{values = dense<-83> : tensor<1xi8>}> : () -> tensor<1xi8>
    %15 = "tosa.const"() <{values = dense<0> : tensor<8xi32>}> : () -> tensor<8xi32>
    %16 = "tosa.const"() <{values = dense<[[[[2, 38, 127, 30, -14, -94, 56, -92]]], [[[117, -64, 3, 127, -106, 68, -60, -41]]], [[[-127, 75, -19, 55, -10, -96, -73, 24]]], [[[-26, 102, -46, 29, 43, 0, 127, 96]]], [[[-90, 117, 8, -74, 127, 21, -122, -19]]], [[[-36, 125, 126, 56, 117, -127, 81, -45]]], [[[-80, -17, -127, -29, 16, -20, -19, -74]]], [[[127, 110, 94, 121, 92, 44, 70, -105]]]]> : tensor<8x1x1x8xi8>}> : () -> tensor<8x1x1x8xi8>
    %17 = "tosa.const"() <{values = dense<38> : tensor<8xi8>}> : () -> tensor<8xi8>
    %18 = "tosa.const"() <{values = dense<[1311758907, 1443644658, 1391339421, 1485891075, 1448079879, 1480986175, 1331327710, 1291358191]> : tensor<8xi32>}> : () -> tensor<8xi32>
    %19 = "tosa.const"() <{values = dense<0> : tensor<8xi32>}> : () -> tensor<8xi32>
    %20 = "tosa.const"() <{values = dense<[[[[-19, 106, -95, -101, -7, 73, 117, -96], [-14, 17, -12, 127, 70, 11, 95, -67], [-55, 1, -15, 37, -119, 127, -116, 127]], [[65, 127, 17, -80, 7, -67, 59, -77], [115, -87, -110, -33, 36, 50, 84, 2], [127, -112, 38, 108, -3, 46, 79, -6]], [[-31, 85, -127, 106, 91, 24, 26, 29], [-118, -29, -114, 54, -67, 64, -127, 107], [-8, -93, -6, -91, 127, 33, 5, 23]]]]> : tensor<1x3x3x8xi8>}> : () -> tensor<1x3x3x8xi8>
    %21 = "tosa.const"() <{values = dense<[39, 39, 39, 39, 39, 40, 39, 39]> : tensor<8xi8>}> : () -> tensor<8xi8>
    %22 = "tosa.const"() <{values = dense<[1257427010, 1140399795, 1267316230, 1184513010, 1281353086, 2014748003, 1241054106, 1263547234]> : tensor<8xi32>}> : () -> tensor<8xi32>
    %23 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %24 = "tosa.const"() <{values = dense<0> : tensor<8xi32>}> : () -> tensor<8xi32>
    %25 = "tosa.const"() <{values = dense<"0x3FA481EAA3B53BA2403352916BD31394059C44E922DE656DC7163F02A99146D5A4BC060A52DB16BA61197845E9BAAF5D7F196B9215C57FFC4EC5BECDB6B655A16E90E9A278591EC90D5C26CE28CB6A0BA6E4859B6F108B3C2E8C879B1D8484AE7F3D8A65CAE9BD52786311FC5FD95D7F731E74A872FBF6003F2BE917DBE5A3A6AB65B6175A87CC9F68B88911ABDE815B4FF41D83379055D590A5000077ACC286C470E253C122E4CEB70F40311952E30F4C546BB326D9814BC7CC85A131EC7C9205845F0BB37F432614B901788D16D5CAF53F1786A77248AE"> : tensor<8x3x3x3xi8>}> : () -> tensor<8x3x3x3xi8>
    %26 = "tosa.const"() <{values = dense<10> : tensor<1xi8>}> : () -> tensor<1xi8>
    %27 = "tosa.const"() <{values = dense<-118> : tensor<1xi8>}> : () -> tensor<1xi8>
    %28 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %29 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %30 = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
    %31 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %32 = tosa.rescale %arg0, %28, %29, %30, %31 {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x16x3xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x3xi8>
    %33 = tosa.rescale %32, %28, %29, %31, %31 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x3xi8>
    %34 = tosa.conv2d %33, %25, %24, %31, %31 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x3xi8>, tensor<8x3x3x3xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x8xi32>
    %35 = tosa.rescale %34, %22, %21, %23, %30 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16x8xi8>
    %36 = tosa.clamp %35 {max_val = 127 : i8, min_val = -128 : i8} : (tensor<1x16x16x8xi8>) -> tensor<1x16x16x8xi8>
    %37 = tosa.reshape %20, %0 : (tensor<1x3x3x8xi8>, !tosa.shape<4>) -> tensor<3x3x8x1xi8>
    %38 = tosa.depthwise_conv2d %36, %37, %19, %30, %31 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi8>, tensor<3x3x8x1xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x8xi32>
    %39 = tosa.rescale %38, %18, %17, %23, %30 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16x8xi8>
    %40 = tosa.clamp %39 {max_val = 127 : i8, min_val = -128 : i8} : (tensor<1x16x16x8xi8>) -> tensor<1x16x16x8xi8>
    %41 = tosa.conv2d %40, %16, %15, %30, %31 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi8>, tensor<8x1x1x8xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x8xi32>
    %42 = tosa.rescale %41, %13, %12, %23, %14 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16x8xi8>
    %43 = tosa.rescale %36, %28, %26, %30, %23 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x16x8xi32>
    %44 = tosa.rescale %43, %11, %10, %23, %23 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x16x16x8xi32>
    %45 = tosa.rescale %42, %28, %9, %14, %23 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x16x8xi32>
    %46 = tosa.add %44, %45 : (tensor<1x16x16x8xi32>, tensor<1x16x16x8xi32>) -> tensor<1x16x16x8xi32>
    %47 = tosa.rescale %46, %28, %8, %23, %14 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16x8xi8>
    %48 = tosa.max_pool2d %47 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x8xi8>) -> tensor<1x8x8x8xi8>
    %49 = tosa.rescale %48, %28, %29, %14, %23 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x8xi32>
    %50 = tosa.reduce_sum %49 {axis = 1 : i32} : (tensor<1x8x8x8xi32>) -> tensor<1x1x8x8xi32>
    %51 = tosa.reduce_sum %50 {axis = 2 : i32} : (tensor<1x1x8x8xi32>) -> tensor<1x1x1x8xi32>
    %52 = tosa.rescale %51, %7, %6, %23, %30 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x8xi8>
    %53 = tosa.reshape %5, %4 : (tensor<10x8xi8>, !tosa.shape<4>) -> tensor<10x1x1x8xi8>
    %54 = tosa.conv2d %52, %53, %23, %30, %31 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x8xi8>, tensor<10x1x1x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x10xi32>
    %55 = tosa.rescale %54, %3, %2, %23, %26 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x10xi32>, tensor<10xi32>, tensor<10xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x10xi8>
    %56 = tosa.reshape %55, %1 : (tensor<1x1x1x10xi8>, !tosa.shape<2>) -> tensor<1x10xi8>
    %57 = tosa.rescale %56, %28, %29, %26, %26 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x10xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x10xi8>
    %58 = tosa.rescale %57, %28, %29, %26, %27 {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x10xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x10xui8>
    return %58 : tensor<1x10xui8>
  }
}
