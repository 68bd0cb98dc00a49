#pragma once
// Runs the built bspview in a child and measures it: its exit status, its output, its
// peak memory and its wall time. The run starts from a forked helper whose
// RUSAGE_CHILDREN peak is that run's alone (the test process's own figure is the
// largest of every child it ever had).
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

}  // namespace bsptest
