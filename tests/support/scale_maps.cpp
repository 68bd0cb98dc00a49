#include "support/scale_maps.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <string>
#include <utility>

#include "support/source_writer.h"
#include "support/studio_writer.h"
#include "support/zip_writer.h"

namespace bsptest {

TiledQ3Spec oa_thor_scaled(double scale) {
    TiledQ3Spec s;
    s.tiles_per_side = std::max(1, int(std::lround(s.tiles_per_side * std::sqrt(scale))));
    s.patches = int(std::lround(s.patches * scale));
    s.lightmap_pages = int(std::lround(s.lightmap_pages * scale));
    s.entities = int(std::lround(s.entities * scale));
    return s;
}

glm::vec3 tile_eye(int tile_x, int tile_y) {
    return {(float(tile_x) + 0.5f) * kTileSize, (float(tile_y) + 0.5f) * kTileSize, 64.0f};
}

namespace {

constexpr float kCell = kTileSize / kLeavesPerTileSide;
constexpr int kCellsPerTile = kLeavesPerTileSide * kLeavesPerTileSide;
constexpr int kShaders = 16;

// Share of `total` things that item `i` of `items` gets, spread evenly.
int share(int64_t total, int64_t items, int64_t i) { return int((i + 1) * total / items - i * total / items); }

// Builds the tree over the cell grid: each node halves its rectangle of cells across
// the longer side, down to single cells (the leaves). Nodes are numbered before their
// children, as compilers write them.
class TreeBuilder {
public:
    TreeBuilder(Q3BspBuilder& b, int cells_per_side) : b_(b), side_(cells_per_side) {}

    // Returns the child reference (node index, or -(leaf + 1)) of the rectangle.
    int32_t build(int x0, int y0, int x1, int y1) {
        if (x1 - x0 == 1 && y1 - y0 == 1) return add_leaf(x0, y0);
        const int node = int(b_.nodes.size());
        b_.nodes.emplace_back();
        const bool split_x = x1 - x0 >= y1 - y0;
        const int mid = split_x ? (x0 + x1) / 2 : (y0 + y1) / 2;
        const int32_t plane = plane_at(split_x ? 0 : 1, float(mid) * kCell);
        // children[0] is the front (coordinate >= the plane's), as in the engine.
        const int32_t front = split_x ? build(mid, y0, x1, y1) : build(x0, mid, x1, y1);
        const int32_t back = split_x ? build(x0, y0, mid, y1) : build(x0, y0, x1, mid);
        Q3Node& n = b_.nodes[size_t(node)];
        n.plane = plane;
        n.children[0] = front;
        n.children[1] = back;
        n.mins = glm::ivec3(int(float(x0) * kCell), int(float(y0) * kCell), 0);
        n.maxs = glm::ivec3(int(float(x1) * kCell), int(float(y1) * kCell), int(kTileHeight));
        return node;
    }

private:
    int32_t plane_at(int axis, float dist) {
        const auto key = std::make_pair(axis, dist);
        if (auto it = planes_.find(key); it != planes_.end()) return it->second;
        glm::vec3 normal(0);
        normal[axis] = 1;
        b_.planes.push_back({normal, dist});
        return planes_[key] = int32_t(b_.planes.size() - 1);
    }

    int32_t add_leaf(int x, int y) {
        const int tiles_per_side = side_ / kLeavesPerTileSide;
        const int tile = (y / kLeavesPerTileSide) * tiles_per_side + x / kLeavesPerTileSide;
        const int cell = (y % kLeavesPerTileSide) * kLeavesPerTileSide + x % kLeavesPerTileSide;
        Q3Leaf leaf;
        leaf.cluster = tile;
        leaf.mins = glm::ivec3(int(float(x) * kCell), int(float(y) * kCell), 0);
        leaf.maxs = leaf.mins + glm::ivec3(int(kCell), int(kCell), int(kTileHeight));
        leaf.first_surface = int32_t(b_.leaf_surfaces.size());
        leaf.surface_count = kFacesPerLeaf;
        for (int k = 0; k < kFacesPerLeaf; ++k) b_.leaf_surfaces.push_back((tile * kCellsPerTile + cell) * kFacesPerLeaf + k);
        b_.leafs.push_back(leaf);
        return -int32_t(b_.leafs.size());
    }

