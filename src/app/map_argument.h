#pragma once
// What the viewer remembers a map by. A map argument (a file, ARCHIVE:path, or a path
// inside the game dirs) as typed depends on the working folder; these forms do not.
#include <string>
#include <vector>

namespace bsp {

// A map argument that still works from another working folder: a file on disk, or
// the archive of ARCHIVE:path, made absolute; a path inside the game dirs stays as typed.
std::string lasting_map_argument(const std::string& argument);

// Where the map lies, the key its game dirs are remembered by: the archive (absolute)
// of ARCHIVE:path or of an archive argument, the folder (absolute) of a file on disk;
// empty for a path inside the game dirs (it has no place of its own).
std::string map_location_key(const std::string& argument);

// Game dirs made absolute (and normalised), so they work from another working folder.
std::vector<std::string> absolute_dirs(const std::vector<std::string>& dirs);

}  // namespace bsp
