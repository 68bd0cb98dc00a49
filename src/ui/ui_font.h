#pragma once
// The overlay's font, readable at 1080p and on HiDPI displays: DejaVu Sans, shipped in
// assets/fonts (found as shaders/ are: render/gl/shader_program.h's data_dir()), at
// 13 px times the UI scale; the system's copy, else ImGui's built-in font, where the
// file is missing; and ImGui's style (padding, spacing) scaled alike.
// The scale comes from BSPVIEW_UI_SCALE when set, else from the display's DPI
// (96 DPI is 1). Panels size themselves from the font (ui_px in panel_window.h).
#include <string>

struct SDL_Window;

namespace bsp {

inline constexpr const char* kSystemUiFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

// assets/fonts/DejaVuSans.ttf under the data folder when it is there, else the system's.
std::string ui_font_path();
inline constexpr float kUiFontPixels = 13.0f;  // ImGui's built-in font size, at scale 1

// BSPVIEW_UI_SCALE (0.5 to 4) when set and valid; else the DPI of the display the
// window is on over 96, in quarter steps, at least 1; 1 when the display says nothing
// or there is no window (screenshots: the same picture on every machine).
float ui_scale(SDL_Window* window);

// Call after ImGui::CreateContext() and before the first frame. `font_path` null: the
// shipped font (ui_font_path()). Returns the font file used, or "" for ImGui's built-in font.
std::string set_up_ui_font(float scale, const char* font_path = nullptr);

// Sets the dark style with its sizes and the font scaled by `scale`; between frames,
// any time (the font is re-baked at the new size as text asks for it).
void apply_ui_scale(float scale);

// The steps of View › Interface scale (and Ctrl+= / Ctrl+-).
inline constexpr float kUiScales[] = {0.75f, 1.0f, 1.25f, 1.5f, 2.0f};
// The step after (direction +1) or before (-1) `scale`, kept within the steps.
float next_ui_scale(float scale, int direction);

// The font's height in pixels at the current scale.
float ui_font_pixels();

}  // namespace bsp
