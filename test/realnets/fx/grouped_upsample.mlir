// Written by test/realnets/fxnets.py grouped_upsample with torch 2.15.0+cu132 and torch-mlir's fx importer.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @forward(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x4x32x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_8_1_2_2_torch.float32> : tensor<8x1x2x2xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_8_4_3_3_torch.float32> : tensor<8x4x3x3xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
    %0 = tensor.empty() : tensor<1x8x8x8xf32>
    %broadcasted = linalg.broadcast ins(%cst_10 : tensor<8xf32>) outs(%0 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_9 : tensor<1x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x8x8x8xf32>) outs(%0 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.cmpf ugt, %in, %cst : f32
      %26 = arith.select %25, %in, %cst : f32
      linalg.yield %26 : f32
    } -> tensor<1x8x8x8xf32>
    %expanded = tensor.expand_shape %cst_8 [[0, 1], [2], [3], [4]] output_shape [2, 4, 4, 3, 3] : tensor<8x4x3x3xf32> into tensor<2x4x4x3x3xf32>
    %3 = tensor.empty() : tensor<2x4x4x3x3xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x4x4x3x3xf32>) -> tensor<2x4x4x3x3xf32>
    %5 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%4 : tensor<2x4x4x3x3xf32>) {
    ^bb0(%out: f32):
      %25 = linalg.index 0 : index
      %26 = linalg.index 1 : index
      %27 = linalg.index 2 : index
      %28 = linalg.index 3 : index
      %29 = linalg.index 4 : index
      %30 = arith.subi %c2, %28 : index
      %31 = arith.subi %c2, %29 : index
      %extracted = tensor.extract %expanded[%25, %27, %26, %30, %31] : tensor<2x4x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x4x3x3xf32>
    %6 = tensor.empty() : tensor<1x8x18x18xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x8x18x18xf32>) -> tensor<1x8x18x18xf32>
    %inserted_slice = tensor.insert_slice %2 into %7[0, 0, 1, 1] [1, 8, 8, 8] [1, 1, 2, 2] : tensor<1x8x8x8xf32> into tensor<1x8x18x18xf32>
    %8 = tensor.empty() : tensor<1x8x16x16xf32>
    %broadcasted_11 = linalg.broadcast ins(%cst_7 : tensor<8xf32>) outs(%8 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3] 
    %expanded_12 = tensor.expand_shape %inserted_slice [[0], [1, 2], [3], [4]] output_shape [1, 2, 4, 18, 18] : tensor<1x8x18x18xf32> into tensor<1x2x4x18x18xf32>
    %expanded_13 = tensor.expand_shape %broadcasted_11 [[0], [1, 2], [3], [4]] output_shape [1, 2, 4, 16, 16] : tensor<1x8x16x16xf32> into tensor<1x2x4x16x16xf32>
    %9 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_12, %5 : tensor<1x2x4x18x18xf32>, tensor<2x4x4x3x3xf32>) outs(%expanded_13 : tensor<1x2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %collapsed = tensor.collapse_shape %9 [[0], [1, 2], [3], [4]] : tensor<1x2x4x16x16xf32> into tensor<1x8x16x16xf32>
    %10 = tensor.empty() : tensor<8xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_5 : tensor<8xf32>) outs(%10 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.truncf %cst_4 : f64 to f32
      %26 = arith.addf %in, %25 : f32
      linalg.yield %26 : f32
    } -> tensor<8xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%11 : tensor<8xf32>) outs(%10 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = math.rsqrt %in : f32
      linalg.yield %25 : f32
    } -> tensor<8xf32>
    %expanded_14 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_15 = tensor.expand_shape %12 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed, %expanded_14 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%8 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %25 = arith.subf %in, %in_24 : f32
      linalg.yield %25 : f32
    } -> tensor<1x8x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_15 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%8 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %25 = arith.mulf %in, %in_24 : f32
      linalg.yield %25 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_16 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_16 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%8 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %25 = arith.mulf %in, %in_24 : f32
      linalg.yield %25 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_17 = tensor.expand_shape %cst_2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_17 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%8 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %25 = arith.addf %in, %in_24 : f32
      linalg.yield %25 : f32
    } -> tensor<1x8x16x16xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x8x16x16xf32>) outs(%8 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.cmpf ugt, %in, %cst : f32
      %26 = arith.select %25, %in, %cst : f32
      linalg.yield %26 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_18 = tensor.expand_shape %cst_1 [[0, 1], [2], [3], [4]] output_shape [4, 2, 1, 2, 2] : tensor<8x1x2x2xf32> into tensor<4x2x1x2x2xf32>
    %18 = tensor.empty() : tensor<4x1x2x2x2xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<4x1x2x2x2xf32>) -> tensor<4x1x2x2x2xf32>
    %20 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%19 : tensor<4x1x2x2x2xf32>) {
    ^bb0(%out: f32):
      %25 = linalg.index 0 : index
      %26 = linalg.index 2 : index
      %27 = linalg.index 3 : index
      %28 = linalg.index 4 : index
      %29 = arith.subi %c1, %27 : index
      %30 = arith.subi %c1, %28 : index
      %extracted = tensor.extract %expanded_18[%25, %26, %c0, %29, %30] : tensor<4x2x1x2x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x1x2x2x2xf32>
    %21 = tensor.empty() : tensor<1x8x33x33xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x8x33x33xf32>) -> tensor<1x8x33x33xf32>
    %inserted_slice_19 = tensor.insert_slice %17 into %22[0, 0, 1, 1] [1, 8, 16, 16] [1, 1, 2, 2] : tensor<1x8x16x16xf32> into tensor<1x8x33x33xf32>
    %23 = tensor.empty() : tensor<1x4x32x32xf32>
    %broadcasted_20 = linalg.broadcast ins(%cst_0 : tensor<4xf32>) outs(%23 : tensor<1x4x32x32xf32>) dimensions = [0, 2, 3] 
    %expanded_21 = tensor.expand_shape %inserted_slice_19 [[0], [1, 2], [3], [4]] output_shape [1, 4, 2, 33, 33] : tensor<1x8x33x33xf32> into tensor<1x4x2x33x33xf32>
    %expanded_22 = tensor.expand_shape %broadcasted_20 [[0], [1, 2], [3], [4]] output_shape [1, 4, 1, 32, 32] : tensor<1x4x32x32xf32> into tensor<1x4x1x32x32xf32>
    %24 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_21, %20 : tensor<1x4x2x33x33xf32>, tensor<4x1x2x2x2xf32>) outs(%expanded_22 : tensor<1x4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %collapsed_23 = tensor.collapse_shape %24 [[0], [1, 2], [3], [4]] : tensor<1x4x1x32x32xf32> into tensor<1x4x32x32xf32>
    return %collapsed_23 : tensor<1x4x32x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x04000000D0B70C3E9013823DF218C2BEF00D913E",
      torch_tensor_8_1_2_2_torch.float32: "0x04000000AED3913E6008C33CEEF9AFBE68CBFF3D4835B23EC6CACE3EC856033E9C5A4B3E8037473E0AC0913EE8B197BE8465BBBED85F9CBD54C2CCBE00277FBD36FFF23E008CB1BACC04883E26F1D5BEA0D1F73EFE9AA13EB4B9EF3E803518BD8475FBBE0C0E493E98CFA63D5261E4BE30A5E9BE4A09CA3E62F4E63EF02BC2BDC46D0ABE",
      torch_tensor_8_torch.float32_5: "0x040000001D5197BDD7DA42BE4B9A673CCB02673C40F026BE749A543E5A1C3CBEA16597BD",
      torch_tensor_8_torch.float32_4: "0x040000005481163FABEB663F9ED3AE3F9F0E323F2ED22F3F5E1B093FE44A9F3F994CBA3F",
      torch_tensor_8_torch.float32_3: "0x0400000074EF573F800D943F45EA3F3FB7083F3F27DD4A3F59E13F3FCEE4293F8D5DA53F",
      torch_tensor_8_torch.float32_2: "0x04000000C30223BEA65E183EA2ADC7BDB314F33C827E233B89CE1D3D7F88063D5DD95CBD",
      torch_tensor_8_torch.float32_1: "0x0400000080C714BEFCC3013ED619E73BEB8C123EFB90E6BD00729F3C16E0453DB488273E",
      torch_tensor_8_4_3_3_torch.float32: "0x04000000561AC23BE36193BD2661153D66C975BDF46D223EC6498A3D6795243EFE5B0BBE6B8B17BE2E391F3E1328ECBD30D6AABD23B6BBBD6B92103D5650493BC6C1143E50CC4C3DEF9514BE9AC7283E7B96F43D93EF16BE13D69F3D96CBEF3D56EDB7BAD8B9F23D289F80BD9667EA3CC3B89F3DD68D19BE5E591EBE565A033CB6AEEEBC069E1A3EE77C29BE53C013BEFB3506BE4B73E93D3E7710BE4B2624BE16229ABCBB968BBD369CE6BDAB097BBCBBBA75BDD01C40BD2027453D6A17063E62EB1FBEF8CBCD3D2B91AF3D3057E0BD8E04A7BD180702BE18181CBEBBC8E33DAB365B3B6659283DE0D8BF3DF6478E3CEB98153C3603A73CC6082F3DEB1C10BE0B7109BEC084E03C2653C8BDB394983D8066B3BC5B3AB43DE07B753D5679DA3D56039C3DE314873D88E90C3E78F4103E8E1D1CBE581EF63D1613023D36CD03BE6B1F17BC9EDBF6BD2BD86ABC2B05CF3B630611BE0E6E163E0099153E26F8D7BDF0DD73BDF36399BD80C010BCB607223EFC2F023E7623F2BDDBC5263E6B8A06BE76DDFE3CCB3B993DC0B952BDAB4093BBD0F9723D20F713BDB60E613D1BFB653DB682AD3C7E77B4BD582FD93D7310FFBD68A5C73D6817D93D1E2A97BD5687C73A904A76BD936322BE6BB4533C4F1D17BEC85AFABDF8109D3D07D1283ED691E2BB7E19E9BD80812F3DA0916D3D20B4F6BD46241FBEFB8B323D66FFFABD5B3B053EDB4E603DEB91DDBC40654EBDE643A03D2A8B28BE665C003E6BA3C33DF0B001BEFB9F253DA05592BDDB579F3DC619F6BDDFC414BE80D593BB4E399DBD8042B7BBA66C7B3DBE90D5BDE08326BD6073A43CD6C26A3C34AA123E76D7113E9025AA3D2BB8A43C2670BEBD630E1CBEAE118D3D3B14FEBDEB459BBD0339133E80BA2EBC482C8F3DB47910BE5602933B68A409BEAE1BA4BD20A3ACBDABD6B23A0050573C00CCEABAC06289BDD6BDE93CABF42A3B3B76DCBD402EBABDAB3930BCBE32BC3D2B6F9ABB96E4223E56617A3B8397FA3D337E98BD1AA920BE2863E8BDB3A0983DC7A1023E30C50C3DB3880EBE96FE1B3E002DBB3C0620293E765BF83D80F58B3B03DE94BD64EA01BEEB114F3D1BA5203E27C912BE8365803DABB214BA731FDF3D5B09FA3DF636CBBD40D1D43D207E0EBD8BE64B3D0F250ABEA6839BBD3E0399BD0E8BBBBD3BEEE1BDC0A1DABC8004193D3E9292BDA84CE2BD60C4FFBC0B6B25BE967D01BD7688D93D88B903BED05B2C3D4E0C943D4357EABDB827EABDB644443DB6A1F2BC58E1DFBD0084EA3DB8730F3E00B9AC3D4305C6BDFF4A1EBEABF456BC304737BDBE5BAABDF0FB02BE000F4A3C663A39BD9600003EE7001E3EABA3D8BB60758EBD96ED1F3D383FA83DD00A06BDC3C0E13D7653FA3D5E5B9DBD765D84BC9ED4943D064240BD0AFF29BE5FFA073EC88517BE367785BC5B35B5BD3BE68ABDE805A43DE6D5293EDBACB33D4B3752BDCB3C083DAB48FFBB00364C3C40716C3C048B083ED6B61BBEF7F6053EB6A547BD3F1422BEA0C3A93DE664ED3D5B39FE3D7CC0203EF362EABD23D2163EE6AC083EE0E26C3DF081543D5EAE18BE2387F93D762207BDAB93F63B803D633CD354B1BD8B42CA3CC3ECBD3D1A541F3EA79C013EC090F5BD",
      torch_tensor_8_3_3_3_torch.float32: "0x040000009D91D3BA690B82BC27DC23BD7ABEC63D4351263ED8BA243D0A1DA13C94FE8A3CBB6801BE2C22DFBD325137BE19AD2F3E41E80A3C7818AABD50241E3E24C49D3DE8CDDF3DEBC1043B25F9C7BD2888483DDA69C03D8FE1D93DAD5F223EB6BC42BE67D077BCBE480BBEAEAB88BD5AAC173ECFFADD3C3DD99D3DEDDCDEBDDAFB19BE8C9C0F3EDD9930BE5D7DF03C99A8B6BDAB1A0A3E337E9DBCC4A4CCBD022720BE14FD18BE5098103ED0A6E2BD50E247BDC9E9D4BD914B8EBD768823BD3CD5A63DF74A7B3C0C17D33D90332DBE2EF4923D093F41BEF695953C32FE6B3D0983813D3A471FBE8C22383EB2BBB23DDCE9BD3D1BDE053E2574D1BD44F4C6BDA9E99A3D65B5A4BDA5C6263D1B4C2D3EE1691A3E6FFDA1BCDA274ABCC4B529BEBDBB883CF2D6093E7E59243EE3D9F13DFB1FA23C81059238BBD4173E6EB7D33C2E1B393C552307BE279A88BD928C3D3E12D235BEFCEA123EB72F4ABDF760BEBD8AE6903D6EF65DBB2058263EAAAE11BE9823CC3D308285BD01D91FBE5F09C83D97DDB23D5D52173E928513BE1BE200BEDDCF06BEC0C188BCA47EBDBDDF241D3EB9AF043E37FB523DF63E16BE4313BEBDD6ABCCBD1F362FBE5D09F2BD9676FC3D3A250F3ECD7D2B3ECBE7343E2DED93BCA40C7CBD372743BE8A442BBE9AE21A3E0C09ACBB210DF9BDA15448BD28F12E3EB8AC87BC792AD53DAC50B4BD781F133EE059A83DDDC435BEDA7F0E3ECB75213E37B5243E66600BBE0DC607BE549AF43D065CF4BD44E7A83D4FF59E3D20DE1F3E8864293E8388123E450EB5BD449D2FBE4364B0BD32E63F3EEE2D163E4C6DEDBDD5A8E03D989C063E4D262C3BE02DAF3DA28A443C9D97B83D956E7DBC509953BAFC832F3EBFB91A3EBB89E4BD917FC23D969168BDD05A313E4C3613BDE60D213EE10C3C3E44484CBDD40A453E89FA17BECE1AC23C9BB1F8BD52CCF83B49AB813CC7EF32BEDB1243BE7B6A383E4E5902BC239B053E993FC5BD4CB0A1BDF8AAB1BD4EF78CBDF084BA3C7E94AE3D2BE2253E4D7BA1BD277E05BE1283513AA434C93D286617BEA69CA5BDB7C634BD55042A3E241D3D3ECF419CBC4DB0E0BD675533BD2D24523D0869A13DBD9D31BEB3583DBE2231A63B71AA533D38BD403C380482BD33E187BDF7FB0E3E7AB7313E1ADBB63DE8F8B43D31C1433E0D03FF3D048E28BE78527E3DC942A3BDACC39D3DB4FC403DEA7F10BD",
      torch_tensor_8_torch.float32: "0x0400000004AD42BE5B39E2BDA3C87BBCD2F603BE4F54473DDF636A3D42E56CBD12F2B5BC"
    }
  }
#-}

