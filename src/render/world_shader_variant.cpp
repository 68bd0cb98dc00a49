#include "render/world_shader_variant.h"

namespace bsp {

namespace {

bool view_shows_texture(ViewMode v) { return v == ViewMode::Lit || v == ViewMode::Fullbright || v == ViewMode::Pvs; }

bool view_shows_light(ViewMode v) {
    return v == ViewMode::Lit || v == ViewMode::Lightmap || v == ViewMode::Clusters || v == ViewMode::Pvs ||
           v == ViewMode::Cubemaps;
}

std::string flag(const char* name, bool on) { return std::string("#define ") + name + (on ? " 1\n" : " 0\n"); }

}  // namespace

WorldShaderVariant WorldShaderVariant::make(ViewMode view, LightingUniform lighting, bool alpha_test, bool warp,
                                            bool gamma, bool heatmap, bool bump) {
    WorldShaderVariant v;
    v.view = view;
    v.alpha_test = alpha_test;
    v.lighting = view_shows_light(view) ? lighting : LightingUniform::None;
    // The alpha test reads the texture in every view, so the ripple moves what it keeps.
    v.warp = warp && (view_shows_texture(view) || alpha_test);
    v.heatmap = heatmap && view == ViewMode::Lightmap;
    v.gamma = gamma && !v.heatmap;  // false colour is a legend, not a picture
    v.bump = bump && v.lighting == LightingUniform::Lightmap;
    return v;
}

WorldShaderVariant WorldShaderVariant::with_source(bool on, uint8_t layer, bool modulate, uint8_t detail,
                                                  uint8_t self_illum, bool no_texture) const {
    WorldShaderVariant v = *this;
    if (!on || !view_shows_texture(view)) return v;
    v.source = true;
    v.source_layer = layer;
    v.source_modulate = modulate && layer == 1;
    v.source_detail = detail;
    v.source_self_illum = view == ViewMode::Lit ? self_illum : 0;
    v.source_no_texture = no_texture;
    return v;
}

bool WorldShaderVariant::samples_texture() const { return view_shows_texture(view) || alpha_test; }

bool WorldShaderVariant::uses_light() const { return lighting != LightingUniform::None; }

uint32_t WorldShaderVariant::key() const {
    return uint32_t(view) | uint32_t(lighting) << 4 | uint32_t(alpha_test) << 6 | uint32_t(warp) << 7 |
           uint32_t(gamma) << 8 | uint32_t(heatmap) << 9 |
           uint32_t(bump) << 10 | uint32_t(source) << 11 | uint32_t(source_layer & 3) << 12 |
           uint32_t(source_modulate) << 14 | uint32_t(source_detail & 3) << 15 | uint32_t(source_self_illum & 3) << 17 |
           uint32_t(source_no_texture) << 19 |
           uint32_t(fog) << 20 | uint32_t(envmap) << 21 | uint32_t(envmap_mask & 3) << 22;
}

std::string WorldShaderVariant::defines() const {
    std::string out = "#define VIEW " + std::to_string(int(view)) + "\n";
    out += "#define LIGHTING " + std::to_string(int(lighting)) + "\n";
    out += flag("ALPHA_TEST", alpha_test);
    out += flag("WARP", warp);
    out += flag("GAMMA", gamma);
    out += flag("HEATMAP", heatmap);
    out += flag("BUMP", bump);
    out += flag("SOURCE", source);
    out += "#define SOURCE_LAYER " + std::to_string(int(source_layer)) + "\n";
    out += flag("SOURCE_MODULATE", source_modulate);
    out += "#define SOURCE_DETAIL " + std::to_string(int(source_detail)) + "\n";
    out += "#define SOURCE_SELFILLUM " + std::to_string(int(source_self_illum)) + "\n";
    out += flag("SOURCE_NO_TEXTURE", source_no_texture);
    out += flag("FOG", fog);
    out += flag("ENVMAP", envmap);
    out += "#define ENVMAP_MASK " + std::to_string(int(envmap ? envmap_mask : 0)) + "\n";
    // The normal map is read at the texture's uv, so bumped light needs it in every view.
    out += flag("USE_TEXTURE", samples_texture() || bump);
    // Per-vertex inputs only where a pixel reads them.
    out += flag("USE_VERTEX_COLOR", lighting == LightingUniform::Vertex || view == ViewMode::Vertex);
    out += flag("USE_LIGHTMAP", lighting == LightingUniform::Lightmap);
    out += flag("USE_DEBUG_COLOR", view == ViewMode::Clusters);
    out += flag("USE_NORMAL", view == ViewMode::Normals || envmap);
    out += flag("USE_SURFACE_FLAGS", view == ViewMode::Pvs);
    return out;
}

}  // namespace bsp
