//===- bench.cpp - QuantKit int8 kernels against oneDNN, side by side -----===//
//
//   quantkit-bench MODELS.so DATA_DIR NAME...
//
// For each model NAME (written by generate.py: DATA_DIR/NAME.bin holds the
// weights and parameters), times in one process, interleaved run by run:
//
//   * quantkit-cpu  : @NAME_int8 compiled with quantkit-to-int,quantkit-cpu
//   * portable      : the same with quantkit-cpu{target=portable}
//   * avx-vnni      : @NAME_int8_avxvnni, if the library has it: the same
//                     with quantkit-cpu{target=avx-vnni} (256-bit
//                     vpdpbusd, the path of CPUs with AVX-VNNI only)
//   * f32           : @NAME_f32 (the float model) through quantkit-cpu
//   * to-llvm       : @NAME_int8_plain through quantkit-to-llvm (small
//                     shapes only, it is slow)
//   * baseline      : @NAME_int8_baseline, if the library has it: the int8
//                     model compiled by another QuantKit build (run.sh's
//                     BENCH_BASELINE), for before/after ratios in one run
//   * oneDNN        : dnnl::matmul / convolution_forward, s8 in, s8 out,
//                     src and dst zero points, s32 bias, per-channel output
//                     scales, saturation to s8; weights reordered to the
//                     primitive's preferred layout before timing.
//
// Each run executes the function enough times to last >= 20 ms and records
// the mean; the table gives the median of the runs. OMP_NUM_THREADS sets
// the threads of both sides (run.sh pins one thread to one core; with
// libomp preloaded, oneDNN's GOMP calls share libomp's threads).
//
//===----------------------------------------------------------------------===//

#include <dnnl.hpp>

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

template <int Rank>
struct MemRef {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[Rank];
  int64_t strides[Rank];
};

template <int Rank>
MemRef<Rank> view(void *data, const std::vector<int64_t> &shape) {
  MemRef<Rank> m{data, data, 0, {}, {}};
  int64_t stride = 1;
  for (int i = Rank - 1; i >= 0; --i) {
    m.sizes[i] = shape[i];
    m.strides[i] = stride;
    stride *= shape[i];
  }
  return m;
}

struct Model {
  std::string name;
  double sIn, zpIn, sOut, zpOut;
  int64_t m, k, n;
  bool conv;
  int64_t h, w, c, kk;
  std::vector<int8_t> weights;
  std::vector<int32_t> bias;
  std::vector<float> weightScales;
  std::vector<int64_t> inShape() const {
    return conv ? std::vector<int64_t>{1, h, w, c} : std::vector<int64_t>{m, k};
  }
  std::vector<int64_t> outShape() const {
    return conv ? std::vector<int64_t>{1, h, w, n} : std::vector<int64_t>{m, n};
  }
};

Model load(const std::string &dir, const std::string &name) {
  std::ifstream in(dir + "/" + name + ".bin", std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "cannot read %s/%s.bin\n", dir.c_str(), name.c_str());
    std::exit(1);
  }
  double h[12];
  in.read(reinterpret_cast<char *>(h), sizeof(h));
  Model m;
  m.name = name;
  m.sIn = h[0];
  m.zpIn = h[1];
  m.sOut = h[2];
  m.zpOut = h[3];
  m.m = h[4];
  m.k = h[5];
  m.n = h[6];
  m.conv = h[7] != 0;
  m.h = h[8];
  m.w = h[9];
  m.c = h[10];
  m.kk = h[11];
  m.weights.resize(m.k * m.n);
  m.bias.resize(m.n);
  m.weightScales.resize(m.n);
  in.read(reinterpret_cast<char *>(m.weights.data()), m.weights.size());
  in.read(reinterpret_cast<char *>(m.bias.data()), m.bias.size() * 4);
  in.read(reinterpret_cast<char *>(m.weightScales.data()), m.n * 4);
  return m;
}

/// Calls `fn(result, input)` of the C interface and frees the result.
template <int Rank>
std::function<void()> mlirCall(void *symbol, void *input,
                               const std::vector<int64_t> &shape) {
  using Fn = void (*)(MemRef<Rank> *, MemRef<Rank> *);
  auto fn = reinterpret_cast<Fn>(symbol);
  auto arg = std::make_shared<MemRef<Rank>>(view<Rank>(input, shape));
  return [fn, arg] {
    MemRef<Rank> result;
    fn(&result, arg.get());
    std::free(result.allocated);
  };
}

std::function<void()> mlirFunction(void *library, const Model &model,
                                   const std::string &suffix, void *input) {
  std::string symbol = "_mlir_ciface_" + model.name + "_" + suffix;
  void *fn = dlsym(library, symbol.c_str());
  if (!fn)
    return {};
  if (model.conv)
    return mlirCall<4>(fn, input, model.inShape());
  return mlirCall<2>(fn, input, model.inShape());
}

/// The oneDNN primitive for `model`, with its weights packed.
struct OneDnn {
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  dnnl::primitive prim;
  std::unordered_map<int, dnnl::memory> args;

