// The static prop game lump ("sprp"): int dictEntries, dictEntries × char[128] model
// names, int leafEntries, leafEntries × leaf index (uint16; uint32 in Strata's v25
// maps from sprp version 12 on), int propCount, then propCount records whose size
// depends on the sprp version and, for some versions, on the game:
//
//   bytes  from version  field
//   0..55  4             origin, angles, model index, first leaf, leaf count, solid,
//                        flags, skin, fade min/max, lighting origin (every layout)
//   +4     5             forced fade scale
//   +4     6, 7, 7*      min/max DirectX level (2 × uint16)
//   +8     7* only       uint32 extra flags, lightmap resolution (2 × uint16)
//   +4     8             min/max CPU level, min/max GPU level (4 × uint8)
//   +4     7, 8          diffuse modulation (RGBA)
//   +4     9             disable on Xbox 360 (bool, padded to 4)
//   +4     10            uint32 extra flags
//   +4     11, 12        uniform scale (float)
//   +12    13            scale per axis (3 × float), instead of the uniform one
//
// which makes v4 56 bytes, v5 60, v6 64, v7 68, v8 68, v9 72, v10 76, v11 and v12 80,
// v13 88. "7*" is the 72-byte layout Source 2013 (TF2, HL2:DM) writes under version 10
// and Left 4 Dead 2 under version 7: the record size tells it apart, the file's
// (remaining bytes / prop count).
#include <algorithm>
#include <cstring>
#include <optional>
#include <string>

#include "formats/source/source_sections.h"

namespace bsp::source {
namespace {

constexpr size_t kModelNameBytes = 128;
constexpr uint32_t kCommonPrefix = 56;  // the fields every layout starts with

// One record layout: its size and where the scale is (0: none).
struct PropLayout {
    uint32_t size = 0;
    uint32_t scale_at = 0;
    int scale_floats = 0;
};

constexpr PropLayout kSource2013 = {72, 0, 0};  // "7*"

// The layout the version names; a second one where games disagree (7 and 10 both
// also have the Source 2013 / Left 4 Dead 2 size).
struct KnownLayouts {
    std::optional<PropLayout> first, second;
};

KnownLayouts layouts_for(int version) {
    switch (version) {
        case 4: return {PropLayout{56, 0, 0}, {}};
        case 5: return {PropLayout{60, 0, 0}, {}};
        case 6: return {PropLayout{64, 0, 0}, {}};
        case 7: return {PropLayout{68, 0, 0}, kSource2013};
        case 8: return {PropLayout{68, 0, 0}, {}};
        case 9: return {PropLayout{72, 0, 0}, {}};
        case 10: return {PropLayout{76, 0, 0}, kSource2013};
        case 11:
        case 12: return {PropLayout{80, 76, 1}, {}};
        case 13: return {PropLayout{88, 76, 3}, {}};
        default: return {};
    }
}

// Reads the lump's fields in the file's byte order; every read is checked against
// the span first, so a short lump can only end the reading, never overrun it.
class SprpReader {
public:
    SprpReader(std::span<const uint8_t> data, bool big_endian) : data_(data), be_(big_endian) {}
    size_t position() const { return at_; }
    size_t remaining() const { return data_.size() - at_; }
    void skip(size_t n) { at_ += n; }

