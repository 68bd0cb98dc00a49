// The command line end to end (through the built binary) and its parser.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "app/cli_options.h"
#include "app/cli_settings.h"
#include "app/user_config.h"
#include "app/window_title.h"
#include "support/test_maps.h"

namespace {

std::optional<bsp::CliOptions> parse(std::vector<std::string> args, std::string& error) {
    args.insert(args.begin(), "bspview");
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    return bsp::parse_cli(int(argv.size()), argv.data(), error);
}

int count_lines(const std::string& s) {
    int n = 0;
    for (char c : s) n += c == '\n';
    return n;
}

}  // namespace

TEST(CliParse, ReadsCameraAndViewOptions) {
    std::string err;
    auto o = parse({"m.bsp", "--screenshot", "o.png", "--size", "640x480", "--pos", "1,2,3", "--angles", "10,-90",
                    "--fov", "100", "--view", "lightmap", "--no-pvs", "--game-dir", "a", "--game-dir", "b"},
                   err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->mode, bsp::RunMode::Screenshot);
    EXPECT_EQ(o->map, "m.bsp");
    EXPECT_EQ(o->width, 640);
    EXPECT_EQ(o->height, 480);
    EXPECT_EQ(*o->position, glm::vec3(1, 2, 3));
    EXPECT_EQ(*o->angles, glm::vec3(10, -90, 0));
    EXPECT_FLOAT_EQ(o->fov, 100);
    EXPECT_EQ(o->view, "lightmap");
    EXPECT_TRUE(o->no_pvs);
    EXPECT_EQ(o->game_dirs, (std::vector<std::string>{"a", "b"}));
}

TEST(CliParse, RejectsMalformedValuesWithAMessage) {
    std::string err;
    EXPECT_FALSE(parse({"m.bsp", "--size", "640"}, err));
    EXPECT_NE(err.find("--size"), std::string::npos);
    EXPECT_FALSE(parse({"m.bsp", "--pos", "1,2"}, err));
    EXPECT_NE(err.find("--pos"), std::string::npos);
    EXPECT_FALSE(parse({"m.bsp", "--view", "bogus"}, err));
    EXPECT_FALSE(parse({"--info"}, err));
    EXPECT_NE(err.find("no map"), std::string::npos);
    EXPECT_FALSE(parse({"a.bsp", "b.bsp"}, err));
    EXPECT_FALSE(parse({"--frobnicate", "a.bsp"}, err));
    EXPECT_NE(err.find("--frobnicate"), std::string::npos);
    EXPECT_FALSE(parse({"a.bsp", "--fov"}, err));
}

