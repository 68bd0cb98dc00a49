#pragma once
// The section readers of the Quake 3 parser, one per group of related lumps.
// Each validates every index it reads against the counts Q3File already checked,
// and throws LoadError naming the lump, the record and the bad value.
// q3_parser.cpp calls them in dependency order.
#include <cstdint>
#include <string_view>
#include <vector>

#include "formats/q3/q3_file.h"
#include "map/map.h"

namespace bsp::q3 {

void read_materials(const Q3File& f, Map& map);           // shaders
void read_planes(const Q3File& f, Map& map);              // planes
void read_nodes(const Q3File& f, Map& map);               // nodes
void read_leaves(const Q3File& f, Map& map);              // leafs, leafsurfaces, leafbrushes
void read_brushes(const Q3File& f, Map& map);             // brushes, brushsides
// fogs (needs brushes): Map::fogs; returns the Map::fogs index of each file fog (-1: dropped)
std::vector<int32_t> read_fogs(const Q3File& f, Map& map);
void read_surfaces(const Q3File& f, Map& map, const std::vector<int32_t>& fog_of_file_fog,
                   const MemoryBudget& budget);  // drawverts, drawindexes, surfaces
void read_models(const Q3File& f, Map& map);              // models (needs surfaces)
void mark_unused_materials(Map& map);                     // kMaterialUnused (needs surfaces)
void read_lightmaps(const Q3File& f, Map& map, std::string_view map_name);  // lightmaps (needs surfaces)
void read_light_grid(const Q3File& f, Map& map);          // lightgrid (needs models, entities)
void read_visibility(const Q3File& f, Map& map);          // visibility (needs leaves)
void name_values(Map& map);  // the names of content and surface flag bits (q3_value_names.cpp)

}  // namespace bsp::q3
