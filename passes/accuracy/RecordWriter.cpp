//===- RecordWriter.cpp - Code that writes measurement records ------------===//

#include "passes/accuracy/RecordWriter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::quantkit;

namespace {

void printInteger(OpBuilder &b, Location loc, Value value, bool endsLine) {
  vector::PrintOp::create(b, loc, value,
                          endsLine ? vector::PrintPunctuation::NewLine
                                   : vector::PrintPunctuation::Comma);
}

void printInteger(OpBuilder &b, Location loc, int64_t value, bool endsLine) {
  printInteger(
      b, loc, arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(value)),
      endsLine);
}

/// Prints the f64 `value` exactly as `MpE`, the integers M and E with
/// value = M * 2^E and M odd (`0p0` for zero), then a comma, or the end of
/// the line when `index` is the last of `size`. The runner prints floats
/// with six digits; the readers of the records need every bit, or what
/// they compute (GPTQ's column order, its roundings) would depend on how
/// the sums were split into records. An infinity or NaN prints with an E
/// of 972 or more, beyond f64 (infinity is `1p1024`), which the readers
/// reject as not finite.
void printValue(OpBuilder &b, Location loc, Value value, Value index,
                int64_t size) {
  Type i64 = b.getI64Type();
  auto constant = [&](int64_t c) {
    return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(c));
  };
  if (value.getType() != b.getF64Type())
    value = arith::ExtFOp::create(b, loc, b.getF64Type(), value);
  Value bits = arith::BitcastOp::create(b, loc, i64, value);
  Value zero = constant(0);
  Value biased = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, bits, constant(52)),
      constant(0x7ff));
  Value fraction =
      arith::AndIOp::create(b, loc, bits, constant((int64_t(1) << 52) - 1));
  // Normal numbers have the hidden bit; subnormals the exponent of 1.
  Value normal =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, biased, zero);
  Value mantissa = arith::SelectOp::create(
      b, loc, normal,
      arith::OrIOp::create(b, loc, fraction, constant(int64_t(1) << 52)),
      fraction);
  Value exponent = arith::SubIOp::create(
      b, loc, arith::SelectOp::create(b, loc, normal, biased, constant(1)),
      constant(1075));
  // Shortest form: the trailing zero bits move into the exponent.
  Value isZero =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, mantissa, zero);
  Value shift = arith::SelectOp::create(
      b, loc, isZero, zero,
      math::CountTrailingZerosOp::create(b, loc, mantissa));
  mantissa = arith::ShRUIOp::create(b, loc, mantissa, shift);
  exponent = arith::SelectOp::create(
      b, loc, isZero, zero, arith::AddIOp::create(b, loc, exponent, shift));
  Value negative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, bits, zero);
  mantissa = arith::SelectOp::create(
      b, loc, negative, arith::SubIOp::create(b, loc, zero, mantissa),
      mantissa);

  vector::PrintOp::create(b, loc, mantissa,
                          vector::PrintPunctuation::NoPunctuation);
  vector::PrintOp::create(b, loc, "p");
  Value last = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq, index,
      arith::ConstantIndexOp::create(b, loc, size - 1));
  scf::IfOp::create(
      b, loc, last,
      [&](OpBuilder &tb, Location tl) {
        vector::PrintOp::create(tb, tl, exponent,
                                vector::PrintPunctuation::NewLine);
        scf::YieldOp::create(tb, tl);
      },
      [&](OpBuilder &eb, Location el) {
        vector::PrintOp::create(eb, el, exponent,
                                vector::PrintPunctuation::Comma);
        scf::YieldOp::create(eb, el);
      });
}

} // namespace

RecordWriter::RecordWriter(ModuleOp module, StringRef printAt)
    : module(module), symbols(module), printAt(printAt.str()) {}

void RecordWriter::write(OpBuilder &b, Location loc, StringRef header,
                         int64_t count, ArrayRef<int64_t> fields, int64_t size,
                         ValueLoops values) {
  if (printAt.empty())
    printNow(b, loc, header, count, fields, size, values);
  else
    accumulate(b, loc, header, count, fields, size, values);
}

void RecordWriter::printNow(OpBuilder &b, Location loc, StringRef header,
                            int64_t count, ArrayRef<int64_t> fields,
                            int64_t size, ValueLoops values) {
  vector::PrintOp::create(b, loc, header);
  printInteger(b, loc, count, fields.empty() && size == 0);
  for (auto [i, field] : llvm::enumerate(fields))
    printInteger(b, loc, field, i + 1 == fields.size() && size == 0);
  if (size > 0)
    values(b, loc, [&](OpBuilder &vb, Location vl, Value value, Value index) {
      printValue(vb, vl, value, index, size);
    });
}

