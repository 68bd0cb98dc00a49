#include "vfs/vfs_path.h"

#include <algorithm>

namespace bsp {

namespace {
char lower(char c) { return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c; }
}  // namespace

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return false;
    return true;
}

bool iends_with(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && iequals(s.substr(s.size() - suffix.size()), suffix);
}

bool iless(std::string_view a, std::string_view b) {
    const size_t n = std::min(a.size(), b.size());
    for (size_t i = 0; i < n; ++i) {
        const char x = lower(a[i]), y = lower(b[i]);
        if (x != y) return static_cast<unsigned char>(x) < static_cast<unsigned char>(y);
    }
    if (a.size() != b.size()) return a.size() < b.size();
    return a < b;
}

bool has_archive_extension(std::string_view name) {
    for (std::string_view ext : {".pk3", ".pk4", ".zip", ".pak"})
        if (iends_with(name, ext)) return true;
    return iends_with(name, "_dir.vpk");
}

std::vector<std::string> split_vfs_path(std::string_view path) {
    std::vector<std::string> parts;
    size_t start = 0;
    while (start <= path.size()) {
        size_t end = path.find('/', start);
        if (end == std::string_view::npos) end = path.size();
        if (end > start) parts.emplace_back(path.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

std::string join_vfs_path(std::string_view dir, std::string_view name) {
    if (dir.empty()) return std::string(name);
    std::string s(dir);
    if (s.back() != '/') s += '/';
    s += name;
    return s;
}

std::optional<std::string> normalize_vfs_path(std::string_view path) {
    std::string s(path);
    // Half-Life and Windows-made Quake content spell paths with backslashes.
    std::replace(s.begin(), s.end(), '\\', '/');
    std::string out;
    for (const std::string& part : split_vfs_path(s)) {
        if (part == ".") continue;
        // PhysFS rejects these outright; refusing here keeps the reason in one place.
        if (part == ".." || part.find(':') != std::string::npos) return std::nullopt;
        out = join_vfs_path(out, part);
    }
    return out;
}

}  // namespace bsp
