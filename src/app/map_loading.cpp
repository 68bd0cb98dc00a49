#include "app/map_loading.h"

#include "assets/external_lightmaps.h"
#include "core/load_error.h"
#include "core/stopwatch.h"
#include "formats/map_parser.h"
#include "map/patch_tessellation.h"

namespace bsp {

LoadedMap load_map(const LoadRequest& request, const LoadProgress& progress) {
    auto report = [&](const char* phase, float f) {
        if (progress) progress(phase, f);
    };
    Stopwatch total;
    LoadedMap loaded;
    loaded.vfs = std::make_unique<Vfs>();

    Stopwatch phase;
    report("Opening", 0.0f);
    loaded.location = open_map_location(*loaded.vfs, request.map_argument, request.game_dirs);
    auto bytes = loaded.vfs->read(loaded.location.vfs_path);
    if (!bytes)
        throw LoadError(loaded.location.display_name, "file", "cannot be read from " +
                                                            loaded.vfs->source_of(loaded.location.vfs_path));
    loaded.timings.read_ms = phase.elapsed_ms();

    report("Parsing", 0.2f);
    phase.restart();
    ParseOptions options;
    options.game_path = loaded.location.vfs_path;
    const Vfs* vfs = loaded.vfs.get();
    options.read_file = [vfs](const std::string& path) { return vfs->read(path); };
    loaded.map = parse_map(*bytes, loaded.location.display_name, options);
    loaded.map.source_path = loaded.location.display_name;
    loaded.timings.parse_ms = phase.elapsed_ms();

    report("Tessellating patches", 0.6f);
    phase.restart();
    tessellate_patches(loaded.map, request.patch_level > 0 ? request.patch_level : kDefaultPatchLevel);
    loaded.timings.tessellate_ms = phase.elapsed_ms();

    report("Loading lightmaps", 0.8f);
    phase.restart();
    load_external_lightmaps(loaded.map, *loaded.vfs);
    loaded.timings.lightmaps_ms = phase.elapsed_ms();

    loaded.timings.total_ms = total.elapsed_ms();
    report("Done", 1.0f);
    return loaded;
}

}  // namespace bsp
