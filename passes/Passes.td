//===- Passes.td - QuantKit passes -------------------------*- tablegen -*-===//
//
// Pass names and options are binding (SPEC section 3).
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_PASSES_TD
#define QUANTKIT_PASSES_PASSES_TD

include "mlir/Pass/PassBase.td"

def QuantKitVerify : Pass<"quantkit-verify"> {
  let summary = "Check every quantized type in every context";
  let description = [{
    Walks the IR it runs on and checks each `!quant.*` type wherever it
    appears: operand, result and block-argument types (so function
    signatures, through their entry blocks and `function_type`), types held
    in attributes (`quantkit.region` specs, `TypeAttr`s) and types nested in
    other types. It applies seed 000's per-axis integrity rules and the
    parameter checks upstream's verifiers leave out:

    * `quant_type_c1`: a per-axis type is the element type of a tensor;
    * `quant_type_c2`: the tensor's rank exceeds the quantized dimension;
    * `quant_type_c3`: a static quantized dimension has one entry per scale;
    * `quant_type_c4`: every zero point lies inside the storage range
      (upstream accepts `!quant.uniform<i8:f32, 1.0:300>`);
    * `quant_type_c5`: every scale is positive and finite;
    * `quant_type_c6`: storage bounds lie inside the storage type;
    * `quant_type_c7`: calibration ranges are finite with `min <= max`.

    Every violation is reported at the location of the op that holds it; the
    pass fails if there was any. It changes nothing.

    Example:

    ```
    mlir-opt --load-pass-plugin=QuantKitPlugin.so \
      --pass-pipeline='builtin.module(quantkit-verify)' model.mlir
    ```
  }];
  let statistics = [
    Statistic<"numTypesChecked", "types-checked",
              "Number of type occurrences checked">,
    Statistic<"numViolations", "violations",
              "Number of quantized types that broke a rule">
  ];
}

def QuantKitDumpTarget : Pass<"quantkit-dump-target", "ModuleOp"> {
  let summary = "Print a target's kernels and the kernel each region selects";
  let description = [{
    A debugging aid for target descriptions (SPEC section 5). Loads the
    target that `target` and `target-file` select, exactly as
    `quantkit-propagate` does, and prints it to standard output in
    target-file syntax, kernels in registration order (look-up order). Then,
    for every `quantkit.region` of the module, it looks up the region's
    kernel with the key its specs imply (`!quant.any<iN>` asks for at least N
    bits) and emits a remark naming the selected kernel and its ports fitted
    to the region, or an error when no kernel matches. The IR is unchanged
    (and printed after the dump as usual; `-o /dev/null` leaves the dump
    alone on standard output).

    Options:

    * `target`: a registered target (`tflite-int8`, `tflite-int16x8`,
      `tflite-mixed`, or one registered from C++), or the target to take
      from `target-file`;
    * `target-file`: a target file; its only target is used when `target`
      is empty.

    Example:

    ```
    mlir-opt --load-pass-plugin=QuantKitPlugin.so \
      --pass-pipeline='builtin.module(quantkit-dump-target{target=tflite-int8})'
    ```
  }];
  let options = [
    Option<"targetName", "target", "std::string", "\"\"",
           "Name of the target to print">,
    Option<"targetFile", "target-file", "std::string", "\"\"",
           "Target file to load the target from">
  ];
  let dependentDialects = ["::mlir::quantkit::QuantKitDialect"];
}

