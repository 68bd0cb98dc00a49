#include "ui/measure_readout.h"

#include <cmath>
#include <cstdio>

#include <imgui.h>

namespace bsp {

std::string measure_text(float units, float metres) {
    const double inches_total = double(metres) / 0.0254;
    const int feet = int(inches_total / 12.0);
    const int inches = int(std::lround(inches_total - feet * 12.0));
    char text[96];
    std::snprintf(text, sizeof text, "%.1f units = %.2f m = %d ft %d in", double(units), double(metres),
                  inches == 12 ? feet + 1 : feet, inches == 12 ? 0 : inches);
    return text;
}

void draw_measure_readout(const MeasureReadout& m) {
    if (!m.on && m.points < 2) return;
    ImDrawList* draw = ImGui::GetForegroundDrawList();
    const ImU32 colour = IM_COL32(255, 220, 40, 255), shadow = IM_COL32(0, 0, 0, 200);
    const float r = ImGui::GetFontSize() * 0.3f;
    auto at = [](glm::vec2 p) { return ImVec2(p.x, p.y); };
    if (m.a) draw->AddCircleFilled(at(*m.a), r, colour);
    if (m.b) draw->AddCircleFilled(at(*m.b), r, colour);
    if (m.a && m.b) {
        draw->AddLine(at(*m.a), at(*m.b), shadow, 4.0f);
        draw->AddLine(at(*m.a), at(*m.b), colour, 2.0f);
    }
    std::string label;
    if (m.points == 2) label = measure_text(m.units, m.metres);
    else if (m.on) label = m.points == 0 ? "measuring: click the first point (M stops)" : "click the second point";
    if (label.empty()) return;
    // By the line's middle, else low in the middle of the display.
    const ImVec2 size = ImGui::CalcTextSize(label.c_str());
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    ImVec2 pos((d.x - size.x) * 0.5f, d.y * 0.8f);
    if (m.points == 2 && m.a && m.b) pos = ImVec2((m.a->x + m.b->x) * 0.5f - size.x * 0.5f, (m.a->y + m.b->y) * 0.5f + r * 2);
    const float pad = ImGui::GetFontSize() * 0.3f;
    draw->AddRectFilled(ImVec2(pos.x - pad, pos.y - pad), ImVec2(pos.x + size.x + pad, pos.y + size.y + pad),
                        IM_COL32(10, 10, 14, 210), pad);
    draw->AddText(pos, colour, label.c_str());
}

}  // namespace bsp
