module attributes {tf_saved_model.semantics, tfl.description = "MLIR Converted.", tfl.metadata = {CONVERSION_METADATA = "\0C\00\00\00\08\00\0E\00\08\00\04\00\08\00\00\00\10\00\00\00(\00\00\00\00\00\06\00\08\00\04\00\06\00\00\00\04\00\00\00\01\00\00\00\EB\03\00\00\0C\00\18\00\14\00\10\00\0C\00\04\00\0C\00\00\00\EB\96gs\01WS\F7\02\00\00\00\02\00\00\00\04\00\00\00\06\00\00\002.21.0\00\00", min_runtime_version = "2.3.0\00\00\00\00\00\00\00\00\00\00\00"}, tfl.schema_version = 3 : i32} {
  func.func @main(%arg0: tensor<1x6x6x8xi8> {tf_saved_model.index_path = ["keras_tensor_12"]}) -> (tensor<1x12x12x8xi8> {tf_saved_model.index_path = ["output_0"]}) attributes {tf.entry_function = {inputs = "serving_default_keras_tensor_12:0", outputs = "StatefulPartitionedCall_1:0"}, tf_saved_model.exported_names = ["serving_default"]} {
    %0 = "tosa.const"() <{values = dense<39> : tensor<8xi8>}> : () -> tensor<8xi8>
    %1 = "tosa.const"() <{values = dense<[1427156519, 1404478087, 1429653914, 1319486929, 1386198548, 1402604411, 1359913632, 1431792785]> : tensor<8xi32>}> : () -> tensor<8xi32>
    %2 = "tosa.const"() <{values = dense<-4> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<0> : tensor<8xi32>}> : () -> tensor<8xi32>
    %4 = "tosa.const"() <{values = dense<"0x7FB54D92817926B6859E8DE1ACBB2FF17D7F7B35F015455E57EE97DFAE67ACA8E8AB3E8BE83B2265DB872CE17A27C2A9BDB1387D9DA682C534527F4EFFA0603882AFF88421864EC1106795FABF23C0B2A3E525914E81FC53E6F8E6DF4F58935FD233C6F294365E07A6872BD2FDA9BF15414F20BD02F87B813C1A3E216DAFF71AF0100BE37F685BEFE1E3EB5EFE04A59BCAC533C800953ECE8255605B4D0D9CFBE20CC8445E8172C837D15C40FAC981B20D8BEB2310D1453310A53FA9953D694C1F817B972526EB90CCB7208B4A791A94CA69C657AC908D00199E5A90DE4821694636A74B33685E4072014D6994813D4EC6909179A92EA728FC6F4EAF539969CE"> : tensor<8x1x1x32xi8>}> : () -> tensor<8x1x1x32xi8>
    %5 = "tosa.const"() <{values = dense<34> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.const_shape  {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %8 = tosa.const_shape  {values = dense<[8, 6, 8, 6]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = "tosa.const"() <{values = dense<[39, 38, 38, 38, 38, 39, 38, 38]> : tensor<8xi8>}> : () -> tensor<8xi8>
    %10 = "tosa.const"() <{values = dense<[2050377856, 1273137536, 1188542720, 1268226176, 1317987968, 2094646912, 1302737408, 1207927680]> : tensor<8xi32>}> : () -> tensor<8xi32>
    %11 = "tosa.const"() <{values = dense<0> : tensor<8xi32>}> : () -> tensor<8xi32>
    %12 = "tosa.const"() <{values = dense<[[[[110, 66, -30, -127, 72, 63, 59, 52]]], [[[-47, -79, -119, -63, -32, -127, 32, -2]]], [[[-40, -114, 127, 30, 118, 38, -16, -23]]], [[[-64, 34, -3, -91, -41, -105, 127, 87]]], [[[-77, 66, 127, 66, 25, -87, -87, 112]]], [[[-126, 27, 33, 36, 127, -110, -9, 14]]], [[[-26, 66, -50, 32, -78, 93, 117, 127]]], [[[68, -60, 118, -70, -127, 57, 40, -97]]]]> : tensor<8x1x1x8xi8>}> : () -> tensor<8x1x1x8xi8>
    %13 = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
    %14 = "tosa.const"() <{values = dense<1908874354> : tensor<1xi32>}> : () -> tensor<1xi32>
    %15 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %16 = tosa.const_shape  {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %17 = tosa.const_shape  {values = dense<[6, 4, 6, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %18 = "tosa.const"() <{values = dense<39> : tensor<1xi8>}> : () -> tensor<1xi8>
    %19 = "tosa.const"() <{values = dense<1135859120> : tensor<1xi32>}> : () -> tensor<1xi32>
    %20 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %21 = tosa.const_shape  {values = dense<[22, 10, 22, 10]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %22 = "tosa.const"() <{values = dense<[40, 41, 41, 40, 41, 40, 40, 40]> : tensor<8xi8>}> : () -> tensor<8xi8>
    %23 = "tosa.const"() <{values = dense<[1081526082, 2082450304, 2132267751, 1080436361, 2123420560, 1073860406, 1081391540, 1077071390]> : tensor<8xi32>}> : () -> tensor<8xi32>
    %24 = "tosa.const"() <{values = dense<-23> : tensor<1xi8>}> : () -> tensor<1xi8>
    %25 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %26 = "tosa.const"() <{values = dense<"0xB3469A75819B6D9B7F28EA34BEEC6940E5763AD4DC2341CDBDE924D832A177B029056FE8683A520DCEAE84108871848CFAECCAEBDF402D461E4F3FF068382943018663B448F20BC873C4DD872BB92878D7E8E0BDC3A5BD2A770435881A5D261A814D43F98E43A3E08BC3CC3FC0454192E3B1D5306F06D13D949EDAE143FBDCA8AE9AE2BDF756120CAF2326780B31945E2B81F0A8A31CBF4BB1420F8B464BF7B0BCB781E1631322A7D86C59EBA86B072F2BF4238D190FBDFA65EE3CB5FBA3D0C268799C1BAD8AFABD44039C6C01FEEBA0F118BDFE40BDFFA12A1916BD277F4294253535A0F8926E31B0AEDA95A9EC1CA5CCB5E377C31B72137E714BDA18ABE2916AFB5A48F9BFA964E2E4E3D5D7C705846BF99D89A5FBA3F62101BB29E6D1EFF8611662103D8C399DABB40C41517E465265A13517E7EED78191BAED55D8D8D826B3958828E8FDC94F12C823D6425CB2CF3136E95E16A5027672577C857FE38D0FD7F00A3C7E652247C3BEC2B6F8AC0F9041A11DE0F9D01BB587B851230E3A6AE4A58B0F8384C51D409E106E09AC45B7DBBBF635AA7F2253206F28C59D0C193464EF7070FE8F0DA1CBCA24339B1A221E44A27111FC7E680DEE98810BCFF12A0417130BC12FFACCE0FE901436ED237DF9204B1EABE76F699CA8FFD743C8700DCA02C14BD4B2524DDAEC12A0CB3902BB08AF366C2B797C3CA34E479E3F668B116C4CEB66AD16E44003615BBB60DF308B18CB2C81BF12F336464CA47010F2A09AEE3A3EC11E931274B8E35B48A8203EBA61DB3157819BE687B3560115C5ACF014A6A5"> : tensor<8x3x3x8xi8>}> : () -> tensor<8x3x3x8xi8>
    %27 = "tosa.const"() <{values = dense<0> : tensor<8xi32>}> : () -> tensor<8xi32>
    %28 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %29 = tosa.conv2d %arg0, %26, %27, %28, %28 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x6x6x8xi8>, tensor<8x3x3x8xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x6x6x8xi32>
    %30 = tosa.rescale %29, %23, %22, %25, %24 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x6x6x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x6x6x8xi8>
    %31 = tosa.clamp %30 {max_val = 127 : i8, min_val = -23 : i8} : (tensor<1x6x6x8xi8>) -> tensor<1x6x6x8xi8>
    %32 = tosa.resize %31, %21, %20, %20 {mode = BILINEAR} : (tensor<1x6x6x8xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x12x12x8xi32>
    %33 = tosa.rescale %32, %19, %18, %25, %28 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x12x12x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x12x12x8xi8>
    %34 = tosa.resize %31, %17, %16, %15 {mode = BILINEAR} : (tensor<1x6x6x8xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x9x9x8xi32>
    %35 = tosa.rescale %34, %14, %13, %25, %28 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x9x9x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x9x9x8xi8>
    %36 = tosa.conv2d %35, %12, %11, %24, %28 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x9x9x8xi8>, tensor<8x1x1x8xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x9x9x8xi32>
    %37 = tosa.rescale %36, %10, %9, %25, %24 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x9x9x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x9x9x8xi8>
    %38 = tosa.resize %37, %8, %16, %15 {mode = BILINEAR} : (tensor<1x9x9x8xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x12x12x8xi32>
    %39 = tosa.rescale %38, %7, %13, %25, %28 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x12x12x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x12x12x8xi8>
    %40 = tosa.resize %31, %6, %16, %15 {mode = NEAREST_NEIGHBOR} : (tensor<1x6x6x8xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x12x12x8xi8>
    %41 = tosa.resize %31, %6, %16, %15 {mode = BILINEAR} : (tensor<1x6x6x8xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x12x12x8xi32>
    %42 = tosa.rescale %41, %7, %5, %25, %28 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x12x12x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x12x12x8xi8>
    %43 = tosa.concat %42, %33, %40, %39 {axis = 3 : i32} : (tensor<1x12x12x8xi8>, tensor<1x12x12x8xi8>, tensor<1x12x12x8xi8>, tensor<1x12x12x8xi8>) -> tensor<1x12x12x32xi8>
    %44 = tosa.conv2d %43, %4, %3, %24, %28 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x12x12x32xi8>, tensor<8x1x1x32xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x12x12x8xi32>
    %45 = tosa.rescale %44, %1, %0, %25, %2 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x12x12x8xi32>, tensor<8xi32>, tensor<8xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x12x12x8xi8>
    return %45 : tensor<1x12x12x8xi8>
  }
}
