// The picker's lines for a Source material (assets/source_material_readout.h): the
// include chain, the shader, each parameter, textures with format and size, proxies
// evaluated or skipped, warnings.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "assets/source_material_readout.h"

TEST(SourceMaterialReadout, LinesSayEverythingTheLoaderKept) {
    bsp::SourceMaterialReadout r;
    r.files = {"materials/x/patched.vmt", "materials/x/base.vmt"};
    r.shader = "worldvertextransition";
    r.params = {{"$basetexture", "x/a"}, {"$basetexture2", "x/b"}};
    r.textures.push_back({"$basetexture", "materials/x/a.vtf", "DXT1", 256, 128, 1, ""});
    r.textures.push_back({"$basetexture2", "materials/x/b.vtf", "", 0, 0, 1, "materials/x/b.vtf not found"});
    r.proxies.push_back({"texturescroll", {{"texturescrollrate", "2"}}, true, "scrolls"});
    r.proxies.push_back({"sine", {}, false, "not evaluated"});
    r.warnings = {"$alpha 5 is out of range"};
    const std::vector<std::string> lines = bsp::source_material_lines(r);
    const auto has = [&](const std::string& s) {
        return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l == s; });
    };
    EXPECT_TRUE(has("VMT materials/x/patched.vmt includes materials/x/base.vmt"));
    EXPECT_TRUE(has("shader worldvertextransition"));
    EXPECT_TRUE(has("  $basetexture2 \"x/b\""));
    EXPECT_TRUE(has("texture $basetexture: materials/x/a.vtf (DXT1, 256x128)"));
    EXPECT_TRUE(has("texture $basetexture2: materials/x/b.vtf: materials/x/b.vtf not found"));
    EXPECT_TRUE(has("proxy texturescroll (evaluated): scrolls  texturescrollrate 2"));
    EXPECT_TRUE(has("proxy sine (skipped): not evaluated"));
    EXPECT_TRUE(has("warning: $alpha 5 is out of range"));
}
