#pragma once
// A crafted Source map that places a model, for the prop tests (loading and drawing):
// one_triangle() with a pakfile holding box_studio_spec()'s MDL, VVD and .dx90.vtx, two
// of its three materials (crate_side in the model's first folder, crate_top only in
// its second) and, with `with_vhv`, sp_0.vhv (the sides' 16 vertices lit (64, 128, 255),
// top and bottom's 8 (10, 20, 30), as lightmap bytes). It places:
//   static prop 0  at (10, 20, 0), yaw 90, scale 2, leaf 1 (lit by sp_0.vhv)
//   static prop 1  at (-40, 0, 0), skin 1, leaf 1 (lit by leaf 1's ambient sample:
//                  linear 1.0 from +Z, 0.5 from every other side)
//   entity 1       prop_dynamic of the same model at (0, -50, 0), pitch 90, skin 1
//   entity 2       prop_physics of models/props_test/gone.mdl (not there) at (0, 50, 0)
// `pak` adds files to the pakfile or replaces them (path -> bytes).
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace bsptest {

std::vector<uint8_t> source_map_with_props(bool with_vhv = true, const std::map<std::string, std::string>& pak = {});

}  // namespace bsptest
