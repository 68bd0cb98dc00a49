#pragma once
// The modes main() dispatches to. Each returns the process exit code:
// 0 success, 1 usage/runtime failure (no GL context, cannot write file), 2 bad map input.
#include "app/cli_options.h"

namespace bsp {

int run_info(const CliOptions& options);        // app/info_report.cpp
int run_screenshot(const CliOptions& options);  // app/screenshot_mode.cpp
int run_bench(const CliOptions& options);       // app/bench_mode.cpp
int run_viewer(const CliOptions& options);      // app/viewer_mode.cpp

}  // namespace bsp
