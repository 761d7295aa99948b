module attributes {tf_saved_model.semantics, tfl.description = "MLIR Converted.", tfl.metadata = {CONVERSION_METADATA = "\0C\00\00\00\08\00\0E\00\08\00\04\00\08\00\00\00\10\00\00\00(\00\00\00\00\00\06\00\08\00\04\00\06\00\00\00\04\00\00\00\01\00\00\00\EB\03\00\00\0C\00\18\00\14\00\10\00\0C\00\04\00\0C\00\00\00\FF.\E7+\C0\F6\8C\00\02\00\00\00\02\00\00\00\04\00\00\00\06\00\00\002.21.0\00\00", min_runtime_version = "1.15.0\00\00\00\00\00\00\00\00\00\00"}, tfl.schema_version = 3 : i32} {
  func.func @main(%arg0: tensor<1x16x16x3xi8> {tf_saved_model.index_path = ["keras_tensor_24"]}) -> (tensor<1x10xi8> {tf_saved_model.index_path = ["output_0"]}) attributes {tf.entry_function = {inputs = "serving_default_keras_tensor_24:0", outputs = "StatefulPartitionedCall_1:0"}, tf_saved_model.exported_names = ["serving_default"]} {
    %0 = tosa.const_shape  {values = dense<[3, 3, 16, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = "tosa.const"() <{values = dense<39> : tensor<10xi8>}> : () -> tensor<10xi8>
    %3 = "tosa.const"() <{values = dense<[1842435176, 1919303349, 1511930459, 1858094214, 2045756813, 2047905488, 1535730509, 2030478439, 1961970605, 1752277863]> : tensor<10xi32>}> : () -> tensor<10xi32>
    %4 = tosa.const_shape  {values = dense<[10, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %5 = "tosa.const"() <{values = dense<"0x5AD2ACD8BB74E4A9C97F2D7B6BE6E9780C11941B32C29778B27FB92CD7812B671C1135E181F96469CA8AF582FABAF0E0512FA24C419095CAE6789B7FBAB36243DA9F4BDBB57F8E999566A6C687AE19DB2AE0BFB712342BC9F9CEEB127FDD5DF53B81003F081DD8351833479E8C86199C8F2C1A81D0AE5E5B7B7D56B3923827D7F95939E58737617F77200F0A1982B57FE35E142C8123467958511DDEC09594D5"> : tensor<10x16xi8>}> : () -> tensor<10x16xi8>
    %6 = "tosa.const"() <{values = dense<-42> : tensor<1xi8>}> : () -> tensor<1xi8>
    %7 = "tosa.const"() <{values = dense<1913411434> : tensor<1xi32>}> : () -> tensor<1xi32>
    %8 = "tosa.const"() <{values = dense<49> : tensor<1xi8>}> : () -> tensor<1xi8>
    %9 = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
    %10 = "tosa.const"() <{values = dense<32> : tensor<1xi8>}> : () -> tensor<1xi8>
    %11 = "tosa.const"() <{values = dense<2112700144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %12 = "tosa.const"() <{values = dense<10> : tensor<1xi8>}> : () -> tensor<1xi8>
    %13 = "tosa.const"() <{values = dense<[42, 42, 43, 43, 42, 42, 42, 42, 42, 42, 42, 42, 43, 42, 42, 42]> : tensor<16xi8>}> : () -> tensor<16xi8>
    %14 = "tosa.const"() <{values = dense<[1326264630, 1191140071, 1966140428, 2111448173, 1341165517, 1242698914, 1351358775, 1309399158, 1190782580, 1317953167, 1274504912, 1350401615, 2131900292, 1272010235, 1306066331, 1178696716]> : tensor<16xi32>}> : () -> tensor<16xi32>
    %15 = "tosa.const"() <{values = dense<0> : tensor<16xi32>}> : () -> tensor<16xi32>
    %16 = "tosa.const"() <{values = dense<"0x051F91FE81E4861B688D4B928D44059315BD86599CCBE1269881A61EB119D465B89869C6886055649810BC3667CC7FA346EADA65BE1D029B4F96E57F6B6AAA16E63A8B7F31E4A6895322DFE38D54252F059956A71DA56D8E7F6695BABA6EF6517F8948597E883BD7C24DB486BD5AFE5A7F653E4D22E87A466630DCB71044BC96FEB0A45741C981C08F4E91EECF1FF337ADA5E3E5332D60597F71315F3C44A5A1615E14A68106A8023C98B945A78D8303CB7FA411DBACB7C8816EA0B92096D8107F8B1CDB27F43045B6C25DF94EE1B0D216AB87DE2F42E331B025816A0D980500B53E09A740272F7FDB6117CAD347EBDBC9B29C59316C079454470281E9E524CA"> : tensor<16x1x1x16xi8>}> : () -> tensor<16x1x1x16xi8>
    %17 = "tosa.const"() <{values = dense<1079265536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %18 = "tosa.const"() <{values = dense<1077952640> : tensor<1xi32>}> : () -> tensor<1xi32>
    %19 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
    %20 = "tosa.const"() <{values = dense<127> : tensor<i8>}> : () -> tensor<i8>
    %21 = "tosa.const"() <{values = dense<[48, 47, 47, 47, 48, 47, 48, 47, 47, 47, 47, 47, 47, 47, 48, 48]> : tensor<16xi8>}> : () -> tensor<16xi8>
    %22 = "tosa.const"() <{values = dense<[1971321264, 1322256797, 1201552514, 1182503223, 1775910534, 1184130366, 2143659603, 1192019029, 1365173700, 1296710201, 1323958232, 1357819709, 1317616152, 1294922090, 1442933705, 1793925163]> : tensor<16xi32>}> : () -> tensor<16xi32>
    %23 = "tosa.const"() <{values = dense<[36366712, 27109134, 29832436, 30313014, 40368292, 30271362, 33443032, 30071028, 26256906, 27643216, 27074296, 26399116, 27204612, 27681388, 49683832, 39962912]> : tensor<16xi32>}> : () -> tensor<16xi32>
    %24 = "tosa.const"() <{values = dense<[[[[-16, -127, 5, 107]]], [[[-27, 127, 34, -116]]], [[[82, 101, 66, -127]]], [[[-28, 127, 13, -83]]], [[[36, 127, -107, 74]]], [[[-39, 55, -7, 127]]], [[[-13, 127, 76, -63]]], [[[-112, 127, 110, 27]]], [[[-9, -72, -112, -127]]], [[[-127, -67, 23, -10]]], [[[32, -71, -105, 127]]], [[[127, -61, 117, 98]]], [[[118, -69, 127, 91]]], [[[-52, -127, 2, 13]]], [[[29, 113, -127, 18]]], [[[68, 113, 75, -127]]]]> : tensor<16x1x1x4xi8>}> : () -> tensor<16x1x1x4xi8>
    %25 = "tosa.const"() <{values = dense<37> : tensor<4xi8>}> : () -> tensor<4xi8>
    %26 = "tosa.const"() <{values = dense<[2072076591, 1631496144, 2063364141, 1878253026]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %27 = "tosa.const"() <{values = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %28 = "tosa.const"() <{values = dense<[[[[26, -49, 109, -10, -116, -47, 127, 69, -116, -83, -95, -32, 94, -94, -67, 44]]], [[[66, -4, 126, -91, -69, -12, 24, 127, 55, 101, 74, -125, 93, -96, 114, 85]]], [[[-46, 39, -60, -97, 16, -105, 35, -118, 105, 64, -18, -121, -127, -17, -73, -40]]], [[[55, 106, 12, -112, -127, 74, 115, 42, -23, 94, -115, -63, 58, -18, 49, 83]]]]> : tensor<4x1x1x16xi8>}> : () -> tensor<4x1x1x16xi8>
    %29 = "tosa.const"() <{values = dense<-6> : tensor<1xi8>}> : () -> tensor<1xi8>
    %30 = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
    %31 = "tosa.const"() <{values = dense<1528760625> : tensor<1xi32>}> : () -> tensor<1xi32>
    %32 = "tosa.const"() <{values = dense<-18> : tensor<1xi8>}> : () -> tensor<1xi8>
    %33 = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
    %34 = "tosa.const"() <{values = dense<2146138496> : tensor<1xi32>}> : () -> tensor<1xi32>
    %35 = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
    %36 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %37 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %38 = "tosa.const"() <{values = dense<"0xEFEFEFEFEFEFEFEFF0F0F0F0F0F0F0F1F1F1F1F1F1F1F2F2F2F2F2F2F2F2F3F3F3F3F3F3F3F4F4F4F4F4F4F4F5F5F5F5F5F5F5F6F6F6F6F6F6F6F6F7F7F7F7F7F7F7F8F8F8F8F8F8F8F9F9F9F9F9F9F9FAFAFAFAFAFAFAFAFBFBFBFBFBFBFBFCFCFCFCFCFCFCFDFDFDFDFDFDFDFEFEFEFEFEFEFEFEFFFFFFFFFFFFFF0000000000000001010101010101020202020202020203030303030303040404040404040505050505050506060606060606060707070707070708080808080808090909090909090A0A0A0A0A0A0A0A0B0B0B0B0B0B0B0C0C0C0C0C0C0C0D0D0D0D0D0D0D0E0E0E0E0E0E0E0E0F0F0F0F0F0F0F10101010101010111111111111111112"> : tensor<256xi8>}> : () -> tensor<256xi8>
    %39 = "tosa.const"() <{values = dense<[39, 38, 39, 39, 39, 38, 39, 39, 39, 38, 38, 38, 39, 38, 39, 38]> : tensor<16xi8>}> : () -> tensor<16xi8>
    %40 = "tosa.const"() <{values = dense<[2106298636, 1147809414, 1852584338, 1615384871, 1585730509, 1146815780, 2132984228, 1997695374, 1828149237, 1108540848, 1157189283, 1121056183, 1761732430, 1147513899, 1657447569, 1126892047]> : tensor<16xi32>}> : () -> tensor<16xi32>
    %41 = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
    %42 = "tosa.const"() <{values = dense<-67> : tensor<1xi8>}> : () -> tensor<1xi8>
    %43 = "tosa.const"() <{values = dense<0> : tensor<16xi32>}> : () -> tensor<16xi32>
    %44 = "tosa.const"() <{values = dense<"0x8144C6D36478B88B3B7F3C1C53367081517F507F96818181EA2DD4C581407F971B665F0B32D03C10CB56CC86AD44637A2E9781DACC3FB0E6C221F282D9E177DE4C0156782D505D643CE6818104456AC41A056FD54DB69D69391CF96F4A7F94BC7B59EA8789C9A66C7FA9EBE06C65C960C6D61F1CBCF7BA3B2414C558BBBCD67DC9B3286D814D141ACC2D3C6F609951CC"> : tensor<1x3x3x16xi8>}> : () -> tensor<1x3x3x16xi8>
    %45 = "tosa.const"() <{values = dense<"0x8080808080808181818182828282838383838484848485858586868687878788888989898A8A8B8B8B8C8C8D8D8E8E8F8F909091919292939394949595969697989899999A9B9B9C9C9D9E9E9FA0A0A1A2A2A3A4A5A5A6A7A8A8A9AAABABACADAEAEAFB0B1B2B3B3B4B5B6B7B8B9B9BABBBCBDBEBFC0C1C2C3C4C4C5C6C7C8C9CACBCCCDCED0D1D2D3D4D5D6D7D8D9DADBDCDEDFE0E1E2E3E4E6E7E8E9EAEBEDEEEFF0F2F3F4F5F6F8F9FAFCFDFEFF010203050607090A0B0D0E10111214151718191B1C1E1F2122242527282A2B2D2E303133343637393A3C3E3F4142444647494A4C4E4F5153545658595B5D5F6062646567696B6D6E7072747577797B7D7E"> : tensor<256xi8>}> : () -> tensor<256xi8>
    %46 = "tosa.const"() <{values = dense<[40, 41, 40, 40, 40, 40, 40, 41, 40, 40, 40, 40, 40, 40, 40, 40]> : tensor<16xi8>}> : () -> tensor<16xi8>
    %47 = "tosa.const"() <{values = dense<[1177494247, 1902915497, 1095391086, 1110821144, 1178387964, 1097285848, 1167559858, 1784149870, 1148154364, 1106247657, 1158176482, 1172385986, 1177088920, 1175829914, 1178242838, 1087967709]> : tensor<16xi32>}> : () -> tensor<16xi32>
    %48 = "tosa.const"() <{values = dense<-14> : tensor<1xi8>}> : () -> tensor<1xi8>
    %49 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %50 = "tosa.const"() <{values = dense<"0x949FD78D8C4C125BDBBC4BC4261C1E0D827E3981B248B14AF2654CD1EBA6B73151E1160AC3FCE7CEE481C94B27139D919DF8CE7612ABABDEAD794DE1FFE21619283588F30163810AC5B848C4934A18E487A701907160ED2C2DC9DE81943B74697CA684A0C46E8C817E53C99E3D4A7F33B08F9FD5185AC3BAFF593AC2018D5EB4F0303462244918CAE7FCC81141E4963989811ECF30471778EF571716043166F54FB762768AC870AD94D2D3B63C20F953C15CB609811D1BA8299C7C7B59E713EC21055E749EBF16E7BEBA824F1F9E668D4F8170A1DE8AA93843A8A95A3DBEB9C1E0E8348A58E05B54C67B7FCB6F8FCD35A8BC031DF92BDF30DFAB810E6B1C9D2A04DFE2B452ACA27BF03CC7BD6AA7547EF1BA3758A3862C1D7FCA4C2F05BCAF853BD879863588B4AB656BCA17BC2963A88D9296C462CB2C61C14BAD886A817A3E18E255E0DA5A03B30B3425B1CB9B815E5829E6B14A65A7A8C1DEF0BA57D6FEC6135302382DC20F81C1DC2A8273ACA9616AD2308D69E26E85276164BAC861BDF36498B5E40D4D0FB0814F06ADA063FADB0C6ED868F2B0D7BD0BDFCBC10DA44E29BDF27F2793884CA262B3F2753624CB68"> : tensor<16x3x3x3xi8>}> : () -> tensor<16x3x3x3xi8>
    %51 = "tosa.const"() <{values = dense<0> : tensor<16xi32>}> : () -> tensor<16xi32>
    %52 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %53 = tosa.conv2d %arg0, %50, %51, %52, %52 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 2, 2>} : (tensor<1x16x16x3xi8>, tensor<16x3x3x3xi8>, tensor<16xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x8x8x16xi32>
    %54 = tosa.rescale %53, %47, %46, %49, %48 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi32>, tensor<16xi32>, tensor<16xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi8>
    %55 = tosa.table %54, %45 : (tensor<1x8x8x16xi8>, tensor<256xi8>) -> tensor<1x8x8x16xi8>
    %56 = tosa.reshape %44, %0 : (tensor<1x3x3x16xi8>, !tosa.shape<4>) -> tensor<3x3x16x1xi8>
    %57 = tosa.depthwise_conv2d %55, %56, %43, %42, %52 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xi8>, tensor<3x3x16x1xi8>, tensor<16xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x8x8x16xi32>
    %58 = tosa.rescale %57, %40, %39, %49, %41 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi32>, tensor<16xi32>, tensor<16xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi8>
    %59 = tosa.table %58, %38 : (tensor<1x8x8x16xi8>, tensor<256xi8>) -> tensor<1x8x8x16xi8>
    %60 = tosa.rescale %58, %37, %36, %41, %49 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
    %61 = tosa.rescale %59, %37, %36, %35, %49 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
    %62 = tosa.mul %60, %61, %52 : (tensor<1x8x8x16xi32>, tensor<1x8x8x16xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi32>
    %63 = tosa.rescale %62, %34, %33, %49, %32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi8>
    %64 = tosa.rescale %63, %37, %36, %32, %49 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
    %65 = tosa.reduce_sum %64 {axis = 1 : i32} : (tensor<1x8x8x16xi32>) -> tensor<1x1x8x16xi32>
    %66 = tosa.reduce_sum %65 {axis = 2 : i32} : (tensor<1x1x8x16xi32>) -> tensor<1x1x1x16xi32>
    %67 = tosa.rescale %66, %31, %30, %49, %29 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x16xi8>
    %68 = tosa.conv2d %67, %28, %27, %29, %52 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x16xi8>, tensor<4x1x1x16xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x4xi32>
    %69 = tosa.rescale %68, %26, %25, %49, %35 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x4xi8>
    %70 = tosa.clamp %69 {max_val = 127 : i8, min_val = -128 : i8} : (tensor<1x1x1x4xi8>) -> tensor<1x1x1x4xi8>
    %71 = tosa.conv2d %70, %24, %23, %35, %52 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x4xi8>, tensor<16x1x1x4xi8>, tensor<16xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x16xi32>
    %72 = tosa.rescale %71, %22, %21, %49, %35 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x16xi32>, tensor<16xi32>, tensor<16xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x16xi8>
    %73 = tosa.clamp %72 {max_val = 127 : i8, min_val = -128 : i8} : (tensor<1x1x1x16xi8>) -> tensor<1x1x1x16xi8>
    %74 = tosa.rescale %73, %37, %36, %35, %49 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x1x1x16xi32>
    %75 = tosa.rescale %20, %37, %36, %35, %49 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<i8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<i32>
    %76 = tosa.reshape %75, %19 : (tensor<i32>, !tosa.shape<4>) -> tensor<1x1x1x1xi32>
    %77 = tosa.mul %74, %76, %52 : (tensor<1x1x1x16xi32>, tensor<1x1x1x1xi32>, tensor<1xi8>) -> tensor<1x1x1x16xi32>
    %78 = tosa.rescale %77, %18, %33, %49, %35 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x16xi8>
    %79 = tosa.rescale %63, %37, %36, %32, %49 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
    %80 = tosa.rescale %78, %37, %36, %35, %49 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x1x1x16xi32>
    %81 = tosa.mul %79, %80, %52 : (tensor<1x8x8x16xi32>, tensor<1x1x1x16xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi32>
    %82 = tosa.rescale %81, %17, %33, %49, %32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi8>
    %83 = tosa.conv2d %82, %16, %15, %32, %52 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x16xi8>, tensor<16x1x1x16xi8>, tensor<16xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x8x8x16xi32>
    %84 = tosa.rescale %83, %14, %13, %49, %42 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi32>, tensor<16xi32>, tensor<16xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi8>
    %85 = tosa.rescale %55, %37, %12, %42, %49 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
    %86 = tosa.rescale %85, %11, %10, %49, %49 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
    %87 = tosa.rescale %84, %37, %9, %42, %49 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
    %88 = tosa.add %86, %87 : (tensor<1x8x8x16xi32>, tensor<1x8x8x16xi32>) -> tensor<1x8x8x16xi32>
    %89 = tosa.rescale %88, %37, %8, %49, %42 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi8>
    %90 = tosa.rescale %89, %37, %36, %42, %49 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
    %91 = tosa.reduce_sum %90 {axis = 1 : i32} : (tensor<1x8x8x16xi32>) -> tensor<1x1x8x16xi32>
    %92 = tosa.reduce_sum %91 {axis = 2 : i32} : (tensor<1x1x8x16xi32>) -> tensor<1x1x1x16xi32>
    %93 = tosa.rescale %92, %7, %30, %49, %6 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x16xi8>
    %94 = tosa.reshape %5, %4 : (tensor<10x16xi8>, !tosa.shape<4>) -> tensor<10x1x1x16xi8>
    %95 = tosa.conv2d %93, %94, %49, %6, %52 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x16xi8>, tensor<10x1x1x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x10xi32>
    %96 = tosa.rescale %95, %3, %2, %49, %30 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x1x1x10xi32>, tensor<10xi32>, tensor<10xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x1x1x10xi8>
    %97 = tosa.reshape %96, %1 : (tensor<1x1x1x10xi8>, !tosa.shape<2>) -> tensor<1x10xi8>
    return %97 : tensor<1x10xi8>
  }
}
