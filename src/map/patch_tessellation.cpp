#include "map/patch_tessellation.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>
#include <string>
#include <unordered_map>

#include "core/load_error.h"

namespace bsp {

namespace {

// A patch whose tessellation would exceed this many vertices is tessellated at a
// lower level: real patches (at most 31×31 control points in Quake 3) stay far below
// it even at kMaxPatchLevel, so only a lying file gets here.
constexpr uint64_t kMaxVerticesPerPatch = 1u << 22;

// Quadratic Bernstein weights (for P0, P1, P2) at t = k/level, built from integers.
// k and level-k give exactly mirrored weights, so a neighbouring patch that walks a
// shared edge in the opposite direction computes the same floats.
struct Weights {
    float w0, w1, w2;
};

Weights bernstein(int k, int level) {
    const float denom = float(level) * float(level);
    return {float((level - k) * (level - k)) / denom, float(2 * k * (level - k)) / denom, float(k * k) / denom};
}

// d/dt of the quadratic at t = k/level (only used for the fallback normal).
Weights bernstein_derivative(int k, int level) {
    const float t = float(k) / float(level);
    return {-2.0f * (1.0f - t), 2.0f * (1.0f - 2.0f * t), 2.0f * t};
}

// The ends are summed first and the middle added last: IEEE addition commutes, so
// reversing the curve (swapping P0 and P2 with mirrored weights) gives identical bits.
// At t = 0 or 1 the result is exactly P0 or P2.
template <typename T>
T blend(const T& p0, const T& p1, const T& p2, const Weights& w) {
    return (p0 * w.w0 + p2 * w.w2) + p1 * w.w1;
}

bool valid_shape(const PatchSource& patch) {
    return patch.width >= 3 && patch.height >= 3 && (patch.width & 1) && (patch.height & 1) &&
           patch.control.size() == size_t(patch.width) * size_t(patch.height);
}

uint64_t vertex_count_at(const PatchSource& patch, int level) {
    const uint64_t cols = uint64_t(level) * uint64_t((patch.width - 1) / 2) + 1;
    const uint64_t rows = uint64_t(level) * uint64_t((patch.height - 1) / 2) + 1;
    return cols * rows;
}

// The level actually used: the requested one clamped, lowered for absurdly large
// patches; 0 when the patch cannot be tessellated at all.
int effective_level(const PatchSource& patch, int level) {
    if (!valid_shape(patch)) return 0;
    level = std::clamp(level, kMinPatchLevel, kMaxPatchLevel);
    while (level > kMinPatchLevel && vertex_count_at(patch, level) > kMaxVerticesPerPatch) --level;
    return vertex_count_at(patch, level) > kMaxVerticesPerPatch ? 0 : level;
}

// One 3×3 sub-patch (its corner is control point (2*sx, 2*sy)) evaluated at grid
// parameters given as precomputed weights.
class SubPatchEvaluator {
public:
    SubPatchEvaluator(const PatchSource& patch, int sx, int sy) : patch_(patch), x0_(2 * sx), y0_(2 * sy) {}

private:
    // Defined before evaluate(), which needs surface()'s deduced return type.
    template <typename Get>
    auto surface(const Weights& wu, const Weights& wv, Get get) const {
        auto column = [&](int i) {
            return blend(get(at(i, 0)), get(at(i, 1)), get(at(i, 2)), wv);
        };
        return blend(column(0), column(1), column(2), wu);
    }
    const Vertex& at(int i, int j) const {
        return patch_.control[size_t(y0_ + j) * size_t(patch_.width) + size_t(x0_ + i)];
    }

public:
    Vertex evaluate(const Weights& wu, const Weights& wv, const Weights& du, const Weights& dv) const {
        Vertex v;
        // Along v first (one curve per control column), then along u. On an edge of the
        // patch this reduces to the same symmetric three-point formula whether the edge
        // is a row or a column, which keeps neighbouring patches watertight.
        v.position = surface(wu, wv, [](const Vertex& c) { return c.position; });
        v.uv = surface(wu, wv, [](const Vertex& c) { return c.uv; });
        v.lightmap_uv = surface(wu, wv, [](const Vertex& c) { return c.lightmap_uv; });
        const glm::vec4 color = surface(wu, wv, [](const Vertex& c) { return glm::vec4(c.color); });
        v.color = glm::u8vec4(glm::clamp(glm::round(color), glm::vec4(0), glm::vec4(255)));

        glm::vec3 n = surface(wu, wv, [](const Vertex& c) { return c.normal; });
        if (glm::dot(n, n) < 1e-12f) {
            // Control normals cancel out (bad or folded data): use the surface's own
            // normal. cross(d/du, d/dv) points to the front in Quake 3 data.
            const glm::vec3 tu = surface(du, wv, [](const Vertex& c) { return c.position; });
            const glm::vec3 tv = surface(wu, dv, [](const Vertex& c) { return c.position; });
            n = glm::cross(tu, tv);
        }
        v.normal = glm::dot(n, n) >= 1e-12f ? glm::normalize(n) : glm::vec3(0, 0, 1);
        return v;
    }

private:
    const PatchSource& patch_;
    int x0_, y0_;
};

struct PatchTotals {
    uint64_t vertices = 0, indices = 0;
    uint64_t bytes() const { return bytes_for(vertices, sizeof(Vertex)) + bytes_for(indices, sizeof(uint32_t)); }
};

// The level of patch i: `level`, or the engine's level of that patch when given.
int requested_level(const std::vector<int>* engine_levels, size_t i, int level) {
    return engine_levels && i < engine_levels->size() ? (*engine_levels)[i] : level;
}

PatchTotals patch_totals(const Map& map, int level, const std::vector<int>* engine_levels = nullptr) {
    PatchTotals totals;
    for (size_t i = 0; i < map.patches.size(); ++i) {
        const PatchSource& patch = map.patches[i];
        const int used = effective_level(patch, requested_level(engine_levels, i, level));
        if (used == 0) continue;
        const uint64_t cols = uint64_t(used) * uint64_t((patch.width - 1) / 2) + 1;
        const uint64_t rows = uint64_t(used) * uint64_t((patch.height - 1) / 2) + 1;
        totals.vertices += cols * rows;
        totals.indices += (cols - 1) * (rows - 1) * 6;
    }
    return totals;
}

// Grows Map::vertices/indices once for every patch. Appending 98 patches to
// oa_thor's 83k-vertex array with a reserve per patch copied the whole array 98
// times; in a fresh process each of those large allocations is a new mmap whose pages
// fault in on first touch, which made tessellation take over a second.
void reserve_for_patches(Map& map, const PatchTotals& totals) {
    // Beyond 32-bit indices the loop below drops patches anyway; do not reserve for them.
    const uint64_t limit = std::numeric_limits<uint32_t>::max();
    map.vertices.reserve(size_t(std::min<uint64_t>(map.vertices.size() + totals.vertices, limit)));
    map.indices.reserve(size_t(std::min<uint64_t>(map.indices.size() + totals.indices, limit)));
}

// How far the midpoint of the quadratic p0 p1 p2 lies from its chord, as ioquake3
// measures it (the distance from the line, not from the chord's midpoint).
float midpoint_deviation(const glm::vec3& p0, const glm::vec3& p1, const glm::vec3& p2) {
    const glm::vec3 mid = (p0 + p1 * 2.0f + p2) * 0.25f - p0;
    const glm::vec3 chord = p2 - p0;
    const float length = glm::length(chord);
    if (!(length > 1e-6f)) return glm::length(mid);
    const glm::vec3 along = chord / length;
    return glm::length(mid - along * glm::dot(mid, along));
}

// The largest midpoint deviation of any quadratic segment of the patch, both directions,
// every control line (0 for a grid that cannot be tessellated).
float patch_deviation(const PatchSource& patch) {
    if (!valid_shape(patch)) return 0;
    const int sub_x = (patch.width - 1) / 2, sub_y = (patch.height - 1) / 2;
    auto at = [&](int x, int y) { return patch.control[size_t(y) * size_t(patch.width) + size_t(x)].position; };
    float worst = 0;
    for (int y = 0; y < patch.height; ++y)
        for (int s = 0; s < sub_x; ++s) worst = std::max(worst, midpoint_deviation(at(2 * s, y), at(2 * s + 1, y), at(2 * s + 2, y)));
    for (int x = 0; x < patch.width; ++x)
        for (int s = 0; s < sub_y; ++s) worst = std::max(worst, midpoint_deviation(at(x, 2 * s), at(x, 2 * s + 1), at(x, 2 * s + 2)));
    return worst;
}

// Union-find over patch indices.
struct Groups {
    std::vector<size_t> parent;
    explicit Groups(size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), size_t(0)); }
    size_t find(size_t i) {
        while (parent[i] != i) i = parent[i] = parent[parent[i]];
        return i;
    }
    void join(size_t a, size_t b) { parent[find(a)] = find(b); }
};

