#pragma once
// The text portal file a map compiler writes beside NAME.bsp as NAME.prt, for vis:
//  - PRT1, Quake 1 / GoldSrc: "PRT1", vis leaf count, portal count, then one line per
//    portal: point count, the vis leaves on either side, and the points "(x y z)";
//  - PRT1, Quake 3 (q3map2): the header adds a third count, the solid faces listed
//    after the portals, and a portal line may carry a hint flag before its points;
//  - PRT2 (ericw-tools, maps with detail): vis leaf, cluster and portal counts,
//    portals between clusters, then each cluster's vis leaves, each list ended by -1.
// The file is what a person edits next to the map, so it is read leniently: nothing
// here throws; a bad line is skipped with a warning, counts that disagree with the
// header are a warning, and limits bound what one file can make us allocate.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "map/map.h"

namespace bsp {

struct PortalFileLimits {
    size_t max_portals = size_t(1) << 20;
    uint32_t max_points = 256;             // per portal (q3map2 allows 64, vis tools 128)
    size_t max_vertices = size_t(1) << 22;
};

// Reads `text` (the whole file); `name` names it in warnings. Returns what could be
// read (empty portals when none), with `path` set to `name`.
PortalFile parse_portal_file(std::string_view text, const std::string& name, std::vector<std::string>& warnings,
                             const PortalFileLimits& limits = {});

}  // namespace bsp
