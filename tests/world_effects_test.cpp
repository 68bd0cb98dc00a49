// Source's world effects read from a crafted map (support/source_writer.h's
// sky_and_fog_map): the sky_camera and its sky area, the env_fog_controller's fog,
// the leaves' water volumes; what the visible set gives each pass; and bad values
// (scale 0, negative or not a number, fogend not beyond fogstart, water data indices
// out of range, a water lump of the wrong size) refused with warnings, not failures.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

#include <glm/gtc/matrix_transform.hpp>

#include "assets/vmt_material.h"
#include "assets/water_fog.h"
#include "formats/map_parser.h"
#include "map/world_effects.h"
#include "support/map_records.h"
#include "support/source_writer.h"
#include "support/vis_maps.h"
#include "vis/sky_area.h"
#include "vis/visible_set.h"

namespace {

using namespace bsp;
using bsptest::sky_and_fog_map;

const char* kSkyFile = "sky.bsp";

TEST(WorldEffects, SkyCameraFogAndWaterAreRead) {
    const Map m = parse_map(sky_and_fog_map().build(), kSkyFile);
    ASSERT_TRUE(m.sky_camera);
    EXPECT_EQ(m.sky_camera->origin, glm::vec3(2000, 0, 0));
    EXPECT_EQ(m.sky_camera->scale, 16.0f);
    EXPECT_FALSE(m.sky_camera->fog);
    ASSERT_TRUE(m.fog);
    EXPECT_EQ(m.fog->color, glm::vec3(1, 0, 0));
    EXPECT_EQ(m.fog->start, 0.0f);
    EXPECT_EQ(m.fog->end, 1000.0f);
    EXPECT_FLOAT_EQ(m.fog->amount(250.0f), 0.25f);
    ASSERT_EQ(m.water_volumes.size(), 1u);
    EXPECT_EQ(m.water_volumes[0].surface_z, -100.0f);
    EXPECT_EQ(m.water_volumes[0].min_z, -500.0f);
    ASSERT_GE(m.water_volumes[0].material, 0);
    EXPECT_EQ(m.materials[size_t(m.water_volumes[0].material)].name, "DEV/DEV_MEASUREGENERIC01B");
    ASSERT_EQ(m.leaves.size(), 3u);
    EXPECT_EQ(m.leaves[2].water, 0);
    EXPECT_EQ(m.leaves[1].water, -1);

    const SkyArea sky = find_sky_area(m);
    EXPECT_EQ(sky.camera_leaf, 1);
    EXPECT_EQ(sky.camera_cluster, 1);
    EXPECT_EQ(sky.area, 2);
    EXPECT_EQ(sky.leaf_count, 1u);
    EXPECT_TRUE(sky.holds(m, 1));
    EXPECT_FALSE(sky.holds(m, 2));
    EXPECT_EQ(sky_eye(*m.sky_camera, glm::vec3(160, -320, 48)), glm::vec3(2010, -20, 3));
}

TEST(WorldEffects, SkyCameraKeysMakeItsFog) {
    const Map m = parse_map(
        sky_and_fog_map("\"scale\" \"32\"\n\"fogenable\" \"1\"\n\"fogcolor\" \"0 0 255\"\n\"fogstart\" \"100\"\n"
                        "\"fogend\" \"300\"\n\"fogmaxdensity\" \"0.5\"")
            .build(),
        kSkyFile);
    ASSERT_TRUE(m.sky_camera);
    EXPECT_EQ(m.sky_camera->scale, 32.0f);
    ASSERT_TRUE(m.sky_camera->fog);
    EXPECT_EQ(m.sky_camera->fog->color, glm::vec3(0, 0, 1));
    EXPECT_FLOAT_EQ(m.sky_camera->fog->amount(200.0f), 0.25f);  // halfway, at half density
    EXPECT_FLOAT_EQ(m.sky_camera->fog->amount(1000.0f), 0.5f);
}

// The pass filters: the world pass leaves the sky area out even with the PVS off;
// the sky pass takes only the sky area, through the sky camera's cluster, from an eye
// whose own cluster (the world's) would not see it.
TEST(WorldEffects, VisibleSetAreaFiltersSplitWorldAndSky) {
    const Map m = parse_map(sky_and_fog_map().build(), kSkyFile);
    VisibleSetBuilder vis(m);
    VisibleSet out;
    const Frustum everywhere = bsptest::look(glm::vec3(0), glm::vec3(0, -1, 0));
    vis.build(glm::vec3(0), everywhere, {.use_pvs = false, .use_frustum = false}, out);
    EXPECT_EQ(out.leaf_count, 2u);
    vis.build(glm::vec3(0), everywhere, {.use_pvs = false, .use_frustum = false, .skip_area = 2}, out);
    EXPECT_EQ(out.leaves, std::vector<uint32_t>{2});
    // From the world's eye, through the world's PVS: the sky leaf is not in it.
    vis.build(glm::vec3(0), everywhere, {.use_frustum = false, .only_area = 2}, out);
    EXPECT_EQ(out.leaf_count, 0u);
    // Through the sky camera's cluster.
    vis.build(glm::vec3(0), everywhere, {.use_frustum = false, .only_area = 2, .pvs_cluster = 1}, out);
    EXPECT_EQ(out.leaves, std::vector<uint32_t>{1});
    EXPECT_EQ(out.surfaces, std::vector<uint32_t>{2});
}

TEST(WorldEffects, BadSkyScalesTurnTheSkyBoxOff) {
    for (const char* scale : {"0", "-16", "nan", "abc", "inf"}) {
        SCOPED_TRACE(scale);
        const Map m = parse_map(sky_and_fog_map(std::string("\"scale\" \"") + scale + "\"").build(), kSkyFile);
        EXPECT_FALSE(m.sky_camera);
        EXPECT_TRUE(bsptest::has_warning(m, "sky_camera (entity 2): scale")) << (m.warnings.empty() ? "" : m.warnings.back());
        EXPECT_FALSE(find_sky_area(m).valid());
    }
}

TEST(WorldEffects, FogEndNotBeyondStartIsNoFog) {
    for (const char* keys : {"\"fogenable\" \"1\"\n\"fogstart\" \"500\"\n\"fogend\" \"500\"",
                             "\"fogenable\" \"1\"\n\"fogstart\" \"500\"\n\"fogend\" \"100\"",
                             "\"fogenable\" \"1\"\n\"fogstart\" \"nan\"\n\"fogend\" \"100\""}) {
        SCOPED_TRACE(keys);
        const Map m = parse_map(sky_and_fog_map("\"scale\" \"16\"", keys).build(), kSkyFile);
        EXPECT_FALSE(m.fog);
        EXPECT_TRUE(bsptest::has_warning(m, "env_fog_controller (entity 3): fogend"));
    }
    const Map off = parse_map(sky_and_fog_map("\"scale\" \"16\"", "\"fogenable\" \"0\"").build(), kSkyFile);
    EXPECT_FALSE(off.fog);
    EXPECT_TRUE(off.warnings.empty() || !bsptest::has_warning(off, "env_fog_controller"));
}

TEST(WorldEffects, WaterIndicesOutOfRangeAreDropped) {
    bsptest::SourceBuilder s = sky_and_fog_map();
    // Leaf 2's leafWaterDataID (offset 28 of its 32-byte record) to 5: one volume only.
    const int16_t five = 5;
    std::memcpy(s.lumps[source::kLeafs].data() + 2 * 32 + 28, &five, 2);
    // The volume's texinfo to 9 (there are 2).
    const int16_t nine = 9;
    std::memcpy(s.lumps[source::kLeafWaterData].data() + 8, &nine, 2);
    const Map m = parse_map(s.build(), kSkyFile);
    EXPECT_EQ(m.leaves[2].water, -1);
    EXPECT_TRUE(bsptest::has_warning(m, "names water data 5, but there are 1"));
    ASSERT_EQ(m.water_volumes.size(), 1u);
    EXPECT_EQ(m.water_volumes[0].material, -1);
    EXPECT_TRUE(bsptest::has_warning(m, "uses texinfo 9"));

    bsptest::SourceBuilder odd = sky_and_fog_map();
    odd.lumps[source::kLeafWaterData].push_back(0);  // 13 bytes
    const Map m2 = parse_map(odd.build(), kSkyFile);
    EXPECT_TRUE(m2.water_volumes.empty());
    EXPECT_EQ(m2.leaves[2].water, -1);
    EXPECT_TRUE(bsptest::has_warning(m2, "not a whole number of 12-byte records"));
}

TEST(WorldEffects, WaterMaterialFogFromVmt) {
    std::vector<std::string> warnings;
    const auto vmt = parse_vmt("Water { $fogenable 1 $fogcolor \"{0 0 255}\" $fogstart 10 $fogend 210 }", {});
    ASSERT_TRUE(vmt);
    const auto fog = water_material_fog(*vmt, "w.vmt", warnings);
    ASSERT_TRUE(fog);
    EXPECT_EQ(fog->color, glm::vec3(0, 0, 1));
    EXPECT_FLOAT_EQ(fog->amount(110.0f), 0.5f);
    const auto bad = parse_vmt("Water { $fogenable 1 $fogcolor \"[0 0 1]\" $fogstart 10 $fogend 5 }", {});
    EXPECT_FALSE(water_material_fog(*bad, "w.vmt", warnings));
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find("$fogend"), std::string::npos);
    const auto none = parse_vmt("Water { $fogcolor \"[0 0 1]\" }", {});
    EXPECT_FALSE(water_material_fog(*none, "w.vmt", warnings));
}

}  // namespace