def QuantKitLower : Pass<"quantkit-lower", "ModuleOp"> {
  let summary = "Lower quantized ops and types to exact integer arithmetic";
  let description = [{
    Rewrites `quantkit` compute ops and `quant.qcast`/`quant.dcast`/
    `quant.scast` into `arith`, `math`, `linalg` and `tensor` ops on the
    storage integers, and converts every quantized type (function
    signatures, calls, `scf` and structural `tensor` ops included) to its
    storage type, so the output holds no quantized type. Numerics follow
    SPEC section 4 bit for bit; the README's Numerics section gives every
    op's formula under each scheme.

    Options:

    * `rounding`: the scheme of ops without a `rounding` attribute:
      `gemmlowp` (default), `single_round`, `double_round`, `float_rne`.
    * `zp-correction`: `post` (default) accumulates pure integer products and
      subtracts the zero-point terms from row and column sums afterwards
      (seed 002); `inline` subtracts the zero points inside the loop. Both
      produce the same exact accumulator.
    * `qcast-rounding`: how `quant.qcast` rounds `x / scale`: `half_even`
      (default, ONNX and seed 003) or `half_away` (TFLite).

    Ops whose parameters cannot be lowered exactly (a multiplier beyond the
    scheme's range, unranked tensors, calibrated types) get a located error.

    Example:

    ```
    mlir-opt --load-pass-plugin=QuantKitPlugin.so \
      --pass-pipeline='builtin.module(quantkit-lower{rounding=single_round})'
    ```
  }];
  let options = [
    Option<"rounding", "rounding", "std::string", "\"gemmlowp\"",
           "Rounding scheme where an op has no rounding attribute">,
    Option<"zpCorrection", "zp-correction", "std::string", "\"post\"",
           "Zero-point correction: post or inline">,
    Option<"qcastRounding", "qcast-rounding", "std::string",
           "\"half_even\"", "quant.qcast rounding: half_even or half_away">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect"
  ];
}

def QuantKitImport : Pass<"quantkit-import"> {
  let summary = "Turn model constraints into quant.qcast -> quant.dcast pairs";
  let description = [{
    Rewrites the model-constraint ops of seed 003 into upstream casts, the
    form `quantkit-propagate` reads (SPEC section 3):

    * `quantkit.const_fake_quant` becomes `quant.qcast` -> `quant.dcast`
      through `!quant.uniform`, with the parameters of upstream's
      `quant::fakeQuantAttrsToType(loc, num_bits, min, max, narrow_range,
      expressed, is_signed)` for 8 and 16 bits; other widths (2 to 7, 9 to
      15), which upstream silently widens to the full 8- or 16-bit range,
      get the same nudging formula over TensorFlow's `[0, 2^n - 1]` (or
      signed) bounds, e.g. `!quant.uniform<u8<0:15>:f32, ...>` for 4 bits;
    * `quantkit.const_fake_quant_per_axis` the same through a per-axis
      `!quant.uniform` (the per-channel overload, `axis` as quantized
      dimension);
    * a `quantkit.stats` with layer statistics only becomes `quant.qcast` ->
      `quant.dcast` through `!quant.calibrated<f32<min:max>>`;
    * a `quantkit.stats` with per-axis statistics (`axisStats`) stays as it
      is: propagation reads its per-axis ranges where a kernel wants that
      port per axis and its layer range elsewhere.

    Parameters upstream refuses are reported at the op (the pass fails).

    Example:

    ```
    mlir-opt --load-pass-plugin=QuantKitPlugin.so \
      --pass-pipeline='builtin.module(quantkit-import)' model.mlir
    ```
  }];
  let statistics = [
    Statistic<"numFakeQuant", "fake-quant-imported",
              "Number of const_fake_quant(_per_axis) ops imported">,
    Statistic<"numStats", "stats-imported",
              "Number of layer stats ops imported">
  ];
  let dependentDialects = ["::mlir::quant::QuantDialect"];
}

