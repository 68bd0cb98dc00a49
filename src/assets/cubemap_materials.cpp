#include "assets/cubemap_materials.h"

#include <cctype>

#include "assets/source_materials.h"
#include "assets/vmt_material.h"
#include "assets/vtf_image.h"
#include "map/cubemap_assignment.h"

namespace bsp {

std::string cubemap_map_name(const std::string& source_path) {
    std::string name = source_path;
    if (const size_t cut = name.find_last_of("/\\:"); cut != std::string::npos) name = name.substr(cut + 1);
    for (char& ch : name) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    if (name.size() > 4 && name.compare(name.size() - 4, 4, ".bsp") == 0) name.resize(name.size() - 4);
    return name;
}

std::string cubemap_image_path(const std::string& map_name, const CubemapSample& sample, bool hdr) {
    return "materials/maps/" + map_name + "/c" + std::to_string(int(sample.origin.x)) + "_" +
           std::to_string(int(sample.origin.y)) + "_" + std::to_string(int(sample.origin.z)) +
           (hdr ? ".hdr.vtf" : ".vtf");
}

void resolve_cubemaps(Map& map, const Vfs& vfs) {
    if (map.cubemaps.empty()) return;
    // Only materials some surface uses are read.
    std::vector<char> used(map.materials.size(), 0);
    for (const Surface& s : map.surfaces)
        if (s.material >= 0 && size_t(s.material) < used.size()) used[size_t(s.material)] = 1;
    std::vector<EnvmapRequest> requests(map.materials.size());
    for (size_t i = 0; i < map.materials.size(); ++i) {
        if (!used[i]) continue;
        const std::optional<VmtMaterial> vmt = read_vmt(map.materials[i].name, vfs);
        if (!vmt) continue;  // absent, or unreadable: the material resolver reports those
        if (const std::string* envmap = vmt->param("$envmap")) requests[i] = envmap_request(*envmap, map.cubemaps);
    }
    assign_cubemaps(map, requests);

    const std::string name = cubemap_map_name(map.source_path);
    size_t missing = 0;
    for (CubemapSample& s : map.cubemaps) {
        s.image_found = vfs.exists(cubemap_image_path(name, s, false)) || vfs.exists(cubemap_image_path(name, s, true));
        missing += s.image_found ? 0 : 1;
    }
    if (missing)
        map.warnings.push_back("cube maps: " + std::to_string(missing) + " of " + std::to_string(map.cubemaps.size()) +
                               " samples have no image (materials/maps/" + name +
                               "/c<x>_<y>_<z>.vtf); faces that use them reflect nothing (run buildcubemaps)");
}

namespace {

// The cube map a VTF file holds, or nullopt with a warning naming the file.
std::optional<CubemapImage> read_cube(const Vfs& vfs, const std::string& path, std::vector<std::string>& warnings,
                                      const MemoryBudget& budget) {
    const std::optional<std::vector<uint8_t>> bytes = vfs.read(path);
    if (!bytes) return std::nullopt;
    std::string error;
    std::optional<VtfImage> vtf = decode_vtf(*bytes, &error, path, budget);
    if (!vtf) {
        warnings.push_back(path + ": " + error + "; its cube map not drawn");
        return std::nullopt;
    }
    if (vtf->cube_faces.size() != 6) {
        warnings.push_back(path + ": not a six-face cube map (" +
                           std::string(vtf->flags & kVtfFlagEnvmap ? "compressed chain" : "no envmap flag") +
                           "); its cube map not drawn");
        return std::nullopt;
    }
    CubemapImage out;
    out.path = path;
    for (size_t f = 0; f < 6; ++f) out.faces[f] = std::move(vtf->cube_faces[f]);
    return out;
}

// Black on average (under 2 of 255 across every face and channel; a few stray texels,
// such as NaN halves decoded bright, do not count): what a map compiled in HDR holds
// when buildcubemaps was never run with HDR on (sdk_teams_hdr's .hdr.vtf files are
// 32x32 zeros with a few NaN), which would reflect nothing.
bool blank(const CubemapImage& cube) {
    uint64_t sum = 0, count = 0;
    for (const DecodedImage& f : cube.faces)
        for (size_t i = 0; i + 3 < f.pixels.size(); i += 4, count += 3)
            sum += uint64_t(f.pixels[i]) + f.pixels[i + 1] + f.pixels[i + 2];
    return count == 0 || sum < 2 * count;
}

}  // namespace

std::vector<std::optional<CubemapImage>> load_cubemap_images(const Map& map, const Vfs& vfs, bool hdr,
                                                             std::vector<std::string>& warnings,
                                                             const MemoryBudget& budget) {
    std::vector<std::optional<CubemapImage>> images(map.cubemaps.size());
    std::vector<char> used(map.cubemaps.size(), 0);
    for (const Surface& s : map.surfaces)
        if (s.cubemap >= 0 && size_t(s.cubemap) < used.size()) used[size_t(s.cubemap)] = 1;
    const std::string name = cubemap_map_name(map.source_path);
    std::optional<std::optional<CubemapImage>> fallback;  // read once, when first needed
    size_t fell_back = 0;
    for (size_t i = 0; i < images.size(); ++i) {
        if (!used[i]) continue;
        for (const bool h : {hdr, !hdr}) {
            images[i] = read_cube(vfs, cubemap_image_path(name, map.cubemaps[i], h), warnings, budget);
            if (images[i] && h && blank(*images[i])) {
                warnings.push_back(images[i]->path + ": black (cube maps not built in HDR); the LDR "
                                   "image used if there is one");
                images[i].reset();
            }
            if (images[i]) break;
        }
        if (images[i]) continue;
        if (!fallback) {
            const std::string base = "materials/maps/" + name + "/cubemapdefault";
            std::optional<CubemapImage> d = read_cube(vfs, base + (hdr ? ".hdr.vtf" : ".vtf"), warnings, budget);
            if (!d) d = read_cube(vfs, base + (hdr ? ".vtf" : ".hdr.vtf"), warnings, budget);
            if (d) d->fallback = true;
            fallback = std::move(d);
        }
        images[i] = *fallback;
        ++fell_back;
    }
    if (fell_back)
        warnings.push_back("cube maps: " + std::to_string(fell_back) + " samples in use have no image of their own; " +
                           (*fallback ? "the map's cubemapdefault used" : "no cubemapdefault either: not drawn"));
    return images;
}

}  // namespace bsp
