#pragma once
// A prop's model in the format-neutral map model: the triangles of one rest pose, with
// the texture slots and skin families that choose their materials. Source's static
// props and model entities (MDL + VVD + VTX, formats/source/studio_model.h) become
// these; the loading pipeline resolves each slot to one of Map::materials and the
// renderer draws every placement of a model as instances of it.
//
// Conventions as in map/map.h: model space is the map's (Z up, +X the model's
// forward, Quake units), the placement (StaticProp::rotation, origin, scale) takes it
// to world space; uv is in texture repeats with (0,0) at the image's top left.
#include <cstdint>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "core/geometry.h"

namespace bsp {

struct PropVertex {
    glm::vec3 position{0};
    glm::vec3 normal{0, 0, 1};
    glm::vec2 uv{0};
};

// A run of triangles drawn with one texture slot.
struct PropMesh {
    uint32_t first_index = 0, index_count = 0;    // into PropModel::indices, triangles
    uint32_t first_vertex = 0, vertex_count = 0;  // into PropModel::vertices
    int32_t texture = 0;  // the model's texture slot, before a skin family replaces it
    // Drawn in the rest pose: the first model of each body part (body group 0). The
    // others are kept (not drawn) because per-vertex lighting files count their vertices.
    bool drawn = true;
};

struct PropModel {
    std::string path;      // as the map names it ("models/props/crate.mdl")
    int32_t version = 0;   // the MDL's version (44-49)
    uint32_t checksum = 0; // the MDL's checksum, which its VVD, VTX and lighting files repeat
    // LOD 0's vertices in the order the VTX's strip groups list them (mesh by mesh, in
    // body part → model → mesh → strip group order): the order the game's per-vertex
    // prop lighting (.vhv) stores its colours in.
    std::vector<PropVertex> vertices;
    std::vector<uint32_t> indices;  // into vertices, triangles
    std::vector<PropMesh> meshes;   // in the same order
    // How many vertices each VTX strip group gave, in vertex order (they add up to
    // vertices.size()): a .vhv stores one run of colours per strip group, so its runs
    // are checked against these (formats/source/prop_vertex_lighting.h).
    std::vector<uint32_t> strip_group_vertex_counts;
    // Texture slots as the MDL names them ("wood_crate001a"), and the folders under
    // materials/ to look for them in, in order ("models/props_junk/").
    std::vector<std::string> textures;
    std::vector<std::string> texture_dirs;
    // Skin families: skins[family][slot] is the texture drawn for slot. Family 0 is the
    // default; never empty once parsed (a model without a table gets the identity).
    std::vector<std::vector<int32_t>> skins;
    // The Map::materials index each texture slot draws with, -1 none (set by the
    // loading pipeline once it has found the slot's material in one of texture_dirs).
    std::vector<int32_t> materials;
    Aabb bounds;  // model space, from the vertices that are drawn
    // Where the game samples the light for the whole model (the MDL's illumination
    // position), model space.
    glm::vec3 illumination_position{0};
    // The engine fades nothing here; kept for the picker: the MDL's flags.
    uint32_t flags = 0;

    uint64_t triangle_count() const { return indices.size() / 3; }
    // The texture a mesh shows with skin family `skin` (family 0 when out of range).
    int32_t texture_for(const PropMesh& mesh, int32_t skin) const {
        const std::vector<int32_t>& family =
            skin >= 0 && size_t(skin) < skins.size() ? skins[size_t(skin)] : skins.front();
        return mesh.texture >= 0 && size_t(mesh.texture) < family.size() ? family[size_t(mesh.texture)] : mesh.texture;
    }
    // The Map::materials index a mesh is drawn with for skin family `skin`; -1 for none.
    int32_t material_for(const PropMesh& mesh, int32_t skin) const {
        const int32_t slot = texture_for(mesh, skin);
        return slot >= 0 && size_t(slot) < materials.size() ? materials[size_t(slot)] : -1;
    }
};

}  // namespace bsp
