//===- DepthwiseKernels.cpp - Vector loops for depthwise convolutions -----===//
//
// `linalg.depthwise_conv_2d_nhwc_hwc` reaches convert-linalg-to-loops as a
// loop nest whose innermost loops are the filter window. Whether LLVM then
// vectorizes along the channels depends on what it unrolls: a 3x3 depthwise
// convolution on its own (1x28x28x64, `opt -O3 -mcpu=znver3`) compiles to
// one scalar multiply-add per tap, i8 and f32 alike, while the tiles
// quantkit-parallelize-linalg makes of MobileNetV2's int8 ones were
// vectorized (8 lanes, vpmulld). In NHWC the channels are contiguous in the
// input, the filter and the output alike, so this pass vectorizes along
// them in every case: for each output row, each block of 16 (or 32)
// channels loads the filter taps once (widened, kept in registers while
// the row passes), and each output pixel sums its taps on those lanes, four
// pixels of the row at a time: their sums before their stores, so that
// the inputs neighbouring pixels share are loaded once after CSE. Int8
// products are formed in 16 bits (|q * w| <= 128 * 128 fits) and summed in
// i32, two taps' products added in 16 bits first where the constant
// filter has no -128 (2 * 128 * 127 fits); 16x8 products (TFLite's i16
// activations, i8 weights) in 32 bits (|q * w| <= 2^22), 16 channels a
// step, summed in the output's i32 or i64; f32 uses separate multiplies
// and adds. The taps are summed in the
// op's own order (kh, then kw), so the results are bit for bit those of
// the loops, f32 included. Output rows become one `scf.parallel` for
// convert-scf-to-openmp; each element is still computed by one task.
//
// Windows of more than 49 taps (a global average pool's whole map, as
// quantkit-normalize writes a mean) are loops over the window instead,
// each output pixel's 16 sums carried through them and each tap loaded
// where it is used; an int8 filter that is the same constant at every
// position of the window (a mean's quantized ones) sums the inputs
// alone and multiplies by the tap once.
//
// The zero fill of the output right before the op is dropped (the kernel
// writes every element); any other initial value is loaded and added to.
// Where the sums' only reader is an elementwise epilogue (the per-channel
// requantization), each pixel's sums go through it in registers and the
// epilogue's result is stored instead (see Epilogue.h).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/cpu/BufferUtils.h"
#include "passes/cpu/Epilogue.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITCPUDEPTHWISE
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;

namespace {

/// Output pixels of a row computed together (their shared inputs loaded
/// once).
constexpr int64_t kPixels = 4;
/// Windows of at most this many taps are unrolled, their taps kept in
/// registers while a row passes; larger ones (a global average pool's
/// window over the whole map) are loops over the window.
constexpr int64_t kMaxUnrolledTaps = 49;
/// Convolutions of fewer multiply-adds keep sequential loops: a fork and
/// join of libomp's threads would cost more than the work it shares.
constexpr int64_t kMinParallelMacs = 1 << 16;

/// One depthwise convolution the pass rewrites.
struct Depthwise {
  linalg::DepthwiseConv2DNhwcHwcOp op;
  Value input, filter, output;
  /// i8 x i8 -> i32 or i16 x i8 -> i32 or i64 (16x8); else f32.
  bool isInt;
  int64_t batch, outH, outW, channels, kernelH, kernelW;
  int64_t strideH, strideW, dilationH, dilationW;
  /// Channels per vector step (the `lanes` option): 16 (i8 loads of 128
  /// bits, i16 products in one ymm, i32 sums in one zmm or two ymm) or 32
  /// (i16 products in one zmm: AVX-512BW). 16x8 takes 16: its i32
  /// products fill one zmm.
  int64_t lanes = 16;
  /// Bits of an integer product: 16 for int8, 32 for 16x8.
  unsigned productBits = 16;
  /// Int8 with a constant filter free of -128: the 16-bit products of two
  /// taps are summed in 16 bits before widening (|q * w| <= 128 * 127, so
  /// two fit in 32767).
  bool pairTaps = false;
  /// More than kMaxUnrolledTaps taps: loops over the window's rows and
  /// columns, the taps loaded at each step.
  bool loopedWindow = false;
  /// Int8 with a constant filter whose taps are the same at every position
  /// of the window (a mean's ones, quantized): the inputs are summed and
  /// the sum multiplied once by the tap (exact: i32 arithmetic wraps alike
  /// either way). `splatTap` when it is also one value for every channel.
  bool uniformWindow = false;
  std::optional<int64_t> splatTap;

