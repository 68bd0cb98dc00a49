#include "support/studio_writer.h"

#include <algorithm>
#include <cstring>

namespace bsptest {
namespace {

// A little-endian file built by reserving zeroed records and filling them in place,
// so arrays can be laid out before their children.
class Blob {
public:
    size_t reserve(size_t n) {
        const size_t at = out.size();
        out.resize(at + n, 0);
        return at;
    }
    template <typename T>
    void set(size_t at, T v) {
        std::memcpy(out.data() + at, &v, sizeof(T));
    }
    void set_i32(size_t at, int64_t v) { set<int32_t>(at, int32_t(v)); }
    void set_vec3(size_t at, const glm::vec3& v) {
        set<float>(at, v.x), set<float>(at + 4, v.y), set<float>(at + 8, v.z);
    }
    size_t string(const std::string& s) {
        const size_t at = reserve(s.size() + 1);
        std::memcpy(out.data() + at, s.data(), s.size());
        return at;
    }
    std::vector<uint8_t> out;
};

// Strip groups of one mesh: each a list of triangle-list indices or one triangle strip.
struct GroupSpec {
    std::vector<uint16_t> indices;  // into the mesh's vertices
    bool strip = false;
};

std::vector<GroupSpec> groups_of(const StudioMeshSpec& mesh, bool split) {
    if (!mesh.triangle_strip.empty()) return {{mesh.triangle_strip, true}};
    const size_t triangles = mesh.triangles.size() / 3;
    if (!split || triangles < 2) return {{mesh.triangles, false}};
    const size_t half = triangles / 2 * 3;
    return {{{mesh.triangles.begin(), mesh.triangles.begin() + long(half)}, false},
            {{mesh.triangles.begin() + long(half), mesh.triangles.end()}, false}};
}

std::vector<uint8_t> write_mdl(const StudioSpec& spec) {
    Blob b;
    b.reserve(408);
    b.set<char>(0, 'I'), b.set<char>(1, 'D'), b.set<char>(2, 'S'), b.set<char>(3, 'T');
    b.set_i32(4, spec.version);
    b.set<uint32_t>(8, spec.checksum);
    std::memcpy(b.out.data() + 12, spec.name.data(), std::min<size_t>(spec.name.size(), 63));
    b.set_vec3(92, spec.illumination_position);
    b.set<uint32_t>(152, spec.flags);

    const size_t textures = b.reserve(64 * spec.textures.size());
    b.set_i32(204, int64_t(spec.textures.size()));
    b.set_i32(208, int64_t(textures));
    for (size_t i = 0; i < spec.textures.size(); ++i) {
        const size_t at = textures + 64 * i;
        b.set_i32(at, int64_t(b.string(spec.textures[i])) - int64_t(at));
    }
    const size_t dirs = b.reserve(4 * spec.texture_dirs.size());
    b.set_i32(212, int64_t(spec.texture_dirs.size()));
    b.set_i32(216, int64_t(dirs));
    for (size_t i = 0; i < spec.texture_dirs.size(); ++i) b.set_i32(dirs + 4 * i, int64_t(b.string(spec.texture_dirs[i])));

    const size_t slots = spec.skins.empty() ? 0 : spec.skins[0].size();
    const size_t skins = b.reserve(2 * slots * spec.skins.size());
    b.set_i32(220, int64_t(slots));
    b.set_i32(224, int64_t(spec.skins.size()));
    b.set_i32(228, int64_t(skins));
    for (size_t f = 0; f < spec.skins.size(); ++f)
        for (size_t s = 0; s < slots; ++s) b.set<int16_t>(skins + 2 * (f * slots + s), spec.skins[f][s]);

    const size_t parts = b.reserve(16 * spec.body_parts.size());
    b.set_i32(232, int64_t(spec.body_parts.size()));
    b.set_i32(236, int64_t(parts));
    int64_t first_vertex = 0;  // the model's start in the VVD's LOD-0 list
    for (size_t p = 0; p < spec.body_parts.size(); ++p) {
        const StudioBodyPartSpec& part = spec.body_parts[p];
        const size_t bp = parts + 16 * p;
        const size_t models = b.reserve(148 * part.models.size());
        b.set_i32(bp + 4, int64_t(part.models.size()));
        b.set_i32(bp + 8, 1);
        b.set_i32(bp + 12, int64_t(models) - int64_t(bp));
        for (size_t m = 0; m < part.models.size(); ++m) {
            const StudioModelSpec& model = part.models[m];
            const size_t at = models + 148 * m;
            std::memcpy(b.out.data() + at, model.name.data(), std::min<size_t>(model.name.size(), 63));
            const size_t meshes = b.reserve(116 * model.meshes.size());
            int64_t model_vertices = 0;
            for (size_t k = 0; k < model.meshes.size(); ++k) {
                const size_t mesh = meshes + 116 * k;
                b.set_i32(mesh, model.meshes[k].material);
                b.set_i32(mesh + 4, int64_t(at) - int64_t(mesh));
                b.set_i32(mesh + 8, int64_t(model.meshes[k].vertices.size()));
                b.set_i32(mesh + 12, model_vertices);
                b.set_i32(mesh + 32, int64_t(k));  // meshid
                b.set_i32(mesh + 52, int64_t(model.meshes[k].vertices.size()));  // numLODVertexes[0]
                model_vertices += int64_t(model.meshes[k].vertices.size());
            }
            b.set_i32(at + 72, int64_t(model.meshes.size()));
            b.set_i32(at + 76, int64_t(meshes) - int64_t(at));
            b.set_i32(at + 80, model_vertices);
            b.set_i32(at + 84, first_vertex * 48);
            b.set_i32(at + 88, first_vertex * 16);
            first_vertex += model_vertices;
        }
    }
    b.set_i32(76, int64_t(b.out.size()));
    return b.out;
}

std::vector<uint8_t> write_vvd(const StudioSpec& spec) {
    std::vector<StudioVertexSpec> all;
    for (const auto& part : spec.body_parts)
        for (const auto& model : part.models)
            for (const auto& mesh : model.meshes) all.insert(all.end(), mesh.vertices.begin(), mesh.vertices.end());
    // With fixups: the list stored as [second run][first run][one vertex no fixup names].
    const size_t half = all.size() / 2;
    std::vector<StudioVertexSpec> stored = all;
    if (spec.fixups) {
        stored.assign(all.begin() + long(half), all.end());
        stored.insert(stored.end(), all.begin(), all.begin() + long(half));
        StudioVertexSpec junk;
        junk.position = glm::vec3(9999);
        stored.push_back(junk);
    }
    Blob b;
    b.reserve(64);
    b.set<char>(0, 'I'), b.set<char>(1, 'D'), b.set<char>(2, 'S'), b.set<char>(3, 'V');
    b.set_i32(4, 4);
    b.set<uint32_t>(8, spec.checksum ^ spec.vvd_checksum_xor);
    b.set_i32(12, 1);
    for (int lod = 0; lod < 8; ++lod) b.set_i32(16 + 4 * size_t(lod), int64_t(all.size()));
    if (spec.fixups) {
        const size_t table = b.reserve(24);
        b.set_i32(48, 2);
        b.set_i32(52, int64_t(table));
        b.set_i32(table, 0), b.set_i32(table + 4, int64_t(all.size() - half)), b.set_i32(table + 8, int64_t(half));
        b.set_i32(table + 12, 0), b.set_i32(table + 16, 0), b.set_i32(table + 20, int64_t(all.size() - half));
    }
    const size_t data = b.reserve(48 * stored.size());
    b.set_i32(56, int64_t(data));
    for (size_t i = 0; i < stored.size(); ++i) {
        const size_t at = data + 48 * i;
        b.set<float>(at, 1.0f);  // bone weight 0
        b.set<uint8_t>(at + 15, 1);  // numbones
        b.set_vec3(at + 16, stored[i].position);
        b.set_vec3(at + 28, stored[i].normal);
        b.set<float>(at + 40, stored[i].uv.x), b.set<float>(at + 44, stored[i].uv.y);
    }
    const size_t tangents = b.reserve(16 * all.size());
    b.set_i32(60, int64_t(tangents));
    return b.out;
}

std::vector<uint8_t> write_vtx(const StudioSpec& spec) {
    const size_t group_size = spec.topology_fields ? 33 : 25, strip_size = spec.topology_fields ? 35 : 27;
    Blob b;
    b.reserve(36);
    b.set_i32(0, 7);
    b.set_i32(4, 24);                  // vertCacheSize
    b.set<uint16_t>(8, 53);            // maxBonesPerStrip
    b.set<uint16_t>(10, 9);            // maxBonesPerTri
    b.set_i32(12, 3);                  // maxBonesPerVert
    b.set<uint32_t>(16, spec.checksum ^ spec.vtx_checksum_xor);
    b.set_i32(20, 1);                  // numLODs
    b.set_i32(28, int64_t(spec.body_parts.size()));
    const size_t parts = b.reserve(8 * spec.body_parts.size());
    b.set_i32(32, int64_t(parts));
    for (size_t p = 0; p < spec.body_parts.size(); ++p) {
        const StudioBodyPartSpec& part = spec.body_parts[p];
        const size_t bp = parts + 8 * p;
        const size_t models = b.reserve(8 * part.models.size());
        b.set_i32(bp, int64_t(part.models.size()));
        b.set_i32(bp + 4, int64_t(models) - int64_t(bp));
        for (size_t m = 0; m < part.models.size(); ++m) {
            const StudioModelSpec& model = part.models[m];
            const size_t at = models + 8 * m;
            const size_t lod = b.reserve(12);
            b.set_i32(at, 1);
            b.set_i32(at + 4, int64_t(lod) - int64_t(at));
            const size_t meshes = b.reserve(9 * model.meshes.size());
            b.set_i32(lod, int64_t(model.meshes.size()));
            b.set_i32(lod + 4, int64_t(meshes) - int64_t(lod));
            b.set<float>(lod + 8, 0.0f);
            for (size_t k = 0; k < model.meshes.size(); ++k) {
                const size_t mesh = meshes + 9 * k;
                const std::vector<GroupSpec> groups = groups_of(model.meshes[k], spec.split_strip_groups);
                const size_t group_array = b.reserve(group_size * groups.size());
                b.set_i32(mesh, int64_t(groups.size()));
                b.set_i32(mesh + 4, int64_t(group_array) - int64_t(mesh));
                for (size_t g = 0; g < groups.size(); ++g) {
                    const size_t ga = group_array + group_size * g;
                    const std::vector<uint16_t> order = strip_group_order(groups[g].indices);
                    std::vector<uint16_t> local;  // the indices, into the group's vertices
                    for (uint16_t v : groups[g].indices)
                        local.push_back(uint16_t(std::find(order.begin(), order.end(), v) - order.begin()));
                    const size_t strip = b.reserve(strip_size);
                    const size_t verts = b.reserve(9 * order.size());
                    const size_t indices = b.reserve(2 * local.size());
                    b.set_i32(ga, int64_t(order.size()));
                    b.set_i32(ga + 4, int64_t(verts) - int64_t(ga));
                    b.set_i32(ga + 8, int64_t(local.size()));
                    b.set_i32(ga + 12, int64_t(indices) - int64_t(ga));
                    b.set_i32(ga + 16, 1);
                    b.set_i32(ga + 20, int64_t(strip) - int64_t(ga));
                    b.set<uint8_t>(ga + 24, 0);
                    b.set_i32(strip, int64_t(local.size()));
                    b.set_i32(strip + 4, 0);
                    b.set_i32(strip + 8, int64_t(order.size()));
                    b.set_i32(strip + 12, 0);
                    b.set<int16_t>(strip + 16, 1);
                    b.set<uint8_t>(strip + 18, groups[g].strip ? 2 : 1);
                    for (size_t v = 0; v < order.size(); ++v) {
                        b.set<uint8_t>(verts + 9 * v + 3, 1);  // numBones
                        b.set<uint16_t>(verts + 9 * v + 4, order[v]);
                    }
                    for (size_t i = 0; i < local.size(); ++i) b.set<uint16_t>(indices + 2 * i, local[i]);
                }
            }
        }
    }
    return b.out;
}

StudioMeshSpec quad(int32_t material, float z, float size) {
    StudioMeshSpec mesh;
    mesh.material = material;
    const float h = size / 2;
    const glm::vec3 corners[4] = {{-h, -h, z}, {h, -h, z}, {h, h, z}, {-h, h, z}};
    const glm::vec2 uvs[4] = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
    for (int i = 0; i < 4; ++i) mesh.vertices.push_back({corners[i], {0, 0, 1}, uvs[i]});
    mesh.triangles = {2, 1, 0, 3, 2, 0};
    return mesh;
}

}  // namespace

std::vector<uint16_t> strip_group_order(const std::vector<uint16_t>& indices) {
    std::vector<uint16_t> order;
    for (uint16_t v : indices)
        if (std::find(order.begin(), order.end(), v) == order.end()) order.push_back(v);
    return order;
}

StudioModelFiles write_studio_model(const StudioSpec& spec) {
    return {write_mdl(spec), write_vvd(spec), write_vtx(spec)};
}

StudioSpec box_studio_spec(bool body_groups) {
    StudioSpec spec;
    spec.textures = {"crate_side", "crate_top", "crate_side_red"};
    spec.texture_dirs = {"models\\props_test", "/models/shared/"};
    spec.skins = {{0, 1}, {2, 1}};
    spec.illumination_position = {0, 0, 15};
    const glm::vec3 lo(-5, -10, 0), hi(5, 10, 30);
    // Each face: four corners counter-clockwise seen from outside, uv (0,0) top left.
    auto face = [&](StudioMeshSpec& mesh, glm::vec3 a, glm::vec3 bb, glm::vec3 c, glm::vec3 d, glm::vec3 n) {
        const uint16_t base = uint16_t(mesh.vertices.size());
        mesh.vertices.push_back({a, n, {0, 1}});
        mesh.vertices.push_back({bb, n, {1, 1}});
        mesh.vertices.push_back({c, n, {1, 0}});
        mesh.vertices.push_back({d, n, {0, 0}});
        // Starts at the third corner: the strip group's order is not the VVD's.
        const uint16_t tri[6] = {2, 1, 0, 3, 2, 0};
        for (uint16_t t : tri) mesh.triangles.push_back(uint16_t(base + t));
    };
    StudioMeshSpec sides, caps;
    sides.material = 0;
    caps.material = 1;
    face(sides, {lo.x, lo.y, lo.z}, {hi.x, lo.y, lo.z}, {hi.x, lo.y, hi.z}, {lo.x, lo.y, hi.z}, {0, -1, 0});
    face(sides, {hi.x, lo.y, lo.z}, {hi.x, hi.y, lo.z}, {hi.x, hi.y, hi.z}, {hi.x, lo.y, hi.z}, {1, 0, 0});
    face(sides, {hi.x, hi.y, lo.z}, {lo.x, hi.y, lo.z}, {lo.x, hi.y, hi.z}, {hi.x, hi.y, hi.z}, {0, 1, 0});
    face(sides, {lo.x, hi.y, lo.z}, {lo.x, lo.y, lo.z}, {lo.x, lo.y, hi.z}, {lo.x, hi.y, hi.z}, {-1, 0, 0});
    face(caps, {lo.x, lo.y, hi.z}, {hi.x, lo.y, hi.z}, {hi.x, hi.y, hi.z}, {lo.x, hi.y, hi.z}, {0, 0, 1});
    face(caps, {lo.x, hi.y, lo.z}, {hi.x, hi.y, lo.z}, {hi.x, lo.y, lo.z}, {lo.x, lo.y, lo.z}, {0, 0, -1});
    StudioModelSpec box;
    box.name = "box";
    box.meshes = {sides, caps};
    StudioBodyPartSpec body;
    body.name = "body";
    body.models = {box};
    spec.body_parts = {body};
    if (body_groups) {
        StudioModelSpec lid;
        lid.name = "lid";
        lid.meshes = {quad(1, 50, 30)};
        spec.body_parts[0].models.push_back(lid);
        StudioBodyPartSpec antenna;
        antenna.name = "antenna";
        StudioModelSpec top;
        top.name = "antenna";
        top.meshes = {quad(0, 40, 4)};
        antenna.models = {top};
        spec.body_parts.push_back(antenna);
    }
    return spec;
}

std::vector<uint8_t> write_vhv(uint32_t checksum, const std::vector<VhvMeshSpec>& meshes, uint32_t vertex_flags,
                               uint32_t vertex_size) {
    Blob b;
    b.reserve(40 + 28 * meshes.size());
    uint32_t total = 0;
    for (const VhvMeshSpec& m : meshes) total += uint32_t(m.colors.size());
    b.set_i32(0, 2);
    b.set<uint32_t>(4, checksum);
    b.set<uint32_t>(8, vertex_flags);
    b.set<uint32_t>(12, vertex_size);
    b.set<uint32_t>(16, total);
    b.set_i32(20, int64_t(meshes.size()));
    b.reserve((512 - b.out.size() % 512) % 512);  // vrad starts the colours on a 512-byte boundary
    for (size_t i = 0; i < meshes.size(); ++i) {
        const size_t header = 40 + 28 * i;
        b.set<uint32_t>(header, meshes[i].lod);
        b.set<uint32_t>(header + 4, uint32_t(meshes[i].colors.size()));
        b.set<uint32_t>(header + 8, uint32_t(b.out.size()));
        for (const auto& c : meshes[i].colors) {
            const size_t at = b.reserve(4);
            b.set<uint8_t>(at, c[2]), b.set<uint8_t>(at + 1, c[1]), b.set<uint8_t>(at + 2, c[0]);
            b.set<uint8_t>(at + 3, 255);
        }
    }
    b.reserve((512 - b.out.size() % 512) % 512);
    return b.out;
}

}  // namespace bsptest
