// The named pipelines (passes/Pipelines.cpp) expand to the same passes, in
// the same order and with the same options, as the pipeline strings they
// replaced; options given in a pipeline string reach the passes.
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=QUANTIZE
// The accuracy options put their passes after propagation, weights
// rounded before the biases are corrected (the records are empty: this
// module has no kernel with weights or bias).
// RUN: echo "" > %t.records
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-quantize{target=tflite-int8 round-weights=%t.records round-weights-damp=0.5 correct-bias=%t.records})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ACCURACY
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-to-int)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TOINT
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-to-llvm)' 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=LLVM,BUFFERIZE,TAIL
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{target=portable k-block-bytes=0 row-block-bytes=1024})' 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CPU,BUFFERIZE,OMPTAIL
// One thread: no parallel loops, no OpenMP, today's tail (and epilogues
// in loops of their own, as asked). Three threads: 18
// tasks (a multiple of 3) and the num_threads clause.
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{num-threads=1 fuse-epilogues=false})' 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CPU1,TAIL
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{num-threads=3})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CPU3
// An explicit target keeps to gathers unless table-lookup says otherwise.
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{target=vnni})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VNNIGATHER
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{target=vnni table-lookup=vbmi})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=VNNIVBMI
// The depthwise kernels take 32 lanes on targets with AVX-512BW, 16 on
// the others, as many as asked with depthwise-lanes.
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{target=amx})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LANES32
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{target=avx2})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LANES16
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{target=vnni depthwise-lanes=16})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LANES16
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{target=portable depthwise-lanes=32})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LANES32
// LANES32: quantkit-cpu-depthwise{fuse-epilogues=true lanes=32 parallel-tasks=16
// LANES16: quantkit-cpu-depthwise{fuse-epilogues=true lanes=16 parallel-tasks=16
// RUN: not %quantkit-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{num-threads=-1})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CPUNEG
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CPUDEFAULT
// plan-buffers=false: every buffer its own heap allocation, as before.
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{plan-buffers=false})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOPLAN
// narrow-requantize=false drops quantkit-narrow-requantize, nothing else.
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{narrow-requantize=false})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NONARROW
// concat-in-place=false drops quantkit-cpu-concat and
// eliminate-empty-tensors, nothing else.
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{concat-in-place=false})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOCONCAT
// pad-in-place=false drops quantkit-cpu-pad-in-place; with both off,
// eliminate-empty-tensors goes too.
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{pad-in-place=false})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOPAD
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{concat-in-place=false pad-in-place=false})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOINPLACE
// even-odd-multiply=false drops quantkit-cpu-even-odd-multiply alone.
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{even-odd-multiply=false})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOEVENODD
// round-magnitudes=false drops quantkit-cpu-round-magnitudes alone.
// RUN: %quantkit-opt %s -o /dev/null --dump-pass-pipeline \
// RUN:   --pass-pipeline='builtin.module(quantkit-cpu{round-magnitudes=false})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOROUND

// QUANTIZE:      Pass Manager with 6 passes:
// QUANTIZE-NEXT: builtin.module(
// QUANTIZE-NEXT:   quantkit-normalize,
// QUANTIZE-NEXT:   quantkit-import,
// QUANTIZE-NEXT:   quantkit-fuse{target=tflite-int8 target-file=},
// QUANTIZE-NEXT:   quantkit-propagate{target=tflite-int8 target-file=},
// QUANTIZE-NEXT:   quantkit-materialize,
// QUANTIZE-NEXT:   quantkit-coverage
// QUANTIZE-NEXT: )
// ACCURACY:      quantkit-propagate{target=tflite-int8 target-file=},
// ACCURACY-NEXT: quantkit-round-weights{damp=5.000000e-01 file={{.*}}.records},
// ACCURACY-NEXT: quantkit-correct-bias{file={{.*}}.records},
// ACCURACY-NEXT: quantkit-materialize,

// TOINT:      Pass Manager with 4 passes:
// TOINT-NEXT: builtin.module(
// TOINT-NEXT:   quantkit-split-conv-phases,
// TOINT-NEXT:   quantkit-lower{qcast-rounding=half_even rounding=gemmlowp zp-correction=post},
// TOINT-NEXT:   strip-func-quant-types,
// TOINT-NEXT:   canonicalize{{.*}}
// TOINT-NEXT: )

