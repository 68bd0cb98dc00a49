#pragma once
// The File menu's recent maps, newest first, kept between runs in SDL's per-user
// preferences folder: one map a line, its argument then the game dirs it was opened
// with, separated by tabs (a line with the argument alone, as older versions wrote,
// is a map opened without game dirs). Files are kept as absolute paths so the list
// works whatever folder bspview starts in.
#include <filesystem>
#include <string>
#include <vector>

#include "ui/ui_state.h"

namespace bsp {

class RecentFiles {
public:
    static constexpr size_t kMax = 10;
    RecentFiles();  // SDL's preferences folder's recent.txt, read if it is there
    explicit RecentFiles(std::filesystem::path file);  // that file instead (tests)
    // Moves the map to the front (with these game dirs, absolute) and saves.
    void add(const std::string& argument, const std::vector<std::string>& game_dirs = {});
    const std::vector<RecentMap>& list() const { return maps_; }

private:
    void load();
    void save() const;
    std::filesystem::path file_;
    std::vector<RecentMap> maps_;
};

}  // namespace bsp
