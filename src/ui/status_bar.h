#pragma once
// The viewer's status window (bottom right): frame time, view, camera speed, the
// vsync and patch-level controls, missing textures, the loading progress and the
// last error. What is not a debugging panel.
#include <optional>

#include "ui/ui_state.h"

namespace bsp {

class StatusBar {
public:
    void draw(const UiState& state, CommandList& out);
    // How much of the display's bottom the bar took, margin included, as last drawn
    // (it grows upward with extra lines: a warning, a recording's message, an error).
    float height() const { return height_; }

private:
    // The patch level while its slider is dragged: the map is re-tessellated once,
    // on release (SetPatchLevel), not at every step, so the state lags behind.
    std::optional<int> dragged_level_;
    float height_ = 0;
};

}  // namespace bsp
