// The light grid: ambient and directed light sampled on a regular grid over
// the world model's bounds, used to light entities. The file stores only the
// samples; the grid's origin and dimensions are derived the way the engines do:
//   origin = size * ceil(mins / size),  dims = floor(maxs / size) - ceil(mins / size) + 1
// with size = worldspawn "gridsize" (default 64 64 128). When that disagrees
// with the sample count the grid is dropped with a warning rather than misread.
#include <array>
#include <cmath>

#include "formats/q3/q3_records.h"
#include "formats/q3/q3_sections.h"

namespace bsp::q3 {
namespace {

constexpr glm::vec3 kDefaultGridSize{64, 64, 128};
constexpr double kMaxGridDim = 1 << 20;

glm::vec3 grid_size(Map& map) {
    const Entity* world = map.worldspawn();
    if (!world || !world->find("gridsize")) return kDefaultGridSize;
    auto v = world->vec3("gridsize");
    if (v && v->x > 0 && v->y > 0 && v->z > 0 && std::isfinite(v->x + v->y + v->z)) return *v;
    map.warnings.push_back("worldspawn gridsize \"" + world->get("gridsize") + "\" is not three positive numbers; using 64 64 128");
    return kDefaultGridSize;
}

// Sine and cosine of the 256 byte angles (0..255 = 0..2pi): big maps have
// 100k+ samples, and four libm calls per sample would dominate the parse.
struct AngleTable {
    std::array<float, 256> sin, cos;
    AngleTable() {
        for (int i = 0; i < 256; ++i) {
            const double a = i * (2.0 * 3.14159265358979323846 / 256.0);
            sin[size_t(i)] = float(std::sin(a));
            cos[size_t(i)] = float(std::cos(a));
        }
    }
};

// Decodes the two spherical-angle bytes into a unit vector towards the light.
glm::vec3 decode_direction(const AngleTable& t, uint8_t latitude, uint8_t longitude) {
    return {t.cos[latitude] * t.sin[longitude], t.sin[latitude] * t.sin[longitude], t.cos[longitude]};
}

// Grid dimensions from the world bounds, or false when they are not finite/sane.
bool grid_dims(const Aabb& world, const glm::vec3& size, glm::vec3& origin, glm::ivec3& dims) {
    for (int i = 0; i < 3; ++i) {
        double lo = std::ceil(double(world.min[i]) / size[i]);
        double hi = std::floor(double(world.max[i]) / size[i]);
        double n = hi - lo + 1;
        if (!std::isfinite(n) || n < 1 || n > kMaxGridDim) return false;
        origin[i] = float(lo * size[i]);
        dims[i] = int(n);
    }
    return true;
}

}  // namespace

void read_light_grid(const Q3File& f, Map& map) {
    const uint32_t count = f.count(kLightGrid);
    if (count == 0) return;
    LightGrid& grid = map.light_grid;
    grid.cell_size = grid_size(map);
    if (!grid_dims(map.models[0].bounds, grid.cell_size, grid.origin, grid.dims)) {
        map.warnings.push_back(f.part(kLightGrid) + ": world bounds give no usable grid; light grid ignored");
        grid.dims = glm::ivec3(0);
        return;
    }
    const int64_t expected = int64_t(grid.dims.x) * grid.dims.y * grid.dims.z;
    if (expected != count) {
        map.warnings.push_back(f.part(kLightGrid) + ": " + str(count) + " samples, but a " + str(grid.dims.x) +
                               "x" + str(grid.dims.y) + "x" + str(grid.dims.z) + " grid needs " + str(expected) +
                               "; light grid ignored");
        grid.dims = glm::ivec3(0);
        return;
    }
    static const AngleTable angles;
    ByteReader r = f.reader(kLightGrid);
    grid.samples.resize(count);
    for (LightGridSample& s : grid.samples) {
        const auto rec = r.read<DiskLightGridSample>();
        s.ambient = {rec.ambient[0], rec.ambient[1], rec.ambient[2]};
        s.directed = {rec.directed[0], rec.directed[1], rec.directed[2]};
        s.direction = decode_direction(angles, rec.latitude, rec.longitude);
    }
}

}  // namespace bsp::q3
