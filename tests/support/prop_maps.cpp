#include "support/prop_maps.h"

#include <map>
#include <string>

#include "support/source_writer.h"
#include "support/studio_writer.h"
#include "support/zip_writer.h"

namespace bsptest {

namespace {

std::string text(const std::vector<uint8_t>& b) { return std::string(b.begin(), b.end()); }

}  // namespace

std::vector<uint8_t> source_map_with_props(bool with_vhv, const std::map<std::string, std::string>& more) {
    bsptest::SourceBuilder s = bsptest::one_triangle();
    s.lumps[bsp::source::kEntities] =
        Bytes().str("{\n\"classname\" \"worldspawn\"\n}\n"
                    "{\n\"classname\" \"prop_dynamic\"\n\"model\" \"models/props_test/box.mdl\"\n"
                    "\"origin\" \"0 -50 0\"\n\"angles\" \"90 0 0\"\n\"skin\" \"1\"\n}\n"
                    "{\n\"classname\" \"prop_physics\"\n\"model\" \"models/props_test/gone.mdl\"\n"
                    "\"origin\" \"0 50 0\"\n}\n").b;
    bsptest::StaticPropSpec turned;
    turned.origin[0] = 10;
    turned.origin[1] = 20;
    turned.angles[1] = 90;
    turned.scale = 2;
    bsptest::StaticPropSpec plain;
    plain.origin[0] = -40;
    plain.skin = 1;
    s.lumps[bsp::source::kGameLump] = bsptest::static_props_game_lump(s, {"models/props_test/box.mdl"}, {turned, plain});

    // Leaf 1's ambient light: one sample at its centre, 1.0 from above (+Z), 0.5 from
    // every other side (stored as byte x 2^exponent: 1 x 2^0 and 1 x 2^-1).
    s.lumps[bsp::source::kLeafAmbientIndex] =
        Bytes().put<uint16_t>(0).put<uint16_t>(0).put<uint16_t>(1).put<uint16_t>(0).b;
    Bytes sample;
    for (int side = 0; side < 6; ++side)
        sample.put<uint8_t>(1).put<uint8_t>(1).put<uint8_t>(1).put<int8_t>(side == 4 ? 0 : -1);
    sample.put<uint8_t>(128).put<uint8_t>(128).put<uint8_t>(128).put<uint8_t>(0);
    s.lumps[bsp::source::kLeafAmbientLighting] = sample.b;
    const bsptest::StudioSpec spec = bsptest::box_studio_spec();
    const bsptest::StudioModelFiles files = bsptest::write_studio_model(spec);
    std::map<std::string, std::string> pak{
        {"models/props_test/box.mdl", text(files.mdl)},
        {"models/props_test/box.vvd", text(files.vvd)},
        {"models/props_test/box.dx90.vtx", text(files.vtx)},
        // crate_top is only in the second folder; crate_side in the first.
        {"materials/models/props_test/crate_side.vmt", "\"VertexLitGeneric\" { \"$basetexture\" \"x\" }"},
        {"materials/models/shared/crate_top.vmt", "\"VertexLitGeneric\" { \"$basetexture\" \"y\" }"},
    };
    if (with_vhv) {
        // One colour run per strip group: the sides' 16 vertices, then top and bottom's 8.
        std::vector<bsptest::VhvMeshSpec> runs(2);
        runs[0].colors.assign(16, {64, 128, 255});
        runs[1].colors.assign(8, {10, 20, 30});
        pak["sp_0.vhv"] = text(bsptest::write_vhv(spec.checksum, runs));
    }
    for (const auto& [path, bytes] : more) pak[path] = bytes;
    const std::string zip = bsptest::zip_bytes(pak);
    s.lumps[bsp::source::kPakfile].assign(zip.begin(), zip.end());
    return s.build();
}

}  // namespace bsptest