    Q3BspBuilder& b_;
    int side_;
    std::map<std::pair<int, float>, int32_t> planes_;
};

// The faces of one tile, cell by cell: a floor (or a patch in the first `patches`
// cells) and a ceiling. Quads share the index lists at 0 and 6, as q3map2 shares
// identical ones.
void add_tile_faces(Q3BspBuilder& b, int tile_x, int tile_y, int tile, int patches, int page) {
    for (int cell = 0; cell < kCellsPerTile; ++cell) {
        const glm::vec3 corner((float(tile_x) * kLeavesPerTileSide + float(cell % kLeavesPerTileSide)) * kCell,
                               (float(tile_y) * kLeavesPerTileSide + float(cell / kLeavesPerTileSide)) * kCell, 0);
        // Each face gets its own 8 x 8 luxels of the tile's page.
        const glm::vec2 luxels(float((tile * kCellsPerTile + cell) % 16) / 16, float(cell % 8) / 8);
        for (int k = 0; k < kFacesPerLeaf; ++k) {
            Q3Face f;
            f.shader = (tile + cell * kFacesPerLeaf + k) % kShaders;
            f.lightmap = page;
            f.first_vert = int32_t(b.vertices.size());
            if (k == 0 && cell < patches) {
                b.add_vertex_grid(9, 3, corner);
                f.type = 2;
                f.patch_width = 9;
                f.patch_height = 3;
                f.num_verts = 27;
            } else {
                const float z = k == 0 ? 0.0f : kTileHeight;
                const glm::vec2 square[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
                for (const glm::vec2& c : square) {
                    Q3Vertex v;
                    v.position = corner + glm::vec3(c * kCell, z);
                    v.st = c;
                    v.lightmap_st = luxels + c / 16.0f;
                    v.normal = {0, 0, k == 0 ? 1 : -1};
                    b.vertices.push_back(v);
                }
                f.num_verts = 4;
                f.first_index = k == 0 ? 0 : 6;
                f.num_indexes = 6;
            }
            b.faces.push_back(f);
        }
    }
}

std::vector<uint8_t> neighbour_pvs(int tiles_per_side) {
    const int32_t clusters = tiles_per_side * tiles_per_side, row_bytes = (clusters + 7) / 8;
    std::vector<uint8_t> vis(8 + size_t(clusters) * size_t(row_bytes), 0);
    std::memcpy(vis.data(), &clusters, 4);
    std::memcpy(vis.data() + 4, &row_bytes, 4);
    for (int y = 0; y < tiles_per_side; ++y)
        for (int x = 0; x < tiles_per_side; ++x) {
            uint8_t* row = vis.data() + 8 + size_t(y * tiles_per_side + x) * size_t(row_bytes);
            for (int ny = std::max(0, y - 1); ny <= std::min(tiles_per_side - 1, y + 1); ++ny)
                for (int nx = std::max(0, x - 1); nx <= std::min(tiles_per_side - 1, x + 1); ++nx) {
                    const int c = ny * tiles_per_side + nx;
                    row[c >> 3] = uint8_t(row[c >> 3] | (1u << (c & 7)));
                }
        }
    return vis;
}

std::string tiled_entities(const TiledQ3Spec& spec) {
    const glm::vec3 spawn = tile_eye(std::min(1, spec.tiles_per_side - 1), std::min(1, spec.tiles_per_side - 1));
    std::string e = "{\n\"classname\" \"worldspawn\"\n\"message\" \"scale bench tiles\"\n}\n";
    e += "{\n\"classname\" \"info_player_deathmatch\"\n\"origin\" \"" + std::to_string(int(spawn.x)) + " " +
         std::to_string(int(spawn.y)) + " 40\"\n}\n";
    const int64_t tiles = int64_t(spec.tiles_per_side) * spec.tiles_per_side, lights = std::max(0, spec.entities - 2);
    for (int64_t i = 0; i < lights; ++i) {
        const int64_t tile = i * tiles / std::max<int64_t>(lights, 1);
        const glm::vec3 at = tile_eye(int(tile % spec.tiles_per_side), int(tile / spec.tiles_per_side));
        e += "{\n\"classname\" \"light\"\n\"light\" \"300\"\n\"origin\" \"" + std::to_string(int(at.x)) + " " +
             std::to_string(int(at.y)) + " 200\"\n}\n";
    }
    return e;
}

}  // namespace

Q3BspBuilder tiled_q3_map(const TiledQ3Spec& spec) {
    Q3BspBuilder b;
    const int side = spec.tiles_per_side;
    const int64_t tiles = int64_t(side) * side;
    b.entities = tiled_entities(spec);
    for (int i = 0; i < kShaders; ++i) b.shaders.push_back({"textures/scale/wall" + std::to_string(i), 0, 1});
    b.draw_indexes = {0, 1, 2, 0, 2, 3, 0, 2, 1, 0, 3, 2};
    for (int64_t t = 0; t < tiles; ++t) {
        const int page = int(t * spec.lightmap_pages / tiles);
        add_tile_faces(b, int(t % side), int(t / side), int(t), share(spec.patches, tiles, t), page);
    }
    TreeBuilder(b, side * kLeavesPerTileSide).build(0, 0, side * kLeavesPerTileSide, side * kLeavesPerTileSide);
    const float extent = float(side) * kTileSize;
    b.models = {{{0, 0, 0}, {extent, extent, kTileHeight}, 0, int32_t(b.faces.size()), 0, 0}};
    b.lightmaps = Q3BspBuilder::lightmap_pages(spec.lightmap_pages);
    // The default 64 x 64 x 128 grid over the world box, corners included (q3_lightgrid.cpp).
    const int64_t grid_side = int64_t(extent / 64) + 1, grid_up = int64_t(kTileHeight / 128) + 1;
    b.light_grid.resize(size_t(grid_side * grid_side * grid_up) * 8);
    for (size_t i = 0; i < b.light_grid.size(); ++i) b.light_grid[i] = uint8_t(i % 8 < 6 ? 40 + i % 64 : i / 8);
    b.visibility = neighbour_pvs(side);
    return b;
}

namespace {

std::string bytes_as_text(const std::vector<uint8_t>& b) { return std::string(b.begin(), b.end()); }

template <typename T>
void put_at(std::vector<uint8_t>& lump, size_t at, T v) {
    std::memcpy(lump.data() + at, &v, sizeof v);
}

// Grows one_triangle()'s visible leaf, its node and the world model to +-4096 in x
// and y, so props spread over the floor lie in a leaf.
void grow_world(SourceBuilder& s) {
    constexpr int16_t kHalf = 4096;
    auto& leafs = s.lumps[bsp::source::kLeafs];
    for (size_t leaf = 0; leaf < 2; ++leaf)
        for (int k = 0; k < 2; ++k) {
            put_at<int16_t>(leafs, leaf * 32 + 8 + size_t(k) * 2, -kHalf);
            put_at<int16_t>(leafs, leaf * 32 + 14 + size_t(k) * 2, kHalf);
        }
    auto& node = s.lumps[bsp::source::kNodes];
    for (int k = 0; k < 2; ++k) {
        put_at<int16_t>(node, 12 + size_t(k) * 2, -kHalf);
        put_at<int16_t>(node, 18 + size_t(k) * 2, kHalf);
    }
    auto& model = s.lumps[bsp::source::kModels];
    for (int k = 0; k < 2; ++k) {
        put_at<float>(model, size_t(k) * 4, -float(kHalf));
        put_at<float>(model, 12 + size_t(k) * 4, float(kHalf));
    }
}

}  // namespace

float prop_grid_half_width(int props) {
    const int side = std::max(1, int(std::ceil(std::sqrt(double(props)))));
    return float(side - 1) * kPropSpacing / 2;
}

std::vector<uint8_t> source_map_with_many_props(int props, int models,
                                                const std::map<std::string, std::string>& more_pak) {
    SourceBuilder s = one_triangle();
    grow_world(s);
    std::vector<std::string> names;
    std::map<std::string, std::string> pak;
    const StudioModelFiles files = write_studio_model(box_studio_spec());
    for (int m = 0; m < models; ++m) {
        const std::string base = "models/props_scale/box" + std::to_string(m);
        names.push_back(base + ".mdl");
        pak[base + ".mdl"] = bytes_as_text(files.mdl);
        pak[base + ".vvd"] = bytes_as_text(files.vvd);
        pak[base + ".dx90.vtx"] = bytes_as_text(files.vtx);
    }
    for (const char* material : {"crate_side", "crate_top", "crate_side_red"})
        pak[std::string("materials/models/props_test/") + material + ".vmt"] =
            "\"VertexLitGeneric\" { \"$basetexture\" \"x\" }";
    const int side = std::max(1, int(std::ceil(std::sqrt(double(props)))));
    const float spacing = kPropSpacing, start = -prop_grid_half_width(props);
    std::vector<StaticPropSpec> placed(static_cast<size_t>(props));
    for (int i = 0; i < props; ++i) {
        StaticPropSpec& p = placed[size_t(i)];
        p.origin[0] = start + float(i % side) * spacing;
        p.origin[1] = start + float(i / side) * spacing;
        p.model = uint16_t(i % models);
        p.skin = (i / models) % 2;
        p.lighting_origin[0] = p.origin[0];
        p.lighting_origin[1] = p.origin[1];
        p.lighting_origin[2] = 16;
    }
    s.lumps[bsp::source::kGameLump] = static_props_game_lump(s, names, placed);
    for (const auto& [path, bytes] : more_pak) pak[path] = bytes;
    const std::string zip = zip_bytes(pak);
    s.lumps[bsp::source::kPakfile].assign(zip.begin(), zip.end());
    return s.build();
}

}  // namespace bsptest
