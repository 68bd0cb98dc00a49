#include "app/map_argument.h"

#include <filesystem>

#include "vfs/vfs_path.h"

namespace bsp {

namespace fs = std::filesystem;

namespace {

// `p` absolute and normalised when it is a file on disk; empty otherwise.
std::string absolute_file(const std::string& p) {
    std::error_code ec;
    if (!fs::is_regular_file(p, ec)) return {};
    const fs::path a = fs::absolute(p, ec);
    return ec ? std::string() : a.lexically_normal().string();
}

}  // namespace

std::string lasting_map_argument(const std::string& argument) {
    if (std::string whole = absolute_file(argument); !whole.empty()) return whole;
    for (size_t colon = argument.find(':'); colon != std::string::npos; colon = argument.find(':', colon + 1))
        if (std::string archive = absolute_file(argument.substr(0, colon)); !archive.empty())
            return archive + argument.substr(colon);
    return argument;
}

std::string map_location_key(const std::string& argument) {
    if (std::string whole = absolute_file(argument); !whole.empty())
        return has_archive_extension(whole) ? whole : fs::path(whole).parent_path().string();
    for (size_t colon = argument.find(':'); colon != std::string::npos; colon = argument.find(':', colon + 1))
        if (std::string archive = absolute_file(argument.substr(0, colon)); !archive.empty()) return archive;
    return {};
}

std::vector<std::string> absolute_dirs(const std::vector<std::string>& dirs) {
    std::vector<std::string> out;
    for (const std::string& d : dirs) {
        std::error_code ec;
        const fs::path a = fs::absolute(d, ec);
        out.push_back(ec ? d : a.lexically_normal().string());
    }
    return out;
}

}  // namespace bsp
