#include "app/recent_files.h"

#include <SDL.h>

#include <algorithm>
#include <filesystem>
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

namespace {

// A map argument that still works from another working folder: a file on disk, or
// the archive of ARCHIVE:path, made absolute; a path inside --game-dir stays as typed.
std::string lasting_argument(const std::string& argument) {
    namespace fs = std::filesystem;
    std::error_code ec;
    auto absolute_file = [&](const std::string& p) -> std::string {
        if (!fs::is_regular_file(p, ec)) return {};
        const fs::path a = fs::absolute(p, ec);
        return ec ? std::string() : a.lexically_normal().string();
    };
    if (std::string whole = absolute_file(argument); !whole.empty()) return whole;
    for (size_t colon = argument.find(':'); colon != std::string::npos; colon = argument.find(':', colon + 1))
        if (std::string archive = absolute_file(argument.substr(0, colon)); !archive.empty())
            return archive + argument.substr(colon);
    return argument;
}

}  // namespace

void RecentFiles::add(const std::string& argument) {
    const std::string path = lasting_argument(argument);
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
