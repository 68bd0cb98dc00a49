#pragma once
// LZMA-compressed lumps (Xbox 360 / PS3 maps, some PC ones): "LZMA", uint32
// actualSize, uint32 lzmaSize (little-endian on every platform), 5 LZMA1 property
// bytes, then raw LZMA1 data without an end marker.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/memory_budget.h"

namespace bsp::source {

constexpr uint32_t kLzmaHeaderSize = 17;

// True when the lump starts with the "LZMA" id.
bool is_lzma_lump(std::span<const uint8_t> lump);

// The decoded size the header of a compressed lump claims (actualSize); 0 when the
// header is short. Unchecked: decode_lzma_lump checks it.
uint64_t lzma_decoded_size(std::span<const uint8_t> lump);

// Decodes a compressed lump. Throws LoadError(file, part, ...) when the header is
// short or implausible (actualSize more than 64× the compressed size or 1 GiB, or
// over `budget`; lzmaSize past the lump) or the data does not decode to exactly
// actualSize bytes.
std::vector<uint8_t> decode_lzma_lump(std::span<const uint8_t> lump, const std::string& file,
                                      const std::string& part, const MemoryBudget& budget);

}  // namespace bsp::source
