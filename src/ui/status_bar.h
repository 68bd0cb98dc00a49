#pragma once
// The viewer's status bar (the window's foot): frame time, view, camera speed, the
// vsync and patch-level controls, missing textures, the loading progress and the
// last error. What is not a debugging panel.
#include <optional>

#include "ui/ui_state.h"

namespace bsp {

class StatusBar {
public:
    void draw(const UiState& state, CommandList& out);
private:
    // The patch level while its slider is dragged: the map is re-tessellated once,
    // on release (SetPatchLevel), not at every step, so the state lags behind.
    std::optional<int> dragged_level_;
    float height_ = 0;  // its lines' height last frame (it grows with a warning, a message, an error)
};

}  // namespace bsp
