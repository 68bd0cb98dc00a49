#include "session/map_loading.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <future>
#include <optional>
#include <new>
#include <iterator>
#if defined(__GLIBC__)
#include <malloc.h>  // malloc_trim
#endif

#include "assets/cubemap_materials.h"
#include "assets/external_lightmaps.h"
#include "assets/image_cache.h"
#include "assets/material_resolver.h"
#include "assets/q3_shader_scripts.h"
#include "assets/water_fog.h"
#include "assets/paletted_textures.h"
#include "core/load_error.h"
#include "core/stopwatch.h"
#include "formats/map_parser.h"
#include "formats/portal_file.h"
#include "map/patch_tessellation.h"
#include "session/prop_loading.h"
#include "vfs/xbox_zip.h"

namespace bsp {

namespace {

// Each phase's share of a first load of oa_thor in the viewer, in milliseconds
// (bspview --bench load_ms, median of 5 runs, llvmpipe on 2 shared cores): the bar
// should move with the time that passes. Other maps differ in proportion, but the
// order holds: textures dominate, then reading (mounting the game dirs) and parsing.
struct PhaseShare {
    const char* name;
    float share;
};
constexpr PhaseShare kPhases[] = {
    {"Reading", 68},                // Read
    {"Parsing", 30},                // Parse
    {"Tessellating patches", 16},   // Tessellate
    {"Loading lightmaps", 1},       // Lightmaps (external files; most maps have none)
    {"Decoding textures", 282},     // Textures (with mip levels)
    {"Uploading to the GPU", 272},  // Upload (SceneRenderer construction)
};
static_assert(std::size(kPhases) == size_t(LoadPhase::Upload) + 1);

}  // namespace

LoadPhaseSpan load_phase_span(LoadPhase phase, bool textures) {
    const size_t last = textures ? std::size(kPhases) : size_t(LoadPhase::Textures);
    float total = 0, before = 0;
    for (size_t i = 0; i < last; ++i) {
        if (i < size_t(phase)) before += kPhases[i].share;
        total += kPhases[i].share;
    }
    const size_t index = size_t(phase);
    const float share = index < last ? kPhases[index].share : 0.0f;
    return {kPhases[index].name, std::min(before / total, 1.0f), std::min((before + share) / total, 1.0f)};
}

// The compiler's portal file beside the map (NAME.prt, for vis), when it is there:
// what the portal outlines draw. A missing file is the usual case and says nothing.
void load_portal_file(Map& map, const Vfs& vfs, const std::string& map_vfs_path) {
    constexpr size_t kMaxBytes = size_t(256) << 20;
    const size_t slash = map_vfs_path.find_last_of("/\\");
    const size_t dot = map_vfs_path.rfind('.');
    const std::string stem =
        dot != std::string::npos && (slash == std::string::npos || dot > slash) ? map_vfs_path.substr(0, dot) : map_vfs_path;
    for (const char* extension : {".prt", ".PRT"}) {
        const std::string path = stem + extension;
        if (!vfs.exists(path)) continue;
        const uint64_t size = vfs.size_of(path).value_or(0);
        if (size > std::min<uint64_t>(kMaxBytes, vfs.read_limit())) {
            // Optional: the map loads without its portal outlines.
            map.warnings.push_back(path + ": the portal file is " + human_bytes(size) + ", more than the " +
                                   human_bytes(std::min<uint64_t>(kMaxBytes, vfs.read_limit())) +
                                   " read (--memory-limit); not used");
            return;
        }
        const auto bytes = vfs.read(path);
        if (!bytes) {
            map.warnings.push_back(path + ": the portal file cannot be read from " + vfs.source_of(path));
        } else if (bytes->size() > kMaxBytes) {
            map.warnings.push_back(path + ": the portal file is " + std::to_string(bytes->size() >> 20) +
                                   " MiB, more than the " + std::to_string(kMaxBytes >> 20) + " MiB read; not used");
        } else {
            const std::string_view text(reinterpret_cast<const char*>(bytes->data()), bytes->size());
            map.portal_file = parse_portal_file(text, path, map.warnings);
        }
        return;
    }
}

void mount_pakfile(Vfs& vfs, Map& map, const std::string& map_name) {
    // vbsp writes an empty zip (54 bytes: one directory record) into maps that pack
    // nothing; PhysFS refuses a zip without entries, and there is nothing to serve.
    // A zip without a directory record was already a warning of the parser.
    if (map.pakfile.empty() || map.pakfile_file_count == 0) {
        map.pakfile.clear();
        return;
    }
    // Xbox 360 maps pack a zip whose directory announces bytes it does not hold; the
    // engine reads it all the same (vfs/xbox_zip.h).
    if (const size_t mended = mend_xbox_zip_directory(map.pakfile))
        map.warnings.push_back(map_name + ": the pakfile is an Xbox 360 zip (comment \"XZP2\"): " +
                               std::to_string(mended) + " of its directory records announce extra fields they " +
                               "do not store; read as the engine reads them, skipping nothing");
    try {
        // Moved, not copied: real pakfiles run to tens of MiB, and nothing after loading
        // reads the bytes but the vfs (Map::pakfile_bytes keeps the size for display).
        vfs.mount_memory(std::move(map.pakfile), map_name + ":pakfile");
        map.pakfile.clear();
    } catch (const LoadError& e) {
        map.warnings.push_back(map_name + ": the pakfile lump is not a readable zip, its files are not used (" +
                               e.problem() + ")");
    }
}

namespace {

// load_map's steps; `phase` follows them, so an allocation failure can name its step.
LoadedMap load_map_steps(const LoadRequest& request, const LoadProgress& progress, LoadPhase& phase_now,
                         std::string& file_name) {
    // `within` is how far into the phase the load is.
    auto report = [&](LoadPhase phase, float within) {
        phase_now = phase;
        if (!progress) return;
        const LoadPhaseSpan span = load_phase_span(phase, request.textures);
        progress(span.name, span.start + (span.end - span.start) * within);
    };
    Stopwatch total;
    LoadedMap loaded;
    loaded.vfs = std::make_unique<Vfs>();
    // One budget for the whole load: the structures it checks add up (core/memory_budget.h).
    const MemoryBudget budget = request.memory_budget.for_one_load();
    // No file of the map, its game dirs or archives is read past the budget: not the map
    // itself, nor a texture, material, model, palette or portal file.
    loaded.vfs->set_read_limit(budget.bytes());

    Stopwatch phase;
    report(LoadPhase::Read, 0);
    loaded.location = open_map_location(*loaded.vfs, request.map_argument, request.game_dirs);
    file_name = loaded.location.display_name;

    // The shader scripts (tens of files: read, checked and their shaders named; bodies
    // are parsed when a material asks) load beside reading and parsing the map: they
    // need only the game dirs mounted. Started before the map file is inflated (15-30 ms
    // for oa_thor here), they are in when the materials are resolved, not waited for.
    std::future<Q3ShaderScripts> scripts;
    if (request.textures) {
        const Vfs* scripts_vfs = loaded.vfs.get();
        scripts = std::async(std::launch::async, [scripts_vfs] {
            Q3ShaderScripts s;
            s.load(*scripts_vfs);
            return s;
        });
    }

    if (const std::optional<uint64_t> size = loaded.vfs->size_of(loaded.location.vfs_path))
        budget.check(*size, loaded.location.display_name, "file", "the map's bytes", "memory");
    auto bytes = loaded.vfs->read(loaded.location.vfs_path);
    if (!bytes)
        throw LoadError(loaded.location.display_name, "file", "cannot be read from " +
                                                            loaded.vfs->source_of(loaded.location.vfs_path));
    loaded.timings.read_ms = phase.elapsed_ms();

    // A Source map mounts its pakfile while parsing, and the vfs must not change under
    // the scripts' reader: they are waited for and dropped (Source has no Quake 3 scripts).
    const bool source_map = bytes->size() >= 4 && (std::memcmp(bytes->data(), "VBSP", 4) == 0 ||
                                                   std::memcmp(bytes->data(), "PSBV", 4) == 0);  // big-endian (X360)
    if (source_map && scripts.valid()) {
        scripts.wait();
        scripts = {};
    }

    report(LoadPhase::Parse, 0);
    phase.restart();
    ParseOptions options;
    options.game_path = loaded.location.vfs_path;
    options.lightmap_set = request.lightmaps;
    options.memory_budget = budget;
    const Vfs* vfs = loaded.vfs.get();
    // Every file read this way is optional (a .lit, the palette, WADs): one that is
    // there but cannot be read whole (a damaged or lying archive entry) is a warning
    // and counts as absent, never a failed load.
    std::vector<std::string> optional_file_warnings;
    options.read_file = [vfs, &optional_file_warnings](const std::string& path) {
        std::optional<std::vector<uint8_t>> bytes;
        try {
            bytes = vfs->read(path);
        } catch (const std::exception&) {
            bytes.reset();
        }
        if (!bytes && vfs->exists(path) && vfs->size_of(path).value_or(0) > vfs->read_limit())
            optional_file_warnings.push_back(path + " (from " + vfs->source_of(path) + ") is " +
                                             human_bytes(*vfs->size_of(path)) + ", over the " +
                                             human_bytes(vfs->read_limit()) +
                                             " memory budget (--memory-limit); not used");
        else if (!bytes && vfs->exists(path))
            optional_file_warnings.push_back(path + " (from " + vfs->source_of(path) +
                                             ") cannot be read whole (a damaged archive entry, or one that "
                                             "claims more bytes than it holds); not used");
        return bytes;
    };
    loaded.map = parse_map(*bytes, loaded.location.display_name, options);
    loaded.map.warnings.insert(loaded.map.warnings.begin(), loaded.vfs->warnings().begin(),
                               loaded.vfs->warnings().end());
    mount_pakfile(*loaded.vfs, loaded.map, loaded.location.display_name);
    resolve_paletted_textures(loaded.map, {options.read_file, options.game_path});
    loaded.map.warnings.insert(loaded.map.warnings.end(), optional_file_warnings.begin(), optional_file_warnings.end());
    loaded.map.source_path = loaded.location.display_name;
    load_portal_file(loaded.map, *loaded.vfs, loaded.location.vfs_path);
    // The models the map places, from the pakfile and game dirs now mounted; their
    // materials join the map's before those are resolved.
    load_prop_models(loaded.map, *loaded.vfs, budget);
    // Under-water fog from the water surfaces' materials (assets/water_fog.h).
    resolve_water_fog(loaded.map, *loaded.vfs);
    // Which faces reflect which cube map sample, and whether its image is there.
    resolve_cubemaps(loaded.map, *loaded.vfs);
    loaded.timings.parse_ms = phase.elapsed_ms();

    report(LoadPhase::Tessellate, 0);
    phase.restart();
    tessellate_patches(loaded.map, request.patch_level > 0 ? request.patch_level : kDefaultPatchLevel, budget);
    loaded.timings.tessellate_ms = phase.elapsed_ms();

    report(LoadPhase::Lightmaps, 0);
    phase.restart();
    load_external_lightmaps(loaded.map, *loaded.vfs, budget);
    loaded.timings.lightmaps_ms = phase.elapsed_ms();

    if (request.textures) {
        phase_now = LoadPhase::Textures;
        phase.restart();
        const ImageCache cache = request.image_cache ? ImageCache::from_environment() : ImageCache();
        const std::optional<Q3ShaderScripts> loaded_scripts =
            scripts.valid() ? std::optional<Q3ShaderScripts>(scripts.get()) : std::nullopt;
        // Decoded VTF images take their own share, as large as the budget, so the
        // structures above do not starve them (MaterialImage::reduced says when they do).
        const MemoryBudget texture_budget = MemoryBudget(budget.bytes()).for_one_load();
        loaded.materials = resolve_materials(loaded.map, *loaded.vfs,
                                             [&](float f) { report(LoadPhase::Textures, f); }, &cache,
                                             request.stream_textures, loaded_scripts ? &*loaded_scripts : nullptr,
                                             texture_budget);
        // Decoding starts now, while the GL thread builds the renderer and draws the first frame.
        if (std::vector<ImageStreamer::Job> jobs = ImageStreamer::jobs_of(loaded.materials); !jobs.empty())
            loaded.streamer = std::make_unique<ImageStreamer>(*loaded.vfs, cache, std::move(jobs));
        for (const std::string& w : loaded.materials.warnings) loaded.map.warnings.push_back(w);
        // The cube map samples' images for $envmap faces, decoded here beside the
        // materials (the HDR set's when the map shows its HDR lightmaps).
        if (!loaded.map.cubemaps.empty())
            loaded.materials.cubemaps = load_cubemap_images(loaded.map, *loaded.vfs, loaded.map.lightmap_set == "hdr",
                                                            loaded.map.warnings, budget);
        loaded.timings.textures_ms = phase.elapsed_ms();
    }

    // Files the read limit kept out (textures, materials, models): each is also missing
    // where it was wanted; this says why.
    // Those an optional file's own warning already named are left out.
    std::vector<std::string> refused = loaded.vfs->refused_reads();
    std::erase_if(refused, [&](const std::string& r) {
        const std::string path = r.substr(0, r.find(" (from "));
        return std::any_of(optional_file_warnings.begin(), optional_file_warnings.end(),
                           [&](const std::string& w) { return w.rfind(path + " (from ", 0) == 0; });
    });
    if (!refused.empty()) {
        std::string list;
        for (size_t i = 0; i < refused.size() && i < 3; ++i) list += (i ? ", " : "") + refused[i];
        if (refused.size() > 3) list += ", ...";
        loaded.map.warnings.push_back(std::to_string(refused.size()) + " file" + (refused.size() == 1 ? " is" : "s are") +
                                      " over the " + human_bytes(budget.bytes()) +
                                      " memory budget (--memory-limit) and not read: " + list);
    }
    loaded.timings.total_ms = total.elapsed_ms();
    if (request.textures) report(LoadPhase::Upload, 0);  // the caller uploads next
    else if (progress) progress("Done", 1.0f);
    return loaded;
}

}  // namespace

LoadedMap load_map(const LoadRequest& request, const LoadProgress& progress) {
    LoadPhase phase = LoadPhase::Read;
    std::string file_name = request.map_argument;
    try {
        LoadedMap loaded = load_map_steps(request, progress, phase, file_name);
#if defined(__GLIBC__)
        // The working arrays the parse freed stay resident in the loader thread's
        // malloc arena (glibc raises its mmap threshold up to 32 MiB as large blocks are
        // freed); handed back here, before the window makes the GL's copies of the map.
        malloc_trim(0);
#endif
        return loaded;
    } catch (const std::bad_alloc&) {
        // The budget checks every size a file decides before allocating it; what is
        // left (the sum of many structures, or a machine already short of memory)
        // still gets a message that names the file and the step, never "std::bad_alloc".
        std::string step = load_phase_span(phase, true).name;
        step[0] = char(std::tolower(static_cast<unsigned char>(step[0])));
        throw LoadError(file_name, "", "ran out of memory while " + step + " (the memory budget is " +
                                           human_bytes(request.memory_budget.bytes()) + ", --memory-limit)");
    }
}

}  // namespace bsp
