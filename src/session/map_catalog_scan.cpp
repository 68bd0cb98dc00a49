#include "session/map_catalog_scan.h"

#include <algorithm>
#include <exception>
#include <filesystem>
#include <map>

#include "core/ascii.h"
#include "core/stopwatch.h"
#include "formats/map_parser.h"
#include "vfs/vfs.h"
#include "vfs/vfs_path.h"

namespace bsp {

namespace fs = std::filesystem;

namespace {

std::string canonical_or_as_given(const fs::path& p) {
    std::error_code ec;
    const fs::path c = fs::weakly_canonical(fs::absolute(p, ec), ec);
    return ec ? p.string() : c.string();
}

void add_once(std::vector<std::string>& list, const std::string& folder) {
    if (std::find(list.begin(), list.end(), folder) == list.end()) list.push_back(folder);
}

// Where a game keeps a map's picture: Quake 3's levelshots/<map>.jpg (or .tga, .png),
// Source's menu thumbnail. Looked up in one listing per folder (names lower-cased).
struct Levelshots {
    std::map<std::string, std::string> by_name;  // lower-case map name -> vfs path

    explicit Levelshots(const Vfs& vfs) {
        for (const char* ext : {".png", ".tga", ".jpg"})  // later wins: .jpg as Quake 3 tries first
            for (const std::string& f : vfs.list("levelshots", ext))
                by_name[ascii_lowercase(f.substr(0, f.size() - 4))] = "levelshots/" + f;
        const std::string thumbs = "materials/vgui/maps";
        for (const std::string& f : vfs.list(thumbs, ".vtf")) {
            const std::string l = ascii_lowercase(f);
            if (l.rfind("menu_thumb_", 0) == 0) by_name.emplace(l.substr(11, l.size() - 15), thumbs + "/" + f);
        }
    }
    std::string of(const std::string& map_name) const {
        auto it = by_name.find(ascii_lowercase(map_name));
        return it == by_name.end() ? std::string() : it->second;
    }
};

}  // namespace

CatalogSources catalog_sources(const std::vector<std::string>& game_dirs, const std::string& shown_argument) {
    CatalogSources s;
    for (const std::string& d : game_dirs) add_once(s.game_dirs, canonical_or_as_given(d));
    if (shown_argument.empty()) return s;
    std::error_code ec;
    const size_t colon = shown_argument.find(':');
    if (colon != std::string::npos && has_archive_extension(fs::path(shown_argument.substr(0, colon)).filename().string())) {
        const fs::path archive(shown_argument.substr(0, colon));
        if (fs::is_regular_file(archive, ec))
            add_once(s.game_dirs, canonical_or_as_given(archive.parent_path().empty() ? "." : archive.parent_path()));
        return s;
    }
    const fs::path file(shown_argument);
    if (!fs::is_regular_file(file, ec)) return s;  // a path inside the game dirs
    const fs::path folder = fs::absolute(file, ec).parent_path();
    if (has_archive_extension(file.filename().string())) {
        add_once(s.game_dirs, canonical_or_as_given(folder));
    } else if (iequals(folder.filename().string(), "maps")) {
        add_once(s.game_dirs, canonical_or_as_given(folder.parent_path()));
    } else {
        const std::string f = canonical_or_as_given(folder);
        if (std::find(s.game_dirs.begin(), s.game_dirs.end(), f) == s.game_dirs.end()) add_once(s.map_folders, f);
    }
    return s;
}

MapCatalog scan_map_catalog(const CatalogSources& sources, const std::function<void(float)>& progress,
                            const std::atomic<bool>* cancel) {
    const Stopwatch clock;
    MapCatalog catalog;
    catalog.sources = sources;
    auto vfs = std::make_shared<Vfs>();
    const size_t steps = sources.game_dirs.size() + sources.map_folders.size() + 1;
    size_t done = 0;
    auto step = [&] {
        ++done;
        if (progress) progress(float(done) / float(steps));
        return !(cancel && cancel->load());
    };
    bool go_on = true;
    for (const std::string& dir : sources.game_dirs) {
        try {
            vfs->mount_game_dir(dir);
        } catch (const std::exception& e) {
            catalog.warnings.push_back(e.what());
        }
        if (!(go_on = step())) break;
    }
    for (size_t i = 0; go_on && i < sources.map_folders.size(); ++i) {
        try {
            vfs->mount(sources.map_folders[i], "maps");
        } catch (const std::exception& e) {
            catalog.warnings.push_back(e.what());
        }
        go_on = step();
    }
    for (const std::string& w : vfs->warnings()) catalog.warnings.push_back(w);
    if (go_on) {
        const Levelshots levelshots(*vfs);
        for (Vfs::FileSummary& f : vfs->summarize("maps", ".bsp", 8)) {
            CatalogMap m;
            const std::string file = fs::path(f.path).filename().string();
            m.name = file.substr(0, file.size() - 4);
            m.vfs_path = f.path;
            m.source = f.source;
            m.in_archive = !f.source_is_folder;
            const SniffedFormat format = sniff_map_format(f.head);
            m.format = format.name;
            m.readable = format.readable;
            m.size = f.size;
            m.levelshot = levelshots.of(m.name);
            m.argument = m.in_archive ? f.source + ":" + f.path_in_source : (fs::path(f.source) / f.path_in_source).string();
            catalog.maps.push_back(std::move(m));
        }
        std::stable_sort(catalog.maps.begin(), catalog.maps.end(),
                         [](const CatalogMap& a, const CatalogMap& b) { return ascii_lowercase(a.name) < ascii_lowercase(b.name); });
        step();
    }
    catalog.vfs = std::move(vfs);
    catalog.scan_ms = clock.elapsed_ms();
    return catalog;
}

MapCatalogScan::~MapCatalogScan() { stop(); }

void MapCatalogScan::stop() {
    cancel_ = true;
    if (worker_.joinable()) worker_.join();
    cancel_ = false;
}

void MapCatalogScan::start(const CatalogSources& sources) {
    stop();
    running_ = true;
    progress_ = 0;
    {
        std::lock_guard lock(mutex_);
        result_.reset();
    }
    worker_ = std::thread([this, sources] {
        auto catalog = std::make_unique<MapCatalog>(
            scan_map_catalog(sources, [this](float f) { progress_ = f; }, &cancel_));
        std::lock_guard lock(mutex_);
        if (!cancel_) result_ = std::move(catalog);
        running_ = false;
    });
}

std::unique_ptr<MapCatalog> MapCatalogScan::take() {
    std::lock_guard lock(mutex_);
    return std::move(result_);
}

}  // namespace bsp
