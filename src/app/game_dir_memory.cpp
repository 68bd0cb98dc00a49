#include "app/game_dir_memory.h"

#include "app/config_lines.h"
#include "app/map_argument.h"

namespace bsp {

GameDirMemory::GameDirMemory(std::filesystem::path file) : file_(std::move(file)) {
    if (file_.empty()) return;
    for (ConfigLine& line : read_config_lines(file_)) {
        if (line.fields[0].empty()) {
            warn_config_line(file_, line.number, "no map location before the first tab");
            continue;
        }
        std::vector<std::string>& dirs = dirs_[line.fields[0]];
        dirs.clear();  // a location written twice: the later line wins
        for (size_t i = 1; i < line.fields.size(); ++i)
            if (!line.fields[i].empty()) dirs.push_back(std::move(line.fields[i]));
    }
}

std::optional<std::vector<std::string>> GameDirMemory::find(const std::string& location) const {
    if (location.empty()) return std::nullopt;
    const auto it = dirs_.find(location);
    if (it == dirs_.end()) return std::nullopt;
    return it->second;
}

void GameDirMemory::remember(const std::string& location, const std::vector<std::string>& dirs) {
    if (location.empty()) return;
    dirs_[location] = absolute_dirs(dirs);
    std::vector<std::vector<std::string>> lines;
    for (const auto& [where, its_dirs] : dirs_) {
        lines.push_back({where});
        lines.back().insert(lines.back().end(), its_dirs.begin(), its_dirs.end());
    }
    write_config_lines(file_, lines);
}

}  // namespace bsp
