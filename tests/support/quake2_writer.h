#pragma once
// Writes small Quake 2 BSP files (IBSP 38) in memory, so the parser's tests can start
// from a valid file and break one thing. Records are plain vectors that tests edit
// before build(); raw_lumps replaces a lump's bytes outright.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/glm.hpp>

namespace bsptest {

struct Q2TexInfo {
    glm::vec4 s{1, 0, 0, 0}, t{0, 1, 0, 0};
    int32_t flags = 0;
    std::string texture = "e1u1/floor1_1";
    int32_t next = -1;  // nexttexinfo: the next frame of an animated texture
};

struct Q2Face {
    int32_t plane = 0, side = 0, first_edge = 0, edge_count = 4, texinfo = 0;
    std::array<uint8_t, 4> styles{0, 255, 255, 255};
    int32_t light_offset = -1;
};

// Children as the file stores them: >= 0 node, < 0 leaf -(child + 1).
struct Q2Node {
    int32_t plane = 0;
    int32_t children[2] = {-2, -3};
};

struct Q2Leaf {
    int32_t contents = 0;
    int16_t cluster = -1, area = 0;
    glm::vec3 mins{0}, maxs{0};
    uint16_t first_face = 0, face_count = 0;
};

struct Q2Model {
    glm::vec3 mins{0}, maxs{0};
    int32_t first_face = 0, face_count = 0;
};

struct Quake2Writer {
    std::string entities;
    std::vector<glm::vec4> planes;  // normal, dist
    std::vector<glm::vec3> vertices;
    std::vector<uint8_t> visibility;
    std::vector<Q2Node> nodes;
    std::vector<Q2TexInfo> texinfo;
    std::vector<Q2Face> faces;
    std::vector<uint8_t> lighting;
    std::vector<Q2Leaf> leaves;
    std::vector<uint16_t> leaf_faces;
    std::vector<std::array<uint16_t, 2>> edges;
    std::vector<int32_t> surfedges;
    std::vector<Q2Model> models;
    std::array<std::optional<std::vector<uint8_t>>, 19> raw_lumps;

    // A valid map of two rooms split by the plane x = 96: room A (leaf 1, cluster 0)
    // holds a lit 64×64 floor (face 0, 5×5 RGB lightmap), a sky ceiling (face 2) and a
    // nodraw face (face 3); room B (leaf 2, cluster 1) a lit floor at x 128..192
    // (face 1). Leaf 0 is solid. Model 1, a func_wall at origin (0, 0, 0), is face 4
    // (at x 256..320). The PVS rows of the two clusters: 0x03 and 0x03 when
    // `rooms_see_each_other`, else 0x01 and 0x02. An info_player_start stands in room A.
    static Quake2Writer two_rooms(bool rooms_see_each_other);

    // Visibility lump for the rows given as literal (non-zero) bytes, PHS = PVS.
    static std::vector<uint8_t> visibility_lump(const std::vector<std::vector<uint8_t>>& rows);

    std::vector<uint8_t> build() const;
};

// Lump directory access on a built file (header = "IBSP", 38, 19 × {offset, length}).
void set_q2_lump(std::vector<uint8_t>& file, int lump, int32_t offset, int32_t length);
int32_t q2_lump_offset(const std::vector<uint8_t>& file, int lump);

// A .wal texture: header (name, size, 4 mip offsets, next name, flags, contents,
// value), then the four mip levels; pixel i of level 0 is palette index first_index + i.
std::vector<uint8_t> wal_file(const std::string& name, uint32_t width, uint32_t height, uint8_t first_index = 0);
// A minimal 8-bit PCX whose 256-colour palette (colour k = (k, 255 - k, 7)) follows it,
// as pics/colormap.pcx holds the Quake 2 palette.
std::vector<uint8_t> colormap_pcx();

}  // namespace bsptest
