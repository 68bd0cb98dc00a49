#pragma once
// The "shader stages" readout of the picked surface: what its material draws, stage
// by stage (image, blend, rgbGen/alphaGen, tcGen and tcMods, alpha test, depth), so a
// designer can see why a surface looks as it does. The same lines go into the face
// record's JSON (`--pick ... --stats`) and into a small window beside the panels.
#include <string>
#include <vector>

#include <imgui.h>

#include "assets/material.h"
#include "core/json_writer.h"
#include "map/map.h"
#include "render/gl/world_renderer.h"
#include "ui/face_record.h"
#include "ui/panel_window.h"
#include "ui/ui_state.h"

namespace bsp {

// One line per stage, after a first line saying how the material is drawn.
std::vector<std::string> shader_stage_lines(const ResolvedMaterial& material);

// Fills f.shader_stages from the material the renderer draws f's surface with.
void note_shader_stages(FaceRecord& f, const Map& map, const WorldRenderer& world);

// The readout of each material a placed model draws with (its drawn meshes', for its
// skin), as the picked surface's: "material NAME" then that material's lines. Empty
// when the model is missing.
std::vector<std::string> prop_material_lines(const Map& map, const PropPlacement& placed, const WorldRenderer& world);

// "shader_stages": [...] in a face record's JSON object (nothing when there are none).
void write_shader_stages(JsonWriter& j, const FaceRecord& f);

// The readout window for the picked surface or model (nothing without one), kept inside
// [area_min, area_max]: below the menu bar and above the status bar, as the panels are.
inline constexpr const char* kShaderStagesTitle = "Shader stages";
// The readout of the picked face's stages or the picked model's materials, docked below
// the picture (floating at `floating` when dragged out). Returns false once its close
// button is pressed.
bool draw_shader_stages_window(const UiState& state, const PanelPlacement& floating);

}  // namespace bsp
