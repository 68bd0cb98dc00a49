// The cost curve (issue 34): how bspview's costs grow with the map. Generates Quake 3
// maps at multiples of oa_thor's size and Source maps with many static props
// (tests/support/scale_maps.h), runs `bspview MAP --bench --path` on each in a child
// process (so peak memory is per map), prints a table per size and the exponent k of
// each cost against size (cost ~ size^k, least squares on log-log) with its target,
// and draws the curves into a PNG. See bench/README.md.
#include <sys/wait.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "render/png_writer.h"
#include "scale_plot.h"
#include "support/scale_maps.h"

namespace fs = std::filesystem;

namespace {

struct Options {
    std::vector<double> sizes{1, 4, 16, 64};
    std::vector<double> props{1000, 10000, 50000};
    fs::path out = fs::temp_directory_path() / "bspview-scale-bench";
    fs::path bspview;
    fs::path png;
    bool keep_maps = false;
    int repeat = 2;
};

// What one `--bench` run reported, with what the generator knows about its map.
struct Run {
    double size = 0;  // the scale (Quake 3) or the prop count (Source)
    double faces = 0, pvs_bytes = 0, file_mib = 0;
    double read_ms = 0, parse_ms = 0, first_frame_ms = 0, rss_mib = 0;
    double vis_ms = 0, leaves = 0, draw_calls = 0, frame_ms = 0;
};

std::vector<double> number_list(const std::string& s) {
    std::vector<double> out;
    std::stringstream in(s);
    for (std::string item; std::getline(in, item, ',');) out.push_back(std::stod(item));
    return out;
}

std::optional<Options> parse_options(int argc, char** argv) {
    Options o;
    o.bspview = fs::absolute(argv[0]).parent_path().parent_path() / "bspview";
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw std::runtime_error(a + " needs a value");
            return argv[++i];
        };
        if (a == "--sizes") o.sizes = number_list(value());
        else if (a == "--props") o.props = number_list(value());
        else if (a == "--out") o.out = value();
        else if (a == "--bspview") o.bspview = value();
        else if (a == "--png") o.png = value();
        else if (a == "--keep-maps") o.keep_maps = true;
        else if (a == "--repeat") o.repeat = std::max(1, std::stoi(value()));
        else if (a == "--quick") o.sizes = {1, 4}, o.props = {1000, 10000};
        else {
            std::printf(
                "usage: scale_bench [--sizes 1,4,16,64] [--props 1000,10000,50000] [--quick] [--out DIR]\n"
                "                   [--bspview PATH] [--png PATH] [--keep-maps] [--repeat N]\n"
                "  --quick      sizes 1,4 and 1000,10000 props\n"
                "  --out DIR    the generated maps, camera paths, each run's JSON and the plot\n"
                "               (default $TMPDIR/bspview-scale-bench; maps deleted after their run)\n"
                "  --bspview    the viewer to run (default: ../bspview next to this program)\n"
                "  --png PATH   the plot (default DIR/scale_curves.png)\n"
                "  --repeat N   runs per map, each figure the least of them (default 2)\n");
            return std::nullopt;
        }
    }
    if (o.png.empty()) o.png = o.out / "scale_curves.png";
    return o;
}

// The number after the keys `path` found in turn (each after the previous one), so
// {"culled", "vis_ms", "median"} reads the median inside "culled"'s "vis_ms".
double number_at(const std::string& json, const std::vector<std::string>& path) {
    size_t at = 0;
    for (const std::string& key : path) {
        at = json.find("\"" + key + "\":", at);
        if (at == std::string::npos) throw std::runtime_error("no " + key + " in the bench output");
        at += key.size() + 3;
    }
    return std::strtod(json.c_str() + at, nullptr);
}

std::string quoted(const fs::path& p) { return "'" + p.string() + "'"; }