  int64_t macs() const {
    return batch * outH * outW * channels * kernelH * kernelW;
  }
};

std::optional<Depthwise> match(linalg::DepthwiseConv2DNhwcHwcOp op,
                               int64_t lanes) {
  if (!op.hasPureBufferSemantics())
    return std::nullopt;
  Value input = op.getInputs()[0], filter = op.getInputs()[1],
        output = op.getOutputs()[0];
  if (!quantkit::hasUnitInnerStride(input) ||
      !quantkit::hasUnitInnerStride(filter) ||
      !quantkit::hasIdentityLayout(output))
    return std::nullopt;
  Type in = getElementTypeOrSelf(input.getType()),
       w = getElementTypeOrSelf(filter.getType()),
       out = getElementTypeOrSelf(output.getType());
  bool int16 = in.isInteger(16) && w.isInteger(8) &&
               (out.isInteger(32) || out.isInteger(64));
  bool isInt =
      int16 || (in.isInteger(8) && w.isInteger(8) && out.isInteger(32));
  if (!isInt && !(in.isF32() && w.isF32() && out.isF32()))
    return std::nullopt;
  auto outShape = cast<MemRefType>(output.getType()).getShape();
  auto filterShape = cast<MemRefType>(filter.getType()).getShape();
  SmallVector<int64_t> strides(op.getStrides().getValues<int64_t>());
  SmallVector<int64_t> dilations(op.getDilations().getValues<int64_t>());
  Depthwise d{op,          input,          filter,         output,
              isInt,       outShape[0],    outShape[1],    outShape[2],
              outShape[3], filterShape[0], filterShape[1], strides[0],
              strides[1],  dilations[0],   dilations[1]};
  d.lanes = int16 ? 16 : lanes;
  d.productBits = int16 ? 32 : 16;
  d.loopedWindow = d.kernelH * d.kernelW > kMaxUnrolledTaps;
  std::optional<DenseElementsAttr> weights = quantkit::constantGlobal(filter);
  if (!isInt || !weights)
    return d;
  if (!d.loopedWindow) {
    // (16x8 products are i32 already: pairing them gains nothing.)
    if (!int16)
      d.pairTaps =
          weights->isSplat()
              ? !weights->getSplatValue<APInt>().isMinSignedValue()
              : llvm::none_of(weights->getValues<APInt>(),
                              [](APInt w) { return w.isMinSignedValue(); });
    return d;
  }
  if (weights->isSplat()) {
    d.uniformWindow = true;
    d.splatTap = weights->getSplatValue<APInt>().getSExtValue();
    return d;
  }
  // Element i of the [KH, KW, C] filter is tap (i / C) of channel i % C.
  auto values = weights->getValues<APInt>();
  d.uniformWindow = true;
  for (int64_t i = d.channels, e = weights->getNumElements(); i < e; ++i)
    if (values[i] != values[i % d.channels]) {
      d.uniformWindow = false;
      break;
    }
  return d;
}

struct Emitter {
  OpBuilder &b;
  Location loc;
  const Depthwise &d;
  /// Whether the output starts at zero (its fill dropped) rather than at
  /// the values it holds.
  bool fromZero;
  /// The elementwise generic the sums go through before they are stored
  /// (into its output), or null.
  const quantkit::FusedEpilogue *epilogue;

  Value c(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }

  VectorType vectorOf(Value memref) {
    return VectorType::get({d.lanes}, getElementTypeOrSelf(memref.getType()));
  }

  /// A load of `lanes` channels at `indices` of `memref`, masked to the
  /// first lanes where `mask` is set (the channel tail).
  Value load(Value memref, ValueRange indices, Value mask) {
    VectorType type = vectorOf(memref);
    if (!mask)
      return vector::LoadOp::create(b, loc, type, memref, indices);
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
    return vector::MaskedLoadOp::create(b, loc, type, memref, indices, mask,
                                        zero);
  }

  /// A store of `value` at `indices`; where `mask` is set (the channel
  /// tail), of its first `channels % lanes` lanes only.
  void store(Value value, Value memref, ValueRange indices, Value mask) {
    if (!mask)
      vector::StoreOp::create(b, loc, value, memref, indices);
    else
      quantkit::storePrefix(b, loc, value, memref, indices,
                            d.channels % d.lanes);
  }

  /// The filter taps of channels [c0, c0 + lanes), in (kh, kw) order,
  /// ready to multiply: i16 for int8, f32 as they are.
  SmallVector<Value> taps(Value c0, Value mask) {
    SmallVector<Value> result;
    for (int64_t kh = 0; kh < d.kernelH; ++kh)
      for (int64_t kw = 0; kw < d.kernelW; ++kw)
        result.push_back(tap(c(kh), c(kw), c0, mask));
    return result;
  }

