// Areas and area portals: lumps areas (int portal count, int first portal),
// areaportals (portal key, other area, first clip vertex, clip vertex count: 16-bit,
// 32-bit in Strata's v25; then int plane) and clipportalverts (float x, y, z).
//
// Nothing else in the map depends on them, so a bad record costs only itself: it is
// dropped with a warning instead of failing the whole map. vbsp leaves area 0 and
// portal 0 empty on purpose (index 0 means "none" to the engine); they are kept so
// the lists keep the file's numbering.
#include <map>

#include "core/ascii.h"
#include "formats/source/source_sections.h"

namespace bsp::source {
namespace {

struct RawPortal {
    int64_t key = 0, other_area = 0, first_vertex = 0, vertex_count = 0;
    int32_t plane = -1;
};

std::vector<RawPortal> read_raw_portals(const SourceFile& f) {
    ByteReader r = f.reader(kAreaPortals);
    std::vector<RawPortal> out(f.count(kAreaPortals));
    const bool wide = f.record_size(kAreaPortals) == 20;
    auto field = [&]() -> int64_t { return wide ? int64_t(r.u32()) : int64_t(r.u16()); };
    for (RawPortal& p : out) {
        p.key = field();
        p.other_area = field();
        p.first_vertex = field();
        p.vertex_count = field();
        p.plane = r.i32();
    }
    return out;
}

// The func_areaportal (or func_areaportalwindow) entity that owns each portal key:
// vbsp numbers them and writes the number into the entity as "portalnumber".
std::map<int64_t, int32_t> entities_by_portal_number(const Map& map) {
    std::map<int64_t, int32_t> out;
    for (size_t i = 0; i < map.entities.size(); ++i) {
        const Entity& e = map.entities[i];
        if (!ascii_istarts_with(e.classname(), "func_areaportal")) continue;
        const auto number = e.number("portalnumber");
        if (number && *number >= 1) out.emplace(int64_t(*number), int32_t(i));
    }
    return out;
}

}  // namespace

void read_areas(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    {
        ByteReader r = f.reader(kClipPortalVerts);
        map.area_portal_vertices.resize(f.count(kClipPortalVerts));
        for (glm::vec3& v : map.area_portal_vertices) v = {r.f32(), r.f32(), r.f32()};
    }
    const uint64_t area_count = f.count(kAreas);
    const std::vector<RawPortal> raw = read_raw_portals(f);
    const std::map<int64_t, int32_t> owners = entities_by_portal_number(map);

    // Keep the good portals in file order; kept_before[i] is where raw portal i (or,
    // for a dropped one, the next kept one) lands, so the areas' ranges can follow.
    std::vector<uint32_t> kept_before(raw.size() + 1, 0);
    Problems bad_portals(f, kAreaPortals, "area portals");
    for (size_t i = 0; i < raw.size(); ++i) {
        const RawPortal& p = raw[i];
        const std::string who = "portal " + str(int64_t(i));
        bool ok = false;
        if (!index_in(p.other_area, area_count))
            bad_portals.add(who + " leads into area " + str(p.other_area) + ", but there are " +
                            str(int64_t(area_count)) + " areas");
        else if (!range_in(p.first_vertex, p.vertex_count, map.area_portal_vertices.size()))
            bad_portals.add(who + " uses clip portal vertices " + range_str(p.first_vertex, p.vertex_count) +
                            ", but there are " + str(int64_t(map.area_portal_vertices.size())));
        else if (!index_in(p.plane, map.planes.size()))
            bad_portals.add(who + " lies on plane " + str(p.plane) + ", but there are " +
                            str(int64_t(map.planes.size())) + " planes");
        else
            ok = true;
        kept_before[i + 1] = kept_before[i] + (ok ? 1 : 0);
        if (!ok) continue;
        AreaPortal out;
        out.portal_key = int32_t(p.key);
        out.other_area = int32_t(p.other_area);
        out.plane = p.plane;
        out.first_vertex = uint32_t(p.first_vertex);
        out.vertex_count = uint32_t(p.vertex_count);
        if (auto it = owners.find(p.key); it != owners.end()) out.entity = it->second;
        map.area_portals.push_back(out);
    }
    bad_portals.report(raw.size(), map);

    ByteReader r = f.reader(kAreas);
    map.areas.resize(area_count);
    Problems bad_areas(f, kAreas, "areas' portal lists");
    for (size_t a = 0; a < map.areas.size(); ++a) {
        const int32_t n = r.i32(), first = r.i32();
        if (!range_in(first, n, raw.size())) {
            bad_areas.add("area " + str(int64_t(a)) + " lists area portals " + range_str(first, n) +
                          ", but there are " + str(int64_t(raw.size())));
            continue;  // the area stays, with no portals: leaves still name it
        }
        Area& area = map.areas[a];
        area.first_portal = kept_before[size_t(first)];
        area.portal_count = kept_before[size_t(first) + size_t(n)] - area.first_portal;
        for (uint32_t p = area.first_portal; p < area.first_portal + area.portal_count; ++p)
            if (map.area_portals[p].area < 0) map.area_portals[p].area = int32_t(a);
    }
    bad_areas.report(area_count, map);

    if (area_count == 0) return;
    Problems bad_leaves(f, kLeafs, "leaves' areas");
    for (size_t i = 0; i < map.leaves.size(); ++i) {
        Leaf& leaf = map.leaves[i];
        if (index_in(leaf.area, area_count)) continue;
        bad_leaves.add("leaf " + str(int64_t(i)) + " is in area " + str(leaf.area) + ", but there are " +
                       str(int64_t(area_count)) + " areas");
        leaf.area = -1;
    }
    bad_leaves.report(map.leaves.size(), map);
}

}  // namespace bsp::source
