#include "app/window_memory.h"

#include <charconv>
#include <cstdio>

#include "app/config_lines.h"

namespace bsp {

namespace {

bool to_int(const std::string& text, int& out) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return error == std::errc() && end == text.data() + text.size();
}

}  // namespace

WindowMemory read_window_memory(const std::filesystem::path& file) {
    WindowMemory m;
    if (file.empty()) return m;
    for (const ConfigLine& line : read_config_lines(file)) {
        const std::vector<std::string>& f = line.fields;
        int a = 0, b = 0;
        if (f[0] == "size" && f.size() == 3 && to_int(f[1], a) && to_int(f[2], b) && a >= 64 && b >= 64 &&
            a <= 16384 && b <= 16384) {
            m.width = a, m.height = b;
        } else if (f[0] == "position" && f.size() == 3 && to_int(f[1], a) && to_int(f[2], b) &&
                   std::abs(a) <= 65536 && std::abs(b) <= 65536) {
            m.position = std::pair{a, b};
        } else if (f[0] == "maximized" && f.size() == 2 && (f[1] == "0" || f[1] == "1")) {
            m.maximized = f[1] == "1";
        } else if (f[0] == "panels" && f.size() == 2 && !f[1].empty() && f[1].size() <= 64 &&
                   f[1].find_first_not_of("01") == std::string::npos) {
            m.panels = f[1];
        } else if (f[0] == "ui_scale" && f.size() == 2) {
            float s = 0;
            if (std::sscanf(f[1].c_str(), "%f", &s) == 1 && s >= 0.5f && s <= 4.0f) m.ui_scale = s;
            else warn_config_line(file, line.number, "ui_scale wants a number from 0.5 to 4");
        } else {
            warn_config_line(file, line.number, "not a window setting (size, position, maximized, panels, ui_scale)");
        }
    }
    return m;
}

bool write_window_memory(const std::filesystem::path& file, const WindowMemory& m) {
    if (file.empty()) return false;
    std::vector<std::vector<std::string>> lines;
    if (m.width > 0 && m.height > 0) lines.push_back({"size", std::to_string(m.width), std::to_string(m.height)});
    if (m.position) lines.push_back({"position", std::to_string(m.position->first), std::to_string(m.position->second)});
    lines.push_back({"maximized", m.maximized ? "1" : "0"});
    if (!m.panels.empty()) lines.push_back({"panels", m.panels});
    if (m.ui_scale > 0) {
        char scale[16];
        std::snprintf(scale, sizeof scale, "%g", double(m.ui_scale));
        lines.push_back({"ui_scale", scale});
    }
    return write_config_lines(file, lines);
}

}  // namespace bsp