  /// Tap (kh, kw) of channels [c0, c0 + lanes), ready to multiply: int8
  /// taps widened to the products' width.
  Value tap(Value kh, Value kw, Value c0, Value mask) {
    Value w = load(d.filter, ValueRange{kh, kw, c0}, mask);
    if (!d.isInt)
      return w;
    return arith::ExtSIOp::create(
        b, loc, VectorType::get({d.lanes}, b.getIntegerType(d.productBits)), w);
  }

  /// Input `x` times the tap `w` (as `tap` gives it): int8 in 16 bits,
  /// 16x8 in 32.
  Value product(Value x, Value w) {
    if (!d.isInt)
      return arith::MulFOp::create(b, loc, x, w);
    x = arith::ExtSIOp::create(b, loc, cast<VectorType>(w.getType()), x);
    return arith::MulIOp::create(b, loc, x, w);
  }

  /// `value` sign-extended to `type`, or itself where it has that type
  /// (16x8 products into i32 sums).
  Value widen(Value value, VectorType type) {
    if (value.getType() == type)
      return value;
    return arith::ExtSIOp::create(b, loc, type, value);
  }

  /// The sums of output pixel (n, oh, ow), channels [c0, c0 + lanes).
  Value sums(Value n, Value oh, Value ow, Value c0, ArrayRef<Value> weights,
             Value mask) {
    VectorType accType = vectorOf(d.output);
    Value acc =
        fromZero
            ? Value(arith::ConstantOp::create(b, loc, b.getZeroAttr(accType)))
            : load(d.output, ValueRange{n, oh, ow, c0}, mask);
    Value rowBase = scaled(oh, d.strideH), colBase = scaled(ow, d.strideW);
    // Int8: a product of 16 bits waiting for its pair (pairTaps).
    Value pending;
    auto addProducts = [&](Value products) {
      acc = arith::AddIOp::create(b, loc, acc, widen(products, accType));
    };
    for (int64_t kh = 0; kh < d.kernelH; ++kh) {
      Value row = arith::AddIOp::create(b, loc, rowBase, c(kh * d.dilationH));
      for (int64_t kw = 0; kw < d.kernelW; ++kw) {
        Value col = arith::AddIOp::create(b, loc, colBase, c(kw * d.dilationW));
        Value x = load(d.input, ValueRange{n, row, col, c0}, mask);
        Value w = weights[kh * d.kernelW + kw];
        Value p = product(x, w);
        if (!d.isInt) {
          acc = arith::AddFOp::create(b, loc, acc, p);
        } else if (!d.pairTaps) {
          addProducts(p);
        } else if (!pending) {
          pending = p;
        } else {
          addProducts(arith::AddIOp::create(b, loc, pending, p));
          pending = Value();
        }
      }
    }
    if (pending)
      addProducts(pending);
    return acc;
  }

  /// The sums of output pixel (n, oh, ow), channels [c0, c0 + lanes), of
  /// a window too large to unroll: loops over its rows and columns that
  /// carry the sums, each step loading its input and tap, in the op's
  /// (kh, kw) order. A uniform window sums the inputs and multiplies by
  /// its tap once at the end.
  Value loopedSums(Value n, Value oh, Value ow, Value c0, Value mask) {
    VectorType accType = vectorOf(d.output);
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(accType));
    Value initial =
        fromZero ? zero : load(d.output, ValueRange{n, oh, ow, c0}, mask);
    Value rowBase = scaled(oh, d.strideH), colBase = scaled(ow, d.strideW);
    auto sumRow = [&](OpBuilder &rb, Location rloc, Value kh, Value acc) {
      Emitter r{rb, rloc, d, fromZero, epilogue};
      Value row =
          arith::AddIOp::create(rb, rloc, rowBase, r.scaled(kh, d.dilationH));
      auto columns = scf::ForOp::create(
          rb, rloc, r.c(0), r.c(d.kernelW), r.c(1), ValueRange{acc},
          [&](OpBuilder &cb, Location cloc, Value kw, ValueRange sums) {
            Emitter e{cb, cloc, d, fromZero, epilogue};
            Value col = arith::AddIOp::create(cb, cloc, colBase,
                                              e.scaled(kw, d.dilationW));
            Value x = e.load(d.input, ValueRange{n, row, col, c0}, mask);
            scf::YieldOp::create(cb, cloc,
                                 e.addTap(sums[0], x, kh, kw, c0, mask));
          });
      return columns.getResult(0);
    };
    auto rows = scf::ForOp::create(
        b, loc, c(0), c(d.kernelH), c(1),
        ValueRange{d.uniformWindow ? zero : initial},
        [&](OpBuilder &rb, Location rloc, Value kh, ValueRange acc) {
          scf::YieldOp::create(rb, rloc, sumRow(rb, rloc, kh, acc[0]));
        });
    Value sums = rows.getResult(0);
    if (!d.uniformWindow)
      return sums;
    Value tap =
        d.splatTap ? Value(arith::ConstantOp::create(
                         b, loc,
                         DenseElementsAttr::get(
                             accType, b.getIntegerAttr(accType.getElementType(),
                                                       *d.splatTap))))
                   : Value(arith::ExtSIOp::create(
                         b, loc, accType,
                         load(d.filter, ValueRange{c(0), c(0), c0}, mask)));
    Value product = arith::MulIOp::create(b, loc, sums, tap);
    return fromZero ? product : arith::AddIOp::create(b, loc, initial, product);
  }

