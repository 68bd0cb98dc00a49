#include "render/debug_geometry.h"

#include <algorithm>
#include <map>
#include <utility>

#include "render/light_probes.h"
#include "vis/cluster_colors.h"

namespace bsp {

glm::u8vec4 leaf_bounds_color(const Leaf& leaf, int32_t camera_cluster) {
    if (leaf.cluster < 0) return kLeafBoundsColor;
    const glm::u8vec4 c = cluster_color(leaf.cluster);
    if (leaf.cluster == camera_cluster) return c;
    // GL 3.3 core has no line widths above 1, so other clusters step back by brightness.
    return glm::u8vec4(glm::vec3(c) * kOtherClusterDim, 255);
}

void add_leaf_bounds(LineBatch& out, const Map& map, const VisibleSet& visible) {
    const int32_t camera = visible.camera_leaf;
    for (uint32_t l : visible.leaves)
        if (l < map.leaves.size() && int32_t(l) != camera)
            out.box(map.leaves[l].bounds, leaf_bounds_color(map.leaves[l], visible.camera_cluster));
    if (camera >= 0 && size_t(camera) < map.leaves.size())
        out.box(map.leaves[size_t(camera)].bounds, kCameraLeafColor, true);
}

void add_frustum(LineBatch& out, const glm::mat4& clip_from_world, const glm::vec3& eye, float length) {
    const glm::mat4 world_from_clip = glm::inverse(clip_from_world);
    glm::vec3 near_c[4], far_c[4];
    const glm::vec2 ndc[4] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    for (int i = 0; i < 4; ++i) {
        const glm::vec4 n = world_from_clip * glm::vec4(ndc[i], -1, 1);
        const glm::vec4 f = world_from_clip * glm::vec4(ndc[i], 1, 1);
        near_c[i] = glm::vec3(n) / n.w;
        const glm::vec3 far_point = glm::vec3(f) / f.w;
        const glm::vec3 dir = far_point - near_c[i];
        const float full = glm::length(dir);
        far_c[i] = full > length ? near_c[i] + dir * (length / full) : far_point;
    }
    for (int i = 0; i < 4; ++i) {
        const int j = (i + 1) % 4;
        out.line(eye, far_c[i], kFrozenFrustumColor, true);
        out.line(near_c[i], near_c[j], kFrozenFrustumColor, true);
        out.line(far_c[i], far_c[j], kFrozenFrustumColor, true);
    }
    out.cross(eye, 8, kFrozenFrustumColor, true);
}

glm::u8vec4 entity_marker_color(const std::string& c) {
    if (c.starts_with("info_player") || (c.starts_with("team_CTF_") && c.find("spawn") != std::string::npos))
        return {40, 255, 60, 255};
    if (c.starts_with("light")) return {255, 250, 120, 255};
    if (c.starts_with("item_") || c.starts_with("weapon_") || c.starts_with("ammo_") || c.starts_with("holdable_"))
        return {60, 170, 255, 255};
    return {255, 130, 40, 255};
}

void add_entity_markers(LineBatch& out, const Map& map, int32_t selected) {
    for (size_t i = 0; i < map.entities.size(); ++i) {
        const auto origin = entity_marker_origin(map.entities[i]);
        if (!origin) continue;
        const bool chosen = int32_t(i) == selected;
        const glm::u8vec4 color = chosen ? kSelectionColor : entity_marker_color(map.entities[i].classname());
        const float half = chosen ? 1.5f * kEntityMarkerHalfSize : kEntityMarkerHalfSize;
        Aabb box;
        box.add(*origin - glm::vec3(half));
        box.add(*origin + glm::vec3(half));
        out.box(box, color, chosen);
        out.cross(*origin, 1.5f * half, color, chosen);
    }
}

void add_static_prop_markers(LineBatch& out, const Map& map, bool models_drawn) {
    constexpr float kHalf = 8.0f;
    // A prop whose model loaded is drawn as itself (render/gl/prop_renderer.h); the
    // marker stays for the ones whose model is missing or bad.
    std::vector<uint8_t> drawn(map.static_props.size(), 0);
    for (const PropPlacement& placement : map.prop_placements)
        if (models_drawn && placement.model >= 0 && placement.static_prop >= 0 && size_t(placement.static_prop) < drawn.size())
            drawn[size_t(placement.static_prop)] = 1;
    for (size_t i = 0; i < map.static_props.size(); ++i) {
        if (drawn[i]) continue;
        const StaticProp& p = map.static_props[i];
        const glm::mat3 r = p.rotation();
        glm::vec3 corner[8];
        for (int i = 0; i < 8; ++i)
            corner[i] = p.origin + r * (kHalf * glm::vec3(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 2 : 0));
        // The 12 edges: corners that differ in exactly one bit.
        for (int i = 0; i < 8; ++i)
            for (int bit = 1; bit < 8; bit <<= 1)
                if (!(i & bit)) out.line(corner[i], corner[i | bit], kStaticPropColor);
        const glm::vec3 centre = p.origin + r[2] * kHalf;
        out.line(centre, centre + r[0] * (3 * kHalf), kStaticPropColor);
    }
}

void add_light_probes(LineBatch& out, const Map& map, const glm::vec3& eye) {
    for (const LightProbe& p : light_probes_near(map.light_grid, eye, 2)) {
        const glm::u8vec4 ambient(p.sample.ambient, 255), directed(p.sample.directed, 255);
        Aabb box;
        box.add(p.position - glm::vec3(3));
        box.add(p.position + glm::vec3(3));
        out.box(box, ambient);
        // The direction points towards the light: draw it from the probe that way.
        out.line(p.position, p.position + p.sample.direction * 20.0f, directed);
    }
}

void add_surface_edges(LineBatch& out, const Map& map, int32_t surface) {
    if (surface < 0 || size_t(surface) >= map.surfaces.size()) return;
    const Surface& s = map.surfaces[size_t(surface)];
    const size_t end = std::min<size_t>(size_t(s.first_index) + s.index_count, map.indices.size());
    // The outline: edges of one triangle only. Edges two triangles share (a fan's
    // diagonals, a patch's inner grid) lie inside the face and would cross it.
    std::map<std::pair<uint32_t, uint32_t>, int> uses;
    for (size_t i = s.first_index; i + 2 < end; i += 3) {
        const uint32_t t[3] = {map.indices[i], map.indices[i + 1], map.indices[i + 2]};
        if (t[0] >= map.vertices.size() || t[1] >= map.vertices.size() || t[2] >= map.vertices.size()) continue;
        for (int k = 0; k < 3; ++k) ++uses[std::minmax(t[k], t[(k + 1) % 3])];
    }
    for (const auto& [edge, count] : uses)
        if (count == 1)
            out.line(map.vertices[edge.first].position, map.vertices[edge.second].position, kSelectionColor, true);
}

void add_area_portals(LineBatch& out, const Map& map, int32_t camera_area) {
    // Each portal is listed once per side; both records answer area_portal_touches alike, so
    // a polygon drawn twice is drawn in one colour.
    for (const AreaPortal& p : map.area_portals) {
        if (p.vertex_count < 2 || size_t(p.first_vertex) + p.vertex_count > map.area_portal_vertices.size()) continue;
        const bool near = area_portal_touches(p, camera_area);
        const glm::u8vec4 color = near ? kCameraAreaPortalColor : kAreaPortalColor;
        const glm::vec3* v = map.area_portal_vertices.data() + p.first_vertex;
        for (uint32_t i = 0; i < p.vertex_count; ++i) out.line(v[i], v[(i + 1) % p.vertex_count], color, near);
    }
}

uint32_t add_vis_portals(LineBatch& out, const Map& map, int32_t camera_cluster) {
    const PortalFile& file = map.portal_file;
    const int32_t cluster = file.file_cluster(camera_cluster);
    uint32_t near_count = 0;
    for (const VisPortal& p : file.portals) {
        if (p.vertex_count < 2 || size_t(p.first_vertex) + p.vertex_count > file.vertices.size()) continue;
        const bool near = vis_portal_touches(p, cluster);
        near_count += near;
        const glm::u8vec4 color = near ? kCameraVisPortalColor : kVisPortalColor;
        const glm::vec3* v = file.vertices.data() + p.first_vertex;
        for (uint32_t i = 0; i < p.vertex_count; ++i) out.line(v[i], v[(i + 1) % p.vertex_count], color, near);
    }
    return near_count;
}

}  // namespace bsp
