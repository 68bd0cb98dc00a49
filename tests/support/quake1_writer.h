#pragma once
// Writes small Quake 1 family BSP files (v29, v30, BSP2, 2PSB) in memory, so the
// parser's bad-input tests can start from a valid file and break one thing. Records
// are kept in plain vectors that tests edit before build(); raw_lumps replaces a
// lump's bytes outright for damage the record types cannot express.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <glm/glm.hpp>

namespace bsptest {

enum class Q1Variant { kQuake, kGoldSrc, kBsp2, kBsp2Rmq };

struct Q1Miptex {
    std::string name = "wall";
    uint32_t width = 16, height = 16;
    bool embedded = true;
    std::optional<int32_t> directory_offset;  // overrides the lump's offset entry (-1: missing)
    std::optional<std::array<uint32_t, 4>> mip_offsets;  // overrides the computed level offsets
    uint32_t palette_colours = 256;  // v30: the colour count written before the palette
    uint32_t palette_bytes = 768;    // v30: how many palette bytes are actually written
    uint8_t first_index = 0;         // pixel i of every level holds palette index first_index + i
};

struct Q1TexInfo {
    glm::vec4 s{1, 0, 0, 0}, t{0, 1, 0, 0};
    int32_t miptex = 0, flags = 0;
};

struct Q1Face {
    int32_t plane = 0, side = 0, first_edge = 0, edge_count = 4, texinfo = 0;
    std::array<uint8_t, 4> styles{0, 255, 255, 255};
    int32_t light_offset = 0;
};

// Children in the map model's convention: >= 0 node, < 0 leaf -(child + 1).
struct Q1Node {
    int32_t plane = 0;
    int32_t children[2] = {-2, -3};
};

struct Q1Leaf {
    int32_t contents = -1, vis_offset = -1;
    uint32_t first_mark = 0, mark_count = 0;
};

struct Q1Model {
    glm::vec3 mins{0}, maxs{0};
    int32_t visleafs = 0, first_face = 0, face_count = 0;
};

struct Quake1Writer {
    Q1Variant variant = Q1Variant::kQuake;
    std::string entities;
    std::vector<glm::vec4> planes;  // normal, dist
    std::vector<Q1Miptex> miptex;
    std::vector<glm::vec3> vertices;
    std::vector<uint8_t> visibility;
    std::vector<Q1Node> nodes;
    std::vector<Q1TexInfo> texinfo;
    std::vector<Q1Face> faces;
    std::vector<uint8_t> lighting;
    std::vector<Q1Leaf> leaves;
    std::vector<uint32_t> marksurfaces;
    std::vector<std::array<uint32_t, 2>> edges;
    std::vector<int32_t> surfedges;
    std::vector<Q1Model> models;
    std::vector<std::pair<std::string, std::vector<uint8_t>>> bspx;
    std::array<std::optional<std::vector<uint8_t>>, 15> raw_lumps;

    // A valid map: one 64×64 square face on the plane z = 0 with a 16×16 texture and a
    // 5×5 lightmap, a node splitting two visleafs (leaf 1 holds the face) whose PVS
    // rows are 0x03 and 0x02, and one model (the world) with a brush-entity-free
    // worldspawn.
    static Quake1Writer square_room(Q1Variant variant);

    std::vector<uint8_t> build() const;
};

// One miptex record as the textures lump or a WAD stores it; `own_palette` appends the
// GoldSrc palette (colour k = (k, 255 - k, 255 - k)) after the last mip level.
std::vector<uint8_t> miptex_record(const Q1Miptex& m, bool own_palette);

// One directory entry of a WAD written by build_wad, with overrides for damage.
struct Q1WadEntry {
    Q1Miptex texture;          // the record written (its name is the entry's name)
    uint8_t type = 0;          // 0: the kind's miptex type (0x43 in WAD3, 0x44 in WAD2)
    uint8_t compression = 0;
    std::optional<int32_t> filepos, disksize;  // override the directory's values
};

// A WAD3 (own palettes) or WAD2 file: header, the records, then the directory.
std::vector<uint8_t> build_wad(bool wad3, const std::vector<Q1WadEntry>& entries);

// Lump directory access on a built file (header = 4-byte version/magic + 15 × {offset, length}).
int32_t lump_offset(const std::vector<uint8_t>& file, int lump);
int32_t lump_length(const std::vector<uint8_t>& file, int lump);
void set_lump(std::vector<uint8_t>& file, int lump, int32_t offset, int32_t length);

}  // namespace bsptest