// Exact bits of a point, so equal floats meet in a hash map.
struct PointKey {
    uint32_t x, y, z;
    bool operator==(const PointKey&) const = default;
};
struct PointKeyHash {
    size_t operator()(const PointKey& k) const { return (size_t(k.x) * 73856093u) ^ (size_t(k.y) * 19349663u) ^ (size_t(k.z) * 83492791u); }
};
PointKey key_of(const glm::vec3& p) {
    PointKey k;
    std::memcpy(&k.x, &p.x, 4);
    std::memcpy(&k.y, &p.y, 4);
    std::memcpy(&k.z, &p.z, 4);
    return k;
}

void write_patches(Map& map, int level, const std::vector<int>* engine_levels, const PatchTotals& totals);

void add_warning(Map& map, std::string message) {
    if (std::find(map.warnings.begin(), map.warnings.end(), message) == map.warnings.end())
        map.warnings.push_back(std::move(message));
}

}  // namespace

void tessellate_patch(const PatchSource& patch, int level, std::vector<Vertex>& out_vertices,
                      std::vector<uint32_t>& out_indices) {
    level = effective_level(patch, level);
    if (level == 0) return;
    const int sub_x = (patch.width - 1) / 2, sub_y = (patch.height - 1) / 2;
    const int cols = level * sub_x + 1, rows = level * sub_y + 1;

    std::vector<Weights> w(size_t(level) + 1), d(size_t(level) + 1);
    for (int k = 0; k <= level; ++k) {
        w[size_t(k)] = bernstein(k, level);
        d[size_t(k)] = bernstein_derivative(k, level);
    }

    // Grid lines on a sub-patch boundary are evaluated once (by the sub-patch after
    // them, at t = 0), so sub-patches of one patch share those vertices.
    // No reserve here: an exact-size reserve per patch defeats the vector's geometric
    // growth, so appending many patches to one array would reallocate (and copy) it
    // once per patch. Callers that append many patches reserve the total once.
    for (int r = 0; r < rows; ++r) {
        const int sy = std::min(r / level, sub_y - 1), kv = r - sy * level;
        for (int c = 0; c < cols; ++c) {
            const int sx = std::min(c / level, sub_x - 1), ku = c - sx * level;
            const SubPatchEvaluator sub(patch, sx, sy);
            out_vertices.push_back(sub.evaluate(w[size_t(ku)], w[size_t(kv)], d[size_t(ku)], d[size_t(kv)]));
        }
    }

    // Quake 3 polygon faces are wound clockwise seen from the front, and the front of
    // a patch is the side cross(d/du, d/dv) points to (checked against real maps in
    // the tests), so each cell (a = (c,r), b = (c+1,r), d = (c,r+1)) is a,d,b + b,d,e.
    for (int r = 0; r + 1 < rows; ++r) {
        for (int c = 0; c + 1 < cols; ++c) {
            const uint32_t a = uint32_t(r * cols + c), b = a + 1;
            const uint32_t dn = a + uint32_t(cols), e = dn + 1;
            out_indices.insert(out_indices.end(), {a, dn, b, b, dn, e});
        }
    }
}

