#pragma once
// Lightmap inspection: the atlas pages with zoom and pan; hovering a texel names
// the faces whose rectangle holds it; the selected face's record is shown and its
// rectangle outlined; clicking a rectangle selects that face (highlighted in the
// world). For maps with switchable or animated lights, a row of light-style
// switches relights the atlas. For maps that store two lightmap sets (Source LDR and
// HDR), it names the set shown and switches to the other (the map reloads, the view
// stays). Keeps only how the atlas is looked at (page, zoom);
// the selection and the styles are the session's (ViewState).
#include <cstdint>
#include <string>
#include <vector>

#include "ui/panel_window.h"

namespace bsp {

class LightmapPanel {
public:
    void draw(const UiState& state, const PanelPlacement& place, CommandList& out);

private:
    void draw_face_record(const FaceRecord& f);
    void draw_light_styles(const UiState& state, CommandList& out);
    void draw_lightmap_set(const UiState& state, CommandList& out);
    void draw_lightmap_look(const UiState& state, CommandList& out);
    int page_ = 0;
    float zoom_ = 1.0f;
    int32_t followed_selection_ = -1;  // jump to the selected face's page once per new selection
    bool scroll_to_selection_ = false;
    const Map* styles_of_ = nullptr;  // the map `styles_` was listed for
    std::string styles_path_;
    std::vector<uint8_t> styles_;     // its light styles other than 0
};

}  // namespace bsp
