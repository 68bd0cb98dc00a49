#include "session/prop_loading.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <unordered_map>

#include "assets/vmt_material.h"
#include "core/ascii.h"
#include "core/load_error.h"
#include "formats/source/prop_vertex_lighting.h"
#include "formats/source/studio_model.h"
#include "vfs/vfs.h"
#include "vis/ambient_light.h"
#include "vis/camera_leaf.h"

namespace bsp {

namespace {

// Lower case with forward slashes, as Source looks files up.
std::string source_path(std::string_view s) {
    std::string out = ascii_lowercase(s);
    std::replace(out.begin(), out.end(), '\\', '/');
    return out;
}

bool ends_with(const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// Source's static prop flags (the sprp lump's flags byte) that change what is drawn.
constexpr uint8_t kPropFades = 0x01;
constexpr uint8_t kPropUseLightingOrigin = 0x02;
constexpr uint8_t kPropScreenSpaceFade = 0x20;
constexpr uint8_t kPropNoPerVertexLighting = 0x40;

// Bad models named one warning each; past these, one line counts the rest.
constexpr size_t kNamedBadModels = 5;
// The leaves kept for a model entity: a prop touching more is culled by the frustum alone.
constexpr uint32_t kMaxEntityLeaves = 64;

// The first of the model's files the engine would take: the VTX for DirectX 9 first.
std::optional<std::vector<uint8_t>> read_first(const Vfs& vfs, const std::string& stem,
                                               std::initializer_list<const char*> extensions, std::string& path) {
    for (const char* extension : extensions) {
        path = stem + extension;
        if (!vfs.exists(path)) continue;
        if (auto bytes = vfs.read(path)) return bytes;
    }
    path = stem + *extensions.begin();
    return std::nullopt;
}

struct ModelFiles {
    std::optional<std::vector<uint8_t>> mdl, vvd, vtx;
    std::string mdl_path, vvd_path, vtx_path;
};

// The Map::materials index for a model's texture slot: materials/<folder><name>.vmt in
// the first folder that has it (the engine's order), else the first folder's name (so
// the resolver reports it missing under the name the engine would have tried).
int32_t material_for_slot(Map& map, const Vfs& vfs, const PropModel& model, const std::string& texture,
                          std::unordered_map<std::string, int32_t>& by_name) {
    const std::string name = source_path(texture);
    std::string chosen;
    for (const std::string& dir : model.texture_dirs) {
        std::string folder = source_path(dir);
        if (!folder.empty() && folder.back() != '/') folder += '/';
        const std::string candidate = folder + name;
        if (chosen.empty()) chosen = candidate;
        if (vfs.exists(vmt_path_of(candidate))) {
            chosen = candidate;
            break;
        }
    }
    if (chosen.empty()) chosen = name;
    if (auto it = by_name.find(chosen); it != by_name.end()) return it->second;
    Material m;
    m.name = chosen;
    // Models carry no lightmap: the renderer lights them per vertex or by the ambient cube.
    m.flags = kMaterialNoLightmap;
    map.materials.push_back(std::move(m));
    const int32_t index = int32_t(map.materials.size() - 1);
    by_name.emplace(chosen, index);
    return index;
}

Aabb transformed_box(const Aabb& box, const glm::mat4& m) {
    Aabb out;
    if (box.empty()) return out;
    for (int i = 0; i < 8; ++i) {
        const glm::vec3 corner(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y,
                               i & 4 ? box.max.z : box.min.z);
        out.add(glm::vec3(m * glm::vec4(corner, 1.0f)));
    }
    return out;
}

// Linear light to the bytes lightmaps hold once shifted for display (the Source
// parser's curve, map/map.h's light_shift): gamma-encoded for a 2.2 screen, and a
// colour brighter than white keeps its hue at white's brightness.
glm::u8vec4 display_light(glm::vec3 linear) {
    glm::vec3 c = glm::pow(glm::max(linear, glm::vec3(0.0f)), glm::vec3(1.0f / 2.2f));
    const float top = std::max(c.r, std::max(c.g, c.b));
    if (top > 1.0f) c /= top;
    return glm::u8vec4(glm::u8vec3(glm::round(c * 255.0f)), 255);
}

// The vfs path of a model the map names ("props/crate.mdl" or "models/props/crate.mdl"
// → "models/props/crate.mdl", lower case), "" when it names no .mdl.
std::string model_vfs_path(const std::string& named) {
    std::string path = source_path(named);
    if (!ends_with(path, ".mdl")) return "";
    if (path.rfind("models/", 0) != 0) path = "models/" + path;
    return path;
}

}  // namespace

PropModelTally tally_prop_models(const Map& map) {
    PropModelTally t;
    std::unordered_map<std::string, bool> all, statics;  // model file -> loaded
    for (const PropPlacement& p : map.prop_placements) {
        const std::string path = model_vfs_path(p.model_path);
        if (path.empty()) {  // no model file named (a bad index): not a model, only a marker
            ++t.placements_missing;
            continue;
        }
        all[path] = p.model >= 0;
        if (p.static_prop >= 0) statics[path] = p.model >= 0;
        ++(p.model >= 0 ? t.placements_drawn : t.placements_missing);
    }
    for (const auto& [path, loaded] : all) ++(loaded ? t.found : t.missing);
    for (const auto& [path, loaded] : statics) ++(loaded ? t.static_found : t.static_missing);
    return t;
}

glm::vec3 entity_angles(const Entity& entity) {
    if (const std::optional<glm::vec3> a = entity.vec3("angles");
        a && std::isfinite(a->x) && std::isfinite(a->y) && std::isfinite(a->z))
        return *a;
    if (const std::optional<float> yaw = entity.number("angle"); yaw && std::isfinite(*yaw)) {
        if (*yaw == -1.0f) return {-90.0f, 0.0f, 0.0f};  // straight up
        if (*yaw == -2.0f) return {90.0f, 0.0f, 0.0f};   // straight down
        return {0.0f, *yaw, 0.0f};
    }
    return glm::vec3(0.0f);
}

LeafBoxWalker::LeafBoxWalker(const Map& map)
    : map_(map), node_stamp_(map.nodes.size(), 0), leaf_stamp_(map.leaves.size(), 0) {}

void LeafBoxWalker::leaves(const Aabb& box, std::vector<uint32_t>& out, size_t limit) {
    if (map_.leaves.empty() || box.empty()) return;
    if (map_.nodes.empty()) {
        out.push_back(0);
        return;
    }
    // A well-formed tree reaches each node and leaf once; marking them (with this
    // walk's stamp, so the marks need no clearing between walks) keeps a broken one
    // (a child pointing back up) finite and its leaves listed once.
    if (++stamp_ == 0) {
        std::fill(node_stamp_.begin(), node_stamp_.end(), 0);
        std::fill(leaf_stamp_.begin(), leaf_stamp_.end(), 0);
        stamp_ = 1;
    }
    stack_.assign(1, 0);
    size_t found = 0;
    while (!stack_.empty() && found < limit) {
        const int32_t n = stack_.back();
        stack_.pop_back();
        if (n < 0) {
            const int64_t leaf = -(int64_t(n) + 1);
            if (leaf < int64_t(map_.leaves.size()) && leaf_stamp_[size_t(leaf)] != stamp_) {
                leaf_stamp_[size_t(leaf)] = stamp_;
                out.push_back(uint32_t(leaf));
                ++found;
            }
            continue;
        }
        if (size_t(n) >= map_.nodes.size() || node_stamp_[size_t(n)] == stamp_) continue;
        node_stamp_[size_t(n)] = stamp_;
        const Node& node = map_.nodes[size_t(n)];
        if (node.plane < 0 || size_t(node.plane) >= map_.planes.size()) continue;
        const Plane& p = map_.planes[size_t(node.plane)];
        // The box's extent along the plane normal.
        const glm::vec3 c = box.center(), h = box.size() * 0.5f;
        const float d = p.distance_to(c);
        const float r = std::abs(p.normal.x) * h.x + std::abs(p.normal.y) * h.y + std::abs(p.normal.z) * h.z;
        if (d >= -r) stack_.push_back(node.children[0]);
        if (d <= r) stack_.push_back(node.children[1]);
    }
}

void leaves_touching(const Map& map, const Aabb& box, std::vector<uint32_t>& out, size_t limit) {
    LeafBoxWalker(map).leaves(box, out, limit);
}

PropLoadCounts load_prop_models(Map& map, const Vfs& vfs, const MemoryBudget& budget) {
    PropLoadCounts counts;
    map.prop_models.clear();
    map.prop_placements.clear();
    map.prop_leaves.clear();
    map.prop_vertex_light.clear();

    // Every model file named, once, with the map's spelling of its first use.
    std::unordered_map<std::string, int32_t> model_of_path;  // lower-case path -> prop_models index or -1
    std::vector<std::string> missing, bad;
    std::unordered_map<std::string, int32_t> material_by_name;
    for (size_t i = 0; i < map.materials.size(); ++i) material_by_name.emplace(source_path(map.materials[i].name), int32_t(i));

    auto model_index = [&](const std::string& named) -> int32_t {
        const std::string path = model_vfs_path(named);
        if (path.empty()) return -1;
        if (auto it = model_of_path.find(path); it != model_of_path.end()) return it->second;
        model_of_path[path] = -1;
        const std::string stem = path.substr(0, path.size() - 4);
        ModelFiles files;
        files.mdl_path = path;
        if (vfs.exists(path)) files.mdl = vfs.read(path);
        if (!files.mdl) {
            missing.push_back(path);
            ++counts.models_missing;
            return -1;
        }
        files.vvd = read_first(vfs, stem, {".vvd"}, files.vvd_path);
        files.vtx = read_first(vfs, stem, {".dx90.vtx", ".dx80.vtx", ".sw.vtx", ".vtx"}, files.vtx_path);
        if (!files.vvd || !files.vtx) {
            if (bad.size() < kNamedBadModels)
                map.warnings.push_back(path + ": " + (files.vvd ? files.vtx_path : files.vvd_path) +
                                       " is missing, so the model cannot be drawn; its props show as markers");
            bad.push_back(path);
            ++counts.models_bad;
            return -1;
        }
        try {
            const source::StudioFiles in{path, files.vvd_path, files.vtx_path, *files.mdl, *files.vvd, *files.vtx};
            PropModel model = source::parse_studio_model(in, budget, map.warnings);
            model.path = path;
            model.materials.clear();
            for (const std::string& texture : model.textures)
                model.materials.push_back(material_for_slot(map, vfs, model, texture, material_by_name));
            map.prop_models.push_back(std::move(model));
        } catch (const LoadError& e) {
            // The first few by name; a map naming thousands of bad models gets a count.
            if (bad.size() < kNamedBadModels) map.warnings.push_back(std::string(e.what()) + "; its props show as markers");
            bad.push_back(path);
            ++counts.models_bad;
            return -1;
        }
        ++counts.models_loaded;
        const int32_t index = int32_t(map.prop_models.size() - 1);
        model_of_path[path] = index;
        return index;
    };

    auto finish_placement = [&](PropPlacement& p, bool use_lighting_origin) {
        if (p.model >= 0) {
            const PropModel& model = map.prop_models[size_t(p.model)];
            p.bounds = transformed_box(model.bounds, p.world_from_model());
            if (!use_lighting_origin)
                p.lighting_origin = glm::vec3(p.world_from_model() * glm::vec4(model.illumination_position, 1.0f));
        }
    };

    // The placements and their leaves are counted against the budget before any is
    // made: a lump can name millions of props. Over it, the props stay markers.
    uint64_t model_entities = 0;
    for (const Entity& e : map.entities)
        if (const std::string* key = e.find("model"); key && ends_with(source_path(*key), ".mdl")) ++model_entities;
    const uint64_t placements = map.static_props.size() + model_entities;
    const uint64_t placement_bytes =
        bytes_for(placements, sizeof(PropPlacement)) +
        bytes_for(map.static_prop_leaves.size() + model_entities * (kMaxEntityLeaves + 1), sizeof(uint32_t));
    if (!budget.allows(placement_bytes)) {
        map.warnings.push_back(budget.over_message(placement_bytes, std::to_string(placements) + " prop placements",
                                                   "placement records") +
                               "; their models are not loaded, the props show as markers");
        return counts;
    }
    budget.charge(placement_bytes);
    map.prop_placements.reserve(size_t(placements));

    // Static props: their leaves are the lump's.
    const bool hdr = map.lightmap_set == "hdr";
    // The per-vertex light files, listed once (lower-case name -> stored name): asking the
    // vfs prop by prop lists and sorts the root again on every miss, which made a map with
    // thousands of props beside thousands of the other set's files load in minutes.
    std::unordered_map<std::string, std::string> vhv_files;
    if (!map.static_props.empty())
        for (std::string& name : vfs.list("", ".vhv")) vhv_files.emplace(source_path(name), std::move(name));
    size_t vhv_problems = 0;  // .vhv files not used: the first few named, then counted
    for (size_t i = 0; i < map.static_props.size(); ++i) {
        const StaticProp& sp = map.static_props[i];
        PropPlacement p;
        p.static_prop = int32_t(i);
        if (sp.model >= 0 && size_t(sp.model) < map.static_prop_models.size()) {
            p.model_path = map.static_prop_models[size_t(sp.model)];
            p.model = model_index(p.model_path);
        }
        p.origin = sp.origin;
        p.rotation = sp.rotation();
        // The engine scales props uniformly (sprp v11+ stores one scale).
        p.scale = std::isfinite(sp.scale.x) && sp.scale.x > 0 ? sp.scale.x : 1.0f;
        p.skin = sp.skin;
        // With the screen-space flag the fade values are sizes on screen, not distances:
        // not modelled, so such props are drawn at every distance.
        if ((sp.flags & kPropFades) && !(sp.flags & kPropScreenSpaceFade)) {
            p.fade_min = sp.fade_min;
            p.fade_max = sp.fade_max;
        }
        p.lighting_origin = sp.lighting_origin;
        finish_placement(p, (sp.flags & kPropUseLightingOrigin) != 0);
        p.first_leaf = uint32_t(map.prop_leaves.size());
        for (uint32_t k = 0; k < sp.leaf_count; ++k)
            if (size_t(sp.first_leaf) + k < map.static_prop_leaves.size())
                map.prop_leaves.push_back(map.static_prop_leaves[size_t(sp.first_leaf) + k]);
        p.leaf_count = uint32_t(map.prop_leaves.size()) - p.first_leaf;
        // vrad's per-vertex light, in the pakfile as sp_N.vhv (sp_hdr_N.vhv for the HDR set).
        if (p.model >= 0 && !(sp.flags & kPropNoPerVertexLighting)) {
            const std::string vhv = (hdr ? "sp_hdr_" : "sp_") + std::to_string(i) + ".vhv";
            const auto file = vhv_files.find(vhv);
            const std::optional<std::vector<uint8_t>> bytes =
                file != vhv_files.end() ? vfs.read(file->second) : std::nullopt;
            if (bytes) {
                std::string problem;
                const auto light = source::read_prop_vertex_lighting(*bytes, map.prop_models[size_t(p.model)], &problem);
                const uint64_t light_bytes = light ? bytes_for(light->size(), sizeof(glm::u8vec4)) : 0;
                if (light && !budget.allows(light_bytes)) {
                    if (vhv_problems++ < kNamedBadModels)
                        map.warnings.push_back(vhv + ": " +
                                               budget.over_message(light_bytes, std::to_string(light->size()) +
                                                                                    " vertex colours", "prop vertex light") +
                                               "; the prop is lit by the leaf's ambient light instead");
                } else if (light) {
                    budget.charge(light_bytes);
                    p.lighting = PropLighting::VertexFile;
                    p.first_vertex_light = uint32_t(map.prop_vertex_light.size());
                    // Through linear light, so an HDR set's exposure applies as to the lightmaps.
                    for (const source::PropVertexColor& c : *light)
                        map.prop_vertex_light.push_back(
                            display_light(source::prop_vertex_light_linear(c) * map.prop_light_scale));
                } else if (vhv_problems++ < kNamedBadModels) {
                    map.warnings.push_back(vhv + ": " + problem + "; the prop is lit by the leaf's ambient light instead");
                }
            }
        }
        map.prop_placements.push_back(std::move(p));
    }

    LeafBoxWalker walker(map);
    // Entities with a model file (prop_dynamic, prop_physics, prop_door_rotating,
    // anything whose "model" is an .mdl) in their rest pose; brush entities ("*N") are
    // the world's models and drawn with it.
    for (size_t i = 0; i < map.entities.size(); ++i) {
        const Entity& e = map.entities[i];
        const std::string* model_key = e.find("model");
        if (!model_key || !ends_with(source_path(*model_key), ".mdl")) continue;
        PropPlacement p;
        p.entity = int32_t(i);
        p.model_path = *model_key;
        p.model = model_index(*model_key);
        const std::optional<glm::vec3> origin = e.vec3("origin");
        p.origin = origin && std::isfinite(origin->x) && std::isfinite(origin->y) && std::isfinite(origin->z)
                       ? *origin
                       : glm::vec3(0.0f);
        StaticProp turned;
        turned.angles = entity_angles(e);
        p.rotation = turned.rotation();
        if (const std::optional<float> s = e.number("modelscale"); s && std::isfinite(*s) && *s > 0) p.scale = *s;
        if (const std::optional<float> skin = e.number("skin"); skin && std::isfinite(*skin))
            p.skin = int32_t(std::clamp(*skin, 0.0f, 32767.0f));
        if (const std::optional<float> fade = e.number("fademaxdist"); fade && std::isfinite(*fade) && *fade > 0) {
            p.fade_max = *fade;
            const std::optional<float> fmin = e.number("fademindist");
            p.fade_min = fmin && std::isfinite(*fmin) ? *fmin : 0.0f;
        }
        finish_placement(p, false);
        Aabb where = p.bounds;
        if (where.empty()) where.add(p.origin);
        p.first_leaf = uint32_t(map.prop_leaves.size());
        walker.leaves(where, map.prop_leaves, kMaxEntityLeaves + 1);
        p.leaf_count = uint32_t(map.prop_leaves.size()) - p.first_leaf;
        if (p.leaf_count > kMaxEntityLeaves) {
            // Past the bound, no leaf list: the frustum alone decides (PropPlanner).
            map.prop_leaves.resize(p.first_leaf);
            p.leaf_count = 0;
        }
        map.prop_placements.push_back(std::move(p));
    }

    // Light from the map's ambient samples where no per-vertex light was baked.
    for (PropPlacement& p : map.prop_placements) {
        const int32_t leaf = find_leaf(map, p.origin);
        if (leaf >= 0 && size_t(leaf) < map.leaves.size()) p.area = map.leaves[size_t(leaf)].area;
        ++counts.placements;
        if (p.model >= 0) ++counts.placements_drawn;
        if (p.lighting == PropLighting::VertexFile) {
            ++counts.vertex_lit;
            continue;
        }
        if (const std::optional<AmbientCube> cube = ambient_cube_at(map, p.lighting_origin)) {
            p.lighting = PropLighting::AmbientCube;
            for (int k = 0; k < 6; ++k) p.ambient[k] = (*cube)[size_t(k)] * map.prop_light_scale;
            ++counts.ambient_lit;
        } else {
            // No ambient light stored there: the engine lights such a model with a flat
            // cube of 0.5 on every side.
            for (glm::vec3& side : p.ambient) side = glm::vec3(0.5f);
        }
    }

    auto listed = [](const std::vector<std::string>& names) {
        std::string s;
        for (size_t i = 0; i < names.size() && i < 3; ++i) s += (i ? ", " : "") + names[i];
        if (names.size() > 3) s += ", ...";
        return s;
    };
    if (vhv_problems > kNamedBadModels)
        map.warnings.push_back(std::to_string(vhv_problems - kNamedBadModels) +
                               " more per-vertex lighting files (.vhv) could not be used; those props are lit by "
                               "their leaf's ambient light");
    if (bad.size() > kNamedBadModels)
        map.warnings.push_back(std::to_string(bad.size() - kNamedBadModels) + " more prop models could not be read (" +
                               listed(std::vector<std::string>(bad.begin() + kNamedBadModels, bad.end())) +
                               "); their props show as markers");
    if (!missing.empty())
        map.warnings.push_back(std::to_string(missing.size()) + " prop model" + (missing.size() == 1 ? " is" : "s are") +
                               " not in the game dirs or the pakfile (" + listed(missing) +
                               "); their props show as markers");
    return counts;
}

}  // namespace bsp
