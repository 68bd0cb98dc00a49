#pragma once
// Valve's VPK archives (Source engine), versions 1 and 2: the directory file
// <name>_dir.vpk holds a header and a tree of file entries; each entry's data lies in
// a numbered archive <name>_NNN.vpk beside it, or in the directory file itself after
// the tree (archive index 0x7fff), and may start with "preload" bytes kept in the tree.
//
// Tree layout: extension strings, each followed by directory strings, each followed by
// file names, each followed by its entry; an empty string ends each level. " " stands
// for "no extension" and for the root directory.
//
// This file only parses and checks; vpk_archiver.h serves the files to PhysFS. Every
// problem is a LoadError naming the file and the part (header, tree, an entry).
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace bsp {

inline constexpr uint32_t kVpkSignature = 0x55aa1234;
inline constexpr uint16_t kVpkInDirectoryFile = 0x7fff;  // data after the tree of the _dir file
inline constexpr size_t kVpkLargestHeader = 28;            // version 2

struct VpkHeader {
    uint32_t version = 0;      // 1 or 2
    uint32_t header_size = 0;  // 12 (v1) or 28 (v2)
    uint32_t tree_size = 0;    // bytes of the tree that follows the header
};

struct VpkEntry {
    std::string path;             // normalised vfs path: "materials/brick/wall01.vmt"
    uint32_t crc = 0;
    uint16_t archive = 0;         // number of <name>_NNN.vpk, or kVpkInDirectoryFile
    uint64_t offset = 0;          // in that file; absolute (the tree's end already added)
    uint32_t length = 0;          // bytes there, after the preload bytes
    uint32_t preload_offset = 0;  // into VpkDirectory::preload
    uint16_t preload_length = 0;

    uint64_t size() const { return uint64_t(preload_length) + length; }
};

struct VpkDirectory {
    VpkHeader header;
    std::vector<VpkEntry> entries;  // in tree order; a path seen twice keeps its first entry
    std::vector<uint8_t> preload;   // every entry's preload bytes, back to back
    size_t unnamed_entries = 0;     // entries whose path no vfs lookup could name ("..", ':')
};

// Whether `first_bytes` start with the VPK signature.
bool has_vpk_signature(std::span<const uint8_t> first_bytes);

// Reads the header from the file's first bytes (at most kVpkLargestHeader are needed)
// and checks that the tree lies inside a file of `file_size` bytes, before anyone
// allocates it. `file` names the directory file in errors.
VpkHeader parse_vpk_header(std::span<const uint8_t> first_bytes, uint64_t file_size, const std::string& file);

// Parses the tree (exactly header.tree_size bytes, as read after the header).
VpkDirectory parse_vpk_tree(std::span<const uint8_t> tree, const VpkHeader& header, const std::string& file);

// Checks every entry's range against the file that holds it: the directory file
// (`directory_file_size` bytes) or archive N, whose size `archive_size(N)` tells
// (nullopt: the file is missing). `archive_name(N)` names archive N in errors.
void check_vpk_entries(const VpkDirectory& directory, uint64_t directory_file_size,
                       const std::function<std::optional<uint64_t>(uint16_t)>& archive_size,
                       const std::function<std::string(uint16_t)>& archive_name, const std::string& file);

// "<prefix>_dir.vpk" → "<prefix>_"; nullopt when `directory_path` is not named so
// (its numbered archives then have no names).
std::optional<std::string> vpk_archive_prefix(const std::string& directory_path);
// "<prefix>" + "000.vpk" for archive 0 (three digits at least, as Valve's tools write).
std::string vpk_archive_path(const std::string& prefix, uint16_t archive);

}  // namespace bsp
