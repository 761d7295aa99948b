#include "test/reference/QuantReference.h"
