#pragma once
// Crafted VPK archives for tests (v1 and v2): a `<name>_dir.vpk` with its tree,
// data stored after the tree or in numbered `<name>_NNN.vpk` archives, and preload
// bytes, laid out as Valve's tools write them.
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace bsptest {

struct VpkTestEntry {
    std::string extension, directory, name;  // " " for none / the root, as VPKs store them
    std::string preload;
    uint16_t archive = 0;  // bsp::kVpkInDirectoryFile: data after the tree
    std::string data;
};

struct VpkFiles {
    std::string directory_file;
    std::map<uint16_t, std::string> archives;  // number → contents of <name>_NNN.vpk
};

void put16(std::string& s, uint16_t v);
void put32(std::string& s, uint32_t v);

// Entries grouped by extension, then by directory. `length_bonus_for_last` makes the
// last entry claim more bytes than it has (for tests of lying directories).
VpkFiles build_vpk(int version, const std::vector<VpkTestEntry>& entries, uint32_t length_bonus_for_last = 0);

// Writes <dir>/<name>_dir.vpk and its numbered archives; returns the _dir.vpk path.
std::filesystem::path write_vpk(const std::filesystem::path& dir, const std::string& name, const VpkFiles& files);

}  // namespace bsptest
