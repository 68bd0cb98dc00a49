// LUMP_CUBEMAPS (42): the env_cubemap entities vbsp compiled away, one
// dcubemapsample_t each: int32 origin[3], int32 size. The size is an exponent: 0
// means the engine's default edge, n > 0 an edge of 2^(n-1) pixels (env_cubemap's
// "cubemapsize" choices). The images themselves are files in the map's pakfile
// (assets/cubemap_images.h finds them once the vfs is up).
//
// Samples are kept in file order even when one is bad: vbsp names each image and
// each patched material by its sample's origin, and faces refer to samples by index
// (Surface::cubemap), so dropping one would shift the rest.
#include "formats/source/source_sections.h"

namespace bsp::source {
namespace {
// 2^(15-1) = 16384 pixels, the largest VTF edge (assets/vtf_image.h); far beyond what
// buildcubemaps renders, but a file that says so still describes an image.
constexpr int32_t kMaxSizeExponent = 15;
}  // namespace

void read_cubemaps(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    const uint64_t n = f.count(kCubemaps);
    c.memory_budget.check(n * sizeof(CubemapSample), f.file(), f.part(kCubemaps), "its cube map samples", "records");
    ByteReader r = f.reader(kCubemaps);
    map.cubemaps.resize(size_t(n));
    Problems bad_size(f, kCubemaps, "out-of-range cube map sizes");
    for (size_t i = 0; i < map.cubemaps.size(); ++i) {
        CubemapSample& s = map.cubemaps[i];
        const int32_t x = r.i32(), y = r.i32(), z = r.i32();
        s.origin = glm::vec3(float(x), float(y), float(z));
        s.size = r.i32();
        if (s.size < 0 || s.size > kMaxSizeExponent) {
            bad_size.add("sample " + str(int64_t(i)) + " has size " + str(s.size) + ", outside 0.." +
                         str(kMaxSizeExponent) + "; the default size used");
            s.size = 0;
        }
    }
    bad_size.report(n, map);
}

}  // namespace bsp::source
