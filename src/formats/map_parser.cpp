// Format dispatch: each supported format is one row of kFormats, keyed by its
// magic (when it has one) and version range. A new format adds a row and its
// own folder under src/formats; nothing else changes.
#include "formats/map_parser.h"

#include <array>
#include <cstring>

#include "core/byte_reader.h"
#include "core/load_error.h"
#include "formats/q3/q3_parser.h"
#include "formats/quake2/quake2_parser.h"
#include "formats/source/source_parser.h"
#include "formats/quake1_goldsrc/quake1_parser.h"
#include "map/leaf_clusters.h"
#include "map/node_tree.h"

namespace bsp {
namespace {

using ParseFn = Map (*)(std::span<const uint8_t>, const std::string&, const ParseOptions&);

// Where a format keeps its version number: after a 4-byte magic (IBSP, VBSP),
// after a 4-byte magic in big-endian order (Xbox 360 / PS3 Source maps, PSBV), as the
// first int with no magic (Quake 1 v29, GoldSrc v30), or nowhere (BSP2).
enum class VersionField : uint8_t { kAfterMagic, kAfterMagicBigEndian, kAtStart, kNone };

struct FormatSignature {
    const char* name;
    char magic[5];  // 4 bytes, or empty when the version alone identifies the format
    VersionField version_field;
    int32_t min_version, max_version;
    ParseFn parse;
};

Map parse_quake1(std::span<const uint8_t> b, const std::string& f, const ParseOptions& o) {
    return parse_quake1_family(b, f, o);
}

constexpr std::array<FormatSignature, 10> kFormats = {{
    {"Quake 2", "IBSP", VersionField::kAfterMagic, 38, 38, &quake2::parse},
    {"Quake 3", "IBSP", VersionField::kAfterMagic, 46, 47, &q3::parse},
    {"Source", "VBSP", VersionField::kAfterMagic, 19, 21, &source::parse},
    {"Source (Strata)", "VBSP", VersionField::kAfterMagic, 25, 25, &source::parse},
    {"Source (big-endian)", "PSBV", VersionField::kAfterMagicBigEndian, 19, 21, &source::parse},
    {"Quake 1", "", VersionField::kAtStart, 29, 29, &parse_quake1},
    {"GoldSrc", "", VersionField::kAtStart, 30, 30, &parse_quake1},
    {"BSP2", "BSP2", VersionField::kNone, 0, 0, &parse_quake1},
    {"BSP2 (2PSB)", "2PSB", VersionField::kNone, 0, 0, &parse_quake1},
    {"Source (big-endian Strata)", "PSBV", VersionField::kAfterMagicBigEndian, 25, 25, &source::parse},
}};

bool version_matches(const FormatSignature& f, int32_t at_start, int32_t after_magic) {
    switch (f.version_field) {
        case VersionField::kAfterMagic: return after_magic >= f.min_version && after_magic <= f.max_version;
        case VersionField::kAfterMagicBigEndian: {
            const int32_t v = int32_t(__builtin_bswap32(uint32_t(after_magic)));
            return v >= f.min_version && v <= f.max_version;
        }
        case VersionField::kAtStart: return at_start >= f.min_version && at_start <= f.max_version;
        case VersionField::kNone: return true;
    }
    return false;
}

std::string printable_magic(std::span<const uint8_t> m) {
    std::string out = "'";
    for (uint8_t c : m) out += (c >= 0x20 && c < 0x7f) ? char(c) : '.';
    out += "' (";
    static const char kHex[] = "0123456789abcdef";
    for (size_t i = 0; i < m.size(); ++i) {
        if (i) out += ' ';
        out += kHex[m[i] >> 4];
        out += kHex[m[i] & 15];
    }
    return out + ")";
}

std::string version_list(std::string_view magic) {
    std::string out;
    for (const FormatSignature& f : kFormats) {
        if (magic != f.magic || f.version_field == VersionField::kNone) continue;
        if (!out.empty()) out += ", ";
        out += std::to_string(f.min_version);
        if (f.max_version != f.min_version) out += "-" + std::to_string(f.max_version);
    }
    return out;
}

}  // namespace

SniffedFormat sniff_map_format(std::span<const uint8_t> head) {
    if (head.size() < 8) return {"not a BSP", false};
    const std::string_view magic(reinterpret_cast<const char*>(head.data()), 4);
    auto i32 = [&](size_t at) {
        int32_t v;
        std::memcpy(&v, head.data() + at, 4);
        return v;
    };
    const int32_t at_start = i32(0), after_magic = i32(4);
    bool magic_known = false;
    for (const FormatSignature& f : kFormats) {
        const bool has_magic = f.magic[0] != '\0';
        if (has_magic && magic != f.magic) continue;
        magic_known = magic_known || has_magic;
        if (version_matches(f, at_start, after_magic)) return {f.name, true};
    }
    if (!magic_known) return {"not a BSP", false};
    const int32_t version = magic == "PSBV" ? int32_t(__builtin_bswap32(uint32_t(after_magic))) : after_magic;
    return {std::string(magic) + " " + std::to_string(version) + " (not read)", false};
}

Map parse_map(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options) {
    ByteReader header(bytes, file_name, "header");
    if (bytes.size() < 8)
        header.fail("truncated: " + std::to_string(bytes.size()) + " bytes is too short for a BSP header");
    auto magic_bytes = header.bytes(4);
    std::string_view magic(reinterpret_cast<const char*>(magic_bytes.data()), 4);
    const int32_t after_magic = header.i32();
    const int32_t at_start = ByteReader(bytes, file_name, "header").i32();

    bool magic_known = false;
    for (const FormatSignature& f : kFormats) {
        const bool has_magic = f.magic[0] != '\0';
        if (has_magic && magic != f.magic) continue;
        magic_known = magic_known || has_magic;
        if (!version_matches(f, at_start, after_magic)) continue;
        Map map = f.parse(bytes, file_name, options);
        // For every format alike: the walks over the nodes need a tree (map/node_tree.h).
        if (std::string problem = shared_node_problem(map); !problem.empty())
            throw LoadError(file_name, "lump 'nodes'", problem);
        drop_clusters_past_leaf_count(map, "leafs");  // every format's name for the lump
        return map;
    }
    if (magic == "PSBV")
        header.fail("unsupported version " + std::to_string(int32_t(__builtin_bswap32(uint32_t(after_magic)))) +
                    " of PSBV (supported: " + version_list(magic) + ")");
    if (magic_known)
        header.fail("unsupported version " + std::to_string(after_magic) + " of " + std::string(magic) +
                    " (supported: " + version_list(magic) + ")");
    header.fail("not a BSP file: magic " + printable_magic(magic_bytes) + " is not one this viewer reads");
}

}  // namespace bsp
