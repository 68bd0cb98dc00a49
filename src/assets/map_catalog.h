#pragma once
// The map browser's catalog (File › Browse maps): every map in a set of game dirs and
// their archives, each with its format, size, the archive or folder it is read from
// and its levelshot; session/map_catalog_scan.h fills it, ui/map_browser.h shows it.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "assets/image_decoder.h"

namespace bsp {

class Vfs;

// Where to look: game dirs (mounted in this order, later wins) and folders of loose
// maps that belong to no game dir (seen as maps/, as a map opened from one is).
struct CatalogSources {
    std::vector<std::string> game_dirs;
    std::vector<std::string> map_folders;
    bool empty() const { return game_dirs.empty() && map_folders.empty(); }
    bool operator==(const CatalogSources&) const = default;
};

struct CatalogMap {
    std::string name;       // file name without .bsp ("oa_thor")
    std::string vfs_path;   // "maps/oa_thor.bsp"
    std::string source;     // the archive or folder on disk it is read from
    bool in_archive = false;
    std::string format;     // "Quake 3", "GoldSrc", "IBSP 47 (not read)", "not a BSP"
    bool readable = false;  // a format bspview opens
    uint64_t size = 0;      // bytes
    std::string levelshot;  // its picture's path in the game dirs; "" for none
    std::string argument;   // what opens it: "ARCHIVE:maps/x.bsp" or the file's path
};

struct MapCatalog {
    CatalogSources sources;
    std::vector<CatalogMap> maps;       // by name, case-insensitively
    std::vector<std::string> warnings;  // game dirs that could not be mounted, archives skipped
    double scan_ms = 0;
    std::shared_ptr<const Vfs> vfs;     // the game dirs mounted, for levelshots
};

// The maps whose name holds `filter`, case-insensitively, as indices into
// catalog.maps in its order; all of them for an empty filter.
std::vector<size_t> filter_catalog(const MapCatalog& catalog, const std::string& filter);

// A map's levelshot decoded as RGBA; nullopt when it has none or it does not decode.
std::optional<DecodedImage> load_levelshot(const MapCatalog& catalog, const CatalogMap& map);

}  // namespace bsp
