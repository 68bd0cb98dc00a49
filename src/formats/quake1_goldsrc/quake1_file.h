#pragma once
// The validated lump directory of a Quake 1 family BSP: the version or magic picks
// the variant (and so the record sizes), Blue Shift's swapped first two slots are
// put back in place, then the 15 entries go through the shared LumpDirectory
// checks. BSPX extension lumps after the standard ones are listed too.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "formats/lump_directory.h"
#include "formats/map_parser.h"
#include "formats/quake1_goldsrc/bspx.h"
#include "formats/quake1_goldsrc/quake1_lumps.h"

namespace bsp::quake1 {

// Which variant the first four bytes announce, or nullopt.
std::optional<Variant> sniff_variant(std::span<const uint8_t> bytes);

class Quake1File : public LumpDirectory {
public:
    // Throws LoadError for a short header, unknown version, or a lump that lies outside
    // the file, has a partial record or more records than options allow.
    Quake1File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options);

    Variant variant() const { return variant_; }
    const ParseOptions& options() const { return options_; }
    // Blue Shift's v30 maps store planes in slot 0 and entities in slot 1.
    bool entities_and_planes_swapped() const { return swapped_; }

    // BSPX extension lumps (empty when the file has none); a reader over one by name.
    const std::vector<BspxLump>& bspx() const { return bspx_; }
    std::optional<ByteReader> bspx_reader(const std::string& name) const;
    // Non-fatal problems found in the directory (a damaged BSPX directory).
    const std::vector<std::string>& warnings() const { return warnings_; }

    // The standard lumps in slot order, then the BSPX lumps numbered on from them.
    std::vector<LumpInfo> lump_table() const;

private:
    struct Header {
        Variant variant;
        bool swapped;
        std::vector<LumpEntry> entries;
    };
    static Header read_header(std::span<const uint8_t> bytes, const std::string& file);
    Quake1File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options, Header header);

    Variant variant_;
    ParseOptions options_;
    bool swapped_;
    std::vector<BspxLump> bspx_;
    std::vector<std::string> warnings_;
};

inline glm::vec3 read_vec3(ByteReader& r) {
    glm::vec3 v;
    v.x = r.f32();
    v.y = r.f32();
    v.z = r.f32();
    return v;
}

}  // namespace bsp::quake1