// Runs bspview's bench on `map` along `path`; returns its JSON (the run's stderr goes
// to a log beside it).
std::string run_bench(const Options& o, const fs::path& map, const fs::path& path, double file_mib) {
    // The load's budget must hold the file and what is parsed from it.
    const int limit_mib = int(std::max(256.0, file_mib * 8 + 256));
    const fs::path json = map.string() + ".json", log = map.string() + ".log";
    const std::string command = "SDL_VIDEODRIVER=offscreen " + quoted(o.bspview) + " " + quoted(map) +
                                " --bench --path " + quoted(path) + " --memory-limit " + std::to_string(limit_mib) +
                                " > " + quoted(json) + " 2> " + quoted(log);
    const int status = std::system(command.c_str());
    if (status != 0) throw std::runtime_error("bspview failed on " + map.string() + " (see " + log.string() + ")");
    std::ifstream in(json);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

Run read_run(const std::string& json) {
    Run r;
    r.read_ms = number_at(json, {"load_ms", "read"});
    r.parse_ms = number_at(json, {"load_ms", "parse"});
    r.first_frame_ms = number_at(json, {"load_ms", "total_to_first_frame"});
    r.vis_ms = number_at(json, {"vis_only_ms", "median"});
    r.leaves = number_at(json, {"culled", "leaves", "median"});
    r.draw_calls = number_at(json, {"culled", "draw_calls", "median"});
    r.frame_ms = number_at(json, {"culled", "frame_ms", "median"});
    r.rss_mib = number_at(json, {"baseline_no_culling", "peak_rss_mib"});
    return r;
}

void write_file(const fs::path& p, const std::vector<uint8_t>& bytes) {
    std::ofstream out(p, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    if (!out) throw std::runtime_error("cannot write " + p.string());
}

// `frames` cameras from `from` to `to`, pitch `pitch`, the yaw sweeping +-20 degrees
// around `yaw`.
void write_path(const fs::path& p, glm::vec3 from, glm::vec3 to, float pitch, float yaw, int frames = 24) {
    std::ofstream out(p);
    for (int i = 0; i < frames; ++i) {
        const float t = float(i) / float(frames - 1);
        const glm::vec3 eye = from + (to - from) * t;
        out << eye.x << ' ' << eye.y << ' ' << eye.z << ' ' << pitch << ' ' << yaw + 20 * std::sin(t * 6.2832f) << '\n';
    }
}

Run measure(const Options& o, const fs::path& map, const std::vector<uint8_t>& bytes, const fs::path& path) {
    write_file(map, bytes);
    const double file_mib = double(bytes.size()) / (1024.0 * 1024.0);
    // Each figure is the least over the runs: on a shared machine the noise only adds
    // (other work, and the first touch of fresh memory, which varies by 2-3x at 1 GB).
    Run r = read_run(run_bench(o, map, path, file_mib));
    for (int i = 1; i < o.repeat; ++i) {
        const Run again = read_run(run_bench(o, map, path, file_mib));
        for (auto field : {&Run::read_ms, &Run::parse_ms, &Run::first_frame_ms, &Run::rss_mib, &Run::vis_ms, &Run::leaves,
                           &Run::draw_calls, &Run::frame_ms})
            r.*field = std::min(r.*field, again.*field);
    }
    r.file_mib = file_mib;
    if (!o.keep_maps) fs::remove(map);
    return r;
}

// The camera walks from the middle of tile (1, 1) to tile (2, 1) looking along +x:
// the same 3 x 3 tiles are in its PVS at every size.
Run measure_q3(const Options& o, double scale) {
    const bsptest::Q3BspBuilder b = bsptest::tiled_q3_map(bsptest::oa_thor_scaled(scale));
    const fs::path map = o.out / ("tiles_" + std::to_string(int(scale)) + "x.bsp"), path = o.out / "tiles_path.txt";
    write_path(path, bsptest::tile_eye(1, 1), bsptest::tile_eye(2, 1), 10, 0);
    Run r = measure(o, map, b.build(), path);
    r.size = scale;
    r.faces = double(b.faces.size());
    r.pvs_bytes = double(b.visibility.size() - 8);
    return r;
}

// The camera flies in from outside the prop grid's -x edge, looking along +x and down.
Run measure_props(const Options& o, double props) {
    const int count = int(props);
    const fs::path map = o.out / ("props_" + std::to_string(count) + ".bsp"), path = o.out / ("props_path_" + std::to_string(count) + ".txt");
    const float half = bsptest::prop_grid_half_width(count);
    write_path(path, {-half - 300, 0, 200}, {-half - 100, 0, 200}, 20, 0);
    Run r = measure(o, map, bsptest::source_map_with_many_props(count), path);
    r.size = props;
    return r;
}

struct Metric {
    std::string name;
    std::function<double(const Run&)> value;
    double max_k;  // the target: k <= max_k (and k >= -max_k where `flat`)
    bool flat = false;
    std::string target;  // "" when there is none
};

double fitted_k(const std::vector<Run>& runs, const std::function<double(const Run&)>& x,
                const std::function<double(const Run&)>& y) {
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    const double n = double(runs.size());
    for (const Run& r : runs) {
        const double lx = std::log(x(r)), ly = std::log(std::max(y(r), 1e-6));
        sx += lx, sy += ly, sxx += lx * lx, sxy += lx * ly;
    }
    const double d = n * sxx - sx * sx;
    return d == 0 ? 0 : (n * sxy - sx * sy) / d;
}

void print_fits(const std::vector<Run>& runs, const std::function<double(const Run&)>& x, const std::vector<Metric>& metrics,
                scale_plot::Panel& panel) {
    const uint32_t colours[] = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b, 0xe377c2};
    // The fit over every size is what the targets are read against; the last step's
    // exponent (the two largest sizes alone) shows a cost that turns faster late.
    std::printf("\n| metric | k (fit) | k (last step) | target | |\n|---|---|---|---|---|\n");
    size_t c = 0;
    for (const Metric& m : metrics) {
        const double k = fitted_k(runs, x, m.value);
        const double last = fitted_k({runs.end() - 2, runs.end()}, x, m.value);
        const bool has_target = !m.target.empty();
        const double shown = std::round(k * 100) / 100;  // judged as printed
        const bool ok = shown <= m.max_k && (!m.flat || shown >= -m.max_k);
        std::printf("| %s | %.2f | %.2f | %s | %s |\n", m.name.c_str(), k, last, has_target ? m.target.c_str() : "-",
                    !has_target ? "" : ok ? "met" : "**missed**");
        scale_plot::Series s;
        char label[64];
        std::snprintf(label, sizeof label, "%s k=%.2f", m.name.c_str(), k);
        s.name = label;
        s.rgb = colours[c++ % 7];
        for (const Run& r : runs) s.x.push_back(x(r)), s.y.push_back(std::max(m.value(r), 1e-3));
        panel.series.push_back(s);
    }
}

std::vector<Metric> common_metrics() {
    return {
        {"parse", [](const Run& r) { return r.parse_ms; }, 1.05, false, "<= 1.05"},
        {"load", [](const Run& r) { return r.first_frame_ms; }, 1.05, false, "<= 1.05"},
        {"rss", [](const Run& r) { return r.rss_mib; }, 1.05, false, "<= 1.05"},
    };
}

}  // namespace

