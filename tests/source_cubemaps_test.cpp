// Source cube maps: LUMP_CUBEMAPS parsed into Map::cubemaps (and refused when it is
// not whole records, a bad size exponent reset with a warning); which sample each
// face reflects, as vbsp picks it (nearest in front of the face, else nearest), or
// as a compiled map's patched material names it; the image paths vbsp writes; the
// whole step through a vfs (VMTs read, images found, faces decoded, the default used).
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "assets/cubemap_materials.h"
#include "core/load_error.h"
#include "formats/map_parser.h"
#include "formats/source/source_lumps.h"
#include "map/cubemap_assignment.h"
#include "support/image_files.h"
#include "support/source_writer.h"
#include "support/temp_dir.h"
#include "support/vtf_writer.h"
#include "vfs/vfs.h"

using bsp::CubemapSample;
using bsp::EnvmapRequest;
using bsp::LoadError;
using bsp::Map;
using bsptest::Bytes;

namespace {

std::vector<uint8_t> cubemap_lump(const std::vector<std::array<int32_t, 4>>& samples) {
    Bytes b;
    for (const auto& s : samples) b.put(s[0]).put(s[1]).put(s[2]).put(s[3]);
    return b.b;
}

CubemapSample sample_at(float x, float y, float z) {
    CubemapSample s;
    s.origin = glm::vec3(x, y, z);
    return s;
}

// A square of side 2 around `centre` in the plane facing `normal` (x or z axis), material 0.
void add_square(Map& map, glm::vec3 centre, glm::vec3 normal) {
    bsp::Surface s;
    s.material = 0;
    s.first_vertex = uint32_t(map.vertices.size());
    s.vertex_count = 4;
    const glm::vec3 u = std::abs(normal.z) > 0.5f ? glm::vec3(1, 0, 0) : glm::vec3(0, 0, 1);
    const glm::vec3 v = glm::cross(normal, u);
    for (const glm::vec2 c : {glm::vec2(-1, -1), glm::vec2(1, -1), glm::vec2(1, 1), glm::vec2(-1, 1)}) {
        bsp::Vertex vx;
        vx.position = centre + u * c.x + v * c.y;
        vx.normal = normal;
        map.vertices.push_back(vx);
    }
    bsp::append_fan_indices(s, map.indices);
    map.surfaces.push_back(s);
}

}  // namespace

TEST(SourceCubemaps, LumpParsed) {
    bsptest::SourceBuilder s = bsptest::one_triangle();
    s.lumps[bsp::source::kCubemaps] = cubemap_lump({{-335, -31, 9, 0}, {322, -11, 9, 6}});
    const Map m = bsp::parse_map(s.build(), "maps/cube.bsp");
    ASSERT_EQ(m.cubemaps.size(), 2u);
    EXPECT_EQ(m.cubemaps[0].origin, glm::vec3(-335, -31, 9));
    EXPECT_EQ(m.cubemaps[0].size, 0);
    EXPECT_EQ(m.cubemaps[1].origin, glm::vec3(322, -11, 9));
    EXPECT_EQ(m.cubemaps[1].size, 6);
    // Faces are assigned after the vfs is up, not by the parser.
    for (const bsp::Surface& surface : m.surfaces) EXPECT_EQ(surface.cubemap, -1);
}

TEST(SourceCubemaps, NoLumpNoSamples) {
    const Map m = bsp::parse_map(bsptest::one_triangle().build(), "maps/cube.bsp");
    EXPECT_TRUE(m.cubemaps.empty());
}

TEST(SourceCubemaps, PartialRecordRefused) {
    bsptest::SourceBuilder s = bsptest::one_triangle();
    s.lumps[bsp::source::kCubemaps] = cubemap_lump({{1, 2, 3, 0}});
    s.lumps[bsp::source::kCubemaps].resize(15);
    try {
        bsp::parse_map(s.build(), "maps/bad.bsp");
        ADD_FAILURE() << "a 15-byte cubemaps lump parsed";
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), "maps/bad.bsp");
        EXPECT_EQ(e.part(), "lump 'cubemaps'");
        EXPECT_NE(e.problem().find("not a multiple of the 16"), std::string::npos) << e.what();
    }
}

TEST(SourceCubemaps, BadSizeKeptAtDefaultWithWarning) {
    bsptest::SourceBuilder s = bsptest::one_triangle();
    s.lumps[bsp::source::kCubemaps] = cubemap_lump({{0, 0, 0, -3}, {8, 8, 8, 99}, {16, 0, 0, 5}});
    const Map m = bsp::parse_map(s.build(), "maps/cube.bsp");
    ASSERT_EQ(m.cubemaps.size(), 3u);  // indices stay as the file has them
    EXPECT_EQ(m.cubemaps[0].size, 0);
    EXPECT_EQ(m.cubemaps[1].size, 0);
    EXPECT_EQ(m.cubemaps[2].size, 5);
    bool warned = false;
    for (const std::string& w : m.warnings)
        if (w.find("cubemaps") != std::string::npos && w.find("2 of 3") != std::string::npos &&
            w.find("sample 0 has size -3") != std::string::npos)
            warned = true;
    EXPECT_TRUE(warned);
}

