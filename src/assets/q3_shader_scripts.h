#pragma once
// Quake 3 shader scripts (scripts/*.shader), read far enough to draw a map
// without a full shader system: which image stands for a shader, whether it is
// sky, nodraw, blended or cut out, a fog volume, and its sky box. Full stage-by-stage support
// (tcMod, rgbGen, multi-pass blending) is a later step; everything here is what a
// single textured, lightmapped pass needs.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "assets/material.h"

namespace bsp {

class Vfs;

struct Q3ShaderInfo {
    std::string name;           // as written in the script
    std::string source_file;    // scripts/x.shader it came from
    std::string first_image;    // first image a stage names ($lightmap, $whiteimage skipped); may be empty
    std::string sky_box;        // skyParms farbox base ("env/xyz"), empty for "-" or none
    bool sky = false;           // surfaceparm sky
    bool nodraw = false;        // surfaceparm nodraw
    bool translucent = false;   // surfaceparm trans
    bool no_lightmap = false;   // surfaceparm nolightmap, or no $lightmap stage
    bool has_lightmap_stage = false;
    bool two_sided = false;     // cull none / twosided / disable
    bool vertex_lit = false;    // the image stage takes rgbGen vertex / exactVertex
    bool fog = false;           // fogparms: brushes with this shader are a fog volume
    BlendMode blend = BlendMode::Opaque;  // of the first stage (AlphaTest: it has an alphaFunc)
};

class Q3ShaderScripts {
public:
    // Parses every scripts/*.shader the vfs has. Unparseable files are skipped and
    // named in warnings(); the first definition of a name wins, as in the engine.
    void load(const Vfs& vfs);
    // Parses one script's text (exposed for tests).
    void add_script(std::string_view text, const std::string& source_file);

    // Case-insensitive lookup of a shader name (without extension).
    const Q3ShaderInfo* find(std::string_view name) const;
    size_t size() const { return shaders_.size(); }
    const std::vector<std::string>& warnings() const { return warnings_; }

private:
    std::unordered_map<std::string, Q3ShaderInfo> shaders_;  // key: lower-case name
    std::vector<std::string> warnings_;
};

// Lower-case copy with backslashes turned into slashes: how Quake 3 compares names.
std::string normalize_q3_name(std::string_view name);

}  // namespace bsp
