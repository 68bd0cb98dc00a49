#pragma once
// The section readers of the Source parser, called by source_parser.cpp in
// dependency order. Each checks every index it reads against what is already known
// and throws LoadError naming the lump, the record and the bad value.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "core/memory_budget.h"
#include "formats/source/source_file.h"
#include "map/map.h"

namespace bsp::source {

struct TexinfoRecord {
    glm::vec4 texture_vecs[2];
    glm::vec4 lightmap_vecs[2];
    int32_t flags = 0;
    int32_t texdata = -1;
};

struct FaceRecord {
    uint32_t plane = 0;
    uint8_t side = 0;
    int64_t first_edge = 0, num_edges = 0;
    int32_t texinfo = -1, dispinfo = -1;
    std::array<uint8_t, 4> styles{};
    int32_t light_offset = -1;
    int32_t lightmap_mins[2] = {0, 0}, lightmap_size[2] = {0, 0};
};

// What the sections share while a file is read.
struct SourceContext {
    const SourceFile& f;
    const MemoryBudget& memory_budget;  // ParseOptions::memory_budget
    LightmapSet wanted_lightmaps = LightmapSet::Auto;  // ParseOptions::lightmap_set
    int light_lump = kLighting;  // kLighting or kLightingHdr: the set read_faces chose
    int faces_lump = kFaces;     // kFaces, or kFacesHdr (LDR faces empty, or the HDR set shown)
    std::vector<TexinfoRecord> texinfos;
    std::vector<int32_t> texdata_size;  // width, height per texdata (2 entries each)
    std::vector<FaceRecord> faces;
};

// Counts a lump's bad records and remembers the first, so a map full of them gives
// one warning, not thousands (for the readers that drop bad records instead of failing).
class Problems {
public:
    Problems(const SourceFile& f, int lump, const char* whats) : f_(f), lump_(lump), whats_(whats) {}
    void add(const std::string& problem) {
        if (count_++ == 0) first_ = problem;
    }
    void report(uint64_t records, Map& map) const {
        if (count_ == 0) return;
        map.warnings.push_back(f_.part(lump_) + ": " + str(count_) + " of " + str(int64_t(records)) + " " + whats_ +
                               " dropped (the first: " + first_ + ")");
    }

private:
    const SourceFile& f_;
    int lump_;
    const char* whats_;
    int64_t count_ = 0;
    std::string first_;
};

// A lightmap sample's channel (ColorRGBExp32: byte, shared signed exponent) as linear
// light, 1.0 = full white: byte × 2^exponent / 255 (source_faces.cpp).
float light_sample_linear(uint8_t c, int8_t exponent);
// The exposure the HDR lightmap set is shown with, from its lump's samples
// (source_faces.cpp says how); 1 for a lump without samples.
float hdr_lightmap_exposure(std::span<const uint8_t> light);

void read_planes(SourceContext& c, Map& map);
void read_materials_and_texinfo(SourceContext& c, Map& map);  // texdata, string table/data, texinfo
// vertexes, edges, surfedges, faces; chooses the lightmap set (Map::lightmap_set)
void read_faces(SourceContext& c, Map& map);
void read_lightmaps(SourceContext& c, Map& map);
// leafwaterdata → Map::water_volumes (each texinfo's material found); leaves whose
// leafWaterDataID is out of range lose it with a warning (source_water.cpp). After
// read_leaves and read_materials_and_texinfo.
void read_water_volumes(SourceContext& c, Map& map);              // the chosen lighting lump (needs faces)
void read_leaves(SourceContext& c, Map& map);
// overlays, wateroverlays → Map::overlays and their pieces as world surfaces, filed in
// their faces' leaves (source_overlays.cpp; needs faces, lightmaps, leaves, models).
// Never throws: bad records are dropped with a warning.
void read_overlays(SourceContext& c, Map& map);                 // leafs, leaffaces, leafbrushes
void read_nodes(SourceContext& c, Map& map);                  // nodes (needs planes, leaves)
void read_models(SourceContext& c, Map& map);                 // models (needs faces)
void read_visibility(SourceContext& c, Map& map);             // visibility (needs leaves)
// The per-leaf ambient light of the set matching c.light_lump (source_leaf_ambient.cpp;
// needs leaves). Never throws: bad records are dropped with a warning.
void read_leaf_ambient(SourceContext& c, Map& map);
// LUMP_CUBEMAPS → Map::cubemaps (source_cubemaps.cpp). A lump that is not whole
// 16-byte records is refused (LumpDirectory's record check); a sample whose size
// exponent is out of range keeps its place, at the default size, with a warning.
void read_cubemaps(SourceContext& c, Map& map);
void name_values(Map& map);  // the names of contents and surface flag bits (source_value_names.cpp)
// areas, areaportals, clipportalverts (needs planes, leaves, entities); bad records
// are dropped with a warning, never an error.
void read_areas(SourceContext& c, Map& map);
// Files displacement surfaces into the leaves their bounds reach (needs nodes,
// visibility; before brush models are placed).
void attach_displacements_to_leaves(SourceContext& c, Map& map);
// The static prop game lump ("sprp", of the given sprp version) into Map::static_props,
// static_prop_models and static_prop_leaves. `data` is the entry's bytes, decoded,
// still in the file's byte order. Never throws: problems become warnings naming the
// lump, and whatever whole records can be read are kept.
// As many props as `budget` has room for are read (a warning says when that is fewer).
void read_static_props(std::span<const uint8_t> data, int version, bool big_endian, bool strata, Map& map,
                       const MemoryBudget& budget = MemoryBudget());

}  // namespace bsp::source
