#include "formats/source/studio_model.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "core/load_error.h"

namespace bsp::source {
namespace {

std::string str(int64_t v) { return std::to_string(v); }
std::string hex(uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08x", v);
    return buf;
}

// Record sizes (all fields 4-byte little-endian unless noted; the VTX is packed to 1).
constexpr size_t kMdlHeaderFields = 240;  // studiohdr_t up to bodypartindex, alike in 44-49
constexpr size_t kMdlTexture = 64;        // mstudiotexture_t
constexpr size_t kMdlBodyPart = 16;       // mstudiobodyparts_t
constexpr size_t kMdlModel = 148;         // mstudiomodel_t
constexpr size_t kMdlMesh = 116;          // mstudiomesh_t
constexpr size_t kVvdHeader = 64;         // vertexFileHeader_t
constexpr size_t kVvdVertex = 48;         // mstudiovertex_t: bone weights (16), position, normal, texcoord
constexpr size_t kVvdFixup = 12;          // vertexFileFixup_t
constexpr size_t kVtxHeader = 36;         // OptimizedModel::FileHeader_t
constexpr size_t kVtxBodyPart = 8, kVtxModel = 8, kVtxLod = 12, kVtxMesh = 9, kVtxVertex = 9;
constexpr int32_t kVtxVersion = 7;
constexpr int32_t kVvdVersion = 4;

// Strip flags. Source 2013: 1 triangle list, 2 triangle strip. The later layout keeps
// 1 and uses 2 and 4 for subdivision quads.
constexpr uint8_t kStripTriList = 0x01, kStripTriStrip = 0x02;

// The two strip group / strip header layouts of VTX version 7 (see the header).
struct VtxLayout {
    size_t strip_group, strip;
    bool topology;  // the later layout: strip flag 2 is quads, not a triangle strip
    const char* name;
};
constexpr VtxLayout kVtx2013 = {25, 27, false, "25-byte strip groups"};
constexpr VtxLayout kVtxTopology = {33, 35, true, "33-byte strip groups (topology fields)"};

// One file's bytes and its name. Fields are read at absolute offsets that records()
// has checked first, so nothing is read outside the file.
class StudioBytes {
public:
    StudioBytes(std::span<const uint8_t> bytes, const std::string& file) : bytes_(bytes), file_(file) {}
    size_t size() const { return bytes_.size(); }
    const std::string& file() const { return file_; }

    [[noreturn]] void fail(const std::string& part, const std::string& problem) const {
        throw LoadError(file_, part, problem);
    }

    // Checks that `count` records of `stride` bytes at `offset` lie inside the file and
    // returns the offset (0 for none). `field` names them in the message ("meshes").
    size_t records(int64_t offset, int64_t count, size_t stride, const std::string& part,
                   const std::string& field) const {
        if (count < 0) fail(part, field + " count " + str(count) + " is negative");
        if (count == 0) return 0;  // an empty array's offset is never used (compilers leave any value)
        if (offset < 0 || uint64_t(offset) > size() || uint64_t(count) * stride > size() - uint64_t(offset))
            fail(part, str(count) + " " + field + " of " + str(int64_t(stride)) + " bytes at offset " + str(offset) +
                           " lie outside the " + str(int64_t(size())) + "-byte file");
        return size_t(offset);
    }

    // A NUL-terminated string at `offset`; the NUL must come before the file ends.
    std::string string_at(int64_t offset, const std::string& part, const std::string& field) const {
        if (offset < 0 || uint64_t(offset) >= size())
            fail(part, field + " offset " + str(offset) + " lies outside the " + str(int64_t(size())) + "-byte file");
        const char* p = reinterpret_cast<const char*>(bytes_.data() + offset);
        const size_t len = strnlen(p, size() - size_t(offset));
        if (len == size() - size_t(offset)) fail(part, field + " at offset " + str(offset) + " runs to the end of the file");
        return std::string(p, len);
    }

