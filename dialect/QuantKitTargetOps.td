//===- QuantKitTargetOps.td - Target descriptions ----------*- tablegen -*-===//
//
// Target files (SPEC section 5): a target is a named, ordered list of
// kernels, each keyed by `<logical_kernel, signature>` with a constraint.
// The ops exist so that target files are parsed by MLIR's own parser and
// checked by verifiers with file locations; the constraint library
// (dialect/constraints/) turns them into registered targets.
//
// Rule ids (`kernel_c1`, `target_c2`, ...) tag each verifier rule; the same
// id stands beside the check in QuantKitTargetOps.cpp and beside its
// negative test in test/lit/Targets/invalid.mlir.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_QUANTKITTARGETOPS_TD
#define QUANTKIT_DIALECT_QUANTKITTARGETOPS_TD

include "dialect/QuantKitBase.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"

def QuantKit_PortArrayAttr : TypedArrayAttrBase<QuantKit_PortAttr,
                                                "array of kernel ports">;

def QuantKit_TargetOp : Op<QuantKit_Dialect, "target", [
    Symbol, IsolatedFromAbove, NoTerminator, SingleBlock, NoRegionArguments,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>]> {
  let summary = "A target: a named, ordered set of kernels";
  let description = [{
    Describes what a device or runtime can execute (seed 001's target
    constraints). The body lists `quantkit.kernel` ops in registration
    order: a look-up takes the first kernel that matches. Inside the body
    the `quantkit.` prefix may be omitted.

    `default_port` is what a wildcard port (`*`) of a kernel becomes when a
    look-up leaves that port unspecified; it defaults to `i8`, asymmetric,
    per tensor.

    Load a target file with `quantkit-propagate{target-file=PATH}` (or
    `quantkit-dump-target{target-file=PATH}`); the option `target=NAME`
    selects a target when the file defines several.

    * `target_c1`: the body holds only `quantkit.kernel` ops.
    * `target_c2`: no two kernels have the same key: the same
      `logical_kernel` and the same input and output ports.
    * `target_c3`: `default_port` is a concrete (non-wildcard) storage that
      satisfies `kernel_c4` and `kernel_c8`, without role, `optional` or
      `variadic` flags.

    Example:

    ```mlir
    quantkit.target @"my-npu" default(i8) {
      kernel "add" ins(i8, i8) outs(i8) constraint free
      kernel "concat" ins(i8 variadic) outs(i8) constraint same_scale
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<QuantKit_PortAttr>:$default_port);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name,
                                 CArg<"PortAttr", "{}">:$defaultPort)>];
}

def QuantKit_KernelOp : Op<QuantKit_Dialect, "kernel", [
    HasParent<"TargetOp">]> {
  let summary = "One kernel of a target: key and constraint";
  let description = [{
    A kernel keyed by `<logical_kernel, signature>` (seed 001): the
    `logical_kernel` name of the `quantkit.region`s it executes and one port
    signature per input and output (see `#quantkit.port`). Its value is the
    constraint that derives port parameters from other ports:

    * `free`: no relation between ports; calibrated ports become uniform at
      the port's storage;
    * `same_scale`: all quantizable ports share one scale and zero point;
    * `fixed_scale(scale, zero_point)`: the outputs have these parameters;
    * `multiplier_scale`: the outputs' scale is the product of the input
      scales, zero point 0;
    * `multiplier_accumulator_scale`: the accumulator port (bias) gets scale
      `s_in * s_w`, per axis where the weights are, zero point 0;
    * `custom("name")`: a constraint function registered from C++ under
      `name` (resolved when the file is loaded).

    In generic form the constraint is the string attribute `constraint`
    (`"custom"` for C++ functions), with `scale` and `zero_point` for
    `fixed_scale` and `function` for `custom`.

    * `kernel_c1`: `logical_kernel` is not empty.
    * `kernel_c2`: `constraint` names a known shorthand.
    * `kernel_c3`: `fixed_scale` has a positive finite `scale` and a
      `zero_point` inside every quantized output's storage range (0 where the
      output is symmetric); `custom` has a non-empty `function`; other
      constraints carry neither.
    * `kernel_c4`: every port's storage is valid: 1 to 64 bits (`i0` and
      `u0` are errors, not wildcards), bounds with `min < max` inside the
      storage type, 0 inside the bounds of a symmetric port; a wildcard port
      carries no `symmetric`, `per_axis` or role.
    * `kernel_c5`: only trailing ports are `optional` and only the last port
      of a list is `variadic`.
    * `kernel_c6`: the port counts fit the constraint: `fixed_scale` and
      `multiplier_scale` need an output, `multiplier_scale` an input,
      `multiplier_accumulator_scale` an accumulator port and a
      non-accumulator input.
    * `kernel_c7`: a kernel named as in SPEC section 5 accepts only that
      kernel's port counts (`conv2d`, `depthwise_conv2d`, `matmul`: two
      inputs and an optional bias; `add`, `mul`: two inputs; `max_pool2d`,
      `avg_pool2d`, `reshape`, `transpose`, `concat`: one or more inputs;
      `logistic`, `softmax`, `tanh`: one input; one output each).
    * `kernel_c8`: every port stores at most 32 bits, the widest storage
      upstream's `!quant` type parser accepts (`MaxStorageBits`), so that
      the specs propagation writes can be read back; the one exception is an
      `i64` port with role `accumulator` (the 64-bit bias of 16-bit kernels,
      a documented deviation).

    Example:

    ```mlir
    kernel "conv2d"
        ins(i8, i8<-127:127> symmetric per_axis(0) weight,
            i32 accumulator optional)
        outs(i8) constraint multiplier_accumulator_scale
    kernel "logistic" ins(i8) outs(i8) constraint fixed_scale(0.00390625, -128)
    ```
  }];
  let arguments = (ins StrAttr:$logical_kernel,
                       QuantKit_PortArrayAttr:$inputs,
                       QuantKit_PortArrayAttr:$outputs,
                       StrAttr:$constraint,
                       OptionalAttr<F64Attr>:$scale,
                       OptionalAttr<I64Attr>:$zero_point,
                       OptionalAttr<StrAttr>:$function);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The shorthand names `constraint` may hold.
    static ::llvm::ArrayRef<::llvm::StringLiteral> getShorthandNames();
    /// The input and output ports.
    ::llvm::SmallVector<PortAttr> getInputPorts();
    ::llvm::SmallVector<PortAttr> getOutputPorts();
  }];
}

#endif // QUANTKIT_DIALECT_QUANTKITTARGETOPS_TD
