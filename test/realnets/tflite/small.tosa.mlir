module attributes {tf_saved_model.semantics, tfl.description = "MLIR Converted.", tfl.metadata = {CONVERSION_METADATA = "\0C\00\00\00\08\00\0E\00\08\00\04\00\08\00\00\00\10\00\00\00(\00\00\00\00\00\06\00\08\00\04\00\06\00\00\00\04\00\00\00\01\00\00\00\EB\03\00\00\0C\00\18\00\14\00\10\00\0C\00\04\00\0C\00\00\00h\CCV\E2\F2\19w\89\02\00\00\00\02\00\00\00\04\00\00\00\06\00\00\002.21.0\00\00", min_runtime_version = "1.14.0\00\00\00\00\00\00\00\00\00\00"}, tfl.schema_version = 3 : i32} {
  func.func @main(%arg0: tensor<1x16x16x3xi8> {tf_saved_model.index_path = ["keras_tensor_9"]}) -> (tensor<1x10xi8> {tf_saved_model.index_path = ["output_0"]}) attributes {tf.entry_function = {inputs = "serving_default_keras_tensor_9:0", outputs = "StatefulPartitionedCall_1:0"}, tf_saved_model.exported_names = ["serving_default"]} {
    %0 = tosa.const_shape  {values = dense<[3, 3, 8, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = "tosa.const"() <{values = dense<40> : tensor<10xi8>}> : () -> tensor<10xi8>
    %3 = "tosa.const"() <{values = dense<[1831970722, 1757599203, 1858170906, 1559222832, 1598628133, 1707026117, 1681482772, 1570410778, 1872013085, 1207024496]> : tensor<10xi32>}> : () -> tensor<10xi32>
    %4 = "tosa.const"() <{values = dense<43> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.const_shape  {values = dense<[10, 1, 1, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %6 = "tosa.const"() <{values = dense<[[-95, 127, 44, -55, -46, 52, -78, 106], [51, 6, -40, 94, 108, -114, -127, -34], [-23, 61, -75, 103, -18, -66, 82, 127], [63, 3, -127, -126, 61, 95, -17, -5], [127, -105, -10, -68, -112, -52, 11, -70], [24, -37, -69, -122, -78, -54, -127, -114], [38, -75, 74, -38, -127, -82, -52, -49], [127, 55, -11, -56, -81, -6, -73, -57], [-14, -123, -127, 18, -25, -89, 122, -37], [-66, -101, 63, 86, -93, 101, -127, -19]]> : tensor<10x8xi8>}> : () -> tensor<10x8xi8>
    %7 = "tosa.const"() <{values = dense<35> : tensor<1xi8>}> : () -> tensor<1xi8>
    %8 = "tosa.const"() <{values = dense<1853031422> : tensor<1xi32>}> : () -> tensor<1xi32>
    %9 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %10 = "tosa.const"() <{values = dense<49> : tensor<1xi8>}> : () -> tensor<1xi8>
    %11 = "tosa.const"() <{values = dense<1075186752> : tensor<1xi32>}> : () -> tensor<1xi32>
    %12 = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
    %13 = "tosa.const"() <{values = dense<32> : tensor<1xi8>}> : () -> tensor<1xi8>
    %14 = "tosa.const"() <{values = dense<1738501846> : tensor<1xi32>}> : () -> tensor<1xi32>
    %15 = "tosa.const"() <{values = dense<10> : tensor<1xi8>}> : () -> tensor<1xi8>
    %16 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %17 = "tosa.const"() <{values = dense<[40, 40, 40, 40, 40, 41, 40, 40]> : tensor<8xi8>}> : () -> tensor<8xi8>
    %18 = "tosa.const"() <{values = dense<[1304390674, 1404332772, 1465110580, 1564610109, 1440648601, 1761035074, 1460879631, 1265363337]> : tensor<8xi32>}> : () -> tensor<8xi32>
    %19 = "tosa.const"() <{values = dense<-62> : tensor<1xi8>}> : () -> tensor<1xi8>
    %20 = "tosa.const"() <{values = dense<0> : tensor<8xi32>}> : () -> tensor<8xi32>
    %21 = "tosa.const"() <{values = dense<[[[[-102, 96, -54, -127, 124, 122, 28, -65]]], [[[-21, -127, -67, 33, 86, 14, -64, 119]]], [[[77, 62, -53, 127, -55, -61, -64, -96]]], [[[-127, -46, 103, -27, -69, -27, -121, 15]]], [[[25, 64, 20, 20, 95, 60, -111, -127]]], [[[-51, -127, -71, -22, -104, -99, 40, 15]]], [[[-55, 68, 124, -45, -93, -127, 55, 110]]], [[[90, -16, 31, 127, 38, -11, 91, -85]]]]> : tensor<8x1x1x8xi8>}> : () -> tensor<8x1x1x8xi8>
    %22 = "tosa.const"() <{values = dense<38> : tensor<8xi8>}> : () -> tensor<8xi8>
    %23 = "tosa.const"() <{values = dense<[1295318418, 1484800846, 1510214867, 1391295728, 1529672315, 1475389291, 1459315485, 1486951229]> : tensor<8xi32>}> : () -> tensor<8xi32>
    %24 = "tosa.const"() <{values = dense<0> : tensor<8xi32>}> : () -> tensor<8xi32>
    %25 = "tosa.const"() <{values = dense<[[[[127, -53, 80, 66, 35, 95, 76, 82], [57, 32, 105, -127, -127, 98, 71, -27], [26, 45, -12, 10, 4, -47, 20, -54]], [[116, 33, 5, -24, -23, 112, 121, -104], [-12, 100, -69, 67, -100, -16, -22, -127], [121, 12, 52, -16, 27, -60, 103, -96]], [[-106, -127, -14, 2, -69, -63, -114, -119], [-115, 62, 83, 31, -75, 127, -127, -33], [-126, 100, 127, 69, 62, -78, 105, 58]]]]> : tensor<1x3x3x8xi8>}> : () -> tensor<1x3x3x8xi8>
    %26 = "tosa.const"() <{values = dense<39> : tensor<8xi8>}> : () -> tensor<8xi8>
    %27 = "tosa.const"() <{values = dense<[1183656696, 1242209488, 1187018908, 1219843227, 1205023239, 1178851808, 1187939324, 1183626752]> : tensor<8xi32>}> : () -> tensor<8xi32>
    %28 = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
    %29 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %30 = "tosa.const"() <{values = dense<"0xF1D5665D6C63B8D747AF7F3FE2BD762E875715C75203A34406E416E3600157FFBB51DC4D83FA71F67706339FF44F788D7F1F042E8F661EC37FF3BC550B3647DDA5BDDFA0F027A8A423BC3C2E88D635AF9EC521FDB381C08F95AAA90B9FE572F235C460BD32551342D5CFF6326F8EC747B12EB0F184F4B5D6DB46E61181A79DA6BDC1F4E82766CE1CEB46724062CBF4071B9A8C6B0819E9CA218BF6CC0CA0B0818BA8C92A107F45A6C182126B5D735900AF7EE0568317B0BB027B5458CCD76CCE667A4C7FF2F6F591BC925C54D2062C2A12A9D7BFA9EA9465"> : tensor<8x3x3x3xi8>}> : () -> tensor<8x3x3x3xi8>
    %31 = "tosa.const"() <{values = dense<0> : tensor<8xi32>}> : () -> tensor<8xi32>
    %32 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %33 = tosa.conv2d %arg0, %30, %31, %32, %32 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x3xi8>, tensor<8x3x3x3xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x8xi32>
    %34 = tosa.rescale %33, %27, %26, %29, %28 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16x8xi8>
    %35 = tosa.clamp %34 {max_val = 127 : i8, min_val = -128 : i8} : (tensor<1x16x16x8xi8>) -> tensor<1x16x16x8xi8>
    %36 = tosa.reshape %25, %0 : (tensor<1x3x3x8xi8>, !tosa.shape<4>) -> tensor<3x3x8x1xi8>
    %37 = tosa.depthwise_conv2d %35, %36, %24, %28, %32 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi8>, tensor<3x3x8x1xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x8xi32>
    %38 = tosa.rescale %37, %23, %22, %29, %28 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16x8xi8>
    %39 = tosa.clamp %38 {max_val = 127 : i8, min_val = -128 : i8} : (tensor<1x16x16x8xi8>) -> tensor<1x16x16x8xi8>
    %40 = tosa.conv2d %39, %21, %20, %28, %32 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi8>, tensor<8x1x1x8xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x8xi32>
    %41 = tosa.rescale %40, %18, %17, %29, %19 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16x8xi8>
    %42 = tosa.rescale %35, %16, %15, %28, %29 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x16x8xi32>
    %43 = tosa.rescale %42, %14, %13, %29, %29 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x16x16x8xi32>
    %44 = tosa.rescale %41, %16, %12, %19, %29 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x16x8xi32>
    %45 = tosa.add %43, %44 : (tensor<1x16x16x8xi32>, tensor<1x16x16x8xi32>) -> tensor<1x16x16x8xi32>
    %46 = tosa.rescale %45, %11, %10, %29, %19 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16x8xi8>
    %47 = tosa.max_pool2d %46 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x8xi8>) -> tensor<1x8x8x8xi8>
    %48 = tosa.rescale %47, %16, %9, %19, %29 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x8xi32>
    %49 = tosa.reduce_sum %48 {axis = 1 : i32} : (tensor<1x8x8x8xi32>) -> tensor<1x1x8x8xi32>
    %50 = tosa.reduce_sum %49 {axis = 2 : i32} : (tensor<1x1x8x8xi32>) -> tensor<1x1x1x8xi32>
    %51 = tosa.rescale %50, %8, %7, %29, %28 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x8xi8>
    %52 = tosa.reshape %6, %5 : (tensor<10x8xi8>, !tosa.shape<4>) -> tensor<10x1x1x8xi8>
    %53 = tosa.conv2d %51, %52, %29, %28, %32 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x8xi8>, tensor<10x1x1x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x10xi32>
    %54 = tosa.rescale %53, %3, %2, %29, %4 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x10xi32>, tensor<10xi32>, tensor<10xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x10xi8>
    %55 = tosa.reshape %54, %1 : (tensor<1x1x1x10xi8>, !tosa.shape<2>) -> tensor<1x10xi8>
    return %55 : tensor<1x10xi8>
  }
}
