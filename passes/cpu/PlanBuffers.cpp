//===- PlanBuffers.cpp - One arena for a function's temporary buffers -----===//
//
// After bufferization every intermediate tensor of a network is its own
// `memref.alloc` and `memref.dealloc`: a few hundred heap allocations per
// call, many of them megabytes. glibc serves those above its mmap threshold
// with fresh pages, so each call pays one page fault per 4 KiB touched and
// the kernel's zeroing of every page: on MobileNetV2 int8 (1 thread, AMD
// EPYC Zen 3) about half of the run time (55.15 ms per call without this
// pass, 28.35 ms with it; passes/cpu/README.md, "Buffers").
//
// This pass does for a function what an inference runtime's arena planner
// does for a graph: the static-shape buffers the function allocates and
// frees in its own body become `memref.view`s at fixed offsets of one byte
// buffer, allocated at entry and freed at the return. Two buffers share
// bytes only when the last use of one comes before the allocation of the
// other (in the body's op order; each op, parallel loops included, has
// finished before the next starts), so the program reads and writes
// exactly the values it did. The last use, not the `memref.dealloc`, ends a
// lifetime: upstream's ownership-based deallocation frees every buffer at
// the end of its block, so the program kept every intermediate tensor
// until it returned (MobileNetV2 int8: 41.3 MB; its arena: 6.0 MB).
// Offsets are chosen greedily, the largest buffer first, each at the
// lowest aligned offset that no buffer with an overlapping lifetime uses.
//
// A buffer stays a heap allocation of its own when the pass cannot see its
// whole lifetime: not static or not identity-laid-out, no `memref.dealloc`
// in the same block, or any use that could let it escape or be freed
// elsewhere (returned, yielded out of a region, passed to a call, aliased
// by an op that is not a view).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"
#include "passes/cpu/BufferUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::quantkit {
#define GEN_PASS_DEF_QUANTKITPLANBUFFERS
#include "passes/Passes.h.inc"
} // namespace mlir::quantkit

using namespace mlir;

namespace {

/// Alignment of the arena and of every offset in it: a cache line, what
/// bufferization asks of its allocations.
constexpr int64_t kAlignment = 64;

/// One buffer the arena takes: its allocation, its release, its size and
/// lifetime (from its allocation to its last use, as positions in the
/// function's block).
struct Buffer {
  memref::AllocOp alloc;
  memref::DeallocOp dealloc;
  int64_t bytes = 0;
  unsigned start = 0, end = 0;
  int64_t offset = 0;

  bool overlaps(const Buffer &other) const {
    return start <= other.end && other.start <= end;
  }
};

/// Buffers of more bytes stay allocations of their own (the arena's
/// offsets, sums of sizes, must not overflow).
constexpr int64_t kMaxPlannedBytes = int64_t(1) << 40;

/// Bytes of a static memref of integers or floats whose width in bytes is
/// their allocation size (hasVectorMemoryLayout: 8, 16, 32, 64 bits...; an
/// i48 takes 8 bytes, not 6), or nothing (also for more than
/// kMaxPlannedBytes).
std::optional<int64_t> staticBytes(MemRefType type) {
  Type element = type.getElementType();
  if (!type.hasStaticShape() || !quantkit::hasVectorMemoryLayout(element))
    return std::nullopt;
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  for (int64_t size : type.getShape())
    if (llvm::MulOverflow(bytes, size, bytes) || bytes > kMaxPlannedBytes)
      return std::nullopt;
  return bytes;
}

/// The ancestor of `op` in `block`, or null.
Operation *ancestorIn(Block &block, Operation *op) {
  return block.findAncestorOpInBlock(*op);
}

/// Whether every use of `value` (through views, transitively) is one the
/// arena keeps correct: reads, writes and views inside `block`, nothing
/// that returns, yields, passes on, frees or otherwise aliases it, except
/// `dealloc`. Extends `last` to the latest position of a user.
bool usesStayLocal(Value value, Block &block,
                   const DenseMap<Operation *, unsigned> &position,
                   Operation *dealloc, unsigned &last) {
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    if (user == dealloc)
      continue;
    Operation *top = ancestorIn(block, user);
    if (!top)
      return false;
    last = std::max(last, position.lookup(top));
    if (isa<memref::DeallocOp, CallOpInterface,
            RegionBranchTerminatorOpInterface>(user) ||
        user->hasTrait<OpTrait::ReturnLike>())
      return false;
    // A view of the buffer is the buffer: follow its result.
    if (auto view = dyn_cast<ViewLikeOpInterface>(user);
        view && view.getViewSource() == value) {
      for (Value result : user->getResults())
        if (isa<BaseMemRefType>(result.getType()) &&
            !usesStayLocal(result, block, position, dealloc, last))
          return false;
      continue;
    }
    if (auto metadata = dyn_cast<memref::ExtractStridedMetadataOp>(user)) {
      if (!usesStayLocal(metadata.getBaseBuffer(), block, position, dealloc,
                         last))
        return false;
      continue;
    }
    // Any other op handing out a memref could be an alias the pass cannot
    // follow.
    if (llvm::any_of(user->getResultTypes(), llvm::IsaPred<BaseMemRefType>))
      return false;
  }
  return true;
}

