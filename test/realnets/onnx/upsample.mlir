// onnxnets.py upsample: onnx 1.23.2, torch-mlir 20261001
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @forward(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x4x16x16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant dense<"0x9AFFB33E2EA917BFFBCD3C3EC4925B3C9EE4813EB6FD973D440CB43EC12EC83B2D77CBBD82CAE43D454FAA3DD5A48CBD8DF142BD85C70D3E7CCC0A3E9BADC2BD0CEE90BDF607B2BEB475A53E93CD30BD94C4833EFA89A43D1C8CBF3E5275973E29E87A3DFDE7913E633D3BBED408783E6BDF91BE4D48873DA1DA513EA448303DE8B390BD36C01EBE461C87BDE2244F3E878E2F3EBFA14EBD778C75BEEAD2043ECEDC8EBEE03AD1BDD3CF10BE7679123E51FE393DCE08B63D85BB563D549905BE230DD33D0E2D8B3E11E3E7BB38B9F93D2A7EC6BC3FB24A3E945F033EC6982C3EA053893DCD98A13ED5578EBD1DB583BD3E46E9BDB1CDF03DBC4FF5BDE008FEBDD75C0F3E4F03653EA65FE23D663004BF69EE3BBE278D53BE80F66DBE76B7A0BD3317B33E955072BDF9EE10BE5AB7093E041B5A3C8D42BE3C765207BEB5CC97B97C44AB3D5C54BCBE9EA99EBEB0BB553E4621263E4BB1C7BDEA0C49BE0A4312BD533B6BBE8A0B86BDB5B0A23ED037D03CD4D6653E807C2FBDC399913D528D883EC8A283BE47F488BDC75BF7BC64475E3DF616993E9718073E5E9293BEC49955BDFC1B30BE971D35BEE983C73E7C7A51BE34583A3D32F20CBE2DAC293E66688B3D75E5C83CAC2970BC6835603EEC9B37BEC6410FBE5E0C5CBEB17F833E456967BD7E704CBE342CA5BD254DF63EC66FA9BC3B83273E8258B73DDA2E1CBBB68208BE26C283BDFEB38BBD97B0D9BE9D37FF3EA741363EE554B73C8F4B20BD469D1BBE12243B3E444B13BD41E6BC3D50B788BE022C953D3C19C53EAF4E64BD70A51D3E36D2DE3B76CC593E2E5B523E9860423CC38DDCBD930A623DB8B3033CFE89F3BD62EAB33D1065AA3D12332FBE31C4AFBC9BEA0F3F01F9203E72279A3C996DF73EDA7DB3BD320EF4BE41E6BBBE64B995BEBBFE4C3DD268403EA7D6D5BE8A2C5C3EF5F271BE2E244A3D27D9B63DC465AA3DAD5FBE3AA5CA063D839F60BEC44F5B3D1B0F413E9887363E5FBA003FB078553EFF270F3E80E9A33E3A153E3DD6317EBE0FB4DCBE8A927B3EF3E1DF3DD3F9263ED63283BD09E9873DBC7AB93E87F8833D83D55BBEF60CAABD2A7B883E24CC56BE175CFEBE9A08E2BE7EEE83BE1D891D3E7E778B3C5B3C15BEAC427DBEC1B5B3BC559CFBBCD243DEBDEE5341BD3E6616BEF2ADB13EAA39E9BE11A3C03C64E847BE7F3B0B3E175439BD4C43903DAD85D13D"> : tensor<8x3x3x3xf32>
    %cst_3 = arith.constant dense<[0.0205326229, 0.0991040468, -0.139147773, 0.0951698943, -0.0218942445, 0.0380644388, 0.155653343, 0.112440683]> : tensor<8xf32>
    %cst_4 = arith.constant dense<[[[[1.14540887]], [[-1.29937983]], [[-0.551878512]]], [[[0.55666244]], [[-0.652797341]], [[-0.105420008]]], [[[0.986042559]], [[0.50500828]], [[-0.555566072]]], [[[0.26200527]], [[0.372564405]], [[0.0388997756]]], [[[-0.0580273643]], [[0.0817282497]], [[-0.86632198]]], [[[0.0730419755]], [[-0.558246374]], [[0.227228358]]], [[[0.247808531]], [[-0.515454412]], [[0.353725851]]], [[[0.205428407]], [[-0.0243043024]], [[0.419044703]]]]> : tensor<8x3x1x1xf32>
    %cst_5 = arith.constant dense<[-0.0312796682, -2.841580e-02, 0.00777861802, -0.00592228025, 0.114216685, -0.237394527, -0.0310473554, -0.201495618]> : tensor<8xf32>
    %cst_6 = arith.constant dense<"0x67067EBD9D33E03CC30B2BBB60B7E23D435C0A3D568EA7BECFC90BBE0AAB363ECBF0363EAF26CA3B934D41BE43B27F3EE7E981BE0898F13C410358BC40EAAB3CAEBA15BECFF563BDBCE0F13D0FB488BD7D5D30BE2E063BBC51AB413AEBFFD4BCC1C3D3BD55AD5B3DB6D6CDBCB7A518BE680F803CB5BE61BCE897E33B856658BEFB08CFBDC70D343D3C84CD3DAB9A013D78FC233C07B09E3D35FEDD3DFF3A4E3E89E3483DB12295BD0228513D40AC70BEC13B1C3B516F66BDD43CC7BB261F613D49D55C3B57AB31BE1BD335BDBAB1C5BD09FD87BB89DE273D05A2EBBDA5A6AE3DB0121C3E629F06BDBE21AE3DCDC033BE222784BD5A2AE73DA9CF55BE1F5677BDC8BBD9BD18090A3E2CAA093E1DDB97BD8E4D643C66019EBE40F7CB3D767C263DD57F1F3E1B6E90BEBF4E253D000D2DBDC2F19DBED595A8BD227D26BC8479C03D84A0B73CB0297CBDE0F5533D65E75CBC41749EBD45C6F7BDC8E7893CF9AD913C498A5D3E32B25CBDB0FF403EED0C273DD1A30D3E1BAFDBBDCA02D4BD8BAF16BD9276D73DDC42A73C3536B53DE084183D8AF1F73DCE31BE3C65257EBDEA23783DF9D72D3C0EFD523E9A339ABC2A83523C87EC13BDD7840B3EB518D33D13269D3D487316BE170437BEBEB7FF3C3A45AE3D4C82323E16B458BE3C6BA4BC20014CBE68E1E7BDD275D5BC036FE83D20357EBDB456ADBD51631ABD4CC6173E91C6913ED0163ABEBA0504BD90B64FBDEC0C0D3ED44D523D3DEF393E4549F4BD69BED43A9EE75BBDA95004BE609298BCE2F10EBE7418833E1D6F493DF354F5BD7B4692BD0418513EE4CB66BD5887A73DCDDE8C3DD1DE033EC131993D1ADACABC77C38EBDC74C56BED905B8BB54E8853C5DDF2DBD39AC8ABCD17F12BE0802833E16D971BD05E7F9BD101890BDE1A5A2BC6C10B33D4F7792BEF9F6783DF4A394BD2A0AADBCEA92F53D910CB93D54AFA3BD3D0E33BCBF27623E847F243E982AD23D809BB33A7A19E93D7E4C413DC89783BDC8A4F0BDC96B7E3D6C923A3DCD35123E203867BD0CC7293EE94A2EBD9A1A183E3EEE843D923C8ABD569FE3BD71D160BC172CFBBC3CE8E33D84F6A5BD28EA31BE3EE8E6BAF97F683E242E463E6D2B95BD638E02BD9DBB1B3DDF329FBDDB32E9BC453903BD5D95FCBDB66E94BD6F6C68BDE31FE63C4B600EBECA9F513C9246ECBD1580C2BDF34807BECC43F23E070E183E0EB6223E96FEC43D3322E0BC187C083CBC150D3DB46F593DD748903DA499383EA26FB2BE2B5085BD652AA43D8E9A2BBD98CC94BC5541343EB25DBB3CCD6B573E2523A0BB2B4AE73C847A00BE5EA06FBE5D2649BD4A4EF53BEA0326BD048622BE9CF19E3DECA70C3CD55FA93AB98ABBBD4328473E7780323E9A4C153D46565DBCE45BF53C3DE64C3E72AAA93E846DCC3A67894DBD039F5ABEB2E8A83E803005BEE703D33DC62A723D7438213E127DCFBD2A8443BE6546913C933B473D3FF20A3E75534BBE09845ABD2DD0FCBCC13C23BEBAC19BBC739EC13D8A5778BBF08D2DBEB65E283D9EE1CF3D0C16823D4247BF3DF85747BE9ED15F3D3E92913DE16F34BDD976CABB57DBB9BD9284153EA4F20EBDA670E3BDF9CDB63CA5FD5C3C7C28A23D2CE0C8BDCCCCA2BD36AC3A3D7937873E7C11633DAC4124BE9720A63C3F6DBBBD8F4C5FBE15A8A4BD074C8ABD5C954B3DACEB1F3E15EF093ECD47C43DAE7C4FBD9D249A3CB3908DBB0C9E2A3E6ED89CBD4C2084BDD030353E5F578C3DA56757BDCC22A33C1E6D943C749BBA3C8E81C23D4176333D8E55ADBC058872BDFC3250BE3EEB50BDD8EA0A3E9B3CE03C879B9CBD0F3BE6BC56E6CDBD87F30E3D9947733E4E305B3E3ABC113E64A8BE3D7A32D4BCBC1915BE72AF173B51B954BD544FCB3D3B7AA33C5C9788BD30FD5F3DAF2DB13E4768D8BDBDCB0A3E290C933DDC9722BC83D6B3BD6CEF863B1AD2E23C54AFBD3D81F5AD3D7205223D7143A1BD29BE193D944C5ABD23BAF8BD1333DC3DD4159DBD2FCD0EBE49B03D3C80AC67BE2640CEBB2E2F5E3D10E245BD6E1DF03CF2C5823E903D2D3E317CE33D220D933DA8F375BD0B487FBC0DE206BD92C2813BDFF66C3CFC48C2BDFC5D433EA895FABD2F02313D617FFA3DBF8B4CBB693CA1BDAD0E813B9B766A3EAA1D973D6DCC0BBD11358D3DFC94BDBC1B7662BECCE7EB3C1FC2FB3D32710B3E85FDFBBBB5842ABE1DBB103EED9B95BC9D0BB23DAC7B083EF073233DD237F1BB522698BD734152BD07A15A3B1D2261BD98C92D3D94B46CBE52EDF5BD732495BB9ACAA9BD0D2484BD7CAF0ABEAD8E9F3D308D433E302FF6BD492A093E666831BE3275703C2BD173BE874E623D590ADF39B7C46B3C82A4103E0E428A3D2B49BABBE857CBBD32EF4D3B4453ADBDF86B58BD8E4E2F3E330ECD3DD440FB3C53E5903D47B531BE022E133CBFFB4FBE2D93A8BDBC3F223DF523253DD851A03DE916603C4EF7873AD87EB4BBCC16243E4338173E32A935BE5C50173CF568153E8EEB15BD86179D3C5FB39FBD508818BE85C2FF3B1C2668BD154BE6BC069438BECC8116BE8AB8DABC7A7883BD8606563D967F0CBEAAD48E3DB20B583DA52C80BBE19C783D1EF2D0BC005920BD84CCA3BCA3522ABE2F84B5BC85689B3DB46654BEC6E07E3DC09FBFBDFDC179BD24650DBC55B9223C9789103EA25D15BD23943A3E67AD6CBCE7D31B3D5F23783D3EA2C6BDF26419BEBF3C9ABB82C9843DF548AD3D3A686FBDA827443E6810F0BCF162BFBDBD32FE3DED0A083E8D45F9BDFBF8B53DE81520BEF22DACBA4C1C863E0999173E13A1A43DF8C0983D065EC8BD9CAF203D9DEE5A3D4EC9F6BDB401D23C654D883D26FFE33CE81F5B3DF5AAC0BCB6A003BECF97FB3B976563BE3FB2A3BD5428083EF8F15B3E2D23583DBAA28EBE0271263E55CE8D3D7E8689BCD133C03D7D908F3D30A609BEE52C16BE2080033E390287BE6F949D3DEAF3323DF3CDF93D1417593EB765283EB5F5423E6595D53DDC398A3D0271093EB177EB3B1D26CABDA3BD1EBAA6D737BE50E865BD4DC0803EDC5F8E3DCED548BC102B7FBD80024DBEE76B62BDFF32ABBDE0F8F23BA0BF883C9C5379BAF32F5FBE7BC0353EE30F6F3DD2F9EB3B6D9903BDE9136C3DFFE61B3EE97D9D3D437A06BE340C12BE68FD8BBEF61F9A3C5668B33D17E5153EFBC6953C863FC93D9B0BD9BDB87A803D42B05DBC94DB9EBD5BFC49BED9910B3EA2C187BEF8EB963D749FC1BD8938923D46F385BDF60EB53DAE87D4BC"> : tensor<8x8x3x3xf32>
    %cst_7 = arith.constant dense<[-0.104772307, -0.0520691611, -0.161548138, 0.0269826613, 0.103610367, 0.0414277911, 0.0101552121, 0.128413513]> : tensor<8xf32>
    %cst_8 = arith.constant dense<[[[[-0.413828075]], [[0.194711834]], [[0.00180767383]], [[-0.167904302]], [[0.192756012]], [[-0.406056672]], [[-0.0487930812]], [[0.117968544]]], [[[-0.413098693]], [[-0.0841339305]], [[0.184761897]], [[0.335312724]], [[-0.334339261]], [[0.316766679]], [[-0.105439357]], [[0.03172075]]], [[[-0.195106089]], [[2.747700e-01]], [[-0.25041315]], [[9.879770e-02]], [[0.132776663]], [[0.265747517]], [[-0.36869821]], [[0.272335559]]], [[[0.0104288273]], [[5.119240e-01]], [[-0.122923672]], [[-0.202250808]], [[-0.0217055771]], [[-0.112119682]], [[-0.0617520474]], [[-0.450354069]]]]> : tensor<4x8x1x1xf32>
    %cst_9 = arith.constant dense<[-0.208758831, -0.147478193, -0.0598108061, 0.0421153754]> : tensor<4xf32>
    %cst_10 = arith.constant 2.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %cst_11 = arith.constant 1.500000e+00 : f32
    %cst_12 = arith.constant 1.500000e+01 : f32
    %cst_13 = arith.constant 1.250000e+00 : f32
    %cst_14 = arith.constant 1.4545455 : f32
    %cst_15 = arith.constant 1.000000e+01 : f32
    %cst_16 = arith.constant 1.23076928 : f32
    %cst_17 = arith.constant 1.200000e+01 : f32
    %cst_18 = arith.constant 7.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x16x16xf32> to tensor<1x3x18x18xf32>
    %0 = tensor.empty() : tensor<1x8x8x8xf32>
    %broadcasted = linalg.broadcast ins(%cst_3 : tensor<8xf32>) outs(%0 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_2 : tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x8x8x8xf32>) outs(%0 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.cmpf ugt, %in, %cst : f32
      %15 = arith.select %14, %in, %cst : f32
      linalg.yield %15 : f32
    } -> tensor<1x8x8x8xf32>
    %3 = tensor.empty() : tensor<1x8x16x16xf32>
    %4 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<1x8x16x16xf32>) {
    ^bb0(%out: f32):
      %14 = linalg.index 1 : index
      %15 = linalg.index 2 : index
      %16 = linalg.index 3 : index
      %17 = arith.index_cast %15 : index to i64
      %18 = arith.sitofp %17 : i64 to f32
      %19 = arith.addf %18, %cst_1 : f32
      %20 = arith.divf %19, %cst_10 : f32
      %21 = arith.subf %20, %cst_1 : f32
      %22 = arith.maximumf %21, %cst : f32
      %23 = arith.minimumf %22, %cst_18 : f32
      %24 = arith.index_cast %16 : index to i64
      %25 = arith.sitofp %24 : i64 to f32
      %26 = arith.addf %25, %cst_1 : f32
      %27 = arith.divf %26, %cst_10 : f32
      %28 = arith.subf %27, %cst_1 : f32
      %29 = arith.maximumf %28, %cst : f32
      %30 = arith.minimumf %29, %cst_18 : f32
      %31 = math.floor %23 : f32
      %32 = arith.addf %23, %cst_0 : f32
      %33 = math.floor %32 : f32
      %34 = arith.fptosi %31 : f32 to i64
      %35 = arith.index_cast %34 : i64 to index
      %36 = arith.minimumf %32, %cst_18 : f32
      %37 = arith.fptosi %36 : f32 to i64
      %38 = arith.index_cast %37 : i64 to index
      %39 = math.floor %30 : f32
      %40 = arith.addf %30, %cst_0 : f32
      %41 = math.floor %40 : f32
      %42 = arith.fptosi %39 : f32 to i64
      %43 = arith.index_cast %42 : i64 to index
      %44 = arith.minimumf %40, %cst_18 : f32
      %45 = arith.fptosi %44 : f32 to i64
      %46 = arith.index_cast %45 : i64 to index
      %extracted = tensor.extract %2[%c0, %14, %35, %43] : tensor<1x8x8x8xf32>
      %extracted_23 = tensor.extract %2[%c0, %14, %35, %46] : tensor<1x8x8x8xf32>
      %extracted_24 = tensor.extract %2[%c0, %14, %38, %43] : tensor<1x8x8x8xf32>
      %extracted_25 = tensor.extract %2[%c0, %14, %38, %46] : tensor<1x8x8x8xf32>
      %47 = arith.subf %33, %23 : f32
      %48 = arith.subf %23, %31 : f32
      %49 = arith.subf %41, %30 : f32
      %50 = arith.subf %30, %39 : f32
      %51 = arith.mulf %49, %extracted : f32
      %52 = arith.mulf %50, %extracted_23 : f32
      %53 = arith.addf %51, %52 : f32
      %54 = arith.mulf %47, %53 : f32
      %55 = arith.mulf %49, %extracted_24 : f32
      %56 = arith.mulf %50, %extracted_25 : f32
      %57 = arith.addf %55, %56 : f32
      %58 = arith.mulf %48, %57 : f32
      %59 = arith.addf %54, %58 : f32
      linalg.yield %59 : f32
    } -> tensor<1x8x16x16xf32>
    %broadcasted_19 = linalg.broadcast ins(%cst_5 : tensor<8xf32>) outs(%3 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3] 
    %5 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %cst_4 : tensor<1x3x16x16xf32>, tensor<8x3x1x1xf32>) outs(%broadcasted_19 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %5 : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%3 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_23: f32, %out: f32):
      %14 = arith.addf %in, %in_23 : f32
      linalg.yield %14 : f32
    } -> tensor<1x8x16x16xf32>
    %padded_20 = tensor.pad %6 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
    %broadcasted_21 = linalg.broadcast ins(%cst_7 : tensor<8xf32>) outs(%0 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3] 
    %7 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_20, %cst_6 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_21 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %8 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<1x8x16x16xf32>) {
    ^bb0(%out: f32):
      %14 = linalg.index 1 : index
      %15 = linalg.index 2 : index
      %16 = linalg.index 3 : index
      %17 = arith.index_cast %15 : index to i64
      %18 = arith.sitofp %17 : i64 to f32
      %19 = arith.divf %18, %cst_10 : f32
      %20 = math.floor %19 : f32
      %21 = arith.maximumf %20, %cst : f32
      %22 = arith.minimumf %21, %cst_18 : f32
      %23 = arith.fptosi %22 : f32 to i64
      %24 = arith.index_cast %23 : i64 to index
      %25 = arith.index_cast %16 : index to i64
      %26 = arith.sitofp %25 : i64 to f32
      %27 = arith.divf %26, %cst_10 : f32
      %28 = math.floor %27 : f32
      %29 = arith.maximumf %28, %cst : f32
      %30 = arith.minimumf %29, %cst_18 : f32
      %31 = arith.fptosi %30 : f32 to i64
      %32 = arith.index_cast %31 : i64 to index
      %extracted = tensor.extract %7[%c0, %14, %24, %32] : tensor<1x8x8x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x16x16xf32>
    %9 = tensor.empty() : tensor<1x8x11x13xf32>
    %10 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%9 : tensor<1x8x11x13xf32>) {
    ^bb0(%out: f32):
      %14 = linalg.index 1 : index
      %15 = linalg.index 2 : index
      %16 = linalg.index 3 : index
      %17 = arith.index_cast %15 : index to i64
      %18 = arith.sitofp %17 : i64 to f32
      %19 = arith.mulf %18, %cst_11 : f32
      %20 = arith.maximumf %19, %cst : f32
      %21 = arith.minimumf %20, %cst_12 : f32
      %22 = arith.index_cast %16 : index to i64
      %23 = arith.sitofp %22 : i64 to f32
      %24 = arith.mulf %23, %cst_13 : f32
      %25 = arith.maximumf %24, %cst : f32
      %26 = arith.minimumf %25, %cst_12 : f32
      %27 = math.floor %21 : f32
      %28 = arith.addf %21, %cst_0 : f32
      %29 = math.floor %28 : f32
      %30 = arith.fptosi %27 : f32 to i64
      %31 = arith.index_cast %30 : i64 to index
      %32 = arith.minimumf %28, %cst_12 : f32
      %33 = arith.fptosi %32 : f32 to i64
      %34 = arith.index_cast %33 : i64 to index
      %35 = math.floor %26 : f32
      %36 = arith.addf %26, %cst_0 : f32
      %37 = math.floor %36 : f32
      %38 = arith.fptosi %35 : f32 to i64
      %39 = arith.index_cast %38 : i64 to index
      %40 = arith.minimumf %36, %cst_12 : f32
      %41 = arith.fptosi %40 : f32 to i64
      %42 = arith.index_cast %41 : i64 to index
      %extracted = tensor.extract %8[%c0, %14, %31, %39] : tensor<1x8x16x16xf32>
      %extracted_23 = tensor.extract %8[%c0, %14, %31, %42] : tensor<1x8x16x16xf32>
      %extracted_24 = tensor.extract %8[%c0, %14, %34, %39] : tensor<1x8x16x16xf32>
      %extracted_25 = tensor.extract %8[%c0, %14, %34, %42] : tensor<1x8x16x16xf32>
      %43 = arith.subf %29, %21 : f32
      %44 = arith.subf %21, %27 : f32
      %45 = arith.subf %37, %26 : f32
      %46 = arith.subf %26, %35 : f32
      %47 = arith.mulf %45, %extracted : f32
      %48 = arith.mulf %46, %extracted_23 : f32
      %49 = arith.addf %47, %48 : f32
      %50 = arith.mulf %43, %49 : f32
      %51 = arith.mulf %45, %extracted_24 : f32
      %52 = arith.mulf %46, %extracted_25 : f32
      %53 = arith.addf %51, %52 : f32
      %54 = arith.mulf %44, %53 : f32
      %55 = arith.addf %50, %54 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x11x13xf32>
    %11 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<1x8x16x16xf32>) {
    ^bb0(%out: f32):
      %14 = linalg.index 1 : index
      %15 = linalg.index 2 : index
      %16 = linalg.index 3 : index
      %17 = arith.index_cast %15 : index to i64
      %18 = arith.sitofp %17 : i64 to f32
      %19 = arith.addf %18, %cst_1 : f32
      %20 = arith.divf %19, %cst_14 : f32
      %21 = arith.subf %20, %cst_1 : f32
      %22 = arith.maximumf %21, %cst : f32
      %23 = arith.minimumf %22, %cst_15 : f32
      %24 = arith.index_cast %16 : index to i64
      %25 = arith.sitofp %24 : i64 to f32
      %26 = arith.addf %25, %cst_1 : f32
      %27 = arith.divf %26, %cst_16 : f32
      %28 = arith.subf %27, %cst_1 : f32
      %29 = arith.maximumf %28, %cst : f32
      %30 = arith.minimumf %29, %cst_17 : f32
      %31 = math.floor %23 : f32
      %32 = arith.addf %23, %cst_0 : f32
      %33 = math.floor %32 : f32
      %34 = arith.fptosi %31 : f32 to i64
      %35 = arith.index_cast %34 : i64 to index
      %36 = arith.minimumf %32, %cst_15 : f32
      %37 = arith.fptosi %36 : f32 to i64
      %38 = arith.index_cast %37 : i64 to index
      %39 = math.floor %30 : f32
      %40 = arith.addf %30, %cst_0 : f32
      %41 = math.floor %40 : f32
      %42 = arith.fptosi %39 : f32 to i64
      %43 = arith.index_cast %42 : i64 to index
      %44 = arith.minimumf %40, %cst_17 : f32
      %45 = arith.fptosi %44 : f32 to i64
      %46 = arith.index_cast %45 : i64 to index
      %extracted = tensor.extract %10[%c0, %14, %35, %43] : tensor<1x8x11x13xf32>
      %extracted_23 = tensor.extract %10[%c0, %14, %35, %46] : tensor<1x8x11x13xf32>
      %extracted_24 = tensor.extract %10[%c0, %14, %38, %43] : tensor<1x8x11x13xf32>
      %extracted_25 = tensor.extract %10[%c0, %14, %38, %46] : tensor<1x8x11x13xf32>
      %47 = arith.subf %33, %23 : f32
      %48 = arith.subf %23, %31 : f32
      %49 = arith.subf %41, %30 : f32
      %50 = arith.subf %30, %39 : f32
      %51 = arith.mulf %49, %extracted : f32
      %52 = arith.mulf %50, %extracted_23 : f32
      %53 = arith.addf %51, %52 : f32
      %54 = arith.mulf %47, %53 : f32
      %55 = arith.mulf %49, %extracted_24 : f32
      %56 = arith.mulf %50, %extracted_25 : f32
      %57 = arith.addf %55, %56 : f32
      %58 = arith.mulf %48, %57 : f32
      %59 = arith.addf %54, %58 : f32
      linalg.yield %59 : f32
    } -> tensor<1x8x16x16xf32>
    %12 = tensor.empty() : tensor<1x4x16x16xf32>
    %broadcasted_22 = linalg.broadcast ins(%cst_9 : tensor<4xf32>) outs(%12 : tensor<1x4x16x16xf32>) dimensions = [0, 2, 3] 
    %13 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%11, %cst_8 : tensor<1x8x16x16xf32>, tensor<4x8x1x1xf32>) outs(%broadcasted_22 : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
    return %13 : tensor<1x4x16x16xf32>
  }
}
