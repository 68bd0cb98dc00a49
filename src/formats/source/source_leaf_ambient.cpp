// Per-leaf ambient light: what vrad measured at sample points inside each leaf, which
// the engine blends to light models and the static props that have no baked vertex
// light (Mod_LoadLeafs; the blending is vis/ambient_light.h). Three layouts, as the
// engine tells them apart:
//
//  - leafs lump version 1 (v20 and later): leaf_ambient_index[_hdr] holds one record
//    per leaf, {u16 ambientSampleCount, u16 firstAmbientSample} (two u32 in Strata's
//    v25), and leaf_ambient_lighting[_hdr] (lump version 1) the samples, 28 bytes
//    each: a CompressedLightCube (six ColorRGBExp32: r, g, b, signed exponent, in the
//    order +X, -X, +Y, -Y, +Z, -Z), the position as byte fractions x, y, z of the
//    leaf's box (0 = mins, 255 = maxs), a pad byte. A leaf with no samples and a
//    first sample other than 0 borrows the samples of the leaf that field names
//    (vrad measures none in solid leaves and points them at a lit neighbour).
//  - an ambient lighting lump of version 0, or one without an index lump (maps from
//    before the index existed): one CompressedLightCube per leaf, placed at the
//    leaf's centre (fractions 128).
//  - leafs lump version 0 (v19's dleaf_version_0_t, 56 bytes): that cube is inside
//    each leaf record, at byte 30 (after contents, cluster, area and flags, mins,
//    maxs, the leaf face and brush ranges and leafWaterDataID); the lumps are unused.
//
// The set matches the lightmaps: the HDR lumps when Map::lightmap_set is HDR, else
// the LDR ones; a set whose samples lump is empty gives way to the other with a
// warning (the engine in HDR mode falls back to LDR ambient light the same way).
//
// Nothing else in the map depends on this light, so a bad record costs only itself:
// it is dropped with a warning, never an error.
#include <algorithm>

#include "formats/source/source_sections.h"

