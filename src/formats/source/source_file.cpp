#include "formats/source/source_file.h"

#include <cstring>
#include <string_view>

#include "formats/source/source_lzma.h"

namespace bsp::source {
namespace {

uint32_t swap32(uint32_t v) { return __builtin_bswap32(v); }

int32_t read_i32(std::span<const uint8_t> b, size_t at, bool big_endian) {
    uint32_t v;
    std::memcpy(&v, b.data() + at, 4);
    return int32_t(big_endian ? swap32(v) : v);
}

// A big-endian record's field widths, one character each ('1' bytes are left as they
// are, '2' and '4' are swapped). Empty: the lump holds bytes only (text, light
// samples, zip) or is not read by this parser, so it stays as stored.
std::string swap_pattern(int lump, uint32_t leaf_size) {
    switch (lump) {
        case kPlanes: return "44444";
        case kTexdata: return "44444444";
        case kVertexes: return "444";
        case kNodes: return "444" + std::string(10, '2');
        case kTexinfo: return std::string(18, '4');
        case kFaces:
        case kFacesHdr:
        case kOriginalFaces: return "2114" "2222" "1111" "44" "4444" "4" "22" "4";
        case kLeafs:
            return leaf_size == 56 ? "4" + std::string(13, '2') + std::string(24, '1') + "2" : "4" + std::string(14, '2');
        case kEdges: return "22";
        case kSurfedges: return "4";
        case kModels: return std::string(12, '4');
        case kLeafFaces:
        case kLeafBrushes: return "2";
        case kBrushes: return "444";
        case kBrushSides: return "2222";
        case kAreas: return "44";
        case kAreaPortals: return "22224";  // PSBV files are v19-21: the 12-byte record
        case kClipPortalVerts: return "444";
        case kDispInfo: {
            // Edge neighbours (u16 index, 4 bytes), corner neighbours (4 x u16, count,
            // pad), allowed verts (10 x u32).
            std::string p = "444" "444444" "22" "44";
            for (int i = 0; i < 8; ++i) p += "21111";
            for (int i = 0; i < 4; ++i) p += "222211";
            return p + std::string(10, '4');
        }
        case kDispVerts: return "44444";
        case kDispTris: return "2";
        // ambientSampleCount, firstAmbientSample; the samples (leaf_ambient_lighting)
        // are colour bytes and byte fractions, kept as stored.
        case kLeafAmbientIndex:
        case kLeafAmbientIndexHdr: return "22";
        case kTexdataStringTable: return "4";
        case kLeafWaterData: return "4422";  // surfaceZ, minZ, surfaceTexInfoID, padding
        // id, texinfo, face count; the face slots; U, V, UV points, origin, basis normal.
        case kOverlays: return "422" + std::string(64, '4') + std::string(4 + 12 + 6, '4');
        case kWaterOverlays: return "422" + std::string(256, '4') + std::string(4 + 12 + 6, '4');
        case kCubemaps: return "4444";       // origin[3], size
        default: return "";
    }
}

void swap_records(std::span<uint8_t> data, const std::string& pattern) {
    size_t record = 0;
    for (char c : pattern) record += size_t(c - '0');
    if (record == 0) return;
    for (size_t base = 0; base + record <= data.size(); base += record) {
        uint8_t* p = data.data() + base;
        for (char c : pattern) {
            if (c == '2') std::swap(p[0], p[1]);
            if (c == '4') {
                std::swap(p[0], p[3]);
                std::swap(p[1], p[2]);
            }
            p += c - '0';
        }
    }
}

// Visibility: int numclusters, int bitofs[numclusters][2], then the RLE rows (bytes).
void swap_visibility(std::span<uint8_t> data) {
    if (data.size() < 4) return;
    auto swap_at = [&](size_t at) {
        std::swap(data[at], data[at + 3]);
        std::swap(data[at + 1], data[at + 2]);
    };
    swap_at(0);
    int32_t clusters;
    std::memcpy(&clusters, data.data(), 4);
    if (clusters < 0) return;  // read_visibility reports it
    const uint64_t ints = 2 * uint64_t(clusters);
    for (uint64_t i = 0; i < ints && 4 + 4 * i + 4 <= data.size(); ++i) swap_at(size_t(4 + 4 * i));
}

}  // namespace

std::vector<LumpSpec> lump_specs(int32_t version, int32_t leaf_version) {
    std::vector<LumpSpec> specs(kLumpCount);
    for (int i = 0; i < kLumpCount; ++i) specs[size_t(i)] = {kLumpNames[size_t(i)], 0};
    const bool wide = version == kStrataVersion;
    auto set = [&](int lump, uint32_t size) { specs[size_t(lump)].record_size = size; };
    set(kPlanes, 20);
    set(kTexdata, 32);
    set(kVertexes, 12);
    set(kNodes, wide ? 48 : 32);
    set(kTexinfo, 72);
    set(kFaces, wide ? 72 : 56);
    set(kFacesHdr, wide ? 72 : 56);
    set(kOriginalFaces, wide ? 72 : 56);
    set(kLeafs, wide ? 56 : (leaf_version == 0 ? 56 : 32));
    set(kEdges, wide ? 8 : 4);
    set(kSurfedges, 4);
    set(kModels, 48);
    set(kLeafFaces, wide ? 4 : 2);
    set(kLeafBrushes, wide ? 4 : 2);
    set(kBrushes, 12);
    set(kBrushSides, wide ? 16 : 8);
    set(kAreas, 8);
    // Strata's areaportals (lump version 1) widen the four 16-bit fields to 32 bits.
    set(kAreaPortals, wide ? 20 : 12);
    set(kClipPortalVerts, 12);
    set(kCubemaps, 16);
    set(kDispInfo, wide ? 232 : 176);
    set(kDispVerts, 20);
    set(kDispTris, 2);
    set(kTexdataStringTable, 4);
    return specs;
}

struct SourceFile::Header {
    std::vector<uint8_t> storage;  // empty: the file's bytes serve as they are
    std::vector<LumpEntry> entries;
    std::vector<LumpSpec> specs;
    std::vector<StoredLump> stored;
    int32_t version = 0, revision = 0;
    bool big_endian = false, l4d2 = false;
};

namespace {

// Which lump_t field order the file uses (Left 4 Dead 2's v21 maps store version
// first): the one under which more lumps with data lie inside the file, after the
// header, with a plausible version number. Ties keep the standard order.
bool detect_l4d2_order(std::span<const uint8_t> bytes, bool big_endian) {
    auto holds_data = [&](int64_t offset, int64_t length, int64_t version) {
        if (length <= 0 || offset < int64_t(kHeaderSize) || version < 0 || version > 0xffff) return false;
        return range_in(offset, length, bytes.size());
    };
    int standard = 0, l4d2 = 0;
    for (int i = 0; i < kLumpCount; ++i) {
        const size_t at = 8 + size_t(i) * 16;
        const int32_t a = read_i32(bytes, at, big_endian), b = read_i32(bytes, at + 4, big_endian),
                      c = read_i32(bytes, at + 8, big_endian);
        standard += holds_data(a, b, c);
        l4d2 += holds_data(b, c, a);
    }
    return l4d2 > standard;
}

}  // namespace

SourceFile::SourceFile(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options)
    : SourceFile(bytes, file, options, [&] {
          Header h;
          ByteReader header(bytes, file, "header");
          require_header_size(header, kHeaderSize, "a Source BSP header");
          auto magic = header.bytes(4);
          if (std::memcmp(magic.data(), "VBSP", 4) == 0) h.big_endian = false;
          else if (std::memcmp(magic.data(), "PSBV", 4) == 0) h.big_endian = true;
          else header.fail("not a Source BSP file: magic is not VBSP or PSBV");
          h.version = read_i32(bytes, 4, h.big_endian);
          if (h.version < 19 || h.version > 21) {
              if (h.version != kStrataVersion)
                  header.fail("unsupported VBSP version " + str(h.version) + " (this parser reads 19, 20, 21, 25)");
              if (h.big_endian) header.fail("big-endian (PSBV) version 25 files are not supported");
          }
          h.revision = read_i32(bytes, 8 + kLumpCount * 16, h.big_endian);
          h.l4d2 = h.version == 21 && detect_l4d2_order(bytes, h.big_endian);

          std::vector<LumpEntry> raw(kLumpCount);
          h.stored.resize(kLumpCount);
          for (int i = 0; i < kLumpCount; ++i) {
              const size_t at = 8 + size_t(i) * 16;
              const int32_t a = read_i32(bytes, at, h.big_endian), b = read_i32(bytes, at + 4, h.big_endian),
                            c = read_i32(bytes, at + 8, h.big_endian);
              StoredLump& s = h.stored[size_t(i)];
              s.offset = h.l4d2 ? b : a;
              s.length = h.l4d2 ? c : b;
              s.version = h.l4d2 ? a : c;
              raw[size_t(i)] = {s.offset, s.length, -1};
          }
          // The directory as stored must lie inside the file before any lump is looked at.
          std::vector<LumpSpec> byte_specs(kLumpCount);
          for (int i = 0; i < kLumpCount; ++i) byte_specs[size_t(i)] = {kLumpNames[size_t(i)], 0};
          const LumpDirectory stored_dir(bytes, file, byte_specs, raw, options.max_elements);

          h.specs = lump_specs(h.version, h.stored[kLeafs].version);
          h.entries = raw;
          bool any_compressed = false;
          for (int i = 0; i < kLumpCount; ++i) {
              // The game lump's entries are compressed one by one, never the lump as a whole.
              if (i == kGameLump || i == kPakfile) continue;
              if (is_lzma_lump(bytes.subspan(size_t(raw[size_t(i)].offset), size_t(raw[size_t(i)].length))))
                  any_compressed = true;
          }
          if (!any_compressed && !h.big_endian) return h;

          // Copy the file, then append each decoded or swapped lump and point its entry there.
          h.storage.assign(bytes.begin(), bytes.end());
          for (int i = 0; i < kLumpCount; ++i) {
              StoredLump& s = h.stored[size_t(i)];
              auto data = bytes.subspan(size_t(s.offset), size_t(s.length));
              const std::string pattern =
                  h.big_endian ? swap_pattern(i, h.specs[kLeafs].record_size) : std::string();
              const bool vis_swap = h.big_endian && i == kVisibility;
              s.compressed = i != kGameLump && i != kPakfile && is_lzma_lump(data);
              if (!s.compressed && pattern.empty() && !vis_swap) continue;
              // Every decoded lump is kept beside the file's bytes: each may be within
              // the budget and all of them together not. The file's own bytes do not
              // count (their size is the file's, not a number in it): a large map with
              // a big pakfile must not use up the budget before anything is decoded.
              const uint64_t decoded_size = s.compressed ? lzma_decoded_size(data) : data.size();
              options.memory_budget.check(h.storage.size() - bytes.size() + decoded_size, file,
                                          stored_dir.part(i), "the lumps decoded up to this one", "memory");
              std::vector<uint8_t> decoded =
                  s.compressed ? decode_lzma_lump(data, file, stored_dir.part(i), options.memory_budget)
                               : std::vector<uint8_t>(data.begin(), data.end());
              s.decoded_length = decoded.size();
              if (pattern.size()) swap_records(decoded, pattern);
              if (vis_swap) swap_visibility(decoded);
              h.entries[size_t(i)] = {int64_t(h.storage.size()), int64_t(decoded.size()), -1};
              h.storage.insert(h.storage.end(), decoded.begin(), decoded.end());
          }
          if (!h.storage.empty()) options.memory_budget.charge(h.storage.size() - bytes.size());
          return h;
      }()) {}

SourceFile::SourceFile(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options,
                       Header&& h)
    : detail::NormalizedBytes{std::move(h.storage)},
      LumpDirectory(storage.empty() ? bytes : std::span<const uint8_t>(storage), file, std::move(h.specs),
                    h.entries, options.max_elements),
      version_(h.version), revision_(h.revision), big_endian_(h.big_endian), l4d2_(h.l4d2),
      stored_(std::move(h.stored)), stored_file_size_(bytes.size()) {}

std::vector<LumpInfo> SourceFile::stored_lump_table() const {
    std::vector<LumpInfo> table = lump_table();
    for (LumpInfo& info : table) {
        const StoredLump& s = stored_[size_t(info.index)];
        info.offset = uint64_t(s.offset);
        info.length = uint64_t(s.length);
        info.version = s.version;
        info.compressed = s.compressed;
        info.uncompressed_length = s.compressed ? s.decoded_length : info.length;
        if (s.compressed) {
            info.element_size = 0;
            info.count = info.length;
        }
    }
    return table;
}

}  // namespace bsp::source
