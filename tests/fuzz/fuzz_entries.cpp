#include "fuzz/fuzz_entries.h"

#include <cstdio>
#include <algorithm>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "assets/image_decoder.h"
#include "assets/keyvalues.h"
#include "assets/q3_shader_scripts.h"
#include "assets/quake_palette.h"
#include "assets/vmt_material.h"
#include "assets/vtf_image.h"
#include "assets/wad_file.h"
#include "core/load_error.h"
#include "formats/map_parser.h"
#include "formats/source/prop_vertex_lighting.h"
#include "formats/source/studio_model.h"
#include "map/entity.h"
#include "map/patch_tessellation.h"
#include "support/bsp_writer.h"
#include "vfs/vfs.h"

namespace bspfuzz {

namespace {

[[noreturn]] void bug(const std::string& what) {
    std::fprintf(stderr, "fuzz: %s\n", what.c_str());
    std::abort();
}

std::string_view as_text(std::span<const uint8_t> bytes) {
    return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

// The next length-prefixed part of a packed input (fuzz_studio_model).
std::span<const uint8_t> next_part(std::span<const uint8_t>& rest) {
    if (rest.size() < 4) {
        const std::span<const uint8_t> all = rest;
        rest = {};
        return all;
    }
    const uint32_t n = uint32_t(rest[0]) | uint32_t(rest[1]) << 8 | uint32_t(rest[2]) << 16 | uint32_t(rest[3]) << 24;
    rest = rest.subspan(4);
    const size_t take = std::min<size_t>(n, rest.size());
    const std::span<const uint8_t> part = rest.first(take);
    rest = rest.subspan(take);
    return part;
}

}  // namespace

void fuzz_map_file(std::span<const uint8_t> bytes) {
    bsp::ParseOptions options;
    options.max_elements = 1u << 20;  // keeps each run small; the real limits have their own tests
    try {
        bsp::Map map = bsp::parse_map(bytes, "fuzz.bsp", options);
        bsp::tessellate_patches(map, 3);
        const std::string problem = bsptest::map_consistency_problem(map);
        if (!problem.empty()) bug("parsed into an inconsistent Map: " + problem);
    } catch (const bsp::LoadError&) {
    }
}

void fuzz_image_file(std::span<const uint8_t> bytes) {
    // A small pixel limit keeps runs fast; the header check before decoding is what
    // the limit tests (a bigger claim must be refused without allocating it).
    constexpr uint64_t kPixels = 1024 * 1024;
    std::string error;
    if (auto image = bsp::decode_image(bytes, 4, &error, kPixels)) {
        if (image->pixels.size() != size_t(image->width) * size_t(image->height) * 4) bug("decoded size mismatch");
    }
    if (auto size = bsp::image_size(bytes); size && size->pixels() > kPixels) {
        if (bsp::decode_image(bytes, 3, nullptr, kPixels)) bug("an image past the pixel limit was decoded");
    }
    (void)bsp::decode_vtf(bytes, &error, "fuzz.vtf");
}

void fuzz_archive_file(std::span<const uint8_t> bytes) {
    for (const char* name : {"fuzz.pk3", "fuzz_dir.vpk"}) {
        try {
            bsp::Vfs vfs;
            vfs.mount_memory(std::vector<uint8_t>(bytes.begin(), bytes.end()), name);
            // Every folder the root names, one level down, and every file in them.
            for (const std::string& dir : vfs.list("")) {
                (void)vfs.read(dir);
                for (const std::string& file : vfs.list(dir)) (void)vfs.read(dir + "/" + file);
            }
        } catch (const bsp::LoadError&) {
        }
    }
    std::vector<std::string> warnings;
    if (auto wad = bsp::WadArchive::open(std::vector<uint8_t>(bytes.begin(), bytes.end()), "fuzz.wad", warnings)) {
        for (const std::string& texture : wad->texture_names())
            (void)wad->load(texture, bsp::builtin_palette(), false, warnings);
    }
}

void fuzz_text_file(std::span<const uint8_t> bytes) {
    const std::string_view text = as_text(bytes);
    bsp::Q3ShaderScripts scripts;
    scripts.add_script(text, "scripts/fuzz.shader");
    (void)scripts.warnings();  // bodies are parsed on demand: this parses every one
    std::string error;
    (void)bsp::parse_keyvalues(text, &error);
    // An include names itself: the reader must stop the chain, not recurse forever.
    const std::string self(text);
    (void)bsp::parse_vmt(text, [&](const std::string&) { return std::optional<std::string>(self); }, &error,
                         "materials/fuzz.vmt");
    try {
        (void)bsp::parse_entities(text, "fuzz.bsp");
    } catch (const bsp::LoadError&) {
    }
}

void fuzz_studio_model(std::span<const uint8_t> bytes) {
    std::span<const uint8_t> rest = bytes;
    bsp::source::StudioFiles files;
    files.mdl_path = "models/fuzz.mdl";
    files.vvd_path = "models/fuzz.vvd";
    files.vtx_path = "models/fuzz.dx90.vtx";
    files.mdl = next_part(rest);
    files.vvd = next_part(rest);
    files.vtx = next_part(rest);
    std::vector<std::string> warnings;
    bsp::PropModel model;
    try {
        model = bsp::source::parse_studio_model(files, bsp::MemoryBudget(uint64_t(64) << 20), warnings);
    } catch (const bsp::LoadError&) {
        return;
    }
    // What the renderer and the lighting rely on.
    const size_t vertices = model.vertices.size();
    for (uint32_t i : model.indices)
        if (i >= vertices) bug("studio model index past its vertices");
    if (model.indices.size() % 3) bug("studio model indices are not whole triangles");
    for (const bsp::PropMesh& mesh : model.meshes) {
        if (uint64_t(mesh.first_vertex) + mesh.vertex_count > vertices ||
            uint64_t(mesh.first_index) + mesh.index_count > model.indices.size())
            bug("studio model mesh outside its arrays");
        for (uint32_t i = 0; i < mesh.index_count; ++i) {
            const uint32_t v = model.indices[mesh.first_index + i];
            if (v < mesh.first_vertex || v >= mesh.first_vertex + mesh.vertex_count) bug("studio model index outside its mesh");
        }
    }
    uint64_t run_total = 0;
    for (uint32_t n : model.strip_group_vertex_counts) run_total += n;
    if (run_total != vertices) bug("studio model strip group runs do not add up to its vertices");
    if (model.skins.empty()) bug("studio model without a skin family");
    (void)model.texture_for(model.meshes.empty() ? bsp::PropMesh{} : model.meshes.front(), 1);
    std::string problem;
    if (auto colors = bsp::source::read_prop_vertex_lighting(rest, model, &problem))
        if (colors->size() != vertices) bug("per-vertex lighting of another size than the model");
}

}  // namespace bspfuzz
