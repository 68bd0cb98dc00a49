// Loading benchmark: loads one map N times (default oa_thor from OpenArena, 10 runs)
// into a complete Map and prints JSON, split into the phases of load_map(): read
// (through the vfs), parse, patch tessellation, external lightmaps and, with
// --textures, shader scripts and texture decoding (the viewer's loader thread does
// all of these; only the GL upload is left out).
//
// The first run is reported on its own ("first_run_ms") besides the medians: it is
// what a user opening a map sees. Later runs in the same process find warm allocator
// state (glibc raises its mmap threshold after the first large free, so big arrays
// stop coming from fresh, page-faulting mmaps) and warm caches, and can hide costs
// that only the first load pays.
//
// As a baseline measured in the same run it times a plain copy of the file's bytes,
// so "parse_vs_copy" says how many memory passes parsing costs, whatever the machine.
//
//   load_bench [MAP] [--game-dir DIR] [--runs N] [--textures] [--memory-limit MIB]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "core/json_writer.h"
#include "core/load_error.h"
#include "core/stopwatch.h"
#include "session/map_loading.h"
#include "vfs/physfs_context.h"

namespace {

// One sample per run for each reported figure.
struct PhaseSamples {
    std::vector<double> read, parse, tessellate, lightmaps, textures, total, copy;

    void add(const bsp::LoadTimings& t, double copy_ms) {
        read.push_back(t.read_ms);
        parse.push_back(t.parse_ms);
        tessellate.push_back(t.tessellate_ms);
        lightmaps.push_back(t.lightmaps_ms);
        textures.push_back(t.textures_ms);
        total.push_back(t.total_ms);
        copy.push_back(copy_ms);
    }
};

// Writes the phases as an object, each reduced by `pick` (the median, or the first run).
template <typename Pick>
void write_phases(bsp::JsonWriter& j, const char* name, const PhaseSamples& s, Pick pick) {
    j.key(name).begin_object();
    j.field("read", pick(s.read)).field("parse", pick(s.parse));
    j.field("tessellate", pick(s.tessellate)).field("lightmaps", pick(s.lightmaps));
    j.field("textures", pick(s.textures));
    j.field("total", pick(s.total)).field("baseline_copy", pick(s.copy));
    j.end_object();
}

// Copies the map file's bytes once: the memory-bandwidth yardstick for parsing.
double time_copy(const std::vector<uint8_t>& bytes) {
    bsp::Stopwatch sw;
    std::vector<uint8_t> duplicate(bytes.size());
    std::memcpy(duplicate.data(), bytes.data(), bytes.size());
    volatile uint8_t sink = duplicate.empty() ? 0 : duplicate[duplicate.size() / 2];
    (void)sink;
    return sw.elapsed_ms();
}

}  // namespace

int main(int argc, char** argv) {
    bsp::physfs::set_timezone_once_for_zip_times();  // as bspview's main does
    bsp::LoadRequest request;
    int runs = 10;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--game-dir" && i + 1 < argc) request.game_dirs.push_back(argv[++i]);
        else if (a == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
        else if (a == "--textures") request.textures = true;
        else if (a == "--memory-limit" && i + 1 < argc)  // as bspview's, for maps past the default budget
            request.memory_budget = bsp::MemoryBudget::from_mib(uint64_t(std::max(1, std::atoi(argv[++i]))));
        else if (a == "--stream-textures") request.textures = request.stream_textures = true;
        else request.map_argument = a;
    }
    if (request.map_argument.empty()) {
        request.game_dirs = {"/usr/share/games/openarena/baseoa"};
        request.map_argument = "maps/oa_thor.bsp";
    }

    PhaseSamples samples;
    uint64_t triangles = 0, surfaces = 0;
    try {
        for (int r = 0; r < runs; ++r) {
            bsp::LoadedMap loaded = bsp::load_map(request);
            triangles = loaded.map.triangle_count();
            surfaces = loaded.map.surfaces.size();
            auto bytes = loaded.vfs->read(loaded.location.vfs_path);
            samples.add(loaded.timings, bytes ? time_copy(*bytes) : 0.0);
        }
    } catch (const bsp::LoadError& e) {
        std::fprintf(stderr, "load_bench: %s\n", e.what());
        return 2;
    }

    const auto median = [](const std::vector<double>& v) { return bsp::median(v); };
    const auto first = [](const std::vector<double>& v) { return v.front(); };
    bsp::JsonWriter j;
    j.begin_object();
    j.field("map", request.map_argument).field("runs", runs);
    j.field("surfaces", surfaces).field("triangles", triangles);
    write_phases(j, "median_ms", samples, median);
    write_phases(j, "first_run_ms", samples, first);
    const double c = median(samples.copy), total = median(samples.total);
    j.field("parse_vs_copy", c > 0 ? median(samples.parse) / c : 0.0);
    // How much more the load a user sees costs than the warmed-up median.
    j.field("first_vs_median_total", total > 0 ? samples.total.front() / total : 0.0);
    j.end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
}