void RecordWriter::accumulate(OpBuilder &b, Location loc, StringRef header,
                              int64_t count, ArrayRef<int64_t> fields,
                              int64_t size, ValueLoops values) {
  // The sums: a count and `size` values, zero at the start.
  OpBuilder globals = OpBuilder::atBlockEnd(module.getBody());
  auto countType = MemRefType::get({}, b.getI64Type());
  auto countGlobal = memref::GlobalOp::create(
      globals, loc, "quantkit_record_count", globals.getStringAttr("private"),
      countType, DenseElementsAttr::get(RankedTensorType::get({}, b.getI64Type()),
                                        b.getI64IntegerAttr(0)),
      /*constant=*/false, /*alignment=*/nullptr);
  symbols.insert(countGlobal);
  memref::GlobalOp valueGlobal;
  auto valueType = MemRefType::get({size}, b.getF64Type());
  if (size > 0) {
    valueGlobal = memref::GlobalOp::create(
        globals, loc, "quantkit_record_values",
        globals.getStringAttr("private"), valueType,
        DenseElementsAttr::get(RankedTensorType::get({size}, b.getF64Type()),
                               b.getF64FloatAttr(0.0)),
        /*constant=*/false, /*alignment=*/nullptr);
    symbols.insert(valueGlobal);
  }

  // Each call adds its count and values.
  Value counts = memref::GetGlobalOp::create(b, loc, countType,
                                             countGlobal.getSymName());
  Value total = arith::AddIOp::create(
      b, loc, memref::LoadOp::create(b, loc, counts, ValueRange{}),
      arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(count)));
  memref::StoreOp::create(b, loc, total, counts, ValueRange{});
  if (size > 0) {
    Value sums = memref::GetGlobalOp::create(b, loc, valueType,
                                             valueGlobal.getSymName());
    values(b, loc, [&](OpBuilder &vb, Location vl, Value value, Value index) {
      Value sum = arith::AddFOp::create(
          vb, vl, memref::LoadOp::create(vb, vl, sums, ValueRange{index}),
          value);
      memref::StoreOp::create(vb, vl, sum, sums, ValueRange{index});
    });
  }

  // The printer prints the sums and clears them.
  func::FuncOp function = printer(loc);
  OpBuilder p(function.getBody().front().getTerminator());
  vector::PrintOp::create(p, loc, header);
  Value printedCounts = memref::GetGlobalOp::create(p, loc, countType,
                                                    countGlobal.getSymName());
  printInteger(p, loc, memref::LoadOp::create(p, loc, printedCounts),
               fields.empty() && size == 0);
  memref::StoreOp::create(
      p, loc, arith::ConstantOp::create(p, loc, p.getI64IntegerAttr(0)),
      printedCounts);
  for (auto [i, field] : llvm::enumerate(fields))
    printInteger(p, loc, field, i + 1 == fields.size() && size == 0);
  if (size == 0)
    return;
  Value printedSums = memref::GetGlobalOp::create(p, loc, valueType,
                                                  valueGlobal.getSymName());
  Value zero = arith::ConstantOp::create(p, loc, p.getF64FloatAttr(0.0));
  scf::ForOp::create(
      p, loc, arith::ConstantIndexOp::create(p, loc, 0),
      arith::ConstantIndexOp::create(p, loc, size),
      arith::ConstantIndexOp::create(p, loc, 1), ValueRange{},
      [&](OpBuilder &lb, Location ll, Value index, ValueRange) {
        Value value =
            memref::LoadOp::create(lb, ll, printedSums, ValueRange{index});
        printValue(lb, ll, value, index, size);
        memref::StoreOp::create(lb, ll, zero, printedSums, ValueRange{index});
        scf::YieldOp::create(lb, ll);
      });
}

func::FuncOp RecordWriter::printer(Location loc) {
  if (printFunction)
    return printFunction;
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  printFunction = func::FuncOp::create(b, loc, "quantkit_print_records",
                                       b.getFunctionType({}, {}));
  printFunction.setPrivate();
  symbols.insert(printFunction);
  OpBuilder body = OpBuilder::atBlockBegin(printFunction.addEntryBlock());
  func::ReturnOp::create(body, loc);
  return printFunction;
}

LogicalResult RecordWriter::finish() {
  if (printAt.empty())
    return success();
  auto at = symbols.lookup<func::FuncOp>(printAt);
  if (!at || at.isExternal() || at == printFunction)
    return module.emitError()
           << "quantkit-debug-layers: print-at=" << printAt
           << " names no function with a body in this module";
  // Nothing measured: nothing to print.
  if (!printFunction)
    return success();
  at.walk([&](func::ReturnOp ret) {
    OpBuilder b(ret);
    func::CallOp::create(b, ret.getLoc(), printFunction, ValueRange{});
  });
  return success();
}