TEST(CubemapAssignment, EachFaceTakesItsNearestSample) {
    Map map;
    map.cubemaps = {sample_at(0, 0, 64), sample_at(1000, 0, 64)};
    add_square(map, glm::vec3(100, 0, 0), glm::vec3(0, 0, 1));  // floor near sample 0
    add_square(map, glm::vec3(900, 0, 0), glm::vec3(0, 0, 1));  // floor near sample 1
    bsp::assign_cubemaps(map, {EnvmapRequest{EnvmapRequest::Nearest, -1}});
    EXPECT_EQ(map.surfaces[0].cubemap, 0);
    EXPECT_EQ(map.surfaces[1].cubemap, 1);
    // A material without $envmap env_cubemap reflects nothing.
    bsp::assign_cubemaps(map, {EnvmapRequest{}});
    EXPECT_EQ(map.surfaces[0].cubemap, -1);
    EXPECT_EQ(map.surfaces[1].cubemap, -1);
}

TEST(CubemapAssignment, SamplesInFrontOfTheFaceWin) {
    // A wall at x = 0 facing +x: the sample 10 units behind it loses to one 50 in front.
    const std::vector<CubemapSample> samples = {sample_at(-10, 0, 0), sample_at(50, 0, 0)};
    EXPECT_EQ(bsp::nearest_cubemap(samples, glm::vec3(0), glm::vec3(1, 0, 0)), 1);
    // With nothing in front, the nearest of all.
    EXPECT_EQ(bsp::nearest_cubemap(samples, glm::vec3(0), glm::vec3(0, 0, -1)) >= 0, true);
    EXPECT_EQ(bsp::nearest_cubemap({sample_at(-10, 0, 0), sample_at(-50, 0, 0)}, glm::vec3(0), glm::vec3(1, 0, 0)), 0);
    EXPECT_EQ(bsp::nearest_cubemap({}, glm::vec3(0), glm::vec3(1, 0, 0)), -1);
}

TEST(CubemapAssignment, EnvmapValues) {
    const std::vector<CubemapSample> samples = {sample_at(-335, -31, 9), sample_at(322, -11, 9)};
    EXPECT_EQ(bsp::envmap_request("env_cubemap", samples).kind, EnvmapRequest::Nearest);
    EXPECT_EQ(bsp::envmap_request("ENV_CUBEMAP", samples).kind, EnvmapRequest::Nearest);
    EXPECT_EQ(bsp::envmap_request("", samples).kind, EnvmapRequest::None);
    EXPECT_EQ(bsp::envmap_request("environment maps/metal_generic_001", samples).kind, EnvmapRequest::None);
    const EnvmapRequest named = bsp::envmap_request("maps\\sdk_teams_hdr\\c322_-11_9", samples);
    EXPECT_EQ(named.kind, EnvmapRequest::Sample);
    EXPECT_EQ(named.sample, 1);
    // A compiled name that matches no sample falls back to the nearest.
    EXPECT_EQ(bsp::envmap_request("maps/x/c1_2_3", samples).kind, EnvmapRequest::Nearest);
}

TEST(CubemapAssignment, ImagePaths) {
    EXPECT_EQ(bsp::cubemap_map_name("maps/SDK_Teams_HDR.bsp"), "sdk_teams_hdr");
    EXPECT_EQ(bsp::cubemap_map_name("C:\\x\\a.bsp"), "a");
    EXPECT_EQ(bsp::cubemap_image_path("sdk_teams_hdr", sample_at(-335, -31, 9), false),
              "materials/maps/sdk_teams_hdr/c-335_-31_9.vtf");
    EXPECT_EQ(bsp::cubemap_image_path("m", sample_at(1, 2, 3), true), "materials/maps/m/c1_2_3.hdr.vtf");
}

namespace {

// A 2x2 RGBA8888 cube map whose face f is (40 f + base, 0, 0, 255).
std::vector<uint8_t> cube_vtf(uint8_t base) {
    bsptest::VtfSpec spec;
    spec.minor = 5, spec.format = 0, spec.flags = 0x4000, spec.faces = 6, spec.width = 2, spec.height = 2;
    auto face = [](uint8_t r) {
        std::vector<uint8_t> px;
        for (int i = 0; i < 4; ++i) px.insert(px.end(), {r, 0, 0, 255});
        return px;
    };
    for (uint8_t f = 1; f < 6; ++f) spec.cube_faces.push_back(face(uint8_t(base + 40 * f)));
    return bsptest::make_vtf(spec, {face(base)});
}

}  // namespace

