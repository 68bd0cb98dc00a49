#include "ui/shader_stages_readout.h"

#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "ui/panel_window.h"
#include "assets/source_material_readout.h"

namespace bsp {

namespace {

std::string number(float v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", double(v));
    return buf;
}

std::string wave_text(const Wave& w) {
    return std::string(wave_func_name(w.func)) + " " + number(w.base) + " " + number(w.amplitude) + " " +
           number(w.phase) + " " + number(w.frequency);
}

std::string image_text(const MaterialStage& s) {
    switch (s.texture) {
        case StageTexture::Lightmap: return "$lightmap";
        case StageTexture::White: return "$whiteimage";
        case StageTexture::Image: break;
    }
    std::string out;
    if (!s.frame_names.empty())
        out = "animMap " + number(s.frame_rate) + " Hz, " + std::to_string(s.frame_names.size()) + " frames: " +
              s.frame_names.front();
    else out = (s.clamp ? "clampMap " : "") + (s.image_name.empty() ? std::string("(base image)") : s.image_name);
    if (s.image < 0) out += " (missing: checker)";
    return out;
}

std::string tc_mod_text(const TexMod& m) {
    std::string out = std::string("tcMod ") + tc_mod_name(m.kind);
    const auto& v = m.values;
    switch (m.kind) {
        case TexModKind::Scroll:
        case TexModKind::Scale: out += " " + number(v[0]) + " " + number(v[1]); break;
        case TexModKind::Rotate: out += " " + number(v[0]); break;
        case TexModKind::Transform:
            for (float x : v) out += " " + number(x);
            break;
        case TexModKind::Turb:
            out += " " + number(m.wave.base) + " " + number(m.wave.amplitude) + " " + number(m.wave.phase) + " " +
                   number(m.wave.frequency);
            break;
        case TexModKind::Stretch: out += " " + wave_text(m.wave); break;
        case TexModKind::EntityTranslate: break;
    }
    return out;
}

std::string stage_text(size_t index, const MaterialStage& s) {
    std::string out = std::to_string(index + 1) + ". " + image_text(s);
    out += s.blended() ? std::string("  blend ") + blend_factor_name(s.src) + " " + blend_factor_name(s.dst)
                       : std::string("  opaque");
    out += std::string("  rgbGen ") + color_gen_name(s.rgb);
    if (s.rgb == ColorGen::Wave) out += " " + wave_text(s.rgb_wave);
    if (s.rgb == ColorGen::Const)
        out += " (" + number(s.rgb_const.r) + " " + number(s.rgb_const.g) + " " + number(s.rgb_const.b) + ")";
    if (s.alpha != AlphaGen::Identity) {
        out += std::string("  alphaGen ") + alpha_gen_name(s.alpha);
        if (s.alpha == AlphaGen::Wave) out += " " + wave_text(s.alpha_wave);
        if (s.alpha == AlphaGen::Const) out += " " + number(s.alpha_const);
    }
    const bool default_tc = s.tc_gen == (s.texture == StageTexture::Lightmap ? TexCoordGen::Lightmap : TexCoordGen::Base);
    if (!default_tc) out += std::string("  tcGen ") + tc_gen_name(s.tc_gen);
    for (const TexMod& m : s.tc_mods) out += "  " + tc_mod_text(m);
    if (s.alpha_test != AlphaTest::None) out += std::string("  alphaFunc ") + alpha_test_name(s.alpha_test);
    if (s.blended() && s.depth_write) out += "  depthWrite";
    if (s.depth_equal) out += "  depthFunc equal";
    if (s.detail) out += "  detail";
    return out;
}

}  // namespace

std::vector<std::string> shader_stage_lines(const ResolvedMaterial& m) {
    std::vector<std::string> lines;
    if (m.stages.empty()) return lines;
    const std::string name = m.shader_name.empty() ? "" : "shader " + m.shader_name + ": ";
    if (!m.staged) {
        const char* light = m.lighting == MaterialLighting::Lightmap ? "lightmap"
                            : m.lighting == MaterialLighting::Vertex ? "vertex colours"
                                                                     : "no light";
        lines.push_back(name + "single pass, base image x " + light);
        const MaterialStage& base = *m.base_stage();
        lines.push_back(std::string("1. base image") + (base.image < 0 ? " (missing: checker)" : ""));
        return lines;
    }
    std::string how = name + std::to_string(m.stages.size()) + " stages";
    if (m.cull == CullMode::None || m.two_sided) how += ", cull none";
    else if (m.cull == CullMode::Back) how += ", cull back";
    if (m.polygon_offset) how += ", polygonOffset";
    if (m.sort > 0) how += ", sort " + number(m.sort);
    for (const Deform& d : m.deforms) {
        static const char* const kNames[] = {"wave", "normal", "bulge", "move", "autosprite", "autosprite2",
                                             "projectionShadow", "text"};
        const bool drawn = deform_drawn(d.kind);
        how += std::string(", deformVertexes ") + kNames[int(d.kind)] + (drawn ? "" : " (not drawn)");
    }
    lines.push_back(how);
    for (size_t i = 0; i < m.stages.size(); ++i) lines.push_back(stage_text(i, m.stages[i]));
    return lines;
}

void note_shader_stages(FaceRecord& f, const Map& map, const WorldRenderer& world) {
    f.shader_stages.clear();
    if (f.surface < 0 || size_t(f.surface) >= map.surfaces.size()) return;
    const Surface& s = map.surfaces[size_t(f.surface)];
    const ResolvedMaterial& m = world.material(s.material);
    f.shader_stages = shader_stage_lines(m);
    if (m.source_readout)  // Source: what the VMT says, files to proxies
        for (std::string& line : source_material_lines(*m.source_readout)) f.shader_stages.push_back(std::move(line));
    // The fog volume it lies in (Quake 3), and whether its fog is drawn over it.
    if (s.fog >= 0 && size_t(s.fog) < map.fogs.size()) {
        const char* pass = m.fog_pass == FogPass::Equal       ? "drawn over it"
                           : m.fog_pass == FogPass::LessEqual ? "drawn over what is behind it"
                                                              : "not drawn over it (blended shader)";
        f.shader_stages.push_back("fog volume " + std::to_string(s.fog) + ": " + map.fogs[size_t(s.fog)].material +
                                  ", " + pass);
    }
}

std::vector<std::string> prop_material_lines(const Map& map, const PropPlacement& placed, const WorldRenderer& world) {
    std::vector<std::string> lines;
    if (placed.model < 0 || size_t(placed.model) >= map.prop_models.size()) return lines;
    const PropModel& model = map.prop_models[size_t(placed.model)];
    std::vector<int32_t> shown;  // each material once, in mesh order
    for (const PropMesh& mesh : model.meshes) {
        if (!mesh.drawn) continue;
        const int32_t m = model.material_for(mesh, placed.skin);
        if (m < 0 || size_t(m) >= map.materials.size() || std::find(shown.begin(), shown.end(), m) != shown.end()) continue;
        shown.push_back(m);
        lines.push_back("material " + map.materials[size_t(m)].name);
        const ResolvedMaterial& how = world.material(m);
        for (std::string& line : shader_stage_lines(how)) lines.push_back(std::move(line));
        if (how.source_readout)
            for (std::string& line : source_material_lines(*how.source_readout)) lines.push_back(std::move(line));
    }
    return lines;
}

void write_shader_stages(JsonWriter& j, const FaceRecord& f) {
    if (f.shader_stages.empty()) return;
    j.key("shader_stages").begin_array();
    for (const std::string& line : f.shader_stages) j.value(line);
    j.end_array();
}

bool draw_shader_stages_window(const UiState& state, const PanelPlacement& floating) {
    const bool face = state.selected_face && !state.selected_face->shader_stages.empty();
    if (!face && state.selected_prop_materials.empty()) return false;
    ImGui::SetNextWindowPos(floating.position, ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(floating.size, ImGuiCond_FirstUseEver);
    bool open = true;
    const bool stages_visible = ImGui::Begin(kShaderStagesTitle, &open);
    if (!ImGui::IsWindowDocked()) keep_window_inside(floating.area_min, floating.area_max);
    if (stages_visible) {
        if (face) {
            const FaceRecord& f = *state.selected_face;
            ImGui::TextUnformatted(f.material.c_str());
            for (const std::string& line : f.shader_stages) ImGui::TextWrapped("%s", line.c_str());
        } else {
            for (const std::string& line : state.selected_prop_materials) ImGui::TextWrapped("%s", line.c_str());
        }
    }
    ImGui::End();
    return open;
}

}  // namespace bsp
