#include "app/recent_files.h"

#include <SDL.h>

#include <algorithm>
#include <fstream>

namespace bsp {

RecentFiles::RecentFiles() {
    if (char* dir = SDL_GetPrefPath("bspview", "bspview")) {
        file_ = std::string(dir) + "recent.txt";
        SDL_free(dir);
    }
    if (file_.empty()) return;
    std::ifstream in(file_);
    std::string line;
    while (std::getline(in, line) && paths_.size() < kMax)
        if (!line.empty()) paths_.push_back(line);
}

void RecentFiles::add(const std::string& path) {
    paths_.erase(std::remove(paths_.begin(), paths_.end(), path), paths_.end());
    paths_.insert(paths_.begin(), path);
    if (paths_.size() > kMax) paths_.resize(kMax);
    save();
}

void RecentFiles::save() const {
    if (file_.empty()) return;
    std::ofstream out(file_, std::ios::trunc);
    for (const std::string& p : paths_) out << p << '\n';
}

}  // namespace bsp
