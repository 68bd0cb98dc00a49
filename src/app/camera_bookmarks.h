#pragma once
// Named views of maps (Bookmarks), kept between runs in the user's config folder
// (bookmarks.txt): one bookmark a line, the map (lasting_map_argument), its name and
// its camera as a camera file line ("X Y Z PITCH YAW FOV", session/bench_path.h; no
// roll, which the window never changes), separated by tabs. A line that is not such a
// bookmark is skipped with a warning and dropped when the file is next written; it
// never stops the viewer.
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "ui/ui_state.h"

namespace bsp {

class CameraBookmarks {
public:
    explicit CameraBookmarks(std::filesystem::path file);  // read if it is there

    // `map` below is the map as lasting_map_argument names it (app/map_argument.h).
    // Its bookmarks, oldest first; empty when it has none.
    const std::vector<CameraBookmark>& of(const std::string& map) const;
    // Adds (and saves) a bookmark; an empty name becomes "view N".
    void add(const std::string& map, const std::string& name, const CameraPose& camera);
    // Removes the map's bookmark `index` (and saves); false when there is none.
    bool remove(const std::string& map, int index);

private:
    void save() const;
    std::filesystem::path file_;
    std::map<std::string, std::vector<CameraBookmark>> bookmarks_;  // by lasting map argument
};

}  // namespace bsp