// LLVM:      Pass Manager with 26 passes:
// LLVM-NEXT: builtin.module(
// LLVM-NEXT:   func.func(
// LLVM-NEXT:     tosa-infer-shapes,
// LLVM-NEXT:     quantkit-check-lowerable,
// LLVM-NEXT:     quantkit-prepare-tosa,
// LLVM-NEXT:     tosa-to-tensor,
// LLVM-NEXT:     tosa-to-linalg-named{{.*}},
// LLVM-NEXT:     tosa-to-linalg{{.*}},
// LLVM-NEXT:     tosa-to-tensor,
// LLVM-NEXT:     tosa-to-arith{include-apply-rescale=true use-32-bit=false},
// LLVM-NEXT:     convert-elementwise-to-linalg
// LLVM-NEXT:   ),

// CPU:      Pass Manager with 38 passes:
// CPU-NEXT: builtin.module(
// CPU-NEXT:   func.func(
// CPU-NEXT:     tosa-infer-shapes,
// CPU-NEXT:     quantkit-check-lowerable,
// CPU-NEXT:     quantkit-prepare-tosa,
// CPU-NEXT:     tosa-to-tensor,
// CPU-NEXT:     tosa-to-linalg-named{{.*}},
// CPU-NEXT:     tosa-to-linalg{{.*}},
// CPU-NEXT:     tosa-to-tensor,
// CPU-NEXT:     tosa-to-arith{include-apply-rescale=true use-32-bit=false},
// CPU-NEXT:     convert-elementwise-to-linalg,
// CPU-NEXT:     quantkit-fold-constant-reductions,
// CPU-NEXT:     quantkit-fold-constant-operands,
// CPU-NEXT:     quantkit-narrow-requantize,
// CPU-NEXT:     quantkit-cpu-round-magnitudes,
// CPU-NEXT:     quantkit-cpu-fuse-chains,
// CPU-NEXT:     quantkit-cpu-concat,
// CPU-NEXT:     quantkit-cpu-pad-in-place
// CPU-NEXT:   ),
// CPU-NEXT:   eliminate-empty-tensors,

// BUFFERIZE-NEXT: one-shot-bufferize{{{.*}} bufferize-function-boundaries=true {{.*}} function-boundary-type-conversion=identity-layout-map {{.*}}},
// BUFFERIZE-NEXT:   func.func(
// BUFFERIZE-NEXT:     buffer-hoisting
// BUFFERIZE-NEXT:   ),
// BUFFERIZE-NEXT:   expand-realloc{{.*}},
// BUFFERIZE-NEXT:   canonicalize{{.*}},
// BUFFERIZE-NEXT:   ownership-based-buffer-deallocation{{.*}},
// BUFFERIZE-NEXT:   canonicalize{{.*}},
// BUFFERIZE-NEXT:   buffer-deallocation-simplification,
// BUFFERIZE-NEXT:   bufferization-lower-deallocations,
// BUFFERIZE-NEXT:   cse,
// BUFFERIZE-NEXT:   canonicalize{{.*}},

// CPU-NEXT:   quantkit-cpu-kernels{amx-min-k=64 fuse-epilogues=true k-block-bytes=0 parallel-tasks=16 row-block-bytes=1024 table-lookup=gather target=portable},
// CPU-NEXT:   func.func(
// CPU-NEXT:     quantkit-cpu-depthwise{fuse-epilogues=true lanes=16 parallel-tasks=16 table-lookup=gather}
// CPU-NEXT:   ),
// CPU-NEXT:   func.func(
// CPU-NEXT:     quantkit-vectorize-elementwise{parallel-tasks=16 table-lookup=gather}
// CPU-NEXT:   ),
// CPU-NEXT:   func.func(
// CPU-NEXT:     quantkit-cpu-even-odd-multiply
// CPU-NEXT:   ),
// CPU-NEXT:   func.func(
// CPU-NEXT:     quantkit-parallelize-linalg{parallel-tasks=16}
// CPU-NEXT:   ),
// CPU-NEXT:   symbol-dce,
// CPU-NEXT:   func.func(
// CPU-NEXT:     quantkit-plan-buffers
// CPU-NEXT:   ),

