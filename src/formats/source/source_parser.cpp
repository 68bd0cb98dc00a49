// Source parser driver: validates (and decompresses, byte-swaps) the lump
// directory, then reads the sections in dependency order.
#include "formats/source/source_parser.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <exception>

#include "formats/source/source_file.h"
#include "formats/source/source_lzma.h"
#include "formats/source/source_sections.h"
#include "map/brush_models.h"

namespace bsp::source {
namespace {

std::string lump_list(const SourceFile& f) {
    std::string out;
    for (int i = 0; i < kLumpCount; ++i) {
        const StoredLump& s = f.stored(i);
        if (!s.compressed) continue;
        if (!out.empty()) out += ", ";
        out += std::string(kLumpNames[size_t(i)]) + " (" + str(s.length) + " -> " + str(int64_t(s.decoded_length)) + ")";
    }
    return out;
}

int32_t to_host(uint32_t v, bool big_endian) { return int32_t(big_endian ? __builtin_bswap32(v) : v); }

// The game lump: int count, then per entry id (fourCC), uint16 flags, uint16 version,
// int offset (from the file's start; some console maps count from the lump's), int length.
void read_game_lumps(const SourceFile& f, Map& map, const MemoryBudget& budget) {
    if (f.length(kGameLump) < 4) return;
    ByteReader r = f.reader(kGameLump);
    const std::span<const uint8_t> lump = r.bytes(r.size());
    r = f.reader(kGameLump);
    const bool be = f.big_endian();
    auto i32 = [&] { return to_host(r.u32(), be); };
    auto u16 = [&] {
        uint16_t v = r.u16();
        return be ? uint16_t(__builtin_bswap16(v)) : v;
    };
    const int32_t n = i32();
    if (n < 0 || uint64_t(n) * 16 > r.remaining()) {
        map.warnings.push_back("game_lump: header says " + str(n) + " entries, which do not fit in the lump");
        return;
    }
    const int64_t lump_offset = f.stored(kGameLump).offset;
    for (int32_t i = 0; i < n; ++i) {
        auto id = r.bytes(4);
        std::string name;
        if (be) name = {char(id[0]), char(id[1]), char(id[2]), char(id[3])};
        else name = {char(id[3]), char(id[2]), char(id[1]), char(id[0])};
        const uint16_t flags = u16();
        const uint16_t version = u16();
        const int64_t offset = i32();
        const int32_t len = i32();
        if (name.find_first_not_of('\0') == std::string::npos) continue;  // an empty terminating entry
        GameLumpInfo info;
        info.id = name;
        info.version = version;
        info.length = len < 0 ? 0 : uint64_t(len);
        info.compressed = (flags & 1) != 0;
        map.game_lumps.push_back(info);
        if (name != "sprp") continue;
        // Where the entry's bytes are inside the game lump.
        // A compressed entry's length is its decoded size; its LZMA header says how many
        // bytes it occupies, so it may run to the end of the game lump.
        const int64_t stored_len = info.compressed ? std::min<int64_t>(len, 0) : len;
        int64_t rel = offset - lump_offset;
        if (rel < 0 || !range_in(rel, stored_len, lump.size())) rel = offset;
        if (len < 0 || rel < 0 || !range_in(rel, stored_len, lump.size())) {
            map.warnings.push_back("game lump 'sprp': offset " + str(offset) + ", length " + str(len) +
                                   " lie outside the game lump; static props not read");
            continue;
        }
        std::span<const uint8_t> data =
            info.compressed ? lump.subspan(size_t(rel)) : lump.subspan(size_t(rel), size_t(len));
        if (is_lzma_lump(data)) {
            map.game_lumps.back().compressed = true;
            try {
                const std::vector<uint8_t> decoded = decode_lzma_lump(data, f.file(), "game lump 'sprp'", budget);
                // Held while the records are read: the props get what is left beside it.
                const BudgetHold held(budget, decoded.size());
                read_static_props(decoded, version, be, f.strata(), map, budget);
            } catch (const std::exception& e) {
                map.warnings.push_back(std::string("game lump 'sprp': ") + e.what() + "; static props not read");
            }
            continue;
        }
        read_static_props(data, version, be, f.strata(), map, budget);
    }
}

// The pakfile's entry count from the zip's end-of-central-directory record (the last
// "PK\5\6" within 22 + 65535 bytes of the end); a zip without one gives 0 and a warning.
void count_pakfile_entries(Map& map) {
    const std::vector<uint8_t>& z = map.pakfile;
    if (z.empty()) return;
    constexpr size_t kEocdSize = 22;
    if (z.size() >= kEocdSize) {
        const size_t lowest = z.size() - kEocdSize > 0xffff ? z.size() - kEocdSize - 0xffff : 0;
        for (size_t at = z.size() - kEocdSize + 1; at-- > lowest;) {
            if (z[at] != 'P' || z[at + 1] != 'K' || z[at + 2] != 5 || z[at + 3] != 6) continue;
            const uint16_t comment = uint16_t(z[at + 20] | (z[at + 21] << 8));
            if (at + kEocdSize + comment > z.size()) continue;
            map.pakfile_file_count = uint64_t(z[at + 10] | (z[at + 11] << 8));
            return;
        }
    }
    map.warnings.push_back("pakfile: no zip end-of-central-directory record; its files not counted");
}

}  // namespace

Map parse(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options) {
    SourceFile f(bytes, file_name, options);
    Map map;
    map.source_path = file_name;
    map.format = "source";
    name_values(map);
    map.format_name = std::string("Source VBSP") + (f.big_endian() ? " (big-endian PSBV)" : "") +
                      (f.l4d2_directory() ? " (Left 4 Dead 2 lump order)" : "") + ", map revision " +
                      str(f.revision());
    map.version = f.version();
    map.file_size = f.stored_file_size();
    map.lumps = f.stored_lump_table();
    map.lump_details = true;
    // Lightmap bytes are gamma-encoded at half intensity (source_faces.cpp): x2 restores them.
    map.light_shift = 1;
    // The player's eye: Source's VEC_VIEW is 64 units above the origin of the player,
    // which stands on the spawn point.
    map.spawn_eye_height = 64.0f;
    // Half-Life 2's sprint (hl2_sprintspeed); its run, 190, crawls through large maps.
    map.run_speed = 320.0f;
    map.metres_per_unit = 0.0254f;  // an inch: Valve's world scale
    if (std::string compressed = lump_list(f); !compressed.empty())
        map.warnings.push_back("LZMA-compressed lumps (stored -> decoded bytes): " + compressed);

    SourceContext c{f, options.memory_budget};
    c.wanted_lightmaps = options.lightmap_set;
    map.entities = f.entities(kEntities);
    // The sky box worldspawn names: six materials skybox/<skyname>{rt,lf,bk,ft,up,dn}.
    if (const Entity* world = map.worldspawn()) {
        std::string sky = world->get("skyname");
        for (char& ch : sky) ch = char(std::tolower(static_cast<unsigned char>(ch)));
        if (!sky.empty()) map.skybox = "skybox/" + sky;
    }
    read_planes(c, map);
    read_materials_and_texinfo(c, map);
    read_faces(c, map);
    read_leaves(c, map);
    read_leaf_ambient(c, map);
    read_nodes(c, map);
    read_models(c, map);
    // Before placement: texinfo lightmap vectors are in the model's own space.
    read_lightmaps(c, map);
    read_overlays(c, map);
    place_brush_models(map, /*turn_by_angles=*/true);
    apply_brush_model_render_keys(map);
    read_visibility(c, map);
    read_areas(c, map);
    read_water_volumes(c, map);
    read_cubemaps(c, map);
    read_world_effect_entities(map.entities, map.sky_camera, map.fog, map.warnings);
    attach_displacements_to_leaves(c, map);
    read_game_lumps(f, map, options.memory_budget);
    if (f.length(kPakfile) > 0) {
        ByteReader r = f.reader(kPakfile);
        auto zip = r.bytes(r.size());
        map.pakfile.assign(zip.begin(), zip.end());
        map.pakfile_bytes = map.pakfile.size();
        count_pakfile_entries(map);
    }
    return map;
}

}  // namespace bsp::source