  /// `acc` plus input `x` times tap (kh, kw) of channels [c0, c0 + lanes),
  /// the tap loaded here; for a uniform window, plus `x` alone.
  Value addTap(Value acc, Value x, Value kh, Value kw, Value c0, Value mask) {
    auto accType = cast<VectorType>(acc.getType());
    if (d.uniformWindow)
      return arith::AddIOp::create(b, loc, acc, widen(x, accType));
    Value p = product(x, tap(kh, kw, c0, mask));
    if (!d.isInt)
      return arith::AddFOp::create(b, loc, acc, p);
    return arith::AddIOp::create(b, loc, acc, widen(p, accType));
  }

  /// `index * stride`, or `index` itself for a stride of 1.
  Value scaled(Value index, int64_t stride) {
    return stride == 1 ? index
                       : Value(arith::MulIOp::create(b, loc, index, c(stride)));
  }

  /// Stores the sums `acc` of pixel (n, oh, ow), through the epilogue
  /// (`operands` its operands for the channels) where there is one.
  void storePixel(Value acc, Value n, Value oh, Value ow, Value c0,
                  ArrayRef<Value> operands, Value mask) {
    SmallVector<Value, 4> at{n, oh, ow, c0};
    if (epilogue)
      store(epilogue->apply(b, loc, acc, operands), epilogue->output(), at,
            mask);
    else
      store(acc, d.output, at, mask);
  }

  /// Pixels [ow, ow + count) of the row: every pixel's sums first, then
  /// the stores, so that the inputs adjacent pixels share are loaded once.
  void pixels(Value n, Value oh, Value ow, int64_t count, Value c0,
              ArrayRef<Value> weights, ArrayRef<Value> operands, Value mask) {
    SmallVector<Value> columns, accs;
    for (int64_t j = 0; j < count; ++j) {
      columns.push_back(j ? Value(arith::AddIOp::create(b, loc, ow, c(j)))
                          : ow);
      accs.push_back(d.loopedWindow
                         ? loopedSums(n, oh, columns.back(), c0, mask)
                         : sums(n, oh, columns.back(), c0, weights, mask));
    }
    for (int64_t j = 0; j < count; ++j)
      storePixel(accs[j], n, oh, columns[j], c0, operands, mask);
  }

  /// Channels [c0, c0 + lanes) of output row (n, oh): kPixels pixels at a
  /// time, then the rest one by one.
  void channelBlock(Value n, Value oh, Value c0, Value mask) {
    // A looped window loads its taps as it goes, one pixel at a time.
    SmallVector<Value> weights;
    if (!d.loopedWindow)
      weights = taps(c0, mask);
    SmallVector<Value> operands;
    if (epilogue)
      operands = epilogue->loadOperands(b, loc, c0, d.lanes, mask);
    int64_t blocked = d.loopedWindow ? 0 : d.outW / kPixels * kPixels;
    auto loop = [&](int64_t begin, int64_t end, int64_t step) {
      if (begin >= end)
        return;
      scf::ForOp::create(
          b, loc, c(begin), c(end), c(step), ValueRange{},
          [&](OpBuilder &nb, Location nloc, Value ow, ValueRange) {
            Emitter inner{nb, nloc, d, fromZero, epilogue};
            inner.pixels(n, oh, ow, step, c0, weights, operands, mask);
            scf::YieldOp::create(nb, nloc);
          });
    };
    loop(0, blocked, kPixels);
    loop(blocked, d.outW, 1);
  }

