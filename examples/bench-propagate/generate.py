#!/usr/bin/env python3
"""Writes a module of N quantkit.regions for the propagation benchmark.

The regions form one long chain of diamonds: x -> reshape -> (transpose,
max_pool2d) -> add -> ..., with layer statistics on the input and on every
add output, so every port resolves and nothing is reported unresolved.

    generate.py N > module.mlir
"""
import sys


def region(out, name, kernel, inputs, nin):
    types = ", ".join(["tensor<16xf32>"] * nin)
    args = ", ".join(f"%a{i}: tensor<16xf32>" for i in range(nin))
    specs = ", ".join(["f32"] * nin)
    out.append(
        f'  {name} = quantkit.region "{kernel}" ({", ".join(inputs)}) '
        f"in [{specs}] out [f32] : ({types}) -> tensor<16xf32> {{\n"
        f"  ^bb0({args}):\n"
        f"    quantkit.return %a0 : tensor<16xf32>\n  }}\n")


def main():
    n = int(sys.argv[1])
    out = ["func.func @main(%arg0: tensor<16xf32>) -> tensor<16xf32> {\n",
           "  %x0 = quantkit.stats %arg0 {layerStats = dense<[-1.0, 1.0]> "
           ": tensor<2xf32>} : tensor<16xf32>\n"]
    current = "%x0"
    for i in range((n + 3) // 4):
        region(out, f"%r{i}", "reshape", [current], 1)
        region(out, f"%t{i}", "transpose", [f"%r{i}"], 1)
        region(out, f"%p{i}", "max_pool2d", [f"%r{i}"], 1)
        region(out, f"%s{i}", "add", [f"%t{i}", f"%p{i}"], 2)
        out.append(f"  %x{i + 1} = quantkit.stats %s{i} {{layerStats = "
                   f"dense<[-{i % 7 + 1}.0, {i % 5 + 1}.0]> : tensor<2xf32>}}"
                   " : tensor<16xf32>\n")
        current = f"%x{i + 1}"
    out.append(f"  return {current} : tensor<16xf32>\n}}\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