namespace bsp::source {
namespace {

constexpr uint32_t kCubeBytes = 6 * 4;               // CompressedLightCube
constexpr uint32_t kSampleBytes = kCubeBytes + 4;    // dleafambientlighting_t
constexpr uint32_t kLeafCubeOffset = 4 + 2 + 2 + 12 + 8 + 2;  // in dleaf_version_0_t
constexpr int32_t kSamplesLumpVersion = 1;          // LUMP_LEAF_AMBIENT_LIGHTING_VERSION
constexpr uint8_t kCentre = 128;                    // the engine's fraction for a leaf's one sample

// The engine reads these samples with ColorRGBExp32ToVector, byte × 2^exponent, which
// is 255 × the lightmaps' TexLightToLinear: vrad writes the cubes on the linear scale
// directly and the lightmaps 255 times larger. Measured on tf2 test2, the ambient
// samples decoded so average 0.61 and its lightmap samples 1.16; decoded the
// lightmaps' way they would be 255 times darker than the walls around them.
constexpr float kAmbientScale = 255.0f;

AmbientCube decode_cube(const uint8_t* p) {
    AmbientCube cube;
    for (int side = 0; side < 6; ++side, p += 4) {
        const int8_t e = int8_t(p[3]);
        cube[size_t(side)] = glm::vec3(light_sample_linear(p[0], e), light_sample_linear(p[1], e),
                                       light_sample_linear(p[2], e)) *
                             kAmbientScale;
    }
    return cube;
}

// Where the engine puts a sample: its byte fractions of the leaf's box.
glm::vec3 sample_position(const Leaf& leaf, uint8_t x, uint8_t y, uint8_t z) {
    return leaf.bounds.min + glm::vec3(x, y, z) / 255.0f * (leaf.bounds.max - leaf.bounds.min);
}

void charge(SourceContext& c, int lump, uint64_t samples, uint64_t leaves) {
    c.memory_budget.take(bytes_for(samples, sizeof(AmbientSample)) + bytes_for(leaves, sizeof(LeafAmbient)),
                         c.f.file(), c.f.part(lump), str(int64_t(samples)) + " ambient samples", "ambient light");
}

// Records in a lump of fixed-size records, warning about bytes after the last whole one.
uint64_t whole_records(const SourceFile& f, int lump, uint32_t record_size, Map& map) {
    const uint64_t length = f.length(lump);
    if (length % record_size)
        map.warnings.push_back(f.part(lump) + ": " + str(int64_t(length)) + " bytes are not whole " +
                               str(record_size) + "-byte records; the last " + str(int64_t(length % record_size)) +
                               " ignored");
    return length / record_size;
}

// One sample per leaf at its centre, the cubes `stride` bytes apart from `cubes`.
void one_sample_per_leaf(SourceContext& c, int lump, std::span<const uint8_t> cubes, size_t stride, uint64_t count,
                         Map& map) {
    if (count != map.leaves.size())
        map.warnings.push_back(c.f.part(lump) + ": " + str(int64_t(count)) + " ambient cubes for " +
                               str(int64_t(map.leaves.size())) + " leaves; the leaves after the last cube have none");
    count = std::min<uint64_t>(count, map.leaves.size());
    charge(c, lump, count, map.leaves.size());
    map.leaf_ambient.assign(map.leaves.size(), {});
    map.ambient_samples.reserve(size_t(count));
    for (size_t i = 0; i < count; ++i) {
        map.leaf_ambient[i] = {uint32_t(i), 1, -1};
        map.ambient_samples.push_back(
            {sample_position(map.leaves[i], kCentre, kCentre, kCentre), decode_cube(cubes.data() + i * stride)});
    }
}

void read_indexed_samples(SourceContext& c, int index_lump, int samples_lump, Map& map) {
    const SourceFile& f = c.f;
    const size_t leaves = map.leaves.size();
    const uint32_t index_size = f.strata() ? 8 : 4;
    uint64_t records = whole_records(f, index_lump, index_size, map);
    if (records != leaves) {
        map.warnings.push_back(f.part(index_lump) + ": " + str(int64_t(records)) + " records for " +
                               str(int64_t(leaves)) + " leaves" +
                               (records > leaves ? "; the extra ones ignored" : "; the leaves after them have none"));
        records = std::min<uint64_t>(records, leaves);
    }
    const uint64_t stored = whole_records(f, samples_lump, kSampleBytes, map);
    struct Range {
        uint64_t first, count;
        size_t leaf;
    };
    std::vector<Range> ranges;
    std::vector<int32_t> borrow(leaves, -1);
    Problems bad(f, index_lump, "leaves' ambient samples");
    ByteReader r = f.reader(index_lump);
    for (size_t i = 0; i < records; ++i) {
        const uint64_t count = f.strata() ? r.u32() : r.u16();
        const uint64_t first = f.strata() ? r.u32() : r.u16();
        if (count == 0) {
            if (first == 0) continue;  // no samples, none borrowed
            if (first < leaves) borrow[i] = int32_t(first);
            else bad.add("leaf " + str(int64_t(i)) + " borrows the samples of leaf " + str(int64_t(first)) +
                         ", but there are " + str(int64_t(leaves)) + " leaves");
            continue;
        }
        if (!range_in(int64_t(first), int64_t(count), stored)) {
            bad.add("leaf " + str(int64_t(i)) + " has samples " + range_str(int64_t(first), int64_t(count)) +
                    ", but " + f.part(samples_lump) + " holds " + str(int64_t(stored)));
            continue;
        }
        ranges.push_back({first, count, i});
    }
    // vrad gives each leaf samples of its own. Two leaves sharing some would place the
    // same sample in two boxes: the first to claim it keeps it.
    std::sort(ranges.begin(), ranges.end(), [](const Range& a, const Range& b) {
        return a.first != b.first ? a.first < b.first : a.leaf < b.leaf;
    });
    uint64_t claimed_to = 0, kept = 0;
    std::vector<Range> own;
    own.reserve(ranges.size());
    for (const Range& g : ranges) {
        if (g.first < claimed_to) {
            bad.add("leaf " + str(int64_t(g.leaf)) + "'s samples " + range_str(int64_t(g.first), int64_t(g.count)) +
                    " overlap another leaf's");
            continue;
        }
        claimed_to = g.first + g.count;
        kept += g.count;
        own.push_back(g);
    }
    bad.report(records, map);
    std::sort(own.begin(), own.end(), [](const Range& a, const Range& b) { return a.leaf < b.leaf; });

    charge(c, samples_lump, kept, leaves);
    map.leaf_ambient.assign(leaves, {});
    map.ambient_samples.reserve(size_t(kept));
    const std::span<const uint8_t> samples = f.reader(samples_lump).bytes(size_t(stored * kSampleBytes));
    for (const Range& g : own) {
        const Leaf& leaf = map.leaves[g.leaf];
        map.leaf_ambient[g.leaf].first_sample = uint32_t(map.ambient_samples.size());
        map.leaf_ambient[g.leaf].sample_count = uint32_t(g.count);
        for (uint64_t s = g.first; s < g.first + g.count; ++s) {
            const uint8_t* p = samples.data() + s * kSampleBytes;
            map.ambient_samples.push_back({sample_position(leaf, p[kCubeBytes], p[kCubeBytes + 1], p[kCubeBytes + 2]),
                                           decode_cube(p)});
        }
    }
    // vrad points a solid leaf with no lit neighbour at itself (or at another empty
    // leaf): a borrow only counts when the leaf named has samples to lend.
    for (size_t i = 0; i < leaves; ++i)
        if (borrow[i] >= 0 && map.leaf_ambient[size_t(borrow[i])].sample_count > 0)
            map.leaf_ambient[i].borrow_leaf = borrow[i];
}

}  // namespace

void read_leaf_ambient(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    if (map.leaves.empty()) return;
    if (!f.strata() && f.record_size(kLeafs) == 56) {
        const uint32_t stride = f.record_size(kLeafs);
        one_sample_per_leaf(c, kLeafs, f.reader(kLeafs).bytes(size_t(f.length(kLeafs))).subspan(kLeafCubeOffset),
                            stride, map.leaves.size(), map);
        map.ambient_set = "leaf";
        return;
    }
    bool hdr = c.light_lump == kLightingHdr;
    auto samples_lump = [&] { return hdr ? kLeafAmbientLightingHdr : kLeafAmbientLighting; };
    if (f.length(samples_lump()) == 0) {
        hdr = !hdr;
        if (f.length(samples_lump()) == 0) return;  // unlit, or compiled without ambient light
        if (!map.lightmap_set.empty())
            map.warnings.push_back(std::string("the ") + (hdr ? "LDR" : "HDR") + " ambient light lumps are empty; " +
                                   "using the " + (hdr ? "HDR" : "LDR") + " ones with the " +
                                   map.lightmap_set + " lightmaps");
    }
    const int samples = samples_lump();
    const int index = hdr ? kLeafAmbientIndexHdr : kLeafAmbientIndex;
    map.ambient_set = hdr ? "hdr" : "ldr";
    if (f.stored(samples).version != kSamplesLumpVersion || f.length(index) == 0) {
        const uint64_t cubes = whole_records(f, samples, kCubeBytes, map);
        one_sample_per_leaf(c, samples, f.reader(samples).bytes(size_t(cubes * kCubeBytes)), kCubeBytes, cubes, map);
        return;
    }
    read_indexed_samples(c, index, samples, map);
}

}  // namespace bsp::source
