#include "support/quake2_writer.h"

#include <algorithm>
#include <cstring>

#include "support/byte_sink.h"

namespace bsptest {
namespace {

// The file's vectors and short bounds, on top of the shared byte sink.
class Quake2Bytes : public ByteSink {
public:
    void put_vec3(glm::vec3 v) {
        for (int i = 0; i < 3; ++i) put<float>(v[i]);
    }
    void put_short_bounds(glm::vec3 mins, glm::vec3 maxs) {
        for (int i = 0; i < 3; ++i) put<int16_t>(int16_t(mins[i]));
        for (int i = 0; i < 3; ++i) put<int16_t>(int16_t(maxs[i]));
    }
};

std::vector<uint8_t> lump_bytes(const Quake2Writer& w, int lump) {
    Quake2Bytes b;
    switch (lump) {
        case 0: b.out.assign(w.entities.begin(), w.entities.end()); b.out.push_back(0); break;
        case 1:
            for (const glm::vec4& p : w.planes) {
                b.put_vec3(glm::vec3(p));
                b.put<float>(p.w);
                b.put<int32_t>(p.x != 0 ? 0 : p.y != 0 ? 1 : 2);
            }
            break;
        case 2: for (const glm::vec3& p : w.vertices) b.put_vec3(p); break;
        case 3: return w.visibility;
        case 4:
            for (const Q2Node& n : w.nodes) {
                b.put<int32_t>(n.plane);
                b.put<int32_t>(n.children[0]);
                b.put<int32_t>(n.children[1]);
                b.put_short_bounds(glm::vec3(-512), glm::vec3(512));
                b.put<uint16_t>(0);
                b.put<uint16_t>(0);
            }
            break;
        case 5:
            for (const Q2TexInfo& t : w.texinfo) {
                for (int i = 0; i < 4; ++i) b.put<float>(t.s[i]);
                for (int i = 0; i < 4; ++i) b.put<float>(t.t[i]);
                b.put<int32_t>(t.flags);
                b.put<int32_t>(0);
                b.put_name(t.texture, 32);
                b.put<int32_t>(t.next);
            }
            break;
        case 6:
            for (const Q2Face& f : w.faces) {
                b.put<uint16_t>(uint16_t(f.plane));
                b.put<int16_t>(int16_t(f.side));
                b.put<int32_t>(f.first_edge);
                b.put<int16_t>(int16_t(f.edge_count));
                b.put<int16_t>(int16_t(f.texinfo));
                for (uint8_t s : f.styles) b.put<uint8_t>(s);
                b.put<int32_t>(f.light_offset);
            }
            break;
        case 7: return w.lighting;
        case 8:
            for (const Q2Leaf& l : w.leaves) {
                b.put<int32_t>(l.contents);
                b.put<int16_t>(l.cluster);
                b.put<int16_t>(l.area);
                b.put_short_bounds(l.mins, l.maxs);
                b.put<uint16_t>(l.first_face);
                b.put<uint16_t>(l.face_count);
                b.put<uint16_t>(0);
                b.put<uint16_t>(0);
            }
            break;
        case 9: for (uint16_t f : w.leaf_faces) b.put<uint16_t>(f); break;
        case 11:
            for (const auto& e : w.edges) {
                b.put<uint16_t>(e[0]);
                b.put<uint16_t>(e[1]);
            }
            break;
        case 12: for (int32_t s : w.surfedges) b.put<int32_t>(s); break;
        case 13:
            for (const Q2Model& m : w.models) {
                b.put_vec3(m.mins);
                b.put_vec3(m.maxs);
                b.put_vec3(glm::vec3(0));
                b.put<int32_t>(0);
                b.put<int32_t>(m.first_face);
                b.put<int32_t>(m.face_count);
            }
            break;
        default: break;  // leafbrushes, brushes, brushsides, pop, areas, areaportals: empty
    }
    return b.out;
}

}  // namespace

std::vector<uint8_t> Quake2Writer::visibility_lump(const std::vector<std::vector<uint8_t>>& rows) {
    Quake2Bytes b;
    b.put<int32_t>(int32_t(rows.size()));
    int32_t at = 4 + 8 * int32_t(rows.size());
    for (const auto& row : rows) {
        b.put<int32_t>(at);
        b.put<int32_t>(at);
        at += int32_t(row.size());
    }
    for (const auto& row : rows) b.put_bytes(row);
    return b.out;
}

Quake2Writer Quake2Writer::two_rooms(bool rooms_see_each_other) {
    Quake2Writer w;
    w.entities =
        "{\n\"classname\" \"worldspawn\"\n\"sky\" \"space1\"\n}\n"
        "{\n\"classname\" \"info_player_start\"\n\"origin\" \"32 32 24\"\n}\n"
        "{\n\"classname\" \"func_wall\"\n\"model\" \"*1\"\n}\n";
    w.planes = {{0, 0, 1, 0}, {1, 0, 0, 96}, {0, 0, 1, 64}};
    // Edge 0 is unused, as in compiled maps (surfedge 0 could not be negated).
    w.edges = {{0, 0}};
    auto square = [&](float x0, float z) {
        const uint16_t first = uint16_t(w.vertices.size());
        w.vertices.insert(w.vertices.end(), {{x0, 0, z}, {x0 + 64, 0, z}, {x0 + 64, 64, z}, {x0, 64, z}});
        const int32_t first_edge = int32_t(w.surfedges.size());
        for (uint16_t k = 0; k < 4; ++k) {
            w.surfedges.push_back(int32_t(w.edges.size()));
            w.edges.push_back({uint16_t(first + k), uint16_t(first + (k + 1) % 4)});
        }
        return first_edge;
    };
    w.texinfo = {Q2TexInfo{}, Q2TexInfo{{1, 0, 0, 0}, {0, 1, 0, 0}, 0x4, "e1u1/sky1"},
                 Q2TexInfo{{1, 0, 0, 0}, {0, 1, 0, 0}, 0x80, "e1u1/trigger"}};
    const size_t block = 5 * 5 * 3;  // s and t span 0..64: 5 luxels each, RGB
    auto lit_face = [&](float x0, int32_t plane) {
        Q2Face f;
        f.plane = plane;
        f.first_edge = square(x0, 0);
        f.light_offset = int32_t(w.lighting.size());
        for (size_t i = 0; i < block; ++i) w.lighting.push_back(uint8_t(10 + i));
        return f;
    };
    w.faces.push_back(lit_face(0, 0));    // 0: room A floor
    w.faces.push_back(lit_face(128, 0));  // 1: room B floor
    Q2Face sky;
    sky.plane = 2;
    sky.first_edge = square(0, 64);
    sky.texinfo = 1;
    sky.styles = {255, 255, 255, 255};
    w.faces.push_back(sky);  // 2
    Q2Face nodraw = sky;
    nodraw.first_edge = square(0, 32);
    nodraw.texinfo = 2;
    w.faces.push_back(nodraw);  // 3
    w.faces.push_back(lit_face(256, 0));  // 4: the func_wall
    // Node 0 splits at x = 96: in front (x > 96) room B, behind room A.
    w.nodes = {Q2Node{1, {-3, -2}}};
    w.leaves = {Q2Leaf{1, -1, 0, {-512, -512, -512}, {512, 512, 512}, 0, 0},
                Q2Leaf{0, 0, 0, {0, 0, 0}, {96, 64, 64}, 0, 3},
                Q2Leaf{0, 1, 0, {96, 0, 0}, {192, 64, 64}, 3, 1}};
    w.leaf_faces = {0, 2, 3, 1};
    w.visibility = visibility_lump(rooms_see_each_other ? std::vector<std::vector<uint8_t>>{{0x03}, {0x03}}
                                                        : std::vector<std::vector<uint8_t>>{{0x01}, {0x02}});
    w.models = {{{0, 0, 0}, {192, 64, 64}, 0, 4}, {{256, 0, 0}, {320, 64, 0}, 4, 1}};
    return w;
}

std::vector<uint8_t> Quake2Writer::build() const {
    Quake2Bytes out;
    out.put_name("IBSP", 4);
    out.put<int32_t>(38);
    out.out.resize(8 + 19 * 8);
    for (int lump = 0; lump < 19; ++lump) {
        std::vector<uint8_t> bytes = raw_lumps[size_t(lump)] ? *raw_lumps[size_t(lump)] : lump_bytes(*this, lump);
        while (out.out.size() % 4) out.out.push_back(0);
        set_q2_lump(out.out, lump, int32_t(out.out.size()), int32_t(bytes.size()));
        out.put_bytes(bytes);
    }
    return out.out;
}

void set_q2_lump(std::vector<uint8_t>& file, int lump, int32_t offset, int32_t length) {
    std::memcpy(file.data() + 8 + 8 * lump, &offset, 4);
    std::memcpy(file.data() + 12 + 8 * lump, &length, 4);
}

int32_t q2_lump_offset(const std::vector<uint8_t>& file, int lump) {
    int32_t v;
    std::memcpy(&v, file.data() + 8 + 8 * lump, 4);
    return v;
}

std::vector<uint8_t> wal_file(const std::string& name, uint32_t width, uint32_t height, uint8_t first_index) {
    Quake2Bytes b;
    b.put_name(name, 32);
    b.put<uint32_t>(width);
    b.put<uint32_t>(height);
    uint32_t at = 100, w = width, h = height;
    for (int level = 0; level < 4; ++level) {
        b.put<uint32_t>(at);
        at += w * h;
        w = std::max(1u, w / 2);
        h = std::max(1u, h / 2);
    }
    b.put_name("", 32);  // no animation
    b.put<int32_t>(0);   // flags
    b.put<int32_t>(0);   // contents
    b.put<int32_t>(0);   // value
    w = width;
    h = height;
    for (int level = 0; level < 4; ++level) {
        for (uint32_t i = 0; i < w * h; ++i) b.put<uint8_t>(uint8_t(first_index + i));
        w = std::max(1u, w / 2);
        h = std::max(1u, h / 2);
    }
    return b.out;
}

std::vector<uint8_t> colormap_pcx() {
    Quake2Bytes b;
    // A 128-byte header of a 1×1 8-bit image (the pixels do not matter here), one
    // run-length byte of pixel data, then 0x0C and the 768-byte palette.
    b.put<uint8_t>(10);  // manufacturer
    b.put<uint8_t>(5);   // version
    b.put<uint8_t>(1);   // run-length encoding
    b.put<uint8_t>(8);   // bits per pixel
    b.out.resize(128, 0);
    b.put<uint8_t>(0);
    b.put<uint8_t>(0x0C);
    for (int k = 0; k < 256; ++k) {
        b.put<uint8_t>(uint8_t(k));
        b.put<uint8_t>(uint8_t(255 - k));
        b.put<uint8_t>(7);
    }
    return b.out;
}

}  // namespace bsptest
