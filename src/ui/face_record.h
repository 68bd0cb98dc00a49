#pragma once
// Everything worth knowing about one surface (a "face" in the file), gathered in
// one place so the face panel and `--pick ... --stats` JSON show the same record.
#include <cstdint>
#include <string>
#include <vector>

#include "core/json_writer.h"
#include "assets/material.h"
#include "map/map.h"
#include "render/lightmap_rects.h"
#include "vis/surface_picker.h"

namespace bsp {

struct FaceRecord {
    int32_t surface = -1, face_index = -1, model = 0;
    std::string kind;
    // A piece of a Source overlay (Surface::overlay): the overlay's id in the file, and
    // the map face it lies on is face_index; -1 for the map's own faces.
    int32_t overlay_id = -1;
    std::string material;
    // Its image was not found, so the missing-texture checker shows; the problem
    // (MissingMaterial::problem) when a file was found but could not be used.
    bool texture_missing = false;
    std::string texture_problem;
    std::vector<std::string> material_flags;  // sky, nodraw, ...
    int32_t surface_flags = 0, contents = 0;  // the format's raw values
    int32_t lightmap = -1;                     // Map::lightmaps index
    // Source: the cube map sample the face reflects (Surface::cubemap) and where it is;
    // -1 for none. cubemap_text says it for the picker: "cubemap #N at (x y z)", and
    // ", no image of its own: cubemapdefault or nothing" when the sample has no image
    // (CubemapSample::image_found): the face reflects the map's default cube map, or nothing.
    int32_t cubemap = -1;
    glm::vec3 cubemap_origin{0};
    bool cubemap_image = false;
    std::string cubemap_text() const;
    int lightmap_width = 0, lightmap_height = 0;
    LightmapRect atlas_rect;                   // in atlas page texels
    uint32_t first_vertex = 0, vertex_count = 0, first_index = 0, index_count = 0;
    int patch_width = 0, patch_height = 0;
    Aabb bounds;
    // Where it was picked (when it was): the hit point and the leaf/cluster in front of it.
    bool picked = false;
    glm::vec3 point{0};
    float distance = 0;
    int32_t leaf = -1, cluster = -1, area = -1;
    std::vector<std::string> shader_stages;  // how its material is drawn (ui/shader_stages_readout.h)
};

// `hit` may be a miss (surface -1): the record then describes `surface` alone.
FaceRecord describe_face(const Map& map, const std::vector<LightmapRect>& rects, int32_t surface,
                         const SurfaceHit* hit = nullptr);

// Fills f.texture_missing and f.texture_problem when f's material is one of `missing` (the renderer's list).
void note_missing_texture(FaceRecord& f, const std::vector<MissingMaterial>& missing);

void write_face_record(JsonWriter& j, const FaceRecord& f);

std::string material_flag_names(uint32_t flags);

}  // namespace bsp
