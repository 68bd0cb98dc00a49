// The picked surface's answers (vis/surface_visibility.h): in the PVS, in the
// frustum, drawn, and which test rejected it. On a crafted two-room map each
// answer is checked by hand; on the shared maps every surface's "drawn" must agree
// with what VisibleSetBuilder collects, from many cameras and with each test off.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/json_writer.h"
#include "session/map_loading.h"
#include "support/test_maps.h"
#include "support/vis_maps.h"
#include "vis/surface_visibility.h"
#include "vis/visible_set.h"

namespace {

using namespace bsp;

using bsptest::box;
using bsptest::look;

// two_rooms() (support/vis_maps.h) with areas 1 and 2 and two more surfaces: 3,
// listed by no leaf, and 4, the one surface of brush model 1 (bounds at x 300..310).
Map rooms() {
    Map m = bsptest::two_rooms();
    m.leaves[0].area = 1;
    m.leaves[1].area = 2;
    for (Surface& s : m.surfaces) s.material = 0;
    for (int s = 3; s < 5; ++s) {
        Surface surf;
        surf.index_count = 3;
        surf.material = 0;
        m.surfaces.push_back(surf);
    }
    m.surfaces[3].bounds = box({50, -10, -10}, {60, 10, 10});
    m.surfaces[4].bounds = box({300, -10, -10}, {310, 10, 10});
    m.surfaces[4].model = 1;
    m.materials.push_back({.name = "wall"});
    m.models[0].surface_count = 4;
    Model door;
    door.first_surface = 4;
    door.surface_count = 1;
    door.bounds = m.surfaces[4].bounds;
    m.models.push_back(door);
    return m;
}

SurfaceVisibility explain(const Map& m, int32_t s, glm::vec3 eye, glm::vec3 dir, VisOptions o = {}) {
    return explain_surface_visibility(m, s, true, eye, look(eye, dir), o, false);
}

TEST(SurfaceVisibility, DrawnWhenInThePvsAndTheFrustum) {
    const Map m = rooms();
    const SurfaceVisibility v = explain(m, 0, {10, 0, 0}, {1, 0, 0});
    EXPECT_TRUE(v.drawn());
    EXPECT_EQ(v.in_pvs, Answer::Yes);
    EXPECT_EQ(v.in_frustum, Answer::Yes);
    EXPECT_EQ(v.camera_leaf, 0);
    EXPECT_EQ(v.camera_cluster, 0);
    EXPECT_EQ(v.leaves, 1u);
    EXPECT_EQ(v.leaves_in_pvs, 1u);
    EXPECT_EQ(surface_visibility_summary(v), "drawn");
}

TEST(SurfaceVisibility, PvsRejectsWhatTheCameraClusterCannotSee) {
    const Map m = rooms();
    // Cluster 0 looks into room 1: surface 1 is in the frustum but not in the PVS.
    const SurfaceVisibility v = explain(m, 1, {10, 0, 0}, {-1, 0, 0});
    EXPECT_FALSE(v.drawn());
    EXPECT_EQ(v.rejection, SurfaceRejection::Pvs);
    EXPECT_EQ(v.in_pvs, Answer::No);
    EXPECT_EQ(v.in_frustum, Answer::Yes);
    EXPECT_EQ(surface_visibility_summary(v), "not drawn: outside the camera cluster's PVS");
    // The shared wall is in both leaves: leaf 0 lets it through.
    EXPECT_EQ(explain(m, 2, {10, 0, 0}, {-1, 0, 0}).leaves_in_pvs, 1u);
    // With the PVS test off it is drawn, and the PVS answer is still given.
    const SurfaceVisibility off = explain(m, 1, {10, 0, 0}, {-1, 0, 0}, {.use_pvs = false});
    EXPECT_TRUE(off.drawn());
    EXPECT_EQ(off.in_pvs, Answer::No);
}

TEST(SurfaceVisibility, FrustumRejectsWhatIsBehind) {
    const Map m = rooms();
    const SurfaceVisibility v = explain(m, 0, {-50, 0, 0}, {-1, 0, 0});
    EXPECT_EQ(v.rejection, SurfaceRejection::Frustum);
    EXPECT_EQ(v.in_pvs, Answer::Yes);
    EXPECT_EQ(v.in_frustum, Answer::No);
    const SurfaceVisibility off = explain(m, 0, {-50, 0, 0}, {-1, 0, 0}, {.use_frustum = false});
    EXPECT_TRUE(off.drawn());
    EXPECT_EQ(off.in_frustum, Answer::NotAsked);
    // Both tests fail: the PVS is named, as the builder tests it first.
    EXPECT_EQ(explain(m, 1, {10, 0, 0}, {1, 0, 0}).rejection, SurfaceRejection::Pvs);
    EXPECT_EQ(explain(m, 1, {10, 0, 0}, {1, 0, 0}).in_frustum, Answer::No);
}

TEST(SurfaceVisibility, NotInAnyLeafAndNeverDrawn) {
    Map m = rooms();
    EXPECT_EQ(explain(m, 3, {10, 0, 0}, {1, 0, 0}).rejection, SurfaceRejection::NotInAnyLeaf);
    m.materials[0].flags = kMaterialNoDraw;
    m.materials[0].name = "common/caulk";
    const SurfaceVisibility v = explain_surface_visibility(m, 0, false, {10, 0, 0}, look({10, 0, 0}, {1, 0, 0}), {}, false);
    EXPECT_EQ(v.rejection, SurfaceRejection::NeverDrawn);
    EXPECT_NE(v.never_drawn_reason.find("common/caulk"), std::string::npos);
    EXPECT_EQ(v.in_pvs, Answer::Yes) << "the other answers are still given";
    m.models[1].hidden = true;
    EXPECT_NE(never_drawn_reason(m, 4).find("hidden brush model"), std::string::npos);
    m.surfaces[0].kind = SurfaceKind::Flare;
    EXPECT_NE(never_drawn_reason(m, 0).find("flare"), std::string::npos);
    EXPECT_EQ(explain(m, 99, {10, 0, 0}, {1, 0, 0}).rejection, SurfaceRejection::NeverDrawn);
    EXPECT_EQ(explain(m, -1, {10, 0, 0}, {1, 0, 0}).never_drawn_reason, "no such surface");
}

TEST(SurfaceVisibility, BrushModelsGoByTheirBoundsNotThePvs) {
    const Map m = rooms();
    const SurfaceVisibility seen = explain(m, 4, {-50, 0, 0}, {1, 0, 0});
    EXPECT_TRUE(seen.drawn()) << "cluster 1 cannot be in its PVS, but brush models ignore it";
    EXPECT_TRUE(seen.brush_model);
    EXPECT_EQ(seen.in_pvs, Answer::NotAsked);
    EXPECT_EQ(explain(m, 4, {10, 0, 0}, {-1, 0, 0}).rejection, SurfaceRejection::Frustum);
}

TEST(SurfaceVisibility, CameraWithoutClusterOrMapWithoutVisdata) {
    Map m = rooms();
    m.leaves[0].cluster = -1;  // the camera's leaf is solid
    SurfaceVisibility v = explain(m, 1, {10, 0, 0}, {-1, 0, 0});
    EXPECT_TRUE(v.drawn()) << "no cluster: everything in the frustum";
    EXPECT_EQ(v.in_pvs, Answer::NotAsked);
    EXPECT_NE(v.pvs_note.find("no cluster"), std::string::npos);
    Map novis = rooms();
    novis.visibility = {};
    v = explain(novis, 1, {10, 0, 0}, {-1, 0, 0});
    EXPECT_TRUE(v.drawn());
    EXPECT_EQ(v.pvs_note, "the map has no visdata");
}

TEST(SurfaceVisibility, AreasAndFrozenAreReported) {
    const Map m = rooms();
    SurfaceVisibility v = explain_surface_visibility(m, 1, true, {-50, 0, 0}, look({-50, 0, 0}, {-1, 0, 0}), {}, true);
    EXPECT_EQ(v.camera_area, 2);
    EXPECT_EQ(v.surface_area, 2);
    EXPECT_TRUE(v.frozen);
    EXPECT_EQ(surface_visibility_summary(v), "drawn (from the frozen camera)");
    JsonWriter j;
    write_surface_visibility(j, explain(m, 1, {10, 0, 0}, {-1, 0, 0}));
    EXPECT_NE(j.str().find("\"rejected_by\":\"PVS\""), std::string::npos) << j.str();
    EXPECT_NE(j.str().find("\"in_frustum\":\"yes\""), std::string::npos) << j.str();
}

// Every surface of a real map, from cameras in many leaves looking six ways, with
// each test on and off: drawn exactly when the builder collects it.
class SurfaceVisibilityOnSharedMaps : public ::testing::TestWithParam<const char*> {};

TEST_P(SurfaceVisibilityOnSharedMaps, AgreesWithTheVisibleSet) {
    const auto path = bsptest::shared_maps_dir() / GetParam();
    BSPTEST_REQUIRE_PATH(path);
    const LoadedMap loaded = load_map({.map_argument = path.string()});
    const Map& map = loaded.map;
    VisibleSetBuilder builder(map);
    VisibleSet set;
    std::vector<glm::vec3> eyes;
    const size_t step = std::max<size_t>(1, map.leaves.size() / 6);
    for (size_t l = 0; l < map.leaves.size(); l += step)
        if (map.leaves[l].cluster >= 0 && !map.leaves[l].bounds.empty()) eyes.push_back(map.leaves[l].bounds.center());
    ASSERT_FALSE(eyes.empty());
    std::vector<glm::vec3> dirs = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
#ifdef BSPVIEW_SANITIZED
    // Every surface still, from the first two eyes looking two ways (two eyes, so that
    // the PVS hides something from one of them): the explanation walks the whole map per
    // surface, and from two eyes six ways it took two minutes on coopordie_startmap under
    // the sanitizers; the plain build checks every eye and way.
    if (eyes.size() > 2) eyes.resize(2);
    dirs.resize(2);
    // And about 750 surfaces spread over the map: with all 2,959 of
    // coopordie_startmap it still took 100 s.
    const uint32_t stride = std::max<uint32_t>(1, uint32_t(map.surfaces.size() / 750));
#else
    const uint32_t stride = 1;
#endif
    size_t checked = 0, rejected_by_pvs = 0, rejected_by_frustum = 0;
    for (const glm::vec3& eye : eyes) {
        for (const glm::vec3& dir : dirs) {
            for (const VisOptions options : {VisOptions{}, VisOptions{.use_pvs = false}, VisOptions{.use_frustum = false}}) {
                const Frustum frustum = look(eye, dir);
                builder.build(eye, frustum, options, set);
                const std::set<uint32_t> drawn(set.surfaces.begin(), set.surfaces.end());
                for (uint32_t s = 0; s < map.surfaces.size(); s += stride) {
                    const SurfaceVisibility v =
                        explain_surface_visibility(map, int32_t(s), builder.draws(s), eye, frustum, options, false);
                    ASSERT_EQ(v.drawn(), drawn.count(s) == 1)
                        << "surface " << s << " from (" << eye.x << "," << eye.y << "," << eye.z << "): "
                        << surface_visibility_summary(v);
                    rejected_by_pvs += v.rejection == SurfaceRejection::Pvs;
                    rejected_by_frustum += v.rejection == SurfaceRejection::Frustum;
                    ++checked;
                }
            }
        }
    }
    EXPECT_GT(rejected_by_frustum, 0u);
    if (!map.visibility.empty()) {
        EXPECT_GT(rejected_by_pvs, 0u) << "a map with visdata hides something somewhere";
    }
    RecordProperty("checked", int(checked));
}

INSTANTIATE_TEST_SUITE_P(Maps, SurfaceVisibilityOnSharedMaps,
                         ::testing::Values("q1/lq-start.bsp", "goldsrc/allocblock-vis-test.bsp", "q3/nexuiz-aggressor.bsp",
                                           "source/bsp_tool-tf2-test2.bsp", "source/bspsrc-l4d2_tooltextures.bsp",
                                           "goldsrc/allocblock-lightmap-test.bsp", "q2/coopordie-startmap.bsp",
                                           "q2/coopordie-pregame.bsp"),
                         [](const auto& info) { return bsptest::map_test_name(info.param); });

}  // namespace
