#include "vfs/vpk_directory.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <unordered_set>

#include "core/byte_reader.h"
#include "core/load_error.h"
#include "vfs/vfs_path.h"

namespace bsp {

namespace {

constexpr uint16_t kEntryTerminator = 0xffff;

// A NUL-terminated string at the reader's position; an error when the tree ends first.
std::string read_cstring(ByteReader& r, std::span<const uint8_t> tree, const char* what) {
    const size_t start = r.position();
    const auto end = std::find(tree.begin() + ptrdiff_t(start), tree.end(), uint8_t(0));
    if (end == tree.end())
        r.fail(std::string("unterminated ") + what + " name at tree offset " + std::to_string(start));
    const size_t length = size_t(end - tree.begin()) - start;
    std::span<const uint8_t> bytes = r.bytes(length + 1);
    return std::string(reinterpret_cast<const char*>(bytes.data()), length);
}

}  // namespace

bool has_vpk_signature(std::span<const uint8_t> first_bytes) {
    if (first_bytes.size() < 4) return false;
    uint32_t signature;
    std::memcpy(&signature, first_bytes.data(), 4);
    return signature == kVpkSignature;
}

VpkHeader parse_vpk_header(std::span<const uint8_t> first_bytes, uint64_t file_size, const std::string& file) {
    ByteReader r(first_bytes.first(std::min(first_bytes.size(), size_t(file_size))), file, "header");
    if (r.u32() != kVpkSignature) r.fail("not a VPK file (bad signature)");
    VpkHeader h;
    h.version = r.u32();
    if (h.version != 1 && h.version != 2)
        r.fail("unsupported VPK version " + std::to_string(h.version) + " (1 and 2 are read)");
    h.header_size = h.version == 1 ? 12 : 28;
    h.tree_size = r.u32();
    if (h.version == 2) r.skip(16);  // section sizes: file data, archive MD5s, other MD5s, signature
    if (h.tree_size > file_size - h.header_size)
        r.fail("directory tree of " + std::to_string(h.tree_size) + " bytes at offset " +
               std::to_string(h.header_size) + " runs past the end of the file (" +
               std::to_string(file_size) + " bytes)");
    return h;
}

VpkDirectory parse_vpk_tree(std::span<const uint8_t> tree, const VpkHeader& header, const std::string& file) {
    ByteReader r(tree, file, "directory tree");
    if (tree.size() != header.tree_size)
        r.fail("tree is " + std::to_string(tree.size()) + " bytes, the header says " +
               std::to_string(header.tree_size));
    VpkDirectory d;
    d.header = header;
    const uint64_t data_start = uint64_t(header.header_size) + header.tree_size;
    std::unordered_set<std::string> seen;
    for (;;) {
        const std::string extension = read_cstring(r, tree, "extension");
        if (extension.empty()) break;
        for (;;) {
            const std::string directory = read_cstring(r, tree, "directory");
            if (directory.empty()) break;
            for (;;) {
                const std::string name = read_cstring(r, tree, "file");
                if (name.empty()) break;
                const std::string file_name = extension == " " ? name : name + "." + extension;
                const std::string full = directory == " " ? file_name : directory + "/" + file_name;
                ByteReader e(r.bytes(std::min<size_t>(18, r.remaining())), file,
                             "directory tree: entry '" + full + "'");
                VpkEntry entry;
                entry.crc = e.u32();
                entry.preload_length = e.u16();
                entry.archive = e.u16();
                entry.offset = e.u32();
                entry.length = e.u32();
                const uint16_t terminator = e.u16();
                if (terminator != kEntryTerminator)
                    e.fail("entry terminator is " + std::to_string(terminator) + ", expected 65535");
                if (entry.preload_length > r.remaining())
                    e.fail(std::to_string(entry.preload_length) + " preload bytes run past the end of the tree (" +
                           std::to_string(r.remaining()) + " bytes left)");
                std::span<const uint8_t> preload = r.bytes(entry.preload_length);
                if (entry.archive == kVpkInDirectoryFile) entry.offset += data_start;
                const std::optional<std::string> path = normalize_vfs_path(full);
                if (!path || path->empty()) {
                    ++d.unnamed_entries;
                    continue;
                }
                entry.path = *path;
                if (!seen.insert(entry.path).second) continue;
                entry.preload_offset = uint32_t(d.preload.size());  // < tree size, a uint32
                d.preload.insert(d.preload.end(), preload.begin(), preload.end());
                d.entries.push_back(std::move(entry));
            }
        }
    }
    return d;
}

void check_vpk_entries(const VpkDirectory& directory, uint64_t directory_file_size,
                       const std::function<std::optional<uint64_t>(uint16_t)>& archive_size,
                       const std::function<std::string(uint16_t)>& archive_name, const std::string& file) {
    std::vector<std::optional<std::optional<uint64_t>>> sizes;  // per archive: unknown / missing / size
    for (const VpkEntry& entry : directory.entries) {
        if (entry.length == 0) continue;  // only preload bytes: nothing to read elsewhere
        uint64_t size = directory_file_size;
        std::string where = "the directory file";
        if (entry.archive != kVpkInDirectoryFile) {
            if (sizes.size() <= entry.archive) sizes.resize(size_t(entry.archive) + 1);
            auto& known = sizes[entry.archive];
            if (!known) known = archive_size(entry.archive);
            where = archive_name(entry.archive);
            if (!*known)
                throw LoadError(file, "entry '" + entry.path + "'",
                                "its data is in " + where + ", which does not exist");
            size = **known;
        }
        if (entry.offset > size || entry.length > size - entry.offset)
            throw LoadError(file, "entry '" + entry.path + "'",
                            "data at " + std::to_string(entry.offset) + "+" + std::to_string(entry.length) +
                                " lies past the end of " + where + " (" + std::to_string(size) + " bytes)");
    }
}

std::optional<std::string> vpk_archive_prefix(const std::string& directory_path) {
    constexpr std::string_view suffix = "dir.vpk";
    if (!iends_with(directory_path, "_dir.vpk")) return std::nullopt;
    return directory_path.substr(0, directory_path.size() - suffix.size());
}

std::string vpk_archive_path(const std::string& prefix, uint16_t archive) {
    char number[8];
    std::snprintf(number, sizeof number, "%03u", unsigned(archive));
    return prefix + number + ".vpk";
}

}  // namespace bsp
