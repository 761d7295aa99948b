//===- CpuKernels.cpp - Packed-weight micro-kernels for CPU contractions --===//
//
// Rewrites bufferized `linalg.matmul` (i8 x i8 -> i32, i16 x i8 -> i32 or
// i64, f32), `linalg.conv_2d_nhwc_fhwc` and `linalg.conv_2d_nhwgc_gfhwc`
// (grouped: one product per group over a shared im2col) whose weights are a
// constant global into:
//
//   * the weights packed at compile time into a new constant global, laid
//     out as the dot-product instruction reads them: panels of 64 columns,
//     each [K/g][4][16][g] (g = 4 bytes per i32 lane for int8, 2 16-bit
//     values for 16x8, 1 for f32), zero padded, so one k step of a panel is
//     256 contiguous bytes;
//   * the activations packed at run time (im2col for convolutions) one
//     block of rows at a time into a reused buffer that stays in L2, as
//     rows of Kp = K rounded up to g, with vector copies of contiguous
//     spans (a row of A, the channels of one filter tap);
//   * register-blocked micro-kernels of up to 6 rows x 4 vectors of 16
//     accumulators; each panel of 64 columns walks K in blocks whose packed
//     weights stay in L1, partial sums kept in C between blocks.
//
// Int8 uses `vpdpbusd` (unsigned x signed bytes, 4 per lane). Signed
// activations are moved to unsigned by flipping their sign bit (q + 128);
// the accumulators start at -128 * (column sums of the weights), computed at
// compile time, so the accumulator is exactly sum(q_l * q_r) again. The
// i32 arithmetic wraps like LLVM's `add`; the final value is the exact one
// whenever it fits in i32, which quantkit-lower proved before choosing i32.
// CPUs with AVX2 but no VNNI (Zen 3, Haswell to Skylake) use `vpmaddwd`
// on 16-bit pairs: the weights are packed at compile time as two i32 words
// per lane and k step, the sign-extended pairs (w0, w1) and (w2, w3); the
// activations are packed as zero-extended 16-bit values, so the pairs
// (a0, a1) and (a2, a3) are 32-bit words to broadcast (read in place, each
// broadcast 4-byte word is split into those pairs). The products and sums
// are those of `vpdpbusd` (no 16-bit intermediate can saturate: |a * w| <=
// 255 * 128), so the bits are the same. The portable fallback evaluates the
// same u8 x s8 dot product with plain vector arithmetic, so every path gives
// identical bits.
//
// TFLite's 16x8 products (i16 activations x i8 weights -> i32 or i64) take
// k steps of two values: weights packed as sign-extended 16-bit pairs,
// activations as they are, `vpdpwssd` (or `vpmaddwd` and an add). An i64
// output is summed in i32 registers for at most kMaxWideSteps k steps at
// a time, then widened and added to C.
//
// Where the output's only reader is an elementwise epilogue (the
// requantization), the micro-kernels apply it to their final accumulator
// registers and store its result instead of the i32 sums (Epilogue.h).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/cpu/BufferUtils.h"
#include "passes/cpu/Epilogue.h"
#include "passes/cpu/HostFeatures.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITCPUKERNELS
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;
using mlir::quantkit::constantGlobal;
using mlir::quantkit::erasableZeroFill;
using mlir::quantkit::FusedEpilogue;
using mlir::quantkit::hasIdentityLayout;
using mlir::quantkit::hasUnitInnerStride;
using mlir::quantkit::resolveTableLookup;
using mlir::quantkit::storePrefix;
using mlir::quantkit::TableLookup;

