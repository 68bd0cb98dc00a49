#include "formats/source/prop_vertex_lighting.h"

#include <cmath>
#include <cstdio>
#include <cstring>

namespace bsp::source {
namespace {

constexpr size_t kHeader = 40, kMeshHeader = 28;
constexpr int32_t kVersion = 2;
constexpr uint32_t kVertexColor = 0x0004;  // VERTEX_COLOR
constexpr uint32_t kColorSize = 4;

uint32_t u32_at(std::span<const uint8_t> b, size_t at) {
    uint32_t v;
    std::memcpy(&v, b.data() + at, 4);
    return v;
}

std::string hex(uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08x", v);
    return buf;
}

}  // namespace

std::optional<std::vector<PropVertexColor>> read_prop_vertex_lighting(std::span<const uint8_t> vhv,
                                                                       const PropModel& model, std::string* problem) {
    auto refuse = [&](const std::string& why) -> std::optional<std::vector<PropVertexColor>> {
        if (problem) *problem = why;
        return std::nullopt;
    };
    if (vhv.size() < kHeader) return refuse("truncated: " + std::to_string(vhv.size()) + " bytes, the header needs 40");
    const int32_t version = int32_t(u32_at(vhv, 0));
    if (version != kVersion) return refuse("version " + std::to_string(version) + " (version 2 is read)");
    const uint32_t checksum = u32_at(vhv, 4);
    if (checksum != model.checksum)
        return refuse("checksum " + hex(checksum) + " differs from " + model.path + "'s " + hex(model.checksum));
    const uint32_t flags = u32_at(vhv, 8), size = u32_at(vhv, 12);
    // Later games' vrad can store three colours per vertex (one per bump basis, 12
    // bytes); only the one-colour format Source 2013 writes is read.
    if (!(flags & kVertexColor) || size != kColorSize)
        return refuse("vertex format " + hex(flags) + " of " + std::to_string(size) +
                      " bytes (one 4-byte colour per vertex is read)");
    const int32_t mesh_count = int32_t(u32_at(vhv, 20));
    if (mesh_count < 0 || uint64_t(mesh_count) > (vhv.size() - kHeader) / kMeshHeader)
        return refuse(std::to_string(mesh_count) + " mesh headers do not fit in " + std::to_string(vhv.size()) + " bytes");

    const std::vector<uint32_t>& runs = model.strip_group_vertex_counts;
    std::vector<PropVertexColor> colors;
    colors.reserve(model.vertices.size());
    size_t run = 0;
    for (int32_t i = 0; i < mesh_count; ++i) {
        const size_t at = kHeader + size_t(i) * kMeshHeader;
        if (u32_at(vhv, at) != 0) continue;  // another LOD's
        const uint32_t count = u32_at(vhv, at + 4), offset = u32_at(vhv, at + 8);
        if (run >= runs.size())
            return refuse("more LOD-0 strip groups than the model's " + std::to_string(runs.size()));
        if (count != runs[run])
            return refuse("LOD-0 strip group " + std::to_string(run) + " has " + std::to_string(count) +
                          " colours, the model's has " + std::to_string(runs[run]) + " vertices");
        if (offset > vhv.size() || uint64_t(count) * kColorSize > vhv.size() - offset)
            return refuse("the colours of mesh header " + std::to_string(i) + " lie outside the " +
                          std::to_string(vhv.size()) + "-byte file");
        for (uint32_t v = 0; v < count; ++v) {
            const uint8_t* c = vhv.data() + offset + size_t(v) * kColorSize;
            colors.push_back({c[2], c[1], c[0]});  // stored blue, green, red, alpha
        }
        ++run;
    }
    if (run != runs.size())
        return refuse(std::to_string(run) + " LOD-0 strip groups, the model has " + std::to_string(runs.size()));
    if (colors.size() != model.vertices.size())  // runs that do not add up (a model not from the parser)
        return refuse(std::to_string(colors.size()) + " colours for " + std::to_string(model.vertices.size()) +
                      " vertices");
    return colors;
}

glm::vec3 prop_vertex_light_linear(const PropVertexColor& color) {
    auto channel = [](uint8_t b) { return std::pow(2.0f * float(b) / 255.0f, 2.2f); };
    return {channel(color[0]), channel(color[1]), channel(color[2])};
}

}  // namespace bsp::source
