// Source parser driver: validates (and decompresses, byte-swaps) the lump
// directory, then reads the sections in dependency order.
#include "formats/source/source_parser.h"

#include "formats/source/source_file.h"
#include "formats/source/source_sections.h"
#include "map/brush_models.h"

namespace bsp::source {
namespace {

void read_entities(const SourceFile& f, Map& map) {
    ByteReader r = f.reader(kEntities);
    auto text = r.bytes(r.size());
    std::string_view sv(reinterpret_cast<const char*>(text.data()), text.size());
    // The lump is NUL-terminated.
    if (size_t nul = sv.find('\0'); nul != std::string_view::npos) sv = sv.substr(0, nul);
    map.entities = parse_entities(sv, f.file(), f.part(kEntities));
}

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

// The game lump: int count, then per entry id (fourCC), flags, version, offset, length.
void list_game_lumps(const SourceFile& f, Map& map) {
    if (f.length(kGameLump) < 4) return;
    ByteReader r = f.reader(kGameLump);
    const bool be = f.big_endian();
    auto i32 = [&] {
        uint32_t v = r.u32();
        return int32_t(be ? __builtin_bswap32(v) : v);
    };
    const int32_t n = i32();
    if (n < 0 || uint64_t(n) * 16 > r.remaining()) {
        map.warnings.push_back("game_lump: header says " + str(n) + " entries, which do not fit in the lump");
        return;
    }
    std::string list;
    for (int32_t i = 0; i < n; ++i) {
        auto id = r.bytes(4);
        std::string name;
        if (be) name = {char(id[0]), char(id[1]), char(id[2]), char(id[3])};
        else name = {char(id[3]), char(id[2]), char(id[1]), char(id[0])};
        r.skip(4);  // flags (uint16), version (uint16)
        i32();
        const int32_t len = i32();
        if (name.find_first_not_of('\0') == std::string::npos) continue;  // an empty terminating entry
        if (!list.empty()) list += ", ";
        list += name + " (" + str(len) + " bytes)";
    }
    if (!list.empty()) map.warnings.push_back("game lumps not read: " + list);
}

}  // namespace

Map parse(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options) {
    SourceFile f(bytes, file_name, options);
    Map map;
    map.source_path = file_name;
    map.format = "source";
    map.format_name = std::string("Source VBSP") + (f.big_endian() ? " (big-endian PSBV)" : "") +
                      (f.l4d2_directory() ? " (Left 4 Dead 2 lump order)" : "") + ", map revision " +
                      str(f.revision());
    map.version = f.version();
    map.file_size = f.stored_file_size();
    map.lumps = f.stored_lump_table();
    // Lightmap bytes are gamma-encoded at half intensity (source_faces.cpp): x2 restores them.
    map.light_shift = 1;
    // The player's eye: Source's VEC_VIEW is 64 units above the origin of the player,
    // which stands on the spawn point.
    map.spawn_eye_height = 64.0f;
    if (std::string compressed = lump_list(f); !compressed.empty())
        map.warnings.push_back("LZMA-compressed lumps (stored -> decoded bytes): " + compressed);

    SourceContext c{f};
    read_entities(f, map);
    read_planes(c, map);
    read_materials_and_texinfo(c, map);
    read_faces(c, map);
    read_leaves(c, map);
    read_nodes(c, map);
    read_models(c, map);
    // Before placement: texinfo lightmap vectors are in the model's own space.
    read_lightmaps(c, map);
    place_brush_models(map);
    apply_brush_model_render_keys(map);
    read_visibility(c, map);
    attach_displacements_to_leaves(c, map);
    list_game_lumps(f, map);
    if (f.length(kPakfile) > 0) {
        ByteReader r = f.reader(kPakfile);
        auto zip = r.bytes(r.size());
        map.pakfile.assign(zip.begin(), zip.end());
    }
    return map;
}

}  // namespace bsp::source
