#include "fuzz/corpus_families.h"

#include <stb/stb_image_write.h>

#include "support/bsp_writer.h"
#include "support/quake1_writer.h"
#include "support/quake2_writer.h"
#include "support/source_writer.h"
#include "support/studio_writer.h"
#include "support/vpk_writer.h"
#include "support/vtf_writer.h"
#include "support/zip_writer.h"
#include "vfs/vpk_directory.h"

namespace bspfuzz {

namespace {

using bsptest::Q1Variant;
using bsptest::Quake1Writer;

std::vector<uint8_t> bytes_of(const std::string& s) { return {s.begin(), s.end()}; }

// Quake 3 seeds: the valid room, and one file per hostile family.
void add_quake3(std::vector<CorpusFile>& out) {
    auto add = [&](const std::string& name, const bsptest::Q3BspBuilder& b) {
        out.push_back({"map", "q3-" + name, b.build()});
    };
    add("room", bsptest::minimal_q3_room());
    {  // trees: both children of the root name the same node (a DAG, not a tree)
        bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
        if (!b.nodes.empty()) {
            b.nodes.push_back(b.nodes.back());
            b.nodes[0].children[0] = b.nodes[0].children[1] = int32_t(b.nodes.size() - 1);
        }
        add("trees-shared-child", b);
    }
    {  // visdata: a header whose rows claim more than the lump holds; a huge cluster without visdata
        bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
        b.visibility = bsptest::Q3BspBuilder::visibility_bits(2, 4096, true);
        b.visibility.resize(64);
        add("visdata-rows-past-the-lump", b);
        b = bsptest::minimal_q3_room();
        b.visibility.clear();
        for (auto& leaf : b.leafs) leaf.cluster = 0x7fffffff;
        add("visdata-huge-cluster", b);
    }
    {  // patches: many faces sharing one control grid, and a grid of the largest size
        bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
        const int32_t first = int32_t(b.vertices.size());
        b.add_vertex_grid(17, 17, {0, 0, 0});
        bsptest::Q3Face patch;
        patch.type = 2, patch.first_vert = first, patch.num_verts = 17 * 17;
        patch.patch_width = patch.patch_height = 17;
        for (int i = 0; i < 40; ++i) b.faces.push_back(patch);
        add("patches-shared-grid", b);
        b.faces.back().patch_width = 65536 + 17;  // wraps a 16-bit reader
        add("patches-absurd-width", b);
    }
    {  // textures: a lightmap index past the pages
        bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
        for (auto& face : b.faces) face.lightmap = 1000;
        add("textures-lightmap-index", b);
    }
    {  // version 47: Quake Live's advertisements (one cell, then a partial record); ET
       // foliage, and foliage whose two counts cancel to its vertex count
        bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
        b.version = 47;
        b.advertisements = std::vector<uint8_t>(128, 1);
        add("v47-advertisements", b);
        b.advertisements->resize(100);
        add("v47-advertisements-partial", b);
        b = bsptest::minimal_q3_room();
        b.version = 47;
        const int32_t first = int32_t(b.vertices.size());
        b.vertices.resize(b.vertices.size() + 4);
        const int32_t first_index = int32_t(b.draw_indexes.size());
        b.draw_indexes.insert(b.draw_indexes.end(), {0, 1, 2});
        bsptest::Q3Face foliage;
        foliage.type = 5, foliage.first_vert = first, foliage.num_verts = 4;
        foliage.first_index = first_index, foliage.num_indexes = 3;
        foliage.patch_height = 3, foliage.patch_width = 1;
        b.faces.push_back(foliage);
        add("v47-foliage", b);
        b.faces.back().patch_width = 0x7fffffff;
        b.faces.back().patch_height = 4 - 0x7fffffff;  // the sum is the 4 vertices
        add("v47-foliage-counts-cancel", b);
    }
}

// The families Quake 1 and Quake 2 share, their writers keeping nodes, faces and
// light offsets alike: a node with two parents, faces sharing one edge run (the
// last of two edges), a light offset far past the lump.
template <typename Writer, typename Add>
void add_quake_family_seeds(const Writer& room, const Add& add) {
    Writer w = room;
    w.nodes.push_back(w.nodes.front());
    w.nodes[0].children[0] = w.nodes[0].children[1] = 1;  // trees: one node, two parents
    add("trees-shared-child", w);
    w = room;
    for (int i = 0; i < 64; ++i) w.faces.push_back(w.faces.front());  // faces sharing one edge run
    w.faces.back().edge_count = 2;
    add("faces-shared-edges-and-two-edge-face", w);
    w = room;
    w.faces.front().light_offset = 1 << 30;
    add("textures-light-offset-past-the-lump", w);
}

// Quake 1, GoldSrc and BSP2 seeds.
void add_quake1(std::vector<CorpusFile>& out) {
    const std::pair<Q1Variant, const char*> variants[] = {
        {Q1Variant::kQuake, "q1"}, {Q1Variant::kGoldSrc, "goldsrc"}, {Q1Variant::kBsp2, "bsp2"}};
    for (const auto& [variant, prefix] : variants) {
        auto add = [&](const std::string& name, const Quake1Writer& w) {
            out.push_back({"map", std::string(prefix) + "-" + name, w.build()});
        };
        const Quake1Writer room = Quake1Writer::square_room(variant);
        add("room", room);
        add_quake_family_seeds(room, add);
        Quake1Writer w = room;
        w.visibility = {0x00, 0xd5, 0x02};  // visdata: a zero run far past the row end
        add("visdata-overshooting-run", w);
        w = room;
        w.visibility = {0x01};  // visdata: the second row starts past the lump
        add("visdata-row-past-the-lump", w);
        w = room;
        w.miptex.front().width = w.miptex.front().height = 1u << 20;
        add("textures-absurd-miptex-size", w);
    }
}

// Quake 2 seeds: the valid two rooms, and one file per hostile family.
void add_quake2(std::vector<CorpusFile>& out) {
    using bsptest::Quake2Writer;
    auto add = [&](const std::string& name, const Quake2Writer& w) { out.push_back({"map", "q2-" + name, w.build()}); };
    const Quake2Writer room = Quake2Writer::two_rooms(false);
    add("room", room);
    add_quake_family_seeds(room, add);
    Quake2Writer w = room;
    w.visibility = Quake2Writer::visibility_lump({{0x00, 0xd5}, {0x02}});  // visdata: a zero run past the row end
    add("visdata-overshooting-run", w);
    w = room;
    w.visibility.resize(w.visibility.size() - 1);  // visdata: the last row starts past the lump
    add("visdata-row-past-the-lump", w);
    w = room;
    w.leaves[1].cluster = 32000;  // visdata: a cluster far past the rows
    add("visdata-huge-cluster", w);
}

void add_source(std::vector<CorpusFile>& out) {
    out.push_back({"map", "source-one-triangle", bsptest::one_triangle().build()});
    bsptest::SourceBuilder b = bsptest::one_triangle();
    b.version = 21;
    out.push_back({"map", "source-v21", b.build()});
    // World effects (issue 32): a sky area with its sky_camera, fog, a water volume;
    // then a sky camera that scales by 0 and a water lump cut mid-record.
    out.push_back({"map", "source-sky-fog-water", bsptest::sky_and_fog_map().build()});
    out.push_back({"map", "source-sky-camera-scale-zero", bsptest::sky_and_fog_map("\"scale\" \"0\"").build()});
    bsptest::SourceBuilder water = bsptest::sky_and_fog_map();
    water.lumps[bsp::source::kLeafWaterData].resize(7);
    out.push_back({"map", "source-water-data-cut", water.build()});
    // Overlays: one laid on the face, one that lies about its faces.
    bsptest::SourceBuilder overlays = bsptest::one_triangle();
    bsptest::OverlaySpec lying;
    lying.id = 1;
    lying.faces = {1000};
    overlays.lumps[bsp::source::kOverlays] = bsptest::overlay_record({});
    const std::vector<uint8_t> bad = bsptest::overlay_record(lying);
    overlays.lumps[bsp::source::kOverlays].insert(overlays.lumps[bsp::source::kOverlays].end(), bad.begin(), bad.end());
    out.push_back({"map", "source-overlays", overlays.build()});
    // A displacement whose vertices carry the blend alpha of WorldVertexTransition.
    out.push_back({"map", "source-displacement-blend", bsptest::flat_displacement(128).build()});
}

std::vector<uint8_t> encoded(int kind, int width, int height) {
    std::vector<uint8_t> pixels(size_t(width) * size_t(height) * 4);
    for (size_t i = 0; i < pixels.size(); ++i) pixels[i] = uint8_t(i * 37);
    std::vector<uint8_t> file;
    auto sink = [](void* context, void* data, int size) {
        auto* f = static_cast<std::vector<uint8_t>*>(context);
        f->insert(f->end(), static_cast<uint8_t*>(data), static_cast<uint8_t*>(data) + size);
    };
    if (kind == 0) stbi_write_tga_to_func(sink, &file, width, height, 4, pixels.data());
    if (kind == 1) stbi_write_png_to_func(sink, &file, width, height, 4, pixels.data(), width * 4);
    if (kind == 2) stbi_write_jpg_to_func(sink, &file, width, height, 4, pixels.data(), 80);
    return file;
}

// External images: each encoder's output, and headers that claim far more pixels than follow.
void add_images(std::vector<CorpusFile>& out) {
    out.push_back({"image", "images-tga", encoded(0, 8, 4)});
    out.push_back({"image", "images-png", encoded(1, 8, 4)});
    out.push_back({"image", "images-jpg", encoded(2, 8, 8)});
    std::vector<uint8_t> claims = encoded(0, 8, 4);
    claims[12] = claims[13] = claims[14] = claims[15] = 0xff;  // TGA: 65535 x 65535
    out.push_back({"image", "images-tga-header-claims-4g-pixels", claims});
    claims = encoded(1, 8, 4);
    claims[18] = claims[22] = 0x40;  // PNG IHDR: 16384 x 16384 (the CRC no longer matches)
    out.push_back({"image", "images-png-header-claims-16384", claims});
    bsptest::VtfSpec spec;
    spec.format = 0;  // RGBA8888
    out.push_back({"image", "images-vtf-rgba", bsptest::make_vtf(spec, {std::vector<uint8_t>(4 * 4 * 4, 0x80)})});
    spec.format = 13;  // DXT1
    spec.minor = 5;
    out.push_back({"image", "images-vtf-dxt1", bsptest::make_vtf(spec, {std::vector<uint8_t>(8, 0x55)})});
}

// Archives: a pk3, a VPK, WAD2/WAD3, and entries whose sizes lie.
void add_archives(std::vector<CorpusFile>& out) {
    const std::string zip = bsptest::zip_bytes(
        {{"scripts/a.shader", "textures/a { { map $lightmap } }"}, {"maps/m.bsp", "IBSP"}, {"gfx/palette.lmp", "x"}});
    out.push_back({"archive", "archives-pk3", bytes_of(zip)});
    std::string lying = zip;
    // The first local header's uncompressed size (offset 22) claims 1 GiB.
    lying[22] = 0, lying[23] = 0, lying[24] = 0, lying[25] = 0x40;
    out.push_back({"archive", "archives-pk3-entry-size-lies", bytes_of(lying)});
    // Deflated entries, as real pk3s store them: read through vfs/zip_index.h.
    const std::string deflated = bsptest::deflated_zip_bytes(
        {{"scripts/a.shader", "textures/a { { map $lightmap } }\n" + std::string(600, ' ')},
         {"maps/m.bsp", "IBSP" + std::string(900, '\0')}});
    out.push_back({"archive", "archives-pk3-deflated", bytes_of(deflated)});
    bsptest::VpkFiles vpk = bsptest::build_vpk(
        2, {{"vmt", "materials/x", "floor", "", bsp::kVpkInDirectoryFile, "\"LightmappedGeneric\" {}"}}, 1000);
    out.push_back({"archive", "archives-vpk-entry-size-lies", bytes_of(vpk.directory_file)});
    for (bool wad3 : {false, true}) {
        bsptest::Q1WadEntry entry;
        entry.texture.name = "wall";
        out.push_back({"archive", wad3 ? "archives-wad3" : "archives-wad2", bsptest::build_wad(wad3, {entry})});
    }
}

// Scripts: Quake 3 shaders, a VMT with an include, an entity lump.
void add_text(std::vector<CorpusFile>& out) {
    out.push_back({"text", "scripts-q3-shader",
                   bytes_of("textures/base/floor\n{\n\tsurfaceparm metalsteps\n\t{\n\t\tmap $lightmap\n\t\trgbGen "
                            "identity\n\t}\n\t{\n\t\tmap textures/base/floor.tga\n\t\tblendFunc GL_DST_COLOR "
                            "GL_ZERO\n\t\ttcMod scroll 0.5 0\n\t\trgbGen wave sin 0 1 0 0.5\n\t}\n}\n"
                            "textures/sky\n{\n\tskyparms env/sky 512 -\n\tsurfaceparm sky\n}\n")});
    out.push_back({"text", "scripts-q3-unbalanced", bytes_of("a\n{\n{\n{\nmap x\n}\n}\nb { } } } {")});
    out.push_back({"text", "scripts-vmt",
                   bytes_of("\"LightmappedGeneric\"\n{\n\t\"$basetexture\" \"concrete/floor\"\n\t\"include\" "
                            "\"materials/fuzz.vmt\"\n\t\"replace\" { \"$alpha\" \"0.5\" }\n}\n")});
    // Proxies with absurd parameters: warnings and fallbacks, never a crash.
    out.push_back({"text", "scripts-vmt-proxies-absurd-rates",
                   bytes_of("\"LightmappedGeneric\"\n{\n\t\"$basetexture\" \"x/y\"\n\t\"Proxies\"\n\t{\n"
                            "\t\t\"AnimatedTexture\" { \"animatedtexturevar\" \"$basetexture\" "
                            "\"animatedtextureframerate\" \"1e30\" \"animatedtextureframenumvar\" \"-7\" }\n"
                            "\t\t\"TextureScroll\" { \"texturescrollrate\" \"nan\" \"texturescrollangle\" \"-inf\" }\n"
                            "\t}\n}\n")});
    out.push_back({"text", "scripts-vmt-transform-and-colours-absurd",
                   bytes_of("\"WorldVertexTransition\"\n{\n\t\"$basetexture\" \"x/y\"\n\t\"$basetexture2\" \"x/y\"\n"
                            "\t\"$basetexturetransform\" \"center nan 1e39 scale 0 -inf rotate 1e30 translate\"\n"
                            "\t\"$color\" \"[1e30 nan\"\n\t\"$alphatestreference\" \"-5\"\n\t\"$detailscale\" \"inf\"\n}\n")});
    out.push_back({"text", "scripts-vmt-envmap-absurd",
                   bytes_of("\"LightmappedGeneric\"\n{\n\t\"$basetexture\" \"x/y\"\n\t\"$envmap\" \"env_cubemap\"\n"
                            "\t\"$envmaptint\" \"[nan 1e39\"\n\t\"$envmapmask\" \"\"\n\t\"$fresnelreflection\" \"-inf\"\n"
                            "\t\"$envmapcontrast\" \"1e30\"\n\t\"$envmapsaturation\" \"nan\"\n"
                            "\t\"$normalmapalphaenvmapmask\" \"1\"\n\t\"$basealphaenvmapmask\" \"nan\"\n}\n")});
    out.push_back({"text", "scripts-entities",
                   bytes_of("{\n\"classname\" \"worldspawn\"\n\"wad\" \"a.wad;b.wad\"\n}\n{\n\"origin\" \"0 0 "
                            "0\"\n\"classname\" \"info_player_start\"\n}\n")});
}

// Studio models: the parts packed as fuzz_studio_model reads them (length-prefixed MDL,
// VVD, VTX, then a .vhv), valid ones of each feature and one file per hostile family.
std::vector<uint8_t> packed_studio(const bsptest::StudioModelFiles& f, const std::vector<uint8_t>& vhv) {
    std::vector<uint8_t> out;
    for (const std::vector<uint8_t>* part : {&f.mdl, &f.vvd, &f.vtx}) {
        const uint32_t n = uint32_t(part->size());
        for (int i = 0; i < 4; ++i) out.push_back(uint8_t(n >> (8 * i)));
        out.insert(out.end(), part->begin(), part->end());
    }
    out.insert(out.end(), vhv.begin(), vhv.end());
    return out;
}

void set_i32(std::vector<uint8_t>& b, size_t at, int32_t v) {
    for (int i = 0; i < 4; ++i) b[at + size_t(i)] = uint8_t(uint32_t(v) >> (8 * i));
}
int32_t get_i32(const std::vector<uint8_t>& b, size_t at) {
    return int32_t(uint32_t(b[at]) | uint32_t(b[at + 1]) << 8 | uint32_t(b[at + 2]) << 16 | uint32_t(b[at + 3]) << 24);
}

void add_studio(std::vector<CorpusFile>& out) {
    auto add = [&](const std::string& name, const bsptest::StudioModelFiles& f, const std::vector<uint8_t>& vhv = {}) {
        out.push_back({"studio", "studio-" + name, packed_studio(f, vhv)});
    };
    bsptest::StudioSpec spec = bsptest::box_studio_spec(true);
    // The box's lighting: one run per strip group (16, 8, 4, 4 vertices), and a LOD 1 run.
    std::vector<bsptest::VhvMeshSpec> runs;
    for (uint32_t n : {16u, 8u, 4u, 4u}) {
        bsptest::VhvMeshSpec run;
        run.colors.assign(n, {90, 80, 70});
        runs.push_back(run);
    }
    runs.push_back({1, {{1, 2, 3}}});
    add("box-body-groups-lit", bsptest::write_studio_model(spec), bsptest::write_vhv(spec.checksum, runs));
    spec.fixups = true;
    spec.split_strip_groups = true;
    add("box-fixups-split-groups", bsptest::write_studio_model(spec));
    spec.topology_fields = true;
    add("box-topology-headers", bsptest::write_studio_model(spec));
    bsptest::StudioSpec strip = bsptest::box_studio_spec();
    strip.body_parts[0].models[0].meshes[1].triangle_strip = {0, 1, 3, 2, 2, 4, 5, 6, 7};
    add("box-triangle-strip", bsptest::write_studio_model(strip));

    const bsptest::StudioModelFiles box = bsptest::write_studio_model(bsptest::box_studio_spec(true));
    bsptest::StudioSpec other = bsptest::box_studio_spec();
    other.vtx_checksum_xor = 1;
    add("checksum-mismatch", bsptest::write_studio_model(other));
    bsptest::StudioModelFiles f = box;  // every body part record names the same models
    const size_t parts = size_t(get_i32(f.mdl, 236));
    set_i32(f.mdl, parts + 16 + 12, get_i32(f.mdl, parts + 12) - 16);
    set_i32(f.mdl, parts + 16 + 4, get_i32(f.mdl, parts + 4));
    add("shared-model-records", f);
    f = box;  // a strip group claiming far more vertices and indices than the file holds
    {
        const size_t bp = size_t(get_i32(f.vtx, 32));
        const size_t model = bp + size_t(get_i32(f.vtx, bp + 4));
        const size_t lod = model + size_t(get_i32(f.vtx, model + 4));
        const size_t mesh = lod + size_t(get_i32(f.vtx, lod + 4));
        const size_t group = mesh + size_t(get_i32(f.vtx, mesh + 4));
        set_i32(f.vtx, group, 0x7fffffff);
        set_i32(f.vtx, group + 8, 0x40000000);
    }
    add("strip-group-counts-lie", f);
    f = box;  // LOD 0 claims two billion vertices
    set_i32(f.vvd, 16, 0x7fffffff);
    add("vvd-vertex-count-lies", f);
    f = box;
    f.vtx.resize(f.vtx.size() / 2);
    add("vtx-truncated", f);
}

}  // namespace

std::vector<CorpusFile> corpus_families() {
    std::vector<CorpusFile> out;
    add_quake3(out);
    add_quake1(out);
    add_quake2(out);
    add_source(out);
    add_images(out);
    add_archives(out);
    add_text(out);
    add_studio(out);
    return out;
}

}  // namespace bspfuzz
