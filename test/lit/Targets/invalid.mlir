// Every rule of quantkit.target and quantkit.kernel, by rule id.
// RUN: %quantkit-opt %s -split-input-file -verify-diagnostics \
// RUN:   -allow-unregistered-dialect

quantkit.target @t {
  // kernel_c1
  // expected-error @+1 {{needs a non-empty 'logical_kernel'}}
  kernel "" ins(i8) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // kernel_c2
  // expected-error @+1 {{unknown shorthand 'same_size'; expected one of free, same_scale, fixed_scale, multiplier_scale, multiplier_accumulator_scale, custom}}
  kernel "add" ins(i8, i8) outs(i8) constraint same_size
}

// -----

quantkit.target @t {
  // kernel_c3
  // expected-error @+1 {{'fixed_scale' needs a scale and a zero point: fixed_scale(scale, zero_point)}}
  kernel "logistic" ins(i8) outs(i8) constraint fixed_scale
}

// -----

quantkit.target @t {
  // kernel_c3
  // expected-error @+1 {{'fixed_scale' needs a positive finite scale, got 0}}
  kernel "logistic" ins(i8) outs(i8) constraint fixed_scale(0.0, 0)
}

// -----

quantkit.target @t {
  // kernel_c3
  // expected-error @+1 {{'fixed_scale' zero point -200 lies outside output #0's storage range [-128, 127]}}
  kernel "logistic" ins(i8) outs(i8) constraint fixed_scale(0.1, -200)
}

// -----

quantkit.target @t {
  // kernel_c3
  // expected-error @+1 {{'fixed_scale' zero point 3 on symmetric output #0, whose zero point is 0}}
  kernel "tanh" ins(i16 symmetric) outs(i16 symmetric) constraint fixed_scale(0.1, 3)
}

// -----

quantkit.target @t {
  // kernel_c3
  // expected-error @+1 {{'same_scale' takes no scale or zero point}}
  kernel "concat" ins(i8 variadic) outs(i8) constraint same_scale(1.0, 0)
}

// -----

