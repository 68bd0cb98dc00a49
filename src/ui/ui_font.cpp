#include "ui/ui_font.h"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iterator>

#include "render/gl/shader_program.h"

namespace bsp {

float ui_scale(SDL_Window* window) {
    if (const char* env = std::getenv("BSPVIEW_UI_SCALE")) {
        char* end = nullptr;
        const float s = std::strtof(env, &end);
        if (end != env && *end == '\0' && s >= 0.5f && s <= 4.0f) return s;
    }
    if (!window) return 1.0f;
    float dpi = 0;
    const int display = SDL_GetWindowDisplayIndex(window);
    if (SDL_GetDisplayDPI(std::max(display, 0), &dpi, nullptr, nullptr) != 0 || !(dpi > 0)) return 1.0f;
    // Quarter steps keep the font's pixels crisp; below 96 DPI the text would shrink.
    return std::clamp(std::round(dpi / 96.0f * 4.0f) / 4.0f, 1.0f, 4.0f);
}

std::string ui_font_path() {
    std::error_code ec;
    const std::string shipped = data_dir() + "/assets/fonts/DejaVuSans.ttf";
    return std::filesystem::is_regular_file(shipped, ec) ? shipped : kSystemUiFontPath;
}

std::string set_up_ui_font(float scale, const char* font_path) {
    const std::string default_path = font_path ? std::string() : ui_font_path();
    if (!font_path) font_path = default_path.c_str();
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    std::string used;
    std::error_code ec;
    // ImGui 1.92 bakes glyphs at whatever size is asked for, so the font is added once
    // at its base size and the scale only changes the style (apply_ui_scale).
    if (font_path && std::filesystem::is_regular_file(font_path, ec)) {
        ImFontConfig config;
        config.PixelSnapH = true;  // whole-pixel glyph positions: crisp stems in the text colour itself
        if (io.Fonts->AddFontFromFileTTF(font_path, kUiFontPixels, &config)) used = font_path;
    }
    if (used.empty()) {
        ImFontConfig config;
        config.SizePixels = kUiFontPixels;
        io.Fonts->AddFontDefault(&config);
    }
    apply_ui_scale(scale);
    return used;
}

void apply_ui_scale(float scale) {
    ImGuiStyle style;
    ImGui::StyleColorsDark(&style);
    style.ScaleAllSizes(scale);
    style.FontSizeBase = kUiFontPixels;
    // Whole pixels: a 19.5 px font would blur every stem.
    style.FontScaleMain = std::round(kUiFontPixels * scale) / kUiFontPixels;
    ImGui::GetStyle() = style;
}

float next_ui_scale(float scale, int direction) {
    if (direction > 0) {
        for (float s : kUiScales)
            if (s > scale + 1e-3f) return s;
        return kUiScales[std::size(kUiScales) - 1];
    }
    for (size_t i = std::size(kUiScales); i-- > 0;)
        if (kUiScales[i] < scale - 1e-3f) return kUiScales[i];
    return kUiScales[0];
}

float ui_font_pixels() { return ImGui::GetStyle().FontSizeBase * ImGui::GetStyle().FontScaleMain; }

}  // namespace bsp