  OneDnn(const Model &model, int8_t *src, int8_t *dst) {
    using namespace dnnl;
    using dt = memory::data_type;
    using tag = memory::format_tag;
    std::vector<float> scales(model.n);
    for (int64_t c = 0; c < model.n; ++c)
      scales[c] =
          static_cast<float>(model.sIn * model.weightScales[c] / model.sOut);
    primitive_attr attr;
    attr.set_output_scales(model.conv ? 1 << 1 : 1 << 1, scales);
    attr.set_zero_points(DNNL_ARG_SRC, 0, {DNNL_RUNTIME_S32_VAL});
    attr.set_zero_points(DNNL_ARG_DST, 0, {DNNL_RUNTIME_S32_VAL});
    memory::desc srcMd, weiMd, weiAny, biasMd, dstMd;
    primitive_desc_base *pd = nullptr;
    memory::desc packedWei;
    if (!model.conv) {
      srcMd = memory::desc({model.m, model.k}, dt::s8, tag::ab);
      weiMd = memory::desc({model.k, model.n}, dt::s8, tag::ab);
      weiAny = memory::desc({model.k, model.n}, dt::s8, tag::any);
      biasMd = memory::desc({1, model.n}, dt::s32, tag::ab);
      dstMd = memory::desc({model.m, model.n}, dt::s8, tag::ab);
      auto mpd = matmul::primitive_desc(
          matmul::desc(srcMd, weiAny, biasMd, dstMd), attr, engine);
      prim = matmul(mpd);
      packedWei = mpd.weights_desc();
    } else {
      int64_t p = (model.kk - 1) / 2;
      srcMd = memory::desc({1, model.c, model.h, model.w}, dt::s8, tag::nhwc);
      // Our filter is OHWI.
      weiMd = memory::desc({model.n, model.c, model.kk, model.kk}, dt::s8,
                           tag::ohwi);
      weiAny = memory::desc({model.n, model.c, model.kk, model.kk}, dt::s8,
                            tag::any);
      biasMd = memory::desc({model.n}, dt::s32, tag::a);
      dstMd = memory::desc({1, model.n, model.h, model.w}, dt::s8, tag::nhwc);
      auto cpd = convolution_forward::primitive_desc(
          convolution_forward::desc(
              prop_kind::forward_inference, algorithm::convolution_direct,
              srcMd, weiAny, biasMd, dstMd, {1, 1}, {p, p}, {p, p}),
          attr, engine);
      prim = convolution_forward(cpd);
      packedWei = cpd.weights_desc();
    }
    (void)pd;
    memory plainWei(weiMd, engine, const_cast<int8_t *>(model.weights.data()));
    memory wei(packedWei, engine);
    reorder(plainWei, wei).execute(stream, plainWei, wei);
    memory bias(biasMd, engine, const_cast<int32_t *>(model.bias.data()));
    memory zpSrc({{1}, dt::s32, tag::x}, engine);
    memory zpDst({{1}, dt::s32, tag::x}, engine);
    *static_cast<int32_t *>(zpSrc.get_data_handle()) = model.zpIn;
    *static_cast<int32_t *>(zpDst.get_data_handle()) = model.zpOut;
    args = {{DNNL_ARG_SRC, memory(srcMd, engine, src)},
            {DNNL_ARG_WEIGHTS, wei},
            {DNNL_ARG_BIAS, bias},
            {DNNL_ARG_DST, memory(dstMd, engine, dst)},
            {DNNL_ARG_ATTR_ZERO_POINTS | DNNL_ARG_SRC, zpSrc},
            {DNNL_ARG_ATTR_ZERO_POINTS | DNNL_ARG_DST, zpDst}};
    stream.wait();
  }
  void run() {
    prim.execute(stream, args);
    stream.wait();
  }
};

/// Seconds per call: the mean over enough calls to last `minSeconds`.
double timeOnce(const std::function<void()> &fn, double minSeconds) {
  using clock = std::chrono::steady_clock;
  int64_t iterations = 0;
  auto start = clock::now();
  double elapsed = 0;
  do {
    fn();
    ++iterations;
    elapsed = std::chrono::duration<double>(clock::now() - start).count();
  } while (elapsed < minSeconds);
  return elapsed / iterations;
}