int main(int argc, char** argv) {
    try {
        const std::optional<Options> o = parse_options(argc, argv);
        if (!o) return 2;
        fs::create_directories(o->out);
        std::vector<scale_plot::Panel> panels;

        std::printf("## Quake 3 tiles (scale 1 = oa_thor's size)\n\n");
        std::printf("| scale | faces | PVS bytes | file MiB | read ms | parse ms | load to first frame ms | peak RSS MiB | "
                    "vis ms/frame | visible leaves | draw calls | frame ms |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        std::vector<Run> q3;
        for (double s : o->sizes) {
            const Run r = measure_q3(*o, s);
            std::printf("| %gx | %.0f | %.0f | %.1f | %.1f | %.1f | %.0f | %.0f | %.3f | %.0f | %.0f | %.2f |\n", r.size,
                        r.faces, r.pvs_bytes, r.file_mib, r.read_ms, r.parse_ms, r.first_frame_ms, r.rss_mib, r.vis_ms,
                        r.leaves, r.draw_calls, r.frame_ms);
            std::fflush(stdout);
            q3.push_back(r);
        }
        std::vector<Metric> q3_metrics = common_metrics();
        q3_metrics.push_back({"vis", [](const Run& r) { return r.vis_ms; }, 0.3, false, "<= 0.3"});
        q3_metrics.push_back({"draws", [](const Run& r) { return r.draw_calls; }, 0.1, true, "~0 (|k| <= 0.1)"});
        q3_metrics.push_back({"frame", [](const Run& r) { return r.frame_ms; }, 0, false, ""});
        panels.push_back({"quake 3 tiles: cost / cost at 1x against faces"});
        if (q3.size() > 1) print_fits(q3, [](const Run& r) { return r.faces; }, q3_metrics, panels.back());

        std::printf("\n## Source static props\n\n");
        // Visibility is one leaf here (the props' own culling is part of the frame), so
        // its column is left out.
        std::printf("| props | file MiB | read ms | parse ms | load to first frame ms | peak RSS MiB | draw calls | "
                    "frame ms |\n|---|---|---|---|---|---|---|---|\n");
        std::vector<Run> props;
        for (double n : o->props) {
            const Run r = measure_props(*o, n);
            std::printf("| %.0f | %.1f | %.1f | %.1f | %.0f | %.0f | %.0f | %.2f |\n", r.size, r.file_mib, r.read_ms,
                        r.parse_ms, r.first_frame_ms, r.rss_mib, r.draw_calls, r.frame_ms);
            std::fflush(stdout);
            props.push_back(r);
        }
        std::vector<Metric> prop_metrics = common_metrics();
        prop_metrics.push_back({"draws", [](const Run& r) { return r.draw_calls; }, 0.1, true, "~0 (|k| <= 0.1)"});
        prop_metrics.push_back({"frame", [](const Run& r) { return r.frame_ms; }, 0, false, ""});
        panels.push_back({"source: cost / cost at 1000 props against props"});
        if (props.size() > 1) print_fits(props, [](const Run& r) { return r.size; }, prop_metrics, panels.back());

        scale_plot::Canvas canvas(960, 440);
        for (size_t i = 0; i < panels.size(); ++i)
            if (!panels[i].series.empty()) scale_plot::draw_panel(canvas, panels[i], int(i) * 480, 0, 480, 440);
        if (!bsp::write_png(o->png.string(), canvas.width(), canvas.height(), canvas.rgba()))
            throw std::runtime_error("cannot write " + o->png.string());
        std::printf("\nplot: %s\n", o->png.string().c_str());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "scale_bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