namespace {

/// Instruction sets: AVX-512 VNNI (`vpdpbusd` on zmm), AVX-VNNI (the same
/// instruction, VEX-encoded, on ymm), AVX2 (`vpmaddwd` on 16-bit pairs, on
/// ymm), generic vector arithmetic, or AMX (`tdpbusd` on tiles for int8;
/// its f32 products take the AVX-512 path).
enum class Isa { Vnni512, AvxVnni, Avx2, Portable, Amx };
/// Int8: i8 x i8 -> i32. Int16: i16 activations x i8 weights -> i32 or i64
/// (TFLite's 16x8 mode), on 16-bit pairs: `vpdpwssd` with VNNI, `vpmaddwd`
/// and an add with AVX2; never on AMX tiles (no 16-bit integer tiles).
/// F32: f32 x f32 -> f32.
enum class Kind { Int8, Int16, F32 };

/// One instruction set's register block: rows x vectors of `lanes`
/// accumulators, plus one vector of weights per column and a broadcast.
struct KernelShape {
  /// i32 or f32 lanes of one vector.
  int64_t lanes;
  /// Rows of one register block.
  int64_t maxRows;
  /// Vectors of one register block row; also the blocks of one panel.
  int64_t panelBlocks;
};

/// 512-bit: 6 x 4 zmm accumulators + 4 + 1 of the 32 registers. AVX-VNNI
/// and AVX2 f32: 4 x 3 ymm accumulators + 3 + 1 = the 16 registers. AVX2
/// int8: 4 x 2 ymm accumulators + 2 x 2 weight vectors + 2 activation pairs
/// + 2 products;
/// 4 x 3, 3 x 3 and 5 x 2 spilled or measured no faster on ResNet-18
/// (AMD Zen 3, examples/netbench).
///
/// AVX2 int16: one weight vector per column, but `vpmaddwd` needs a register
/// for its product before the add: 4 x 2 as for int8.
///
/// AMX int8: 2 x 2 accumulator tiles of 16 rows x 16 i32 (32 rows x 2
/// vectors) + 2 tiles of activations + 2 of weights = the 8 tile registers.
KernelShape shapeOf(Isa isa, Kind kind) {
  if (isa == Isa::Amx && kind == Kind::Int8)
    return KernelShape{16, 32, 2};
  if (isa == Isa::Amx)
    isa = Isa::Vnni512;
  if (isa == Isa::Avx2 && kind != Kind::F32)
    return KernelShape{8, 4, 2};
  if (isa == Isa::Avx2)
    return KernelShape{8, 4, 3};
  return isa == Isa::AvxVnni ? KernelShape{8, 4, 3} : KernelShape{16, 6, 4};
}

/// Products of fewer multiply-adds run as one sequential loop nest, where a
/// fork and join of libomp's threads (microseconds) would cost more than
/// the work it shares. An estimate, not yet measured on an idle machine
/// (examples/bench/README.md, "Threads").
constexpr int64_t kMinParallelMacs = 1 << 16;
/// Register blocks of rows one parallel task computes at least: every task
/// streams all the packed weights through L1, which pays for itself over a
/// few register blocks.
constexpr int64_t kMinTaskRowBlocks = 4;
/// Constant weights of more elements are not packed (the packed copy is
/// built in memory at compile time, 4 bytes per f32 weight): such a
/// contraction is left to convert-linalg-to-loops, with a remark.
constexpr int64_t kMaxPackedWeights = int64_t(1) << 30;

/// The contraction C[M][N] = sum_k A[m][k] * B[k][n] after packing.
struct Gemm {
  Kind kind;
  KernelShape shape;
  int64_t m = 0, n = 0, k = 0;
  /// Int8 weights packed as 16-bit pairs, two i32 words per lane and k
  /// step (the AVX2 path).
  bool pairs = false;
  /// With `pairs`: int8 activations packed as zero-extended 16-bit values
  /// (q + 128), so that each pair (a0, a1), (a2, a3) of a k step is one
  /// 32-bit word the kernel broadcasts from memory.
  bool wideA = false;
  /// A grouped convolution: `groups` products of n columns each, side by
  /// side in C (group i's columns start at i * n), over one packed row of
  /// every group's filter taps. A k step of group i starts at element
  /// (step / tapSteps) * tapStride + (i * tapSteps + step % tapSteps) * g
  /// of the row (`column` in emitMicroKernel): the row holds, per filter tap,
  /// the channels of
  /// every group one after the other, `tapSteps` k steps per group.
  int64_t groups = 1;
  int64_t tapSteps = 0, tapStride = 0;
  /// Elements of one packed row of A (0: kPadded()).
  int64_t aRowLength = 0;
  /// AMX tiles: int8 weights packed as bytes, K walked whole.
  bool tiles = false;
  /// Int16 products into i64 (C and the start values): the registers sum
  /// at most kMaxWideSteps k steps in i32, then add them to C in i64.
  bool wideC = false;
  int64_t lanes() const { return shape.lanes; }
  /// i32 or f32 words of packed weights per lane and k step.
  int64_t words() const { return pairs ? 2 : 1; }
  /// Elements of A (and rows of B) per k step: 4 bytes, 2 16-bit values
  /// or 1 f32 value per i32 or f32 lane.
  int64_t group() const {
    return kind == Kind::Int8 ? 4 : kind == Kind::Int16 ? 2 : 1;
  }
  /// K rounded up to whole k steps; for AMX tiles to whole 64-byte tile
  /// rows (zero weights), so that every tile has one shape.
  int64_t kPadded() const { return llvm::alignTo(k, tiles ? 64 : group()); }
  int64_t kSteps() const { return kPadded() / group(); }
  int64_t blocks() const { return llvm::divideCeil(n, lanes()); }
  int64_t rowLength() const { return aRowLength ? aRowLength : kPadded(); }
  /// Elements between two rows of C: every group's columns.
  int64_t cStride() const { return groups * n; }
  /// Packed words of one group's weights.
  int64_t groupWords() const { return blocks() * kSteps() * lanes() * words(); }
  /// Multiply-adds of the whole product.
  int64_t macs() const { return m * n * k * groups; }
  /// Blocks of `lanes` columns in the panel that holds block `block`:
  /// panels of shape.panelBlocks, the last one possibly narrower.
  int64_t panelWidth(int64_t block) const {
    int64_t width = shape.panelBlocks;
    return std::min(width, blocks() - block / width * width);
  }
  /// Index of lane 0 of block `block` at k step `step` in the packed
  /// weights: panel by panel, each [kSteps][panel width][lanes][g], so the
  /// vectors one k step of a micro-kernel reads are contiguous.
  int64_t packedOffset(int64_t block, int64_t step) const {
    int64_t first = block / shape.panelBlocks * shape.panelBlocks;
    return (first * kSteps() + step * panelWidth(block) + block - first) *
           lanes() * words();
  }
  /// Element of the accumulator registers.
  Type accElement(MLIRContext *c) const {
    return kind == Kind::F32 ? Type(Float32Type::get(c))
                             : Type(IntegerType::get(c, 32));
  }
  VectorType accType(MLIRContext *c) const {
    return VectorType::get({lanes()}, accElement(c));
  }
  /// Element of C and of the start values.
  Type cElement(MLIRContext *c) const {
    return wideC ? Type(IntegerType::get(c, 64)) : accElement(c);
  }
  VectorType cType(MLIRContext *c) const {
    return VectorType::get({lanes()}, cElement(c));
  }
};

/// K steps an Int16 register block sums in i32 before adding them to C in
/// i64: one step adds a0 * w0 + a1 * w1, at most 2 * 2^15 * 2^7 = 2^23 in
/// magnitude, and 255 * 2^23 < 2^31.
constexpr int64_t kMaxWideSteps = 255;

/// Linux's numbers for asking the kernel to let a process use AMX tile
/// data (arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA)): without it
/// the first tile instruction faults.
constexpr int64_t kSysArchPrctl = 158, kArchReqXcompPerm = 0x1023,
                  kXfeatureXtiledata = 18;

/// Whether this process is allowed to use AMX tiles (asking once): `auto`
/// picks AMX only where the kernel grants them.
bool mayUseAmx() {
#if defined(__linux__) && defined(__x86_64__)
  static const bool granted =
      syscall(kSysArchPrctl, kArchReqXcompPerm, kXfeatureXtiledata) == 0;
  return granted;
#else
  return false;
#endif
}

/// How the kernels declare libc's `syscall` to ask for AMX (3 arguments).
FunctionType amxSyscallType(Operation *anchor) {
  Builder b(anchor->getContext());
  Type i64 = b.getI64Type();
  return b.getFunctionType({i64, i64, i64}, {i64});
}

/// Which target the `target` option names, `auto` resolved on the host.
FailureOr<Isa> resolveTarget(StringRef target) {
  if (target == "vnni")
    return Isa::Vnni512;
  if (target == "avx-vnni")
    return Isa::AvxVnni;
  if (target == "avx2")
    return Isa::Avx2;
  if (target == "portable")
    return Isa::Portable;
  if (target == "amx")
    return Isa::Amx;
  if (target != "auto")
    return failure();
  if (quantkit::hostHasFeatures(
          {"amx-int8", "amx-tile", "avx512vnni", "avx512bw", "avx512f"}) &&
      mayUseAmx())
    return Isa::Amx;
  if (quantkit::hostHasFeatures({"avx512vnni", "avx512bw", "avx512f"}))
    return Isa::Vnni512;
  if (quantkit::hostHasFeatures({"avxvnni"}))
    return Isa::AvxVnni;
  return quantkit::hostHasFeatures({"avx2"}) ? Isa::Avx2 : Isa::Portable;
}

/// The packed weights and the accumulators' initial values, as globals.
struct PackedWeights {
  memref::GlobalOp weights, init;
};

/// Packs `weight(k, n)` for `gemm` into [N/16][K/g][16][g] (int8 as i32
/// words, or as bytes for AMX tiles; int16 products' weights as 16-bit
/// pairs in i32 words) and builds the accumulator start values (-128 *
/// column sums for int8, 0 for int16 and f32). With groups, column n of
/// group i is weight(k, i * N + n), and each group's packed weights and
/// start values follow the previous group's.
PackedWeights packWeights(OpBuilder &b, Location loc, SymbolTable &symbols,
                          const Gemm &g,
                          function_ref<APInt(int64_t, int64_t)> intWeight,
                          function_ref<float(int64_t, int64_t)> floatWeight) {
  MLIRContext *context = b.getContext();
  int64_t lanes = g.lanes(), starts = g.blocks() * lanes;
  int64_t size = g.groups * g.groupWords();
  auto packedType = RankedTensorType::get({size}, g.accElement(context));
  auto initType =
      RankedTensorType::get({g.groups * starts}, g.cElement(context));
  DenseElementsAttr packed, init;
  if (g.kind == Kind::Int16) {
    // Word k / 2 of a lane holds the sign-extended pair of k and k ^ 1;
    // signed activations need no offset, so the sums start at zero.
    std::vector<int32_t> words(size, 0);
    for (int64_t column = 0; column < g.cStride(); ++column) {
      int64_t n = column % g.n, base = column / g.n * g.groupWords();
      for (int64_t k = 0; k < g.k; ++k) {
        int64_t index = base + g.packedOffset(n / lanes, k / 2) + n % lanes;
        uint32_t bits =
            uint32_t(static_cast<uint16_t>(intWeight(k, column).getSExtValue()))
            << (16 * (k % 2));
        words[index] =
            static_cast<int32_t>(static_cast<uint32_t>(words[index]) | bits);
      }
    }
    packed = DenseElementsAttr::get(packedType, ArrayRef<int32_t>(words));
    init = DenseElementsAttr::get(initType,
                                  b.getZeroAttr(initType.getElementType()));
  } else if (g.kind == Kind::Int8) {
    std::vector<int32_t> words(size, 0);
    std::vector<int32_t> start(g.groups * starts, 0);
    for (int64_t column = 0; column < g.cStride(); ++column) {
      int64_t n = column % g.n, base = column / g.n * g.groupWords();
      int64_t nb = n / lanes, lane = n % lanes;
      int64_t sum = 0;
      for (int64_t k = 0; k < g.k; ++k) {
        int64_t w = intWeight(k, column).getSExtValue();
        sum += w;
        int64_t index = base + g.packedOffset(nb, k / 4) + lane;
        uint32_t bits;
        if (g.pairs) {
          // Word (k % 4) / 2 of the lane holds the pair of k and k ^ 1.
          index += k % 4 / 2 * lanes;
          bits = uint32_t(static_cast<uint16_t>(static_cast<int16_t>(w)))
                 << (16 * (k % 2));
        } else {
          bits = uint32_t(static_cast<uint8_t>(static_cast<int8_t>(w)))
                 << (8 * (k % 4));
        }
        words[index] =
            static_cast<int32_t>(static_cast<uint32_t>(words[index]) | bits);
      }
      // Wraps like the kernel's i32 accumulators.
      start[column / g.n * starts + n] =
          static_cast<int32_t>(static_cast<uint32_t>(-128 * sum));
    }
    if (g.tiles) {
      // The same bytes, as AMX's tile loads address them.
      std::vector<int8_t> bytes(4 * size);
      for (auto [index, word] : llvm::enumerate(words))
        for (int64_t byte = 0; byte < 4; ++byte)
          bytes[4 * index + byte] = static_cast<int8_t>(
              static_cast<uint32_t>(word) >> (8 * byte) & 0xff);
      packed = DenseElementsAttr::get(
          RankedTensorType::get({4 * size}, b.getI8Type()),
          ArrayRef<int8_t>(bytes));
    } else {
      packed = DenseElementsAttr::get(packedType, ArrayRef<int32_t>(words));
    }
    init = DenseElementsAttr::get(initType, ArrayRef<int32_t>(start));
  } else {
    std::vector<float> values(size, 0.0f);
    for (int64_t column = 0; column < g.cStride(); ++column) {
      int64_t n = column % g.n, base = column / g.n * g.groupWords();
      for (int64_t k = 0; k < g.k; ++k)
        values[base + g.packedOffset(n / lanes, k) + n % lanes] =
            floatWeight(k, column);
    }
    packed = DenseElementsAttr::get(packedType, ArrayRef<float>(values));
    std::vector<float> zeros(g.groups * starts, 0.0f);
    init = DenseElementsAttr::get(initType, ArrayRef<float>(zeros));
  }
  auto makeGlobal = [&](StringRef name, DenseElementsAttr data) {
    auto shaped = cast<ShapedType>(data.getType());
    auto type = MemRefType::get(shaped.getShape(), shaped.getElementType());
    auto global = memref::GlobalOp::create(
        b, loc, b.getStringAttr(name), b.getStringAttr("private"),
        TypeAttr::get(type), data, b.getUnitAttr(), b.getI64IntegerAttr(64));
    symbols.insert(global);
    return global;
  };
  return {makeGlobal("__quantkit_packed_weights", packed),
          makeGlobal("__quantkit_acc_init", init)};
}

/// Small helpers over index arithmetic.
struct IndexMath {
  OpBuilder &b;
  Location loc;
  Value c(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  /// x + y; a null operand stands for 0.
  Value add(Value x, Value y) {
    if (!x || !y)
      return x ? x : y;
    return arith::AddIOp::create(b, loc, x, y);
  }
  Value mul(Value x, int64_t y) {
    return y == 1 ? x : Value(arith::MulIOp::create(b, loc, x, c(y)));
  }
  Value add(Value x, int64_t y) { return y == 0 ? x : add(x, c(y)); }
};

Value splat(OpBuilder &b, Location loc, VectorType type, int64_t value) {
  return arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(type,
                             b.getIntegerAttr(type.getElementType(), value)));
}

/// acc + the dot products of the 16-bit pairs `a` and `w` (one or two
/// vector<Nxi32> of pairs each), with `vpmaddwd`.
Value dotStepPairs(OpBuilder &b, Location loc, Value acc, ValueRange a,
                   ValueRange w) {
  auto type = cast<VectorType>(acc.getType());
  auto halves = VectorType::get({2 * type.getNumElements()}, b.getI16Type());
  for (auto [ai, wi] : llvm::zip_equal(a, w)) {
    Value product =
        LLVM::CallIntrinsicOp::create(
            b, loc, type, b.getStringAttr("llvm.x86.avx2.pmadd.wd"),
            ValueRange{vector::BitCastOp::create(b, loc, halves, ai),
                       vector::BitCastOp::create(b, loc, halves, wi)})
            ->getResult(0);
    acc = arith::AddIOp::create(b, loc, acc, product);
  }
  return acc;
}

/// acc + `instruction` (vpdpbusd or vpdpwssd) of `a` and `w`, vectors of
/// i32 words read as packed `element` values: the 512-bit form for 16
/// lanes, else the 256-bit one (on a CPU with AVX-VNNI but not AVX-512 VL,
/// the VEX-encoded instruction). LLVM 22's signatures take the packed
/// values as vectors of `element`: (<N x i32> acc, <kN x T>, <kN x T>).
Value vnniDot(OpBuilder &b, Location loc, StringRef instruction, Type element,
              Value acc, Value a, Value w) {
  auto type = cast<VectorType>(acc.getType());
  int64_t lanes = type.getNumElements();
  auto packed = VectorType::get(
      {32 / int64_t(element.getIntOrFloatBitWidth()) * lanes}, element);
  std::string name =
      ("llvm.x86.avx512." + instruction + (lanes == 16 ? ".512" : ".256"))
          .str();
  return LLVM::CallIntrinsicOp::create(
             b, loc, type, b.getStringAttr(name),
             ValueRange{acc, vector::BitCastOp::create(b, loc, packed, a),
                        vector::BitCastOp::create(b, loc, packed, w)})
      ->getResult(0);
}

/// acc + a0 * w0 + a1 * w1 per i32 lane, the words of `a` and `w` read as
/// pairs of signed 16-bit values (a0, a1), (w0, w1): `vpdpwssd` (its
/// non-saturating form, which wraps like LLVM's add) on VNNI, `vpmaddwd`
/// and an add on AVX2, shifts and multiplies on the portable path.
Value dotStep16(OpBuilder &b, Location loc, Isa isa, Value acc, Value a,
                Value w) {
  if (isa == Isa::Avx2)
    return dotStepPairs(b, loc, acc, a, w);
  if (isa != Isa::Portable)
    return vnniDot(b, loc, "vpdpwssd", b.getI16Type(), acc, a, w);
  auto type = cast<VectorType>(acc.getType());
  Value s16 = splat(b, loc, type, 16);
  auto low = [&](Value x) {
    return arith::ShRSIOp::create(b, loc, arith::ShLIOp::create(b, loc, x, s16),
                                  s16);
  };
  auto high = [&](Value x) { return arith::ShRSIOp::create(b, loc, x, s16); };
  acc = arith::AddIOp::create(b, loc, acc,
                              arith::MulIOp::create(b, loc, low(a), low(w)));
  return arith::AddIOp::create(b, loc, acc,
                               arith::MulIOp::create(b, loc, high(a), high(w)));
}

/// acc + dot4(u8 bytes of a, s8 bytes of w) per i32 lane.
Value dotStep(OpBuilder &b, Location loc, Isa isa, Kind kind, Value acc,
              Value a, Value w) {
  auto type = cast<VectorType>(acc.getType());
  if (kind == Kind::F32)
    return vector::FMAOp::create(b, loc, type, a, w, acc);
  if (kind == Kind::Int16)
    return dotStep16(b, loc, isa, acc, a, w);
  if (isa != Isa::Portable)
    return vnniDot(b, loc, "vpdpbusd", b.getI8Type(), acc, a, w);
  // Same u8 x s8 products, one byte lane at a time.
  Value mask = splat(b, loc, type, 0xff);
  Value s24 = splat(b, loc, type, 24);
  for (int j = 0; j < 4; ++j) {
    Value aj = a;
    if (j)
      aj = arith::ShRUIOp::create(b, loc, aj, splat(b, loc, type, 8 * j));
    aj = arith::AndIOp::create(b, loc, aj, mask);
    Value wj = w;
    if (j != 3)
      wj = arith::ShLIOp::create(b, loc, wj, splat(b, loc, type, 24 - 8 * j));
    wj = arith::ShRSIOp::create(b, loc, wj, s24);
    acc = arith::AddIOp::create(b, loc, acc,
                                arith::MulIOp::create(b, loc, aj, wj));
  }
  return acc;
}

/// The zero-extended 16-bit pairs (a0, a1) and (a2, a3) of the four bytes
/// of the i32 `word`, each broadcast to every lane of `type`: one broadcast
/// and two byte shuffles against zero (`vpshufb`). Extracting the pairs
/// with scalar shifts and masks before two broadcasts measured 1.3x slower
/// on ResNet-18 (AMD Zen 3).
SmallVector<Value> bytePairs(OpBuilder &b, Location loc, VectorType type,
                             Value word) {
  int64_t lanes = type.getNumElements();
  auto bytes = VectorType::get({4 * lanes}, b.getI8Type());
  Value all = vector::BitCastOp::create(
      b, loc, bytes, vector::BroadcastOp::create(b, loc, type, word));
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(bytes));
  SmallVector<Value> pairs;
  for (int64_t half = 0; half < 2; ++half) {
    // Lane bytes (a[2h], 0, a[2h + 1], 0); index 4 * lanes is zero's first.
    SmallVector<int64_t> mask;
    for (int64_t lane = 0; lane < lanes; ++lane)
      mask.append({2 * half, 4 * lanes, 2 * half + 1, 4 * lanes});
    pairs.push_back(vector::BitCastOp::create(
        b, loc, type, vector::ShuffleOp::create(b, loc, all, zero, mask)));
  }
  return pairs;
}

