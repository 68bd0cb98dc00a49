#pragma once
// Fills the map browser's catalog (assets/map_catalog.h): mounts the game dirs as a
// map load mounts them, so where two archives hold the same map the one listed is the
// one that would load, lists maps/*.bsp with each file's source, size and format
// (sniffed from its first bytes, formats/map_parser.h) and finds the levelshots. A
// scan reads directories and a few bytes per map: MapCatalogScan runs it on a worker
// thread so the window keeps drawing over thousands of maps.
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "assets/map_catalog.h"

namespace bsp {

// What the browser looks through for the map on screen: its game dirs and, for a map
// opened as a file, the game dir its .../<game dir>/maps/ folder implies or else its
// own folder; for ARCHIVE:path, the archive's folder. Each folder once.
CatalogSources catalog_sources(const std::vector<std::string>& game_dirs, const std::string& shown_argument);

// Scans `sources`. `progress` gets the fraction done; `cancel` set stops the scan
// early (what was found so far is returned). Never throws: what cannot be read is a warning.
MapCatalog scan_map_catalog(const CatalogSources& sources, const std::function<void(float)>& progress = {},
                            const std::atomic<bool>* cancel = nullptr);

// A catalog scan on a worker thread. A new start() cancels the scan under way.
class MapCatalogScan {
public:
    ~MapCatalogScan();
    void start(const CatalogSources& sources);
    bool busy() const { return running_.load(); }
    float progress() const { return progress_.load(); }
    // The finished catalog, once; null while running or when nothing was started.
    std::unique_ptr<MapCatalog> take();

private:
    void stop();

    std::thread worker_;
    std::atomic<bool> running_{false}, cancel_{false};
    std::atomic<float> progress_{0};
    std::mutex mutex_;
    std::unique_ptr<MapCatalog> result_;
};

}  // namespace bsp
