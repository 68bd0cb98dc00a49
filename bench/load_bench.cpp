// Loading benchmark: loads one map N times (default oa_thor from OpenArena, 10 runs)
// into a complete Map and prints medians as JSON, split into the phases of
// load_map(): read (through the vfs), parse, patch tessellation, external lightmaps.
// As a baseline measured in the same run it times a plain copy of the file's bytes,
// so "parse_vs_copy" says how many memory passes parsing costs, whatever the machine.
//
//   load_bench [MAP] [--game-dir DIR] [--runs N]
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "app/map_loading.h"
#include "core/json_writer.h"
#include "core/load_error.h"
#include "core/stopwatch.h"

int main(int argc, char** argv) {
    bsp::LoadRequest request;
    int runs = 10;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--game-dir" && i + 1 < argc) request.game_dirs.push_back(argv[++i]);
        else if (a == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
        else request.map_argument = a;
    }
    if (request.map_argument.empty()) {
        request.game_dirs = {"/usr/share/games/openarena/baseoa"};
        request.map_argument = "maps/oa_thor.bsp";
    }

    std::vector<double> read, parse, tess, lightmaps, total, copy;
    uint64_t triangles = 0, surfaces = 0;
    try {
        for (int r = 0; r < runs; ++r) {
            bsp::LoadedMap loaded = bsp::load_map(request);
            read.push_back(loaded.timings.read_ms);
            parse.push_back(loaded.timings.parse_ms);
            tess.push_back(loaded.timings.tessellate_ms);
            lightmaps.push_back(loaded.timings.lightmaps_ms);
            total.push_back(loaded.timings.total_ms);
            triangles = loaded.map.triangle_count();
            surfaces = loaded.map.surfaces.size();

            auto bytes = loaded.vfs->read(loaded.location.vfs_path);
            bsp::Stopwatch sw;
            std::vector<uint8_t> duplicate(bytes->size());
            std::memcpy(duplicate.data(), bytes->data(), bytes->size());
            volatile uint8_t sink = duplicate.empty() ? 0 : duplicate[duplicate.size() / 2];
            (void)sink;
            copy.push_back(sw.elapsed_ms());
        }
    } catch (const bsp::LoadError& e) {
        std::fprintf(stderr, "load_bench: %s\n", e.what());
        return 2;
    }

    bsp::JsonWriter j;
    j.begin_object();
    j.field("map", request.map_argument).field("runs", runs);
    j.field("surfaces", surfaces).field("triangles", triangles);
    j.key("median_ms").begin_object();
    j.field("read", bsp::median(read)).field("parse", bsp::median(parse));
    j.field("tessellate", bsp::median(tess)).field("lightmaps", bsp::median(lightmaps));
    j.field("total", bsp::median(total)).field("baseline_copy", bsp::median(copy));
    j.end_object();
    double c = bsp::median(copy);
    j.field("parse_vs_copy", c > 0 ? bsp::median(parse) / c : 0.0);
    j.end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
}
