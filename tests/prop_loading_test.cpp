// Props through the loading pipeline (session/prop_loading.h): a crafted Source map
// whose pakfile carries a model (MDL + VVD + VTX), one of its materials and a .vhv,
// placing it as two static props and a prop_dynamic, and naming a model that is not
// there. Checked: each model read once, texture slots resolved in the model's folders
// in order, placements (turned, scaled, lit by the baked light or not), leaves, the
// missing model counted and warned about; and the leaf walk and entity angles alone.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include <glm/gtc/matrix_transform.hpp>

#include "core/stopwatch.h"
#include "formats/source/source_lumps.h"
#include "session/map_loading.h"
#include "session/prop_loading.h"
#include "support/map_records.h"
#include "vfs/vfs.h"
#include "support/prop_maps.h"
#include "support/scale_maps.h"
#include "support/temp_dir.h"

namespace {

using namespace bsp;

LoadedMap load(const std::vector<uint8_t>& bytes) {
    bsptest::TempDir dir;
    const auto path = dir.path() / "props.bsp";
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    LoadRequest request;
    request.map_argument = path.string();
    request.textures = false;
    return load_map(request);
}

TEST(PropLoading, ModelsPlacementsMaterialsAndLight) {
    const LoadedMap loaded = load(bsptest::source_map_with_props());
    const Map& map = loaded.map;
    ASSERT_EQ(map.prop_models.size(), 1u) << "one model however many props share it";
    ASSERT_EQ(map.prop_placements.size(), 4u);
    const PropModel& model = map.prop_models[0];
    EXPECT_EQ(model.path, "models/props_test/box.mdl");

    // Slots: the first folder that has the VMT, else the first folder's name.
    ASSERT_EQ(model.materials.size(), 3u);
    auto material_name = [&](int slot) { return map.materials[size_t(model.materials[size_t(slot)])].name; };
    EXPECT_EQ(material_name(0), "models/props_test/crate_side");
    EXPECT_EQ(material_name(1), "models/shared/crate_top");
    EXPECT_EQ(material_name(2), "models/props_test/crate_side_red");
    EXPECT_TRUE(map.materials[size_t(model.materials[0])].flags & kMaterialNoLightmap);

    // Static prop 0: yaw 90 and scale 2 take the box's +X corner (5, 0, 0) to (10, 30, 0).
    const PropPlacement& turned = map.prop_placements[0];
    EXPECT_EQ(turned.static_prop, 0);
    EXPECT_EQ(turned.model, 0);
    const glm::vec3 corner = glm::vec3(turned.world_from_model() * glm::vec4(5, 0, 0, 1));
    EXPECT_NEAR(corner.x, 10.0f, 1e-4f);
    EXPECT_NEAR(corner.y, 30.0f, 1e-4f);
    EXPECT_NEAR(turned.bounds.min.x, 10.0f - 2 * 10, 1e-3f) << "the box's y (-10..10) turned onto x, doubled";
    EXPECT_NEAR(turned.bounds.max.z, 60.0f, 1e-3f);
    ASSERT_EQ(turned.leaf_count, 1u);
    EXPECT_EQ(map.prop_leaves[turned.first_leaf], 1u);
    // The area its origin stands in (the one area here; -1 would mean outside the tree),
    // which decides whether the 3D sky's pass or the world's draws it.
    EXPECT_EQ(turned.area, map.leaves[1].area);
    EXPECT_EQ(turned.area, 0);
    // Its lighting origin is the model's illumination position (0, 0, 15) placed.
    EXPECT_NEAR(turned.lighting_origin.z, 30.0f, 1e-4f);

    // The baked light: the sides' run is (64, 128, 255) as lightmap bytes, which the
    // display doubles (keeping hue): (128, 255, 255)->clamped by the brightest channel.
    ASSERT_EQ(turned.lighting, PropLighting::VertexFile);
    ASSERT_GE(map.prop_vertex_light.size(), size_t(turned.first_vertex_light) + 24);
    const glm::u8vec4 side = map.prop_vertex_light[turned.first_vertex_light];
    EXPECT_NEAR(side.r, 64, 2);
    EXPECT_NEAR(side.g, 128, 2);
    EXPECT_EQ(side.b, 255);
    const glm::u8vec4 top = map.prop_vertex_light[turned.first_vertex_light + 16];
    EXPECT_NEAR(top.r, 20, 2);
    EXPECT_NEAR(top.b, 60, 2);

    const PropPlacement& plain = map.prop_placements[1];
    EXPECT_EQ(plain.skin, 1);
    ASSERT_EQ(plain.lighting, PropLighting::AmbientCube) << "no sp_1.vhv: the leaf's ambient light";
    EXPECT_NEAR(plain.ambient[4].r, 1.0f, 1e-4f) << "+Z";
    EXPECT_NEAR(plain.ambient[5].g, 0.5f, 1e-4f) << "-Z";
    EXPECT_FLOAT_EQ(plain.scale, 1.0f);

    // The prop_dynamic: pitch 90 tips the model's up (+Z) onto +X.
    const PropPlacement& dynamic = map.prop_placements[2];
    EXPECT_EQ(dynamic.entity, 1);
    EXPECT_EQ(dynamic.model, 0);
    EXPECT_EQ(dynamic.skin, 1);
    const glm::vec3 up = glm::vec3(dynamic.world_from_model() * glm::vec4(0, 0, 30, 1));
    EXPECT_NEAR(up.x, 30.0f, 1e-3f);
    EXPECT_NEAR(up.y, -50.0f, 1e-3f);
    EXPECT_NEAR(up.z, 0.0f, 1e-3f);
    EXPECT_GE(dynamic.leaf_count, 1u) << "an entity's leaves come from its box";

    const PropPlacement& gone = map.prop_placements[3];
    EXPECT_EQ(gone.model, -1);
    EXPECT_EQ(gone.model_path, "models/props_test/gone.mdl");
    EXPECT_TRUE(bsptest::has_warning(map, "1 prop model is not in the game dirs or the pakfile (models/props_test/gone.mdl)"));

    const PropModelTally tally = tally_prop_models(map);
    EXPECT_EQ(tally.found, 1u);
    EXPECT_EQ(tally.missing, 1u);
    EXPECT_EQ(tally.static_found, 1u);
    EXPECT_EQ(tally.static_missing, 0u);
    EXPECT_EQ(tally.placements_drawn, 3u);
    EXPECT_EQ(tally.placements_missing, 1u);
}

TEST(PropLoading, ABadModelKeepsTheMapAndNamesTheFile) {
    std::vector<uint8_t> bytes = bsptest::source_map_with_props(false);
    // Damage the VVD's checksum inside the stored zip: find the IDSV magic.
    const std::string magic = "IDSV";
    auto at = std::search(bytes.begin(), bytes.end(), magic.begin(), magic.end());
    ASSERT_NE(at, bytes.end());
    at[8] ^= 0x5a;  // the checksum follows the magic and the version
    LoadedMap loaded;
    ASSERT_NO_THROW(loaded = load(bytes));
    EXPECT_TRUE(loaded.map.prop_models.empty());
    for (const PropPlacement& p : loaded.map.prop_placements) EXPECT_EQ(p.model, -1);
    EXPECT_TRUE(bsptest::has_warning(loaded.map, "box.vvd")) << "the refusal names the file";
}

TEST(PropLoading, PlacementsOverTheBudgetStayMarkers) {
    Map map;
    map.static_props.resize(1000);
    for (StaticProp& p : map.static_props) p.model = 0;
    map.static_prop_models = {"models/a.mdl"};
    Vfs vfs;
    const PropLoadCounts counts = load_prop_models(map, vfs, MemoryBudget(4096));
    EXPECT_EQ(counts.placements, 0u);
    EXPECT_TRUE(map.prop_placements.empty());
    EXPECT_TRUE(bsptest::has_warning(map, "1000 prop placements")) << (map.warnings.empty() ? "" : map.warnings[0]);
    // Within the budget every prop gets its placement (and the missing model a count).
    Map fits;
    fits.static_props.resize(1000);
    for (StaticProp& p : fits.static_props) p.model = 0;
    fits.static_prop_models = {"models/a.mdl"};
    load_prop_models(fits, vfs, MemoryBudget());
    EXPECT_EQ(fits.prop_placements.size(), 1000u);
    EXPECT_TRUE(bsptest::has_warning(fits, "1 prop model is not in the game dirs"));
}

TEST(PropLoading, LeavesTouchingABox) {
    Map map;
    map.planes.push_back({glm::vec3(1, 0, 0), 0.0f});
    Node root;
    root.plane = 0;
    root.children[0] = -1;  // x >= 0: leaf 0
    root.children[1] = -2;  // x < 0: leaf 1
    map.nodes.push_back(root);
    map.leaves.resize(2);
    std::vector<uint32_t> out;
    leaves_touching(map, Aabb{glm::vec3(1), glm::vec3(2)}, out);
    EXPECT_EQ(out, std::vector<uint32_t>{0});
    out.clear();
    leaves_touching(map, Aabb{glm::vec3(-2), glm::vec3(2)}, out);
    std::sort(out.begin(), out.end());
    EXPECT_EQ(out, (std::vector<uint32_t>{0, 1}));
    // A cycle in a broken tree ends.
    map.nodes[0].children[0] = 0;
    out.clear();
    leaves_touching(map, Aabb{glm::vec3(-2), glm::vec3(2)}, out);
    EXPECT_EQ(out, std::vector<uint32_t>{1});
}

TEST(PropLoading, EntityAngles) {
    EXPECT_EQ(entity_angles(Entity{{{"angles", "10 20 30"}}}), glm::vec3(10, 20, 30));
    EXPECT_EQ(entity_angles(Entity{{{"angle", "45"}}}), glm::vec3(0, 45, 0));
    EXPECT_EQ(entity_angles(Entity{{{"angle", "-1"}}}), glm::vec3(-90, 0, 0));
    EXPECT_EQ(entity_angles(Entity{{{"angle", "-2"}}}), glm::vec3(90, 0, 0));
    EXPECT_EQ(entity_angles(Entity{{{"angles", "nan 1 2"}}}), glm::vec3(0));
}

}  // namespace

// Each static prop's per-vertex light file (sp_N.vhv) is looked up among the root's
// files listed once: asked of the vfs one by one, every miss listed and sorted the
// root again, so 10,000 props beside 10,000 files of the other light set (sp_hdr_N.vhv)
// took over two minutes to load. Here 3000 of each: about 10 s that way, milliseconds now.
TEST(PropLoading, ManyPropsBesideManyLightFilesLoadInLinearTime) {
    constexpr int kProps = 3000;
    std::map<std::string, std::string> other_set;
    for (int i = 0; i < kProps; ++i) other_set["sp_hdr_" + std::to_string(i) + ".vhv"] = "x";
    const std::vector<uint8_t> bytes = bsptest::source_map_with_many_props(kProps, 4, other_set);
    const Stopwatch clock;
    const LoadedMap loaded = load(bytes);
    EXPECT_LT(clock.elapsed_ms(), 2000);
    ASSERT_EQ(loaded.map.prop_placements.size(), size_t(kProps));
    for (const PropPlacement& p : loaded.map.prop_placements) EXPECT_NE(p.lighting, PropLighting::VertexFile);
}
