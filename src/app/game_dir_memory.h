#pragma once
// The game dirs the user gave a map location in the window (File › Game directories),
// remembered between runs in the user's config folder (game_dirs.txt): one location a
// line, the location (map_location_key) then its game dirs, separated by tabs. A line
// with the location alone remembers "no game dirs". Maps opened later from the same
// folder or archive load with them, unless --game-dir names others for that run.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bsp {

class GameDirMemory {
public:
    explicit GameDirMemory(std::filesystem::path file);  // read if it is there

    // What was remembered for `location` (empty keys have none).
    std::optional<std::vector<std::string>> find(const std::string& location) const;
    // Remembers `dirs` (made absolute) for `location` and saves; nothing for an empty key.
    void remember(const std::string& location, const std::vector<std::string>& dirs);

private:
    std::filesystem::path file_;
    std::map<std::string, std::vector<std::string>> dirs_;
};

}  // namespace bsp
