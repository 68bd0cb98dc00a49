// The names Source gives the bits of a leaf's (and brush's) contents and of a
// texinfo's surface flags (the SDK's bspflags.h CONTENTS_* and SURF_*), for display.
#include "formats/source/source_sections.h"

namespace bsp::source {

void name_values(Map& map) {
    map.leaf_contents_names = {true,
                               {{0, "empty"},
                                {0x1, "solid"},
                                {0x2, "window"},
                                {0x4, "aux"},
                                {0x8, "grate"},
                                {0x10, "slime"},
                                {0x20, "water"},
                                {0x40, "blocklos"},
                                {0x80, "opaque"},
                                {0x100, "testfogvolume"},
                                {0x200, "unused"},
                                {0x400, "blocklight"},
                                {0x800, "team1"},
                                {0x1000, "team2"},
                                {0x2000, "ignore_nodraw_opaque"},
                                {0x4000, "moveable"},
                                {0x8000, "areaportal"},
                                {0x10000, "playerclip"},
                                {0x20000, "monsterclip"},
                                {0x40000, "current_0"},
                                {0x80000, "current_90"},
                                {0x100000, "current_180"},
                                {0x200000, "current_270"},
                                {0x400000, "current_up"},
                                {0x800000, "current_down"},
                                {0x1000000, "origin"},
                                {0x2000000, "monster"},
                                {0x4000000, "debris"},
                                {0x8000000, "detail"},
                                {0x10000000, "translucent"},
                                {0x20000000, "ladder"},
                                {0x40000000, "hitbox"}}};
    map.surface_flag_names = {true,
                              {{0, "none"},
                               {0x1, "light"},
                               {0x2, "sky2d"},
                               {0x4, "sky"},
                               {0x8, "warp"},
                               {0x10, "trans"},
                               {0x20, "noportal"},
                               {0x40, "trigger"},
                               {0x80, "nodraw"},
                               {0x100, "hint"},
                               {0x200, "skip"},
                               {0x400, "nolight"},
                               {0x800, "bumplight"},
                               {0x1000, "noshadows"},
                               {0x2000, "nodecals"},
                               {0x4000, "nochop"},
                               {0x8000, "hitbox"}}};
}

}  // namespace bsp::source
