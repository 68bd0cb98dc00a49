#include "render/gl/world_geometry.h"

#include <algorithm>
#include <cstddef>

#include "render/color_shift.h"

namespace bsp {

GpuVertexSource::GpuVertexSource(const Map& map, const LightmapAtlas& atlas,
                                 const std::vector<glm::u8vec4>& surface_colors)
    : map_(map), atlas_(atlas), surface_colors_(surface_colors) {}

void GpuVertexSource::fill_vertices(size_t first, std::span<GpuVertex> out) const {
    for (size_t k = 0; k < out.size(); ++k) {
        const Vertex& v = map_.vertices[first + k];
        const glm::u8vec3 lit = color_shift_lighting(v.color.r, v.color.g, v.color.b, map_.light_shift);
        const glm::vec3 n = glm::clamp(v.normal, glm::vec3(-1), glm::vec3(1)) * 127.0f;
        out[k] = {v.position, v.uv, v.lightmap_uv, glm::u8vec4(lit, v.color.a), glm::u8vec4(128, 128, 128, 255),
                  glm::i8vec4(int8_t(n.x), int8_t(n.y), int8_t(n.z), 0), 0};
    }
}

void GpuVertexSource::apply_surface(size_t s, size_t first, std::span<GpuVertex> out) const {
    const Surface& surf = map_.surfaces[s];
    const size_t from = std::max<size_t>(surf.first_vertex, first);
    const size_t to = std::min<size_t>(size_t(surf.first_vertex) + surf.vertex_count, first + out.size());
    if (from >= to) return;
    const AtlasPlacement* place = nullptr;
    if (surf.lightmap >= 0 && size_t(surf.lightmap) < atlas_.placements.size() &&
        atlas_.placements[size_t(surf.lightmap)].page >= 0)
        place = &atlas_.placements[size_t(surf.lightmap)];
    // A displacement's vertex alpha is its blend between the material's two textures
    // (kept in the Map for a blend pass), not opacity: the vertex-lit path must not
    // fade the surface by it...
    const bool blend_alpha = surf.kind == SurfaceKind::Displacement;
    for (size_t i = from; i < to; ++i) {
        GpuVertex& g = out[i - first];
        if (blend_alpha) g.color.a = 255;
        if (place) g.lightmap_uv = place->rewrite(map_.vertices[i].lightmap_uv);
        if (s < surface_colors_.size()) g.debug_color = surface_colors_[s];
        // ...it travels in the debug colour's alpha instead (no view reads that),
        // for WorldVertexTransition's blend (shaders/world.vert v_blend).
        g.debug_color.a = blend_alpha ? map_.vertices[i].color.a : 255;
        g.surface = uint32_t(s);
    }
}

void GpuVertexSource::fill(size_t first, std::span<GpuVertex> out) const {
    fill_vertices(first, out);
    // Per-surface attributes: vertex ranges are the surface's own in every format we
    // read (where a file's overlap, the later surface's win).
    for (size_t s = 0; s < map_.surfaces.size(); ++s) apply_surface(s, first, out);
}

void GpuVertexSource::fill_surface(uint32_t s, std::span<GpuVertex> out) const {
    const size_t first = map_.surfaces[s].first_vertex;
    fill_vertices(first, out);
    apply_surface(s, first, out);
}

WorldMesh::~WorldMesh() {
    if (ibo_) glDeleteBuffers(1, &ibo_);
    if (vbo_) glDeleteBuffers(1, &vbo_);
    if (vao_) glDeleteVertexArrays(1, &vao_);
}

void WorldMesh::prepare() {
    if (vao_) return;
    glGenVertexArrays(1, &vao_);
    glGenBuffers(1, &vbo_);
    glGenBuffers(1, &ibo_);
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ibo_);
    const GLsizei stride = sizeof(GpuVertex);
    auto attr = [&](GLuint loc, GLint n, GLenum type, GLboolean norm, size_t offset) {
        glEnableVertexAttribArray(loc);
        glVertexAttribPointer(loc, n, type, norm, stride, reinterpret_cast<const void*>(offset));
    };
    attr(0, 3, GL_FLOAT, GL_FALSE, offsetof(GpuVertex, position));
    attr(1, 2, GL_FLOAT, GL_FALSE, offsetof(GpuVertex, uv));
    attr(2, 2, GL_FLOAT, GL_FALSE, offsetof(GpuVertex, lightmap_uv));
    attr(3, 4, GL_UNSIGNED_BYTE, GL_TRUE, offsetof(GpuVertex, color));
    attr(4, 4, GL_UNSIGNED_BYTE, GL_TRUE, offsetof(GpuVertex, debug_color));
    attr(5, 4, GL_BYTE, GL_TRUE, offsetof(GpuVertex, normal));
    glEnableVertexAttribArray(6);  // an integer attribute: no conversion to float
    glVertexAttribIPointer(6, 1, GL_UNSIGNED_INT, stride, reinterpret_cast<const void*>(offsetof(GpuVertex, surface)));
    glBindVertexArray(0);
}

void WorldMesh::upload(const std::vector<GpuVertex>& vertices, const std::vector<uint32_t>& indices,
                       GLenum vertex_usage) {
    prepare();
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertices.size() * sizeof(GpuVertex)), vertices.data(), vertex_usage);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(indices.size() * sizeof(uint32_t)), indices.data(),
                 GL_STATIC_DRAW);
    index_count_ = indices.size();
    glBindVertexArray(0);
}

void WorldMesh::upload(const GpuVertexSource& vertices, const std::vector<uint32_t>& indices) {
    prepare();
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertices.size() * sizeof(GpuVertex)), nullptr, GL_STATIC_DRAW);
    std::vector<GpuVertex> slice(std::min(vertices.size(), kUploadSliceVertices));
    for (size_t first = 0; first < vertices.size(); first += slice.size()) {
        const std::span<GpuVertex> part(slice.data(), std::min(slice.size(), vertices.size() - first));
        vertices.fill(first, part);
        glBufferSubData(GL_ARRAY_BUFFER, GLintptr(first * sizeof(GpuVertex)), GLsizeiptr(part.size_bytes()),
                        part.data());
    }
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(indices.size() * sizeof(uint32_t)), indices.data(),
                 GL_STATIC_DRAW);
    index_count_ = indices.size();
    glBindVertexArray(0);
}

void WorldMesh::update_vertices(size_t first, std::span<const GpuVertex> vertices) {
    if (vertices.empty()) return;
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    glBufferSubData(GL_ARRAY_BUFFER, GLintptr(first * sizeof(GpuVertex)), GLsizeiptr(vertices.size_bytes()),
                    vertices.data());
}

void WorldMesh::update_indices(size_t first, std::span<const uint32_t> indices) {
    if (!ibo_ || indices.empty() || first + indices.size() > index_count_) return;
    glBindVertexArray(vao_);  // the element buffer is the VAO's
    glBufferSubData(GL_ELEMENT_ARRAY_BUFFER, GLintptr(first * sizeof(uint32_t)),
                    GLsizeiptr(indices.size() * sizeof(uint32_t)), indices.data());
}

}  // namespace bsp