/// Operands of the kernels: flat memrefs.
struct KernelOperands {
  Value packedA; ///< [rows * Kp] i8 or f32: the rows of one row block
  Value packedB; ///< [blocks * kSteps * 16] i32 or f32
  Value init;    ///< [blocks * 16]
  Value c;       ///< [M * N]
  Value row0;    ///< the row of C that row 0 of the kernel's rows computes
  /// The row of `packedA` that row 0 of the kernel's rows reads (null: 0).
  /// Nonzero where a parallel task reads its rows of A in place.
  Value aRow0;
  /// The group of a grouped product these kernels compute (null: 0).
  Value group;
  /// AMX: [maxRows][panelBlocks * lanes] i32 where the final tiles go on
  /// their way to the epilogue (one per task).
  Value scratch;
  /// Int8 A read in place (signed): the kernel flips the sign bit of each
  /// broadcast word instead of the packing.
  bool flipInKernel = false;
  /// The elementwise epilogue the final accumulators go through (null:
  /// they are stored to C), and its output: as [M][N] where its leading
  /// dimensions collapse (rows may be apart: a part of a concatenation),
  /// else the buffer itself, each row at its coordinates (the interior of a
  /// padded buffer, whose rows of pixels lie apart at every image row).
  const FusedEpilogue *epilogue = nullptr;
  Value out;
};

/// The k steps [begin, end) one micro-kernel call covers, whether the
/// accumulators start from the initial values (`first`, an i1; null when
/// every call starts there) or from the partial sums already stored in C,
/// and whether they are final (`last`, an i1; null when every call ends K).
struct KRange {
  Value begin, end, first, last;
};

/// Where one block of rows [m0, m0 + rows) x column blocks [nb0, nb0 +
/// vectors) reads and writes: its rows and columns of the epilogue's output,
/// each vector's offset in the flat C (row-major, rows x vectors), and the
/// mask of the last block's `lastLanes` lanes where it is partial.
struct BlockLayout {
  int64_t rows, vectors, lastLanes;
  SmallVector<Value> blockStart, outRows, outColumns, cOffsets;
  Value tailMask;
  bool isTail(int64_t index) const {
    return tailMask && index % vectors == vectors - 1;
  }
};

/// A group's columns of C, packed weights and start values follow the
/// previous group's: the offset of group `ops.group` in units of `size`.
Value groupBase(IndexMath &im, const KernelOperands &ops, int64_t size) {
  return ops.group ? im.mul(ops.group, size) : Value();
}

BlockLayout blockLayout(OpBuilder &b, Location loc, const Gemm &g,
                        const KernelOperands &ops, Value m0, Value nb0,
                        int64_t rows, int64_t vectors, int64_t lastLanes) {
  IndexMath im{b, loc};
  BlockLayout layout{rows, vectors, lastLanes, {}, {}, {}, {}, {}};
  for (int64_t j = 0; j < vectors; ++j)
    layout.blockStart.push_back(im.add(nb0, j));
  // C is flat; the epilogue's output is [M][N] with rows possibly apart
  // (a part of a concatenation), indexed by (row, column).
  for (int64_t i = 0; i < rows; ++i)
    layout.outRows.push_back(im.add(ops.row0, im.add(m0, i)));
  Value columnBase = groupBase(im, ops, g.n);
  for (int64_t j = 0; j < vectors; ++j)
    layout.outColumns.push_back(
        im.add(columnBase, im.mul(layout.blockStart[j], g.lanes())));
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < vectors; ++j)
      layout.cOffsets.push_back(
          im.add(im.mul(layout.outRows[i], g.cStride()), layout.outColumns[j]));
  if (lastLanes != g.lanes())
    layout.tailMask = vector::ConstantMaskOp::create(
        b, loc, VectorType::get({g.lanes()}, b.getI1Type()),
        ArrayRef<int64_t>{lastLanes});
  return layout;
}

/// Stores a block's final accumulators `accs` (row-major, rows x vectors):
/// through the epilogue into its output (`ks.last` true or null), or as
/// partial sums into C. Without an epilogue, into C. The epilogue's
/// per-channel operands are loaded once per vector column, or given in
/// `loaded` (one list per column, from FusedEpilogue::loadOperands).
void storeBlock(OpBuilder &b, Location loc, const Gemm &g,
                const KernelOperands &ops, const BlockLayout &layout,
                const KRange &ks, ValueRange accs,
                ArrayRef<SmallVector<Value>> loaded = {}) {
  auto store = [&](OpBuilder &nb, Location nloc, Value memref, int64_t index,
                   ValueRange at, Value value) {
    if (layout.isTail(index))
      storePrefix(nb, nloc, value, memref, at, layout.lastLanes);
    else
      vector::StoreOp::create(nb, nloc, value, memref, at);
  };
  auto storeSums = [&](OpBuilder &nb, Location nloc) {
    for (int64_t index = 0, e = layout.cOffsets.size(); index < e; ++index)
      store(nb, nloc, ops.c, index, layout.cOffsets[index], accs[index]);
  };
  auto storeEpilogue = [&](OpBuilder &nb, Location nloc) {
    ArrayRef<int64_t> outShape =
        cast<MemRefType>(ops.out.getType()).getShape().drop_back();
    // A row's coordinates where the output keeps its leading dimensions.
    SmallVector<SmallVector<Value>> rowAt;
    for (Value row : layout.outRows) {
      if (outShape.size() == 1) {
        rowAt.push_back({row});
        continue;
      }
      auto at =
          affine::AffineDelinearizeIndexOp::create(nb, nloc, row, outShape);
      rowAt.emplace_back(at.getResults().begin(), at.getResults().end());
    }
    for (int64_t j = 0; j < layout.vectors; ++j) {
      SmallVector<Value> operands =
          loaded.empty() ? ops.epilogue->loadOperands(
                               nb, nloc, layout.outColumns[j], g.lanes(),
                               layout.isTail(j) ? layout.tailMask : Value())
                         : loaded[j];
      for (int64_t i = 0; i < layout.rows; ++i) {
        int64_t index = i * layout.vectors + j;
        SmallVector<Value> at(rowAt[i]);
        at.push_back(layout.outColumns[j]);
        store(nb, nloc, ops.out, index, at,
              ops.epilogue->apply(nb, nloc, accs[index], operands));
      }
    }
  };
  auto storeIn = [](auto emit) {
    return [emit](OpBuilder &nb, Location nloc) {
      emit(nb, nloc);
      scf::YieldOp::create(nb, nloc);
    };
  };
  if (!ops.epilogue)
    storeSums(b, loc);
  else if (!ks.last)
    storeEpilogue(b, loc);
  else
    scf::IfOp::create(b, loc, ks.last, storeIn(storeEpilogue),
                      storeIn(storeSums));
}

/// One register block: rows [m0, m0 + rows) x blocks [nb0, nb0 + vectors)
/// over the k steps of `ks`; the last block loads and stores only
/// `lastLanes` lanes. With `g.wideC` the registers start from zero and,
/// after the k steps, are widened to i64 and added to the start values or
/// the partial sums of C.
void emitMicroKernel(OpBuilder &b, Location loc, const Gemm &g, Isa isa,
                     const KernelOperands &ops, Value m0, Value nb0,
                     int64_t rows, int64_t vectors, int64_t lastLanes,
                     const KRange &ks) {
  MLIRContext *context = b.getContext();
  IndexMath im{b, loc};
  VectorType accType = g.accType(context), cType = g.cType(context);
  int64_t steps = g.kSteps();
  BlockLayout layout =
      blockLayout(b, loc, g, ops, m0, nb0, rows, vectors, lastLanes);
  ArrayRef<Value> blockStart = layout.blockStart;
  Value weightBase = groupBase(im, ops, g.groupWords());
  Value initBase = groupBase(im, ops, g.blocks() * g.lanes());

  auto initialValues = [&](OpBuilder &nb, Location nloc) {
    IndexMath in{nb, nloc};
    SmallVector<Value> inits;
    for (int64_t j = 0; j < vectors; ++j)
      inits.push_back(vector::LoadOp::create(
          nb, nloc, cType, ops.init,
          in.add(initBase, in.mul(blockStart[j], g.lanes()))));
    SmallVector<Value> accs;
    for (int64_t i = 0; i < rows; ++i)
      accs.append(inits);
    return accs;
  };
  auto partialSums = [&](OpBuilder &nb, Location nloc) {
    SmallVector<Value> accs;
    Value zeros = arith::ConstantOp::create(nb, nloc, nb.getZeroAttr(cType));
    for (auto [index, offset] : llvm::enumerate(layout.cOffsets))
      accs.push_back(
          layout.isTail(index)
              ? Value(vector::MaskedLoadOp::create(nb, nloc, cType, ops.c,
                                                   ValueRange{offset},
                                                   layout.tailMask, zeros))
              : Value(vector::LoadOp::create(nb, nloc, cType, ops.c, offset)));
    return accs;
  };
  // The start values where every call starts there, else those or the
  // partial sums in C, as `ks.first` says.
  auto startingSums = [&]() {
    if (!ks.first)
      return initialValues(b, loc);
    auto choice = scf::IfOp::create(
        b, loc, ks.first,
        [&](OpBuilder &nb, Location nloc) {
          scf::YieldOp::create(nb, nloc, initialValues(nb, nloc));
        },
        [&](OpBuilder &nb, Location nloc) {
          scf::YieldOp::create(nb, nloc, partialSums(nb, nloc));
        });
    return SmallVector<Value>(choice.getResults());
  };
  SmallVector<Value> accs;
  if (g.wideC)
    accs.assign(rows * vectors,
                arith::ConstantOp::create(b, loc, b.getZeroAttr(accType)));
  else
    accs = startingSums();
  SmallVector<Value> rowStart;
  Value aRow = ops.aRow0 ? im.add(ops.aRow0, m0) : m0;
  for (int64_t i = 0; i < rows; ++i)
    rowStart.push_back(im.mul(im.add(aRow, i), g.rowLength()));
  Value groupColumn = groupBase(im, ops, g.tapSteps * g.group());

  auto loop = scf::ForOp::create(
      b, loc, ks.begin, ks.end, im.c(1), accs,
      [&](OpBuilder &nb, Location nloc, Value kb, ValueRange iter) {
        IndexMath in{nb, nloc};
        // The element of a packed row where k step kb starts.
        Value column;
        if (g.tapSteps == 0) {
          column = in.mul(kb, g.group());
        } else if (g.tapSteps == 1) {
          column = in.add(in.mul(kb, g.tapStride), groupColumn);
        } else {
          Value tap = arith::DivUIOp::create(nb, nloc, kb, in.c(g.tapSteps));
          Value within = arith::RemUIOp::create(nb, nloc, kb, in.c(g.tapSteps));
          Value tapColumn = in.mul(tap, g.tapStride);
          Value stepColumn = in.mul(within, g.group());
          column = in.add(in.add(tapColumn, groupColumn), stepColumn);
        }
        // weights[j * words + w]: word w of block j's lanes.
        SmallVector<Value> weights;
        for (int64_t j = 0; j < vectors; ++j) {
          // packedOffset: the panel starts at nb0, `vectors` blocks wide.
          Value offset = in.add(
              weightBase,
              in.mul(in.add(in.add(in.mul(nb0, steps), in.mul(kb, vectors)), j),
                     g.lanes() * g.words()));
          for (int64_t w = 0; w < g.words(); ++w)
            weights.push_back(vector::LoadOp::create(
                nb, nloc, accType, ops.packedB, in.add(offset, w * g.lanes())));
        }
        SmallVector<Value> next;
        for (int64_t i = 0; i < rows; ++i) {
          if (g.wideA) {
            // Words 2 * kb and 2 * kb + 1 of the row: (a0, a1), (a2, a3).
            SmallVector<Value> pairs;
            for (int64_t half = 0; half < 2; ++half) {
              Value word = vector::LoadOp::create(
                  nb, nloc, VectorType::get({2}, nb.getI16Type()), ops.packedA,
                  in.add(in.add(rowStart[i], column), 2 * half));
              word = vector::BitCastOp::create(
                  nb, nloc, VectorType::get({1}, nb.getI32Type()), word);
              pairs.push_back(vector::BroadcastOp::create(
                  nb, nloc, accType,
                  vector::ExtractOp::create(nb, nloc, word, int64_t(0))));
            }
            for (int64_t j = 0; j < vectors; ++j)
              next.push_back(
                  dotStepPairs(nb, nloc, iter[i * vectors + j], pairs,
                               ArrayRef<Value>(weights).slice(2 * j, 2)));
            continue;
          }
          Value a;
          if (g.kind != Kind::F32) {
            // One k step: 4 bytes or 2 16-bit values, one 32-bit word.
            Type element = g.kind == Kind::Int8 ? Type(nb.getI8Type())
                                                : Type(nb.getI16Type());
            Value word = vector::LoadOp::create(
                nb, nloc, VectorType::get({g.group()}, element), ops.packedA,
                in.add(rowStart[i], column));
            word = vector::BitCastOp::create(
                nb, nloc, VectorType::get({1}, nb.getI32Type()), word);
            a = vector::ExtractOp::create(nb, nloc, word, int64_t(0));
          } else {
            a = memref::LoadOp::create(nb, nloc, ops.packedA,
                                       ValueRange{in.add(rowStart[i], column)});
          }
          if (ops.flipInKernel)
            a = arith::XOrIOp::create(
                nb, nloc, a,
                arith::ConstantOp::create(
                    nb, nloc, nb.getI32IntegerAttr(int32_t(0x80808080))));
          if (g.pairs) {
            SmallVector<Value> pairs = bytePairs(nb, nloc, accType, a);
            for (int64_t j = 0; j < vectors; ++j)
              next.push_back(
                  dotStepPairs(nb, nloc, iter[i * vectors + j], pairs,
                               ArrayRef<Value>(weights).slice(2 * j, 2)));
            continue;
          }
          a = vector::BroadcastOp::create(nb, nloc, accType, a);
          for (int64_t j = 0; j < vectors; ++j)
            next.push_back(dotStep(nb, nloc, isa, g.kind, iter[i * vectors + j],
                                   a, weights[j]));
        }
        scf::YieldOp::create(nb, nloc, next);
      });

  SmallVector<Value> sums(loop.getResults());
  if (g.wideC)
    for (auto [sum, start] : llvm::zip_equal(sums, startingSums()))
      sum = arith::AddIOp::create(b, loc, start,
                                  arith::ExtSIOp::create(b, loc, cType, sum));
  storeBlock(b, loc, g, ops, layout, ks, sums);
}

