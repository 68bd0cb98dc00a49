#pragma once
// Lightmap inspection: the atlas pages with zoom and pan; hovering a texel names
// the faces whose rectangle holds it; the selected face's record is shown and its
// rectangle outlined; clicking a rectangle selects that face (highlighted in the
// world). Keeps only how the atlas is looked at (page, zoom); the selection is
// the app's.
#include "ui/panel_window.h"

namespace bsp {

class LightmapPanel {
public:
    void draw(const UiState& state, const PanelPlacement& place, CommandList& out);

private:
    void draw_face_record(const FaceRecord& f);
    int page_ = 0;
    float zoom_ = 1.0f;
    int32_t followed_selection_ = -1;  // jump to the selected face's page once per new selection
    bool scroll_to_selection_ = false;
};

}  // namespace bsp
