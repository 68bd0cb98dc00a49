// The names Quake 3's tools and game give the bits of a shader's content and
// surface flags (q3map2's and the game's surfaceflags.h), for display.
#include "formats/q3/q3_sections.h"

namespace bsp::q3 {

void name_values(Map& map) {
    map.contents_names = {true,
                          {{0, "empty"},
                           {0x1, "solid"},
                           {0x8, "lava"},
                           {0x10, "slime"},
                           {0x20, "water"},
                           {0x40, "fog"},
                           {0x80, "notteam1"},
                           {0x100, "notteam2"},
                           {0x200, "nobotclip"},
                           {0x8000, "areaportal"},
                           {0x10000, "playerclip"},
                           {0x20000, "monsterclip"},
                           {0x40000, "teleporter"},
                           {0x80000, "jumppad"},
                           {0x100000, "clusterportal"},
                           {0x200000, "donotenter"},
                           {0x400000, "botclip"},
                           {0x800000, "mover"},
                           {0x1000000, "origin"},
                           {0x2000000, "body"},
                           {0x4000000, "corpse"},
                           {0x8000000, "detail"},
                           {0x10000000, "structural"},
                           {0x20000000, "translucent"},
                           {0x40000000, "trigger"},
                           {int32_t(0x80000000u), "nodrop"}}};
    map.surface_flag_names = {true,
                              {{0, "none"},
                               {0x1, "nodamage"},
                               {0x2, "slick"},
                               {0x4, "sky"},
                               {0x8, "ladder"},
                               {0x10, "noimpact"},
                               {0x20, "nomarks"},
                               {0x40, "flesh"},
                               {0x80, "nodraw"},
                               {0x100, "hint"},
                               {0x200, "skip"},
                               {0x400, "nolightmap"},
                               {0x800, "pointlight"},
                               {0x1000, "metalsteps"},
                               {0x2000, "nosteps"},
                               {0x4000, "nonsolid"},
                               {0x8000, "lightfilter"},
                               {0x10000, "alphashadow"},
                               {0x20000, "nodlight"},
                               {0x40000, "dust"}}};
    // Quake 3 leaves store no contents: the brushes in a leaf say what fills it.
}

}  // namespace bsp::q3
