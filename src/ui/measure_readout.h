#pragma once
// The measuring tool's drawing over the picture: the two points, the line between
// them and its length in map units, metres and feet; while measuring, a line that
// says what to click. Call between ImGui::NewFrame() and ImGui::Render().
#include "ui/ui_state.h"

namespace bsp {

void draw_measure_readout(const MeasureReadout& measure);

// "123 units = 3.84 m = 12 ft 7 in".
std::string measure_text(float units, float metres);

}  // namespace bsp
