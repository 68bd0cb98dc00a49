#include "render/gl/sprite_mesh.h"

#include <algorithm>

namespace bsp {

namespace {

glm::i8vec4 packed_normal(const glm::vec3& n) {
    const glm::vec3 q = glm::clamp(n, glm::vec3(-1), glm::vec3(1)) * 127.0f;
    return {int8_t(q.x), int8_t(q.y), int8_t(q.z), 0};
}

}  // namespace

const Deform* sprite_deform(const ResolvedMaterial& m) {
    for (const Deform& d : m.deforms)
        if (d.kind == DeformKind::Autosprite || d.kind == DeformKind::Autosprite2) return &d;
    return nullptr;
}

void SpriteMesh::build(const Map& map, const GpuVertexSource& world, const MaterialSlots& materials) {
    surfaces_.clear();
    source_.clear();
    indexes_.clear();
    // In the order of the world's index buffer, so that surfaces next to each other
    // there (one draw range) are next to each other here.
    std::vector<uint32_t> order(map.surfaces.size());
    for (uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) {
        return map.surfaces[a].first_index < map.surfaces[b].first_index;
    });
    for (const uint32_t id : order) {
        const Surface& surf = map.surfaces[id];
        if (surf.kind == SurfaceKind::Flare || surf.index_count == 0) continue;
        const ResolvedMaterial& m = materials.get(surf.material);
        const Deform* d = m.staged ? sprite_deform(m) : nullptr;
        if (!d) continue;
        // Whole quads only: the engine warns about and mangles the rest.
        const uint32_t quads = std::min(surf.vertex_count / 4, surf.index_count / 6);
        if (quads == 0 || size_t(surf.first_vertex) + surf.vertex_count > world.size() ||
            size_t(surf.first_index) + surf.index_count > map.indices.size())
            continue;
        SpriteSurface s;
        s.world_first_index = surf.first_index;
        s.first_vertex = uint32_t(source_.size());
        s.vertex_count = quads * 4;
        s.first_index = uint32_t(indexes_.size());
        s.kind = d->kind;
        source_.resize(source_.size() + quads * 4);
        world.fill_surface(id, std::span(source_).last(quads * 4));
        for (uint32_t q = 0; q < quads; ++q) {
            for (uint32_t k = 0; k < 6; ++k) {
                const uint32_t corner = s.kind == DeformKind::Autosprite
                                            ? kSpriteStampIndexes[k]
                                            : map.indices[surf.first_index + q * 6 + k] - surf.first_vertex - q * 4;
                indexes_.push_back(s.first_vertex + q * 4 + std::min<uint32_t>(corner, 3));
            }
        }
        s.index_count = quads * 6;
        surfaces_.push_back(s);
    }
    turned_ = source_;
    if (!surfaces_.empty()) mesh_.upload(turned_, indexes_, GL_DYNAMIC_DRAW);
}

bool SpriteMesh::covers(uint32_t world_first_index) const {
    const auto it = std::lower_bound(surfaces_.begin(), surfaces_.end(), world_first_index,
                                     [](const SpriteSurface& s, uint32_t i) { return s.world_first_index < i; });
    return it != surfaces_.end() && it->world_first_index == world_first_index;
}

void SpriteMesh::turn(const SpriteSurface& s, const ViewAxes& view) {
    for (uint32_t q = 0; q < s.vertex_count / 4; ++q) {
        const uint32_t base = s.first_vertex + q * 4;
        const QuadCorners corners{source_[base].position, source_[base + 1].position, source_[base + 2].position,
                                  source_[base + 3].position};
        if (s.kind == DeformKind::Autosprite) {
            // The stamp: new corners, the stamp's uvs, the first corner's colour
            // and a normal facing the viewer for every corner. The lightmap uvs
            // stay each corner's own (the engine repeats the stamp's there, which
            // in an atlas would read another surface's light).
            const QuadCorners turned = autosprite_quad(corners, view);
            for (uint32_t k = 0; k < 4; ++k) {
                GpuVertex& v = turned_[base + k];
                v = source_[base + k];
                v.position = turned[k];
                v.uv = kSpriteStampUv[k];
                v.color = source_[base].color;
                v.normal = packed_normal(-view.forward);
            }
        } else {
            const uint32_t* quad_indexes = &indexes_[s.first_index + q * 6];
            std::array<uint32_t, 6> local{};
            for (size_t k = 0; k < 6; ++k) local[k] = quad_indexes[k] - base;
            const QuadCorners turned = autosprite2_quad(corners, local, view);
            for (uint32_t k = 0; k < 4; ++k) turned_[base + k].position = turned[k];
        }
    }
}

void SpriteMesh::prepare(std::span<const IndexRange> ranges, const ViewAxes& view) {
    counts_.clear();
    offsets_.clear();
    auto by_index = [](const SpriteSurface& s, uint32_t i) { return s.world_first_index < i; };
    uint32_t low = UINT32_MAX, high = 0;
    for (const IndexRange& r : ranges) {
        auto it = std::lower_bound(surfaces_.begin(), surfaces_.end(), r.first_index, by_index);
        const auto first = it;
        for (; it != surfaces_.end() && it->world_first_index < r.first_index + r.index_count; ++it) {
            turn(*it, view);
            low = std::min(low, it->first_vertex);
            high = std::max(high, it->first_vertex + it->vertex_count);
        }
        if (first == it) continue;
        // Surfaces next to each other in the world's buffer are next to each other here.
        const uint32_t begin = first->first_index, end = (it - 1)->first_index + (it - 1)->index_count;
        counts_.push_back(GLsizei(end - begin));
        offsets_.push_back(reinterpret_cast<const void*>(size_t(begin) * sizeof(uint32_t)));
    }
    if (low < high) mesh_.update_vertices(low, std::span(turned_).subspan(low, high - low));
}

void SpriteMesh::draw() const {
    if (counts_.empty()) return;
    mesh_.bind();
    glMultiDrawElements(GL_TRIANGLES, counts_.data(), GL_UNSIGNED_INT, offsets_.data(), GLsizei(counts_.size()));
}

}  // namespace bsp