int engine_full_level(float deviation, float tolerance, int cap) {
    cap = std::clamp(cap, kMinPatchLevel, kMaxPatchLevel);
    if (!(deviation >= 0.1f)) return 1;  // a straight run (NaN from a lying file counts as one)
    // Halving a quadratic quarters its midpoint deviation: n segments leave deviation / n².
    int n = 1;
    while (2 * n < cap && deviation / float(n * n) > tolerance) n *= 2;
    return std::min(2 * n, cap);  // the last segments' midpoints are columns too
}

EnginePatchGroups engine_patch_groups(const std::vector<PatchSource>& patches, float tolerance) {
    Groups groups(patches.size());
    std::unordered_map<PointKey, size_t, PointKeyHash> by_point;
    std::unordered_map<PointKey, size_t, PointKeyHash> by_group_min;  // with the max checked below
    for (size_t i = 0; i < patches.size(); ++i) {
        const PatchSource& p = patches[i];
        if (!p.lod_group_bounds.empty()) {
            auto [it, added] = by_group_min.try_emplace(key_of(p.lod_group_bounds.min), i);
            if (!added && key_of(patches[it->second].lod_group_bounds.max) == key_of(p.lod_group_bounds.max))
                groups.join(i, it->second);
        }
        if (!valid_shape(p)) continue;
        // Points on the patch's border: where a neighbour can share an edge.
        for (int y = 0; y < p.height; ++y)
            for (int x = 0; x < p.width; ++x) {
                if (x != 0 && y != 0 && x != p.width - 1 && y != p.height - 1) continue;
                auto [it, added] = by_point.try_emplace(key_of(p.control[size_t(y) * size_t(p.width) + size_t(x)].position), i);
                if (!added) groups.join(i, it->second);
            }
    }
    EnginePatchGroups out;
    out.group_of_patch.resize(patches.size());
    std::unordered_map<size_t, uint32_t> id_of_root;
    std::vector<int> cap;
    for (size_t i = 0; i < patches.size(); ++i) {
        auto [it, added] = id_of_root.try_emplace(groups.find(i), uint32_t(out.deviation.size()));
        if (added) {
            out.deviation.push_back(0);
            cap.push_back(kMaxPatchLevel);
        }
        const uint32_t g = it->second;
        out.group_of_patch[i] = g;
        const float d = patch_deviation(patches[i]);
        if (d > out.deviation[g]) out.deviation[g] = d;  // NaN never wins
        if (valid_shape(patches[i])) {
            // The engine's grid holds at most 65 points a side.
            const int sub = std::max((patches[i].width - 1) / 2, (patches[i].height - 1) / 2);
            cap[g] = std::min(cap[g], std::max(64 / sub, kMinPatchLevel));
        }
    }
    out.level.resize(out.deviation.size());
    for (size_t g = 0; g < out.level.size(); ++g) out.level[g] = engine_full_level(out.deviation[g], tolerance, cap[g]);
    return out;
}

