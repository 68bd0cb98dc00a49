// Visibility benchmark, CPU only (no GL): the --bench camera path through a map,
// VisibleSetBuilder::build per frame, repeated over several passes. Prints medians
// and 95th percentiles as JSON for
//   - "warm": frames back to back, the builder's data in cache;
//   - "cold": a 32 MiB buffer is streamed between frames first, as a renderer that
//     shares the CPU (llvmpipe) leaves the caches when visibility runs;
// each with culling (PVS + frustum) and with culling off (the whole tree walked) as
// the baseline measured in the same run, and their ratio.
//
//   vis_bench [MAP] [--game-dir DIR] [--frames N] [--passes N]
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "core/json_writer.h"
#include "core/load_error.h"
#include "core/stopwatch.h"
#include "session/bench_path.h"
#include "session/camera_view.h"
#include "session/map_loading.h"
#include "vis/visible_set.h"

namespace {

struct Samples {
    std::vector<double> ms;
    double leaves = 0, surfaces = 0;
};

// Touches every cache line of a buffer larger than the last-level cache.
void evict_caches(std::vector<uint8_t>& junk) {
    for (size_t i = 0; i < junk.size(); i += 64) junk[i] = uint8_t(junk[i] + 1);
}

Samples run(bsp::VisibleSetBuilder& vis, const std::vector<bsp::RenderView>& views, const bsp::VisOptions& options,
            int passes, std::vector<uint8_t>* junk) {
    Samples s;
    bsp::VisibleSet out;
    for (int p = 0; p < passes; ++p) {
        for (const bsp::RenderView& view : views) {
            if (junk) evict_caches(*junk);
            bsp::Stopwatch clock;
            vis.build(view.eye, bsp::Frustum::from_matrix(view.projection * view.view), options, out);
            s.ms.push_back(clock.elapsed_ms());
            s.leaves += out.leaf_count;
            s.surfaces += out.surface_count;
        }
    }
    const double n = double(std::max<size_t>(s.ms.size(), 1));
    s.leaves /= n;
    s.surfaces /= n;
    return s;
}

void write(bsp::JsonWriter& j, const char* name, const Samples& culled, const Samples& baseline) {
    j.key(name).begin_object();
    j.field("culled_median_ms", bsp::median(culled.ms)).field("culled_p95_ms", bsp::percentile(culled.ms, 0.95));
    j.field("baseline_median_ms", bsp::median(baseline.ms));
    j.field("baseline_p95_ms", bsp::percentile(baseline.ms, 0.95));
    const double b = bsp::median(baseline.ms);
    j.field("culled_over_baseline", b > 0 ? bsp::median(culled.ms) / b : 0.0);
    j.end_object();
}

}  // namespace

int main(int argc, char** argv) {
    bsp::LoadRequest request;
    int frames = 300, passes = 5;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--game-dir" && i + 1 < argc) request.game_dirs.push_back(argv[++i]);
        else if (a == "--frames" && i + 1 < argc) frames = std::max(1, std::atoi(argv[++i]));
        else if (a == "--passes" && i + 1 < argc) passes = std::max(1, std::atoi(argv[++i]));
        else request.map_argument = a;
    }
    if (request.map_argument.empty()) {
        request.game_dirs = {"/usr/share/games/openarena/baseoa"};
        request.map_argument = "maps/oa_thor.bsp";
    }
    bsp::LoadedMap loaded;
    try {
        loaded = bsp::load_map(request);
    } catch (const bsp::LoadError& e) {
        std::fprintf(stderr, "vis_bench: %s\n", e.what());
        return 2;
    }
    const bsp::Map& map = loaded.map;
    const float far_plane = bsp::far_plane_for(map);
    std::vector<bsp::RenderView> views;
    for (const bsp::Camera& c : bsp::bench_path(map, frames, 90.0f))
        views.push_back(bsp::make_render_view(c, 1280, 720, far_plane));

    bsp::VisibleSetBuilder vis(map);
    std::vector<uint8_t> junk(32u << 20, 1);
    const bsp::VisOptions culling{}, none{.use_pvs = false, .use_frustum = false};
    run(vis, views, culling, 1, nullptr);  // first touch of every page, not measured
    const Samples warm = run(vis, views, culling, passes, nullptr);
    const Samples warm_base = run(vis, views, none, passes, nullptr);
    const Samples cold = run(vis, views, culling, passes, &junk);
    const Samples cold_base = run(vis, views, none, passes, &junk);

    bsp::JsonWriter j;
    j.begin_object();
    j.field("map", request.map_argument).field("frames", frames).field("passes", passes);
    j.field("leaves", uint64_t(map.leaves.size())).field("surfaces", uint64_t(map.surfaces.size()));
    j.field("mean_visible_leaves", warm.leaves).field("mean_visible_surfaces", warm.surfaces);
    write(j, "warm", warm, warm_base);
    write(j, "cold", cold, cold_base);
    j.end_object();
    std::printf("%s\n", j.str().c_str());
    return 0;
}
