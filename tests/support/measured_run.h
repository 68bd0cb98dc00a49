#pragma once
// Runs the built bspview in a child and measures it: its exit status, its output, its
// peak memory and its wall time. The run starts from a forked helper whose
// RUSAGE_CHILDREN peak is that run's alone (the test process's own figure is the
// largest of every child it ever had).
#include <filesystem>
#include <string>

namespace bsptest {

struct MeasuredRun {
    int exit_code = -1;
    std::string output;  // stdout and stderr
    long peak_kib = 0;   // the child's peak resident memory
    double seconds = 0;  // wall time
};

// `args` follow the binary on a shell command line.
MeasuredRun run_bspview_measured(const std::string& args);

// A 64×64 screenshot of `map` (which loads, decodes and uploads all a window would),
// `more` options added, measured.
MeasuredRun screenshot_measured(const std::string& map, const std::filesystem::path& png, const std::string& more = "");

// Issue 34's target for a hostile family, with the figures printed: the child's peak
// under `limit_mib` and its wall time under 10 s. Under the sanitizers only printed:
// their shadow memory and slowdown are not the program's.
void expect_family_target(const MeasuredRun& run, long limit_mib, const std::string& what);

}  // namespace bsptest