TEST(CliParse, SelectTakesASurfaceNumber) {
    std::string err;
    auto o = parse({"m.bsp", "--screenshot", "o.png", "--select", "42"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->select, 42);
    for (const char* bad : {"-1", "x", "4x", ""}) {
        EXPECT_FALSE(parse({"m.bsp", "--select", bad}, err)) << bad;
        EXPECT_NE(err.find("--select"), std::string::npos) << err;
    }
}

TEST(CliParse, LightmapSet) {
    std::string err;
    auto o = parse({"m.bsp"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->lightmaps, bsp::LightmapSet::Auto);
    o = parse({"m.bsp", "--lightmaps", "hdr"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->lightmaps, bsp::LightmapSet::Hdr);
    o = parse({"--info", "m.bsp", "--lightmaps", "ldr"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->lightmaps, bsp::LightmapSet::Ldr);
    EXPECT_FALSE(parse({"m.bsp", "--lightmaps", "HDRR"}, err));
    EXPECT_NE(err.find("--lightmaps wants auto, ldr or hdr, got 'HDRR'"), std::string::npos) << err;
    EXPECT_FALSE(parse({"m.bsp", "--lightmaps"}, err));
    EXPECT_NE(err.find("--lightmaps needs a value"), std::string::npos) << err;
}

TEST(CliBinary, InfoNamesTheLightmapSet) {
    auto map = bsptest::shared_maps_dir() / "source" / "bsp_tool-momentum-mp_lobby.bsp";
    BSPTEST_REQUIRE_PATH(map);
    std::string out;
    ASSERT_EQ(bsptest::run_command(bsptest::bspview_binary() + " --info --json --lightmaps ldr " + map.string(), &out), 0)
        << out;
    EXPECT_NE(out.find("\"lightmap_set\":\"hdr\",\"lightmap_sets\":[\"hdr\"]"), std::string::npos) << out;
    EXPECT_NE(out.find("LDR lightmaps were asked for"), std::string::npos) << out;
    auto both = bsptest::shared_maps_dir() / "source" / "bsp_tool-tf2-mp_lobby.bsp";
    ASSERT_EQ(bsptest::run_command(bsptest::bspview_binary() + " --info --lightmaps hdr " + both.string(), &out), 0)
        << out;
    EXPECT_NE(out.find("lightmaps: 16 images (hdr set; the file has ldr, hdr)"), std::string::npos) << out;
}

TEST(CliBinary, HelpExitsZero) {
    std::string out;
    EXPECT_EQ(bsptest::run_command(bsptest::bspview_binary() + " --help", &out), 0);
    EXPECT_NE(out.find("--screenshot"), std::string::npos);
}

TEST(CliBinary, UnknownOptionExitsOne) {
    std::string out;
    EXPECT_EQ(bsptest::run_command(bsptest::bspview_binary() + " --info --bogus x.bsp", &out), 1);
    EXPECT_NE(out.find("--bogus"), std::string::npos);
}

TEST(CliBinary, MissingMapExitsTwoNamingIt) {
    std::string out;
    EXPECT_EQ(bsptest::run_command(bsptest::bspview_binary() + " --info /nonexistent/dir/nothing.bsp", &out), 2);
    EXPECT_NE(out.find("nothing.bsp"), std::string::npos) << out;
    EXPECT_EQ(count_lines(out), 1) << out;
}

TEST(CliBinary, GarbageFileExitsTwoWithOneLine) {
    auto dir = std::filesystem::temp_directory_path() / "bspview_cli_test";
    std::filesystem::create_directories(dir);
    auto path = dir / "garbage.bsp";
    std::ofstream(path, std::ios::binary) << "this is not a bsp file at all, just text";
    std::string out;
    EXPECT_EQ(bsptest::run_command(bsptest::bspview_binary() + " --info " + path.string(), &out), 2);
    EXPECT_NE(out.find("garbage.bsp"), std::string::npos) << out;
    EXPECT_EQ(count_lines(out), 1) << out;
    std::filesystem::remove_all(dir);
}

TEST(CliBinary, InfoOnSmallSharedMap) {
    auto map = bsptest::shared_maps_dir() / "q3" / "bsp_tool-mp_lobby.bsp";
    BSPTEST_REQUIRE_PATH(map);
    std::string out;
    ASSERT_EQ(bsptest::run_command(bsptest::bspview_binary() + " --info " + map.string(), &out), 0) << out;
    EXPECT_NE(out.find("q3"), std::string::npos);
    EXPECT_NE(out.find("worldspawn"), std::string::npos);
    ASSERT_EQ(bsptest::run_command(bsptest::bspview_binary() + " --info --json " + map.string(), &out), 0) << out;
    EXPECT_EQ(out.front(), '{');
    EXPECT_NE(out.find("\"format\":\"q3\""), std::string::npos);
}

TEST(CliParse, MemoryLimitIsInMiB) {
    std::string err;
    auto o = parse({"m.bsp", "--memory-limit", "1536"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->memory_limit_mib, 1536u);
    EXPECT_EQ(parse({"m.bsp"}, err)->memory_limit_mib, 0u);  // 0: the default budget
    for (const char* bad : {"0", "-5", "lots", "1.5"}) {
        EXPECT_FALSE(parse({"m.bsp", "--memory-limit", bad}, err)) << bad;
        EXPECT_NE(err.find("--memory-limit"), std::string::npos) << err;
    }
}

TEST(CliBinary, HelpNamesTheMemoryLimit) {
    std::string out;
    EXPECT_EQ(bsptest::run_command(bsptest::bspview_binary() + " --help", &out), 0);
    EXPECT_NE(out.find("--memory-limit"), std::string::npos);
}

TEST(CliParse, FlaresOnOrOff) {
    std::string err;
    auto o = parse({"m.bsp"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_FALSE(o->flares) << "off by default, as ioquake3's r_flares";
    o = parse({"m.bsp", "--flares", "on"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_TRUE(o->flares);
    o = parse({"m.bsp", "--flares", "off"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_FALSE(o->flares);
    EXPECT_FALSE(parse({"m.bsp", "--flares", "1"}, err));
    EXPECT_NE(err.find("--flares wants on or off"), std::string::npos) << err;
}

TEST(CliParse, Skybox3dAndFogSwitches) {
    std::string err;
    auto o = parse({"m.bsp"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_TRUE(o->skybox3d);
    EXPECT_TRUE(bsp::view_state_from(*o).render.fog);
    o = parse({"m.bsp", "--skybox3d", "off", "--fog", "off"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_FALSE(o->skybox3d);
    const auto v = bsp::view_state_from(*o);
    EXPECT_FALSE(v.render.skybox3d);
    EXPECT_FALSE(v.render.fog) << "--fog switches Source's distance fog too";
    EXPECT_FALSE(v.render.fog_volumes);
    EXPECT_FALSE(parse({"m.bsp", "--skybox3d", "yes"}, err));
    EXPECT_NE(err.find("--skybox3d wants on or off"), std::string::npos) << err;
}

TEST(CliParse, EnvmapsSwitchAndCubemapsView) {
    std::string err;
    auto o = parse({"m.bsp"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_TRUE(bsp::view_state_from(*o).render.envmaps);
    o = parse({"m.bsp", "--envmaps", "off", "--view", "cubemaps"}, err);
    ASSERT_TRUE(o) << err;
    const auto v = bsp::view_state_from(*o);
    EXPECT_FALSE(v.render.envmaps);
    EXPECT_EQ(v.render.mode, bsp::ViewMode::Cubemaps);
    EXPECT_FALSE(parse({"m.bsp", "--envmaps", "maybe"}, err));
    EXPECT_NE(err.find("--envmaps wants on or off"), std::string::npos) << err;
}

TEST(CliParse, LightmapExposureAndHeatmap) {
    std::string err;
    auto o = parse({"m.bsp"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_FLOAT_EQ(o->exposure, 0);
    EXPECT_FALSE(o->heatmap);
    o = parse({"m.bsp", "--view", "lightmap", "--exposure", "-2.5", "--heatmap"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_FLOAT_EQ(o->exposure, -2.5f);
    EXPECT_TRUE(o->heatmap);
    for (const char* bad : {"9", "-8.5", "dark", "nan", "1,2", ""}) {
        EXPECT_FALSE(parse({"m.bsp", "--exposure", bad}, err)) << bad;
        EXPECT_NE(err.find("--exposure wants stops between -8 and 8"), std::string::npos) << err;
    }
    EXPECT_FALSE(parse({"m.bsp", "--exposure"}, err));
    EXPECT_NE(err.find("--exposure needs a value"), std::string::npos) << err;
}

TEST(CliParse, TextureFilter) {
    std::string err;
    auto o = parse({"m.bsp"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->texture_filter, bsp::TextureFilter::Trilinear);
    for (bsp::TextureFilter f : {bsp::TextureFilter::Trilinear, bsp::TextureFilter::NearestMip,
                                 bsp::TextureFilter::Nearest}) {
        o = parse({"m.bsp", "--texture-filter", bsp::texture_filter_name(f)}, err);
        ASSERT_TRUE(o) << err;
        EXPECT_EQ(o->texture_filter, f);
    }
    EXPECT_FALSE(parse({"m.bsp", "--texture-filter", "bilinear"}, err));
    EXPECT_NE(err.find("--texture-filter wants trilinear, nearest-mip or nearest, got 'bilinear'"), std::string::npos)
        << err;
}

TEST(CliParse, PatchLevel) {
    std::string err;
    auto o = parse({"m.bsp"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->patch_level, 0) << "the engine's subdivision by default";
    o = parse({"m.bsp", "--patch-level", "engine"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->patch_level, 0);
    o = parse({"m.bsp", "--patch-level", "12"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->patch_level, 12);
    for (const char* bad : {"0", "33", "fine"}) {
        EXPECT_FALSE(parse({"m.bsp", "--patch-level", bad}, err)) << bad;
        EXPECT_NE(err.find("--patch-level wants engine or a whole number from 1 to 32"), std::string::npos) << err;
    }
}

TEST(CliParse, StageBrightness) {
    std::string err;
    auto o = parse({"m.bsp"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->stage_brightness, bsp::StageBrightness::Fullscreen) << "ioquake3's default, r_fullscreen 1";
    o = parse({"m.bsp", "--q3-brightness", "window"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->stage_brightness, bsp::StageBrightness::Window);
    EXPECT_FALSE(parse({"m.bsp", "--q3-brightness", "bright"}, err));
    EXPECT_NE(err.find("--q3-brightness wants fullscreen or window, got 'bright'"), std::string::npos) << err;
}

TEST(CliParse, OverlayMouse) {
    std::string err;
    auto o = parse({"m.bsp", "--screenshot", "o.png", "--overlay", "lightmaps", "--mouse", "600,150"}, err);
    ASSERT_TRUE(o) << err;
    ASSERT_TRUE(o->mouse);
    EXPECT_EQ(*o->mouse, glm::vec2(600, 150));
    EXPECT_FALSE(parse({"m.bsp"}, err)->mouse);
    for (const char* bad : {"600", "-1,5", "a,b"}) {
        EXPECT_FALSE(parse({"m.bsp", "--mouse", bad}, err)) << bad;
        EXPECT_NE(err.find("--mouse wants pixel X,Y"), std::string::npos) << err;
    }
}

TEST(CliParse, FlyTo) {
    std::string err;
    auto o = parse({"m.bsp", "--screenshot", "o.png", "--fly-to", "1234"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->fly_to, 1234);
    for (const char* bad : {"-1", "2.5", "face", ""}) {
        EXPECT_FALSE(parse({"m.bsp", "--fly-to", bad}, err)) << bad;
        EXPECT_NE(err.find("--fly-to wants a surface index"), std::string::npos) << err;
    }
}

TEST(WindowTitle, NamesTheMapAndFormatFirst) {
    EXPECT_EQ(bsp::window_title("maps/oa_thor.bsp", "Quake 3 IBSP"), "oa_thor \u2014 Quake 3 IBSP \u2014 bspview");
    EXPECT_EQ(bsp::window_title("/x/pak0.pk3:maps/e1m1.bsp", "Quake 1 BSP29"), "e1m1 \u2014 Quake 1 BSP29 \u2014 bspview");
    EXPECT_EQ(bsp::window_title("", ""), "bspview");
    EXPECT_EQ(bsp::window_title("C:\\maps\\.bsp", ""), ".bsp \u2014 bspview");
    // A file name that is not UTF-8 still makes a title that is.
    EXPECT_EQ(bsp::window_title("maps/caf\xe9.bsp", "GoldSrc"), "caf\\xe9 \u2014 GoldSrc \u2014 bspview");
}

// The layout file goes to the XDG config folder, else ~/.config; never the working folder.
TEST(UserConfig, LayoutFileInTheConfigFolder) {
    const char* old_xdg = std::getenv("XDG_CONFIG_HOME");
    const char* old_home = std::getenv("HOME");
    const std::string saved_xdg = old_xdg ? old_xdg : "", saved_home = old_home ? old_home : "";
    const auto root = std::filesystem::temp_directory_path() / ("bspview-config-" + std::to_string(::getpid()));
    setenv("XDG_CONFIG_HOME", (root / "xdg").c_str(), 1);
    EXPECT_EQ(bsp::user_config_dir(), root / "xdg" / "bspview");
    EXPECT_EQ(bsp::ui_layout_file(), root / "xdg" / "bspview" / "imgui.ini");
    EXPECT_TRUE(std::filesystem::is_directory(root / "xdg" / "bspview")) << "the folder is made";
    setenv("XDG_CONFIG_HOME", "relative/dir", 1);  // not absolute: ignored
    setenv("HOME", (root / "home").c_str(), 1);
    EXPECT_EQ(bsp::user_config_dir(), root / "home" / ".config" / "bspview");
    unsetenv("XDG_CONFIG_HOME");
    unsetenv("HOME");
    EXPECT_TRUE(bsp::user_config_dir().empty());
    EXPECT_TRUE(bsp::ui_layout_file().empty());
    if (old_xdg) setenv("XDG_CONFIG_HOME", saved_xdg.c_str(), 1);
    if (old_home) setenv("HOME", saved_home.c_str(), 1);
    std::filesystem::remove_all(root);
}

TEST(CliBinary, HelpNamesExposureAndHeatmap) {
    std::string out;
    EXPECT_EQ(bsptest::run_command(bsptest::bspview_binary() + " --help", &out), 0);
    EXPECT_NE(out.find("--exposure STOPS"), std::string::npos);
    EXPECT_NE(out.find("--heatmap"), std::string::npos);
}

TEST(CliParse, BenchViewsAndPathGoWithBench) {
    std::string err;
    auto o = parse({"m.bsp", "--bench", "--views", "v.txt"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->bench_views, "v.txt");
    o = parse({"m.bsp", "--bench", "--path", "p.txt"}, err);
    ASSERT_TRUE(o) << err;
    EXPECT_EQ(o->bench_path, "p.txt");
    EXPECT_FALSE(parse({"m.bsp", "--views", "v.txt"}, err));
    EXPECT_EQ(err, "--views and --path go with --bench");
    EXPECT_FALSE(parse({"m.bsp", "--bench", "--views", "v.txt", "--path", "p.txt"}, err));
    EXPECT_EQ(err, "choose one of --views and --path");
    EXPECT_FALSE(parse({"m.bsp", "--bench", "--views"}, err));
    EXPECT_EQ(err, "--views needs a value");
}

// --bench --views: one entry per camera of the file, with CPU and GPU frame time;
// --bench --path: the file's cameras are the path. Both report peak memory; the path
// also the frame's submit/wait split, a clear-only frame and the back-to-back time.
TEST(CliBinary, BenchViewsAndPathFiles) {
    auto map = bsptest::shared_maps_dir() / "q3" / "bsp_tool-mp_lobby.bsp";
    BSPTEST_REQUIRE_PATH(map);
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "bspview-bench-views";
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "views.txt") << "# two views\n0 0 64 0 0\n0 0 64 10 180 100\n";
    const std::string bench = bsptest::bspview_binary() + " " + map.string() + " --bench --size 64x64 --frames 3 ";
    std::string out;
    ASSERT_EQ(bsptest::run_command("SDL_VIDEODRIVER=offscreen " + bench + "--views " + (dir / "views.txt").string(),
                                   &out),
              0)
        << out;
    EXPECT_NE(out.find("\"views\":[{\"view\":1,\"camera\":\"0.00 0.00 64.00 0.00 0.00 90.0\",\"frame_ms\":{"),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("{\"view\":2,\"camera\":\"0.00 0.00 64.00 10.00 180.00 100.0\""), std::string::npos) << out;
    EXPECT_NE(out.find("\"gpu_frame_ms\":{\"median\":"), std::string::npos) << out;
    EXPECT_NE(out.find("\"peak_rss_mib\":"), std::string::npos) << out;
    ASSERT_EQ(bsptest::run_command("SDL_VIDEODRIVER=offscreen " + bench + "--path " + (dir / "views.txt").string(),
                                   &out),
              0)
        << out;
    EXPECT_NE(out.find("\"frames\":2,\"path\":\"" + (dir / "views.txt").string() + "\""), std::string::npos) << out;
    EXPECT_NE(out.find("\"ratios_culled_over_baseline\""), std::string::npos) << out;
    // The frame split into issuing and waiting, the clear-only floor, the back-to-back figure.
    EXPECT_NE(out.find("\"submit_ms\":{\"median\":"), std::string::npos) << out;
    EXPECT_NE(out.find("\"finish_wait_ms\":{\"median\":"), std::string::npos) << out;
    EXPECT_NE(out.find("\"culled_pipelined_frame_ms\":"), std::string::npos) << out;
    EXPECT_NE(out.find("\"empty_frame\":{\"frame_ms\":{\"median\":"), std::string::npos) << out;
    EXPECT_NE(out.find("\"finish_only_ms\":{\"median\":"), std::string::npos) << out;
    std::ofstream(dir / "bad.txt") << "1 2 3\n";
    EXPECT_EQ(bsptest::run_command(bench + "--views " + (dir / "bad.txt").string(), &out), 1) << out;
    EXPECT_NE(out.find("bad.txt: line 1: wants X Y Z PITCH YAW [FOV], got '1 2 3'"), std::string::npos) << out;
    std::filesystem::remove_all(dir);
}
