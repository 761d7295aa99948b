module attributes {tf_saved_model.semantics, tfl.description = "MLIR Converted.", tfl.metadata = {CONVERSION_METADATA = "\0C\00\00\00\08\00\0E\00\08\00\04\00\08\00\00\00\10\00\00\00(\00\00\00\00\00\06\00\08\00\04\00\06\00\00\00\04\00\00\00\01\00\00\00\EC\03\00\00\0C\00\18\00\14\00\10\00\0C\00\04\00\0C\00\00\00E\D9\AF)\A8\D5\D3\FA\02\00\00\00\02\00\00\00\04\00\00\00\06\00\00\002.21.0\00\00", min_runtime_version = "2.3.0\00\00\00\00\00\00\00\00\00\00\00"}, tfl.schema_version = 3 : i32} {
  func.func @main(%arg0: tensor<1x6x6x8xi16> {tf_saved_model.index_path = ["keras_tensor_12"]}) -> (tensor<1x12x12x8xi16> {tf_saved_model.index_path = ["output_0"]}) attributes {tf.entry_function = {inputs = "serving_default_keras_tensor_12:0", outputs = "StatefulPartitionedCall_1:0"}, tf_saved_model.exported_names = ["serving_default"]} {
    %0 = "tosa.const"() <{values = dense<23> : tensor<8xi8>}> : () -> tensor<8xi8>
    %1 = "tosa.const"() <{values = dense<[29110, 30238, 29695, 30278, 29760, 29408, 27189, 29021]> : tensor<8xi16>}> : () -> tensor<8xi16>
    %2 = "tosa.const"() <{values = dense<"0x3B2D436B1BDBDFB9AC377F6BBC592FBD6AC79F5BBBC20A26FBBF684947FBEF9A465086B94565BD7D613863D46ABD130EAB8F63417FE93C01E22FE14543028A95D3F7E82A63DB4F0A305231BACE0F9002CC7590D79536B5E4E4D381C492457C20EB0C901696F1CD3A9ADDB234BE63F4E46E1F7D7F3EDECDAB9FADB18F39A733AE84039E2A8288E293F43646FECEED356DAC81876A413140A519BB4B8668FE4D943F29CEE17DE19EB137FAC7CD6FC7ADD60381FC235B82B7604CA06B368A6E024A0C8F7BA823EF78908644EBFAA6B4DFD0C581C0D2B16CB059CCD41552B1052B345AB88FF79C077BF10273867FFE21A32F97E870EAD509727CBC6E7EC4984B7F41"> : tensor<8x1x1x32xi8>}> : () -> tensor<8x1x1x32xi8>
    %3 = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = "tosa.const"() <{values = dense<1417674799> : tensor<1xi32>}> : () -> tensor<1xi32>
    %5 = "tosa.const"() <{values = dense<18> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.const_shape  {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
    %8 = tosa.const_shape  {values = dense<[8, 6, 8, 6]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = "tosa.const"() <{values = dense<22> : tensor<8xi8>}> : () -> tensor<8xi8>
    %10 = "tosa.const"() <{values = dense<[28248, 25725, 24752, 25890, 21923, 23819, 28173, 19593]> : tensor<8xi16>}> : () -> tensor<8xi16>
    %11 = "tosa.const"() <{values = dense<[[[[-77, -127, -116, 125, -76, -66, -73, 120]]], [[[48, -63, -16, -60, 99, -127, 15, -13]]], [[[6, -27, -78, 94, 28, -118, 127, -19]]], [[[84, 127, 33, -104, 105, -123, 32, 113]]], [[[18, -15, 104, 127, -4, 93, -33, 85]]], [[[-49, 96, 98, 87, 48, 110, 127, -123]]], [[[47, 127, -15, -20, 12, -68, -88, 97]]], [[[-49, -19, -85, 59, -127, 103, -19, 97]]]]> : tensor<8x1x1x8xi8>}> : () -> tensor<8x1x1x8xi8>
    %12 = "tosa.const"() <{values = dense<20> : tensor<1xi8>}> : () -> tensor<1xi8>
    %13 = "tosa.const"() <{values = dense<29127> : tensor<1xi16>}> : () -> tensor<1xi16>
    %14 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %15 = tosa.const_shape  {values = dense<-1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %16 = tosa.const_shape  {values = dense<[6, 4, 6, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = "tosa.const"() <{values = dense<23> : tensor<1xi8>}> : () -> tensor<1xi8>
    %18 = "tosa.const"() <{values = dense<17332> : tensor<1xi16>}> : () -> tensor<1xi16>
    %19 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %20 = tosa.const_shape  {values = dense<[22, 10, 22, 10]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %21 = "tosa.const"() <{values = dense<25> : tensor<8xi8>}> : () -> tensor<8xi8>
    %22 = "tosa.const"() <{values = dense<[26627, 26276, 26616, 26039, 26094, 25969, 26457, 26035]> : tensor<8xi16>}> : () -> tensor<8xi16>
    %23 = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
    %24 = "tosa.const"() <{values = dense<"0x283B9F5A5F0B2817742798EF2CC8EAFF0F9E4E84521F62658106F4A37310250CE313B34EC2C56218314B166CE829782DCDA318D9DADD0B00E178FBD95572C8996D9D2DBB2D9354C7EF85EB01A7A523ECAAF6AB59D33F5A4E7BEB21756EF61D54749C397361592DFC94E9601962E200A642EFB22230501C90EC9EC5C0599602A73860DCCEE0C918C99B3296D09C812475DB91764EA5C7F84EE07F40E23F238D98EF538BF2E9FCF566099AB48A441B64FAFF9AE0EAC524DD5D1A92C8C5FEAD32DFF40026895B610E237D4844F25A4A9318832DDC68A7A4129621F8A8950BBF75C5F135818ADCF5FBC30A2C4F35AE7856605665177178C9B05D039B00733A3F64F6C39A8E1333121A77464485DA89E5166A222920CDBD765905CC0673A2AB62180A527FBBB13F9B44EBB3BF3EDCA44351DCF62E5B7500391218D72B0C44C8F6F286471E7D377FCD83D6CC5C3EC6FA9E0BEE2160C1933A0D4E533534CE0E348446AF3F846D0EC603AA3AEC1FA1895B387BCFE8D4987F9018FC835DCC06FF1E14625A994D530D3B7E1A20E77867C331B134312EDD2E3062D09A97FC5EA20D63C674E5F5740AA278E74FB133709593BD1484BFBCB1AEA034673A2F7C32B44D6D889AF11FD602D6F9B815886DFF0BCE3BC97AD90AB3887E75AE153D451C34329773607BCCF4EA853B6A9AB431566E81B38390BFA92FDC45436FF5F7944FD38772D9BA62F7513E0B70816C1097E0B2EE6A12ED8B3CBF239D94009A2835A99CAF928E6A244B431A2C9DE16F4731204709452F27D84E8607A7BBA1538E49CB70BBAB0F8861"> : tensor<8x3x3x8xi8>}> : () -> tensor<8x3x3x8xi8>
    %25 = "tosa.const"() <{values = dense<0> : tensor<8xi48>}> : () -> tensor<8xi48>
    %26 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %27 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %28 = tosa.conv2d %arg0, %24, %25, %26, %27 {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x6x6x8xi16>, tensor<8x3x3x8xi8>, tensor<8xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x6x6x8xi48>
    %29 = tosa.rescale %28, %22, %21, %23, %26 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x6x6x8xi48>, tensor<8xi16>, tensor<8xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x6x6x8xi16>
    %30 = tosa.clamp %29 {max_val = 32767 : i16, min_val = 0 : i16} : (tensor<1x6x6x8xi16>) -> tensor<1x6x6x8xi16>
    %31 = tosa.resize %30, %20, %19, %19 {mode = BILINEAR} : (tensor<1x6x6x8xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x12x12x8xi48>
    %32 = tosa.rescale %31, %18, %17, %23, %26 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x12x12x8xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x12x12x8xi16>
    %33 = tosa.resize %30, %16, %15, %14 {mode = BILINEAR} : (tensor<1x6x6x8xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x9x9x8xi48>
    %34 = tosa.rescale %33, %13, %12, %23, %26 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x9x9x8xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x9x9x8xi16>
    %35 = tosa.conv2d %34, %11, %25, %26, %27 {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x9x9x8xi16>, tensor<8x1x1x8xi8>, tensor<8xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x9x9x8xi48>
    %36 = tosa.rescale %35, %10, %9, %23, %26 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x9x9x8xi48>, tensor<8xi16>, tensor<8xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x9x9x8xi16>
    %37 = tosa.resize %36, %8, %15, %14 {mode = BILINEAR} : (tensor<1x9x9x8xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x12x12x8xi48>
    %38 = tosa.rescale %37, %7, %12, %23, %26 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x12x12x8xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x12x12x8xi16>
    %39 = tosa.resize %30, %6, %15, %14 {mode = NEAREST_NEIGHBOR} : (tensor<1x6x6x8xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x12x12x8xi16>
    %40 = tosa.resize %30, %6, %15, %14 {mode = BILINEAR} : (tensor<1x6x6x8xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x12x12x8xi48>
    %41 = tosa.rescale %40, %7, %5, %23, %26 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x12x12x8xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x12x12x8xi16>
    %42 = tosa.rescale %38, %4, %3, %26, %26 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x12x12x8xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x12x12x8xi16>
    %43 = tosa.concat %41, %32, %39, %42 {axis = 3 : i32} : (tensor<1x12x12x8xi16>, tensor<1x12x12x8xi16>, tensor<1x12x12x8xi16>, tensor<1x12x12x8xi16>) -> tensor<1x12x12x32xi16>
    %44 = tosa.conv2d %43, %2, %25, %26, %27 {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x12x12x32xi16>, tensor<8x1x1x32xi8>, tensor<8xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x12x12x8xi48>
    %45 = tosa.rescale %44, %1, %0, %23, %26 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x12x12x8xi48>, tensor<8xi16>, tensor<8xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<1x12x12x8xi16>
    return %45 : tensor<1x12x12x8xi16>
  }
}
