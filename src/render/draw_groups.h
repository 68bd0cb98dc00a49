#pragma once
// Surfaces that can be drawn with one call share a group: same texture, lightmap
// page, lighting source, pass and blend state. A group is its own sort key (see
// DrawGroup): group ids are ordered by it, pass first (opaque, alpha-tested, sky,
// translucent), so walking a visible set's groups in id order is already the right
// drawing order for everything but the blended surfaces, which the frame plan
// (render/frame_plan.h) puts in the engine's order (Quake 3 scripts) or back to
// front (the other formats' alpha blends).
//
// Brush entities can override their materials' pass (Model::blend: GoldSrc's
// rendermode, Quake's "alpha"); surfaces of hidden models (triggers) get no group.
// CPU only: no GL.
#include <compare>
#include <cstdint>
#include <vector>

#include "assets/material.h"
#include "map/map.h"
#include "render/lightmap_atlas.h"
#include "render/material_slots.h"

namespace bsp {

// Where a surface's light comes from in the frame (MaterialLighting made concrete:
// a Lightmap material on a surface without a lightmap takes its vertex colours).
enum class Lighting : uint8_t { Lightmap, Vertex, None };

// A group's state, which is also its sort key: groups compare field by field in
// this order, the most significant first (as ioquake3 packs its sort key with the
// sort order above the shader and the fog number).
//  1. pass: the frame's buckets, in drawing order (MaterialPass);
//  2. texture_slot: the costliest state to change, so equal textures sit together
//     within a pass (slots count in the order materials name images);
//  3. lightmap_page: the second texture;
//  4. lighting, 5. blend, 6. two_sided, 7. warp, 8. alpha: uniforms and cheap state;
//  9. staged_material: a material drawn stage by stage is a group of its own;
// 10. light_entity: per brush entity when its stages read the entity's light.
struct DrawGroup {
    MaterialPass pass = MaterialPass::Opaque;
    int32_t texture_slot = -1;  // MaterialSlots slot; -1: none (the sky, drawn by direction)
    int lightmap_page = -1;     // -1 unless lighting is Lightmap
    Lighting lighting = Lighting::None;
    BlendMode blend = BlendMode::Opaque;
    bool two_sided = false;
    bool warp = false;          // liquid: texture coordinates ripple over time
    float alpha = 1.0f;         // constant opacity of a blended brush entity (Model::alpha)
    int32_t staged_material = -1;  // a material drawn stage by stage (its Map::materials index); -1: single pass
    // The model whose entity lights a staged material's rgbGen lightingDiffuse
    // stages (render/entity_light.h); 0, the world's, for every other group.
    int32_t light_entity = 0;
    // Source bump-lit faces whose material has a normal map: its texture slot, the
    // normal map weighting the atlas's three direction pages (render/bump_basis.h);
    // -1 for every other group.
    int32_t bump_slot = -1;
    // A Source material with features of its own (SourceLook::active: a second layer,
    // detail, tint, texture transform, frames...): its Map::materials index, whose
    // uniforms and extra textures the group sets; -1 for every other group.
    int32_t source_material = -1;
    // A Source $envmap material's faces: the cube map sample they reflect
    // (Surface::cubemap; the cubemaps view colours by it), and whether that sample's
    // image was uploaded (only then is the reflection drawn); -1 for every other group. Faces
    // of one material nearer different samples need different cube textures, so they
    // become groups of their own rather than one group binding a texture per range:
    // a group stays one glMultiDrawElements, and as the least significant key the
    // material's groups still sit side by side (only the cube map changes between them).
    int32_t cubemap = -1;
    bool cubemap_image = false;
    bool flowing = false;  // the texture scrolls over time (ResolvedMaterial::flowing)
    // An animated texture (Material::animation): its frames' texture slots in
    // DrawGroupTable::animation_slots; the group binds the frame of the moment
    // instead of texture_slot (the first frame). -1: a still texture.
    int32_t animation = -1;

    auto operator<=>(const DrawGroup&) const = default;
};

struct DrawGroupTable {
    std::vector<DrawGroup> groups;           // ascending by key
    std::vector<uint32_t> group_of_surface;  // VisibleSetBuilder::kNoGroup for skipped surfaces
    // Blended surfaces of Quake 3 scripts: their place in the engine's order
    // (render/engine_draw_order.h); kNoEngineOrder for every other surface.
    std::vector<uint32_t> engine_order_of_surface;
    // Per animated texture, its frames' texture slots in order (DrawGroup::animation).
    std::vector<std::vector<uint32_t>> animation_slots;
};

// The texture slot an animated group shows at `seconds` (Material::kAnimationFramesPerSecond,
// counted from the group's first frame as the engine counts from the face's texinfo);
// texture_slot for a still one.
int32_t texture_slot_at(const DrawGroupTable& table, const DrawGroup& group, double seconds);

// `cubemap_images`: which of Map::cubemaps have an image to reflect (indexed alike;
// DrawGroup::cubemap_image).
DrawGroupTable build_draw_groups(const Map& map, const MaterialSlots& materials, const LightmapAtlas& atlas,
                                 const std::vector<bool>& cubemap_images = {});

}  // namespace bsp
