#pragma once
// Crafted Source VBSP files for tests: lumps written byte by byte (Bytes), a header
// and lump directory around them (SourceBuilder), and one_triangle(), a complete
// small map (one lit triangle in one leaf and cluster) that tests start from and
// change one lump of.
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "formats/source/source_lumps.h"

namespace bsptest {

struct Bytes {
    std::vector<uint8_t> b;
    template <typename T>
    Bytes& put(T v) {
        uint8_t tmp[sizeof(T)];
        std::memcpy(tmp, &v, sizeof(T));
        b.insert(b.end(), tmp, tmp + sizeof(T));
        return *this;
    }
    Bytes& str(const std::string& s) {
        b.insert(b.end(), s.begin(), s.end());
        b.push_back(0);
        return *this;
    }
};

// Overwrites four bytes of `b` at `at` with `v` (a field of a lump already built).
inline void overwrite_i32(std::vector<uint8_t>& b, size_t at, int32_t v) { std::memcpy(b.data() + at, &v, 4); }

// How the Source parser names a lump in its errors and warnings: "lump 'LUMP_X'".
inline std::string source_lump_label(int lump) {
    return std::string("lump '") + bsp::source::kLumpNames[size_t(lump)] + "'";
}

struct SourceBuilder {
    int32_t version = 20;
    std::vector<std::vector<uint8_t>> lumps = std::vector<std::vector<uint8_t>>(bsp::source::kLumpCount);
    // Each lump's version in the directory; -1: as vbsp writes it (see build()).
    std::vector<int32_t> lump_versions = std::vector<int32_t>(bsp::source::kLumpCount, -1);

    std::vector<uint8_t> build() const;
    // Where the header stores lump `i`'s offset.
    static size_t entry_at(int i) { return 8 + size_t(i) * 16; }
};

// One lit triangle with material DEV/DEV_MEASUREGENERIC01B, a spawn, one cluster.
SourceBuilder one_triangle();
// one_triangle() made bump-lit (texinfo SURF_BUMPLIGHT) with styles 0 and 5, every
// luxel of an image one colour (stored bytes, exponent 0): style 0's flat light
// (128,128,128) then its directions red, green, blue (255 in one channel); style 5's
// flat (64,64,64) and directions 64 in one channel.
SourceBuilder bumped_triangle();

// One flat power-2 displacement (5 x 5 vertices) over x 0..64, y 0..32 on z = 0,
// material DEV/DEV_MEASUREGENERIC01B, every vertex's blend alpha `alpha` (0..255),
// lit by a grey lightmap of `light` (stored bytes, exponent 0).
SourceBuilder flat_displacement(float alpha, uint8_t light = 200);

// flat_displacement's quad made into `count` power-4 displacements (17 x 17 vertices,
// a bumpy height field) that all lie on it and share its disp_verts, lightmap and
// surfedges, each naming the next 24 as neighbours (8 edge slots, 4 corners of 4):
// 24 × count seams whose 64 edge vertices all meet, from a file of 232 bytes a
// displacement. Issue 34's displacement-seam family at 13,000.
SourceBuilder displacement_pile(int count);

// A map for the 3D sky box and fog: the world (leaf 2, area 1, cluster 0: x < 1000) holds
// a wall facing -y at y = 500 (x, z in -400..400, material DEV/DEV_MEASUREGENERIC01B,
// unlit) and a sky face (TOOLS/TOOLSSKYBOX, SURF_SKY) facing +y at y = -3000; the sky area
// (leaf 1, area 2, cluster 1: x >= 1000) holds kSkySquare, a 20x20 square in the plane
// y = -100 facing +y. Each cluster sees only itself. Entities: a spawn at the origin,
// sky_camera at kSkyCameraOrigin, scale 16, and an env_fog_controller, red from 0 to
// 1000 units. Leaf 2 lies in water volume 0 (surface z -100, its texinfo the wall's).
// With `panes`, leaf 2 also holds two squares of DEV/GLASS facing +y, kPaneHalf from
// their centres in x and z: one in front of the sky face (centre x kPaneFrontX, y
// kPaneFrontY, z 0), one past it (kPaneBehindX, kPaneBehindY, 0), which the sky face
// hides as the engine draws it.
constexpr float kSkyCameraOrigin[3] = {2000, 0, 0};
constexpr float kSkySquareCentre[3] = {2000, -100, 0};
constexpr float kSkySquareHalf = 10;
constexpr float kPaneHalf = 100, kPaneFrontX = 300, kPaneFrontY = -1000, kPaneBehindX = -1200, kPaneBehindY = -3500;
// One info_overlay record (doverlay_t; dwateroverlay_t with `face_slots` 256): a quad
// of half size `half` around `origin` in the basis u = `u_axis`, v = normal x u, on the
// plane with `normal`, mapping U 0..1 and V 0..1 from corner 0 to corner 2.
struct OverlaySpec {
    int32_t id = 0;
    int16_t texinfo = 0;
    std::vector<int32_t> faces{0};
    uint16_t face_count_field = 0xffff;  // 0xffff: faces.size()
    glm::vec3 origin{32, 16, 0}, normal{0, 0, 1}, u_axis{1, 0, 0};
    glm::vec2 half{16, 8};
    float u[2] = {0, 1}, v[2] = {0, 1};
    int face_slots = 64;
};
std::vector<uint8_t> overlay_record(const OverlaySpec& o);

SourceBuilder sky_and_fog_map(const std::string& sky_camera_keys = "\"scale\" \"16\"",
                              const std::string& fog_keys =
                                  "\"fogenable\" \"1\"\n\"fogcolor\" \"255 0 0\"\n\"fogstart\" \"0\"\n\"fogend\" \"1000\"",
                              bool panes = false);

// One static prop record (sprp version 11: the common fields and a uniform scale).
struct StaticPropSpec {
    float origin[3] = {0, 0, 0};
    float angles[3] = {0, 0, 0};  // pitch, yaw, roll
    uint16_t model = 0;           // into the lump's model names
    std::vector<uint16_t> leaves{1};
    uint8_t flags = 0;
    int32_t skin = 0;
    float fade_min = 0, fade_max = 0;
    float lighting_origin[3] = {0, 0, 0};
    float scale = 1;
};

// The game lump (lump 35) of `s` holding one sprp entry (version 11) with `models`
// and `props`. Its directory gives offsets from the file's start, so it is made for
// `s` as it is: build() writes lumps in index order, and lumps before 35 must not
// change afterwards.
std::vector<uint8_t> static_props_game_lump(const SourceBuilder& s, const std::vector<std::string>& models,
                                            const std::vector<StaticPropSpec>& props);

}  // namespace bsptest
