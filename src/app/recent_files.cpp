#include "app/recent_files.h"

#include <SDL.h>

#include <algorithm>

#include "app/config_lines.h"
#include "app/map_argument.h"

namespace bsp {

RecentFiles::RecentFiles() {
    if (char* dir = SDL_GetPrefPath("bspview", "bspview")) {
        file_ = std::filesystem::path(dir) / "recent.txt";
        SDL_free(dir);
    }
    load();
}

RecentFiles::RecentFiles(std::filesystem::path file) : file_(std::move(file)) { load(); }

void RecentFiles::load() {
    if (file_.empty()) return;
    for (ConfigLine& line : read_config_lines(file_)) {
        if (maps_.size() == kMax) break;
        if (line.fields[0].empty()) {
            warn_config_line(file_, line.number, "no map before the first tab");
            continue;
        }
        RecentMap map{std::move(line.fields[0]), {}};
        for (size_t i = 1; i < line.fields.size(); ++i)
            if (!line.fields[i].empty()) map.game_dirs.push_back(std::move(line.fields[i]));
        maps_.push_back(std::move(map));
    }
}

void RecentFiles::add(const std::string& argument, const std::vector<std::string>& game_dirs) {
    RecentMap map{lasting_map_argument(argument), absolute_dirs(game_dirs)};
    std::erase_if(maps_, [&](const RecentMap& m) { return m.argument == map.argument; });
    maps_.insert(maps_.begin(), std::move(map));
    if (maps_.size() > kMax) maps_.resize(kMax);
    save();
}

void RecentFiles::save() const {
    std::vector<std::vector<std::string>> lines;
    for (const RecentMap& m : maps_) {
        lines.push_back({m.argument});
        lines.back().insert(lines.back().end(), m.game_dirs.begin(), m.game_dirs.end());
    }
    write_config_lines(file_, lines);
}

}  // namespace bsp