/// Rows of the accumulator tiles of an AMX block: 16 at a time.
constexpr int64_t kTileRows = 16;
/// K steps (of 4 bytes) one tile multiply takes: a 64-byte tile row.
constexpr int64_t kTileSteps = 16;

/// One block of AMX tiles: rows [m0, m0 + rows) x blocks [nb0, nb0 +
/// vectors) over the whole K, rows <= 32 and vectors <= 2. Each 16 rows x
/// 16 columns of C accumulate in one tile of i32, started from the initial
/// values (one row of them, read with stride 0); `tdpbusd` multiplies a
/// tile of 16 packed rows x 64 bytes (unsigned: q + 128) by a tile of the
/// packed weights, 16 k steps x 16 columns x 4 bytes (signed), exactly the
/// words `vpdpbusd` reads, so the sums are the same. Every tile has one
/// shape, 16 rows of 64 bytes: K is padded to whole tile rows (zero
/// weights), and a block of fewer rows reads whole tiles of the packed
/// rows anyway (their buffer holds them: allocPacked) and stores only its
/// own. (Each tile register keeps one shape in a function; shapes for the
/// remainders ran LLVM out of tile registers.) The final tiles go through
/// `ops.scratch` into vectors for the epilogue.
void emitAmxMicroKernel(OpBuilder &b, Location loc, const Gemm &g,
                        const KernelOperands &ops, Value m0, Value nb0,
                        int64_t rows, int64_t vectors, int64_t lastLanes) {
  IndexMath im{b, loc};
  int64_t steps = g.kSteps(), lanes = g.lanes();
  assert(steps % kTileSteps == 0 && "K padded to whole tile rows");
  auto accType = amx::TileType::get({kTileRows, lanes}, b.getI32Type());
  auto byteType = amx::TileType::get({kTileRows, 4 * lanes}, b.getI8Type());
  assert(!ops.group && "grouped products keep VNNI registers");
  // The block's columns (its rows are laid out per row in the loop below).
  BlockLayout layout =
      blockLayout(b, loc, g, ops, m0, nb0, /*rows=*/0, vectors, lastLanes);
  int64_t rowTiles = llvm::divideCeil(rows, kTileRows);
  Value aRow = ops.aRow0 ? im.add(ops.aRow0, m0) : m0;
  SmallVector<Value> aRowStart;
  for (int64_t t = 0; t < rowTiles; ++t)
    aRowStart.push_back(im.mul(im.add(aRow, t * kTileRows), g.rowLength()));
  Value aStride = im.c(g.rowLength());
  // One k step of the panel is `vectors` blocks of 16 lanes x 4 bytes.
  Value bStride = im.c(vectors * lanes * 4);

  SmallVector<Value> inits;
  for (int64_t t = 0; t < rowTiles; ++t)
    for (int64_t j = 0; j < vectors; ++j)
      inits.push_back(amx::TileLoadOp::create(
          b, loc, accType, ops.init,
          ValueRange{im.mul(layout.blockStart[j], lanes)}, im.c(0)));
  auto loop = scf::ForOp::create(
      b, loc, im.c(0), im.c(steps), im.c(kTileSteps), inits,
      [&](OpBuilder &nb, Location nloc, Value k0, ValueRange iter) {
        IndexMath in{nb, nloc};
        Value column = in.mul(k0, 4);
        SmallVector<Value> a;
        for (int64_t t = 0; t < rowTiles; ++t)
          a.push_back(amx::TileLoadOp::create(
              nb, nloc, byteType, ops.packedA,
              ValueRange{in.add(aRowStart[t], column)}, aStride));
        // Each weight tile right before its products: at most 4 sums, 2
        // activation tiles and 1 weight tile live.
        SmallVector<Value> next(iter.begin(), iter.end());
        for (int64_t j = 0; j < vectors; ++j) {
          // packedOffset in bytes: the panel starts at nb0, `vectors` wide.
          Value offset =
              in.mul(in.add(in.add(in.mul(nb0, steps), in.mul(k0, vectors)), j),
                     lanes * 4);
          Value w = amx::TileLoadOp::create(nb, nloc, byteType, ops.packedB,
                                            ValueRange{offset}, bStride);
          for (int64_t t = 0; t < rowTiles; ++t) {
            Value &acc = next[t * vectors + j];
            acc = amx::TileMulIOp::create(nb, nloc, accType, a[t], w, acc,
                                          /*isZextLhs=*/true,
                                          /*isZextRhs=*/false);
          }
        }
        scf::YieldOp::create(nb, nloc, next);
      });

  // Tile (t, j) to rows [16 t, 16 t + 16) and columns [16 j, 16 j + 16)
  // of the scratch block, then a loop over the block's rows: one vector
  // per block of columns through the epilogue, whose per-channel operands
  // are loaded once. (Unrolled over the 32 rows, the epilogues of a block
  // doubled the compile time of MobileNetV2 and spilled their addresses.)
  int64_t scratchRow = g.shape.panelBlocks * lanes;
  Value scratchStride = im.c(scratchRow);
  for (int64_t t = 0; t < rowTiles; ++t)
    for (int64_t j = 0; j < vectors; ++j)
      amx::TileStoreOp::create(
          b, loc, ops.scratch,
          ValueRange{im.c(t * kTileRows * scratchRow + j * lanes)},
          loop.getResult(t * vectors + j), scratchStride);
  SmallVector<SmallVector<Value>> loaded;
  if (ops.epilogue)
    for (int64_t j = 0; j < vectors; ++j)
      loaded.push_back(ops.epilogue->loadOperands(
          b, loc, layout.outColumns[j], lanes,
          layout.isTail(j) ? layout.tailMask : Value()));
  VectorType sumType = g.accType(b.getContext());
  scf::ForOp::create(
      b, loc, im.c(0), im.c(rows), im.c(1), ValueRange{},
      [&](OpBuilder &nb, Location nloc, Value i, ValueRange) {
        IndexMath in{nb, nloc};
        BlockLayout row = blockLayout(nb, nloc, g, ops, in.add(m0, i), nb0, 1,
                                      vectors, lastLanes);
        SmallVector<Value> sums;
        for (int64_t j = 0; j < vectors; ++j)
          sums.push_back(
              vector::LoadOp::create(nb, nloc, sumType, ops.scratch,
                                     in.add(in.mul(i, scratchRow), j * lanes)));
        storeBlock(nb, nloc, g, ops, row, KRange{}, sums, loaded);
        scf::YieldOp::create(nb, nloc);
      });
}

/// One block of rows and columns, on tiles or in registers.
void emitBlock(OpBuilder &b, Location loc, const Gemm &g, Isa isa,
               const KernelOperands &ops, Value m0, Value nb0, int64_t rows,
               int64_t vectors, int64_t lastLanes, const KRange &ks) {
  if (g.tiles) {
    assert(!ks.first && !ks.last && "AMX kernels walk K whole");
    emitAmxMicroKernel(b, loc, g, ops, m0, nb0, rows, vectors, lastLanes);
    return;
  }
  emitMicroKernel(b, loc, g, isa, ops, m0, nb0, rows, vectors, lastLanes, ks);
}

/// Rows [0, M) of one panel of `vectors` blocks starting at block `nb0`.
void emitPanel(OpBuilder &b, Location loc, const Gemm &g, Isa isa,
               const KernelOperands &ops, Value nb0, int64_t vectors,
               int64_t lastLanes, const KRange &ks) {
  IndexMath im{b, loc};
  int64_t fullRows = g.m / g.shape.maxRows * g.shape.maxRows;
  if (fullRows)
    scf::ForOp::create(b, loc, im.c(0), im.c(fullRows), im.c(g.shape.maxRows),
                       ValueRange{},
                       [&](OpBuilder &nb, Location nloc, Value m0, ValueRange) {
                         emitBlock(nb, nloc, g, isa, ops, m0, nb0,
                                   g.shape.maxRows, vectors, lastLanes, ks);
                         scf::YieldOp::create(nb, nloc);
                       });
  if (g.m > fullRows)
    emitBlock(b, loc, g, isa, ops, im.c(fullRows), nb0, g.m - fullRows, vectors,
              lastLanes, ks);
}

/// One panel over the whole K: in blocks of `kBlock` steps when K is longer
/// (the panel's packed weights for one block stay in L1 while every row
/// block of A passes; partial sums go through C between blocks).
void emitPanelOverK(OpBuilder &b, Location loc, const Gemm &g, Isa isa,
                    const KernelOperands &ops, Value nb0, int64_t vectors,
                    int64_t lastLanes, int64_t kBlock) {
  IndexMath im{b, loc};
  int64_t steps = g.kSteps();
  if (kBlock <= 0 || steps <= kBlock) {
    emitPanel(b, loc, g, isa, ops, nb0, vectors, lastLanes,
              KRange{im.c(0), im.c(steps), Value(), Value()});
    return;
  }
  // Blocks of equal length, none longer than kBlock: K = 144 steps with
  // kBlock = 128 walks 72 + 72 rather than 128 + 16, where the short tail
  // would store and reload every accumulator for a few steps.
  kBlock = llvm::divideCeil(steps, llvm::divideCeil(steps, kBlock));
  scf::ForOp::create(b, loc, im.c(0), im.c(steps), im.c(kBlock), ValueRange{},
                     [&](OpBuilder &nb, Location nloc, Value k0, ValueRange) {
                       IndexMath in{nb, nloc};
                       Value end = arith::MinSIOp::create(
                           nb, nloc, in.add(k0, kBlock), in.c(steps));
                       Value first = arith::CmpIOp::create(
                           nb, nloc, arith::CmpIPredicate::eq, k0, in.c(0));
                       Value last = arith::CmpIOp::create(
                           nb, nloc, arith::CmpIPredicate::eq, end,
                           in.c(steps));
                       emitPanel(nb, nloc, g, isa, ops, nb0, vectors, lastLanes,
                                 KRange{k0, end, first, last});
                       scf::YieldOp::create(nb, nloc);
                     });
}

