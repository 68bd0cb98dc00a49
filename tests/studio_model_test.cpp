// Source studio models (MDL + VVD + VTX) read into PropModel: the crafted box round
// trips (vertices in strip group order, absolute indices, one mesh per model mesh,
// skins, folders, bounds, uv), through a VVD fixup table, split strip groups, the later
// 33/35-byte VTX headers and a triangle strip; companions with another checksum are
// refused, and so are truncated files and lying counts and offsets, each with a
// message naming the file and the field; vrad's per-vertex lighting (.vhv) maps onto
// the model's vertices, and one that does not fit is turned down with the reason.
#include <gtest/gtest.h>

#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/load_error.h"
#include "formats/source/prop_vertex_lighting.h"
#include "formats/source/studio_model.h"
#include "support/studio_writer.h"

namespace {

using bsp::LoadError;
using bsp::PropModel;
using bsptest::StudioModelFiles;
using bsptest::StudioSpec;

const std::string kMdl = "models/props_test/box.mdl";
const std::string kVvd = "models/props_test/box.vvd";
const std::string kVtx = "models/props_test/box.dx90.vtx";

PropModel parse(const StudioModelFiles& files, std::vector<std::string>* warnings = nullptr,
                const bsp::MemoryBudget& budget = bsp::MemoryBudget()) {
    bsp::source::StudioFiles f{kMdl, kVvd, kVtx, files.mdl, files.vvd, files.vtx};
    std::vector<std::string> local;
    return bsp::source::parse_studio_model(f, budget, warnings ? *warnings : local);
}

// The LoadError a parse throws (its what()), or "" when it parses.
std::string refusal(const StudioModelFiles& files) {
    try {
        parse(files);
    } catch (const LoadError& e) {
        return e.what();
    }
    return "";
}

int32_t get_i32(const std::vector<uint8_t>& b, size_t at) {
    int32_t v;
    std::memcpy(&v, b.data() + at, 4);
    return v;
}
void set_i32(std::vector<uint8_t>& b, size_t at, int32_t v) { std::memcpy(b.data() + at, &v, 4); }

// Where the first mesh record of the first model of the first body part lies.
size_t mdl_first_model(const std::vector<uint8_t>& mdl) {
    const size_t bp = size_t(get_i32(mdl, 236));
    return bp + size_t(get_i32(mdl, bp + 12));
}
size_t mdl_first_mesh(const std::vector<uint8_t>& mdl) {
    const size_t model = mdl_first_model(mdl);
    return model + size_t(get_i32(mdl, model + 76));
}
size_t vtx_first_mesh(const std::vector<uint8_t>& vtx) {
    const size_t bp = size_t(get_i32(vtx, 32));
    const size_t model = bp + size_t(get_i32(vtx, bp + 4));
    const size_t lod = model + size_t(get_i32(vtx, model + 4));
    return lod + size_t(get_i32(vtx, lod + 4));
}
size_t vtx_first_group(const std::vector<uint8_t>& vtx) {
    const size_t mesh = vtx_first_mesh(vtx);
    return mesh + size_t(get_i32(vtx, mesh + 4));
}

// Every triangle of the model, as positions, in order.
std::vector<glm::vec3> triangle_corners(const PropModel& m, const bsp::PropMesh& mesh) {
    std::vector<glm::vec3> out;
    for (uint32_t i = 0; i < mesh.index_count; ++i) out.push_back(m.vertices[m.indices[mesh.first_index + i]].position);
    return out;
}
std::vector<glm::vec3> spec_corners(const bsptest::StudioMeshSpec& mesh) {
    std::vector<glm::vec3> out;
    for (uint16_t i : mesh.triangles) out.push_back(mesh.vertices[i].position);
    return out;
}

TEST(StudioModel, TheBoxRoundTrips) {
    const StudioSpec spec = bsptest::box_studio_spec();
    const PropModel m = parse(bsptest::write_studio_model(spec));
    EXPECT_EQ(m.path, kMdl);
    EXPECT_EQ(m.version, 48);
    EXPECT_EQ(m.checksum, spec.checksum);
    EXPECT_EQ(m.flags, 0x10u);
    EXPECT_EQ(m.illumination_position, glm::vec3(0, 0, 15));
    EXPECT_EQ(m.textures, (std::vector<std::string>{"crate_side", "crate_top", "crate_side_red"}));
    // Backslashes turned, the leading separator dropped and a trailing one added, as
    // the engine joins folder and name.
    EXPECT_EQ(m.texture_dirs, (std::vector<std::string>{"models/props_test/", "models/shared/"}));
    EXPECT_EQ(m.skins, (std::vector<std::vector<int32_t>>{{0, 1}, {2, 1}}));

    ASSERT_EQ(m.meshes.size(), 2u);
    const bsp::PropMesh& sides = m.meshes[0];
    const bsp::PropMesh& caps = m.meshes[1];
    EXPECT_EQ(sides.texture, 0);
    EXPECT_EQ(caps.texture, 1);
    EXPECT_EQ(m.texture_for(sides, 0), 0);
    EXPECT_EQ(m.texture_for(sides, 1), 2);  // the red family
    EXPECT_EQ(m.texture_for(caps, 1), 1);
    EXPECT_EQ(m.texture_for(sides, 7), 0);  // a family past the table: family 0
    EXPECT_TRUE(sides.drawn && caps.drawn);
    EXPECT_EQ(sides.first_vertex, 0u);
    EXPECT_EQ(sides.vertex_count, 16u);
    EXPECT_EQ(sides.first_index, 0u);
    EXPECT_EQ(sides.index_count, 24u);
    EXPECT_EQ(caps.first_vertex, 16u);
    EXPECT_EQ(caps.vertex_count, 8u);
    EXPECT_EQ(caps.first_index, 24u);
    EXPECT_EQ(caps.index_count, 12u);
    EXPECT_EQ(m.vertices.size(), 24u);
    EXPECT_EQ(m.triangle_count(), 12u);
    EXPECT_EQ(m.strip_group_vertex_counts, (std::vector<uint32_t>{16, 8}));

    // Strip group order: the first triangle is corners 2, 1, 0 of the first face, so
    // the group lists the VVD's vertices 2, 1, 0, 3 first.
    EXPECT_EQ(m.vertices[0].position, glm::vec3(5, -10, 30));
    EXPECT_EQ(m.vertices[0].uv, glm::vec2(1, 0));
    EXPECT_EQ(m.vertices[1].position, glm::vec3(5, -10, 0));
    EXPECT_EQ(m.vertices[2].position, glm::vec3(-5, -10, 0));
    EXPECT_EQ(m.vertices[2].uv, glm::vec2(0, 1));
    EXPECT_EQ(m.vertices[3].position, glm::vec3(-5, -10, 30));
    EXPECT_EQ(m.vertices[0].normal, glm::vec3(0, -1, 0));
    EXPECT_EQ((std::vector<uint32_t>(m.indices.begin(), m.indices.begin() + 6)),
              (std::vector<uint32_t>{0, 1, 2, 3, 0, 2}));
    const auto& spec_meshes = spec.body_parts[0].models[0].meshes;
    for (size_t k = 0; k < 2; ++k) {
        const std::vector<uint16_t> order = bsptest::strip_group_order(spec_meshes[k].triangles);
        for (size_t i = 0; i < order.size(); ++i) {
            EXPECT_EQ(m.vertices[m.meshes[k].first_vertex + i].position, spec_meshes[k].vertices[order[i]].position);
            EXPECT_EQ(m.vertices[m.meshes[k].first_vertex + i].uv, spec_meshes[k].vertices[order[i]].uv);
        }
        EXPECT_EQ(triangle_corners(m, m.meshes[k]), spec_corners(spec_meshes[k])) << "mesh " << k;
        for (uint32_t i = 0; i < m.meshes[k].index_count; ++i) {  // indices stay inside their mesh
            EXPECT_GE(m.indices[m.meshes[k].first_index + i], m.meshes[k].first_vertex);
            EXPECT_LT(m.indices[m.meshes[k].first_index + i], m.meshes[k].first_vertex + m.meshes[k].vertex_count);
        }
    }
    EXPECT_EQ(m.bounds.min, glm::vec3(-5, -10, 0));
    EXPECT_EQ(m.bounds.max, glm::vec3(5, 10, 30));
}

// Body group 0 of each body part is drawn; the others are read (their vertices count
// for per-vertex lighting) but not drawn, and leave the bounds alone.
TEST(StudioModel, BodyPartsAndTheirModels) {
    const PropModel m = parse(bsptest::write_studio_model(bsptest::box_studio_spec(true)));
    ASSERT_EQ(m.meshes.size(), 4u);
    EXPECT_TRUE(m.meshes[0].drawn);
    EXPECT_TRUE(m.meshes[1].drawn);
    EXPECT_FALSE(m.meshes[2].drawn);  // body part 0's second model: the lid
    EXPECT_TRUE(m.meshes[3].drawn);   // body part 1's first model: the antenna
    EXPECT_EQ(m.meshes[2].first_vertex, 24u);
    EXPECT_EQ(m.meshes[2].vertex_count, 4u);
    EXPECT_EQ(m.meshes[2].texture, 1);
    EXPECT_EQ(m.meshes[3].first_vertex, 28u);
    EXPECT_EQ(m.meshes[3].first_index, 42u);
    EXPECT_EQ(m.vertices[28].position, glm::vec3(2, 2, 40));  // the quad's first triangle starts at corner 2
    EXPECT_EQ(m.vertices.size(), 32u);
    EXPECT_EQ(m.triangle_count(), 16u);
    EXPECT_EQ(m.bounds.min, glm::vec3(-5, -10, 0));
    EXPECT_EQ(m.bounds.max, glm::vec3(5, 10, 40));  // the antenna, not the lid (z 50, 15 wide)
}

// A VVD whose LOD-0 list is stored out of order, joined by its fixup table (and a
// stored vertex no fixup names), gives the same model.
TEST(StudioModel, FixupTableRebuildsLodZero) {
    StudioSpec spec = bsptest::box_studio_spec(true);
    const PropModel plain = parse(bsptest::write_studio_model(spec));
    spec.fixups = true;
    const StudioModelFiles files = bsptest::write_studio_model(spec);
    EXPECT_EQ(get_i32(files.vvd, 48), 2);  // the file does have fixups
    const PropModel fixed = parse(files);
    ASSERT_EQ(fixed.vertices.size(), plain.vertices.size());
    for (size_t i = 0; i < plain.vertices.size(); ++i) {
        EXPECT_EQ(fixed.vertices[i].position, plain.vertices[i].position) << i;
        EXPECT_EQ(fixed.vertices[i].uv, plain.vertices[i].uv) << i;
    }
    EXPECT_EQ(fixed.indices, plain.indices);

    // A fixup whose run passes LOD 0's count is refused.
    StudioModelFiles bad = files;
    const size_t table = size_t(get_i32(bad.vvd, 52));
    set_i32(bad.vvd, table + 8, 1000);
    const std::string why = refusal(bad);
    EXPECT_NE(why.find(kVvd), std::string::npos) << why;
    EXPECT_NE(why.find("fixup 0"), std::string::npos) << why;
}

// Two strip groups per mesh, and the later 33/35-byte headers: the same triangles;
// each group lists its own vertices (shared corners repeated, as in real files).
TEST(StudioModel, StripGroupsAndBothHeaderLayouts) {
    StudioSpec spec = bsptest::box_studio_spec();
    spec.split_strip_groups = true;
    const PropModel split = parse(bsptest::write_studio_model(spec));
    EXPECT_EQ(split.strip_group_vertex_counts, (std::vector<uint32_t>{8, 8, 4, 4}));
    ASSERT_EQ(split.meshes.size(), 2u);
    EXPECT_EQ(split.meshes[0].vertex_count, 16u);
    const auto& spec_meshes = spec.body_parts[0].models[0].meshes;
    EXPECT_EQ(triangle_corners(split, split.meshes[0]), spec_corners(spec_meshes[0]));
    EXPECT_EQ(triangle_corners(split, split.meshes[1]), spec_corners(spec_meshes[1]));

    spec.topology_fields = true;
    const StudioModelFiles later = bsptest::write_studio_model(spec);
    std::vector<std::string> warnings;
    const PropModel topo = parse(later, &warnings);
    EXPECT_EQ(topo.strip_group_vertex_counts, split.strip_group_vertex_counts);
    EXPECT_EQ(topo.indices, split.indices);
    EXPECT_EQ(triangle_corners(topo, topo.meshes[1]), spec_corners(spec_meshes[1]));
    EXPECT_TRUE(warnings.empty()) << warnings.front();
}

// A triangle strip: each index after the second makes a triangle with the two before
// it, every other one reversed; a repeated index (a join) makes none.
TEST(StudioModel, TriangleStripsBecomeTriangles) {
    StudioSpec spec = bsptest::box_studio_spec();
    bsptest::StudioMeshSpec& caps = spec.body_parts[0].models[0].meshes[1];
    caps.triangle_strip = {0, 1, 3, 2, 2, 4};  // 0 1 3 | 3 1 2 (reversed) | 3 2 2 and 2 2 4 joins
    const PropModel m = parse(bsptest::write_studio_model(spec));
    const std::vector<glm::vec3> corners = triangle_corners(m, m.meshes[1]);
    const auto& v = caps.vertices;
    EXPECT_EQ(corners, (std::vector<glm::vec3>{v[0].position, v[1].position, v[3].position, v[3].position,
                                               v[1].position, v[2].position}));
    EXPECT_EQ(m.meshes[1].vertex_count, 5u);
}

TEST(StudioModel, CompanionsWithAnotherChecksumAreRefused) {
    StudioSpec spec = bsptest::box_studio_spec();
    spec.vvd_checksum_xor = 1;
    std::string why = refusal(bsptest::write_studio_model(spec));
    EXPECT_NE(why.find(kVvd), std::string::npos) << why;
    EXPECT_NE(why.find("checksum"), std::string::npos) << why;
    spec.vvd_checksum_xor = 0;
    spec.vtx_checksum_xor = 0x100;
    why = refusal(bsptest::write_studio_model(spec));
    EXPECT_NE(why.find(kVtx), std::string::npos) << why;
    EXPECT_NE(why.find("checksum"), std::string::npos) << why;
}

// Each lying field is refused with a message naming the file and the field.
TEST(StudioModel, LyingCountsAndOffsetsAreRefusedByName) {
    const StudioModelFiles good = bsptest::write_studio_model(bsptest::box_studio_spec(true));
    ASSERT_EQ(refusal(good), "");
    struct Case {
        const char* what;
        std::function<void(StudioModelFiles&)> lie;
        std::string file;
        std::vector<std::string> words;
    };
    const std::vector<Case> cases = {
        {"mdl truncated", [](StudioModelFiles& f) { f.mdl.resize(100); }, kMdl, {"header", "truncated"}},
        {"mdl version", [](StudioModelFiles& f) { set_i32(f.mdl, 4, 53); }, kMdl, {"header", "version 53"}},
        {"body part count", [](StudioModelFiles& f) { set_i32(f.mdl, 232, 1 << 24); }, kMdl, {"header", "body parts"}},
        {"texture name offset", [](StudioModelFiles& f) { set_i32(f.mdl, size_t(get_i32(f.mdl, 208)), -5000); },
         kMdl, {"texture 0", "name"}},
        {"skin entry", [](StudioModelFiles& f) { f.mdl[size_t(get_i32(f.mdl, 228))] = 9; }, kMdl,
         {"skin table", "family 0 slot 0", "texture 9"}},
        {"model vertex index", [](StudioModelFiles& f) { set_i32(f.mdl, mdl_first_model(f.mdl) + 84, 50); }, kMdl,
         {"body part 0 model 0", "vertex index 50"}},
        {"model meshes", [](StudioModelFiles& f) { set_i32(f.mdl, mdl_first_model(f.mdl) + 72, 90000); }, kMdl,
         {"body part 0 model 0", "meshes"}},
        {"mesh vertices", [](StudioModelFiles& f) { set_i32(f.mdl, mdl_first_mesh(f.mdl) + 8, 400); }, kMdl,
         {"body part 0 model 0 mesh 0", "vertices"}},
        {"mesh material", [](StudioModelFiles& f) { set_i32(f.mdl, mdl_first_mesh(f.mdl), 2); }, kMdl,
         {"mesh 0", "material slot 2"}},
        {"model past the vvd", [](StudioModelFiles& f) { set_i32(f.vvd, 16, 26); }, kMdl,
         {"body part 0 model 1", kVvd}},
        {"vvd truncated", [](StudioModelFiles& f) { f.vvd.resize(64 + 48 * 10); }, kVvd, {"LOD 0 vertices"}},
        {"vvd id", [](StudioModelFiles& f) { f.vvd[0] = 'X'; }, kVvd, {"IDSV"}},
        {"vtx version", [](StudioModelFiles& f) { set_i32(f.vtx, 0, 6); }, kVtx, {"header", "version 6"}},
        {"vtx body parts", [](StudioModelFiles& f) { set_i32(f.vtx, 28, 3); }, kVtx, {"header", "3 body parts"}},
        {"vtx lod meshes",
         [](StudioModelFiles& f) {
             const size_t bp = size_t(get_i32(f.vtx, 32));
             const size_t model = bp + size_t(get_i32(f.vtx, bp + 4));
             set_i32(f.vtx, model + size_t(get_i32(f.vtx, model + 4)), 5);
         },
         kVtx, {"body part 0 model 0", "LOD 0 has 5 meshes"}},
        {"strip group count", [](StudioModelFiles& f) { set_i32(f.vtx, vtx_first_mesh(f.vtx), 1 << 20); }, kVtx,
         {"mesh 0", "strip groups"}},
        {"strip group vertices", [](StudioModelFiles& f) { set_i32(f.vtx, vtx_first_group(f.vtx), 1 << 20); }, kVtx,
         {"mesh 0 strip group 0", "vertices"}},
        {"strip group vertex id",
         [](StudioModelFiles& f) {
             const size_t g = vtx_first_group(f.vtx);
             const size_t verts = g + size_t(get_i32(f.vtx, g + 4));
             f.vtx[verts + 4] = 200;  // origMeshVertID of vertex 0
         },
         kVtx, {"strip group 0", "mesh vertex 200"}},
        {"index past the group",
         [](StudioModelFiles& f) {
             const size_t g = vtx_first_group(f.vtx);
             const size_t indices = g + size_t(get_i32(f.vtx, g + 12));
             f.vtx[indices + 2] = 77;
         },
         kVtx, {"strip group 0", "index 1 is 77"}},
        {"strip index range",
         [](StudioModelFiles& f) {
             const size_t g = vtx_first_group(f.vtx);
             set_i32(f.vtx, g + size_t(get_i32(f.vtx, g + 20)) + 4, 3);  // the strip's first index
         },
         kVtx, {"strip group 0 strip 0", "indices 3+24"}},
    };
    for (const Case& c : cases) {
        StudioModelFiles files = good;
        c.lie(files);
        const std::string why = refusal(files);
        ASSERT_FALSE(why.empty()) << c.what << " was not refused";
        EXPECT_EQ(why.rfind(c.file + ": ", 0), 0u) << c.what << ": " << why;
        for (const std::string& word : c.words) EXPECT_NE(why.find(word), std::string::npos) << c.what << ": " << why;
    }
}

// Every prefix of each file parses or is refused, never read past (the sanitizer build
// sees a read past the end); one shorter than its header is refused.
TEST(StudioModel, EveryTruncationIsRefusedOrRead) {
    const StudioModelFiles good = bsptest::write_studio_model(bsptest::box_studio_spec(true));
    for (int which = 0; which < 3; ++which) {
        const size_t size = which == 0 ? good.mdl.size() : which == 1 ? good.vvd.size() : good.vtx.size();
        for (size_t n = 0; n < size; n += 7) {
            StudioModelFiles files = good;
            std::vector<uint8_t>& f = which == 0 ? files.mdl : which == 1 ? files.vvd : files.vtx;
            f.resize(n);  // the VVD's tangents, say, may go without harm
            try {
                parse(files);
            } catch (const LoadError&) {
            }
        }
        StudioModelFiles files = good;
        (which == 0 ? files.mdl : which == 1 ? files.vvd : files.vtx).resize(32);
        EXPECT_NE(refusal(files), "") << which;
    }
}

TEST(StudioModel, VerticesComeFromTheMemoryBudget) {
    const StudioModelFiles files = bsptest::write_studio_model(bsptest::box_studio_spec());
    try {
        parse(files, nullptr, bsp::MemoryBudget(600));
        FAIL() << "parsed within a 600-byte budget";
    } catch (const LoadError& e) {
        EXPECT_NE(std::string(e.what()).find("memory budget"), std::string::npos) << e.what();
    }
    EXPECT_NO_THROW(parse(files, nullptr, bsp::MemoryBudget(64 * 1024)));
}

TEST(StudioModel, CompanionPaths) {
    EXPECT_EQ(bsp::source::studio_companion_path("models/a/b.mdl", ".vvd"), "models/a/b.vvd");
    EXPECT_EQ(bsp::source::studio_companion_path("models/a/B.MDL", ".dx90.vtx"), "models/a/B.dx90.vtx");
    EXPECT_EQ(bsp::source::studio_companion_path("models/a/b", ".vvd"), "models/a/b.vvd");
}

// vrad's file: one header per strip group for every LOD, LOD 0's in model order, each
// colour stored B, G, R, A.
TEST(PropVertexLighting, MapsLodZeroColoursOntoTheVertices) {
    const StudioSpec spec = bsptest::box_studio_spec(true);
    const PropModel m = parse(bsptest::write_studio_model(spec));
    ASSERT_EQ(m.strip_group_vertex_counts, (std::vector<uint32_t>{16, 8, 4, 4}));
    std::vector<bsptest::VhvMeshSpec> meshes;
    std::vector<bsp::source::PropVertexColor> expected;
    for (size_t g = 0; g < m.strip_group_vertex_counts.size(); ++g) {
        bsptest::VhvMeshSpec lod0, lod1;
        lod1.lod = 1;
        for (uint32_t v = 0; v < m.strip_group_vertex_counts[g]; ++v) {
            const bsp::source::PropVertexColor c = {uint8_t(10 * g + v), uint8_t(100 + v), uint8_t(200 - g)};
            lod0.colors.push_back(c);
            expected.push_back(c);
            lod1.colors.push_back({1, 2, 3});
        }
        meshes.push_back(lod0);
        if (g == 1) meshes.push_back(lod1);  // another LOD's group between LOD 0's: skipped
    }
    std::string problem;
    const auto colors = bsp::source::read_prop_vertex_lighting(bsptest::write_vhv(spec.checksum, meshes), m, &problem);
    ASSERT_TRUE(colors) << problem;
    EXPECT_EQ(*colors, expected);

    // The encoding: byte/255 is gamma-2.2 light at half intensity.
    const glm::vec3 linear = bsp::source::prop_vertex_light_linear({128, 0, 255});
    EXPECT_NEAR(linear.x, 1.0f, 0.02f);
    EXPECT_EQ(linear.y, 0.0f);
    EXPECT_NEAR(linear.z, 4.595f, 0.01f);
}

TEST(PropVertexLighting, FilesThatDoNotFitAreTurnedDown) {
    const StudioSpec spec = bsptest::box_studio_spec();
    const PropModel m = parse(bsptest::write_studio_model(spec));
    auto run = [](uint32_t n) {
        bsptest::VhvMeshSpec mesh;
        mesh.colors.assign(n, {50, 60, 70});
        return mesh;
    };
    const std::vector<bsptest::VhvMeshSpec> right = {run(16), run(8)};
    auto problem_of = [&](const std::vector<uint8_t>& file) {
        std::string problem;
        EXPECT_FALSE(bsp::source::read_prop_vertex_lighting(file, m, &problem));
        return problem;
    };
    ASSERT_TRUE(bsp::source::read_prop_vertex_lighting(bsptest::write_vhv(spec.checksum, right), m, nullptr));
    EXPECT_NE(problem_of(bsptest::write_vhv(spec.checksum + 1, right)).find("checksum"), std::string::npos);
    EXPECT_NE(problem_of(bsptest::write_vhv(spec.checksum, {run(8), run(16)})).find("strip group 0"), std::string::npos);
    EXPECT_NE(problem_of(bsptest::write_vhv(spec.checksum, {run(16)})).find("1 LOD-0 strip groups"), std::string::npos);
    EXPECT_NE(problem_of(bsptest::write_vhv(spec.checksum, {run(16), run(8), run(3)})).find("more LOD-0"),
              std::string::npos);
    EXPECT_NE(problem_of(bsptest::write_vhv(spec.checksum, right, 4, 12)).find("vertex format"), std::string::npos);
    std::vector<uint8_t> file = bsptest::write_vhv(spec.checksum, right);
    set_i32(file, 0, 3);
    EXPECT_NE(problem_of(file).find("version 3"), std::string::npos);
    file = bsptest::write_vhv(spec.checksum, right);
    set_i32(file, 20, 1 << 28);
    EXPECT_NE(problem_of(file).find("mesh headers"), std::string::npos);
    file = bsptest::write_vhv(spec.checksum, right);
    set_i32(file, 40 + 28 + 8, int32_t(file.size()) - 10);  // the second run's offset near the end
    EXPECT_NE(problem_of(file).find("outside"), std::string::npos);
    file.resize(20);
    EXPECT_NE(problem_of(file).find("truncated"), std::string::npos);
}

}  // namespace
