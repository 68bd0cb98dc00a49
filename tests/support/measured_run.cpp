#include "support/measured_run.h"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include <gtest/gtest.h>

#include "support/test_maps.h"

namespace bsptest {

MeasuredRun run_bspview_measured(const std::string& args) {
    MeasuredRun run;
    int fds[2];
    if (pipe(fds) != 0) return run;
    const auto start = std::chrono::steady_clock::now();
    const pid_t helper = fork();
    if (helper < 0) {
        close(fds[0]);
        close(fds[1]);
        return run;
    }
    if (helper == 0) {
        close(fds[0]);
        std::string text;
        const int code = run_command(bspview_binary() + " " + args, &text);
        rusage usage{};
        getrusage(RUSAGE_CHILDREN, &usage);
        const std::string all = std::to_string(code) + " " + std::to_string(usage.ru_maxrss) + "\n" + text;
        _exit(write(fds[1], all.data(), all.size()) == ssize_t(all.size()) ? 0 : 1);
    }
    close(fds[1]);
    std::string all;
    char buf[4096];
    for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;) all.append(buf, size_t(n));
    close(fds[0]);
    waitpid(helper, nullptr, 0);
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::sscanf(all.c_str(), "%d %ld", &run.exit_code, &run.peak_kib);
    run.output = all.substr(std::min(all.size(), all.find('\n') + 1));
    return run;
}

MeasuredRun screenshot_measured(const std::string& map, const std::filesystem::path& png, const std::string& more) {
    setenv("SDL_VIDEODRIVER", "offscreen", 0);
    return run_bspview_measured(map + " --screenshot " + png.string() + " --size 64x64" + more);
}

void expect_family_target(const MeasuredRun& run, long limit_mib, const std::string& what) {
    std::printf("%s: peak %ld MiB, %.2f s\n", what.c_str(), run.peak_kib / 1024, run.seconds);
#ifndef BSPVIEW_SANITIZED
    EXPECT_LT(run.peak_kib, limit_mib * 1024) << what << ": KiB of the child's peak memory";
    EXPECT_LT(run.seconds, 10.0) << what;
#else
    (void)limit_mib;
#endif
}

}  // namespace bsptest
