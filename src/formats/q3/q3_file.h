#pragma once
// The validated lump directory of a Quake 3 BSP: the header's magic and version,
// then the 17 entries through the shared LumpDirectory checks.
#include <cstdint>
#include <span>
#include <string>

#include "formats/lump_directory.h"
#include "formats/map_parser.h"
#include "formats/q3/q3_lumps.h"

namespace bsp::q3 {

class Q3File : public LumpDirectory {
public:
    // Throws LoadError for a short header, wrong magic/version, or a lump that lies
    // outside the file, has a partial record or more records than options allow.
    Q3File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options);
};

}  // namespace bsp::q3
