#include "ui/layout_display.h"

#include <imgui_internal.h>

#include <cstdio>
#include <cstring>
#include <map>

namespace bsp {

namespace {

constexpr const char* kHandlerName = "bspview";

// Per ImGui context (tests make many): the display size read from the layout file
// (zero when it named none) and the one the windows are laid out for now (zero
// before the first frame).
struct LayoutDisplay {
    ImVec2 from_file{0, 0}, laid_out_for{0, 0};
};

std::map<const ImGuiContext*, LayoutDisplay>& layouts() {
    static std::map<const ImGuiContext*, LayoutDisplay> by_context;
    return by_context;
}

LayoutDisplay& layout_of(ImGuiContext* context) { return layouts()[context]; }

void* read_open(ImGuiContext*, ImGuiSettingsHandler*, const char* name) {
    return std::strcmp(name, "Layout") == 0 ? reinterpret_cast<void*>(1) : nullptr;
}

void read_line(ImGuiContext* context, ImGuiSettingsHandler*, void*, const char* line) {
    float w = 0, h = 0;
    if (std::sscanf(line, "DisplaySize=%f,%f", &w, &h) == 2 && w > 0 && h > 0 && w < 1e5f && h < 1e5f)
        layout_of(context).from_file = ImVec2(w, h);
}

void write_all(ImGuiContext* context, ImGuiSettingsHandler*, ImGuiTextBuffer* out) {
    const LayoutDisplay& layout = layout_of(context);
    if (layout.laid_out_for.x <= 0) return;  // no frame laid out yet: nothing to say
    out->appendf("[%s][Layout]\nDisplaySize=%d,%d\n\n", kHandlerName, int(layout.laid_out_for.x),
                 int(layout.laid_out_for.y));
}

bool registered(ImGuiContext& g) {
    const ImGuiID id = ImHashStr(kHandlerName);
    for (const ImGuiSettingsHandler& h : g.SettingsHandlers)
        if (h.TypeHash == id) return true;
    return false;
}

}  // namespace

ImVec2 follow_nearer_edges(ImVec2 pos, ImVec2 size, ImVec2 from, ImVec2 to) {
    const auto axis = [](float p, float s, float f, float t) { return p + s * 0.5f > f * 0.5f ? p + (t - f) : p; };
    return ImVec2(axis(pos.x, size.x, from.x, to.x), axis(pos.y, size.y, from.y, to.y));
}

void remember_layout_display_size() {
    ImGuiContext& g = *ImGui::GetCurrentContext();
    if (registered(g)) return;
    layouts()[&g] = {};  // a new context may sit where an old one was
    ImGuiSettingsHandler handler;
    handler.TypeName = kHandlerName;
    handler.TypeHash = ImHashStr(kHandlerName);
    handler.ReadOpenFn = read_open;
    handler.ReadLineFn = read_line;
    handler.WriteAllFn = write_all;
    g.SettingsHandlers.push_back(handler);
}

void follow_display_size(std::span<const char* const> window_names) {
    ImGuiContext& g = *ImGui::GetCurrentContext();
    remember_layout_display_size();
    LayoutDisplay& layout = layout_of(&g);
    const ImVec2 now = ImGui::GetIO().DisplaySize;
    if (now.x <= 0 || now.y <= 0) return;
    ImVec2 from = layout.laid_out_for;
    if (from.x <= 0) from = layout.from_file.x > 0 ? layout.from_file : now;
    layout.laid_out_for = now;
    if (from.x == now.x && from.y == now.y) return;
    for (const char* name : window_names) {
        if (ImGuiWindow* w = ImGui::FindWindowByName(name)) {
            ImGui::SetWindowPos(w, follow_nearer_edges(w->Pos, w->Size, from, now));
        } else if (ImGuiWindowSettings* s = ImGui::FindWindowSettingsByID(ImHashStr(name))) {
            // Not begun yet this session: its place is still the layout file's.
            const ImVec2 p = follow_nearer_edges(ImVec2(s->Pos.x, s->Pos.y), ImVec2(s->Size.x, s->Size.y), from, now);
            s->Pos = ImVec2ih(short(ImClamp(p.x, -32768.0f, 32767.0f)), short(ImClamp(p.y, -32768.0f, 32767.0f)));
        }
    }
    ImGui::MarkIniSettingsDirty();
}

}  // namespace bsp
