//===- PropagationSolverTest.cpp - The work-list on synthetic graphs ------===//
//
// The solver of quantkit-propagate without IR: nodes stand for regions,
// nets for the values between their ports.
//
//===----------------------------------------------------------------------===//

#include "passes/propagation/PropagationSolver.h"

#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::quantkit;

namespace {

class PropagationSolverTest : public ::testing::Test {
protected:
  PropagationSolverTest() {
    context.loadDialect<quant::QuantDialect>();
    target = TargetRegistry::global().getTarget("tflite-int8");
  }

  Type tensor() {
    return RankedTensorType::get({4}, Float32Type::get(&context));
  }
  Type f32() { return Float32Type::get(&context); }

  /// A node of `kernel` with one output and the given input nets.
  unsigned addNode(StringRef kernel, ArrayRef<int> inputNets, int outputNet,
                   ArrayRef<Type> explicitInputs = {},
                   Type explicitOutput = {}) {
    unsigned node = graph.addNode(kernel, inputNets.size(), 1);
    for (auto [index, net] : llvm::enumerate(inputNets)) {
      PropagationPort &port = graph.getInputs(node)[index];
      port.type = tensor();
      port.spec = index < explicitInputs.size() ? explicitInputs[index] : f32();
      port.net = net;
    }
    PropagationPort &output = graph.getOutputs(node)[0];
    output.type = tensor();
    output.spec = explicitOutput ? explicitOutput : f32();
    output.net = outputNet;
    return node;
  }

  int addNet(Type seed = {}) {
    int net = graph.addNet();
    nets[net].seed = seed;
    return net;
  }

  Type inputSpec(unsigned node, unsigned index) {
    return graph.getInputs(node)[index].spec;
  }
  Type outputSpec(unsigned node) { return graph.getOutputs(node)[0].spec; }
  PortState inputState(unsigned node, unsigned index) {
    return graph.getInputs(node)[index].state;
  }
  PortState outputState(unsigned node) {
    return graph.getOutputs(node)[0].state;
  }

  Type calibrated(double lo, double hi) {
    return quant::CalibratedQuantizedType::get(f32(), lo, hi);
  }

  quant::UniformQuantizedType uniform(double scale, int64_t zeroPoint) {
    return quant::UniformQuantizedType::get(quant::QuantizationFlags::Signed,
                                            IntegerType::get(&context, 8),
                                            f32(), scale, zeroPoint, -128, 127);
  }

  LogicalResult solve() {
    PropagationSolver solver(&context, *target, graph);
    LogicalResult result =
        solver.solve([&](unsigned node, const Twine &message) {
          errors.push_back({node, message.str()});
        });
    conflicts.assign(solver.getConflicts().begin(),
                     solver.getConflicts().end());
    return result;
  }

