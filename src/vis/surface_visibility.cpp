#include "vis/surface_visibility.h"

#include <algorithm>
#include <vector>

#include "vis/camera_leaf.h"
#include "vis/grid_box.h"

namespace bsp {

namespace {

// The builder's test of a brush model's box, with its arithmetic (centre and half-size
// against each plane still in `mask`, clearing the planes the box lies fully in front
// of), so a box that touches a plane gets the same answer to the last bit. A box
// without extent (no bounds in the file) is never culled.
bool box_in_frustum(const Frustum& frustum, const Aabb& box, uint32_t& mask) {
    if (box.empty() || mask == 0) return true;
    const glm::vec3 center = box.center(), extent = box.size() * 0.5f;
    for (uint32_t i = 0; i < 6; ++i) {
        const uint32_t bit = 1u << i;
        if (!(mask & bit)) continue;
        const Plane& p = frustum.planes[i];
        const float d = glm::dot(p.normal, center) - p.dist;
        const float r = glm::dot(glm::abs(p.normal), extent);
        if (d + r < 0) return false;
        if (d - r >= 0) mask &= ~bit;
    }
    return true;
}

bool box_in_frustum(const Frustum& frustum, const Aabb& box) {
    uint32_t mask = Frustum::kAllPlanes;
    return box_in_frustum(frustum, box, mask);
}

// The builder's test of a node's, leaf's or world surface's box: on the map's grid.
bool box_in_frustum(const GridFrustum& frustum, const CullGrid& grid, const Aabb& box, uint32_t& mask) {
    return frustum.box_in_frustum(grid_box(box, grid), mask);
}

// The tree walk's way down to a leaf: its ancestors from the root, as the builder
// records parents (a child a corrupt file gives two parents keeps the last). Empty
// when the leaf hangs from no node or the chain does not reach the root.
std::vector<int32_t> path_to_leaf(const Map& map, size_t leaf, const std::vector<int32_t>& node_parent,
                                  const std::vector<int32_t>& leaf_parent) {
    std::vector<int32_t> path;
    int32_t n = leaf_parent[leaf];
    while (n >= 0 && path.size() <= map.nodes.size()) {
        path.push_back(n);
        n = node_parent[size_t(n)];
    }
    if (path.empty() || path.back() != 0 || path.size() > map.nodes.size()) return {};
    std::reverse(path.begin(), path.end());
    return path;
}

}  // namespace

const char* surface_rejection_name(SurfaceRejection r) {
    switch (r) {
        case SurfaceRejection::Drawn: return "drawn";
        case SurfaceRejection::NeverDrawn: return "never drawn";
        case SurfaceRejection::NotInAnyLeaf: return "not in any leaf";
        case SurfaceRejection::Pvs: return "PVS";
        case SurfaceRejection::Frustum: return "frustum";
    }
    return "?";
}

const char* answer_name(Answer a) {
    switch (a) {
        case Answer::No: return "no";
        case Answer::Yes: return "yes";
        case Answer::NotAsked: return "n/a";
    }
    return "?";
}

std::string never_drawn_reason(const Map& map, int32_t surface) {
    if (surface < 0 || size_t(surface) >= map.surfaces.size()) return "no such surface";
    const Surface& s = map.surfaces[size_t(surface)];
    if (s.kind == SurfaceKind::Flare)
        return "flare: no triangles; with flares on it is drawn as a sprite when the leaf holding its point is "
               "visible (PVS and frustum) and the point is on screen (render/flares.h)";
    if (s.index_count == 0) return "no triangles";
    if (s.model > 0 && size_t(s.model) < map.models.size()) {
        const Model& m = map.models[size_t(s.model)];
        if (m.hidden) return "hidden brush model (trigger or invisible entity)";
        if (m.blend != ModelBlend::Opaque && m.alpha <= 0.0f) return "brush model fully transparent (alpha 0)";
    }
    if (s.material >= 0 && size_t(s.material) < map.materials.size()) {
        const Material& m = map.materials[size_t(s.material)];
        if (m.flags & kMaterialNoDraw) return "nodraw/tool material \"" + m.name + "\"";
    }
    return "";
}

SurfaceVisibility explain_surface_visibility(const Map& map, int32_t surface, bool drawable, const glm::vec3& eye,
                                             const Frustum& frustum, const VisOptions& options, bool frozen) {
    SurfaceVisibility v;
    v.surface = surface;
    v.frozen = frozen;
    v.camera_leaf = find_leaf(map, eye);
    if (v.camera_leaf >= 0) {
        v.camera_cluster = map.leaves[size_t(v.camera_leaf)].cluster;
        v.camera_area = map.leaves[size_t(v.camera_leaf)].area;
    }
    if (surface < 0 || size_t(surface) >= map.surfaces.size()) {
        v.never_drawn_reason = "no such surface";
        return v;
    }
    const Surface& s = map.surfaces[size_t(surface)];
    v.brush_model = s.model > 0;
    const bool has_visdata = !map.visibility.empty();
    const bool pvs_applies = options.use_pvs && has_visdata && v.camera_cluster >= 0;

    // Every test is answered even when an earlier one already rejected the surface,
    // since "in the PVS but outside the frustum" is what a person wants to read.
    bool in_frustum = true;
    bool leaf_passes = false;  // a listing leaf that passes the PVS and the frustum
    if (v.brush_model) {
        v.pvs_note = "brush model: culled by its bounds only";
        const bool model_known = size_t(s.model) < map.models.size();
        in_frustum = !model_known || box_in_frustum(frustum, map.models[size_t(s.model)].bounds);
        if (!in_frustum) v.frustum_note = "its model's bounds are outside";
    } else {
        std::vector<int32_t> node_parent(map.nodes.size(), -1), leaf_parent(map.leaves.size(), -1);
        for (size_t n = 0; n < map.nodes.size(); ++n)
            for (int32_t child : map.nodes[n].children) {
                if (child >= 0 && size_t(child) < map.nodes.size()) node_parent[size_t(child)] = int32_t(n);
                const size_t l = size_t(-(int64_t(child) + 1));
                if (child < 0 && l < map.leaves.size()) leaf_parent[l] = int32_t(n);
            }
        const CullGrid grid = cull_grid_for(map);
        const GridFrustum on_grid(frustum, grid);
        bool any_leaf_in_frustum = false;
        in_frustum = false;
        for (size_t l = 0; l < map.leaves.size(); ++l) {
            const Leaf& leaf = map.leaves[l];
            const size_t first = std::min<size_t>(leaf.first_leaf_surface, map.leaf_surfaces.size());
            const size_t end = first + std::min<size_t>(leaf.leaf_surface_count, map.leaf_surfaces.size() - first);
            if (std::find(map.leaf_surfaces.begin() + ptrdiff_t(first), map.leaf_surfaces.begin() + ptrdiff_t(end),
                          uint32_t(surface)) == map.leaf_surfaces.begin() + ptrdiff_t(end))
                continue;
            // Solid and outside leaves (no cluster) are no place one can see into.
            if (leaf.cluster < 0 && has_visdata) continue;
            // A leaf the walk cannot reach from the root is never visited.
            const std::vector<int32_t> path = map.nodes.empty() ? std::vector<int32_t>{}
                                                                : path_to_leaf(map, l, node_parent, leaf_parent);
            if (map.nodes.empty() ? l != 0 : path.empty()) continue;
            if (v.leaves == 0) v.surface_area = leaf.area;
            ++v.leaves;
            const bool in_pvs = v.camera_cluster >= 0 && map.visibility.can_see(v.camera_cluster, leaf.cluster);
            if (in_pvs) ++v.leaves_in_pvs;
            // Down the walk's path: each node's box, then the leaf's, then the surface's,
            // each tested against the planes the boxes above did not already clear.
            uint32_t mask = Frustum::kAllPlanes;
            bool leaf_in_frustum = true;
            for (int32_t n : path)
                leaf_in_frustum = leaf_in_frustum && box_in_frustum(on_grid, grid, map.nodes[size_t(n)].bounds, mask);
            leaf_in_frustum = leaf_in_frustum && box_in_frustum(on_grid, grid, leaf.bounds, mask);
            const bool surface_in_frustum = leaf_in_frustum && box_in_frustum(on_grid, grid, s.bounds, mask);
            any_leaf_in_frustum = any_leaf_in_frustum || leaf_in_frustum;
            in_frustum = in_frustum || surface_in_frustum;
            if ((!pvs_applies || in_pvs) && (!options.use_frustum || surface_in_frustum)) leaf_passes = true;
        }
        if (!has_visdata) v.pvs_note = "the map has no visdata";
        else if (v.camera_cluster < 0) v.pvs_note = "the camera has no cluster (outside the map or in solid)";
        else if (v.leaves == 0) v.pvs_note = "no leaf lists it";
        else v.in_pvs = v.leaves_in_pvs > 0 ? Answer::Yes : Answer::No;
        uint32_t all_planes = Frustum::kAllPlanes;
        const bool own_box_in_frustum = box_in_frustum(on_grid, grid, s.bounds, all_planes);
        if (v.leaves == 0) in_frustum = own_box_in_frustum;
        else if (!in_frustum && own_box_in_frustum)
            v.frustum_note = any_leaf_in_frustum ? "" : "its bounds are, its leaves' are not";
    }
    if (options.use_frustum) v.in_frustum = in_frustum ? Answer::Yes : Answer::No;
    else v.frustum_note = "the frustum test is off";
    if (v.in_pvs == Answer::NotAsked && !v.brush_model && !options.use_pvs && v.pvs_note.empty())
        v.pvs_note = "the PVS test is off";

    if (!drawable) {
        v.rejection = SurfaceRejection::NeverDrawn;
        v.never_drawn_reason = never_drawn_reason(map, surface);
        if (v.never_drawn_reason.empty()) v.never_drawn_reason = "its material is not drawn (skip pass)";
    } else if (!v.brush_model && v.leaves == 0) {
        v.rejection = SurfaceRejection::NotInAnyLeaf;
    } else if (!v.brush_model && !leaf_passes && pvs_applies && v.leaves_in_pvs == 0) {
        v.rejection = SurfaceRejection::Pvs;
    } else if (options.use_frustum && (!in_frustum || (!v.brush_model && !leaf_passes))) {
        v.rejection = SurfaceRejection::Frustum;
        // In the PVS and in the frustum, but through no one leaf: those in the PVS lie outside it.
        if (in_frustum && v.frustum_note.empty()) v.frustum_note = "its leaves in the PVS are outside";
    } else {
        v.rejection = SurfaceRejection::Drawn;
    }
    return v;
}

std::string surface_visibility_summary(const SurfaceVisibility& v) {
    std::string out;
    switch (v.rejection) {
        case SurfaceRejection::Drawn: out = "drawn"; break;
        case SurfaceRejection::NeverDrawn: out = "not drawn: " + v.never_drawn_reason; break;
        case SurfaceRejection::NotInAnyLeaf: out = "not drawn: no leaf one can see into lists it"; break;
        case SurfaceRejection::Pvs: out = "not drawn: outside the camera cluster's PVS"; break;
        case SurfaceRejection::Frustum: out = "not drawn: outside the view frustum"; break;
    }
    if (v.frozen) out += " (from the frozen camera)";
    return out;
}

void write_surface_visibility(JsonWriter& j, const SurfaceVisibility& v) {
    j.begin_object();
    j.field("surface", int64_t(v.surface));
    j.field("drawn", v.drawn());
    j.field("rejected_by", v.drawn() ? std::string() : std::string(surface_rejection_name(v.rejection)));
    j.field("summary", surface_visibility_summary(v));
    j.field("in_pvs", answer_name(v.in_pvs));
    if (!v.pvs_note.empty()) j.field("pvs_note", v.pvs_note);
    j.field("in_frustum", answer_name(v.in_frustum));
    if (!v.frustum_note.empty()) j.field("frustum_note", v.frustum_note);
    j.field("leaves", uint64_t(v.leaves)).field("leaves_in_pvs", uint64_t(v.leaves_in_pvs));
    j.field("camera_leaf", int64_t(v.camera_leaf)).field("camera_cluster", int64_t(v.camera_cluster));
    j.field("camera_area", int64_t(v.camera_area)).field("surface_area", int64_t(v.surface_area));
    j.field("brush_model", v.brush_model);
    j.field("frozen", v.frozen);
    j.end_object();
}

}  // namespace bsp
