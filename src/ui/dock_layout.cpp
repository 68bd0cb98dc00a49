#include "ui/dock_layout.h"

#include <imgui_internal.h>

#include <algorithm>

#include "ui/panel_window.h"
#include "ui/shader_stages_readout.h"
#include "ui/shortcuts.h"

namespace bsp {

namespace {

constexpr const char* kDockSpaceName = "bspview dock space";

// The share of `total` that `pixels` takes, for DockBuilderSplitNode, kept so the
// other side (the picture) keeps at least a third.
float share(float pixels, float total) { return std::clamp(pixels / std::max(total, 1.0f), 0.1f, 0.33f); }

}  // namespace

void DockLayout::build_default(ImVec2 size) {
    ImGui::DockBuilderRemoveNode(id_);  // undocks every window it held
    ImGui::DockBuilderAddNode(id_, ImGuiDockNodeFlags_DockSpace);
    ImGui::DockBuilderSetNodeSize(id_, size);
    const bool wide = size.x >= ui_px(1200);
    ImGuiID rest = id_, right = 0, left = 0, bottom = 0;
    // Widths laid out for the 13 px default font, scaled with the font in use.
    right = ImGui::DockBuilderSplitNode(rest, ImGuiDir_Right, share(std::clamp(size.x * 0.26f, ui_px(360), ui_px(520)), size.x),
                                        nullptr, &rest);
    const float rest_w = size.x * (1 - share(std::clamp(size.x * 0.26f, ui_px(360), ui_px(520)), size.x));
    if (wide)
        left = ImGui::DockBuilderSplitNode(rest, ImGuiDir_Left, std::clamp(ui_px(380) / rest_w, 0.1f, 0.4f), nullptr,
                                           &rest);
    bottom = ImGui::DockBuilderSplitNode(rest, ImGuiDir_Down, 0.38f, nullptr, &rest);
    ImGuiID right_bottom = 0, right_top = 0;
    right_bottom = ImGui::DockBuilderSplitNode(right, ImGuiDir_Down, 0.45f, nullptr, &right_top);
    ImGui::DockBuilderDockWindow(panel_title(Panel::FrameStats), wide ? left : right_top);
    ImGui::DockBuilderDockWindow(panel_title(Panel::Visibility), right_top);
    ImGui::DockBuilderDockWindow(panel_title(Panel::Entities), right_bottom);
    ImGui::DockBuilderDockWindow(panel_title(Panel::Lumps), right_bottom);
    ImGui::DockBuilderDockWindow(panel_title(Panel::Lightmaps), bottom);
    ImGui::DockBuilderDockWindow(panel_title(Panel::LightGrid), bottom);
    ImGui::DockBuilderDockWindow(kShaderStagesTitle, bottom);
    ImGui::DockBuilderFinish(id_);
}

void DockLayout::submit() {
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    id_ = ImHashStr(kDockSpaceName);  // the same whatever window is current
    // No layout saved (the first run, or screenshots) or asked to reset: the default.
    if (reset_ || !ImGui::DockBuilderGetNode(id_)) build_default(viewport->WorkSize);
    reset_ = false;
    ImGui::DockSpaceOverViewport(id_, viewport, ImGuiDockNodeFlags_PassthruCentralNode);
    picture_ = {};
    if (const ImGuiDockNode* central = ImGui::DockBuilderGetCentralNode(id_))
        picture_ = {central->Pos.x, central->Pos.y, central->Size.x, central->Size.y};
}

}  // namespace bsp
