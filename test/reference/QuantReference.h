//===- QuantReference.h - Independent numerics reference --------*- C++ -*-===//
#ifndef QUANTKIT_TEST_REFERENCE_QUANTREFERENCE_H
#define QUANTKIT_TEST_REFERENCE_QUANTREFERENCE_H
namespace quantkit::reference {} // namespace quantkit::reference
#endif
