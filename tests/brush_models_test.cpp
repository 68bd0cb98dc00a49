// Brush-entity rules shared by every parser (map/brush_models.h), on hand-built Maps:
// placement at the owning entity's origin (vertices, patch control points, bounds,
// each vertex once) and the entity keys that hide or blend a model.
#include <gtest/gtest.h>

#include <cmath>

#include "map/brush_models.h"

namespace {

using namespace bsp;

Entity brush_entity(std::vector<std::pair<std::string, std::string>> pairs) { return Entity{std::move(pairs)}; }

// Model 0 (surface 0: vertices 0..2), model 1 (surface 1: vertices 3..5, surface 2: a
// 3×3 patch), model 2 (surface 3, which shares surface 1's vertices: a broken file).
Map three_models() {
    Map map;
    for (int i = 0; i < 6; ++i) {
        Vertex v;
        v.position = glm::vec3(float(i), 0, 0);
        map.vertices.push_back(v);
    }
    auto surface = [&](uint32_t first_vertex, uint32_t count, int32_t model) {
        Surface s;
        s.first_vertex = first_vertex;
        s.vertex_count = count;
        s.model = model;
        for (uint32_t v = first_vertex; v < first_vertex + count; ++v) s.bounds.add(map.vertices[v].position);
        map.surfaces.push_back(s);
    };
    surface(0, 3, 0);
    surface(3, 3, 1);
    surface(0, 0, 1);
    map.surfaces.back().kind = SurfaceKind::Patch;
    map.surfaces.back().bounds.add(glm::vec3(0));
    surface(3, 3, 2);
    PatchSource patch;
    patch.surface = 2;
    patch.width = patch.height = 3;
    patch.control.resize(9);
    map.patches.push_back(patch);
    map.models.resize(3);
    map.models[0] = {Aabb{glm::vec3(0), glm::vec3(5, 0, 0)}, 0, 1};
    map.models[1] = {Aabb{glm::vec3(3, 0, 0), glm::vec3(5, 0, 0)}, 1, 2};
    map.models[2] = {Aabb{glm::vec3(3, 0, 0), glm::vec3(5, 0, 0)}, 3, 1};
    map.entities = {brush_entity({{"classname", "worldspawn"}})};
    return map;
}

TEST(BrushModels, OriginMovesVerticesPatchesAndBoundsOnce) {
    Map map = three_models();
    map.entities.push_back(brush_entity({{"classname", "func_door"}, {"model", "*1"}, {"origin", "0 0 10"}}));
    map.entities.push_back(brush_entity({{"classname", "func_wall"}, {"model", "*2"}, {"origin", "5 5 5"}}));
    map.entities.push_back(brush_entity({{"classname", "func_door"}, {"model", "*1"}, {"origin", "100 0 0"}}));
    place_brush_models(map);
    EXPECT_EQ(map.vertices[0].position, glm::vec3(0, 0, 0)) << "the world stays";
    EXPECT_EQ(map.vertices[3].position, glm::vec3(3, 0, 10)) << "moved by the first owner only, once";
    EXPECT_EQ(map.surfaces[1].bounds.min, glm::vec3(3, 0, 10));
    EXPECT_EQ(map.models[1].origin, glm::vec3(0, 0, 10));
    EXPECT_EQ(map.models[1].bounds.max, glm::vec3(5, 0, 10));
    for (const Vertex& c : map.patches[0].control) EXPECT_EQ(c.position, glm::vec3(0, 0, 10));
    EXPECT_EQ(map.surfaces[2].bounds.min, glm::vec3(0, 0, 10));
    // Surface 3 shares surface 1's vertices: they are not moved a second time.
    EXPECT_EQ(map.models[2].origin, glm::vec3(5, 5, 5));
    EXPECT_EQ(map.surfaces[3].bounds.min, glm::vec3(8, 5, 5));
    EXPECT_EQ(map.vertices[5].position, glm::vec3(5, 0, 10));
    EXPECT_TRUE(map.warnings.empty());
}

// Source turns a brush entity by its "angles" about its origin; the Quake engines read
// the key as a direction and leave the model unturned.
TEST(BrushModels, AnglesTurnTheModelAboutItsOriginWhenAsked) {
    Map map = three_models();
    for (Vertex& v : map.vertices) v.normal = glm::vec3(1, 0, 0);
    map.entities.push_back(brush_entity({{"classname", "func_brush"}, {"model", "*1"}, {"origin", "0 0 10"}, {"angles", "0 90 0"}}));
    Map quake = map;
    place_brush_models(map, /*turn_by_angles=*/true);
    // Yaw 90: +X turns to +Y, then the origin moves it.
    EXPECT_NEAR(map.vertices[3].position.x, 0.0f, 1e-5f);
    EXPECT_NEAR(map.vertices[3].position.y, 3.0f, 1e-5f);
    EXPECT_NEAR(map.vertices[3].position.z, 10.0f, 1e-5f);
    EXPECT_NEAR(map.vertices[3].normal.y, 1.0f, 1e-5f) << "normals turn too";
    EXPECT_NEAR(map.surfaces[1].bounds.min.y, 3.0f, 1e-5f);
    EXPECT_NEAR(map.surfaces[1].bounds.max.y, 5.0f, 1e-5f);
    EXPECT_NEAR(map.models[1].bounds.max.y, 5.0f, 1e-5f);
    EXPECT_NEAR(map.models[1].bounds.max.x, 0.0f, 1e-5f);
    EXPECT_EQ(map.vertices[0].position, glm::vec3(0, 0, 0)) << "the world stays";
    place_brush_models(quake);
    EXPECT_EQ(quake.vertices[3].position, glm::vec3(3, 0, 10)) << "without turning, only the origin applies";
}

TEST(BrushModels, BadOriginsAndModelKeysAreSkipped) {
    Map map = three_models();
    map.entities.push_back(brush_entity({{"model", "*1"}, {"origin", "nan 0 0"}}));
    map.entities.push_back(brush_entity({{"model", "*2"}, {"origin", "1 2"}}));
    map.entities.push_back(brush_entity({{"model", "*0"}, {"origin", "1 1 1"}}));
    map.entities.push_back(brush_entity({{"model", "*3"}, {"origin", "1 1 1"}}));
    map.entities.push_back(brush_entity({{"model", "*1x"}, {"origin", "1 1 1"}}));
    map.entities.push_back(brush_entity({{"model", "progs/player.mdl"}, {"origin", "1 1 1"}}));
    const Map before = map;
    place_brush_models(map);
    for (size_t v = 0; v < map.vertices.size(); ++v) EXPECT_EQ(map.vertices[v].position, before.vertices[v].position);
    for (const Model& m : map.models) EXPECT_EQ(m.origin, glm::vec3(0));
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_NE(map.warnings[0].find("2 brush entities"), std::string::npos) << map.warnings[0];
    EXPECT_NE(map.warnings[0].find("entity 1: origin 'nan 0 0'"), std::string::npos) << map.warnings[0];
}

TEST(BrushModels, RenderKeys) {
    Map map = three_models();
    map.entities.push_back(brush_entity({{"classname", "TRIGGER_once"}, {"model", "*1"}}));
    map.entities.push_back(brush_entity({{"classname", "func_wall"}, {"model", "*2"}, {"rendermode", "1"}, {"renderamt", "300"}}));
    apply_brush_model_render_keys(map);
    EXPECT_FALSE(map.models[0].hidden);
    EXPECT_TRUE(map.models[1].hidden);
    EXPECT_EQ(map.models[2].blend, ModelBlend::Blend);
    EXPECT_FLOAT_EQ(map.models[2].alpha, 1.0f) << "renderamt is clamped to 255";
    EXPECT_TRUE(map.warnings.empty());
}

TEST(BrushModels, UnreadableRenderKeysWarnAndDrawNormally) {
    Map map = three_models();
    map.entities.push_back(brush_entity({{"classname", "func_wall"}, {"model", "*1"}, {"rendermode", "7"}, {"renderamt", "9"}}));
    map.entities.push_back(brush_entity({{"classname", "func_wall"}, {"model", "*2"}, {"alpha", "half"}}));
    apply_brush_model_render_keys(map);
    for (const Model& m : map.models) {
        EXPECT_FALSE(m.hidden);
        EXPECT_EQ(m.blend, ModelBlend::Opaque);
    }
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_NE(map.warnings[0].find("2 brush entities"), std::string::npos) << map.warnings[0];
    EXPECT_NE(map.warnings[0].find("rendermode '7'"), std::string::npos) << map.warnings[0];
}

}  // namespace