TEST(CubemapAssignment, ThroughTheVfs) {
    bsptest::TempDir tmp;
    const std::filesystem::path game = tmp / "game";
    const std::string vmt = "\"LightmappedGeneric\" { \"$basetexture\" \"x\" \"$envmap\" \"env_cubemap\" }";
    bsptest::write_binary_file(game / "materials/shiny.vmt", std::vector<uint8_t>(vmt.begin(), vmt.end()));
    const std::string dull = "\"LightmappedGeneric\" { \"$basetexture\" \"x\" }";
    bsptest::write_binary_file(game / "materials/dull.vmt", std::vector<uint8_t>(dull.begin(), dull.end()));
    // Sample 0 has its image; sample 1 only the map's default.
    bsptest::write_binary_file(game / "materials/maps/cube/c0_0_64.vtf", cube_vtf(1));
    bsptest::write_binary_file(game / "materials/maps/cube/cubemapdefault.vtf", cube_vtf(3));
    bsp::Vfs vfs;
    vfs.mount(game.string());

    Map map;
    map.source_path = "maps/cube.bsp";
    map.materials.resize(2);
    map.materials[0].name = "SHINY";
    map.materials[1].name = "dull";
    map.cubemaps = {sample_at(0, 0, 64), sample_at(1000, 0, 64)};
    add_square(map, glm::vec3(100, 0, 0), glm::vec3(0, 0, 1));
    add_square(map, glm::vec3(900, 0, 0), glm::vec3(0, 0, 1));
    add_square(map, glm::vec3(900, 0, 0), glm::vec3(0, 0, 1));
    map.surfaces[2].material = 1;
    bsp::resolve_cubemaps(map, vfs);
    EXPECT_EQ(map.surfaces[0].cubemap, 0);
    EXPECT_EQ(map.surfaces[1].cubemap, 1);
    EXPECT_EQ(map.surfaces[2].cubemap, -1);  // no $envmap
    EXPECT_TRUE(map.cubemaps[0].image_found);
    EXPECT_FALSE(map.cubemaps[1].image_found);

    std::vector<std::string> warnings;
    const auto images = bsp::load_cubemap_images(map, vfs, /*hdr=*/true, warnings);
    ASSERT_EQ(images.size(), 2u);
    ASSERT_TRUE(images[0]);
    EXPECT_FALSE(images[0]->fallback);
    EXPECT_EQ(images[0]->path, "materials/maps/cube/c0_0_64.vtf");  // the LDR file when no HDR one
    for (int f = 0; f < 6; ++f) {
        ASSERT_EQ(images[0]->faces[size_t(f)].width, 2);
        EXPECT_EQ(images[0]->faces[size_t(f)].pixels[0], uint8_t(1 + 40 * f)) << f;
    }
    ASSERT_TRUE(images[1]);
    EXPECT_TRUE(images[1]->fallback);
    EXPECT_EQ(images[1]->faces[5].pixels[0], uint8_t(3 + 200));
    EXPECT_FALSE(warnings.empty());

    // An HDR image is preferred when the HDR set shows; one that is black all over
    // (never built in HDR) gives way to the LDR one.
    bsptest::write_binary_file(game / "materials/maps/cube/c0_0_64.hdr.vtf", cube_vtf(0));
    warnings.clear();
    EXPECT_EQ(bsp::load_cubemap_images(map, vfs, /*hdr=*/true, warnings)[0]->path,
              "materials/maps/cube/c0_0_64.hdr.vtf");
    {
        bsptest::VtfSpec spec;
        spec.minor = 5, spec.format = 0, spec.flags = 0x4000, spec.faces = 6, spec.width = 2, spec.height = 2;
        const std::vector<uint8_t> zero(16, 0);
        for (int f = 1; f < 6; ++f) spec.cube_faces.push_back(zero);
        bsptest::write_binary_file(game / "materials/maps/cube/c0_0_64.hdr.vtf", bsptest::make_vtf(spec, {zero}));
    }
    warnings.clear();
    const auto again = bsp::load_cubemap_images(map, vfs, /*hdr=*/true, warnings);
    ASSERT_TRUE(again[0]);
    EXPECT_EQ(again[0]->path, "materials/maps/cube/c0_0_64.vtf");
    // Shown in LDR, the LDR file is taken first.
    warnings.clear();
    EXPECT_EQ(bsp::load_cubemap_images(map, vfs, /*hdr=*/false, warnings)[0]->path, "materials/maps/cube/c0_0_64.vtf");
}
