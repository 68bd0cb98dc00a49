#pragma once
// Crafts Quake 3 (IBSP 46) files in memory for tests, so bad-input tests can
// start from a small valid map and break exactly one field. Records mirror the
// on-disk layouts field by field; build() writes the header and the lumps in
// lump order. minimal_q3_room() is the valid starting point.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsptest {

struct Q3Shader {
    std::string name;
    int32_t surface_flags = 0, contents = 1;
};
struct Q3Plane {
    glm::vec3 normal{0, 0, 1};
    float dist = 0;
};
struct Q3Node {
    int32_t plane = 0, children[2] = {0, 0};
    glm::ivec3 mins{-128}, maxs{128};
};
struct Q3Leaf {
    int32_t cluster = 0, area = 0;
    glm::ivec3 mins{-128}, maxs{128};
    int32_t first_surface = 0, surface_count = 0, first_brush = 0, brush_count = 0;
};
struct Q3Model {
    glm::vec3 mins{-128}, maxs{128};
    int32_t first_surface = 0, surface_count = 0, first_brush = 0, brush_count = 0;
};
struct Q3Brush {
    int32_t first_side = 0, side_count = 0, shader = 0;
};
struct Q3BrushSide {
    int32_t plane = 0, shader = 0;
};
struct Q3Vertex {
    glm::vec3 position{0};
    glm::vec2 st{0}, lightmap_st{0};
    glm::vec3 normal{0, 0, 1};
    std::array<uint8_t, 4> rgba{255, 255, 255, 255};
};
struct Q3Fog {
    std::string shader;
    int32_t brush = 0, visible_side = -1;
};
struct Q3Face {
    int32_t shader = 0, fog = -1, type = 1, first_vert = 0, num_verts = 0, first_index = 0, num_indexes = 0;
    int32_t lightmap = -1;
    std::array<int32_t, 4> lightmap_rect{0, 0, 0, 0};  // x, y, width, height
    glm::vec3 lightmap_origin{0};
    std::array<glm::vec3, 3> lightmap_vecs{glm::vec3(0), glm::vec3(0), glm::vec3(0, 0, 1)};
    int32_t patch_width = 0, patch_height = 0;
};

class Q3BspBuilder {
public:
    std::array<char, 4> magic{'I', 'B', 'S', 'P'};
    int32_t version = 46;
    std::string entities;  // written with a trailing NUL, as compilers do
    std::vector<Q3Shader> shaders;
    std::vector<Q3Plane> planes;
    std::vector<Q3Node> nodes;
    std::vector<Q3Leaf> leafs;
    std::vector<int32_t> leaf_surfaces, leaf_brushes;
    std::vector<Q3Model> models;
    std::vector<Q3Brush> brushes;
    std::vector<Q3BrushSide> brush_sides;
    std::vector<Q3Vertex> vertices;
    std::vector<int32_t> draw_indexes;
    std::vector<Q3Fog> fogs;
    std::vector<Q3Face> faces;
    std::vector<uint8_t> lightmaps;   // 128*128*3 bytes per page
    std::vector<uint8_t> light_grid;  // 8 bytes per sample
    std::vector<uint8_t> visibility;  // header + rows

    // Quake Live's 18th lump (128 bytes per advertisement cell); written, with its
    // directory entry, only when set (version 47 files).
    std::optional<std::vector<uint8_t>> advertisements;
    // Replaces the bytes written for one lump (0..16), e.g. to make a partial record.
    std::array<std::optional<std::vector<uint8_t>>, 17> raw_lump;

    std::vector<uint8_t> build() const;

    // Helpers for tests.
    static std::vector<uint8_t> visibility_bits(int32_t clusters, int32_t row_bytes, bool all_visible = true);
    static std::vector<uint8_t> lightmap_pages(int pages);
    void add_vertex_grid(int width, int height, glm::vec3 origin);  // a flat patch control grid
};

// Rewrites the directory entry of one lump in a built file.
void set_lump_entry(std::vector<uint8_t>& file, int lump, int32_t offset, int32_t length);
// Reads the directory entry of one lump of a built file.
std::pair<int32_t, int32_t> lump_entry(const std::vector<uint8_t>& file, int lump);

// A valid little map exercising every lump: 2 nodes, 3 leaves (one outside),
// 2 clusters with visdata, 6 faces (2 polygons, a 3x3 patch, a mesh, a flare, and
// one polygon of brush model 1), 2 brushes, a fog, one internal lightmap page,
// a matching light grid and three entities.
Q3BspBuilder minimal_q3_room();

// The other half of a writer round trip: checks that a parsed Map is internally
// consistent (every index in range, every range inside its array), which is what
// the parser promises for any file it accepts. Returns "" or the first problem.
std::string map_consistency_problem(const bsp::Map& map);

}  // namespace bsptest