/// Core clock from a chain of dependent register adds (one per cycle; adds
/// of immediates would be folded at rename on recent cores).
double measureClockGHz() {
  using clock = std::chrono::steady_clock;
  double best = 0;
  for (int trial = 0; trial < 5; ++trial) {
    uint64_t x = 1, y = 1, n = 200000000;
    auto start = clock::now();
    for (uint64_t i = 0; i < n; i += 8)
      asm volatile("add %1, %0\n\tadd %0, %1\n\tadd %1, %0\n\tadd %0, %1\n\t"
                   "add %1, %0\n\tadd %0, %1\n\tadd %1, %0\n\tadd %0, %1"
                   : "+r"(x), "+r"(y));
    double s = std::chrono::duration<double>(clock::now() - start).count();
    best = std::max(best, n / s / 1e9);
  }
  return best;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: %s MODELS.so DATA_DIR NAME...\n", argv[0]);
    return 2;
  }
  void *library = dlopen(argv[1], RTLD_NOW);
  if (!library) {
    std::fprintf(stderr, "%s\n", dlerror());
    return 1;
  }
  int runs =
      std::getenv("BENCH_RUNS") ? std::atoi(std::getenv("BENCH_RUNS")) : 7;
  double ghz = measureClockGHz();
  // Peak: 2 vpdpbusd per cycle, 64 multiply-adds (128 ops) each.
  double peak = ghz * 2 * 64 * 2;
  std::printf("clock %.2f GHz (dependent-add chain); int8 peak %.0f GOPS "
              "(2 vpdpbusd/cycle); %d runs, medians\n\n",
              ghz, peak, runs);
  auto anyHas = [&](const char *suffix) {
    bool found = false;
    for (int i = 3; i < argc; ++i)
      found |=
          dlsym(library, ("_mlir_ciface_" + std::string(argv[i]) + "_" + suffix)
                             .c_str()) != nullptr;
    return found;
  };
  bool withBaseline = anyHas("int8_baseline");
  bool withAvxVnni = anyHas("int8_avxvnni");
  std::printf("%-12s %16s %9s %9s %9s %9s %9s", "model", "MxNxK", "qk-cpu",
              "portable", "f32", "to-llvm", "oneDNN");
  if (withBaseline)
    std::printf(" %9s", "baseline");
  if (withAvxVnni)
    std::printf(" %9s", "avx-vnni");
  std::printf(" %8s %8s %8s", "/oneDNN", "/peak", "/f32");
  if (withBaseline)
    std::printf(" %9s", "/baseline");
  std::printf("\n");
  std::mt19937 rng(1);
  for (int i = 3; i < argc; ++i) {
    Model model = load(argv[2], argv[i]);
    int64_t inCount = 1, outCount = 1;
    for (int64_t d : model.inShape())
      inCount *= d;
    for (int64_t d : model.outShape())
      outCount *= d;
    std::vector<int8_t> src(inCount), dst(outCount);
    std::vector<float> srcF(inCount);
    for (int64_t j = 0; j < inCount; ++j) {
      src[j] = static_cast<int8_t>(rng() % 256 - 128);
      srcF[j] = (src[j] - model.zpIn) * model.sIn;
    }
    OneDnn dnn(model, src.data(), dst.data());
    struct Variant {
      const char *name;
      std::function<void()> fn;
      std::vector<double> times;
    };
    double ops = 2.0 * model.m * model.n * model.k;
    std::vector<Variant> variants = {
        {"qk-cpu", mlirFunction(library, model, "int8", src.data()), {}},
        {"portable",
         mlirFunction(library, model, "int8_portable", src.data()),
         {}},
        {"f32", mlirFunction(library, model, "f32", srcF.data()), {}},
        {"to-llvm",
         ops <= 3e8 ? mlirFunction(library, model, "int8_plain", src.data())
                    : std::function<void()>(),
         {}},
        {"oneDNN", [&] { dnn.run(); }, {}},
        {"baseline",
         mlirFunction(library, model, "int8_baseline", src.data()),
         {}},
        {"avx-vnni",
         mlirFunction(library, model, "int8_avxvnni", src.data()),
         {}}};
    for (Variant &v : variants)
      if (v.fn)
        v.fn(); // warm up
    for (int r = 0; r < runs; ++r)
      for (Variant &v : variants)
        if (v.fn)
          v.times.push_back(
              timeOnce(v.fn, v.name == std::string("to-llvm") ? 0.0 : 0.02));
    std::vector<double> gops;
    for (Variant &v : variants)
      gops.push_back(v.fn ? ops / median(v.times) / 1e9 : 0);
    char dims[64];
    std::snprintf(dims, sizeof(dims), "%ldx%ldx%ld", (long)model.m,
                  (long)model.n, (long)model.k);
    std::printf("%-12s %16s", model.name.c_str(), dims);
    for (size_t v = 0; v < gops.size(); ++v) {
      if ((v == 5 && !withBaseline) || (v == 6 && !withAvxVnni))
        continue;
      if (gops[v] > 0)
        std::printf(" %9.1f", gops[v]);
      else
        std::printf(" %9s", "-");
    }
    std::printf(" %7.2fx %7.2fx %7.2fx", gops[0] / gops[4], gops[0] / peak,
                gops[0] / gops[2]);
    if (withBaseline && gops[5] > 0)
      std::printf(" %8.2fx", gops[0] / gops[5]);
    std::printf("\n");
    std::fflush(stdout);
  }
  std::printf("\nGOPS = 2*M*N*K / median seconds per call; to-llvm only "
              "where 2MNK <= 3e8 (it is slow).\n");
  return 0;
}
