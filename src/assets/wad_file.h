#pragma once
// WAD2 (Quake) and WAD3 (GoldSrc / Half-Life) texture archives, for miptex records
// whose pixels are not in the BSP. Layout: magic "WAD2"/"WAD3", int entry count, int
// directory offset; the directory holds 32-byte entries { int filepos, disksize,
// size; char type, compression; short pad; char name[16] }. Texture entries hold a
// miptex record (map/miptex.h): type 0x43 in WAD3 (with its own palette), 0x44 in
// WAD2 (the game's palette). Other entry types (pictures, fonts, palettes) are ignored.
//
// A WAD is optional data: nothing here throws. A file that is not a WAD, or whose
// directory lies outside it, is refused with a warning; texture entries outside the
// file or compressed are skipped with one warning per WAD that counts them and names
// the first; a texture whose record is damaged gives a warning when it is asked for.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "assets/quake_palette.h"

namespace bsp {

enum class WadKind { kWad2, kWad3 };

struct WadTexture {
    int width = 0, height = 0;
    std::vector<uint8_t> rgba;
};

class WadArchive {
public:
    // `name` names the WAD in warnings (its game path). nullopt (and a warning) when the
    // bytes are not a readable WAD2/WAD3.
    static std::optional<WadArchive> open(std::vector<uint8_t> bytes, std::string name,
                                          std::vector<std::string>& warnings);

    WadKind kind() const { return kind_; }
    const std::string& name() const { return name_; }
    size_t texture_count() const { return entries_.size(); }
    bool has(std::string_view texture) const;
    // Names of the textures it holds, as stored, sorted.
    std::vector<std::string> texture_names() const;
    // Where the texture's record starts in the file; nullopt when the WAD has no such
    // texture. Names whose entries share an offset are one texture (decoded once).
    std::optional<uint32_t> record_offset(std::string_view texture) const;

    // The texture of that name (case-insensitive, as the engines look it up), decoded to
    // RGBA; `quake_palette` colours WAD2 textures. nullopt when the WAD has no such
    // texture, or (with a warning naming the WAD and the entry) when its record is damaged.
    std::optional<WadTexture> load(std::string_view texture, const Palette& quake_palette, bool cutout,
                                   std::vector<std::string>& warnings) const;

private:
    struct Entry {
        std::string name;
        uint32_t offset = 0, size = 0;
    };
    WadArchive(std::vector<uint8_t> bytes, std::string name, WadKind kind)
        : bytes_(std::move(bytes)), name_(std::move(name)), kind_(kind) {}
    void read_directory(uint32_t count, uint32_t directory, std::vector<std::string>& warnings);

    std::vector<uint8_t> bytes_;
    std::string name_;
    WadKind kind_;
    std::unordered_map<std::string, Entry> entries_;  // by lower-case name; the first entry of a name wins
};

}  // namespace bsp