  MLIRContext context;
  std::shared_ptr<const Target> target;
  PropagationGraph graph;
  SmallVectorImpl<PropagationNode> &nodes = graph.nodes;
  SmallVectorImpl<PropagationNet> &nets = graph.nets;
  std::vector<std::pair<unsigned, std::string>> errors;
  std::vector<Conflict> conflicts;
};

TEST_F(PropagationSolverTest, ChainOfSameScaleKernelsSharesOneParameterSet) {
  ASSERT_TRUE(target);
  int in = addNet(calibrated(-1.0, 3.0));
  int middle = addNet();
  int out = addNet();
  addNode("reshape", {in}, middle);
  addNode("transpose", {middle}, out);
  ASSERT_TRUE(succeeded(solve()));
  EXPECT_TRUE(errors.empty());
  EXPECT_TRUE(conflicts.empty());
  auto first = dyn_cast<quant::UniformQuantizedType>(inputSpec(0, 0));
  ASSERT_TRUE(first);
  // (max - min) / 255 with the zero point nudged onto the i8 grid.
  EXPECT_NEAR(first.getScale(), 4.0 / 255.0, 1e-12);
  for (unsigned node = 0; node != nodes.size(); ++node) {
    EXPECT_EQ(inputSpec(node, 0), first);
    EXPECT_EQ(outputSpec(node), first);
    EXPECT_EQ(outputState(node), PortState::Resolved);
  }
}

TEST_F(PropagationSolverTest, FanOutGivesEveryConsumerTheProducersParameters) {
  ASSERT_TRUE(target);
  int in = addNet(calibrated(0.0, 2.0));
  int shared = addNet();
  addNode("reshape", {in}, shared);
  addNode("transpose", {shared}, addNet());
  addNode("max_pool2d", {shared}, addNet());
  ASSERT_TRUE(succeeded(solve()));
  EXPECT_EQ(inputSpec(1, 0), outputSpec(0));
  EXPECT_EQ(inputSpec(2, 0), outputSpec(0));
  EXPECT_TRUE(conflicts.empty());
}

TEST_F(PropagationSolverTest, FixedOutputAgainstDerivedInputIsAConflict) {
  ASSERT_TRUE(target);
  // logistic's output is fixed at 1/256, -128; the consumer's input was
  // fixed by the model to other parameters: a rescale goes on that port.
  int in = addNet(calibrated(-4.0, 4.0));
  int between = addNet();
  addNode("logistic", {in}, between);
  addNode("reshape", {between}, addNet(), {uniform(0.5, 3)}, uniform(0.5, 3));
  ASSERT_TRUE(succeeded(solve()));
  auto logisticOut = dyn_cast<quant::UniformQuantizedType>(outputSpec(0));
  ASSERT_TRUE(logisticOut);
  EXPECT_DOUBLE_EQ(logisticOut.getScale(), 1.0 / 256.0);
  EXPECT_EQ(logisticOut.getZeroPoint(), -128);
  // Both ports keep their parameters; one rescale on the edge between them
  // (which end of the edge carries it is the solver's choice).
  ASSERT_EQ(conflicts.size(), 1u);
  PortId port = conflicts[0].port;
  bool producerEnd = port.node == 0 && port.isOutput;
  bool consumerEnd = port.node == 1 && !port.isOutput;
  EXPECT_TRUE(producerEnd || consumerEnd);
  EXPECT_NE(conflicts[0].portSpec, conflicts[0].netSpec);
  EXPECT_EQ(inputSpec(1, 0), uniform(0.5, 3));
  EXPECT_EQ(inputState(1, 0), PortState::Fixed);
}

TEST_F(PropagationSolverTest, PortsWithoutInformationStayUnresolved) {
  ASSERT_TRUE(target);
  addNode("reshape", {addNet()}, addNet());
  ASSERT_TRUE(succeeded(solve()));
  EXPECT_EQ(inputState(0, 0), PortState::Unresolved);
  EXPECT_EQ(outputState(0), PortState::Unresolved);
  EXPECT_EQ(inputSpec(0, 0), f32());
}

TEST_F(PropagationSolverTest, UnknownKernelIsReportedAgainstItsNode) {
  ASSERT_TRUE(target);
  addNode("reshape", {addNet(calibrated(0.0, 1.0))}, addNet());
  addNode("no_such_kernel", {addNet()}, addNet());
  EXPECT_TRUE(failed(solve()));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].first, 1u);
  EXPECT_NE(errors[0].second.find("no_such_kernel"), std::string::npos);
  // The rest of the graph is still solved.
  EXPECT_EQ(outputState(0), PortState::Resolved);
}

TEST_F(PropagationSolverTest, EveryPortIsVisitedABoundedNumberOfTimes) {
  ASSERT_TRUE(target);
  // A long chain: the work-list visits each node a bounded number of times.
  int net = addNet(calibrated(-2.0, 2.0));
  for (int i = 0; i < 200; ++i) {
    int next = addNet();
    addNode(i % 2 ? "reshape" : "transpose", {net}, next);
    net = next;
  }
  PropagationSolver solver(&context, *target, graph);
  ASSERT_TRUE(succeeded(solver.solve([](unsigned, const Twine &) {})));
  EXPECT_LE(solver.getCounts().visits, nodes.size() + 2 * nodes.size());
  EXPECT_EQ(solver.getCounts().resolvedPorts, 2 * nodes.size());
}