std::vector<int> engine_patch_levels(const std::vector<PatchSource>& patches, float tolerance) {
    const EnginePatchGroups groups = engine_patch_groups(patches, tolerance);
    std::vector<int> levels(patches.size());
    for (size_t i = 0; i < patches.size(); ++i) levels[i] = groups.level[groups.group_of_patch[i]];
    return levels;
}

int engine_lod_level(int full_level, float deviation, float distance) {
    if (full_level <= 1) return 1;
    // r_lodCurveError 250: a column stays while its error is at least distance / 250.
    // The columns of depth k (k = 0 the first halving) have error deviation / 4^k; the
    // deepest ones, the last segments' midpoints, are at depth log2(full_level) - 1.
    const float needed = std::max(distance, 1.0f) / 250.0f;
    int level = 1;
    float error = deviation;
    while (level < full_level && error >= needed) {
        level *= 2;
        error *= 0.25f;
    }
    return level;
}

void tessellate_patches(Map& map, int level, const MemoryBudget& budget) {
    // The engine's subdivision, unless it does not fit the budget: then the fixed
    // levels below, from kFallbackPatchLevel down.
    std::vector<int> engine_levels;
    if (level == kEnginePatchLevel) {
        engine_levels = engine_patch_levels(map.patches);
        const PatchTotals totals = patch_totals(map, kFallbackPatchLevel, &engine_levels);
        if (budget.allows(totals.bytes())) {
            budget.charge(totals.bytes());
            write_patches(map, kEnginePatchLevel, &engine_levels, totals);
            return;
        }
        add_warning(map, "patches need " + human_bytes(totals.bytes()) +
                             " with the engine's subdivision, over the " + human_bytes(budget.bytes()) +
                             " memory budget (--memory-limit); tessellated at a fixed level instead");
        level = kFallbackPatchLevel;
    }
    level = std::clamp(level, kMinPatchLevel, kMaxPatchLevel);
    // Thousands of patches may share one large control grid (a lying file), each
    // within the per-patch cap: the total is what has to fit. Lowering the level is
    // what a user would do; only when level 1 does not fit is the map refused.
    PatchTotals totals = patch_totals(map, level);
    const int requested = level;
    while (!budget.allows(totals.bytes()) && level > kMinPatchLevel) totals = patch_totals(map, --level);
    if (!budget.allows(totals.bytes()))
        throw LoadError(map.source_path, "lump 'surfaces'",
                        budget.over_message(totals.bytes(), "patches", "vertices and indices at level 1"));
    budget.charge(totals.bytes());
    if (level != requested)
        add_warning(map, "patches need " + human_bytes(patch_totals(map, requested).bytes()) + " at level " +
                             std::to_string(requested) + ", over the " + human_bytes(budget.bytes()) +
                             " memory budget (--memory-limit); tessellated at level " + std::to_string(level));
    write_patches(map, level, nullptr, totals);
}

