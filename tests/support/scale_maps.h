#pragma once
// Big generated maps for the cost curve (bench/scale_bench) and its test: Quake 3
// maps made of square tiles, sized as a multiple of oa_thor, and Source maps holding
// thousands of static props.
//
// A Quake 3 tile is one cluster: a 512 x 512 room cut into 4 x 4 leaves of 128 x 128,
// each with a floor and a ceiling quad (32 faces a tile). The tiles lie on a square
// grid that a balanced tree of axis planes splits down to the leaves; a tile's PVS row
// shows the 3 x 3 tiles around it, so a camera among the first tiles sees about the same
// set at every size. Patches (9 x 3, oa_thor's only patch size), lightmap pages and
// entities are spread evenly over the tiles; the light grid covers the world's box.
//
// Scale 1 is oa_thor's size: faces, leaves, patches, lightmap pages and entities within
// a few per cent, every count times `scale` at larger scales (the grid's side times
// sqrt(scale)). Clusters are the exception. The PVS is clusters x clusters bits, so
// with oa_thor's 2825 clusters at scale 1, scale 64 would need a 4 GB visibility lump
// (past the format's 32-bit offsets). A tile is therefore 8 of oa_thor's clusters' worth
// of faces: scale 1 has 361 clusters and a 17 kB PVS, and scale 64 23104 clusters and a
// 67 MB PVS, 64 times oa_thor's lump. PVS bytes grow with the square of the scale, as
// they do in any map whose clusters grow with it.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "support/bsp_writer.h"

namespace bsptest {

struct TiledQ3Spec {
    int tiles_per_side = 19;  // 361 tiles, 11552 faces: oa_thor's 11211
    int patches = 98;         // oa_thor's counts
    int lightmap_pages = 28;
    int entities = 570;       // with worldspawn and one info_player_deathmatch
};

// oa_thor's size times `scale` (1, 4, 16, 64, ...; the side is rounded when sqrt(scale)
// is not whole).
TiledQ3Spec oa_thor_scaled(double scale);

constexpr float kTileSize = 512, kTileHeight = 256;
constexpr int kLeavesPerTileSide = 4;
constexpr int kFacesPerLeaf = 2;

// The map described above.
Q3BspBuilder tiled_q3_map(const TiledQ3Spec& spec);

// An eye in tile (tile_x, tile_y), at its centre, 64 units over the floor.
glm::vec3 tile_eye(int tile_x, int tile_y);

// A Source map (one_triangle()'s world with its leaf grown to 8192 x 8192) holding
// `props` static props in a square grid kPropSpacing apart around the origin (up to
// prop_grid_half_width() from it in x and y; 50000 props fit the leaf), all in the
// one visible leaf: `models` copies of box_studio_spec()'s model under different names
// (two meshes, two materials each), the props taking models and skins in turn, all in
// the map's pakfile with their materials. `more_pak` adds files to the pakfile.
constexpr float kPropSpacing = 32;
float prop_grid_half_width(int props);
std::vector<uint8_t> source_map_with_many_props(int props, int models = 4,
                                                const std::map<std::string, std::string>& more_pak = {});

}  // namespace bsptest