// CPU1:        quantkit-cpu-kernels{amx-min-k=64 fuse-epilogues=false k-block-bytes=32768 parallel-tasks=1 row-block-bytes=262144 table-lookup=auto target=auto},
// CPU1-NEXT:   func.func(
// CPU1-NEXT:     quantkit-cpu-depthwise{fuse-epilogues=false lanes={{16|32}} parallel-tasks=1 table-lookup=auto}
// CPU1-NEXT:   ),
// CPU1-NEXT:   func.func(
// CPU1-NEXT:     quantkit-vectorize-elementwise{parallel-tasks=1 table-lookup=auto}
// CPU1-NEXT:   ),
// CPU1-NEXT:   func.func(
// CPU1-NEXT:     quantkit-cpu-even-odd-multiply
// CPU1-NEXT:   ),
// CPU1-NEXT:   func.func(
// CPU1-NEXT:     quantkit-parallelize-linalg{parallel-tasks=1}
// CPU1-NEXT:   ),
// CPU1-NEXT:   symbol-dce,
// CPU1-NEXT:   func.func(
// CPU1-NEXT:     quantkit-plan-buffers
// CPU1-NEXT:   ),

// CPU3: quantkit-cpu-kernels{amx-min-k=64 fuse-epilogues=true k-block-bytes=32768 parallel-tasks=18 row-block-bytes=262144 table-lookup=auto target=auto},
// CPU3: convert-scf-to-openmp{num-threads=3},

// CPUNEG: error

// The kernels' fused epilogues look tables up the same way.
// VNNIGATHER: quantkit-cpu-kernels{{.*}} table-lookup=gather target=vnni}
// VNNIGATHER: quantkit-cpu-depthwise{{.*}} lanes=32 {{.*}} table-lookup=gather}
// VNNIGATHER: quantkit-vectorize-elementwise{parallel-tasks=16 table-lookup=gather}
// VNNIVBMI: quantkit-cpu-kernels{{.*}} table-lookup=vbmi target=vnni}
// VNNIVBMI: quantkit-cpu-depthwise{{.*}} table-lookup=vbmi}
// VNNIVBMI: quantkit-vectorize-elementwise{parallel-tasks=16 table-lookup=vbmi}

// NOPLAN:      symbol-dce,
// NOPLAN-NEXT: convert-bufferization-to-memref,

// NONARROW:      Pass Manager with 38 passes:
// NONARROW:     quantkit-fold-constant-operands,
// NONARROW-NEXT:     quantkit-cpu-round-magnitudes,
// NONARROW-NEXT:     quantkit-cpu-fuse-chains,
// NONARROW-NEXT:     quantkit-cpu-concat,
// NONARROW-NEXT:     quantkit-cpu-pad-in-place
// NONARROW-NEXT:   ),
// NONARROW-NOT: quantkit-narrow-requantize

// NOCONCAT:      Pass Manager with 38 passes:
// NOCONCAT:     quantkit-narrow-requantize,
// NOCONCAT-NEXT:     quantkit-cpu-round-magnitudes,
// NOCONCAT-NEXT:     quantkit-cpu-fuse-chains,
// NOCONCAT-NEXT:     quantkit-cpu-pad-in-place
// NOCONCAT-NEXT:   ),
// NOCONCAT-NEXT:   eliminate-empty-tensors,
// NOCONCAT-NEXT:   one-shot-bufferize
// NOCONCAT-NOT: quantkit-cpu-concat

// NOPAD:      Pass Manager with 38 passes:
// NOPAD:     quantkit-cpu-fuse-chains,
// NOPAD-NEXT:     quantkit-cpu-concat
// NOPAD-NEXT:   ),
// NOPAD-NEXT:   eliminate-empty-tensors,
// NOPAD-NOT: quantkit-cpu-pad-in-place

// NOINPLACE:      Pass Manager with 37 passes:
// NOINPLACE:     quantkit-narrow-requantize,
// NOINPLACE-NEXT:     quantkit-cpu-round-magnitudes,
// NOINPLACE-NEXT:     quantkit-cpu-fuse-chains
// NOINPLACE-NEXT:   ),
// NOINPLACE-NEXT:   one-shot-bufferize
// NOINPLACE-NOT: quantkit-cpu-concat
// NOINPLACE-NOT: quantkit-cpu-pad-in-place
// NOINPLACE-NOT: eliminate-empty-tensors

