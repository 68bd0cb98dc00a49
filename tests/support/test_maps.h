#pragma once
// Where the real test maps are, and a helper that skips a test with a clear
// message when they are not there (CI has ../shared beside the clone; a bare
// checkout may not; the OpenArena pk3s come from Debian's openarena-088-data).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

namespace bsptest {

std::filesystem::path shared_maps_dir();   // ../shared/maps
std::filesystem::path openarena_dir();     // /usr/share/games/openarena/baseoa
std::string bspview_binary();              // the built CLI, for end-to-end tests ($BSPVIEW_TEST_BINARY overrides)

// Returns true when the path exists; otherwise false and the caller should GTEST_SKIP().
bool have(const std::filesystem::path& p);

std::vector<uint8_t> read_file(const std::filesystem::path& p);

// A gtest parameter name for a map file: its stem with every non-alphanumeric as '_'.
std::string map_test_name(const std::string& file);

// Runs a command, capturing stdout+stderr; returns the exit code.
int run_command(const std::string& cmd, std::string* output);

}  // namespace bsptest

#define BSPTEST_REQUIRE_PATH(p)                                                              \
    do {                                                                                    \
        if (!bsptest::have(p)) GTEST_SKIP() << "test data not found: " << (p).string()      \
                                            << " (needs ../shared/maps or openarena-088-data)"; \
    } while (0)
