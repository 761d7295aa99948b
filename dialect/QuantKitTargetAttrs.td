//===- QuantKitTargetAttrs.td - Kernel port signatures -----*- tablegen -*-===//
//
// The port signature of a target kernel (dialect/Reference.md#targets).
// Included from QuantKitBase.td so that the dialect's generated attribute
// parser and printer know it; the target ops that use it live in
// QuantKitTargetOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_DIALECT_QUANTKITTARGETATTRS_TD
#define QUANTKIT_DIALECT_QUANTKITTARGETATTRS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def QuantKit_PortRoleActivation : I32EnumAttrCase<"activation", 0>;
def QuantKit_PortRoleWeight : I32EnumAttrCase<"weight", 1>;
def QuantKit_PortRoleAccumulator : I32EnumAttrCase<"accumulator", 2>;

def QuantKit_PortRole : I32EnumAttr<"PortRole",
    "what a kernel port carries",
    [QuantKit_PortRoleActivation, QuantKit_PortRoleWeight,
     QuantKit_PortRoleAccumulator]> {
  let cppNamespace = "::mlir::quantkit";
  let genSpecializedAttr = 0;
}

def QuantKit_PortAttr : AttrDef<QuantKit_Dialect, "Port"> {
  let mnemonic = "port";
  let summary = "What a target kernel accepts on one port";
  let description = [{
    One entry of a kernel signature (`dialect/Reference.md#targets`): the
    storage the port is quantized to, or `*` for a wildcard that takes the
    target's default, followed by flags.

    ```
    port    ::= storage flag*
    storage ::= `*` | (`i` | `u`) width (`<` min `:` max `>`)?
    flag    ::= `symmetric` | `per_axis` `(` axis `)` | `weight`
              | `accumulator` | `optional` | `variadic`
    ```

    * storage: signed (`i8`) or unsigned (`u8`) integer of 1 to 32 bits
      (upstream's `!quant` limit; an `accumulator` port may also be `i64`)
      with optional storage bounds, written as in `!quant.uniform`;
    * `symmetric`: the zero point is 0;
    * `per_axis(N)`: quantized per axis along dimension `N` of the port's
      tensor (negative counts from the last dimension); per tensor otherwise;
    * `weight`, `accumulator`: the port's role (default: activation). The
      accumulator port (a bias) is what `multiplier_accumulator_scale`
      derives; its granularity follows the factors it multiplies;
    * `optional`: the port may be absent (trailing ports only);
    * `variadic`: the port repeats (last port only).

    Examples: `#quantkit.port<i8>`,
    `#quantkit.port<i8<-127:127> symmetric per_axis(0) weight>`,
    `#quantkit.port<i32 accumulator optional>`, `#quantkit.port<*>`.

    Inside `quantkit.kernel` and `quantkit.target` the same syntax appears
    without the `#quantkit.port<...>` wrapper. Rules are checked by the ops
    that hold ports (`kernel_c4`, `kernel_c5`, `kernel_c8`, `target_c3`).
  }];
  let parameters = (ins
    "unsigned":$width,
    "bool":$isSigned,
    "int64_t":$storageMin,
    "int64_t":$storageMax,
    "bool":$symmetric,
    OptionalParameter<"std::optional<int64_t>">:$axis,
    EnumParameter<QuantKit_PortRole>:$role,
    "bool":$optional,
    "bool":$variadic
  );
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// True for `*`: any storage, the target's default where unspecified.
    bool isWildcard() const { return getWidth() == 0; }

    /// Parses and prints the port syntax without the `#quantkit.port<>`
    /// wrapper, as used inside target ops.
    static PortAttr parseBody(::mlir::AsmParser &parser);
    void printBody(::mlir::AsmPrinter &printer) const;
    void printBody(::llvm::raw_ostream &os) const;
  }];
}

#endif // QUANTKIT_DIALECT_QUANTKITTARGETATTRS_TD
