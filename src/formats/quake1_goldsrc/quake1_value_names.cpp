// The names Quake 1 and GoldSrc give a leaf's contents (one value each, not bits;
// bspfile.h's CONTENTS_*), for display. The values past -6 come from brushes the
// compilers turn into hulls or entities (origin, clip, currents), and from GoldSrc
// (translucent, ladder); a leaf rarely keeps them, but a file may.
#include "formats/quake1_goldsrc/quake1_sections.h"

namespace bsp::quake1 {

void name_values(Map& map) {
    map.leaf_contents_names = {false,
                               {{-1, "empty"},
                                {-2, "solid"},
                                {-3, "water"},
                                {-4, "slime"},
                                {-5, "lava"},
                                {-6, "sky"},
                                {-7, "origin"},
                                {-8, "clip"},
                                {-9, "current_0"},
                                {-10, "current_90"},
                                {-11, "current_180"},
                                {-12, "current_270"},
                                {-13, "current_up"},
                                {-14, "current_down"},
                                {-15, "translucent"},
                                {-16, "ladder"}}};
}

}  // namespace bsp::quake1
