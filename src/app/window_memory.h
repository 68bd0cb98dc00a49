#pragma once
// What the viewer's window was like when it last closed, restored at the next start:
// its size and place, whether it was maximised, which panels were open, and the
// interface scale. The docking itself is ImGui's, in imgui.ini beside it. The
// command line wins where it says otherwise (--size, --overlay, BSPVIEW_UI_SCALE).
// The file (window.txt in the user's config folder) holds one setting a line:
//   size <TAB> W <TAB> H, position <TAB> X <TAB> Y, maximized <TAB> 0|1,
//   panels <TAB> 0110000 (one digit a panel, in Panel order), ui_scale <TAB> 1.5
#include <filesystem>
#include <optional>
#include <string>

namespace bsp {

struct WindowMemory {
    int width = 0, height = 0;      // 0: not remembered
    std::optional<std::pair<int, int>> position;
    bool maximized = false;
    std::string panels;             // empty: not remembered
    float ui_scale = 0;             // 0: not remembered
};

// A missing file reads as nothing remembered; a line that makes no sense is skipped
// with a warning naming the file and the line.
WindowMemory read_window_memory(const std::filesystem::path& file);
bool write_window_memory(const std::filesystem::path& file, const WindowMemory& memory);

}  // namespace bsp
