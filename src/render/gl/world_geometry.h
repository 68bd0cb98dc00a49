#pragma once
// The whole map's geometry in one static vertex buffer and one index buffer,
// built once at load (and again when the patch level changes). Lightmap uvs are
// rewritten into atlas space and vertex colours overbright-shifted here, so the
// per-frame path only chooses index ranges.
#include <cstdint>
#include <span>
#include <vector>

#include <glad/gl.h>
#include <glm/glm.hpp>

#include "map/map.h"
#include "render/lightmap_atlas.h"

namespace bsp {

struct GpuVertex {
    glm::vec3 position;
    glm::vec2 uv;
    glm::vec2 lightmap_uv;     // atlas page space
    glm::u8vec4 color;         // overbright-shifted
    glm::u8vec4 debug_color;   // colour of the surface's cluster (clusters view, vis/cluster_colors.h)
    glm::i8vec4 normal;        // unit normal * 127 (normals view); w unused
    uint32_t surface;          // Map::surfaces index: looks up per-surface highlight flags
};
static_assert(sizeof(GpuVertex) == 44);

// The map's vertices as the GPU takes them, made a range at a time: the world mesh
// goes up in slices, so no second copy of a large map's vertices is held beside the
// Map and the driver's (a hostile 13,000-displacement map has 165 MB of them).
class GpuVertexSource {
public:
    // Keeps references: the map, atlas and colours must outlive it.
    GpuVertexSource(const Map& map, const LightmapAtlas& atlas, const std::vector<glm::u8vec4>& surface_colors);
    size_t size() const { return map_.vertices.size(); }
    // Vertices [first, first + out.size()), which must lie within size(). Walks every
    // surface once per call (no per-vertex table beside the vertices): callers ask
    // for slices of thousands of vertices.
    void fill(size_t first, std::span<GpuVertex> out) const;
    // The vertices of surface `s` (out.size() of them from its first), with only that
    // surface's attributes: for callers that want one surface's range, without the
    // walk over every surface (SpriteMesh asks once per sprite surface).
    void fill_surface(uint32_t s, std::span<GpuVertex> out) const;

private:
    void fill_vertices(size_t first, std::span<GpuVertex> out) const;
    void apply_surface(size_t s, size_t first, std::span<GpuVertex> out) const;

    const Map& map_;
    const LightmapAtlas& atlas_;
    const std::vector<glm::u8vec4>& surface_colors_;
};

class WorldMesh {
public:
    WorldMesh() = default;
    ~WorldMesh();
    WorldMesh(const WorldMesh&) = delete;
    WorldMesh& operator=(const WorldMesh&) = delete;

    // Replaces the buffers' contents (GL_STATIC_DRAW, or GL_DYNAMIC_DRAW for vertices
    // rewritten every frame).
    void upload(const std::vector<GpuVertex>& vertices, const std::vector<uint32_t>& indices,
                GLenum vertex_usage = GL_STATIC_DRAW);
    // The same from a source, in slices of at most kUploadSliceVertices (static draw).
    void upload(const GpuVertexSource& vertices, const std::vector<uint32_t>& indices);
    static constexpr size_t kUploadSliceVertices = size_t(1) << 16;  // 2.75 MiB of GpuVertex
    // Rewrites vertices [first, first + vertices.size()) in place.
    void update_vertices(size_t first, std::span<const GpuVertex> vertices);
    // Rewrites indices [first, first + indices.size()) in place (patch levels of detail).
    void update_indices(size_t first, std::span<const uint32_t> indices);
    void bind() const { glBindVertexArray(vao_); }
    size_t index_count() const { return index_count_; }

private:
    // Creates the buffers and the vertex layout once.
    void prepare();

    GLuint vao_ = 0, vbo_ = 0, ibo_ = 0;
    size_t index_count_ = 0;
};

}  // namespace bsp
