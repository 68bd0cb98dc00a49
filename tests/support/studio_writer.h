#pragma once
// Crafted Source studio models for tests: an MDL (version 44-49 header, written as
// v48's 408-byte studiohdr_t), its VVD (version 4, optionally through a fixup table)
// and its VTX (version 7, one LOD, Source 2013's 25/27-byte strip group and strip
// headers or the later 33/35-byte ones), plus per-vertex lighting (.vhv) files.
//
// Each strip group lists the mesh vertices its indices use, in the order of first use
// (as studiomdl's optimiser does), so its vertex order differs from the VVD's whenever
// the first triangle does not start at vertex 0: strip_group_order() gives it.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <glm/glm.hpp>

namespace bsptest {

struct StudioVertexSpec {
    glm::vec3 position{0};
    glm::vec3 normal{0, 0, 1};
    glm::vec2 uv{0};
};

struct StudioMeshSpec {
    int32_t material = 0;                    // skin table slot
    std::vector<StudioVertexSpec> vertices;  // the mesh's run of the model's VVD vertices
    std::vector<uint16_t> triangles;         // into vertices, 3 per triangle: triangle list strips
    // When not empty: written instead of `triangles` as one triangle strip (flag 2).
    std::vector<uint16_t> triangle_strip;
};

struct StudioModelSpec {
    std::string name = "model";
    std::vector<StudioMeshSpec> meshes;
};

struct StudioBodyPartSpec {
    std::string name = "body";
    std::vector<StudioModelSpec> models;
};

struct StudioSpec {
    int32_t version = 48;
    uint32_t checksum = 0x5eed1234;
    std::string name = "test/box.mdl";
    uint32_t flags = 0x10;  // STUDIOHDR_FLAGS_STATIC_PROP
    glm::vec3 illumination_position{0};
    std::vector<std::string> textures;      // names as stored
    std::vector<std::string> texture_dirs;  // cdtextures as stored
    std::vector<std::vector<int16_t>> skins;  // families × slots; empty: no table (0 × 0)
    std::vector<StudioBodyPartSpec> body_parts;

    bool fixups = false;            // the VVD stores LOD 0 in two swapped runs, a fixup table joining them
    bool split_strip_groups = false;  // meshes of 2+ triangles get two strip groups (halves of the list)
    bool topology_fields = false;   // 33/35-byte strip group and strip headers (later branches)
    uint32_t vvd_checksum_xor = 0, vtx_checksum_xor = 0;  // makes the companions disagree
};

struct StudioModelFiles {
    std::vector<uint8_t> mdl, vvd, vtx;
};

StudioModelFiles write_studio_model(const StudioSpec& spec);

// The vertices (into the mesh) a strip group over `indices` lists, in first-use order.
std::vector<uint16_t> strip_group_order(const std::vector<uint16_t>& indices);

// A 10 × 20 × 30 box (x -5..5, y -10..10, z 0..30): mesh 0 the four sides (slot 0, 16
// vertices, 8 triangles), mesh 1 top and bottom (slot 1, 8 vertices, 4 triangles);
// textures "crate_side", "crate_top", "crate_side_red"; families {0, 1} and {2, 1};
// folders "models\props_test" and "/models/shared/". With `body_groups`, body part 0
// gets a second model (a 30-unit quad at z 50, slot 1, not drawn in the rest pose) and
// a second body part holds one model, a 4-unit quad (slot 0) above the box at z 40.
StudioSpec box_studio_spec(bool body_groups = false);

// One mesh header of a .vhv: its LOD and its colours (R, G, B; written B, G, R, 255).
struct VhvMeshSpec {
    uint32_t lod = 0;
    std::vector<std::array<uint8_t, 3>> colors;
};
std::vector<uint8_t> write_vhv(uint32_t checksum, const std::vector<VhvMeshSpec>& meshes, uint32_t vertex_flags = 4,
                               uint32_t vertex_size = 4);

}  // namespace bsptest
