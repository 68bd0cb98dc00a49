#include "support/test_maps.h"

#include <cctype>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <sys/wait.h>

namespace bsptest {

std::filesystem::path shared_maps_dir() {
    if (const char* env = std::getenv("BSPVIEW_SHARED_MAPS_DIR")) return env;
    return BSPVIEW_SHARED_MAPS_DIR;
}
std::filesystem::path openarena_dir() { return BSPVIEW_OPENARENA_DIR; }
std::string bspview_binary() {
    // Another build's binary, to measure the end-to-end tests before and after a change.
    if (const char* env = std::getenv("BSPVIEW_TEST_BINARY")) return env;
    return BSPVIEW_BINARY;
}

bool have(const std::filesystem::path& p) {
    std::error_code ec;
    return std::filesystem::exists(p, ec);
}

std::vector<uint8_t> read_file(const std::filesystem::path& p) {
    std::ifstream f(p, std::ios::binary);
    return std::vector<uint8_t>(std::istreambuf_iterator<char>(f), {});
}

int run_command(const std::string& cmd, std::string* output) {
    std::string full = cmd + " 2>&1";
    FILE* pipe = popen(full.c_str(), "r");
    if (!pipe) return -1;
    char buf[4096];
    std::string out;
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, pipe)) > 0) out.append(buf, n);
    int status = pclose(pipe);
    if (output) *output = std::move(out);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string map_test_name(const std::string& file) {
    std::string name = std::filesystem::path(file).stem().string();
    for (char& ch : name)
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
    return name;
}

}  // namespace bsptest
