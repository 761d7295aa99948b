//===- RecordWriter.h - Code that writes measurement records ----*- C++ -*-===//
//
// quantkit-debug-layers{measure=bias|hessian} makes a program print records
// that quantkit-correct-bias and quantkit-round-weights read back (see
// Records.h): a header, a count of inputs, fixed fields, then values in
// f64, all sums over the inputs. Each call of a measured function can print
// its own records, or the calls can add theirs into globals that are
// printed (and cleared) when a function chosen by the user returns: with
// a thousand calibration calls of batch 1, the records of a run are then
// as large as those of one call instead of a thousand times larger. The
// reader sums records of one key either way.
//
//===----------------------------------------------------------------------===//

#ifndef QUANTKIT_PASSES_ACCURACY_RECORDWRITER_H
#define QUANTKIT_PASSES_ACCURACY_RECORDWRITER_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::quantkit {

class RecordWriter {
public:
  /// Builds a value's code at `builder` and `loc`: `value` the value,
  /// `index` its position among the record's values (0 to size - 1).
  using ValueBody = function_ref<void(OpBuilder &builder, Location loc,
                                      Value value, Value index)>;
  /// Builds at `builder` the loops that call `body` on every value of a
  /// record, in order.
  using ValueLoops =
      function_ref<void(OpBuilder &builder, Location loc, ValueBody body)>;

  /// Records printed by each call when `printAt` is empty; else summed over
  /// the calls and printed each time the function `printAt` returns.
  RecordWriter(ModuleOp module, StringRef printAt);

  /// At `builder`, the code for one record `HEADER N, FIELDS..., VALUES...`:
  /// `count` the inputs this call measured (N), `fields` printed as they
  /// are, `size` values (none for an empty record) visited by `values`.
  void write(OpBuilder &builder, Location loc, StringRef header,
             int64_t count, ArrayRef<int64_t> fields, int64_t size,
             ValueLoops values);

  /// With `printAt`: the printing before each return of that function.
  /// Fails, with an error at the module, when it names no function with a
  /// body.
  LogicalResult finish();

private:
  void printNow(OpBuilder &builder, Location loc, StringRef header,
                int64_t count, ArrayRef<int64_t> fields, int64_t size,
                ValueLoops values);
  void accumulate(OpBuilder &builder, Location loc, StringRef header,
                  int64_t count, ArrayRef<int64_t> fields, int64_t size,
                  ValueLoops values);
  /// The private function that prints and clears the sums, made on first
  /// use.
  func::FuncOp printer(Location loc);

  ModuleOp module;
  SymbolTable symbols;
  std::string printAt;
  func::FuncOp printFunction;
};

} // namespace mlir::quantkit

#endif // QUANTKIT_PASSES_ACCURACY_RECORDWRITER_H
