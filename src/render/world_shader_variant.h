#pragma once
// Which world program draws a group: shaders/world.* compiled for one view mode and
// one material's features (lighting, alpha test, warp) with gamma on or off, so a
// pixel runs only what that look needs instead of branching on uniforms. What a view
// does not read is left out of the key (the wireframe view ignores the light), so
// views share the variants they can. GL-free: the key and its #defines.
#include <cstdint>
#include <string>

#include "render/shader_constants.h"
#include "render/view_mode.h"

namespace bsp {

struct WorldShaderVariant {
    ViewMode view = ViewMode::Lit;
    LightingUniform lighting = LightingUniform::None;
    bool alpha_test = false;  // discard below alpha 0.5
    bool warp = false;        // turbulent liquid: texture coordinates ripple
    bool gamma = false;       // the output raised to 1/gamma (gamma not 1)
    bool heatmap = false;     // the lightmap view's false colour
    // Source bump-lit light: the normal map weights three directional lightmaps
    // (render/bump_basis.h). Only with lightmap lighting in a view that shows light.
    bool bump = false;
    // Source material features (assets/material.h SourceLook), in views that show
    // the texture: SOURCE turns on the tint, alpha and texture transform uniforms;
    // the rest pick shaders/world.frag's SOURCE_* blocks.
    bool source = false;
    uint8_t source_layer = 0;       // SourceLayer: 1 vertex blend, 2 multiply
    bool source_modulate = false;   // the vertex blend shaped by $blendmodulatetexture
    uint8_t source_detail = 0;      // SourceDetail: 1 mod2x, 2 additive
    uint8_t source_self_illum = 0;  // 1 masked by the base alpha, 2 by $selfillummask
    bool source_no_texture = false; // white instead of a base image
    // Source's linear distance fog (env_fog_controller, sky_camera, water) over the
    // colour: set by the renderer for views that show it (fog_shown()).
    bool fog = false;
    // Source's $envmap reflection (assets/material.h SourceEnvmap) added to the colour:
    // set by the renderer for groups with a cube map in views that show it
    // (envmap_shown()); envmap_mask is an EnvmapMask (0 none, 1 $envmapmask, 2 base
    // alpha, 3 the normal map's alpha).
    bool envmap = false;
    uint8_t envmap_mask = 0;

    // The variant drawing a group with these features in `view`, features the view
    // does not show dropped.
    static WorldShaderVariant make(ViewMode view, LightingUniform lighting, bool alpha_test, bool warp, bool gamma,
                                   bool heatmap, bool bump = false);
    // This variant with a Source material's look, dropped where the view shows no texture.
    WorldShaderVariant with_source(bool on, uint8_t layer, bool modulate, uint8_t detail, uint8_t self_illum,
                                   bool no_texture) const;

    // Whether distance fog is drawn in `view`: the lit look only (the debugging views
    // show what the surfaces are, not what the air does to them).
    static bool fog_shown(ViewMode view) { return view == ViewMode::Lit; }
    // Whether reflections are drawn in `view`: the views that show the surface's
    // colour as the game would (lit, and fullbright's texture alone); not the debugging ones.
    static bool envmap_shown(ViewMode view) { return view == ViewMode::Lit || view == ViewMode::Fullbright; }

    // What the variant reads per pixel.
    bool samples_texture() const;
    bool uses_light() const;

    // A small distinct number per variant (for caching).
    uint32_t key() const;
    // The #define lines shaders/world.* are compiled with.
    std::string defines() const;
    bool operator==(const WorldShaderVariant&) const = default;
};

}  // namespace bsp
