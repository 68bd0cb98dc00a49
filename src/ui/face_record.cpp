#include "ui/face_record.h"

#include <cstdio>

#include "ui/shader_stages_readout.h"
#include "vis/camera_leaf.h"

namespace bsp {

namespace {
constexpr std::pair<uint32_t, const char*> kFlagNames[] = {
    {kMaterialSky, "sky"},             {kMaterialNoDraw, "nodraw"},         {kMaterialTranslucent, "translucent"},
    {kMaterialAlphaTest, "alphatest"}, {kMaterialNoLightmap, "nolightmap"}, {kMaterialLiquid, "liquid"}, {kMaterialWarp, "warp"}, {kMaterialSkyLayers, "skylayers"},
    {kMaterialUnused, "unused"}};
}  // namespace

std::string material_flag_names(uint32_t flags) {
    std::string out;
    for (const auto& [bit, name] : kFlagNames)
        if (flags & bit) out += (out.empty() ? "" : " ") + std::string(name);
    return out;
}

FaceRecord describe_face(const Map& map, const std::vector<LightmapRect>& rects, int32_t surface,
                         const SurfaceHit* hit) {
    FaceRecord f;
    if (surface < 0 || size_t(surface) >= map.surfaces.size()) return f;
    const Surface& s = map.surfaces[size_t(surface)];
    f.surface = surface;
    f.face_index = s.face_index;
    f.model = s.model;
    f.kind = surface_kind_name(s.kind);
    if (s.overlay >= 0 && size_t(s.overlay) < map.overlays.size()) {
        f.kind = "overlay";
        f.overlay_id = map.overlays[size_t(s.overlay)].id;
    }
    if (s.material >= 0 && size_t(s.material) < map.materials.size()) {
        const Material& m = map.materials[size_t(s.material)];
        f.material = m.name;
        for (const auto& [bit, name] : kFlagNames)
            if (m.flags & bit) f.material_flags.emplace_back(name);
        f.surface_flags = m.source_surface_flags;
        f.contents = m.source_contents;
    }
    f.lightmap = s.lightmap;
    if (s.lightmap >= 0 && size_t(s.lightmap) < map.lightmaps.size()) {
        f.lightmap_width = map.lightmaps[size_t(s.lightmap)].width;
        f.lightmap_height = map.lightmaps[size_t(s.lightmap)].height;
    }
    if (s.cubemap >= 0 && size_t(s.cubemap) < map.cubemaps.size()) {
        f.cubemap = s.cubemap;
        f.cubemap_origin = map.cubemaps[size_t(s.cubemap)].origin;
        f.cubemap_image = map.cubemaps[size_t(s.cubemap)].image_found;
    }
    if (size_t(surface) < rects.size()) f.atlas_rect = rects[size_t(surface)];
    f.first_vertex = s.first_vertex;
    f.vertex_count = s.vertex_count;
    f.first_index = s.first_index;
    f.index_count = s.index_count;
    f.patch_width = s.patch_width;
    f.patch_height = s.patch_height;
    f.bounds = s.bounds;
    if (hit && hit->surface == surface) {
        f.picked = true;
        f.point = hit->point;
        f.distance = hit->distance;
        // The point itself sits on the leaf boundary: step back towards the viewer.
        f.leaf = find_leaf(map, hit->point + hit->normal * 1.0f);
        if (f.leaf >= 0) {
            f.cluster = map.leaves[size_t(f.leaf)].cluster;
            f.area = map.leaves[size_t(f.leaf)].area;
        }
    }
    return f;
}

std::string FaceRecord::cubemap_text() const {
    if (cubemap < 0) return "none";
    char text[128];
    std::snprintf(text, sizeof text, "cubemap #%d at (%g %g %g)%s", cubemap, double(cubemap_origin.x),
                  double(cubemap_origin.y), double(cubemap_origin.z), cubemap_image ? "" : ", no image of its own: cubemapdefault or nothing");
    return text;
}

void note_missing_texture(FaceRecord& f, const std::vector<MissingMaterial>& missing) {
    f.texture_missing = false;
    f.texture_problem.clear();
    if (f.material.empty()) return;
    for (const MissingMaterial& m : missing)
        if (m.name == f.material) {
            f.texture_missing = true;
            f.texture_problem = m.problem;
            return;
        }
}

namespace {
void write_vec3(JsonWriter& j, std::string_view key, const glm::vec3& v) {
    j.key(key).begin_array().value(double(v.x)).value(double(v.y)).value(double(v.z)).end_array();
}
}  // namespace

void write_face_record(JsonWriter& j, const FaceRecord& f) {
    j.begin_object();
    j.field("surface", int64_t(f.surface));
    j.field("face_index", int64_t(f.face_index));
    j.field("model", int64_t(f.model));
    j.field("kind", f.kind);
    if (f.overlay_id >= 0 || f.kind == "overlay") j.field("overlay_id", int64_t(f.overlay_id));
    j.field("material", f.material);
    if (f.texture_missing) {
        j.field("texture_missing", true);
        if (!f.texture_problem.empty()) j.field("texture_problem", f.texture_problem);
    }
    write_shader_stages(j, f);
    j.key("material_flags").begin_array();
    for (const std::string& n : f.material_flags) j.value(n);
    j.end_array();
    j.field("surface_flags", int64_t(f.surface_flags));
    j.field("contents", int64_t(f.contents));
    j.field("lightmap", int64_t(f.lightmap));
    j.key("lightmap_size").begin_array().value(f.lightmap_width).value(f.lightmap_height).end_array();
    j.field("cubemap", int64_t(f.cubemap));
    if (f.cubemap >= 0) {
        write_vec3(j, "cubemap_origin", f.cubemap_origin);
        j.field("cubemap_text", f.cubemap_text());
    }
    j.key("atlas_rect").begin_object();
    j.field("page", f.atlas_rect.page);
    j.field("x", f.atlas_rect.min.x).field("y", f.atlas_rect.min.y);
    j.field("width", f.atlas_rect.max.x - f.atlas_rect.min.x).field("height", f.atlas_rect.max.y - f.atlas_rect.min.y);
    j.end_object();
    j.field("first_vertex", uint64_t(f.first_vertex)).field("vertex_count", uint64_t(f.vertex_count));
    j.field("first_index", uint64_t(f.first_index)).field("index_count", uint64_t(f.index_count));
    j.key("patch_size").begin_array().value(f.patch_width).value(f.patch_height).end_array();
    if (!f.bounds.empty()) {
        write_vec3(j, "bounds_min", f.bounds.min);
        write_vec3(j, "bounds_max", f.bounds.max);
    }
    if (f.picked) {
        write_vec3(j, "point", f.point);
        j.field("distance", double(f.distance));
        j.field("leaf", int64_t(f.leaf)).field("cluster", int64_t(f.cluster)).field("area", int64_t(f.area));
    }
    j.end_object();
}

}  // namespace bsp
