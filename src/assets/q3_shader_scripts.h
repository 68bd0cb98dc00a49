#pragma once
// Quake 3 shader scripts (scripts/*.shader): every stage of every shader read into
// MaterialStage records (assets/material_stage.h) with the engine's defaults, plus
// the shader-wide directives (surfaceparms, cull, sort, polygonOffset, skyParms,
// fogParms, deformVertexes). The summary fields (first_image, blend, vertex_lit...)
// are what the single-pass path and the name rules need.
//
// Bad input never stops the parse: an unknown keyword is a warning (once per
// keyword), a malformed directive is skipped, absurd numbers are clamped, extra
// tcMods and animMap frames past the engine's limits are dropped with a warning. A
// file whose braces do not balance is ignored whole, as the engine ignores it.
//
// Which definition of a duplicate name wins follows the engine (docs/quake3_shaders.md):
// the engine lists the script files, then reads them from the last listed to the
// first and keeps the first definition it meets, so a later-listed file wins.
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

    std::vector<MaterialStage> stages;    // every stage, images by name (MaterialStage::image stays -1)
    std::vector<std::string> surfaceparms;  // as written, lower case
    std::vector<Deform> deforms;
    CullMode cull = CullMode::Front;
    float sort = 0;                       // 0: no sort directive
    bool polygon_offset = false;
    bool nopicmip = false, nomipmaps = false;
    float cloud_height = 0;               // skyParms' second word ("-" or 0: 512); 0: none given, no clouds
    glm::vec3 fog_color{0};               // fogParms
    float fog_distance = 0;               // fogParms: depth at which the fog is opaque
    // What its parse warned about (unknown keywords, malformed directives): a map's
    // warnings list those of the shaders it uses, not the whole game's.
    std::vector<std::string> warnings;
};

// The sort value the engine gives a shader (tr_shader.c FinishShader): the sky 2
// (SS_ENVIRONMENT) whatever it names; else its own sort when it names one;
// polygonOffset 4 (decal); a first stage that blends 5 (seeThrough) when it writes
// depth, else 9 (blend0); 7 (fog) without stages; 3 (opaque) otherwise.
float engine_sort_value(const Q3ShaderInfo& shader);

class Q3ShaderScripts {
public:
    // Parses every scripts/*.shader the vfs has, in the engine's order
    // (engine_script_order). Unparseable files are skipped and named in warnings().
    void load(const Vfs& vfs);
    // Parses one script's text. A name this script defines twice keeps its first
    // definition; a name an earlier added script defined is replaced (later files win).
    void add_script(std::string_view text, const std::string& source_file);

    // Case-insensitive lookup of a shader name (without extension).
    const Q3ShaderInfo* find(std::string_view name) const;
    size_t size() const { return shaders_.size(); }
    // Every warning of every script, each unknown keyword once.
    const std::vector<std::string>& warnings() const { return warnings_; }
    // The warnings about whole files (ignored for unbalanced braces, unreadable).
    const std::vector<std::string>& file_warnings() const { return file_warnings_; }

private:
    void warn_unknown(const std::string& keyword, const std::string& where, const std::string& note);

    std::unordered_map<std::string, Q3ShaderInfo> shaders_;  // key: lower-case name
    std::vector<std::string> warnings_;
    std::vector<std::string> file_warnings_;
    std::unordered_map<std::string, bool> warned_keywords_;  // lower-case keyword -> warned once
    friend class Q3ScriptParser;
};

// The order the engine reads script files in: its file list walks the search path
// from the highest priority down (the last mounted archive first), each script name
// once, where the engine's archive keeps them (by name here). `files` are vfs paths,
// `priority_of` gives each one's mount rank (0 = highest).
std::vector<std::string> engine_script_order(const std::vector<std::string>& files,
                                             const std::vector<size_t>& priority_of);

// Lower-case copy with backslashes turned into slashes: how Quake 3 compares names.
std::string normalize_q3_name(std::string_view name);

}  // namespace bsp
