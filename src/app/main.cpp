// bspview: parses the command line and runs one mode (viewer, --info,
// --screenshot, --bench). Everything else lives in the libraries.
#include <cstdio>
#include <string>

#include "app/cli_options.h"
#include "app/run_modes.h"
#include "app/termination.h"
#include "vfs/physfs_context.h"

int main(int argc, char** argv) {
    bsp::install_termination_handlers();
    bsp::physfs::set_timezone_once_for_zip_times();
    std::string error;
    auto options = bsp::parse_cli(argc, argv, error);
    if (!options) {
        std::fprintf(stderr, "bspview: %s\n", error.c_str());
        return 1;
    }
    switch (options->mode) {
        case bsp::RunMode::Help: std::fputs(bsp::cli_usage(), stdout); return 0;
        case bsp::RunMode::Version: std::puts("bspview 0.1"); return 0;
        case bsp::RunMode::Info: return bsp::run_info(*options);
        case bsp::RunMode::Screenshot: return bsp::run_screenshot(*options);
        case bsp::RunMode::Bench: return bsp::run_bench(*options);
        case bsp::RunMode::Viewer: return bsp::run_viewer(*options);
    }
    return 1;
}
