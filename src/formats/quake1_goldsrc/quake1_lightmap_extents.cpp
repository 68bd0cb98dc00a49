#include "formats/quake1_goldsrc/quake1_lightmap_extents.h"

#include <cmath>

#include "formats/quake1_goldsrc/quake1_sections.h"

namespace bsp::quake1 {
namespace {

double project_exact(const glm::vec3& p, const glm::vec4& axis) {
    return double(p.x) * axis.x + double(p.y) * axis.y + double(p.z) * axis.z + double(axis.w);
}

// From per-axis projection ranges to luxel extents; empty for NaN, infinities or sizes
// no lightmap has (every comparison with NaN is false, so it fails the range test).
std::optional<LightmapExtents> to_extents(const double lo[2], const double hi[2]) {
    int mins[2], sizes[2];
    for (int a = 0; a < 2; ++a) {
        const double bmin = std::floor(lo[a] / kLuxelSize), bmax = std::ceil(hi[a] / kLuxelSize);
        if (!(bmax - bmin >= 0 && bmax - bmin < kMaxLightmapExtent && std::fabs(bmin) < 1e9)) return std::nullopt;
        mins[a] = int(bmin);
        sizes[a] = int(bmax - bmin) + 1;
    }
    return LightmapExtents{mins[0], mins[1], sizes[0], sizes[1]};
}

}  // namespace

float project_rounded(const glm::vec3& p, const glm::vec4& axis) { return float(project_exact(p, axis)); }

ExtentCandidates face_extents(std::span<const Vertex> vertices, const TexInfo& ti) {
    double lo_r[2] = {INFINITY, INFINITY}, hi_r[2] = {-INFINITY, -INFINITY};
    double lo_x[2] = {INFINITY, INFINITY}, hi_x[2] = {-INFINITY, -INFINITY};
    for (const Vertex& v : vertices) {
        const glm::vec4* axes[2] = {&ti.s, &ti.t};
        for (int a = 0; a < 2; ++a) {
            const double exact = project_exact(v.position, *axes[a]);
            if (!std::isfinite(exact) || !std::isfinite(float(exact))) return {};
            const double rounded = double(float(exact));
            lo_x[a] = std::fmin(lo_x[a], exact);
            hi_x[a] = std::fmax(hi_x[a], exact);
            lo_r[a] = std::fmin(lo_r[a], rounded);
            hi_r[a] = std::fmax(hi_r[a], rounded);
        }
    }
    return {to_extents(lo_r, hi_r), to_extents(lo_x, hi_x)};
}

const LightmapExtents* choose_extents(const ExtentCandidates& c, int styles, uint64_t units_per_luxel, uint64_t room) {
    if (!c.rounded || !c.exact || *c.rounded == *c.exact) return c.rounded ? &*c.rounded : c.exact ? &*c.exact : nullptr;
    auto fills = [&](const LightmapExtents& e) {
        const uint64_t need = e.luxels() * uint64_t(styles) * units_per_luxel;
        return need == room || ((need + 3) & ~uint64_t(3)) == room;
    };
    if (fills(*c.exact) && !fills(*c.rounded)) return &*c.exact;
    return &*c.rounded;
}

}  // namespace bsp::quake1
