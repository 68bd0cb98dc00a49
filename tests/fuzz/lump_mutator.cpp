// Structure-aware mutation for the map target (linked into map_fuzzer only): half the
// time, when the input is a BSP whose lump directory adds up, one lump is taken out,
// mutated by libFuzzer's own mutator (which may grow or shrink it), and the file is
// written back with a directory that points at every lump's new place. The other half,
// and for anything else, the whole file is mutated as bytes, so the header checks are
// still exercised. BSPFUZZ_PLAIN=1 turns the lump mutation off (to measure what it adds).
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include "fuzz/lump_layout.h"

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t max_size);

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size, unsigned int seed) {
    static const bool plain = std::getenv("BSPFUZZ_PLAIN") != nullptr;
    std::minstd_rand random(seed);
    std::optional<bspfuzz::LumpLayout> layout;
    if (!plain && random() % 2 == 0) layout = bspfuzz::read_lump_layout({data, size});
    if (!layout) return LLVMFuzzerMutate(data, size, max_size);

    const size_t index = random() % layout->lumps.size();
    const auto [offset, length] = layout->lumps[index];
    // Room to grow the lump by up to its own size (at least 64 bytes), within max_size.
    const size_t others = size - length;
    if (others + 4 * layout->lumps.size() >= max_size) return LLVMFuzzerMutate(data, size, max_size);
    const size_t room = std::min<size_t>(max_size - others - 4 * layout->lumps.size(), length * 2 + 64);
    std::vector<uint8_t> lump(room);
    std::memcpy(lump.data(), data + offset, length);
    lump.resize(LLVMFuzzerMutate(lump.data(), length, room));
    std::vector<uint8_t> out = bspfuzz::replace_lump({data, size}, *layout, index, lump);
    if (out.size() > max_size) return LLVMFuzzerMutate(data, size, max_size);
    std::memcpy(data, out.data(), out.size());
    return out.size();
}