def QuantKitPropagate : Pass<"quantkit-propagate", "ModuleOp"> {
  let summary = "Resolve target constraints on quantkit.region ports";
  let description = [{
    Seed 001's propagation pass (SPEC section 5). A work-list over the
    `quantkit.region`s of the module in program order: each region's kernel
    is looked up in the target with the key its model constraints imply,
    its constraint is applied, and the parameters of every changed port flow
    along the value to the ports on the other side, whose regions are
    visited again, until nothing changes.

    Model constraints reach a port through its spec (which wins), a
    `quant.qcast` -> `quant.dcast` pair on the value feeding or leaving it,
    and `quantkit.stats` on that value (per-axis statistics where the kernel
    wants the port per axis). Values are followed through `quantkit.stats`,
    `stats_ref`, `coupled_ref` (values with one key are one value),
    qcast->dcast pairs, `scf.for` iteration arguments, `scf.if` results and
    `func.call`. Calibrated ports become `!quant.uniform` at the storage of
    the selected kernel; float `arith.constant`s feeding a port are quantized
    from their own data.

    A port that has parameters keeps them. Where a port disagrees with the
    value it sits on, `quant.qcast` -> `quantkit.rescale` -> `quant.dcast` is
    inserted at that port, so on every edge between regions the specs agree
    or a rescale sits between them. Pairs with calibrated or `any` types on a
    resolved value get its parameters. A function called from sites whose
    arguments have different parameters is cloned per parameter set (private
    clones named `<callee>__q<N>`). Ports left without parameters keep their
    spec, stay floating point and get a remark; a summary remark gives the
    counts (also available as statistics).

    Each region gets a discardable `quantkit.port_states` attribute (inputs
    then results: `fixed`, `resolved`, `unresolved` or `float`) that
    `quantkit-report` reads.

    Options:

    * `target`: a registered target, or the one to take from `target-file`;
    * `target-file`: a target file (dialect/constraints/README.md).

    Example:

    ```
    mlir-opt --load-pass-plugin=QuantKitPlugin.so \
      --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8})'
    ```
  }];
  let options = [
    Option<"targetName", "target", "std::string", "\"\"",
           "Name of the target">,
    Option<"targetFile", "target-file", "std::string", "\"\"",
           "Target file to load the target from">
  ];
  let statistics = [
    Statistic<"numResolvedPorts", "resolved-ports",
              "Number of ports with parameters after propagation">,
    Statistic<"numUnresolvedPorts", "unresolved-ports",
              "Number of quantizable ports left floating point">,
    Statistic<"numRescales", "rescales",
              "Number of rescales inserted">,
    Statistic<"numClones", "function-clones",
              "Number of functions cloned per parameter set">
  ];
  let dependentDialects = ["::mlir::quant::QuantDialect",
                           "::mlir::quantkit::QuantKitDialect"];
}

def QuantKitReport : Pass<"quantkit-report", "ModuleOp"> {
  let summary = "Print every kernel, its port parameters and every rescale";
  let description = [{
    Prints to standard output, in program order, every `quantkit.region`
    (logical kernel, location), the final spec and state of each port, and
    every `quantkit.rescale` (location, from and to parameters). States come
    from the `quantkit.port_states` attribute `quantkit-propagate` leaves
    (`fixed`, `resolved`, `unresolved`, `float`); without it a `!quant.uniform`
    spec is `resolved`, `none` is `float` and anything else `unresolved`.
    The IR is unchanged.

    Options:

    * `format`: `table` (default, aligned text), `json` (one object with
      `kernels`, `rescales` and `summary`) or `dot` (Graphviz: one node per
      kernel with one cell per port, filled by state: fixed light blue,
      resolved green, unresolved red, float grey; edges from the producing
      result to the consuming input through casts, statistics and rescales,
      dashed and labelled `rescale` where one sits on the edge).

    Example:

    ```
    mlir-opt --load-pass-plugin=QuantKitPlugin.so -o /dev/null \
      --pass-pipeline='builtin.module(quantkit-propagate{target=tflite-int8},quantkit-report{format=json})'
    ```
  }];
  let options = [
    Option<"format", "format", "std::string", "\"table\"",
           "Output format: table, json or dot">
  ];
}

#endif // QUANTKIT_PASSES_PASSES_TD
