//===- QuantKitTargetOps.td - Target descriptions ----------*- tablegen -*-===//
//
// Target files: a target is a named, ordered list of kernels, each keyed by
// `<logical_kernel, signature>` with a constraint
// (dialect/Reference.md#targets). The ops exist so that target files are
// parsed by MLIR's own parser and checked by verifiers with file locations;
// the constraint library (dialect/constraints/) turns them into targets.
// The descriptions below are the one description of the target-file format.
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
    Describes what a device or runtime can execute: a named set of kernels
    in registration order (`dialect/Reference.md#targets`). A target file is
    an MLIR file that holds `quantkit.target` ops and nothing else
    (optionally wrapped in one `module`); each defines one target.

    Syntax:

    ```
    quantkit.target @name (`default` `(` port `)`)? (`attributes` dict)? {
      kernel ...
      kernel ...
    }
    ```

    * `@name` is the target's name, quoted where it is not a bare
      identifier (`@"tflite-int8"`). Two targets of one name in a file are
      MLIR's "redefinition of symbol" error.
    * `default(port)` is the port a wildcard kernel port (`*`) becomes when
      a look-up leaves that port unspecified, in the `#quantkit.port` syntax
      without the wrapper; it is `i8` (asymmetric, per tensor) when omitted.
    * The body lists `quantkit.kernel` ops; inside it the `quantkit.` prefix
      may be omitted. Kernels are looked up in the order written: the first
      kernel that matches a region wins
      (`dialect/Reference.md#kernel-look-up`).
    * Generic form: `"quantkit.target"() <{sym_name = "t", default_port =
      #quantkit.port<i8>}> ({ ... }) : () -> ()`.

    Loading. The `target-file=PATH` option of `quantkit-propagate` (and of
    `quantkit-fuse`, `quantkit-instrument` and `quantkit-dump-target`) reads
    a target file; `target=NAME` picks one of its targets, and may be
    omitted when the file defines exactly one.

    * The file is parsed by MLIR's parser in a private `MLIRContext` that
      knows only the `quantkit` and `quant` dialects: loading never adds a
      dialect to the context of the running pass, and an op of another
      dialect is a parse error.
    * Every error points into the file (`PATH:line:col`): parse errors, the
      rules below, an op other than `quantkit.target` at the top level ("a
      target file holds only 'quantkit.target' ops"), a `custom` function
      nobody registered ("no constraint function is registered as ...").
      A file without targets, a `target=NAME` the file does not define
      ("unknown target 'NAME': the target file defines ..." with the names
      it defines) and a file of several targets without `target=` are
      reported at `PATH:1:1`; a file that cannot be read at the location of
      the op the pass runs on.
    * Targets of a file are not registered: each pass run loads its own
      copy. `registerTargetFile` (`dialect/constraints/TargetFile.h`)
      registers a file's targets under their names for tools that want
      them available as `target=NAME`.

    `examples/targets/example-target.mlir` is a commented example: 8-bit
    kernels and, after them, 16-bit variants that a region port annotated
    `!quant.any<i16:f32>` selects.

    Rules (messages in quotes):

    * `target_c1`: the body holds only `quantkit.kernel` ops ("cannot appear
      in 'quantkit.target', whose body holds only 'quantkit.kernel' ops").
    * `target_c2`: no two kernels have the same key: the same
      `logical_kernel` and the same input and output ports ("duplicate
      kernel key", with a note at the first kernel).
    * `target_c3`: `default_port` is a concrete (non-wildcard) storage that
      satisfies `kernel_c4` and `kernel_c8`, without role, `optional` or
      `variadic` flags ("default port: ...").

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
    A kernel keyed by `<logical_kernel, signature>`: the `logical_kernel`
    name of the `quantkit.region`s it executes and one port signature per
    input and output (the `#quantkit.port` syntax without the wrapper). Its
    value is the constraint that derives port parameters from other ports
    (`dialect/Reference.md#constraints` gives each exactly).

    Syntax (in a `quantkit.target` body, where `quantkit.` may be omitted):

    ```
    kernel "logical_kernel" ins(port, ...) outs(port, ...) constraint C
        attr-dict?
    C ::= `free` | `same_scale` | `fixed_scale` `(` scale `,` zero_point `)`
        | `multiplier_scale` | `multiplier_accumulator_scale`
        | `custom` `(` "name" `)`
    ```

    * `free`: no relation between ports; calibrated ports become uniform at
      the port's storage;
    * `same_scale`: all quantizable ports share one scale and zero point,
      a concatenation's its output's (dialect/Reference.md#constraints);
    * `fixed_scale(scale, zero_point)`: the outputs have these parameters;
    * `multiplier_scale`: the outputs' scale is the product of the input
      scales, zero point 0;
    * `multiplier_accumulator_scale`: the accumulator port (bias) gets scale
      `s_in * s_w`, per axis where the weights are, zero point 0;
    * `custom("name")`: a constraint function registered from C++ under
      `name` with `TargetRegistry::registerConstraint`
      (`dialect/constraints/Registry.h`) before the file is loaded, where
      the name is resolved.

    Generic form: the constraint is the string attribute `constraint`
    (`"custom"` for C++ functions), with `scale` (f64) and `zero_point`
    (i64) for `fixed_scale` and `function` for `custom`:
    `"quantkit.kernel"() <{logical_kernel = "logistic", inputs =
    [#quantkit.port<i8>], outputs = [#quantkit.port<i8>], constraint =
    "fixed_scale", scale = 3.90625e-03 : f64, zero_point = -128 : i64}>
    : () -> ()`.

    Rules (messages in quotes; a port's message starts with its position,
    e.g. "input #1 of kernel 'conv2d': "):

    * `kernel_c1`: `logical_kernel` is not empty.
    * `kernel_c2`: `constraint` names a known shorthand ("unknown shorthand
      'NAME'; expected one of ...").
    * `kernel_c3`: `fixed_scale` has a positive finite `scale` and a
      `zero_point` inside every quantized output's storage range (0 where the
      output is symmetric); `custom` has a non-empty `function`; other
      constraints carry neither.
    * `kernel_c4`: every port's storage is valid ("invalid storage: ..."): a
      signed integer of 1 to 64 bits or an unsigned one of 1 to 63 (`i0` and
      `u0` are errors, not wildcards), bounds with `min < max` inside the
      storage type, 0 inside the bounds of a symmetric port; a wildcard port
      carries no `symmetric`, `per_axis` or role.
    * `kernel_c5`: only trailing ports are `optional` and only the last port
      of a list is `variadic`.
    * `kernel_c6`: the port counts fit the constraint ("port count
      mismatch: ..."): `fixed_scale` and `multiplier_scale` need an output,
      `multiplier_scale` an input, `multiplier_accumulator_scale` an
      accumulator port and a non-accumulator input.
    * `kernel_c7`: a kernel with one of the names the built-in targets use
      accepts only that kernel's port counts ("port count mismatch: ..."):
      `conv2d`, `depthwise_conv2d`, `matmul`: two inputs and an optional
      bias; `add`, `mul`: two inputs; `max_pool2d`, `avg_pool2d`,
      `reshape`, `transpose`, `concat`: one or more inputs; `logistic`,
      `softmax`, `tanh`: one input; one output each.
    * `kernel_c8`: every port stores at most 32 bits, the widest storage
      upstream's `!quant` type parser accepts (`MaxStorageBits`), so that
      the specs propagation writes can be read back ("invalid storage:
      ..."); the one exception is an `i64` port with role `accumulator`
      (the 64-bit bias of 16-bit kernels, which exists only in C++-built
      types).

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