  /// Output row (n, oh): whole blocks of channels, then a masked tail.
  void row(Value n, Value oh) {
    int64_t whole = d.channels / d.lanes * d.lanes;
    if (whole)
      scf::ForOp::create(
          b, loc, c(0), c(whole), c(d.lanes), ValueRange{},
          [&](OpBuilder &nb, Location nloc, Value c0, ValueRange) {
            Emitter inner{nb, nloc, d, fromZero, epilogue};
            inner.channelBlock(n, oh, c0, Value());
            scf::YieldOp::create(nb, nloc);
          });
    if (whole == d.channels)
      return;
    Value mask = vector::ConstantMaskOp::create(
        b, loc, VectorType::get({d.lanes}, b.getI1Type()),
        ArrayRef<int64_t>{d.channels - whole});
    channelBlock(n, oh, c(whole), mask);
  }
};

struct QuantKitCpuDepthwise
    : public quantkit::impl::QuantKitCpuDepthwiseBase<QuantKitCpuDepthwise> {
  using QuantKitCpuDepthwiseBase::QuantKitCpuDepthwiseBase;

  void runOnOperation() override {
    if (parallelTasks < 0) {
      getOperation()->emitError()
          << "quantkit-cpu-depthwise: parallel-tasks must not be negative, "
             "got "
          << int64_t(parallelTasks);
      return signalPassFailure();
    }
    if (lanes != 16 && lanes != 32) {
      getOperation()->emitError()
          << "quantkit-cpu-depthwise: lanes must be 16 or 32, got "
          << int64_t(lanes);
      return signalPassFailure();
    }
    FailureOr<quantkit::TableLookup> resolved =
        quantkit::resolveTableLookup(tableLookup);
    if (failed(resolved)) {
      getOperation()->emitError()
          << "quantkit-cpu-depthwise: unknown table-lookup '" << tableLookup
          << "' (expected auto, vbmi or gather)";
      return signalPassFailure();
    }
    lookup = *resolved;
    SmallVector<Depthwise> found;
    getOperation()->walk([&](linalg::DepthwiseConv2DNhwcHwcOp op) {
      if (std::optional<Depthwise> d = match(op, lanes))
        found.push_back(*d);
    });
    for (const Depthwise &d : found)
      rewrite(d);
  }

  quantkit::TableLookup lookup = quantkit::TableLookup::Gather;

  void rewrite(Depthwise d) {
    OpBuilder b(d.op);
    Location loc = d.op.getLoc();
    linalg::FillOp fill = quantkit::erasableZeroFill(d.op, d.output);
    // Fused only where the kernel computes the whole sum (from zero).
    std::optional<quantkit::FusedEpilogue> epilogue;
    if (fill && fuseEpilogues)
      epilogue = quantkit::FusedEpilogue::match(d.op, d.output, lookup);
    // An i128 requantization (of i64 sums quantkit-lower could not scale
    // in 64 bits) would be scalarized lane by lane in every pixel's store
    // (see quantkit-cpu-kernels): it stays a loop of its own.
    if (epilogue && epilogue->widestInteger() > 64)
      epilogue.reset();
    if (epilogue)
      epilogue->hoistOperands();
    const quantkit::FusedEpilogue *fused = epilogue ? &*epilogue : nullptr;
    Emitter top{b, loc, d, /*fromZero=*/bool(fill), fused};
    auto body = [&](OpBuilder &nb, Location nloc, Value n, Value oh) {
      Emitter inner{nb, nloc, d, bool(fill), fused};
      inner.row(n, oh);
    };
    SmallVector<Value> lower{top.c(0), top.c(0)},
        upper{top.c(d.batch), top.c(d.outH)}, steps{top.c(1), top.c(1)};
    // Rows are the tasks: the OpenMP runtime's static schedule gives each
    // thread one contiguous run of them.
    if (parallelTasks > 1 && d.macs() >= kMinParallelMacs &&
        d.batch * d.outH > 1) {
      scf::ParallelOp::create(
          b, loc, lower, upper, steps,
          [&](OpBuilder &nb, Location nloc, ValueRange ivs) {
            body(nb, nloc, ivs[0], ivs[1]);
          });
    } else {
      scf::buildLoopNest(b, loc, lower, upper, steps,
                         [&](OpBuilder &nb, Location nloc, ValueRange ivs) {
                           body(nb, nloc, ivs[0], ivs[1]);
                         });
    }
    if (fill)
      fill->erase();
    d.op->erase();
    if (epilogue)
      epilogue->erase();
    ++numRewritten;
  }
};

} // namespace