quantkit.target @t {
  // kernel_c3
  // expected-error @+1 {{'custom' needs the name of a constraint function registered from C++: custom("name")}}
  "quantkit.kernel"() <{constraint = "custom", inputs = [#quantkit.port<i8>], logical_kernel = "relu", outputs = [#quantkit.port<i8>]}> : () -> ()
}

// -----

quantkit.target @t {
  // kernel_c3
  // expected-error @+1 {{'free' takes no function name; only 'custom' does}}
  "quantkit.kernel"() <{constraint = "free", function = "f", inputs = [#quantkit.port<i8>], logical_kernel = "relu", outputs = [#quantkit.port<i8>]}> : () -> ()
}

// -----

quantkit.target @t {
  // kernel_c4
  // expected-error @+1 {{input #1 of kernel 'add': invalid storage: bounds [5, -5] must satisfy min < max inside [-128, 127]}}
  kernel "add" ins(i8, i8<5:-5>) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // kernel_c4
  // expected-error @+1 {{output #0 of kernel 'add': invalid storage: bounds [-200, 100] must satisfy min < max inside [-128, 127]}}
  kernel "add" ins(i8, i8) outs(i8<-200:100>) constraint free
}

// -----

quantkit.target @t {
  // kernel_c4
  // expected-error @+1 {{input #0 of kernel 'add': invalid storage: i65 is not a signed integer of 1 to 64 bits or an unsigned integer of 1 to 63 bits}}
  kernel "add" ins(i65, i8) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // kernel_c4
  // expected-error @+1 {{invalid storage: u64 is not a signed integer}}
  kernel "add" ins(u64, i8) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // kernel_c4
  // expected-error @+1 {{input #0 of kernel 'add': invalid storage: a symmetric port has zero point 0, which lies outside [10, 20]}}
  kernel "add" ins(u8<10:20> symmetric, i8) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // kernel_c4
  // expected-error @+1 {{a wildcard port ('*') takes the target's default and carries no 'symmetric', 'per_axis' or role}}
  kernel "add" ins(* symmetric, i8) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // kernel_c4: width 0 is not a spelling of the wildcard.
  // expected-error @+1 {{invalid storage: i0 has no bits (a port stores 1 to 64 bits; write '*' for a wildcard)}}
  kernel "add" ins(i0, i8) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // kernel_c4
  // expected-error @+1 {{invalid storage: u0 has no bits}}
  kernel "add" ins(i8, i8) outs(u0) constraint free
}

// -----

// kernel_c4: the generic form goes through the same port parser.
quantkit.target @t {
  // expected-error @+1 {{invalid storage: i0 has no bits}}
  "quantkit.kernel"() <{constraint = "free", inputs = [#quantkit.port<i0>], logical_kernel = "relu", outputs = [#quantkit.port<i8>]}> : () -> ()
}

// -----

// kernel_c4
// expected-error @+1 {{invalid storage: i0 has no bits}}
quantkit.target @t default(i0) {
}

// -----

quantkit.target @t {
  // kernel_c8: upstream's `!quant` parser stops at 32 bits, so propagation
  // would write specs that cannot be read back.
  // expected-error @+1 {{input #0 of kernel 'logistic': invalid storage: i33 is wider than 32 bits, the widest storage upstream's '!quant' types can be parsed with, so the specs propagation gives this port could not be read back; only an accumulator port may be i64 (the 64-bit bias)}}
  kernel "logistic" ins(i33) outs(i33) constraint same_scale
}

// -----

quantkit.target @t {
  // kernel_c8: an activation may not be i64 either; only an accumulator.
  // expected-error @+1 {{output #0 of kernel 'add': invalid storage: i64 is wider than 32 bits}}
  kernel "add" ins(i8, i8) outs(i64) constraint free
}

// -----

quantkit.target @t {
  // kernel_c8
  // expected-error @+1 {{input #1 of kernel 'matmul': invalid storage: u48 is wider than 32 bits}}
  kernel "matmul" ins(i8, u48 weight) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // kernel_c8: the accumulator exception is i64 (the 64-bit bias) only.
  // expected-error @+1 {{input #2 of kernel 'conv2d': invalid storage: i48 is wider than 32 bits}}
  kernel "conv2d" ins(i16 symmetric, i8 weight, i48 accumulator optional) outs(i16 symmetric) constraint multiplier_accumulator_scale
}

// -----

// target_c3, kernel_c8
// expected-error @+1 {{default port: invalid storage: i40 is wider than 32 bits}}
quantkit.target @t default(i40) {
}

// -----

quantkit.target @t {
  // kernel_c5
  // expected-error @+1 {{input #1 of kernel 'add': follows an optional port, so it must be optional too}}
  kernel "add" ins(i8 optional, i8) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // kernel_c5
  // expected-error @+1 {{input #0 of kernel 'concat': is variadic but not the last input}}
  kernel "concat" ins(i8 variadic, i8) outs(i8) constraint same_scale
}

// -----

quantkit.target @t {
  // kernel_c6
  // expected-error @+1 {{port count mismatch: 'fixed_scale' constrains outputs, but the kernel has none}}
  kernel "sink" ins(i8) outs() constraint fixed_scale(0.5, 0)
}

// -----

quantkit.target @t {
  // kernel_c6
  // expected-error @+1 {{port count mismatch: 'multiplier_scale' multiplies input scales, but the kernel has no non-accumulator input}}
  kernel "scale" ins(i32 accumulator) outs(i32) constraint multiplier_scale
}

// -----

quantkit.target @t {
  // kernel_c6
  // expected-error @+1 {{port count mismatch: 'multiplier_accumulator_scale' needs a port with role 'accumulator'}}
  kernel "conv2d" ins(i8, i8 weight) outs(i8) constraint multiplier_accumulator_scale
}

// -----

quantkit.target @t {
  // kernel_c6
  // expected-error @+1 {{port count mismatch: 'multiplier_accumulator_scale' needs non-accumulator inputs whose scales it multiplies}}
  kernel "bias" ins(i32 accumulator) outs(i8) constraint multiplier_accumulator_scale
}

// -----

quantkit.target @t {
  // kernel_c7
  // expected-error @+1 {{port count mismatch: kernel 'conv2d' takes 2 to 3 inputs, but these ports accept 4 (kernel_c7)}}
  kernel "conv2d" ins(i8, i8 weight, i32 accumulator, i8) outs(i8) constraint multiplier_accumulator_scale
}

// -----

quantkit.target @t {
  // kernel_c7
  // expected-error @+1 {{port count mismatch: kernel 'concat' takes 1 or more inputs, but these ports accept 0 or more (kernel_c7)}}
  kernel "concat" ins(i8 optional variadic) outs(i8) constraint same_scale
}

// -----

quantkit.target @t {
  // kernel_c7
  // expected-error @+1 {{port count mismatch: kernel 'add' has 1 output, but these ports accept 2 (kernel_c7)}}
  kernel "add" ins(i8, i8) outs(i8, i8) constraint free
}

// -----

quantkit.target @t {
  // kernel_c7
  // expected-error @+1 {{port count mismatch: kernel 'hard_swish' takes 1 input, but these ports accept 2 (kernel_c7)}}
  kernel "hard_swish" ins(i8, i8) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // target_c1
  // expected-error @+1 {{'test.op' op cannot appear in 'quantkit.target', whose body holds only 'quantkit.kernel' ops}}
  "test.op"() : () -> ()
}

// -----

// expected-error @+1 {{'quantkit.kernel' op expects parent op 'quantkit.target'}}
quantkit.kernel "add" ins(i8, i8) outs(i8) constraint free

// -----

quantkit.target @t {
  // expected-note @+1 {{first defined here}}
  kernel "add" ins(i8, i8) outs(i8) constraint free
  kernel "add" ins(i16, i16) outs(i16) constraint free
  // target_c2
  // expected-error @+1 {{duplicate kernel key: target 't' already has a kernel 'add' with these ports}}
  kernel "add" ins(i8, i8) outs(i8) constraint same_scale
}

// -----

// target_c3
// expected-error @+1 {{default port: must name a storage type, not '*'}}
quantkit.target @t default(*) {
}

// -----

// target_c3
// expected-error @+1 {{default port: carries no role, 'optional' or 'variadic'}}
quantkit.target @t default(i8 weight) {
}

// -----

// target_c3
// expected-error @+1 {{default port: invalid storage: bounds [3, 1]}}
quantkit.target @t default(i8<3:1>) {
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
quantkit.target @t {
}
// expected-error @+1 {{redefinition of symbol named 't'}}
quantkit.target @t {
}

// -----

quantkit.target @t {
  // expected-error @+1 {{expected an integer storage type or '*', got 'f32'}}
  kernel "add" ins(f32, i8) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // expected-error @+1 {{expected an integer storage type or '*', got 'x8'}}
  kernel "add" ins(x8, i8) outs(i8) constraint free
}

// -----

quantkit.target @t {
  // expected-error @+1 {{a port has at most one role}}
  kernel "add" ins(i8 weight accumulator, i8) outs(i8) constraint free
}
