#pragma once
// Surfaces that can be drawn with one call share a group: same texture, lightmap
// page, lighting source, pass and blend state. Group ids are ordered by pass
// (opaque, alpha-tested, sky, translucent), so walking a visible set's groups in
// id order is already the right drawing order for everything but the
// translucent surfaces, which are then sorted back to front.
//
// Brush entities can override their materials' pass (Model::blend: GoldSrc's
// rendermode, Quake's "alpha"); surfaces of hidden models (triggers) get no group.
#include <cstdint>
#include <vector>

#include "map/map.h"
#include "render/lightmap_atlas.h"
#include "render/material_table.h"

namespace bsp {

// Where a surface's light comes from in the frame (MaterialLighting made concrete:
// a Lightmap material on a surface without a lightmap takes its vertex colours).
enum class Lighting : uint8_t { Lightmap, Vertex, None };

struct DrawGroup {
    int32_t texture_slot = -1;  // MaterialTable slot; -1: none (the sky, drawn by direction)
    int lightmap_page = -1;  // -1 unless lighting is Lightmap
    Lighting lighting = Lighting::None;
    MaterialPass pass = MaterialPass::Opaque;
    BlendMode blend = BlendMode::Opaque;
    bool two_sided = false;
    bool warp = false;       // liquid: texture coordinates ripple over time
    float alpha = 1.0f;      // constant opacity of a blended brush entity (Model::alpha)
};

struct DrawGroupTable {
    std::vector<DrawGroup> groups;
    std::vector<uint32_t> group_of_surface;  // VisibleSetBuilder::kNoGroup for skipped surfaces
};

DrawGroupTable build_draw_groups(const Map& map, const MaterialTable& materials, const LightmapAtlas& atlas);

}  // namespace bsp
