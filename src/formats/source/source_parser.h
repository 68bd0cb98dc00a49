#pragma once
// Source engine VBSP (versions 19-21, 25; "VBSP" and big-endian "PSBV") → Map.
// Called by parse_map() after sniffing.
#include <cstdint>
#include <span>
#include <string>

#include "formats/map_parser.h"

namespace bsp::source {

Map parse(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options);

}  // namespace bsp::source