/// The column panels of a product: full panels of shape.panelBlocks
/// blocks, then one remainder panel that also holds the partial last block,
/// if any.
struct PanelSplit {
  int64_t fullPanels, remainder, lastLanes;
  /// Panels in all, the remainder panel included.
  int64_t count() const { return fullPanels + (remainder ? 1 : 0); }
};

PanelSplit splitPanels(const Gemm &g) {
  int64_t blocks = g.blocks();
  PanelSplit split{blocks / g.shape.panelBlocks, blocks % g.shape.panelBlocks,
                   g.n - (blocks - 1) * g.lanes()};
  if (split.lastLanes != g.lanes() && split.remainder == 0) {
    --split.fullPanels;
    split.remainder = g.shape.panelBlocks;
  }
  return split;
}

/// The product over the panels [chunk * perChunk, (chunk + 1) * perChunk)
/// (every panel where `chunk` is null): full panels in a loop, then the
/// remainder panel in the chunk that holds it.
void emitGemm(OpBuilder &b, Location loc, const Gemm &g, Isa isa,
              const KernelOperands &ops, int64_t kBlock, Value chunk = {},
              int64_t perChunk = 0) {
  IndexMath im{b, loc};
  PanelSplit split = splitPanels(g);
  int64_t width = g.shape.panelBlocks;
  auto fullPanels = [&](Value begin, Value end) {
    scf::ForOp::create(
        b, loc, begin, end, im.c(width), ValueRange{},
        [&](OpBuilder &nb, Location nloc, Value nb0, ValueRange) {
          emitPanelOverK(nb, nloc, g, isa, ops, nb0, width, g.lanes(), kBlock);
          scf::YieldOp::create(nb, nloc);
        });
  };
  auto remainderPanel = [&](OpBuilder &rb, Location rloc) {
    emitPanelOverK(rb, rloc, g, isa, ops,
                   IndexMath{rb, rloc}.c(split.fullPanels * width),
                   split.remainder, split.lastLanes, kBlock);
  };
  if (!chunk) {
    if (split.fullPanels > 0)
      fullPanels(im.c(0), im.c(split.fullPanels * width));
    if (split.remainder)
      remainderPanel(b, loc);
    return;
  }
  // Block indices of the chunk's full panels; the last chunk may hold none.
  Value first = im.mul(chunk, perChunk);
  Value begin = im.mul(first, width);
  Value end = im.mul(arith::MinSIOp::create(b, loc, im.add(first, perChunk),
                                            im.c(split.fullPanels)),
                     width);
  if (split.fullPanels > 0)
    fullPanels(begin, end);
  if (!split.remainder)
    return;
  int64_t lastChunk = (split.count() - 1) / perChunk;
  Value isLast = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, chunk,
                                       im.c(lastChunk));
  scf::IfOp::create(b, loc, isLast, [&](OpBuilder &tb, Location tloc) {
    remainderPanel(tb, tloc);
    scf::YieldOp::create(tb, tloc);
  });
}

/// Copies `length` consecutive elements along the last dimension from
/// `src[srcIndices...]` to `dest[destIndices...]` (both with unit innermost
/// stride): whole 512-bit vectors of `dest` in a loop, then the rest as
/// unmasked vectors of decreasing powers of two (21 = 16 + 4 + 1).
/// `flipSign` xors every byte with 0x80 on the way (q + 128 for i8); i8
/// copied into i16 is zero-extended after that.
///
/// The tail avoids masked transfers: AVX2 masks only 32- and 64-bit lanes,
/// and LLVM turns a masked load or store of bytes or 16-bit values into
/// one extract and branch per lane (the 3-channel im2col of a network's
/// first convolution spent most of its time there).
void copySpan(OpBuilder &b, Location loc, Value src, ValueRange srcIndices,
              Value dest, ValueRange destIndices, int64_t length,
              bool flipSign = false) {
  Type element = cast<MemRefType>(dest.getType()).getElementType();
  Type srcElement = cast<MemRefType>(src.getType()).getElementType();
  int64_t width = 512 / element.getIntOrFloatBitWidth();
  IndexMath im{b, loc};
  /// Copies `lanes` elements at offset `shift` (null: 0) of the span.
  auto copy = [&](OpBuilder &nb, Location nloc, Value shift, int64_t lanes) {
    IndexMath ix{nb, nloc};
    SmallVector<Value> from(srcIndices), to(destIndices);
    if (shift) {
      from.back() = ix.add(from.back(), shift);
      to.back() = ix.add(to.back(), shift);
    }
    auto type = VectorType::get({lanes}, srcElement);
    Value v = vector::LoadOp::create(nb, nloc, type, src, from);
    if (flipSign)
      v = arith::XOrIOp::create(nb, nloc, v, splat(nb, nloc, type, -128));
    if (srcElement != element)
      v = arith::ExtUIOp::create(nb, nloc, VectorType::get({lanes}, element),
                                 v);
    vector::StoreOp::create(nb, nloc, v, dest, to);
  };
  int64_t whole = length / width * width;
  if (whole)
    scf::ForOp::create(
        b, loc, im.c(0), im.c(whole), im.c(width), ValueRange{},
        [&](OpBuilder &nb, Location nloc, Value step, ValueRange) {
          copy(nb, nloc, step, width);
          scf::YieldOp::create(nb, nloc);
        });
  for (int64_t done = whole, lanes = width / 2; done < length; lanes /= 2)
    if (length - done >= lanes) {
      copy(b, loc, done ? im.c(done) : Value(), lanes);
      done += lanes;
    }
}

/// Rewrites a `memref.copy` between static buffers with contiguous last
/// dimensions (the copy into the interior of a padded buffer, for one) as
/// loops of vector copies; otherwise it becomes a call to the runtime's
/// element-by-element `memrefCopy`.
bool vectorizeCopy(memref::CopyOp copy) {
  Value src = copy.getSource(), dest = copy.getTarget();
  auto type = dyn_cast<MemRefType>(src.getType());
  if (!hasUnitInnerStride(src) || !hasUnitInnerStride(dest) ||
      !type.getElementType().isIntOrFloat() ||
      512 % type.getElementType().getIntOrFloatBitWidth() != 0)
    return false;
  OpBuilder b(copy);
  Location loc = copy.getLoc();
  IndexMath im{b, loc};
  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<Value> lower(shape.size() - 1, im.c(0)),
      steps(shape.size() - 1, im.c(1)), upper;
  for (int64_t size : shape.drop_back())
    upper.push_back(im.c(size));
  scf::buildLoopNest(b, loc, lower, upper, steps,
                     [&](OpBuilder &nb, Location nloc, ValueRange ivs) {
                       SmallVector<Value> indices(ivs);
                       indices.push_back(IndexMath{nb, nloc}.c(0));
                       copySpan(nb, nloc, src, indices, dest, indices,
                                shape.back());
                     });
  copy->erase();
  return true;
}

/// Emits packing of A (with `loadA(b, loc, m-loop ivs..., k-loop ivs...)`
/// as the loop body), the kernels and the deallocation, then erases `op`
/// and its fill.
struct Rewriter {
  SymbolTable &symbols;
  Isa isa;
  /// Bytes of packed weights a panel reads per K block (0: no blocking).
  int64_t kBlockBytes;
  /// Bytes of packed activations per row block.
  int64_t rowBlockBytes;
  /// The least K (int8 columns of A) of a product on AMX tiles.
  int64_t amxMinK;
  /// Parallel tasks per contraction (1: sequential loops).
  int64_t tasks;
  /// Whether the elementwise generic reading the output goes into the
  /// micro-kernels' stores.
  bool fuseEpilogues;
  /// How its table look-ups read their entries.
  TableLookup lookup;

  /// The epilogue the kernels of `op` apply to the final accumulators of
  /// `output`, its buffers now defined before `op`.
  std::optional<FusedEpilogue> epilogueOf(Operation *op, Value output) const {
    if (!fuseEpilogues)
      return std::nullopt;
    std::optional<FusedEpilogue> epilogue =
        FusedEpilogue::match(op, output, lookup);
    if (epilogue)
      epilogue->hoistOperands();
    return epilogue;
  }

  /// epilogueOf, with the constants its body adds first to the i32
  /// accumulators (bias and zero-point correction) moved into their start
  /// values, `packed.init`: one vector add less per accumulator register.
  /// (Not for f32: the sums would be rounded in another order; not for
  /// i64 accumulators, whose epilogue adds in i64.)
  std::optional<FusedEpilogue> epilogueOf(Operation *op, Value output,
                                          const Gemm &g,
                                          PackedWeights packed) const {
    std::optional<FusedEpilogue> epilogue = epilogueOf(op, output);
    // An i64 requantization that multiplies in i128 (where quantkit-lower
    // could not prove 64 bits exact, dialect/Reference.md#numerics) has no
    // vector instructions: LLVM scalarizes it lane by lane. A copy in every
    // register block's store took ResNet-50's 16x8 build (64x64) from 6.9
    // to 32.6 s and ran slower than one loop of its own after the kernels
    // (8.15 against 5.99 ms, examples/tflitebench); it stays that loop.
    if (epilogue && g.wideC && epilogue->widestInteger() > 64)
      return std::nullopt;
    if (!epilogue || g.kind == Kind::F32 || g.wideC)
      return epilogue;
    int64_t channels = g.groups * g.n;
    std::optional<SmallVector<APInt>> addend =
        epilogue->foldChannelAddend(channels);
    if (!addend)
      return epilogue;
    auto init = cast<DenseElementsAttr>(*packed.init.getInitialValue());
    SmallVector<APInt> start = llvm::to_vector(init.getValues<APInt>());
    int64_t starts = g.blocks() * g.lanes();
    for (int64_t channel = 0; channel < channels; ++channel)
      start[channel / g.n * starts + channel % g.n] += (*addend)[channel];
    packed.init.setInitialValueAttr(
        DenseElementsAttr::get(init.getType(), start));
    return epilogue;
  }

  /// The instruction set for a product of `m` rows and `k` int8 columns
  /// of A. AMX tiles take 16 rows and 64 bytes of K at a time, so fewer
  /// rows (a fully connected layer at batch 1, a squeeze-and-excitation's
  /// 1x1 convolutions) and a K below `amx-min-k` (by default one tile row,
  /// 64: a 3-channel stem's 27, the 1x1 convolutions of 16 to 48 channels
  /// in MobileNets and EfficientNets) stay in VNNI registers rather than
  /// multiply padding. (EfficientNet-B0 8.62 -> 7.80 ms, MobileNetV3-Small
  /// 1.68 -> 1.59 ms, ResNet-18 and MobileNetV2 the same within 2%:
  /// passes/cpu/README.md.)
  /// Int16 products keep VNNI registers too: AMX has no 16-bit integer
  /// tiles.
  Isa isaFor(Kind kind, int64_t m, int64_t k) const {
    return isa == Isa::Amx &&
                   (kind != Kind::Int8 || m < kTileRows || k < amxMinK)
               ? Isa::Vnni512
               : isa;
  }

  /// K steps per block of `g`'s packed weights (0: no blocking): one k
  /// step of a panel is panelBlocks vectors of 4 * words * lanes bytes.
  /// AMX tiles keep their sums in tile registers over the whole K; i64
  /// products sum at most kMaxWideSteps steps in i32 registers.
  int64_t kBlock(const Gemm &g) const {
    int64_t stepBytes = g.shape.panelBlocks * g.lanes() * 4 * g.words();
    int64_t steps = kBlockBytes == 0 || g.tiles
                        ? 0
                        : std::max<int64_t>(1, kBlockBytes / stepBytes);
    if (g.wideC)
      return steps == 0 ? kMaxWideSteps : std::min(steps, kMaxWideSteps);
    return steps;
  }

  /// Copies `length` consecutive elements of `src` to `dest[destOffset...]`,
  /// moving int8 values to unsigned (q + 128, a flip of the sign bit).
  static void packSpan(OpBuilder &b, Location loc, const Gemm &g, Value dest,
                       Value destOffset, Value src, ValueRange srcIndices,
                       int64_t length) {
    copySpan(b, loc, src, srcIndices, dest, ValueRange{destOffset}, length,
             /*flipSign=*/g.kind == Kind::Int8);
  }

