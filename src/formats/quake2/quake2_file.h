#pragma once
// The validated lump directory of a Quake 2 BSP (IBSP version 38): the 19 entries go
// through the shared LumpDirectory checks before any lump is read.
#include <cstdint>
#include <span>
#include <string>

#include "formats/lump_directory.h"
#include "formats/map_parser.h"
#include "formats/quake2/quake2_lumps.h"

namespace bsp::quake2 {

class Quake2File : public LumpDirectory {
public:
    // Throws LoadError for a short header, a wrong magic or version, or a lump that lies
    // outside the file, has a partial record or more records than options allow.
    Quake2File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options);

    const ParseOptions& options() const { return options_; }

private:
    static std::vector<LumpEntry> read_header(std::span<const uint8_t> bytes, const std::string& file);
    ParseOptions options_;
};

}  // namespace bsp::quake2