    template <typename T>
    T get(size_t at) const {
        T v;
        std::memcpy(&v, bytes_.data() + at, sizeof(T));
        return v;
    }
    int32_t i32(size_t at) const { return get<int32_t>(at); }
    uint32_t u32(size_t at) const { return get<uint32_t>(at); }
    uint16_t u16(size_t at) const { return get<uint16_t>(at); }
    uint8_t u8(size_t at) const { return bytes_[at]; }
    float f32(size_t at) const { return get<float>(at); }
    glm::vec3 vec3(size_t at) const { return {f32(at), f32(at + 4), f32(at + 8)}; }
    bool has_id(const char* id) const { return size() >= 4 && std::memcmp(bytes_.data(), id, 4) == 0; }

private:
    std::span<const uint8_t> bytes_;
    std::string file_;
};

// Paths as the engine composes them: forward slashes.
std::string forward_slashes(std::string s) {
    std::replace(s.begin(), s.end(), '\\', '/');
    return s;
}

// A cdtexture folder as the engine uses it: a leading separator dropped, and joined
// to the texture name with one (Q_ComposeFileName); so kept here with a trailing '/'.
std::string texture_dir(const std::string& raw) {
    std::string dir = forward_slashes(raw);
    if (!dir.empty() && dir.front() == '/') dir.erase(0, 1);
    if (!dir.empty() && dir.back() != '/') dir += '/';
    return dir;
}

struct MdlMesh {
    int32_t material = 0;
    int32_t vertex_offset = 0, vertex_count = 0;  // into the model's vertices
};
struct MdlModel {
    int64_t first_vertex = 0;  // into the VVD's LOD-0 vertices
    int32_t vertex_count = 0;
    std::vector<MdlMesh> meshes;
};
struct MdlBodyPart {
    std::vector<MdlModel> models;
};

std::string model_part(size_t b, size_t m) { return "body part " + str(int64_t(b)) + " model " + str(int64_t(m)); }
std::string mesh_part(size_t b, size_t m, size_t k) { return model_part(b, m) + " mesh " + str(int64_t(k)); }

// The MDL: header fields into `out`, the body part tree returned.
std::vector<MdlBodyPart> read_mdl(const StudioBytes& f, const MemoryBudget& budget, PropModel& out) {
    if (f.size() < kMdlHeaderFields)
        f.fail("header", "truncated: " + str(int64_t(f.size())) + " bytes, the header needs " +
                             str(int64_t(kMdlHeaderFields)));
    if (!f.has_id("IDST")) f.fail("header", "not a studio model (no IDST id)");
    out.version = f.i32(4);
    if (out.version < 44 || out.version > 49)
        f.fail("header", "version " + str(out.version) + " (versions 44 to 49 are read)");
    out.checksum = f.u32(8);
    out.illumination_position = f.vec3(92);
    out.flags = f.u32(152);

    // Texture names and folders: their total length is the file's to decide.
    uint64_t name_bytes = 0;
    auto take_name = [&](const std::string& s, const std::string& part) {
        name_bytes += s.size() + sizeof(std::string);
        budget.check(name_bytes, f.file(), part, "the model's texture names", "strings");
    };
    const int32_t texture_count = f.i32(204);
    const size_t textures_at = f.records(f.i32(208), texture_count, kMdlTexture, "header", "textures");
    for (int32_t i = 0; i < texture_count; ++i) {
        const size_t at = textures_at + size_t(i) * kMdlTexture;
        const std::string part = "texture " + str(i);
        out.textures.push_back(forward_slashes(f.string_at(int64_t(at) + f.i32(at), part, "name")));
        take_name(out.textures.back(), part);
    }
    const int32_t dir_count = f.i32(212);
    const size_t dirs_at = f.records(f.i32(216), dir_count, 4, "header", "texture folders");
    for (int32_t i = 0; i < dir_count; ++i) {
        const std::string part = "texture folder " + str(i);
        out.texture_dirs.push_back(texture_dir(f.string_at(f.i32(dirs_at + size_t(i) * 4), part, "name")));
        take_name(out.texture_dirs.back(), part);
    }

    // The skin table: numskinfamilies rows of numskinref texture indices (int16).
    const int32_t slots = f.i32(220), families = f.i32(224);
    if (slots < 0) f.fail("header", "skin slot count " + str(slots) + " is negative");
    if (families < 0) f.fail("header", "skin family count " + str(families) + " is negative");
    const size_t skins_at = f.records(f.i32(228), int64_t(slots) * families, 2, "header", "skin table entries");
    if (slots == 0 || families == 0) {
        out.skins.assign(1, {});
        for (int32_t i = 0; i < texture_count; ++i) out.skins[0].push_back(i);
    } else {
        budget.check(bytes_for(uint64_t(slots) * uint64_t(families), sizeof(int32_t)), f.file(), "skin table",
                     "the model's skin table", "texture indices");
        out.skins.assign(size_t(families), std::vector<int32_t>(size_t(slots)));
        for (int32_t family = 0; family < families; ++family) {
            for (int32_t slot = 0; slot < slots; ++slot) {
                const int32_t texture = f.get<int16_t>(skins_at + (size_t(family) * size_t(slots) + size_t(slot)) * 2);
                if (texture < 0 || texture >= texture_count)
                    f.fail("skin table", "family " + str(family) + " slot " + str(slot) + " names texture " +
                                             str(texture) + ", but there are " + str(texture_count) + " textures");
                out.skins[size_t(family)][size_t(slot)] = texture;
            }
        }
    }
    const int32_t material_slots = slots > 0 ? slots : texture_count;

    // Body parts → models → meshes. Records are never shared in a compiled model, so
    // more of them than the file can hold means shared ones (a loop of work, refused).
    const int32_t part_count = f.i32(232);
    const size_t parts_at = f.records(f.i32(236), part_count, kMdlBodyPart, "header", "body parts");
    const uint64_t max_models = f.size() / kMdlModel, max_meshes = f.size() / kMdlMesh;
    uint64_t models_seen = 0, meshes_seen = 0;
    std::vector<MdlBodyPart> parts(static_cast<size_t>(part_count));
    for (int32_t b = 0; b < part_count; ++b) {
        const size_t bp = parts_at + size_t(b) * kMdlBodyPart;
        const std::string part = "body part " + str(b);
        const int32_t model_count = f.i32(bp + 4);
        const size_t models_at = f.records(int64_t(bp) + f.i32(bp + 12), model_count, kMdlModel, part, "models");
        models_seen += uint64_t(model_count);
        if (models_seen > max_models)
            f.fail(part, "the body parts list " + str(int64_t(models_seen)) + " models, more than the " +
                             str(int64_t(f.size())) + "-byte file holds (shared model records)");
        parts[size_t(b)].models.resize(size_t(model_count));
        for (int32_t m = 0; m < model_count; ++m) {
            const size_t at = models_at + size_t(m) * kMdlModel;
            const std::string mpart = model_part(size_t(b), size_t(m));
            MdlModel& model = parts[size_t(b)].models[size_t(m)];
            const int32_t mesh_count = f.i32(at + 72);
            model.vertex_count = f.i32(at + 80);
            const int32_t vertex_index = f.i32(at + 84);
            if (model.vertex_count < 0) f.fail(mpart, "vertex count " + str(model.vertex_count) + " is negative");
            if (vertex_index < 0 || vertex_index % int32_t(kVvdVertex) != 0)
                f.fail(mpart, "vertex index " + str(vertex_index) + " is not a whole number of " +
                                  str(int64_t(kVvdVertex)) + "-byte vertices");
            model.first_vertex = vertex_index / int32_t(kVvdVertex);
            const size_t meshes_at = f.records(int64_t(at) + f.i32(at + 76), mesh_count, kMdlMesh, mpart, "meshes");
            meshes_seen += uint64_t(mesh_count);
            if (meshes_seen > max_meshes)
                f.fail(mpart, "the models list " + str(int64_t(meshes_seen)) + " meshes, more than the " +
                                  str(int64_t(f.size())) + "-byte file holds (shared mesh records)");
            model.meshes.resize(size_t(mesh_count));
            for (int32_t k = 0; k < mesh_count; ++k) {
                const size_t mesh_at = meshes_at + size_t(k) * kMdlMesh;
                const std::string kpart = mesh_part(size_t(b), size_t(m), size_t(k));
                MdlMesh& mesh = model.meshes[size_t(k)];
                mesh.material = f.i32(mesh_at);
                mesh.vertex_count = f.i32(mesh_at + 8);
                mesh.vertex_offset = f.i32(mesh_at + 12);
                if (mesh.material < 0 || mesh.material >= material_slots)
                    f.fail(kpart, "material slot " + str(mesh.material) + ", but the model has " +
                                      str(material_slots) + " slots");
                if (mesh.vertex_count < 0 || mesh.vertex_offset < 0 ||
                    int64_t(mesh.vertex_offset) + mesh.vertex_count > model.vertex_count)
                    f.fail(kpart, "vertices " + str(mesh.vertex_offset) + "+" + str(mesh.vertex_count) +
                                      " lie outside the model's " + str(model.vertex_count));
            }
        }
    }
    return parts;
}

// The VVD's LOD-0 vertices, the fixup table applied.
std::vector<PropVertex> read_vvd(const StudioBytes& f, uint32_t checksum, const MemoryBudget& budget,
                                 std::vector<std::string>& warnings) {
    if (f.size() < kVvdHeader)
        f.fail("header", "truncated: " + str(int64_t(f.size())) + " bytes, the header needs " + str(int64_t(kVvdHeader)));
    if (!f.has_id("IDSV")) f.fail("header", "not a studio vertex file (no IDSV id)");
    if (f.i32(4) != kVvdVersion) f.fail("header", "version " + str(f.i32(4)) + " (version 4 is read)");
    if (f.u32(8) != checksum)
        f.fail("header", "checksum " + hex(f.u32(8)) + " differs from the mdl's " + hex(checksum) +
                             " (the files come from different compiles)");
    const int32_t count = f.i32(16);  // numLODVertexes[0]
    if (count < 0) f.fail("header", "LOD 0 vertex count " + str(count) + " is negative");
    const int32_t fixup_count = f.i32(48);
    const int64_t data_start = f.i32(56);
    budget.take(bytes_for(uint64_t(count), sizeof(PropVertex)), f.file(), "vertices", "the model's VVD vertices",
                "vertices");

    std::vector<PropVertex> out;
    out.reserve(size_t(count));
    uint64_t bad_attributes = 0;
    auto append = [&](size_t at, int64_t n, const std::string& part) {
        for (int64_t i = 0; i < n; ++i, at += kVvdVertex) {
            PropVertex v;
            v.position = f.vec3(at + 16);
            v.normal = f.vec3(at + 28);
            v.uv = {f.f32(at + 40), f.f32(at + 44)};
            if (!std::isfinite(v.position.x) || !std::isfinite(v.position.y) || !std::isfinite(v.position.z))
                f.fail(part, "vertex " + str(int64_t(out.size())) + " has a position that is not a finite number");
            if (!std::isfinite(v.normal.x) || !std::isfinite(v.normal.y) || !std::isfinite(v.normal.z)) {
                v.normal = {0, 0, 1};
                ++bad_attributes;
            }
            if (!std::isfinite(v.uv.x) || !std::isfinite(v.uv.y)) {
                v.uv = {0, 0};
                ++bad_attributes;
            }
            out.push_back(v);
        }
    };
    if (fixup_count == 0) {
        append(f.records(data_start, count, kVvdVertex, "header", "LOD 0 vertices"), count, "vertices");
    } else {
        // The engine's rebuild: every fixup of LOD >= 0 appends its run of stored vertices.
        const size_t fixups_at = f.records(f.i32(52), fixup_count, kVvdFixup, "header", "fixups");
        for (int32_t i = 0; i < fixup_count; ++i) {
            const size_t at = fixups_at + size_t(i) * kVvdFixup;
            const std::string part = "fixup " + str(i);
            const int32_t lod = f.i32(at), source = f.i32(at + 4), n = f.i32(at + 8);
            if (lod < 0) continue;
            if (source < 0) f.fail(part, "source vertex " + str(source) + " is negative");
            if (int64_t(out.size()) + n > count)
                f.fail(part, str(n) + " vertices after " + str(int64_t(out.size())) + " run past LOD 0's " + str(count));
            append(f.records(data_start + int64_t(source) * int64_t(kVvdVertex), n, kVvdVertex, part, "vertices"), n,
                   part);
        }
        if (int64_t(out.size()) != count)
            f.fail("fixups", "give " + str(int64_t(out.size())) + " vertices, but LOD 0 has " + str(count));
    }
    if (bad_attributes)
        warnings.push_back(f.file() + ": " + str(int64_t(bad_attributes)) +
                           " vertex normals or texture coordinates are not finite numbers; replaced");
    return out;
}

// What a walk of the VTX adds to the model (kept apart so a layout that fails leaves
// the model untouched).
struct VtxResult {
    std::vector<PropVertex> vertices;
    std::vector<uint32_t> indices;
    std::vector<PropMesh> meshes;
    std::vector<uint32_t> strip_group_vertex_counts;
    uint64_t ragged_lists = 0, strips = 0, skipped_strips = 0;
};

VtxResult read_vtx(const StudioBytes& f, const VtxLayout& layout, uint32_t checksum,
                   const std::vector<MdlBodyPart>& parts, const std::vector<PropVertex>& vvd,
                   const MemoryBudget& budget) {
    if (f.size() < kVtxHeader)
        f.fail("header", "truncated: " + str(int64_t(f.size())) + " bytes, the header needs " + str(int64_t(kVtxHeader)));
    if (f.i32(0) != kVtxVersion) f.fail("header", "version " + str(f.i32(0)) + " (version 7 is read)");
    if (f.u32(16) != checksum)
        f.fail("header", "checksum " + hex(f.u32(16)) + " differs from the mdl's " + hex(checksum) +
                             " (the files come from different compiles)");
    const int32_t part_count = f.i32(28);
    if (part_count != int32_t(parts.size()))
        f.fail("header", str(part_count) + " body parts, but the mdl has " + str(int64_t(parts.size())));
    const size_t parts_at = f.records(f.i32(32), part_count, kVtxBodyPart, "header", "body parts");

    VtxResult r;
    uint64_t vertex_total = 0, index_total = 0, groups_seen = 0, strips_seen = 0;
    const uint64_t max_groups = f.size() / layout.strip_group, max_strips = f.size() / layout.strip;
    for (size_t b = 0; b < parts.size(); ++b) {
        const size_t bp = parts_at + b * kVtxBodyPart;
        const std::string part = "body part " + str(int64_t(b));
        const int32_t model_count = f.i32(bp);
        if (model_count != int32_t(parts[b].models.size()))
            f.fail(part, str(model_count) + " models, but the mdl has " + str(int64_t(parts[b].models.size())));
        const size_t models_at = f.records(int64_t(bp) + f.i32(bp + 4), model_count, kVtxModel, part, "models");
        for (size_t m = 0; m < parts[b].models.size(); ++m) {
            const MdlModel& model = parts[b].models[m];
            const std::string mpart = model_part(b, m);
            if (model.meshes.empty()) continue;
            const size_t at = models_at + m * kVtxModel;
            const int32_t lods = f.i32(at);
            if (lods < 1) f.fail(mpart, "LOD count " + str(lods) + ", but the mdl gives the model meshes");
            const size_t lod_at = f.records(int64_t(at) + f.i32(at + 4), 1, kVtxLod, mpart, "LOD 0 header");
            const int32_t mesh_count = f.i32(lod_at);
            if (mesh_count != int32_t(model.meshes.size()))
                f.fail(mpart, "LOD 0 has " + str(mesh_count) + " meshes, but the mdl has " +
                                  str(int64_t(model.meshes.size())));
            const size_t meshes_at = f.records(int64_t(lod_at) + f.i32(lod_at + 4), mesh_count, kVtxMesh, mpart, "meshes");
            for (size_t k = 0; k < model.meshes.size(); ++k) {
                const MdlMesh& mesh = model.meshes[k];
                const std::string kpart = mesh_part(b, m, k);
                const size_t mesh_at = meshes_at + k * kVtxMesh;
                const int32_t group_count = f.i32(mesh_at);
                const size_t groups_at =
                    f.records(int64_t(mesh_at) + f.i32(mesh_at + 4), group_count, layout.strip_group, kpart, "strip groups");
                groups_seen += uint64_t(group_count);
                if (groups_seen > max_groups)
                    f.fail(kpart, "the meshes list " + str(int64_t(groups_seen)) + " strip groups, more than the " +
                                      str(int64_t(f.size())) + "-byte file holds (shared strip group records)");
                PropMesh out;
                out.first_vertex = uint32_t(r.vertices.size());
                out.first_index = uint32_t(r.indices.size());
                out.texture = mesh.material;
                out.drawn = m == 0;
                const int64_t mesh_first = model.first_vertex + mesh.vertex_offset;  // into vvd, checked by the caller
                for (int32_t g = 0; g < group_count; ++g) {
                    const size_t ga = groups_at + size_t(g) * layout.strip_group;
                    const std::string gpart = kpart + " strip group " + str(g);
                    const int32_t nverts = f.i32(ga), nindices = f.i32(ga + 8), nstrips = f.i32(ga + 16);
                    const size_t verts_at = f.records(int64_t(ga) + f.i32(ga + 4), nverts, kVtxVertex, gpart, "vertices");
                    const size_t index_at = f.records(int64_t(ga) + f.i32(ga + 12), nindices, 2, gpart, "indices");
                    const size_t strips_at = f.records(int64_t(ga) + f.i32(ga + 20), nstrips, layout.strip, gpart, "strips");
                    strips_seen += uint64_t(nstrips);
                    if (strips_seen > max_strips)
                        f.fail(gpart, "the strip groups list " + str(int64_t(strips_seen)) + " strips, more than the " +
                                          str(int64_t(f.size())) + "-byte file holds (shared strip records)");

                    vertex_total += uint64_t(nverts);
                    budget.check(bytes_for(vertex_total, sizeof(PropVertex)), f.file(), gpart,
                                 "the model's vertices", "vertices");
                    const uint32_t base = uint32_t(r.vertices.size());
                    for (int32_t i = 0; i < nverts; ++i) {
                        const uint16_t id = f.u16(verts_at + size_t(i) * kVtxVertex + 4);  // origMeshVertID
                        if (id >= mesh.vertex_count)
                            f.fail(gpart, "vertex " + str(i) + " is mesh vertex " + str(id) + ", but the mesh has " +
                                              str(mesh.vertex_count));
                        r.vertices.push_back(vvd[size_t(mesh_first + id)]);
                    }
                    auto index = [&](int64_t i) -> uint32_t {
                        const uint16_t v = f.u16(index_at + size_t(i) * 2);
                        if (v >= nverts)
                            f.fail(gpart, "index " + str(i) + " is " + str(v) + ", but the strip group has " +
                                              str(nverts) + " vertices");
                        return base + v;
                    };
                    for (int32_t s = 0; s < nstrips; ++s) {
                        const size_t sa = strips_at + size_t(s) * layout.strip;
                        const std::string spart = gpart + " strip " + str(s);
                        const int32_t n = f.i32(sa), first = f.i32(sa + 4);
                        const int32_t strip_verts = f.i32(sa + 8), strip_first_vert = f.i32(sa + 12);
                        const uint8_t flags = f.u8(sa + 18);
                        if (n < 0 || first < 0 || int64_t(first) + n > nindices)
                            f.fail(spart, "indices " + str(first) + "+" + str(n) + " lie outside the strip group's " +
                                              str(nindices));
                        // Not used for drawing, but a strip's vertex range always lies in its
                        // group's: a check that tells the two header layouts apart.
                        if (strip_verts < 0 || strip_first_vert < 0 || int64_t(strip_first_vert) + strip_verts > nverts)
                            f.fail(spart, "vertices " + str(strip_first_vert) + "+" + str(strip_verts) +
                                              " lie outside the strip group's " + str(nverts));
                        ++r.strips;
                        if (flags & kStripTriList) {
                            if (n % 3) ++r.ragged_lists;
                            const int64_t whole = n - n % 3;
                            index_total += uint64_t(whole);
                            budget.check(bytes_for(index_total, sizeof(uint32_t)), f.file(), spart,
                                         "the model's triangles", "indices");
                            for (int64_t i = 0; i < whole; ++i) r.indices.push_back(index(first + i));
                        } else if ((flags & kStripTriStrip) && !layout.topology) {
                            // Each index after the second makes a triangle with the two before it,
                            // every other one reversed to keep the winding; repeated indices
                            // (the joins between strips) make no triangle.
                            if (n >= 3) index_total += uint64_t(n - 2) * 3;
                            budget.check(bytes_for(index_total, sizeof(uint32_t)), f.file(), spart,
                                         "the model's triangles", "indices");
                            for (int64_t i = 2; i < n; ++i) {
                                uint32_t a = index(first + i - 2), c0 = index(first + i - 1), c = index(first + i);
                                if (a == c0 || c0 == c || a == c) continue;
                                if (i % 2) std::swap(a, c0);
                                r.indices.insert(r.indices.end(), {a, c0, c});
                            }
                        } else {
                            ++r.skipped_strips;
                        }
                    }
                    r.strip_group_vertex_counts.push_back(uint32_t(nverts));
                }
                out.vertex_count = uint32_t(r.vertices.size()) - out.first_vertex;
                out.index_count = uint32_t(r.indices.size()) - out.first_index;
                r.meshes.push_back(out);
            }
        }
    }
    return r;
}

}  // namespace

std::string studio_companion_path(const std::string& mdl_path, const std::string& suffix) {
    const size_t n = mdl_path.size();
    if (n >= 4) {
        std::string ext = mdl_path.substr(n - 4);
        std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
        if (ext == ".mdl") return mdl_path.substr(0, n - 4) + suffix;
    }
    return mdl_path + suffix;
}

PropModel parse_studio_model(const StudioFiles& files, const MemoryBudget& budget,
                             std::vector<std::string>& warnings) {
    const StudioBytes mdl(files.mdl, files.mdl_path), vvd(files.vvd, files.vvd_path), vtx(files.vtx, files.vtx_path);
    PropModel model;
    model.path = files.mdl_path;
    const std::vector<MdlBodyPart> parts = read_mdl(mdl, budget, model);
    const std::vector<PropVertex> vertices = read_vvd(vvd, model.checksum, budget, warnings);
    for (size_t b = 0; b < parts.size(); ++b) {
        for (size_t m = 0; m < parts[b].models.size(); ++m) {
            const MdlModel& mm = parts[b].models[m];
            if (mm.first_vertex + mm.vertex_count > int64_t(vertices.size()))
                mdl.fail(model_part(b, m), "vertices " + str(mm.first_vertex) + "+" + str(mm.vertex_count) +
                                               " lie past the " + str(int64_t(vertices.size())) +
                                               " LOD-0 vertices of " + files.vvd_path);
        }
    }

    // The strip group layout: Source 2013's unless only the later one reads.
    VtxResult r;
    const VtxLayout* layout = &kVtx2013;
    try {
        r = read_vtx(vtx, kVtx2013, model.checksum, parts, vertices, budget);
    } catch (const LoadError& first) {
        try {
            r = read_vtx(vtx, kVtxTopology, model.checksum, parts, vertices, budget);
            layout = &kVtxTopology;
        } catch (const LoadError&) {
            throw first;
        }
    }
    budget.charge(bytes_for(r.vertices.size(), sizeof(PropVertex)) + bytes_for(r.indices.size(), sizeof(uint32_t)));
    if (r.ragged_lists)
        warnings.push_back(files.vtx_path + ": " + str(int64_t(r.ragged_lists)) +
                           " triangle lists whose length is not a multiple of 3; the extra indices are not drawn");
    if (r.skipped_strips)
        warnings.push_back(files.vtx_path + ": " + str(int64_t(r.skipped_strips)) + " of " + str(int64_t(r.strips)) +
                           " strips are neither triangle lists nor triangle strips (read as " + layout->name +
                           "); not drawn");
    model.vertices = std::move(r.vertices);
    model.indices = std::move(r.indices);
    model.meshes = std::move(r.meshes);
    model.strip_group_vertex_counts = std::move(r.strip_group_vertex_counts);
    for (const PropMesh& mesh : model.meshes) {
        if (!mesh.drawn) continue;
        for (uint32_t i = 0; i < mesh.vertex_count; ++i) model.bounds.add(model.vertices[mesh.first_vertex + i].position);
    }
    return model;
}

}  // namespace bsp::source
