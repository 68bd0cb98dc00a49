#pragma once
// What a frame is drawn from and with: the camera's matrices and the view's
// settings (debug look, gamma, overlays, selection, light styles, time), and what
// drawing it cost. Plain values, no GL: the frame plan and the UI read them too.
#include <cstdint>
#include <optional>
#include <string_view>

#include <glm/glm.hpp>

#include "render/lightmap_atlas.h"
#include "render/view_mode.h"

namespace bsp {

struct RenderView {
    glm::mat4 view{1}, projection{1};
    glm::vec3 eye{0};
    int width = 1, height = 1;
    // Where the view lies in the framebuffer: its bottom-left pixel (GL's origin). The
    // viewer draws the picture in the middle of its docked panels.
    int x = 0, y = 0;
};

// How world textures are read between texels and mip levels. Trilinear blends two
// levels; nearest-mip reads the nearest level bilinearly (the engines' default
// GL_LINEAR_MIPMAP_NEAREST, cheaper per pixel where shading is done in software);
// nearest reads single texels of the nearest level (the blocky look).
enum class TextureFilter { Trilinear, NearestMip, Nearest };
constexpr int kTextureFilterCount = 3;

inline const char* texture_filter_name(TextureFilter f) {
    switch (f) {
        case TextureFilter::Trilinear: return "trilinear";
        case TextureFilter::NearestMip: return "nearest-mip";
        case TextureFilter::Nearest: return "nearest";
    }
    return "trilinear";
}

inline std::optional<TextureFilter> parse_texture_filter(std::string_view s) {
    for (int i = 0; i < kTextureFilterCount; ++i)
        if (s == texture_filter_name(TextureFilter(i))) return TextureFilter(i);
    return std::nullopt;
}

// Which of ioquake3's two looks Quake 3 shader stages take. Fullscreen (its default,
// r_overBrightBits 1 with hardware gamma): the framebuffer holds half the light and the
// display doubles it. Window: ioquake3 never overbrights in a window (R_SetColorMappings),
// so the framebuffer is the picture and lightmaps are at full strength in it. The two
// differ where a stage multiplies lit colour by the lightmap again (glass over a lit
// floor: the window look is brighter); "texture x lightmap" surfaces look the same.
enum class StageBrightness { Fullscreen, Window };

inline const char* stage_brightness_name(StageBrightness b) { return b == StageBrightness::Window ? "window" : "fullscreen"; }

inline std::optional<StageBrightness> parse_stage_brightness(std::string_view s) {
    if (s == "fullscreen") return StageBrightness::Fullscreen;
    if (s == "window") return StageBrightness::Window;
    return std::nullopt;
}

// How the background (where no surface is drawn) gets RenderSettings::clear_color: a
// colour clear, or a pass after the surfaces that write depth (render/gl/
// background_pass.h). Auto: the pass on GPUs, the clear on software rasterizers, unless
// the environment's BSPVIEW_BACKGROUND says clear or pass (for timing one against the
// other). The picture is the same either way.
enum class BackgroundFill { Auto, Clear, Pass };

struct RenderSettings {
    ViewMode mode = ViewMode::Lit;
    float gamma = 1.0f;
    glm::vec3 clear_color{0.05f, 0.05f, 0.07f};
    bool wireframe_overlay = false;   // triangle edges over whatever the view shows
    int32_t selected_surface = -1;    // drawn tinted (the picked face); -1 none
    LightStyleSelection light_styles; // which light styles light the lightmaps
    float time_seconds = 0;           // drives warped liquids and scrolling skies
    // The lightmap view's look, for lightmaps that are nearly white (or black): the
    // light is scaled by 2^exposure_stops, and the heat-map shows its brightness as
    // false colour (shaders/world.frag). 0 and off draw the light as it is.
    float exposure_stops = 0;
    bool heatmap = false;
    TextureFilter texture_filter = TextureFilter::Trilinear;
    StageBrightness stage_brightness = StageBrightness::Fullscreen;
    // Quake 3's flares (coronas, render/flares.h) in the lit view: off by default, as
    // ioquake3's r_flares is.
    bool flares = false;
    // Quake 3 fog volumes drawn over the surfaces in them (lit and fullbright views).
    bool fog_volumes = true;
    // Source bump-lit faces lit through their material's normal map from their three
    // directional lightmaps, as the engine draws them; off: their flat lightmap.
    bool bump_maps = true;
    BackgroundFill background = BackgroundFill::Auto;
    // Placed models (Source's props) drawn with their models; off: only their markers.
    bool props = true;
    // Props past their fade distance drawn too (the game stops drawing them there).
    bool props_show_faded = false;
    // Source's 3D sky box (Map::sky_camera): the sky area drawn, scaled up, behind the
    // world; off: the sky area is left where it is (and out of the world pass).
    bool skybox3d = true;
    // Source's overlays (info_overlay, water overlays: Surface::overlay) drawn over
    // their faces; off: the faces alone.
    bool overlays = true;
    // Source's $envmap reflections (cube map samples) added to their faces in the lit
    // and fullbright views; off: the faces without them.
    bool envmaps = true;
    // Source's distance fog (env_fog_controller, the sky camera's, under water) in the
    // lit view.
    bool fog = true;
};

// Colours the debugging looks use, shared with tests that look for them.
inline constexpr glm::vec3 kWireOverlayColor{0.2f, 1.0f, 0.3f};

struct DrawStats {
    uint32_t draw_calls = 0;   // groups drawn (each one multi-draw), plus the debug lines'
    uint64_t triangles = 0;
    // Times geometry went through the GPU: draw calls plus the extra passes of
    // shaders drawn stage by stage (a 4-stage script that cannot fuse its stages
    // draws its surfaces 4 times): where a frame's time goes on a pixel-bound GPU.
    uint32_t passes = 0;
    uint32_t flares = 0;  // flare sprites drawn (their draw calls count in draw_calls and passes)
    uint32_t props = 0;            // placed models drawn
    uint32_t prop_draw_calls = 0;  // their instanced calls (counted in draw_calls and passes too)
    uint32_t sky_area_leaves = 0;  // leaves of the 3D sky box's area drawn (its pass)
    uint32_t overlay_pieces = 0;   // Source overlay pieces drawn (one per overlay and face it lies on)
    double sky_pass_ms = 0;        // CPU time of the 3D sky box's pass (visibility, plan, GL calls)
    uint32_t envmap_faces = 0;     // faces drawn with a cube map reflection ($envmap)
};

}  // namespace bsp
