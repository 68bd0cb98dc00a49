#include "render/shader_constants.h"

#include <cctype>

#include "assets/material.h"
#include "render/view_mode.h"
#include "vis/surface_flags.h"

namespace bsp {

namespace {

void define(std::string& out, std::string name, const std::string& value) {
    for (char& c : name) c = char(std::toupper(static_cast<unsigned char>(c)));
    out += "#define " + name + " " + value + "\n";
}

}  // namespace

std::string glsl_constants() {
    std::string out;
    for (int i = 0; i < kViewModeCount; ++i)
        define(out, std::string("view_") + view_mode_name(ViewMode(i)), std::to_string(i));
    define(out, "lighting_lightmap", std::to_string(int(LightingUniform::Lightmap)));
    define(out, "lighting_vertex", std::to_string(int(LightingUniform::Vertex)));
    define(out, "lighting_none", std::to_string(int(LightingUniform::None)));
    define(out, "sky_flat", std::to_string(int(SkyKind::Flat)));
    define(out, "sky_box", std::to_string(int(SkyKind::Box)));
    define(out, "sky_cloud", std::to_string(int(SkyKind::Cloud)));
    define(out, "sky_layers", std::to_string(int(SkyKind::Layers)));
    define(out, "surface_in_pvs", std::to_string(int(kSurfaceInPvs)) + "u");
    define(out, "surface_selected", std::to_string(int(kSurfaceSelected)) + "u");
    define(out, "surface_flags_width", std::to_string(kSurfaceFlagsWidth) + "u");
    return out;
}

}  // namespace bsp
