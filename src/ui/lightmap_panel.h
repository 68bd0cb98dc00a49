#pragma once
// Lightmap inspection: the atlas pages with zoom (Ctrl + wheel, about the cursor)
// and pan; hovering a texel reads it out (its light as stored, on the page and as
// the lightmap view shows it) and names the faces whose rectangle holds it, with
// their lightmap size and luxel size; the selected face's record is shown and its
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
    void draw_texel_tooltip(const UiState& state, const LightmapAtlas& atlas, int x, int y,
                            const std::vector<uint32_t>& faces);
    static constexpr float kMinZoom = 0.125f, kMaxZoom = 16.0f;
    int page_ = 0;
    float zoom_ = 1.0f;
    int32_t followed_selection_ = -1;  // jump to the selected face's page once per new selection
    bool scroll_to_selection_ = false;
    const Map* styles_of_ = nullptr;  // the map `styles_` was listed for
    std::string styles_path_;
    std::vector<uint8_t> styles_;     // its light styles other than 0
};

}  // namespace bsp
