#include "support/quake1_writer.h"

#include <cstring>

#include "support/byte_sink.h"

namespace bsptest {
namespace {

bool wide(Q1Variant v) { return v == Q1Variant::kBsp2 || v == Q1Variant::kBsp2Rmq; }

void put_bounds(ByteSink& b, Q1Variant v, glm::vec3 mins, glm::vec3 maxs) {
    for (int i = 0; i < 3; ++i) v == Q1Variant::kBsp2 ? b.put<float>(mins[i]) : b.put<int16_t>(int16_t(mins[i]));
    for (int i = 0; i < 3; ++i) v == Q1Variant::kBsp2 ? b.put<float>(maxs[i]) : b.put<int16_t>(int16_t(maxs[i]));
}

void put_index(ByteSink& b, Q1Variant v, uint32_t i) { wide(v) ? b.put<uint32_t>(i) : b.put<uint16_t>(uint16_t(i)); }

std::vector<uint8_t> textures_lump(const Quake1Writer& w) {
    std::vector<std::vector<uint8_t>> records;
    for (const Q1Miptex& m : w.miptex) records.push_back(miptex_record(m, w.variant == Q1Variant::kGoldSrc));
    ByteSink b;
    b.put<int32_t>(int32_t(w.miptex.size()));
    uint32_t at = 4 + 4 * uint32_t(w.miptex.size());
    for (size_t i = 0; i < records.size(); ++i) {
        b.put<int32_t>(w.miptex[i].directory_offset.value_or(int32_t(at)));
        at += uint32_t(records[i].size());
    }
    for (const auto& r : records) b.put_bytes(r);
    return b.out;
}

std::vector<uint8_t> lump_bytes(const Quake1Writer& w, int lump) {
    const Q1Variant v = w.variant;
    ByteSink b;
    switch (lump) {
        case 0: b.out.assign(w.entities.begin(), w.entities.end()); b.out.push_back(0); break;
        case 1:
            for (const glm::vec4& p : w.planes) {
                b.put<float>(p.x); b.put<float>(p.y); b.put<float>(p.z); b.put<float>(p.w);
                b.put<int32_t>(p.z != 0 ? 2 : 0);
            }
            break;
        case 2: return textures_lump(w);
        case 3: for (const glm::vec3& p : w.vertices) { b.put<float>(p.x); b.put<float>(p.y); b.put<float>(p.z); } break;
        case 4: return w.visibility;
        case 5:
            for (const Q1Node& n : w.nodes) {
                b.put<int32_t>(n.plane);
                for (int32_t c : n.children) wide(v) ? b.put<int32_t>(c) : b.put<uint16_t>(uint16_t(c));
                put_bounds(b, v, glm::vec3(-64), glm::vec3(64));
                put_index(b, v, 0);
                put_index(b, v, 0);
            }
            break;
        case 6:
            for (const Q1TexInfo& t : w.texinfo) {
                for (int i = 0; i < 4; ++i) b.put<float>(t.s[i]);
                for (int i = 0; i < 4; ++i) b.put<float>(t.t[i]);
                b.put<int32_t>(t.miptex);
                b.put<int32_t>(t.flags);
            }
            break;
        case 7:
            for (const Q1Face& f : w.faces) {
                if (wide(v)) {
                    b.put<int32_t>(f.plane); b.put<int32_t>(f.side); b.put<int32_t>(f.first_edge);
                    b.put<int32_t>(f.edge_count); b.put<int32_t>(f.texinfo);
                } else {
                    b.put<uint16_t>(uint16_t(f.plane)); b.put<int16_t>(int16_t(f.side)); b.put<int32_t>(f.first_edge);
                    b.put<uint16_t>(uint16_t(f.edge_count)); b.put<uint16_t>(uint16_t(f.texinfo));
                }
                for (uint8_t s : f.styles) b.put<uint8_t>(s);
                b.put<int32_t>(f.light_offset);
            }
            break;
        case 8: return w.lighting;
        case 9: break;  // clipnodes: none
        case 10:
            for (const Q1Leaf& l : w.leaves) {
                b.put<int32_t>(l.contents);
                b.put<int32_t>(l.vis_offset);
                put_bounds(b, v, glm::vec3(-64), glm::vec3(64));
                put_index(b, v, l.first_mark);
                put_index(b, v, l.mark_count);
                b.put<uint32_t>(0);  // ambient levels
            }
            break;
        case 11: for (uint32_t m : w.marksurfaces) put_index(b, v, m); break;
        case 12: for (const auto& e : w.edges) { put_index(b, v, e[0]); put_index(b, v, e[1]); } break;
        case 13: for (int32_t s : w.surfedges) b.put<int32_t>(s); break;
        case 14:
            for (const Q1Model& m : w.models) {
                for (int i = 0; i < 3; ++i) b.put<float>(m.mins[i]);
                for (int i = 0; i < 3; ++i) b.put<float>(m.maxs[i]);
                for (int i = 0; i < 3; ++i) b.put<float>(0);
                for (int i = 0; i < 4; ++i) b.put<int32_t>(0);
                b.put<int32_t>(m.visleafs); b.put<int32_t>(m.first_face); b.put<int32_t>(m.face_count);
            }
            break;
    }
    return b.out;
}

}  // namespace

std::vector<uint8_t> miptex_record(const Q1Miptex& m, bool own_palette) {
    ByteSink r;
    r.put_name(m.name, 16);
    r.put<uint32_t>(m.width);
    r.put<uint32_t>(m.height);
    std::array<uint32_t, 4> offsets{0, 0, 0, 0};
    if (m.embedded) {
        uint32_t at = 40;
        for (int level = 0; level < 4; ++level) {
            offsets[size_t(level)] = at;
            at += (m.width >> level) * (m.height >> level);
        }
    }
    if (m.mip_offsets) offsets = *m.mip_offsets;
    for (uint32_t o : offsets) r.put<uint32_t>(o);
    if (m.embedded) {
        for (int level = 0; level < 4; ++level)
            for (uint32_t i = 0; i < (m.width >> level) * (m.height >> level); ++i)
                r.put<uint8_t>(uint8_t(m.first_index + i));
        if (own_palette) {
            r.put<uint16_t>(uint16_t(m.palette_colours));
            for (uint32_t i = 0; i < m.palette_bytes; ++i) r.put<uint8_t>(uint8_t(i % 3 == 0 ? i / 3 : 255 - i / 3));
            if (m.palette_bytes == 768) r.put<uint16_t>(0);  // padding, as the compilers write it
        }
    }
    return r.out;
}

std::vector<uint8_t> build_wad(bool wad3, const std::vector<Q1WadEntry>& entries) {
    ByteSink b;
    b.put_name(wad3 ? "WAD3" : "WAD2", 4);
    b.put<int32_t>(int32_t(entries.size()));
    b.put<int32_t>(0);  // directory offset, patched below
    std::vector<std::pair<int32_t, int32_t>> places;
    for (const Q1WadEntry& e : entries) {
        const std::vector<uint8_t> record = miptex_record(e.texture, wad3);
        places.emplace_back(int32_t(b.out.size()), int32_t(record.size()));
        b.put_bytes(record);
    }
    const int32_t directory = int32_t(b.out.size());
    std::memcpy(b.out.data() + 8, &directory, 4);
    for (size_t i = 0; i < entries.size(); ++i) {
        const Q1WadEntry& e = entries[i];
        const int32_t size = e.disksize.value_or(places[i].second);
        b.put<int32_t>(e.filepos.value_or(places[i].first));
        b.put<int32_t>(size);
        b.put<int32_t>(size);
        b.put<uint8_t>(e.type ? e.type : uint8_t(wad3 ? 0x43 : 0x44));
        b.put<uint8_t>(e.compression);
        b.put<uint16_t>(0);
        b.put_name(e.texture.name, 16);
    }
    return b.out;
}

Quake1Writer Quake1Writer::square_room(Q1Variant variant) {
    Quake1Writer w;
    w.variant = variant;
    w.entities = "{\n\"classname\" \"worldspawn\"\n\"message\" \"square room\"\n}\n";
    w.planes = {{0, 0, 1, 0}};
    w.miptex = {Q1Miptex{}};
    w.vertices = {{0, 0, 0}, {64, 0, 0}, {64, 64, 0}, {0, 64, 0}};
    // Edge 0 is unused, as in compiled maps (surfedge 0 could not be negated).
    w.edges = {{0, 0}, {0, 1}, {1, 2}, {3, 2}, {3, 0}};
    // Edge 3 is stored 3→2 and walked backwards to give 2→3.
    w.surfedges = {1, 2, -3, 4};
    w.texinfo = {Q1TexInfo{}};
    w.faces = {Q1Face{}};
    const size_t luxels = 5 * 5;  // s and t span 0..64: floor(0/16)..ceil(64/16) → 5 samples each
    const size_t channels = variant == Q1Variant::kGoldSrc ? 3 : 1;
    for (size_t i = 0; i < luxels * channels; ++i) w.lighting.push_back(uint8_t(10 + i));
    w.nodes = {Q1Node{}};
    // Leaf 0: the shared solid leaf. Leaf 1 holds the face and sees both visleafs,
    // leaf 2 sees only itself; its row is a literal, leaf 1's too.
    w.leaves = {{-2, -1, 0, 0}, {-1, 0, 0, 1}, {-1, 1, 1, 0}};
    w.marksurfaces = {0};
    w.visibility = {0x03, 0x02};
    w.models = {{{0, 0, -16}, {64, 64, 16}, 2, 0, 1}};
    return w;
}

std::vector<uint8_t> Quake1Writer::build() const {
    ByteSink out;
    switch (variant) {
        case Q1Variant::kQuake: out.put<int32_t>(29); break;
        case Q1Variant::kGoldSrc: out.put<int32_t>(30); break;
        case Q1Variant::kBsp2: out.put_name("BSP2", 4); break;
        case Q1Variant::kBsp2Rmq: out.put_name("2PSB", 4); break;
    }
    out.out.resize(4 + 15 * 8);
    for (int lump = 0; lump < 15; ++lump) {
        std::vector<uint8_t> bytes = raw_lumps[size_t(lump)] ? *raw_lumps[size_t(lump)] : lump_bytes(*this, lump);
        while (out.out.size() % 4) out.out.push_back(0);
        set_lump(out.out, lump, int32_t(out.out.size()), int32_t(bytes.size()));
        out.put_bytes(bytes);
    }
    if (!bspx.empty()) {
        while (out.out.size() % 4) out.out.push_back(0);
        const size_t dir = out.out.size();
        out.put_name("BSPX", 4);
        out.put<int32_t>(int32_t(bspx.size()));
        size_t at = dir + 8 + 32 * bspx.size();
        for (const auto& [name, data] : bspx) {
            out.put_name(name, 24);
            out.put<int32_t>(int32_t(at));
            out.put<int32_t>(int32_t(data.size()));
            at += (data.size() + 3) & ~size_t(3);
        }
        for (const auto& [name, data] : bspx) {
            out.put_bytes(data);
            while (out.out.size() % 4) out.out.push_back(0);
        }
    }
    return out.out;
}

int32_t lump_offset(const std::vector<uint8_t>& file, int lump) {
    int32_t v;
    std::memcpy(&v, file.data() + 4 + 8 * lump, 4);
    return v;
}

int32_t lump_length(const std::vector<uint8_t>& file, int lump) {
    int32_t v;
    std::memcpy(&v, file.data() + 8 + 8 * lump, 4);
    return v;
}

void set_lump(std::vector<uint8_t>& file, int lump, int32_t offset, int32_t length) {
    std::memcpy(file.data() + 4 + 8 * lump, &offset, 4);
    std::memcpy(file.data() + 8 + 8 * lump, &length, 4);
}

}  // namespace bsptest
