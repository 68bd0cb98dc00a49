#include "assets/wad_file.h"

#include <algorithm>
#include <cctype>

#include "core/ascii.h"
#include "core/byte_reader.h"
#include "core/index_ranges.h"
#include "core/load_error.h"
#include "core/problem_tally.h"
#include "map/miptex.h"

namespace bsp {
namespace {

constexpr uint32_t kWadHeaderSize = 12;
constexpr uint32_t kWadEntrySize = 32;
constexpr uint8_t kWad2Miptex = 0x44;
constexpr uint8_t kWad3Miptex = 0x43;

}  // namespace

std::optional<WadArchive> WadArchive::open(std::vector<uint8_t> bytes, std::string name,
                                           std::vector<std::string>& warnings) {
    auto refuse = [&](const std::string& why) {
        warnings.push_back("WAD '" + name + "' is not usable: " + why + "; its textures are missing");
        return std::nullopt;
    };
    if (bytes.size() < kWadHeaderSize)
        return refuse(str(int64_t(bytes.size())) + " bytes, too short for a WAD header");
    ByteReader r(bytes, name, "header");
    const std::string magic = r.fixed_string(4);
    if (magic != "WAD2" && magic != "WAD3") return refuse("no WAD2/WAD3 magic");
    const int32_t count = r.i32(), directory = r.i32();
    const uint64_t end = uint64_t(uint32_t(directory)) + uint64_t(uint32_t(count)) * kWadEntrySize;
    if (count < 0 || directory < 0 || end > bytes.size())
        return refuse("its directory (" + str(count) + " entries at offset " + str(directory) +
                      ") lies outside the " + str(int64_t(bytes.size())) + "-byte file");
    WadArchive wad(std::move(bytes), std::move(name), magic == "WAD3" ? WadKind::kWad3 : WadKind::kWad2);
    wad.read_directory(uint32_t(count), uint32_t(directory), warnings);
    return wad;
}

void WadArchive::read_directory(uint32_t count, uint32_t directory, std::vector<std::string>& warnings) {
    ByteReader r(bytes_, name_, "directory");
    r.seek(directory);  // open() checked that the whole directory lies inside the file
    const uint8_t texture_type = kind_ == WadKind::kWad3 ? kWad3Miptex : kWad2Miptex;
    // One warning per kind of bad entry, with the count and the first one named, so a
    // damaged directory cannot flood the warning list.
    ProblemTally outside, compressed;
    for (uint32_t i = 0; i < count; ++i) {
        const int32_t offset = r.i32(), disk_size = r.i32();
        r.skip(4);  // size in memory: equal to disksize for the uncompressed entries we read
        const uint8_t type = r.u8(), compression = r.u8();
        r.skip(2);
        const std::string entry = r.fixed_string(16);
        if (type != texture_type) continue;
        const std::string who = "entry " + str(i) + " ('" + entry + "')";
        if (!range_in(offset, disk_size, bytes_.size())) {
            outside.note(who + ": bytes " + range_str(offset, disk_size));
            continue;
        }
        if (compression != 0) {
            compressed.note(who + ": compression " + str(compression));
            continue;
        }
        entries_.emplace(ascii_lowercase(entry), Entry{entry, uint32_t(offset), uint32_t(disk_size)});
    }
    if (outside.count)
        warnings.push_back("WAD '" + name_ + "': " + str(outside.count) + " texture entries lie outside the " +
                           str(int64_t(bytes_.size())) + "-byte file and are skipped (first: " + outside.first + ")");
    if (compressed.count)
        warnings.push_back("WAD '" + name_ + "': " + str(compressed.count) +
                           " texture entries are compressed, which no engine reads; skipped (first: " +
                           compressed.first + ")");
}

bool WadArchive::has(std::string_view texture) const { return entries_.contains(ascii_lowercase(texture)); }

std::vector<std::string> WadArchive::texture_names() const {
    std::vector<std::string> names;
    names.reserve(entries_.size());
    for (const auto& [key, entry] : entries_) names.push_back(entry.name);
    std::sort(names.begin(), names.end());
    return names;
}

std::optional<uint32_t> WadArchive::record_offset(std::string_view texture) const {
    auto it = entries_.find(ascii_lowercase(texture));
    if (it == entries_.end()) return std::nullopt;
    return it->second.offset;
}

std::optional<WadTexture> WadArchive::load(std::string_view texture, const Palette& quake_palette, bool cutout,
                                           std::vector<std::string>& warnings) const {
    auto it = entries_.find(ascii_lowercase(texture));
    if (it == entries_.end()) return std::nullopt;
    const Entry& e = it->second;
    try {
        const std::span<const uint8_t> record = std::span<const uint8_t>(bytes_).subspan(e.offset, e.size);
        ByteReader r(record, name_, "entry '" + e.name + "'");
        const MiptexHeader h = read_miptex_header(r, "miptex");
        if (!h.has_pixels()) r.fail("miptex has no pixels (all mip offsets are zero)");
        const MiptexPalette source = kind_ == WadKind::kWad3 ? MiptexPalette::kOwn : MiptexPalette::kShared;
        WadTexture t;
        const PalettedImage image = read_miptex_image(r, h, "miptex", "WAD entry", source);
        t.rgba = expand_indexed(image.indices, image.palette.empty() ? quake_palette : std::span<const uint8_t, 768>(image.palette), cutout);
        t.width = int(h.width);
        t.height = int(h.height);
        return t;
    } catch (const LoadError& error) {
        warnings.push_back(std::string(error.what()) + "; texture '" + std::string(texture) + "' is missing");
        return std::nullopt;
    }
}

}  // namespace bsp
