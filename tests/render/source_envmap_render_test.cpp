// Source cube map reflections ($envmap) on screen: the crafted triangle face (z = 0,
// facing +Z; its winding disagrees with its plane, so the material is $nocull) with a LightmappedGeneric $envmap env_cubemap material and two cube map
// samples, one just above the face and one far away, whose images (in the game dir,
// materials/maps/<map>/c<x>_<y>_<z>.vtf) are solid colours. The face reflects its
// nearest sample: the lit pixel gains that sample's colour × $envmaptint × the fresnel
// term, --envmaps off takes it away, the cubemaps view colours the face by the sample,
// and a cube whose six faces differ shows the face the reflection vector points at
// (looking straight down: +Z, "up"; looking along +X or +Y at a grazing angle: +X, +Y).
// Skipped without GL.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <fstream>
#include <string>
#include <vector>

#include "render/render_support.h"
#include "support/image_files.h"
#include "support/source_writer.h"
#include "support/temp_dir.h"
#include "support/vtf_writer.h"

namespace {

using namespace bsp;
using bsptest::Bytes;

// A 4x4 RGBA8888 cube map VTF whose six faces (+X -X +Y -Y +Z -Z) are the colours given.
std::vector<uint8_t> cube_vtf(const std::array<glm::u8vec3, 6>& faces) {
    bsptest::VtfSpec spec;
    spec.minor = 5, spec.format = 0, spec.flags = 0x4000, spec.faces = 6, spec.width = 4, spec.height = 4;
    auto face = [](glm::u8vec3 c) {
        std::vector<uint8_t> px;
        for (int i = 0; i < 16; ++i) px.insert(px.end(), {c.r, c.g, c.b, 255});
        return px;
    };
    for (size_t f = 1; f < 6; ++f) spec.cube_faces.push_back(face(faces[f]));
    return bsptest::make_vtf(spec, {face(faces[0])});
}
std::vector<uint8_t> solid_cube(glm::u8vec3 c) { return cube_vtf({c, c, c, c, c, c}); }

// one_triangle() (x 0..64, y 0..32 at z = 0) with these cube map samples.
std::vector<uint8_t> envmap_map(const std::vector<glm::ivec3>& samples) {
    bsptest::SourceBuilder s = bsptest::one_triangle();
    Bytes b;
    for (const glm::ivec3& o : samples) b.put<int32_t>(o.x).put<int32_t>(o.y).put<int32_t>(o.z).put<int32_t>(0);
    s.lumps[source::kCubemaps] = b.b;
    return s.build();
}

constexpr glm::ivec3 kNear{16, 8, 16}, kFar{3000, 0, 16};
constexpr glm::u8vec3 kRed{255, 0, 0}, kBlue{0, 0, 255};

class SourceEnvmapRender : public ::testing::Test {
protected:
    void SetUp() override {
        std::string error;
        if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
    }
    // The face's material: a dark grey base, $envmap with a half tint and a fresnel
    // reflection of 0.5 (straight down, N.V = 1: the fresnel term is exactly 0.5).
    void write_material(const std::string& base = "dev/grey", const std::string& extra =
                            "$envmaptint \"[0.5 0.5 0.5]\" $fresnelreflection 0.5") {
        bsptest::write_binary_file(dir_ / "materials/dev/grey.vtf", bsptest::solid_vtf(64, 64, 64));
        bsptest::write_binary_file(dir_ / "materials/dev/black.vtf", bsptest::solid_vtf(0, 0, 0));
        std::ofstream(dir_ / "materials/dev/dev_measuregeneric01b.vmt")
            << "LightmappedGeneric { $basetexture " << base << " $nocull 1 $envmap env_cubemap " << extra << " }";
    }
    // maps/<name>.bsp with its samples, and each sample's image.
    std::string write_map(const std::string& name, const std::vector<glm::ivec3>& samples,
                          const std::vector<std::vector<uint8_t>>& images) {
        bsptest::write_binary_file(dir_ / ("maps/" + name + ".bsp"), envmap_map(samples));
        for (size_t i = 0; i < samples.size(); ++i) {
            const glm::ivec3 o = samples[i];
            bsptest::write_binary_file(dir_ / ("materials/maps/" + name + "/c" + std::to_string(o.x) + "_" +
                                               std::to_string(o.y) + "_" + std::to_string(o.z) + ".vtf"),
                                       images[i]);
        }
        return (dir_ / ("maps/" + name + ".bsp")).string();
    }
    // The picture's centre from `camera`.
    bsptest::Picture look(const std::string& map, const Camera& camera, ViewMode mode = ViewMode::Lit,
                          bool envmaps = true) {
        bsptest::LoadedScene scene = bsptest::load_scene(map, {dir_.path().string()});
        bsptest::Frame f;
        f.camera = camera;
        f.settings.mode = mode;
        f.settings.envmaps = envmaps;
        return bsptest::draw(*scene.scene, scene.map(), f);
    }
    static Camera down_at(float x, float y) {
        Camera c;
        c.position = glm::vec3(x, y, 6);
        c.pitch = 89.9f;
        return c;
    }
    bsptest::TempDir dir_{"source-envmap"};
};

TEST_F(SourceEnvmapRender, FaceAddsItsNearestSamplesColourTimesTintAndFresnel) {
    write_material();
    // Map a: the near sample red, the far one blue. Map b: the other way round, and
    // listed in the other order, so the face reflects sample 1 there.
    const std::string a = write_map("envmap_a", {kNear, kFar}, {solid_cube(kRed), solid_cube(kBlue)});
    const std::string b = write_map("envmap_b", {kFar, kNear}, {solid_cube(kRed), solid_cube(kBlue)});
    const Camera cam = down_at(16, 8);

    const bsptest::Picture off = look(a, cam, ViewMode::Lit, /*envmaps=*/false);
    const glm::u8vec4 base = off.centre();
    ASSERT_LT(int(base.r), 255 - 80) << "the lit base leaves room for the reflection";
    ASSERT_LT(int(base.b), 255 - 80);
    EXPECT_EQ(off.frame.draw.envmap_faces, 0u);

    // spec = colour × 0.5 tint × (0.5 + 0.5 × (1 - 1)^5) = colour × 0.25: +64 in its channel.
    const bsptest::Picture on_a = look(a, cam);
    const glm::u8vec4 ra = on_a.centre();
    EXPECT_NEAR(int(ra.r), int(base.r) + 64, 3) << "near sample red added";
    EXPECT_NEAR(int(ra.g), int(base.g), 2);
    EXPECT_NEAR(int(ra.b), int(base.b), 2);
    EXPECT_EQ(on_a.frame.draw.envmap_faces, 1u);

    const glm::u8vec4 rb = look(b, cam).centre();
    EXPECT_NEAR(int(rb.r), int(base.r), 2);
    EXPECT_NEAR(int(rb.b), int(base.b) + 64, 3) << "near sample blue added";

    // The cubemaps view: the face coloured by its sample, 0 in map a and 1 in map b.
    const glm::u8vec4 va = look(a, cam, ViewMode::Cubemaps).centre();
    const glm::u8vec4 vb = look(b, cam, ViewMode::Cubemaps).centre();
    EXPECT_GT(std::abs(int(va.r) - int(vb.r)) + std::abs(int(va.g) - int(vb.g)) + std::abs(int(va.b) - int(vb.b)), 30)
        << "samples 0 and 1 drawn alike in the cubemaps view";
}

// The masks: $envmapmask's RGB scales the reflection (a mid-grey mask halves it);
// $basealphaenvmapmask takes 1 - the base alpha (an opaque base: no reflection).
TEST_F(SourceEnvmapRender, MasksScaleTheReflection) {
    bsptest::write_binary_file(dir_ / "materials/dev/mask.vtf", bsptest::solid_vtf(128, 128, 128));
    const std::string tint = "$envmaptint \"[0.5 0.5 0.5]\" $fresnelreflection 0.5";
    write_material("dev/grey", tint + " $envmapmask dev/mask");
    const std::string masked = write_map("envmap_mask", {kNear}, {solid_cube(kRed)});
    const Camera cam = down_at(16, 8);
    const glm::u8vec4 base = look(masked, cam, ViewMode::Lit, false).centre();
    const glm::u8vec4 m = look(masked, cam).centre();
    EXPECT_NEAR(int(m.r), int(base.r) + 32, 3) << "red x 0.25 x 128/255";
    write_material("dev/grey", tint + " $basealphaenvmapmask 1");
    const std::string alpha = write_map("envmap_basealpha", {kNear}, {solid_cube(kRed)});
    EXPECT_NEAR(int(look(alpha, cam).centre().r), int(base.r), 2) << "opaque base: 1 - alpha = 0";
}

TEST_F(SourceEnvmapRender, MissingImageReflectsNothing) {
    write_material();
    // Only the far sample has an image: the face's own (near) sample has none, and no
    // cubemapdefault either.
    const std::string name = "envmap_missing";
    bsptest::write_binary_file(dir_ / ("maps/" + name + ".bsp"), envmap_map({kNear, kFar}));
    bsptest::write_binary_file(dir_ / ("materials/maps/" + name + "/c3000_0_16.vtf"), solid_cube(kRed));
    const std::string map = (dir_ / ("maps/" + name + ".bsp")).string();
    const Camera cam = down_at(16, 8);
    const bsptest::Picture on = look(map, cam), off = look(map, cam, ViewMode::Lit, false);
    EXPECT_EQ(on.centre(), off.centre());
    EXPECT_EQ(on.frame.draw.envmap_faces, 0u);
}

// Which cube face a reflection reads: a black base, so the pixel is the reflection
// alone (tint and fresnel 1).
TEST_F(SourceEnvmapRender, ReflectionReadsTheCubeFaceItPointsAt) {
    write_material("dev/black", "");
    const std::array<glm::u8vec3, 6> faces{glm::u8vec3{255, 0, 0},   glm::u8vec3{0, 255, 255},
                                           glm::u8vec3{0, 255, 0},   glm::u8vec3{255, 0, 255},
                                           glm::u8vec3{0, 0, 255},   glm::u8vec3{255, 255, 0}};
    const std::string map = write_map("envmap_faces", {kNear}, {cube_vtf(faces)});
    const auto near = [](glm::u8vec4 got, glm::u8vec3 want) {
        return std::abs(int(got.r) - want.r) <= 8 && std::abs(int(got.g) - want.g) <= 8 &&
               std::abs(int(got.b) - want.b) <= 8;
    };
    // Straight down on the floor: the reflection points up, +Z.
    const glm::u8vec4 up = look(map, down_at(16, 8)).centre();
    EXPECT_TRUE(near(up, faces[4])) << int(up.r) << " " << int(up.g) << " " << int(up.b);
    // From far along -X, low, looking along +X at (16, 8, 0): reflected mostly along +X.
    Camera along_x;
    along_x.position = glm::vec3(16 - 232, 8, 30);
    along_x.pitch = glm::degrees(std::atan(30.0f / 232.0f));
    along_x.yaw = 0;
    const glm::u8vec4 px = look(map, along_x).centre();
    EXPECT_TRUE(near(px, faces[0])) << int(px.r) << " " << int(px.g) << " " << int(px.b);
    // From far along -Y looking along +Y: +Y.
    Camera along_y;
    along_y.position = glm::vec3(16, 8 - 232, 30);
    along_y.pitch = along_x.pitch;
    along_y.yaw = 90;
    const glm::u8vec4 py = look(map, along_y).centre();
    EXPECT_TRUE(near(py, faces[2])) << int(py.r) << " " << int(py.g) << " " << int(py.b);
}

}  // namespace
