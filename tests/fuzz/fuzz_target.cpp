// One libFuzzer target: BSPFUZZ_ENTRY (set per target in CMakeLists.txt) names the
// function of fuzz_entries.h that takes each input.
#include <cstddef>
#include <cstdint>

#include "fuzz/fuzz_entries.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    bspfuzz::BSPFUZZ_ENTRY({data, size});
    return 0;
}