/// The buffer `alloc` makes, if the arena can take it.
std::optional<Buffer> plannable(memref::AllocOp alloc, Block &block,
                                const DenseMap<Operation *, unsigned> &position) {
  MemRefType type = alloc.getType();
  std::optional<int64_t> bytes = staticBytes(type);
  if (!bytes || !type.getLayout().isIdentity() || type.getMemorySpace() ||
      !alloc.getDynamicSizes().empty() || !alloc.getSymbolOperands().empty() ||
      alloc.getAlignment().value_or(0) > kAlignment)
    return std::nullopt;
  // Exactly one release, in the same block, after every use.
  memref::DeallocOp dealloc;
  for (Operation *user : alloc->getUsers()) {
    auto release = dyn_cast<memref::DeallocOp>(user);
    if (!release)
      continue;
    if (dealloc || release->getBlock() != &block)
      return std::nullopt;
    dealloc = release;
  }
  if (!dealloc)
    return std::nullopt;
  Buffer buffer{alloc, dealloc, *bytes, position.lookup(alloc),
                position.lookup(alloc)};
  if (!usesStayLocal(alloc.getResult(), block, position, dealloc,
                     buffer.end))
    return std::nullopt;
  // The release must follow every use; the lifetime ends at the last use,
  // not at the release: upstream's ownership-based deallocation frees
  // every buffer at the end of its block, where they would all overlap.
  if (position.lookup(dealloc) < buffer.end)
    return std::nullopt;
  return buffer;
}

/// Greedy by size: each buffer, largest first, at the lowest aligned offset
/// free of the buffers already placed whose lifetimes overlap its own.
/// Returns the arena's size.
int64_t assignOffsets(MutableArrayRef<Buffer> buffers) {
  SmallVector<Buffer *> order;
  for (Buffer &buffer : buffers)
    order.push_back(&buffer);
  llvm::stable_sort(order, [](const Buffer *a, const Buffer *b) {
    return a->bytes > b->bytes;
  });
  SmallVector<Buffer *> placed;
  int64_t arena = 0;
  for (Buffer *buffer : order) {
    SmallVector<Buffer *> live;
    for (Buffer *other : placed)
      if (other->overlaps(*buffer))
        live.push_back(other);
    llvm::sort(live, [](const Buffer *a, const Buffer *b) {
      return a->offset < b->offset;
    });
    int64_t offset = 0;
    for (Buffer *other : live) {
      if (offset + buffer->bytes <= other->offset)
        break;
      offset = std::max(
          offset, int64_t(llvm::alignTo(other->offset + other->bytes,
                                        kAlignment)));
    }
    buffer->offset = offset;
    arena = std::max(arena, offset + buffer->bytes);
    placed.push_back(buffer);
  }
  return int64_t(llvm::alignTo(arena, kAlignment));
}

struct QuantKitPlanBuffers
    : public quantkit::impl::QuantKitPlanBuffersBase<QuantKitPlanBuffers> {
  using QuantKitPlanBuffersBase::QuantKitPlanBuffersBase;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    // One block: the op order is the execution order.
    if (!func.getBody().hasOneBlock())
      return;
    Block &block = func.getBody().front();
    DenseMap<Operation *, unsigned> position;
    for (auto [index, op] : llvm::enumerate(block))
      position[&op] = index;

    SmallVector<Buffer> buffers;
    for (auto alloc : block.getOps<memref::AllocOp>())
      if (std::optional<Buffer> buffer = plannable(alloc, block, position))
        buffers.push_back(*buffer);
    // One buffer gains nothing from an arena.
    if (buffers.size() < 2)
      return;

    int64_t arenaBytes = assignOffsets(buffers);
    OpBuilder builder(func.getContext());
    builder.setInsertionPointToStart(&block);
    auto arenaType = MemRefType::get({arenaBytes}, builder.getI8Type());
    Value arena = memref::AllocOp::create(builder, func.getLoc(), arenaType,
                                          builder.getI64IntegerAttr(kAlignment));
    for (Buffer &buffer : buffers) {
      builder.setInsertionPoint(buffer.alloc);
      Location loc = buffer.alloc.getLoc();
      Value offset = arith::ConstantIndexOp::create(builder, loc, buffer.offset);
      Value view = memref::ViewOp::create(builder, loc, buffer.alloc.getType(),
                                          arena, offset, ValueRange{});
      buffer.alloc.replaceAllUsesWith(view);
      buffer.dealloc.erase();
      buffer.alloc.erase();
      bufferBytes += buffer.bytes;
    }
    builder.setInsertionPoint(block.getTerminator());
    memref::DeallocOp::create(builder, func.getLoc(), arena);
    numPlanned += buffers.size();
    totalArenaBytes += arenaBytes;
  }
};

} // namespace