namespace {

void write_patches(Map& map, int level, const std::vector<int>* engine_levels, const PatchTotals& totals) {
    // Before the first tessellation everything in the arrays came from the parser.
    if (map.patch_level < 0) {
        map.base_vertex_count = map.vertices.size();
        map.base_index_count = map.indices.size();
    }
    map.vertices.resize(std::min(map.base_vertex_count, map.vertices.size()));
    map.indices.resize(std::min(map.base_index_count, map.indices.size()));

    reserve_for_patches(map, totals);
    std::vector<uint32_t> local;
    for (size_t i = 0; i < map.patches.size(); ++i) {
        const PatchSource& patch = map.patches[i];
        // Built only when a warning needs it: this loop runs for every patch on every re-tessellation.
        auto which = [&] { return "patch " + std::to_string(i) + " (surface " + std::to_string(patch.surface) + ")"; };
        if (patch.surface >= map.surfaces.size()) {
            add_warning(map, which() + " names a surface that does not exist; skipped");
            continue;
        }
        Surface& surface = map.surfaces[patch.surface];
        surface.first_vertex = uint32_t(map.vertices.size());
        surface.first_index = uint32_t(map.indices.size());
        surface.vertex_count = surface.index_count = 0;
        surface.bounds = Aabb{};
        surface.patch_width = patch.width;
        surface.patch_height = patch.height;

        const int wanted = requested_level(engine_levels, i, level);
        const int used = effective_level(patch, wanted);
        if (used == 0) {
            add_warning(map, which() + " has a bad control grid (" + std::to_string(patch.width) + "x" +
                                 std::to_string(patch.height) + ", " + std::to_string(patch.control.size()) +
                                 " points); not drawn");
            continue;
        }
        if (used != wanted)
            add_warning(map, which() + " is too large for level " + std::to_string(wanted) + "; used level " +
                                 std::to_string(used));
        // Indices are 32-bit and absolute (into Map::vertices).
        if (map.vertices.size() + vertex_count_at(patch, used) > std::numeric_limits<uint32_t>::max()) {
            add_warning(map, which() + " would overflow 32-bit vertex indices; not drawn");
            continue;
        }

        local.clear();
        tessellate_patch(patch, used, map.vertices, local);
        const uint32_t first = surface.first_vertex;
        for (uint32_t index : local) map.indices.push_back(first + index);
        surface.vertex_count = uint32_t(map.vertices.size()) - first;
        surface.index_count = uint32_t(local.size());
        for (size_t v = first; v < map.vertices.size(); ++v) surface.bounds.add(map.vertices[v].position);
    }
    map.patch_level = level;
}

}  // namespace

}  // namespace bsp