  /// Zeroes the padding columns [K, Kp) of `rows` packed rows.
  void padRows(OpBuilder &b, Location loc, const Gemm &g, Value dest,
               int64_t rows) {
    if (g.kPadded() == g.k)
      return;
    IndexMath im{b, loc};
    Type element = cast<MemRefType>(dest.getType()).getElementType();
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    scf::buildLoopNest(
        b, loc, ValueRange{im.c(0), im.c(g.k)},
        ValueRange{im.c(rows), im.c(g.kPadded())}, ValueRange{im.c(1), im.c(1)},
        [&](OpBuilder &nb, Location nloc, ValueRange ivs) {
          IndexMath in{nb, nloc};
          memref::StoreOp::create(
              nb, nloc, zero, dest,
              ValueRange{in.add(in.mul(ivs[0], g.rowLength()), ivs[1])});
        });
  }

  /// Operands shared by every row block: the packed weights, the
  /// accumulators' start values and the flat output.
  KernelOperands operands(OpBuilder &b, Location loc, PackedWeights packed,
                          Value output, const FusedEpilogue *epilogue) {
    KernelOperands ops;
    if (epilogue) {
      ops.epilogue = epilogue;
      ops.out = rowsView(b, loc, epilogue->output());
    }
    ops.packedB = memref::GetGlobalOp::create(b, loc, packed.weights.getType(),
                                              packed.weights.getSymName());
    ops.init = memref::GetGlobalOp::create(b, loc, packed.init.getType(),
                                           packed.init.getSymName());
    ops.c = flatten(b, loc, output);
    return ops;
  }

  /// Writes rows [row0, row0 + rows) of A, packed, to rows [0, rows) of
  /// `dest` (row r at r * Kp).
  using PackRows = function_ref<void(OpBuilder &, Location, Value dest,
                                     Value row0, int64_t rows)>;

  /// How many parallel tasks `g` is cut into: the `tasks` option, or 1
  /// (today's sequential loops) where the product is too small for a fork
  /// to pay off.
  int64_t tasksFor(const Gemm &g) const {
    return g.macs() < kMinParallelMacs ? 1 : std::max<int64_t>(tasks, 1);
  }

  /// Rows of one task: about M / tasks, a whole number of register blocks,
  /// at least kMinTaskRowBlocks of them (each task streams all the packed
  /// weights through L1 once), at most `limit`.
  int64_t rowsPerTask(const Gemm &g, int64_t taskCount, int64_t limit) const {
    int64_t r = g.shape.maxRows;
    int64_t rows = llvm::alignTo(llvm::divideCeil(g.m, taskCount), r);
    rows = std::max(rows, kMinTaskRowBlocks * r);
    return std::min({rows, limit, g.m});
  }

  /// Panels per column chunk so that `wanted` chunks cover every panel.
  static int64_t panelsPerChunk(const Gemm &g, int64_t wanted) {
    int64_t count = splitPanels(g).count();
    return llvm::divideCeil(count, std::clamp<int64_t>(wanted, 1, count));
  }