TEST_F(PropagationSolverTest, LookUpsAreAnsweredOncePerQuestion) {
  ASSERT_TRUE(target);
  int in = addNet(calibrated(-1.0, 1.0));
  int middle = addNet();
  addNode("reshape", {in}, middle);
  addNode("reshape", {middle}, addNet());
  addNode("transpose", {middle}, addNet());
  addNode("no_such_kernel", {addNet()}, addNet());
  addNode("no_such_kernel", {addNet()}, addNet());
  EXPECT_TRUE(failed(solve()));
  // Regions asking the same question share one answer; another kernel
  // name is another question.
  ASSERT_TRUE(nodes[0].kernel && nodes[1].kernel && nodes[2].kernel);
  EXPECT_EQ(nodes[0].kernel.get(), nodes[1].kernel.get());
  EXPECT_NE(nodes[0].kernel.get(), nodes[2].kernel.get());
  EXPECT_EQ(nodes[2].kernel->kernel->name, "transpose");
  // A failed answer is reported for every region that asks it.
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].first, 3u);
  EXPECT_EQ(errors[1].first, 4u);
  EXPECT_EQ(errors[0].second, errors[1].second);
  EXPECT_NE(errors[1].second.find("no_such_kernel"), std::string::npos);
  EXPECT_FALSE(nodes[3].kernel);
}

TEST_F(PropagationSolverTest, ValueCarriedAroundALoopEndsWithARescale) {
  ASSERT_TRUE(target);
  // A loop-carried value: logistic's input and output are one net (the
  // block argument and the yielded value). Its statistics give the input
  // parameters; the kernel fixes the output at 1/256: one rescale, and
  // the work-list ends.
  int carried = addNet(calibrated(-1.0, 1.0));
  addNode("logistic", {carried}, carried);
  PropagationSolver solver(&context, *target, graph);
  ASSERT_TRUE(succeeded(solver.solve([](unsigned, const Twine &) {})));
  EXPECT_LE(solver.getCounts().visits, 3u);
  ASSERT_EQ(solver.getConflicts().size(), 1u);
  EXPECT_TRUE(solver.getConflicts()[0].port.isOutput);
  auto output = dyn_cast<quant::UniformQuantizedType>(outputSpec(0));
  ASSERT_TRUE(output);
  EXPECT_DOUBLE_EQ(output.getScale(), 1.0 / 256.0);
  EXPECT_EQ(nets[carried].spec, inputSpec(0, 0));
}

TEST_F(PropagationSolverTest, SolvingAgainGivesTheSameResult) {
  ASSERT_TRUE(target);
  int in = addNet(calibrated(-1.0, 3.0));
  int middle = addNet();
  addNode("reshape", {in}, middle);
  addNode("logistic", {middle}, addNet());
  SmallVector<PropagationPort, 0> original = graph.ports;
  PropagationSolver solver(&context, *target, graph);
  ASSERT_TRUE(succeeded(solver.solve([](unsigned, const Twine &) {})));
  SmallVector<PropagationPort, 0> first = graph.ports;
  // The solver's per-port state is rebuilt from the graph on every solve.
  graph.ports = original;
  ASSERT_TRUE(succeeded(solver.solve([](unsigned, const Twine &) {})));
  for (auto [a, b] : llvm::zip_equal(first, graph.ports)) {
    EXPECT_EQ(a.spec, b.spec);
    EXPECT_EQ(a.state, b.state);
  }
  EXPECT_EQ(solver.getCounts().visits, 2u);
}

} // namespace
