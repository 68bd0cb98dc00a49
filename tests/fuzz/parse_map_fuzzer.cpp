// libFuzzer target: any bytes through the format sniffing and every parser, then
// patch tessellation. A LoadError is the expected answer to bad input; anything
// else (a crash, a sanitizer report, an uncaught exception, a Map whose indices
// point outside itself) is a bug. Built with -DBSPVIEW_FUZZ=ON and clang; see
// run_fuzzer.sh for the corpus and how long CI-less runs go.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>

#include "core/load_error.h"
#include "formats/map_parser.h"
#include "map/patch_tessellation.h"
#include "support/bsp_writer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    bsp::ParseOptions options;
    options.max_elements = 1u << 20;  // keeps each run small; real limits are tested elsewhere
    try {
        bsp::Map map = bsp::parse_map(std::span<const uint8_t>(data, size), "fuzz.bsp", options);
        bsp::tessellate_patches(map, 3);
        const std::string problem = bsptest::map_consistency_problem(map);
        if (!problem.empty()) {
            std::fprintf(stderr, "parsed into an inconsistent Map: %s\n", problem.c_str());
            std::abort();
        }
    } catch (const bsp::LoadError&) {
    }
    return 0;
}
