#pragma once
// String rules for vfs paths and archive names, shared by the Vfs and the map
// locator. Pure functions, no PhysFS.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bsp {

// ASCII case-insensitive comparisons (Quake content is ASCII; Windows made it case-blind).
bool iequals(std::string_view a, std::string_view b);
bool iends_with(std::string_view s, std::string_view suffix);
// Strict weak order: case-insensitive first, then bytewise, so the order is total and stable.
bool iless(std::string_view a, std::string_view b);

// True for the archive kinds a game dir mounts: .pk3 .pk4 .zip .pak and Source's
// <name>_dir.vpk (any case). The numbered <name>_NNN.vpk hold only the data of their
// _dir.vpk and are not archives on their own.
bool has_archive_extension(std::string_view name);

// Turns a user or file-supplied path into the form PhysFS accepts: '/' separators,
// no leading '/' or "./", no empty components. Returns nullopt for paths PhysFS
// would refuse or that try to escape the root ("..", ':').
std::optional<std::string> normalize_vfs_path(std::string_view path);

// "a/b/c" -> {"a","b","c"}; "" -> {}.
std::vector<std::string> split_vfs_path(std::string_view path);
// Joins a directory and a name with '/', treating "" as the root.
std::string join_vfs_path(std::string_view dir, std::string_view name);

}  // namespace bsp
