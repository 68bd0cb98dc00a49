// Lightmaps: either 128x128 RGB pages inside the BSP, or (q3map2 -external,
// needed for -lightmapsize > 128) one lm_NNNN.tga per page beside the map,
// which the assets layer loads later by path.
//
// Deluxemaps (q3map2 -deluxe) interleave pages: colour at even indices, light
// direction at odd ones, and faces only ever name the colour page. We mark the
// odd pages as direction maps when every used index is even and either more
// than one page is used or the worldspawn says the map was lit with -deluxe
// (with a single page in use, "all even" alone proves nothing).
#include <algorithm>
#include <climits>
#include <cstdio>

#include "core/problem_tally.h"
#include "formats/q3/q3_sections.h"

namespace bsp::q3 {
namespace {

struct LightmapUsage {
    int32_t min_used = INT32_MAX, max_used = -1;
    bool all_even = true;
    bool any() const { return max_used >= 0; }
};

LightmapUsage lightmap_usage(const Map& map) {
    LightmapUsage u;
    for (const Surface& s : map.surfaces) {
        if (s.lightmap < 0) continue;
        u.min_used = std::min(u.min_used, s.lightmap);
        u.max_used = std::max(u.max_used, s.lightmap);
        u.all_even = u.all_even && s.lightmap % 2 == 0;
    }
    return u;
}

bool worldspawn_says_deluxe(const Map& map) {
    const Entity* world = map.worldspawn();
    if (!world) return false;
    if (auto v = world->number("deluxeMaps"); v && *v != 0) return true;
    const std::string* cmdline = world->find("_q3map2_cmdline");
    return cmdline && cmdline->find("-deluxe") != std::string::npos;
}

bool is_deluxe(const Map& map, const LightmapUsage& u) {
    return u.any() && u.all_even && (u.min_used != u.max_used || worldspawn_says_deluxe(map));
}

// ioquake3's R_FindShader draws a face whose lightmap index is past the pages it has
// (the lump's, or the lm_NNNN.tga files found) with vertex light instead: so do we,
// with one warning that counts those faces and names the first.
void vertex_light_faces_past(const Q3File& f, Map& map, int64_t pages, const std::string& what) {
    ProblemTally past;
    for (Surface& s : map.surfaces) {
        if (s.lightmap < pages) continue;
        past.note("face " + str(s.face_index) + " uses lightmap " + str(s.lightmap));
        s.lightmap = -1;
    }
    if (past.count > 0)
        map.warnings.push_back(f.part(kSurfaces) + ": " + str(int64_t(past.count)) + " faces use lightmaps past " +
                               what + " (first: " + past.first + "); drawn with vertex light, as the engine does");
}

void read_internal_pages(const Q3File& f, Map& map, const LightmapUsage& u) {
    const uint32_t n = f.count(kLightmaps);
    if (u.max_used >= int32_t(n))
        vertex_light_faces_past(f, map, n, "the " + str(n) + " pages of the lightmaps lump");
    ByteReader r = f.reader(kLightmaps);
    map.lightmaps.resize(n);
    for (LightmapImage& img : map.lightmaps) {
        img.width = img.height = kLightmapSize;
        auto px = r.bytes(size_t(kLightmapSize) * kLightmapSize * 3);
        img.rgb.assign(px.begin(), px.end());
    }
}

void make_external_pages(const Q3File& f, Map& map, LightmapUsage u, bool deluxe, std::string_view map_name) {
    if (!u.any()) return;
    if (int64_t(u.max_used) + (deluxe ? 2 : 1) > kMaxExternalLightmaps) {
        // lm_NNNN.tga names four digits: a higher index names no file the engine finds.
        vertex_light_faces_past(f, map, kMaxExternalLightmaps - (deluxe ? 1 : 0),
                                "lm_" + str(kMaxExternalLightmaps - 1) + ".tga, the last external lightmap");
        u = lightmap_usage(map);
        if (!u.any()) return;
    }
    const int64_t pages = int64_t(u.max_used) + 1 + (deluxe ? 1 : 0);
    map.lightmaps.resize(size_t(pages));
    char name[32];
    for (int64_t i = 0; i < pages; ++i) {
        std::snprintf(name, sizeof name, "/lm_%04d.tga", int(i));
        map.lightmaps[size_t(i)].external_path = "maps/" + std::string(map_name) + name;
    }
}

}  // namespace

void read_lightmaps(const Q3File& f, Map& map, std::string_view map_name) {
    const LightmapUsage usage = lightmap_usage(map);
    const bool deluxe = is_deluxe(map, usage);
    if (f.count(kLightmaps) > 0)
        read_internal_pages(f, map, usage);
    else
        make_external_pages(f, map, usage, deluxe, map_name);
    for (size_t i = 1; deluxe && i < map.lightmaps.size(); i += 2) map.lightmaps[i].is_direction_map = true;
}

}  // namespace bsp::q3
