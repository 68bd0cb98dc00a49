#pragma once
// The validated lump directory of a Source VBSP file.
//
// The header is read in whichever of its forms the file has: "VBSP" little-endian or
// "PSBV" big-endian (Xbox 360, PS3); lump_t as (fileofs, filelen, version, fourCC) or,
// in Left 4 Dead 2's maps, (version, fileofs, filelen, fourCC), told apart by which
// order puts every lump inside the file. LZMA-compressed lumps are decoded, and a
// big-endian file's lumps are byte-swapped field by field, into a little-endian copy
// that LumpDirectory then serves: the section readers see one layout only.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "formats/lump_directory.h"
#include "formats/map_parser.h"
#include "formats/source/source_lumps.h"

namespace bsp::source {

// Lumps as the header describes them, before decompression.
struct StoredLump {
    int64_t offset = 0, length = 0;
    int32_t version = 0;
    bool compressed = false;
    uint64_t decoded_length = 0;
};

namespace detail {
// Holds the little-endian, decompressed bytes LumpDirectory reads (base-from-member:
// it must exist before LumpDirectory is constructed).
struct NormalizedBytes {
    std::vector<uint8_t> storage;
};
}  // namespace detail

class SourceFile : private detail::NormalizedBytes, public LumpDirectory {
public:
    SourceFile(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options);
    SourceFile(const SourceFile&) = delete;
    SourceFile& operator=(const SourceFile&) = delete;

    int32_t version() const { return version_; }
    int32_t revision() const { return revision_; }
    bool big_endian() const { return big_endian_; }
    bool l4d2_directory() const { return l4d2_; }
    bool strata() const { return version_ == kStrataVersion; }
    const StoredLump& stored(int lump) const { return stored_[size_t(lump)]; }
    uint64_t stored_file_size() const { return stored_file_size_; }
    // The lump table for --info: the file's own offsets and lengths; a compressed lump
    // is listed as the bytes it occupies (element size 0).
    std::vector<LumpInfo> stored_lump_table() const;

private:
    struct Header;
    SourceFile(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options, Header&& h);

    int32_t version_ = 0, revision_ = 0;
    bool big_endian_ = false, l4d2_ = false;
    std::vector<StoredLump> stored_;
    uint64_t stored_file_size_ = 0;
};

// Record sizes per lump for a file of this version; `leaf_version` is the leafs
// lump's own version (v19 maps with leafs version 0 keep an ambient cube per leaf).
std::vector<LumpSpec> lump_specs(int32_t version, int32_t leaf_version);

}  // namespace bsp::source
