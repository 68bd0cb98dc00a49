// LUMP_LEAFWATERDATA: per water volume its surface height, its bottom and the
// texinfo of its surface, whose material gives the fog seen from under the surface.
// Leaves name their volume by leafWaterDataID (read by read_leaves). The lump is read
// as bytes (record size 12 checked here), so a lump of another size costs its water
// fog, with a warning, not the map.
#include <cmath>

#include "formats/source/source_sections.h"

namespace bsp::source {

namespace {
constexpr uint64_t kWaterRecordSize = 12;  // float surfaceZ, float minZ, short surfaceTexInfoID, pad
}

void read_water_volumes(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    const uint64_t bytes = f.length(kLeafWaterData);
    if (bytes % kWaterRecordSize != 0) {
        map.warnings.push_back(f.part(kLeafWaterData) + ": " + str(int64_t(bytes)) + " bytes is not a whole number of " +
                               str(int64_t(kWaterRecordSize)) + "-byte records; water fog left out");
    } else {
        const uint64_t n = bytes / kWaterRecordSize;
        c.memory_budget.check(n * sizeof(WaterVolume), f.file(), f.part(kLeafWaterData), "its water volumes", "records");
        ByteReader r = f.reader(kLeafWaterData);
        map.water_volumes.resize(size_t(n));
        Problems bad_texinfo(f, kLeafWaterData, "surface texinfos");
        for (size_t i = 0; i < map.water_volumes.size(); ++i) {
            WaterVolume& w = map.water_volumes[i];
            w.surface_z = r.f32();
            w.min_z = r.f32();
            w.texinfo = r.i16();
            r.skip(2);
            if (!std::isfinite(w.surface_z)) w.surface_z = -INFINITY;  // never under it
            if (w.texinfo >= 0 && size_t(w.texinfo) < c.texinfos.size()) w.material = c.texinfos[size_t(w.texinfo)].texdata;
            else bad_texinfo.add("volume " + str(int64_t(i)) + " uses texinfo " + str(w.texinfo));
        }
        bad_texinfo.report(n, map);
    }
    Problems bad_leaf(f, kLeafs, "leafWaterDataIDs");
    for (size_t i = 0; i < map.leaves.size(); ++i) {
        Leaf& leaf = map.leaves[i];
        if (leaf.water < -1 || (leaf.water >= 0 && size_t(leaf.water) >= map.water_volumes.size())) {
            bad_leaf.add("leaf " + str(int64_t(i)) + " names water data " + str(leaf.water) + ", but there are " +
                         str(int64_t(map.water_volumes.size())));
            leaf.water = -1;
        }
    }
    bad_leaf.report(map.leaves.size(), map);
}

}  // namespace bsp::source
