#pragma once
// Quake 3 (IBSP version 46) → Map. Called by parse_map() after sniffing.
#include <cstdint>
#include <span>
#include <string>

#include "formats/map_parser.h"

namespace bsp::q3 {

Map parse(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options);

}  // namespace bsp::q3