  /// The rows of tile `tile` of M in tiles of `rows`: `body` with the
  /// first row and the static row count. Where `rows` does not divide M,
  /// the shorter tile is the first (an `scf.if` on the tile index picks the
  /// code), and tile t > 0 starts at t * rows - (rows - short): OpenMP's
  /// static schedule gives contiguous runs of tiles to the threads, one
  /// more tile to the first ones where they do not share evenly, so the
  /// first thread's extra tile is the short one (3 tiles of 24, 24 and 1
  /// rows on 2 threads were 48 rows against 1; short first, 25 against 24).
  static void
  forRowTile(OpBuilder &b, Location loc, Value tile, int64_t m, int64_t rows,
             function_ref<void(OpBuilder &, Location, Value, int64_t)> body) {
    IndexMath im{b, loc};
    int64_t tiles = llvm::divideCeil(m, rows);
    int64_t shortRows = m - (tiles - 1) * rows;
    if (shortRows == rows || tiles == 1) {
      body(b, loc, im.mul(tile, rows), tiles == 1 ? shortRows : rows);
      return;
    }
    Value isFirst =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tile, im.c(0));
    scf::IfOp::create(
        b, loc, isFirst,
        [&](OpBuilder &tb, Location tloc) {
          body(tb, tloc, IndexMath{tb, tloc}.c(0), shortRows);
          scf::YieldOp::create(tb, tloc);
        },
        [&](OpBuilder &eb, Location eloc) {
          IndexMath em{eb, eloc};
          body(eb, eloc, em.add(em.mul(tile, rows), shortRows - rows), rows);
          scf::YieldOp::create(eb, eloc);
        });
  }

  /// One `scf.parallel` over [0, extent) per entry of `extents`; `body`
  /// gets one index per entry.
  static void
  parallelFor(OpBuilder &b, Location loc, ArrayRef<int64_t> extents,
              function_ref<void(OpBuilder &, Location, ValueRange)> body) {
    IndexMath im{b, loc};
    SmallVector<Value> lower, upper, steps;
    for (int64_t extent : extents) {
      lower.push_back(im.c(0));
      upper.push_back(im.c(extent));
      steps.push_back(im.c(1));
    }
    scf::ParallelOp::create(b, loc, lower, upper, steps, body);
  }

  /// AMX's scratch block for one task (KernelOperands::scratch); null
  /// without tiles.
  static Value allocScratch(OpBuilder &b, Location loc, const Gemm &g) {
    if (!g.tiles)
      return {};
    int64_t size = g.shape.maxRows * g.shape.panelBlocks * g.lanes();
    return memref::AllocOp::create(b, loc,
                                   MemRefType::get({size}, b.getI32Type()),
                                   b.getI64IntegerAttr(64));
  }

  static void deallocAll(OpBuilder &b, Location loc, ValueRange buffers) {
    for (Value buffer : buffers)
      if (buffer)
        memref::DeallocOp::create(b, loc, buffer);
  }

  /// Calls, before the tiles are used, a function of the module that asks
  /// Linux once for the process's permission to use AMX tile data
  /// (arch_prctl through libc's `syscall`; without it the first tile
  /// instruction faults). The permission holds for every thread.
  void requestAmx(OpBuilder &b, Location loc) {
    constexpr StringLiteral name = "__quantkit_request_amx";
    auto module = cast<ModuleOp>(symbols.getOp());
    if (!symbols.lookup(name)) {
      OpBuilder mb = OpBuilder::atBlockEnd(module.getBody());
      MLIRContext *context = b.getContext();
      Type i8 = mb.getI8Type();
      auto flagType = MemRefType::get({}, i8);
      auto flag = memref::GlobalOp::create(
          mb, loc, mb.getStringAttr("__quantkit_amx_requested"),
          mb.getStringAttr("private"), TypeAttr::get(flagType),
          DenseElementsAttr::get(RankedTensorType::get({}, i8),
                                 mb.getI8IntegerAttr(0)),
          /*constant=*/UnitAttr(), IntegerAttr());
      symbols.insert(flag);
      FunctionType syscallType = amxSyscallType(module);
      auto syscallFn =
          dyn_cast_or_null<func::FuncOp>(symbols.lookup("syscall"));
      if (!syscallFn) {
        syscallFn = func::FuncOp::create(mb, loc, "syscall", syscallType);
        syscallFn.setPrivate();
        symbols.insert(syscallFn);
      }
      auto request = func::FuncOp::create(mb, loc, name,
                                          FunctionType::get(context, {}, {}));
      request.setPrivate();
      symbols.insert(request);
      OpBuilder fb = OpBuilder::atBlockBegin(request.addEntryBlock());
      Value flagRef =
          memref::GetGlobalOp::create(fb, loc, flagType, flag.getSymName());
      Value asked = memref::LoadOp::create(fb, loc, flagRef, ValueRange{});
      Value notYet = arith::CmpIOp::create(
          fb, loc, arith::CmpIPredicate::eq, asked,
          arith::ConstantOp::create(fb, loc, fb.getI8IntegerAttr(0)));
      scf::IfOp::create(fb, loc, notYet, [&](OpBuilder &tb, Location tloc) {
        SmallVector<Value> args;
        for (int64_t v : {kSysArchPrctl, kArchReqXcompPerm, kXfeatureXtiledata})
          args.push_back(
              arith::ConstantOp::create(tb, tloc, tb.getI64IntegerAttr(v)));
        func::CallOp::create(tb, tloc, syscallFn, args);
        memref::StoreOp::create(
            tb, tloc,
            arith::ConstantOp::create(tb, tloc, tb.getI8IntegerAttr(1)),
            flagRef, ValueRange{});
        scf::YieldOp::create(tb, tloc);
      });
      func::ReturnOp::create(fb, loc);
    }
    func::CallOp::create(b, loc, name, TypeRange{}, ValueRange{});
  }

  /// A buffer for `rows` packed rows, their padding columns zeroed; for
  /// AMX tiles room for whole tiles of 16 rows (the rows past `rows` are
  /// read and their sums dropped).
  Value allocPacked(OpBuilder &b, Location loc, const Gemm &g, Type element,
                    int64_t rows) {
    int64_t room = g.tiles ? llvm::alignTo(rows, kTileRows) : rows;
    Value dest = memref::AllocOp::create(
        b, loc, MemRefType::get({room * g.rowLength()}, element),
        b.getI64IntegerAttr(64));
    padRows(b, loc, g, dest, rows);
    return dest;
  }

  /// Kernels over A packed block by block: each block of rows is packed
  /// into one reused buffer that stays in L2, then every panel of the
  /// weights (of every group, one group after the other) passes over it.
  /// Erases `op` and its fill.
  ///
  /// In parallel, the blocks are the tasks of one `scf.parallel`, each with
  /// its own buffer (smaller blocks where there are few: rowsPerTask).
  /// Where one block holds every row (fully connected layers), A is packed
  /// once and the tasks are chunks of column panels instead. Every output
  /// element is computed by one task in the same order as sequentially, so
  /// the result does not depend on the number of threads.
  void finishPacked(OpBuilder &b, Location loc, const Gemm &g, Operation *op,
                    linalg::FillOp fill, PackedWeights packed, Value output,
                    const FusedEpilogue *epilogue, Type element,
                    PackRows packRows) {
    KernelOperands ops = operands(b, loc, packed, output, epilogue);
    if (g.tiles)
      requestAmx(b, loc);
    int64_t perBlock = std::max<int64_t>(
        g.shape.maxRows,
        rowBlockBytes /
            (g.rowLength() * (element.getIntOrFloatBitWidth() / 8)) /
            g.shape.maxRows * g.shape.maxRows);
    perBlock = std::min(perBlock, g.m);
    IndexMath im{b, loc};
    // Rows [row0, row0 + rows) packed into `dest`, then every panel.
    auto block = [&](OpBuilder &nb, Location nloc, Value dest, Value row0,
                     int64_t rows) {
      packRows(nb, nloc, dest, row0, rows);
      Gemm part = g;
      part.m = rows;
      KernelOperands partOps = ops;
      partOps.packedA = dest;
      partOps.row0 = row0;
      if (g.groups == 1) {
        emitGemm(nb, nloc, part, isa, partOps, kBlock(part));
        return;
      }
      IndexMath in{nb, nloc};
      scf::ForOp::create(
          nb, nloc, in.c(0), in.c(g.groups), in.c(1), ValueRange{},
          [&](OpBuilder &gb, Location gloc, Value group, ValueRange) {
            partOps.group = group;
            emitGemm(gb, gloc, part, isa, partOps, kBlock(part));
            scf::YieldOp::create(gb, gloc);
          });
    };
    int64_t taskCount = tasksFor(g);
    int64_t rows = rowsPerTask(g, taskCount, perBlock);
    int64_t tiles = llvm::divideCeil(g.m, rows);
    if (taskCount > 1 && tiles > 1) {
      parallelFor(
          b, loc, {tiles}, [&](OpBuilder &pb, Location ploc, ValueRange ivs) {
            Value dest = allocPacked(pb, ploc, g, element, rows);
            ops.scratch = allocScratch(pb, ploc, g);
            forRowTile(pb, ploc, ivs[0], g.m, rows,
                       [&](OpBuilder &nb, Location nloc, Value row0,
                           int64_t n) { block(nb, nloc, dest, row0, n); });
            deallocAll(pb, ploc, {dest, ops.scratch});
          });
    } else if (taskCount > 1 && g.groups == 1 &&
               panelsPerChunk(g, taskCount) < splitPanels(g).count()) {
      Value dest = allocPacked(b, loc, g, element, g.m);
      packRows(b, loc, dest, im.c(0), g.m);
      ops.packedA = dest;
      ops.row0 = im.c(0);
      int64_t perChunk = panelsPerChunk(g, taskCount);
      parallelFor(
          b, loc, {int64_t(llvm::divideCeil(splitPanels(g).count(), perChunk))},
          [&](OpBuilder &pb, Location ploc, ValueRange ivs) {
            ops.scratch = allocScratch(pb, ploc, g);
            emitGemm(pb, ploc, g, isa, ops, kBlock(g), ivs[0], perChunk);
            deallocAll(pb, ploc, {ops.scratch});
          });
      memref::DeallocOp::create(b, loc, dest);
    } else {
      Value dest = allocPacked(b, loc, g, element, perBlock);
      ops.scratch = allocScratch(b, loc, g);
      int64_t whole = g.m / perBlock * perBlock;
      scf::ForOp::create(
          b, loc, im.c(0), im.c(whole), im.c(perBlock), ValueRange{},
          [&](OpBuilder &nb, Location nloc, Value row0, ValueRange) {
            block(nb, nloc, dest, row0, perBlock);
            scf::YieldOp::create(nb, nloc);
          });
      if (g.m > whole)
        block(b, loc, dest, im.c(whole), g.m - whole);
      deallocAll(b, loc, {dest, ops.scratch});
    }
    op->erase();
    fill->erase();
  }

  /// Kernels reading A in place (f32 rows already have the packed layout).
  /// In parallel: tasks of rows x chunks of column panels, as many row
  /// tiles as there are rows for, column chunks for the rest.
  void finishInPlace(OpBuilder &b, Location loc, const Gemm &g, Operation *op,
                     linalg::FillOp fill, Value a, PackedWeights packed,
                     Value output, const FusedEpilogue *epilogue,
                     bool flipInKernel = false) {
    KernelOperands ops = operands(b, loc, packed, output, epilogue);
    ops.flipInKernel = flipInKernel;
    ops.packedA = flatten(b, loc, a);
    IndexMath im{b, loc};
    int64_t taskCount = tasksFor(g);
    int64_t rows = rowsPerTask(g, taskCount, g.m);
    int64_t tiles = llvm::divideCeil(g.m, rows);
    int64_t perChunk = panelsPerChunk(g, llvm::divideCeil(taskCount, tiles));
    int64_t chunks = llvm::divideCeil(splitPanels(g).count(), perChunk);
    if (taskCount <= 1 || tiles * chunks <= 1) {
      ops.row0 = im.c(0);
      emitGemm(b, loc, g, isa, ops, kBlock(g));
    } else {
      SmallVector<int64_t> extents{tiles};
      if (chunks > 1)
        extents.push_back(chunks);
      parallelFor(b, loc, extents,
                  [&](OpBuilder &pb, Location ploc, ValueRange ivs) {
                    Value chunk = chunks > 1 ? ivs.back() : Value();
                    forRowTile(pb, ploc, ivs[0], g.m, rows,
                               [&](OpBuilder &nb, Location nloc, Value row0,
                                   int64_t n) {
                                 Gemm part = g;
                                 part.m = n;
                                 KernelOperands partOps = ops;
                                 partOps.row0 = row0;
                                 partOps.aRow0 = row0;
                                 emitGemm(nb, nloc, part, isa, partOps,
                                          kBlock(part), chunk, perChunk);
                               });
                  });
    }
    op->erase();
    fill->erase();
  }

  /// Element type of the packed rows of A: the activations' own, or i16
  /// where `g` packs them as 16-bit pairs.
  static Type packedElement(OpBuilder &b, const Gemm &g, Value a) {
    return g.wideA ? b.getI16Type() : getElementTypeOrSelf(a.getType());
  }

  /// A static identity-layout buffer as one dimension.
  static Value flatten(OpBuilder &b, Location loc, Value buffer) {
    ReassociationIndices all;
    for (int64_t i = 0, e = cast<MemRefType>(buffer.getType()).getRank(); i < e;
         ++i)
      all.push_back(i);
    return memref::CollapseShapeOp::create(b, loc, buffer,
                                           ArrayRef<ReassociationIndices>{all});
  }

  /// A buffer of rank 2 or more (what FusedEpilogue accepts as an output)
  /// as [rows][last dimension] where its leading dimensions collapse; else
  /// the buffer as it is.
  static Value rowsView(OpBuilder &b, Location loc, Value buffer) {
    auto type = cast<MemRefType>(buffer.getType());
    int64_t rank = type.getRank();
    ReassociationIndices leading;
    for (int64_t i = 0; i + 1 < rank; ++i)
      leading.push_back(i);
    if (rank == 2 || !memref::CollapseShapeOp::isGuaranteedCollapsible(
                         type, {leading, ReassociationIndices{rank - 1}}))
      return buffer;
    return memref::CollapseShapeOp::create(
        b, loc, buffer,
        ArrayRef<ReassociationIndices>{leading,
                                       ReassociationIndices{rank - 1}});
  }

  /// Element kind of a contraction on (a, w) -> out, if a kernel exists.
  static std::optional<Kind> kindOf(Value a, Value w, Value out) {
    Type ea = getElementTypeOrSelf(a.getType()),
         ew = getElementTypeOrSelf(w.getType()),
         eo = getElementTypeOrSelf(out.getType());
    if (ea.isInteger(8) && ew.isInteger(8) && eo.isInteger(32))
      return Kind::Int8;
    if (ea.isInteger(16) && ew.isInteger(8) &&
        (eo.isInteger(32) || eo.isInteger(64)))
      return Kind::Int16;
    if (ea.isF32() && ew.isF32() && eo.isF32())
      return Kind::F32;
    return std::nullopt;
  }

  /// A contraction on buffers that a kernel can take: activations `a`,
  /// weights `w` read from a constant global, both with `out` of static
  /// shape and identity layout, and a zero fill of `out` that the kernel
  /// makes dead.
  struct Contraction {
    Value a, w, out;
    Kind kind;
    DenseElementsAttr weights;
    linalg::FillOp fill;
    ArrayRef<int64_t> outShape() const {
      return cast<MemRefType>(out.getType()).getShape();
    }
    ArrayRef<int64_t> wShape() const {
      return cast<MemRefType>(w.getType()).getShape();
    }
    /// An Int16 product into i64.
    bool wideC() const {
      return getElementTypeOrSelf(out.getType()).isInteger(64);
    }
  };

  std::optional<Contraction> contractionOf(linalg::LinalgOp op) const {
    if (!op.hasPureBufferSemantics())
      return std::nullopt;
    Value a = op.getDpsInputs()[0], w = op.getDpsInputs()[1],
          out = op.getDpsInits()[0];
    std::optional<Kind> kind = kindOf(a, w, out);
    std::optional<DenseElementsAttr> weights = constantGlobal(w, &symbols);
    if (!kind || !weights || !hasIdentityLayout(out) || !hasIdentityLayout(a))
      return std::nullopt;
    if (weights->getNumElements() > kMaxPackedWeights) {
      op->emitRemark() << "quantkit-cpu-kernels: " << weights->getNumElements()
                       << " constant weights are more than the "
                       << kMaxPackedWeights
                       << " it packs; left to convert-linalg-to-loops";
      return std::nullopt;
    }
    linalg::FillOp fill = erasableZeroFill(op, out);
    if (!fill)
      return std::nullopt;
    return Contraction{a, w, out, *kind, *weights, fill};
  }

  bool rewrite(linalg::MatmulOp op, OpBuilder &moduleBuilder) {
    if (op.hasUserDefinedMaps() || op.getCast() != linalg::TypeFn::cast_signed)
      return false;
    std::optional<Contraction> c = contractionOf(op);
    if (!c)
      return false;
    Value a = c->a, out = c->out;
    linalg::FillOp fill = c->fill;
    int64_t m = c->outShape()[0];
    int64_t k = cast<MemRefType>(a.getType()).getShape()[1];
    Isa gemmIsa = isaFor(c->kind, m, k);
    Gemm g{c->kind, shapeOf(gemmIsa, c->kind), m, c->outShape()[1], k};
    g.pairs = isa == Isa::Avx2 && g.kind == Kind::Int8;
    g.tiles = gemmIsa == Isa::Amx;
    g.wideC = c->wideC();
    Location loc = op.getLoc();
    PackedWeights packed =
        pack(moduleBuilder, loc, g, c->weights,
             [&](int64_t k, int64_t n) { return k * g.n + n; });
    std::optional<FusedEpilogue> epilogue = epilogueOf(op, out, g, packed);
    OpBuilder b(op);
    finishRows(b, loc, g, op, fill, a, packed, out, epilogue);
    return true;
  }

  /// The kernels over A's rows as they lie in `a` ([M][K], identity
  /// layout), then the epilogue's generic erased.
  void finishRows(OpBuilder &b, Location loc, Gemm &g, Operation *op,
                  linalg::FillOp fill, Value a, PackedWeights packed, Value out,
                  std::optional<FusedEpilogue> &epilogue) {
    const FusedEpilogue *fused = epilogue ? &*epilogue : nullptr;
    // Rows of f32 A already have the packed layout: the kernels read A in
    // place. Int8 rows are copied once with their sign bits flipped where
    // several panels read them: flipping each broadcast word in the kernel
    // instead repeats the flip for every panel and measured no faster
    // (examples/bench/README.md).
    // Int8 rows that one panel reads once (N within one panel, K a whole
    // number of 4-byte steps) are read in place too: packing would copy
    // every row for a single use.
    // (On the portable path the flip in the kernel measured slower.)
    // (AMX's tiles cannot flip the sign bits: they read packed rows.)
    bool onePanel = isa != Isa::Portable && !g.tiles &&
                    g.blocks() <= g.shape.panelBlocks && g.kPadded() == g.k;
    if (g.kind == Kind::F32 || onePanel) {
      finishInPlace(b, loc, g, op, fill, a, packed, out, fused,
                    /*flipInKernel=*/g.kind == Kind::Int8);
      if (epilogue)
        epilogue->erase();
      return;
    }
    g.wideA = g.pairs;
    auto packRows = [&](OpBuilder &pb, Location ploc, Value dest, Value row0,
                        int64_t rows) {
      IndexMath im{pb, ploc};
      scf::ForOp::create(
          pb, ploc, im.c(0), im.c(rows), im.c(1), ValueRange{},
          [&](OpBuilder &nb, Location nloc, Value row, ValueRange) {
            IndexMath in{nb, nloc};
            packSpan(nb, nloc, g, dest, in.mul(row, g.kPadded()), a,
                     ValueRange{in.add(row0, row), in.c(0)}, g.k);
            scf::YieldOp::create(nb, nloc);
          });
    };
    finishPacked(b, loc, g, op, fill, packed, out, fused,
                 packedElement(b, g, a), packRows);
    if (epilogue)
      epilogue->erase();
  }

  bool rewrite(linalg::Conv2DNhwcFhwcOp op, OpBuilder &moduleBuilder) {
    std::optional<Contraction> c = contractionOf(op);
    if (!c)
      return false;
    ArrayRef<int64_t> outShape = c->outShape(), fShape = c->wShape();
    int64_t m = outShape[0] * outShape[1] * outShape[2];
    int64_t k = fShape[1] * fShape[2] * fShape[3];
    Isa gemmIsa = isaFor(c->kind, m, k);
    Gemm g{c->kind, shapeOf(gemmIsa, c->kind), m, outShape[3], k};
    g.pairs = isa == Isa::Avx2 && g.kind == Kind::Int8;
    g.tiles = gemmIsa == Isa::Amx;
    g.wideC = c->wideC();
    Location loc = op.getLoc();
    // B[k][n] = filter[n][kh][kw][c], k = (kh * KW + kw) * C + c.
    PackedWeights packed =
        pack(moduleBuilder, loc, g, c->weights,
             [&](int64_t k, int64_t n) { return n * g.k + k; });
    std::optional<FusedEpilogue> epilogue = epilogueOf(op, c->out, g, packed);
    OpBuilder b(op);
    // A 1x1 convolution at stride 1 over its whole input: the input's
    // pixels are A's rows ([N * H * W][C], contiguous), read as a matmul
    // reads its lhs (in place where one panel reads each row once), not
    // through the im2col's per-row index arithmetic.
    ArrayRef<int64_t> inShape = cast<MemRefType>(c->a.getType()).getShape();
    if (fShape[1] == 1 && fShape[2] == 1 &&
        llvm::all_of(op.getStrides().getValues<int64_t>(),
                     [](int64_t s) { return s == 1; }) &&
        inShape[1] == outShape[1] && inShape[2] == outShape[2]) {
      Value rows = memref::CollapseShapeOp::create(
          b, loc, c->a, ArrayRef<ReassociationIndices>{{0, 1, 2}, {3}});
      finishRows(b, loc, g, op, c->fill, rows, packed, c->out, epilogue);
      return true;
    }
    g.wideA = g.pairs;
    Im2col im2col(b, loc, c->a, outShape, fShape[1], fShape[2], op.getStrides(),
                  op.getDilations());
    finish(b, loc, g, op, *c, packed, epilogue, im2col);
    return true;
  }

  /// quantkit-lower's grouped convolution: input [N][H][W][G][C/G], filter
  /// [G][F][KH][KW][C/G], output [N][Ho][Wo][G][F], as G products of F
  /// columns side by side over one im2col of all C channels (each group's k
  /// steps read its channels of every tap: Gemm::tapSteps). A group's
  /// channels must fill whole k steps (C/G a multiple of 4 for int8); the
  /// requantization reads the output through its [N][Ho][Wo][G * F] view.
  bool rewrite(linalg::Conv2DNhwgcGfhwcOp op, OpBuilder &moduleBuilder) {
    std::optional<Contraction> c = contractionOf(op);
    if (!c)
      return false;
    ArrayRef<int64_t> outShape = c->outShape(), fShape = c->wShape();
    int64_t groups = fShape[0], perGroup = fShape[4];
    // On AMX too, the k steps of a group's taps lie apart: VNNI registers.
    Gemm g{c->kind, shapeOf(isa == Isa::Amx ? Isa::Vnni512 : isa, c->kind),
           outShape[0] * outShape[1] * outShape[2], fShape[1],
           fShape[2] * fShape[3] * perGroup};
    if (perGroup % g.group() != 0)
      return false;
    g.groups = groups;
    g.tapSteps = perGroup / g.group();
    g.tapStride = groups * perGroup;
    g.aRowLength = fShape[2] * fShape[3] * groups * perGroup;
    g.pairs = isa == Isa::Avx2 && g.kind == Kind::Int8;
    g.wideC = c->wideC();
    g.wideA = g.pairs;
    Location loc = op.getLoc();
    // Column n of group i is filter row i * F + n, as for an ungrouped
    // filter [G * F][KH][KW][C/G].
    PackedWeights packed =
        pack(moduleBuilder, loc, g, c->weights,
             [&](int64_t k, int64_t n) { return n * g.k + k; });
    std::optional<FusedEpilogue> epilogue;
    if (Value channels = channelsView(op, c->out))
      epilogue = epilogueOf(op, channels, g, packed);
    OpBuilder b(op);
    // The input [N][H][W][G][C/G] as [N][H][W][C].
    Value input = memref::CollapseShapeOp::create(
        b, loc, c->a, ArrayRef<ReassociationIndices>{{0}, {1}, {2}, {3, 4}});
    SmallVector<int64_t> outChannels{outShape[0], outShape[1], outShape[2],
                                     outShape[3] * outShape[4]};
    Im2col im2col(b, loc, input, outChannels, fShape[2], fShape[3],
                  op.getStrides(), op.getDilations());
    finish(b, loc, g, op, *c, packed, epilogue, im2col);
    return true;
  }

  /// The one view [N][Ho][Wo][G * F] of a grouped convolution's output
  /// `out` that something reads (the requantization), if nothing but `op`,
  /// fills and deallocations use `out` otherwise.
  static Value channelsView(Operation *op, Value out) {
    Value view;
    for (Operation *user : out.getUsers()) {
      if (user == op || llvm::isa<linalg::FillOp, memref::DeallocOp>(user))
        continue;
      auto collapse = dyn_cast<memref::CollapseShapeOp>(user);
      if (!collapse || view ||
          collapse.getReassociationIndices() !=
              SmallVector<ReassociationIndices>{{0}, {1}, {2}, {3, 4}})
        return {};
      view = collapse.getResult();
    }
    return view;
  }

  /// The im2col of a convolution's input [N][H][W][C] (identity layout):
  /// row m = (n, ho, wo) of the output, column (kh, kw, c). The channels of
  /// one filter tap are contiguous on both sides, and without dilation
  /// along W so are the kw taps of one kh (the input read as
  /// [N][H][W * C]): one span of KW * C elements per kh.
  struct Im2col {
    Im2col(OpBuilder &b, Location loc, Value input, ArrayRef<int64_t> outShape,
           int64_t kh, int64_t kw, DenseIntElementsAttr strideAttr,
           DenseIntElementsAttr dilationAttr)
        : outH(outShape[1]), outW(outShape[2]), kh(kh), kw(kw),
          channels(cast<MemRefType>(input.getType()).getShape()[3]),
          strides(strideAttr.getValues<int64_t>()),
          dilations(dilationAttr.getValues<int64_t>()) {
      mergeTaps = dilations[1] == 1;
      rowsOfIn = mergeTaps
                     ? Value(memref::CollapseShapeOp::create(
                           b, loc, input,
                           ArrayRef<ReassociationIndices>{{0}, {1}, {2, 3}}))
                     : input;
    }

    /// Packs rows [row0, row0 + rows) into `dest` (row r at r *
    /// g.rowLength()).
    void pack(OpBuilder &pb, Location ploc, const Gemm &g, Value dest,
              Value row0, int64_t rows) const {
      IndexMath im{pb, ploc};
      int64_t tapsPerSpan = mergeTaps ? kw : 1;
      scf::ForOp::create(
          pb, ploc, im.c(0), im.c(rows), im.c(1), ValueRange{},
          [&](OpBuilder &nb, Location nloc, Value row, ValueRange) {
            IndexMath ix{nb, nloc};
            Value m = ix.add(row0, row);
            Value image =
                arith::DivUIOp::create(nb, nloc, m, ix.c(outH * outW));
            Value pixel =
                arith::RemUIOp::create(nb, nloc, m, ix.c(outH * outW));
            Value ho = arith::DivUIOp::create(nb, nloc, pixel, ix.c(outW));
            Value wo = arith::RemUIOp::create(nb, nloc, pixel, ix.c(outW));
            scf::buildLoopNest(
                nb, nloc, ValueRange{ix.c(0), ix.c(0)},
                ValueRange{ix.c(kh), ix.c(kw / tapsPerSpan)},
                ValueRange{ix.c(1), ix.c(1)},
                [&](OpBuilder &tb, Location tloc, ValueRange taps) {
                  IndexMath it{tb, tloc};
                  Value h = it.add(it.mul(ho, strides[0]),
                                   it.mul(taps[0], dilations[0]));
                  Value x = it.add(it.mul(wo, strides[1]),
                                   it.mul(taps[1], dilations[1]));
                  Value col =
                      it.mul(it.add(it.mul(taps[0], kw), taps[1]), channels);
                  SmallVector<Value> at{image, h, x, it.c(0)};
                  if (mergeTaps)
                    at = {image, h, it.mul(x, channels)};
                  packSpan(tb, tloc, g, dest,
                           it.add(it.mul(row, g.rowLength()), col), rowsOfIn,
                           at, tapsPerSpan * channels);
                });
            scf::YieldOp::create(nb, nloc);
          });
    }

    int64_t outH, outW, kh, kw, channels;
    SmallVector<int64_t, 2> strides, dilations;
    bool mergeTaps;
    Value rowsOfIn;
  };

  /// The kernels of a convolution over its im2col, then the epilogue's
  /// generic erased.
  void finish(OpBuilder &b, Location loc, const Gemm &g, Operation *op,
              const Contraction &c, PackedWeights packed,
              std::optional<FusedEpilogue> &epilogue, const Im2col &im2col) {
    auto packRows = [&](OpBuilder &pb, Location ploc, Value dest, Value row0,
                        int64_t rows) {
      im2col.pack(pb, ploc, g, dest, row0, rows);
    };
    finishPacked(b, loc, g, op, c.fill, packed, c.out,
                 epilogue ? &*epilogue : nullptr, packedElement(b, g, c.a),
                 packRows);
    if (epilogue)
      epilogue->erase();
  }

  /// Packs `data` (flat, row-major) with B[k][n] = data[index(k, n)].
  PackedWeights pack(OpBuilder &moduleBuilder, Location loc, const Gemm &g,
                     DenseElementsAttr data,
                     function_ref<int64_t(int64_t, int64_t)> index) {
    if (g.kind != Kind::F32) {
      // One byte per weight (an APInt would take 16).
      auto values = llvm::to_vector(data.getValues<int8_t>());
      return packWeights(moduleBuilder, loc, symbols, g,
                         [&](int64_t k, int64_t n) {
                           return APInt(8, values[index(k, n)],
                                        /*isSigned=*/true);
                         },
                         {});
    }
    auto values = llvm::to_vector(data.getValues<float>());
    return packWeights(
        moduleBuilder, loc, symbols, g, {},
        [&](int64_t k, int64_t n) { return values[index(k, n)]; });
  }
};

