#pragma once
// The File menu's recent maps, newest first, kept between runs in SDL's per-user
// preferences folder (one path per line). Files are kept as absolute paths so the
// list works whatever folder bspview starts in.
#include <string>
#include <vector>

namespace bsp {

class RecentFiles {
public:
    static constexpr size_t kMax = 10;
    RecentFiles();  // reads the saved list, if any
    void add(const std::string& argument);  // moves it to the front and saves
    const std::vector<std::string>& list() const { return paths_; }

private:
    void save() const;
    std::string file_;
    std::vector<std::string> paths_;
};

}  // namespace bsp
