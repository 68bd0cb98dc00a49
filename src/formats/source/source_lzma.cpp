#include "formats/source/source_lzma.h"

#include <lzma.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "core/byte_reader.h"
#include "core/index_ranges.h"

namespace bsp::source {
namespace {

constexpr uint64_t kMaxExpansion = 64;
constexpr uint64_t kMaxDecodedSize = uint64_t(1) << 30;

}  // namespace

bool is_lzma_lump(std::span<const uint8_t> lump) {
    return lump.size() >= 4 && std::memcmp(lump.data(), "LZMA", 4) == 0;
}

uint64_t lzma_decoded_size(std::span<const uint8_t> lump) {
    if (lump.size() < kLzmaHeaderSize) return 0;
    return uint64_t(lump[4]) | uint64_t(lump[5]) << 8 | uint64_t(lump[6]) << 16 | uint64_t(lump[7]) << 24;
}

std::vector<uint8_t> decode_lzma_lump(std::span<const uint8_t> lump, const std::string& file,
                                      const std::string& part, const MemoryBudget& budget) {
    ByteReader r(lump, file, part);
    if (lump.size() < kLzmaHeaderSize)
        r.fail("LZMA header truncated: " + str(int64_t(lump.size())) + " bytes, the header needs " +
               str(kLzmaHeaderSize));
    r.skip(4);
    const uint64_t actual = r.u32(), packed = r.u32();
    auto props = r.bytes(5);
    if (packed > r.remaining())
        r.fail("LZMA header says " + str(int64_t(packed)) + " compressed bytes, but only " +
               str(int64_t(r.remaining())) + " follow the header");
    if (actual > kMaxDecodedSize || actual > std::max<uint64_t>(packed, 1) * kMaxExpansion)
        r.fail("LZMA header says " + str(int64_t(packed)) + " compressed bytes decode to " + str(int64_t(actual)) +
               ", more than this viewer accepts (64x the compressed size, at most 1 GiB)");
    budget.check(actual, file, part, "LZMA data", "decoded bytes");

    lzma_filter filters[2];
    filters[0].id = LZMA_FILTER_LZMA1;
    filters[0].options = nullptr;
    filters[1].id = LZMA_VLI_UNKNOWN;
    filters[1].options = nullptr;
    if (lzma_properties_decode(&filters[0], nullptr, props.data(), props.size()) != LZMA_OK)
        r.fail("LZMA properties are invalid");
    // The properties name a dictionary size, which liblzma allocates up front: a hostile
    // header can ask for 4 GiB. A dictionary larger than the whole output is never
    // read, so it is cut to the decoded size (found by the map fuzzer).
    auto* lzma_options = static_cast<lzma_options_lzma*>(filters[0].options);
    lzma_options->dict_size = std::clamp<uint32_t>(lzma_options->dict_size, LZMA_DICT_SIZE_MIN,
                                                   uint32_t(std::max<uint64_t>(actual, LZMA_DICT_SIZE_MIN)));
    lzma_stream stream = LZMA_STREAM_INIT;
    const lzma_ret init = lzma_raw_decoder(&stream, filters);
    free(filters[0].options);  // lzma_properties_decode allocated it with the default allocator
    if (init != LZMA_OK) r.fail("LZMA decoder could not start (liblzma error " + str(int(init)) + ")");

    std::vector<uint8_t> out(actual);
    auto data = r.bytes(packed);
    stream.next_in = data.data();
    stream.avail_in = data.size();
    stream.next_out = out.data();
    stream.avail_out = out.size();
    lzma_ret ret = LZMA_OK;
    while (ret == LZMA_OK && stream.avail_out > 0) {
        const size_t in_before = stream.avail_in, out_before = stream.avail_out;
        ret = lzma_code(&stream, stream.avail_in ? LZMA_RUN : LZMA_FINISH);
        if (ret == LZMA_OK && stream.avail_in == in_before && stream.avail_out == out_before) break;  // no progress
    }
    const uint64_t produced = actual - stream.avail_out;
    // One more byte of room tells whether the data would go on past actualSize.
    bool longer = false;
    if (produced == actual && (ret == LZMA_OK) && stream.avail_in > 0) {
        uint8_t extra = 0;
        stream.next_out = &extra;
        stream.avail_out = 1;
        const lzma_ret more = lzma_code(&stream, LZMA_RUN);
        longer = (more == LZMA_OK || more == LZMA_STREAM_END) && stream.avail_out == 0;
    }
    lzma_end(&stream);
    if (ret != LZMA_OK && ret != LZMA_STREAM_END && produced < actual)
        r.fail("LZMA data is corrupt (liblzma error " + str(int(ret)) + " after " + str(int64_t(produced)) + " of " +
               str(int64_t(actual)) + " bytes)");
    if (produced != actual)
        r.fail("LZMA data decodes to " + str(int64_t(produced)) + " bytes, the header says " + str(int64_t(actual)));
    if (longer) r.fail("LZMA data decodes to more than the " + str(int64_t(actual)) + " bytes the header says");
    return out;
}

}  // namespace bsp::source
