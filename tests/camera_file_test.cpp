// Camera files for --bench --views / --path and the window's path recording.
#include <gtest/gtest.h>

#include "core/load_error.h"
#include "session/bench_path.h"

using bsp::Camera;
using bsp::LoadError;

TEST(CameraFile, LinesWithAndWithoutFieldOfView) {
    const std::vector<Camera> cams = bsp::parse_camera_file(
        "# oa_thor views\n\n  100 -200.5 64 10 90\n1 2 3 -5 180 110\r\n", "views.txt", 90);
    ASSERT_EQ(cams.size(), 2u);
    EXPECT_EQ(cams[0].position, glm::vec3(100, -200.5f, 64));
    EXPECT_EQ(cams[0].pitch, 10);
    EXPECT_EQ(cams[0].yaw, 90);
    EXPECT_EQ(cams[0].fov_x, 90);
    EXPECT_EQ(cams[1].fov_x, 110);
}

TEST(CameraFile, WritesWhatItReads) {
    Camera c;
    c.position = {12.5f, -3, 40};
    c.pitch = -7.25f;
    c.yaw = 270;
    c.fov_x = 100;
    const std::string line = bsp::camera_file_line(c);
    EXPECT_EQ(line, "12.50 -3.00 40.00 -7.25 270.00 100.0");
    const std::vector<Camera> back = bsp::parse_camera_file(line, "x", 90);
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0].position, c.position);
    EXPECT_EQ(back[0].fov_x, 100);
}

TEST(CameraFile, BadLinesNameTheFileAndLine) {
    auto problem = [](const std::string& text) {
        try {
            bsp::parse_camera_file(text, "views.txt", 90);
        } catch (const LoadError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(problem("1 2 3 4\n"), "views.txt: line 1: wants X Y Z PITCH YAW [FOV], got '1 2 3 4'");
    EXPECT_EQ(problem("# a\n1 2 3 4 5 0\n"), "views.txt: line 2: field of view must be 1-179 degrees");
    EXPECT_EQ(problem("1 2 3 4 5 90 7\n"), "views.txt: line 1: has more than 6 numbers: '7'");
    EXPECT_EQ(problem("1 2 nan 4 5\n"), "views.txt: line 1: wants X Y Z PITCH YAW [FOV], got '1 2 nan 4 5'");
    EXPECT_EQ(problem("# only a comment\n"), "views.txt: holds no camera (lines of X Y Z PITCH YAW [FOV])");
}