    bool i32(int32_t& v) {
        uint32_t raw;
        if (!take(raw)) return false;
        v = int32_t(raw);
        return true;
    }
    // Little helpers for record fields, read at `base + offset` (the caller has
    // checked that the record lies inside the span).
    uint32_t u32_at(size_t at) const { return get<uint32_t>(at); }
    uint16_t u16_at(size_t at) const { return get<uint16_t>(at); }
    uint8_t u8_at(size_t at) const { return data_[at]; }
    float f32_at(size_t at) const {
        const uint32_t raw = get<uint32_t>(at);
        float f;
        std::memcpy(&f, &raw, 4);
        return f;
    }
    glm::vec3 vec3_at(size_t at) const { return {f32_at(at), f32_at(at + 4), f32_at(at + 8)}; }
    std::string name_at(size_t at) const {
        const char* p = reinterpret_cast<const char*>(data_.data() + at);
        return std::string(p, strnlen(p, kModelNameBytes));
    }

private:
    template <typename T>
    T get(size_t at) const {
        T v;
        std::memcpy(&v, data_.data() + at, sizeof(T));
        if (be_) {
            if constexpr (sizeof(T) == 4) v = T(__builtin_bswap32(uint32_t(v)));
            if constexpr (sizeof(T) == 2) v = T(__builtin_bswap16(uint16_t(v)));
        }
        return v;
    }
    template <typename T>
    bool take(T& v) {
        if (remaining() < sizeof(T)) return false;
        v = get<T>(at_);
        at_ += sizeof(T);
        return true;
    }
    std::span<const uint8_t> data_;
    bool be_;
    size_t at_ = 0;
};

}  // namespace

void read_static_props(std::span<const uint8_t> data, int version, bool big_endian, bool strata, Map& map,
                       const MemoryBudget& budget) {
    auto warn = [&](const std::string& why) {
        map.warnings.push_back("game lump 'sprp' (version " + str(version) + "): " + why);
    };
    if (!map.static_props.empty() || !map.static_prop_models.empty())
        return warn("a second static prop entry in the game lump; ignored");
    SprpReader r(data, big_endian);

    int32_t dict = 0;
    if (!r.i32(dict)) return warn("too short for its model dictionary count; no static props read");
    if (dict < 0 || uint64_t(dict) * kModelNameBytes > r.remaining())
        return warn("model dictionary of " + str(dict) + " names does not fit in " + str(int64_t(data.size())) +
                    " bytes; no static props read");
    std::vector<std::string> models;
    models.reserve(size_t(dict));
    for (int32_t i = 0; i < dict; ++i, r.skip(kModelNameBytes)) models.push_back(r.name_at(r.position()));

    const size_t leaf_bytes = strata && version >= 12 ? 4 : 2;
    int32_t leaves = 0;
    if (!r.i32(leaves)) return warn("too short for its leaf count; no static props read");
    if (leaves < 0 || uint64_t(leaves) * leaf_bytes > r.remaining())
        return warn("leaf list of " + str(leaves) + " entries does not fit; no static props read");
    std::vector<uint32_t> leaf_list;
    leaf_list.reserve(size_t(leaves));
    for (int32_t i = 0; i < leaves; ++i, r.skip(leaf_bytes))
        leaf_list.push_back(leaf_bytes == 4 ? r.u32_at(r.position()) : r.u16_at(r.position()));

    int32_t count = 0;
    if (!r.i32(count)) return warn("too short for its prop count; no static props read");
    if (count < 0) return warn("negative prop count " + str(count) + "; no static props read");
    map.static_prop_models = std::move(models);
    map.static_prop_leaves = std::move(leaf_list);
    if (count == 0) {
        if (r.remaining() > 0) warn(str(int64_t(r.remaining())) + " bytes follow a prop count of 0");
        return;
    }

    // The record size: the version's, unless the bytes say otherwise.
    const size_t remaining = r.remaining();
    const bool even = remaining % size_t(count) == 0;
    const uint64_t derived = remaining / uint64_t(count);
    const KnownLayouts known = layouts_for(version);
    PropLayout layout;
    size_t readable = size_t(count);
    if (even && known.first && derived == known.first->size) {
        layout = *known.first;
    } else if (even && known.second && derived == known.second->size) {
        layout = *known.second;
    } else if (!known.first) {
        if (!even || derived < kCommonPrefix)
            return warn("unknown version with " + str(int64_t(remaining)) + " bytes for " + str(count) +
                        " props, too few for the fields every version has; no static props read");
        warn("unknown version: reading the first " + str(kCommonPrefix) + " bytes of each " + str(int64_t(derived)) +
             "-byte record (origin, angles, model, skin, fades)");
        layout = {uint32_t(derived), 0, 0};
    } else if (even && derived > known.first->size) {
        // Some other game's bigger layout: the shared fields still sit at the start.
        warn(str(count) + " props in " + str(int64_t(remaining)) + " bytes are " + str(int64_t(derived)) +
             "-byte records, not the version's " + str(known.first->size) + "; read by their common fields");
        layout = {uint32_t(derived), 0, 0};
    } else {
        // Too short for the count (a cut lump or a lying count), or uneven: read the
        // whole records there are, in whichever of the version's layouts fills the
        // bytes exactly.
        layout = *known.first;
        if (known.second && remaining % known.first->size != 0 && remaining % known.second->size == 0)
            layout = *known.second;
        readable = std::min<size_t>(size_t(count), remaining / layout.size);
        warn("header says " + str(count) + " props of " + str(layout.size) + " bytes, but " + str(int64_t(remaining)) +
             " bytes follow" + (readable < size_t(count) ? "; read the " + str(int64_t(readable)) + " that fit" : ""));
    }

    // The records are small, but a compressed lump makes millions of them from a few
    // kilobytes: as many as the budget holds are read (the map is drawn with those).
    const uint64_t left = budget.bytes() - std::min(budget.bytes(), budget.spent());
    if (bytes_for(readable, sizeof(StaticProp)) > left) {
        const size_t fit = size_t(left / sizeof(StaticProp));
        warn(str(int64_t(readable)) + " props need " + human_bytes(bytes_for(readable, sizeof(StaticProp))) +
             ", over what the " + human_bytes(budget.bytes()) + " memory budget (--memory-limit) has left; read the first " +
             str(int64_t(fit)));
        readable = fit;
    }
    budget.charge(bytes_for(readable, sizeof(StaticProp)));
    map.static_props.reserve(readable);
    size_t bad_models = 0, bad_leaves = 0;
    for (size_t i = 0; i < readable; ++i) {
        const size_t at = r.position() + i * layout.size;
        StaticProp p;
        p.origin = r.vec3_at(at);
        p.angles = r.vec3_at(at + 12);
        const uint16_t model = r.u16_at(at + 24);
        p.first_leaf = r.u16_at(at + 26);
        p.leaf_count = r.u16_at(at + 28);
        p.solid = r.u8_at(at + 30);
        p.flags = r.u8_at(at + 31);
        p.skin = int32_t(r.u32_at(at + 32));
        p.fade_min = r.f32_at(at + 36);
        p.fade_max = r.f32_at(at + 40);
        p.lighting_origin = r.vec3_at(at + 44);
        if (layout.scale_floats == 1) p.scale = glm::vec3(r.f32_at(at + layout.scale_at));
        if (layout.scale_floats == 3) p.scale = r.vec3_at(at + layout.scale_at);
        if (model < map.static_prop_models.size()) {
            p.model = model;
        } else {
            ++bad_models;
        }
        if (!range_in(p.first_leaf, p.leaf_count, map.static_prop_leaves.size())) {
            ++bad_leaves;
            p.first_leaf = p.leaf_count = 0;
        }
        map.static_props.push_back(p);
    }
    if (bad_models > 0)
        warn(str(int64_t(bad_models)) + " props name a model past the " + str(int64_t(map.static_prop_models.size())) +
             "-name dictionary");
    if (bad_leaves > 0)
        warn(str(int64_t(bad_leaves)) + " props list leaves past the " + str(int64_t(map.static_prop_leaves.size())) +
             "-entry leaf list; their leaves are dropped");
}

}  // namespace bsp::source
