// The names of Quake 2's content bits (CONTENTS_* in qfiles.h) and surface flags
// (SURF_*), for display (--info, the face panel).
#include "formats/quake2/quake2_sections.h"

namespace bsp::quake2 {

void name_values(Map& map) {
    map.leaf_contents_names = {true,
                               {{0, "empty"},
                                {0x1, "solid"},
                                {0x2, "window"},
                                {0x4, "aux"},
                                {0x8, "lava"},
                                {0x10, "slime"},
                                {0x20, "water"},
                                {0x40, "mist"},
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
                                {0x4000000, "deadmonster"},
                                {0x8000000, "detail"},
                                {0x10000000, "translucent"},
                                {0x20000000, "ladder"}}};
    map.surface_flag_names = {true,
                              {{kSurfLight, "light"},
                               {kSurfSlick, "slick"},
                               {kSurfSky, "sky"},
                               {kSurfWarp, "warp"},
                               {kSurfTrans33, "trans33"},
                               {kSurfTrans66, "trans66"},
                               {kSurfFlowing, "flowing"},
                               {kSurfNoDraw, "nodraw"}}};
}

}  // namespace bsp::quake2
