#pragma once
// What the Quake 1 family (Quake, GoldSrc, BSP2) and Quake 2 share in their faces and
// models: a face is a run of surfedges, each naming an edge walked forwards (v[0])
// when positive and backwards (v[1]) when negative, and the polygon's vertices are
// those start points in order; a model owns a range of faces. The lumps differ in
// field widths, so each format reads its records and hands them here.
#include <cstdint>
#include <span>
#include <vector>

#include <glm/glm.hpp>

#include "formats/lump_directory.h"
#include "formats/map_parser.h"
#include "map/map.h"

namespace bsp {

// Before the first vertex is made: throws LoadError for lump `faces_lump` when the
// faces' edge total is past options.max_elements or the memory budget, else reserves
// the vertices and indices. Faces may (in a lying file) share one long surfedge run,
// so the surfedges do not bound the total: 256 faces of 65 535 edges each make 16.7 M.
void reserve_face_vertices(const LumpDirectory& f, int faces_lump, const ParseOptions& options, uint64_t face_count,
                           uint64_t vertex_total, Map& map);

// Appends the polygon of surfedges [first_edge, first_edge + edge_count) to
// map.vertices (each face its own copy: uv and lightmap uv differ per face) as a fan,
// and fills `s`'s vertex and index ranges and bounds. uv = texinfo projection / texture
// size, in repeats. The caller has checked the run, the edges and their vertices.
template <typename Edge>
void append_face_polygon(std::span<const glm::vec3> positions, std::span<const Edge> edges,
                         std::span<const int32_t> surfedges, int64_t first_edge, int64_t edge_count,
                         const glm::vec3& normal, const glm::vec4& s_axis, const glm::vec4& t_axis,
                         glm::vec2 texture_size, glm::u8vec4 color, Map& map, Surface& s) {
    s.first_vertex = uint32_t(map.vertices.size());
    s.vertex_count = uint32_t(edge_count);
    for (int64_t k = 0; k < edge_count; ++k) {
        const int32_t se = surfedges[size_t(first_edge + k)];
        const Edge& e = edges[size_t(se < 0 ? -int64_t(se) : se)];
        Vertex v;
        v.position = positions[e.v[se < 0 ? 1 : 0]];
        v.normal = normal;
        v.uv = {(glm::dot(v.position, glm::vec3(s_axis)) + s_axis.w) / texture_size.x,
                (glm::dot(v.position, glm::vec3(t_axis)) + t_axis.w) / texture_size.y};
        v.color = color;
        s.bounds.add(v.position);
        map.vertices.push_back(v);
    }
    append_fan_indices(s, map.indices);
}

// Model `model` owns faces [first_face, first_face + face_count): sets its surface
// range and Surface::model. Throws LoadError for lump `models_lump` when the range
// lies outside the faces or overlaps an earlier model's (`owner`, one entry per
// surface, -1 when free: compilers write the ranges back to back, and the rule keeps
// this linear in the face count).
void assign_model_faces(const LumpDirectory& f, int models_lump, uint32_t model, int64_t first_face,
                        int64_t face_count, std::vector<int32_t>& owner, Map& map);

}  // namespace bsp
