// "Fly to" a face on real maps: from the camera it places, the ray through the
// middle of the picture meets that face first (or a coplanar twin at the same
// distance) for nearly every face of the world.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "session/camera.h"
#include "support/real_maps.h"
#include "support/test_maps.h"
#include "vis/surface_picker.h"

namespace {

using namespace bsp;

class CameraFlyTo : public ::testing::TestWithParam<bsptest::RealMap> {};

TEST_P(CameraFlyTo, TheFaceIsWhatTheCameraSeesFirst) {
    const bsptest::RealMap& m = GetParam();
    BSPTEST_REQUIRE_PATH(bsptest::real_map_requirement(m));
    const Map map = bsptest::load_real_map(m).map;
    const Camera start = default_camera(map);
    size_t tried = 0, seen = 0;
    // About 300 faces of the world that have some size.
    const uint32_t step = std::max<uint32_t>(1, uint32_t(map.surfaces.size() / 300));
    for (uint32_t s = 0; s < map.surfaces.size(); s += step) {
        const Surface& surface = map.surfaces[s];
        if (surface.model != 0 || surface.index_count == 0 || glm::length(surface.bounds.size()) < 16) continue;
        const Camera c = camera_facing_surface(map, s, start);
        ++tried;
        const Ray ray{c.position, c.forward()};
        const SurfaceHit hit = pick_surface(map, ray);
        const SurfaceHit target = pick_surface(map, {s}, ray);
        // A coplanar twin (the other side of water, an overlapping decal) ties with it.
        seen += target.surface == int32_t(s) && hit.distance > target.distance - 0.5f;
    }
    ASSERT_GT(tried, 30u);
    EXPECT_GT(double(seen), 0.95 * double(tried)) << seen << " of " << tried << " faces seen first";
}

INSTANTIATE_TEST_SUITE_P(Maps, CameraFlyTo,
                         ::testing::Values(bsptest::RealMap{"oa_thor", "maps/oa_thor.bsp", true},
                                           bsptest::RealMap{"lq_start", "q1/lq-start.bsp", false},
                                           bsptest::RealMap{"tf2_test2", "source/bsp_tool-tf2-test2.bsp", false}),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
