#pragma once
// The docked layout: a dock space fills the window between the menu bar and the
// status bar; its middle (the central node, which lets the mouse through) is the
// picture, and the panels dock in a column on each side and a row below it, tabbed
// where several share a place. A panel closed gives its room back to the picture;
// one dragged out floats until docked again. ImGui keeps the docking in its layout
// file; the first time (no layout saved) and after View › Reset layout the default
// is built for the display's size:
//   wide (at least 1200 px at the UI scale): Frame left; Visibility right above
//   Entities and Lumps (tabs); Lightmaps, Light grid and Shader stages in tabs below
//   the picture;
//   narrower: Frame and Visibility share the right column's top (tabs).
// Help is not docked: it floats over the middle while F1 keeps it open.
// Call between ImGui::NewFrame() and ImGui::Render(), after the menu and status bars.
#include <imgui.h>

namespace bsp {

struct PictureRect {
    float x = 0, y = 0, width = 0, height = 0;  // display pixels from the top left
    bool empty() const { return width < 1 || height < 1; }
};

class DockLayout {
public:
    // Submits the dock space for this frame; builds the default layout when none is
    // saved or after reset() was asked.
    void submit();
    // Builds the default layout again at the next submit() (View › Reset layout).
    void reset() { reset_ = true; }
    // The picture's place this frame (after submit()).
    PictureRect picture() const { return picture_; }
    ImGuiID id() const { return id_; }

private:
    void build_default(ImVec2 size);
    ImGuiID id_ = 0;
    PictureRect picture_;
    bool reset_ = false;
};

}  // namespace bsp
