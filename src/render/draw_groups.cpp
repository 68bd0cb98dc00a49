#include "render/draw_groups.h"

#include <algorithm>
#include <map>

#include "render/engine_draw_order.h"
#include "vis/visible_set.h"

namespace bsp {

namespace {

const Model* model_of(const Map& map, const Surface& surf) {
    return surf.model >= 0 && size_t(surf.model) < map.models.size() ? &map.models[size_t(surf.model)] : nullptr;
}

// The pass and blend a brush entity's blend mode imposes on a material drawn by it.
void apply_model_blend(const Model& model, MaterialPass& pass, BlendMode& blend, float& alpha) {
    if (pass == MaterialPass::Sky || pass == MaterialPass::Skip) return;
    switch (model.blend) {
        case ModelBlend::Opaque: return;
        case ModelBlend::AlphaTest:
            if (pass == MaterialPass::Opaque) pass = MaterialPass::AlphaTest;
            return;
        case ModelBlend::Blend:
            pass = MaterialPass::Translucent;
            blend = BlendMode::AlphaBlend;
            break;
        case ModelBlend::Additive:
            pass = MaterialPass::Translucent;
            blend = BlendMode::Additive;
            break;
    }
    alpha = std::clamp(model.alpha, 0.0f, 1.0f);
}

Lighting surface_lighting(const ResolvedMaterial& m, int lightmap_page) {
    switch (m.lighting) {
        case MaterialLighting::Vertex: return Lighting::Vertex;
        case MaterialLighting::None: return Lighting::None;
        case MaterialLighting::Lightmap: break;
    }
    // Quake 3 lights surfaces without a lightmap by their vertex colours.
    return lightmap_page >= 0 ? Lighting::Lightmap : Lighting::Vertex;
}

bool model_blended(const Model* model) { return model && model->blend != ModelBlend::Opaque; }

// How a staged material's surfaces take their place among the blended ones: in any
// order when every blended stage adds or multiplies, else sorted back to front.
BlendMode staged_blend(const ResolvedMaterial& m) {
    bool any_blended = false;
    for (const MaterialStage& st : m.stages) {
        if (!st.blended()) continue;
        any_blended = true;
        if (st.blend != BlendMode::Additive && st.blend != BlendMode::Filter) return BlendMode::AlphaBlend;
    }
    if (!any_blended) return BlendMode::Opaque;
    const MaterialStage& first = m.stages.front();
    return first.blended() ? first.blend : BlendMode::Opaque;
}

}  // namespace

DrawGroupTable build_draw_groups(const Map& map, const MaterialSlots& materials, const LightmapAtlas& atlas,
                                 const std::vector<bool>& cubemap_images) {
    std::map<DrawGroup, uint32_t> provisional;  // ordered by the sort key
    DrawGroupTable table;
    std::map<int32_t, int32_t> animation_of_material;  // → index in table.animation_slots
    std::vector<DrawGroup> surface_keys(map.surfaces.size());
    std::vector<bool> drawn(map.surfaces.size(), false);
    for (size_t s = 0; s < map.surfaces.size(); ++s) {
        const Surface& surf = map.surfaces[s];
        const ResolvedMaterial& m = materials.get(surf.material);
        const Model* model = model_of(map, surf);
        if (m.pass == MaterialPass::Skip || surf.index_count == 0 || surf.kind == SurfaceKind::Flare) continue;
        if (model && model->hidden) continue;
        MaterialPass pass = m.pass;
        const MaterialStage* stage = m.base_stage();
        BlendMode blend = stage ? stage->blend : BlendMode::Opaque;
        float alpha = 1.0f;
        if (model) apply_model_blend(*model, pass, blend, alpha);
        if (alpha <= 0.0f) continue;  // fully transparent: the game draws nothing
        int page = -1;
        if (surf.lightmap >= 0 && size_t(surf.lightmap) < atlas.placements.size())
            page = atlas.placements[size_t(surf.lightmap)].page;
        Lighting lighting = surface_lighting(m, page);
        if (lighting != Lighting::Lightmap) page = -1;
        // The sky is drawn by direction, whatever its texture: one group for all of it.
        const int32_t texture = pass == MaterialPass::Sky ? -1 : int32_t(materials.texture_slot(surf.material));
        if (pass == MaterialPass::Sky) { page = -1; lighting = Lighting::None; }
        const bool warp = pass != MaterialPass::Sky && m.warp;
        const bool staged = m.staged && pass != MaterialPass::Sky && !model_blended(model);
        if (staged) blend = staged_blend(m);
        bool entity_lit = false;
        for (const MaterialStage& st : m.stages) entity_lit |= st.rgb == ColorGen::LightingDiffuse;
        int32_t bump = -1;
        if (lighting == Lighting::Lightmap && page >= 0 && !staged && !atlas.bump_pages[0].empty() &&
            map.lightmaps[size_t(surf.lightmap)].has_bump_directions())
            bump = int32_t(materials.bump_slot(surf.material));
        DrawGroup key{pass, texture, page, lighting, blend, m.two_sided, warp, alpha,
                            staged ? surf.material : -1, staged && entity_lit ? std::max(surf.model, 0) : 0, bump,
                            !staged && pass != MaterialPass::Sky && m.source.active() ? surf.material : -1};
        if (key.source_material >= 0 && m.source.envmap.on && surf.cubemap >= 0) {
            key.cubemap = surf.cubemap;
            key.cubemap_image = size_t(surf.cubemap) < cubemap_images.size() && cubemap_images[size_t(surf.cubemap)];
        }
        key.flowing = pass != MaterialPass::Sky && m.flowing;
        const bool animated = surf.material >= 0 && size_t(surf.material) < map.materials.size() &&
                              !map.materials[size_t(surf.material)].animation.empty();
        if (animated && pass != MaterialPass::Sky && !staged) {
            const auto [it, added] = animation_of_material.emplace(surf.material, int32_t(table.animation_slots.size()));
            if (added) {
                std::vector<uint32_t> slots;
                for (int32_t frame : map.materials[size_t(surf.material)].animation)
                    slots.push_back(materials.texture_slot(frame));
                table.animation_slots.push_back(std::move(slots));
            }
            key.animation = it->second;
        }
        surface_keys[s] = key;
        drawn[s] = true;
        provisional.emplace(key, 0);
    }
    for (auto& [key, id] : provisional) {  // std::map iterates in key order: pass order
        id = uint32_t(table.groups.size());
        table.groups.push_back(key);
    }
    table.group_of_surface.assign(map.surfaces.size(), VisibleSetBuilder::kNoGroup);
    std::vector<bool> blended(map.surfaces.size(), false);
    for (size_t s = 0; s < map.surfaces.size(); ++s) {
        if (!drawn[s]) continue;
        table.group_of_surface[s] = provisional[surface_keys[s]];
        blended[s] = surface_keys[s].pass == MaterialPass::Translucent;
    }
    table.engine_order_of_surface = engine_blend_order(map, materials, blended);
    return table;
}

int32_t texture_slot_at(const DrawGroupTable& table, const DrawGroup& group, double seconds) {
    if (group.animation < 0 || size_t(group.animation) >= table.animation_slots.size()) return group.texture_slot;
    const std::vector<uint32_t>& slots = table.animation_slots[size_t(group.animation)];
    if (slots.empty() || seconds < 0) return group.texture_slot;
    const auto frame = uint64_t(seconds * double(Material::kAnimationFramesPerSecond));
    return int32_t(slots[size_t(frame % slots.size())]);
}

}  // namespace bsp
