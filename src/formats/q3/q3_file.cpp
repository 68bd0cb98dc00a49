#include "formats/q3/q3_file.h"

#include <algorithm>
#include <cstring>

namespace bsp::q3 {

struct Q3File::Header {
    Q3Game game = Q3Game::kQuake3;
    std::vector<LumpEntry> entries;
};

namespace {

// Version 47 does not say which engine wrote it. Quake Live's directory has an 18th
// entry (so has the one today's q3map2 writes for RTCW and ET, the lump empty);
// id's and Gray Matter's tools wrote 17, and their first lump starts right after
// them, where an 18th entry would be. So the directory has 18 entries when no lump
// starts inside the 18th and that entry lies inside the file.
bool has_quake_live_directory(std::span<const uint8_t> bytes, const std::vector<LumpEntry>& eighteen) {
    const bool clear_of_entry = std::all_of(eighteen.begin(), eighteen.end() - 1, [](const LumpEntry& e) {
        return e.length == 0 || e.offset >= int64_t(kQuakeLiveHeaderSize);
    });
    const LumpEntry& ads = eighteen.back();
    // A partial record is left to the directory's checks, which name the lump.
    return clear_of_entry && ads.offset >= int64_t(kQuakeLiveHeaderSize) && ads.length >= 0 &&
           ads.offset + ads.length <= int64_t(bytes.size());
}

Q3File::Header read_header(std::span<const uint8_t> bytes, const std::string& file) {
    ByteReader header(bytes, file, "header");
    require_header_size(header, kHeaderSize, "a Quake 3 header");
    auto magic = header.bytes(4);
    if (std::memcmp(magic.data(), kMagic, 4) != 0) header.fail("not a Quake 3 BSP file: magic is not IBSP");
    const int32_t version = header.i32();
    if (version != kVersion && version != kWolfensteinVersion)
        header.fail("unsupported IBSP version " + str(version) + " (this parser reads " + str(kVersion) + " and " +
                    str(kWolfensteinVersion) + ")");
    Q3File::Header out;
    if (version == kWolfensteinVersion && bytes.size() >= kQuakeLiveHeaderSize) {
        ByteReader probe(bytes, file, "header");
        probe.skip(8);
        std::vector<LumpEntry> eighteen = read_offset_length_entries(probe, kQuakeLiveLumpCount);
        if (has_quake_live_directory(bytes, eighteen)) {
            out.game = Q3Game::kQuakeLiveDirectory;
            out.entries = std::move(eighteen);
            return out;
        }
    }
    out.game = version == kVersion ? Q3Game::kQuake3 : Q3Game::kWolfenstein;
    out.entries = read_offset_length_entries(header, kLumpCount);
    return out;
}

std::vector<LumpSpec> lump_specs(Q3Game game) {
    std::vector<LumpSpec> specs(kLumpSpecs.begin(), kLumpSpecs.end());
    if (game == Q3Game::kQuakeLiveDirectory) specs.push_back(kAdvertisementsSpec);
    return specs;
}

}  // namespace

Q3File::Q3File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options)
    : Q3File(bytes, file, options, read_header(bytes, file)) {}

Q3File::Q3File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options, Header header)
    : LumpDirectory(bytes, file, lump_specs(header.game), header.entries, options.max_elements),
      game_(header.game) {}

}  // namespace bsp::q3
