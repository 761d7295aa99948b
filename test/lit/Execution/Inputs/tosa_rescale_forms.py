"""i8 -> i8 tosa.rescale forms at the edges of what quantkit-import-tosa
accepts, each a function of 64 random inputs, and @main printing every
result widened to i32:

  a, b  scale32 = false (16-bit multipliers) under SINGLE_ROUND: imported
  c     an unnormalised multiplier (3, shift 3) under SINGLE_ROUND: imported
  d     DOUBLE_ROUND, unnormalised (3 * 2^28, shift 29: normalised shift 30,
        no 2^30 term on either side): imported
  e     DOUBLE_ROUND, normalised, shift 33: imported
  f     DOUBLE_ROUND, unnormalised (5, shift 4: normalised shift 32, where
        QuantKit's 2^30 term would apply and TOSA's does not): stays TOSA
"""
import random

rng = random.Random(3)
CASES = [("a", 12345, 17, "SINGLE_ROUND", "false", 3, -2, "i16"),
         ("b", 24577, 15, "SINGLE_ROUND", "false", -7, 5, "i16"),
         ("c", 3, 3, "SINGLE_ROUND", "true", 1, 0, "i32"),
         ("d", 805306368, 29, "DOUBLE_ROUND", "true", 0, 1, "i32"),
         ("e", 1717986918, 33, "DOUBLE_ROUND", "true", -3, 2, "i32"),
         ("f", 5, 4, "DOUBLE_ROUND", "true", 2, -1, "i32")]

for name, m, n, mode, scale32, izp, ozp, melem in CASES:
    print(f'''func.func @{name}(%x: tensor<64xi8>) -> tensor<64xi8> {{
  %m = "tosa.const"() <{{values = dense<{m}> : tensor<1x{melem}>}}> : () -> tensor<1x{melem}>
  %s = "tosa.const"() <{{values = dense<{n}> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{{values = dense<{izp}> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{{values = dense<{ozp}> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %izp, %ozp {{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = {mode}, scale32 = {scale32}}} : (tensor<64xi8>, tensor<1x{melem}>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<64xi8>
  return %r : tensor<64xi8>
}}
''')
print("func.func private @printMemrefI32(memref<*xi32>)")
print("func.func @main() {")
print("  %%x = arith.constant dense<[%s]> : tensor<64xi8>"
      % ", ".join(str(rng.randint(-128, 127)) for _ in range(64)))
for case in CASES:
    n = case[0]
    print(f"  %y{n} = call @{n}(%x) : (tensor<64xi8>) -> tensor<64xi8>")
    print(f"  %w{n} = arith.extsi %y{n} : tensor<64xi8> to tensor<64xi32>")
    print(f"  %b{n} = bufferization.to_buffer %w{n} : tensor<64xi32> to memref<64xi32>")
    print(f"  %u{n} = memref.cast %b{n} : memref<64xi32> to memref<*xi32>")
    print(f"  call @printMemrefI32(%u{n}) : (memref<*xi32>) -> ()")
print("  return")
print("}")