// OMPTAIL-NEXT:   convert-bufferization-to-memref,
// OMPTAIL-NEXT:   func.func(
// OMPTAIL-NEXT:     convert-linalg-to-loops
// OMPTAIL-NEXT:   ),
// OMPTAIL-NEXT:   expand-strided-metadata,
// OMPTAIL-NEXT:   lower-affine,
// OMPTAIL-NEXT:   convert-scf-to-openmp{num-threads=0},
// OMPTAIL-NEXT:   func.func(
// OMPTAIL-NEXT:     quantkit-inline-alloca-scopes
// OMPTAIL-NEXT:   ),
// OMPTAIL-NEXT:   canonicalize{{.*}},
// OMPTAIL-NEXT:   convert-scf-to-cf{{.*}},
// OMPTAIL-NEXT:   math-expand-ops{ops={fpowi}},
// OMPTAIL-NEXT:   convert-math-to-llvm{{.*}},
// OMPTAIL-NEXT:   convert-math-to-libm,
// OMPTAIL-NEXT:   convert-vector-to-llvm{enable-amx=true{{.*}}},
// OMPTAIL-NEXT:   convert-arith-to-llvm{{.*}},
// OMPTAIL-NEXT:   convert-index-to-llvm{{.*}},
// OMPTAIL-NEXT:   finalize-memref-to-llvm{{.*}},
// OMPTAIL-NEXT:   convert-func-to-llvm{{.*}},
// OMPTAIL-NEXT:   convert-to-llvm{allow-pattern-rollback=true dynamic=false filter-dialects={cf,amx}},
// OMPTAIL-NEXT:   convert-openmp-to-llvm,
// OMPTAIL-NEXT:   reconcile-unrealized-casts
// OMPTAIL-NEXT: )

// TAIL-NEXT:   convert-bufferization-to-memref,
// TAIL-NEXT:   func.func(
// TAIL-NEXT:     convert-linalg-to-loops
// TAIL-NEXT:   ),
// TAIL-NEXT:   expand-strided-metadata,
// TAIL-NEXT:   lower-affine,
// TAIL-NEXT:   convert-scf-to-cf{{.*}},
// TAIL-NEXT:   math-expand-ops{ops={fpowi}},
// TAIL-NEXT:   convert-math-to-llvm{{.*}},
// TAIL-NEXT:   convert-math-to-libm,
// TAIL-NEXT:   convert-vector-to-llvm{enable-amx=true{{.*}}},
// TAIL-NEXT:   convert-arith-to-llvm{{.*}},
// TAIL-NEXT:   convert-index-to-llvm{{.*}},
// TAIL-NEXT:   finalize-memref-to-llvm{{.*}},
// TAIL-NEXT:   convert-func-to-llvm{{.*}},
// TAIL-NEXT:   convert-to-llvm{allow-pattern-rollback=true dynamic=false filter-dialects={cf,amx}},
// TAIL-NEXT:   reconcile-unrealized-casts
// TAIL-NEXT: )

// CPUDEFAULT: quantkit-cpu-kernels{amx-min-k=64 fuse-epilogues=true k-block-bytes=32768 parallel-tasks=16 row-block-bytes=262144 table-lookup=auto target=auto},

// NOEVENODD:      Pass Manager with 37 passes:
// NOEVENODD:     quantkit-vectorize-elementwise{parallel-tasks=16 table-lookup=auto}
// NOEVENODD-NEXT:   ),
// NOEVENODD-NEXT:   func.func(
// NOEVENODD-NEXT:     quantkit-parallelize-linalg{parallel-tasks=16}
// NOEVENODD-NOT: quantkit-cpu-even-odd-multiply

// NOROUND:      Pass Manager with 38 passes:
// NOROUND:     quantkit-narrow-requantize,
// NOROUND-NEXT:     quantkit-cpu-fuse-chains,
// NOROUND-NOT: quantkit-cpu-round-magnitudes

module {}
