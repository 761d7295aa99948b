//===- ParallelizeLinalg.cpp - Parallel tiles for leftover linalg ops ----===//
//
// What quantkit-cpu-kernels and quantkit-vectorize-elementwise leave on
// buffers (depthwise convolutions, pooling, reductions, generics with index
// semantics or transposes, contractions without constant weights) goes
// through convert-linalg-to-loops as one sequential loop nest. This pass
// tiles the outermost parallel dimensions of each such op (past reduction
// dimensions before them: TFLite's MEAN, lowered by tosa-to-linalg, sums
// over the height of [1][H][W][C] first) with upstream's
// `linalg::tileLinalgOp` into one `scf.parallel` of about `parallel-tasks`
// iterations, each holding the same op on subviews; convert-linalg-to-loops
// then makes the tiles' loops and convert-scf-to-openmp the work-sharing
// loop. Reduction dimensions are never tiled: every output element is still
// computed by one task in the original order, whatever the thread count.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/utils/ShapeProducts.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITPARALLELIZELINALG
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;

namespace {

/// Ops of fewer loop iterations (reductions included) stay sequential, where
/// a fork and join of libomp's threads (microseconds) would cost more than
/// the work it shares. An estimate, not yet measured on an idle machine
/// (examples/bench/README.md, "Threads").
constexpr int64_t kMinParallelIterations = 1 << 14;

/// The loop dimensions that some indexing map of `op` reads through a
/// `floordiv`, `ceildiv` or `mod` (a grouped convolution reads input channel
/// `(o floordiv F) * C + c`). Tiling such a dimension is wrong: the tile's
/// op keeps the map and applies it to indices relative to the tile, and
/// `(o0 + o) floordiv F` is not `o0 floordiv F + o floordiv F` unless every
/// tile starts on a multiple of F.
llvm::SmallBitVector nonLinearDims(linalg::LinalgOp op) {
  llvm::SmallBitVector dims(op.getNumLoops());
  for (AffineMap map : op.getIndexingMapsArray())
    for (AffineExpr result : map.getResults()) {
      bool nonLinear = false;
      result.walk([&](AffineExpr e) {
        nonLinear |= e.getKind() == AffineExprKind::FloorDiv ||
                     e.getKind() == AffineExprKind::CeilDiv ||
                     e.getKind() == AffineExprKind::Mod;
      });
      if (!nonLinear)
        continue;
      result.walk([&](AffineExpr e) {
        if (auto dim = dyn_cast<AffineDimExpr>(e))
          dims.set(dim.getPosition());
      });
    }
  return dims;
}

/// Tile sizes over the outermost parallel dimensions that give about
/// `tasks` tiles (0: not tiled; reduction dimensions are skipped), or
/// nothing if the op should stay as it is. Tiling stops at the first
/// dimension read through a non-linear map.
SmallVector<int64_t> tileSizesFor(linalg::LinalgOp op, int64_t tasks) {
  // Fills and copies are memset/memcpy-like loops that LLVM recognizes;
  // tiles on subviews would lose that for little gain.
  if (tasks <= 1 || !op.hasPureBufferSemantics() ||
      isa<linalg::FillOp, linalg::CopyOp>(op))
    return {};
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t iterations = 1;
  for (int64_t range : ranges) {
    if (ShapedType::isDynamic(range))
      return {};
    iterations = quantkit::saturatingMultiply(iterations, range);
  }
  if (iterations < kMinParallelIterations)
    return {};
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  llvm::SmallBitVector nonLinear = nonLinearDims(op);
  SmallVector<int64_t> sizes(ranges.size(), 0);
  int64_t tiles = 1;
  for (auto [dim, range] : llvm::enumerate(ranges)) {
    if (tiles >= tasks || nonLinear.test(dim))
      break;
    if (iterators[dim] != utils::IteratorType::parallel || range == 1)
      continue;
    // Enough tiles along this dimension to reach `tasks` with the ones
    // before it: tiles of one index where that is not yet enough.
    int64_t wanted = llvm::divideCeil(tasks, tiles);
    sizes[dim] = range <= wanted ? 1 : llvm::divideCeil(range, wanted);
    tiles *= llvm::divideCeil(range, sizes[dim]);
  }
  if (tiles < 2)
    return {};
  return sizes;
}

struct QuantKitParallelizeLinalg
    : public quantkit::impl::QuantKitParallelizeLinalgBase<
          QuantKitParallelizeLinalg> {
  using QuantKitParallelizeLinalgBase::QuantKitParallelizeLinalgBase;

  void runOnOperation() override {
    if (parallelTasks < 0) {
      getOperation()->emitError()
          << "quantkit-parallelize-linalg: parallel-tasks must not be "
             "negative, got "
          << int64_t(parallelTasks);
      return signalPassFailure();
    }
    SmallVector<std::pair<linalg::LinalgOp, SmallVector<int64_t>>> found;
    getOperation()->walk([&](linalg::LinalgOp op) {
      // Ops already inside a parallel loop are tiles of one.
      if (op->getParentOfType<scf::ParallelOp>())
        return;
      SmallVector<int64_t> sizes = tileSizesFor(op, parallelTasks);
      if (!sizes.empty())
        found.emplace_back(op, std::move(sizes));
    });
    IRRewriter rewriter(&getContext());
    for (auto &[op, sizes] : found) {
      rewriter.setInsertionPoint(op);
      linalg::LinalgTilingOptions options;
      options.setTileSizes(sizes).setLoopType(
          linalg::LinalgTilingLoopType::ParallelLoops);
      FailureOr<linalg::TiledLinalgOp> tiled =
          linalg::tileLinalgOp(rewriter, op, options);
      // An op the tiling cannot take stays a sequential loop nest.
      if (failed(tiled))
        continue;
      rewriter.eraseOp(op);
      ++numParallelized;
    }
  }
};

} // namespace
