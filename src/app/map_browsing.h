#pragma once
// The viewer's side of File › Browse maps (ui/map_browser.h draws the window): the
// catalog scan on its worker thread, started when the window opens for game dirs the
// last scan did not cover, and the previewed map's levelshot as a GL texture. Lives
// on the GL thread, as the texture does.
#include <memory>

#include "session/map_catalog_scan.h"
#include "ui/ui_state.h"

namespace bsp {

class MapBrowsing {
public:
    MapBrowsing() = default;
    ~MapBrowsing();
    MapBrowsing(const MapBrowsing&) = delete;
    MapBrowsing& operator=(const MapBrowsing&) = delete;

    // Opens (scanning `sources` unless the catalog on hand is of them) or closes the window.
    void show(bool on, const CatalogSources& sources);
    void rescan();
    // Decodes and uploads the levelshot of catalog map `index` (-1: none).
    void preview(int index);
    // Once a frame: takes a finished scan.
    void poll();

    bool open() const { return open_; }
    const MapCatalog* catalog() const { return catalog_.get(); }
    MapBrowserStatus status() const;

private:
    void drop_levelshot();

    bool open_ = false;
    MapCatalogScan scan_;
    bool scanning_ = false;
    CatalogSources scanning_for_;
    std::unique_ptr<MapCatalog> catalog_;
    unsigned texture_ = 0;
    int texture_width_ = 0, texture_height_ = 0, texture_of_ = -1;
};

}  // namespace bsp
