"""f32 depthwise convolutions for Execution/cpu-depthwise.test: random
(non-integer) data, so that any change in the order of the sums shows in
the printed bits. Two convolutions: 37 channels (two blocks of 16 and a
tail of 5), strides (2, 1), dilations (1, 2), a zero-filled output; and 20
channels whose output starts from a constant (the kernel adds to it)."""
import numpy as np

rng = np.random.default_rng(29)


def dense(array):
    data = array.astype("<f4").tobytes().hex().upper()
    shape = "x".join(str(d) for d in array.shape)
    return 'dense<"0x%s"> : tensor<%sxf32>' % (data, shape)


def tensor(shape):
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


x1 = rng.standard_normal((1, 30, 30, 37))
w1 = rng.standard_normal((3, 3, 37))
x2 = rng.standard_normal((2, 6, 6, 20))
w2 = rng.standard_normal((2, 3, 20))
init2 = rng.standard_normal((2, 5, 4, 20))
print("""func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %%x1 = arith.constant %s
  %%w1 = arith.constant %s
  %%zero = arith.constant 0.0 : f32
  %%e1 = tensor.empty() : %s
  %%f1 = linalg.fill ins(%%zero : f32) outs(%%e1 : %s) -> %s
  %%y1 = linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<[2, 1]> : tensor<2xi64>, dilations = dense<[1, 2]> : tensor<2xi64>}
    ins(%%x1, %%w1 : %s, %s) outs(%%f1 : %s) -> %s
  %%u1 = tensor.cast %%y1 : %s to tensor<*xf32>
  call @printMemrefF32(%%u1) : (tensor<*xf32>) -> ()
  %%x2 = arith.constant %s
  %%w2 = arith.constant %s
  %%i2 = arith.constant %s
  %%y2 = linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
    ins(%%x2, %%w2 : %s, %s) outs(%%i2 : %s) -> %s
  %%u2 = tensor.cast %%y2 : %s to tensor<*xf32>
  call @printMemrefF32(%%u2) : (tensor<*xf32>) -> ()
  return
}""" % (dense(x1), dense(w1), tensor((1, 14, 26, 37)), tensor((1, 14, 26, 37)),
       tensor((1, 14, 26, 37)), tensor(x1.shape), tensor(w1.shape),
       tensor((1, 14, 26, 37)), tensor((1, 14, 26, 37)), tensor((1, 14, 26, 37)),
       dense(x2), dense(w2), dense(init2), tensor(x2.shape), tensor(w2.shape),
       tensor(init2.shape), tensor(init2.shape), tensor(init2.shape)))
