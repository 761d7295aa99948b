//===- Passes.td - QuantKit passes -------------------------*- tablegen -*-===//
//
// Pass names and options are a stable interface: pipelines, tests and
// other tools name them. The semantics the passes share are in
// dialect/Reference.md.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_PASSES_TD
#define QUANTKIT_PASSES_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Front-end forms (passes/frontend/): what exporters emit, as QuantKit reads it
//===----------------------------------------------------------------------===//

def QuantKitNormalize : Pass<"quantkit-normalize", "ModuleOp"> {
  let summary = "Rewrite front-end op forms into the forms QuantKit fuses";
  let description = [{
    Floating-point programs as front-ends export them (torch-mlir's
    linalg-on-tensors in NCHW, TOSA from TFLite or TensorFlow) are rewritten,
    without changing what they compute beyond float rounding, into the forms
    `quantkit-fuse` wraps into kernels: channels-last named convolutions and
    poolings, weights as constants transformed at compile time, batch norm
    folded into the weights and bias of the contraction before it (or, where
    none precedes it, as in DenseNet's pre-activation, made a 1x1 depthwise
    convolution of its own), global average poolings as depthwise
    convolutions by 1 / (H * W) (a kernel whose result has a scale of its
    own), upsamplings written as gathers (torch-mlir's `F.interpolate`) as
    the `tosa.resize` they compute, bias additions and activations as epilogue
    generics of `maximumf`/`minimumf` with constants, and elementwise
    generics reading a unit dimension at index 0 (torch-mlir's
    `(0, d1, d2, d3)` for a batch of 1) through the identity, so that residual
    adds are the same-shape `add` kernels. `quantkit-instrument` applies the
    same rewrites to the program it instruments and `quantkit-quantize` runs this pass first, so
    statistics are recorded on the values quantization sees. See
    passes/frontend/README.md for every form and what it becomes.

    Forms it cannot rewrite stay as they are (a remark names them where the
    rewrite was refused for a reason the user can act on, such as a batch
    norm whose parameters are not constants).

    Example:

    ```
    mlir-opt --load-pass-plugin=QuantKitPlugin.so \
      --pass-pipeline='builtin.module(quantkit-normalize)' model.mlir
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::tosa::TosaDialect"];
}

//===----------------------------------------------------------------------===//
// Calibration (passes/calibration/): record ranges on sample inputs
//===----------------------------------------------------------------------===//

def QuantKitInstrument : Pass<"quantkit-instrument", "ModuleOp"> {
  let summary = "Put a quantkit.stats_ref on every port that needs statistics";
  let description = [{
    Calibration's *instrument* step. A port needs statistics where the
    target's kernels will need quantization parameters for a floating-point
    value that nothing in the model fixes. The pass finds those ports the way
    `quantkit-quantize` will see them: it applies `quantkit-fuse`'s patterns
    (`populateQuantKitFusePatterns`, for the kernels of `target`) to a copy
    of the module and maps every port of every `quantkit.region` of the
    copy back to the value of the original program. The program itself is
    not fused: it stays runnable in floating point, and ports follow the
    fusion patterns as they grow.

    A port gets a `quantkit.stats_ref` when

    * its spec is the port's float type or `!quant.any` (no parameters yet:
      `!quant.uniform`, `!quant.calibrated` and `none` ports are left alone);
    * its value is a float scalar or a ranked tensor of float, of at most
      32 bits (records are f32: torch-mlir's layer norm computes its mean
      and variance in f64, and those stay float), that is not a constant
      (float constants, weights and biases, are quantized from their own
      data);
    * the value does not already come from, or go into, a `quantkit.stats`
      or `quantkit.stats_ref` (nor any `quant` cast).

    Already fused modules work too: existing regions' ports are instrumented
    the same way. One `stats_ref` is inserted per value (right after its
    definition, or at the start of the block for block arguments), however
    many ports read it. Where the looked-up kernel wants the port per axis
    (e.g. a weights port fed by a function argument), the `stats_ref` carries
    that `axis` (QuantKit's extension of `stats_ref`).

    Keys are deterministic: `<function>.arg<i>` for the arguments of a
    function, `<function>.<op-name>.<n>` for the results of an op (`n` its
    position in the function's pre-order walk, before instrumentation), with
    `.<r>` appended for result `r` of a multi-result op. Values outside any
    function use `module` as the function name.

    Options: `target`, `target-file` as for `quantkit-fuse`.
  }];
  let options = [
    Option<"targetName", "target", "std::string", "\"\"",
           "Name of the target">,
    Option<"targetFile", "target-file", "std::string", "\"\"",
           "Target file to load the target from">
  ];
  let statistics = [
    Statistic<"numInstrumented", "instrumented",
              "Number of quantkit.stats_ref ops inserted">
  ];
  let dependentDialects = ["::mlir::quantkit::QuantKitDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::tosa::TosaDialect"];
}

def QuantKitLowerStatsRef : Pass<"quantkit-lower-stats-ref", "ModuleOp"> {
  let summary = "Lower quantkit.stats_ref to code that prints calibration "
                "records";
  let description = [{
    Every `quantkit.stats_ref` becomes a min/max reduction of its value
    (`linalg.reduce` with `arith.minimumf`/`maximumf`, so a NaN shows in the
    record) and a call of the C runner utilities (`printString`, `printU64`,
    `printNewline` of `libmlir_c_runner_utils.so`, as `vector.print` lowers),
    which prints one record line per execution to standard output:

    ```
    quantkit-stats "KEY" layer MIN MAX
    quantkit-stats "KEY" axis AXIS N MIN_0 MAX_0 ... MIN_{N-1} MAX_{N-1}
    ```

    `KEY` is the `statsKey`, printed with `"`, `\` and non-printable bytes as
    `\XX` (two hex digits); every `MIN`/`MAX` is the bit pattern of the f32
    value as an unsigned decimal integer, so records are exact. Per-axis
    records (a `stats_ref` with `axis`) reduce over every other dimension.
    An empty tensor records `+inf -inf`. Values narrower than f32 are
    extended to f32; f64 values are rejected (records are f32, like
    `quantkit.stats`). The `stats_ref` is replaced by its operand.

    With `histogram-bins=N` (a power of two in [2, 65536]; default 0, no
    histograms), every per-tensor `stats_ref` prints a histogram record
    instead of its `layer` record:

    ```
    quantkit-stats "KEY" histogram N R MIN MAX C_0 ... C_{N-1}
    ```

    `R` (f32 bits) is the smallest power of two not below
    `max(|MIN|, |MAX|)` (at least 2^-126, at most 2^127; 2^-126 for an
    empty tensor), and `C_i` counts the values with
    `clamp(floor(x * N / 2R) + N/2, 0, N-1) = i` (computed exactly in f64;
    NaN not counted). The power-of-two ranges make records of other
    executions merge exactly. Per-axis `stats_ref`s keep their `axis`
    records.

    Run the result through `quantkit-to-llvm` and `mlir-runner` with
    `-shared-libs=.../libmlir_c_runner_utils.so`; the printed lines (among
    any other output) are what `quantkit-apply-stats` reads.
  }];
  let options = [
    Option<"histogramBins", "histogram-bins", "unsigned", "0",
           "Per-tensor records are histograms of this many bins (a power of "
           "two in [2, 65536]; 0: min/max records only)">
  ];
  let statistics = [
    Statistic<"numLowered", "lowered", "Number of quantkit.stats_ref lowered">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def QuantKitApplyStats : Pass<"quantkit-apply-stats", "ModuleOp"> {
  let summary = "Turn calibration records into quantkit.stats ops";
  let description = [{
    Reads the records `quantkit-lower-stats-ref` code printed (the file
    given by `file`; other lines, such as the model's own output, are
    ignored: a record is a line starting with `quantkit-stats `), merges all
    records of a key (min of the minima, max of the maxima, per axis where
    per axis) and replaces every `quantkit.stats_ref` by a `quantkit.stats`
    with `layerStats = [min, max]` and, for a `stats_ref` with `axis`,
    `axisStats` (`[N, 2]`) and `axis` (the layer range is then the range
    over all channels).

    Histogram records of a key merge exactly (those of a smaller `R` are
    rebinned onto the largest) and `method` turns them into the range
    (formulas in `passes/calibration/README.md`): `minmax` (default, the
    merged min/max: the output of before), `moving-average` (PyTorch's
    moving-average observer over the records in file order, constant
    `averaging-constant`), `percentile` (`percentile=P`), `mse` (the
    `alpha [min, max]` with the smallest expected squared error of a
    `num-bits` quantizer) and `entropy` (TensorRT's KL-divergence threshold
    for `num-bits`). The last three need histogram records and apply to
    per-tensor keys; per-axis keys use min/max (a remark per key).

    Option errors: an unknown method, `percentile` outside (0, 100],
    `averaging-constant` outside (0, 1], `num-bits` outside [2, 16].
    Errors located in the records file (`file:line:column`): an unreadable
    file, a malformed record (in a histogram: a number of bins that is not a
    power of two, an `R` that is not the power of two of its `MIN`/`MAX`,
    counts that are not integers, too few or too many, or outside the bins
    of `MIN` and `MAX`), a record whose values are not finite (NaN or
    infinity in the calibration run), records of one key that disagree on
    their kind, axis or size (histograms of different numbers of bins do not
    merge), and records whose key no `stats_ref` has. Errors located at the
    `stats_ref`: no record for its key, a record of the wrong kind (per
    tensor for a per-axis `stats_ref` or the reverse, another axis, another
    number of channels), only empty records, a histogram method with
    min/max records only, and a percentile range whose ends cross (possible
    for `P <= 50`).
  }];
  let options = [
    Option<"file", "file", "std::string", "\"\"",
           "Calibration records to apply">,
    Option<"method", "method", "std::string", "\"minmax\"",
           "How records become ranges: minmax, moving-average, percentile, "
           "mse or entropy">,
    Option<"percentile", "percentile", "double", "99.99",
           "Percentile P of method=percentile, in (0, 100]">,
    Option<"averagingConstant", "averaging-constant", "double", "0.01",
           "Averaging constant of method=moving-average, in (0, 1]">,
    Option<"numBits", "num-bits", "unsigned", "8",
           "Bits of the quantizer method=mse and method=entropy fit, in "
           "[2, 16]">
  ];
  let statistics = [
    Statistic<"numApplied", "applied", "Number of quantkit.stats_ref replaced">,
    Statistic<"numRecords", "records", "Number of records read">
  ];
  let dependentDialects = ["::mlir::quantkit::QuantKitDialect"];
}

//===----------------------------------------------------------------------===//
// Quantization, first half (passes/quantize/): constraints and kernels in
//===----------------------------------------------------------------------===//

def QuantKitImport : Pass<"quantkit-import"> {
  let summary = "Turn model constraints into quant.qcast -> quant.dcast pairs";
  let description = [{
    Rewrites the model-constraint ops into upstream casts, the form
    `quantkit-propagate` reads (`dialect/Reference.md#the-graph`):

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

    * front-end quantization chains, as torch-mlir's TorchToLinalg writes
      them (`quantize_per_tensor`/`_per_channel` + `dequantize`, and the
      decomposed `fake_quantize_per_tensor_affine`: `x / s`, `roundeven`,
      `+ zp`, a clamp, `fptosi`/`fptoui` or `- zp`, `* s`, in one
      elementwise generic or a chain of them; scale and zero point scalar
      constants or constant tensors read through broadcasting maps), become
      `quant.qcast` -> `quant.dcast` through the `!quant.uniform` type they
      implement (per axis where the parameters vary along one dimension;
      `i8<lo:hi>` where the clamp is narrower than the storage; `u8` where
      it starts at 0), bit-identical for every input but NaN; a dequantize
      of an integer constant becomes `quant.scast` -> `quant.dcast`. A chain
      that is not exactly a uniform cast (`math.round`, a multiplication by
      a reciprocal that is not a power of two, a non-constant or
      non-positive scale, a zero point outside the clamp range, per-channel
      parameters that do not match the axis) stays as it is, with a remark;
    * torch-mlir's integer contractions (`linalg.quantized_matmul`,
      `quantized_batch_matmul`, `conv_2d_nchw_fchw_q`, `conv_2d_nhwc_hwcf_q`,
      `conv_2d_nhwc_fhwc_q`, `depthwise_conv_2d_nhwc_hwc(m)_q` on i8 with
      constant zero points) become `quantkit.matmul`/`conv2d`/
      `depthwise_conv2d` with an i32 result equal to the exact accumulator
      (multiplier 1, `single_round`), where that accumulator provably fits
      in i32; otherwise they stay, with a remark
      (passes/quantize/README.md#integer-linalg);
    * layout transposes next to a pair (quantkit-normalize's NCHW <-> NHWC)
      move across it, so that the pair sits next to the layer it
      constrains.

    Parameters upstream refuses are reported at the op (the pass fails).
    Details: passes/quantize/README.md#front-end-chains.

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
  let dependentDialects = ["::mlir::quant::QuantDialect",
                           "::mlir::quantkit::QuantKitDialect"];
}

def QuantKitFuse : Pass<"quantkit-fuse"> {
  let summary = "Wrap source ops into quantkit.regions named after a target's "
                "kernels";
  let description = [{
    Pattern-based wrapping of floating-point source ops into
    `quantkit.region`s (logical kernels), one per kernel of the target. One
    pattern per op that can be a kernel's core; the matcher
    (`passes/quantize/FusedKernel.h`) is shared with `quantkit-materialize`:

    | source ops | kernel | ports |
    |---|---|---|
    | `linalg.matmul`, `linalg.batch_matmul`, `tosa.matmul` | `matmul` | lhs, rhs (, bias) |
    | `linalg.conv_2d_nhwc_fhwc`, `tosa.conv2d` | `conv2d` | input, filter, bias |
    | `linalg.depthwise_conv_2d_nhwc_hwc`, `tosa.depthwise_conv2d` (multiplier 1) | `depthwise_conv2d` | input, [KH, KW, C] filter, bias |
    | `linalg.add`, `arith.addf` on tensors, `tosa.add`, add `linalg.generic` | `add` | lhs, rhs |
    | `linalg.mul`, `arith.mulf` on tensors, `tosa.mul`, mul `linalg.generic` | `mul` | lhs, rhs |
    | `linalg.pooling_nhwc_max`, `tosa.max_pool2d` | `max_pool2d` | input |
    | `linalg.pooling_nhwc_sum` + divide by the window size, or of a zero `tensor.pad` + divide by each window's count of unpadded elements (`count_include_pad=False`, checked at every position), `tosa.avg_pool2d` | `avg_pool2d` | input |
    | `tosa.reshape`, `tosa.transpose`, `tosa.concat` | `reshape`, `transpose`, `concat` | inputs |
    | `tosa.sigmoid`, `tosa.tanh`, a one-input `linalg.generic` computing a sigmoid (any form the front end names one) or `math.tanh` | `logistic`, `tanh` | input |
    | a one-input `linalg.generic` computing `x * relu6(x + 3) / 6` (any form the front end names a hardswish); `tosa.mul` of `x` and `tosa.clamp(tosa.add(x, 3), 0, 6)` and of a splat 1/6, in either association | `hard_swish` | input |
    | a one-input `linalg.generic` computing a GELU, exact (through `math.erf`) or its tanh approximation (through `math.tanh`), in any form: recognised by its values (`classifyActivation`); the same in elementwise TOSA ops (`tosa.mul`, `tosa.add`, `tosa.erf` or `tosa.tanh`, `tosa.pow`, splat constants), matched from any of them | `gelu` | input |

    linalg contractions and sum pooling need a zero-filled accumulator, max
    pooling a lowest-float one; generic and named elementwise ops need
    operands of the result's type. Joining the core:

    * before a linalg convolution, a `tensor.pad` of H and W by zero; before
      a max pooling, one by the lowest float (-inf or -FLT_MAX);
    * after a linalg contraction, an all-parallel `linalg.generic` adding a
      per-channel bias and/or clamping by constants; after a `tosa.matmul`,
      a `tosa.add` of a rank-1 bias `tosa.reshape`d to [1, 1, N];
    * after contractions, add and mul, any chain of clamps by constants
      (ReLU, ReLU6, any clamp): a clamp-only `linalg.generic`, `tosa.clamp`
      with float bounds, `arith.maximumf`/`minimumf` with a splat constant.

    Each only where the core is its one user (intermediates never escape).
    A clamp after anything else stays a float op outside any region (the
    built-in targets have no clamp kernel; pooling results keep their
    input's parameters). TOSA zero points must be constant zeros.

    Only kernels the target has are wrapped. Weights and biases become
    region inputs (propagation quantizes float `arith.constant`s feeding a
    port; a `tosa.const` port is replaced by the equal `arith.constant`, a
    TOSA depthwise weight [KH, KW, C, 1] by a reshaped constant or a
    `tensor.collapse_shape`, expanded again in the body); constants,
    `tensor.empty` and constant fills are cloned into the body, which stays
    IsolatedFromAbove.

    Port specs: the quantized type of a `quant.dcast` feeding an input or of
    a `quant.qcast` reading the result (`!quant.uniform` or
    `!quant.calibrated` after `quantkit-import`); `none` on every port of an
    op carrying the unit attribute `quantkit.float` (the model asks to keep
    it in floating point); else the port's float element type.

    Options: `target`, `target-file` as for `quantkit-propagate`.
  }];
  let options = [
    Option<"targetName", "target", "std::string", "\"\"",
           "Name of the target">,
    Option<"targetFile", "target-file", "std::string", "\"\"",
           "Target file to load the target from">
  ];
  let statistics = [
    Statistic<"numRegions", "regions", "Number of regions after fusion">
  ];
  let dependentDialects = ["::mlir::quantkit::QuantKitDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// Propagation (passes/propagation/): parameters for every port
//===----------------------------------------------------------------------===//

def QuantKitPropagate : Pass<"quantkit-propagate", "ModuleOp"> {
  let summary = "Resolve target constraints on quantkit.region ports";
  let description = [{
    Resolves the target's kernel constraints
    (`dialect/Reference.md#propagation` gives the semantics in full). A
    work-list over the `quantkit.region`s of the module in program order:
    each region's kernel is looked up in the target with the key its model
    constraints imply, its constraint is applied, and the parameters of
    every changed port flow along the value to the ports on the other side,
    whose regions are visited again, until nothing changes.

    Model constraints reach a port through its spec (which wins), a
    `quant.qcast` -> `quant.dcast` pair on the value feeding or leaving it,
    and `quantkit.stats` on that value (per-axis statistics where the kernel
    wants the port per axis; several layer statistics on one value give it
    the union of their ranges). Values are followed through `quantkit.stats`,
    `stats_ref`, `coupled_ref` (values with one key are one value),
    qcast->dcast pairs, `scf.for` iteration arguments, `scf.if` results and
    `func.call`. Calibrated ports become `!quant.uniform` at the storage of
    the selected kernel; float `arith.constant`s feeding a port are quantized
    from their own data.

    A port with statistics takes a neighbour's parameters where it can hold
    them as they are (same storage), so the edge needs no rescale; where it
    cannot (an i32 product feeding an i8 kernel), it takes its own from the
    statistics. A port that has parameters keeps them; an explicit spec
    the selected kernel cannot take stays on the value, and the port gets
    the kernel's parameters, a rescale and a remark. Where a port
    disagrees with the
    value it sits on, `quant.qcast` -> `quantkit.rescale` -> `quant.dcast` is
    inserted at that port, so on every edge between regions the specs agree
    or a rescale sits between them. A port read through a uniform pair keeps
    that pair's parameters, also where another pair on the same value has
    other ones. Pairs with calibrated or `any` types on a resolved value get
    its parameters. A function called from sites whose
    arguments have different parameters, or whose results carry different
    statistics or pairs, is cloned per parameter set (private
    clones named `<callee>__q<N>`); a call inside a region's body belongs to
    that kernel and is not a call site here, nor is a call inside a nested
    symbol table (it names that table's symbols). Ports left without parameters keep their
    spec, stay floating point and get a remark; a summary remark gives the
    counts (also available as statistics).

    Each region gets a discardable `quantkit.port_states` attribute (inputs
    then results: `fixed`, `resolved`, `unresolved` or `float`) that
    `quantkit-report` reads.

    Options:

    * `target`: a registered target, or the one to take from `target-file`;
    * `target-file`: a target file (format: the documentation of the
      `quantkit.target` and `quantkit.kernel` ops).

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

//===----------------------------------------------------------------------===//
// Quantization, second half (passes/quantize/): kernels to compute ops
//===----------------------------------------------------------------------===//

def QuantKitMaterialize : Pass<"quantkit-materialize"> {
  let summary = "Rewrite resolved regions into quantized compute ops";
  let description = [{
    A region whose ports are all `!quant.uniform` (the result per tensor)
    and whose body is one kernel `quantkit-fuse` wraps, computing the
    region's `logical_kernel`, becomes quantized code:

    * `matmul` -> `quantkit.matmul`; `conv2d`, `depthwise_conv2d` ->
      `quantkit.conv2d`, `quantkit.depthwise_conv2d` with the strides,
      dilations and padding of the source (a fused `tensor.pad` by zero is
      the op's padding, which stands for real zero); `add`, `mul` ->
      `quantkit.add`, `quantkit.mul`; `logistic`, `tanh`, `hard_swish`,
      `gelu` -> `quantkit.logistic`, `quantkit.tanh`, `quantkit.hard_swish`,
      `quantkit.gelu` (`approximate` for the tanh form); `softmax` ->
      `quantkit.softmax` (its axis, and as `beta` a constant factor of its
      input the match took in); `max_pool2d`,
      `avg_pool2d` ->
      `quantkit.max_pool2d`, `quantkit.avg_pool2d` (window, strides,
      padding; the lowest-float padding of a max pooling never wins, TOSA's
      average pooling excludes padding from the count as the op does);
    * `reshape`, `transpose`, `concat` -> the same TOSA op on the storage
      integers between `quant.scast`s, exact because every port has the same
      parameters (what `same_scale` resolves); `scast(scast(x))` back to
      `x`'s type folds, so such kernels in a row stay on integers;
    * inputs get a `quant.qcast` (or reuse the value a `quant.dcast` of the
      same type came from); float constant inputs (weights, bias, any
      constant operand) become constants of storage integers
      (`quantizeConstant`, rounding half away from zero) and a `quant.scast`;
    * the bias port is the i32 spec propagation gave (`s_in * s_w`);
    * a fused clamp `[lo, hi]` (contractions, add, mul) becomes the result's
      storage range `[zp + round(lo / s), zp + round(hi / s)]` inside the
      storage range (ReLU: `[zp, qmax]`, ReLU6: `[zp, q(6)]`); two
      `quant.scast`s return to the port's spec, then a `quant.dcast` for
      float users;
    * `quant.qcast` of a `quant.dcast` of the same type folds away.

    Any other region (unresolved or `none` ports, a body that is no such
    kernel or computes another kernel than its name, specs the op verifier
    rejects (a softmax output scale that is no power of two), a dilated pooling, shape-only ports with different parameters)
    keeps its float body, inlined between fake-quant `quant.qcast` ->
    `quant.dcast` casts on its quantized ports, with a remark saying why.
  }];
  let statistics = [
    Statistic<"numMaterialized", "materialized",
              "Number of regions rewritten to quantized compute ops">,
    Statistic<"numFallbacks", "float-fallbacks",
              "Number of regions kept in floating point">
  ];
  let dependentDialects = ["::mlir::quant::QuantDialect",
                           "::mlir::quantkit::QuantKitDialect",
                           "::mlir::arith::ArithDialect"];
}

def QuantKitCoverage : Pass<"quantkit-coverage"> {
  let summary = "Remark how many contractions and poolings are quantized, "
                "and why each floating-point one is not";
  let description = [{
    Counts the contractions (linalg's named convolutions and matrix
    products in any layout, TOSA's convolutions and matmul, QuantKit's
    compute ops) and poolings under the op it runs on, and emits one remark
    per function that holds any, at the function: `quantkit-quantize: N of
    M contractions quantized, P of Q poolings quantized in @f`, with a note
    at every one left in floating point, and at every activation the front
    end recognises but QuantKit cannot quantize (hardswish, hardsigmoid,
    sigmoid, SiLU, GELU), giving its reason (the `quantkit.float_reason` that
    quantkit-fuse or quantkit-materialize left on it, or the reason worked
    out again). The
    last step of `quantkit-quantize`; `quantkit-report` prints the same
    coverage in its table and JSON.

    Example:

    ```
    mlir-opt --load-pass-plugin=QuantKitPlugin.so \
      --pass-pipeline='builtin.module(quantkit-coverage)' model.mlir
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Accuracy (passes/accuracy/): where quantization loses accuracy
//===----------------------------------------------------------------------===//

def QuantKitDebugLayers : Pass<"quantkit-debug-layers", "ModuleOp"> {
  let summary = "Make a propagated program print every kernel's "
                "quantization error";
  let description = [{
    Runs after `quantkit-propagate` (on `quantkit.region`s with resolved
    specs) and before `quantkit-materialize`. In every function whose
    kernels all sit in its entry block it adds, before the terminator:

    * a float copy of the function's body (each kernel replaced by its float
      body), computing on the same arguments;
    * each kernel once more, reading the float copy's inputs (materialize
      quantizes it like the original: its inputs are quantized with the
      kernel's input specs);
    * for each kernel result, two records comparing with the float copy's
      value: `local` (the kernel run on float inputs: its own error) and
      `accumulated` (the quantized program's value: the error of everything
      up to it).

    A record is printed with `vector.print` (so `quantkit-to-llvm` or
    `quantkit-cpu` and the runner utilities run it) each time the function
    runs:

    ```
    quantkit-debug KEY KERNEL MODE LOCATION : N, SIGNAL, NOISE, MAXERR
    ```

    `KEY` is `<function>.<kernel>.<i>` (`i` the kernel's position in the
    function, `.<r>` for result `r` of a multi-result kernel), `N` the
    number of elements, `SIGNAL = sum(f^2)` and `NOISE = sum((q - f)^2)` in
    f64 over the elements (`f` float, `q` quantized, dequantized),
    `MAXERR = max |q - f|`. SQNR is `10 log10(SIGNAL / NOISE)`.
    `test/realnets/realnet.py --debug-layers DIR` runs the whole thing and
    writes the table, JSON and a picture. The function still returns the
    quantized program's result.

    `measure=bias` records instead each biased kernel's mean error per
    channel (see `quantkit-correct-bias`). `measure=hessian` records, for
    each kernel with constant weights, the second moments of the inputs its
    weights multiply, on the float copy's values:

    ```
    quantkit-hessian KEY KERNEL LOCATION : N, G, K, H...
    ```

    `K` is the number of weights a row (one output channel) sums over, in
    the order of the weight's dimensions; `G` the number of groups of rows
    that read the same inputs (a depthwise convolution's channels, else 1);
    `N` the number of input vectors (batch times output pixels); `H` each
    group's `K` x `K` matrix `sum x x^T` in f64, its upper triangle row by
    row. A kernel with more than `hessian-max-columns` columns gets the
    record `0, G, K` and no matrix. `quantkit-round-weights` reads them.

    The values of bias and hessian records (the f64 sums) are printed
    exactly, as `MpE` for the integer M times 2^E (`-7p-6` is -0.109375,
    `0p0` zero): the runner writes floats with six digits, and GPTQ's
    column order and roundings follow the last bits of the moments. Their
    readers also take decimals, for records written by hand.

    Bias and hessian records are sums over inputs, and their readers add
    up the records of a key. With `print-at=NAME` each call adds its
    records into private `memref.global`s instead of printing them, and
    every return of `@NAME` (the calibration driver) prints the sums, one
    record per kernel, and clears them: a thousand calibration calls then
    write the records of one.

    Example:

    ```
    --pass-pipeline='builtin.module(quantkit-normalize,quantkit-import,
      quantkit-fuse{target=tflite-int8},quantkit-propagate{target=tflite-int8},
      quantkit-debug-layers,quantkit-materialize,quantkit-to-int,
      quantkit-to-llvm)'
    ```
  }];
  let options = [
    Option<"measure", "measure", "std::string", /*default=*/"\"sqnr\"",
           "What to record: sqnr (each kernel's error, local and "
           "accumulated), bias (the mean error per channel of each "
           "biased kernel's pre-activation, for quantkit-correct-bias) or "
           "hessian (the second moments of the inputs each kernel's "
           "weights multiply, for quantkit-round-weights)">,
    Option<"hessianMaxColumns", "hessian-max-columns", "int64_t",
           /*default=*/"2048",
           "measure=hessian: kernels whose weight rows have more columns "
           "get an empty record (their matrix would have columns^2 "
           "entries) and keep nearest rounding">,
    Option<"printAt", "print-at", "std::string", /*default=*/"",
           "measure=bias and measure=hessian: sum each record over the "
           "calls in a global and print the sums (then clear them) each "
           "time the function @NAME returns, as the calibration driver "
           "does at its end; empty: every call prints its own records">
  ];
  let statistics = [
    Statistic<"numRecorded", "recorded", "Number of kernel results measured">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::quant::QuantDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::vector::VectorDialect"];
}

def QuantKitCorrectBias : Pass<"quantkit-correct-bias", "ModuleOp"> {
  let summary = "Fold each kernel's measured mean quantization error into "
                "its bias";
  let description = [{
    Empirical bias correction. Rounding a layer's weights (and inputs) to
    their grids shifts the mean of its output channel by channel; the next
    layer sees the shift as a systematic error. Runs between
    `quantkit-propagate` and `quantkit-materialize` (the `correct-bias`
    option of `quantkit-quantize` puts it there), on the records that
    `quantkit-debug-layers{measure=bias}` printed on calibration inputs:

    ```
    quantkit-bias KEY KERNEL LOCATION : N, S0, S1, ..., SC-1
    ```

    `Sc` is the sum over `N` elements of channel `c` of the kernel's
    pre-activation (its output before the bias is added, with the inputs
    and weights rounded to the kernel's specs) minus the float one. Records
    of the same key are summed, and the pass replaces the bias constant `b`
    of the kernel by `b[c] - sum(Sc) / sum(N)`.

    A kernel has a bias when its body adds one of its inputs, a 1-D float
    constant read only there, to its pre-activation along one dimension
    (`linalg.generic` of one `arith.addf`, the other operand identity
    mapped; or TFLite's TOSA forms: the bias operand of `tosa.conv2d` and
    `tosa.depthwise_conv2d`, a `tosa.add` of the bias reshaped to one
    non-unit dimension), and at least one of its inputs is quantized.

    Errors, located in the records file: a malformed record, channel counts
    that differ between records of a key or from the kernel's bias, a
    record that names no kernel of the program; at the kernel: a biased
    kernel without a record. Records of kernels kept in float (after the
    measurement) are unused and named in the remark.

    Example:

    ```
    mlir-opt ... --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 correct-bias=bias.records})'
    ```
  }];
  let options = [
    Option<"file", "file", "std::string", /*default=*/"",
           "The bias records of quantkit-debug-layers{measure=bias}">
  ];
  let statistics = [
    Statistic<"numCorrected", "corrected", "Number of biases corrected">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def QuantKitRoundWeights : Pass<"quantkit-round-weights", "ModuleOp"> {
  let summary = "Round each kernel's weights against the inputs they met "
                "on calibration data (GPTQ)";
  let description = [{
    Data-aware weight rounding. Rounding each weight to its nearest grid
    point ignores that a kernel's inputs are correlated: the errors of a row
    add up in its output. GPTQ (Frantar et al., ICLR 2023) rounds a row one
    column at a time and moves the remaining weights of the row to make up
    for each rounding, so that the row's output on the recorded inputs
    changes as little as it can: with `H = sum x x^T` over the inputs, damped
    by `damp` (0.1) times its mean diagonal, and `U` upper triangular with
    `U^T U = H^-1`, after column `i` (the columns taken in the order of
    decreasing `H[i][i]`)

    ```
    w[j] -= (w[i] - q[i]) / U[i][i] * U[i][j]   for the columns j after i
    ```

    Runs between `quantkit-propagate` (which chose the weights' scales from
    the float weights) and `quantkit-materialize` (the `round-weights`
    option of `quantkit-quantize` puts it there, before
    `quantkit-correct-bias`), on the records of
    `quantkit-debug-layers{measure=hessian}` (records of one key are
    summed). Each weight constant is replaced by a constant of values on the
    kernel's weight grid (`(q - zp) * scale`, `q` within the storage range),
    so materialize keeps the codes chosen here; the specs do not change.

    A kernel has weights when its body has one `linalg` contraction or
    convolution, `tosa.conv2d`, `tosa.depthwise_conv2d` or `tosa.matmul`
    whose input is a constant input of the region (maybe reshaped) with a
    uniform quantized spec. Kernels whose record is empty (wider than the
    measurement's `hessian-max-columns`) or whose weights are not a readable
    constant keep nearest rounding. The remark counts the kernels rounded,
    the weights moved off their nearest grid point, the squared output
    error on the calibration inputs against nearest rounding's, and names
    the kernels left alone.

    Errors, located in the records file: a malformed record, records of one
    key that disagree, a record whose groups or columns are not the
    kernel's, a record that names no kernel of the program; at the kernel:
    a kernel with weights without a record, moments not positive definite.
    Records of kernels whose weights are float (kept by a deny list after
    the measurement) are unused and named in the remark.

    Example:

    ```
    mlir-opt ... --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 round-weights=hessian.records})'
    ```
  }];
  let options = [
    Option<"file", "file", "std::string", /*default=*/"",
           "The hessian records of quantkit-debug-layers{measure=hessian}">,
    Option<"damp", "damp", "double", /*default=*/"0.1",
           "Added to the moments' diagonal, as a fraction of its mean "
           "(positive)">
  ];
  let statistics = [
    Statistic<"numRounded", "rounded", "Number of kernels whose weights "
              "were rounded against their inputs">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def QuantKitKeepFloat : Pass<"quantkit-keep-float", "ModuleOp"> {
  let summary = "Keep the kernels of a deny list in floating point";
  let description = [{
    Runs between `quantkit-fuse` and `quantkit-propagate` (the
    `keep-float` option of `quantkit-quantize` puts it there). Every
    `quantkit.region` that an entry of `kernels` names gets `none` specs on
    all its ports, as a model's `quantkit.float` asks: propagation resolves
    its neighbours on their own, quantkit-materialize inlines its float
    body, and quantkit-coverage and quantkit-report give the entry as the
    reason.

    An entry is one of

    * a key `<function>.<kernel>.<index>`, as `quantkit-debug-layers`
      prints it (the index is the region's position in its function when
      quantkit-fuse made it, `quantkit.kernel_index`);
    * a kernel, such as `conv2d` or `depthwise_conv2d`: every region of it;
    * a location `file:line` or `file:line:col` (the end of the region's
      location);
    * `layer-norm-inputs`: every kernel whose result a layer norm's row
      statistics read (through casts, reshapes, transposes, copies and
      f64 conversions, a float sum along the innermost loop of a generic,
      or `tosa.reduce_sum` along the last axis): the residual stream of a
      transformer. A layer norm scales each row to unit variance, so a row
      much quieter than the tensor's range (a ViT's class token) keeps few
      of the int8 levels one per-tensor scale gives; at int16x8 it keeps
      256 times more.

    An entry that names no kernel is an error (nothing is silently
    ignored).

    The entries of `int16x8` name kernels the same way and keep them out of
    int8 the other way: their activation ports (the results, and every
    input but the weight and bias of `conv2d`, `depthwise_conv2d` and
    `matmul`, which keep their specs) get `!quant.any<i16:f32>`, "at least
    16 bits", so on a target with 16x8
    variants (`tflite-mixed`, or a target file that lists them) propagation
    selects the 16-bit kernel and its neighbours meet it through rescales.
    A kernel named in both lists is kept in float.

    Example:

    ```
    --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 keep-float=forward.conv2d.2,depthwise_conv2d})'
    --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-mixed keep-int16x8=forward.conv2d.2})'
    --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-mixed keep-int16x8=layer-norm-inputs})'
    ```
  }];
  let options = [
    ListOption<"kernels", "kernels", "std::string",
               "Kernels to keep in floating point: keys, kernels or "
               "locations">,
    ListOption<"int16x8", "int16x8", "std::string",
               "Kernels whose activation ports ask for 16 bits: keys, "
               "kernels or locations">
  ];
  let statistics = [
    Statistic<"numKept", "kept", "Number of kernels kept in floating point">,
    Statistic<"numInt16x8", "int16x8",
              "Number of kernels whose activations ask for 16 bits">
  ];
}

//===----------------------------------------------------------------------===//
// Lowering (passes/lowering/): compute ops to integer arithmetic
//===----------------------------------------------------------------------===//

def QuantKitSplitConvPhases : Pass<"quantkit-split-conv-phases"> {
  let summary = "Compute a transposed convolution's output phases apart, "
                "without the zero point's multiply-adds";
  let description = [{
    A transposed convolution reaches QuantKit as a stride-1
    `quantkit.conv2d` on its input spread `s` apart with the zero point
    between: torch-mlir's linalg export of `ConvTranspose2d` (a float
    `tensor.insert_slice` into zeros, quantized by `quant.qcast`), and
    `tosa.transpose_conv2d` after `quantkit-import-tosa` or
    `quantkit-normalize` (an integer one into a `linalg.fill` of the zero
    point, behind `quant.scast`). At stride 2, 3 in 4 of its multiply-adds
    read the zero point.

    This pass, the first of `quantkit-to-int`, rewrites each such
    convolution (stride and dilation 1, per-tensor input and result, filter
    per tensor or per output channel) as one `quantkit.conv2d` per output
    phase, the outputs at rows `s_y * q + p_y` and columns `s_x * q + p_x`,
    on the unspread input, with only the filter taps that meet input rows
    there (every `s`-th one from the phase's first: a new constant where
    the filter is one), its own padding (or the input cropped by
    `tensor.extract_slice`), the same bias and requantization; the phases
    are written into the result by strided `tensor.insert_slice`s. Every
    term it drops is `(zp - zp) * (w - zp_w) = 0`: the results are equal
    bit for bit. A phase with outputs that meet no input row (a kernel
    smaller than the stride: the bias alone there), or more than 16 phases
    (`s_y * s_x`; FCN-style upsampling at stride 32), leave the convolution
    as it is.

    Example:

    ```
    mlir-opt --load-dialect-plugin=QuantKitPlugin.so \
      --load-pass-plugin=QuantKitPlugin.so \
      --pass-pipeline='builtin.module(quantkit-split-conv-phases)' model.mlir
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::quant::QuantDialect",
                           "::mlir::tensor::TensorDialect"];
}

def QuantKitLower : Pass<"quantkit-lower", "ModuleOp"> {
  let summary = "Lower quantized ops and types to exact integer arithmetic";
  let description = [{
    Rewrites `quantkit` compute ops and `quant.qcast`/`quant.dcast`/
    `quant.scast` into `arith`, `math`, `linalg` and `tensor` ops on the
    storage integers, and converts every quantized type (function
    signatures, calls, `scf` and structural `tensor` ops included) to its
    storage type, so the output holds no quantized type.
    `dialect/Reference.md#numerics` gives every op's formula under each
    scheme, bit for bit.

    Options:

    * `rounding`: the scheme of ops without a `rounding` attribute:
      `gemmlowp` (default), `single_round`, `double_round`, `float_rne`.
    * `zp-correction`: `post` (default) accumulates pure integer products and
      subtracts the zero-point terms from row and column sums afterwards
      (the post-accumulation correction); `inline` subtracts the zero
      points inside the loop. Both produce the same exact accumulator.
    * `qcast-rounding`: how `quant.qcast` rounds `x / scale`: `half_even`
      (default, as ONNX) or `half_away` (TFLite).

    A `quant.qcast` of a dense float constant (a front-end's fake-quantized
    weights, imported as qcast of the float weights) is evaluated at compile
    time into the integer constant the lowered loop would compute (the same
    division and rounding in the expressed type, the same clamp), so the
    kernels read integer weights.

    Ops whose parameters cannot be lowered exactly (a multiplier beyond the
    scheme's range, unranked tensors, calibrated types) get a located error.

    TOSA left in the program (integer TOSA that skipped
    `quantkit-import-tosa`) is left alone, except that a `tosa.reshape`
    with a static result and an inferred (-1) size in its constant shape
    gets the result's shape: the canonicalization `quantkit-to-int` runs
    next would fold a reshape of a constant to the shape as written and
    crash on the -1 (MLIR 22).

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

//===----------------------------------------------------------------------===//
// TOSA export (passes/tosa/): compute ops to the TOSA int8 profile
//===----------------------------------------------------------------------===//

def QuantKitImportTosa : Pass<"quantkit-import-tosa", "ModuleOp"> {
  let summary = "Import an int8 (or 16x8) TOSA program into QuantKit's "
                "compute ops";
  let description = [{
    The opposite direction of `quantkit-export-tosa`: an int8 TOSA program
    in the forms TFLite-to-TOSA writes becomes QuantKit compute ops with the
    parameters it encodes, so that `quantkit-to-int` and `quantkit-cpu` run
    it, bit-exact with upstream's `tosa-to-linalg` lowering of the same
    program under the rounding mode each `tosa.rescale` states.

    Forms imported (rooted at the `tosa.rescale` that requantizes them):

    * `tosa.conv2d` / `tosa.depthwise_conv2d` (channel multiplier 1) /
      `tosa.matmul` (+ a constant `tosa.add` bias of shape `[1, 1, N]`) on
      i8 with an i32 result, then a `tosa.rescale` to i8, then optionally a
      `tosa.clamp` (its only user): `quantkit.conv2d` / `depthwise_conv2d` /
      `matmul` with the TOSA zero points, the constant i32 bias as the bias
      operand, the clamp as a narrowed result storage range; a
      `tosa.transpose_conv2d` with a constant filter (TFLite's
      TRANSPOSE_CONV) is first the `tosa.conv2d` it computes (see
      `quantkit-prepare-tosa`) and then imported as one;
    * TFLite's add (`tosa.rescale` i8 -> i32 per input, `tosa.add` on i32,
      `tosa.rescale` to i8, optionally `tosa.clamp`): `quantkit.add`, an
      input that broadcasts first broadcast by `linalg.broadcast`;
    * TFLite's mul (`tosa.rescale` by 1 centring each input in i32,
      `tosa.mul` with shift 0, `tosa.rescale` to i8): `quantkit.mul`, an
      input that broadcasts (squeeze and excitation, a per-channel or scalar
      constant) first broadcast by `linalg.broadcast`;
    * TFLite's MEAN over H and/or W (`tosa.rescale` by 1 centring the input
      in i32, `tosa.reduce_sum` per axis, `tosa.rescale` to i8): a
      `quantkit.depthwise_conv2d` by ones over the reduced window;
    * a `tosa.rescale` between i8 and i16 values on its own:
      `quantkit.rescale`;
    * `tosa.max_pool2d` and `tosa.avg_pool2d` (one zero point on both
      sides) on i8: `quantkit.max_pool2d`, `quantkit.avg_pool2d`;
    * `tosa.resize` (constant scale, offset and border within TOSA's level
      limits): NEAREST_NEIGHBOR on i8 as `quantkit.resize` in nearest mode
      between equal parameters; BILINEAR on i8 with an i32 result and one
      per-tensor `tosa.rescale` to i8 after it (TFLite's RESIZE_BILINEAR)
      as `quantkit.resize` in bilinear mode with the input scale
      `M ny nx` at zero point 0, so that its sum is TOSA's sum of stored
      values and its multiplier is `M`.

    TFLite's 16x8 mode (int16 activations, int8 weights) is taken in the
    same forms with i16 where they have i8: contractions of i16 x i8 with
    an i48 accumulator and bias, rescaled to i16 by 16-bit multipliers
    (`scale32 = false`, SINGLE_ROUND), the bias kept in 32-bit storage
    where its values fit and in 64 otherwise; the add with `L = 15`, one
    input written as `tosa.cast` to i32 and `tosa.logical_left_shift` by
    15; mul, MEAN, pooling and resizes (bilinear sums in i48). Other mixed widths (an add of i8 and i16
    values, an i16 product or mean requantized to i8) stay TOSA.

    TOSA states integer multipliers `m` and shifts `n`, not scales; the
    import chooses scales from which QuantKit recomputes them exactly:
    activations scale 1 with the TOSA zero points, weights (and the bias)
    the per-channel scale `m_c * 2^-n_c`, so the requantization multiplier
    is `m_c * 2^-n_c` bit for bit, `rounding` is `single_round` or
    `double_round` as the rescale's `rounding_mode`. Each form is imported
    only where the integers are provably the same: SINGLE_ROUND with any
    positive multiplier; DOUBLE_ROUND with a normalised multiplier
    (`m >= 2^30`) or shifts that stay at most 31 once normalised; an i32
    (i48) accumulator, and a scaled value, that provably fit i32 (i48;
    where the upstream lowering wraps around). Everything else stays TOSA with a
    remark saying why: INEXACT_ROUND, a shift outside 2..62, a non-positive
    or non-constant multiplier, non-constant zero points or bias,
    unsigned rescales, 16-bit multipliers under DOUBLE_ROUND, a
    depthwise channel multiplier above 1, pooling with two zero points, an
    add whose rounding QuantKit's add does not reproduce, rescales with
    u8, u16 or 32-bit sides outside these forms, mixed i8 and i16 widths
    other than a rescale's.

    Imported ops read and write the program's storage integers through
    `quant.scast`: function signatures and the TOSA ops that stay keep
    their integer types, and the casts between two imported ops fold away.

    TFLite-to-TOSA writes quantized element types on TOSA tensors unless
    TensorFlow's `tosa-strip-quant-types` runs after it. They only annotate
    (every TOSA op states its zero points, every `tosa.rescale` its
    integers), so the import first replaces them by their storage integers
    (`tensor<4x!quant.uniform<i8:f32, 0.5>>` by `tensor<4xi8>`), in TOSA
    ops and in function signatures, returns and calls. Unsigned storage
    becomes signless only on the side of a `tosa.rescale` that states it
    (`input_unsigned`, `output_unsigned`: how a uint8 model's inputs and
    outputs are converted) and in signatures. Where an op of another kind
    holds one too (a `quant.dcast`, a QuantKit op), a TOSA op holds
    unsigned storage elsewhere, or a type has no storage (calibrated), all
    are kept, with a remark at that op. A `tosa.reshape` with a static result and an inferred (-1) size in
    its constant shape gets the result's shape (MLIR 22's fold of a reshape
    of a constant, in the canonicalization `quantkit-to-int` runs, crashes
    on the -1).

    Example:

    ```
    mlir-opt --load-dialect-plugin=QuantKitPlugin.so \
      --load-pass-plugin=QuantKitPlugin.so --pass-pipeline=\
      'builtin.module(quantkit-import-tosa,quantkit-to-int,quantkit-to-llvm)'
    ```
  }];
  let dependentDialects = [
    "::mlir::quantkit::QuantKitDialect", "::mlir::quant::QuantDialect",
    "::mlir::tensor::TensorDialect", "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect"
  ];
  let statistics = [
    Statistic<"numOpsImported", "ops-imported",
              "Number of QuantKit compute ops built from TOSA">,
    Statistic<"numLeftAsTosa", "left-as-tosa",
              "Number of int8 TOSA ops left alone (each with a remark)">,
    Statistic<"numTypesStripped", "types-stripped",
              "Number of ops whose quantized TOSA types became storage "
              "integers">
  ];
}

def QuantKitExportTosa : Pass<"quantkit-export-tosa", "ModuleOp"> {
  let summary = "Export quantized ops and resolved regions to TOSA";
  let description = [{
    Export to a fixed-kernel target, TOSA. Every `quantkit` compute op
    (`rescale`, `matmul`, `conv2d`, `depthwise_conv2d`, `add`, `mul`,
    `max_pool2d`, `avg_pool2d`) and every resolved `quantkit.region` becomes
    TOSA operations on the storage integers: zero points as TOSA zero-point
    operands, requantization as `tosa.rescale` (Q31 multiplier and shift
    from `quantizeMultiplier`, `per_channel` for per-axis weights), a fused
    activation as `tosa.clamp`. A region is read as quantkit-materialize
    reads it (`buildQuantizedKernel`, the body matcher quantkit-fuse and
    quantkit-materialize share: linalg and TOSA kernels with their padding,
    bias addition and clamps), so the same regions materialize and export;
    its compute op is exported like any other, a shape-only kernel becomes
    the same TOSA op on storage integers. Where a region is coarser than the
    TOSA ops, the intermediate tensors get derived parameters: the
    accumulator scale `s_in * s_w` with zero point 0, the clamp as the
    output storage range.

    Quantized values cross into TOSA through `quant.scast` (storage types
    inside, the quantized types at function boundaries and at every other
    user), so `quantkit-to-int` and upstream `tosa-to-linalg` lower the
    result. Region ports stay float and are joined by `quant.qcast` /
    `quant.dcast`; a `dcast`/`qcast` pair of one type between two exported
    kernels disappears; float constants on ports become storage-integer
    constants.

    Rounding: `single_round` -> `SINGLE_ROUND`, `double_round` ->
    `DOUBLE_ROUND`, `gemmlowp` -> `DOUBLE_ROUND` (the same function of the
    accumulator, bit for bit; see `dialect/Reference.md#tosa-export`).
    `float_rne` and `avg_pool2d` under `gemmlowp` or `float_rne` have no
    TOSA form.

    The i32 accumulator of a contraction must provably hold
    `K * max|q_l - zp_l| * max|q_r - zp_r| + max|bias|`, the bias bounded
    by its values where it is constant and by its storage range otherwise.
    Shapes must be static with rank at most 6 (TOSA 1.0, level 8K).

    What TOSA cannot express (those roundings, an accumulator that may
    overflow, dynamic shapes or rank above 6, 16-bit activations of a
    contraction, per-channel zero points, multipliers beyond shift 2,
    rescales TOSA has no form for, unsigned contraction storage, the hybrid
    form, regions that quantkit-materialize would keep in float) gets a
    located error, or, with `allow-float-fallback`, a remark and a float
    TOSA computation between `quant.dcast` and `quant.qcast` with the
    integer export's geometry (regions keep their float body); the fallback
    validates under TOSA's `pro_fp` profile.

    Example:

    ```
    mlir-opt --load-pass-plugin=QuantKitPlugin.so --pass-pipeline=\
      'builtin.module(quantkit-export-tosa{rounding=single_round},\
      tosa-attach-target{profiles=pro_int},tosa-validate)'
    ```
  }];
  let options = [
    Option<"rounding", "rounding", "std::string", "\"gemmlowp\"",
           "Rounding scheme where an op (or any region) has no rounding "
           "attribute">,
    Option<"allowFloatFallback", "allow-float-fallback", "bool", "false",
           "Keep what TOSA cannot express in floating point (with a "
           "remark) instead of failing">
  ];
  let dependentDialects = [
    "::mlir::tosa::TosaDialect", "::mlir::quant::QuantDialect",
    "::mlir::tensor::TensorDialect", "::mlir::arith::ArithDialect"
  ];
  let statistics = [
    Statistic<"numOpsExported", "ops-exported",
              "Number of quantkit compute ops exported to TOSA">,
    Statistic<"numRegionsExported", "regions-exported",
              "Number of quantkit.region kernels exported to TOSA">,
    Statistic<"numFloatFallbacks", "float-fallbacks",
              "Number of ops and regions kept in floating point">
  ];
}

//===----------------------------------------------------------------------===//
// CPU code generation (passes/cpu/): lowered IR to fast loops
//===----------------------------------------------------------------------===//

def QuantKitFoldConstantReductions
    : Pass<"quantkit-fold-constant-reductions", "func::FuncOp"> {
  let summary = "Evaluate integer reductions of constant tensors at compile "
                "time";
  let description = [{
    Replaces a `linalg.generic` reduction whose inputs are integer constants
    (the weight sums of quantkit-lower's zero-point correction) by the
    `arith.constant` of its exact result. Upstream's linalg constant folding
    handles only all-parallel ops. Inputs may also be `tensor.empty`
    placeholders the body does not read; the init must be a `linalg.fill` of
    a constant; the body may hold integer `arith` ops only. Iteration spaces
    above 2^26 points stay as they are.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let statistics = [
    Statistic<"numFolded", "folded", "Number of reductions evaluated">
  ];
}

def QuantKitFoldConstantOperands
    : Pass<"quantkit-fold-constant-operands", "func::FuncOp"> {
  let summary = "Evaluate the parts of elementwise generics that depend only "
                "on constant operands once per element of those operands";
  let description = [{
    In an all-parallel `linalg.generic` on tensors, a body op whose operands
    are constants, or values computed from constant tensor operands read
    through one indexing map, has a compile-time value per element of those
    operands. This pass evaluates such ops with their own folders (so the
    result is exactly what the op computes) and passes the values the rest
    of the body reads as new constant operands, with the same indexing map;
    a value equal everywhere becomes an `arith.constant` above the op. Inputs
    left unread are dropped.

    quantkit-lower's requantization epilogue is the case this is for: per
    output channel, the shift amounts `max(e, 0)` and `max(-e, 0)`, the
    rounding mask and threshold of RoundingDivideByPOT and the zero-point
    products of the weight sums are computed once at compile time instead
    of once per output element. Run it after
    `quantkit-fold-constant-reductions`, which turns the weight sums into
    constants. Constant operands above 65536 elements are not read.

    Example: with `%e = arith.constant dense<[-3, -5]> : tensor<2xi64>`
    read through `(d0, d1) -> (d1)`, the body's
    `%s = arith.subi %c0, %e_arg` and `%r = arith.maxsi %s, %c0` become one
    new operand `dense<[3, 5]>` with the same map.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let statistics = [
    Statistic<"numFolded", "folded", "Number of generics with folded ops">
  ];
}

def QuantKitNarrowRequantize
    : Pass<"quantkit-narrow-requantize", "func::FuncOp"> {
  let summary = "Compute the i64 ops of requantization epilogues in i32 "
                "where value ranges prove it exact";
  let description = [{
    For AVX2 CPUs, which have no 64-bit multiply, arithmetic right shift or
    min/max. In an all-parallel `linalg.generic` on tensors that yields
    `arith.trunci` of i64 values to at most 32 bits, every integer body
    value gets a signed range (constant table operands: their min and max;
    scalar constants; other inputs: their type's range; body ops: upstream's
    InferIntRangeInterface). Then, walking back from the yielded
    truncations, an i64 op is rebuilt in i32 where that is exact: `addi`,
    `subi`, `muli`, `andi`, `ori`, `xori`, `select` whose result lies in
    i32 (truncation commutes with them); `shli` also with an amount in
    [0, 31]; `shrsi` whose shifted value lies in i32 and amount in [0, 31];
    `maxsi`, `minsi`, `cmpi` whose operands lie in i32; extensions from at
    most 32 bits; and `clamp(r + zp, lo, hi)` with constant `zp`, `lo`,
    `hi` as `clamp(r, lo - zp, hi - zp) + zp` where `r` and all of those
    lie in i32. i64 constant tables whose values all lie in i32 become i32
    tables sign-extended in the body, so that a multiply of two
    sign-extended i32 values becomes `vpmuldq`. Other values enter through
    `arith.trunci`. Results are unchanged bit for bit. Generics where no
    arithmetic op can be narrowed are left alone. Run it after
    `quantkit-fold-constant-operands`, which turns the per-channel shift,
    mask and threshold into constant tables.

    Example: quantkit-lower's gemmlowp epilogue of a 32-bit accumulator
    with Q31 multipliers in [0, 2^31) keeps `(sext(acc) * sext(m) + 2^30)
    >> 31` in i64 and computes the rounding divide by 2^s, the zero point
    and the clamp in i32.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def QuantKitCpuKernels : Pass<"quantkit-cpu-kernels", "ModuleOp"> {
  let summary = "Packed-weight register-blocked kernels for bufferized "
                "matmul and conv2d, with AMX or VNNI where the CPU has it";
  let description = [{
    Runs on bufferized IR. Rewrites `linalg.matmul` (i8 x i8 -> i32 with
    sign extension; i16 x i8 -> i32 or i64, TFLite's 16x8 mode; or f32),
    `linalg.conv_2d_nhwc_fhwc` and the grouped `linalg.conv_2d_nhwgc_gfhwc`
    (the same element types) whose weights come from a constant
    `memref.global`, whose output has an identity layout and is zero-filled
    right before, into:

    * a new constant global with the weights packed at compile time, panel
      by panel, as [K/g][P][L][g] (g = 4 for int8, 2 for 16x8, 1 for f32; P
      vectors of L lanes per panel, see below), zero padded; for int8 on
      AVX2 each lane's four bytes become two words of sign-extended 16-bit
      pairs, [K/4][P][2][L] words; for 16x8 each lane's word is the
      sign-extended 16-bit pair of weights k and k + 1;
    * a run-time packing of the activations, one row block at a time, into
      rows of K rounded up to g (im2col for convolutions); int8 activations
      get their sign bit flipped (q + 128, now unsigned);
    * micro-kernels of up to R rows x P vectors of L lanes, with masked
      loads and stores for the last partial vector of N: R, P, L = 6, 4, 16
      (24 zmm accumulators) for AVX-512 VNNI and the portable path, 4, 3, 8
      (12 ymm accumulators, all 16 ymm registers with the weights and the
      broadcast) for AVX-VNNI and AVX2's f32, 4, 2, 8 for AVX2's int8 (8
      accumulators, 4 weight vectors, 2 activation pairs, 2 products). A panel of P * L columns walks K in blocks of
      equal length small enough for its packed weights to stay in L1 while
      every row block of A passes; the first block starts from the initial
      accumulators, later ones from the partial sums in C.

    On `amx`, int8 products run on AMX tiles (`amx` dialect ops, lowered
    by `convert-vector-to-llvm{enable-amx}`): the weights packed the same
    way (as bytes, panels of 2 blocks of 16 columns, K padded with zeros to
    a multiple of 64 bytes), rows packed into buffers of whole 16-row
    tiles, blocks of 32 rows x 32 columns as 2 x 2 tiles of i32 sums over
    the whole K (`tdpbusd`: unsigned activations, signed weights, from the
    same initial values), stored through a scratch block into the
    epilogue's vectors. Every tile has the shape 16 x 64 bytes. f32
    products, grouped convolutions, products of fewer than 16 rows and of
    K below `amx-min-k` take the `vnni` path. Before the
    first tile instruction the code calls a function it adds to the module,
    `__quantkit_request_amx`, which asks Linux once per process for tile
    data (`arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA)` through
    libc's `syscall`, declared `(i64, i64, i64) -> i64`; a module that
    defines `syscall` otherwise is an error).

    Activation packing copies contiguous spans (a row of the matmul's A, the
    channels of one filter tap) with 512-bit vector loads and stores and a
    masked tail. For the same reason every `memref.copy` between static
    buffers whose last dimension is contiguous (the copy into the interior
    of a zero-padded buffer, for one) becomes loops of such vector copies
    instead of a call to the runtime's element-by-element `memrefCopy`.

    Int8 micro-kernels use `llvm.x86.avx512.vpdpbusd.512` (AVX-512 VNNI) or
    `llvm.x86.avx512.vpdpbusd.256` (selected as the VEX-encoded AVX-VNNI
    instruction on a CPU without AVX-512 VL) through `llvm.call_intrinsic`:
    unsigned x signed bytes, four per i32 lane; the +128 on the
    activations is absorbed by starting the accumulators at
    -128 * (column sums of the weights), computed at compile time, so the
    result is exactly the `linalg.matmul` it replaces. The `avx2` target
    (CPUs without VNNI) computes the same sums with
    `llvm.x86.avx2.pmadd.wd` (`vpmaddwd`) on 16-bit pairs: the weights'
    pairs packed at compile time, the activations packed at run time as
    zero-extended 16-bit values whose pairs (a0, a1) and (a2, a3) are
    broadcast as 32-bit words (activations read in place: each 4-byte word
    split into those pairs by byte shuffles); no 16-bit value can
    saturate. The `portable` target
    computes the same dot products with generic vector arithmetic (shifts,
    multiplies, adds on vector<16xi32>), bit for bit the same.

    16x8 micro-kernels (i16 activations, packed as they are, signed, with
    no offset) use `llvm.x86.avx512.vpdpwssd.512` or `.256` (the
    non-saturating form) on VNNI targets, `llvm.x86.avx2.pmadd.wd` and an
    add on `avx2`, and shifts and multiplies on `portable`: acc + a0 * w0 +
    a1 * w1 per i32 lane, exact since |a * w| <= 2^22. `amx` keeps them in
    VNNI registers (AMX has no 16-bit integer tiles). For i32 outputs the
    sums wrap like the `linalg` op's; for i64 outputs the registers sum at
    most 255 k steps (|sum| <= 255 * 2^23 < 2^31) from zero, then are
    sign-extended and added to the i64 start values or partial sums in C;
    K blocks never exceed 255 steps, whatever `k-block-bytes` says.

    Options:

    * `target`: `auto` (default) picks `amx` when
      `llvm::sys::getHostCPUFeatures()` reports amx-int8, amx-tile,
      avx512vnni, avx512bw and avx512f and Linux grants the compiling
      process AMX tile data, else `vnni` when it reports avx512vnni,
      avx512bw and avx512f, else `avx-vnni` when it reports avxvnni, else
      `avx2` when it reports avx2, else `portable`; `amx`, `vnni`,
      `avx-vnni`, `avx2` and `portable` force a path. The generated code for
      `amx` needs a CPU with AMX-INT8 and AVX-512 VNNI and Linux 5.16 or
      later, for `vnni` a CPU with AVX-512 VNNI, for `avx-vnni` one with
      AVX-VNNI (or AVX-512 VNNI with VL), for `avx2` one with AVX2.
    * `k-block-bytes` (default 32768): bytes of packed weights a panel reads
      per K block, 4 * P * L per k step (256 on zmm, 96 on ymm: four int8
      values, two 16x8 values or one f32 value per lane and vector; 8 * P *
      L = 128 for AVX2's int8 pairs); 0 keeps the whole K in one block (at
      most 255 steps for i64 outputs). Below one step it means one step per
      block.
    * `row-block-bytes` (default 262144): bytes of packed activations per
      row block, rounded down to a multiple of R rows (at least R). Rows of
      A are packed block by block into one reused buffer that stays in L2
      while every panel of the weights passes over it, instead of packing
      all of A first.
    * `amx-min-k` (default 64, one tile row of bytes): on `amx`, int8
      products whose K is smaller (a 3-channel stem's 27 columns, 1x1
      convolutions of 16 to 48 channels) keep VNNI registers, which pad K
      to 4 bytes instead of 64 (EfficientNet-B0 and MobileNetV3-Small lost
      time on tiles without it; passes/cpu/README.md).
    * `parallel-tasks` (default 16): the contraction becomes one
      `scf.parallel` of about this many tasks (for `convert-scf-to-openmp`):
      row tiles of about M / tasks rows (a whole number of register blocks,
      at least 4 of them, at most one row block), each packing its own rows
      into its own buffer; where every row fits in one tile (fully connected
      layers), A is packed once and the tasks are chunks of column panels;
      kernels reading A in place split rows and column panels. Each output
      element is computed by one task, its K loop in the same order as
      sequentially, so results do not depend on the thread count. 0 or 1,
      and products under 65536 multiply-adds, keep sequential loops.

    With `fuse-epilogues` (the default), where the output buffer's only
    reader is an all-parallel `linalg.generic` right after the op (the
    requantization epilogue: the accumulators read with the identity map,
    per-channel tables, rank-0 buffers, a body of arith and math ops and
    constant-table look-ups read as `table-lookup` says), the
    micro-kernels run that body on their accumulator registers and store
    its result (int8) into the generic's output; the generic goes, and so
    does the i32 buffer unless K is walked in several blocks (the partial
    sums of all but the last block still go through it).

    Ops that do not match are left for `convert-linalg-to-loops`.
  }];
  let options = [
    Option<"target", "target", "std::string", "\"auto\"",
           "Instruction set: auto, amx, vnni, avx-vnni, avx2 or portable">,
    Option<"kBlockBytes", "k-block-bytes", "int64_t", "32768",
           "Bytes of packed weights one panel of 64 columns reads per K "
           "block (0: the whole K in one block)">,
    Option<"rowBlockBytes", "row-block-bytes", "int64_t", "262144",
           "Bytes of packed activations per row block (at least 6 rows)">,
    Option<"amxMinK", "amx-min-k", "int64_t", "64",
           "On amx, the least K (int8 columns of A) of a product on tiles; "
           "narrower ones keep VNNI registers">,
    Option<"parallelTasks", "parallel-tasks", "int64_t", "16",
           "Tasks of one scf.parallel per contraction (row tiles, or column "
           "chunks where rows are few); 0 or 1: sequential loops">,
    Option<"fuseEpilogues", "fuse-epilogues", "bool", "true",
           "Apply the elementwise generic that reads the output to the "
           "accumulator registers and store its result instead">,
    Option<"tableLookup", "table-lookup", "std::string", "\"gather\"",
           "How table loads in a fused epilogue read their entries: gather, "
           "vbmi or auto (as quantkit-vectorize-elementwise)">
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::amx::AMXDialect",
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect"
  ];
  let statistics = [
    Statistic<"numKernels", "kernels",
              "Number of contractions given packed kernels">
  ];
}

def QuantKitCpuFuseChains : Pass<"quantkit-cpu-fuse-chains", "func::FuncOp"> {
  let summary = "One generic for a chain of elementwise generics that "
                "read one tensor";
  let description = [{
    Runs on tensors, before bufferization (`quantkit-cpu` runs it after the
    folds). Fuses an all-parallel `linalg.generic` into the all-parallel
    generic that reads its result (upstream's `linalg::fuseElementwiseOps`:
    the consumer's body runs on the producer's yielded value, so the values
    are exactly those of the two ops) where the producer's result has no
    other user and the consumer reads it by the identity map and nothing
    else in full: its other inputs are broadcasts (per-channel tables,
    scalars). A requantization followed by a `quantkit.rescale` (a
    concatenation's part, a port with other parameters) becomes one
    epilogue that `quantkit-cpu-kernels` applies in its registers.
    Consumers that read two tensors in full (residual adds) stay apart, so
    that the requantization before them stays the kernel's. A producer that
    reads nothing in full (a copy broadcasting a squeeze-and-excitation
    scale to its block's size) fuses into any consumer; the fused generic
    then reads the small tensor, its unit dimensions read at constant 0
    collapsed (`tensor.collapse_shape`: a 1 x C x 1 x 1 scale read by
    `(d0, d1, d2, d3) -> (0, d3, 0, 0)` becomes C read by `-> (d3)`), so
    that it stays a per-channel operand of a vector loop.

    A consumer that reads the producer's result and the producer's one
    input in full (a SiLU: `x * sigmoid(x)`, the table look-up's result
    and the byte it looked up) fuses too; the fused generic reads that
    input once (upstream's `linalg::deduplicateOperandsAndRemoveDeadResults`).
    A fused generic that is then a function of one 8-bit value, composing a
    table look-up with more (the SiLU's product, a rescale after a
    look-up), becomes one look-up in a 256-entry constant table of its
    values, evaluated by the body's own folders (exact integer
    arithmetic; a body with anything that does not fold stays as it is).
    The requantization before such a table then fuses into it, and the
    whole chain is one epilogue of the kernel before.

    A `linalg.reduce` whose input is an all-parallel generic's result that
    nothing else reads (tosa-to-linalg's sum over the height in TFLite's
    MEAN, after the rescale to i32, where the MEAN stays TOSA) becomes a
    generic with the producer's body fused in: each value is computed
    where it is summed, and the rescaled map is never written.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numFused", "fused", "Producer generics fused into consumers">,
    Statistic<"numTabulated", "tabulated",
              "Fused byte functions replaced by one table look-up">
  ];
}

def QuantKitCpuConcat : Pass<"quantkit-cpu-concat", "func::FuncOp"> {
  let summary = "Concatenations as slices their producers can write in place";
  let description = [{
    Runs on tensors, before bufferization (`quantkit-cpu` runs it, then
    upstream's `eliminate-empty-tensors`). First turns each chain of
    `tensor.insert_slice`s that tiles a static `tensor.empty` into the
    `tensor.concat` it stands for (quantkit-normalize's rule; the form
    tosa-to-tensor gives `tosa.concat`). Then decomposes each
    `tensor.concat` of static shapes into a `tensor.empty` of the result and one
    `tensor.insert_slice` per part, like upstream's decomposition, but
    placed for in-place writes: the empty destination goes before the first
    op that computes a part (following destination-style inits back, so a
    fill before an accumulation counts), and each part is inserted right
    after it is computed, in program order. A part whose producer runs
    after the slices before it can then be computed directly into its slice
    of the destination by `eliminate-empty-tensors`, and bufferization
    leaves only a copy of the slice onto itself, which the `cse` and
    `canonicalize` of upstream's deallocation pipeline erase; the others (function arguments, values with
    other users that conflict, producers that start too early) are copied
    as before. The values are the same either way.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numConcats", "concats", "Concatenations decomposed">
  ];
}

def QuantKitCpuPadInPlace
    : Pass<"quantkit-cpu-pad-in-place", "func::FuncOp"> {
  let summary = "Padded values as slices their producers can write in place";
  let description = [{
    Runs on tensors, before bufferization (`quantkit-cpu` runs it, then
    upstream's `eliminate-empty-tensors`). Decomposes each `tensor.pad`
    with static shapes and low padding, a constant padding value (or one
    defined before the source's producer), a source computed in its block
    into a `tensor.empty` (following destination-style inits back, as
    `quantkit-cpu-concat` does) and no other reader of the source than
    elementwise generics and pads (a contraction would read the interior,
    a view the packed kernels do not take) into a `tensor.empty` of the
    padded shape and `linalg.fill`s of its border with the padding value
    (slabs that do not overlap), placed before the first op of that chain
    and before the destination-style chains of the inputs only that op
    reads (a requantization's accumulators), and a `tensor.insert_slice`
    of the source where the pad was. `eliminate-empty-tensors` then computes the source
    directly into the interior of the padded buffer: the producer's
    kernel (a packed contraction's fused epilogue, the depthwise kernel, a
    vectorized elementwise loop) writes rows that lie apart, and the copy
    of the interior that bufferizing the pad makes is gone. Sources that
    other ops read and write in conflict are copied as before. The values
    are the same either way.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
  let statistics = [
    Statistic<"numPads", "pads", "Pads decomposed">
  ];
}

def QuantKitCpuDepthwise : Pass<"quantkit-cpu-depthwise", "func::FuncOp"> {
  let summary = "Vector loops along the channels for bufferized depthwise "
                "convolutions";
  let description = [{
    Runs on bufferized IR. Rewrites each `linalg.depthwise_conv_2d_nhwc_hwc`
    with static shapes, contiguous channels (input and filter with a unit
    innermost stride, an identity-layout output) and i8 x i8 -> i32, i16 x
    i8 -> i32 or i64 (TFLite's 16x8 mode) or f32 elements into loops over
    the output rows,
    blocks of `lanes` channels (16 or 32; a masked tail for the rest) and
    output columns:
    each channel block loads the filter taps once, widened to i16 for int8,
    and each output pixel sums its taps on those lanes, int8 products formed
    in 16 bits (they fit: |q * w| <= 16384) and summed in i32, 16x8
    products in 32 bits (|q * w| <= 2^22; 16 channels a step whatever
    `lanes` says) summed in the output's i32 or i64, f32 with a
    multiply and an add per tap. Four pixels of a row are summed before
    any of them is stored, so that the inputs they share load once after
    CSE; the columns past the last multiple of four go one by one. The
    taps are summed in the op's order (kh, then kw), so the results are
    bit for bit those of `convert-linalg-to-loops`, f32 included. A zero fill of the output
    right before the op is erased; otherwise the kernel adds to the
    output's values.

    Windows of more than 49 taps (a global average pool over the whole
    map) are not unrolled: each pixel's sums are carried through loops
    over the window's rows and columns, in the same order, each tap
    loaded where it is used. An int8 filter that is the same constant at
    every position of such a window (a mean's quantized ones) sums the
    inputs alone, widened to i32, and multiplies by the tap once.

    An epilogue that computes in i128 (quantkit-lower's requantization of
    i64 sums) is not fused: LLVM would scalarize it in every pixel's
    store.

    `lanes=32` puts 32 int8 products in one 512-bit register (AVX-512BW);
    `quantkit-cpu` asks for it where its target has such registers (its
    `depthwise-lanes`). Without them, each 32-lane vector is split in two
    and nine taps no longer fit the sixteen 256-bit registers.

    With `parallel-tasks` above 1 and at least 65536 multiply-adds, the
    output rows (batch x height) become one `scf.parallel` for
    `convert-scf-to-openmp`; otherwise the loops are sequential.

    With `fuse-epilogues` (the default) and a zero fill, where the output's
    only reader is an all-parallel `linalg.generic` right after the op
    (the per-channel requantization), each output pixel's sums go
    through that generic's body in registers and its result is stored;
    the generic and the i32 buffer go.
  }];
  let options = [
    Option<"parallelTasks", "parallel-tasks", "int64_t", "16",
           "Above 1: output rows as one scf.parallel; 0 or 1: sequential "
           "loops">,
    Option<"fuseEpilogues", "fuse-epilogues", "bool", "true",
           "Apply the elementwise generic that reads the output to the "
           "accumulator vectors and store its result instead">,
    Option<"tableLookup", "table-lookup", "std::string", "\"gather\"",
           "How table loads in a fused epilogue read their entries: gather, "
           "vbmi or auto (as quantkit-vectorize-elementwise)">,
    Option<"lanes", "lanes", "int64_t", "16",
           "Channels per vector step: 16, or 32 (int8 products in one "
           "512-bit register: AVX-512BW)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect"
  ];
  let statistics = [
    Statistic<"numRewritten", "rewritten",
              "Number of depthwise convolutions given vector loops">
  ];
}

def QuantKitVectorizeElementwise
    : Pass<"quantkit-vectorize-elementwise", "func::FuncOp"> {
  let summary = "16-lane vector loops for all-parallel linalg.generic and "
                "integer row reductions on buffers";
  let description = [{
    Rewrites an all-parallel `linalg.generic` on static memrefs with a
    contiguous innermost dimension (identity layouts, or views such as the
    part of a concatenation a producer writes in place) whose body holds only elementwise `arith`/`math` ops (such as
    quantkit-lower's requantization epilogue) into loops over the outer
    dimensions and vector<16xT> steps along the innermost one: the body is
    cloned with widened types, operands invariant along the innermost loop
    are loaded once and broadcast, and the last partial step uses masked
    `vector.transfer_read`/`transfer_write`. Ops with index semantics
    or other body ops are left alone.

    Row reductions are taken too: a generic whose only reduction is its
    innermost loop, with one output indexed by every other loop, rows of
    at least 16 elements, and a body `yield(combine(f(inputs), out))`
    whose `out` only `combine` reads, `combine` an integer `addi`, `muli`,
    `maxsi`, `maxui`, `minsi`, `minui`, `andi`, `ori` or `xori` of at
    least 32 bits (the softmax's row sum, i32 into i64). Per row, 16
    partial results start at the op's neutral element and go through the
    steps (the body cloned with `out` mapped to them; the tail's lanes
    past the row keep theirs), and `vector.reduction` combines them with
    the output's value. The ops are associative and commutative on
    integers, so every result is that of the loops. Float reductions
    (whose rounding depends on the order) and narrower ones (LLVM's loop
    vectorizer takes an i8 maximum 64 lanes at a time) are left alone. An innermost dimension of
    fewer than 64 elements is first merged with the one outside it
    (`linalg::collapseOpIterationDims`, repeatedly) where every operand
    reads the two as its last two dimensions and `memref.collapse_shape`
    can merge them: the 3 channels of an NHWC image would fill 3 of 16
    lanes.

    Table look-ups (quantkit-lower's quantkit.logistic, tanh, hard_swish
    and gelu: a `memref.load` of a rank-1 constant buffer at a position
    cast from an integer of at most 16 bits, plus or minus constants) are
    taken too, their positions computed in 32-bit lanes. `table-lookup`
    says how entries are read: `gather` (`vector.gather`, any target),
    `vbmi` (tables of 256 bytes: two AVX-512 VBMI `vpermi2b` of
    128 entries each and a blend on the position's bit 7; other tables
    gather) or `auto` (`vbmi` where the host has AVX-512 VBMI).

    The leading outer dimensions whose iterations reach `parallel-tasks`
    (default 16) become one `scf.parallel` (for `convert-scf-to-openmp`),
    the other outer dimensions sequential loops inside it; generics of
    fewer than 16384 elements, a single outer iteration, or
    `parallel-tasks` 0 or 1 keep sequential loops.
  }];
  let options = [
    Option<"parallelTasks", "parallel-tasks", "int64_t", "16",
           "Outer iterations the scf.parallel should have at least; 0 or 1: "
           "sequential loops">,
    Option<"tableLookup", "table-lookup", "std::string", "\"gather\"",
           "How table loads read their entries: gather (vector.gather), "
           "vbmi (AVX-512 VBMI byte permutes for tables of 256 "
           "bytes) or auto (vbmi where the host has it)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect",
    "::mlir::LLVM::LLVMDialect"
  ];
  let statistics = [
    Statistic<"numVectorized", "vectorized", "Number of generics vectorized">,
    Statistic<"numReductions", "reductions",
              "Number of row reductions vectorized">
  ];
}

def QuantKitCpuEvenOddMultiply
    : Pass<"quantkit-cpu-even-odd-multiply", "func::FuncOp"> {
  let summary = "Widened products of i32 vector lanes on even and odd lanes";
  let description = [{
    Rewrites `trunci(shift(ext(a) * ext(b) + c, k))` from `vector<N x i64>`
    to `vector<N x i32>` (N even; `a` and `b` of `vector<N x i32>`, both
    `extsi` or both `extui`; `c` an optional splat; the shift a `shrsi` or
    `shrui` by a splat in [1, 63]), the high multiply of quantkit-lower's
    requantization epilogues, into two products of N/2 i64 lanes: the even
    lanes' halves extended in place and the odd lanes' shifted down
    (`vector.bitcast`), each product shifted so that the 32 bits kept lie
    in the half of its lane, and a `vector.shuffle` of the two. LLVM selects
    two `vpmuldq` (`vpmuludq`) and a blend where the original form widens
    both operands into two registers each and narrows the results back.
    Every lane keeps its bits; a module whose data layout is big-endian is
    left alone. quantkit-cpu runs it after its vector kernels and loops.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::vector::VectorDialect"
  ];
  let statistics = [
    Statistic<"numProducts", "products", "Widened products rewritten">
  ];
}

def QuantKitCpuRoundMagnitudes
    : Pass<"quantkit-cpu-round-magnitudes", "func::FuncOp"> {
  let summary = "Rounding divides by powers of two on magnitudes";
  let description = [{
    Rewrites gemmlowp's rounding divide by 2^s as quantkit-lower writes it
    in a `linalg.generic` body, `(h >> s) + ((h & mask) > thr + (h < 0))`
    (`extui` or `select` bits, either operand order), where `s`, `mask`
    and `thr` are constants (scalars or constant tables the generic reads)
    with `mask = 2^s - 1`, `thr = mask >> 1` and `s` in [0, w - 1] at every
    element, and `h` has at most 32 bits, as the rounded magnitude with
    `h`'s sign: `u = (|h| + ((mask + 1) >>u 1)) >>u s`, `h < 0 ? -u : u`.
    Rounding half away from zero is odd-symmetric and the unsigned sum
    cannot wrap, so every value is the same; LLVM selects five vector
    instructions where the remainder test takes seven. quantkit-cpu runs it
    after quantkit-narrow-requantize.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def QuantKitInlineAllocaScopes
    : Pass<"quantkit-inline-alloca-scopes", "func::FuncOp"> {
  let summary = "Inline the memref.alloca_scope ops that hold no alloca";
  let description = [{
    Replaces every `memref.alloca_scope` of one block in which no
    `memref.alloca` or `llvm.alloca` lies by its body. quantkit-cpu runs it
    after `convert-scf-to-openmp`, which wraps each work-sharing loop's body
    in a scope: `convert-scf-to-cf` cannot lower loops inside a scope, and
    upstream's canonicalization keeps a scope around any op without memory
    effects, such as the `llvm.call_intrinsic` of an x86 byte permute.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def QuantKitParallelizeLinalg
    : Pass<"quantkit-parallelize-linalg", "func::FuncOp"> {
  let summary = "Tile the outermost parallel dimensions of the linalg ops "
                "left on buffers into one scf.parallel";
  let description = [{
    Runs on bufferized IR after `quantkit-cpu-kernels` and
    `quantkit-vectorize-elementwise`. Each remaining linalg op with static
    loop ranges and at least 16384 loop iterations (depthwise convolutions,
    pooling, reductions, generics the vectorizer leaves, contractions
    without constant weights) is tiled with upstream's
    `linalg::tileLinalgOp` along its outermost parallel dimensions (past
    any reduction dimension before them: a sum over the height of
    [1][H][W][C] is tiled along W), one index
    per tile until the tiles reach `parallel-tasks` (default 16), into an
    `scf.parallel` of the same op on subviews; `convert-linalg-to-loops`
    then lowers the tiles and `convert-scf-to-openmp` the parallel loop.
    Reduction dimensions are never tiled, so every output element is
    computed by one task in the sequential order. Fills, copies, smaller ops
    and `parallel-tasks` 0 or 1 are left alone.
  }];
  let options = [
    Option<"parallelTasks", "parallel-tasks", "int64_t", "16",
           "Tiles the scf.parallel should have at least; 0 or 1: leave the "
           "ops alone">
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
  let statistics = [
    Statistic<"numParallelized", "parallelized",
              "Number of linalg ops tiled into an scf.parallel">
  ];
}

def QuantKitPlanBuffers : Pass<"quantkit-plan-buffers", "func::FuncOp"> {
  let summary = "Place a function's temporary buffers in one arena";
  let description = [{
    Runs on bufferized IR. Every `memref.alloc` in a function's (single)
    block with a static shape, the identity layout and the default memory
    space, whose only release is one `memref.dealloc` in the same block
    and whose uses (through views) stay in the function (no return, yield,
    call, or other aliasing op), becomes a `memref.view` at a fixed,
    64-byte-aligned offset of one `memref<Nxi8>` allocated at the start of
    the function and freed before its return. Buffers whose lifetimes (from
    the allocation to the last use through any view, in op order) overlap
    never share bytes; others may: offsets are assigned greedily, largest
    buffer first, at the lowest free offset. The release does not end a
    lifetime (the ownership-based deallocation pipeline puts every release
    at the end of the block), but it must come after the last use. A
    function with fewer than two such buffers is left alone.

    `quantkit-cpu` runs it last before the conversion to LLVM: one heap
    allocation per call instead of one per intermediate tensor, the memory
    the calls before it touched reused (no fresh pages to fault in), and a
    peak footprint of the largest set of simultaneously live buffers.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect"
  ];
  let statistics = [
    Statistic<"numPlanned", "planned", "Number of buffers placed in arenas">,
    Statistic<"bufferBytes", "buffer-bytes",
              "Bytes of the planned buffers, summed">,
    Statistic<"totalArenaBytes", "arena-bytes", "Bytes of the arenas, summed">
  ];
}

//===----------------------------------------------------------------------===//
// Checks and reports (passes/check/): usable between any two stages
//===----------------------------------------------------------------------===//

def QuantKitVerify : Pass<"quantkit-verify"> {
  let summary = "Check every quantized type in every context";
  let description = [{
    Walks the IR it runs on and checks each `!quant.*` type wherever it
    appears: operand, result and block-argument types (so function
    signatures, through their entry blocks and `function_type`), types held
    in attributes (`quantkit.region` specs, `TypeAttr`s) and in the
    properties of unregistered ops, types nested in other types, tensor
    encodings and memref layouts and memory spaces among them, and types in
    locations (the metadata of a fused location). It applies upstream's
    per-axis integrity rules, upstream's integrity rules for sub-channel
    (blockwise) types and the parameter checks upstream's verifiers leave
    out (`dialect/Reference.md#quantized-types`):

    * `quant_type_c1`: a per-axis type is the element type of a tensor;
    * `quant_type_c2`: the tensor's rank exceeds the quantized dimension;
    * `quant_type_c3`: a static quantized dimension has one entry per scale;
    * `quant_type_c4`: every zero point lies inside the storage range
      (upstream accepts `!quant.uniform<i8:f32, 1.0:300>`), per tensor, per
      channel and per block;
    * `quant_type_c5`: every scale is positive and finite (upstream's parser
      lets a NaN scale through), per tensor, per channel and per block;
    * `quant_type_c6`: storage bounds lie inside the storage type;
    * `quant_type_c7`: calibration ranges are finite with `min <= max`;
    * `quant_type_c8`: the type is well formed as upstream's parser would
      have it (types built with `get` or read from bytecode skip that): a
      per-axis type has one zero point per scale; a sub-channel type has
      scales of its expressed type and zero points of its storage type, of
      one shape, and one positive block size per quantized dimension, each
      dimension non-negative and named once (upstream's parser accepts
      `{1:2, 1:4}`; QuantKit does not);
    * `quant_type_c9`: a sub-channel type is the element type of a ranked
      tensor;
    * `quant_type_c10`: the tensor's rank exceeds every quantized dimension
      of a sub-channel type;
    * `quant_type_c11`: every static dimension of that tensor is non-zero
      and a multiple of its block size;
    * `quant_type_c12`: the scales of a sub-channel type have the tensor's
      shape in blocks (`size / block size` along a quantized dimension, 1
      along the others; any size along a dynamic one).

    Sub-channel types pass this pass when they are sound, but no QuantKit op
    accepts them (`sub_channel_c1` in the dialect documentation).

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

def QuantKitPrepareTosa : Pass<"quantkit-prepare-tosa"> {
  let summary = "Rewrite TOSA forms MLIR 22's tosa-to-linalg cannot take or "
                "lowers wrongly";
  let description = [{
    `quantkit-to-llvm` and `quantkit-cpu` run it before `tosa-to-linalg`:

    * `tosa.transpose_conv2d` (a decoder's upsampling, as torch-mlir's TOSA
      backend writes `ConvTranspose2d` and TFLite-to-TOSA `TRANSPOSE_CONV`),
      which upstream does not lower: each one with a constant filter and
      static shapes, float or integer, becomes a `tosa.conv2d` at stride 1
      on its input spread `stride` apart with the input zero point between
      (`linalg.fill` and a strided `tensor.insert_slice`; none at stride
      1), padded by `KH - 1 + out_pad` (`KW` likewise), with the filter
      turned by 180 degrees (a new `tosa.const`): the same sums, gathered
      instead of scattered. At stride 2, 3 in 4 of its multiply-adds are by
      the zero point here. (Upstream's `tosa-optional-decompositions` splits
      the filter into phases instead, but fails on 16x8 programs.)
      `quantkit-import-tosa` and `quantkit-normalize` apply the same
      rewrite; on the quantized kernels they lead to,
      `quantkit-split-conv-phases` computes the output phases apart.
    * a BILINEAR `tosa.resize` with a negative offset (TFLite's half-pixel
      centres, which TFLite-to-TOSA writes as offset -1), which MLIR 22's
      lowering gets wrong (it divides negative coordinates with truncation,
      not floor; llvm-project #193821 and #184799, fixed after 22): the
      same resize of the input with `ceil(-offset / scale_n)` copies of its
      edge row (column) prepended, `tosa.slice` and `tosa.concat`, and the
      offset raised by as many `scale_n`. The spec clamps the source
      indices, so the copies are the taps it would read, and no coordinate
      is negative any more.

    Other ops are left as they are.

    Example:

    ```
    mlir-opt --load-pass-plugin=QuantKitPlugin.so \
      --pass-pipeline='builtin.module(func.func(quantkit-prepare-tosa))' \
      model.mlir
    ```
  }];
  let dependentDialects = ["arith::ArithDialect", "linalg::LinalgDialect",
                           "tensor::TensorDialect", "tosa::TosaDialect"];
}

def QuantKitCheckLowerable : Pass<"quantkit-check-lowerable"> {
  let summary = "Refuse what the integer-to-LLVM lowerings cannot take";
  let description = [{
    `quantkit-to-llvm` and `quantkit-cpu` lower integer programs: what
    `quantkit-to-int` writes, and float or integer TOSA and linalg. Both
    run this pass on every function, after `tosa-infer-shapes`, and it
    reports, at its location, the first op that they would fail on deep
    inside upstream's passes or crash on (and, as a note, how many more
    there are), saying what to do:

    * an op whose results, operands or block arguments (a function's
      signature) hold a `!quant.*` type, nested ones included: a QuantKit op
      or quant cast wants `quantkit-to-int` first; a TOSA op on quantized
      tensors (as TFLite-to-TOSA writes before TensorFlow's
      `tosa-strip-quant-types`) wants `quantkit-import-tosa`, which strips
      them and imports the program, then `quantkit-to-int`. Without the
      check such programs failed in bufferization ("op was not
      bufferized") or, for a `tosa.reshape` of a quantized `tosa.const`,
      crashed MLIR 22's tosa-to-tensor;
    * a TOSA op with an unranked tensor operand or result that shape
      inference could not rank (a function's unranked argument): MLIR 22's
      tosa-to-linalg says "failed to legalize" for most such ops and
      crashes on `tosa.resize` and `tosa.transpose`.

    The IR is unchanged.

    Example:

    ```
    mlir-opt --load-pass-plugin=QuantKitPlugin.so \
      --pass-pipeline='builtin.module(func.func(quantkit-check-lowerable))' \
      model.mlir
    ```
  }];
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

def QuantKitDumpTarget : Pass<"quantkit-dump-target", "ModuleOp"> {
  let summary = "Print a target's kernels and the kernel each region selects";
  let description = [{
    A debugging aid for target descriptions
    (`dialect/Reference.md#targets`). Loads the target that `target` and
    `target-file` select, exactly as `quantkit-propagate` does, and prints
    it to standard output in target-file syntax, kernels in registration
    order (look-up order). Then, for every `quantkit.region` of the module,
    it looks up the region's kernel with the key its specs imply
    (`!quant.any<iN>` asks for at least N bits) and emits a remark naming
    the selected kernel and its ports fitted to the region, or an error when
    no kernel matches. The IR is unchanged
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

#endif // QUANTKIT_PASSES_PASSES_TD
