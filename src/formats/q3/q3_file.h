#pragma once
// The validated lump directory of a Quake 3 family BSP: the header's magic and
// version, then its entries (17; 18 for Quake Live) through the shared LumpDirectory checks.
#include <cstdint>
#include <span>
#include <string>

#include "formats/lump_directory.h"
#include "formats/map_parser.h"
#include "formats/q3/q3_lumps.h"

namespace bsp::q3 {

// Which engine wrote the file, as far as its header tells.
enum class Q3Game : uint8_t {
    kQuake3,       // version 46
    kWolfenstein,  // version 47 with 17 lumps: Return to Castle Wolfenstein or Enemy Territory
    // Version 47 with the advertisements lump: Quake Live's, or an empty one that
    // today's q3map2 writes for every version 47 game (RTCW and ET read 17 and skip it).
    kQuakeLiveDirectory,
};

class Q3File : public LumpDirectory {
public:
    // Throws LoadError for a short header, wrong magic/version, or a lump that lies
    // outside the file, has a partial record or more records than options allow.
    Q3File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options);

    int32_t version() const { return game_ == Q3Game::kQuake3 ? kVersion : kWolfensteinVersion; }
    Q3Game game() const { return game_; }
    bool has_advertisements_lump() const { return game_ == Q3Game::kQuakeLiveDirectory; }

    // The header as read before the directory is checked: the game and its entries.
    struct Header;

private:
    Q3File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options, Header header);
    Q3Game game_;
};

}  // namespace bsp::q3
