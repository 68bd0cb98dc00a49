// --info: the lump table and statistics of a map, as text or as one JSON object.
#include <cstdio>

#include "app/run_modes.h"
#include "core/json_writer.h"
#include "core/load_error.h"
#include "core/printable_text.h"
#include "map/patch_tessellation.h"
#include "vis/sky_area.h"
#include "session/map_loading.h"
#include "session/map_statistics.h"
#include "session/prop_loading.h"

namespace bsp {

namespace {

void print_fog(const char* label, const std::optional<LinearFog>& fog) {
    if (!fog) {
        std::printf("%s none\n", label);
        return;
    }
    std::printf("%s colour %.3f %.3f %.3f, from %g to %g units, max density %g\n", label, fog->color.r, fog->color.g,
                fog->color.b, fog->start, fog->end, fog->max_density);
}

void write_fog(JsonWriter& j, std::string_view key, const std::optional<LinearFog>& fog) {
    j.key(key);
    if (!fog) {
        j.null();
        return;
    }
    j.begin_object();
    j.key("color").begin_array().value(fog->color.r).value(fog->color.g).value(fog->color.b).end_array();
    j.field("start", fog->start).field("end", fog->end).field("max_density", fog->max_density);
    j.end_object();
}

// Source's 3D sky box, distance fog and water volumes (map/world_effects.h).
void print_world_effects(const Map& map) {
    if (map.sky_camera) {
        const SkyArea sky = find_sky_area(map);
        std::printf("sky camera:    at %g %g %g, scale %g; sky area %d (%u leaves)\n", map.sky_camera->origin.x,
                    map.sky_camera->origin.y, map.sky_camera->origin.z, map.sky_camera->scale, sky.area,
                    sky.leaf_count);
        print_fog("  sky fog:    ", map.sky_camera->fog);
    } else {
        std::printf("sky camera:    none\n");
    }
    print_fog("fog:          ", map.fog);
    size_t fogged = 0;
    for (const WaterVolume& w : map.water_volumes) fogged += w.fog ? 1 : 0;
    std::printf("water volumes: %zu (%zu with fog)\n", map.water_volumes.size(), fogged);
    size_t found = 0;
    for (const CubemapSample& s : map.cubemaps) found += s.image_found ? 1 : 0;
    size_t assigned = 0;
    for (const Surface& s : map.surfaces) assigned += s.cubemap >= 0 ? 1 : 0;
    std::printf("cube maps:     %zu (%zu images found), %zu faces reflect one\n", map.cubemaps.size(), found,
                assigned);
    size_t water_overlays = 0, pieces = 0;
    for (const SourceOverlay& o : map.overlays) water_overlays += o.water ? 1 : 0, pieces += o.surface_count;
    std::printf("overlays:      %zu (%zu water), %zu pieces on faces\n", map.overlays.size() - water_overlays,
                water_overlays, pieces);
}

// Each overlay of one lump (water or not) as a JSON record.
void write_overlays(JsonWriter& j, const Map& map, const char* key, bool water) {
    j.key(key).begin_array();
    for (const SourceOverlay& o : map.overlays) {
        if (o.water != water) continue;
        j.begin_object();
        j.field("id", int64_t(o.id));
        j.field("material", o.material >= 0 && size_t(o.material) < map.materials.size()
                                ? map.materials[size_t(o.material)].name
                                : std::string());
        j.key("faces").begin_array();
        for (int32_t f : o.faces) j.value(int64_t(f));
        j.end_array();
        j.key("origin").begin_array().value(o.origin.x).value(o.origin.y).value(o.origin.z).end_array();
        j.field("pieces", uint64_t(o.surface_count));
        j.end_object();
    }
    j.end_array();
}

void write_world_effects(JsonWriter& j, const Map& map) {
    j.key("sky_camera");
    if (map.sky_camera) {
        const SkyArea sky = find_sky_area(map);
        j.begin_object();
        const glm::vec3 o = map.sky_camera->origin;
        j.key("origin").begin_array().value(o.x).value(o.y).value(o.z).end_array();
        j.field("scale", map.sky_camera->scale);
        j.field("area", sky.area).field("area_leaves", uint64_t(sky.leaf_count));
        write_fog(j, "fog", map.sky_camera->fog);
        j.end_object();
    } else {
        j.null();
    }
    write_fog(j, "fog", map.fog);
    j.field("water_volumes", uint64_t(map.water_volumes.size()));
    write_overlays(j, map, "overlays", false);
    write_overlays(j, map, "water_overlays", true);
    // Each cube map sample: its origin, the stored size exponent (0 = default) and
    // whether its image was found.
    j.key("cubemaps").begin_array();
    for (const CubemapSample& s : map.cubemaps) {
        j.begin_object();
        j.key("origin").begin_array().value(s.origin.x).value(s.origin.y).value(s.origin.z).end_array();
        j.field("size", s.size).field("image_found", s.image_found);
        j.end_object();
    }
    j.end_array();
    uint64_t assigned = 0;
    for (const Surface& s : map.surfaces) assigned += s.cubemap >= 0 ? 1 : 0;
    j.field("cubemap_faces", assigned);
}


double share_of_file(const Map& map, const LumpInfo& l) {
    return map.file_size ? 100.0 * double(l.length) / double(map.file_size) : 0.0;
}

// Leaves with ambient samples of their own, and those that borrow a neighbour's.
struct AmbientLeaves {
    uint64_t own = 0, borrowing = 0;
};
AmbientLeaves count_ambient_leaves(const Map& map) {
    AmbientLeaves n;
    for (const LeafAmbient& a : map.leaf_ambient) {
        if (a.sample_count > 0) ++n.own;
        else if (a.borrow_leaf >= 0) ++n.borrowing;
    }
    return n;
}

void print_text(const LoadedMap& loaded) {
    const Map& map = loaded.map;
    MapStatistics st = compute_statistics(map);
    std::printf("%s\n", map.source_path.c_str());
    std::printf("format:    %s (%s), version %d, %llu bytes\n", map.format.c_str(), map.format_name.c_str(),
                map.version, (unsigned long long)map.file_size);
    if (map.lump_details) {
        // Source: every lump with its version and, for LZMA lumps, the stored and decoded sizes.
        std::printf("\n%5s  %-30s %10s %10s %5s %4s %12s %8s %9s %7s\n", "index", "lump", "offset", "length", "ver",
                    "lzma", "uncompressed", "elem", "count", "share");
        for (const LumpInfo& l : map.lumps)
            std::printf("%5d  %-30s %10llu %10llu %5d %4s %12llu %8u %9llu %6.2f%%\n", l.index, l.name.c_str(),
                        (unsigned long long)l.offset, (unsigned long long)l.length, l.version,
                        l.compressed ? "yes" : "-", (unsigned long long)l.uncompressed_length, l.element_size,
                        (unsigned long long)l.count, share_of_file(map, l));
        std::printf("\ngame lumps: %zu\n", map.game_lumps.size());
        for (const GameLumpInfo& g : map.game_lumps)
            std::printf("  %-4s  version %d, %llu bytes%s\n", g.id.c_str(), g.version, (unsigned long long)g.length,
                        g.compressed ? " (LZMA)" : "");
        std::printf("static props:  %zu (%zu models)\n", map.static_props.size(), map.static_prop_models.size());
        const PropModelTally props = tally_prop_models(map);
        std::printf("prop models:   %u found, %u missing or bad (%u placements drawn, %u markers)\n",
                    props.found, props.missing, props.placements_drawn, props.placements_missing);
        if (map.ambient_samples.empty()) {
            std::printf("ambient light: none\n");
        } else {
            const AmbientLeaves a = count_ambient_leaves(map);
            std::printf("ambient light: %zu samples in %llu of %zu leaves, %llu more borrow a neighbour's (%s)\n",
                        map.ambient_samples.size(), (unsigned long long)a.own, map.leaves.size(),
                        (unsigned long long)a.borrowing, map.ambient_set.c_str());
        }
        std::printf("displacements: %llu\n", (unsigned long long)st.surfaces_by_kind[int(SurfaceKind::Displacement)]);
        print_world_effects(map);
        std::printf("pakfile:       %llu files, %llu bytes\n", (unsigned long long)map.pakfile_file_count,
                    (unsigned long long)map.pakfile_bytes);
    } else {
        std::printf("\n%5s  %-14s %10s %10s %8s %9s %7s\n", "index", "lump", "offset", "length", "elem", "count", "share");
        for (const LumpInfo& l : map.lumps)
            std::printf("%5d  %-14s %10llu %10llu %8u %9llu %6.2f%%\n", l.index, l.name.c_str(),
                        (unsigned long long)l.offset, (unsigned long long)l.length, l.element_size,
                        (unsigned long long)l.count, share_of_file(map, l));
    }

    std::printf("\nentities:  %zu\n", map.entities.size());
    for (const auto& [name, n] : st.classnames) std::printf("  %5d  %s\n", n, name.empty() ? "(no classname)" : name.c_str());
    std::printf("\nsurfaces:  %zu (", map.surfaces.size());
    for (int k = 0; k < kSurfaceKindCount; ++k)
        std::printf("%s%s %llu", k ? ", " : "", surface_kind_name(SurfaceKind(k)),
                    (unsigned long long)st.surfaces_by_kind[k]);
    std::printf(")\n");
    const std::string patches =
        map.patch_level == kEnginePatchLevel ? "the engine's subdivision" : "level " + std::to_string(map.patch_level);
    std::printf("vertices:  %llu, triangles %llu (patches at %s)\n", (unsigned long long)st.vertices,
                (unsigned long long)st.triangles, patches.c_str());
    std::printf("tree:      %zu nodes, %zu leaves, %zu planes, %zu brushes\n", map.nodes.size(), map.leaves.size(),
                map.planes.size(), map.brushes.size());
    if (map.visibility.empty())
        std::printf("clusters:  %d (no visibility data)\n", map.visibility.cluster_count);
    else
        std::printf("clusters:  %d, PVS row %d bytes\n", map.visibility.cluster_count, map.visibility.row_bytes);
    // Formats with an area lump (Source); the others list no areas at all.
    if (!map.areas.empty() || !map.area_portals.empty())
        std::printf("areas:     %zu, %zu area portals\n", map.areas.size(), map.area_portals.size());
    // The compiler's portal file beside the map, when there is one.
    if (!map.portal_file.path.empty())
        std::printf("portals:   %zu in %s (%s), %d clusters\n", map.portal_file.portals.size(),
                    map.portal_file.path.c_str(), map.portal_file.format.c_str(), map.portal_file.clusters);
    if (map.light_grid.empty())
        std::printf("lightgrid: none\n");
    else
        std::printf("lightgrid: %d x %d x %d samples\n", map.light_grid.dims.x, map.light_grid.dims.y,
                    map.light_grid.dims.z);
    std::printf("lightmaps: %zu images", map.lightmaps.size());
    if (!map.lightmap_sets.empty()) {
        // Formats with several sets: which one these are, and what the file holds.
        std::string sets;
        for (const std::string& s : map.lightmap_sets) sets += (sets.empty() ? "" : ", ") + s;
        std::printf(" (%s set; the file has %s)", map.lightmap_set.c_str(), sets.c_str());
        if (map.lightmap_exposure != 1.0f) std::printf(", shown at exposure %.3g", double(map.lightmap_exposure));
    }
    std::printf("\n");
    std::printf("models:    %zu\n", map.models.size());
    std::printf("textures:  %zu\n", map.materials.size());
    for (const Material& m : map.materials) std::printf("  %s\n", m.name.c_str());
    if (!map.warnings.empty()) {
        std::printf("\nwarnings:  %zu\n", map.warnings.size());
        for (const std::string& w : map.warnings) std::printf("  %s\n", printable_text(w).c_str());
    }
}

void print_json(const LoadedMap& loaded) {
    const Map& map = loaded.map;
    MapStatistics st = compute_statistics(map);
    JsonWriter j;
    j.begin_object();
    j.field("file", map.source_path);
    j.field("format", map.format);
    j.field("format_name", map.format_name);
    j.field("version", map.version);
    j.field("file_size", map.file_size);
    j.key("lumps").begin_array();
    for (const LumpInfo& l : map.lumps) {
        j.begin_object();
        j.field("index", l.index).field("name", l.name).field("offset", l.offset).field("length", l.length);
        j.field("element_size", l.element_size).field("count", l.count).field("share", share_of_file(map, l));
        if (map.lump_details) {
            j.field("version", l.version).field("compressed", l.compressed);
            j.field("uncompressed_length", l.uncompressed_length);
        }
        j.end_object();
    }
    j.end_array();
    if (map.lump_details) {
        j.key("game_lumps").begin_array();
        for (const GameLumpInfo& g : map.game_lumps) {
            j.begin_object();
            j.field("id", g.id).field("version", g.version).field("length", g.length).field("compressed", g.compressed);
            j.end_object();
        }
        j.end_array();
        j.field("displacements", st.surfaces_by_kind[int(SurfaceKind::Displacement)]);
        j.field("static_props", uint64_t(map.static_props.size()));
        j.field("static_prop_models", uint64_t(map.static_prop_models.size()));
        const PropModelTally props = tally_prop_models(map);
        j.field("static_prop_models_found", uint64_t(props.static_found));
        j.field("static_prop_models_missing", uint64_t(props.static_missing));
        j.field("prop_models_loaded", uint64_t(map.prop_models.size()));
        j.field("prop_placements", uint64_t(map.prop_placements.size()));
        j.field("prop_placements_drawn", uint64_t(props.placements_drawn));
        const AmbientLeaves a = count_ambient_leaves(map);
        j.key("ambient_light").begin_object();
        j.field("samples", uint64_t(map.ambient_samples.size())).field("leaves_with_samples", a.own);
        j.field("leaves_borrowing", a.borrowing).field("set", map.ambient_set);
        j.end_object();
        j.field("pakfile_files", map.pakfile_file_count);
        write_world_effects(j, map);
    }
    j.field("entities", uint64_t(map.entities.size()));
    j.key("classnames").begin_object();
    for (const auto& [name, n] : st.classnames) j.field(name, n);
    j.end_object();
    j.key("surfaces").begin_object();
    for (int k = 0; k < kSurfaceKindCount; ++k) j.field(surface_kind_name(SurfaceKind(k)), st.surfaces_by_kind[k]);
    j.end_object();
    j.field("vertices", st.vertices);
    j.field("triangles", st.triangles);
    j.field("patch_level", map.patch_level);
    j.field("nodes", uint64_t(map.nodes.size()));
    j.field("leaves", uint64_t(map.leaves.size()));
    j.field("planes", uint64_t(map.planes.size()));
    j.field("brushes", uint64_t(map.brushes.size()));
    j.field("clusters", map.visibility.cluster_count);
    j.field("pvs_row_bytes", map.visibility.row_bytes);
    if (!map.areas.empty() || !map.area_portals.empty()) {
        j.field("areas", uint64_t(map.areas.size()));
        j.field("area_portals", uint64_t(map.area_portals.size()));
    }
    if (!map.portal_file.path.empty()) {
        j.key("portal_file").begin_object();
        j.field("path", map.portal_file.path).field("format", map.portal_file.format);
        j.field("portals", uint64_t(map.portal_file.portals.size())).field("clusters", map.portal_file.clusters);
        j.field("solid_faces", uint64_t(map.portal_file.solid_faces));
        j.end_object();
    }
    j.key("light_grid");
    if (map.light_grid.empty()) j.null();
    else j.begin_array().value(map.light_grid.dims.x).value(map.light_grid.dims.y).value(map.light_grid.dims.z).end_array();
    j.field("lightmaps", uint64_t(map.lightmaps.size()));
    if (!map.lightmap_sets.empty()) {
        j.field("lightmap_set", map.lightmap_set);
        j.key("lightmap_sets").begin_array();
        for (const std::string& s : map.lightmap_sets) j.value(s);
        j.end_array();
        j.field("lightmap_exposure", double(map.lightmap_exposure));
    }
    j.field("models", uint64_t(map.models.size()));
    j.key("textures").begin_array();
    for (const Material& m : map.materials) j.value(m.name);
    j.end_array();
    j.key("warnings").begin_array();
    for (const std::string& w : map.warnings) j.value(w);
    j.end_array();
    j.key("load_ms").begin_object();
    j.field("read", loaded.timings.read_ms).field("parse", loaded.timings.parse_ms);
    j.field("tessellate", loaded.timings.tessellate_ms).field("lightmaps", loaded.timings.lightmaps_ms);
    j.field("total", loaded.timings.total_ms);
    j.end_object();
    j.end_object();
    std::printf("%s\n", j.str().c_str());
}

}  // namespace

int run_info(const CliOptions& options) {
    try {
        LoadedMap loaded = load_map({.map_argument = options.map,
                                     .game_dirs = options.game_dirs,
                                     .patch_level = options.patch_level,
                                     .lightmaps = options.lightmaps,
                                     .memory_budget = memory_budget(options)});
        if (options.json) print_json(loaded);
        else print_text(loaded);
        return 0;
    } catch (const LoadError& e) {
        std::fprintf(stderr, "bspview: error: %s\n", e.what());
        return 2;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bspview: error: %s: %s\n", options.map.c_str(), e.what());
        return 1;
    }
}

}  // namespace bsp
