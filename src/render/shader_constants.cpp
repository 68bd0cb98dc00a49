#include "render/shader_constants.h"

#include <cctype>

#include "assets/material.h"
#include "render/stage_eval.h"
#include "render/view_mode.h"
#include "vis/surface_flags.h"

namespace bsp {

namespace {

void define(std::string& out, std::string name, const std::string& value) {
    for (char& c : name) c = char(std::toupper(static_cast<unsigned char>(c)));
    out += "#define " + name + " " + value + "\n";
}

}  // namespace

std::string glsl_constants() {
    std::string out;
    for (int i = 0; i < kViewModeCount; ++i)
        define(out, std::string("view_") + view_mode_name(ViewMode(i)), std::to_string(i));
    define(out, "lighting_lightmap", std::to_string(int(LightingUniform::Lightmap)));
    define(out, "lighting_vertex", std::to_string(int(LightingUniform::Vertex)));
    define(out, "lighting_none", std::to_string(int(LightingUniform::None)));
    define(out, "sky_flat", std::to_string(int(SkyKind::Flat)));
    define(out, "sky_box", std::to_string(int(SkyKind::Box)));
    define(out, "sky_cloud", std::to_string(int(SkyKind::Cloud)));
    define(out, "sky_layers", std::to_string(int(SkyKind::Layers)));
    define(out, "surface_in_pvs", std::to_string(int(kSurfaceInPvs)) + "u");
    define(out, "surface_selected", std::to_string(int(kSurfaceSelected)) + "u");
    define(out, "surface_flags_width", std::to_string(kSurfaceFlagsWidth) + "u");
    // Material stages (render/stage_eval.h, shaders/stage.*).
    define(out, "tcgen_base", std::to_string(int(TexCoordGen::Base)));
    define(out, "tcgen_lightmap", std::to_string(int(TexCoordGen::Lightmap)));
    define(out, "tcgen_environment", std::to_string(int(TexCoordGen::Environment)));
    define(out, "tcgen_vector", std::to_string(int(TexCoordGen::Vector)));
    define(out, "tcmod_matrix", std::to_string(int(TexModStepKind::Matrix)));
    define(out, "tcmod_turb", std::to_string(int(TexModStepKind::Turb)));
    define(out, "max_tcmods", std::to_string(kMaxTexMods));
    define(out, "max_fused_stages", std::to_string(kMaxFusedStages));
    define(out, "max_sky_clouds", std::to_string(kMaxSkyClouds));
    define(out, "max_deforms", std::to_string(kMaxDeforms));
    define(out, "deform_wave", std::to_string(int(DeformStepKind::Wave)));
    define(out, "deform_normal_offset", std::to_string(int(DeformStepKind::NormalOffset)));
    define(out, "deform_offset", std::to_string(int(DeformStepKind::Offset)));
    define(out, "deform_bulge", std::to_string(int(DeformStepKind::Bulge)));
    define(out, "deform_normals", std::to_string(int(DeformStepKind::Normals)));
    for (int f = 0; f <= int(WaveFunc::Noise); ++f)
        define(out, std::string("wave_") + wave_func_name(WaveFunc(f)), std::to_string(f));
    for (int f = 0; f <= int(BlendFactor::SrcAlphaSaturate); ++f)
        define(out, std::string("blend_") + (blend_factor_name(BlendFactor(f)) + 3), std::to_string(f));
    define(out, "rgb_constant", std::to_string(int(StageRgbMode::Constant)));
    define(out, "rgb_vertex", std::to_string(int(StageRgbMode::Vertex)));
    define(out, "rgb_one_minus_vertex", std::to_string(int(StageRgbMode::OneMinusVertex)));
    define(out, "rgb_diffuse", std::to_string(int(StageRgbMode::Diffuse)));
    define(out, "alpha_diffuse", std::to_string(int(StageAlphaMode::Diffuse)));
    define(out, "alpha_constant", std::to_string(int(StageAlphaMode::Constant)));
    define(out, "alpha_vertex", std::to_string(int(StageAlphaMode::Vertex)));
    define(out, "alpha_one_minus_vertex", std::to_string(int(StageAlphaMode::OneMinusVertex)));
    define(out, "alpha_portal", std::to_string(int(StageAlphaMode::Portal)));
    define(out, "alpha_specular", std::to_string(int(StageAlphaMode::Specular)));
    define(out, "alpha_test_none", std::to_string(int(AlphaTest::None)));
    define(out, "alpha_test_gt0", std::to_string(int(AlphaTest::Gt0)));
    define(out, "alpha_test_lt128", std::to_string(int(AlphaTest::Lt128)));
    define(out, "alpha_test_ge128", std::to_string(int(AlphaTest::Ge128)));
    return out;
}

}  // namespace bsp
