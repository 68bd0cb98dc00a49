#include "assets/source_material_readout.h"

namespace bsp {

std::vector<std::string> source_material_lines(const SourceMaterialReadout& r) {
    std::vector<std::string> lines;
    std::string files = "VMT";
    for (size_t i = 0; i < r.files.size(); ++i) files += (i == 0 ? " " : " includes ") + r.files[i];
    lines.push_back(files);
    lines.push_back("shader " + (r.shader.empty() ? std::string("(none: the VMT did not parse)") : r.shader));
    for (const auto& [key, value] : r.params) lines.push_back("  " + key + " \"" + value + "\"");
    for (const SourceMaterialReadout::Texture& t : r.textures) {
        std::string line = "texture " + t.param + ": " + t.path;
        if (t.width > 0)
            line += " (" + (t.format.empty() ? std::string("?") : t.format) + ", " + std::to_string(t.width) + "x" +
                    std::to_string(t.height) + (t.frames > 1 ? ", " + std::to_string(t.frames) + " frames" : "") + ")";
        if (!t.problem.empty()) line += ": " + t.problem;
        lines.push_back(line);
    }
    for (const SourceMaterialReadout::Proxy& p : r.proxies) {
        std::string line = "proxy " + p.name + (p.evaluated ? " (evaluated): " : " (skipped): ") + p.note;
        for (const auto& [key, value] : p.params) line += "  " + key + " " + value;
        lines.push_back(line);
    }
    for (const std::string& w : r.warnings) lines.push_back("warning: " + w);
    return lines;
}

}  // namespace bsp
