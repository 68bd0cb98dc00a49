// open_map_location: turns what the user typed into mounts plus a vfs path.
#include <algorithm>
#include <filesystem>

#include "core/load_error.h"
#include "vfs/vfs.h"
#include "vfs/vfs_path.h"

namespace bsp {

namespace fs = std::filesystem;

namespace {

std::string canonical_or_empty(const fs::path& p) {
    std::error_code ec;
    fs::path c = fs::weakly_canonical(fs::absolute(p, ec), ec);
    return ec ? std::string() : c.string();
}

// Game dirs already mounted (canonical), so an implied one is not mounted twice:
// re-mounting would lift it above a game dir the user named later.
struct MountedGameDirs {
    std::vector<std::string> canonical;

    void mount(Vfs& vfs, const fs::path& dir) {
        const std::string c = canonical_or_empty(dir);
        if (std::find(canonical.begin(), canonical.end(), c) != canonical.end()) return;
        vfs.mount_game_dir(dir.string());
        canonical.push_back(c);
    }
};

bool is_file_on_disk(const fs::path& p) {
    std::error_code ec;
    return fs::is_regular_file(p, ec);
}

// Whether `archive`'s folder holds other Quake archives, i.e. it is a game dir whose
// textures and shaders the map inside `archive` expects.
bool sits_in_game_dir(const fs::path& archive) {
    std::error_code ec;
    const fs::path folder = archive.parent_path().empty() ? fs::path(".") : archive.parent_path();
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name == archive.filename().string()) continue;
        std::error_code type_ec;
        if ((iends_with(name, ".pk3") || iends_with(name, ".pk4")) && it->is_regular_file(type_ec)) return true;
    }
    return false;
}

std::string looked_in(const Vfs& vfs) {
    if (vfs.mounted().empty()) return "no game dir is mounted (use --game-dir DIR)";
    std::string s = "looked in";
    for (const std::string& m : vfs.mounted()) s += "\n  " + m;
    return s;
}

// exists() also accepts directories; a map must be a file.
bool is_vfs_file(const Vfs& vfs, const std::string& path) {
    const size_t slash = path.rfind('/');
    const std::string dir = slash == std::string::npos ? "" : path.substr(0, slash);
    const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    const std::vector<std::string> files = vfs.list(dir);
    return std::any_of(files.begin(), files.end(), [&](const std::string& f) { return iequals(f, name); });
}

std::string stem_of(const std::string& vfs_path) {
    return fs::path(vfs_path).stem().string();
}

// Form (a): "ARCHIVE.pk3:maps/x.bsp". Returns nullopt when the argument is not that form.
std::optional<MapLocation> open_in_archive(Vfs& vfs, const std::string& argument, MountedGameDirs& game_dirs) {
    const size_t colon = argument.find(':');
    if (colon == std::string::npos) return std::nullopt;
    const fs::path archive(argument.substr(0, colon));
    if (!has_archive_extension(archive.filename().string())) return std::nullopt;
    if (!is_file_on_disk(archive))
        throw LoadError(argument, "vfs", "archive '" + archive.string() + "' does not exist");

    if (sits_in_game_dir(archive))
        game_dirs.mount(vfs, archive.parent_path().empty() ? fs::path(".") : archive.parent_path());
    vfs.mount(archive.string());  // on top, even when its game dir mounted it already

    const std::optional<std::string> inner = normalize_vfs_path(argument.substr(colon + 1));
    // The archive is on top, so if it holds the file it is where the file comes from.
    if (!inner || inner->empty() || !is_vfs_file(vfs, *inner) ||
        vfs.source_of(*inner) != canonical_or_empty(archive))
        throw LoadError(argument, "vfs",
                        "archive '" + archive.string() + "' has no file '" + argument.substr(colon + 1) + "'");
    return MapLocation{argument, *inner, stem_of(*inner)};
}

// Form (b): a file on disk.
std::optional<MapLocation> open_on_disk(Vfs& vfs, const std::string& argument, MountedGameDirs& game_dirs) {
    const fs::path file(argument);
    if (!is_file_on_disk(file)) return std::nullopt;

    std::error_code ec;
    const fs::path absolute = fs::weakly_canonical(fs::absolute(file, ec), ec);
    const fs::path folder = absolute.parent_path();
    const std::string name = absolute.filename().string();
    if (!normalize_vfs_path(name) || name.find('\\') != std::string::npos)
        throw LoadError(argument, "vfs", "the file name contains ':' or '\\', which the vfs cannot address; rename it");

    // .../<gamedir>/maps/x.bsp: the map expects that game dir's textures and shaders.
    if (iequals(folder.filename().string(), "maps") && folder.has_parent_path())
        game_dirs.mount(vfs, folder.parent_path());
    // The folder at "maps" makes the file itself maps/x.bsp (above any pk3 copy) and
    // its neighbours maps/x/lm_0000.tga, maps/x.lit, as the engine would look for them.
    vfs.mount(folder.string(), "maps");
    const std::string vfs_path = "maps/" + name;
    return MapLocation{argument, vfs_path, stem_of(vfs_path)};
}

// Form (c): a path inside the mounted game dirs, with forgiving spellings.
MapLocation open_in_game_dirs(Vfs& vfs, const std::string& argument) {
    const std::optional<std::string> norm = normalize_vfs_path(argument);
    if (norm && !norm->empty()) {
        std::vector<std::string> candidates{*norm};
        const bool has_extension = fs::path(*norm).has_extension();
        if (!has_extension) candidates.push_back(*norm + ".bsp");
        if (norm->rfind("maps/", 0) != 0) {
            candidates.push_back("maps/" + *norm);
            if (!has_extension) candidates.push_back("maps/" + *norm + ".bsp");
        }
        for (const std::string& c : candidates)
            if (is_vfs_file(vfs, c)) return MapLocation{argument, c, stem_of(c)};
    }
    std::error_code ec;
    if (fs::is_directory(fs::path(argument), ec))
        throw LoadError(argument, "vfs", "is a directory; name a .bsp file inside it");
    throw LoadError(argument, "vfs",
                    "map not found: it is not a file on disk, not ARCHIVE.pk3:path, and not a path inside "
                    "the game dirs; " + looked_in(vfs));
}

}  // namespace

MapLocation open_map_location(Vfs& vfs, const std::string& argument, const std::vector<std::string>& game_dirs) {
    if (argument.empty()) throw LoadError("", "vfs", "no map given");
    MountedGameDirs mounted;
    for (const std::string& dir : game_dirs) mounted.mount(vfs, dir);

    if (auto location = open_in_archive(vfs, argument, mounted)) return *location;
    if (auto location = open_on_disk(vfs, argument, mounted)) return *location;
    return open_in_game_dirs(vfs, argument);
}

}  // namespace bsp