struct QuantKitCpuKernels
    : public quantkit::impl::QuantKitCpuKernelsBase<QuantKitCpuKernels> {
  using QuantKitCpuKernelsBase::QuantKitCpuKernelsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<Isa> chosen = resolveTarget(target);
    if (failed(chosen)) {
      module.emitError()
          << "quantkit-cpu-kernels: unknown target '" << target
          << "' (expected auto, amx, vnni, avx-vnni, avx2 or portable)";
      return signalPassFailure();
    }
    SymbolTable symbols(module);
    if (*chosen == Isa::Amx) {
      // The tiles' permission request calls libc's syscall(long, ...).
      auto existing = dyn_cast_or_null<func::FuncOp>(symbols.lookup("syscall"));
      if (symbols.lookup("syscall") &&
          (!existing || existing.getFunctionType() != amxSyscallType(module))) {
        symbols.lookup("syscall")->emitError()
            << "quantkit-cpu-kernels: target amx calls libc's 'syscall' as "
            << amxSyscallType(module) << "; this module defines it otherwise";
        return signalPassFailure();
      }
    }
    OpBuilder moduleBuilder = OpBuilder::atBlockBegin(module.getBody());
    for (auto [name, value] :
         {std::pair{"k-block-bytes", int64_t(kBlockBytes)},
          std::pair{"row-block-bytes", int64_t(rowBlockBytes)},
          std::pair{"amx-min-k", int64_t(amxMinK)},
          std::pair{"parallel-tasks", int64_t(parallelTasks)}})
      if (value < 0) {
        module.emitError() << "quantkit-cpu-kernels: " << name
                           << " must not be negative, got " << value;
        return signalPassFailure();
      }
    FailureOr<TableLookup> lookup = resolveTableLookup(tableLookup);
    if (failed(lookup)) {
      module.emitError() << "quantkit-cpu-kernels: unknown table-lookup '"
                         << tableLookup << "' (expected auto, vbmi or gather)";
      return signalPassFailure();
    }
    Rewriter rewriter{symbols, *chosen,       kBlockBytes,   rowBlockBytes,
                      amxMinK, parallelTasks, fuseEpilogues, *lookup};
    SmallVector<Operation *> candidates;
    module.walk([&](Operation *op) {
      if (isa<linalg::MatmulOp, linalg::Conv2DNhwcFhwcOp,
              linalg::Conv2DNhwgcGfhwcOp>(op))
        candidates.push_back(op);
    });
    for (Operation *op : candidates) {
      bool done = llvm::TypeSwitch<Operation *, bool>(op)
                      .Case<linalg::MatmulOp, linalg::Conv2DNhwcFhwcOp,
                            linalg::Conv2DNhwgcGfhwcOp>([&](auto contraction) {
                        return rewriter.rewrite(contraction, moduleBuilder);
                      })
                      .Default([](Operation *) { return false; });
      if (done)
        ++numKernels;
    }
    SmallVector<memref::CopyOp> copies;
    module.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies)
      vectorizeCopy(copy);
  }
};

} // namespace
